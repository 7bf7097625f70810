// Parts, partitions, primes, extraversion, distinguishers and links against CGSuite's own test
// values (lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala) and against
// brute force over the 22 games born by day 4 and their sums: every part found there is listed,
// every listed part and partition sums back to the game, and a distinguisher's and a link's
// outcomes are checked by a plain misère recursion over the two forms that never simplifies.
#include "grundy/impartial/misere_parts.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace grundy::misere {
namespace {

struct PartsCase {
  const char* input;
  bool is_extraverted, is_introverted, is_prime;
  const char* partitions;  // CGSuite's printed list
  std::set<std::string> parts;
};

// MisereCanonicalGameTestCase.scala's instances (CGSuite lists parts in the order its search
// meets them; here they are compared as sets).
const PartsCase kCgsuite[] = {
    {"*[0]", true, true, false, "[[]]", {}},
    {"*[1]", true, true, false, "[[*[1]]]", {}},
    {"*[2]", true, false, true, "[[*[2]]]", {}},
    {"*[[2]]", true, false, false, "[[*[2],*[2[#-2]]]]", {"*[2]", "*[2[#-2]]"}},
    {"*[[[2]]]",
     true,
     false,
     false,
     "[[*[2],*[2[#-2]],*[2[##-2]0]]]",
     {"*[2]", "*[2[##-2]]", "*[2#]", "*[2[##-2]0]", "*[2[#-2]]", "*[(2[##-2]0)[2]]"}},
    {"*[2]+*[2]", true, false, false, "[[*[2],*[2]]]", {"*[2]"}},
    {"*[[*[2]+*[[2]]]]",
     true,
     false,
     false,
     "[[*[2],*[2],*[2[#-2]],*[2[#-2]]]]",
     {"*[2]", "*[2[#2#-2]]", "*[2#]", "*[2[2]]", "*[2[#2#-2-2]]", "*[2[#-2]]", "*[2[#2]]"}},
    {"*[[2],0]", false, false, true, "[[*[2#0]]]", {}},
    {"*[[2],1]", false, false, true, "[[*[2#1]]]", {}},
    {"*[[*[4]+*[2]]]",
     false,
     false,
     false,
     "[[*[2],*[4[2#-2]]],[*[4],*[4[2#-4]]]]",
     {"*[2]", "*[4[2#-2]]", "*[4]", "*[4[2#-4]]"}},
    {"*[[[2]],[[2],1]]", false, false, true, "[[*[(2#1)2##]]]", {}},
    {"*[[[2]],[[[2],0],0,1]]", false, false, true, "[[*[((2#0)10)2##]]]", {}},
    {"*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]",
     false,
     false,
     true,
     "[[*[((2#0)2[#1]2#)(2#1)[1]]]]",
     {}},
    {"*[[[2],2,0],[[2],3],1]", false, false, true, "[[*[(2#20)2[#1]1]]]", {}},
};

std::string list(MisereNotation& n, const std::vector<GameId>& games) {
  std::string s = "[";
  for (GameId g : games) s += (s.size() > 1 ? "," : "") + *n.spell(g);
  return s + "]";
}

TEST(MisereParts, CgsuiteTestValues) {
  Budget budget;
  MisereStore store(budget);
  MisereNotation n(store);
  MisereParts parts(n);
  for (const PartsCase& c : kCgsuite) {
    SCOPED_TRACE(c.input);
    const GameId g = n.read(c.input, 1);
    EXPECT_EQ(parts.is_extraverted(g), c.is_extraverted);
    EXPECT_EQ(MisereParts::is_introverted(g, store.nim(1)), c.is_introverted);
    EXPECT_EQ(parts.is_prime(g), c.is_prime);
    std::string printed = "[";
    for (const auto& p : parts.partitions(g))
      printed += (printed.size() > 1 ? "," : "") + list(n, p);
    EXPECT_EQ(printed + "]", c.partitions);
    std::set<std::string> found;
    for (GameId p : parts.parts(g)) found.insert(*n.spell(p));
    EXPECT_EQ(found, c.parts);
  }
}

// The 22 games born by day 4 (ONAG ch. 12: 1, 2, 3, 5 and 22 by days 0–4).
std::vector<GameId> born_by_day_four(MisereStore& store) {
  std::vector<GameId> games{kZero};
  for (int day = 0; day < 4; ++day) {
    std::set<GameId> next;
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << games.size()); ++mask) {
      std::vector<GameId> options;
      for (std::size_t i = 0; i < games.size(); ++i) {
        if (mask >> i & 1) options.push_back(games[i]);
      }
      next.insert(store.game(options));
    }
    games.assign(next.begin(), next.end());
  }
  return games;
}

// o⁻(g + h) = P by the plain recursion over the two forms' options, no sums simplified.
bool plain_p(const MisereStore& store, GameId g, GameId h,
             std::map<std::pair<GameId, GameId>, bool>& memo) {
  if (auto it = memo.find({g, h}); it != memo.end()) return it->second;
  bool p = !(store.options(g).empty() && store.options(h).empty());  // no move: the mover wins
  for (GameId o : store.options(g)) p = p && !plain_p(store, o, h, memo);
  for (GameId o : store.options(h)) p = p && !plain_p(store, g, o, memo);
  return memo[{g, h}] = p;
}

