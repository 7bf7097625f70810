// Col and Snort against their rules written here again (tests/unit/rules_model.h): a position is
// a graph (an adjacency matrix) and a colour for every vertex; a move colours an uncoloured vertex
// that has no neighbour of the barred colour. No tints, no removal of coloured vertices, no
// splitting into pieces. And values from Winning Ways and ONAG. Printing, parsing and refusals are
// the conformance suite's, from the cases at the bottom of this file (GRUNDY_RULESET_CASES).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "grundy/games/registry.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "tests/unit/rules_model.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::partizan {
namespace {

// Col's and Snort's rules on a graph (an adjacency matrix) with a colour for every vertex ('.'
// uncoloured, 'x' Left's, 'o' Right's, anything else never coloured): side colours an uncoloured
// vertex with no neighbour of the barred colour, its own in Col, the other's in Snort.
std::vector<std::string> col_snort_moves(const std::string& colours,
                                         const std::vector<std::vector<bool>>& adjacent, bool snort,
                                         Side side) {
  const char mine = side == Side::kLeft ? 'x' : 'o', theirs = side == Side::kLeft ? 'o' : 'x';
  const char barred = snort ? theirs : mine;
  std::vector<std::string> out;
  for (std::size_t v = 0; v < colours.size(); ++v) {
    if (colours[v] != '.') continue;
    bool ok = true;
    for (std::size_t w = 0; w < colours.size(); ++w) {
      if (adjacent[v][w] && colours[w] == barred) ok = false;
    }
    if (!ok) continue;
    std::string next = colours;
    next[v] = mine;
    out.push_back(std::move(next));
  }
  return out;
}

testing::RulesModel<std::string> col_snort_model(GameStore& store, Budget& budget, bool snort,
                                                 std::vector<std::vector<bool>> adjacent) {
  return {store, budget, [snort, adjacent = std::move(adjacent)](const std::string& c, Side side) {
            return col_snort_moves(c, adjacent, snort, side);
          }};
}

GameId ruleset_value(GameStore& store, PartizanSolver& solver, const char* game,
                     const std::string& position) {
  const RulesetPtr r = make_ruleset(game);
  return solver.value(*r, r->parse_position(position, 1));
}

std::string canonical(const char* game, const std::string& position) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  return format_game(store, ruleset_value(store, solver, game, position));
}

TEST(ColSnort, KnownValues) {
  // Winning Ways ch. 2: a lone vertex is * in both games; one only Left may colour is 1.
  EXPECT_EQ(canonical("col", "."), "*");
  EXPECT_EQ(canonical("snort", "0"), "*");
  EXPECT_EQ(canonical("col", "0L"), "1");
  EXPECT_EQ(canonical("col", "0R"), "-1");
  // Two joined vertices: in Col whoever moves first leaves the other vertex to the opponent,
  // {-1 | 1} = 0; in Snort to themselves, {1 | -1} = ±1 (Snort is hot, Col is cold).
  EXPECT_EQ(canonical("col", ".."), "0");
  EXPECT_EQ(canonical("snort", ".."), "+-1");
  EXPECT_EQ(canonical("snort", "0~1"), "+-1");
  // Col beside a coloured square: x. leaves the square to Right alone: -1.
  EXPECT_EQ(canonical("col", "x."), "-1");
  EXPECT_EQ(canonical("snort", "x."), "1");
  EXPECT_EQ(canonical("col", "x.o"), "0");  // nobody may colour it (Col)
  EXPECT_EQ(canonical("snort", "x.o"), "0");
}

// ONAG ch. 15 (Conway): every Col position is a number or a number plus *; checked here on
// random boards and graphs with the recursion's values.
TEST(ColSnort, ColIsNumberOrNumberStar) {
  GameStore store;
  Budget budget;
  PartizanSolver solver(store, budget);
  std::mt19937 random(5);
  for (int trial = 0; trial < 200; ++trial) {
    std::string board;
    const int rows = 1 + static_cast<int>(random() % 3), cols = 1 + static_cast<int>(random() % 4);
    for (int r = 0; r < rows; ++r) {
      if (r) board += '|';
      for (int c = 0; c < cols; ++c) board += "....#xo"[random() % 7];
    }
    const GameId g = ruleset_value(store, solver, "col", board);
    const std::optional<Nus> v = store.nus_of(g);
    ASSERT_TRUE(v) << board << " = " << format_game(store, g);
    EXPECT_EQ(v->ups, 0) << board;
    EXPECT_LE(v->nim, 1u) << board;
  }
}

std::vector<std::vector<bool>> grid_adjacency(int rows, int cols) {
  std::vector<std::vector<bool>> a(rows * cols, std::vector<bool>(rows * cols, false));
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const int i = r * cols + c;
      if (c + 1 < cols) a[i][i + 1] = a[i + 1][i] = true;
      if (r + 1 < rows) a[i][i + cols] = a[i + cols][i] = true;
    }
  }
  return a;
}

