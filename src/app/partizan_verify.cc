// `grundy verify` on a partizan position (issue 12): its outcome by three routes side by side.
// The canonical form compared with 0 is the reference; the outcome search over the sum
// (grundy/search/outcome_search.h) must agree with it, and so must the pure search, which never forms
// the canonical form of a component. The canonical form gets a bounded share of the budget: for
// a position too large for it, the two searches are compared with each other.
#include <fmt/format.h>

#include "app/partizan.h"
#include "grundy/core/error.h"
#include "grundy/search/search_expression.h"

namespace grundy::app {

namespace {
constexpr std::uint64_t kCanonicalShare = 2'000'000;

Outcome searched(const std::string& expression, const Context& context, bool pure) {
  partizan::OutcomeSearchOptions options;
  if (pure) options.trial_moves = 0, options.sum_nodes = 0;
  partizan::OutcomeSearch search(context.budget, options);
  partizan::add_expression(search, expression, &context.rulesets);
  return search.outcome();
}
}  // namespace

VerifyResult verify_partizan(const std::string& expression, const Context& context) {
  VerifyResult r;
  r.subject = expression;
  r.partizan = true;
  const Outcome search = searched(expression, context, false);
  const Outcome pure = searched(expression, context, true);
  const std::optional<OutcomeResult> canonical =
      canonical_outcome(expression, context, kCanonicalShare);
  auto check = [&](const std::string& what, Outcome predicted, Outcome found) {
    r.checks.push_back({what, std::string(to_string(predicted)), std::string(to_string(found)),
                        predicted == found});
    ++r.total;
    if (predicted == found) ++r.agreements;
  };
  r.reference = canonical ? "the canonical form" : "the pure search";
  if (canonical) {
    r.routes = {"the canonical form compared with 0",
                "the outcome search over the sum (small components by their canonical forms)",
                "the pure outcome search (no canonical form of any component)"};
    check("the outcome by the outcome search", canonical->outcome, search);
    check("the outcome by the pure outcome search", canonical->outcome, pure);
  } else {
    r.routes = {"the pure outcome search (no canonical form of any component)",
                "the outcome search over the sum (small components by their canonical forms)"};
    check("the outcome by the outcome search (the canonical form is too large to compare)", pure,
          search);
  }
  return r;
}

}  // namespace grundy::app
