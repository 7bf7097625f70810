#include "grundy/impartial/loopy.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/loopy_naive.h"
#include "grundy/impartial/moves.h"
#include "grundy/impartial/retrograde.h"
#include "grundy/impartial/win_loss_solver.h"

namespace grundy {
namespace {

Gamma inf(std::vector<std::uint64_t> k) {
  return Gamma::inf(std::move(k));
}
Gamma fin(std::uint64_t v) {
  return Gamma::finite(v);
}

Gamma gamma_of(const std::string& expr) {
  Budget budget;
  LoopySolver solver(budget);
  return solver.gamma(parse_sum(expr));
}

Outcome retrograde_of(const std::string& expr) {
  Budget budget;
  RetrogradeSolver solver(budget);
  return solver.outcome(parse_sum(expr));
}

// A random digraph on nodes n0 … n(size-1), each with at most max_degree options (cycles and
// self-loops allowed, or none when acyclic: options only to higher-numbered nodes).
std::string random_graph(std::mt19937_64& rng, unsigned size, unsigned max_degree, bool acyclic) {
  std::string out = "graph{";
  for (unsigned u = 0; u < size; ++u) {
    if (u) out += ';';
    out += "n" + std::to_string(u);
    const unsigned degree = static_cast<unsigned>(rng() % (max_degree + 1));
    std::string options;
    for (unsigned d = 0; d < degree; ++d) {
      if (acyclic && u + 1 == size) break;
      const unsigned v = acyclic ? u + 1 + static_cast<unsigned>(rng() % (size - u - 1))
                                 : static_cast<unsigned>(rng() % size);
      options += (options.empty() ? "" : ",") + ("n" + std::to_string(v));
    }
    if (!options.empty()) out += "->" + options;
  }
  return out + "}";
}

TEST(LoopyGamma, SpellingRoundTrips) {
  for (const Gamma& g : {fin(0), fin(7), fin(18446744073709551615ull), inf({}), inf({0}),
                         inf({0, 2}), inf({1, 3, 64})}) {
    EXPECT_EQ(parse_gamma(format_gamma(g)), g) << format_gamma(g);
  }
  EXPECT_EQ(format_gamma(inf({2, 0, 2})), "inf{0,2}");
  EXPECT_EQ(format_gamma(inf({})), "inf{}");
  EXPECT_EQ(format_gamma(fin(3)), "3");
}

TEST(LoopyGamma, BadSpellingsNameTheColumn) {
  auto column_of = [](std::string_view text) {
    try {
      parse_gamma(text, 1);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kParse) << text;
      return e.column();
    }
    ADD_FAILURE() << text << " parsed";
    return std::size_t{0};
  };
  EXPECT_EQ(column_of("inf{0,x}"), 7u);
  EXPECT_EQ(column_of("inf{2,1}"), 7u);
  EXPECT_EQ(column_of("inf{1,,2}"), 7u);
  EXPECT_EQ(column_of("inf{0"), 1u);
  EXPECT_EQ(column_of("inf"), 1u);
  EXPECT_EQ(column_of("03"), 1u);
  EXPECT_EQ(column_of("x"), 1u);
  EXPECT_EQ(column_of("99999999999999999999"), 1u);
}

TEST(LoopyGamma, SumRuleAndOutcomes) {
  EXPECT_EQ(gamma_sum(fin(5), fin(3)), fin(6));
  EXPECT_EQ(gamma_sum(fin(1), inf({0, 2})), inf({1, 3}));
  EXPECT_EQ(gamma_sum(inf({0, 2}), fin(2)), inf({0, 2}));
  EXPECT_EQ(gamma_sum(inf({0}), inf({0})), inf({}));
  EXPECT_EQ(outcome_of(fin(0)), Outcome::kP);
  EXPECT_EQ(outcome_of(fin(4)), Outcome::kN);
  EXPECT_EQ(outcome_of(inf({0, 3})), Outcome::kN);
  EXPECT_EQ(outcome_of(inf({1})), Outcome::kD);
  EXPECT_EQ(outcome_of(inf({})), Outcome::kD);
}

// The test vectors of ../shared/notes/impartial-algebra.md §5.
TEST(LoopyGamma, LiteratureExamples) {
  // Ferguson, Game Theory, Fig. 3.4: a→b→c→a, c→d→e; a, b, c are ties (draws).
  const std::string ferguson = "graph{a->b;b->c;c->a,d;d->e;e}:";
  EXPECT_EQ(gamma_of(ferguson + "a"), inf({}));
  EXPECT_EQ(gamma_of(ferguson + "b"), inf({}));
  EXPECT_EQ(gamma_of(ferguson + "c"), inf({1}));
  EXPECT_EQ(gamma_of(ferguson + "d"), fin(1));
  EXPECT_EQ(gamma_of(ferguson + "e"), fin(0));
  // u↔v, v→t.
  EXPECT_EQ(gamma_of("graph{u->v;v->u,t;t}:u"), fin(0));
  EXPECT_EQ(gamma_of("graph{u->v;v->u,t;t}:v"), fin(1));
  // The pure 2-cycle: both draws.
  EXPECT_EQ(gamma_of("graph{a->b;b->a}:a"), inf({}));
  EXPECT_EQ(gamma_of("graph{a->b;b->a}:b"), inf({}));
  EXPECT_EQ(retrograde_of("graph{a->b;b->a}:a"), Outcome::kD);
  // A self-loop beside a terminal position: N (move to t).
  EXPECT_EQ(gamma_of("graph{u->u,t;t}:u"), inf({0}));
  // x → *0, *1, *2, y and y → x: x = 3, y = 0.
  const std::string xy = "graph{x->s0,s1,s2,y;y->x;s0;s1->s0;s2->s0,s1}:";
  EXPECT_EQ(gamma_of(xy + "x"), fin(3));
  EXPECT_EQ(gamma_of(xy + "y"), fin(0));
  // x → *1, y and y → x: both draws.
  const std::string xy2 = "graph{x->s1,y;y->x;s1->s0;s0}:";
  EXPECT_EQ(gamma_of(xy2 + "x"), inf({1}));
  EXPECT_EQ(gamma_of(xy2 + "y"), inf({}));
  // (self-loop u) + *1 = ∞({1}), a draw.
  EXPECT_EQ(gamma_of("graph{u->u,t;t}:u + *1"), inf({1}));
  EXPECT_EQ(retrograde_of("graph{u->u,t;t}:u + *1"), Outcome::kD);
  EXPECT_EQ(gamma_of("graph{a->b;b->a}:a + nim:3"), inf({}));
}

// The definition (Smith; Fraenkel): conditions A, B and C of grundy/impartial/loopy.h hold for the
// labelling, with its counter function.
void expect_definition(const std::vector<std::vector<std::uint32_t>>& succ, const Labelling& l) {
  const auto& g = l.gamma;
  for (std::uint32_t u = 0; u < succ.size(); ++u) {
    std::vector<std::uint64_t> finite;
    for (std::uint32_t v : succ[u]) {
      if (!g[v].infinite) finite.push_back(g[v].value);
    }
    std::uint64_t mex = 0;
    while (std::find(finite.begin(), finite.end(), mex) != finite.end()) ++mex;
    if (!g[u].infinite) {
      EXPECT_EQ(g[u].value, mex) << "A at " << u;  // A
      for (std::uint32_t v : succ[u]) {
        if (!g[v].infinite && g[v].value < g[u].value) continue;
        bool reversed = false;
        for (std::uint32_t w : succ[v]) {
          reversed |= g[w] == g[u] && l.counter[w] < l.counter[u];
        }
        EXPECT_TRUE(reversed) << "B at " << u << " -> " << v;  // B
      }
    } else {
      EXPECT_EQ(g[u], Gamma::inf(finite)) << "K at " << u;
      bool found = false;
      for (std::uint32_t v : succ[u]) {
        if (!g[v].infinite) continue;
        bool reaches = false;
        for (std::uint32_t w : succ[v]) reaches |= g[w] == fin(mex);
        found |= !reaches;
      }
      EXPECT_TRUE(found) << "C at " << u;  // C
    }
  }
}

std::vector<std::vector<std::uint32_t>> succ_of(const Ruleset& graph, std::size_t size) {
  std::vector<std::vector<std::uint32_t>> succ(size);
  Budget no_limit;  // a test of the rules, with no limit
  for (std::uint32_t u = 0; u < size; ++u) {
    for (const Parts& p : graph.options(Component(u), no_limit)) {
      succ[u].push_back(static_cast<std::uint32_t>(p.at(0).a));
    }
  }
  return succ;
}

// γ-derived outcomes agree with retrograde analysis at every node of 400 random digraphs with
// cycles, and the labelling meets the definition.
TEST(LoopyGamma, OutcomesAgreeWithRetrogradeOnRandomDigraphs) {
  std::mt19937_64 rng(20261201);
  std::size_t draws = 0, nodes = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const unsigned size = 1 + static_cast<unsigned>(rng() % 8);
    const std::string spelling = random_graph(rng, size, 3, false);
    SCOPED_TRACE(spelling);
    const RulesetPtr graph = make_ruleset(spelling);
    Budget budget;
    LoopySolver loopy(budget);
    RetrogradeSolver retro(budget);
    for (std::uint32_t u = 0; u < size; ++u) {
      Sum sum;
      sum.terms.push_back({graph, {Component(u)}});
      const Gamma g = loopy.gamma(sum);
      EXPECT_EQ(outcome_of(g), retro.outcome(sum)) << "node " << u << " " << format_gamma(g);
      EXPECT_EQ(parse_gamma(format_gamma(g)), g);  // print and parse agree
      draws += outcome_of(g) == Outcome::kD;
      ++nodes;
    }
    const auto succ = succ_of(*graph, size);
    const Labelling labels = label_digraph(succ, budget);
    expect_definition(succ, labels);
    EXPECT_EQ(labels.gamma, label_digraph_naive(succ));
  }
  EXPECT_GT(draws, nodes / 20);  // the sample has draws in it, not just finite games
}

