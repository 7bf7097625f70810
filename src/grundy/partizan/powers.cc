#include "grundy/partizan/powers.h"

#include <algorithm>      // std::find
#include <unordered_map>  // the memo
#include <vector>         // std::vector

#include "grundy/core/error.h"
#include "grundy/partizan/algebra.h"

namespace grundy::partizan {
namespace {

class Subordinator {
 public:
  Subordinator(GameStore& store, Budget& budget, GameId base)
      : store_(store),
        budget_(budget),
        left_base_(store.options(base, Side::kLeft)),
        right_base_(store.options(base, Side::kRight)) {}

  GameId of(GameId g) {
    if (auto it = memo_.find(g); it != memo_.end()) return it->second;
    const RecursionDepth level(depth_, "the subordinate");
    budget_.charge();
    const std::vector<GameId> left = store_.options(g, Side::kLeft),
                              right = store_.options(g, Side::kRight);
    // Each Left option B^L of the base must survive in B:H: some G^L ≥ B^L, or B^L reverses
    // through some B^LR ≤ G (CGSuite's test, likewise for Right).
    for (GameId bl : left_base_) {
      bool kept = false;
      for (GameId gl : left) kept = kept || store_.leq(bl, gl, budget_);
      for (GameId blr : store_.options(bl, Side::kRight))
        kept = kept || store_.leq(blr, g, budget_);
      if (!kept) refuse();
    }
    for (GameId br : right_base_) {
      bool kept = false;
      for (GameId gr : right) kept = kept || store_.leq(gr, br, budget_);
      for (GameId brl : store_.options(br, Side::kLeft)) kept = kept || store_.leq(g, brl, budget_);
      if (!kept) refuse();
    }
    std::vector<GameId> sub_left, sub_right;
    for (GameId gl : left) {
      if (!contains(left_base_, gl)) sub_left.push_back(of(gl));
    }
    for (GameId gr : right) {
      if (!contains(right_base_, gr)) sub_right.push_back(of(gr));
    }
    const GameId result = store_.construct(std::move(sub_left), std::move(sub_right), budget_);
    memo_.emplace(g, result);
    return result;
  }

 private:
  static bool contains(const std::vector<GameId>& v, GameId x) {
    return std::find(v.begin(), v.end(), x) != v.end();
  }
  [[noreturn]] static void refuse() {
    throw Error(ErrorKind::kUsage, "that game cannot be subordinated to the base (it is not B:H)");
  }

  GameStore& store_;
  Budget& budget_;
  const std::vector<GameId> left_base_, right_base_;
  std::unordered_map<GameId, GameId> memo_;
  std::size_t depth_ = 0;
};

}  // namespace

GameId subordinate(GameStore& store, Budget& budget, GameId g, GameId base) {
  return Subordinator(store, budget, base).of(g);
}

GameId pow_to(GameStore& store, Budget& budget, GameId g, GameId x) {
  if (!store.is_number(x)) {
    throw Error(ErrorKind::kUsage, "the exponent of PowTo must be a number");
  }
  if (x == kZero) return kZero;
  GameId h;
  try {
    h = subordinate(store, budget, x, store.number(Dyadic(1)));
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kUsage) throw;
    throw Error(ErrorKind::kUsage, "invalid exponent: it must be 0 or a number of the form 1:H");
  }
  return Algebra(store, budget).ordinal_sum(g, h);
}

GameId pow(GameStore& store, Budget& budget, GameId g, GameId x) {
  const std::vector<GameId> left = store.options(g, Side::kLeft),
                            right = store.options(g, Side::kRight);
  if (left.size() != 1 || right.size() != 1 || left[0] != kZero) {
    throw Error(ErrorKind::kUsage, "the base of Pow must be of the form {0|H}");
  }
  if (!store.is_number(x)) throw Error(ErrorKind::kUsage, "the exponent of Pow must be a number");
  const GameId below = pow_to(store, budget, g, store.subtract(x, store.number(Dyadic(1)), budget));
  return store.construct({kZero}, {store.subtract(right[0], below, budget)}, budget);
}

}  // namespace grundy::partizan
