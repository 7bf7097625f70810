// A loopy ruleset's position as a loopy partizan game (ruleset_graph.h): its game graph handed
// to the stopper machinery. Checked by a second route on every small position: the outcome read
// off the value (its sides) against a plain retrograde analysis written here over the rules
// written again here (CGSuite's GenToadsAndFrogs.Options with backsliding), with each side
// moving first; for Fox and Geese against the ruleset's own retrograde table
// (grundy/rulesets/fox_and_geese.h); and CGSuite's printed value of Backsliding Toads and Frogs.
#include "grundy/stoppers/ruleset_graph.h"

#include <gtest/gtest.h>

#include <algorithm>  // std::sort
#include <cstdio>     // std::printf
#include <map>        // std::map
#include <optional>   // std::optional
#include <string>     // std::string
#include <vector>     // std::vector

#include "grundy/core/error.h"
#include "grundy/rulesets/fox_and_geese.h"
#include "grundy/stoppers/side_pruning.h"
#include "grundy/stoppers/stopper_format.h"
#include "grundy/stoppers/stopper_value.h"

namespace grundy::partizan::stopper {
namespace {

struct Params {
  int min_slide, max_slide, max_jump;
  bool friendly;
};

// CGSuite's GenToadsAndFrogs.Options (game/strip/GenToadsAndFrogs.cgs), written again: forward
// slides k = 1 … maxSlide (k >= minSlide) while every square is empty, backslides k = -1 …
// minSlide (k <= maxSlide) likewise, then jumps.
std::vector<std::string> cgsuite_moves(const Params& p, const std::string& s, Side side) {
  const char us = side == Side::kLeft ? 't' : 'f', them = side == Side::kLeft ? 'f' : 't';
  const int sign = side == Side::kLeft ? 1 : -1, n = static_cast<int>(s.size());
  auto at = [&](int i) { return i < 0 || i >= n ? '#' : s[i]; };
  auto moved = [&](int from, int to) {
    std::string t = s;
    t[from] = '.';
    t[to] = us;
    return t;
  };
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) {
    if (s[i] != us) continue;
    for (int k = 1; k <= p.max_slide && at(i + k * sign) == '.'; ++k) {
      if (k >= p.min_slide) out.push_back(moved(i, i + k * sign));
    }
    for (int k = -1; k >= p.min_slide && at(i + k * sign) == '.'; --k) {
      if (k <= p.max_slide) out.push_back(moved(i, i + k * sign));
    }
    for (int k = 1; k <= p.max_jump; ++k) {
      const char over = at(i + k * sign);
      if (!(over == them || (p.friendly && over == us))) break;
      if (at(i + (k + 1) * sign) == '.') out.push_back(moved(i, i + (k + 1) * sign));
    }
  }
  return out;
}

std::vector<std::string> every_strip(int most) {
  std::vector<std::string> out;
  for (int n = 1; n <= most; ++n) {
    int total = 1;
    for (int i = 0; i < n; ++i) total *= 3;
    for (int k = 0; k < total; ++k) {
      std::string s;
      for (int i = 0, x = k; i < n; ++i, x /= 3) s += "tf."[x % 3];
      out.push_back(s);
    }
  }
  return out;
}

// Plain retrograde analysis from the rules alone: the states reachable from root, then the
// least fixed point of "the mover wins with a move to a state the opponent loses; loses when
// every move (possibly none) leads to a state the opponent wins", iterated to no change.
// Unlabelled states are draws. Returns "L", "R", "D" for Left moving first, then Right.
std::pair<char, char> retrograde(const std::string& root, const Params& p) {
  std::map<std::string, int> id{{root, 0}};
  std::vector<std::string> states{root};
  std::vector<std::vector<int>> opts[2];
  for (std::size_t i = 0; i < states.size(); ++i) {
    for (int side = 0; side < 2; ++side) {
      std::vector<int> o;
      for (const std::string& t :
           cgsuite_moves(p, states[i], side == 0 ? Side::kLeft : Side::kRight)) {
        auto [it, fresh] = id.try_emplace(t, static_cast<int>(states.size()));
        if (fresh) states.push_back(t);
        o.push_back(it->second);
      }
      opts[side].push_back(std::move(o));
    }
  }
  const std::size_t n = states.size();
  // win[m][x]: the mover m (0 Left, 1 Right) to move at x wins; lose[m][x]: loses.
  std::vector<bool> win[2] = {std::vector<bool>(n), std::vector<bool>(n)};
  std::vector<bool> lose[2] = {std::vector<bool>(n), std::vector<bool>(n)};
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t x = 0; x < n; ++x) {
      for (int m = 0; m < 2; ++m) {
        bool w = false, l = true;
        for (int y : opts[m][x]) {
          w = w || lose[1 - m][y];
          l = l && win[1 - m][y];
        }
        if (w && !win[m][x]) win[m][x] = true, changed = true;
        if (l && !lose[m][x]) lose[m][x] = true, changed = true;
      }
    }
  }
  auto res = [&](int m) {
    return win[m][0] ? (m == 0 ? 'L' : 'R') : lose[m][0] ? (m == 0 ? 'R' : 'L') : 'D';
  };
  return {res(0), res(1)};
}