// Sums of two and of three random loopy graphs: the outcome from Smith's sum theorem agrees with
// retrograde analysis of the product graph, and labelling the product graph itself gives
// exactly the values the sum theorem gives (K sets included).
TEST(LoopyGamma, SumTheoremAgreesWithProductGraphs) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 300; ++trial) {
    const unsigned terms = 2 + static_cast<unsigned>(trial % 2);
    std::vector<RulesetPtr> graphs;
    std::vector<unsigned> sizes;
    for (unsigned t = 0; t < terms; ++t) {
      sizes.push_back(1 + static_cast<unsigned>(rng() % (terms == 2 ? 6 : 4)));
      graphs.push_back(make_ruleset(random_graph(rng, sizes.back(), 2, false)));
    }
    std::string trace;
    for (const auto& g : graphs) trace += g->spelling() + " ";
    SCOPED_TRACE(trace);
    Budget budget;
    LoopySolver loopy(budget);
    // The product digraph, its nodes numbered by mixed radix.
    std::size_t total = 1;
    for (unsigned s : sizes) total *= s;
    std::vector<std::vector<std::uint32_t>> succ(total);
    auto coords = [&](std::size_t id) {
      std::vector<unsigned> c;
      for (unsigned s : sizes) c.push_back(static_cast<unsigned>(id % s)), id /= s;
      return c;
    };
    auto id_of = [&](const std::vector<unsigned>& c) {
      std::size_t id = 0;
      for (std::size_t t = terms; t-- > 0;) id = id * sizes[t] + c[t];
      return id;
    };
    for (std::size_t id = 0; id < total; ++id) {
      const auto c = coords(id);
      for (unsigned t = 0; t < terms; ++t) {
        for (const Parts& p : graphs[t]->options(Component(c[t]), budget)) {
          auto d = c;
          d[t] = static_cast<unsigned>(p.at(0).a);
          succ[id].push_back(static_cast<std::uint32_t>(id_of(d)));
        }
      }
    }
    const Labelling product = label_digraph(succ, budget);
    if (total <= 100) {
      EXPECT_EQ(product.gamma, label_digraph_naive(succ));
    }
    // Every product node when small, else a sample of them.
    for (std::size_t id = 0; id<total; id += total> 64 ? 1 + rng() % 5 : 1) {
      const auto c = coords(id);
      Sum sum;
      for (unsigned t = 0; t < terms; ++t) sum.terms.push_back({graphs[t], {Component(c[t])}});
      const Gamma g = loopy.gamma(sum);
      EXPECT_EQ(g, product.gamma[id]) << format_sum(sum) << ": " << format_gamma(g) << " vs "
                                      << format_gamma(product.gamma[id]);
      RetrogradeSolver retro(budget);
      EXPECT_EQ(outcome_of(g), retro.outcome(sum)) << format_sum(sum);
    }
  }
}

