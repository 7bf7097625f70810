#pragma once
// The loopy wing of the one grammar (docs/notation.md, Loopy partizan games): a partizan game
// whose play may go on forever is written with named definitions before the game (`a={0|a}; a`),
// the built-in loopy games (on, off, over, under, upon, dud), `pass` inside braces, and `S & T`
// for the game with onside S and offside T. Its expressions are read by grundy/stoppers/; this
// says which expressions are written in it.
#include <string_view>  // std::string_view

namespace grundy {

// True when word is the name of a built-in loopy game: on, off, over, under, upon or dud.
bool is_loopy_game_name(std::string_view word);

// True when text is written in the loopy wing: it starts with a definition `NAME=`, or has `&`,
// or names a built-in loopy game or `pass` outside a ruleset's position (a word right after ':'
// is a position's, as in `clobber:on`).
bool is_loopy_notation(std::string_view text);

}  // namespace grundy
