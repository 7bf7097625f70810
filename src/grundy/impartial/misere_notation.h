#pragma once
// CGSuite's spelling of misère canonical games (game.misere.MisereCanonicalGame), printed and read:
//   *[0], *[2], *[2#], *[2#1], *[2[2]], *[(2#1)2##]
// Inside *[…] a game is a nim heap's size (a digit, or &n; for n ≥ 10), a list of two or more games
// in parentheses (the game with those options), or a game followed by subscripts: # (the game with
// that game as its only option), i (plus *i), -i (minus *i: the game H with H + *i equal to it).
// At the top level the parentheses are left out, and subscripts other than a run of #'s are
// bracketed: 2[#-2] is {*2} − *2, 2#1 is {{*2}, *1}, 2[#1] is {*2} + *1. Options are written in
// the reverse of CGSuite's canonical order (by the even part's birthday, number of options, G⁺,
// G⁻, options, then even before odd), and a game that is a nim heap plus or minus a smaller form
// is written so (CGSuite's printer: MisereCanonicalGameOps.rAppendMidToOutput, read, not copied).
//
// Also read: CGSuite's input spelling, * applied to a list: *[[2],0] is {{*2}, 0}, *[3] is *3,
// elements integers (nim heaps), lists (games of those options) or *[…] games, and sums of those.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "grundy/impartial/misere_store.h"

namespace grundy::misere {

class MisereNotation {
 public:
  explicit MisereNotation(MisereStore& store) : store_(store) {}

  // CGSuite's *[…] spelling of g; nullopt when longer than max_chars, or when finding its
  // nim-heap subscripts would try more than a fixed number of sums.
  std::optional<std::string> spell(GameId g, std::size_t max_chars = 4000);
  // Reads *[…] (either of CGSuite's spellings), or a sum of them joined by +, at text; column is
  // text[0]'s column (errors name columns). A subtraction that has no answer (or none this reader
  // finds) is an error.
  GameId read(std::string_view text, std::size_t column);

  // G is even when its birthday is less than that of G + * (CGSuite); otherwise G + * is even.
  bool is_even(GameId g);
  GameId even_part(GameId g) { return is_even(g) ? g : store_.add(g, store_.nim(1)); }
  // G⁺(G): the normal-play Grundy value of the form (the mex of the options').
  std::uint32_t normal_value(GameId g);
  // CGSuite's canonical order: negative when a comes first.
  int compare(GameId a, GameId b);
  // The H with H + x = g, when this finds one (checked by adding: a returned H is right). Found
  // from the differences of g's options (H's options are among them unless H + x collapses by a
  // reversible option) and from g's followers two deep; nullopt otherwise.
  std::optional<GameId> subtract(GameId g, GameId x);

  MisereStore& store() { return store_; }

 private:
  void charge_trial();
  void emit(GameId g, bool parenthesize, bool& subscripted, std::string& out, std::size_t cap);

  MisereStore& store_;
  std::unordered_map<GameId, bool> even_;
  std::unordered_map<GameId, std::uint32_t> normal_;
  std::unordered_map<std::uint64_t, std::optional<GameId>> differences_;
  std::size_t trials_ = 0, trial_limit_ = SIZE_MAX;
};

}  // namespace grundy::misere
