// `grundy canonical --misere` and `grundy compare --misere`.
#include "app/misere_form.h"

#include <fmt/format.h>

#include <set>

#include "app/grammar_route.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/misere_form.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/partizan/misere_search.h"

namespace grundy::app {
namespace {

Outcome outcome_of(const misere::MisereStore& store, misere::GameId g) {
  return store.is_p_position(g) ? Outcome::kP : Outcome::kN;
}

// The games born by day 4 (22 of them), the candidates for a witness after the mates.
std::vector<misere::GameId> born_by_day_four(misere::MisereStore& store) {
  std::vector<misere::GameId> games{misere::kZero};
  for (int day = 0; day < 4; ++day) {
    std::set<misere::GameId> next;
    for (std::uint64_t mask = 0; mask < (std::uint64_t{1} << games.size()); ++mask) {
      std::vector<misere::GameId> options;
      for (std::size_t i = 0; i < games.size(); ++i) {
        if (mask >> i & 1) options.push_back(games[i]);
      }
      next.insert(store.game(options));
    }
    games.assign(next.begin(), next.end());
  }
  return games;
}

// A partizan expression: Siegel's misère simplest form of the whole sum.
MisereFormResult partizan_misere_canonical(const std::string& expression, const Context& context) {
  partizan::misere::MisereSearch search(context.budget);
  partizan::misere::add_misere_expression(search, expression, &context.rulesets);
  partizan::misere::MisereForms& forms = search.forms();
  const partizan::misere::FormId g = search.canonical();
  MisereFormResult r;
  r.expression = expression;
  r.partizan = true;
  r.form = forms.spell(g);
  r.outcome = forms.outcome(g);
  r.birthday = static_cast<std::uint32_t>(forms.birthday(g));
  r.followers = forms.follower_count(g);
  r.options = forms.options(g, Side::kLeft).size() + forms.options(g, Side::kRight).size();
  return r;
}

}  // namespace

MisereFormResult misere_canonical(const std::string& expression, const Context& context) {
  {
    const Syntax tree = parse_syntax(expression);
    if (!is_plain_sum(tree) || has_partizan_position(tree, context.rulesets)) {
      return partizan_misere_canonical(expression, context);
    }
  }
  const Sum sum = parse_sum(expression, context.rulesets);
  misere::MisereStore store(context.budget);
  MisereFormSolver solver(store, context.budget);
  const misere::GameId g = solver.form(sum);
  MisereFormResult r;
  r.expression = expression;
  r.form = spell_form(store, g);
  r.outcome = outcome_of(store, g);
  r.birthday = store.birthday(g);
  r.misere_grundy = store.misere_grundy(g);
  r.followers = store.follower_count(g);
  r.options = store.options(g).size();
  return r;
}

MisereCompareResult misere_compare(const std::string& a, const std::string& b,
                                   const Context& context) {
  const Sum sa = parse_sum(a, context.rulesets), sb = parse_sum(b, context.rulesets);
  misere::MisereStore store(context.budget);
  MisereFormSolver solver(store, context.budget);
  const misere::GameId ga = solver.form(sa), gb = solver.form(sb);
  MisereCompareResult r;
  r.a = a, r.b = b;
  r.a_form = spell_form(store, ga);
  r.b_form = spell_form(store, gb);
  r.equal = ga == gb;  // simplest forms are unique (Conway)
  if (r.equal) return r;
  // A witness: o⁻(G + G⁻) = P for every G, so a mate often tells two games apart at once.
  std::vector<misere::GameId> candidates{misere::kZero, store.mate(ga), store.mate(gb)};
  for (misere::GameId x : born_by_day_four(store)) candidates.push_back(x);
  for (misere::GameId x : candidates) {
    const Outcome oa = outcome_of(store, store.add(ga, x)),
                  ob = outcome_of(store, store.add(gb, x));
    if (oa != ob) {
      r.witness = spell_form(store, x);
      r.a_with_witness = oa, r.b_with_witness = ob;
      break;
    }
  }
  return r;
}

std::optional<VerifyCheck> misere_form_check(const Sum& sum, Budget& budget) {
  constexpr std::uint64_t kShareNodes = 1'000'000;
  Budget share = budget.derive();
  share.set_node_limit(std::min(budget.node_limit(), budget.nodes() + kShareNodes));
  VerifyCheck c;
  c.position = "misère outcome of " + format_sum(sum);
  c.predicted_by = "its misère simplest form";
  try {
    misere::MisereStore store(share);
    MisereFormSolver solver(store, share);
    c.predicted = std::string(to_string(outcome_of(store, solver.form(sum))));
    WinLossSolver search(share, Convention::kMisere);
    c.found = std::string(to_string(search.outcome(sum)));
  } catch (const Error& e) {
    if (e.kind() != ErrorKind::kBudget) throw;
    return std::nullopt;
  }
  c.agrees = c.predicted == c.found;
  return c;
}

nlohmann::json to_json(const MisereFormResult& r) {
  nlohmann::json j = {{"expression", r.expression},
                      {"misere_canonical", r.form},
                      {"outcome", std::string(to_string(r.outcome))},
                      {"birthday", r.birthday},
                      {"options", r.options},
                      {"followers", r.followers}};
  if (r.partizan) {
    j["partizan"] = true;
  } else {
    j["misere_grundy"] = r.misere_grundy;
  }
  return j;
}

nlohmann::json to_json(const MisereCompareResult& r) {
  nlohmann::json j = {{"a", r.a},
                      {"b", r.b},
                      {"a_misere_canonical", r.a_form},
                      {"b_misere_canonical", r.b_form},
                      {"relation", r.equal ? "=" : "!="},
                      {"misere", true}};
  if (r.witness) {
    j["witness"] = *r.witness;
    j["a_plus_witness"] = std::string(to_string(r.a_with_witness));
    j["b_plus_witness"] = std::string(to_string(r.b_with_witness));
  }
  return j;
}

std::string to_text(const MisereFormResult& r) {
  if (r.partizan) {
    return fmt::format(
        "{}\n(partizan misère simplest form: {} option{}, birthday {}, {} followers; misère "
        "outcome {})",
        r.form, r.options, r.options == 1 ? "" : "s", r.birthday, r.followers,
        to_string(r.outcome));
  }
  return fmt::format(
      "{}\n(misère simplest form: {} option{}, birthday {}, {} followers; "
      "misère outcome {}, G⁻ = {})",
      r.form, r.options, r.options == 1 ? "" : "s", r.birthday, r.followers, to_string(r.outcome),
      r.misere_grundy);
}

std::string to_text(const MisereCompareResult& r) {
  if (r.equal) {
    return fmt::format("=\n(in misère play both are {})", r.a_form);
  }
  std::string out = fmt::format("!=\n(misère simplest forms {} and {}", r.a_form, r.b_form);
  if (r.witness == "0") {
    out += fmt::format("; alone the first is {} and the second {})", to_string(r.a_with_witness),
                       to_string(r.b_with_witness));
  } else if (r.witness) {
    out += fmt::format("; beside {} the first is {} and the second {})", *r.witness,
                       to_string(r.a_with_witness), to_string(r.b_with_witness));
  } else {
    out += ": different simplest forms are different games, Conway's theorem)";
  }
  return out;
}

}  // namespace grundy::app
