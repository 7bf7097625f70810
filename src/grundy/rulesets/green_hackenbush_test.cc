// Green Hackenbush's linear-time route (green_hackenbush.h) against a brute force that shares
// nothing with it but the rules: a position is the set of edges still standing, cutting an edge
// drops what is no longer connected to the ground, and the Grundy value is the mex of the
// options' values. Hundreds of random small multigraphs (loops, multiple edges, cycles, parts
// not connected to the ground), the literature's pictures, and through the ruleset: the fast
// route beside the generic solver, the canonical form, the winning cuts beside the filtered
// options, and pictures of 20 000 edges.
#include "grundy/rulesets/green_hackenbush.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "bench/green_hackenbush_reference.h"
#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan {
namespace {

// The game by the definition, over bit masks of the edges standing.
class BruteForce {
 public:
  explicit BruteForce(std::vector<GreenEdge> edges) : edges_(std::move(edges)) {}

  unsigned all() const { return (1u << edges_.size()) - 1; }

  // The edges of mask still connected to node 0.
  unsigned grounded(unsigned mask) const {
    std::uint64_t reached = 1;  // nodes below 64
    unsigned kept = 0;
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t i = 0; i < edges_.size(); ++i) {
        if (!(mask >> i & 1) || (kept >> i & 1)) continue;
        if ((reached >> edges_[i].u & 1) || (reached >> edges_[i].v & 1)) {
          reached |= std::uint64_t{1} << edges_[i].u | std::uint64_t{1} << edges_[i].v;
          kept |= 1u << i;
          grew = true;
        }
      }
    }
    return kept;
  }

  std::uint64_t grundy(unsigned mask) {
    mask = grounded(mask);
    if (auto it = memo_.find(mask); it != memo_.end()) return it->second;
    std::set<std::uint64_t> seen;
    for (std::size_t i = 0; i < edges_.size(); ++i) {
      if (mask >> i & 1) seen.insert(grundy(mask & ~(1u << i)));
    }
    std::uint64_t mex = 0;
    while (seen.contains(mex)) ++mex;
    return memo_[mask] = mex;
  }

  // The value after cutting edge i from the whole picture, and how many more edges fall.
  std::pair<std::uint64_t, int> cut(std::size_t i) {
    const unsigned before = grounded(all());
    const unsigned after = grounded(before & ~(1u << i));
    const int fallen =
        (before >> i & 1) ? __builtin_popcount(before) - 1 - __builtin_popcount(after) : 0;
    return {grundy(after), fallen};
  }

 private:
  std::vector<GreenEdge> edges_;
  std::map<unsigned, std::uint64_t> memo_;
};

std::uint32_t node_count(const std::vector<GreenEdge>& edges) {
  std::uint32_t n = 1;
  for (const GreenEdge& e : edges) n = std::max({n, e.u + 1, e.v + 1});
  return n;
}

std::vector<GreenEdge> random_graph(std::mt19937& random) {
  const std::uint32_t nodes = 2 + random() % 6;  // the ground and 1 … 6 more
  const int count = 1 + static_cast<int>(random() % 12);
  std::vector<GreenEdge> edges;
  for (int i = 0; i < count; ++i) {
    if (random() % 3 == 0 && !edges.empty()) {  // a second edge beside an old one, or a loop
      const GreenEdge old = edges[random() % edges.size()];
      edges.push_back(random() % 2 ? old : GreenEdge{old.v, old.v});
    } else {
      edges.push_back({static_cast<std::uint32_t>(random() % nodes),
                       static_cast<std::uint32_t>(random() % nodes)});
    }
  }
  return edges;
}

std::string spell(const std::vector<GreenEdge>& edges) {
  std::string s = "hackenbush:";
  for (std::size_t i = 0; i < edges.size(); ++i) {
    s += (i ? "," : "") + std::to_string(edges[i].u) + "g" + std::to_string(edges[i].v);
  }
  return s;
}

TEST(GreenHackenbush, ValueAgreesWithTheDefinition) {
  std::mt19937 random(20261201);
  Budget budget;
  std::map<std::uint64_t, int> values;
  for (int trial = 0; trial < 600; ++trial) {
    const std::vector<GreenEdge> edges = random_graph(random);
    BruteForce brute(edges);
    const std::uint64_t g = brute.grundy(brute.all());
    EXPECT_EQ(green_value(node_count(edges), edges, budget), g) << spell(edges);
    ++values[g];
  }
  EXPECT_GE(values.size(), 5u);  // the trials reach values 0 … 4 at least, not only 0 and 1
}

