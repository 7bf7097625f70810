#pragma once
// Green Hackenbush on any graph in linear time (Winning Ways vol. 1 ch. 7 "Hackenbush Hotchpotch";
// Albert, Nowakowski and Wolfe, Lessons in Play, §7.3). Two theorems make every picture a tree
// of stalks, whose value is a sum of nimbers:
//   * The fusion principle: the nodes of a circuit may be fused into one without changing the
//     value; an edge between fused nodes becomes a loop, and a loop is worth *1. So each
//     two-edge-connected component (what is left between the bridges) is one node carrying one
//     loop per edge inside it, of which only the parity counts (*1 + *1 = 0).
//   * The colon principle: branches meeting only at a node may be replaced by a stalk worth the
//     nim-sum of theirs, so on the tree of bridges that remains
//       value(v) = (loops at v mod 2) XOR the XOR over children c of (1 + value(c)),
//     the ordinary +1 being the bridge under c (a branch on a stalk of one edge).
// Node 0 is the ground (every grounded point is node 0); what is not connected to it has fallen
// and is worth 0. Bridges are found by Tarjan's low-link search, iteratively: a picture may have
// 10^6 edges and a path as deep. green_value applies both principles in that one search, as each
// node closes (issue 31: 4 to 20 times faster at 10^5 edges than the plain three passes,
// bridges then components then the bridge tree, of bench/green_hackenbush_reference.h, its
// second route in the tests; bench/README.md); green_cuts_worth keeps the bridge tree, which it
// walks again.
#include <cstdint>  // std::uint32_t, std::uint64_t
#include <string>   // std::string
#include <vector>   // std::vector

#include "grundy/core/budget.h"

namespace grundy::partizan {

struct GreenEdge {
  std::uint32_t u, v;
};

// One cut after which the picture has the asked value.
struct GreenCut {
  std::size_t edge;      // its index in the picture's list
  std::uint64_t fallen;  // how many more edges fall with it
  std::string why;       // why, in words, to follow "cut the edge UgV": ", taking a branch …"
};

// The Grundy value of the part of the picture connected to the ground. Every node is below
// nodes; fewer than 2^31 edges. O(nodes + edges) time, 8 bytes an edge and 48 a node, charged
// to budget with the work.
std::uint64_t green_value(std::uint32_t nodes, const std::vector<GreenEdge>& edges, Budget& budget);

// The cuts after which the picture is worth target, in the order of the edges. A bridge's cut is
// judged by the path to the ground alone: top-down, each component of the bridge tree gets the
// value it must take for the whole to be worth target, and a bridge wins when removing its
// branch gives its parent component exactly that. An edge on a circuit is judged by its
// two-edge-connected component without it, the branches hanging from the component replaced by
// their fixed values (the colon principle): from the ring that the component's two-edge cuts
// through that edge make (see green_hackenbush.cc), or with rings false (the tests' second
// route) by analysing the component again without it. O(nodes + edges + the sum over classes of
// two-edge cuts of (class size)^2); with rings false, O(edges inside)^2 for each component.
std::vector<GreenCut> green_cuts_worth(std::uint32_t nodes, const std::vector<GreenEdge>& edges,
                                       std::uint64_t target, Budget& budget, bool rings = true);

}  // namespace grundy::partizan
