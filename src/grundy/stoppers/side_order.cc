#include "grundy/stoppers/side_order.h"

#include <algorithm>  // std::fill
#include <string>     // std::to_string

#include "grundy/core/error.h"

namespace grundy::partizan::stopper {
namespace {

// The most states (2 |a| |b|) of one comparison, as survival_matrix's 4096 positions squared.
constexpr std::uint64_t kMaxStates = 2ull * 4096 * 4096;

// The Büchi game on the states s = (x * nb + y) * 2 + t of a - b, t = 0 Left to move, 1 Right.
// Left to move: x -> a.left[x] or y -> b.right[y]; Right to move: x -> a.right[x] or
// y -> b.left[y]. A move in a is marked in the onside, a move in b in the offside.
//
// The solve is the nested fixed point of side_order.h, kept incremental so that each state is
// rescanned only when something it relied on changed:
//  - lost (Right wins) only grows: its Right attractor is extended with counters (left_moves_:
//    Left's moves not yet lost) from the newly lost states alone;
//  - good (Left forces a marked move within the states not lost) is a least fixed point of a
//    monotone map on the states not lost, which shrink from round to round, so good only
//    shrinks. Each good state keeps a witness of how it got there (Left to move: a marked move
//    to a state not lost, counted by marked_live_, or an unmarked move to a good state found
//    before it; Right to move: all his unmarked moves go to good states found before it, and his
//    marked moves to states not lost). When states are lost, only the good states whose witness
//    passes through them are withdrawn; the rest still satisfy the map over the smaller region,
//    and as a least fixed point contains every set closed under it, extending the rest by the
//    attractor (the withdrawn states recounted against the good ones) gives the new good exactly.
//  - the states not lost and not good are where Right keeps Left from every marked move; they
//    are lost next, and when there are none, lost is the fixed point.
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
  std::vector<std::uint8_t> solve(std::uint64_t watch = kNoWatch) {
    if (states_ > kMaxStates) {
      throw Error(ErrorKind::kBudget, "comparing the sides of loopy games needs " +
                                          std::to_string(states_) + " states, above " +
                                          std::to_string(kMaxStates));
    }
    MemoryCharge memory(budget_, "the comparison of the sides of loopy games");
    // Two bytes and two counters of a state, and three lists of states (at most all).
    memory.add(states_ * 22);
    lost_.assign(states_, 0);
    if (watch != kNoWatch) keep_reachable(watch);
    good_.assign(states_, 0);
    left_moves_.assign(states_ / 2, 0);
    marked_live_.assign(states_ / 2, 0);
    need_.assign(states_ / 2, 0);
    witness_.assign(states_ / 2, 0);
    budget_.charge(states_ + 1);
    // The Right attractor of the states where Left, to move, has no move.
    lost_list_.clear();
    for (std::uint64_t s = 0; s < states_; s += 2) {
      if (lost_[s]) continue;  // not reachable from the watched state
      std::uint32_t all = 0, marked = 0;
      each_move(s, [&](std::uint64_t, bool m) { ++all, marked += m; });
      left_moves_[s / 2] = all;
      marked_live_[s / 2] = marked;
      if (all == 0) lost_[s] = 1, lost_list_.push_back(static_cast<std::uint32_t>(s));
    }
    attract(0);
    // The first round: every state not lost is to be decided.
    bool first = true;
    for (;;) {
      if (watch != kNoWatch && lost_[watch]) return lost_;
      // Right wins from the open states that are not good: he keeps Left from every marked
      // move.
      const std::size_t from = lost_list_.size();
      auto lose_if_not_good = [&](std::uint64_t s) {
        if (!good_[s]) lost_[s] = 1, lost_list_.push_back(static_cast<std::uint32_t>(s));
      };
      if (first) {
        extend_good([&](auto&& f) {
          for (std::uint64_t s = 0; s < states_; ++s) {
            if (!lost_[s]) f(s);
          }
        });
        for (std::uint64_t s = 0; s < states_; ++s) {
          if (!lost_[s]) lose_if_not_good(s);
        }
        first = false;
      } else {
        extend_good([&](auto&& f) {
          for (std::uint32_t s : open_) f(s);
        });
        for (std::uint32_t s : open_) lose_if_not_good(s);
      }
      if (lost_list_.size() == from) return lost_;
      attract(from);
      if (watch != kNoWatch && lost_[watch]) return lost_;
      withdraw(from);
    }
  }