// A random picture of about `edges` edges on `nodes` nodes, of one of several shapes: a tree,
// a tree with chords (circuits), a long cycle with stalks, a multigraph with many parallel edges
// and loops, or parts not connected to the ground.
std::vector<GreenEdge> random_shape(std::mt19937& random, std::uint32_t nodes, std::uint32_t edges,
                                    int shape) {
  std::vector<GreenEdge> out;
  auto any = [&] { return static_cast<std::uint32_t>(random() % nodes); };
  switch (shape) {
    case 0:  // a tree
      for (std::uint32_t v = 1; v < nodes; ++v) out.push_back({any() % v, v});
      break;
    case 1:  // a tree with chords
      for (std::uint32_t v = 1; v < nodes; ++v) out.push_back({any() % v, v});
      while (out.size() < edges) out.push_back({any(), any()});
      break;
    case 2:  // a cycle through the ground with stalks and small cycles hanging
      for (std::uint32_t v = 0; v + 1 < nodes / 2; ++v) out.push_back({v, v + 1});
      out.push_back({nodes / 2 - 1, 0});
      for (std::uint32_t v = nodes / 2; v < nodes; ++v) {
        out.push_back({any() % v, v});
        if (random() % 4 == 0) out.push_back({v, any() % v});
      }
      break;
    case 3:  // parallel edges and loops on a random tree
      for (std::uint32_t v = 1; v < nodes; ++v) out.push_back({any() % v, v});
      while (out.size() < edges) {
        const GreenEdge old = out[random() % out.size()];
        out.push_back(random() % 3 ? old : GreenEdge{old.u, old.u});
      }
      break;
    default:  // anything: parts may float, nodes may be unused
      while (out.size() < edges) out.push_back({any(), any()});
  }
  std::shuffle(out.begin(), out.end(), random);
  for (GreenEdge& e : out) {
    if (random() % 2) std::swap(e.u, e.v);
  }
  return out;
}

// The fast route (one search, fusion and colon principles applied as each node closes) against
// the plain three-pass route of bench/green_hackenbush_reference.h, on thousands of pictures.
TEST(GreenHackenbush, ValueAgreesWithThePlainReference) {
  std::mt19937 random(31);
  Budget budget;
  std::map<int, int> nonzero;
  for (int trial = 0; trial < 4000; ++trial) {
    const int shape = trial % 5;
    const std::uint32_t nodes = 2 + random() % (trial < 3000 ? 30 : 3000);
    const std::uint32_t edges = nodes + random() % (2 * nodes);
    const std::vector<GreenEdge> picture = random_shape(random, nodes, edges, shape);
    const std::uint64_t expected = reference::green_value_plain(nodes, picture);
    ASSERT_EQ(green_value(nodes, picture, budget), expected)
        << "shape " << shape << ": " << (picture.size() < 200 ? spell(picture) : "(large)");
    nonzero[shape] += expected > 1;
  }
  // Every shape reaches values beyond *1 (not only the parities of fused circuits).
  for (int shape = 0; shape < 5; ++shape) EXPECT_GT(nonzero[shape], 20) << shape;
}

// The plain reference is itself checked against the definition (the brute force).
TEST(GreenHackenbush, PlainReferenceAgreesWithTheDefinition) {
  std::mt19937 random(20261206);
  for (int trial = 0; trial < 600; ++trial) {
    const std::vector<GreenEdge> edges = random_graph(random);
    BruteForce brute(edges);
    EXPECT_EQ(reference::green_value_plain(node_count(edges), edges), brute.grundy(brute.all()))
        << spell(edges);
  }
}

