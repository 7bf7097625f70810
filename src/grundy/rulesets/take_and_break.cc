#include "grundy/rulesets/take_and_break.h"

#include <fmt/format.h>

#include <array>
#include <memory>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/rulesets/heap_ruleset.h"

namespace grundy {
namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

char hex_digit(int v) {
  return "0123456789abcdef"[v];
}

std::string spell(const std::vector<HeapDigit>& digits) {
  std::string out;
  for (HeapDigit d : digits) {
    out += hex_digit(d.bits);
    if (d.unequal) out += '!';
  }
  return out;
}

struct Alias {
  std::string_view name, code, description;
};
constexpr std::array<Alias, 4> kAliases{{
    {"kayles", "0.77", "Kayles: knock down 1 or 2 adjacent pins from a row (0.77)"},
    {"dawson", "0.137", "Dawson's chess (0.137)"},
    {"dawsons-kayles", "0.07", "Dawson's Kayles: knock down 2 adjacent pins (0.07)"},
    {"grundys-game", "4!.0", "Grundy's game: split a heap into two unequal heaps (4!.0)"},
}};

bool looks_like_code(std::string_view s) {
  return !s.empty() && hex_value(s[0]) >= 0 && s.find('.') != std::string_view::npos &&
         s.find_first_of("{}():") == std::string_view::npos;
}

}  // namespace

HeapRules parse_take_and_break_code(std::string_view code, std::size_t column,
                                    std::string* normalised) {
  std::vector<HeapDigit> digits, tail;
  bool seen_point = false, in_tail = false, tail_closed = false;
  for (std::size_t i = 0; i < code.size(); ++i) {
    const char c = code[i];
    const std::size_t col = column + i;
    auto& target = in_tail ? tail : digits;
    if (tail_closed) {
      throw parse_error(fmt::format("unexpected '{}' at column {}: a take-and-break code ends with "
                                    "its repeating block",
                                    c, col),
                        col);
    }
    if (int v = hex_value(c); v >= 0) {
      if (!seen_point && !digits.empty()) {
        throw parse_error(
            fmt::format("expected '.' at column {}: one digit comes before the point", col), col);
      }
      if (!seen_point && (v & 3)) {
        throw parse_error(
            fmt::format("the digit before the point at column {} may only be 0, 4, 8 or c: taking "
                        "no tokens and leaving one heap would be a pass",
                        col),
            col);
      }
      target.push_back({static_cast<std::uint8_t>(v), false});
    } else if (c == '!') {
      if (target.empty()) {
        throw parse_error(fmt::format("expected a digit before '!' at column {}", col), col);
      }
      target.back().unequal = true;
    } else if (c == '.') {
      if (seen_point || digits.empty()) {
        throw parse_error(fmt::format("unexpected '.' at column {} in take-and-break code", col),
                          col);
      }
      seen_point = true;
    } else if (c == '[' && seen_point && !in_tail) {
      in_tail = true;
    } else if (c == ']' && in_tail) {
      if (tail.empty()) {
        throw parse_error(
            fmt::format("expected a digit in the repeating block before column {}", col), col);
      }
      in_tail = false;
      tail_closed = true;
    } else {
      throw parse_error(fmt::format("unexpected '{}' at column {} in take-and-break code '{}'; "
                                    "expected a hexadecimal digit, '!', '.' or '[…]'",
                                    c, col, code),
                        col);
    }
  }
  if (!seen_point) {
    throw parse_error(fmt::format("expected '.' in take-and-break code '{}' at column {}", code,
                                  column + code.size()),
                      column + code.size());
  }
  if (in_tail) {
    throw parse_error(
        fmt::format("expected ']' to close the repeating block at column {}", column + code.size()),
        column + code.size());
  }
  if (normalised) {
    std::vector<HeapDigit> shown = digits;
    if (tail.empty()) {
      while (shown.size() > 2 && shown.back().bits == 0) shown.pop_back();
    }
    *normalised = spell({shown.begin(), shown.begin() + 1}) + "." +
                  spell({shown.begin() + 1, shown.end()}) +
                  (tail.empty() ? "" : "[" + spell(tail) + "]");
  }
  return HeapRules(std::move(digits), std::move(tail));
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
      std::string normalised;
      HeapRules rules = parse_take_and_break_code(spelling, column, &normalised);
      return std::make_shared<HeapRuleset>(std::move(rules), normalised,
                                           "the take-and-break game " + normalised, oracle);
    },
    true,
    [] {
      std::vector<std::string> names{"take-and-break codes such as 0.77"};
      for (const Alias& alias : kAliases) names.emplace_back(alias.name);
      return names;
    })

}  // namespace grundy
