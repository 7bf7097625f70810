#include "grundy/partizan/algebra.h"

#include <algorithm>  // std::sort, std::unique

#include "grundy/core/error.h"
#include "grundy/partizan/number_ordinal_sum.h"

namespace grundy::partizan {

std::vector<GameId> Algebra::maximal(std::vector<GameId> v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  std::vector<GameId> out;
  for (std::size_t i = 0; i < v.size(); ++i) {
    bool dominated = false;
    for (std::size_t j = 0; j < v.size() && !dominated; ++j) {
      // Charged per comparison: the store's comparison of two number-up-star values charges
      // nothing, and the incentives of 1*4000 are 8000 of them (64 million comparisons).
      budget_.charge();
      // Distinct canonical games are never equal, so v[i] ≤ v[j] means v[i] < v[j].
      dominated = i != j && store_.leq(v[i], v[j], budget_);
    }
    if (!dominated) out.push_back(v[i]);
  }
  return out;
}

std::vector<GameId> Algebra::incentives(GameId g, Side side) {
  std::vector<GameId> out;
  for (GameId o : store_.options(g, side)) {
    out.push_back(side == Side::kLeft ? store_.subtract(o, g, budget_)
                                      : store_.subtract(g, o, budget_));
  }
  return maximal(std::move(out));
}

std::vector<GameId> Algebra::incentives(GameId g) {
  std::vector<GameId> all = incentives(g, Side::kLeft);
  const std::vector<GameId> right = incentives(g, Side::kRight);
  all.insert(all.end(), right.begin(), right.end());
  return maximal(std::move(all));
}

// n copies of u by doubling: u, 2u, 4u, … added where n has a bit (CGSuite's "binary addition").
GameId Algebra::copies(const Dyadic& n, GameId u) {
  Dyadic rest = n.sign() < 0 ? -n : n;
  GameId power = n.sign() < 0 ? store_.negative(u) : u, total = kZero;
  while (!rest.is_zero()) {
    budget_.charge();
    const Dyadic half(rest.half().floor(), 0);
    if (half.twice() != rest) total = store_.add(total, power, budget_);
    rest = half;
    if (!rest.is_zero()) power = store_.add(power, power, budget_);
  }
  return total;
}

GameId Algebra::norton(GameId g, GameId u) {
  if (store_.compare(u, kZero, budget_) != Relation::kGreater) {
    throw Error(ErrorKind::kUsage,
                "Norton multiplication G.U is defined for U > 0 (Lessons in Play ch. 9)");
  }
  std::vector<GameId> u_plus = incentives(u);
  for (GameId& i : u_plus) i = store_.add(u, i, budget_);
  return norton_(g, u, u_plus);
}

GameId Algebra::norton_(GameId g, GameId u, const std::vector<GameId>& u_plus) {
  if (auto it = norton_cache_.find({g, u}); it != norton_cache_.end()) return it->second;
  const RecursionDepth level(depth_, "Norton multiplication");
  budget_.charge();
  GameId result;
  if (const auto n = store_.number_of(g); n && n->is_integer()) {
    result = copies(*n, u);
  } else {
    std::vector<GameId> left, right;
    for (GameId l : store_.options(g, Side::kLeft)) {
      const GameId lu = norton_(l, u, u_plus);
      for (GameId x : u_plus) left.push_back(store_.add(lu, x, budget_));
    }
    for (GameId r : store_.options(g, Side::kRight)) {
      const GameId ru = norton_(r, u, u_plus);
      for (GameId x : u_plus) right.push_back(store_.subtract(ru, x, budget_));
    }
    result = store_.construct(std::move(left), std::move(right), budget_);
  }
  norton_cache_.emplace(std::pair{g, u}, result);
  return result;
}

GameId Algebra::ordinal_sum(GameId g, GameId h) {
  if (h == kZero) return g;
  // (x + *n) : *m = x + *(n + m): the options of x + *n are x + *k, k < n, and by induction
  // those of the sum are x + *k for every k < n + m (CGSuite's shortcut, also checked by
  // definition in the tests).
  const auto vg = store_.nus_of(g), vh = store_.nus_of(h);
  if (vg && vg->ups == 0 && vh && vh->number.is_zero() && vh->ups == 0 &&
      vg->nim + vh->nim >= vg->nim && vg->nim + vh->nim <= kMaxNimberOptions) {
    return store_.nus({vg->number, 0, vg->nim + vh->nim});
  }
  // Numbers: the sign expansion of x:y is x's followed by y's (number_ordinal_sum.h).
  if (vg && vg->is_number() && vh && vh->is_number()) {
    return store_.number(number_ordinal_sum(vg->number, vh->number, budget_));
  }
  if (auto it = ordinal_cache_.find({g, h}); it != ordinal_cache_.end()) return it->second;
  const RecursionDepth level(depth_, "the ordinal sum");
  budget_.charge();
  std::vector<GameId> left = store_.options(g, Side::kLeft),
                      right = store_.options(g, Side::kRight);
  for (GameId l : store_.options(h, Side::kLeft)) left.push_back(ordinal_sum(g, l));
  for (GameId r : store_.options(h, Side::kRight)) right.push_back(ordinal_sum(g, r));
  const GameId result = store_.construct(std::move(left), std::move(right), budget_);
  ordinal_cache_.emplace(std::pair{g, h}, result);
  return result;
}

GameId Algebra::overheat(GameId g, GameId s, GameId t) {
  if (auto it = overheat_cache_.find({g, {s, t}}); it != overheat_cache_.end()) return it->second;
  const RecursionDepth level(depth_, "overheating");
  budget_.charge();
  GameId result;
  if (const auto n = store_.number_of(g); n && n->is_integer()) {
    result = copies(*n, s);
  } else {
    std::vector<GameId> left, right;
    for (GameId l : store_.options(g, Side::kLeft)) {
      left.push_back(store_.add(overheat(l, s, t), t, budget_));
    }
    for (GameId r : store_.options(g, Side::kRight)) {
      right.push_back(store_.subtract(overheat(r, s, t), t, budget_));
    }
    result = store_.construct(std::move(left), std::move(right), budget_);
  }
  overheat_cache_.emplace(std::pair{g, std::pair{s, t}}, result);
  return result;
}

}  // namespace grundy::partizan
