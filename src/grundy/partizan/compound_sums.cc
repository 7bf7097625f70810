#include "grundy/partizan/compound_sums.h"

#include <map>      // the memo
#include <utility>  // std::pair
#include <vector>   // std::vector

namespace grundy::partizan {
namespace {

class Compounds {
 public:
  Compounds(GameStore& store, Budget& budget, bool selective)
      : store_(store), budget_(budget), selective_(selective) {}

  GameId of(GameId g, GameId h) {
    if (auto it = memo_.find({g, h}); it != memo_.end()) return it->second;
    const RecursionDepth level(depth_, selective_ ? "the selective sum" : "the conjunctive sum");
    budget_.charge();
    std::vector<GameId> sides[2];
    for (Side side : {Side::kLeft, Side::kRight}) {
      std::vector<GameId>& out = sides[side == Side::kLeft ? 0 : 1];
      const std::vector<GameId> gs = store_.options(g, side), hs = store_.options(h, side);
      for (GameId go : gs) {
        for (GameId ho : hs) out.push_back(of(go, ho));
      }
      if (selective_) {
        for (GameId go : gs) out.push_back(of(go, h));
        for (GameId ho : hs) out.push_back(of(g, ho));
      }
    }
    const GameId result = store_.construct(std::move(sides[0]), std::move(sides[1]), budget_);
    memo_.emplace(std::pair{g, h}, result);
    return result;
  }

 private:
  GameStore& store_;
  Budget& budget_;
  bool selective_;
  std::map<std::pair<GameId, GameId>, GameId> memo_;
  std::size_t depth_ = 0;
};

}  // namespace

GameId conjunctive_sum(GameStore& store, Budget& budget, GameId g, GameId h) {
  return Compounds(store, budget, false).of(g, h);
}

GameId selective_sum(GameStore& store, Budget& budget, GameId g, GameId h) {
  return Compounds(store, budget, true).of(g, h);
}

}  // namespace grundy::partizan
