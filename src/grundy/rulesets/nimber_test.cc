// Nimbers, *n (nimber.cc): their cases for the conformance suite (tests/unit/conformance_test.cc,
// as data: tests/unit/ruleset_cases.h), which runs its generic checks on them and on the ruleset's
// samples.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "nimber", .prints = {{"*3", "*3"}, {"*", "*"}},
                     .refusals = {{"*x", 2}})
