#include "app/nimber.h"

#include <fmt/format.h>

#include <limits>  // std::numeric_limits

#include "app/command.h"
#include "grundy/core/error.h"
#include "grundy/core/nimber_field.h"
#include "grundy/core/ugly_product.h"
#include "grundy/impartial/ordinal_nim_inverse.h"
#include "grundy/impartial/ordinal_notation.h"

namespace grundy::app {
namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

std::string operation_list() {
  std::string out;
  for (const auto& [name, args] : nimber_operations()) out += (out.empty() ? "" : ", ") + name;
  return out;
}

std::string upper_case(std::string name) {
  for (char& c : name) c = static_cast<char>(c - 'a' + 'A');
  return name;
}

// The operation in the field of the ordinals below ω^ω (Conway, ONAG ch. 6: ω^3 = 2; the
// engine's grundy/impartial/ordinal_nimber.h). pow's exponent stays a natural number.
NimberResult transfinite_nimber(const std::string& op, const std::vector<std::string>& names,
                                const std::vector<std::string>& operands, const Context& context) {
  if (op != "mul" && op != "div" && op != "inv" && op != "pow") {
    throw Error(ErrorKind::kUsage,
                fmt::format("nimber {} takes 64-bit nimbers only; the ordinals below ω^ω (an "
                            "operand that spells ω) take mul, div, inv and pow",
                            op));
  }
  using transfinite::Ordinal;
  NimberResult r;
  r.op = op;
  r.transfinite = true;
  std::vector<Ordinal> values;
  std::uint64_t exponent = 0;
  for (std::size_t i = 0; i < operands.size(); ++i) {
    if (names[i] == "e") {
      exponent = parse_nimber_operand(operands[i], "E");
      r.ordinal_operands.emplace_back(names[i], std::to_string(exponent));
      continue;
    }
    values.push_back(transfinite::parse_ordinal(operands[i]));
    r.ordinal_operands.emplace_back(names[i], transfinite::format_ordinal(values.back()));
  }
  Budget& budget = context.budget;
  Ordinal result;
  if (op == "mul") {
    result = transfinite::nim_product(values[0], values[1], budget);
  } else if (op == "div") {
    if (values[1].is_zero()) throw Error(ErrorKind::kUsage, "division by 0");
    result = transfinite::nim_quotient(values[0], values[1], budget);
  } else if (op == "inv") {
    if (values[0].is_zero()) throw Error(ErrorKind::kUsage, "0 has no inverse");
    result = transfinite::nim_inverse(values[0], budget);
  } else {
    result = transfinite::nim_power(values[0], exponent, budget);
  }
  r.ordinal_result = transfinite::format_ordinal(result);
  return r;
}

}  // namespace

const std::vector<std::pair<std::string, std::vector<std::string>>>& nimber_operations() {
  static const std::vector<std::pair<std::string, std::vector<std::string>>> ops = {
      {"mul", {"a", "b"}}, {"div", {"a", "b"}}, {"inv", {"a"}},
      {"sqrt", {"a"}},     {"pow", {"a", "e"}}, {"ugly", {"a", "b"}}};
  return ops;
}

std::uint64_t parse_nimber_operand(std::string_view text, std::string_view what) {
  const auto bad = [&](std::size_t i) {
    return parse_error(
        fmt::format("{} must be a natural number below 2^64, in decimal or 0x hexadecimal: "
                    "'{}' has {} at column {}",
                    what, printable(text),
                    i < text.size() ? fmt::format("'{}'", printable(text.substr(i, 1)))
                                    : std::string("nothing"),
                    i + 1),
        i + 1);
  };
  const bool hex = text.size() >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
  const std::size_t start = hex ? 2 : 0;
  const unsigned base = hex ? 16 : 10;
  if (text.size() == start) throw bad(start);
  std::uint64_t value = 0;
  for (std::size_t i = start; i < text.size(); ++i) {
    const char c = text[i];
    unsigned digit = base;
    if (c >= '0' && c <= '9') digit = c - '0';
    if (hex && c >= 'a' && c <= 'f') digit = c - 'a' + 10;
    if (hex && c >= 'A' && c <= 'F') digit = c - 'A' + 10;
    if (digit >= base) throw bad(i);
    if (value > (kMax - digit) / base) {
      throw parse_error(fmt::format("{} = {} is too large: a 64-bit nimber is at most 2^64 - 1 "
                                    "= {}",
                                    what, printable(text), kMax),
                        1);
    }
    value = value * base + digit;
  }
  return value;
}

