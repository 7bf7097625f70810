#pragma once
// Fox and Geese as Winning Ways (Berlekamp, Conway, Guy 1982, ch. 22) plays it: on the dark
// squares of a checkerboard (the bottom-left square is dark), one fox and k geese. The fox moves
// one square diagonally, in any of the four directions, to an empty square; a goose moves one
// square diagonally forward (up the board) to an empty square. Nothing is ever captured. Normal
// play: a player who cannot move loses, so the geese win by trapping the fox, and the fox wins
// once the geese run out of moves (WW: the fox that slips past the line wins, since the geese
// must then walk on until they are stuck).
//
// The game is loopy as a combinatorial game (the fox alone can move back and forth for ever,
// so in a sum it has no canonical form: WW ch. 22 values it with on, off and over), which the one
// Ruleset interface's finite solvers refuse; so it is its own small module: an exact outcome for
// either side moving first by retrograde analysis over every state (fox square, geese squares,
// side to move), as in endgame tables: a state whose mover has no move is lost; a state with a
// move to a lost state is won; a state all of whose moves lead to won states is lost; whatever
// is never labelled is a draw. (In alternating play every goose move advances a goose, so a
// game ends within 2·k·(rows − 1) + 1 plies and no draw occurs; the analysis does not assume it.)
#include <cstdint>      // std::uint64_t
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/core/budget.h"

namespace grundy::partizan {

// A position: the board's size, and squares as row · cols + column (row 0 the top).
struct FoxAndGeesePosition {
  int rows = 0, cols = 0;
  int fox = 0;
  std::vector<int> geese;  // ascending
  friend bool operator==(const FoxAndGeesePosition&, const FoxAndGeesePosition&) = default;
};

// The ruleset's name: a position is written `fox-and-geese:BOARD` (the ruleset of the registry,
// grundy/rulesets/fox_and_geese_ruleset.cc).
inline constexpr std::string_view kFoxAndGeese = "fox-and-geese";

// Rows joined by '|', 'F' the fox, 'G' a goose, '.' an empty square ('#' may mark a light one):
// fox-and-geese:.F......|........|… . Throws parse_error naming the column: a piece on a light
// square, no fox or two, no goose, ragged rows, more than 64 dark squares.
FoxAndGeesePosition parse_fox_and_geese(std::string_view text, std::size_t column);
std::string format_fox_and_geese(const FoxAndGeesePosition& p);
// A position written as the term `fox-and-geese:BOARD` or as the board alone, and the term.
FoxAndGeesePosition read_fox_and_geese(std::string_view text);
std::string fox_and_geese_term(const FoxAndGeesePosition& p);
// The square (row, column) is dark: the bottom-left square is.
bool is_dark(const FoxAndGeesePosition& p, int square);

enum class Mover : std::uint8_t { kGeese = 0, kFox = 1 };
enum class FoxAndGeeseResult : std::uint8_t { kDraw = 0, kWin = 1, kLoss = 2 };  // for the mover

// Every state of a board of rows × cols with k geese, solved. Its bytes (4 a state, and 4 for
// the work queue while it is built) and one node a state are charged to budget.
class FoxAndGeeseTable {
 public:
  FoxAndGeeseTable(int rows, int cols, int geese, Budget& budget);
  ~FoxAndGeeseTable();
  FoxAndGeeseTable(const FoxAndGeeseTable&) = delete;
  FoxAndGeeseTable& operator=(const FoxAndGeeseTable&) = delete;

  struct Entry {
    FoxAndGeeseResult result = FoxAndGeeseResult::kDraw;
    int plies = 0;  // moves to the end with best play (the winner hurrying, the loser delaying)
  };
  Entry at(const FoxAndGeesePosition& p, Mover mover) const;
  std::uint64_t states() const { return states_; }  // legal states (fox off the geese)

 private:
  std::uint64_t index(std::uint64_t mask, int fox, Mover mover) const;
  std::uint64_t rank(std::uint64_t mask) const;
  int rows_, cols_, geese_, dark_;
  std::vector<int> square_of_;         // dark index → square
  std::vector<int> dark_of_;           // square → dark index, or −1
  std::vector<std::uint64_t> choose_;  // C(n, j) as choose_[n · (geese + 1) + j]
  std::vector<std::uint8_t> result_;
  std::vector<std::uint16_t> plies_;
  std::uint64_t states_ = 0, charged_ = 0;
  Budget& budget_;
};

// The moves of mover from p, in a fixed order: the position after each, and its words
// ("goose from row 8, column 1 to row 7, column 2").
struct FoxAndGeeseMove {
  FoxAndGeesePosition after;
  std::string words;
};
std::vector<FoxAndGeeseMove> fox_and_geese_moves(const FoxAndGeesePosition& p, Mover mover);

}  // namespace grundy::partizan
