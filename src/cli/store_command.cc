#include "cli/store_command.h"

#include <iostream>

#include "store/region_db.h"
#include "store/store_merge.h"
#include "cli/runner.h"

namespace grundy::cli {

void add_store_command(CLI::App& cli, std::function<int()>& action) {
  struct Args {
    std::string target;
    std::vector<std::string> sources;
    CommonOptions common;
  };
  auto a = std::make_shared<Args>();
  auto* store =
      cli.add_subcommand("store", "the results store: merge stores, fill the solved regions");
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

  struct RegionArgs {
    std::string ruleset, db;
    std::size_t max_cells = 0;
    CommonOptions common;
  };
  auto r = std::make_shared<RegionArgs>();
  auto* regions = store->add_subcommand(
      "regions",
      "solve every region of a grid ruleset up to --max-cells squares and keep it in the "
      "database of solved regions that `grundy outcome` reads (domineering, cram, clobber)");
  regions->add_option("RULESET", r->ruleset, "the ruleset, e.g. domineering")->required();
  regions->add_option("--max-cells", r->max_cells, "the largest region, in squares")
      ->required()
      ->check(CLI::Range(1, 64));
  regions->add_option("--db", r->db,
                      "the results store (default: $GRUNDY_DB, else "
                      "~/.local/share/grundy/results.sqlite)");
  add_common(regions, r->common);
  regions->callback([&action, r] {
    action = [r] {
      try {
        Budget budget = make_budget(r->common);
        budget.set_progress(nullptr);
        const std::string path = r->db.empty() ? app::ResultStore::default_path() : r->db;
        const app::RegionDbFill f = app::fill_region_db(r->ruleset, r->max_cells, path, budget);
        std::cout << (r->common.json ? app::dump_json(app::to_json(f)) : app::to_text(f)) << '\n';
        return 0;
      } catch (...) {
        return report_error(r->common.json, std::current_exception());
      }
    };
  });
}

}  // namespace grundy::cli
