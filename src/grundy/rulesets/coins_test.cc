// Coin-turning games: the closed forms against the incremental bitsets, both against the
// literature, and the coin-turning theorem (fast_value) against a brute-force search over the
// real moves of whole rows (a table over every row of up to 12 coins, by the mex rule).
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "grundy/core/error.h"
#include "grundy/core/mex.h"
#include "grundy/games/registry.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/coin_values.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/moves.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy {
namespace {

using Kind = CoinShape::Kind;

const char* const kNames[] = {
    "turning-turtles", "mock-turtles", "moebius",  "mogul",    "twins",    "triplets", "ruler",
    "turn{<=1}",       "turn{<=4}",    "turn{=1}", "turn{=4}", "turn{=5}", "turn{<=6}"};

CoinShape shape_of(const char* name) {
  return *parse_coin_shape(name, 1);
}

// The brute force: the value of every row of `length` coins (bit i = coin i heads), by the mex
// rule over the real moves of the whole row. A move's rightmost coin goes from heads to tails,
// so it leads to a smaller number and one pass in increasing order sees every option first.
std::vector<std::uint64_t> brute_force_rows(const CoinShape& shape, unsigned length) {
  std::vector<std::uint64_t> g(std::size_t{1} << length, 0);
  for (std::uint64_t mask = 1; mask < g.size(); ++mask) {
    MexSet seen(64);
    for (unsigned n = 0; n < length; ++n) {
      if (!(mask >> n & 1)) continue;
      for_each_move_set(shape, n, [&](std::span<const std::uint64_t> below) {
        std::uint64_t next = mask ^ (std::uint64_t{1} << n);
        for (std::uint64_t b : below) next ^= std::uint64_t{1} << b;
        seen.insert(g[next]);
      });
    }
    g[mask] = seen.mex();
  }
  return g;
}

std::string row_of(std::uint64_t mask, unsigned length) {
  std::string row;
  for (unsigned i = 0; i < length; ++i) row += mask >> i & 1 ? 'H' : 'T';
  return row;
}

TEST(Coins, ClosedFormsAreTheLiteratureValues) {
  // 0-based numbering: Turning Turtles n+1, Twins n, Mock Turtles the odious numbers, Ruler the
  // largest power of 2 dividing n+1 (WW ch. 14; the notes' table).
  const std::vector<std::uint64_t> odious = {1,  2,  4,  7,  8,  11, 13, 14, 16, 19, 21, 22,
                                             25, 26, 28, 31, 32, 35, 37, 38, 41, 42, 44, 47};
  const std::vector<std::uint64_t> ruler = {1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16};
  const std::vector<std::uint64_t> triplets = {0, 0, 1, 2, 4, 7, 8, 11, 13};
  for (std::uint64_t n = 0; n < 24; ++n) {
    EXPECT_EQ(closed_coin_value(shape_of("turning-turtles"), n), n + 1);
    EXPECT_EQ(closed_coin_value(shape_of("twins"), n), n);
    EXPECT_EQ(closed_coin_value(shape_of("mock-turtles"), n), odious[n]);
  }
  for (std::uint64_t n = 0; n < ruler.size(); ++n)
    EXPECT_EQ(closed_coin_value(shape_of("ruler"), n), ruler[n]);
  for (std::uint64_t n = 0; n < triplets.size(); ++n)
    EXPECT_EQ(closed_coin_value(shape_of("triplets"), n), triplets[n]);
  // Every odious number, in order, and nothing else.
  std::uint64_t n = 0;
  for (std::uint64_t v = 0; v < 5000; ++v) {
    if (std::popcount(v) % 2 == 1) {
      EXPECT_EQ(*closed_coin_value(shape_of("mock-turtles"), n++), v);
    }
  }
  EXPECT_FALSE(closed_coin_value(shape_of("moebius"), 3));
}

TEST(Coins, IncrementalBitsetsAreTheLiteratureValues) {
  Budget budget;
  const std::vector<std::uint64_t> moebius = {1,   2,   4,   8,   16,  31,  32,  64,  103,
                                              128, 171, 213, 256, 301, 342, 439, 475, 494};
  const std::vector<std::uint64_t> mogul = {1,   2,   4,   8,   16,   32,   64,   127,
                                            128, 256, 512, 911, 1024, 1459, 1749, 1897};
  EXPECT_EQ(incremental_coin_values(shape_of("moebius"), moebius.size(), budget), moebius);
  EXPECT_EQ(incremental_coin_values(shape_of("mogul"), mogul.size(), budget), mogul);
  // "turn at most 7" at positions 0 … 23 (the Golay lexicode's coin values, Conway–Sloane).
  const std::vector<std::uint64_t> golay = {1,    2,    4,    8,    16,   32,   64,   127,
                                            128,  256,  512,  911,  1024, 1459, 1749, 1897,
                                            2048, 2518, 2787, 2874, 3320, 3357, 3662, 4004};
  EXPECT_EQ(incremental_coin_values(shape_of("mogul"), 24, budget), golay);
}

TEST(Coins, ClosedFormsAgreeWithTheIncrementalBitsets) {
  Budget budget;
  for (const char* name :
       {"turning-turtles", "mock-turtles", "twins", "triplets", "ruler", "turn{<=1}", "turn{=1}"}) {
    const CoinShape shape = shape_of(name);
    const std::vector<std::uint64_t> inc = incremental_coin_values(shape, 4000, budget);
    for (std::uint64_t n = 0; n < inc.size(); ++n)
      ASSERT_EQ(inc[n], *closed_coin_value(shape, n)) << name << " coin " << n;
  }
  // Exactly k is at most k shifted by k − 1 (the worthless coins 0 … k−2): checked on the
  // incremental routes of both, which share nothing but the mex.
  for (unsigned k = 2; k <= 6; ++k) {
    const std::uint64_t count = k <= 5 ? 300 : 100;  // "at most 6" grows like n^4
    const auto exactly = incremental_coin_values({Kind::kExactly, k}, count, budget);
    const auto at_most = incremental_coin_values({Kind::kAtMost, k}, count, budget);
    for (std::uint64_t n = 0; n < exactly.size(); ++n)
      EXPECT_EQ(exactly[n], n + 1 < k ? 0 : at_most[n - (k - 1)]) << k << " " << n;
  }
  EXPECT_EQ(budget.bytes(), 0u);  // the bitsets are given back
}

TEST(Coins, SingleHeadsAreWorthTheirValuesByBruteForce) {
  Budget budget;
  for (const char* name : kNames) {
    const CoinShape shape = shape_of(name);
    const unsigned length = shape.kind == Kind::kRuler || shape.k <= 3 ? 12 : 10;
    const std::vector<std::uint64_t> g = brute_force_rows(shape, length);
    const std::vector<std::uint64_t> inc = incremental_coin_values(shape, length, budget);
    for (unsigned n = 0; n < length; ++n)
      EXPECT_EQ(g[std::size_t{1} << n], inc[n]) << name << " coin " << n;
  }
}

// The fast route (the nim-sum of the heads) against the brute force over whole rows: every row
// of up to 10 coins, and hundreds of random rows of up to 12, for every shape.
TEST(Coins, FastValueAgreesWithBruteForceOnWholeRows) {
  Budget budget;
  std::mt19937_64 rng(7);
  for (const char* name : kNames) {
    const RulesetPtr r = make_ruleset(name);
    const CoinShape shape = shape_of(name);
    const unsigned length = shape.kind == Kind::kRuler || shape.k <= 3 ? 12 : 11;
    const std::vector<std::uint64_t> g = brute_force_rows(shape, length);
    for (std::uint64_t mask = 0; mask < 1024; ++mask) {
      const Component c{0, 0, row_of(mask, 10)};
      ASSERT_EQ(r->fast_value(c, budget), g[mask]) << name << ":" << c.cells;
    }
    for (int i = 0; i < 300; ++i) {
      const unsigned len = 1 + rng() % length;
      const std::uint64_t mask = rng() & ((std::uint64_t{1} << len) - 1);
      const Component c{0, 0, row_of(mask, len)};
      ASSERT_EQ(r->fast_value(c, budget), g[mask]) << name << ":" << c.cells;
    }
  }
}

// And the generic solver over options() (the conformance suite's second route) on random rows.
TEST(Coins, GenericSolverAgreesWithFastValue) {
  Budget budget;
  std::mt19937_64 rng(11);
  for (const char* name : kNames) {
    const RulesetPtr r = make_ruleset(name);
    GrundySolver generic(budget, false);
    for (int i = 0; i < 40; ++i) {
      const unsigned len = 1 + rng() % 9;
      const Component c{0, 0, row_of(rng() & ((1u << len) - 1), len)};
      EXPECT_EQ(generic.grundy_value(*r, c), *r->fast_value(c, budget)) << name << ":" << c.cells;
    }
  }
}

// options_with_value's targeted search (rows past 12 coins) finds exactly the options of that
// value among every option.
TEST(Coins, TargetedMovesAreTheOptionsOfThatValue) {
  Budget budget;
  std::mt19937_64 rng(5);
  for (const char* name : kNames) {
    const RulesetPtr r = make_ruleset(name);
    for (int i = 0; i < 40; ++i) {
      const unsigned len = 13 + rng() % 12;
      std::string row;
      for (unsigned k = 0; k < len; ++k) row += rng() % 3 == 0 ? 'H' : 'T';
      const Component c{0, 0, row};
      const std::uint64_t v = *r->fast_value(c, budget);  // makes the values known
      auto value_of = [&](std::span<const Component> parts) {
        std::uint64_t x = 0;
        for (const Component& p : parts) x ^= *r->fast_value(p, budget);
        return x;
      };
      std::vector<Parts> all;
      try {
        all = r->options(c, budget);
      } catch (const Error&) {
        continue;  // too many to list (mogul on a long row)
      }
      for (std::uint64_t target : {std::uint64_t{0}, v ^ 1, v ^ 3, std::uint64_t{5}}) {
        std::set<Parts> expected, found;
        for (const Parts& p : all)
          if (value_of(p) == target) expected.insert(p);
        for (Parts& p : r->options_with_value(c, target, value_of, budget)) found.insert(p);
        EXPECT_EQ(found, expected) << name << ":" << row << " target " << target;
      }
    }
  }
}

TEST(Coins, LongRowsAnswerAtOnce) {
  Budget budget;
  std::mt19937_64 rng(3);
  std::string row;
  for (int i = 0; i < 100000; ++i) row += rng() % 2 ? 'H' : 'T';
  for (const char* name : {"turning-turtles", "mock-turtles", "ruler", "twins", "triplets"}) {
    const Sum sum = parse_sum(std::string(name) + ":" + row);
    GrundySolver solver(budget);
    std::uint64_t expected = 0;
    for (std::uint64_t n = 0; n < row.size(); ++n)
      if (row[n] == 'H') expected ^= *closed_coin_value(shape_of(name), n);
    EXPECT_EQ(solver.grundy_value(sum), expected) << name;
    // Listing every move of the row is refused, with a budget error, not attempted.
    try {
      (void)sum.terms[0].ruleset->options(sum.terms[0].components[0], budget);
      ADD_FAILURE() << name;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    }
  }
  // The winning moves of a sparse long row come from the values.
  std::string sparse(100000, 'T');
  sparse[5] = sparse[700] = sparse[99999] = 'H';
  for (const char* name : {"turning-turtles", "ruler", "twins"}) {
    const Sum sum = parse_sum(std::string(name) + ":" + sparse);
    GrundySolver solver(budget);
    const auto moves = winning_moves(sum, solver);
    EXPECT_FALSE(moves.empty()) << name;
    for (const WinningMove& m : moves) EXPECT_EQ(solver.grundy_value(m.to), 0u) << name;
  }
  // In Mock Turtles the same row has tens of thousands of winning moves (any pair a, a ⊕ f):
  // more than are printed, which is a budget error rather than a list cut short.
  GrundySolver solver(budget);
  try {
    (void)winning_moves(parse_sum("mock-turtles:" + sparse), solver);
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
  }
}

TEST(Coins, FastGrowingShapesStopAtTheBudget) {
  Budget budget;
  budget.set_byte_limit(1 << 20);
  const RulesetPtr r = make_ruleset("moebius");
  std::string row(100000, 'T');
  row.back() = 'H';
  try {
    (void)r->fast_value({0, 0, row}, budget);
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    EXPECT_NE(std::string(e.what()).find("single-coin values"), std::string::npos) << e.what();
  }
  // With no byte limit, the work the row would need is refused up front (not hours of it).
  Budget unlimited;
  const RulesetPtr mogul = make_ruleset("mogul");
  try {
    (void)mogul->fast_value({0, 0, row}, unlimited);
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget);
    EXPECT_NE(std::string(e.what()).find("operations"), std::string::npos) << e.what();
  }
  // A short row still answers (the table built so far is exact).
  EXPECT_EQ(r->fast_value({0, 0, "TTTTTTTTH"}, budget), 103u);
}

