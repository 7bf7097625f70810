// Push against a plain recursion written here from the rules alone: a strip is a string, a move
// of the piece on square n walks left from n to the first empty square (or off the strip) and
// moves every piece on the way one square along, and the value is the canonical form
// {Left's options | Right's} built in the store, with no trailing squares dropped and no ruleset
// code. And values worked by hand from the rules.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan {
namespace {

class PushRecursion {
 public:
  PushRecursion(GameStore& store, Budget& budget) : store_(store), budget_(budget) {}
  GameId value(const std::string& s) {
    if (auto it = memo_.find(s); it != memo_.end()) return it->second;
    std::vector<GameId> left, right;
    for (std::size_t n = 0; n < s.size(); ++n) {
      if (s[n] == '.') continue;
      std::string t = s;
      // Carry each piece one square left, starting with the chosen one, until a piece lands on
      // an empty square or falls off the left end.
      char carried = t[n];
      t[n] = '.';
      for (std::size_t k = n; k-- > 0;) {
        const char was = t[k];
        t[k] = carried;
        if (was == '.') {
          carried = '.';
          break;
        }
        carried = was;
      }
      (s[n] == 'L' ? left : right).push_back(value(t));
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

TEST(Push, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  const RulesetPtr r = make_ruleset("push");
  auto canon = [&](const char* p) {
    return format_game(store, solver.value(*r, r->parse_position(p, 1)));
  };
  // A lone piece of Left's on square i (from 1) takes i moves to push off: it is the integer i.
  EXPECT_EQ(canon("L"), "1");
  EXPECT_EQ(canon(".L"), "2");
  EXPECT_EQ(canon("...L"), "4");
  EXPECT_EQ(canon("..R"), "-3");
  EXPECT_EQ(canon("L..."), "1");  // squares after the last piece are never reached
  // LR: Left pushes L off, leaving .R = -2; Right's push carries L off, leaving R = -1:
  // {-2 | -1} = -3/2. Swapping colours and sides: RL = 3/2.
  EXPECT_EQ(canon("LR"), "-3/2");
  EXPECT_EQ(canon("RL"), "3/2");
  // LL: pushing the first L leaves .L, pushing the second leaves L: {2, 1 | } = 3 (the two
  // pieces need 1 + 2 pushes).
  EXPECT_EQ(canon("LL"), "3");
  EXPECT_EQ(canon("LR|RL"), "0");
  EXPECT_EQ(canon("0"), "0");
}

TEST(Push, AgreesWithThePlainRecursion) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  PushRecursion recursion(store, budget);
  const RulesetPtr r = make_ruleset("push");
  std::mt19937 random(5);
  for (int trial = 0; trial < 400; ++trial) {
    auto strip = [&](int most) {
      std::string s;
      const int n = 1 + static_cast<int>(random() % most);
      for (int i = 0; i < n; ++i) s += "LR."[random() % 3];
      return s;
    };
    const std::string a = strip(9), b = strip(5);
    EXPECT_EQ(solver.value(*r, r->parse_position(a, 1)), recursion.value(a)) << a;
    const GameId sum = store.add(recursion.value(a), recursion.value(b), budget);
    EXPECT_EQ(solver.value(*r, r->parse_position(a + "|" + b, 1)), sum) << a << "|" << b;
    // Swapping the colours is the negative.
    std::string swapped = a;
    for (char& d : swapped) d = d == 'L' ? 'R' : d == 'R' ? 'L' : '.';
    EXPECT_EQ(recursion.value(swapped), store.negative(recursion.value(a))) << a;
  }
}

TEST(Push, PrintsParsesAndRefuses) {
  const RulesetPtr r = make_ruleset("push");
  for (const char* p : {"LR.L", "LR.L|.R", "0", "..R."}) {
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
