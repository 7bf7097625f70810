#pragma once
// The kind of game an expression is, read once, so that the commands switch on the kind rather
// than on the expression's text. Loopy games are a kind of the one game model: a loopy partizan
// game written in the loopy wing of the grammar, or a position of a loopy ruleset.
#include <string_view>  // std::string_view

#include "grundy/games/registry.h"

namespace grundy {

enum class GameKind {
  // A sum in the one grammar (grundy/notation/syntax.h) of games that end, impartial or partizan,
  // and of impartial positions on a cycle of a game graph (Ruleset::is_loopy), which the
  // impartial wing values by the generalized Sprague–Grundy function.
  kShortSum,
  // A loopy partizan game in the loopy wing of the grammar (grundy/notation/loopy_notation.h:
  // definitions, on, off, over, …, S & T): stoppers and their sides (grundy/stoppers/).
  kLoopyPartizan,
  // A position of a loopy ruleset (Ruleset::is_loopy_ruleset: Fox and Geese) first in the
  // expression, alone or beside a short game: played by retrograde analysis.
  kLoopyRuleset,
};

// The kind of expression. The ruleset of its first term (`NAME:POSITION` at its start) is asked
// for its kind first, so `fox-and-geese:… + on` is a loopy ruleset's position beside a game the
// retrograde analysis reads (and refuses); only the registry's loopy families are made.
GameKind classify(std::string_view expression);

}  // namespace grundy
