#include "app/heap_ruleset_arg.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy::app {

namespace {

RulesetPtr ruleset_arg(const std::string& spelling, std::size_t& column_out) {
  if (spelling.size() > kMaxExpressionLength) {
    throw parse_error("the ruleset is too long", kMaxExpressionLength + 1);
  }
  const auto [text, column] = trim(spelling, 1);
  if (text.empty()) throw parse_error("expected a ruleset, e.g. 0.77 or sub{1,3,4}", 1);
  check_brackets(text, column);
  column_out = column;
  return make_ruleset(text, column);
}

}  // namespace

std::shared_ptr<const TakeBreakRuleset> take_break_ruleset_arg(const std::string& spelling) {
  std::size_t column = 1;
  return std::dynamic_pointer_cast<const TakeBreakRuleset>(ruleset_arg(spelling, column));
}

std::shared_ptr<const HeapRuleset> heap_ruleset_arg(const std::string& spelling) {
  std::size_t column = 1;
  const RulesetPtr made = ruleset_arg(spelling, column);
  const auto text = trim(spelling, 1).text;
  if (std::dynamic_pointer_cast<const TakeBreakRuleset>(made)) {
    throw Error(ErrorKind::kUsage,
                fmt::format("'{}' is a take-and-break code the heap engines do not take (it adds "
                            "tokens, leaves more than three heaps or has '?' or '='): `seq` "
                            "gives its values and `period` its period, `quotient`, `genus` and "
                            "--prefix do not take it",
                            text),
                column);
  }
  auto ruleset = std::dynamic_pointer_cast<const HeapRuleset>(made);
  if (!ruleset) {
    throw Error(
        ErrorKind::kUsage,
        fmt::format("'{}' is not a heap ruleset: sequences are of heap games (nim, sub{{…}}, "
                    "allbut{{…}}, take-and-break codes)",
                    text),
        column);
  }
  return ruleset;
}

}  // namespace grundy::app
