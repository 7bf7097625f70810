#include "grundy/rulesets/tb_code.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "grundy/core/error.h"

namespace grundy {
namespace {

constexpr std::string_view kBase32 = "0123456789abcdefghijklmnopqrstuv";
constexpr std::uint64_t kMaxListedHeaps = 63;  // CGSuite's bound on a count in braces

int base32_value(char c) {
  if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  const auto at = kBase32.find(c);
  return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

std::optional<SplitRule> constraint_of(char c) {
  switch (c) {
    case '!':
      return SplitRule::kUnequal;
    case '?':
      return SplitRule::kSomeUnequal;
    case '=':
      return SplitRule::kEqual;
    default:
      return std::nullopt;
  }
}

std::string_view constraint_spelling(SplitRule r) {
  switch (r) {
    case SplitRule::kUnequal:
      return "!";
    case SplitRule::kSomeUnequal:
      return "?";
    case SplitRule::kEqual:
      return "=";
    default:
      return "";
  }
}

std::string format_digit(const CodeDigit& d) {
  if (d.zero()) return "0";
  const SplitRule last = d.rules.back();
  const bool consistent = std::all_of(d.rules.begin(), d.rules.end(), [&](SplitRule r) {
    return r == last || r == SplitRule::kNo;
  });
  if (consistent && !d.more) {
    std::uint64_t value = 0;
    for (std::size_t k = 0; k < d.rules.size(); ++k) {
      if (d.rules[k] != SplitRule::kNo) value |= std::uint64_t{1} << k;
    }
    const std::string digit =
        value < 32 ? std::string(1, kBase32[value]) : fmt::format("&{};", value);
    return digit + std::string(constraint_spelling(last));
  }
  if (consistent) {
    if (d.more && d.rules.size() == 1) return "*" + std::string(constraint_spelling(last));
    std::string out = "{";
    for (std::size_t k = 0; k < d.rules.size(); ++k) {
      if (d.rules[k] == SplitRule::kNo) continue;
      if (out.size() > 1) out += ',';
      out += std::to_string(k);
    }
    return out + (d.more ? "+}" : "}") + std::string(constraint_spelling(last));
  }
  std::string out = "{";
  for (std::size_t k = 0; k < d.rules.size(); ++k) {
    if (d.rules[k] == SplitRule::kNo) continue;
    if (out.size() > 1) out += ',';
    out += std::to_string(k) + std::string(constraint_spelling(d.rules[k]));
  }
  return out + (d.more ? "+}" : "}");
}

void drop_trailing_zeros(std::vector<CodeDigit>& digits) {
  while (!digits.empty() && digits.back().zero()) digits.pop_back();
}

// A parsed digit with the column where it is written.
struct WrittenDigit {
  CodeDigit digit;
  std::size_t column;
};

class CodeParser {
 public:
  CodeParser(std::string_view text, std::size_t column) : text_(text), column0_(column) {}

  TakeBreakCode parse() {
    std::vector<WrittenDigit> before, after;
    bool point = false, in_block = false, block_closed = false;
    std::optional<std::size_t> block_start;
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (block_closed) fail("a take-and-break code ends with its repeating block");
      if (c == '.') {
        if (point) fail("a second '.'");
        if (before.empty()) fail("expected a digit before '.'");
        point = true;
        ++pos_;
        continue;
      }
      if (c == '[') {
        if (!point) fail("a repeating block '[…]' comes after the point");
        if (in_block) fail("a repeating block inside another");
        in_block = true;
        block_start = after.size();
        ++pos_;
        continue;
      }
      if (c == ']') {
        if (!in_block) fail("']' without '['");
        if (after.size() == *block_start) fail("expected a digit in the repeating block");
        in_block = false;
        block_closed = true;
        ++pos_;
        continue;
      }
      const std::size_t col = column0_ + pos_;
      WrittenDigit w{digit(), col};
      (point ? after : before).push_back(std::move(w));
    }
    if (!point) {
      throw parse_error(fmt::format("expected '.' in take-and-break code '{}' at column {}", text_,
                                    column0_ + text_.size()),
                        column0_ + text_.size());
    }
    if (in_block) {
      throw parse_error(fmt::format("expected ']' to close the repeating block at column {}",
                                    column0_ + text_.size()),
                        column0_ + text_.size());
    }
    // Play must end: d_-a may leave only a + 2 heaps or more (tb_code.h).
    for (std::size_t w = 0; w < before.size(); ++w) {
      const std::uint64_t a = before.size() - 1 - w;
      const CodeDigit& d = before[w].digit;
      if (d.zero() || d.fewest_heaps() >= a + 2) continue;
      const std::size_t col = before[w].column;
      if (a == 0) {
        throw parse_error(
            fmt::format("the digit before the point at column {} may only split a heap into two "
                        "or more (0, 4, 8, c, {{2+}}, …): taking no tokens and leaving one heap "
                        "would be a pass",
                        col),
            col);
      }
      throw parse_error(
          fmt::format("the digit at column {} adds {} token{} and must leave at least {} heaps: "
                      "with fewer a heap as large as the one moved in may be left, and play "
                      "might never end",
                      col, a, a == 1 ? "" : "s", a + 2),
          col);
    }
    TakeBreakCode code;
    code.digits.push_back(before.back().digit);
    for (const WrittenDigit& w : after) code.digits.push_back(w.digit);
    for (std::size_t w = before.size() - 1; w-- > 0;) code.additive.push_back(before[w].digit);
    drop_trailing_zeros(code.additive);
    if (block_start) {
      code.period = after.size() - *block_start;
      const bool zero_block = std::all_of(code.digits.end() - code.period, code.digits.end(),
                                          [](const CodeDigit& d) { return d.zero(); });
      if (zero_block) {
        code.digits.resize(code.digits.size() - code.period);
        code.period = 0;
      }
    }
    if (code.period == 0) drop_trailing_zeros(code.digits);
    if (code.digits.empty()) code.digits.push_back({});
    return code;
  }

 private:
  [[noreturn]] void fail(std::string_view what) const {
    const std::size_t col = column0_ + pos_;
    throw parse_error(fmt::format("{} at column {} in take-and-break code '{}'", what, col, text_),
                      col);
  }

  std::optional<SplitRule> constraint() {
    if (pos_ < text_.size()) {
      if (auto r = constraint_of(text_[pos_])) {
        ++pos_;
        return r;
      }
    }
    return std::nullopt;
  }

  CodeDigit digit() {
    const char c = text_[pos_];
    CodeDigit d;
    if (c == '*') {
      ++pos_;
      d.rules = {constraint().value_or(SplitRule::kAny)};
      d.more = true;
    } else if (c == '{') {
      d = braced();
    } else if (c == '&') {
      d = numbered();
    } else if (int v = base32_value(c); v >= 0) {
      ++pos_;
      const SplitRule r = constraint().value_or(SplitRule::kAny);
      for (int k = 0; k < 5; ++k) d.rules.push_back(v >> k & 1 ? r : SplitRule::kNo);
    } else if (constraint_of(c)) {
      fail(fmt::format("expected a digit before '{}'", c));
    } else {
      fail(
          fmt::format("unexpected '{}': expected a digit 0-9 or a-v, '{{…}}', '*', '!', '?', "
                      "'=', '.' or '[…]'",
                      c));
    }
    d.normalise();
    return d;
  }

  // CGSuite's `&N;`: the digit of value N written in decimal (any N below 2^64: bit k allows
  // exactly k heaps, as for 0-9 and a-v), then a constraint.
  CodeDigit numbered() {
    ++pos_;  // '&'
    std::uint64_t value = 0;
    const std::size_t first = pos_;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      const std::uint64_t digit = static_cast<std::uint64_t>(text_[pos_] - '0');
      if (value > (~std::uint64_t{0} - digit) / 10) {
        pos_ = first;
        fail("the digit in &N; is more than 2^64 - 1");
      }
      value = value * 10 + digit;
      ++pos_;
    }
    if (pos_ == first) fail("expected the digit's value in decimal after '&' (&N;, e.g. &48;)");
    if (pos_ == text_.size() || text_[pos_] != ';') fail("expected ';' closing &N;");
    ++pos_;
    const SplitRule r = constraint().value_or(SplitRule::kAny);
    CodeDigit d;
    for (int k = 0; k < 64; ++k) d.rules.push_back(value >> k & 1 ? r : SplitRule::kNo);
    return d;
  }

