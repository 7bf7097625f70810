// Impartial games written out as sets of options, impartial:{…} (impartial_form.cc): their
// cases for the conformance suite (tests/unit/conformance_test.cc, as data:
// tests/unit/ruleset_cases.h), which runs its generic checks on them and on the ruleset's samples.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "impartial",
                     .prints = {{"impartial:{0,*,{*2,*3}}", "impartial:{0,*,{*2,*3}}"}},
                     .refusals = {{"impartial:{0,x}", 14}, {"impartial:{0,*}}", 16}})