TEST(GreenHackenbush, WinningCutsAgreeWithTheDefinition) {
  std::mt19937 random(7);
  Budget budget;
  int cuts_found = 0, circuit_cuts = 0, still_fused = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const std::vector<GreenEdge> edges = random_graph(random);
    BruteForce brute(edges);
    // Every target each cut reaches, and one no cut reaches.
    std::map<std::uint64_t, std::set<std::size_t>> by_value;
    std::map<std::size_t, int> fallen;
    for (std::size_t i = 0; i < edges.size(); ++i) {
      const auto [v, f] = brute.cut(i);
      by_value[v].insert(i);
      fallen[i] = f;
    }
    by_value.try_emplace(by_value.rbegin()->first + 1);
    for (const auto& [target, expected] : by_value) {
      // Both routes for an edge on a circuit: the ring of its two-edge cuts, and the component
      // analysed again without it.
      for (bool rings : {true, false}) {
        std::set<std::size_t> got;
        for (const GreenCut& cut :
             green_cuts_worth(node_count(edges), edges, target, budget, rings)) {
          EXPECT_TRUE(got.insert(cut.edge).second) << spell(edges) << " lists a cut twice";
          EXPECT_EQ(cut.fallen, fallen[cut.edge]) << spell(edges) << " edge " << cut.edge;
          circuit_cuts += cut.why.find("bridges the cut leaves") != std::string::npos;
          still_fused += cut.why.find("stay fused") != std::string::npos;
        }
        EXPECT_EQ(got, expected) << spell(edges) << " worth " << target << " after the cut"
                                 << (rings ? "" : " (analysed again)");
        cuts_found += static_cast<int>(got.size());
      }
    }
  }
  EXPECT_GT(cuts_found, 1000);
  // The routes for an edge on a circuit are exercised, not only bridges: the edge in no
  // two-edge cut, and the others.
  EXPECT_GT(circuit_cuts, 100);
  EXPECT_GT(still_fused, 100);
}

// On larger pictures, beyond the brute force: the ring route for edges on circuits beside the
// exact re-analysis of their component, for every target from 0 to 15.
TEST(GreenHackenbush, RingsAgreeWithTheReanalysisOnLargerPictures) {
  std::mt19937 random(3);
  Budget budget;
  int compared = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const std::uint32_t nodes = 10 + random() % 120;
    const int count = 20 + static_cast<int>(random() % 300);
    std::vector<GreenEdge> edges;
    for (std::uint32_t v = 1; v < nodes && static_cast<int>(edges.size()) < count; ++v) {
      edges.push_back({static_cast<std::uint32_t>(random() % v), v});  // a spanning tree
    }
    while (static_cast<int>(edges.size()) < count) {
      edges.push_back({static_cast<std::uint32_t>(random() % nodes),
                       static_cast<std::uint32_t>(random() % nodes)});
    }
    for (std::uint64_t target = 0; target < 16; ++target) {
      std::set<std::size_t> by_ring, again;
      for (const GreenCut& c : green_cuts_worth(nodes, edges, target, budget, true)) {
        by_ring.insert(c.edge);
      }
      for (const GreenCut& c : green_cuts_worth(nodes, edges, target, budget, false)) {
        again.insert(c.edge);
      }
      EXPECT_EQ(by_ring, again) << spell(edges) << " to " << target;
      compared += static_cast<int>(again.size());
    }
  }
  EXPECT_GT(compared, 200);
}

// The literature's pictures (../shared/notes/impartial-algebra.md §7; Winning Ways ch. 7;
// Lessons in Play §7.3), through the ruleset's spelling and both routes.
TEST(GreenHackenbush, LiteraturePictures) {
  const std::vector<std::pair<const char*, std::uint64_t>> pictures = {
      {"g", 1},                        // a single edge
      {"ggg", 3},                      // a stalk of 3
      {"0g0", 1},                      // a loop is *1
      {"0g1,1g1", 2},                  // a loop on a stalk: 1 + 1
      {"0g1,1g2,2g0", 1},              // triangle on the ground (fusion)
      {"0g1,1g2,2g3,3g0", 0},          // square
      {"0g1,1g2,2g3,3g1", 2},          // triangle on a stalk of 1
      {"0g1,1g2,2g3,3g4,4g1", 1},      // square on a stalk of 1
      {"0g1,0g2,0g3,1g2,1g3,2g3", 0},  // K4, one vertex grounded
      {"0g1,1g2,1g3,3g4", 4},          // root edge, branches of 1 and 2: 1 + 3
      {"0g1,1g2,2g0,0g3,3g4,4g0", 0},  // two triangles at the ground
      {"0g1,1g0", 0},                  // a path of 2 between two ground points
      {"0g1,1g2,2g3,3g0,2g4,4g3", 0},  // a house grounded at one corner
      {"0g2,2g3,3g0,2g4,4g3", 1},      // the house grounded at both corners
      {"0g1,1g2,2g3,3g4,4g2,3g5", 2},  // lollipop with a pendant edge
      {"0g2,2g1,0g3,3g1,0g4,4g1", 0},  // theta graph
      {"0g1,1g2,2g3,3g4,4g0,2g5", 0},  // pentagon with a pendant edge
      {"gg,g", 3},                     // 2 XOR 1
      {"0g1,1g2,2g3,3g1,5g6", 2},      // a floating edge falls away (worth 0)
  };
  Budget budget;
  GrundySolver fast(budget, true), generic(budget, false);
  const RulesetPtr hackenbush = make_ruleset("hackenbush");
  for (const auto& [picture, value] : pictures) {
    const std::vector<Component> c = hackenbush->parse_position(picture, 1);
    ASSERT_TRUE(c.empty() || hackenbush->fast_value(c[0], budget)) << picture;
    EXPECT_EQ(fast.grundy_value(*hackenbush, c), value) << picture;
    EXPECT_EQ(generic.grundy_value(*hackenbush, c), value) << picture;
  }
}

