// The spelling shared by the one-row partizan games (Toppling Dominoes, Push): strips of cells
// joined by '|', each strip one component held in Component::cells, and `0` for no strip.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "grundy/games/ruleset.h"

namespace grundy::partizan {

// Reads `LR.L|.R`: each strip's cells from `allowed`, at most kMaxPositionSize cells in all
// (`what` names them in the error: "squares", "dominoes"). Errors name the column in the whole
// input (column is where text starts).
std::vector<Component> parse_strips(std::string_view text, std::size_t column,
                                    std::string_view allowed, std::string_view ruleset,
                                    std::string_view what);

// The strips joined by '|'; no strip is 0.
std::string format_strips(std::span<const Component> components);

}  // namespace grundy::partizan
