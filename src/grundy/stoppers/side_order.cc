#include "grundy/stoppers/side_order.h"

#include <string>  // std::to_string

#include "grundy/core/error.h"

namespace grundy::partizan::stopper {
namespace {

// The most states (2 |a| |b|) of one comparison, as survival_matrix's 4096 positions squared.
constexpr std::uint64_t kMaxStates = 2ull * 4096 * 4096;

// The Büchi game on the states s = (x * nb + y) * 2 + t of a - b, t = 0 Left to move, 1 Right.
// Left to move: x -> a.left[x] or y -> b.right[y]; Right to move: x -> a.right[x] or
// y -> b.left[y]. A move in a is marked in the onside, a move in b in the offside.
class SideGame {
 public:
  SideGame(const Graph& a, const Graph& b, WhichSide side, Budget& budget)
      : a_(a),
        b_(b),
        on_(side == WhichSide::kOnside),
        budget_(budget),
        nb_(b.size()),
        states_(2 * static_cast<std::uint64_t>(a.size()) * b.size()),
        pla_(predecessors(a.left)),
        pra_(predecessors(a.right)),
        plb_(predecessors(b.left)),
        prb_(predecessors(b.right)) {}

  // lost[s]: Right wins from s (Left is left without a move, or the marked moves stop). With a
  // watched state, the solve stops as soon as that state is lost (lost only grows, so it stays
  // lost in the fixed point): only lost[watch] is then meaningful.
  std::vector<bool> solve(std::uint64_t watch = kNoWatch) {
    if (states_ > kMaxStates) {
      throw Error(ErrorKind::kBudget, "comparing the sides of loopy games needs " +
                                          std::to_string(states_) + " states, above " +
                                          std::to_string(kMaxStates));
    }
    MemoryCharge memory(budget_, "the comparison of the sides of loopy games");
    memory.add(states_ * 10);
    lost_.assign(states_, false);
    left_moves_.assign(states_, 0);
    // The Right attractor of the states where Left, to move, has no move.
    std::vector<std::uint64_t> fresh;
    for (std::uint64_t s = 0; s < states_; ++s) {
      if (s % 2 == 0) {
        left_moves_[s] = static_cast<std::uint32_t>(degree(s));
        if (left_moves_[s] == 0) lost_[s] = true, fresh.push_back(s);
      }
    }
    budget_.charge(states_ + 1);
    attract(fresh);
    for (;;) {
      if (watch != kNoWatch && lost_[watch]) return lost_;
      // good: Left can force a marked move while avoiding lost states (a least fixed point).
      std::vector<bool> good(states_, false);
      std::vector<std::uint32_t> need(states_, 0);  // Right to move: unmarked moves not yet good
      std::vector<std::uint64_t> queue;
      budget_.charge(states_ + 1);
      for (std::uint64_t s = 0; s < states_; ++s) {
        if (lost_[s]) continue;
        bool any_marked = false, to_lost = false;
        std::uint32_t unmarked = 0;
        each_move(s, [&](std::uint64_t u, bool marked) {
          if (lost_[u]) {
            to_lost = true;
          } else if (marked) {
            any_marked = true;
          } else {
            ++unmarked;
          }
        });
        if (s % 2 == 0) {
          if (any_marked) good[s] = true, queue.push_back(s);
        } else if (to_lost) {
          need[s] = kNever;  // Right moves to a lost state and wins
        } else {
          need[s] = unmarked;
          if (unmarked == 0) good[s] = true, queue.push_back(s);
        }
      }
      while (!queue.empty()) {
        const std::uint64_t u = queue.back();
        queue.pop_back();
        budget_.charge();
        each_predecessor(u, [&](std::uint64_t p, bool marked) {
          if (marked || lost_[p] || good[p]) return;
          if (p % 2 == 0 || (need[p] != kNever && --need[p] == 0)) {
            good[p] = true, queue.push_back(p);
          }
        });
      }
      // Right wins from the states that are not good: he keeps Left from every marked move.
      fresh.clear();
      for (std::uint64_t s = 0; s < states_; ++s) {
        if (!lost_[s] && !good[s]) lost_[s] = true, fresh.push_back(s);
      }
      if (fresh.empty()) return lost_;
      attract(fresh);
    }
  }

