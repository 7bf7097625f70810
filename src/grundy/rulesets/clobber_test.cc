// Clobber (clobber.cc): its cases for the conformance suite (tests/unit/conformance_test.cc, as
// data: tests/unit/ruleset_cases.h), which runs its generic checks on them and on the ruleset's
// samples. Values from the literature are partizan_rulesets_test.cc's.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "clobber", .prints = {{"clobber:xo|ox", "clobber:xo|ox"}},
                     .refusals = {{"clobber:xq", 10}},
                     .positions = {"clobber:xo", "clobber:xoxo", "clobber:xo|ox", "clobber:xox|oxo",
                                   "clobber:xoxo|oxox", "clobber:xxo|oox|.x.",
                                   "clobber:xoxo|oxox|xo..", "clobber:xoxo|ox..",
                                   "clobber:xxo.|o..x|ox.o", "clobber:xo.x|.oxo|x..o",
                                   "clobber:xoxo|oxox|xoxo"})
