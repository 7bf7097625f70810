// Red-Blue-Green Hackenbush against a brute force that shares nothing with the ruleset but the
// rules: a picture is a list of edges, a position the set of edges still standing, and the game
// is written out as {Left's options | Right's options} by the definition and compared with the
// ruleset's canonical form. The stalks' own nodes must never meet the nodes a picture names.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "app/partizan.h"
#include "tests/unit/test_context.h"

namespace grundy {
namespace {

struct Edge {
  int u, v;
  char colour;
};

// The game of the edges in mask still connected to the ground (node 0), by the definition.
class BruteForce {
 public:
  explicit BruteForce(std::vector<Edge> edges) : edges_(std::move(edges)) {}

  std::string game(unsigned mask) {
    mask = grounded(mask);
    if (auto it = memo_.find(mask); it != memo_.end()) return it->second;
    std::string left, right;
    for (std::size_t i = 0; i < edges_.size(); ++i) {
      if (!(mask >> i & 1)) continue;
      const std::string option = game(mask & ~(1u << i));
      if (edges_[i].colour != 'r') left += (left.empty() ? "" : ",") + option;
      if (edges_[i].colour != 'b') right += (right.empty() ? "" : ",") + option;
    }
    return memo_[mask] = "{" + left + "|" + right + "}";
  }

 private:
  unsigned grounded(unsigned mask) const {
    std::vector<bool> reached(64, false);
    reached[0] = true;
    unsigned kept = 0;
    for (bool grew = true; grew;) {
      grew = false;
      for (std::size_t i = 0; i < edges_.size(); ++i) {
        if (!(mask >> i & 1) || (kept >> i & 1)) continue;
        if (reached[edges_[i].u] || reached[edges_[i].v]) {
          reached[edges_[i].u] = reached[edges_[i].v] = true;
          kept |= 1u << i;
          grew = true;
        }
      }
    }
    return kept;
  }

