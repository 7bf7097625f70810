#include "grundy/rulesets/green_hackenbush.h"

#include <fmt/format.h>

#include <algorithm>  // std::min, std::sort
#include <limits>     // std::numeric_limits
#include <stdexcept>  // std::length_error

namespace grundy::partizan {
namespace {

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
constexpr std::size_t kNoSkip = std::numeric_limits<std::size_t>::max();
// How the value of a component without an edge was found (BridgeTree::values_without_each).
constexpr char kUnknown = 0, kAlone = 1, kInRing = 2;
// green_value's lists are indexed by 32 bits: two entries per edge.
constexpr std::size_t kMaxGreenEdges = std::size_t{1} << 31;

// The bridge tree of a graph (less one edge, skip), searched from root: Tarjan's low-link
// search over edge ids, iterative, then the two-edge-connected components in preorder (so a
// component's number is below its children's) and their values by the colon principle.
class BridgeTree {
 public:
  // weight, when given, is per node: branches already valued that hang there (the colon
  // principle lets them stand for a stalk of that many edges).
  void build(std::uint32_t nodes, const std::vector<GreenEdge>& edges,
             const std::vector<std::uint64_t>* weight, std::uint32_t root, std::size_t skip,
             Budget& budget) {
    budget.charge(nodes + edges.size());
    const auto other = [&](std::uint32_t e, std::uint32_t v) {
      return edges[e].u == v ? edges[e].v : edges[e].u;
    };
    // The adjacency lists, loops left out (a loop is never a bridge: it is a circuit itself).
    start_.assign(nodes + 1, 0);
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (i == skip || edges[i].u == edges[i].v) continue;
      ++start_[edges[i].u + 1];
      ++start_[edges[i].v + 1];
    }
    for (std::uint32_t v = 0; v < nodes; ++v) start_[v + 1] += start_[v];
    adj_.resize(start_[nodes]);
    next_.assign(start_.begin(), start_.end() - 1);
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (i == skip || edges[i].u == edges[i].v) continue;
      adj_[next_[edges[i].u]++] = static_cast<std::uint32_t>(i);
      adj_[next_[edges[i].v]++] = static_cast<std::uint32_t>(i);
    }
    next_.assign(start_.begin(), start_.end() - 1);
    // Tarjan: the tree edge into v is a bridge when nothing below v reaches above it. Keyed by
    // the edge id, so a second edge between the same two nodes is a way back, not the same edge.
    tin_.assign(nodes, kNone);
    low_.assign(nodes, 0);
    parent_edge_.assign(nodes, kNone);
    bridge.assign(edges.size(), 0);
    order_.clear();
    stack_.clear();
    std::uint32_t clock = 0;
    tin_[root] = low_[root] = clock++;
    order_.push_back(root);
    stack_.push_back(root);
    while (!stack_.empty()) {
      const std::uint32_t v = stack_.back();
      if (next_[v] < start_[v + 1]) {
        const std::uint32_t e = adj_[next_[v]++];
        if (e == parent_edge_[v]) continue;
        const std::uint32_t w = other(e, v);
        if (tin_[w] == kNone) {
          tin_[w] = low_[w] = clock++;
          parent_edge_[w] = e;
          order_.push_back(w);
          stack_.push_back(w);
        } else {
          low_[v] = std::min(low_[v], tin_[w]);
        }
        continue;
      }
      stack_.pop_back();
      if (const std::uint32_t e = parent_edge_[v]; e != kNone) {
        const std::uint32_t p = other(e, v);
        low_[p] = std::min(low_[p], low_[v]);
        if (low_[v] > tin_[p]) bridge[e] = 1;
      }
    }
    // The components: a node entered by a bridge starts one, any other joins its parent's.
    comp.assign(nodes, kNone);
    parent.clear();
    top.clear();
    attach.clear();
    via.clear();
    auto start_component = [&](std::uint32_t node, std::uint32_t up, std::uint32_t at,
                               std::uint32_t e) {
      parent.push_back(up);
      top.push_back(node);
      attach.push_back(at);
      via.push_back(e);
      return static_cast<std::uint32_t>(top.size() - 1);
    };
    comp[root] = start_component(root, kNone, kNone, kNone);
    for (std::size_t k = 1; k < order_.size(); ++k) {
      const std::uint32_t v = order_[k], e = parent_edge_[v], p = other(e, v);
      comp[v] = bridge[e] ? start_component(v, comp[p], p, e) : comp[p];
    }
    // Fusion: every edge inside a component is a loop on it (worth *1, so only the parity
    // counts). Colon: the values from the leaves of the bridge tree down to the root.
    const std::size_t count = top.size();
    inside.assign(count, 0);
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (i == skip || comp[edges[i].u] == kNone) continue;
      if (edges[i].u == edges[i].v || !bridge[i]) ++inside[comp[edges[i].u]];
    }
    value.assign(count, 0);
    for (std::size_t c = 0; c < count; ++c) value[c] = inside[c] & 1;
    if (weight) {
      for (std::uint32_t v : order_) value[comp[v]] ^= (*weight)[v];
    }
    below = inside;
    for (std::size_t c = count - 1; c > 0; --c) {
      value[parent[c]] ^= 1 + value[c];  // a branch on a stalk of one edge: 1 + its value
      below[parent[c]] += below[c] + 1;
    }
  }

  // After a build without skip, of a two-edge-connected graph with these weights: the value of
  // the graph without each edge, where the structure of its two-edge cuts gives it (known[i]),
  // found in O(nodes + edges + the sum over classes of (class size)^2).
  //
  // Each edge off the search tree gets a pseudo-random 128-bit label and each tree edge the XOR
  // of the labels of the edges spanning it; two edges form a two-edge cut exactly when their
  // labels are equal (a tree edge spanned by one edge alone, or two tree edges spanned by the
  // same edges; two edges off the tree never cut the graph). Edges with equal labels form a
  // class K, and the graph less K falls into |K| blobs joined in a ring by K's edges: the tree
  // edges of K lie on one path down from the root (v_1 above v_2 … above v_t), cutting the tree
  // into pieces, and the last piece joins the first through the edges spanning them (or K's one
  // edge off the tree). Without one edge of K the ring is a path of blobs, each two-edge-
  // connected, so fused (its inner edges loops, its weights its branches), and its value is the
  // colon principle along the two arms from the root's blob. An edge alone in its class leaves
  // the graph two-edge-connected: one loop fewer. A class whose shape is not this ring (labels
  // equal by chance, about one chance in 2^100 here) is left unknown, for the exact analysis.
  void values_without_each(const std::vector<GreenEdge>& edges,
                           const std::vector<std::uint64_t>& weight,
                           std::vector<std::uint64_t>& without, std::vector<char>& known,
                           Budget& budget) const {
    const std::size_t m = edges.size(), n = tin_.size();
    budget.charge(n + m);
    struct Label {
      std::uint64_t lo = 0, hi = 0;
      Label& operator^=(const Label& o) {
        lo ^= o.lo, hi ^= o.hi;
        return *this;
      }
      auto operator<=>(const Label&) const = default;
    };
    auto mix = [](std::uint64_t z) {  // splitmix64
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      return z ^ (z >> 31);
    };
    auto is_tree = [&](std::size_t i) {
      return parent_edge_[edges[i].u] == i || parent_edge_[edges[i].v] == i;
    };
    // The node below a tree edge; the upper end of any edge (its ends are on one path down).
    auto lower = [&](std::size_t i) {
      return parent_edge_[edges[i].u] == i ? edges[i].u : edges[i].v;
    };
    auto upper = [&](std::size_t i) {
      return tin_[edges[i].u] <= tin_[edges[i].v] ? edges[i].u : edges[i].v;
    };
    std::vector<Label> label(m), spans(n);
    // Per subtree: its nodes' count, the edges inside it, those with one end in it, its weight.
    std::vector<std::uint32_t> size(n, 1);
    std::vector<std::uint64_t> inner(n, 0), cross(n, 0), weights(weight.begin(), weight.end());
    for (std::size_t i = 0; i < m; ++i) {
      ++inner[upper(i)];
      cross[edges[i].u] += 1, cross[edges[i].v] += 1;  // degrees, for now
      if (edges[i].u == edges[i].v || is_tree(i)) continue;
      label[i] = {mix((i + 1) * 0x9E3779B97F4A7C15ull), mix((i + 1) * 0xD1B54A32D192ED03ull)};
      spans[edges[i].u] ^= label[i];
      spans[edges[i].v] ^= label[i];
    }
    for (std::size_t k = order_.size(); k-- > 1;) {
      const std::uint32_t v = order_[k], e = parent_edge_[v];
      const std::uint32_t p = edges[e].u == v ? edges[e].v : edges[e].u;
      label[e] = spans[v];
      spans[p] ^= spans[v];
      size[p] += size[v];
      inner[p] += inner[v];
      cross[p] += cross[v];
      weights[p] ^= weights[v];
    }
    for (std::uint32_t v = 0; v < n; ++v) cross[v] -= 2 * inner[v];  // degrees less inside
    auto within = [&](std::uint32_t x, std::uint32_t v) {            // x in v's subtree
      return tin_[x] >= tin_[v] && tin_[x] < tin_[v] + size[v];
    };
    const std::uint32_t root = order_[0];
    without.assign(m, 0);
    known.assign(m, 0);
    // The classes: the edges (not loops) sorted by label.
    std::vector<std::uint32_t> by_label;
    for (std::size_t i = 0; i < m; ++i) {
      if (edges[i].u != edges[i].v) by_label.push_back(static_cast<std::uint32_t>(i));
    }
    std::sort(by_label.begin(), by_label.end(), [&](std::uint32_t a, std::uint32_t b) {
      return label[a] < label[b] || (label[a] == label[b] && a < b);
    });
    std::vector<std::uint32_t> tree_edges, ring;
    std::vector<std::uint64_t> blob;
    for (std::size_t first = 0, last = 0; first < by_label.size(); first = last) {
      while (last < by_label.size() && label[by_label[last]] == label[by_label[first]]) ++last;
      if (last - first == 1) {  // in no two-edge cut: one loop fewer on the fused node
        without[by_label[first]] = value[0] ^ 1;
        known[by_label[first]] = kAlone;
        continue;
      }
      tree_edges.clear();
      std::uint32_t off = kNone;  // the class's edge off the tree, if any
      bool ring_shaped = true;
      for (std::size_t k = first; k < last; ++k) {
        const std::uint32_t i = by_label[k];
        if (is_tree(i)) {
          tree_edges.push_back(i);
        } else {
          ring_shaped = ring_shaped && off == kNone;
          off = i;
        }
      }
      std::sort(tree_edges.begin(), tree_edges.end(),
                [&](std::uint32_t a, std::uint32_t b) { return tin_[lower(a)] < tin_[lower(b)]; });
      const std::size_t t = tree_edges.size();
      ring_shaped = ring_shaped && t >= 1 && (off != kNone || t >= 2);
      for (std::size_t j = 0; ring_shaped && j < t; ++j) {
        const std::uint32_t v = lower(tree_edges[j]);
        ring_shaped = cross[v] == cross[lower(tree_edges[0])] &&
                      (j == 0 || within(v, lower(tree_edges[j - 1])));
      }
      if (ring_shaped && off != kNone) {  // it joins the last piece to the first
        const std::uint32_t top = lower(tree_edges[0]), bottom = lower(tree_edges[t - 1]);
        const std::uint32_t a = edges[off].u, b = edges[off].v;
        ring_shaped = cross[top] == 2 && ((within(a, bottom) && !within(b, top)) ||
                                          (within(b, bottom) && !within(a, top)));
      }
      if (!ring_shaped) continue;  // left to the exact analysis
      // The pieces' fused values: (edges inside mod 2) XOR their weights. Piece 0 is the
      // root's, piece j (1 … t) the subtree of v_j less that of v_{j+1}.
      auto v_of = [&](std::size_t j) { return lower(tree_edges[j - 1]); };
      auto piece = [&](std::size_t j) -> std::pair<std::uint64_t, std::uint64_t> {
        if (j == 0) return {m - inner[v_of(1)] - cross[v_of(1)], weights[root] ^ weights[v_of(1)]};
        if (j == t) return {inner[v_of(t)], weights[v_of(t)]};
        return {inner[v_of(j)] - inner[v_of(j + 1)] - 1, weights[v_of(j)] ^ weights[v_of(j + 1)]};
      };
      blob.clear();
      ring.clear();
      if (off != kNone) {  // blobs are the pieces 0 … t; the ring edges e_1 … e_t, then off
        for (std::size_t j = 0; j <= t; ++j) {
          const auto [in, w] = piece(j);
          blob.push_back((in & 1) ^ w);
        }
        ring = tree_edges;
        ring.push_back(off);
      } else {  // the first and last pieces are one blob, joined by the edges spanning them
        const auto [in0, w0] = piece(0);
        const auto [int_, wt] = piece(t);
        blob.push_back(((in0 + int_ + cross[v_of(1)] - 1) & 1) ^ w0 ^ wt);
        for (std::size_t j = 1; j < t; ++j) {
          const auto [in, w] = piece(j);
          blob.push_back((in & 1) ^ w);
        }
        ring = tree_edges;
      }
      // Without ring edge r (joining blobs r and r + 1, mod the count): the arms 1 … r and
      // count - 1 … r + 1 hang from blob 0 (the colon principle along each).
      const std::size_t count = blob.size();
      budget.charge(count * count);
      for (std::size_t r = 0; r < count; ++r) {
        std::uint64_t x = blob[0];
        if (r >= 1) {
          std::uint64_t a = blob[r];
          for (std::size_t j = r - 1; j >= 1; --j) a = blob[j] ^ (1 + a);
          x ^= 1 + a;
        }
        if (r + 1 < count) {
          std::uint64_t a = blob[r + 1];
          for (std::size_t j = r + 2; j < count; ++j) a = blob[j] ^ (1 + a);
          x ^= 1 + a;
        }
        without[ring[r]] = x;
        known[ring[r]] = kInRing;
      }
    }
  }

  std::vector<std::uint32_t> comp;  // per node: its component, kNone where not grounded
  std::vector<char> bridge;         // per edge
  // Per component: the parent component, the node the bridge from it enters (the root for the
  // root's), the parent's node it hangs from, that bridge, the edges inside, its value and the
  // edges that fall when its bridge is cut.
  std::vector<std::uint32_t> parent, top, attach, via;
  std::vector<std::uint64_t> inside, value, below;

 private:
  std::vector<std::uint32_t> start_, adj_, next_, tin_, low_, parent_edge_, order_, stack_;
};

