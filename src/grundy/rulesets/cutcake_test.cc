// Cutcake (cutcake.cc): its cases for the conformance suite (tests/unit/conformance_test.cc, as
// data: tests/unit/ruleset_cases.h), which runs its generic checks on them and on the ruleset's
// samples. Values from the literature are partizan_rulesets_test.cc's.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "cutcake",
                     .prints = {{"cutcake:2x3,3x2", "cutcake:2x3,3x2"},
                                {"cutcake:0x3,1x4", "cutcake:1x4"},
                                {"cutcake:2x3,0x0", "cutcake:2x3"}},
                     .refusals = {{"cutcake:2y3", 9}},
                     .positions = {"cutcake:2x2", "cutcake:2x3", "cutcake:3x5", "cutcake:4x4,1x3",
                                   "cutcake:5x2", "cutcake:2x3,3x2", "cutcake:2x2,1x3"})
