#include "grundy/partizan/reduction.h"

#include <algorithm>  // std::sort, std::unique
#include <bit>        // std::bit_ceil

#include "grundy/core/error.h"
#include "grundy/partizan/algebra.h"

namespace grundy::partizan {

bool Reducer::is_all_small(GameId g) {
  if (auto it = all_small_.find(g); it != all_small_.end()) return it->second;
  // x + u↑ + *n is all-small iff x = 0: its followers are then u'↑ + *n' (all-small), while a
  // number x ≠ 0 has a follower with one side empty (an integer). No walk down u↑'s u options.
  if (auto v = store_.nus_of(g)) return v->number.is_zero();
  const auto left = store_.options(g, Side::kLeft), right = store_.options(g, Side::kRight);
  bool small = left.empty() == right.empty();
  for (const auto* side : {&left, &right}) {
    for (GameId o : *side) small = small && is_all_small(o);
  }
  all_small_.emplace(g, small);
  return small;
}

std::optional<GameId> Reducer::atomic_weight(GameId g) {
  // Only an infinitesimal (both stops 0) can have an atomic weight (Siegel, CGT §II.7).
  if (thermo_.left_stop(g).sign() != 0 || thermo_.right_stop(g).sign() != 0) return std::nullopt;
  // u↑ + *n has atomic weight u (Winning Ways ch. 8: aw(↑) = 1, aw(*n) = 0, and the weight is
  // additive), in closed form: ↑^4096 needs no walk down its 4096 levels. The tests check it
  // against the definition below.
  if (auto v = store_.nus_of(g)) return store_.number(Dyadic(v->ups));
  // A remote star ☆: a nimber larger than any nimber among the followers (those are below the
  // birthday), a power of 2 as CGSuite's far star is.
  const std::uint64_t b = store_.birthday(g);
  if (b >= kMaxNimberOptions / 2) throw Error(ErrorKind::kBudget, "the game is too large");
  const std::uint64_t remote = std::bit_ceil(b + 2);
  const GameId w = weight(g, store_.nimber(remote));
  if (is_all_small(g)) return w;  // every all-small game is atomic (Winning Ways ch. 8)
  // An infinitesimal that is not all-small (Tiny(3/2), {1|⇑||↑}) is atomic, with the weight the
  // atomic weight calculus gives, when it differs from aw.↑ by at most ε = ↑* + (☆ : −1) either
  // way (Siegel, CGT §II.7, atomic weight of a general infinitesimal; CGSuite's atomicWeight):
  // −ε ≤ G − aw.↑ ≤ ε.
  Algebra algebra(store_, budget_);
  const GameId difference =
      store_.subtract(g, algebra.norton(w, store_.nus({Dyadic(0), 1, 0})), budget_);
  const GameId red_kite = algebra.ordinal_sum(store_.nimber(remote), store_.number(Dyadic(-1)));
  const GameId epsilon = store_.add(store_.nus({Dyadic(0), 1, 1}), red_kite, budget_);
  const GameId minus_epsilon = store_.subtract(kZero, epsilon, budget_);
  if (store_.leq(difference, epsilon, budget_) && store_.leq(minus_epsilon, difference, budget_)) {
    return w;
  }
  return std::nullopt;
}

GameId Reducer::weight(GameId g, GameId far_star) {
  if (g == kZero) return kZero;
  // x + u↑ + *n weighs u (a number weighs 0), as in the closed form above; for an all-small
  // game's followers x is 0 and this is the definition's value, for a number it is CGSuite's.
  if (auto v = store_.nus_of(g)) return store_.number(Dyadic(v->ups));
  if (auto it = weights_.find(g); it != weights_.end()) return it->second;
  budget_.charge();
  const GameId two = store_.number(Dyadic(2));
  std::vector<GameId> left, right;
  for (GameId l : store_.options(g, Side::kLeft)) {
    left.push_back(store_.subtract(weight(l, far_star), two, budget_));
  }
  for (GameId r : store_.options(g, Side::kRight)) {
    right.push_back(store_.add(weight(r, far_star), two, budget_));
  }
  // G'' = {AW(G^L) − 2 | AW(G^R) + 2} (Winning Ways ch. 8).
  GameId result = store_.construct(left, right, budget_);
  const auto n = store_.number_of(result);
  if (n && n->is_integer()) {
    // The eccentric case: G'' is an integer, and comparing G with ☆ decides which integer of the
    // range {x : G^L'' − 2 ⧏ x ⧏ G^R'' + 2} is the atomic weight.
    const Relation rel = store_.compare(g, far_star, budget_);
    auto fits = [&](const Dyadic& x) {
      // Up to kMaxSteps integers are tried, each a new number in the store and comparisons the
      // store answers without charging (number against number): charged here.
      budget_.charge(1 + left.size() + right.size());
      const GameId xg = store_.number(x);
      for (GameId l : left) {
        if (store_.leq(xg, l, budget_)) return false;
      }
      for (GameId r : right) {
        if (store_.leq(r, xg, budget_)) return false;
      }
      return true;
    };
    constexpr int kMaxSteps = 1 << 16;
    Dyadic x = *n;
    if (rel == Relation::kGreater) {
      for (int i = 0; i < kMaxSteps && fits(x + Dyadic(1)); ++i) x = x + Dyadic(1);
    } else if (rel == Relation::kLess) {
      for (int i = 0; i < kMaxSteps && fits(x - Dyadic(1)); ++i) x = x - Dyadic(1);
    }
    result = store_.number(x);
  }
  weights_.emplace(g, result);
  return result;
}

bool Reducer::inf_geq(GameId g, GameId h) {
  return thermo_.right_stop(store_.subtract(g, h, budget_)).sign() >= 0;
}

GameId Reducer::reduced(GameId g) {
  if (store_.is_number(g)) return g;
  if (auto it = reduced_.find(g); it != reduced_.end()) return it->second;
  budget_.charge();
  GameId result;
  const Dyadic ls = thermo_.left_stop(g), rs = thermo_.right_stop(g);
  if (ls == rs) {
    // G is infinitesimally close to the number ls.
    result = store_.number(ls);
  } else {
    std::vector<GameId> left, right;
    for (GameId l : store_.options(g, Side::kLeft)) left.push_back(reduced(l));
    for (GameId r : store_.options(g, Side::kRight)) right.push_back(reduced(r));
    for (bool changed = true; changed;) {
      changed = false;
      // Inf-dominated options: deleted as dominated options are, with ≤ taken modulo Inf.
      auto prune = [&](std::vector<GameId>& v, bool is_left) {
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
        std::vector<GameId> kept;
        for (std::size_t i = 0; i < v.size(); ++i) {
          bool dominated = false;
          for (std::size_t j = 0; j < v.size() && !dominated; ++j) {
            if (i == j) continue;
            const bool below = is_left ? inf_geq(v[j], v[i]) : inf_geq(v[i], v[j]);
            // Equal modulo Inf: keep the earlier one.
            const bool equal = inf_geq(v[i], v[j]) && inf_geq(v[j], v[i]);
            dominated = below && (!equal || j < i);
          }
          if (!dominated) kept.push_back(v[i]);
        }
        v = std::move(kept);
      };
      prune(left, true);
      prune(right, false);
      // Inf-reversible options: bypassed as reversible options are, modulo Inf.
      const GameId current = store_.construct(left, right, budget_);
      for (std::size_t i = 0; i < left.size() && !changed; ++i) {
        for (GameId ar : store_.options(left[i], Side::kRight)) {
          if (inf_geq(current, ar)) {
            const auto repl = store_.options(ar, Side::kLeft);
            left.erase(left.begin() + static_cast<std::ptrdiff_t>(i));
            for (GameId x : repl) left.push_back(reduced(x));
            changed = true;
            break;
          }
        }
      }
      for (std::size_t i = 0; i < right.size() && !changed; ++i) {
        for (GameId bl : store_.options(right[i], Side::kLeft)) {
          if (inf_geq(bl, current)) {
            const auto repl = store_.options(bl, Side::kRight);
            right.erase(right.begin() + static_cast<std::ptrdiff_t>(i));
            for (GameId x : repl) right.push_back(reduced(x));
            changed = true;
            break;
          }
        }
      }
    }
    result = store_.construct(left, right, budget_);
    const Dyadic rls = thermo_.left_stop(result), rrs = thermo_.right_stop(result);
    if (rls == rrs) result = store_.number(rls);
  }
  reduced_.emplace(g, result);
  return result;
}

}  // namespace grundy::partizan
