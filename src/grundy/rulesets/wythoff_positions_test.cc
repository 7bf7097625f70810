// Wythoff's P-positions by the exact integer route, against the Grundy table, the literature, a
// brute-force search for winning moves, a misère search, and a second formula near 2^64.
#include "grundy/rulesets/wythoff_positions.h"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <utility>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/rulesets/wythoff.h"
#include "tests/unit/vectors.h"

namespace grundy {
namespace {

using Pair = std::pair<std::uint64_t, std::uint64_t>;
constexpr std::uint64_t kTop = ~std::uint64_t{0};

// The a_n and b_n by their definition as complementary sequences: a_n is the least natural
// number not yet used, b_n = a_n + n (Wythoff 1907), with no golden ratio in sight.
std::vector<Pair> p_positions_by_mex(std::size_t count) {
  std::vector<Pair> out;
  std::vector<bool> used(3 * count + 3);
  std::uint64_t a = 0;
  for (std::uint64_t n = 0; n < count; ++n) {
    while (used[a]) ++a;
    out.emplace_back(a, a + n);
    used[a] = used[a + n] = true;
  }
  return out;
}

TEST(WythoffPositions, FirstPositionsAreTheLiterature) {
  const std::vector<Pair> literature = {{0, 0},  {1, 2},   {3, 5},   {4, 7},   {6, 10},  {8, 13},
                                        {9, 15}, {11, 18}, {12, 20}, {14, 23}, {16, 26}, {17, 28}};
  for (std::uint64_t n = 0; n < literature.size(); ++n) {
    EXPECT_EQ(wythoff_a(n), literature[n].first) << n;
    EXPECT_EQ(wythoff_b(n), literature[n].second) << n;
  }
}

TEST(WythoffPositions, TheSequencesAreTheMexConstruction) {
  const auto mex = p_positions_by_mex(200000);
  for (std::uint64_t n = 0; n < mex.size(); ++n) {
    ASSERT_EQ(wythoff_a(n), mex[n].first) << n;
    ASSERT_EQ(wythoff_b(n), mex[n].second) << n;
  }
}

TEST(WythoffPositions, ZeroCellsOfTheVectorTable) {
  const auto rows = testing::read_vector_file("wythoff.tsv");
  ASSERT_EQ(rows.size(), 16u);
  for (std::uint64_t x = 0; x < 16; ++x) {
    for (std::uint64_t y = 0; y < 16; ++y) {
      EXPECT_EQ(wythoff_is_p(x, y, false), rows[x][y] == "0") << x << "," << y;
    }
  }
}

TEST(WythoffPositions, PExactlyWhereTheGrundyTableIsZeroBelow300) {
  Budget budget;
  const auto table = wythoff_table(300, budget);
  for (std::uint64_t x = 0; x < 300; ++x) {
    for (std::uint64_t y = 0; y < 300; ++y) {
      ASSERT_EQ(wythoff_is_p(x, y, false), table[x * 300 + y] == 0) << x << "," << y;
    }
  }
}

// Every option of (x, y): the moves of the game, listed plainly.
std::vector<Pair> options_of(std::uint64_t x, std::uint64_t y) {
  std::vector<Pair> out;
  for (std::uint64_t k = 1; k <= x; ++k) out.emplace_back(x - k, y);
  for (std::uint64_t k = 1; k <= y; ++k) out.emplace_back(x, y - k);
  for (std::uint64_t k = 1; k <= std::min(x, y); ++k) out.emplace_back(x - k, y - k);
  return out;
}

std::set<Pair> moves_set(std::uint64_t x, std::uint64_t y, bool misere) {
  std::set<Pair> out;
  for (const WythoffMove& m : wythoff_moves_to_p(x, y, misere)) {
    EXPECT_TRUE(out.insert({m.x, m.y}).second) << "a move twice from " << x << "," << y;
    EXPECT_FALSE(m.reason.empty());
  }
  return out;
}

TEST(WythoffPositions, WinningMovesAreTheBruteForceOnesBelow120) {
  constexpr std::uint64_t kN = 120;
  Budget budget;
  const auto table = wythoff_table(kN, budget);
  for (std::uint64_t x = 0; x < kN; ++x) {
    for (std::uint64_t y = 0; y < kN; ++y) {
      std::set<Pair> brute;
      for (const Pair& o : options_of(x, y)) {
        if (table[o.first * kN + o.second] == 0) brute.insert(o);
      }
      ASSERT_EQ(moves_set(x, y, false), brute) << x << "," << y;
    }
  }
}

// Misère play by a plain search: (x, y) is P when every option is N; (0,0), with no option, is N
// (the player who cannot move wins).
std::vector<std::vector<bool>> misere_p_table(std::uint64_t n) {
  std::vector<std::vector<bool>> p(n, std::vector<bool>(n));
  for (std::uint64_t x = 0; x < n; ++x) {
    for (std::uint64_t y = 0; y < n; ++y) {
      const auto options = options_of(x, y);
      bool all_n = !options.empty();
      for (const Pair& o : options) all_n = all_n && !p[o.first][o.second];
      p[x][y] = all_n;
    }
  }
  return p;
}

TEST(WythoffPositions, MiserePositionsAndMovesAgreeWithAMisereSearchBelow120) {
  constexpr std::uint64_t kN = 120;
  const auto p = misere_p_table(kN);
  // The claim of the notes, checked rather than assumed: the misère P-positions with x ≤ y
  // begin (0,1), (2,2), (3,5), (4,7), …
  std::vector<Pair> first;
  for (std::uint64_t y = 0; y < 14; ++y) {
    for (std::uint64_t x = 0; x <= y; ++x) {
      if (p[x][y]) first.emplace_back(x, y);
    }
  }
  EXPECT_EQ(first, (std::vector<Pair>{{0, 1}, {2, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13}}));
  for (std::uint64_t x = 0; x < kN; ++x) {
    for (std::uint64_t y = 0; y < kN; ++y) {
      ASSERT_EQ(wythoff_is_p(x, y, true), p[x][y]) << x << "," << y;
      std::set<Pair> brute;
      for (const Pair& o : options_of(x, y)) {
        if (p[o.first][o.second]) brute.insert(o);
      }
      ASSERT_EQ(moves_set(x, y, true), brute) << x << "," << y;
    }
  }
}

TEST(WythoffPositions, MisereOutcomeMatchesTheWinLossSolver) {
  // The engine's own misère search on the Wythoff ruleset, for small positions.
  for (std::uint64_t x = 0; x < 9; ++x) {
    for (std::uint64_t y = 0; y < 9; ++y) {
      Budget budget;
      WinLossSolver solver(budget, Convention::kMisere);
      const Sum sum = parse_sum("wythoff:(" + std::to_string(x) + "," + std::to_string(y) + ")");
      EXPECT_EQ(solver.outcome(sum) == Outcome::kP, wythoff_is_p(x, y, true)) << x << "," << y;
    }
  }
}

// 256-bit comparison of products of numbers below 2^67, for a second formula near 2^64.
struct U256 {
  WythoffWide hi, lo;
  friend bool operator<(const U256& a, const U256& b) {
    return a.hi != b.hi ? a.hi < b.hi : a.lo < b.lo;
  }
};
U256 square(WythoffWide v) {  // v < 2^96
  const WythoffWide mask = (WythoffWide{1} << 64) - 1;
  const WythoffWide v1 = v >> 64, v0 = v & mask;
  const WythoffWide low = v0 * v0, mid = 2 * v0 * v1, high = v1 * v1;  // mid < 2^97
  const WythoffWide lo = low + (mid << 64);
  const WythoffWide carry = lo < low ? 1 : 0;
  return {high + (mid >> 64) + carry, lo};
}
U256 five_n_squared(std::uint64_t n) {
  const U256 s = square(n);  // n² < 2^128: s.hi = 0
  const WythoffWide lo4 = s.lo << 2, carry4 = s.lo >> 126;
  const WythoffWide lo = lo4 + s.lo;
  return {carry4 + (lo < lo4 ? 1 : 0), lo};
}

// a_n = ⌊(n + √(5n²))/2⌋: with s = 2a_n − n, s < n√5 < s + 2, i.e. s² < 5n² < (s + 2)².
void check_second_formula(std::uint64_t n) {
  if (n == 0) return;  // a_0 = 0 (n√5 is irrational only for n > 0)
  const WythoffWide a = wythoff_a(n);
  const WythoffWide s = 2 * a - n;
  const U256 five = five_n_squared(n);
  ASSERT_TRUE(square(s) < five) << static_cast<std::uint64_t>(n);
  ASSERT_TRUE(five < square(s + 2)) << static_cast<std::uint64_t>(n);
  // And b_n = a_n + n is a_n's partner, both ways, where they fit in 64 bits.
  if (wythoff_b(n) <= kTop) {
    const auto an = static_cast<std::uint64_t>(a), bn = static_cast<std::uint64_t>(wythoff_b(n));
    ASSERT_EQ(wythoff_partner(an, false).w, bn);
    ASSERT_EQ(wythoff_partner(bn, false).w, an);
    ASSERT_TRUE(wythoff_is_p(an, bn, false));
    ASSERT_TRUE(wythoff_is_p(bn, an, false));
    if (an > 0) {
      ASSERT_FALSE(wythoff_is_p(an - 1, bn, false));
    }
    ASSERT_FALSE(wythoff_is_p(an, bn - 1, false));
  }
}

TEST(WythoffPositions, ExactNear2To64) {
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; ++i) check_second_formula(rng() >> (rng() % 64));
  for (std::uint64_t n = kTop; n > kTop - 20000; --n) check_second_formula(n);
  // The largest n with b_n below 2^64, and about it (a_n and b_n pass 2^64 there).
  for (std::uint64_t n = 7046029254386353100ull; n < 7046029254386353160ull; ++n) {
    check_second_formula(n);
  }
}

TEST(WythoffPositions, ComplementaryBeattySequencesHoldNearTheTop) {
  // Each v of a window below 2^64 − 1 is exactly one a_n or one b_n, and consecutive a's differ
  // by 1 or 2, b's by 2 or 3 (as ⌊(n+1)φ⌋ − ⌊nφ⌋ ∈ {1, 2}): the sequences stay complementary.
  for (std::uint64_t v = kTop - 100000; v != 0; ++v) {
    const std::uint64_t c = floor_over_phi(v);
    const bool is_a = wythoff_a(c + 1) == v, is_b = wythoff_b(v - c) == v;
    ASSERT_NE(is_a, is_b) << v;
    const WythoffPartner p = wythoff_partner(v, false);
    ASSERT_EQ(p.w, is_a ? wythoff_b(p.n) : wythoff_a(p.n));
  }
  for (std::uint64_t n = kTop - 100000; n < kTop; ++n) {
    const WythoffWide da = wythoff_a(n + 1) - wythoff_a(n), db = wythoff_b(n + 1) - wythoff_b(n);
    ASSERT_TRUE(da == 1 || da == 2) << n;
    ASSERT_EQ(db, da + 1) << n;
  }
}

TEST(WythoffPositions, MovesAtHugeCoordinatesAreLegalAndReachPPositions) {
  std::mt19937_64 rng(8);
  for (int i = 0; i < 20000; ++i) {
    const std::uint64_t x = kTop - (rng() >> (rng() % 64)), y = rng();
    for (bool misere : {false, true}) {
      const auto moves = wythoff_moves_to_p(x, y, misere);
      EXPECT_EQ(moves.empty(), wythoff_is_p(x, y, misere));
      for (const WythoffMove& m : moves) {
        const bool one = (m.x < x && m.y == y) || (m.x == x && m.y < y);
        const bool both = m.x < x && x - m.x == y - m.y;
        ASSERT_TRUE(one || both) << x << "," << y << " -> " << m.x << "," << m.y;
        ASSERT_TRUE(wythoff_is_p(m.x, m.y, misere));
      }
      // From an N-position there is a winning move (every pile size has a partner).
      if (!wythoff_is_p(x, y, misere)) {
        EXPECT_FALSE(moves.empty());
      }
    }
  }
}

}  // namespace
}  // namespace grundy
