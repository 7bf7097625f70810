// Nim, the subtraction games sub{…} and the all-but-subtraction games allbut{…}
// (subtraction.cc): their cases for the conformance suite (tests/unit/conformance_test.cc, as data:
// tests/unit/ruleset_cases.h), which runs its generic checks on them and on the ruleset's samples.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "nim", .prints = {{"nim:3,4,5", "nim:3,4,5"}, {"nim:7", "nim:7"}},
                     .refusals = {{"nim:3,x", 7}, {"nim:-1", 5}},
                     .positions = {"nim:1,2,3", "nim:2,5,6"})

GRUNDY_RULESET_CASES(.family = "sub",
                     .prints = {{"sub{1,3,4}:10", "sub{1,3,4}:10"},
                                {"sub{4,1,3}:2,3", "sub{1,3,4}:2,3"}},
                     .refusals = {{"sub{}:3", 5, "is empty"},
                                  {"sub{0,1}:3", 5, "0 at column 5"},
                                  {"sub{1,3}:x", 10}})

GRUNDY_RULESET_CASES(.family = "allbut",
                     .prints = {{"allbut{1,2}:10", "allbut{1,2}:10"}, {"allbut{}:3", "allbut{}:3"}},
                     .refusals = {{"allbut{1,x}:3", 10}, {"allbut{1}:3,", 13}})
