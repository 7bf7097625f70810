#pragma once
// Each registered ruleset family's cases for the conformance suite
// (tests/unit/conformance_test.cc), as data: spellings that read and print back in a fixed form,
// spellings that must be refused with a parse error naming the column, and worked positions for the
// plain recursion. Every text is a whole term as a user types it (`push:LR.L`), and every column is
// of that term, as the commands report it. One generic test runs each family's cases.
//
// The cases register themselves, as the rulesets do (REGISTER_RULESET_FAMILY): the test file of
// the ruleset that registers a family, src/grundy/rulesets/NAME_test.cc, gives its cases with
// GRUNDY_RULESET_CASES, so a new ruleset brings its own and there is no list to extend. The suite
// fails for a registered family with no cases.
#include <cstddef>      // std::size_t
#include <stdexcept>    // std::logic_error
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <utility>      // std::move
#include <vector>       // std::vector

namespace grundy::testing {

// A term that reads and prints as printed (its fixed point: printed reads and prints as itself).
struct Printing {
  std::string_view text;
  std::string_view printed;
};

// A term refused with a parse error at column, whose message holds says (when not empty).
struct Refusal {
  std::string_view text;
  std::size_t column;
  std::string_view says = {};
};

struct RulesetCases {
  std::string_view family;  // RulesetFamily::name
  std::vector<Printing> prints;
  std::vector<Refusal> refusals;
  // Positions whose outcome (and Grundy value, where impartial) the plain recursion checks
  // beside the family's samples: the worked examples and benchmark boards of the literature.
  std::vector<std::string_view> positions = {};
  // Where GRUNDY_RULESET_CASES gave them (set by the registry), for the suite's messages.
  std::string_view file = {};
  int line = 0;
};

// The registered cases, in the order of static initialisation. A function-local static, so a
// registration from any file's static initialiser finds it built; inline, so every file of the
// test binary shares the one (the test target compiles only *_test.cc files: no .cc for it).
inline std::vector<RulesetCases>& ruleset_cases_registry() {
  static std::vector<RulesetCases> all;
  return all;
}

// Registers a family's cases; call through GRUNDY_RULESET_CASES. A second entry for one family is
// an error: it throws (at static initialisation, the test binary stops before any test runs,
// naming both files).
inline bool register_ruleset_cases(RulesetCases cases, std::string_view file = {}, int line = 0) {
  cases.file = file;
  cases.line = line;
  for (const RulesetCases& known : ruleset_cases_registry()) {
    if (known.family == cases.family) {
      throw std::logic_error("GRUNDY_RULESET_CASES: the family " + std::string(cases.family) +
                             " has cases in " + std::string(known.file) + " and again in " +
                             std::string(file));
    }
  }
  ruleset_cases_registry().push_back(std::move(cases));
  return true;
}

// Every family's cases registered so far (all of them once static initialisation is done).
inline const std::vector<RulesetCases>& ruleset_cases() {
  return ruleset_cases_registry();
}

}  // namespace grundy::testing

// Registers a family's cases at static-initialisation time, from the ruleset's own test file:
//   GRUNDY_RULESET_CASES(.family = "push", .prints = {{"push:0", "push:0"}},
//                        .refusals = {{"push:lr", 6}}, .positions = {"push:LR.L"})
// The arguments are a RulesetCases' members. Named with __COUNTER__, not __LINE__: a unity build
// joins files whose registrations share a line number.
#define GRUNDY_RULESET_CASES_NAME_INNER(n) registered_ruleset_cases_##n
#define GRUNDY_RULESET_CASES_NAME(n) GRUNDY_RULESET_CASES_NAME_INNER(n)
#define GRUNDY_RULESET_CASES(...)                                                                \
  namespace {                                                                                    \
  const bool GRUNDY_RULESET_CASES_NAME(__COUNTER__) = ::grundy::testing::register_ruleset_cases( \
      ::grundy::testing::RulesetCases{__VA_ARGS__}, __FILE__, __LINE__);                         \
  }
