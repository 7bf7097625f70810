#include "grundy/stoppers/side_pruning.h"

#include <algorithm>  // std::find
#include <deque>      // std::deque

namespace grundy::partizan::stopper {
namespace {

// The smallest batch of dominated options tried alone (a tuning constant).
constexpr std::size_t kSmallestDominatedBatch = 16;

struct Move {
  int from, to;
  bool left;  // a Left move (else a Right move)
};

// The moves on an alternating cycle: x -> y is one when (y, the other to move) reaches
// (x, the mover to move) in the graph of states.
std::vector<Move> cyclic_moves(const Graph& g, Budget& budget) {
  const int n = g.size();
  std::vector<Move> out;
  for (int x = 0; x < n; ++x) {
    for (const bool left : {true, false}) {
      for (int y : left ? g.left[x] : g.right[x]) {
        // States 2v + t, t = 0 Left to move; search from (y, other) for (x, mover).
        budget.charge(2 * static_cast<std::uint64_t>(n) + 1);
        const int goal = 2 * x + (left ? 0 : 1);
        std::vector<bool> seen(2 * n, false);
        std::deque<int> queue{2 * y + (left ? 1 : 0)};
        seen[queue.front()] = true;
        bool found = false;
        while (!queue.empty() && !found) {
          const int s = queue.front();
          queue.pop_front();
          const int v = s / 2, t = s % 2;
          for (int w : t == 0 ? g.left[v] : g.right[v]) {
            const int u = 2 * w + (1 - t);
            if (u == goal) found = true;
            if (!seen[u]) seen[u] = true, queue.push_back(u);
          }
        }
        if (found) out.push_back({x, y, left});
      }
    }
  }
  return out;
}

Graph without(const Graph& g, const std::vector<Move>& moves) {
  Graph out = g;
  for (const Move& m : moves) {
    auto& opts = m.left ? out.left[m.from] : out.right[m.from];
    const auto it = std::find(opts.begin(), opts.end(), m.to);
    if (it != opts.end()) opts.erase(it);
  }
  return out;
}

class Pruner {
 public:
  Pruner(Graph g, int root, WhichSide side, Budget& budget)
      : g_(std::move(g)), root_(root), side_(side), budget_(budget) {}

  // Deletes what it can of moves[lo, hi), all of one player's; whether anything was deleted.
  // Deleting Left moves can only lower the side and deleting Right moves only raise it (the
  // mirror strategy: in G - H, with H = G less some of one player's moves, the second player
  // answers each move by the same move in the other component, which both graphs have, and every
  // infinite play moves in both components infinitely often), so one comparison decides each
  // batch: H >= G for Left moves, G >= H for Right moves (CGSuite's eliminateIrrelevantCyclicEdges
  // likewise checks one way).
  bool prune(const std::vector<Move>& moves, std::size_t lo, std::size_t hi,
             std::size_t smallest = 1) {
    if (lo >= hi) return false;
    const std::vector<Move> batch(moves.begin() + lo, moves.begin() + hi);
    Graph h = without(g_, batch);
    const bool kept = moves[lo].left ? side_ge(h, root_, g_, root_, side_, budget_)
                                     : side_ge(g_, root_, h, root_, side_, budget_);
    if (kept) {
      g_ = std::move(h);
      return true;
    }
    if (hi - lo <= smallest) return false;
    const std::size_t mid = lo + (hi - lo) / 2;
    const bool a = prune(moves, lo, mid, smallest);
    const bool b = prune(moves, mid, hi, smallest);
    return a || b;
  }

  const Graph& graph() const { return g_; }
  int root() const { return root_; }