  // {k1,k2c,…[+]}[c]: heap counts, each with its own constraint or all with the one after '}'.
  CodeDigit braced() {
    const std::size_t open = pos_;
    const std::size_t close = text_.find('}', open);
    if (close == std::string_view::npos) fail("expected '}' to close the list of heap counts");
    const std::string_view inside = text_.substr(open + 1, close - open - 1);
    pos_ = close + 1;
    const auto global = constraint();
    CodeDigit d;
    std::string_view list = inside;
    if (!list.empty() && list.back() == '+') {
      d.more = true;
      list.remove_suffix(1);
    }
    std::size_t at = open + 1;  // offset of the item being read
    std::optional<std::uint64_t> largest;
    auto item_fail = [&](std::size_t offset, std::string_view what) {
      const std::size_t col = column0_ + offset;
      throw parse_error(
          fmt::format("{} at column {} in take-and-break code '{}'", what, col, text_), col);
    };
    if (list.empty()) item_fail(at, "expected a heap count (0 to 63) in '{…}'");
    std::vector<std::pair<std::uint64_t, SplitRule>> items;
    std::size_t start = 0;
    while (start <= list.size()) {
      std::size_t end = list.find(',', start);
      if (end == std::string_view::npos) end = list.size();
      std::string_view item = list.substr(start, end - start);
      at = open + 1 + start;
      std::optional<SplitRule> own;
      if (!item.empty()) {
        own = constraint_of(item.back());
        if (own) item.remove_suffix(1);
      }
      if (own && global) {
        item_fail(at + item.size(), "a constraint on one heap count and on the whole list");
      }
      if (item.empty() || item.size() > 2 ||
          !std::all_of(item.begin(), item.end(), [](char ch) { return ch >= '0' && ch <= '9'; })) {
        item_fail(at, "expected a heap count (0 to 63) in '{…}'");
      }
      const std::uint64_t k = std::stoull(std::string(item));
      if (k > kMaxListedHeaps) item_fail(at, "a heap count above 63");
      items.push_back({k, own.value_or(global.value_or(SplitRule::kAny))});
      largest = std::max(largest.value_or(0), k);
      start = end + 1;
    }
    d.rules.assign(*largest + 1, SplitRule::kNo);
    for (const auto& [k, r] : items) d.rules[k] = r;
    return d;
  }

