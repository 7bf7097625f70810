// Impartial games written down as directed graphs, graph{…} (graph.cc): their cases for the
// conformance suite (tests/unit/conformance_test.cc, as data: tests/unit/ruleset_cases.h), which
// runs its generic checks on them and on the ruleset's samples.
#include "tests/unit/ruleset_cases.h"

GRUNDY_RULESET_CASES(.family = "graph",
                     .prints = {{"graph{a->b,c;b->c;c}:a", "graph{a->b,c;b->c;c}:a"}},
                     .refusals = {
                         {"graph{a->b;b}:z", 15}, {"graph:a", 1}, {"graph{a->b!;b}:a", 11}})
