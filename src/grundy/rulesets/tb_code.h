#pragma once
// CGSuite's generalised take-and-break codes (CGSuite's TakeAndBreak, Winning Ways ch. 4), the
// whole grammar: digit d_j (j tokens removed) says into how many heaps the rest may be split,
// as a base-32 digit (0-9, a-v: bit k set allows exactly k heaps), or as a brace list of heap
// counts `{0,2,3}` with `{2+}` for "2 or more" and `*` for "any number, 0 or more"; after a
// digit (or a braced list, or an item in one) a constraint on the heaps left: `!` pairwise
// unequal, `?` not all equal, `=` all equal. Digits before the point are d_0, d_-1, d_-2, …
// read right to left: d_-a adds a tokens before splitting (`80.0`: add one token and split into
// three heaps). A block `[…]` at the end repeats for ever.
//
// A constraint concerns two or more heaps: leaving no heap or one heap satisfies every one
// (CGSuite normalises `3!` to `3` for the same reason).
//
// Play must end: d_-a (a ≥ 0) may only allow a+2 or more heaps, so that every heap left is
// smaller than the heap moved in (n + a tokens in k ≥ a + 2 nonempty heaps: each is at most
// n + a − (k − 1) < n). CGSuite accepts `20.017` (add a token to a heap), whose play need not
// end; here it is refused, naming the digit's column.
//
// CGSuite's `&N;` is the digit of value N in decimal (`&48;` is `{4,5}`: four or five heaps),
// for the counts past 4 that one base-32 character cannot hold; it is printed so, as CGSuite
// prints it, for a digit of 32 or more whose counts share one constraint.
#include <cstdint>      // std::uint64_t
#include <optional>     // std::optional
#include <span>         // std::span
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "grundy/games/heap_rules.h"

namespace grundy {

enum class SplitRule : std::uint8_t {
  kNo,           // this many heaps may not be left
  kAny,          // any heaps
  kSomeUnequal,  // `?`: not all equal
  kUnequal,      // `!`: pairwise unequal
  kEqual,        // `=`: all equal
};

// One digit: rules[k] for k heaps; with more, rules.back() goes on for every larger k.
struct CodeDigit {
  std::vector<SplitRule> rules;
  bool more = false;

  SplitRule rule(std::uint64_t k) const {
    if (k < rules.size()) return rules[k];
    return more && !rules.empty() ? rules.back() : SplitRule::kNo;
  }
  bool zero() const { return rules.empty(); }
  // The fewest heaps allowed (rules is never empty of allowed counts unless zero()).
  std::uint64_t fewest_heaps() const;
  // CGSuite's normal form of a digit (its Digit.apply): trailing kNo dropped, a single rule for
  // two or more heaps given to every allowed count, else kAny for 0 and 1 heaps.
  void normalise();
  friend bool operator==(const CodeDigit&, const CodeDigit&) = default;
};

struct TakeBreakCode {
  std::vector<CodeDigit> digits;    // d_0, d_1, …
  std::vector<CodeDigit> additive;  // d_-1, d_-2, … (add that many tokens)
  std::size_t period = 0;           // the last `period` digits repeat for ever (0: finite)

  // d_j for any j (negative: tokens added).
  const CodeDigit& digit(std::int64_t j) const;
  // The most tokens one move removes (nullopt with a repeating block).
  std::optional<std::uint64_t> max_take() const;
  // Calls visit(parts) for every option of a heap of n, in CGSuite's order (tokens removed
  // ascending, from the most added; then heap count; then the heaps lexicographically, each
  // list ascending). visit returns false to stop.
  template <class Visit>
  void for_each_option(std::uint64_t n, Visit&& visit) const;

