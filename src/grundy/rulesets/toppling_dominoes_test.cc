// Toppling Dominoes against a plain recursion written here from the rules alone: a row is a
// string, its options the prefixes and suffixes a toppled domino leaves, its value the canonical
// form {Left's options | Right's} built in the store, with no mirror normalisation, no closed
// form for one-coloured or green rows and no ruleset code.
#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <random>
#include <string>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan {
namespace {

class TopplingDominoesRecursion {
 public:
  TopplingDominoesRecursion(GameStore& store, Budget& budget) : store_(store), budget_(budget) {}
  GameId value(const std::string& s) {
    if (auto it = memo_.find(s); it != memo_.end()) return it->second;
    std::vector<GameId> left, right;
    for (std::size_t i = 0; i < s.size(); ++i) {
      for (const std::string& after : {s.substr(0, i), s.substr(i + 1)}) {
        if (s[i] != 'R') left.push_back(value(after));
        if (s[i] != 'L') right.push_back(value(after));
      }
    }
    const GameId g = store_.construct(left, right, budget_);
    memo_.emplace(s, g);
    return g;
  }

 private:
  GameStore& store_;
  Budget& budget_;
  std::map<std::string, GameId> memo_;
};

std::string random_row(std::mt19937& random, int most, const char* colours = "LRG") {
  const int n = 1 + static_cast<int>(random() % most);
  std::string s;
  for (int i = 0; i < n; ++i) s += colours[random() % std::strlen(colours)];
  return s;
}

TEST(TopplingDominoes, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr r = make_ruleset("toppling-dominoes");
  auto canon = [&](const char* p) {
    return format_game(store, solver.value(*r, r->parse_position(p, 1)));
  };
  // One blue domino is 1, two are 2; green dominoes are nimbers.
  EXPECT_EQ(canon("L"), "1");
  EXPECT_EQ(canon("LL"), "2");
  EXPECT_EQ(canon("LLLLL"), "5");
  EXPECT_EQ(canon("R"), "-1");
  // A blue domino beside a red one: Left topples hers either way, leaving R (-1) or nothing
  // (0); Right likewise, leaving L (1) or nothing: {-1, 0 | 0, 1} = {0 | 0} = *.
  EXPECT_EQ(canon("LR"), "*");
  EXPECT_EQ(canon("G"), "*");
  EXPECT_EQ(canon("GGGG"), "*4");
  // LRL: Left's ±1 reverses through −1 to nothing, so it is {0 | 1} = 1/2.
  EXPECT_EQ(canon("LRL"), "1/2");
  EXPECT_EQ(canon("RLR"), "-1/2");
  EXPECT_EQ(canon("LR|RL"), "0");  // * + * = 0
  EXPECT_EQ(canon("LLR"), canon("RLL"));
  EXPECT_EQ(canon("0"), "0");
}

TEST(TopplingDominoes, AgreesWithThePlainRecursion) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  TopplingDominoesRecursion recursion(store, budget);
  const RulesetPtr r = make_ruleset("toppling-dominoes");
  std::mt19937 random(7);
  for (int trial = 0; trial < 400; ++trial) {
    const std::string a = random_row(random, 10),
                      b = random_row(random, 6, trial % 3 ? "LRG" : "LR");
    EXPECT_EQ(solver.value(*r, r->parse_position(a, 1)), recursion.value(a)) << a;
    // A sum of two rows, and the mirror image is the same game.
    const GameId sum = store.add(recursion.value(a), recursion.value(b), budget);
    EXPECT_EQ(solver.value(*r, r->parse_position(a + "|" + b, 1)), sum) << a << "|" << b;
    const std::string mirror(a.rbegin(), a.rend());
    EXPECT_EQ(recursion.value(mirror), recursion.value(a)) << a;
    // Swapping the colours is the negative.
    std::string swapped = a;
    for (char& d : swapped) d = d == 'L' ? 'R' : d == 'R' ? 'L' : 'G';
    EXPECT_EQ(recursion.value(swapped), store.negative(recursion.value(a))) << a;
  }
}

TEST(TopplingDominoes, PrintsParsesAndRefuses) {
  const RulesetPtr r = make_ruleset("toppling-dominoes");
  for (const char* p : {"LRG", "LRLG|LL", "0", "G|G|R"}) {
    EXPECT_EQ(r->format_position(r->parse_position(p, 1)), p);
  }
  for (const auto& [bad, column] : std::vector<std::pair<const char*, std::size_t>>{
           {"LRx", 3}, {"LR||L", 4}, {"lr", 1}, {"", 1}}) {
    try {
      r->parse_position(bad, 1);
      ADD_FAILURE() << bad;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kParse) << bad;
      EXPECT_EQ(e.column(), column) << bad << ": " << e.what();
    }
  }
}

}  // namespace
}  // namespace grundy::partizan
