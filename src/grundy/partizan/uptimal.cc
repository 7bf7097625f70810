#include "grundy/partizan/uptimal.h"

#include <algorithm>  // std::max, std::min

namespace grundy::partizan {
// A named namespace, not an anonymous one: unity builds put eight files in one unit, and
// short names such as trim() must not meet another file's.
namespace uptimal_ops {

using Expansion = UptimalExpansion;

void trim(Expansion& e) {
  while (!e.coefficients.empty() && e.coefficients.back() == 0) e.coefficients.pop_back();
}

Expansion negated(Expansion e) {
  e.number = -e.number;
  for (std::int64_t& c : e.coefficients) c = -c;
  return e;
}

// The first n coefficients.
Expansion truncated(Expansion e, std::size_t n) {
  if (e.coefficients.size() > n) e.coefficients.resize(n);
  trim(e);
  return e;
}

// The same, but x.0*m is cut to the number x alone.
Expansion sharply_truncated(const Expansion& e, std::size_t n) {
  Expansion t = truncated(e, n);
  if (t.length() == 0) t.nim = 0;
  return t;
}

// a_1 … a_n each raised by one (a coefficient past the last counts 0), and *1 added.
Expansion incremented(Expansion e, std::size_t n) {
  const std::size_t old = e.coefficients.size();
  e.coefficients.resize(std::max(n, old), 0);
  for (std::size_t i = 0; i < e.coefficients.size(); ++i) {
    if (i < n || i >= old) e.coefficients[i] += 1;
  }
  e.nim ^= 1;
  trim(e);
  return e;
}

// The 1-based index of the last coefficient ≤ bound, or 0.
std::size_t rightmost_at_most(const Expansion& e, std::int64_t bound) {
  for (std::size_t i = e.coefficients.size(); i-- > 0;) {
    if (e.coefficients[i] <= bound) return i + 1;
  }
  return 0;
}

// Whether x.a_1…a_k*m is confused with x (CGSuite's isConfused): with *1 and coefficients that
// start at ±1 and stay within ±1 of the same sign until one steps back toward 0.
bool confused(const Expansion& e) {
  if (e.nim == 0) return false;
  if (e.coefficients.empty() || e.coefficients[0] == 0) return true;
  if (e.nim >= 2) return false;
  const bool positive = e.coefficients[0] > 0;
  for (std::int64_t c : e.coefficients) {
    if (positive ? c > 1 : c < -1) return false;
    if (positive ? c < 1 : c > -1) return true;
  }
  return true;
}

// Whether the canonical form of exp (last coefficient positive) has the Left options left and
// the one Right option right, by the four shapes of an uptimal's Left options (CGSuite's
// isValidUptimalExpansion, cases (a)–(d); here independent of the options' order).
bool fits(const Expansion& exp, const std::vector<Expansion>& left, const Expansion& right) {
  std::optional<std::size_t> matching_base;  // the one Left option with Right's nimber
  for (std::size_t i = 0; i < left.size(); ++i) {
    if (left[i].nim == right.nim) {
      if (matching_base) return false;
      matching_base = i;
    }
  }
  const std::size_t k = exp.length();
  const std::size_t negative = rightmost_at_most(exp, -1);
  const std::size_t cut = exp.coefficient(k) == 1 ? k - 1 : rightmost_at_most(exp, 0);
  if (negative >= 1) {
    // (a): x.a_1…a_j (j the last negative) raised, with the other's nimber, and the truncation.
    if (left.size() != 2 || !matching_base) return false;
    return left[*matching_base] == incremented(truncated(exp, negative), negative) &&
           left[1 - *matching_base] == truncated(exp, cut);
  }
  const Expansion expected = truncated(exp, cut);
  if (exp.coefficient(1) == 0) {
    // (b): 0, *, …, *(m−1) (plus x) and the truncation.
    if (left.size() != exp.nim + 1) return false;
    std::vector<bool> nimbers(exp.nim, false);
    bool found = false;
    for (const Expansion& l : left) {
      if (l == expected && !found) {
        found = true;
      } else if (l.length() == 0 && l.nim < exp.nim) {
        nimbers[l.nim] = true;
      } else {
        return false;
      }
    }
    return found && std::all_of(nimbers.begin(), nimbers.end(), [](bool b) { return b; });
  }
  if (exp.coefficient(1) == 1 && confused(exp)) {
    // (c): x and the truncation.
    if (left.size() != 2) return false;
    auto is_x = [](const Expansion& l) { return l.length() == 0 && l.nim == 0; };
    return (is_x(left[0]) && left[1] == expected) || (is_x(left[1]) && left[0] == expected);
  }
  // (d): the sharp truncation alone.
  return left.size() == 1 && left[0] == sharply_truncated(exp, cut);
}

}  // namespace uptimal_ops

std::string format_uptimal_expansion(const UptimalExpansion& e) {
  std::string out;
  if (e.nim == 0 || !e.number.is_zero()) out = e.number.to_string();
  if (e.nim != 0) out += e.nim == 1 ? "*" : "*" + std::to_string(e.nim);
  out += '.';
  if (e.coefficients.empty()) out += '0';
  for (const std::int64_t c : e.coefficients) {
    // The magnitude of an int64 (|INT64_MIN| fits in a uint64).
    const std::uint64_t d =
        c < 0 ? 0 - static_cast<std::uint64_t>(c) : static_cast<std::uint64_t>(c);
    if (d < 10) {
      out += static_cast<char>('0' + d);
    } else if (d < 36) {
      out += static_cast<char>('A' + (d - 10));
    } else {
      out += "(" + std::to_string(d) + ")";
    }
    if (c < 0) out += '-';
  }
  return out;
}

int compare_uptimal(const UptimalExpansion& a, const UptimalExpansion& b) {
  if (a.number != b.number) return a.number < b.number ? -1 : 1;
  for (std::size_t n = 1; n <= a.length() && n <= b.length(); ++n) {
    if (a.coefficient(n) != b.coefficient(n)) return a.coefficient(n) < b.coefficient(n) ? -1 : 1;
  }
  if (a.length() != b.length()) return a.length() < b.length() ? -1 : 1;
  if (a.nim != b.nim) return a.nim < b.nim ? -1 : 1;
  return 0;
}

std::optional<UptimalExpansion> UptimalFinder::expansion(GameId g) {
  using namespace uptimal_ops;
  if (auto v = store_.nus_of(g)) {
    Expansion e{v->number, v->nim, {v->ups}};
    trim(e);
    return e;
  }
  if (auto it = memo_.find(g); it != memo_.end()) return it->second;
  std::optional<Expansion> e = positive_expansion(g);
  if (!e) {
    // A last coefficient that is negative: −G's is positive.
    if (auto n = positive_expansion(store_.negative(g))) e = negated(*n);
  }
  memo_.emplace(g, e);
  return e;
}

std::optional<UptimalExpansion> UptimalFinder::positive_expansion(GameId g) {
  using namespace uptimal_ops;
  const std::vector<GameId> rights = store_.options(g, Side::kRight);
  if (rights.size() != 1) return std::nullopt;
  const std::optional<Expansion> right = expansion(rights[0]);
  if (!right) return std::nullopt;
  std::vector<Expansion> left;
  std::size_t longest = 0;
  for (GameId l : store_.options(g, Side::kLeft)) {
    std::optional<Expansion> e = expansion(l);
    if (!e || e->number != right->number) return std::nullopt;
    longest = std::max(longest, e->length());
    left.push_back(std::move(*e));
  }
  // The Right option is the expansion with a_1 … a_k each lowered by one and *1 added, where
  // either a_k ≥ 2 (the Right option as long as G) or a_k = 1 (then shorter by at least one).
  if (right->length() > 0 && right->coefficient(right->length()) > 0) {
    const Expansion e = incremented(*right, right->length());
    if (fits(e, left, *right)) return e;
  }
  const Expansion e = incremented(*right, std::max(right->length(), longest) + 1);
  if (fits(e, left, *right)) return e;
  return std::nullopt;
}

}  // namespace grundy::partizan
