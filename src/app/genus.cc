// `grundy genus`: Conway's genus of a position, or of each heap of a heap ruleset.
#include <fmt/format.h>

#include "app/command.h"
#include "app/commands.h"
#include "app/heap_ruleset_arg.h"
#include "grundy/core/error.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/genus_solver.h"

namespace grundy::app {
namespace {

GenusResult result_of(const std::string& expression, const Sum& sum, GenusSolver& solver) {
  const Genus g = solver.genus(sum);
  GenusResult r;
  r.expression = expression;
  r.normalised = format_sum(sum);
  r.genus = format_genus(g);
  r.exponent = g.exponent;
  r.normal = g.normal;
  r.misere = g.misere();
  r.tame = g.tame;
  r.positions = solver.positions_settled();
  return r;
}

}  // namespace

GenusResult genus(const std::string& expression, const Context& context) {
  // parse_sum refuses a partizan position (a number, {L|R}, a Domineering board) with its column.
  const Sum sum = parse_sum(expression, context.rulesets);
  GenusSolver solver(context.budget);
  return result_of(expression, sum, solver);
}

GenusHeapsResult genus_heaps(const std::string& ruleset, std::uint64_t n, Budget& budget) {
  const auto rules = heap_ruleset_arg(ruleset);
  // Every heap's misère value needs the sums of smaller heaps, so a long list is out of reach
  // anyway (the budget stops it); the bound keeps the list itself small.
  constexpr std::uint64_t kMaxHeaps = 100'000;
  if (n >= kMaxHeaps) {
    throw Error(
        ErrorKind::kUsage,
        fmt::format("misère values of {} heaps are too many; the limit is {}", n + 1, kMaxHeaps));
  }
  GenusHeapsResult out;
  out.ruleset = rules->spelling();
  GenusSolver solver(budget);  // one memo: heap n's followers are sums of smaller heaps
  for (std::uint64_t h = 0; h <= n; ++h) {
    // Each heap is work and a result kept to the end, charged whether or not its search did
    // much (a game whose heaps are mostly settled at once still lists 100 000 of them:
    // router_fuzz, `seq 0.00000000001 84900 --misere` ran 0.2 s past a 5 ms budget).
    budget.charge();
    Sum sum;
    sum.terms.push_back({rules, {Component(h)}});
    GenusResult r = result_of(format_sum(sum), sum, solver);
    budget.charge_bytes(sizeof(GenusResult) + 2 * r.expression.size() + r.genus.size() +
                            r.exponent.size() * sizeof(std::uint32_t),
                        "the list of misère values");
    out.heaps.push_back(std::move(r));
    if (!out.heaps.back().tame && !out.first_not_tame) out.first_not_tame = h;
  }
  out.tame = !out.first_not_tame.has_value();
  return out;
}

GRUNDY_COMMAND({
    .name = "genus",
    .summary = "Conway's genus g^γ0γ1… of a position (misère play)",
    .params = {expression_param("a position, or with --upto a heap ruleset"),
               {.name = "upto",
                .kind = ParamKind::kNatural,
                .help = "the genus of each heap 0 … N of the heap ruleset EXPR",
                .http_max = 1000}},  // over HTTP the time budget stops it long before
    .rank = 40,
    .run =
        [](const Arguments& a, const Context& c) {
          if (a.given("upto"))
            return Answer(genus_heaps(a.text("expr"), a.natural("upto"), c.budget));
          return Answer(genus(a.text("expr"), c));
        },
})

}  // namespace grundy::app
