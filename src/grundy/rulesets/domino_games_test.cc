// Domineering and Cram (domino_games.cc): their cases for the conformance suite
// (tests/unit/conformance_test.cc, as data: tests/unit/ruleset_cases.h), which runs its generic
// checks on them and on the ruleset's samples. Values from the literature are
// partizan_rulesets_test.cc's.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(
        .family = "domineering",
        .prints = {{"domineering:..|..", "domineering:..|.."},
                   {"domineering:..#.|....", "domineering:..#.|...."}},
        .refusals = {{"domineering:..|...", 19}, {"domineering:..x", 15}},
        .positions = {
            "domineering:..|..", "domineering:...|...", "domineering:...|...|...",
            "domineering:....|....|....", "domineering:..#|...|.#.", "domineering:....|.##.|....",
            "domineering:.....|.....", "domineering:...|...|...|...", "domineering:..#.|....|.#..",
            "domineering:.#.|...|.#.", "domineering:...#|..##|....",
            // The benchmark boards (well under a second by plain recursion in a release build).
            "domineering:....|....|....|....", "domineering:.....|.....|.....|....."})

GRUNDY_RULESET_CASES(.family = "cram", .prints = {{"cram:...|...", "cram:...|..."}},
                     .refusals = {{"cram:..|.o", 10}},
                     .positions = {"cram:..|..", "cram:...|...", "cram:...|...|...",
                                   "cram:....|....", "cram:..#.|....|.#..", "cram:..#.|.#..|.#.."})
