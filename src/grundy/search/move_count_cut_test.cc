// The move-count cut (move_count_cut.h) and Domineering's counts on bits: the counts against a
// brute force by their definitions on random small boards, and the search with the cut against
// the search without it and against the canonical form, on every Domineering rectangle up to
// 4 × 4 and 3 × 5, on random boards with missing squares up to 20 empty squares, and on random
// sums of boards (some negated) with canonical terms (integers, which count safe moves, and
// others, which count their birthdays).
#include "grundy/search/move_count_cut.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/games/bitboard.h"
#include "grundy/games/grid_ruleset.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/search/outcome_search.h"

namespace grundy::partizan {
namespace {

TEST(MoveCountCut, TheTheoremsInequalities) {
  MoveCounts c;
  c.safe[0] = 3;
  c.most[1] = 2;  // Left: 3 safe moves against Right's 2 at most
  c.most[0] = 3;
  EXPECT_EQ(decide_by_counts(c, 0), std::optional<bool>(true));
  c.most[1] = 3;  // 3 against 3: Left to move is not decided by (a) ...
  EXPECT_EQ(decide_by_counts(c, 0), std::nullopt);
  // ... but Right to move loses by (b): Left's 3 safe moves answer Right's 3.
  EXPECT_EQ(decide_by_counts(c, 1), std::optional<bool>(false));
  MoveCounts none;  // no moves at all: the side to move loses
  EXPECT_EQ(decide_by_counts(none, 0), std::optional<bool>(false));
  MoveCounts negated;
  add_counts(negated, c, true);  // −G: the sides exchanged
  EXPECT_EQ(negated.safe[1], 3);
  EXPECT_EQ(negated.most[0], 3);
}

const BitRules& cut_domineering_bits() {
  static const RulesetPtr ruleset = make_ruleset("domineering");
  return *dynamic_cast<const GridRuleset&>(*ruleset).bit_rules();
}

BitBoard cut_board_of(std::uint64_t empty) {
  BitBoard b;
  b.rows = b.cols = 8;
  b.layer[0] = empty;
  return b;
}

// The most moves side can make in any play from empty (both sides moving in any order, or not).
int cut_most_by_search(std::uint64_t empty, int side, std::map<std::uint64_t, int>& memo) {
  if (auto it = memo.find(empty); it != memo.end()) return it->second;
  int best = 0;
  for (int s = 0; s < 64; ++s) {
    for (int who = 0; who < 2; ++who) {
      const int step = who == 0 ? 8 : 1;
      if (who == 1 && s % 8 == 7) continue;
      if (s + step >= 64) continue;
      const std::uint64_t d = (std::uint64_t{1} << s) | (std::uint64_t{1} << (s + step));
      if ((empty & d) != d) continue;
      best = std::max(best, (who == side ? 1 : 0) + cut_most_by_search(empty & ~d, side, memo));
    }
  }
  return memo[empty] = best;
}

// Whether side can make k moves one after the other from empty whatever the opponent plays
// (or passes) before each of them.
bool cut_can_make(std::uint64_t empty, int side, int k, bool side_to_move) {
  if (k == 0) return true;
  auto dominoes = [&](int who, auto&& f) {
    const int step = who == 0 ? 8 : 1;
    for (int s = 0; s < 64; ++s) {
      if ((who == 1 && s % 8 == 7) || s + step >= 64) continue;
      const std::uint64_t d = (std::uint64_t{1} << s) | (std::uint64_t{1} << (s + step));
      if ((empty & d) == d && f(d)) return true;
    }
    return false;
  };
  if (side_to_move) {
    return dominoes(side,
                    [&](std::uint64_t d) { return cut_can_make(empty & ~d, side, k - 1, false); });
  }
  // The opponent passes or plays anything: side must manage against every choice.
  if (!cut_can_make(empty, side, k, true)) return false;
  return !dominoes(1 - side,
                   [&](std::uint64_t d) { return !cut_can_make(empty & ~d, side, k, true); });
}

std::uint64_t cut_random_board(std::mt19937_64& rng, int rows, int cols, int empty_percent) {
  std::uint64_t e = 0;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      if (static_cast<int>(rng() % 100) < empty_percent) e |= std::uint64_t{1} << (8 * r + c);
    }
  }
  return e;
}

