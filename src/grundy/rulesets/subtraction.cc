// Subtraction games sub{s1,…} (remove any s in S from a heap) and all-but subtraction games
// allbut{e1,…} (remove any number except those listed). Both are heap rules as data.
#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <set>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"
#include "grundy/rulesets/heap_ruleset.h"

namespace grundy {
namespace {

// The largest element accepted: a subtraction set is stored sparsely, but the all-but tail is
// laid out densely up to its largest exclusion.
constexpr std::uint64_t kMaxAllButElement = 1'000'000;

// Parses the numbers between the braces of name{…}; returns nullopt-like empty when the
// spelling is not of this family.
std::set<std::uint64_t> parse_set(std::string_view spelling, std::size_t column,
                                  std::string_view name, bool allow_empty) {
  const std::size_t open = name.size();
  if (spelling.size() < open + 2 || spelling[open] != '{' || spelling.back() != '}') {
    throw parse_error(
        fmt::format("expected {}{{…}} with the numbers in braces at column {}", name, column),
        column);
  }
  const std::string_view inside = spelling.substr(open + 1, spelling.size() - open - 2);
  const std::size_t inside_column = column + open + 1;
  std::set<std::uint64_t> set;
  if (trim(inside, inside_column).text.empty()) {
    if (allow_empty) return set;
    // The column is where a number was expected, in the message as in the error.
    throw parse_error(fmt::format("{}{{}} is empty: expected a number to subtract at column {} "
                                  "(a subtraction game needs at least one)",
                                  name, inside_column),
                      inside_column);
  }
  for (const Piece& piece : split_top_level(inside, inside_column, ',')) {
    const std::uint64_t s = parse_natural(piece.text, piece.column, "a number to subtract");
    if (s == 0) {
      throw parse_error(fmt::format("0 at column {} is not allowed in {}{{…}}: subtracting 0 "
                                    "would be a pass, and play would never end",
                                    trim(piece.text, piece.column).column, name),
                        trim(piece.text, piece.column).column);
    }
    set.insert(s);
  }
  return set;
}

std::string spell_set(std::string_view name, const std::set<std::uint64_t>& set) {
  std::string out(name);
  out += '{';
  bool first = true;
  for (std::uint64_t s : set) {
    if (!first) out += ',';
    out += std::to_string(s);
    first = false;
  }
  return out + '}';
}

constexpr HeapDigit kSubtract{3, false};  // leave nothing or one heap

}  // namespace

REGISTER_RULESET_FAMILY("sub", "sub{1,3,4}:10",
                        [](std::string_view spelling, std::size_t column,
                           const HeapPeriodOracle* oracle) -> RulesetPtr {
                          // sub{L|R} is partizan_subtraction.cc's.
                          if (!spelling.starts_with("sub") ||
                              spelling.find('|') != std::string_view::npos) {
                            return nullptr;
                          }
                          const auto set = parse_set(spelling, column, "sub", false);
                          std::vector<std::pair<std::uint64_t, HeapDigit>> digits;
                          for (std::uint64_t s : set) digits.push_back({s, kSubtract});
                          const std::string name = spell_set("sub", set);
                          return std::make_shared<HeapRuleset>(HeapRules::sparse(std::move(digits)),
                                                               name, "the subtraction game " + name,
                                                               oracle);
                        })

REGISTER_RULESET_FAMILY(
    "allbut", "allbut{1,2}:10",
    [](std::string_view spelling, std::size_t column,
       const HeapPeriodOracle* oracle) -> RulesetPtr {
      if (!spelling.starts_with("allbut")) return nullptr;
      const auto set = parse_set(spelling, column, "allbut", true);
      if (!set.empty() && *set.rbegin() > kMaxAllButElement) {
        throw parse_error(fmt::format("allbut{{…}} at column {}: the largest excluded number may "
                                      "be at most {}",
                                      column, kMaxAllButElement),
                          column);
      }
      const std::uint64_t tail_start = set.empty() ? 1 : *set.rbegin() + 1;
      std::vector<HeapDigit> digits(tail_start);
      for (std::uint64_t j = 1; j < tail_start; ++j) {
        if (!set.contains(j)) digits[j] = kSubtract;
      }
      const std::string name = spell_set("allbut", set);
      return std::make_shared<HeapRuleset>(HeapRules(std::move(digits), {kSubtract}), name,
                                           "the all-but subtraction game " + name, oracle);
    })

REGISTER_RULESET_FAMILY("nim", "nim:3,4,5",
                        [](std::string_view spelling, std::size_t column,
                           const HeapPeriodOracle* oracle) -> RulesetPtr {
                          if (spelling != "nim") return nullptr;
                          return std::make_shared<HeapRuleset>(
                              HeapRules({HeapDigit{}}, {kSubtract}), "nim",
                              "Nim: take any number from one heap", oracle);
                        })

}  // namespace grundy
