// Red-Blue-Green Hackenbush (hackenbush.cc): its cases for the conformance suite
// (tests/unit/conformance_test.cc, as data: tests/unit/ruleset_cases.h), which runs its generic
// checks on them and on the ruleset's samples. Values from the literature are
// partizan_rulesets_test.cc's, the brute force tests/unit/hackenbush_test.cc's.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "hackenbush",
                     .prints = {{"hackenbush:0g1,1g2,2g0", "hackenbush:0g1,1g2,0g2"},
                                {"hackenbush:bbr,0g1", "hackenbush:0b1,1b2,2r3,0g4"}},
                     .refusals = {{"hackenbush:0q1", 12}, {"hackenbush:0g1,,1g2", 16}},
                     .positions = {"hackenbush:bbr", "hackenbush:br,rb", "hackenbush:gg,g",
                                   "hackenbush:0b1,1r2,2g0", "hackenbush:0g1,1g2,2g0,2b3",
                                   "hackenbush:0b1,1r1,1g2", "hackenbush:bgr,rgb",
                                   "hackenbush:0r1,1b2,2r0,1g3,3g2",
                                   "hackenbush:0b1,1r2,2g0,0g3,3b3", "hackenbush:bgr,rgb,0g1,1g1",
                                   "hackenbush:br,0r1,1b2,2g1"})
