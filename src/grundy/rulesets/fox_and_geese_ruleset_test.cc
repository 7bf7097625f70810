// Fox and Geese as a ruleset of the registry (fox_and_geese_ruleset.cc): found by name, loopy,
// its moves those of the rules, and its game graph, read through the Ruleset interface alone and
// solved by the generic retrograde analysis of stoppers (grundy/stoppers/stopper_graph.h), agreeing
// with the Fox and Geese table (the second route).
#include <gtest/gtest.h>

#include <algorithm>  // std::find
#include <map>        // std::map
#include <string>     // std::string
#include <vector>     // std::vector

#include "grundy/games/registry.h"
#include "grundy/rulesets/fox_and_geese.h"
#include "grundy/stoppers/stopper_graph.h"

namespace grundy::partizan {
namespace {

TEST(FoxAndGeeseRuleset, IsARegisteredLoopyRuleset) {
  const std::vector<std::string> names = known_ruleset_names();
  EXPECT_NE(std::find(names.begin(), names.end(), "fox-and-geese"), names.end());
  const RulesetPtr r = make_ruleset("fox-and-geese");
  EXPECT_TRUE(r->is_loopy_ruleset());
  EXPECT_FALSE(r->is_impartial_ruleset());
  const std::vector<Component> c = r->parse_position(".F..|....|....|G.G.", 1);
  ASSERT_EQ(c.size(), 1u);
  EXPECT_TRUE(r->is_loopy(c[0]));
  EXPECT_FALSE(r->is_impartial(c[0]));
  EXPECT_EQ(r->format_term(c), "fox-and-geese:.F..|....|....|G.G.");
  bool found = false;
  for (const RulesetFamily& family : ruleset_families()) {
    if (family.name == "fox-and-geese") found = family.loopy;
  }
  EXPECT_TRUE(found) << "the family says its games are loopy";
}

TEST(FoxAndGeeseRuleset, MovesAreTheRules) {
  const RulesetPtr r = make_ruleset("fox-and-geese");
  const std::string board = ".F..|....|....|G.G.";
  const FoxAndGeesePosition p = parse_fox_and_geese(board, 1);
  const Component c = r->parse_position(board, 1)[0];
  Budget budget;
  for (Side side : {Side::kLeft, Side::kRight}) {  // the geese are Left, the fox Right
    const std::vector<FoxAndGeeseMove> rules =
        fox_and_geese_moves(p, side == Side::kLeft ? Mover::kGeese : Mover::kFox);
    const std::vector<Parts> options = r->options(c, side, budget);
    ASSERT_EQ(options.size(), rules.size());
    for (std::size_t i = 0; i < rules.size(); ++i) {
      ASSERT_EQ(options[i].size(), 1u);
      EXPECT_EQ(r->format_position(options[i]), format_fox_and_geese(rules[i].after));
      EXPECT_EQ(r->describe_move(c, options[i]), rules[i].words);
    }
  }
}

// The game graph of the positions reachable from c, through Ruleset::options only.
struct RulesetGraph {
  stopper::Graph graph;
  std::map<Component, int> node;
};
int add_reachable(const Ruleset& r, const Component& c, RulesetGraph& g, Budget& budget) {
  if (auto it = g.node.find(c); it != g.node.end()) return it->second;
  const int n = g.graph.add_node();
  g.node.emplace(c, n);
  for (Side side : {Side::kLeft, Side::kRight}) {
    for (const Parts& option : r.options(c, side, budget)) {
      const int to = add_reachable(r, option.at(0), g, budget);
      (side == Side::kLeft ? g.graph.left : g.graph.right)[static_cast<std::size_t>(n)].push_back(
          to);
    }
  }
  return n;
}

TEST(FoxAndGeeseRuleset, ItsGameGraphAgreesWithTheTable) {
  const RulesetPtr r = make_ruleset("fox-and-geese");
  int compared = 0;
  for (const char* board : {"...|.G.|F..", ".F..|....|....|G.G.", "...F|....|.G..|G...",
                            "...F|..G.|....|G...", "F....|.....|.....|.....|G.G.G"}) {
    const FoxAndGeesePosition p = parse_fox_and_geese(board, 1);
    Budget budget;
    RulesetGraph g;
    const int root = add_reachable(*r, r->parse_position(board, 1)[0], g, budget);
    const stopper::Outcomes o = stopper::outcomes(g.graph, budget);
    const FoxAndGeeseTable table(p.rows, p.cols, static_cast<int>(p.geese.size()), budget);
    auto winner = [](FoxAndGeeseResult result, Mover mover) {
      if (result == FoxAndGeeseResult::kDraw) return stopper::Result::kDraw;
      const bool geese_win = (result == FoxAndGeeseResult::kWin) == (mover == Mover::kGeese);
      return geese_win ? stopper::Result::kLeft : stopper::Result::kRight;
    };
    EXPECT_EQ(o.left_first[static_cast<std::size_t>(root)],
              winner(table.at(p, Mover::kGeese).result, Mover::kGeese))
        << board;
    EXPECT_EQ(o.right_first[static_cast<std::size_t>(root)],
              winner(table.at(p, Mover::kFox).result, Mover::kFox))
        << board;
    ++compared;
  }
  EXPECT_EQ(compared, 5);
}

}  // namespace
}  // namespace grundy::partizan
