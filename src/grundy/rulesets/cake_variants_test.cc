// Maundy Cake and Eatcake against a plain recursion written here from the rules alone: a
// position is the sorted list of all its rectangles (never split into a sum), a move replaces
// one rectangle by what the cut or the bite leaves, and the value is {Left's | Right's} built
// in the store.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan {
namespace {

using Cake = std::vector<std::pair<int, int>>;  // (rows, columns), sorted

class CakeVariantsRecursion {
 public:
  CakeVariantsRecursion(GameStore& store, Budget& budget, bool maundy)
      : store_(store), budget_(budget), maundy_(maundy) {}
  GameId value(Cake cake) {
    std::sort(cake.begin(), cake.end());
    if (auto it = memo_.find(cake); it != memo_.end()) return it->second;
    std::vector<GameId> options[2];
    for (std::size_t i = 0; i < cake.size(); ++i) {
      const auto [h, w] = cake[i];
      Cake rest = cake;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      for (int side = 0; side < 2; ++side) {
        const int length = side == 0 ? w : h;
        auto piece = [&](int n) { return side == 0 ? std::pair{h, n} : std::pair{n, w}; };
        if (maundy_) {
          for (int d = 2; d <= length; ++d) {
            if (length % d) continue;
            Cake next = rest;
            for (int k = 0; k < d; ++k) next.push_back(piece(length / d));
            options[side].push_back(value(next));
          }
        } else {
          for (int eaten = 0; eaten < length; ++eaten) {
            Cake next = rest;
            if (eaten > 0) next.push_back(piece(eaten));
            if (length - 1 - eaten > 0) next.push_back(piece(length - 1 - eaten));
            options[side].push_back(value(next));
          }
        }
      }
    }
    const GameId g = store_.construct(options[0], options[1], budget_);
    memo_.emplace(cake, g);
    return g;
  }

 private:
  GameStore& store_;
  Budget& budget_;
  bool maundy_;
  std::map<Cake, GameId> memo_;
};

std::string spell(const Cake& cake) {
  std::string out;
  for (auto [h, w] : cake)
    out += (out.empty() ? "" : ",") + std::to_string(h) + "x" + std::to_string(w);
  return out;
}

TEST(CakeVariants, KnownValues) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  auto canon = [&](const char* game, const char* p) {
    const RulesetPtr r = make_ruleset(game);
    return format_game(store, solver.value(*r, r->parse_position(p, 1)));
  };
  // Maundy Cake (Winning Ways ch. 2): 1xn is Left's alone; 1x2 and 1x3 are 1 (one cut to
  // squares), 1x4 is {0, 1 + 1 |} = 3, 1x6 is {0, 2, 3 |} = 4.
  EXPECT_EQ(canon("maundy-cake", "1x2"), "1");
  EXPECT_EQ(canon("maundy-cake", "1x3"), "1");
  EXPECT_EQ(canon("maundy-cake", "1x4"), "3");
  EXPECT_EQ(canon("maundy-cake", "1x6"), "4");
  EXPECT_EQ(canon("maundy-cake", "6x1"), "-4");
  EXPECT_EQ(canon("maundy-cake", "1x1"), "0");
  // Eatcake: a square is eaten by either, {0 | 0} = *; a 1xn strip and its transpose are
  // negatives.
  EXPECT_EQ(canon("eatcake", "1x1"), "*");
  EXPECT_EQ(canon("eatcake", "1x3,3x1"), "0");
  EXPECT_EQ(canon("eatcake", "0"), "0");
}

TEST(CakeVariants, AgreeWithThePlainRecursion) {
  std::mt19937 random(17);
  for (bool maundy : {true, false}) {
    const char* game = maundy ? "maundy-cake" : "eatcake";
    const RulesetPtr r = make_ruleset(game);
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    CakeVariantsRecursion recursion(store, budget, maundy);
    for (int trial = 0; trial < 80; ++trial) {
      Cake cake;
      const int pieces = 1 + static_cast<int>(random() % 2) * (trial % 4 == 0);
      for (int k = 0; k < pieces; ++k) {
        cake.emplace_back(1 + static_cast<int>(random() % (maundy ? 4 : 3)),
                          1 + static_cast<int>(random() % (maundy ? 6 : 3)));
      }
      const std::string p = spell(cake);
      EXPECT_EQ(solver.value(*r, r->parse_position(p, 1)), recursion.value(cake))
          << game << ":" << p;
    }
  }
}

TEST(CakeVariants, PrintsParsesAndRefuses) {
  for (const char* game : {"maundy-cake", "eatcake"}) {
    const RulesetPtr r = make_ruleset(game);
    EXPECT_EQ(r->format_position(r->parse_position("2x3,1x4", 1)), "2x3,1x4");
    for (const auto& [bad, column] : std::vector<std::pair<const char*, std::size_t>>{
             {"2x3,2y3", 5}, {"0x3", 1}, {"2x", 3}, {"5000x1", 1}}) {
      try {
        r->parse_position(bad, 1);
        ADD_FAILURE() << bad;
      } catch (const Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::kParse) << bad;
        EXPECT_EQ(e.column(), column) << game << ":" << bad << ": " << e.what();
      }
    }
  }
}

}  // namespace
}  // namespace grundy::partizan
