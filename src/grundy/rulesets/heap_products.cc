// Products of two heap games (CGSuite's HeapRuleset.AcrosticProduct and DirectProduct; Winning
// Ways ch. 14). A position is a pair (m, n): a heap m of R and a heap n of S.
//
// `acrostic(R,S)`: a move is a move of R on m, or of S on n. R's option a_1 + … + a_k of m
// leads to (a_1, n) + … + (a_k, n), S's option b_1 + … + b_l of n to (m, b_1) + … + (m, b_l).
// No general theory of its values is known (CGSuite, Winning Ways).
//
// `direct(R,S)` (the Tartan product): a move takes one option a_1 + … + a_k of m and one option
// b_1 + … + b_l of n together, and leads to Σ_i (a_i, n) + Σ_j (m, b_j) + Σ_i,j (a_i, b_j). The
// Tartan theorem (Winning Ways ch. 14): its value is G_R(m) ⊗ G_S(n), the nim-product of the
// factors' values; fast_value() answers by it, options() lists every move (the route the
// conformance suite checks it against).
//
// R and S are heap games whose options leave nonempty heaps: nim, sub{…}, allbut{…}, the
// take-and-break codes and spawning{…}.
#include <fmt/format.h>

#include <algorithm>
#include <memory>

#include "grundy/core/error.h"
#include "grundy/core/nim.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"
#include "grundy/rulesets/heap_ruleset.h"
#include "grundy/rulesets/spawning.h"
#include "grundy/rulesets/take_and_break_general.h"

namespace grundy {
namespace {

enum class Product { kAcrostic, kDirect };

std::string_view product_name(Product p) {
  return p == Product::kAcrostic ? "acrostic" : "direct";
}

class ProductRuleset final : public ImpartialRuleset {
 public:
  ProductRuleset(Product kind, RulesetPtr r, RulesetPtr s)
      : kind_(kind), r_(std::move(r)), s_(std::move(s)) {}

  std::string spelling() const override {
    return fmt::format("{}({},{})", product_name(kind_), r_->spelling(), s_->spelling());
  }
  std::string describe() const override {
    return kind_ == Product::kAcrostic
               ? fmt::format(
                     "the acrostic product of {} and {}: move on m as in {}, or on n as "
                     "in {}",
                     r_->spelling(), s_->spelling(), r_->spelling(), s_->spelling())
               : fmt::format(
                     "the direct (Tartan) product of {} and {}: move on m as in {} and "
                     "on n as in {} at once",
                     r_->spelling(), s_->spelling(), r_->spelling(), s_->spelling());
  }

  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out;
    for (const Piece& raw : split_top_level(text, column, ',')) {
      const auto [piece, col] = trim(raw.text, raw.column);
      if (piece.size() < 2 || piece.front() != '(' || piece.back() != ')') {
        throw parse_error(
            fmt::format("expected a position (m,n) at column {}, e.g. {}:(3,4)", col, spelling()),
            col);
      }
      const auto coords = split_top_level(piece.substr(1, piece.size() - 2), col + 1, ',');
      if (coords.size() != 2) {
        throw parse_error(fmt::format("expected two heaps in (m,n) at column {}", col), col);
      }
      const std::uint64_t m = parse_natural(coords[0].text, coords[0].column, "a heap size m");
      const std::uint64_t n = parse_natural(coords[1].text, coords[1].column, "a heap size n");
      out.push_back({m, n});
    }
    return out;
  }
  std::string format_position(std::span<const Component> cs) const override {
    if (cs.empty()) return "(0,0)";
    std::string out;
    for (const Component& c : cs) out += fmt::format("{}({},{})", out.empty() ? "" : ",", c.a, c.b);
    return out;
  }

  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    const std::vector<Parts> ro = r_->options({c.a, 0}, budget);
    const std::vector<Parts> so = s_->options({c.b, 0}, budget);
    OptionsCharge charge(budget, "the option list of a product of heap games");
    std::vector<Parts> out;
    auto add = [&](Parts p) {
      if (out.size() >= kMaxListedOptions) {
        throw Error(ErrorKind::kBudget,
                    fmt::format("({},{}) of {} has more than {} options to list", c.a, c.b,
                                spelling(), kMaxListedOptions));
      }
      charge.add_heaps(p.size(), 1 + p.size() / 8);
      out.push_back(std::move(p));
    };
    if (kind_ == Product::kAcrostic) {
      for (const Parts& a : ro) {
        Parts p;
        for (const Component& x : a) p.push_back({x.a, c.b});
        add(std::move(p));
      }
      for (const Parts& b : so) {
        Parts p;
        for (const Component& y : b) p.push_back({c.a, y.a});
        add(std::move(p));
      }
      return out;
    }
    for (const Parts& a : ro) {
      for (const Parts& b : so) {
        Parts p;
        for (const Component& x : a) p.push_back({x.a, c.b});
        for (const Component& y : b) p.push_back({c.a, y.a});
        for (const Component& x : a) {
          for (const Component& y : b) p.push_back({x.a, y.a});
        }
        add(std::move(p));
      }
    }
    return out;
  }

