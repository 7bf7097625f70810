// Amazons (amazons.cc): its cases for the conformance suite (tests/unit/conformance_test.cc, as
// data: tests/unit/ruleset_cases.h), which runs its generic checks on them and on the ruleset's
// samples.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "amazons", .prints = {{"amazons:x..|..o", "amazons:x..|..o"}},
                     .refusals = {{"amazons:x.q", 11}},
                     .positions = {"amazons:x..|..o", "amazons:x.o", "amazons:x...|...o",
                                   "amazons:x.#|.#o|...", "amazons:xo..|....",
                                   "amazons:x.#.|.#.o|..#.", "amazons:xo.|#..|..o",
                                   "amazons:x.#.o|.#.#.", "amazons:x....|o...."})
