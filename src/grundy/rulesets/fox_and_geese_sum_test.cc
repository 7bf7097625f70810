// Fox and Geese beside short games (grundy/rulesets/fox_and_geese_sum.h): retrograde analysis of the
// product graph against the plain recursion (minimax over alternating play, memoised, which
// ends because the sum is a stopper: it fails the test if it ever meets its own state again),
// and against the Fox and Geese table alone when G = 0.
#include "grundy/rulesets/fox_and_geese_sum.h"

#include <gtest/gtest.h>

#include <map>     // std::map
#include <random>  // std::mt19937
#include <tuple>   // std::tuple

#include "grundy/partizan/notation.h"

namespace grundy::partizan {
namespace {

class FoxAndGeeseSumRecursion {
 public:
  explicit FoxAndGeeseSumRecursion(GameStore& store) : store_(store) {}
  // Whether the side to move (geese: Left) wins p + g.
  bool wins(const FoxAndGeesePosition& p, GameId g, bool geese) {
    const Key key{p.fox, p.geese, g, geese};
    auto it = memo_.find(key);
    if (it != memo_.end()) {
      EXPECT_NE(it->second, kBusy) << "alternating play came back to a state: not a stopper";
      return it->second == kWin;
    }
    memo_[key] = kBusy;
    Budget budget;
    bool win = false;
    for (const FoxAndGeeseMove& m : fox_and_geese_moves(p, geese ? Mover::kGeese : Mover::kFox)) {
      if (!wins(m.after, g, !geese)) {
        win = true;
        break;
      }
    }
    if (!win) {
      for (GameId o : store_.options(g, geese ? Side::kLeft : Side::kRight)) {
        if (!wins(p, o, !geese)) {
          win = true;
          break;
        }
      }
    }
    memo_[key] = win ? kWin : kLoss;
    return win;
  }

 private:
  enum State { kBusy, kWin, kLoss };
  using Key = std::tuple<int, std::vector<int>, GameId, bool>;
  GameStore& store_;
  std::map<Key, State> memo_;
};

FoxAndGeesePosition random_position(std::mt19937& rng) {
  FoxAndGeesePosition p;
  p.rows = 3 + static_cast<int>(rng() % 3);
  p.cols = 3 + static_cast<int>(rng() % 3);
  std::vector<int> dark;
  for (int s = 0; s < p.rows * p.cols; ++s) {
    if (is_dark(p, s)) dark.push_back(s);
  }
  std::shuffle(dark.begin(), dark.end(), rng);
  const int k = 1 + static_cast<int>(rng() % 2);
  p.fox = dark[0];
  p.geese.assign(dark.begin() + 1, dark.begin() + 1 + k);
  std::sort(p.geese.begin(), p.geese.end());
  return p;
}

TEST(FoxAndGeeseSum, RetrogradeAgreesWithRecursion) {
  std::mt19937 rng(22);
  const char* games[] = {"0",    "1",     "-1", "*",      "^",  "v", "{1|-1}", "1/2",
                         "-1/2", "{2|0}", "*2", "{0|-2}", "^*", "2", "-2",     "{1/2|-1/2}"};
  int checked = 0, geese_first_wins = 0, fox_first_wins = 0;
  for (int i = 0; i < 60; ++i) {
    const FoxAndGeesePosition p = random_position(rng);
    for (const char* text : games) {
      GameStore store;
      Budget budget;
      const GameId g = parse_game(store, text, budget);
      const FoxAndGeeseSum sum = fox_and_geese_sum(p, store, g, budget);
      const stopper::Outcomes o = stopper::outcomes(sum.graph, budget);
      ASSERT_TRUE(stopper::is_stopper(sum.graph, 0, budget)) << format_fox_and_geese(p);
      FoxAndGeeseSumRecursion rec(store);
      const bool geese = rec.wins(p, g, true), fox = rec.wins(p, g, false);
      EXPECT_EQ(o.left_first[0], geese ? stopper::Result::kLeft : stopper::Result::kRight)
          << format_fox_and_geese(p) << " + " << text;
      EXPECT_EQ(o.right_first[0], fox ? stopper::Result::kRight : stopper::Result::kLeft)
          << format_fox_and_geese(p) << " + " << text;
      geese_first_wins += geese;
      fox_first_wins += fox;
      ++checked;
      if (std::string(text) == "0") {
        const FoxAndGeeseTable table(p.rows, p.cols, static_cast<int>(p.geese.size()), budget);
        EXPECT_EQ(table.at(p, Mover::kGeese).result,
                  geese ? FoxAndGeeseResult::kWin : FoxAndGeeseResult::kLoss);
        EXPECT_EQ(table.at(p, Mover::kFox).result,
                  fox ? FoxAndGeeseResult::kWin : FoxAndGeeseResult::kLoss);
      }
    }
  }
  EXPECT_EQ(checked, 60 * 16);
  // Both sides win some: the check is not of a constant.
  EXPECT_GT(geese_first_wins, 50);
  EXPECT_GT(fox_first_wins, 50);
}

}  // namespace
}  // namespace grundy::partizan
