#include "grundy/impartial/misere_form.h"

#include "grundy/core/error.h"

namespace grundy {

bool MisereAlgebra::two_sided(const Ruleset& ruleset, const Component& c) {
  if (!ruleset.is_impartial(c)) {
    throw Error(ErrorKind::kUsage, "misère simplest forms are for impartial games; " +
                                       ruleset.spelling() +
                                       " has a position where Left and Right have different moves");
  }
  return false;
}

std::string spell_form(const misere::MisereStore& store, misere::GameId g, std::size_t max_nested) {
  if (auto n = store.nim_value(g)) return *n == 0 ? "0" : *n == 1 ? "*" : "*" + std::to_string(*n);
  if (auto nested = store.nested_spelling(g, max_nested)) return "impartial:" + *nested;
  return store.graph_spelling(g);
}

misere::GameId MisereFormSolver::form(const Sum& sum) {
  misere::GameId g = misere::kZero;
  for (const Term& term : sum.terms) {
    for (const Component& c : term.components) {
      if (term.ruleset->is_loopy(c)) {
        throw Error(ErrorKind::kUsage,
                    "the position is loopy (play can go on forever), so it has no misère "
                    "simplest form here");
      }
      g = store_.add(g, solver_.value(*term.ruleset, c));
    }
  }
  return g;
}

}  // namespace grundy
