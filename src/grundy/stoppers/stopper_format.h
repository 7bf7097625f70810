#pragma once
// Printing stoppers in simplest form (docs/notation.md, Loopy partizan games). Positions from
// which play must end (no cycle of moves is reachable) print as CGSuite's canonical forms; the
// others as on, off, over, under or upon when they are, else as names a, b, c, … defined before
// the root: `a={0,b|a}; b={a|*}; a`. Names are given in breadth-first order from the root,
// options sorted by a labelling that depends only on the graph's shape (colour refinement,
// which in a simplest form tells every two positions apart: equal positions are fused), so
// equal stoppers print alike and the printed text reads back as the same game.
#include <string>  // std::string
#include <vector>  // std::vector

#include "grundy/core/budget.h"
#include "grundy/partizan/game_store.h"
#include "grundy/stoppers/stopper_simplify.h"

namespace grundy::partizan::stopper {

// s must be in simplest form (stopper_simplify.h).
std::string format_stopper(const Stopper& s, GameStore& store, Budget& budget);
// S & T, the definitions of both first (S's names, then T's), or S alone when they are equal.
std::string format_sides(const Sides& s, GameStore& store, Budget& budget);
// The positions roots of any finite loopy graph (a stopper or not, simplified or not), written
// as they are, one sum `r1 + r2 + …` under shared definitions: the text reads back as the same
// graph (up to isomorphism, with each part from which play must end as its canonical form, an
// equal short game). The position after a move is printed so (app/stopper_moves.cc): a game
// that is not a stopper has no simplest form to print, and its sides `S & T` are a value, not a
// game one can move in.
std::string format_graph(const Graph& g, const std::vector<int>& roots, GameStore& store,
                         Budget& budget);

}  // namespace grundy::partizan::stopper