TEST(Coins, MovesSayWhy) {
  Budget budget;
  GrundySolver solver(budget);
  const auto moves = winning_moves(parse_sum("turning-turtles:THHTH"), solver);
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(format_sum(moves[0].to), "turning-turtles:HHHTT");
  EXPECT_NE(moves[0].explanation.find("turn coins 0 and 4 (worth 1 and 5), so the heads' values "
                                      "nim-sum to 0"),
            std::string::npos)
      << moves[0].explanation;
}

// The conformance suite's cases (tests/unit/ruleset_cases.h).
GRUNDY_RULESET_CASES(.family = "turning-turtles",
                     .prints = {{"turning-turtles:THHTH,HT", "turning-turtles:THHTH,HT"}},
                     .refusals = {{"turning-turtles:THx", 19}})

GRUNDY_RULESET_CASES(.family = "mock-turtles",
                     .prints = {{"mock-turtles:THHTHTH", "mock-turtles:THHTHTH"}},
                     .refusals = {{"mock-turtles:H T", 15}})

GRUNDY_RULESET_CASES(.family = "moebius", .prints = {{"moebius:HTHHT", "moebius:HTHHT"}},
                     .refusals = {{"moebius:h", 9}})

GRUNDY_RULESET_CASES(.family = "mogul", .prints = {{"mogul:THTHHT", "mogul:THTHHT"}},
                     .refusals = {{"mogul:THTHHTX", 13}})

GRUNDY_RULESET_CASES(.family = "twins", .prints = {{"twins:THHTHH", "twins:THHTHH"}},
                     .refusals = {{"twins:THxT", 9}})

GRUNDY_RULESET_CASES(.family = "triplets", .prints = {{"triplets:TTHHTH", "triplets:TTHHTH"}},
                     .refusals = {{"triplets:,H", 10}})

GRUNDY_RULESET_CASES(.family = "ruler", .prints = {{"ruler:HHTHTHH", "ruler:HHTHTHH"}},
                     .refusals = {{"ruler:HT,,H", 10}})

GRUNDY_RULESET_CASES(.family = "turn",
                     .prints = {{"turn{=3}:TTH", "turn{=3}:TTH"},
                                {"turn{<=4}:HTHTH", "turn{<=4}:HTHTH"}},
                     .refusals = {{"turn{<3}:H", 6}, {"turn{<=0}:H", 8}, {"turn{<=99}:H", 8}})

}  // namespace
}  // namespace grundy
