#pragma once
// The commands on loopy positions (Ruleset::is_loopy: a game graph with a cycle): value,
// outcome, moves, options and verify route a sum with a loopy component here, to the
// generalized Sprague–Grundy function and Smith's sum theorem (grundy/impartial/loopy.h) and, for
// verify, to retrograde analysis of the sum's game graph (grundy/impartial/retrograde.h). The commands
// that assume play ends (misère play, canonical forms, sequences) refuse such a sum (exit 2).
#include <nlohmann/json.hpp>
#include <string>  // std::string
#include <vector>  // std::vector

#include "app/commands.h"
#include "app/options.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/loopy.h"

namespace grundy::app {

ValueResult loopy_value(const Sum& sum, const std::string& expression, const Context& context);
OutcomeResult loopy_outcome(const Sum& sum, const std::string& expression, bool misere,
                            const Context& context);
MovesResult loopy_moves(const Sum& sum, const std::string& expression, bool misere,
                        const Context& context);
OptionsResult loopy_options(const Sum& sum, const std::string& expression, const Context& context,
                            std::size_t limit);
// verify of a loopy position (the position, and it beside *1 … *4), or of the given positions
// of a ruleset beside each Nim heap 0 … grid; r has its subject filled in.
VerifyResult verify_loopy_position(const Sum& sum, VerifyResult r, const Context& context);
VerifyResult verify_loopy_ruleset(const RulesetPtr& ruleset,
                                  const std::vector<Component>& positions, VerifyResult r,
                                  const Context& context);

// A value in JSON: the number when finite, else {"value": null, "loopy": "inf", "k": [...]}.
nlohmann::json gamma_json(const Gamma& g);
// Sets j's "value" to the number, or to null with "loopy": "inf" and "k" beside it.
void put_gamma(nlohmann::json& j, const Gamma& g);

}  // namespace grundy::app