char letter(Result r) {
  return r == Result::kLeft ? 'L' : r == Result::kRight ? 'R' : 'D';
}

Sides value_of(const std::string& text, GameStore& store, Budget& budget) {
  RulesetCache rulesets(16, std::uint64_t{1} << 24);
  const ParsedLoopy p = read_ruleset_loopy(text, rulesets, store, budget);
  return sides(p.graph, p.root, budget);
}

std::string spelling(const Params& p) {
  return "gen-toads{" + std::to_string(p.min_slide) + "," + std::to_string(p.max_slide) + "," +
         std::to_string(p.max_jump) + "," + (p.friendly ? "1" : "0") + "}";
}

TEST(RulesetGraph, BackslidingMovesAreCGSuites) {
  Budget budget;
  for (const Params p : {Params{-1, 1, 1, false}, Params{-2, 2, 1, true}, Params{-2, -1, 1, false},
                         Params{-3, 1, 2, false}}) {
    const RulesetPtr r = make_ruleset(spelling(p));
    ASSERT_TRUE(r->is_loopy_ruleset()) << spelling(p);
    for (const std::string& s : every_strip(6)) {
      for (const Side side : {Side::kLeft, Side::kRight}) {
        std::vector<std::string> ours;
        for (const Parts& parts : r->options(Component{0, 0, s}, side, budget)) {
          ASSERT_EQ(parts.size(), 1u);
          ours.push_back(parts[0].cells);
        }
        std::vector<std::string> theirs = cgsuite_moves(p, s, side);
        std::sort(ours.begin(), ours.end());
        std::sort(theirs.begin(), theirs.end());
        EXPECT_EQ(ours, theirs) << spelling(p) << ":" << s;
      }
    }
  }
}

// The sides by deleting the moves of alternating cycles (side_pruning.h), or nothing.
std::optional<Sides> pruned_sides(const Graph& g, int root, Budget& budget) {
  const std::optional<Stopper> on = side_by_pruning(g, root, WhichSide::kOnside, budget);
  if (!on) return std::nullopt;
  const std::optional<Stopper> off = side_by_pruning(g, root, WhichSide::kOffside, budget);
  if (!off) return std::nullopt;
  Sides s;
  s.onside = *on;
  s.offside = *off;
  s.stopper = stopper_ge(s.offside, s.onside, budget);
  return s;
}

