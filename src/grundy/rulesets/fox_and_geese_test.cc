// Fox and Geese: the retrograde table against a plain depth-limited search written here from the
// rules alone (a board string, the fox's four diagonals and the geese's two forward ones), on
// every state of small boards; and Winning Ways' answer on the 8×8 board with 4 geese.
#include "grundy/rulesets/fox_and_geese.h"

#include <gtest/gtest.h>

#include <string>

#include "grundy/core/error.h"
#include "tests/unit/ruleset_cases.h"

namespace grundy::partizan {
namespace {

// +1 the mover wins, −1 the mover loses, 0 not decided within depth plies.
int search(std::string& board, int rows, int cols, bool fox_moves, int depth) {
  if (depth == 0) return 0;
  bool moved = false, unknown = false;
  for (int s = 0; s < rows * cols; ++s) {
    if (board[s] != (fox_moves ? 'F' : 'G')) continue;
    for (int dr : {-1, 1}) {
      if (!fox_moves && dr == 1) continue;  // geese only go up the board
      for (int dc : {-1, 1}) {
        const int r = s / cols + dr, c = s % cols + dc;
        if (r < 0 || r >= rows || c < 0 || c >= cols || board[r * cols + c] != '.') continue;
        moved = true;
        std::swap(board[s], board[r * cols + c]);
        const int v = search(board, rows, cols, !fox_moves, depth - 1);
        std::swap(board[s], board[r * cols + c]);
        if (v == -1) return 1;
        if (v == 0) unknown = true;
      }
    }
  }
  if (!moved) return -1;
  return unknown ? 0 : -1;
}

// Every placement of a fox and k geese on the dark squares of rows × cols, checked both ways.
void check_board(int rows, int cols, int k) {
  Budget budget;
  FoxAndGeeseTable table(rows, cols, k, budget);
  const FoxAndGeesePosition shape{rows, cols, 0, {}};
  std::vector<int> dark;
  for (int s = 0; s < rows * cols; ++s) {
    if (is_dark(shape, s)) dark.push_back(s);
  }
  const int n = static_cast<int>(dark.size());
  const int depth = 2 * k * (rows - 1) + 2;  // more plies than any game lasts
  std::uint64_t checked = 0;
  for (std::uint64_t set = 0; set < (1ull << n); ++set) {
    if (std::popcount(set) != k) continue;
    for (int f = 0; f < n; ++f) {
      if ((set >> f) & 1) continue;
      FoxAndGeesePosition p{rows, cols, dark[f], {}};
      std::string board(static_cast<std::size_t>(rows * cols), '.');
      board[dark[f]] = 'F';
      for (int g = 0; g < n; ++g) {
        if ((set >> g) & 1) p.geese.push_back(dark[g]), board[dark[g]] = 'G';
      }
      for (Mover mover : {Mover::kGeese, Mover::kFox}) {
        const FoxAndGeeseTable::Entry e = table.at(p, mover);
        const int plain = search(board, rows, cols, mover == Mover::kFox, depth);
        ASSERT_NE(plain, 0) << board;  // the game is finite: decided within depth
        EXPECT_EQ(e.result, plain == 1 ? FoxAndGeeseResult::kWin : FoxAndGeeseResult::kLoss)
            << format_fox_and_geese(p) << (mover == Mover::kFox ? " fox" : " geese");
        // Searching exactly to the table's length decides it; one ply less does not.
        EXPECT_EQ(search(board, rows, cols, mover == Mover::kFox, e.plies + 1), plain) << board;
        if (e.plies > 0) {
          EXPECT_EQ(search(board, rows, cols, mover == Mover::kFox, e.plies), 0) << board;
        }
        ++checked;
      }
    }
  }
  EXPECT_EQ(checked, table.states());
}

TEST(FoxAndGeese, AgreesWithAPlainSearch) {
  check_board(4, 4, 2);
  check_board(4, 4, 1);
  check_board(5, 4, 2);
  check_board(4, 6, 2);
}

TEST(FoxAndGeese, WinningWaysEightByEight) {
  // WW ch. 22: on the 8×8 board the four geese, starting on the dark squares of the bottom row,
  // win with correct play wherever the fox starts on the top row (the geese move first there;
  // the jpn game site's summary of WW: "With perfect play, the Geese always win").
  Budget budget;
  FoxAndGeeseTable table(8, 8, 4, budget);
  EXPECT_EQ(table.states(), 35960u * 28 * 2);  // C(32, 4) geese sets, 28 fox squares, 2 movers
  for (int fox : {1, 3, 5, 7}) {
    std::string text;
    for (int r = 0; r < 8; ++r) {
      if (r > 0) text += '|';
      for (int c = 0; c < 8; ++c) {
        text += r == 0 && c == fox ? 'F' : r == 7 && c % 2 == 0 ? 'G' : '.';
      }
    }
    const FoxAndGeesePosition p = parse_fox_and_geese(text, 1);
    EXPECT_EQ(format_fox_and_geese(p), text);
    EXPECT_EQ(table.at(p, Mover::kGeese).result, FoxAndGeeseResult::kWin) << text;
    // And the fox moving first loses too: the geese win whoever starts.
    EXPECT_EQ(table.at(p, Mover::kFox).result, FoxAndGeeseResult::kLoss) << text;
  }
}

TEST(FoxAndGeese, RefusesBadBoardsAndBudgets) {
  for (const auto& [bad, column] : std::vector<std::pair<const char*, std::size_t>>{{"F.|.G", 1},
                                                                                    {"..|G.", 1},
                                                                                    {".F|.G", 5},
                                                                                    {".F.|G.", 7},
                                                                                    {".F|", 4},
                                                                                    {".F|Gx", 5},
                                                                                    {"GF|G.", 1}}) {
    try {
      parse_fox_and_geese(bad, 1);
      ADD_FAILURE() << bad;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::kParse) << bad;
      EXPECT_EQ(e.column(), column) << bad << ": " << e.what();
    }
  }
  Budget small;
  small.set_byte_limit(1 << 20);
  EXPECT_THROW(FoxAndGeeseTable(8, 8, 4, small), Error);
}

// The conformance suite's cases. A loopy ruleset: no worked positions (play need not end, so no
// plain recursion; the tests above check its game graph against the retrograde table).
GRUNDY_RULESET_CASES(.family = "fox-and-geese",
                     .prints = {{"fox-and-geese:...|.G.|F..", "fox-and-geese:...|.G.|F.."},
                                {"fox-and-geese:#F#.|....|....|G.G.",
                                 "fox-and-geese:.F..|....|....|G.G."}},
                     .refusals = {{"fox-and-geese:F.|.G", 15, "light square"},
                                  {"fox-and-geese:...|.G.|FF.", 24, "a second fox"},
                                  {"fox-and-geese:...|.x.|F..", 20, "not a fox-and-geese square"},
                                  {"fox-and-geese:...|.G", 21, "row 2 has 2 squares"}})

}  // namespace
}  // namespace grundy::partizan