NimberResult nimber(const std::string& op, const std::vector<std::string>& operands,
                    const Context& context) {
  const std::vector<std::string>* names = nullptr;
  for (const auto& [name, args] : nimber_operations()) {
    if (name == op) names = &args;
  }
  if (names == nullptr) {
    throw Error(ErrorKind::kUsage, fmt::format("unknown nimber operation '{}': the operations "
                                               "are {}",
                                               printable(op), operation_list()));
  }
  if (operands.size() != names->size()) {
    std::string wanted;
    for (const std::string& n : *names) wanted += " " + upper_case(n);
    throw Error(ErrorKind::kUsage,
                fmt::format("nimber {} takes {} operand{} ({}{}), not {}", op, names->size(),
                            names->size() == 1 ? "" : "s", op, wanted, operands.size()));
  }
  NimberResult r;
  r.op = op;
  bool omega = false;
  for (const std::string& text : operands) {
    // An operand is a number (decimal or 0x hexadecimal, neither has a w) or an ordinal.
    omega =
        omega || transfinite::mentions_omega(text) || text.find_first_of("wω") != std::string::npos;
  }
  if (omega) return transfinite_nimber(op, *names, operands, context);
  for (std::size_t i = 0; i < operands.size(); ++i) {
    const std::string& name = (*names)[i];
    r.operands.emplace_back(name, parse_nimber_operand(operands[i], upper_case(name)));
  }
  const std::uint64_t a = r.operands[0].second;
  if (op == "mul") {
    r.result = nimber_product(a, r.operands[1].second);
  } else if (op == "div") {
    if (r.operands[1].second == 0) throw Error(ErrorKind::kUsage, "division by 0");
    r.result = nimber_quotient(a, r.operands[1].second);
  } else if (op == "ugly") {
    r.result = ugly_product(a, r.operands[1].second);
  } else if (op == "inv") {
    if (a == 0) throw Error(ErrorKind::kUsage, "0 has no inverse");
    r.result = nimber_inverse(a);
  } else if (op == "sqrt") {
    r.result = nimber_sqrt(a);
  } else {
    r.result = nimber_power(a, r.operands[1].second);
  }
  return r;
}

nlohmann::json to_json(const NimberResult& r) {
  nlohmann::json j = {{"op", r.op}};
  if (r.transfinite) {  // ordinals as CGSuite spells them, so strings
    for (const auto& [name, value] : r.ordinal_operands) {
      if (name == "e") {
        j[name] = std::stoull(value);  // pow's exponent is a natural number, as without ω
      } else {
        j[name] = value;
      }
    }
    j["result"] = r.ordinal_result;
    j["transfinite"] = true;
    return j;
  }
  for (const auto& [name, value] : r.operands) j[name] = value;
  j["result"] = r.result;
  return j;
}

std::string to_text(const NimberResult& r) {
  return r.transfinite ? r.ordinal_result : std::to_string(r.result);
}

GRUNDY_COMMAND({
    .name = "nimber",
    .summary = "arithmetic in the field of 64-bit nimbers: mul A B, div A B, inv A, sqrt A, "
               "pow A E, and Conway's ugly product ugly A B (operands decimal or 0x "
               "hexadecimal, below 2^64); mul, div, inv and pow also on the ordinals below "
               "ω^ω (an operand such as ω^2×3+1, or w^2*3+1)",
    .params = {{.name = "op",
                .help = "mul, div, inv, sqrt, pow or ugly",
                .positional = true,
                .required = true},
               // Every word after the operation is an operand, read by parse_nimber_operand (so
               // "-3" is a bad operand named as such), and their number is checked there too.
               {.name = "operands",
                .kind = ParamKind::kList,
                .help = "A B (mul, div, ugly), A (inv, sqrt), A E (pow)",
                .positional = true,
                .front = Front::kCommandLine},
               {.name = "a", .help = "the first operand", .front = Front::kHttp},
               {.name = "b",
                .help = "the second operand of mul, div and ugly",
                .front = Front::kHttp},
               {.name = "e", .help = "pow's exponent", .front = Front::kHttp}},
    .rank = 220,
    .run =
        [](const Arguments& a, const Context& c) {
          const std::string op = a.text("op");
          std::vector<std::string> operands = a.list("operands");
          if (!a.given("operands")) {  // over HTTP: the operands the operation names
            for (const auto& [name, args] : nimber_operations()) {
              if (name != op) continue;
              for (const std::string& arg : args) {
                if (!a.given(arg)) {
                  throw Error(ErrorKind::kUsage, "missing query parameter '" + arg + "'");
                }
                operands.push_back(a.text(arg));
              }
            }
          }
          return Answer(nimber(op, operands, c));  // an unknown op is its error
        },
})

}  // namespace grundy::app
