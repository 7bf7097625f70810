// `grundy canonical --misere` and `grundy compare --misere`.
#include "app/misere_form.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "app/grammar_route.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/misere_form.h"
#include "grundy/impartial/misere_notation.h"
#include "grundy/impartial/misere_parts.h"
#include "grundy/impartial/misere_phylum.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/notation/expression.h"
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

// The misère form of an expression: a sum whose terms are positions or games in CGSuite's
// spelling *[…] (grundy/impartial/misere_notation.h), read by the misère commands.
misere::GameId read_form(const std::string& expression, const Context& context,
                         MisereFormSolver& solver, misere::MisereNotation& notation) {
  if (expression.find("*[") == std::string::npos) {
    return solver.form(parse_sum(expression, context.rulesets));
  }
  misere::GameId g = misere::kZero;
  for (const Piece& piece : split_top_level(expression, 1, '+')) {
    const auto [t, col] = grundy::trim(piece.text, piece.column);
    const misere::GameId term = t.starts_with("*[")
                                    ? notation.read(t, col)
                                    : solver.form(parse_sum(std::string(t), context.rulesets));
    g = solver.store().add(g, term);
  }
  return g;
}

// CGSuite's *[…], or the graph of the form's followers when that would be too long.
std::string spelled(misere::MisereNotation& notation, misere::GameId g) {
  if (auto s = notation.spell(g, kMaxNestedSpelling)) return *s;
  return notation.store().graph_spelling(g);
}

}  // namespace

MisereFormResult misere_canonical(const std::string& expression, const Context& context) {
  // A partizan expression: Siegel's misère simplest form (CGSuite's *[…] is impartial only).
  if (expression.find("*[") == std::string::npos) {
    const Syntax tree = parse_syntax(expression);
    if (!is_plain_sum(tree) || has_partizan_position(tree, context.rulesets)) {
      return partizan_misere_canonical(expression, context);
    }
  }
  misere::MisereStore store(context.budget);
  MisereFormSolver solver(store, context.budget);
  misere::MisereNotation notation(store);
  const misere::GameId g = read_form(expression, context, solver, notation);
  MisereFormResult r;
  r.expression = expression;
  r.form = spelled(notation, g);
  r.impartial = spell_form(store, g);
  r.outcome = outcome_of(store, g);
  r.birthday = store.birthday(g);
  r.misere_grundy = store.misere_grundy(g);
  r.followers = store.follower_count(g);
  r.options = store.options(g).size();
  return r;
}

MiserePropertiesResult misere_properties(const std::string& expression, const Context& context) {
  misere::MisereStore store(context.budget);
  MisereFormSolver solver(store, context.budget);
  misere::MisereNotation notation(store);
  misere::MisereClasses classes(notation);
  misere::MisereParts parts(notation);
  const misere::GameId g = read_form(expression, context, solver, notation);
  MiserePropertiesResult r;
  r.expression = expression;
  r.form = spelled(notation, g);
  r.birthday = store.birthday(g);
  r.nim_value = notation.normal_value(g);
  r.misere_nim_value = store.misere_grundy(g);
  r.outcome = outcome_of(store, g);
  r.genus = classes.genus(g).spelling();
  r.mate = spelled(notation, store.mate(g));
  std::vector<misere::GameId> options(store.options(g).begin(), store.options(g).end());
  std::sort(options.begin(), options.end(),
            [&](misere::GameId x, misere::GameId y) { return notation.compare(x, y) < 0; });
  for (misere::GameId o : options) r.options.push_back(spelled(notation, o));
  for (misere::GameId p : parts.parts(g)) r.parts.push_back(spelled(notation, p));
  for (const std::vector<misere::GameId>& partition : parts.partitions(g)) {
    r.partitions.emplace_back();
    for (misere::GameId p : partition) r.partitions.back().push_back(spelled(notation, p));
  }
  r.predicates = {{"IsEven", notation.is_even(g)},
                  {"IsNimHeap", store.nim_value(g).has_value()},
                  {"IsTame", classes.is_tame(g)},
                  {"IsGenerallyTame", classes.is_generally_tame(g)},
                  {"IsTameable", classes.is_tameable(g)},
                  {"IsHalfTame", classes.is_half_tame(g)},
                  {"IsRestive", classes.is_restive(g)},
                  {"IsGenerallyRestive", classes.is_generally_restive(g)},
                  {"IsRestless", classes.is_restless(g)},
                  {"IsPrime", parts.is_prime(g)},
                  {"IsExtraverted", parts.is_extraverted(g)},
                  {"IsIntroverted", misere::MisereParts::is_introverted(g, store.nim(1))}};
  return r;
}

nlohmann::json to_json(const MiserePropertiesResult& r) {
  nlohmann::json j = {{"expression", r.expression},
                      {"misere_canonical", r.form},
                      {"birthday", r.birthday},
                      {"nim_value", r.nim_value},
                      {"misere_nim_value", r.misere_nim_value},
                      {"outcome", std::string(to_string(r.outcome))},
                      {"genus", r.genus},
                      {"mate", r.mate},
                      {"options", r.options},
                      {"parts", r.parts},
                      {"partitions", r.partitions},
                      {"misere", true}};
  for (const auto& [name, value] : r.predicates) j[name] = value;
  return j;
}

namespace {

// CGSuite's list spelling: [a,b,…].
std::string cgsuite_list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (const std::string& i : items) out += (out.size() > 1 ? "," : "") + i;
  return out + "]";
}

}  // namespace