// The outcome read off the value (Left first wins iff she wins the offside first, Right iff he
// wins the onside) against plain retrograde analysis of the position graph, each side first:
// for the sides found by sidling, and for those found by deleting cyclic moves, which must be
// the same simplest forms wherever sidling settles.
// Every strip of up to `cells` squares (one fewer for the second rules); returns how many
// were valued by sidling.
int check_backsliding_strips(int cells) {
  int checked = 0, unsettled = 0, pruned = 0, newly = 0, neither = 0;
  for (const Params p : {Params{-1, 1, 1, false}, Params{-2, 1, 1, true}}) {
    for (const std::string& s : every_strip(p.min_slide == -1 ? cells : cells - 1)) {
      GameStore store;
      Budget budget;
      RulesetCache rulesets(16, std::uint64_t{1} << 24);
      const ParsedLoopy g = read_ruleset_loopy(spelling(p) + ":" + s, rulesets, store, budget);
      const auto [left_first, right_first] = retrograde(s, p);
      std::optional<Sides> v;
      try {
        v = sides_by_sidling(g.graph, g.root, budget);
      } catch (const Error& e) {
        // Sidling may not settle within its rounds (stopper_simplify.h): a budget error.
        EXPECT_EQ(e.kind(), ErrorKind::kBudget) << s << ": " << e.what();
        ++unsettled;
      }
      const std::optional<Sides> w = pruned_sides(g.graph, g.root, budget);
      if (v) {
        const LoopyOutcome o = outcome_of(*v, budget);
        EXPECT_EQ(letter(o.left_first), left_first) << spelling(p) << ":" << s;
        EXPECT_EQ(letter(o.right_first), right_first) << spelling(p) << ":" << s;
        ++checked;
      }
      if (w) {
        ++pruned;
        if (!v) ++newly;
        const LoopyOutcome o = outcome_of(*w, budget);
        EXPECT_EQ(letter(o.left_first), left_first) << spelling(p) << ":" << s;
        EXPECT_EQ(letter(o.right_first), right_first) << spelling(p) << ":" << s;
        if (v) {
          EXPECT_EQ(format_sides(*w, store, budget), format_sides(*v, store, budget))
              << spelling(p) << ":" << s;
        }
      } else if (!v) {
        ++neither;
      }
    }
  }
  EXPECT_EQ(neither, 0);
  std::printf(
      "backsliding strips: sidling settles %d, not %d; pruning settles %d (%d newly); "
      "neither %d\n",
      checked, unsettled, pruned, newly, neither);
  return checked;
}

TEST(RulesetGraph, BackslidingOutcomeFromTheValueIsRetrogrades) {
  EXPECT_GT(check_backsliding_strips(5), 100);
}

TEST(RulesetGraphLong, BackslidingOutcomeFromTheValueIsRetrogradesTo6Squares) {
  EXPECT_GT(check_backsliding_strips(6), 500);
}

// Sums of two strips (as '|' joins them, and as two terms) agree with retrograde analysis of
// the joined strip with a wall between them: the outcome of the sum's own graph always, and the
// outcome read off its value when sidling settles (a sum whose sidling does not settle is a
// budget error, skipped and counted).
TEST(RulesetGraph, SumsOfStripsAgreeWithRetrograde) {
  const Params p{-1, 1, 1, false};
  int valued = 0, unsettled = 0;
  for (const std::string a : {"t.f", "tf.", ".tf", "t..f"}) {
    for (const std::string b : {"t.", ".f", "t.f", "f.t"}) {
      // A wall square no unit may enter or jump over: the two strips side by side.
      const auto [lf, rf] = retrograde(a + "#" + b, p);
      for (const std::string& text : {"backsliding-toads:" + a + " + backsliding-toads:" + b,
                                      "backsliding-toads:" + a + "|" + b}) {
        GameStore store;
        Budget budget;
        RulesetCache rulesets(16, std::uint64_t{1} << 24);
        const ParsedLoopy g = read_ruleset_loopy(text, rulesets, store, budget);
        const Outcomes all = outcomes(g.graph, budget);
        EXPECT_EQ(letter(all.left_first[g.root]), lf) << text;
        EXPECT_EQ(letter(all.right_first[g.root]), rf) << text;
        Sides v;
        try {
          v = sides(g.graph, g.root, budget);
        } catch (const Error& e) {
          // Sidling may not settle within its rounds (stopper_simplify.h): a budget error.
          ASSERT_EQ(e.kind(), ErrorKind::kBudget) << text << ": " << e.what();
          ++unsettled;
          continue;
        }
        const LoopyOutcome o = outcome_of(v, budget);
        EXPECT_EQ(letter(o.left_first), lf) << text;
        EXPECT_EQ(letter(o.right_first), rf) << text;
        ++valued;
      }
    }
  }
  EXPECT_GT(valued, 0);
  std::printf("sums of strips valued: %d, sidling unsettled: %d\n", valued, unsettled);
}

