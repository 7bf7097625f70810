#pragma once
// Families of heap games as data, for `grundy census` (docs/sequences.md, "Censuses"). A family
// is a list of spellings in a fixed order; spellings of one game (the same options from every
// heap, hence the same Grundy sequence) are merged into one member with its aliases, so a census
// computes each game once. No I/O: a file's text is handed in by the caller.
//
//   octal:D          every code d0.d1…dk with d0 ∈ {0, 4}, 1 ≤ k ≤ D, each di an octal digit,
//                    except the game with no move (0.0, 0.00, …): octal:2 is 0.01 … 0.77 and
//                    4.0 … 4.77, 127 games (their trailing-zero spellings are aliases)
//   octal!:D         the same, each digit with a splitting bit (4, 5, 6, 7) also with '!'
//   hex:D, hex!:D    the same with hexadecimal digits, d0 ∈ {0, 4, 8, c}
//   subtraction:M    sub{S} for every non-empty S ⊆ {1 … M}
//   allbut:M         allbut{S} for every S ⊆ {1 … M} (allbut{} is Nim)
//   list:A B …       the spellings given (separated by spaces or ';')
//   file:PATH        one spelling per line of the file ('#' starts a comment)
#include <cstddef>      // std::size_t
#include <functional>   // std::function
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/games/heap_rules.h"

namespace grundy::census {

struct Member {
  std::string spelling;              // the first spelling of the game in family order
  std::vector<std::string> aliases;  // its other spellings in the family, in family order
};

struct Family {
  std::string name;             // the family as given, e.g. "octal:3"
  std::string description;      // what it holds, in words
  std::vector<Member> members;  // in family order, each game once
  std::size_t spellings = 0;    // members and aliases together
};

// The most spellings a family may hold (a census of more is many runs of a smaller family).
inline constexpr std::size_t kMaxSpellings = 1 << 20;

// Reads a family spelling (above). read_file gives the text of file:PATH (nullptr: file:
// families are refused, as over HTTP). Throws a parse error naming the column of spec, or for a
// file the line and column, on a malformed family or a spelling that is not a heap ruleset.
Family parse_family(std::string_view spec,
                    const std::function<std::string(const std::string& path)>& read_file = {});

// A key equal for two rule sets exactly when every heap has the same options under both (then
// the Grundy sequences are equal, by induction on the heap with the mex rule). It reads each
// digit d_j as its bits and '!' only where '!' can matter (a digit leaving two or three heaps:
// '!' on a digit that leaves at most one heap constrains nothing), the repeating tail at its
// least period and earliest start. Trailing zero digits are no digits at all.
std::string rules_key(const HeapRules& rules);

}  // namespace grundy::census