  bool is_terminal(const Component& c, Budget& budget) const override {
    const bool r_end = r_->is_terminal({c.a, 0}, budget);
    const bool s_end = s_->is_terminal({c.b, 0}, budget);
    return kind_ == Product::kAcrostic ? r_end && s_end : r_end || s_end;
  }

  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    return fmt::format("move from ({},{}) to {}", from.a, from.b,
                       to.empty() ? "0" : format_position(to));
  }

  // The Tartan theorem for the direct product (see the top of the file).
  std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const override {
    if (kind_ != Product::kDirect) return std::nullopt;
    const auto g = r_->fast_value({c.a, 0}, budget);
    const auto h = s_->fast_value({c.b, 0}, budget);
    if (!g || !h) return std::nullopt;
    return nim_product(*g, *h);
  }

  std::uint64_t retained_bytes() const override {
    return r_->retained_bytes() + s_->retained_bytes();
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    const unsigned side = std::max(1u, std::min(size, 4u));
    return {seed % side, (seed / side) % side};
  }

 private:
  Product kind_;
  RulesetPtr r_, s_;
};

bool is_heap_game(const Ruleset& r) {
  return dynamic_cast<const HeapRuleset*>(&r) || dynamic_cast<const TakeBreakRuleset*>(&r) ||
         dynamic_cast<const SpawningRuleset*>(&r);
}

RulesetPtr make_product(Product kind, std::string_view spelling, std::size_t column,
                        const HeapPeriodOracle* oracle) {
  const std::string prefix = std::string(product_name(kind)) + "(";
  if (!spelling.starts_with(prefix)) return nullptr;
  if (spelling.back() != ')') {
    throw parse_error(
        fmt::format("expected ')' closing '{}' at column {}", prefix, column + spelling.size()),
        column + spelling.size());
  }
  const std::string_view inner =
      spelling.substr(prefix.size(), spelling.size() - prefix.size() - 1);
  const std::size_t inner_column = column + prefix.size();
  const auto pieces = split_top_level(inner, inner_column, ',');
  if (pieces.size() != 2) {
    throw parse_error(fmt::format("expected two heap games in {}…) at column {}, e.g. {}kayles,"
                                  "spawning{{1-3}})",
                                  prefix, inner_column, prefix),
                      inner_column);
  }
  RulesetPtr factors[2];
  for (int i = 0; i < 2; ++i) {
    const auto [text, col] = trim(pieces[i].text, pieces[i].column);
    if (text.empty()) {
      throw parse_error(fmt::format("expected a heap game at column {}", col), col);
    }
    factors[i] = make_ruleset(text, col);
    if (!is_heap_game(*factors[i])) {
      throw parse_error(fmt::format("'{}' at column {} is not a heap game: a product takes nim, "
                                    "sub{{…}}, allbut{{…}}, a take-and-break code or spawning{{…}}",
                                    printable(text), col),
                        col);
    }
  }
  (void)oracle;
  return std::make_shared<ProductRuleset>(kind, factors[0], factors[1]);
}

}  // namespace

REGISTER_RULESET_FAMILY(
    "acrostic", "acrostic(spawning{1+},spawning{1+C}):(2,3)",
    [](std::string_view spelling, std::size_t column, const HeapPeriodOracle* oracle) {
      return make_product(Product::kAcrostic, spelling, column, oracle);
    },
    true, [] { return std::vector<std::string>{"acrostic(R,S)"}; })

REGISTER_RULESET_FAMILY(
    "direct", "direct(spawning{3E},spawning{4FS}):(7,19)",
    [](std::string_view spelling, std::size_t column, const HeapPeriodOracle* oracle) {
      return make_product(Product::kDirect, spelling, column, oracle);
    },
    true, [] { return std::vector<std::string>{"direct(R,S)"}; })

}  // namespace grundy
