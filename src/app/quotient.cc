// `grundy quotient`: the misère quotient of a heap game (app/quotient.h).
#include "app/quotient.h"

#include <fmt/format.h>

#include <memory>

#include "app/command.h"
#include "app/heap_ruleset_arg.h"
#include "grundy/core/error.h"
#include "store/result_store.h"

namespace grundy::app {

QuotientResult quotient(const std::string& ruleset, std::uint64_t max_heap,
                        const Context& context) {
  const auto rules = heap_ruleset_arg(ruleset);
  if (max_heap < 1 || max_heap > kMaxQuotientHeap) {
    throw Error(ErrorKind::kUsage,
                fmt::format("--max-heap must be 1 … {}, not {}", kMaxQuotientHeap, max_heap));
  }
  QuotientResult r;
  r.ruleset = rules->spelling();
  r.asked_max = max_heap;
  // A quotient computed before is read back from the results store, checked on read
  // (store/quotient_row.h); one computed now is kept there.
  std::unique_ptr<ResultStore> store;
  if (!context.db.empty()) {
    store = std::make_unique<ResultStore>(context.db, &context.budget, context.store_warning);
    if (auto stored = store->load_quotient(r.ruleset, max_heap)) {
      r.quotient = std::move(*stored);
      r.from_store = true;
      return r;
    }
  }
  r.quotient = compute_misere_quotient(rules->rules(), max_heap, context.budget);
  if (store) store->save_quotient(r.ruleset, max_heap, r.quotient);
  return r;
}

namespace {

std::vector<std::string> p_portion(const MisereQuotient& q) {
  std::vector<std::string> out;
  for (std::uint32_t e = 0; e < q.order(); ++e) {
    if (q.p_portion[e]) out.push_back(q.name(e));
  }
  return out;
}

std::string presentation(const MisereQuotient& q) {
  std::string gens, rels;
  for (std::size_t j = 0; j < q.generator_heaps.size(); ++j) {
    gens += (j ? ", " : "") + generator_name(j);
  }
  for (const auto& rel : q.relations) rels += (rels.empty() ? "" : ", ") + q.relation_name(rel);
  if (gens.empty()) return "⟨ ⟩";
  return "⟨" + gens + (rels.empty() ? "" : " | " + rels) + "⟩";
}

}  // namespace

nlohmann::json to_json(const QuotientResult& r) {
  const MisereQuotient& q = r.quotient;
  nlohmann::json gens = nlohmann::json::array();
  for (std::size_t j = 0; j < q.generator_heaps.size(); ++j) {
    gens.push_back({{"name", generator_name(j)}, {"heap", q.generator_heaps[j]}});
  }
  std::vector<std::string> relations, elements, pretending;
  for (const auto& rel : q.relations) relations.push_back(q.relation_name(rel));
  for (std::uint32_t e = 0; e < q.order(); ++e) elements.push_back(q.name(e));
  for (std::uint32_t e : q.pretending) pretending.push_back(q.name(e));
  nlohmann::json j = {
      {"ruleset", r.ruleset},
      {"max_heap", q.max_heap},
      {"order", q.order()},
      {"p_portion", p_portion(q)},
      {"elements", elements},
      {"presentation", {{"text", presentation(q)}, {"generators", gens}, {"relations", relations}}},
      {"pretending", pretending},
      {"orders", q.orders},
      {"proof_states", q.proof_states}};
  // The multiplication table: product[x][y] is the index in elements of x·y (a commutative
  // monoid, so the table is symmetric; element 0 is the identity, the class of the empty game).
  nlohmann::json product = nlohmann::json::array();
  for (std::uint32_t x = 0; x < q.order(); ++x) {
    nlohmann::json row = nlohmann::json::array();
    for (std::uint32_t y = 0; y < q.order(); ++y) row.push_back(q.multiply(x, y));
    product.push_back(std::move(row));
  }
  j["product"] = std::move(product);
  if (q.period) {
    j["period"] = {{"period", q.period->period}, {"preperiod", q.period->preperiod}};
  }
  if (!q.stopped.empty()) j["stopped"] = q.stopped;
  if (r.from_store) j["from_store"] = true;
  return j;
}

std::string to_text(const QuotientResult& r) {
  const MisereQuotient& q = r.quotient;
  std::string out = fmt::format("{}: misère quotient Q_{} of order {}, P-portion {{{}}}\n",
                                r.ruleset, q.max_heap, q.order(), fmt::join(p_portion(q), ", "));
  out += "presentation: " + presentation(q) + "\n";
  std::vector<std::string> gens;
  for (std::size_t j = 0; j < q.generator_heaps.size(); ++j) {
    gens.push_back(fmt::format("{} = heap {}", generator_name(j), q.generator_heaps[j]));
  }
  if (!gens.empty()) out += fmt::format("generators: {}\n", fmt::join(gens, ", "));
  std::vector<std::string> elements, pretending;
  for (std::uint32_t e = 0; e < q.order(); ++e) elements.push_back(q.name(e));
  for (std::uint32_t e : q.pretending) pretending.push_back(q.name(e));
  out += fmt::format("elements: {}\n", fmt::join(elements, " "));
  out +=
      fmt::format("pretending function, heaps 0..{}: {}\n", q.max_heap, fmt::join(pretending, " "));
  out +=
      fmt::format("partial quotients |Q_n|, n = 1..{}: {}\n", q.max_heap, fmt::join(q.orders, " "));
  if (q.period) {
    out += fmt::format(
        "period {} from heap {}, proved at heap {}: this is the quotient of the whole game",
        q.period->period, q.period->preperiod, q.max_heap);
  } else if (!q.stopped.empty()) {
    out += q.stopped;
  } else {
    out += fmt::format("period not proved up to heap {}", q.max_heap);
  }
  if (r.from_store) out += "\n(read back from the results store, checked on read)";
  return out;
}

GRUNDY_COMMAND({
    .name = "quotient",
    .summary = "the misère quotient of a heap game (Plambeck–Siegel): order, P-portion, "
               "presentation, pretending function, and its period when proved",
    .params = {{.name = "ruleset",
                .help = "a heap ruleset, e.g. 0.75, kayles, 0.07",
                .positional = true,
                .required = true},
               {.name = "max_heap",
                .kind = ParamKind::kNatural,
                .help = "compute Q_n up to this heap (it stops sooner when the period is proved)",
                .fallback = std::to_string(kDefaultQuotientHeap),
                .min = 1,
                .max = kMaxQuotientHeap}},
    .store = true,  // a quotient computed once is kept in the results store
    .rank = 210,
    .run =
        [](const Arguments& a, const Context& c) {
          return Answer(quotient(a.text("ruleset"), a.natural("max_heap"), c));
        },
})

}  // namespace grundy::app
