#include "grundy/rulesets/take_and_break.h"

#include <fmt/format.h>

#include <array>
#include <cctype>
#include <memory>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/rulesets/heap_ruleset.h"
#include "grundy/rulesets/take_and_break_general.h"
#include "grundy/rulesets/tb_code.h"

namespace grundy {
namespace {

struct Alias {
  std::string_view name, code, description;
};
constexpr std::array<Alias, 4> kAliases{{
    {"kayles", "0.77", "Kayles: knock down 1 or 2 adjacent pins from a row (0.77)"},
    {"dawson", "0.137", "Dawson's chess (0.137)"},
    {"dawsons-kayles", "0.07", "Dawson's Kayles: knock down 2 adjacent pins (0.07)"},
    {"grundys-game", "4!.0", "Grundy's game: split a heap into two unequal heaps (4!.0)"},
}};

// A code starts with a digit or a brace list (`{2+}.0`) and has a point; other families' names
// start with a letter (a code may too: `c=.0`, so a letter, a constraint and a point count).
bool looks_like_code(std::string_view s) {
  if (s.empty() || s.find('.') == std::string_view::npos) return false;
  if (s.find_first_of("():") != std::string_view::npos) return false;
  const unsigned char c = static_cast<unsigned char>(s[0]);
  if (std::isdigit(c) || c == '{') return true;
  const std::size_t point = s.find('.');
  return std::isalpha(c) &&
         s.substr(0, point).find_first_not_of(
             "0123456789abcdefghijklmnopqrstuvABCDEFGHIJKLMNOPQRSTUV!?=") ==
             std::string_view::npos &&
         point > 0;
}

}  // namespace

HeapRules parse_take_and_break_code(std::string_view code, std::size_t column,
                                    std::string* normalised) {
  const TakeBreakCode parsed = parse_take_break_code(code, column);
  if (normalised) *normalised = format_take_break_code(parsed);
  auto rules = to_heap_rules(parsed);
  if (!rules) {
    throw parse_error(fmt::format("the take-and-break code '{}' at column {} adds tokens, leaves "
                                  "more than three heaps or has '?' or '=': the heap engines "
                                  "(seq, period, quotient) do not take it",
                                  code, column),
                      column);
  }
  return std::move(*rules);
}

RulesetPtr make_take_and_break(std::string_view code, std::size_t column,
                               const HeapPeriodOracle* oracle) {
  TakeBreakCode parsed = parse_take_break_code(code, column);
  std::string normalised = format_take_break_code(parsed);
  if (auto rules = to_heap_rules(parsed)) {
    return std::make_shared<HeapRuleset>(std::move(*rules), normalised,
                                         "the take-and-break game " + normalised, oracle);
  }
  return std::make_shared<TakeBreakRuleset>(std::move(parsed));
}

REGISTER_RULESET_FAMILY(
    "take-and-break", "kayles:10",
    [](std::string_view spelling, std::size_t column,
       const HeapPeriodOracle* oracle) -> RulesetPtr {
      for (const Alias& alias : kAliases) {
        if (spelling == alias.name) {
          return std::make_shared<HeapRuleset>(parse_take_and_break_code(alias.code, 1),
                                               std::string(alias.name),
                                               std::string(alias.description), oracle);
        }
      }
      if (!looks_like_code(spelling)) return nullptr;
      return make_take_and_break(spelling, column, oracle);
    },
    true,
    [] {
      std::vector<std::string> names{"take-and-break codes such as 0.77"};
      for (const Alias& alias : kAliases) names.emplace_back(alias.name);
      return names;
    })

}  // namespace grundy