TEST(MoveCountCut, DomineeringCountsMeetTheirDefinitions) {
  std::mt19937_64 rng(31);
  int safe_seen = 0;
  for (int i = 0; i < 300; ++i) {
    const int rows = 1 + static_cast<int>(rng() % 4), cols = 1 + static_cast<int>(rng() % 4);
    const std::uint64_t e = cut_random_board(rng, rows, cols, 65);
    const std::optional<MoveCounts> c = cut_domineering_bits().move_counts(cut_board_of(e));
    ASSERT_TRUE(c);
    for (int side = 0; side < 2; ++side) {
      std::map<std::uint64_t, int> memo;
      const int most = cut_most_by_search(e, side, memo);
      // most is an upper bound; on a board never touched it is exact (a run's dominoes).
      EXPECT_GE(c->most[side], most) << e;
      EXPECT_LE(c->safe[side], most) << e;
      if (std::popcount(e) <= 10) {  // the brute force is exponential in the moves
        EXPECT_TRUE(cut_can_make(e, side, static_cast<int>(c->safe[side]), true))
            << "board " << e << " side " << side << " safe " << c->safe[side];
      }
      if (c->safe[side] > 0) ++safe_seen;
    }
  }
  EXPECT_GT(safe_seen, 50);
  // A column of three squares: Left has one safe move, Right none and no moves at all.
  const MoveCounts col = *cut_domineering_bits().move_counts(cut_board_of(0x010101));
  EXPECT_EQ(col.safe[0], 1);
  EXPECT_EQ(col.most[0], 1);
  EXPECT_EQ(col.most[1], 0);
  // 2 × 2: two moves each at most, nothing safe.
  const MoveCounts square = *cut_domineering_bits().move_counts(cut_board_of(0x0303));
  EXPECT_EQ(square.most[0], 2);
  EXPECT_EQ(square.most[1], 2);
  EXPECT_EQ(square.safe[0] + square.safe[1], 0);
  // Cram: either player may cover any square, so nothing is counted.
  const RulesetPtr cram = make_ruleset("cram");
  EXPECT_FALSE(
      dynamic_cast<const GridRuleset&>(*cram).bit_rules()->move_counts(cut_board_of(0x010101)));
}

struct CountTerm {
  std::string board;  // rows joined by '|'
  bool negated = false;
};

std::string cut_spelled(const std::vector<CountTerm>& terms, const std::string& extra) {
  std::string out;
  for (const CountTerm& t : terms)
    out += (t.negated ? " - domineering:" : " + domineering:") + t.board;
  return out + (extra.empty() ? "" : " + " + extra);
}

Outcome cut_canonical(const std::vector<CountTerm>& terms, const std::string& extra) {
  static const RulesetPtr ruleset = make_ruleset("domineering");
  Budget budget;
  GameStore store;
  PartizanSolver solver(store, budget);
  GameId total = extra.empty() ? kZero : parse_game(store, extra, budget);
  for (const CountTerm& t : terms) {
    for (const Component& c : ruleset->parse_position(t.board, 1)) {
      const GameId v = solver.value(*ruleset, c);
      total = store.add(total, t.negated ? store.negative(v) : v, budget);
    }
  }
  return store.outcome(total, budget);
}

