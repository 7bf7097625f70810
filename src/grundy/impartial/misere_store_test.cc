// Misère simplest forms against the literature (the counts of games born by each day) and against
// a brute-force misère search over sums that never simplifies anything.
#include "grundy/impartial/misere_store.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "grundy/core/error.h"

namespace grundy::misere {
namespace {

// Every game born by day n: the simplest forms of all sets of games born by day n − 1.
std::vector<GameId> born_by(MisereStore& store, int day) {
  std::vector<GameId> games{kZero};
  for (int d = 0; d < day; ++d) {
    std::set<GameId> next;
    const std::size_t k = games.size();
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << k); ++mask) {
      std::vector<GameId> options;
      for (std::size_t i = 0; i < k; ++i) {
        if (mask >> i & 1) options.push_back(games[i]);
      }
      next.insert(store.game(options));
    }
    games.assign(next.begin(), next.end());
  }
  return games;
}

// o⁻ of a sum of stored forms by plain search: the player to move loses when every move leads to
// an N-position, and wins when no move is left (misère play). Forms are used only for their
// options, never simplified or compared.
class BruteOutcome {
 public:
  explicit BruteOutcome(const MisereStore& store) : store_(store) {}
  // true when o⁻ = P. raw, if given, is one more component: a game with exactly those options.
  bool p(std::vector<GameId> sum, const std::vector<GameId>* raw = nullptr) {
    std::erase(sum, kZero);
    std::sort(sum.begin(), sum.end());
    if (raw) {
      // A move in the raw component goes to one of its options (a stored form).
      bool any_move = !raw->empty() || !sum.empty();
      if (!any_move) return false;
      for (GameId o : *raw) {
        std::vector<GameId> s = sum;
        s.push_back(o);
        if (p(s)) return false;
      }
      for (std::size_t i = 0; i < sum.size(); ++i) {
        if (i > 0 && sum[i] == sum[i - 1]) continue;
        for (GameId o : store_.options(sum[i])) {
          std::vector<GameId> s = sum;
          s[i] = o;
          if (p(s, raw)) return false;
        }
      }
      return true;
    }
    if (sum.empty()) return false;
    if (auto it = memo_.find(sum); it != memo_.end()) return it->second;
    bool result = true;
    for (std::size_t i = 0; i < sum.size() && result; ++i) {
      if (i > 0 && sum[i] == sum[i - 1]) continue;
      for (GameId o : store_.options(sum[i])) {
        std::vector<GameId> s = sum;
        s[i] = o;
        if (p(s)) {
          result = false;
          break;
        }
      }
    }
    memo_.emplace(sum, result);
    return result;
  }

 private:
  const MisereStore& store_;
  std::map<std::vector<GameId>, bool> memo_;
};

TEST(MisereStore, CountsOfGamesBornByEachDayAreConways) {
  // Games born by day 0 … 4 in misère play, up to equality: 1, 2, 3, 5, 22 (Conway, ONAG ch. 12;
  // Siegel 2020, Table 1). An equality test too weak would give more, a wrong reversal fewer.
  Budget budget;
  MisereStore store(budget);
  const std::vector<std::size_t> expected{1, 2, 3, 5, 22};
  for (int day = 0; day <= 4; ++day) {
    EXPECT_EQ(born_by(store, day).size(), expected[day]) << "day " << day;
  }
}

TEST(MisereStore, SimplestFormsPlayLikeTheGamesTheyReplace) {
  // For every set S of games born by day 3, the game {S} and its simplest form have the same
  // outcome beside every X of up to two games born by day 4 (the brute force sees S's options
  // only, never its simplest form).
  Budget budget;
  MisereStore store(budget);
  const std::vector<GameId> day3 = born_by(store, 3), day4 = born_by(store, 4);
  std::vector<std::vector<GameId>> xs{{}};
  for (std::size_t i = 0; i < day4.size(); ++i) {
    xs.push_back({day4[i]});
    for (std::size_t j = i; j < day4.size(); ++j) xs.push_back({day4[i], day4[j]});
  }
  BruteOutcome brute(store);
  int reduced = 0;
  for (std::uint64_t mask = 0; mask < 32; ++mask) {
    std::vector<GameId> s;
    for (std::size_t i = 0; i < day3.size(); ++i) {
      if (mask >> i & 1) s.push_back(day3[i]);
    }
    std::vector<GameId> sorted = s;
    std::sort(sorted.begin(), sorted.end());
    const GameId form = store.game(s);
    const auto o = store.options(form);
    if (!std::equal(o.begin(), o.end(), sorted.begin(), sorted.end())) ++reduced;
    for (const auto& x : xs) {
      std::vector<GameId> with = x;
      with.push_back(form);
      ASSERT_EQ(brute.p(with), brute.p(x, &s)) << "mask " << mask;
    }
  }
  // Each of the 22 games has one simplest form, a set of games born by day 3: the other 10 of the
  // 32 sets reduce.
  EXPECT_EQ(reduced, 32 - 22);
}