std::string to_text(const MiserePropertiesResult& r) {
  std::vector<std::string> partitions;
  for (const std::vector<std::string>& p : r.partitions) partitions.push_back(cgsuite_list(p));
  std::string out = fmt::format(
      "misère canonical      {}\nbirthday              {}\nnim value             {}\n"
      "misère nim value      {}\nmisère outcome        {}\ngenus                 {}\n"
      "mate                  {}\noptions               {}\nparts                 {}\n"
      "partitions            {}",
      r.form, r.birthday, r.nim_value, r.misere_nim_value, to_string(r.outcome), r.genus, r.mate,
      cgsuite_list(r.options), cgsuite_list(r.parts), cgsuite_list(partitions));
  for (const auto& [name, value] : r.predicates) {
    out += fmt::format("\n{:<22}{}", name, value ? "true" : "false");
  }
  return out;
}

namespace {

// A partizan expression: one that is not CGSuite's *[…] and names a partizan position or is not a
// plain sum of positions.
bool is_partizan_misere(const std::string& expression, const Context& context) {
  if (expression.find("*[") != std::string::npos) return false;
  const Syntax tree = parse_syntax(expression);
  return !is_plain_sum(tree) || has_partizan_position(tree, context.rulesets);
}

// Two partizan expressions: their misère simplest forms in one store, ordered by Siegel's test.
MisereCompareResult partizan_misere_compare(const std::string& a, const std::string& b,
                                            const Context& context) {
  partizan::misere::MisereSearch search(context.budget);
  partizan::misere::MisereForms& forms = search.forms();
  partizan::misere::add_misere_expression(search, a, &context.rulesets);
  const partizan::misere::FormId fa = search.canonical();
  search.clear_sum();
  partizan::misere::add_misere_expression(search, b, &context.rulesets);
  const partizan::misere::FormId fb = search.canonical();
  MisereCompareResult r;
  r.a = a, r.b = b;
  r.partizan = true;
  r.a_form = forms.spell(fa);
  r.b_form = forms.spell(fb);
  const bool ge = forms.geq(fa, fb), le = forms.geq(fb, fa);
  r.equal = ge && le;
  r.relation = r.equal ? "=" : ge ? ">" : le ? "<" : "||";
  return r;
}

}  // namespace

MisereCompareResult misere_compare(const std::string& a, const std::string& b,
                                   const Context& context) {
  if (is_partizan_misere(a, context) || is_partizan_misere(b, context)) {
    return partizan_misere_compare(a, b, context);
  }
  misere::MisereStore store(context.budget);
  MisereFormSolver solver(store, context.budget);
  misere::MisereNotation notation(store);
  const misere::GameId ga = read_form(a, context, solver, notation),
                       gb = read_form(b, context, solver, notation);
  MisereCompareResult r;
  r.a = a, r.b = b;
  r.a_form = spelled(notation, ga);
  r.b_form = spelled(notation, gb);
  r.equal = ga == gb;  // simplest forms are unique (Conway)
  misere::MisereParts parts(notation);
  if (auto t = parts.link(ga, gb)) r.link = spelled(notation, *t);
  if (r.equal) return r;
  r.distinguisher = spelled(notation, *parts.distinguisher(ga, gb));
  // A witness: o⁻(G + G⁻) = P for every G, so a mate often tells two games apart at once.
  std::vector<misere::GameId> candidates{misere::kZero, store.mate(ga), store.mate(gb)};
  for (misere::GameId x : born_by_day_four(store)) candidates.push_back(x);
  for (misere::GameId x : candidates) {
    const Outcome oa = outcome_of(store, store.add(ga, x)),
                  ob = outcome_of(store, store.add(gb, x));
    if (oa != ob) {
      r.witness = spell_form(store, x);  // read by every command (outcome --misere A + X)
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
    j["impartial_form"] = r.impartial;
    j["misere_grundy"] = r.misere_grundy;
  }
  return j;
}

nlohmann::json to_json(const MisereCompareResult& r) {
  if (r.partizan) {
    return {{"a", r.a},
            {"b", r.b},
            {"a_misere_canonical", r.a_form},
            {"b_misere_canonical", r.b_form},
            {"relation", r.relation},
            {"partizan", true},
            {"misere", true}};
  }
  nlohmann::json j = {{"a", r.a},
                      {"b", r.b},
                      {"a_misere_canonical", r.a_form},
                      {"b_misere_canonical", r.b_form},
                      {"relation", r.equal ? "=" : "!="},
                      {"link", r.link ? nlohmann::json(*r.link) : nlohmann::json(nullptr)},
                      {"misere", true}};
  if (r.distinguisher) j["distinguisher"] = *r.distinguisher;
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

namespace {

// CGSuite's Link(G, H): a game X with G + X and H + X both P, or why there is none.
std::string misere_link_line(const MisereCompareResult& r) {
  if (!r.link) return "\nLink           none (one is an option of the other)";
  return fmt::format("\nLink           {} (first + X and second + X both P)", *r.link);
}

}  // namespace

std::string to_text(const MisereCompareResult& r) {
  if (r.partizan) {
    if (r.equal) return fmt::format("=\n(in misère play both are {})", r.a_form);
    return fmt::format("{}\n(in misère play, partizan simplest forms {} and {})", r.relation,
                       r.a_form, r.b_form);
  }
  if (r.equal) {
    return fmt::format("=\n(in misère play both are {}){}", r.a_form, misere_link_line(r));
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
  return out +
         fmt::format("\nDistinguisher  {} (first + X is P, second + X is N)", *r.distinguisher) +
         misere_link_line(r);
}

}  // namespace grundy::app