std::string where(std::uint32_t node) {
  return node == 0 ? std::string("the ground") : fmt::format("node {}", node);
}

}  // namespace

std::uint64_t green_value(std::uint32_t nodes, const std::vector<GreenEdge>& edges,
                          Budget& budget) {
  if (edges.empty()) return 0;
  if (edges.size() >= kMaxGreenEdges) {
    throw std::length_error("a Green Hackenbush picture of 2^31 edges or more");
  }
  const auto m = static_cast<std::uint32_t>(edges.size());
  // One search, nothing kept per edge but the adjacency: 4 bytes per edge end, 4 per list
  // start, 12 per node's (tin, low, value) and 16 per node on the stack (twice: it grows by
  // doubling).
  MemoryCharge bytes(budget, "the Green Hackenbush search");
  bytes.add(8 * std::uint64_t{m} + 48 * (std::uint64_t{nodes} + 1));
  budget.charge(std::uint64_t{nodes} + m);
  struct Node {
    std::uint32_t tin, low, value;  // a Green value is below the edge count: 32 bits hold it
  };
  std::vector<Node> node(nodes, Node{kNone, 0, 0});
  // The adjacency lists, neighbours only: the edge from a parent is recognised as the first
  // entry naming the parent (a second edge to it is a way back). Loops are left out: each is a
  // circuit by itself, so its node's loop (*1, fusion principle) is counted here.
  std::vector<std::uint32_t> start(std::size_t{nodes} + 1, 0), adj;
  for (const GreenEdge& e : edges) {
    if (e.u == e.v) {
      node[e.u].value ^= 1;
    } else {
      ++start[e.u + 1], ++start[e.v + 1];
    }
  }
  for (std::uint32_t v = 0; v < nodes; ++v) start[v + 1] += start[v];
  adj.resize(start[nodes]);
  for (const GreenEdge& e : edges) {
    if (e.u == e.v) continue;
    adj[start[e.u]++] = e.v;
    adj[start[e.v]++] = e.u;
  }
  for (std::uint32_t v = nodes; v > 0; --v) start[v] = start[v - 1];  // undo the filling
  start[0] = 0;
  // Tarjan's low-link search from the ground, valuing as it closes each node. value[v] gathers
  // what has closed in v's subtree on v's side of every bridge:
  //   * fusion principle: a circuit's nodes fuse, its edges become loops worth *1 each, so a
  //     back edge (seen from its lower end) and a tree edge that is no bridge add *1, and a
  //     child across such an edge pours its value into its parent's;
  //   * colon principle: a child across a bridge is a branch on a stalk of one edge, worth
  //     1 + value(child) by then (its whole subtree has closed), nim-added to the parent.
  struct Frame {
    std::uint32_t v, next, end, parent;
  };
  std::vector<Frame> stack;
  stack.reserve(64);
  std::uint32_t clock = 0;
  node[0].tin = node[0].low = clock++;
  stack.push_back({0, start[0], start[1], 0});  // the ground: no parent (its own number)
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (f.next < f.end) {
      const std::uint32_t w = adj[f.next++];
      if (w == f.parent) {
        f.parent = f.v;  // the tree edge itself, skipped once (no list names its own node)
        continue;
      }
      Node& nw = node[w];
      if (nw.tin == kNone) {
        nw.tin = nw.low = clock++;
        stack.push_back({w, start[w], start[w + 1], f.v});
      } else if (Node& nv = node[f.v]; nw.tin < nv.tin) {
        nv.low = std::min(nv.low, nw.tin);
        nv.value ^= 1;  // a back edge: a loop on the fused node
      }
      continue;
    }
    const std::uint32_t v = f.v;
    stack.pop_back();
    if (stack.empty()) break;
    const Node& nv = node[v];
    Node& np = node[stack.back().v];
    if (nv.low > np.tin) {
      np.value ^= 1 + nv.value;  // across a bridge (colon principle)
    } else {
      np.value ^= nv.value ^ 1;  // inside a circuit (fusion principle)
      np.low = std::min(np.low, nv.low);
    }
  }
  return node[0].value;
}

