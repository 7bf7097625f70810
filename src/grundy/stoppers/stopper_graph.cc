#include "grundy/stoppers/stopper_graph.h"

#include <algorithm>  // std::sort, std::unique
#include <deque>      // std::deque
#include <map>        // std::map
#include <memory>     // std::unique_ptr
#include <utility>    // std::pair

#include "grundy/core/error.h"

namespace grundy::partizan::stopper {
namespace {

// The most nodes a graph built here may have (a sum's pairs, a parsed definition); past this the
// computation is a budget error rather than a long wait.
constexpr int kMaxGraphNodes = 1 << 20;
// The most nodes whose all-pairs survival matrix is computed (n² states).
constexpr std::uint64_t kMaxMatrixNodes = 4096;

}  // namespace

std::vector<std::vector<int>> predecessors(const std::vector<std::vector<int>>& opts) {
  std::vector<std::vector<int>> pred(opts.size());
  for (int x = 0; x < static_cast<int>(opts.size()); ++x) {
    for (int y : opts[x]) pred[y].push_back(x);
  }
  return pred;
}

void dedupe(std::vector<int>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

std::vector<int> reachable(const Graph& g, const std::vector<int>& roots) {
  std::vector<bool> seen(g.size(), false);
  std::vector<int> order;
  std::deque<int> queue;
  for (int r : roots) {
    if (!seen[r]) seen[r] = true, order.push_back(r), queue.push_back(r);
  }
  while (!queue.empty()) {
    const int x = queue.front();
    queue.pop_front();
    for (const auto* opts : {&g.left[x], &g.right[x]}) {
      for (int y : *opts) {
        if (!seen[y]) seen[y] = true, order.push_back(y), queue.push_back(y);
      }
    }
  }
  return order;
}

Graph restrict(const Graph& g, std::vector<int>& roots) {
  const std::vector<int> order = reachable(g, roots);
  std::vector<int> index(g.size(), -1);
  for (int i = 0; i < static_cast<int>(order.size()); ++i) index[order[i]] = i;
  Graph out;
  for (int x : order) {
    const int i = out.add_node();
    for (int y : g.left[x]) out.left[i].push_back(index[y]);
    for (int y : g.right[x]) out.right[i].push_back(index[y]);
    dedupe(out.left[i]);
    dedupe(out.right[i]);
  }
  for (int& r : roots) r = index[r];
  return out;
}

std::vector<bool> loopy_nodes(const Graph& g, Budget& budget) {
  // States 2x (Left to move at x) and 2x + 1 (Right to move). A state lies on or leads to an
  // alternating cycle unless peeling states whose successors are all peeled reaches it.
  const int n = g.size();
  budget.charge(2 * static_cast<std::uint64_t>(n) + 1);
  std::vector<int> count(2 * n);
  std::vector<bool> done(2 * n, false);
  const auto pred_left = predecessors(g.left), pred_right = predecessors(g.right);
  std::vector<int> queue;
  for (int x = 0; x < n; ++x) {
    count[2 * x] = static_cast<int>(g.left[x].size());
    count[2 * x + 1] = static_cast<int>(g.right[x].size());
    for (int t = 0; t < 2; ++t) {
      if (count[2 * x + t] == 0) done[2 * x + t] = true, queue.push_back(2 * x + t);
    }
  }
  while (!queue.empty()) {
    const int s = queue.back();
    queue.pop_back();
    const int y = s / 2;
    // (y, Right to move) is reached by a Left move from (x, Left to move), and vice versa.
    const auto& preds = (s % 2 == 1) ? pred_left[y] : pred_right[y];
    const int t = (s % 2 == 1) ? 0 : 1;
    for (int x : preds) {
      if (--count[2 * x + t] == 0) done[2 * x + t] = true, queue.push_back(2 * x + t);
    }
  }
  // A node is loopy when either of its states is not peeled, or a follower's is.
  std::vector<bool> loopy(n, false);
  for (int x = 0; x < n; ++x) loopy[x] = !done[2 * x] || !done[2 * x + 1];
  // Propagate backwards along any move: a node with a loopy follower is loopy.
  std::vector<int> stack;
  for (int x = 0; x < n; ++x) {
    if (loopy[x]) stack.push_back(x);
  }
  while (!stack.empty()) {
    const int y = stack.back();
    stack.pop_back();
    for (const auto* preds : {&pred_left[y], &pred_right[y]}) {
      for (int x : *preds) {
        if (!loopy[x]) loopy[x] = true, stack.push_back(x);
      }
    }
  }
  return loopy;
}

bool is_stopper(const Graph& g, int root, Budget& budget) {
  std::vector<int> roots{root};
  const Graph r = restrict(g, roots);
  return !loopy_nodes(r, budget)[roots[0]];
}

Outcomes outcomes(const Graph& g, Budget& budget) {
  const int n = g.size();
  budget.charge(2 * static_cast<std::uint64_t>(n) + 1);
  MemoryCharge memory(budget, "the retrograde analysis of a loopy game");
  memory.add(static_cast<std::uint64_t>(n) * 40);
  const auto pred_left = predecessors(g.left), pred_right = predecessors(g.right);
  // win[w][s]: player w (0 Left, 1 Right) wins from state s = 2x + t (t: 0 Left to move).
  std::vector<std::vector<bool>> win(2, std::vector<bool>(2 * n, false));
  for (int w = 0; w < 2; ++w) {
    std::vector<int> count(2 * n);
    std::vector<int> queue;
    for (int x = 0; x < n; ++x) {
      count[2 * x] = static_cast<int>(g.left[x].size());
      count[2 * x + 1] = static_cast<int>(g.right[x].size());
      // The opponent of w, to move with no move, loses.
      const int stuck = 2 * x + (1 - w);
      if (count[stuck] == 0) win[w][stuck] = true, queue.push_back(stuck);
    }
    while (!queue.empty()) {
      const int s = queue.back();
      queue.pop_back();
      budget.charge();
      const int y = s / 2;
      const int t = (s % 2 == 1) ? 0 : 1;  // the mover of the predecessor states
      const auto& preds = (s % 2 == 1) ? pred_left[y] : pred_right[y];
      for (int x : preds) {
        const int p = 2 * x + t;
        if (win[w][p]) continue;
        // w to move at p wins with one winning move; the opponent loses when all moves do.
        if (t == w || --count[p] == 0) win[w][p] = true, queue.push_back(p);
      }
    }
  }
  Outcomes out;
  for (int x = 0; x < n; ++x) {
    for (int t = 0; t < 2; ++t) {
      const int s = 2 * x + t;
      const Result r = win[0][s] ? Result::kLeft : win[1][s] ? Result::kRight : Result::kDraw;
      (t == 0 ? out.left_first : out.right_first).push_back(r);
    }
  }
  return out;
}

std::vector<std::uint8_t> survival_matrix(const Graph& g, Budget& budget) {
  const std::uint64_t n = static_cast<std::uint64_t>(g.size());
  if (n > kMaxMatrixNodes) {
    throw Error(ErrorKind::kBudget, "a loopy game graph of " + std::to_string(n) +
                                        " nodes is above " + std::to_string(kMaxMatrixNodes) +
                                        ", the most compared pairwise");
  }
  budget.charge(2 * n * n + 1);
  MemoryCharge memory(budget, "the comparison of a loopy game's positions");
  // rw and the queue for each state, a counter for each Left-to-move state.
  memory.add(2 * n * n * 5 + n * n * 2 + n);
  const auto pred_left = predecessors(g.left), pred_right = predecessors(g.right);
  // State ((x * n + y) * 2 + t): the position x - y, t = 0 Left to move, 1 Right (below 2^32,
  // as n <= kMaxMatrixNodes). rw: Right wins (Left is left without a move in finitely many
  // moves, whatever she does). count[s / 2], s Left to move: her moves not yet known lost (at
  // most 2 kMaxMatrixNodes, a 16-bit count).
  std::vector<std::uint16_t> count(n * n, 0);
  std::vector<std::uint8_t> rw(2 * n * n, 0);
  // Each state enters the queue at most once: one allocation, left uninitialised (its pages are
  // touched only as far as it fills), not a doubling chain of large blocks.
  const std::unique_ptr<std::uint32_t[]> queue(new std::uint32_t[2 * n * n]);
  std::uint64_t tail = 0;
  for (std::uint64_t x = 0; x < n; ++x) {
    for (std::uint64_t y = 0; y < n; ++y) {
      const std::uint64_t s = (x * n + y) * 2;
      count[s / 2] = static_cast<std::uint16_t>(g.left[x].size() + g.right[y].size());
      if (count[s / 2] == 0) rw[s] = 1, queue[tail++] = static_cast<std::uint32_t>(s);
    }
  }
  for (std::uint64_t i = 0; i < tail; ++i) {
    const std::uint64_t s = queue[i];
    budget.charge();
    const std::uint64_t a = s / 2 / n, b = s / 2 % n;
    if (s % 2 == 1) {
      // (a, b) with Right to move, reached by a Left move: x -> a (a a Left option of x) or
      // y -> b in -y (b a Right option of y). Left to move there loses when all her moves do.
      auto hit = [&](std::uint64_t p) {
        if (!rw[p] && --count[p / 2] == 0) rw[p] = 1, queue[tail++] = static_cast<std::uint32_t>(p);
      };
      for (int x : pred_left[a]) hit((x * n + b) * 2);
      for (int y : pred_right[b]) hit((a * n + y) * 2);
    } else {
      // (a, b) with Left to move, reached by a Right move: one such move wins for Right.
      auto hit = [&](std::uint64_t p) {
        if (!rw[p]) rw[p] = 1, queue[tail++] = static_cast<std::uint32_t>(p);
      };
      for (int x : pred_right[a]) hit((x * n + b) * 2 + 1);
      for (int y : pred_left[b]) hit((a * n + y) * 2 + 1);
    }
  }
  std::vector<std::uint8_t> ge(n * n);
  for (std::uint64_t i = 0; i < n * n; ++i) ge[i] = !rw[2 * i + 1];
  return ge;
}

Graph disjoint_union(const Graph& a, const Graph& b) {
  Graph out = a;
  const int shift = a.size();
  for (int x = 0; x < b.size(); ++x) {
    const int i = out.add_node();
    for (int y : b.left[x]) out.left[i].push_back(y + shift);
    for (int y : b.right[x]) out.right[i].push_back(y + shift);
  }
  return out;
}

Graph sum(const Graph& a, int ra, const Graph& b, int rb, Budget& budget) {
  std::map<std::pair<int, int>, int> index;
  std::vector<std::pair<int, int>> pairs;
  Graph out;
  auto id = [&](int x, int y) {
    auto [it, fresh] = index.try_emplace({x, y}, out.size());
    if (fresh) {
      if (out.size() >= kMaxGraphNodes) {
        throw Error(ErrorKind::kBudget, "the graph of a sum of loopy games passes " +
                                            std::to_string(kMaxGraphNodes) + " positions");
      }
      budget.charge();
      budget.charge_bytes(64, "the graph of a sum of loopy games");
      out.add_node();
      pairs.push_back({x, y});
    }
    return it->second;
  };
  id(ra, rb);
  for (int i = 0; i < out.size(); ++i) {
    const auto [x, y] = pairs[i];
    std::vector<int> l, r;
    for (int o : a.left[x]) l.push_back(id(o, y));
    for (int o : b.left[y]) l.push_back(id(x, o));
    for (int o : a.right[x]) r.push_back(id(o, y));
    for (int o : b.right[y]) r.push_back(id(x, o));
    dedupe(l);
    dedupe(r);
    out.left[i] = std::move(l);
    out.right[i] = std::move(r);
  }
  return out;
}

Graph negative(const Graph& g) {
  Graph out;
  out.left = g.right;
  out.right = g.left;
  return out;
}

}  // namespace grundy::partizan::stopper
