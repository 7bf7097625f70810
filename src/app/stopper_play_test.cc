// outcome, moves and properties of loopy partizan games (app/stopper_play.cc,
// app/stopper_properties.cc) against a second route: retrograde analysis of the game graph
// (grundy/stoppers/stopper_graph.h, outcomes), which never computes sides or simplest forms. Random
// graphs are printed as they are (format_graph) and given to the commands as text, so the
// printer and the reader are checked on the way.
#include <gtest/gtest.h>

#include <cstdio>  // std::printf
#include <map>     // std::map
#include <random>  // std::mt19937
#include <string>  // std::string

#include "app/commands.h"
#include "app/partizan.h"
#include "grundy/core/error.h"
#include "grundy/notation/loopy_notation.h"
#include "grundy/stoppers/stopper_format.h"
#include "grundy/stoppers/stopper_parse.h"
#include "grundy/stoppers/stopper_stops.h"
#include "grundy/stoppers/stopper_value.h"
#include "tests/unit/random_stopper_graph.h"
#include "tests/unit/test_context.h"

namespace grundy::partizan::stopper {
namespace {

std::string text_of(const Graph& g, const std::vector<int>& roots) {
  GameStore store;
  Budget budget;
  return format_graph(g, roots, store, budget);
}

// The class by retrograde analysis of node x of g.
std::string reference_class(const Graph& g, int x) {
  Budget budget;
  const Outcomes o = outcomes(g, budget);
  return outcome_class({o.left_first[x], o.right_first[x]});
}

// The class `grundy outcome` gives (a text whose value prints as a short game goes the short
// way: its class is then one of L, R, N, P).
std::string command_class(const std::string& text, app::OutcomeEngine engine) {
  Budget budget;
  testing::TestShared shared;
  const app::Context context = shared.context(budget);
  const app::OutcomeResult r = app::outcome(text, false, context, engine);
  return r.loopy_partizan ? r.loopy_partizan->outcome_class : std::string(to_string(r.outcome));
}

// Whether a budget error is sidling that did not settle (the only one expected here).
bool unsettled(const Error& e) {
  return e.kind() == ErrorKind::kBudget &&
         std::string(e.what()).find("did not settle") != std::string::npos;
}

// The engines of `grundy outcome` on text against want: the search on the game graph (loopy
// spellings only), the default, and the sides alone (`canonical`), which may give up on sidling
// that does not settle (counted in skipped); otherwise counted in checked.
void expect_outcome(const std::string& text, const std::string& want, int& checked, int& skipped) {
  if (is_loopy_notation(text)) {
    EXPECT_EQ(command_class(text, app::OutcomeEngine::kSearch), want) << text;
  }
  // The default answers every game: off the sides, or by retrograde analysis when sidling does
  // not settle.
  EXPECT_EQ(command_class(text, app::OutcomeEngine::kAuto), want) << text;
  try {
    EXPECT_EQ(command_class(text, app::OutcomeEngine::kCanonical), want) << text;
    ++checked;
  } catch (const Error& e) {
    ASSERT_TRUE(unsettled(e)) << text << ": " << e.what();
    ++skipped;
  }
}

TEST(LoopyPlay, OutcomesAgreeWithRetrogradeAnalysis) {
  std::mt19937 rng(2026);
  int checked = 0, loopy = 0, skipped = 0, stoppers = 0;
  for (int attempt = 0; attempt < 3000 && checked < 400; ++attempt) {
    const Graph g = random_graph(rng, 2 + attempt % 5, 0.3);
    const std::string text = text_of(g, {0});
    {
      Budget budget;
      if (is_stopper(g, 0, budget)) ++stoppers;
    }
    const std::string want = reference_class(g, 0);
    // The graph the text reads back as has the same outcome (print and parse agree).
    {
      GameStore store;
      Budget budget;
      const ParsedLoopy p = parse_loopy(text, store, budget);
      EXPECT_EQ(reference_class(p.graph, p.root), want) << text;
    }
    if (is_loopy_notation(text)) ++loopy;
    expect_outcome(text, want, checked, skipped);
  }
  EXPECT_GE(checked, 400);
  EXPECT_GE(loopy, 300);
  EXPECT_GE(stoppers, 100);
  std::printf("random loopy games: %d outcomes checked (%d loopy, %d stoppers), %d unsettled\n",
              checked, loopy, stoppers, skipped);
}

TEST(LoopyPlay, OutcomesOfSumsOfTwoAgreeWithRetrogradeAnalysis) {
  std::mt19937 rng(12);
  // Stoppers (whose sums are often not: on + off) and arbitrary graphs.
  std::vector<Graph> pool;
  for (int attempt = 0; pool.size() < 40; ++attempt) {
    const Graph g = random_graph(rng, 2 + attempt % 4, 0.3);
    Budget budget;
    if (is_stopper(g, 0, budget)) pool.push_back(g);
  }
  for (int i = 0; i < 20; ++i) pool.push_back(random_graph(rng, 2 + i % 4, 0.3));
  int checked = 0, draws = 0, skipped = 0;
  for (std::size_t i = 0; i < pool.size(); ++i) {
    for (std::size_t j = i; j < pool.size(); j += 3) {
      const Graph both = disjoint_union(pool[i], pool[j]);
      const std::string text = text_of(both, {0, pool[i].size()});
      Budget budget;
      const std::string want = reference_class(sum(pool[i], 0, pool[j], 0, budget), 0);
      if (want.find('D') != std::string::npos) ++draws;
      expect_outcome(text, want, checked, skipped);
    }
  }
  EXPECT_GE(checked, 200);
  EXPECT_GE(draws, 20);
  std::printf("random sums of two: %d checked, %d with a draw, %d unsettled\n", checked, draws,
              skipped);
}

// Every move `moves --all` lists, replayed: the text after it reads back as a game whose outcome
// by retrograde analysis is the move's result; the moves are the graph's own options; without
// --all each side's winning moves are listed, or its drawing ones when it has no win.
TEST(LoopyPlay, MovesReplayedByRetrogradeAnalysis) {
  std::mt19937 rng(5);
  int positions = 0, moves_checked = 0, skipped = 0;
  const std::map<std::string, int> rank = {{"wins", 0}, {"draws", 1}, {"loses", 2}};
  for (int attempt = 0; attempt < 3000 && positions < 150; ++attempt) {
    const Graph g = random_graph(rng, 2 + attempt % 5, 0.3);
    const std::string text = text_of(g, {0});
    if (!is_loopy_notation(text)) continue;
    Budget budget;
    testing::TestShared shared;
    const app::Context context = shared.context(budget);
    app::MovesResult all, best;
    try {
      all = app::moves(text, false, context, true);
      best = app::moves(text, false, context, false);
    } catch (const Error& e) {
      ASSERT_TRUE(unsettled(e)) << text << ": " << e.what();
      ++skipped;
      continue;
    }
    ++positions;
    ASSERT_TRUE(all.loopy_partizan.has_value()) << text;
    EXPECT_EQ(all.loopy_partizan->outcome_class, reference_class(g, 0)) << text;
    GameStore store;
    const ParsedLoopy p = parse_loopy(text, store, budget);
    EXPECT_EQ(all.moves.size(), p.graph.left[p.root].size() + p.graph.right[p.root].size()) << text;
    std::map<std::string, int> best_rank;  // per side, the best result it has
    for (const app::MoveResult& m : all.moves) {
      ++moves_checked;
      const bool left = m.side == "Left";
      GameStore s2;
      const ParsedLoopy after = parse_loopy(m.to, s2, budget);
      const Outcomes o = outcomes(after.graph, budget);
      const Result next = left ? o.right_first[after.root] : o.left_first[after.root];
      const Result mine = left ? Result::kLeft : Result::kRight;
      const std::string want = next == mine ? "wins" : next == Result::kDraw ? "draws" : "loses";
      EXPECT_EQ(m.result, want) << text << " -> " << m.to;
      EXPECT_EQ(m.wins, want == "wins");
      // The value printed beside it reads back as itself.
      const Sides v = evaluate_loopy(m.game_after, s2, budget);
      EXPECT_EQ(format_sides(v, s2, budget), m.game_after);
      auto [it, fresh] = best_rank.try_emplace(m.side, rank.at(m.result));
      if (!fresh) it->second = std::min(it->second, rank.at(m.result));
    }
    // The side to move first wins exactly when it has a winning move (and draws when its best
    // move draws).
    const std::string& c = all.loopy_partizan->left_first;
    const int lb = best_rank.count("Left") ? best_rank["Left"] : 2;
    EXPECT_EQ(c, lb == 0 ? "L" : lb == 1 ? "D" : "R") << text;
    std::size_t listed = 0;
    for (const app::MoveResult& m : all.moves) {
      const int b = best_rank[m.side];
      if (b < 2 && rank.at(m.result) == b) ++listed;
    }
    EXPECT_EQ(best.moves.size(), listed) << text;
    for (const app::MoveResult& m : best.moves) {
      EXPECT_EQ(rank.at(m.result), best_rank[m.side]) << text << " -> " << m.to;
    }
  }
  EXPECT_GE(positions, 150);
  EXPECT_GE(moves_checked, 300);
  std::printf("moves replayed: %d positions, %d moves, %d unsettled\n", positions, moves_checked,
              skipped);
}

// The stops of random stoppers against play: for a number x, Left moving first wins G - x when
// L(G) > x and loses when L(G) < x; Right moving first wins G - x when R(G) < x and loses when
// R(G) > x (the stops' defining property for short games, Siegel ch. II; here checked by
// retrograde analysis of G - x for stoppers).
TEST(LoopyPlay, StopsAgreeWithPlayAgainstNumbers) {
  std::mt19937 rng(77);
  int checked = 0, loopy_stops = 0, comparisons = 0;
  for (int attempt = 0; attempt < 20000 && checked < 300; ++attempt) {
    const Graph g = random_graph(rng, 2 + attempt % 5, 0.25);
    Budget budget;
    if (!is_stopper(g, 0, budget)) continue;
    GameStore store;
    const Stopper s = simplest(g, 0, budget);
    const auto st = stops(s, store, budget);
    ASSERT_TRUE(st.has_value()) << format_stopper(s, store, budget);
    ++checked;
    if (st->left.infinite || st->left.tilt || st->right.infinite || st->right.tilt) ++loopy_stops;
    std::vector<Dyadic> xs = {Dyadic(-2), Dyadic(-1),       Dyadic(0),        Dyadic(1),
                              Dyadic(2),  Dyadic(1).half(), -Dyadic(1).half()};
    for (const Pseudonumber& p : {st->left, st->right}) {
      if (!p.infinite) xs.push_back(p.x);
    }
    for (const Dyadic& x : xs) {
      const Graph minus_x = short_graph(store, store.number(-x), budget);
      const Outcomes o = outcomes(sum(g, 0, minus_x, 0, budget), budget);
      const Pseudonumber px{0, x, 0};
      if (st->left > px) EXPECT_EQ(o.left_first[0], Result::kLeft);
      if (st->left < px) EXPECT_EQ(o.left_first[0], Result::kRight);
      if (st->right < px) EXPECT_EQ(o.right_first[0], Result::kRight);
      if (st->right > px) EXPECT_EQ(o.right_first[0], Result::kLeft);
      ++comparisons;
    }
    // The command prints the same stops.
    if (is_loopy_notation(format_stopper(s, store, budget))) {
      testing::TestShared shared;
      const app::Context context = shared.context(budget);
      const app::PropertiesResult r = app::properties(text_of(g, {0}), context);
      ASSERT_TRUE(r.loopy.has_value());
      EXPECT_EQ(r.loopy->left_stop, st->left.to_string());
      EXPECT_EQ(r.loopy->right_stop, st->right.to_string());
    }
  }
  EXPECT_GE(checked, 300);
  EXPECT_GE(loopy_stops, 30);
  std::printf("stops of random stoppers: %d stoppers, %d with loopy stops, %d comparisons\n",
              checked, loopy_stops, comparisons);
}

app::PropertiesResult props(const std::string& text) {
  Budget budget;
  testing::TestShared shared;
  const app::Context context = shared.context(budget);
  return app::properties(text, context);
}

TEST(LoopyPlay, PropertiesOfLiteratureGames) {
  // on and over are pseudonumbers, their own stops; over = 1/on is positive (Winning Ways ch. 11).
  for (const char* p : {"on", "off", "over", "under"}) {
    const app::PropertiesResult r = props(p);
    ASSERT_TRUE(r.loopy.has_value()) << p;
    EXPECT_EQ(r.loopy->left_stop, p);
    EXPECT_EQ(r.loopy->right_stop, p);
    EXPECT_TRUE(r.loopy->stopper);
  }
  // CGSuite writes x + over as 1over (its CanonicalStopperTestCase: {pass|3/2} is 3/2under,
  // its stops 3/2under), and so do canonical and properties alike (issue 34).
  EXPECT_EQ(props("1 + over").loopy->left_stop, "1over");
  EXPECT_EQ(props("-1/2 + under").loopy->right_stop, "-1/2under");
  EXPECT_EQ(props("{pass|3/2}").loopy->left_stop, "3/2under");
  EXPECT_EQ(props("{pass|3/2}").loopy->right_stop, "3/2under");
  EXPECT_EQ(props("{pass|3/2}").canonical, "3/2under");
  EXPECT_EQ(props("-5under").canonical, "-5under");
  // upon = {upon | *}: L = R(upon) = L(*) = 0.
  EXPECT_EQ(props("upon").loopy->left_stop, "0");
  EXPECT_EQ(props("upon").loopy->right_stop, "0");
  EXPECT_EQ(props("on").loopy->outcome.outcome_class, "L");
  EXPECT_EQ(props("over").loopy->outcome.outcome_class, "L");
  // Degree of loopiness: on - on = on & off, whose onside is on.
  EXPECT_EQ(props("on").loopy->degree, "on");
  // Not a stopper: no stops, and the reason in their place.
  const app::PropertiesResult d = props("on + off");
  ASSERT_TRUE(d.loopy.has_value());
  EXPECT_FALSE(d.loopy->stopper);
  EXPECT_FALSE(d.loopy->left_stop.has_value());
  EXPECT_FALSE(d.loopy->degree.has_value());
  EXPECT_EQ(d.loopy->outcome.outcome_class, "D");
  bool reason = false;
  for (const auto& [k, why] : d.loopy->not_defined) reason = reason || k == "left_stop";
  EXPECT_TRUE(reason);
  // A loopy spelling of a short game has the short game's properties.
  const app::PropertiesResult s = props("a={1|-1}; a");
  EXPECT_FALSE(s.loopy.has_value());
  EXPECT_EQ(s.canonical, "+-1");
  EXPECT_EQ(s.left_stop, "1");
}

TEST(LoopyPlay, MovesAndOutcomesOfLiteratureGames) {
  Budget budget;
  testing::TestShared shared;
  const app::Context context = shared.context(budget);
  // a + * = over + * = over, Left's win: moving a to 0 leaves *, which Right moving next wins;
  // moving * to 0 leaves over, which he loses.
  const app::MovesResult m = app::moves("a={0|a}; a + *", false, context);
  ASSERT_TRUE(m.loopy_partizan.has_value());
  EXPECT_EQ(m.loopy_partizan->outcome_class, "L");
  EXPECT_EQ(m.canonical, "over");
  ASSERT_FALSE(m.moves.empty());
  for (const auto& mv : m.moves) {
    if (mv.side == "Left") EXPECT_EQ(mv.to, "over") << mv.explanation;
  }
  // on + off: every move draws.
  const app::MovesResult d = app::moves("on + off", false, context, true);
  ASSERT_EQ(d.moves.size(), 2u);
  for (const auto& mv : d.moves) EXPECT_EQ(mv.result, "draws") << mv.explanation;
  const app::OutcomeResult o = app::outcome("on + off", false, context);
  ASSERT_TRUE(o.loopy_partizan.has_value());
  EXPECT_EQ(o.loopy_partizan->outcome_class, "D");
  // S & T is a value without moves: refused with the column of T.
  try {
    app::moves("1 & 0", false, context);
    ADD_FAILURE() << "moves of S & T";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse);
    EXPECT_EQ(e.column(), 5u);
  }
  EXPECT_EQ(app::outcome("1 & 0", false, context).loopy_partizan->outcome_class, "D/L");
}

}  // namespace
}  // namespace grundy::partizan::stopper
