// How each partizan ruleset's small positions are spelled, for the sweeps of its impartial variant
// (tests/unit/impartial_variant_sweep_test.cc, impartial_variant_board12_test.cc).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace grundy::impartial_variant_sweep {

// How a ruleset's small positions are spelled: boards of every shape (rows joined by '|'), one
// strip (or Hackenbush stalk), or one rectangle `HxW`; cells drawn from alphabet, one letter each,
// or, for a board of numbers (Sheep), from the words of alphabet separated by spaces, joined by
// commas and put in parentheses. A position is written after prefix (King Dirt's kings to place).
enum class Shape { kBoard, kStrip, kRectangle, kHeap, kNumberBoard };
struct Spelling {
  std::string_view ruleset;
  Shape shape;
  std::string_view alphabet;
  std::string_view prefix = "";
};

// Every partizan ruleset of the registry has a row here (the test fails naming one that has not).
inline constexpr Spelling kSpellings[] = {
    {"amazons", Shape::kBoard, ".xo#"},
    {"anti-clobber", Shape::kBoard, "xo."},
    {"cannibal-clobber", Shape::kBoard, "xo."},
    {"clobber", Shape::kBoard, "xo."},
    {"col", Shape::kBoard, ".xo"},
    {"cram", Shape::kBoard, ".#"},
    {"cutcake", Shape::kRectangle, ""},
    {"diagonal-clobber", Shape::kBoard, "xo."},
    {"domineering", Shape::kBoard, ".#"},
    {"eatcake", Shape::kRectangle, ""},
    {"elephants", Shape::kStrip, "xo."},
    {"fission", Shape::kBoard, "x."},
    {"gen-king-dirt", Shape::kBoard, ".#xo", "1,1,0:"},
    {"gen-toads{1,2,1,1}", Shape::kStrip, "tf."},
    {"hackenbush", Shape::kStrip, "brg"},
    {"kings", Shape::kBoard, "xo."},
    {"knights", Shape::kBoard, "xo."},
    {"konane", Shape::kBoard, "xo."},
    {"maundy-cake", Shape::kRectangle, ""},
    {"nogo", Shape::kBoard, ".xo"},
    {"push", Shape::kStrip, "LR."},
    {"queens", Shape::kBoard, "xo."},
    {"rooks", Shape::kBoard, "xo."},
    {"sheep", Shape::kNumberBoard, "0 1 3 -2"},
    {"snort", Shape::kBoard, ".xo"},
    {"sub{1,3|2,3}", Shape::kHeap, ""},
    {"toads-and-frogs", Shape::kStrip, "tf."},
    {"toppling-dominoes", Shape::kStrip, "LRG"},
};

inline const Spelling* spelling_of(std::string_view ruleset) {
  for (const Spelling& s : kSpellings) {
    if (s.ruleset == ruleset) return &s;
  }
  return nullptr;
}

// The cells a position is drawn from: alphabet's letters, or its words for a board of numbers.
inline std::vector<std::string> cells_of(const Spelling& s) {
  std::vector<std::string> out;
  if (s.shape != Shape::kNumberBoard) {
    for (char c : s.alphabet) out.emplace_back(1, c);
    return out;
  }
  std::string_view rest = s.alphabet;
  while (!rest.empty()) {
    const std::size_t space = rest.find(' ');
    out.emplace_back(rest.substr(0, space));
    rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
  }
  return out;
}

// The spelling of the board of rows x cols cells whose i-th cell (row by row) is cells[digits[i]].
inline std::string board_text(const Spelling& s, const std::vector<std::string>& cells,
                              unsigned cols, const std::vector<std::size_t>& digits) {
  const bool numbers = s.shape == Shape::kNumberBoard;
  std::string board{s.prefix};
  if (numbers) board += '(';
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && i % cols == 0) {
      board += '|';
    } else if (i > 0 && numbers) {
      board += ',';
    }
    board += cells[digits[i]];
  }
  if (numbers) board += ')';
  return board;
}

}  // namespace grundy::impartial_variant_sweep
