#include "app/natural.h"

#include <fmt/format.h>

#include <charconv>  // std::from_chars

#include "grundy/core/error.h"  // printable

namespace grundy::app {
namespace {

// Shown as a range in --help only when it is short.
constexpr std::uint64_t kLargestLabelledMax = 1'000'000;

}  // namespace

std::string natural_range_phrase(std::uint64_t min, std::uint64_t max) {
  if (max <= kLargestLabelledMax) return fmt::format("a whole number from {} to {}", min, max);
  if (min > 0) return fmt::format("a whole number ≥ {}", min);
  return "a whole number";
}

std::string natural_range_label(std::uint64_t min, std::uint64_t max) {
  if (max <= kLargestLabelledMax) return fmt::format("{}..{}", min, max);
  if (min > 0) return fmt::format("WHOLE≥{}", min);
  return "WHOLE";
}

std::string natural_refused(std::string_view text, std::uint64_t min, std::uint64_t max) {
  const auto refused = [&](const std::string& phrase) {
    return fmt::format("expected {}, got \"{}\"", phrase, printable(text, 40));
  };
  if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) {
    return refused(natural_range_phrase(min, max));
  }
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size() || v > max) {
    // Too large: the largest is named, however long.
    if (max == kLargestNatural) return refused(natural_range_phrase(min, max) + " below 2^64");
    return refused(fmt::format("a whole number from {} to {}", min, max));
  }
  if (v < min) return refused(natural_range_phrase(min, max));
  return "";
}

std::uint64_t natural_value(std::string_view text) {
  std::uint64_t v = 0;
  std::from_chars(text.data(), text.data() + text.size(), v);
  return v;
}

}  // namespace grundy::app
