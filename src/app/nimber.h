#pragma once
// `grundy nimber mul A B` (`div A B`, `inv A`, `sqrt A`, `pow A E`, and Conway's ugly product
// `ugly A B`, grundy/core/ugly_product.h) and GET /api/nimber: arithmetic in the field of 64-bit
// nimbers (grundy/core/nimber_field.h), and for mul, div, inv and pow in the field of the
// ordinals below ω^ω (grundy/impartial/ordinal_nimber.h) when an operand spells ω (`nimber mul
// ω ω^2` is 2, as CGSuite's `ω NimProduct ω^2`). Operands are natural numbers below 2^64,
// decimal or 0x hexadecimal, read strictly: a sign, junk or a value past 2^64 − 1 is a parse
// error naming the operand and the column in it (exit 2, HTTP 400), as are the inverse of 0 and
// division by 0.
#include <cstdint>  // std::uint64_t
#include <nlohmann/json.hpp>
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <utility>      // std::pair
#include <vector>       // std::vector

#include "app/context.h"

namespace grundy::app {

struct NimberResult {
  std::string op;                                               // mul, div, inv, sqrt, pow, ugly
  std::vector<std::pair<std::string, std::uint64_t>> operands;  // ("a", 3), ("b", 5) / ("e", …)
  std::uint64_t result = 0;
  // An operand that spells ω (mul, div, inv, pow): the ordinals below ω^ω in CGSuite's spelling
  // ("ω^2×3+1"), operand by operand and the result; the numbers above are then unused.
  bool transfinite = false;
  std::vector<std::pair<std::string, std::string>> ordinal_operands;
  std::string ordinal_result;
};

// The names of the operations and of their operands, in order: mul a b, inv a, sqrt a, pow a e.
const std::vector<std::pair<std::string, std::vector<std::string>>>& nimber_operations();

// op applied to the operands' texts (as many as the operation takes). Throws Error(kUsage) for
// an unknown operation or a wrong number of operands, Error(kParse) for a bad operand, and
// Error(kUsage, "0 has no inverse") for inv 0.
NimberResult nimber(const std::string& op, const std::vector<std::string>& operands,
                    const Context& context);

// A natural number below 2^64, decimal or 0x hexadecimal; what names it in an error ("A").
std::uint64_t parse_nimber_operand(std::string_view text, std::string_view what);

nlohmann::json to_json(const NimberResult& r);
std::string to_text(const NimberResult& r);

}  // namespace grundy::app
