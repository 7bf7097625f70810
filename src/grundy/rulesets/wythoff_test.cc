// Wythoff's game (wythoff.cc): its cases for the conformance suite (tests/unit/conformance_test.cc,
// as data: tests/unit/ruleset_cases.h), which runs its generic checks on them and on the ruleset's
// samples. Its P-positions are wythoff_positions_test.cc's.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "wythoff",
                     .prints = {{"wythoff:(3,5)", "wythoff:(3,5)"},
                                {"wythoff:(5, 3)", "wythoff:(5,3)"}},
                     .refusals = {{"wythoff:(3)", 9}, {"wythoff:(3,x)", 12}, {"wythoff:3,5", 9}},
                     .positions = {"wythoff:(4,6)"})