  std::string_view text_;
  std::size_t column0_;
  std::size_t pos_ = 0;
};

}  // namespace

std::uint64_t CodeDigit::fewest_heaps() const {
  for (std::size_t k = 0; k < rules.size(); ++k) {
    if (rules[k] != SplitRule::kNo) return k;
  }
  return rules.size();
}

void CodeDigit::normalise() {
  while (!rules.empty() && rules.back() == SplitRule::kNo) rules.pop_back();
  if (rules.empty()) {
    more = false;
    return;
  }
  if (more && rules.size() < 4) rules.resize(4, rules.back());
  std::set<SplitRule> effective;
  for (std::size_t k = 2; k < rules.size(); ++k) {
    if (rules[k] != SplitRule::kNo) effective.insert(rules[k]);
  }
  for (std::size_t k = 0; k < rules.size(); ++k) {
    if (rules[k] == SplitRule::kNo) continue;
    if (effective.size() == 1) {
      rules[k] = *effective.begin();
    } else if (k < 2) {
      rules[k] = SplitRule::kAny;  // a constraint concerns two or more heaps
    }
  }
  if (more) {
    std::size_t keep = 1;  // the rules up to the last that differs from the last, and the last
    for (std::size_t k = rules.size(); k-- > 0;) {
      if (rules[k] != rules.back()) {
        keep = k + 2;
        break;
      }
    }
    rules.resize(keep);
  }
}

const CodeDigit& TakeBreakCode::digit(std::int64_t j) const {
  static const CodeDigit kZero{};
  if (j < 0) {
    const std::uint64_t a = static_cast<std::uint64_t>(-j);
    return a <= additive.size() ? additive[a - 1] : kZero;
  }
  const std::uint64_t u = static_cast<std::uint64_t>(j);
  if (u < digits.size()) return digits[u];
  if (period == 0) return kZero;
  const std::uint64_t preperiod = digits.size() - period;
  return digits[preperiod + (u - preperiod) % period];
}

