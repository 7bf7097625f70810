#include "cli/quotient_command.h"

#include "app/quotient.h"
#include "cli/runner.h"

namespace grundy::cli {
namespace {

struct QuotientOptions : CommonOptions {
  std::string ruleset;
  std::uint64_t max_heap = app::kDefaultQuotientHeap;
  StoreOptions store;  // a quotient computed once is kept in the results store
};

}  // namespace

void add_quotient_command(CLI::App& cli, std::function<int()>& action) {
  static QuotientOptions o;
  auto* cmd = cli.add_subcommand(
      "quotient",
      "the misère quotient of a heap game (Plambeck–Siegel): order, P-portion, presentation, "
      "pretending function, and its period when proved");
  cmd->add_option("RULESET", o.ruleset, "a heap ruleset, e.g. 0.75, kayles, 0.07")->required();
  cmd->add_option("--max-heap", o.max_heap,
                  "compute Q_n up to this heap (it stops sooner when the period is proved)")
      ->capture_default_str();
  add_common(cmd, o);
  add_store_options(cmd, o.store);
  cmd->callback([&action] {
    action = [] {
      return execute(
          o, [](const app::Context& c) { return app::quotient(o.ruleset, o.max_heap, c); },
          o.store);
    };
  });
}

}  // namespace grundy::cli
