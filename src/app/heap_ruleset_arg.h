#pragma once
// The ruleset argument of `seq` and `period`: a heap ruleset in the notation.
#include <string>  // std::string

#include "grundy/rulesets/heap_ruleset.h"
#include "grundy/rulesets/take_and_break_general.h"

namespace grundy::app {

// Parses spelling as a heap ruleset (nim, sub{…}, allbut{…}, a code); throws a parse error if it
// is not one, or a usage error if it is a ruleset whose positions are not heaps.
std::shared_ptr<const HeapRuleset> heap_ruleset_arg(const std::string& spelling);

// The ruleset of a take-and-break code the heap engines do not take (`80.0`, `{2+}.0`, `0.7?`:
// take_and_break_general.h), or null when spelling is another ruleset; a parse error as above.
std::shared_ptr<const TakeBreakRuleset> take_break_ruleset_arg(const std::string& spelling);

}  // namespace grundy::app