 public:
  static constexpr std::uint64_t kNoWatch = ~std::uint64_t{0};

 private:
  // A Left-to-move state's witness when it is a marked move (any to a state not lost will do).
  static constexpr std::uint32_t kMarkedWitness = 0xffffffffu;
  // lost_ of a state not reachable from the watched one.
  static constexpr std::uint8_t kUnreachable = 2;

  std::uint64_t state(std::uint64_t x, std::uint64_t y, int t) const {
    return (x * nb_ + y) * 2 + t;
  }

  // f(successor, marked) for each move from s.
  template <class F>
  void each_move(std::uint64_t s, F&& f) const {
    const std::uint64_t x = s / 2 / nb_, y = s / 2 % nb_;
    const int t = static_cast<int>(s % 2);
    for (int u : (t == 0 ? a_.left[x] : a_.right[x])) f(state(u, y, 1 - t), on_);
    for (int v : (t == 0 ? b_.right[y] : b_.left[y])) f(state(x, v, 1 - t), !on_);
  }

  // f(successor) for each unmarked move from s.
  template <class F>
  void each_unmarked_move(std::uint64_t s, F&& f) const {
    const std::uint64_t x = s / 2 / nb_, y = s / 2 % nb_;
    const int t = static_cast<int>(s % 2);
    if (on_) {
      for (int v : (t == 0 ? b_.right[y] : b_.left[y])) f(state(x, v, 1 - t));
    } else {
      for (int u : (t == 0 ? a_.left[x] : a_.right[x])) f(state(u, y, 1 - t));
    }
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

  // The states with an unmarked move to s.
  template <class F>
  void each_unmarked_predecessor(std::uint64_t s, F&& f) const {
    const std::uint64_t x = s / 2 / nb_, y = s / 2 % nb_;
    const int t = static_cast<int>(s % 2);
    if (on_) {
      for (int q : (t == 1 ? prb_[y] : plb_[y])) f(state(x, q, 1 - t));
    } else {
      for (int p : (t == 1 ? pla_[x] : pra_[x])) f(state(p, y, 1 - t));
    }
  }

  // Leaves out of the game the states not reachable from root, as if lost but never listed as
  // lost: the moves from a reachable state lead to reachable ones, so the game from root is the
  // same, and the states left out are never anyone's successor, counted or rescanned.
  void keep_reachable(std::uint64_t root) {
    std::fill(lost_.begin(), lost_.end(), kUnreachable);
    std::vector<std::uint32_t>& stack = queue_;
    stack.assign(1, static_cast<std::uint32_t>(root));
    lost_[root] = 0;
    while (!stack.empty()) {
      const std::uint64_t s = stack.back();
      stack.pop_back();
      budget_.charge();
      each_move(s, [&](std::uint64_t u, bool) {
        if (lost_[u] == kUnreachable) lost_[u] = 0, stack.push_back(static_cast<std::uint32_t>(u));
      });
    }
  }

  // Adds to lost the Right attractor of the states lost_list_[from...] (already marked lost),
  // appending each newly lost state to lost_list_; marked_live_ counts the marked moves lost.
  void attract(std::size_t from) {
    for (std::size_t i = from; i < lost_list_.size(); ++i) {
      const std::uint64_t u = lost_list_[i];
      budget_.charge();
      each_predecessor(u, [&](std::uint64_t p, bool marked) {
        if (lost_[p]) return;
        if (p % 2 == 0) {
          marked_live_[p / 2] -= marked;
          if (--left_moves_[p / 2] != 0) return;
        }
        lost_[p] = 1, lost_list_.push_back(static_cast<std::uint32_t>(p));
      });
    }
  }

  // Withdraws from good the states lost_list_[from...] (newly lost) and the good states whose
  // witness passes through a withdrawn one; open_ is set to the withdrawn states not lost (to be
  // decided again).
  void withdraw(std::size_t from) {
    open_.clear();
    for (std::size_t i = from; i < lost_list_.size(); ++i) good_[lost_list_[i]] = 0;
    auto from_withdrawn = [&](std::uint64_t u) {
      budget_.charge();
      each_predecessor(u, [&](std::uint64_t p, bool marked) {
        if (lost_[p] || !good_[p]) return;
        // A Right-to-move state with a move to a lost state is lost; so here p's move to u is
        // marked only when u is withdrawn but not lost, which p's witness does not involve.
        const bool relied = p % 2 == 1 ? !marked
                            : marked ? witness_[p / 2] == kMarkedWitness && marked_live_[p / 2] == 0
                                     : witness_[p / 2] == u;
        if (relied) good_[p] = 0, open_.push_back(static_cast<std::uint32_t>(p));
      });
    };
    for (std::size_t i = from; i < lost_list_.size(); ++i) from_withdrawn(lost_list_[i]);
    for (std::size_t i = 0; i < open_.size(); ++i) from_withdrawn(open_[i]);
  }

  // Extends good by the attractor over the open states (the states not lost and not good are
  // all in open; good ones outside open are final). Left to move: a marked move to a state not
  // lost, or any move to a good state; Right to move: every unmarked move to a good state.
  // each_open(f) calls f on each open state.
  template <class EachOpen>
  void extend_good(EachOpen&& each_open) {
    std::vector<std::uint32_t>& queue = queue_;
    queue.clear();
    each_open([&](std::uint64_t s) {
      budget_.charge();
      if (s % 2 == 0) {
        if (marked_live_[s / 2] > 0) {
          witness_[s / 2] = kMarkedWitness, queue.push_back(static_cast<std::uint32_t>(s));
          return;
        }
        std::uint64_t to = kNoWatch;
        each_unmarked_move(s, [&](std::uint64_t u) {
          if (to == kNoWatch && good_[u]) to = u;
        });
        if (to != kNoWatch) {
          witness_[s / 2] = static_cast<std::uint32_t>(to);
          queue.push_back(static_cast<std::uint32_t>(s));
        }
      } else {
        std::uint32_t need = 0;
        each_unmarked_move(s, [&](std::uint64_t u) { need += !good_[u]; });
        need_[s / 2] = need;
        if (need == 0) queue.push_back(static_cast<std::uint32_t>(s));
      }
    });
    for (std::uint32_t s : queue) good_[s] = 1;
    for (std::size_t i = 0; i < queue.size(); ++i) {
      const std::uint64_t u = queue[i];
      budget_.charge();
      each_unmarked_predecessor(u, [&](std::uint64_t p) {
        if (lost_[p] || good_[p]) return;
        if (p % 2 == 0) {
          witness_[p / 2] = static_cast<std::uint32_t>(u), good_[p] = 1;
          queue.push_back(static_cast<std::uint32_t>(p));
        } else if (--need_[p / 2] == 0) {
          good_[p] = 1, queue.push_back(static_cast<std::uint32_t>(p));
        }
      });
    }
  }

  const Graph& a_;
  const Graph& b_;
  const bool on_;
  Budget& budget_;
  const std::uint64_t nb_, states_;
  const std::vector<std::vector<int>> pla_, pra_, plb_, prb_;
  std::vector<std::uint8_t> lost_, good_;
  // Indexed by s / 2. Left-to-move states (s even): her moves not lost, her marked moves not
  // lost; Right-to-move states (s odd): his unmarked moves not yet good.
  std::vector<std::uint32_t> left_moves_, marked_live_, need_;
  // Left-to-move states: the good successor that made s good, or kMarkedWitness (states are
  // fewer than kMaxStates < 2^32).
  std::vector<std::uint32_t> witness_;
  // The lost states in the order lost; the open states of a round; the good states to propagate.
  std::vector<std::uint32_t> lost_list_, open_, queue_;
};

}  // namespace

std::vector<std::uint8_t> side_order(const Graph& a, const Graph& b, WhichSide side,
                                     Budget& budget) {
  const std::vector<std::uint8_t> lost = SideGame(a, b, side, budget).solve();
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