// CGSuite's GameStripTest: BackslidingToadsAndFrogs("ttt..fff").GameValue is
// {on||0|-1/2} & {1/2|0||off}, written here with the inner forms in braces as the loopy grammar
// reads them. grundy's sidling (Winning Ways' iteration, stopper_simplify.h) does not settle on
// it within its rounds; deleting cyclic moves (side_pruning.h) gives CGSuite's sides. The
// outcome of CGSuite's value (read by the loopy grammar) is checked against retrograde analysis
// of the position's own graph, and that graph's size against the count of arrangements.
TEST(RulesetGraph, CGSuitesBackslidingValueAgreesWithTheGraphsOutcome) {
  GameStore store;
  Budget budget;
  RulesetCache rulesets(16, std::uint64_t{1} << 24);
  const ParsedLoopy p =
      read_ruleset_loopy("backsliding-toads-and-frogs:ttt..fff", rulesets, store, budget);
  EXPECT_EQ(p.graph.size(), 560);  // 8! / (3! 3! 2!): every arrangement is reached
  const Outcomes o = outcomes(p.graph, budget);
  const LoopyOutcome cgsuite =
      outcome_of(evaluate_loopy("{on|{0|-1/2}} & {{1/2|0}|off}", store, budget), budget);
  EXPECT_EQ(o.left_first[0], cgsuite.left_first);
  EXPECT_EQ(o.right_first[0], cgsuite.right_first);
  const auto [lf, rf] = retrograde("ttt..fff", Params{-1, 1, 1, false});
  EXPECT_EQ(letter(cgsuite.left_first), lf);
  EXPECT_EQ(letter(cgsuite.right_first), rf);
  // CGSuite's sides are the graph's own, each in the order of its side (side_order.h).
  const Sides v = evaluate_loopy("{on|{0|-1/2}} & {{1/2|0}|off}", store, budget);
  for (const auto& [side, s] :
       {std::pair{WhichSide::kOnside, &v.onside}, std::pair{WhichSide::kOffside, &v.offside}}) {
    EXPECT_TRUE(side_ge(s->graph, s->root, p.graph, p.root, side, budget));
    EXPECT_TRUE(side_ge(p.graph, p.root, s->graph, s->root, side, budget));
  }
  // grundy's own value (sidling does not settle; deleting cyclic moves does, side_pruning.h):
  // each side equal to CGSuite's both ways in the order on stoppers, and its outcome that of
  // retrograde analysis of the graph.
  EXPECT_LE(p.graph.size(), kMaxPrunedPositions);
  const Sides ours = sides(p.graph, p.root, budget);
  EXPECT_FALSE(ours.stopper);
  EXPECT_EQ(compare_sides(ours, v, budget), Relation::kEqual);
  // Printed as CGSuite prints it, and read back as the same value.
  const std::string printed = format_sides(ours, store, budget);
  EXPECT_EQ(printed, "{on||0|-1/2} & {1/2|0||off}");
  EXPECT_EQ(compare_sides(evaluate_loopy(printed, store, budget), v, budget), Relation::kEqual);
  for (const auto& [a, b] :
       {std::pair{&ours.onside, &v.onside}, std::pair{&ours.offside, &v.offside}}) {
    EXPECT_TRUE(stopper_ge(*a, *b, budget));
    EXPECT_TRUE(stopper_ge(*b, *a, budget));
  }
  const LoopyOutcome mine = outcome_of(ours, budget);
  EXPECT_EQ(mine.left_first, o.left_first[0]);
  EXPECT_EQ(mine.right_first, o.right_first[0]);
}

