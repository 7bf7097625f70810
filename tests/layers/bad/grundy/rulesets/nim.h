#pragma once
// A ruleset: the engine below rulesets/ must not include it.
