// Known answers from the literature, and the algebra's laws on random games.
#include <gtest/gtest.h>

#include <random>
#include <thread>

#include "grundy/core/error.h"
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/notation.h"

namespace grundy::partizan {
namespace {

struct Fixture : ::testing::Test {
  GameStore store;
  Budget budget;
  GameId g(const char* text) { return parse_game(store, text, budget); }
  std::string canon(const char* text) { return format_game(store, g(text)); }
};

TEST_F(Fixture, KnownCanonicalForms) {
  EXPECT_EQ(canon("{0|1,2}"), "1/2");
  EXPECT_EQ(canon("{1|1}"), "1*");
  EXPECT_EQ(canon("{0|*}"), "^");
  EXPECT_EQ(canon("* + *"), "0");
  EXPECT_EQ(canon("{3||2|1}"), "{3||2|1}");
  EXPECT_EQ(canon("{3|{2|1}}"), "{3||2|1}");
  EXPECT_EQ(canon("{|}"), "0");
  EXPECT_EQ(canon("{0|}"), "1");
  EXPECT_EQ(canon("{|0}"), "-1");
  EXPECT_EQ(canon("{1|-1}"), "+-1");
  // CGSuite prints number switches in braces: `3+-1` gives {4|2} (CgscriptTest.scala).
  EXPECT_EQ(canon("{3|1}"), "{3|1}");
  EXPECT_EQ(canon("2+-1"), "{3|1}");
  EXPECT_EQ(canon("{0,*|0}"), "^*");
  EXPECT_EQ(canon("^ + ^"), "^^");
  EXPECT_EQ(canon("^ + ^ + ^"), "^3");
  EXPECT_EQ(canon("v + v + *"), "vv*");
  EXPECT_EQ(canon("1/2 + 1/4"), "3/4");
  EXPECT_EQ(canon("-3/4 + 3/4"), "0");
  EXPECT_EQ(canon("{*|*}"), "0");
  EXPECT_EQ(canon("{-1|1}"), "0");
  EXPECT_EQ(canon("{1/2|1}"), "3/4");
  EXPECT_EQ(canon("*2 + *3"), "*");
  EXPECT_EQ(canon("123456789012345678901234567890 + 1"), "123456789012345678901234567891");
  EXPECT_EQ(canon("1/1267650600228229401496703205376 + 1/1267650600228229401496703205376"),
            "1/633825300114114700748351602688");
  EXPECT_EQ(canon("{0|^*}"), "^^");
  EXPECT_EQ(canon("{0|^}"), "^^*");
}

TEST_F(Fixture, ThreeUpsHaveRightOptionDoubleUpStar) {
  const GameId up3 = g("^ + ^ + ^");
  const auto right = store.options(up3, Side::kRight);
  ASSERT_EQ(right.size(), 1u);
  EXPECT_EQ(format_game(store, right[0]), "^^*");
}

TEST_F(Fixture, Birthdays) {
  EXPECT_EQ(store.birthday(g("0")), 0u);
  EXPECT_EQ(store.birthday(g("{3||2|1}")), 4u);
  EXPECT_EQ(store.birthday(g("^")), 2u);
  EXPECT_EQ(store.birthday(g("1/2")), 2u);
  EXPECT_EQ(store.birthday(g("*5")), 5u);
}

TEST_F(Fixture, Outcomes) {
  EXPECT_EQ(store.outcome(g("{3||2|1}"), budget), Outcome::kL);
  EXPECT_EQ(store.outcome(g("*"), budget), Outcome::kN);
  EXPECT_EQ(store.outcome(g("v"), budget), Outcome::kR);
  EXPECT_EQ(store.outcome(g("^ + v"), budget), Outcome::kP);
}

// The ups-and-nimbers fast path agrees with the definitions (options, sums, comparison).
TEST(GameStoreFastPaths, AgreeWithDefinitions) {
  GameStore fast, slow(false);
  Budget budget;
  const char* games[] = {"^",    "^*",    "^^", "v*",   "^*2", "^^*3",
                         "v3*2", "1/2^*", "*3", "-1v*", "^3*", "^4*5"};
  for (const char* a : games) {
    for (const char* b : games) {
      const std::string sum = std::string(a) + " + " + b;
      const GameId f = parse_game(fast, sum, budget), s = parse_game(slow, sum, budget);
      EXPECT_EQ(format_game(fast, f), format_game(slow, s)) << sum;
      const GameId fa = parse_game(fast, a, budget), fb = parse_game(fast, b, budget);
      const GameId sa = parse_game(slow, a, budget), sb = parse_game(slow, b, budget);
      EXPECT_EQ(fast.compare(fa, fb, budget), slow.compare(sa, sb, budget)) << a << " vs " << b;
    }
  }
}

// A random game of small birthday, from the options of earlier ones.
GameId random_small_game(GameStore& store, std::mt19937& rng, int depth, Budget& budget) {
  if (depth == 0) {
    const int k = rng() % 4;
    return k == 0   ? kZero
           : k == 1 ? store.number(Dyadic(1))
           : k == 2 ? store.nimber(1)
                    : store.number(Dyadic(-1));
  }
  std::vector<GameId> left, right;
  const int nl = rng() % 3, nr = rng() % 3;
  for (int i = 0; i < nl; ++i) left.push_back(random_small_game(store, rng, depth - 1, budget));
  for (int i = 0; i < nr; ++i) right.push_back(random_small_game(store, rng, depth - 1, budget));
  return store.construct(left, right, budget);
}

TEST(GameStoreLaws, RandomGames) {
  GameStore store;
  Budget budget;
  std::mt19937 rng(12345);
  for (int i = 0; i < 60; ++i) {
    const GameId g = random_small_game(store, rng, 3, budget);
    const GameId h = random_small_game(store, rng, 3, budget);
    EXPECT_EQ(store.subtract(g, g, budget), kZero);  // G − G = 0
    // Canonical form is idempotent: reading the printed form gives the same game.
    EXPECT_EQ(parse_game(store, format_game(store, g), budget), g) << format_game(store, g);
    // compare agrees with the outcome of the difference.
    const Relation rel = store.compare(g, h, budget);
    const Outcome diff = store.outcome(store.subtract(g, h, budget), budget);
    const Outcome expected = rel == Relation::kEqual     ? Outcome::kP
                             : rel == Relation::kGreater ? Outcome::kL
                             : rel == Relation::kLess    ? Outcome::kR
                                                         : Outcome::kN;
    EXPECT_EQ(diff, expected);
    EXPECT_EQ(store.add(g, h, budget), store.add(h, g, budget));
  }
}

TEST(Notation, BadInput) {
  GameStore store;
  Budget budget;
  // `^^^` is CGSuite's ^3 (a run of arrows counts itself), so it is no longer here; `^^3` is.
  for (const char* bad :
       {"{1|", "{1|0}}", "{1,|0}", "{1|2|3}", "foo", "1/3", "{1 2|0}", "", "^^3", "*x"}) {
    EXPECT_THROW(parse_game(store, bad, budget), Error) << bad;
  }
  const std::string deep = std::string(100000, '{') + std::string(100000, '}');
  try {
    parse_game(store, deep, budget);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kParse);
    EXPECT_GT(e.column(), 0u);
  }
}

}  // namespace
}  // namespace grundy::partizan

namespace grundy::partizan {
namespace {

// One store shared by several threads: every thread sees the same ids for the same games.
TEST(GameStoreThreads, SharedStoreAgrees) {
  GameStore store;
  const char* games[] = {"{3||2|1}", "^ + *2", "{1|-1} + {2|1}", "1/2 + {0|^*}", "*3 + v"};
  std::vector<std::vector<GameId>> seen(4);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      Budget budget;
      for (int round = 0; round < 20; ++round) {
        for (const char* g : games) {
          const GameId a = parse_game(store, g, budget);
          const GameId sum = store.add(a, a, budget);
          if (round == 0) seen[t].push_back(store.subtract(sum, a, budget));
        }
      }
    });
  }
  for (auto& th : threads) th.join();
  for (int t = 1; t < 4; ++t) EXPECT_EQ(seen[t], seen[0]);
  Budget budget;
  for (std::size_t i = 0; i < seen[0].size(); ++i) {
    EXPECT_EQ(seen[0][i], parse_game(store, games[i], budget));
  }
}

}  // namespace
}  // namespace grundy::partizan
