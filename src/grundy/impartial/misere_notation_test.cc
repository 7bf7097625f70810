// CGSuite's *[…] spelling and its MisereCanonicalGame properties, against CGSuite's own test
// values (lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala) and, on
// random games, against plain recursions that use no classification: the genus by its definition
// over the options, tameness by ONAG's hereditary definition on those genera.
#include "grundy/impartial/misere_notation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>

#include "grundy/core/error.h"
#include "grundy/core/mex.h"
#include "grundy/impartial/misere_phylum.h"

namespace grundy::misere {
namespace {

struct MisereCgsuiteCase {
  const char* input;
  const char* output;
  std::uint32_t birthday;
  const char* genus;
  bool is_even, is_generally_restive, is_generally_tame, is_half_tame, is_nim_heap, is_restive,
      is_restless, is_tame, is_tameable;
  const char* mate;
  std::uint32_t misere_nim_value;
  char outcome;
  std::uint32_t nim_value;
  const char* options;
};

// MisereCanonicalGameTestCase.scala's instances, as CGSuite prints them.
const MisereCgsuiteCase kMisereCgsuite[] = {
    {"*[0]", "*[0]", 0, "0", true, false, true, false, true, false, false, true, true, "*[1]", 1,
     'N', 0, "[]"},
    {"*[1]", "*[1]", 1, "1", false, false, true, false, true, false, false, true, true, "*[0]", 0,
     'P', 1, "[*[0]]"},
    {"*[2]", "*[2]", 2, "2", true, false, true, false, true, false, false, true, true, "*[2]", 2,
     'N', 2, "[*[0],*[1]]"},
    {"*[[2]]", "*[2#]", 3, "0^0", true, false, true, false, false, false, false, true, true,
     "*[2#]", 0, 'P', 0, "[*[2]]"},
    {"*[[[2]]]", "*[2##]", 4, "1^1", true, false, true, false, false, false, false, true, true,
     "*[2##]", 1, 'N', 1, "[*[2#]]"},
    {"*[2]+*[2]", "*[2[2]]", 4, "0^0", true, false, true, false, false, false, false, true, true,
     "*[2[2]]", 0, 'P', 0, "[*[2],*[3]]"},
    {"*[[*[2]+*[[2]]]]", "*[2[#2#]]", 6, "0^0", true, false, true, false, false, false, false, true,
     true, "*[2[#2#]]", 0, 'P', 0, "[*[2[#2]]]"},
    {"*[[2],0]", "*[2#0]", 4, "1^2", true, true, false, true, false, true, false, false, false,
     "*[2#1]", 2, 'N', 1, "[*[0],*[2#]]"},
    {"*[[2],0]", "*[2#0]", 4, "1^2", true, true, false, true, false, true, false, false, false,
     "*[2#1]", 2, 'N', 1, "[*[0],*[2#]]"},
    {"*[[2],1]", "*[2#1]", 4, "2^1420", true, false, false, false, false, false, true, false, false,
     "*[2#0]", 1, 'N', 2, "[*[1],*[2#]]"},
    {"*[[*[4]+*[2]]]", "*[4[2#]]", 7, "0^0", true, false, true, false, false, false, false, true,
     true, "*[4[2#]]", 0, 'P', 0, "[*[4[2]]]"},
    {"*[[[2]],[[2],1]]", "*[(2#1)2##]", 5, "0^0", true, false, true, false, false, false, false,
     false, true, "*[(2#0)2##]", 0, 'P', 0, "[*[2##],*[2#1]]"},
    {"*[[[2]],[[[2],0],0,1]]", "*[((2#0)10)2##]", 6, "0^0", true, false, true, false, false, false,
     false, false, true, "*[((2#1)10)2##]", 0, 'P', 0, "[*[2##],*[(2#0)10]]"},
    {"*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]", 6, "0^120", true,
     false, false, false, false, false, false, false, true, "*[((2#1)2[#1]2#)(2#0)[1]]", 1, 'N', 0,
     "[*[(2#1)[1]],*[(2#0)2[#1]2#]]"},
    {"*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]", 5, "0^2", true, true, false, true, false, false,
     false, false, false, "*[(2#21)2[#1]0]", 2, 'N', 0, "[*[1],*[2[#1]],*[2#20]]"},
};

TEST(MisereNotation, CgsuiteTestValues) {
  Budget budget;
  MisereStore store(budget);
  MisereNotation n(store);
  MisereClasses classes(n);
  for (const MisereCgsuiteCase& c : kMisereCgsuite) {
    SCOPED_TRACE(c.input);
    const GameId g = n.read(c.input, 1);
    EXPECT_EQ(n.spell(g), c.output);
    EXPECT_EQ(n.read(c.output, 1), g);  // the printed spelling reads back
    EXPECT_EQ(store.birthday(g), c.birthday);
    EXPECT_EQ(classes.genus(g).spelling(), c.genus);
    EXPECT_EQ(n.is_even(g), c.is_even);
    EXPECT_EQ(store.nim_value(g).has_value(), c.is_nim_heap);
    EXPECT_EQ(classes.is_tame(g), c.is_tame);
    EXPECT_EQ(classes.is_generally_tame(g), c.is_generally_tame);
    EXPECT_EQ(classes.is_tameable(g), c.is_tameable);
    EXPECT_EQ(classes.is_half_tame(g), c.is_half_tame);
    EXPECT_EQ(classes.is_restive(g), c.is_restive);
    EXPECT_EQ(classes.is_generally_restive(g), c.is_generally_restive);
    EXPECT_EQ(classes.is_restless(g), c.is_restless);
    EXPECT_EQ(n.spell(store.mate(g)), c.mate);
    EXPECT_EQ(store.misere_grundy(g), c.misere_nim_value);
    EXPECT_EQ(store.is_p_position(g), c.outcome == 'P');
    EXPECT_EQ(n.normal_value(g), c.nim_value);
    std::vector<GameId> options(store.options(g).begin(), store.options(g).end());
    std::sort(options.begin(), options.end(),
              [&](GameId x, GameId y) { return n.compare(x, y) < 0; });
    std::string printed = "[";
    for (GameId o : options) printed += (printed.size() > 1 ? "," : "") + *n.spell(o);
    EXPECT_EQ(printed + "]", c.options);
  }
}

// CGSuite's tutorial (help/docs/tutorials/advanced-topics/misere-theory.cgsh): *[42] has the
// options *[4] and *[2]; 2[#2#] is read left to right; lists enter games, [2] standing for 2#.
TEST(MisereNotation, CgsuiteTutorialSpellings) {
  Budget budget;
  MisereStore store(budget);
  MisereNotation n(store);
  const GameId two = store.nim(2), four = store.nim(4);
  EXPECT_EQ(n.read("*[42]", 1), store.game({four, two}));
  EXPECT_EQ(n.read("*[4,2]", 1), store.game({four, two}));
  EXPECT_EQ(n.read("*[2[#2#]]", 1), store.game({store.add(store.game({two}), two)}));
  EXPECT_EQ(n.read("*[[2],2,1,0]", 1), store.game({store.game({two}), two, store.nim(1), kZero}));
  EXPECT_EQ(n.read("*[[*[4] + *[2]]]", 1), store.game({store.add(four, two)}));
  EXPECT_EQ(n.spell(n.read("*[[*[4] + *[2]]]", 1)), "*[4[2#]]");
  EXPECT_EQ(n.read("*[&10;]", 1), store.nim(10));
  EXPECT_EQ(n.spell(store.nim(12)), "*[&12;]");
  EXPECT_EQ(n.read("*[2] + *[2]", 1), n.read("*[2[2]]", 1));
}

TEST(MisereNotation, BadSpellingsNameTheColumn) {
  Budget budget;
  MisereStore store(budget);
  MisereNotation n(store);
  auto column = [&](const char* text) -> std::size_t {
    try {
      n.read(text, 1);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kParse) << text;
      return e.column();
    }
    ADD_FAILURE() << text << " was read";
    return 0;
  };
  EXPECT_EQ(column("*[2x]"), 4u);
  EXPECT_EQ(column("*[2#"), 2u);
  EXPECT_EQ(column("*[(21]"), 3u);
  EXPECT_EQ(column("*[[2],]"), 7u);
  EXPECT_EQ(column("*[2] 3"), 6u);
}

// Random games: sets of games born earlier, and sums of two of them.
std::vector<GameId> random_misere_games(MisereStore& store, std::mt19937_64& rng, int count) {
  std::vector<GameId> pool{kZero, store.nim(1), store.nim(2), store.nim(3)};
  while (static_cast<int>(pool.size()) < count) {
    if (rng() % 4 == 0) {
      const GameId a = pool[rng() % pool.size()], b = pool[rng() % pool.size()];
      if (store.birthday(a) + store.birthday(b) <= 8) pool.push_back(store.add(a, b));
      continue;
    }
    std::vector<GameId> options;
    const std::size_t k = 1 + rng() % 3;
    for (std::size_t i = 0; i < k; ++i) options.push_back(pool[rng() % pool.size()]);
    const GameId g = store.game(options);
    if (store.birthday(g) <= 7) pool.push_back(g);
  }
  return pool;
}

TEST(MisereNotation, RandomGamesReadBackAndSubscriptsAreSums) {
  Budget budget;
  MisereStore store(budget);
  MisereNotation n(store);
  std::mt19937_64 rng(34);
  int with_parts = 0;
  for (GameId g : random_misere_games(store, rng, 400)) {
    const auto s = n.spell(g);
    ASSERT_TRUE(s);
    EXPECT_EQ(n.read(*s, 1), g) << *s;
    if (s->find('[', 2) != std::string::npos) ++with_parts;
    // b(G + *) = b(G) ± 1, so G or G + * is even (CGSuite's odd/even split).
    const GameId g1 = store.add(g, store.nim(1));
    EXPECT_EQ(n.is_even(g), !n.is_even(g1));
    EXPECT_EQ(std::max(store.birthday(g), store.birthday(g1)) -
                  std::min(store.birthday(g), store.birthday(g1)),
              1u);
  }
  EXPECT_GT(with_parts, 20);  // the nim-heap subscripts are exercised
}

// γ0 = G⁻, γi = mex({γ(i−1), γ(i−1) ⊕ 1} ∪ {γi(G′)}) (the genus recursion) on the form's tree.
struct PlainMisereGenus {
  MisereStore& store;
  std::map<std::pair<GameId, int>, std::uint32_t> memo;
  std::uint32_t gamma(GameId g, int i) {
    if (auto it = memo.find({g, i}); it != memo.end()) return it->second;
    std::vector<std::uint64_t> s;
    if (i == 0) {
      if (store.options(g).empty()) return memo[{g, i}] = 1;
    } else {
      const std::uint32_t prev = gamma(g, i - 1);
      s = {prev, prev ^ 1u};
    }
    for (GameId o : store.options(g)) s.push_back(gamma(o, i));
    return memo[{g, i}] = static_cast<std::uint32_t>(mex(s));
  }
  // ONAG ch. 12: the genus of a sum of nim heaps, and every option tame.
  bool tame(GameId g, std::uint32_t normal) {
    const std::uint32_t g0 = gamma(g, 0);
    for (int i = 1; i < 8; ++i) {
      if (gamma(g, i) != (normal ^ (i % 2 ? 2u : 0u))) return false;
    }
    if (normal >= 2 ? g0 != normal : g0 > 1) return false;
    return true;
  }
};

TEST(MisereNotation, GenusAndTamenessAgreeWithPlainRecursions) {
  Budget budget;
  MisereStore store(budget);
  MisereNotation n(store);
  MisereClasses classes(n);
  PlainMisereGenus plain{store, {}};
  std::mt19937_64 rng(12);
  std::function<bool(GameId)> hereditarily_tame = [&](GameId g) {
    for (GameId o : store.options(g)) {
      if (!hereditarily_tame(o)) return false;
    }
    return plain.tame(g, n.normal_value(g));
  };
  int tame = 0, restive = 0, wild = 0;
  for (GameId g : random_misere_games(store, rng, 500)) {
    const CgsuiteGenus genus = classes.genus(g);
    for (int i = 0; i < 8; ++i) {
      EXPECT_EQ(genus.digit(i), plain.gamma(g, i)) << *n.spell(g) << " γ" << i;
    }
    const bool t = hereditarily_tame(g);
    EXPECT_EQ(classes.is_tame(g), t) << *n.spell(g);
    bool options_tame = true;
    for (GameId o : store.options(g)) options_tame = options_tame && hereditarily_tame(o);
    // Restive: every option tame, not tame, G⁺ ≤ 1.
    EXPECT_EQ(classes.is_restive(g), !t && options_tame && n.normal_value(g) <= 1) << *n.spell(g);
    // A mate makes a misère P-position: o⁻(G + G⁻) = P.
    EXPECT_TRUE(store.is_p_position(store.add(g, store.mate(g))));
    tame += t, restive += classes.is_restive(g), wild += !classes.is_tameable(g);
  }
  EXPECT_GT(tame, 50);
  EXPECT_GT(restive, 5);
  EXPECT_GT(wild, 50);
}

}  // namespace
}  // namespace grundy::misere