TEST(MisereParts, DayFourCount) {
  Budget budget;
  MisereStore store(budget);
  EXPECT_EQ(born_by_day_four(store).size(), 22u);
}

// Every sum a + b of games born by day 4: a's even form is listed among the parts (unless it is
// 0 or the sum's), every listed part has a difference that adds back to the sum, and every
// partition is of primes and sums back to the game.
TEST(MisereParts, SumsOfDayFourGamesHaveTheirSummandsAsParts) {
  Budget budget;
  MisereStore store(budget);
  MisereNotation n(store);
  MisereParts parts(n);
  const std::vector<GameId> day4 = born_by_day_four(store);
  const GameId star = store.nim(1);
  std::size_t checked = 0, composite = 0;
  for (GameId a : day4) {
    for (GameId b : day4) {
      const GameId g = store.add(a, b);
      SCOPED_TRACE(*n.spell(g));
      const std::vector<GameId> found = parts.parts(g);
      const GameId ae = n.even_part(a), ge = n.even_part(g);
      if (ae != kZero && ae != ge) {
        EXPECT_NE(std::find(found.begin(), found.end(), ae), found.end()) << *n.spell(a);
        ++checked;
      }
      for (GameId p : found) {
        EXPECT_TRUE(n.is_even(p));
        const auto d = parts.difference(g, p);
        ASSERT_TRUE(d.has_value()) << *n.spell(p);
        EXPECT_EQ(store.add(p, *d), g);
      }
      const auto partitions = parts.partitions(g);
      EXPECT_FALSE(partitions.empty());
      for (const auto& partition : partitions) {
        GameId sum = kZero;
        for (GameId p : partition) {
          if (p != star) EXPECT_TRUE(parts.is_prime(p));
          sum = store.add(sum, p);
        }
        EXPECT_EQ(sum, g);
      }
      // IsPrime against Partitions: a prime's only partition is itself (and * when odd).
      const bool prime = g != kZero && g != star && partitions.size() == 1 &&
                         partitions[0].size() == (g == ge ? 1u : 2u);
      EXPECT_EQ(parts.is_prime(g), prime);
      if (!parts.is_prime(g) && g != kZero && g != star) ++composite;
    }
  }
  EXPECT_GT(checked, 300u);
  EXPECT_GT(composite, 300u);
}

// The parts of each game born by day 4 against brute force: every even h born by day 4 with
// h + y = g or g + * for some y born by day 4.
TEST(MisereParts, DayFourPartsAgainstBruteForce) {
  Budget budget;
  MisereStore store(budget);
  MisereNotation n(store);
  MisereParts parts(n);
  const std::vector<GameId> day4 = born_by_day_four(store);
  const GameId star = store.nim(1);
  std::size_t primes = 0;
  for (GameId g : day4) {
    SCOPED_TRACE(*n.spell(g));
    const GameId ge = n.even_part(g);
    std::set<GameId> brute;
    for (GameId h : day4) {
      if (!n.is_even(h) || h == kZero || h == ge) continue;
      for (GameId y : day4) {
        const GameId s = store.add(h, y);
        if (s == g || s == store.add(g, star)) brute.insert(h);
      }
    }
    const std::vector<GameId> found = parts.parts(g);
    for (GameId h : brute) EXPECT_NE(std::find(found.begin(), found.end(), h), found.end());
    // (The converse is no claim: a part born by day 4 may have its difference born later.)
    for (GameId h : found) EXPECT_EQ(store.add(h, *parts.difference(g, h)), g);
    primes += parts.is_prime(g);
  }
  EXPECT_GT(primes, 5u);
}

// Distinguishers and links for every pair of games born by day 4, and for their sums with *2:
// outcomes by the plain recursion.
TEST(MisereParts, DistinguishersAndLinksHaveTheirOutcomes) {
  Budget budget;
  MisereStore store(budget);
  MisereNotation n(store);
  MisereParts parts(n);
  std::vector<GameId> games = born_by_day_four(store);
  for (GameId g : born_by_day_four(store)) games.push_back(store.add(g, store.nim(2)));
  std::map<std::pair<GameId, GameId>, bool> memo;
  std::size_t links = 0, distinguished = 0;
  for (GameId g : games) {
    for (GameId h : games) {
      SCOPED_TRACE(*n.spell(g) + " and " + *n.spell(h));
      const auto x = parts.distinguisher(g, h);
      EXPECT_EQ(x.has_value(), g != h);
      if (x) {
        EXPECT_TRUE(plain_p(store, g, *x, memo));
        EXPECT_FALSE(plain_p(store, h, *x, memo));
        ++distinguished;
      }
      const auto opts_g = store.options(g), opts_h = store.options(h);
      const bool option = std::find(opts_g.begin(), opts_g.end(), h) != opts_g.end() ||
                          std::find(opts_h.begin(), opts_h.end(), g) != opts_h.end();
      const auto t = parts.link(g, h);
      EXPECT_EQ(t.has_value(), !option);
      if (t) {
        EXPECT_TRUE(plain_p(store, g, *t, memo));
        EXPECT_TRUE(plain_p(store, h, *t, memo));
        ++links;
      }
    }
  }
  EXPECT_GT(distinguished, 1000u);
  EXPECT_GT(links, 1000u);
}

}  // namespace
}  // namespace grundy::misere