std::vector<GreenCut> green_cuts_worth(std::uint32_t nodes, const std::vector<GreenEdge>& edges,
                                       std::uint64_t target, Budget& budget, bool rings) {
  std::vector<GreenCut> cuts;
  if (edges.empty()) return cuts;
  // The whole picture's tree, a component's and its labels: charged before they are made.
  MemoryCharge bytes(budget, "the Green Hackenbush bridge tree");
  bytes.add(2 * 12 * (std::uint64_t{nodes} + edges.size()) * 4);
  BridgeTree whole;
  whole.build(nodes, edges, nullptr, 0, kNoSkip, budget);
  const std::size_t count = whole.top.size();
  const std::vector<std::uint64_t>& value = whole.value;
  // Top-down, the value component c must take for the whole to be worth target, its branches
  // elsewhere unchanged: its parent p is worth value[p] XOR (1 + value[c]) XOR (1 + x) once c is
  // worth x, and x = y - 1 needs y >= 1.
  std::vector<std::uint64_t> need(count, 0);
  std::vector<char> can(count, 0);
  need[0] = target;
  can[0] = 1;
  for (std::size_t c = 1; c < count; ++c) {
    const std::uint32_t p = whole.parent[c];
    if (!can[p]) continue;
    const std::uint64_t y = need[p] ^ value[p] ^ (1 + value[c]);
    can[c] = y != 0;
    need[c] = y - 1;
  }
  // The bridges: cutting the one under c takes c's branch, worth 1 + value[c], off its parent.
  for (std::size_t c = 1; c < count; ++c) {
    const std::uint32_t p = whole.parent[c];
    if (!can[p] || (value[p] ^ (1 + value[c])) != need[p]) continue;
    cuts.push_back({whole.via[c], whole.below[c],
                    fmt::format(", taking a branch worth 1 + {} = {} off {} (colon principle)",
                                value[c], 1 + value[c], where(whole.attach[c]))});
  }
  // Edges not grounded (none in a picture as the ruleset keeps it): cutting one changes nothing.
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if (whole.comp[edges[i].u] == kNone && value[0] == target) {
      cuts.push_back({i, 0, ", which stands on nothing grounded"});
    }
  }
  // The edges inside components, grouped by component (and the components' nodes).
  std::vector<std::uint32_t> node_start(count + 1, 0), edge_start(count + 1, 0);
  for (std::uint32_t v = 0; v < nodes; ++v) {
    if (whole.comp[v] != kNone) ++node_start[whole.comp[v] + 1];
  }
  auto is_inside = [&](std::size_t i) {
    return whole.comp[edges[i].u] != kNone && (edges[i].u == edges[i].v || !whole.bridge[i]);
  };
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if (is_inside(i)) ++edge_start[whole.comp[edges[i].u] + 1];
  }
  for (std::size_t c = 0; c < count; ++c) {
    node_start[c + 1] += node_start[c];
    edge_start[c + 1] += edge_start[c];
  }
  std::vector<std::uint32_t> node_list(node_start[count]), edge_list(edge_start[count]);
  {
    std::vector<std::uint32_t> fill(node_start.begin(), node_start.end() - 1);
    for (std::uint32_t v = 0; v < nodes; ++v) {
      if (whole.comp[v] != kNone) node_list[fill[whole.comp[v]]++] = v;
    }
    fill.assign(edge_start.begin(), edge_start.end() - 1);
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (is_inside(i)) edge_list[fill[whole.comp[edges[i].u]]++] = static_cast<std::uint32_t>(i);
    }
  }
  // What hangs from each node: its child components' branches, 1 + value each (colon).
  std::vector<std::uint64_t> hanging(nodes, 0);
  for (std::size_t c = 1; c < count; ++c) hanging[whole.attach[c]] ^= 1 + value[c];
  // Each component that may take the value it needs, analysed again without each of its edges.
  std::vector<std::uint32_t> local(nodes, kNone);
  std::vector<GreenEdge> part;
  std::vector<std::uint64_t> weight;
  BridgeTree tree, again;
  std::vector<std::uint64_t> without;
  std::vector<char> known;
  for (std::size_t c = 0; c < count; ++c) {
    if (!can[c] || edge_start[c] == edge_start[c + 1]) continue;
    const std::string stands = where(whole.top[c]);
    bool built = false;
    for (std::uint32_t k = edge_start[c]; k < edge_start[c + 1]; ++k) {
      const std::uint32_t i = edge_list[k];
      if (edges[i].u == edges[i].v) {
        // A loop is *1 (fusion): without it the component's value changes by 1 in its last bit.
        if ((value[c] ^ 1) != need[c]) continue;
        cuts.push_back({i, 0,
                        fmt::format(", a loop, worth *1 (fusion principle): what stands on {} "
                                    "goes from {} to {}",
                                    stands, value[c], value[c] ^ 1)});
        continue;
      }
      if (!built) {
        // The component alone: its nodes renumbered from 0, its edges, the branches hanging
        // from it as weights.
        part.clear();
        weight.clear();
        for (std::uint32_t n = node_start[c]; n < node_start[c + 1]; ++n) {
          local[node_list[n]] = n - node_start[c];
          weight.push_back(hanging[node_list[n]]);
        }
        for (std::uint32_t j = edge_start[c]; j < edge_start[c + 1]; ++j) {
          part.push_back({local[edges[edge_list[j]].u], local[edges[edge_list[j]].v]});
        }
        built = true;
        tree.build(node_start[c + 1] - node_start[c], part, &weight, local[whole.top[c]], kNoSkip,
                   budget);
        if (rings) {
          tree.values_without_each(part, weight, without, known, budget);
        } else {
          without.assign(part.size(), 0);
          known.assign(part.size(), kUnknown);
        }
      }
      const std::size_t j = k - edge_start[c];
      if (known[j] == kAlone) {
        // Still two-edge-connected without it: one loop fewer on the fused node (fusion).
        if (without[j] != need[c]) continue;
        cuts.push_back({i, 0,
                        fmt::format(", which lies on a circuit, so nothing falls: what stands on "
                                    "{} goes from {} to {} (fusion principle: the circuit's "
                                    "nodes stay fused, with one loop fewer)",
                                    stands, value[c], without[j])});
        continue;
      }
      std::uint64_t x = without[j];
      if (known[j] == kUnknown) {
        again.build(node_start[c + 1] - node_start[c], part, &weight, local[whole.top[c]], j,
                    budget);
        x = again.value[0];
      }
      if (x != need[c]) continue;
      cuts.push_back(
          {i, 0,
           fmt::format(", which lies on a circuit, so nothing falls: what stands on {} goes "
                       "from {} to {} (fusion principle: a circuit's nodes fuse, its edges "
                       "become loops worth *1; colon principle on the bridges the cut leaves)",
                       stands, value[c], x)});
    }
    for (std::uint32_t n = node_start[c]; n < node_start[c + 1]; ++n) local[node_list[n]] = kNone;
  }
  std::sort(cuts.begin(), cuts.end(),
            [](const GreenCut& a, const GreenCut& b) { return a.edge < b.edge; });
  return cuts;
}

}  // namespace grundy::partizan
