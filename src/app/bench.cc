// `grundy bench`: a fixed suite whose results (not times) hash to a signature, the same on every
// run and machine, so a change that alters a result shows at once (Stockfish's bench).
#include <fmt/format.h>

#include <chrono>

#include "app/command.h"
#include "app/commands.h"
#include "app/sequence_run.h"
#include "grundy/games/heap_rules.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/moves.h"
#include "grundy/impartial/win_loss_solver.h"
#include "grundy/rulesets/take_and_break.h"
#include "grundy/rulesets/wythoff.h"

namespace grundy::app {
namespace {

std::uint64_t fnv1a(std::uint64_t h, const std::string& s) {
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

std::string chain_graph(unsigned length) {
  std::string s = "graph{";
  for (unsigned i = 0; i < length; ++i) s += fmt::format("n{}->n{};", i, i + 1);
  return s + fmt::format("n{}}}:n0", length);
}

}  // namespace

BenchResult bench(const Context& context) {
  Budget& budget = context.budget;
  // Every item is computed: no results store is read or written while the suite runs (a stored
  // period would answer `period 0.156` and kayles:40000 without computing them, and the user's
  // store is not the suite's to write).
  Context without_store = context;
  without_store.db.clear();
  BenchResult r;
  auto run = [&](std::string name, auto&& work) {
    const auto start = std::chrono::steady_clock::now();
    std::string result = work();
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    r.items.push_back({std::move(name), std::move(result), took.count()});
  };
  run("kayles:40000 by the mex rule over every split", [&] {
    // The value table itself, not the proved period (which answers kayles:40000 at once).
    const HeapRules rules = parse_take_and_break_code("0.77", 1);
    HeapValueTable table(rules);
    table.extend_to(40000, budget);
    return std::to_string(table[40000]);
  });
  run("kayles:40000 value (from the proved period)",
      [&] { return std::to_string(value("kayles:40000", without_store).value); });
  run("grundys-game:5000 value",
      [&] { return std::to_string(value("grundys-game:5000", without_store).value); });
  run("mixed sum winning moves", [&] {
    const auto m = moves(
        "sub{1,3,4}:1000000 + 0.137:3000 + allbut{1,2}:2000 + wythoff:(300,500) "
        "+ nim:12345 + *7",
        false, without_store);
    std::string out = std::to_string(*m.value);
    for (const auto& mv : m.moves) out += ";" + mv.to;
    return out;
  });
  run("wythoff table 1000x1000", [&] {
    const auto table = wythoff_table(1000, budget);
    std::uint64_t h = 0;
    for (std::uint32_t v : table) h = h * 31 + v;
    return std::to_string(h);
  });
  run("graph chain of 100000 positions: value and win/lose", [&] {
    const Sum sum = parse_sum(chain_graph(100000), context.rulesets);
    GrundySolver solver(budget);
    WinLossSolver win_loss(budget, Convention::kNormal);
    return fmt::format("{} {}", solver.grundy_value(sum), to_string(win_loss.outcome(sum)));
  });
  run("verify kayles (169 sums)", [&] {
    const auto v = verify("kayles", without_store);
    return fmt::format("{}/{}", v.agreements, v.total);
  });
  run("period 0.156", [&] {
    const auto p = period("0.156", 1 << 14, without_store);
    return p.period ? fmt::format("{} {}", p.period->preperiod, p.period->period) : "none";
  });
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (const auto& item : r.items) h = fnv1a(fnv1a(h, item.name), item.result);
  r.signature = h;
  return r;
}

GRUNDY_COMMAND({
    .name = "bench",
    .summary = "run the fixed benchmark suite",
    .http = false,
    .rank = 110,
    .run = [](const Arguments&, const Context& c) { return Answer(bench(c)); },
})

}  // namespace grundy::app