  std::vector<Edge> edges_;
  std::map<unsigned, std::string> memo_;
};

std::string by_definition(const std::vector<Edge>& edges) {
  return BruteForce(edges).game((1u << edges.size()) - 1);
}

std::string canonical(const std::string& game) {
  Budget budget;
  testing::TestShared shared;
  return app::canonical(game, shared.context(budget)).canonical;
}

TEST(Hackenbush, StalksBesideTypedEdges) {
  // br is {0 | 1} = 1/2 (Left cuts the blue edge and the red one falls; Right cuts the red top,
  // leaving 1); a red edge on the ground is -1; so br + 0r7 = -1/2.
  EXPECT_EQ(canonical("hackenbush:br,0r7"), "-1/2");
  EXPECT_EQ(canonical("hackenbush:0r7,br"), "-1/2");
  // Typed node numbers are the picture's own, however large: they never meet a stalk's nodes.
  // A red edge hanging from node 1, which nothing grounds, falls at once: b alone is 1.
  EXPECT_EQ(canonical("hackenbush:b,1r1000000000000"), "1");
  EXPECT_EQ(canonical("hackenbush:br,0r1000000000001"), "-1/2");
  EXPECT_EQ(canonical("hackenbush:bb,0r1000000000000"), "1");
  EXPECT_EQ(canonical("hackenbush:b,0r18446744073709551615"), "0");
  // A red edge on the ground under a blue one is the stalk rb = -1/2, beside b = 1.
  EXPECT_EQ(canonical("hackenbush:b,0r18446744073709551615,18446744073709551615b5"), "1/2");
}

TEST(Hackenbush, AgreesWithTheDefinitionOnSmallPictures) {
  std::mt19937 random(9);
  Budget budget;
  testing::TestShared shared;
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int edge_count = 1 + static_cast<int>(random() % 5);
    std::vector<Edge> edges;
    std::string spelling;
    int next_stalk_node = 10;  // the brute force's own fresh nodes for stalks
    while (static_cast<int>(edges.size()) < edge_count) {
      const char colour = "brg"[random() % 3];
      if (random() % 3 == 0) {  // a stalk of one or two edges on the ground
        const int height = 1 + static_cast<int>(random() % 2);
        std::string stalk;
        int below = 0;
        for (int h = 0; h < height; ++h) {
          const char c = h == 0 ? colour : "brg"[random() % 3];
          edges.push_back({below, next_stalk_node, c});
          stalk += c;
          below = next_stalk_node++;
        }
        spelling += (spelling.empty() ? "" : ",") + stalk;
      } else {  // an edge between nodes 0 … 3 (loops and floating edges included)
        const int u = static_cast<int>(random() % 4), v = static_cast<int>(random() % 4);
        edges.push_back({u, v, colour});
        spelling += (spelling.empty() ? "" : ",") + std::to_string(u) + colour + std::to_string(v);
      }
    }
    const std::string game = "hackenbush:" + spelling;
    const auto r = app::compare(game, by_definition(edges), shared.context(budget));
    EXPECT_EQ(r.relation, "=") << game << " is " << r.a_canonical << ", by the definition "
                               << r.b_canonical;
    ++compared;
  }
  EXPECT_EQ(compared, 300);
}

// Red-Blue strings take Berlekamp's sign-expansion rule (Hackenbush::number_value), not the
// search: the literature's values, and random strings, spelled as stalks or as typed edges in
// any order, against the definition.
TEST(Hackenbush, StringsBySignExpansion) {
  EXPECT_EQ(canonical("hackenbush:bbr"), "3/2");
  EXPECT_EQ(canonical("hackenbush:brb"), "3/4");
  EXPECT_EQ(canonical("hackenbush:rbb"), "-1/4");
  EXPECT_EQ(canonical("hackenbush:brrr"), "1/8");
  EXPECT_EQ(canonical("hackenbush:bbbrbr"), "21/8");  // 3 - 1/2 + 1/4 - 1/8
  EXPECT_EQ(canonical("hackenbush:rrrr"), "-4");
  EXPECT_EQ(canonical("hackenbush:0b3,3r1,1b2"), "3/4");  // brb as typed edges
  EXPECT_EQ(canonical("hackenbush:1b2,0b3,3r1"), "3/4");  // in another order
  // A string with green or a fork is no string: the search.
  EXPECT_EQ(canonical("hackenbush:bg"), "1*");
  EXPECT_EQ(canonical("hackenbush:0b1,1r2,1r3"), "1/4");  // a blue edge under two red: {0 | 1/2}
  // brbr…: 1 - 1/2 + 1/4 - …, 60 edges: a number with a denominator of 2^59.
  std::string alternating;
  for (int i = 0; i < 60; ++i) alternating += i % 2 ? 'r' : 'b';
  EXPECT_EQ(canonical("hackenbush:" + alternating), "384307168202282325/576460752303423488");
  std::mt19937 random(12);
  Budget budget;
  testing::TestShared shared;
  for (int trial = 0; trial < 300; ++trial) {
    const int length = 1 + static_cast<int>(random() % 12);
    std::vector<Edge> edges;
    std::string stalk;
    for (int i = 0; i < length; ++i) {
      const char c = "br"[random() % 2];
      edges.push_back({i, i + 1, c});
      stalk += c;
    }
    // The same string as typed edges with scrambled node names, listed in a random order.
    std::vector<int> name(length + 1);
    for (int i = 0; i <= length; ++i) name[i] = i == 0 ? 0 : 100 + (i * 37) % 101;
    std::vector<std::size_t> order(edges.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), random);
    std::string typed;
    for (std::size_t i : order) {
      const Edge& e = edges[i];
      typed += (typed.empty() ? "" : ",") + std::to_string(name[e.v]) + e.colour +
               std::to_string(name[e.u]);
    }
    const std::string definition = by_definition(edges);
    for (const std::string& game : {"hackenbush:" + stalk, "hackenbush:" + typed}) {
      const auto r = app::compare(game, definition, shared.context(budget));
      EXPECT_EQ(r.relation, "=") << game << " is " << r.a_canonical << ", by the definition "
                                 << r.b_canonical;
    }
  }
}

}  // namespace
}  // namespace grundy
