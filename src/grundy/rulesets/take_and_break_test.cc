// Take-and-break games given by an octal or hexadecimal code, and their aliases
// (take_and_break.cc): their cases for the conformance suite (tests/unit/conformance_test.cc, as
// data: tests/unit/ruleset_cases.h), which runs its generic checks on them and on the ruleset's
// samples.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "take-and-break",
                     .prints = {{"kayles:10", "kayles:10"},
                                {"0.77:5", "0.77:5"},
                                {"dawsons-kayles:5", "dawsons-kayles:5"},
                                {"80.0:7", "80.0:7"},
                                {"04.30:5", "4.3:5"},
                                {"{2+}=.0:6", "{2+}=.0:6"},
                                {"0.{0!,2?,4?+}:5", "0.{0,2,4+}?:5"},
                                {"c=.0:6", "c=.0:6"}},
                     .refusals = {{"0.7x:5", 4},
                                  {"0.77:y", 6},
                                  {"0.77.7:5", 5},
                                  {"20.017:5", 1},
                                  {"0.{64}:5", 4}},
                     .positions = {"kayles:9", "0.137:8", "80.0:12", "0.*=:9", "{2+}!.0:10",
                                   "8?.0:9"})