 public:
  static constexpr std::uint64_t kNoWatch = ~std::uint64_t{0};

 private:
  static constexpr std::uint32_t kNever = 0xffffffffu;

  std::uint64_t state(std::uint64_t x, std::uint64_t y, int t) const {
    return (x * nb_ + y) * 2 + t;
  }

  std::size_t degree(std::uint64_t s) const {
    const std::uint64_t x = s / 2 / nb_, y = s / 2 % nb_;
    return s % 2 == 0 ? a_.left[x].size() + b_.right[y].size()
                      : a_.right[x].size() + b_.left[y].size();
  }

  template <class F>
  void each_move(std::uint64_t s, F&& f) const {
    const std::uint64_t x = s / 2 / nb_, y = s / 2 % nb_;
    const int t = static_cast<int>(s % 2);
    for (int u : (t == 0 ? a_.left[x] : a_.right[x])) f(state(u, y, 1 - t), on_);
    for (int v : (t == 0 ? b_.right[y] : b_.left[y])) f(state(x, v, 1 - t), !on_);
  }

  // The states with a move to s, and whether that move is marked.
  template <class F>
  void each_predecessor(std::uint64_t s, F&& f) const {
    const std::uint64_t x = s / 2 / nb_, y = s / 2 % nb_;
    const int t = static_cast<int>(s % 2);
    // s has t = 1 (Right to move): reached by a Left move x' -> x (a.left) or y' -> y (b.right).
    for (int p : (t == 1 ? pla_[x] : pra_[x])) f(state(p, y, 1 - t), on_);
    for (int q : (t == 1 ? prb_[y] : plb_[y])) f(state(x, q, 1 - t), !on_);
  }

  // Adds to lost the Right attractor of the states in fresh (already marked lost).
  void attract(std::vector<std::uint64_t>& fresh) {
    while (!fresh.empty()) {
      const std::uint64_t u = fresh.back();
      fresh.pop_back();
      budget_.charge();
      each_predecessor(u, [&](std::uint64_t p, bool) {
        if (lost_[p]) return;
        if (p % 2 == 1 || --left_moves_[p] == 0) lost_[p] = true, fresh.push_back(p);
      });
    }
  }

  const Graph& a_;
  const Graph& b_;
  const bool on_;
  Budget& budget_;
  const std::uint64_t nb_, states_;
  const std::vector<std::vector<int>> pla_, pra_, plb_, prb_;
  std::vector<bool> lost_;
  std::vector<std::uint32_t> left_moves_;
};

}  // namespace

std::vector<std::uint8_t> side_order(const Graph& a, const Graph& b, WhichSide side,
                                     Budget& budget) {
  const std::vector<bool> lost = SideGame(a, b, side, budget).solve();
  const std::uint64_t n = static_cast<std::uint64_t>(a.size()) * b.size();
  std::vector<std::uint8_t> ge(n);
  for (std::uint64_t i = 0; i < n; ++i) ge[i] = !lost[2 * i + 1];
  return ge;
}

bool side_ge(const Graph& a, int ra, const Graph& b, int rb, WhichSide side, Budget& budget) {
  std::vector<int> roots_a{ra}, roots_b{rb};
  const Graph sa = restrict(a, roots_a), sb = restrict(b, roots_b);
  const std::uint64_t root =
      (static_cast<std::uint64_t>(roots_a[0]) * sb.size() + roots_b[0]) * 2 + 1;
  return !SideGame(sa, sb, side, budget).solve(root)[root];
}

}  // namespace grundy::partizan::stopper