// The search's outcome and how many sums the cut decided.
std::pair<Outcome, std::uint64_t> cut_searched(const std::vector<CountTerm>& terms,
                                               const std::string& extra, bool cut, bool pure) {
  static const RulesetPtr ruleset = make_ruleset("domineering");
  Budget budget;
  OutcomeSearchOptions o;
  o.table_bytes = std::uint64_t{1} << 16;
  o.move_count_cut = cut;
  if (pure) {
    o.trial_moves = 0;
    o.sum_nodes = 0;
  }
  OutcomeSearch search(budget, o);
  for (const CountTerm& t : terms) {
    for (const Component& c : ruleset->parse_position(t.board, 1)) {
      search.add(ruleset, c, t.negated);
    }
  }
  if (!extra.empty()) search.add(parse_game(search.store(), extra, budget));
  const Outcome out = search.outcome();
  return {out, search.stats().count_cuts};
}

// Checks one sum four ways; returns the sums the cut decided.
std::uint64_t cut_check(const std::vector<CountTerm>& terms, const std::string& extra) {
  const Outcome expected = cut_canonical(terms, extra);
  std::uint64_t cuts = 0;
  for (bool pure : {false, true}) {
    const auto without = cut_searched(terms, extra, false, pure);
    const auto with = cut_searched(terms, extra, true, pure);
    EXPECT_EQ(without.second, 0u);
    EXPECT_EQ(with.first, expected) << cut_spelled(terms, extra) << (pure ? " (pure)" : "");
    EXPECT_EQ(without.first, expected) << cut_spelled(terms, extra) << (pure ? " (pure)" : "");
    cuts += with.second;
  }
  return cuts;
}

std::string cut_rectangle(int rows, int cols) {
  std::string out;
  for (int r = 0; r < rows; ++r)
    out += (r ? "|" : "") + std::string(static_cast<std::size_t>(cols), '.');
  return out;
}

std::string cut_spelled_board(std::uint64_t e, int rows, int cols) {
  std::string out;
  for (int r = 0; r < rows; ++r) {
    if (r) out += '|';
    for (int c = 0; c < cols; ++c) out += (e >> (8 * r + c)) & 1 ? '.' : '#';
  }
  return out;
}

TEST(MoveCountCut, SearchAgreesOnEveryRectangleUpTo4x4And3x5) {
  std::uint64_t cuts = 0;
  for (int rows = 1; rows <= 5; ++rows) {
    for (int cols = 1; cols <= 5; ++cols) {
      if (rows * cols > 16 && !(std::min(rows, cols) == 3 && std::max(rows, cols) == 5)) continue;
      cuts += cut_check({{cut_rectangle(rows, cols)}}, "");
    }
  }
  EXPECT_GT(cuts, 0u);
}

TEST(MoveCountCut, SearchAgreesOnRandomBoardsAndSums) {
  std::mt19937_64 rng(3131);
  std::uint64_t cuts = 0;
  for (int i = 0; i < 60; ++i) {  // one board of up to 20 empty squares, some missing
    const int rows = 3 + static_cast<int>(rng() % 3), cols = 3 + static_cast<int>(rng() % 4);
    std::uint64_t e = cut_random_board(rng, rows, cols, 80);
    while (std::popcount(e) > 20) e &= e - 1;
    cuts += cut_check({{cut_spelled_board(e, rows, cols)}}, "");
  }
  const std::vector<std::string> extras = {"", "1", "-2", "3", "*", "{3|1}", "1/2", "^", "-1*"};
  for (int i = 0; i < 80; ++i) {  // sums of two or three boards, some negated, with a term
    std::vector<CountTerm> terms;
    const int n = 2 + static_cast<int>(rng() % 2);
    for (int k = 0; k < n; ++k) {
      const int rows = 1 + static_cast<int>(rng() % 4), cols = 1 + static_cast<int>(rng() % 4);
      std::uint64_t e = cut_random_board(rng, rows, cols, 80);
      if (e == 0) e = 1;
      terms.push_back({cut_spelled_board(e, rows, cols), rng() % 3 == 0});
    }
    cuts += cut_check(terms, extras[rng() % extras.size()]);
  }
  EXPECT_GT(cuts, 100u);
}

}  // namespace
}  // namespace grundy::partizan
