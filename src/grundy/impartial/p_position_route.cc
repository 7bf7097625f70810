#include "grundy/impartial/p_position_route.h"

#include <fmt/format.h>

namespace grundy {
namespace {

struct Only {
  std::size_t term = 0;
  const Component* c = nullptr;
};

// The one component of a sum, if it has exactly one.
std::optional<Only> only_component(const Sum& sum) {
  if (sum.component_count() != 1) return std::nullopt;
  for (std::size_t t = 0; t < sum.terms.size(); ++t) {
    if (!sum.terms[t].components.empty()) return Only{t, &sum.terms[t].components.front()};
  }
  return std::nullopt;
}

}  // namespace

std::optional<TheoryOutcome> outcome_by_p_positions(const Sum& sum, bool misere) {
  if (misere) {
    const auto only = only_component(sum);
    if (!only) return std::nullopt;
    const auto theory = sum.terms[only->term].ruleset->p_position_theory(*only->c, true);
    if (!theory) return std::nullopt;
    return TheoryOutcome{theory->p ? Outcome::kP : Outcome::kN, theory->theorem};
  }
  std::size_t not_p = 0;
  std::string method;
  for (const Term& term : sum.terms) {
    for (const Component& c : term.components) {
      const auto theory = term.ruleset->p_position_theory(c, false);
      if (!theory) return std::nullopt;
      not_p += theory->p ? 0 : 1;
      if (method.empty()) method = theory->theorem;
    }
  }
  if (not_p > 1 || method.empty()) return std::nullopt;
  if (sum.component_count() > 1) {
    method += not_p == 0 ? "; every component is a P-position (value 0), so the nim-sum is 0"
                         : "; one component is not a P-position and the others are (value 0), "
                           "so the nim-sum is its value, not 0";
  }
  return TheoryOutcome{not_p == 0 ? Outcome::kP : Outcome::kN, method};
}

std::optional<TheoryMoves> moves_by_p_positions(const Sum& sum, bool misere) {
  const auto only = only_component(sum);
  if (!only) return std::nullopt;
  const Term& term = sum.terms[only->term];
  auto theory = term.ruleset->p_position_theory(*only->c, misere);
  if (!theory || (!misere && theory->values_cheap)) return std::nullopt;
  TheoryMoves out;
  out.outcome = theory->p ? Outcome::kP : Outcome::kN;
  const std::size_t index = static_cast<std::size_t>(only->c - term.components.data());
  for (Ruleset::PPositionMove& m : theory->moves_to_p) {
    WinningMove w;
    w.to = apply_move(sum, only->term, index, m.to);
    w.term = only->term;
    w.from = *only->c;
    w.explanation = fmt::format("{}: {}", term.ruleset->describe_move(*only->c, m.to), m.reason);
    w.parts = std::move(m.to);
    out.moves.push_back(std::move(w));
  }
  return out;
}

}  // namespace grundy
