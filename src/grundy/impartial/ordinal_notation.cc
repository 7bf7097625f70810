#include "grundy/impartial/ordinal_notation.h"

#include <fmt/format.h>

#include <cctype>  // std::isalnum

#include "grundy/core/error.h"

namespace grundy::transfinite {

namespace {

constexpr std::string_view kOmega = "\u03c9";  // ω
constexpr std::string_view kTimes = "\u00d7";  // ×
constexpr std::string_view kBeyond =
    "grundy's transfinite nimbers are the ordinals below ω^ω: an exponent of ω must be finite";

bool is_word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

// a + b and a·b, the natural (Hessenberg) operations on Cantor normal forms, as CGSuite's
// surreal ordinals add and multiply; coefficients are plain integers here, not nimbers.
bool add_overflows(std::uint64_t a, std::uint64_t b, std::uint64_t* r) {
  return __builtin_add_overflow(a, b, r);
}

class Reader {
 public:
  Reader(std::string_view text, Budget* budget) : text_(text), budget_(budget) {}

  Ordinal whole_ordinal() {
    const Ordinal a = ordinal_sum();
    end();
    return a;
  }

  Ordinal whole_expression() {
    const Ordinal a = game_sum();
    end();
    return a;
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  Budget* budget_;

  // Columns count characters, not bytes (ω and × are two bytes each in UTF-8).
  [[noreturn]] void fail(const std::string& what, std::size_t at) const {
    std::size_t column = 1;
    for (std::size_t i = 0; i < at && i < text_.size(); ++i) {
      if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;
    }
    throw parse_error(fmt::format("{} at column {}", what, column), column);
  }
  [[noreturn]] void expected(const std::string& what) {
    skip();
    const std::string found =
        pos_ < text_.size() ? "'" + printable(text_.substr(pos_, 1)) + "'" : "the end";
    fail(fmt::format("expected {}, found {}", what, found), pos_);
  }
  void skip() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }
  bool eat(std::string_view s) {
    skip();
    if (text_.substr(pos_).starts_with(s)) {
      pos_ += s.size();
      return true;
    }
    return false;
  }
  void end() {
    skip();
    if (pos_ != text_.size()) expected("+ or the end");
  }
  bool at_digit() {
    skip();
    return pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9';
  }
  // ω, omega or w (not the start of a longer word).
  bool eat_omega() {
    skip();
    if (eat(kOmega)) return true;
    for (std::string_view w : {std::string_view("omega"), std::string_view("w")}) {
      const std::string_view rest = text_.substr(pos_);
      if (rest.starts_with(w) && (rest.size() == w.size() || !is_word_char(rest[w.size()]))) {
        pos_ += w.size();
        return true;
      }
    }
    return false;
  }
  std::uint64_t natural() {
    skip();
    const std::size_t start = pos_;
    std::uint64_t n = 0;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
      if (__builtin_mul_overflow(n, 10, &n) ||
          add_overflows(n, static_cast<std::uint64_t>(text_[pos_] - '0'), &n)) {
        fail("a number past 2^64 − 1", start);
      }
      ++pos_;
    }
    return n;
  }

  // ---- ordinals (natural sum and product) ----
  Ordinal natural_sum(const Ordinal& a, const Ordinal& b, std::size_t at) {
    std::vector<OrdinalTerm> terms = a.terms();
    for (const OrdinalTerm& t : b.terms()) {
      bool merged = false;
      for (OrdinalTerm& u : terms) {
        if (u.exponent != t.exponent) continue;
        if (add_overflows(u.coefficient, t.coefficient, &u.coefficient)) {
          fail("a coefficient past 2^64 − 1", at);
        }
        merged = true;
      }
      if (!merged) terms.push_back(t);
    }
    return Ordinal::from_terms(std::move(terms));  // exponents distinct: nothing XORs
  }
  Ordinal natural_product(const Ordinal& a, const Ordinal& b, std::size_t at) {
    Ordinal r;
    for (const OrdinalTerm& x : a.terms()) {
      for (const OrdinalTerm& y : b.terms()) {
        OrdinalTerm t;
        if (add_overflows(x.exponent, y.exponent, &t.exponent) || t.exponent >= kExponentLimit) {
          fail("an exponent of 3^40 or more", at);
        }
        if (__builtin_mul_overflow(x.coefficient, y.coefficient, &t.coefficient)) {
          fail("a coefficient past 2^64 − 1", at);
        }
        r = natural_sum(r, Ordinal::from_terms({t}), at);
      }
    }
    return r;
  }
  Ordinal ordinal_sum() {
    Ordinal a = ordinal_product();
    for (;;) {
      skip();
      const std::size_t at = pos_;
      if (!eat("+")) return a;
      a = natural_sum(a, ordinal_product(), at);
    }
  }
  Ordinal ordinal_product() {
    Ordinal a = ordinal_factor();
    for (;;) {
      skip();
      const std::size_t at = pos_;
      if (!eat("*") && !eat(kTimes)) return a;
      a = natural_product(a, ordinal_factor(), at);
    }
  }
  Ordinal ordinal_factor() {
    skip();
    if (at_digit()) return Ordinal(natural());
    if (eat("(")) {
      const Ordinal a = ordinal_sum();
      if (!eat(")")) expected("')'");
      return a;
    }
    if (eat_omega()) return omega_power_tail();
    expected("a natural number, ω (omega, w) or '('");
  }
  // After ω: ^ and a finite exponent, or nothing (ω^1).
  Ordinal omega_power_tail() {
    if (!eat("^")) return Ordinal::omega_power(1);
    skip();
    const std::size_t at = pos_;
    Ordinal e;
    if (at_digit()) {
      e = Ordinal(natural());
    } else if (eat("(")) {
      e = ordinal_sum();
      if (!eat(")")) expected("')'");
    } else if (eat_omega()) {
      fail(std::string(kBeyond), at);
    } else {
      expected("an exponent (a natural number or '(')");
    }
    if (!e.is_finite()) fail(std::string(kBeyond), at);
    if (e.finite_value() >= kExponentLimit) fail("an exponent of 3^40 or more", at);
    return Ordinal::omega_power(e.finite_value());
  }