  friend bool operator==(const TakeBreakCode&, const TakeBreakCode&) = default;
};

// Parses a code (column is its first character's); throws a parse error naming the column.
// The result is normalised as CGSuite normalises (trailing zero digits and an all-zero
// repeating block dropped, digits in normal form) and checked to end.
TakeBreakCode parse_take_break_code(std::string_view code, std::size_t column);
// CGSuite's spelling of a code, lower case (`4!.0`, `0.{0,2+}!`, `80.0`); reads back the same.
std::string format_take_break_code(const TakeBreakCode& code);
// The code as HeapRules (the fast engines) when it is one: no digit before the point but d_0,
// at most three heaps, and the only constraint `!`. nullopt otherwise.
std::optional<HeapRules> to_heap_rules(const TakeBreakCode& code);

// k, the most heaps a move leaves, and t, the most tokens a move removes, when the Guy–Smith
// theorem for k heaps (sequence/period.h, find_period_k_heaps) covers the code: no repeating
// block, no digit without a bound on its heap count (`*`, `{2+}`), no constraint on two or more
// heaps (`!`, `?`, `=`: taking p tokens from the largest heap can make heaps equal or unequal).
// Otherwise nullopt, and why says which of these fails, naming the digit.
struct GuySmithBounds {
  std::uint64_t k = 0, t = 0;
};
std::optional<GuySmithBounds> guy_smith_bounds(const TakeBreakCode& code, std::string& why);

// Calls visit(parts) (returning false to stop) for every list of k nonempty heaps, ascending,
// summing to m, that rule allows; false when stopped. parts is scratch of size ≥ k.
template <class Visit>
bool for_each_split(std::uint64_t m, std::uint64_t k, SplitRule rule,
                    std::vector<std::uint64_t>& parts, Visit&& visit);

// ---- template implementation ----

template <class Visit>
bool for_each_split(std::uint64_t m, std::uint64_t k, SplitRule rule,
                    std::vector<std::uint64_t>& parts, Visit&& visit) {
  if (rule == SplitRule::kNo) return true;
  if (k == 0) {
    return m == 0 ? visit(std::span<const std::uint64_t>(parts.data(), 0)) : true;
  }
  if (m < k) return true;
  if (parts.size() < k) parts.resize(k);
  std::span<const std::uint64_t> view(parts.data(), k);
  if (k == 1) {  // a constraint concerns two or more heaps
    parts[0] = m;
    return visit(view);
  }
  if (rule == SplitRule::kEqual) {
    if (m % k) return true;
    for (std::uint64_t i = 0; i < k; ++i) parts[i] = m / k;
    return visit(view);
  }
  const bool strict = rule == SplitRule::kUnequal;
  // Least fill of heaps i … k-1 from value v, each heap ≥ the one before (> with strict): the
  // tokens it needs, or more than m when it cannot fit.
  auto need = [&](std::uint64_t v, std::uint64_t count) -> long double {
    return strict ? static_cast<long double>(count) * v +
                        static_cast<long double>(count) * (count - 1) / 2
                  : static_cast<long double>(count) * v;
  };
  // Fills heaps i … k-2 from v (v, v+1, … when strict) and puts the rest in heap k-1.
  auto fill = [&](std::size_t i, std::uint64_t v, std::uint64_t tokens) {
    for (std::size_t t = i; t + 1 < k; ++t) {
      parts[t] = strict ? v + (t - i) : v;
      tokens -= parts[t];
    }
    parts[k - 1] = tokens;
  };
  if (need(1, k) > static_cast<long double>(m)) return true;
  fill(0, 1, m);
  while (true) {
    const bool all_equal = parts[0] == parts[k - 1];
    if (!(rule == SplitRule::kSomeUnequal && all_equal)) {
      if (!visit(view)) return false;
    }
    // The rightmost heap that can grow by one, the heaps after it refilled least.
    std::uint64_t tokens = parts[k - 1];
    bool advanced = false;
    for (std::size_t i = k - 1; i-- > 0;) {
      tokens += parts[i];
      const std::uint64_t v = parts[i] + 1;
      if (need(v, k - i) <= static_cast<long double>(tokens)) {
        fill(i, v, tokens);
        advanced = true;
        break;
      }
    }
    if (!advanced) return true;
  }
}

template <class Visit>
void TakeBreakCode::for_each_option(std::uint64_t n, Visit&& visit) const {
  std::vector<std::uint64_t> parts;
  const auto last = max_take();
  const std::int64_t top = static_cast<std::int64_t>(last ? std::min<std::uint64_t>(*last, n) : n);
  for (std::int64_t j = -static_cast<std::int64_t>(additive.size()); j <= top; ++j) {
    const CodeDigit& d = digit(j);
    if (d.zero()) continue;
    const std::uint64_t m = n - j;  // j ≤ n; a negative j adds tokens
    const std::uint64_t most = d.more ? m : std::min<std::uint64_t>(m, d.rules.size() - 1);
    for (std::uint64_t k = 0; k <= most; ++k) {
      if (!for_each_split(m, k, d.rule(k), parts, visit)) return;
    }
  }
}

}  // namespace grundy
