#include "grundy/api.h"

#include <fmt/format.h>

#include <algorithm>  // std::min
#include <optional>   // std::optional

#include "grundy/games/heap_rules.h"
#include "grundy/games/registry.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/partizan/expression.h"
#include "grundy/partizan/misere_search.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"
#include "grundy/search/outcome_search.h"
#include "grundy/search/search_expression.h"
#include "grundy/sequence/engine.h"

namespace grundy {
namespace {

// The heap game's rules (a take-and-break code), or a usage error naming what was given.
RulesetPtr heap_ruleset(std::string_view heap_game) {
  RulesetPtr ruleset = make_ruleset(heap_game);
  if (!ruleset->heap_rules()) {
    throw Error(ErrorKind::kUsage,
                fmt::format("{} is not a heap game: a sequence needs a take-and-break code "
                            "(`0.07`, `sub{{1,3,4}}`, `kayles`)",
                            heap_game));
  }
  return ruleset;
}

bool is_impartial(const Sum& sum) {
  for (const Term& term : sum.terms) {
    for (const Component& c : term.components) {
      if (!term.ruleset->is_impartial(c)) return false;
    }
  }
  return true;
}

}  // namespace

Sum parse(std::string_view expression) {
  return parse_sum(expression);
}

std::uint64_t grundy_value(std::string_view expression, Budget& budget) {
  const Sum sum = parse_sum(expression);
  if (!is_impartial(sum)) {
    throw Error(ErrorKind::kUsage,
                fmt::format("{} is partizan: it has no Grundy value (ask for its canonical form "
                            "or its outcome)",
                            expression));
  }
  return GrundySolver(budget).grundy_value(sum);
}

std::string canonical_form(std::string_view expression, Budget& budget) {
  partizan::GameStore store;
  partizan::PartizanSolver solver(store, budget);
  const partizan::GameId g = partizan::evaluate(solver, expression);
  return partizan::format_game(store, g, budget);
}

Outcome outcome(std::string_view expression, Budget& budget, Convention convention) {
  if (convention == Convention::kMisere) {
    // A sum of impartial terms by the win/loss search; any other by the misère search over the
    // whole partizan sum (grundy/partizan/misere_search.h): misère sums do not decompose.
    std::optional<Sum> sum;
    try {
      sum = parse_sum(expression);
    } catch (const Error& e) {
      if (e.kind() != ErrorKind::kParse) throw;  // not a sum of positions: a partizan expression
    }
    if (sum && is_impartial(*sum)) return WinLossSolver(budget, Convention::kMisere).outcome(*sum);
    partizan::misere::MisereSearch search(budget);
    partizan::misere::add_misere_expression(search, expression, nullptr);
    return search.outcome();
  }
  // The search plays the sum itself; an impartial term enters as its nimber (Sprague–Grundy).
  partizan::OutcomeSearch search(budget);
  partizan::add_expression(search, expression, nullptr);
  return search.outcome();
}

std::vector<std::uint64_t> grundy_sequence(std::string_view heap_game, std::uint64_t n,
                                           Budget& budget) {
  const RulesetPtr ruleset = heap_ruleset(heap_game);
  const auto engine = make_engine(*ruleset->heap_rules(), EngineKind::kRareCommon);
  engine->extend_to(n, budget);
  std::vector<std::uint64_t> out(n + 1);
  for (std::uint64_t i = 0; i <= n; ++i) out[i] = engine->value(i);
  return out;
}

std::optional<Periodicity> proved_period(std::string_view heap_game, std::uint64_t max_heap,
                                         Budget& budget) {
  const RulesetPtr ruleset = heap_ruleset(heap_game);
  const HeapRules& rules = *ruleset->heap_rules();
  const auto engine = make_engine(rules, EngineKind::kRareCommon);
  // Values at doubling lengths; a certificate found in G(0 ... L-1) is accepted only when the
  // theorem's window (values_needed) lies inside what was computed.
  for (std::uint64_t length = 64;; length = std::min(2 * length, max_heap + 1)) {
    engine->extend_to(length - 1, budget);
    const std::vector<std::uint16_t>& g = engine->values();
    if (auto p = find_period(rules, g); p && p->proved && p->values_needed <= g.size()) return p;
    if (length > max_heap) return std::nullopt;
  }
}

}  // namespace grundy