 private:
  Graph g_;
  int root_;
  WhichSide side_;
  Budget& budget_;
};

// g with the positions of equal side (cls[x] is the class of x: x >= y and y >= x in the side's
// order) made one, and the dominated options dropped (a Left option below another, a Right option
// above another), as stoppers are simplified (ONAG ch. 16; CGSuite's LoopyGame applies the same
// "basic simplifications" to a side's graph). For sides with cycles this is not taken on trust: the
// caller keeps the quotient only when the side order shows it equal to g from the root.
Graph quotient(const Graph& g, WhichSide side, std::vector<int>& cls, Budget& budget) {
  const int n = g.size();
  const std::vector<std::uint8_t> ge = side_order(g, g, side, budget);
  auto at = [&](int x, int y) { return ge[static_cast<std::size_t>(x) * n + y] != 0; };
  cls.assign(n, -1);
  std::vector<int> rep;
  for (int x = 0; x < n; ++x) {
    if (cls[x] >= 0) continue;
    cls[x] = static_cast<int>(rep.size());
    rep.push_back(x);
    budget.charge(static_cast<std::uint64_t>(n));
    for (int y = x + 1; y < n; ++y) {
      if (cls[y] < 0 && at(x, y) && at(y, x)) cls[y] = cls[x];
    }
  }
  Graph q;
  for (std::size_t c = 0; c < rep.size(); ++c) q.add_node();
  // The classes of the options in opts that no other one beats for the mover (Left: a larger
  // one; Right: a smaller one).
  auto undominated = [&](const std::vector<int>& opts, bool left) {
    std::vector<int> keep;
    for (int y : opts) {
      bool dominated = false;
      for (int z : opts) {
        if (cls[z] == cls[y]) continue;
        if (left ? (at(z, y) && !at(y, z)) : (at(y, z) && !at(z, y))) dominated = true;
      }
      if (!dominated) keep.push_back(cls[y]);
    }
    dedupe(keep);
    return keep;
  };
  for (std::size_t c = 0; c < rep.size(); ++c) {
    budget.charge(g.left[rep[c]].size() + g.right[rep[c]].size() + 1);
    q.left[c] = undominated(g.left[rep[c]], true);
    q.right[c] = undominated(g.right[rep[c]], false);
  }
  return q;
}

// g reduced by quotient when the side order shows the reduction equal to g from root, else g
// (root is renumbered with it).
Graph reduced(const Graph& g, int& root, WhichSide side, Budget& budget) {
  std::vector<int> cls;
  Graph q = quotient(g, side, cls, budget);
  std::vector<int> roots{cls[root]};
  q = restrict(q, roots);
  if (q.size() >= g.size() || !side_ge(q, roots[0], g, root, side, budget) ||
      !side_ge(g, root, q, roots[0], side, budget)) {
    return g;
  }
  root = roots[0];
  return q;
}

// The options of g that another option of the same position beats for the mover in the side's
// order on g itself (a Left option below another, a Right option above another; of two equal
// ones the later), Left's first. Deleting them is what simplifies a stopper (ONAG ch. 16); for
// sides with cycles the positions' sides may move as options go, so they are only candidates for
// Pruner, which keeps a deletion when the side order shows the root's side unchanged.
std::vector<Move> dominated_moves(const Graph& g, WhichSide side, Budget& budget) {
  const int n = g.size();
  const std::vector<std::uint8_t> ge = side_order(g, g, side, budget);
  auto at = [&](int x, int y) { return ge[static_cast<std::size_t>(x) * n + y] != 0; };
  std::vector<Move> out;
  for (const bool left : {true, false}) {
    for (int x = 0; x < n; ++x) {
      const std::vector<int>& opts = left ? g.left[x] : g.right[x];
      budget.charge(opts.size() * opts.size() + 1);
      for (std::size_t i = 0; i < opts.size(); ++i) {
        for (std::size_t j = 0; j < opts.size(); ++j) {
          const int y = opts[i], z = opts[j];
          if (i == j || y == z) continue;
          // z at least as good as y for the mover, strictly or as the earlier of two equal.
          const bool better = left ? at(z, y) : at(y, z);
          const bool worse = left ? at(y, z) : at(z, y);
          if (better && (!worse || j < i)) {
            out.push_back({x, y, left});
            break;
          }
        }
      }
    }
  }
  return out;
}

}  // namespace

std::optional<Stopper> side_by_pruning(const Graph& input, int root, WhichSide side,
                                       Budget& budget) {
  std::vector<int> roots{root};
  Graph g = restrict(input, roots);
  if (g.size() > kMaxPrunedPositions) return std::nullopt;
  for (;;) {
    g = restrict(g, roots);
    g = reduced(g, roots[0], side, budget);
    if (is_stopper(g, roots[0], budget)) return simplest(g, roots[0], budget);
    {
      // Dominated options first: few comparisons delete many moves.
      const std::vector<Move> dominated = dominated_moves(g, side, budget);
      const std::size_t lefts = static_cast<std::size_t>(
          std::count_if(dominated.begin(), dominated.end(), [](const Move& m) { return m.left; }));
      Pruner step(g, roots[0], side, budget);
      // Batches of kSmallestDominatedBatch and up only: what fails there is left to the
      // one-move batches of the cyclic moves below.
      const bool a = step.prune(dominated, 0, lefts, kSmallestDominatedBatch);
      const bool b = step.prune(dominated, lefts, dominated.size(), kSmallestDominatedBatch);
      if (a || b) {
        g = step.graph();
        g = restrict(g, roots);
        if (is_stopper(g, roots[0], budget)) return simplest(g, roots[0], budget);
      }
    }
    std::vector<Move> moves = cyclic_moves(g, budget);
    // The moves the side's loser would make first: in the onside infinite play is Left's, so
    // Right's moves into it are the likely useless ones (and Left's in the offside).
    std::stable_partition(moves.begin(), moves.end(),
                          [&](const Move& m) { return m.left == (side == WhichSide::kOffside); });
    const std::size_t split = static_cast<std::size_t>(
        std::partition_point(
            moves.begin(), moves.end(),
            [&](const Move& m) { return m.left == (side == WhichSide::kOffside); }) -
        moves.begin());
    Pruner step(g, roots[0], side, budget);
    // Each player's moves in batches of their own (one comparison each, Pruner::prune).
    const bool a = step.prune(moves, 0, split);
    const bool b = step.prune(moves, split, moves.size());
    if (!a && !b) return std::nullopt;
    g = step.graph();
  }
}

}  // namespace grundy::partizan::stopper