std::optional<std::uint64_t> TakeBreakCode::max_take() const {
  if (period) return std::nullopt;
  return digits.size() - 1;
}

TakeBreakCode parse_take_break_code(std::string_view code, std::size_t column) {
  if (code.empty()) throw parse_error("expected a take-and-break code", column);
  return CodeParser(code, column).parse();
}

std::string format_take_break_code(const TakeBreakCode& code) {
  std::string out;
  for (std::size_t a = code.additive.size(); a-- > 0;) out += format_digit(code.additive[a]);
  out += format_digit(code.digits[0]);
  out += '.';
  const std::size_t preperiod = code.digits.size() - code.period;
  for (std::size_t j = 1; j < preperiod; ++j) out += format_digit(code.digits[j]);
  if (code.period) {
    out += '[';
    for (std::size_t j = preperiod; j < code.digits.size(); ++j)
      out += format_digit(code.digits[j]);
    out += ']';
  } else if (preperiod == 1) {
    out += '0';
  }
  return out;
}

std::optional<GuySmithBounds> guy_smith_bounds(const TakeBreakCode& code, std::string& why) {
  if (code.period) {
    why = "its repeating block lets a move remove any number of tokens";
    return std::nullopt;
  }
  GuySmithBounds bounds;
  bounds.t = code.digits.size() - 1;
  auto check = [&](const CodeDigit& d, std::int64_t j) {
    const std::string name = fmt::format("d{} = {}", j, format_digit(d));
    if (d.more) {
      why = fmt::format("{} leaves any number of heaps", name);
      return false;
    }
    for (std::size_t k = 2; k < d.rules.size(); ++k) {
      if (d.rules[k] != SplitRule::kNo && d.rules[k] != SplitRule::kAny) {
        why = fmt::format("{} constrains the heaps it leaves ('!', '?' or '=')", name);
        return false;
      }
    }
    if (!d.zero()) bounds.k = std::max<std::uint64_t>(bounds.k, d.rules.size() - 1);
    return true;
  };
  for (std::size_t j = 0; j < code.digits.size(); ++j) {
    if (!check(code.digits[j], static_cast<std::int64_t>(j))) return std::nullopt;
  }
  for (std::size_t a = 0; a < code.additive.size(); ++a) {
    if (!check(code.additive[a], -static_cast<std::int64_t>(a + 1))) return std::nullopt;
  }
  return bounds;
}

std::optional<HeapRules> to_heap_rules(const TakeBreakCode& code) {
  if (!code.additive.empty()) return std::nullopt;
  auto heap_digit = [](const CodeDigit& d) -> std::optional<HeapDigit> {
    if (d.more || d.rules.size() > 4) return std::nullopt;
    HeapDigit h;
    for (std::size_t k = 0; k < d.rules.size(); ++k) {
      const SplitRule r = d.rules[k];
      if (r == SplitRule::kNo) continue;
      h.bits |= static_cast<std::uint8_t>(1u << k);
      if (k < 2) continue;  // a constraint concerns two or more heaps
      if (r == SplitRule::kUnequal) {
        h.unequal = true;
      } else if (r != SplitRule::kAny) {
        return std::nullopt;
      }
    }
    // normalise() gives every count of two or more heaps the same rule when there is one.
    if (h.unequal && (d.rule(2) == SplitRule::kAny || d.rule(3) == SplitRule::kAny) &&
        (h.bits & 12) == 12) {
      return std::nullopt;
    }
    return h;
  };
  std::vector<HeapDigit> explicit_digits, tail;
  const std::size_t preperiod = code.digits.size() - code.period;
  for (std::size_t j = 0; j < code.digits.size(); ++j) {
    const auto h = heap_digit(code.digits[j]);
    if (!h) return std::nullopt;
    (j < preperiod ? explicit_digits : tail).push_back(*h);
  }
  return HeapRules(std::move(explicit_digits), std::move(tail));
}

}  // namespace grundy
