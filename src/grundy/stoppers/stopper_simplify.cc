#include "grundy/stoppers/stopper_simplify.h"

#include <algorithm>  // std::sort, std::unique, std::any_of
#include <optional>   // std::optional
#include <string>     // std::to_string

#include "grundy/core/error.h"
#include "grundy/stoppers/side_pruning.h"

namespace grundy::partizan::stopper {

Graph simplify(const Graph& input, std::vector<int>& roots, Budget& budget) {
  Graph g = restrict(input, roots);
  const int n = g.size();
  const std::vector<std::uint8_t> ge = survival_matrix(g, budget);
  auto geq = [&](int x, int y) { return ge[static_cast<std::size_t>(x) * n + y] != 0; };
  // Delete dominated options and bypass reversible ones until none is left. Each step keeps the
  // value of every position, so ge stays right. Equal positions are not fused yet: putting one
  // in place of another could close an alternating cycle (over + * = over, but {*, over | over}
  // with over replaced by the whole would be {* , a | a}, which is not a stopper). Of two equal
  // options the one with the larger index is the dominated one.
  const std::uint64_t max_rounds = 4 * static_cast<std::uint64_t>(n) + 64;
  bool changed = true;
  for (std::uint64_t round = 0; changed; ++round) {
    if (round > max_rounds) {
      throw Error(ErrorKind::kBudget, "the simplification of a stopper did not settle within " +
                                          std::to_string(max_rounds) + " rounds");
    }
    changed = false;
    budget.charge(static_cast<std::uint64_t>(n) + 1);
    for (int x = 0; x < n; ++x) {
      for (int side = 0; side < 2; ++side) {
        std::vector<int>& opts = side == 0 ? g.left[x] : g.right[x];
        // at_least(b, a): b is at least as good as a for the side choosing.
        auto at_least = [&](int b, int a) { return side == 0 ? geq(b, a) : geq(a, b); };
        std::vector<int> kept;
        for (int a : opts) {
          const bool dominated = std::any_of(opts.begin(), opts.end(), [&](int b) {
            return b != a && at_least(b, a) && (!at_least(a, b) || b < a);
          });
          if (dominated) {
            changed = true;
            continue;
          }
          // A Left option a is reversible through a Right option r of a with r <= x: it is
          // replaced by r's Left options (and symmetrically for Right). In a stopper r is never
          // x itself (x, a, x would be an alternating cycle).
          const std::vector<int>& replies = side == 0 ? g.right[a] : g.left[a];
          int through = -1;
          for (int r : replies) {
            if (side == 0 ? geq(x, r) : geq(r, x)) {
              through = r;
              break;
            }
          }
          if (through < 0) {
            kept.push_back(a);
            continue;
          }
          changed = true;
          const std::vector<int>& bypass = side == 0 ? g.left[through] : g.right[through];
          kept.insert(kept.end(), bypass.begin(), bypass.end());
        }
        dedupe(kept);
        opts = std::move(kept);
      }
    }
  }
  // Fuse equal positions: with no dominated and no reversible options left, equal positions
  // have options equal one to one (the argument of the uniqueness of simplest forms), so
  // equality is a bisimulation and the quotient is a stopper with the same values.
  std::vector<int> rep(n);
  for (int x = 0; x < n; ++x) {
    rep[x] = x;
    for (int y = 0; y < x; ++y) {
      if (rep[y] == y && geq(x, y) && geq(y, x)) {
        rep[x] = y;
        break;
      }
    }
  }
  for (int x = 0; x < n; ++x) {
    for (auto* opts : {&g.left[x], &g.right[x]}) {
      for (int& y : *opts) y = rep[y];
      dedupe(*opts);
    }
  }
  for (int& r : roots) r = rep[r];
  g = restrict(g, roots);
  return g;
}

Stopper simplest(const Graph& g, int root, Budget& budget) {
  std::vector<int> roots{root};
  Stopper s;
  s.graph = simplify(g, roots, budget);
  s.root = roots[0];
  return s;
}

bool stopper_ge(const Stopper& a, const Stopper& b, Budget& budget) {
  const Graph both = disjoint_union(a.graph, b.graph);
  std::vector<int> roots{a.root, b.root + a.graph.size()};
  const Graph small = restrict(both, roots);
  const auto ge = survival_matrix(small, budget);
  return ge[static_cast<std::size_t>(roots[0]) * small.size() + roots[1]] != 0;
}

namespace {

// after_pruning: deleting cyclic moves (side_pruning.h) was tried as well.
[[noreturn]] void unsettled(bool on_side, bool after_pruning) {
  throw Error(
      ErrorKind::kBudget,
      "the " + std::string(on_side ? "onside" : "offside") +
          " of a loopy game did not settle within " + std::to_string(kMaxSidlingRounds) +
          " rounds of sidling (its iterates may only converge in the limit)" +
          (after_pruning ? ", nor by deleting moves of its alternating cycles (tried on game "
                           "graphs of at most " +
                               std::to_string(kMaxPrunedPositions) + " positions)"
                         : std::string()));
}

// One side by sidling: onside when on_side, else the offside; nothing when the iterates do not
// settle within kMaxSidlingRounds rounds.
std::optional<Stopper> sidle(const Graph& g, int root, const std::vector<bool>& loopy, bool on_side,
                             Budget& budget) {
  const int n = g.size();
  Graph u = g;
  std::vector<int> core, stoppers;  // the loopy positions and the others
  for (int x = 0; x < n; ++x) {
    if (loopy[x]) {
      core.push_back(x);
      // Never referred to: stopper positions have only stopper followers, and the iterates
      // refer to the previous iterate's positions.
      u.left[x].clear();
      u.right[x].clear();
    } else {
      stoppers.push_back(x);
    }
  }
  std::vector<int> where(n, -1);  // position of g -> its image in u (stoppers) or iterate
  for (int x : stoppers) where[x] = x;
  const int base = u.add_node();  // on = {on|} or off = {|off}
  (on_side ? u.left[base] : u.right[base]).push_back(base);
  for (int x : core) where[x] = base;
  for (int round = 0;; ++round) {
    if (round >= kMaxSidlingRounds) return std::nullopt;
    budget.charge(core.size() + 1);
    std::vector<int> roots;
    for (int x : core) {
      const int i = u.add_node();
      for (int y : g.left[x]) u.left[i].push_back(where[y]);
      for (int y : g.right[x]) u.right[i].push_back(where[y]);
      roots.push_back(i);
    }
    for (int x : core) roots.push_back(where[x]);
    for (int x : stoppers) roots.push_back(where[x]);
    u = simplify(u, roots, budget);
    const std::size_t k = core.size();
    bool settled = true;
    for (std::size_t i = 0; i < k; ++i) settled = settled && roots[i] == roots[k + i];
    for (std::size_t i = 0; i < k; ++i) where[core[i]] = roots[i];
    for (std::size_t i = 0; i < stoppers.size(); ++i) where[stoppers[i]] = roots[2 * k + i];
    if (settled) break;
  }
  return simplest(u, where[root], budget);
}

// The sides of g from root: a stopper's simplest form, else each side by side_of.
template <class SideOf>
Sides sides_with(const Graph& input, int root, Budget& budget, SideOf&& side_of) {
  std::vector<int> roots{root};
  const Graph g = restrict(input, roots);
  const std::vector<bool> loopy = loopy_nodes(g, budget);
  Sides s;
  if (!loopy[roots[0]]) {
    s.stopper = true;
    s.onside = simplest(g, roots[0], budget);
    s.offside = s.onside;
    return s;
  }
  s.onside = side_of(g, roots[0], loopy, true);
  s.offside = side_of(g, roots[0], loopy, false);
  // A game with infinite alternating play may still equal a stopper (on + over = on).
  s.stopper = stopper_ge(s.offside, s.onside, budget);
  return s;
}

}  // namespace

Sides sides_by_sidling(const Graph& input, int root, Budget& budget) {
  return sides_with(input, root, budget,
                    [&](const Graph& g, int r, const std::vector<bool>& loopy, bool on_side) {
                      std::optional<Stopper> s = sidle(g, r, loopy, on_side, budget);
                      if (!s) unsettled(on_side, false);
                      return *std::move(s);
                    });
}

Sides sides(const Graph& input, int root, Budget& budget) {
  return sides_with(input, root, budget,
                    [&](const Graph& g, int r, const std::vector<bool>& loopy, bool on_side) {
                      std::optional<Stopper> s = sidle(g, r, loopy, on_side, budget);
                      // Sidling did not settle: break the alternating cycles instead
                      // (side_pruning.h).
                      if (!s)
                        s = side_by_pruning(
                            g, r, on_side ? WhichSide::kOnside : WhichSide::kOffside, budget);
                      if (!s) unsettled(on_side, true);
                      return *std::move(s);
                    });
}

}  // namespace grundy::partizan::stopper
