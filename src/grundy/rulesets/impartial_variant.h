#pragma once
// The impartial variant of a partizan ruleset (MCGS's `[impartial clobber_1xn]`, its
// impartial_game_wrapper): the same positions, where the player to move may make any move of
// either side, so a position's options are the union of Left's and Right's. Spelled
// `impartial(RULESET):POSITION` (`impartial(clobber):xoxo`, docs/notation.md).
#include "grundy/games/ruleset.h"

namespace grundy {

// The variant of partizan (a ruleset whose games end and are not all impartial already).
RulesetPtr impartial_variant(RulesetPtr partizan);

// The spelling of the variant of the ruleset spelled partizan: `impartial(clobber)`.
std::string impartial_variant_spelling(std::string_view partizan);

}  // namespace grundy
