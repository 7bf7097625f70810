#pragma once
// MCGS's test files (github.com/ualberta-mueller-group/MCGS, input/info.test describes them),
// read so that `grundy outcome --mcgs FILE` runs MCGS's autotests unchanged. A file is a run of
// section titles (`[clobber_1xn]`, `[impartial nogo]`), games (`XOXO`, `(21 7/8)`), comments
// (`/* … */`) and command blocks (`{B win, W loss}`, `{N 3}`); each command block asks about the
// sum of the games read since the block before it. Each command is one case; its sum is spelled in
// grundy's notation (mcgs_term), or the case is skipped, with the reason, when grundy has no
// ruleset for one of its games.
#include <cstddef>      // std::size_t
#include <cstdint>      // std::uint64_t
#include <optional>     // std::optional
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

namespace grundy::app {

// One game as the file gives it: its section's title and its text.
struct McgsGame {
  std::string section;  // "clobber_1xn", "impartial nogo"
  std::string text;     // "XOXO", "21 7/8" (a bracketed game without its brackets)
  std::size_t line = 0, column = 0;
};

// What a command asks.
enum class McgsAsk {
  kBlackFirst,    // {B …}: does Black (Left) win moving first?
  kWhiteFirst,    // {W …}: does White (Right) win moving first?
  kNimValue,      // {N …}: the nim value of an impartial sum
  kWinningMoves,  // {winning moves …}: not compared (skipped)
  kThermograph,   // {thermograph …}: not compared (skipped)
};

struct McgsCase {
  std::size_t line = 0, column = 0;  // of the command in the file
  std::string command;               // as written: "B win", "N 3"
  McgsAsk ask = McgsAsk::kBlackFirst;
  std::string player;                       // "B", "W", "N" (impartial), or "-" (a thermograph)
  std::optional<bool> expect_win;           // B/W: "win" or "loss", when given
  std::optional<std::uint64_t> expect_nim;  // N: the value, when given
  std::vector<McgsGame> games;              // the sum
  std::string mcgs;                         // the sum as MCGS spells it: "[clobber_1xn] XOXO + …"
  std::string expression;                   // the sum in grundy's notation ("" when skipped)
  std::string skip_reason;                  // why the case is not run ("" when it is)
};

// A game in grundy's notation, or why grundy cannot express it.
struct McgsTerm {
  std::string term;    // "clobber:xoxo", "{21|7/8}"; "" when unsupported
  std::string reason;  // "" when supported
};

// The grundy term of one game of a section. A game that is malformed for its section (a letter
// a board cannot hold, a fraction whose denominator is not a power of two) is an Error(kParse)
// naming its line and column.
McgsTerm mcgs_term(const McgsGame& game);

// Every case of a file's text, in order. Bad input (an unclosed comment or bracket, an unknown
// command, an expected result that is neither win nor loss) is an Error(kParse) whose message
// starts "line L, column C:" and whose column is C.
std::vector<McgsCase> read_mcgs_file(std::string_view text);

}  // namespace grundy::app
