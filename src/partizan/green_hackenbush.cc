#include "partizan/green_hackenbush.h"

#include <fmt/format.h>

#include <algorithm>  // std::min, std::sort
#include <limits>     // std::numeric_limits

namespace grundy::partizan {
namespace {

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
constexpr std::size_t kNoSkip = std::numeric_limits<std::size_t>::max();

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

  // After a build without skip, of a two-edge-connected graph: per edge, 1 when it certainly
  // lies in no two-edge cut, so that the graph without it is still two-edge-connected. Each
  // edge off the search tree gets a pseudo-random label and each tree edge the XOR of the labels
  // of the edges spanning it; two edges form a two-edge cut exactly when their labels are equal
  // (a tree edge spanned by one edge alone, or two tree edges spanned by the same edges: two
  // edges off the tree never cut it), so an edge whose label no other edge has is in none. Equal
  // labels by chance only send an edge to the exact analysis: no answer depends on the labels.
  std::vector<char> alone(const std::vector<GreenEdge>& edges) const {
    std::vector<std::uint64_t> label(edges.size(), 0), spans(tin_.size(), 0);
    for (std::size_t i = 0; i < edges.size(); ++i) {
      const GreenEdge e = edges[i];
      if (e.u == e.v || parent_edge_[e.u] == i || parent_edge_[e.v] == i) continue;
      std::uint64_t z = (i + 1) * 0x9E3779B97F4A7C15ull;  // splitmix64
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      label[i] = z ^ (z >> 31);
      spans[e.u] ^= label[i];
      spans[e.v] ^= label[i];
    }
    for (std::size_t k = order_.size(); k-- > 1;) {
      const std::uint32_t v = order_[k], e = parent_edge_[v];
      label[e] = spans[v];
      spans[edges[e].u == v ? edges[e].v : edges[e].u] ^= spans[v];
    }
    std::vector<std::uint64_t> sorted;
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (edges[i].u != edges[i].v) sorted.push_back(label[i]);
    }
    std::sort(sorted.begin(), sorted.end());
    std::vector<char> out(edges.size(), 0);
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (edges[i].u == edges[i].v) continue;
      const auto [lo, hi] = std::equal_range(sorted.begin(), sorted.end(), label[i]);
      out[i] = hi - lo == 1;
    }
    return out;
  }

  std::uint64_t bytes() const {
    return 4 * (start_.capacity() + adj_.capacity() + next_.capacity() + tin_.capacity() +
                low_.capacity() + parent_edge_.capacity() + order_.capacity() + stack_.capacity() +
                comp.capacity() + parent.capacity() + top.capacity() + attach.capacity() +
                via.capacity()) +
           bridge.capacity() + 8 * (value.capacity() + inside.capacity() + below.capacity());
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
  MemoryCharge bytes(budget, "the Green Hackenbush bridge tree");
  bytes.add(12 * (std::uint64_t{nodes} + edges.size()) * 4);
  BridgeTree tree;
  tree.build(nodes, edges, nullptr, 0, kNoSkip, budget);
  return tree.value[0];
}

std::vector<GreenCut> green_cuts_worth(std::uint32_t nodes, const std::vector<GreenEdge>& edges,
                                       std::uint64_t target, Budget& budget) {
  std::vector<GreenCut> cuts;
  if (edges.empty()) return cuts;
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
  BridgeTree tree;
  std::vector<char> alone;
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
        alone = tree.alone(part);
      }
      if (alone[k - edge_start[c]]) {
        // Still two-edge-connected without it: one loop fewer on the fused node (fusion).
        if ((value[c] ^ 1) != need[c]) continue;
        cuts.push_back({i, 0,
                        fmt::format(", which lies on a circuit, so nothing falls: what stands on "
                                    "{} goes from {} to {} (fusion principle: the circuit's "
                                    "nodes stay fused, with one loop fewer)",
                                    stands, value[c], value[c] ^ 1)});
        continue;
      }
      tree.build(node_start[c + 1] - node_start[c], part, &weight, local[whole.top[c]],
                 k - edge_start[c], budget);
      const std::uint64_t x = tree.value[0];
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