// Through the ruleset: the fast route beside the generic solver (which never calls it), the
// canonical form beside *G, and the winning cuts beside options_with_value's filter of every
// option, on random pictures with their nodes as the user typed them.
TEST(GreenHackenbush, RulesetRoutesAgree) {
  std::mt19937 random(11);
  Budget budget;
  GrundySolver fast(budget, true), generic(budget, false);
  GameStore store;
  PartizanSolver canonical(store, budget);
  const RulesetPtr r = make_ruleset("hackenbush");
  int moves = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const std::vector<GreenEdge> edges = random_graph(random);
    if (edges.size() > 10) continue;  // the canonical form of each of 2^10 sub-pictures
    const std::string spelled = spell(edges);
    const std::vector<Component> cs = r->parse_position(spelled.substr(11), 12);
    ASSERT_EQ(cs.size(), 1u);
    const Component& c = cs[0];
    const std::uint64_t g = fast.grundy_value(*r, c);
    EXPECT_EQ(generic.grundy_value(*r, c), g) << spelled;
    EXPECT_EQ(canonical.value(*r, c), store.nimber(g)) << spelled;
    auto value_of = [&](std::span<const Component> parts) {
      return generic.grundy_value(*r, parts);
    };
    for (std::uint64_t target = 0; target <= g + 1; ++target) {
      std::vector<Parts> expected = r->options_with_value(c, target, value_of, budget);
      std::vector<Parts> got;
      for (auto& [parts, words] : r->described_options_with_value(c, target, value_of, budget)) {
        EXPECT_EQ(words.rfind("cut the edge ", 0), 0u) << words;
        got.push_back(parts);
      }
      EXPECT_EQ(got, expected) << spelled << " to " << target;
      moves += static_cast<int>(got.size());
    }
  }
  EXPECT_GT(moves, 300);
}

// A picture spelled through the ruleset, valued by the solver's fast route within a byte limit,
// against the plain reference on the same edges (the parser renumbers the nodes).
void check_large_picture(std::uint32_t edge_count, std::uint64_t byte_limit) {
  std::mt19937 random(edge_count);
  const std::uint32_t nodes = edge_count / 2 + 1;
  const std::vector<GreenEdge> edges = random_shape(random, nodes, edge_count, 2);
  const std::string spelled = spell(edges);
  const RulesetPtr r = make_ruleset("hackenbush");
  const std::vector<Component> c = r->parse_position(spelled.substr(11), 12);
  Budget budget;
  budget.set_byte_limit(byte_limit);
  GrundySolver solver(budget, true);
  const std::uint64_t got = solver.grundy_value(*r, c);
  EXPECT_EQ(got, reference::green_value_plain(nodes, edges));
  EXPECT_GT(got, 1u);  // the shape (a cycle on the ground, stalks and circuits on it) says more
  EXPECT_LE(budget.peak_bytes(), byte_limit);
}

// Above the old limit of 65 534 edges (nodes once packed in 16 bits): 100 000 edges.
TEST(GreenHackenbush, PictureAboveSixteenBitNodes) {
  check_large_picture(100000, 64 << 20);
}

TEST(GreenHackenbushLong, MillionEdges) {
  check_large_picture(1000000, 256 << 20);
}

TEST(GreenHackenbush, PartizanPicturesKeepTheirRoute) {
  Budget budget;
  const RulesetPtr r = make_ruleset("hackenbush");
  const std::vector<Component> c = r->parse_position("0g1,1b2,2g0", 1);
  EXPECT_FALSE(r->fast_value(c[0], budget));
}

}  // namespace
}  // namespace grundy::partizan
