// Evaluating the one grammar's syntax tree (grundy/notation/syntax.h) into canonical games:
// CGSuite's spelling of values, ruleset terms resolved by the caller. The tree is as deep as the
// text is nested, which kMaxNesting bounds, so this recursion stays small too.
#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/notation/syntax.h"
#include "grundy/partizan/algebra.h"
#include "grundy/partizan/companion.h"
#include "grundy/partizan/compound_sums.h"
#include "grundy/partizan/freeze.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/powers.h"
#include "grundy/partizan/products.h"
#include "grundy/partizan/thermograph.h"

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
      case SyntaxKind::kMethod:
        return method(s);
      case SyntaxKind::kTerm:
        if (!resolver_) fail_at(s.column, "a ruleset term is not allowed here");
        return resolver_(s.term().ruleset, s.column, s.term().position, s.term().position_column);
    }
    fail_at(s.column, "unexpected syntax");
  }

 private:
  // CGSuite's other methods (grundy/notation/syntax.cc, kMethods). A usage error (an argument
  // out of the method's domain) names the argument's column, or the method's when it has none.
  GameId method(const Syntax& s) {
    const std::string_view name = s.method().name;
    const GameId g = value(s.children[0]);
    const GameId arg = s.children.size() > 1 ? value(s.children[1]) : kZero;
    const std::size_t column = s.children.size() > 1 ? s.children[1].column : s.column;
    try {
      if (name == "Companion") return companion(store_, budget_, g);
      if (name == "Freeze") {
        Thermographer thermo(store_, budget_);
        return freeze(store_, thermo, g);
      }
      if (name == "Cool") {
        const auto t = store_.number_of(arg);
        if (!t) throw Error(ErrorKind::kUsage, "cooling is by a number t > -1");
        Thermographer thermo(store_, budget_);
        return thermo.cool(g, *t);
      }
      if (name == "Heat") return Thermographer(store_, budget_).heat(g, arg);
      if (name == "Pow") return pow(store_, budget_, g, arg);
      if (name == "PowTo") return pow_to(store_, budget_, g, arg);
      if (name == "Subordinate") return subordinate(store_, budget_, g, arg);
      if (name == "ConjunctiveSum") return conjunctive_sum(store_, budget_, g, arg);
      if (name == "SelectiveSum") return selective_sum(store_, budget_, g, arg);
      if (name == "ConwayProduct") return conway_product(store_, budget_, g, arg);
      if (name == "OrdinalProduct") return ordinal_product(store_, budget_, g, arg);
      // CGSuite's upsum and downsum of stoppers: for short games both are the sum (the loopy
      // ones are read by grundy/stoppers/stopper_parse.cc).
      if (name == "Upsum" || name == "Downsum") return store_.add(g, arg, budget_);
      if (name == "Tiny") {
        // CGSuite's G.Tiny and Tiny(G) = {0||0|-G}.
        const GameId inner = store_.construct({kZero}, {store_.negative(g)}, budget_);
        return store_.construct({kZero}, {inner}, budget_);
      }
      if (name == "Miny") {
        // CGSuite's Miny(G) = {G|0||0}.
        const GameId inner = store_.construct({g}, {kZero}, budget_);
        return store_.construct({inner}, {kZero}, budget_);
      }
    } catch (const Error& e) {
      if (e.kind() != ErrorKind::kUsage) throw;
      fail_at(column, fmt::format("{}: {}", name, e.what()));
    }
    fail_at(s.column, fmt::format("unknown method '{}'", name));
  }

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
    if (l.power != 0) {
      // ^<n> = ↑.Pow(n), ^[n] = ↑.PowTo(n) (grundy/partizan/powers.h); v<n>, v[n] their negatives.
      if (l.power > kMaxRecursionDepth) {
        fail_at(l.ups_column + 2, fmt::format("the power is above {}, the deepest game supported",
                                              kMaxRecursionDepth));
      }
      const GameId up = store_.nus({Dyadic(0), 1, 0});
      const GameId n = store_.number(Dyadic(static_cast<std::int64_t>(l.power)));
      GameId p = l.power_sum ? pow_to(store_, budget_, up, n) : pow(store_, budget_, up, n);
      if (l.down) p = store_.negative(p);
      v.nim = l.nim;
      return store_.add(store_.nus(v), p, budget_);
    }
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
