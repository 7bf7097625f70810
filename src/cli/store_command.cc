#include "cli/store_command.h"

#include <iostream>

#include "app/store_merge.h"
#include "cli/runner.h"

namespace grundy::cli {

void add_store_command(CLI::App& cli, std::function<int()>& action) {
  struct Args {
    std::string target;
    std::vector<std::string> sources;
    CommonOptions common;
  };
  auto a = std::make_shared<Args>();
  auto* store = cli.add_subcommand("store", "the results store: merge stores");
  store->require_subcommand(1);
  auto* merge = store->add_subcommand(
      "merge", "copy the entries of each SOURCE store into TARGET, values checked equal");
  merge->add_option("TARGET", a->target, "the store merged into (made if missing)")->required();
  merge->add_option("SOURCE", a->sources, "the stores merged from")->required();
  add_common(merge, a->common);
  merge->callback([&action, a] {
    action = [a] {
      try {
        Budget budget = make_budget(a->common);
        budget.set_progress(nullptr);
        const app::StoreMergeResult r = app::merge_stores(a->target, a->sources, budget);
        std::cout << (a->common.json ? app::dump_json(app::to_json(r)) : app::to_text(r)) << '\n';
        return r.conflicts.empty() ? 0 : 1;  // a conflict is reported, and is a failure
      } catch (...) {
        return report_error(a->common.json, std::current_exception());
      }
    };
  });
}

}  // namespace grundy::cli