  // ---- nimber expressions ----
  Ordinal game_sum() {
    Ordinal a = game_product();
    while (eat("+")) a = nim_sum(a, game_product());
    return a;
  }
  Ordinal game_product() {
    Ordinal a = game_atom();
    while (eat(".ConwayProduct")) {
      if (!eat("(")) expected("'('");
      const Ordinal b = game_sum();
      if (!eat(")")) expected("')'");
      a = nim_product(a, b, *budget_);
    }
    return a;
  }
  Ordinal game_atom() {
    skip();
    if (eat("(")) {
      const Ordinal a = game_sum();
      if (!eat(")")) expected("')'");
      return a;
    }
    if (at_digit()) {
      const std::size_t at = pos_;
      if (natural() == 0) return Ordinal();
      fail("a number is not an impartial game here: write the nimber *n", at);
    }
    if (!eat("*")) expected("a nimber (*, *n, *ω, *(ω+1)), 0 or '('");
    skip();
    if (at_digit()) return Ordinal(natural());
    if (eat("(")) {
      const Ordinal a = ordinal_sum();
      if (!eat(")")) expected("')'");
      return a;
    }
    if (eat_omega()) return omega_power_tail();
    return Ordinal(1);  // * alone is *1
  }
};

}  // namespace

std::string format_ordinal(const Ordinal& a) {
  if (a.is_zero()) return "0";
  std::string s;
  for (const OrdinalTerm& t : a.terms()) {
    if (!s.empty()) s += '+';
    if (t.exponent == 0) {
      s += std::to_string(t.coefficient);
      continue;
    }
    s += kOmega;
    if (t.exponent != 1) s += fmt::format("^{}", t.exponent);
    if (t.coefficient != 1) s += fmt::format("{}{}", kTimes, t.coefficient);
  }
  return s;
}

std::string format_transfinite_nimber(const Ordinal& a) {
  if (a.is_zero()) return "0";
  if (a.is_finite()) return a.finite_value() == 1 ? "*" : fmt::format("*{}", a.finite_value());
  const OrdinalTerm& head = a.terms().front();
  const bool parens = a.terms().size() > 1 || head.coefficient != 1;
  return parens ? fmt::format("*({})", format_ordinal(a)) : "*" + format_ordinal(a);
}

Ordinal parse_ordinal(std::string_view text) {
  return Reader(text, nullptr).whole_ordinal();
}

bool mentions_omega(std::string_view text) {
  if (text.find(kOmega) != std::string_view::npos) return true;
  char before = '\0';  // the last character other than a space
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::string_view rest = text.substr(i);
    const bool word_start = i == 0 || !is_word_char(text[i - 1]);
    auto alone = [&](std::string_view w) {
      return rest.starts_with(w) && (rest.size() == w.size() || !is_word_char(rest[w.size()]));
    };
    if (word_start && alone("omega")) return true;
    // w only where an ordinal may stand (after *, (, +, ^ or ×, whose last byte is 0x97), not
    // as a stone on a board.
    if (word_start && alone("w") &&
        std::string_view("*(+^\x97").find(before) != std::string_view::npos) {
      return true;
    }
    if (text[i] != ' ' && text[i] != '\t') before = text[i];
  }
  return false;
}

Ordinal evaluate_transfinite(std::string_view text, Budget& budget) {
  return Reader(text, &budget).whole_expression();
}

}  // namespace grundy::transfinite
