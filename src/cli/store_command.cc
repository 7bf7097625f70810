// `grundy store merge` and `grundy store regions`: the command line's work on the results store
// (no HTTP route: a request never writes another's store).
#include <iostream>

#include "cli/command_main.h"
#include "cli/runner.h"
#include "store/region_db.h"
#include "store/result_store.h"
#include "store/store_merge.h"

namespace grundy::app {

GRUNDY_COMMAND({
    .name = "store merge",
    .summary = "copy the entries of each SOURCE store into TARGET, values checked equal",
    .params = {{.name = "target",
                .help = "the store merged into (made if missing)",
                .positional = true,
                .required = true},
               {.name = "source",
                .kind = ParamKind::kList,
                .help = "the stores merged from",
                .positional = true,
                .required = true}},
    .http = false,
    .rank = 80,
    .group_summary = "the results store: merge stores, fill the solved regions",
})

GRUNDY_COMMAND({
    .name = "store regions",
    .summary = "solve every region of a grid ruleset up to --max-cells squares and keep it in the "
               "database of solved regions that `grundy outcome` reads (domineering, cram, "
               "clobber)",
    .params = {{.name = "ruleset",
                .help = "the ruleset, e.g. domineering",
                .positional = true,
                .required = true},
               {.name = "max_cells",
                .kind = ParamKind::kNatural,
                .help = "the largest region, in squares",
                .required = true,
                .min = 1,
                .max = 64},
               {.name = "db",
                .help = "the results store (default: $GRUNDY_DB, else "
                        "~/.local/share/grundy/results.sqlite)"}},
    .http = false,
    .rank = 81,
})

}  // namespace grundy::app

namespace grundy::cli {
namespace {

int merge_main(const app::Arguments& a, const CommonOptions& common) {
  try {
    Budget budget = make_budget(common);
    budget.set_progress(nullptr);
    const app::StoreMergeResult r = app::merge_stores(a.text("target"), a.list("source"), budget);
    std::cout << (common.json ? app::dump_json(app::to_json(r)) : app::to_text(r)) << '\n';
    return r.conflicts.empty() ? 0 : 1;  // a conflict is reported, and is a failure
  } catch (...) {
    return report_error(common.json, std::current_exception());
  }
}

int regions_main(const app::Arguments& a, const CommonOptions& common) {
  try {
    Budget budget = make_budget(common);
    budget.set_progress(nullptr);
    const std::string db = a.text("db");
    const std::string path = db.empty() ? app::ResultStore::default_path() : db;
    const app::RegionDbFill f =
        app::fill_region_db(a.text("ruleset"), a.natural("max_cells"), path, budget);
    std::cout << (common.json ? app::dump_json(app::to_json(f)) : app::to_text(f)) << '\n';
    return 0;
  } catch (...) {
    return report_error(common.json, std::current_exception());
  }
}

}  // namespace

GRUNDY_COMMAND_MAIN("store merge", merge_main)
GRUNDY_COMMAND_MAIN("store regions", regions_main)

}  // namespace grundy::cli
