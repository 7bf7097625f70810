#pragma once
// Three faults for tests/layers/check_layers.py to find (the ctest layers_catch_faults).
#include "app/context.h"
#include "grundy/games/ruleset.h"
#include "grundy/rulesets/nim.h"
