#pragma once
// The ruleset argument of `seq` and `period`: a heap ruleset in the notation.
#include <string>  // std::string

#include "grundy/rulesets/heap_ruleset.h"

namespace grundy::app {

// Parses spelling as a heap ruleset (nim, sub{…}, allbut{…}, a code); throws a parse error if it
// is not one, or a usage error if it is a ruleset whose positions are not heaps.
std::shared_ptr<const HeapRuleset> heap_ruleset_arg(const std::string& spelling);

}  // namespace grundy::app
