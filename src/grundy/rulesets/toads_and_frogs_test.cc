// Toads and Frogs (toads_and_frogs.cc): its cases for the conformance suite
// (tests/unit/conformance_test.cc, as data: tests/unit/ruleset_cases.h), which runs its generic
// checks on them and on the ruleset's samples. Values from the literature are
// partizan_rulesets_test.cc's.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "toads-and-frogs",
                     .prints = {{"toads-and-frogs:tt..ff", "toads-and-frogs:tt..ff"}},
                     .refusals = {{"toads-and-frogs:tx", 18}},
                     .positions = {"toads-and-frogs:t.f", "toads-and-frogs:tt..ff",
                                   "toads-and-frogs:t..f", "toads-and-frogs:tt.f.f",
                                   "toads-and-frogs:t.tf.f", "toads-and-frogs:tt.ff",
                                   "toads-and-frogs:ttt..fff", "toads-and-frogs:ftt..ff.tt",
                                   "toads-and-frogs:t.f.t.f", "toads-and-frogs:fft.f.tt|t..f"})
