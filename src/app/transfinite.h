#pragma once
// `grundy value` and `grundy canonical` on transfinite nimbers below ω^ω, in CGSuite's spelling
// (grundy/impartial/ordinal_notation.h): an expression that spells ω (ω, omega, or w where an
// ordinal stands) is a sum of nimbers *α and their ConwayProducts, evaluated by transfinite nim
// arithmetic (grundy/impartial/ordinal_nimber.h). value prints α as CGSuite prints an ordinal
// (ω+1), canonical prints *α as CGSuite prints a TransfiniteNimber (*(ω+1)).
#include <string>  // std::string

#include "app/commands.h"
#include "app/context.h"
#include "app/partizan.h"
#include "grundy/impartial/ordinal_notation.h"

namespace grundy::app {

ValueResult transfinite_value(const std::string& expression, const Context& context);
CanonicalResult transfinite_canonical(const std::string& expression, const Context& context);
PropertiesResult transfinite_properties(const std::string& expression, const Context& context);

}  // namespace grundy::app
