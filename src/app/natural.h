#pragma once
// A whole number read strictly from an argument's text: digits only, from a least to a largest
// value. Every numeric parameter of every command is read this way (the command line's parser,
// cli/command_line.cc, and its common options --nodes, --timeout and --memory, cli/runner.cc), so
// "-5" is never wrapped into 18446744073709551611 and the message is always the same one:
//   --nodes: expected a whole number ≥ 1, got "-5"
#include <cstdint>      // std::uint64_t
#include <limits>       // std::numeric_limits
#include <string>       // std::string
#include <string_view>  // std::string_view

namespace grundy::app {

inline constexpr std::uint64_t kLargestNatural = std::numeric_limits<std::uint64_t>::max();

// The range a whole number must lie in, as a phrase: "a whole number", "a whole number ≥ 1",
// "a whole number from 1 to 64" (the largest is named when it is at most a million; a number
// past a larger one is told it: natural_refused).
std::string natural_range_phrase(std::uint64_t min, std::uint64_t max);

// The range as --help shows it after the option: "WHOLE", "WHOLE≥1", "1..64" (the bounds are
// shown when max is at most a million).
std::string natural_range_label(std::uint64_t min, std::uint64_t max);

// Why the text is not a whole number from min to max ("" when it is): 'expected a whole number
// ≥ 1, got "-5"'. The text is quoted printably (at most 40 characters).
std::string natural_refused(std::string_view text, std::uint64_t min = 0,
                            std::uint64_t max = kLargestNatural);

// The text's value; the text must have passed natural_refused.
std::uint64_t natural_value(std::string_view text);

}  // namespace grundy::app