// By hand: t.f — the toad steps on (.tf, where only Right moves back: {|.tf...}); the values
// are checked against a value written in the loopy grammar for the same graph.
TEST(RulesetGraph, SmallValuesMatchTheirGraphsWrittenOut) {
  GameStore store;
  Budget budget;
  // "t." : Left moves t. -> .t, then .t -> t. (a backslide): a = {b|}, b = {a|}, so on.
  EXPECT_EQ(format_sides(value_of("backsliding-toads:t.", store, budget), store, budget), "on");
  EXPECT_EQ(format_sides(value_of("backsliding-toads:.f", store, budget), store, budget), "off");
  // A short game beside it: on + 1 = on.
  EXPECT_EQ(format_sides(value_of("backsliding-toads:t. + 1", store, budget), store, budget), "on");
  // Minus: -(.f) = on.
  EXPECT_EQ(format_sides(value_of("0 - backsliding-toads:.f", store, budget), store, budget), "on");
}

TEST(RulesetGraph, ABigGraphIsABudgetError) {
  GameStore store;
  Budget budget;
  budget.set_node_limit(1000);
  try {
    value_of("backsliding-toads:ttttt.....fffff", store, budget);
    FAIL() << "expected a budget error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
  }
}

// Fox and Geese: the outcome read off the value against the ruleset's retrograde table, on
// every position of small boards with one or two geese.
TEST(RulesetGraph, FoxAndGeeseOutcomeFromTheValueIsTheTables) {
  int checked = 0;
  for (const auto& [rows, cols] :
       {std::pair{3, 3}, std::pair{3, 4}, std::pair{4, 3}, std::pair{4, 4}, std::pair{5, 4}}) {
    for (int geese = 1; geese <= 2; ++geese) {
      Budget budget;
      FoxAndGeeseTable table(rows, cols, geese, budget);
      const FoxAndGeesePosition base{rows, cols, 0, {}};
      std::vector<int> dark;
      for (int s = 0; s < rows * cols; ++s) {
        if (is_dark(base, s)) dark.push_back(s);
      }
      auto check = [&](const FoxAndGeesePosition& p) {
        GameStore store;
        const Sides v = value_of(fox_and_geese_term(p), store, budget);
        const LoopyOutcome o = outcome_of(v, budget);
        auto expected = [&](Mover m) {
          const auto r = table.at(p, m).result;
          const bool geese_win = (r == FoxAndGeeseResult::kWin) == (m == Mover::kGeese);
          return r == FoxAndGeeseResult::kDraw ? 'D' : geese_win ? 'L' : 'R';
        };
        EXPECT_EQ(letter(o.left_first), expected(Mover::kGeese)) << fox_and_geese_term(p);
        EXPECT_EQ(letter(o.right_first), expected(Mover::kFox)) << fox_and_geese_term(p);
        EXPECT_TRUE(v.stopper) << fox_and_geese_term(p);  // each goose move advances a goose
        ++checked;
      };
      for (const int fox : dark) {
        for (const int a : dark) {
          if (a == fox) continue;
          if (geese == 1) {
            check({rows, cols, fox, {a}});
            continue;
          }
          for (const int b : dark) {
            if (b > a && b != fox) check({rows, cols, fox, {a, b}});
          }
        }
      }
    }
  }
  EXPECT_GT(checked, 300);
}

}  // namespace
}  // namespace grundy::partizan::stopper