TEST(MisereStore, DistinctFormsAreDistinguishedBySomeGame) {
  // Conway: two different simplest forms are different games. For the 22 games born by day 4 a
  // distinguishing X is found among the games born by day 4, their pairs and the mates.
  Budget budget;
  MisereStore store(budget);
  const std::vector<GameId> day4 = born_by(store, 4);
  std::vector<std::vector<GameId>> xs{{}};
  for (std::size_t i = 0; i < day4.size(); ++i) {
    xs.push_back({day4[i]});
    xs.push_back({store.mate(day4[i])});
    for (std::size_t j = i; j < day4.size(); ++j) xs.push_back({day4[i], day4[j]});
  }
  BruteOutcome brute(store);
  for (std::size_t a = 0; a < day4.size(); ++a) {
    for (std::size_t b = a + 1; b < day4.size(); ++b) {
      bool distinguished = false;
      for (const auto& x : xs) {
        std::vector<GameId> ga = x, gb = x;
        ga.push_back(day4[a]);
        gb.push_back(day4[b]);
        if (brute.p(ga) != brute.p(gb)) {
          distinguished = true;
          break;
        }
      }
      EXPECT_TRUE(distinguished) << a << " " << b;
    }
  }
}

TEST(MisereStore, SumsAndMatesAgreeWithTheSearch) {
  Budget budget;
  MisereStore store(budget);
  const std::vector<GameId> day3 = born_by(store, 3), day4 = born_by(store, 4);
  BruteOutcome brute(store);
  // o⁻(G + G⁻) = P for every G (Conway's mate lemma).
  for (GameId g : day4) EXPECT_TRUE(brute.p({g, store.mate(g)}));
  // add(a, b) plays like a + b beside every X of up to two games born by day 3.
  for (GameId a : day4) {
    for (GameId b : day4) {
      const GameId s = store.add(a, b);
      EXPECT_EQ(s, store.add(b, a));
      for (GameId x : day3) {
        for (GameId y : day3) {
          ASSERT_EQ(brute.p({s, x, y}), brute.p({a, b, x, y}));
        }
      }
    }
  }
  // *1 + *1 = 0, but *2 + *2 is not: it is a P-position and 0 is not (Winning Ways ch. 13).
  EXPECT_EQ(store.add(store.nim(1), store.nim(1)), kZero);
  const GameId two_twos = store.add(store.nim(2), store.nim(2));
  EXPECT_NE(two_twos, kZero);
  EXPECT_TRUE(store.is_p_position(two_twos));
  // *2 + *1 has the options *1 + *1 = 0, *1 and *2: it is *3.
  EXPECT_EQ(store.add(store.nim(2), store.nim(1)), store.nim(3));
  EXPECT_EQ(store.nim_value(store.nim(5)), 5u);
  EXPECT_EQ(store.misere_grundy(kZero), 1u);
  EXPECT_EQ(store.misere_grundy(store.nim(1)), 0u);
  EXPECT_EQ(store.misere_grundy(store.nim(3)), 3u);
}

TEST(MisereStore, SpellingsNestAndFallBackToAGraph) {
  Budget budget;
  MisereStore store(budget);
  EXPECT_EQ(store.nested_spelling(kZero, 100), "0");
  EXPECT_EQ(store.nested_spelling(store.nim(1), 100), "*");
  EXPECT_EQ(store.nested_spelling(store.nim(3), 100), "*3");
  // *2 + *2 has the options *2 + *1 = *3 and *2, neither reversible.
  const GameId g = store.add(store.nim(2), store.nim(2));
  EXPECT_EQ(store.nested_spelling(g, 100), "{*2,*3}");
  EXPECT_EQ(store.nested_spelling(g, 5), std::nullopt);
  EXPECT_EQ(store.graph_spelling(store.nim(2)), "graph{g0->g1,g2;g1;g2->g1}:g0");
}

TEST(MisereStore, LargeComputationsStopWithABudgetError) {
  Budget budget;
  budget.set_node_limit(1000);
  MisereStore store(budget);
  EXPECT_THROW(
      {
        GameId g = kZero;
        for (int i = 1; i < 200; ++i) g = store.add(g, store.nim(static_cast<std::uint64_t>(i)));
      },
      Error);
}

}  // namespace
}  // namespace grundy::misere
