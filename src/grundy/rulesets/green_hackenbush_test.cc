// Green Hackenbush's linear-time route (green_hackenbush.h) against a brute force that shares
// nothing with it but the rules: a position is the set of edges still standing, cutting an edge
// drops what is no longer connected to the ground, and the Grundy value is the mex of the
// options' values. Hundreds of random small multigraphs (loops, multiple edges, cycles, parts
// not connected to the ground), the literature's pictures, and through the ruleset: the fast
// route beside the generic solver, the canonical form, the winning cuts beside the filtered
// options, and pictures of 20 000 edges.
#include "grundy/rulesets/green_hackenbush.h"

#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "app/commands.h"
#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/partizan/game_store.h"
#include "grundy/partizan/solver.h"
#include "tests/unit/test_context.h"

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

TEST(GreenHackenbush, PartizanPicturesKeepTheirRoute) {
  Budget budget;
  const RulesetPtr r = make_ruleset("hackenbush");
  const std::vector<Component> c = r->parse_position("0g1,1b2,2g0", 1);
  EXPECT_FALSE(r->fast_value(c[0], budget));
}

// The words of a winning move name the cut and why it wins.
TEST(GreenHackenbush, MovesSayWhy) {
  Budget budget;
  testing::TestShared shared;
  const app::Context context = shared.context(budget);
  // A stalk of 3 beside *2: cutting the top edge leaves the stalk of 2.
  app::MovesResult r = app::moves("hackenbush:ggg + *2", false, context);
  ASSERT_EQ(r.moves.size(), 1u);
  EXPECT_EQ(r.moves[0].to, "hackenbush:0g1,1g2 + *2");
  EXPECT_NE(r.moves[0].explanation.find(
                "cut the edge 2g3, taking a branch worth 1 + 0 = 1 off node 2 (colon principle)"),
            std::string::npos)
      << r.moves[0].explanation;
  EXPECT_NE(r.moves[0].explanation.find("2 XOR 2 = 0"), std::string::npos)
      << r.moves[0].explanation;
  // A triangle on the ground is *1: cutting an edge at the ground leaves a stalk of 2, cutting
  // the top edge leaves two edges on the ground, 1 XOR 1 = 0, the one winning cut.
  r = app::moves("hackenbush:0g1,1g2,2g0", false, context);
  ASSERT_EQ(r.moves.size(), 1u);
  EXPECT_NE(r.moves[0].explanation.find("cut the edge 1g2, which lies on a circuit, so nothing "
                                        "falls: what stands on the ground goes from 1 to 0"),
            std::string::npos)
      << r.moves[0].explanation;
  // A loop on top of a stalk of 2 (worth 1 + (1 + 1) = 3) beside *2: cut the loop (3 → 2).
  r = app::moves("hackenbush:0g1,1g2,2g2 + *2", false, context);
  ASSERT_EQ(r.moves.size(), 1u);
  EXPECT_NE(r.moves[0].explanation.find("cut the edge 2g2, a loop"), std::string::npos)
      << r.moves[0].explanation;
}

// A picture with thousands of winning cuts (each leaves a picture of thousands of edges) runs out
// of its byte budget, not of memory: an edge on the ground under 2 999 pendant edges, beside *1,
// where cutting any pendant wins.
TEST(GreenHackenbush, ManyWinningCutsAreChargedToTheBudget) {
  std::string fan = "hackenbush:0g1";
  for (int i = 2; i <= 3000; ++i) fan += ",1g" + std::to_string(i);
  fan += " + *1";
  testing::TestShared shared;
  Budget roomy;
  EXPECT_EQ(app::value(fan, shared.context(roomy)).value, 3u);
  Budget budget;
  budget.set_byte_limit(5'000'000);
  try {
    app::moves(fan, false, shared.context(budget));
    ADD_FAILURE() << "2 999 winning cuts of 3 000 edges each fit in 5 MB";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::kBudget) << e.what();
  }
}

// 20 000 edges: parsed, valued and moved (no recursion per edge; the speed is bench's to measure,
// not a test's).
TEST(GreenHackenbush, TwentyThousandEdges) {
  Budget budget;
  testing::TestShared shared;
  const app::Context context = shared.context(budget);
  // A stalk of 20 000 (spelled edge by edge, nodes in reverse so each edge is grounded only by
  // the last one typed) and a cycle of 20 000 on the ground (fused: 20 000 loops, worth 0),
  // beside a triangle on a stalk (2).
  std::string stalk = "hackenbush:", cycle = "hackenbush:";
  for (int i = 20000; i >= 1; --i) {
    stalk += std::to_string(i) + "g" + std::to_string(i - 1) + (i > 1 ? "," : "");
  }
  for (int i = 0; i < 20000; ++i) {
    cycle += std::to_string(i) + "g" + std::to_string((i + 1) % 20000) + ",";
  }
  cycle += "0g20001,20001g20002,20002g20003,20003g20001";
  EXPECT_GT(stalk.size(), 150000u);
  EXPECT_EQ(app::value(stalk, context).value, 20000u);
  EXPECT_EQ(app::value(cycle, context).value, 2u);
  // Beside *5 the stalk must be cut down to 5 edges: one winning cut, found by the bridge tree.
  const app::MovesResult m = app::moves(stalk + " + *5", false, context);
  ASSERT_EQ(m.moves.size(), 1u);
  // (The nodes are numbered as the picture is kept: by first appearance, 20000 being node 1.)
  EXPECT_NE(m.moves[0].explanation.find("cut the edge 19995g19996 (19994 more edges fall with "
                                        "it), taking a branch worth 1 + 19994 = 19995 off node "
                                        "19996"),
            std::string::npos)
      << m.moves[0].explanation.substr(0, 200);
  // A circuit of 20 001 edges on the ground (worth 1: an odd number of loops, fused): the one
  // winning cut is the middle edge, leaving two arms of 10 000 edges, 10000 XOR 10000 = 0.
  std::string ring = "hackenbush:";
  for (int i = 0; i <= 20000; ++i) {
    ring += std::to_string(i) + "g" + std::to_string((i + 1) % 20001) + (i < 20000 ? "," : "");
  }
  const app::MovesResult middle = app::moves(ring, false, context);
  ASSERT_EQ(middle.moves.size(), 1u);
  EXPECT_EQ(
      middle.moves[0].explanation.rfind("cut the edge 10000g10001, which lies on a circuit", 0), 0u)
      << middle.moves[0].explanation;
  // The limit on the number of edges is the packing's.
  std::string too_many = "hackenbush:";
  for (int i = 0; i < 65535; ++i) too_many += "g,";
  too_many += "g";
  try {
    app::value(too_many, context);
    ADD_FAILURE();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("more than 65534 edges"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace grundy::partizan
