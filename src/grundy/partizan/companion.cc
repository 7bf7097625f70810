#include "grundy/partizan/companion.h"

#include <unordered_map>  // the memo
#include <vector>         // std::vector

namespace grundy::partizan {
namespace {

class Companions {
 public:
  Companions(GameStore& store, Budget& budget) : store_(store), budget_(budget) {}

  GameId of(GameId g) {
    if (const auto v = store_.nus_of(g)) {
      return v->number.is_zero() && v->nim <= 1 ? store_.nus({Dyadic(0), v->ups, v->nim ^ 1}) : g;
    }
    if (auto it = memo_.find(g); it != memo_.end()) return it->second;
    const RecursionDepth level(depth_, "the companion");
    budget_.charge();
    std::vector<GameId> left, right;
    for (GameId l : store_.options(g, Side::kLeft)) left.push_back(of(l));
    for (GameId r : store_.options(g, Side::kRight)) right.push_back(of(r));
    // The twist: 0 joins Left's options when G ≥ 0 and Right's when G ≤ 0.
    const Relation to_zero = store_.compare(g, kZero, budget_);
    if (to_zero == Relation::kGreater || to_zero == Relation::kEqual) left.push_back(kZero);
    if (to_zero == Relation::kLess || to_zero == Relation::kEqual) right.push_back(kZero);
    const GameId result = store_.construct(std::move(left), std::move(right), budget_);
    memo_.emplace(g, result);
    return result;
  }

 private:
  GameStore& store_;
  Budget& budget_;
  std::unordered_map<GameId, GameId> memo_;
  std::size_t depth_ = 0;
};

}  // namespace

GameId companion(GameStore& store, Budget& budget, GameId g) {
  return Companions(store, budget).of(g);
}

}  // namespace grundy::partizan