TEST(ColSnort, BoardsAgreeWithThePlainRecursion) {
  std::mt19937 random(11);
  for (bool snort : {false, true}) {
    const char* game = snort ? "snort" : "col";
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    for (int trial = 0; trial < 150; ++trial) {
      const int rows = 1 + static_cast<int>(random() % 3),
                cols = 1 + static_cast<int>(random() % 4);
      std::string board, colours;
      for (int r = 0; r < rows; ++r) {
        if (r) board += '|';
        for (int c = 0; c < cols; ++c) {
          const char s = ".....#xo"[random() % 8];
          board += s;
          colours += s == '#' ? 'm' : s;  // a missing square: never coloured, bars nothing
        }
      }
      auto recursion = col_snort_model(store, budget, snort, grid_adjacency(rows, cols));
      EXPECT_EQ(ruleset_value(store, solver, game, board), recursion.value(colours))
          << game << ":" << board;
    }
  }
}

TEST(ColSnort, GraphsAgreeWithThePlainRecursion) {
  std::mt19937 random(3);
  for (bool snort : {false, true}) {
    const char* game = snort ? "snort" : "col";
    GameStore store;
    Budget budget;
    PartizanSolver solver(store, budget);
    for (int trial = 0; trial < 200; ++trial) {
      // n vertices named 10, 20, …; a tint L or R is a neighbour coloured beforehand (an extra
      // vertex of the recursion's graph): in Col only Left may colour a vertex next to Right's
      // colour, in Snort one next to Left's.
      const int n = 1 + static_cast<int>(random() % 7);
      std::vector<std::vector<bool>> a(2 * n, std::vector<bool>(2 * n, false));
      std::string colours(2 * n, 'm'), spelling;
      std::vector<char> tint(n, '.');
      for (int v = 0; v < n; ++v) {
        colours[v] = '.';
        tint[v] = "...LR"[random() % 5];
        if (tint[v] != '.') {
          const bool left_only = tint[v] == 'L';
          colours[n + v] = (left_only != snort) ? 'o' : 'x';
          a[v][n + v] = a[n + v][v] = true;
        }
      }
      std::vector<bool> mentioned(n, false);
      auto name = [&](int v) {
        std::string s = std::to_string(10 * (v + 1));
        if (!mentioned[v] && tint[v] != '.') s += tint[v];
        mentioned[v] = true;
        return s;
      };
      for (int u = 0; u < n; ++u) {
        for (int v = u + 1; v < n; ++v) {
          if (random() % 5 >= 2) continue;
          a[u][v] = a[v][u] = true;
          spelling += (spelling.empty() ? "" : ",") + name(v) + "~" + name(u);
        }
      }
      for (int v = 0; v < n; ++v) {
        if (!mentioned[v]) spelling += (spelling.empty() ? "" : ",") + name(v);
      }
      auto recursion = col_snort_model(store, budget, snort, a);
      EXPECT_EQ(ruleset_value(store, solver, game, spelling), recursion.value(colours))
          << game << ":" << spelling;
    }
  }
}

// The cases of the conformance suite (tests/unit/conformance_test.cc; tests/unit/ruleset_cases.h).
// Col and Snort read the same graphs; names are numbered in their order, so any names read
// as the same graph.
GRUNDY_RULESET_CASES(.family = "col",
                     .prints = {{"col:..x|o..", "col:..x|o.."},
                                {"col:0~1,1~2,3L", "col:0~1,1~2,3L"},
                                {"col:0L~1R,1~2", "col:0L~1R,1~2"},
                                {"col:#", "col:#"},
                                {"col:0R", "col:0R"},
                                {"col:30~7, 7~100L", "col:0~1,0~2L"}},
                     .refusals = {{"col:..|.", 9},
                                  {"col:0~1,1~q", 11},
                                  {"col:0L~1,0R", 10},
                                  {"col:2~2", 5},
                                  {"col:0~", 7},
                                  {"col:x.y", 7}})

GRUNDY_RULESET_CASES(.family = "snort",
                     .prints = {{"snort:..x|o..", "snort:..x|o.."},
                                {"snort:0~1,1~2,3L", "snort:0~1,1~2,3L"},
                                {"snort:0L~1R,1~2", "snort:0L~1R,1~2"},
                                {"snort:#", "snort:#"},
                                {"snort:0R", "snort:0R"},
                                {"snort:30~7, 7~100L", "snort:0~1,0~2L"}},
                     .refusals = {{"snort:..|.", 11},
                                  {"snort:0~1,1~q", 13},
                                  {"snort:0L~1,0R", 12},
                                  {"snort:2~2", 7},
                                  {"snort:0~", 9},
                                  {"snort:x.y", 9}})

}  // namespace
}  // namespace grundy::partizan