// On acyclic graphs γ is finite and equals the Grundy solver's value; and loopy sums with Nim
// heaps agree with retrograde analysis.
TEST(LoopyGamma, AcyclicGraphsMatchTheGrundySolver) {
  std::mt19937_64 rng(99);
  for (int trial = 0; trial < 300; ++trial) {
    const unsigned size = 1 + static_cast<unsigned>(rng() % 10);
    const RulesetPtr graph = make_ruleset(random_graph(rng, size, 3, true));
    SCOPED_TRACE(graph->spelling());
    Budget budget;
    GrundySolver grundy(budget);
    // The labelling itself (LoopySolver hands finite games to the Grundy solver).
    const Labelling labels = label_digraph(succ_of(*graph, size), budget);
    for (std::uint32_t u = 0; u < size; ++u) {
      EXPECT_FALSE(graph->is_loopy(Component(u)));
      const Gamma g = labels.gamma[u];
      ASSERT_FALSE(g.infinite);
      EXPECT_EQ(g.value, grundy.grundy_value(*graph, Component(u)));
    }
  }
}

TEST(LoopyGamma, LoopySumsWithNimHeapsAgreeWithRetrograde) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 100; ++trial) {
    const unsigned size = 1 + static_cast<unsigned>(rng() % 6);
    const std::string spelling = random_graph(rng, size, 3, false);
    for (unsigned heap = 0; heap < 5; ++heap) {
      const std::string expr =
          spelling + ":n" + std::to_string(rng() % size) + " + nim:" + std::to_string(heap);
      EXPECT_EQ(outcome_of(gamma_of(expr)), retrograde_of(expr)) << expr;
    }
  }
}

