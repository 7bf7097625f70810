// Any impartial game written out as the set of its options, nested:
//   impartial:{0,*,{*2,*3}}
// A form is 0, * (for *1), *n (the Nim heap {0, *, …, *(n−1)}) or {form, form, …}; the position
// after ':' is one form or several joined by ',' (a sum). This is how grundy prints misère simplest
// forms (grundy/impartial/misere_store.h), so they read back as the games they name; it serves normal
// play too (`grundy value 'impartial:{0,*}'` is 2).
//
// A position is kept as its normal spelling: the options of every set sorted and each written
// once, a set that is exactly {0, *, …, *(n−1)} written *n. Equal spellings are equal Positions.
#include <fmt/format.h>

#include <algorithm>
#include <memory>

#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy {
namespace {

// The largest *n a form may name (its options are listed), as a nimber's.
constexpr std::uint64_t kMaxNim = std::uint64_t{1} << 20;
// The deepest nesting of braces.
constexpr std::size_t kMaxDepth = 1000;

// The Nim heap a normal spelling names, if it is one: 0, *, *n.
std::optional<std::uint64_t> nim_of(std::string_view s) {
  if (s == "0") return 0;
  if (s == "*") return 1;
  if (s.size() >= 2 && s[0] == '*' && s[1] != '0' &&
      std::all_of(s.begin() + 1, s.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    return std::stoull(std::string(s.substr(1)));
  }
  return std::nullopt;
}

std::string nim_spelling(std::uint64_t n) {
  return n == 0 ? "0" : n == 1 ? "*" : "*" + std::to_string(n);
}

// Orders a set's options: Nim heaps first by size, then the rest by spelling.
bool option_less(const std::string& a, const std::string& b) {
  const auto na = nim_of(a), nb = nim_of(b);
  if (na && nb) return *na < *nb;
  if (na || nb) return na.has_value();
  return a.size() != b.size() ? a.size() < b.size() : a < b;
}

// Reads one form from text at pos (column of text[0] is column) into its normal spelling.
class FormReader {
 public:
  FormReader(std::string_view text, std::size_t column) : text_(text), column_(column) {}

  std::string form(std::size_t depth = 0) {
    skip_spaces();
    if (pos_ >= text_.size()) fail("expected a form (0, *, *n or {…}) before the end");
    const char c = text_[pos_];
    if (c == '0') {
      ++pos_;
      return "0";
    }
    if (c == '*') {
      ++pos_;
      const std::size_t start = pos_;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
      if (start == pos_) return "*";
      const std::uint64_t n =
          parse_natural(text_.substr(start, pos_ - start), column_ + start, "the nimber's value");
      if (n > kMaxNim) {
        fail_at(start,
                fmt::format("*{} is too large a Nim heap for a form (at most *{})", n, kMaxNim));
      }
      return nim_spelling(n);
    }
    if (c != '{') {
      fail(fmt::format("unexpected '{}': expected a form (0, *, *n or {{…}})", c));
    }
    if (depth >= kMaxDepth) fail(fmt::format("forms nest more than {} deep", kMaxDepth));
    const std::size_t open = pos_++;
    std::vector<std::string> options;
    skip_spaces();
    if (pos_ < text_.size() && text_[pos_] == '}') {
      ++pos_;
      return "0";
    }
    while (true) {
      options.push_back(form(depth + 1));
      skip_spaces();
      if (pos_ >= text_.size()) fail_at(open, "unbalanced '{': expected '}' before the end");
      if (text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (text_[pos_] == '}') {
        ++pos_;
        break;
      }
      fail(fmt::format("unexpected '{}': expected ',' or '}}' in a form", text_[pos_]));
    }
    return normal_set(std::move(options));
  }

  bool at_end() {
    skip_spaces();
    return pos_ >= text_.size();
  }
  std::size_t pos() const { return pos_; }

 private:
  [[noreturn]] void fail(const std::string& message) { fail_at(pos_, message); }
  [[noreturn]] void fail_at(std::size_t at, const std::string& message) {
    throw parse_error(fmt::format("{} at column {}", message, column_ + at), column_ + at);
  }
  void skip_spaces() {
    while (pos_ < text_.size() && text_[pos_] == ' ') ++pos_;
  }

  std::string_view text_;
  std::size_t column_;
  std::size_t pos_ = 0;

 public:
  // The normal spelling of the set of these options (each a normal spelling).
  static std::string normal_set(std::vector<std::string> options) {
    std::sort(options.begin(), options.end(), option_less);
    options.erase(std::unique(options.begin(), options.end()), options.end());
    // {0, *, …, *(n−1)} is *n.
    bool heap = true;
    for (std::size_t i = 0; heap && i < options.size(); ++i) heap = nim_of(options[i]) == i;
    if (heap) return nim_spelling(options.size());
    std::string out = "{";
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (i > 0) out += ',';
      out += options[i];
    }
    return out + "}";
  }
};

// The options of a form in normal spelling, each a normal spelling.
// Calls f with the spelling of each option of form, in order.
template <class F>
void for_each_option_of(const std::string& form, F&& f) {
  if (auto n = nim_of(form)) {
    for (std::uint64_t k = 0; k < *n; ++k) f(nim_spelling(k));
    return;
  }
  const std::string_view body = std::string_view(form).substr(1, form.size() - 2);
  for (const Piece& p : split_top_level(body, 2, ',')) f(std::string(p.text));
}

class ImpartialFormRuleset final : public ImpartialRuleset {
 public:
  std::string spelling() const override { return "impartial"; }
  std::string describe() const override {
    return "an impartial game given by its options: {0,*} is *2; move to any option";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out;
    for (const Piece& piece : split_top_level(text, column, ',')) {
      const auto [t, col] = trim(piece.text, piece.column);
      FormReader reader(t, col);
      std::string f = reader.form();
      if (!reader.at_end()) {
        throw parse_error(fmt::format("unexpected '{}' after the form at column {}",
                                      t[reader.pos()], col + reader.pos()),
                          col + reader.pos());
      }
      if (f != "0") out.push_back({0, 0, std::move(f)});
    }
    return out;
  }
  std::string format_position(std::span<const Component> cs) const override {
    if (cs.empty()) return "0";
    std::string out;
    for (const Component& c : cs) {
      if (!out.empty()) out += ',';
      out += c.cells;
    }
    return out;
  }
  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    // *n's n options are listed whole: each is charged to the budget as it is listed (a Parts
    // with out's slack, a heap block, a Position and its spelling), so a list past the budget's
    // memory or deadline stops part way.
    OptionsCharge charge(budget, "the option list of an impartial form");
    std::vector<Parts> out;
    for_each_option_of(c.cells, [&](std::string o) {
      if (o == "0") {
        charge.add({});
        out.push_back({});
        return;
      }
      Parts p{{0, 0, std::move(o)}};
      charge.add(p);
      out.push_back(std::move(p));
    });
    return out;
  }
  bool is_terminal(const Component& c, Budget&) const override { return c.cells == "0"; }
  std::optional<std::uint64_t> fast_value(const Component& c, Budget&) const override {
    return nim_of(c.cells);  // *n is worth n
  }
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    auto shorten = [](const std::string& s) {
      return s.size() <= 60 ? s : s.substr(0, 57) + "...";
    };
    return fmt::format("move {} to {}", shorten(from.cells),
                       to.empty() ? std::string("0") : shorten(to.front().cells));
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    // A random set of small forms, nested up to three deep.
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
    auto next = [&] {
      x ^= x >> 12, x ^= x << 25, x ^= x >> 27;
      return x * 0x2545F4914F6CDD1Dull;
    };
    std::function<std::string(int)> make = [&](int depth) -> std::string {
      if (depth == 0 || next() % 3 == 0) return nim_spelling(next() % 4);
      std::vector<std::string> options;
      const unsigned k = 1 + next() % std::max(1u, std::min(size, 4u));
      for (unsigned i = 0; i < k; ++i) options.push_back(make(depth - 1));
      return FormReader::normal_set(std::move(options));
    };
    std::string f = make(3);
    if (f == "0") f = "{*2,{*}}";
    return {0, 0, std::move(f)};
  }
};

}  // namespace

REGISTER_RULESET_FAMILY("impartial", "impartial:{0,*,{*2,*3}}",
                        [](std::string_view spelling, std::size_t,
                           const HeapPeriodOracle*) -> RulesetPtr {
                          if (spelling != "impartial") return nullptr;
                          static const RulesetPtr kForms = std::make_shared<ImpartialFormRuleset>();
                          return kForms;
                        })

}  // namespace grundy
