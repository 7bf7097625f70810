
#include <fmt/format.h>
#include <unistd.h>  // isatty

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "app/memory.h"
#include "census/census.h"
#include "census/table.h"
#include "cli/command_main.h"
#include "cli/mpi_module.h"
#include "cli/runner.h"
#include "store/result_store.h"

namespace grundy::cli {
namespace {

struct CensusArgs {
  std::string family;
  std::uint64_t max = 1 << 16;
  unsigned jobs = 0;
  std::string format = "text";
  CommonOptions common;  // --timeout and --nodes are each member's; --memory the whole census's
  std::string db;
  bool no_db = false;
  bool progress = true;
};

// The text of file:PATH; an unreadable file is a usage error naming it (exit 2).
std::string read_family_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw Error(ErrorKind::kUsage, fmt::format("cannot read the family file {}", path));
  }
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The progress line on stderr (a terminal only): members done, solved, open, time left.
void show_progress(const std::string& family, const census::CensusProgress& p) {
  std::string left = "";
  if (p.done > 0 && p.done < p.total) {
    left = fmt::format(", ~{:.0f} s left", p.seconds / p.done * (p.total - p.done));
  }
  std::fprintf(stderr,
               "\r\033[Kcensus %s: %zu of %zu done (%zu solved, %zu open, %zu over budget, %zu "
               "errors; %zu from the store), %.0f s%s",
               family.c_str(), p.done, p.total, p.solved, p.open, p.budget, p.errors, p.stored,
               p.seconds, left.c_str());
  std::fflush(stderr);
}

// Under mpirun (mpi/mpi_census.h): one game at a time on each rank, the ranks' stores beside the
// census's, rank 0 printing the table.
int run_under_mpi(const CensusArgs& a) {
  if (a.jobs) {
    return report_error(
        a.common.json,
        std::make_exception_ptr(Error(
            ErrorKind::kUsage,
            "--jobs is for a census in one process: under mpirun each rank computes one game at "
            "a time, so give mpirun as many ranks as cores (-np, or slots in a host file)")));
  }
  mpi::CensusRequest request;
  try {
    request.format =
        a.common.json ? census::TableFormat::kJson : census::parse_table_format(a.format);
  } catch (...) {
    return report_error(a.common.json, std::current_exception());
  }
  request.family = [&a] { return census::parse_family(a.family, read_family_file); };
  request.max = a.max;
  if (!a.no_db) request.db = a.db.empty() ? app::ResultStore::default_path() : a.db;
  // --memory (default a quarter of physical memory) is shared by the ranks on this machine.
  const std::uint64_t memory = a.common.memory ? a.common.memory : app::default_memory();
  const unsigned ranks = local_ranks();
  request.member_budget = [&a, memory, ranks] {
    Budget b = make_budget(a.common);
    b.set_progress(nullptr);
    b.set_byte_limit(memory / ranks);
    return b;
  };
  request.summary = a.progress;
  request.report_error = [json = a.common.json](std::exception_ptr e) {
    return report_error(json, e);
  };
  return run_mpi_census(request);
}

int run(const CensusArgs& a) {
  if (under_mpirun()) return run_under_mpi(a);
  try {
    const auto format =
        a.common.json ? census::TableFormat::kJson : census::parse_table_format(a.format);
    census::Family family = census::parse_family(a.family, read_family_file);
    census::CensusOptions o;
    o.max = a.max;
    o.jobs = a.jobs ? a.jobs : std::max(1u, std::thread::hardware_concurrency());
    if (!a.no_db) o.db = a.db.empty() ? app::ResultStore::default_path() : a.db;
    // Each member's budget: --timeout and --nodes as given, --memory shared among the workers.
    const std::uint64_t memory = a.common.memory ? a.common.memory : app::default_memory();
    const unsigned workers =
        static_cast<unsigned>(std::min<std::size_t>(o.jobs, family.members.size()));
    o.member_budget = [&a, memory, workers] {
      Budget b = make_budget(a.common);
      b.set_progress(nullptr);  // the census draws its own line
      b.set_byte_limit(memory / std::max(1u, workers));
      return b;
    };
    o.stop = interrupt_flag();
    const bool bar = a.progress && isatty(STDERR_FILENO);
    bool shown = false;
    if (bar) {
      o.progress = [&family_name = a.family, &shown](const census::CensusProgress& p) {
        show_progress(family_name, p);
        shown = true;
      };
    }
    census::CensusResult r;
    try {
      r = census::run_census(std::move(family), o);
    } catch (...) {
      if (shown) std::fprintf(stderr, "\r\033[K");
      throw;
    }
    if (shown) {
      std::fprintf(stderr,
                   "\r\033[Kcensus %s: %zu members in %.1f s with %u jobs, %zu from the store\n",
                   a.family.c_str(), r.rows.size(), r.seconds, r.jobs, r.stored);
    }
    std::cout << census::render_table(r, format) << std::flush;
    return 0;
  } catch (...) {
    return report_error(a.common.json, std::current_exception());
  }
}

// What the declaration's parameters read (census/census_command.cc).
int census_main(const app::Arguments& args, const CommonOptions& common) {
  CensusArgs a;
  a.family = args.text("family");
  a.max = args.natural("max");
  if (args.given("jobs")) a.jobs = static_cast<unsigned>(args.natural("jobs"));
  a.format = args.text("format");
  a.common = common;
  a.db = args.text("db");
  a.no_db = args.flag("no_db");
  a.progress = !args.flag("no_progress");
  return run(a);
}

}  // namespace

GRUNDY_COMMAND_MAIN("census", census_main)

}  // namespace grundy::cli
