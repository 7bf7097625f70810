#pragma once
// The plain route to a Green Hackenbush picture's value, the yardstick for the fast one
// (grundy/rulesets/green_hackenbush.cc) in bench/green_hackenbush_bench.cc and the second route
// in green_hackenbush_test.cc. Textbook, in three passes, with nothing shared with the fast code:
//   1. the bridges, by Tarjan's low-link search (iterative, over adjacency lists of
//      (neighbour, edge id) pairs, so a second edge between two nodes is a way back);
//   2. the fusion principle (Winning Ways ch. 7): the nodes joined without crossing a bridge are
//      fused into one, each edge between fused nodes (a loop included) becoming a loop worth *1;
//   3. the colon principle: on the tree of bridges so made, a node's value is the nim-sum of its
//      loops and of 1 + value(child) over the bridges up to its children, from the leaves down.
// Node 0 is the ground; what is not connected to it is worth 0.
#include <algorithm>  // std::min
#include <cstdint>    // std::uint32_t, std::uint64_t
#include <limits>     // std::numeric_limits
#include <utility>    // std::pair
#include <vector>     // std::vector

#include "grundy/rulesets/green_hackenbush.h"  // GreenEdge

namespace grundy::partizan::reference {

inline std::uint64_t green_value_plain(std::uint32_t nodes, const std::vector<GreenEdge>& edges) {
  constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
  if (edges.empty()) return 0;
  // 1. Bridges. The ground's search: each frame is a node and how far its list has been read.
  std::vector<std::vector<std::pair<std::uint32_t, std::uint32_t>>> adjacency(nodes);
  for (std::uint32_t i = 0; i < edges.size(); ++i) {
    if (edges[i].u == edges[i].v) continue;  // a loop is never a bridge
    adjacency[edges[i].u].push_back({edges[i].v, i});
    adjacency[edges[i].v].push_back({edges[i].u, i});
  }
  std::vector<std::uint32_t> tin(nodes, kNone), low(nodes, 0), via(nodes, kNone);
  std::vector<bool> bridge(edges.size(), false);
  std::vector<std::pair<std::uint32_t, std::size_t>> stack{{0, 0}};
  std::uint32_t clock = 0;
  tin[0] = low[0] = clock++;
  while (!stack.empty()) {
    auto& [v, read] = stack.back();
    if (read < adjacency[v].size()) {
      const auto [w, e] = adjacency[v][read++];
      if (e == via[v]) continue;
      if (tin[w] == kNone) {
        tin[w] = low[w] = clock++;
        via[w] = e;
        stack.push_back({w, 0});
      } else {
        low[v] = std::min(low[v], tin[w]);
      }
      continue;
    }
    const std::uint32_t done = v;
    stack.pop_back();
    if (!stack.empty()) {
      const std::uint32_t p = stack.back().first;
      low[p] = std::min(low[p], low[done]);
      if (low[done] > tin[p]) bridge[via[done]] = true;
    }
  }
  // 2. Fusion: the components left when the bridges are taken out, by a search each.
  std::vector<std::uint32_t> component(nodes, kNone);
  std::uint32_t count = 0;
  std::vector<std::uint32_t> todo;
  for (std::uint32_t s = 0; s < nodes; ++s) {
    if (tin[s] == kNone || component[s] != kNone) continue;
    component[s] = count;
    todo.push_back(s);
    while (!todo.empty()) {
      const std::uint32_t v = todo.back();
      todo.pop_back();
      for (const auto& [w, e] : adjacency[v]) {
        if (!bridge[e] && component[w] == kNone) {
          component[w] = count;
          todo.push_back(w);
        }
      }
    }
    ++count;
  }
  std::vector<std::uint64_t> loops(count, 0);
  std::vector<std::vector<std::uint32_t>> tree(count);  // the bridge tree, both ways
  for (std::uint32_t i = 0; i < edges.size(); ++i) {
    const std::uint32_t a = component[edges[i].u], b = component[edges[i].v];
    if (a == kNone) continue;  // not grounded
    if (bridge[i]) {
      tree[a].push_back(b);
      tree[b].push_back(a);
    } else {
      ++loops[a];
    }
  }
  // 3. Colon: the tree from the ground's component, then the values from the leaves down.
  std::vector<std::uint32_t> order{component[0]}, parent(count, kNone);
  parent[component[0]] = component[0];
  for (std::size_t k = 0; k < order.size(); ++k) {
    for (std::uint32_t c : tree[order[k]]) {
      if (parent[c] == kNone) {
        parent[c] = order[k];
        order.push_back(c);
      }
    }
  }
  std::vector<std::uint64_t> value(count, 0);
  for (std::size_t k = order.size(); k-- > 0;) {
    const std::uint32_t c = order[k];
    value[c] ^= loops[c] % 2;  // loops worth *1 each
    if (k > 0) value[parent[c]] ^= 1 + value[c];
  }
  return value[component[0]];
}

}  // namespace grundy::partizan::reference