TEST(LoopyGraph, KnowsWhichPositionsAreLoopy) {
  const RulesetPtr g = make_ruleset("graph{a->b;b->a,c;c->d;d}");
  EXPECT_TRUE(g->is_loopy(g->parse_position("a", 1)[0]));
  EXPECT_TRUE(g->is_loopy(g->parse_position("b", 1)[0]));
  EXPECT_FALSE(g->is_loopy(g->parse_position("c", 1)[0]));
  EXPECT_FALSE(g->is_loopy(g->parse_position("d", 1)[0]));
  // Print and parse agree on a graph with cycles, and on its positions.
  EXPECT_EQ(g->spelling(), "graph{a->b;b->a,c;c->d;d}");
  EXPECT_EQ(make_ruleset(g->spelling())->spelling(), g->spelling());
  const Sum sum = parse_sum("graph{b->a;a->b,a}:a,b + nim:2");
  EXPECT_EQ(format_sum(sum), "graph{a->a,b;b->a}:a,b + nim:2");
  EXPECT_EQ(format_sum(parse_sum(format_sum(sum))), format_sum(sum));
  // A graph with no terminal position prints the empty game as 0.
  Term empty{make_ruleset("graph{a->b;b->a}"), {}};
  EXPECT_EQ(format_term(empty), "0");
}

TEST(LoopyGraph, FinitePlaySolversRefuseLoopyPositions) {
  const Sum sum = parse_sum("graph{a->b;b->a}:a");
  Budget budget;
  GrundySolver grundy(budget);
  try {
    grundy.grundy_value(sum);
    ADD_FAILURE() << "the Grundy solver valued a cycle";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kUsage);
  }
  WinLossSolver win_loss(budget, Convention::kNormal);
  try {
    win_loss.outcome(sum);
    ADD_FAILURE() << "the win/lose solver took a cycle";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kUsage);
    EXPECT_NE(std::string(e.what()).find("has a cycle"), std::string::npos) << e.what();
  }
  // An acyclic position of a graph with a cycle elsewhere is still a finite game.
  const Sum finite = parse_sum("graph{a->b;b->a;c->d;d}:c");
  EXPECT_FALSE(is_loopy(finite));
  EXPECT_EQ(grundy.grundy_value(finite), 1u);
}

