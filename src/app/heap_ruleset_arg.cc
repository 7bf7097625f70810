#include "app/heap_ruleset_arg.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy::app {

std::shared_ptr<const HeapRuleset> heap_ruleset_arg(const std::string& spelling) {
  if (spelling.size() > kMaxExpressionLength) {
    throw parse_error("the ruleset is too long", kMaxExpressionLength + 1);
  }
  const auto [text, column] = trim(spelling, 1);
  if (text.empty()) throw parse_error("expected a ruleset, e.g. 0.77 or sub{1,3,4}", 1);
  check_brackets(text, column);
  auto ruleset = std::dynamic_pointer_cast<const HeapRuleset>(make_ruleset(text, column));
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
