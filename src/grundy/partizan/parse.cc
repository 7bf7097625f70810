// Evaluating the one grammar's syntax tree (grundy/notation/syntax.h) into canonical games: CGSuite's
// spelling of values, ruleset terms resolved by the caller. The tree is as deep as the text is
// nested, which kMaxNesting bounds, so this recursion stays small too.
#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/notation/syntax.h"
#include "grundy/partizan/algebra.h"
#include "grundy/partizan/notation.h"

namespace grundy::partizan {
namespace {

// Counts written in digits above this are refused before they reach the store's arithmetic.
constexpr std::uint64_t kMaxCount = std::uint64_t{1} << 62;

[[noreturn]] void fail_at(std::size_t column, const std::string& what) {
  throw parse_error(fmt::format("{} at column {}", what, column), column);
}

class Evaluator {
 public:
  Evaluator(GameStore& store, Budget& budget, const TermResolver& resolver)
      : store_(store), budget_(budget), resolver_(resolver), algebra_(store, budget) {}

  GameId value(const Syntax& s) {
    switch (s.kind) {
      case SyntaxKind::kSum: {
        GameId total = kZero;
        for (const Syntax& c : s.children) {
          total = c.subtracted ? store_.subtract(total, value(c), budget_)
                               : store_.add(total, value(c), budget_);
        }
        return total;
      }
      case SyntaxKind::kNegative:
        return store_.negative(value(s.children[0]));
      case SyntaxKind::kPlus:
        return value(s.children[0]);
      case SyntaxKind::kLiteral:
        return literal(s.literal());
      case SyntaxKind::kSwitch: {
        // ±(G, H, …) = {G, H, … | −G, −H, …}; ±G = {G | −G}.
        std::vector<GameId> left, right;
        for (const Syntax& c : s.children) {
          left.push_back(value(c));
          right.push_back(store_.negative(left.back()));
        }
        return store_.construct(std::move(left), std::move(right), budget_);
      }
      case SyntaxKind::kForm: {
        std::vector<GameId> left, right;
        for (std::size_t i = 0; i < s.children.size(); ++i) {
          (i < s.left_count ? left : right).push_back(value(s.children[i]));
        }
        return store_.construct(std::move(left), std::move(right), budget_);
      }
      case SyntaxKind::kNorton: {
        const GameId g = value(s.children[0]), u = value(s.children[1]);
        try {
          return algebra_.norton(g, u);
        } catch (const Error& e) {
          if (e.kind() != ErrorKind::kUsage) throw;
          fail_at(s.children[1].column,
                  fmt::format("the multiplier U = {} of the Norton product G.U must be > 0",
                              s.children[1].spelling));
        }
      }
      case SyntaxKind::kOrdinal:
        return algebra_.ordinal_sum(value(s.children[0]), value(s.children[1]));
      case SyntaxKind::kOverheat: {
        const GameId g = value(s.children[0]);
        const GameId from = value(s.children[1]);
        return algebra_.overheat(g, from, value(s.children[2]));
      }
      case SyntaxKind::kTerm:
        if (!resolver_) fail_at(s.column, "a ruleset term is not allowed here");
        return resolver_(s.term().ruleset, s.column, s.term().position, s.term().position_column);
    }
    fail_at(s.column, "unexpected syntax");
  }

 private:
  GameId literal(const LiteralSyntax& l) {
    Nus v;
    if (!l.number.empty()) {
      if (!Dyadic::parse(l.number, v.number)) {
        fail_at(l.number_column,
                fmt::format("'{}' is not a dyadic rational: the denominator must be a power of two",
                            l.number));
      }
      if (v.number.exponent() > kMaxDenominatorExponent) {
        fail_at(l.number_column, fmt::format("the denominator is above 2^{}, the largest supported",
                                             kMaxDenominatorExponent));
      }
      if (l.negative) v.number = -v.number;
    }
    if (l.counted && l.ups > kMaxCount) fail_at(l.ups_column + 1, "the number of ups is too large");
    if (l.ups > kMaxUps) fail_at(l.ups_column, fmt::format("more than {} ups", kMaxUps));
    v.ups = l.down ? -static_cast<std::int64_t>(l.ups) : static_cast<std::int64_t>(l.ups);
    // Every nimber a 64-bit count holds is read: sums of nimbers XOR them, which never leaves
    // 64 bits, so whatever grundy prints reads back (grammar_fuzz: *2^62 + *1 printed
    // *4611686018427387905, which a limit of 2^62 refused).
    v.nim = l.nim;
    return store_.nus(v);
  }

  GameStore& store_;
  Budget& budget_;
  const TermResolver& resolver_;
  Algebra algebra_;
};

}  // namespace

GameId evaluate_syntax(GameStore& store, const Syntax& tree, Budget& budget,
                       const TermResolver& resolver) {
  return Evaluator(store, budget, resolver).value(tree);
}

GameId parse_game(GameStore& store, std::string_view text, Budget& budget,
                  const TermResolver& resolver, std::size_t column) {
  return evaluate_syntax(store, parse_syntax(text, column), budget, resolver);
}

}  // namespace grundy::partizan