TEST(LoopyGraph, OverBudgetIsABudgetError) {
  std::string spelling = "graph{";
  for (int i = 0; i < 3000; ++i) {
    spelling += "n" + std::to_string(i) + "->n" + std::to_string((i + 1) % 3000) + ",n" +
                std::to_string((i * 7 + 3) % 3000) + ";";
  }
  spelling += "}";
  const Sum sum = parse_sum(spelling + ":n0 + " + spelling + ":n1");
  Budget budget;
  budget.set_node_limit(10'000);
  RetrogradeSolver retro(budget);
  try {
    retro.outcome(sum);
    ADD_FAILURE() << "no budget error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

TEST(LoopyMoves, WinningAndDrawKeepingMoves) {
  Budget budget;
  LoopySolver solver(budget);
  // N: ∞({0}) moves to t.
  auto moves = loopy_moves(parse_sum("graph{u->u,t;t}:u"), solver);
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(format_sum(moves[0].to), "graph{t;u->t,u}:t");
  EXPECT_EQ(moves[0].total_after, fin(0));
  // P: no moves.
  EXPECT_TRUE(loopy_moves(parse_sum("graph{u->v;v->u,t;t}:u"), solver).empty());
  // D: x → *1, y; y → x. From x, the move to *1 loses (*1 is N); the move to y keeps the draw.
  moves = loopy_moves(parse_sum("graph{x->s1,y;y->x;s1->s0;s0}:x"), solver);
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(format_sum(moves[0].to), "graph{s0;s1->s0;x->s1,y;y->x}:y");
  EXPECT_EQ(outcome_of(moves[0].total_after), Outcome::kD);
  // A sum: 2-cycle + nim:3 is a draw; the moves that keep it are in the cycle (any nim move
  // keeps ∞(∅) too: every move keeps a draw here).
  moves = loopy_moves(parse_sum("graph{a->b;b->a}:a + nim:3"), solver);
  EXPECT_EQ(moves.size(), 4u);
  // The moves listed are exactly the options retrograde analysis says win (to P) or, from a
  // draw, keep it (to D): on fixed sums and on random sums of loopy graphs and Nim heaps.
  std::vector<std::string> exprs = {
      "graph{u->u,t;t}:u + nim:2", "graph{x->s1,y;y->x;s1->s0;s0}:x + nim:1",
      "graph{u->v;v->u,t;t}:v + nim:5", "graph{a->b,c;b->a;c->d;d}:a + graph{a->b;b->a,c;c}:b"};
  std::mt19937_64 rng(11);
  for (int i = 0; i < 60; ++i) {
    const unsigned size = 1 + static_cast<unsigned>(rng() % 5);
    exprs.push_back(random_graph(rng, size, 3, false) + ":n" + std::to_string(rng() % size) +
                    " + nim:" + std::to_string(rng() % 4) + " + " +
                    random_graph(rng, size, 2, false) + ":n0");
  }
  for (const std::string& expr : exprs) {
    const Sum sum = parse_sum(expr);
    RetrogradeSolver retro(budget);
    const Outcome here = retro.outcome(sum);
    std::set<std::string> expected, found;
    if (here != Outcome::kP) {
      for (std::size_t t = 0; t < sum.terms.size(); ++t) {
        for (std::size_t i = 0; i < sum.terms[t].components.size(); ++i) {
          for (const Parts& p : sum.terms[t].ruleset->options(sum.terms[t].components[i], budget)) {
            const Sum to = apply_move(sum, t, i, p);
            if (retro.outcome(to) == (here == Outcome::kD ? Outcome::kD : Outcome::kP)) {
              expected.insert(format_sum(to));
            }
          }
        }
      }
    }
    for (const LoopyMove& m : loopy_moves(sum, solver)) found.insert(format_sum(m.to));
    EXPECT_EQ(found, expected) << expr;
  }
}

}  // namespace
}  // namespace grundy
