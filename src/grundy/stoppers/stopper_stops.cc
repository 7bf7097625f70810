#include "grundy/stoppers/stopper_stops.h"

#include <vector>  // std::vector

#include "grundy/stoppers/stopper_short_part.h"

namespace grundy::partizan::stopper {

std::string Pseudonumber::to_string() const {
  if (infinite) return infinite > 0 ? "on" : "off";
  if (tilt == 0) return x.to_string();
  const char* name = tilt > 0 ? "over" : "under";
  // CGSuite's spelling: the number then the name, `3/2under`, `-5over`.
  return x.is_zero() ? name : x.to_string() + name;
}

std::strong_ordering operator<=>(const Pseudonumber& a, const Pseudonumber& b) {
  if (a.infinite != b.infinite) return a.infinite <=> b.infinite;
  if (a.infinite) return std::strong_ordering::equal;
  if (const auto c = a.x <=> b.x; c != 0) return c;
  return a.tilt <=> b.tilt;
}

namespace {

class StopFinder {
 public:
  StopFinder(const Graph& g, GameStore& store, Budget& budget)
      : g_(g), store_(store), budget_(budget) {
    const int n = g.size();
    short_ = short_part(g, store_, budget);  // the positions from which play must end
    memo_.assign(2 * static_cast<std::size_t>(n), std::nullopt);
    busy_.assign(2 * static_cast<std::size_t>(n), false);
  }

  // The stop of x for the side to move (0 Left: the left stop), or nullopt.
  std::optional<Pseudonumber> stop(int x, int side) {
    if (auto p = pseudonumber(x)) return p;
    const std::size_t key = 2 * static_cast<std::size_t>(x) + side;
    if (memo_[key]) return memo_[key];
    // Alternating play from x is finite in a stopper, so the recursion never meets x again with
    // the same side to move; if it does, the graph was not a stopper.
    if (busy_[key]) return std::nullopt;
    busy_[key] = true;
    budget_.charge();
    const auto& opts = side == 0 ? g_.left[x] : g_.right[x];
    std::optional<Pseudonumber> best;
    for (int y : opts) {
      const auto s = stop(y, 1 - side);
      if (!s) return std::nullopt;
      if (!best || (side == 0 ? *s > *best : *s < *best)) best = s;
    }
    busy_[key] = false;
    return memo_[key] = best;  // nullopt when x has no move for the side: not a pseudonumber
  }

 private:
  std::optional<Dyadic> number(int y) {
    if (!short_[y]) return std::nullopt;
    return store_.number_of(*short_[y]);
  }

  std::optional<Pseudonumber> pseudonumber(int x) {
    if (auto v = number(x)) return Pseudonumber{0, *v, 0};
    const auto& l = g_.left[x];
    const auto& r = g_.right[x];
    auto only = [](const std::vector<int>& v, int y) { return v.size() == 1 && v[0] == y; };
    if (only(l, x) && r.empty()) return Pseudonumber{1, Dyadic(0), 0};   // on = {on|}
    if (l.empty() && only(r, x)) return Pseudonumber{-1, Dyadic(0), 0};  // off = {|off}
    if (l.size() == 1 && only(r, x)) {                                   // x + over = {x|x + over}
      if (auto v = number(l[0])) return Pseudonumber{0, *v, 1};
    }
    if (r.size() == 1 && only(l, x)) {  // x + under = {x + under|x}
      if (auto v = number(r[0])) return Pseudonumber{0, *v, -1};
    }
    return std::nullopt;
  }

  const Graph& g_;
  GameStore& store_;
  Budget& budget_;
  std::vector<std::optional<GameId>> short_;
  std::vector<std::optional<Pseudonumber>> memo_;
  std::vector<bool> busy_;
};

}  // namespace

std::optional<Stops> stops(const Stopper& s, GameStore& store, Budget& budget) {
  StopFinder finder(s.graph, store, budget);
  const auto l = finder.stop(s.root, 0), r = finder.stop(s.root, 1);
  if (!l || !r) return std::nullopt;
  return Stops{*l, *r};
}

}  // namespace grundy::partizan::stopper
