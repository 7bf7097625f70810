
#include <fmt/format.h>
#include <unistd.h>  // isatty

#include <charconv>  // std::from_chars
#include <chrono>
#include <cstdio>
#include <iostream>
#include <limits>  // std::numeric_limits
#include <memory>
#include <thread>  // std::thread::hardware_concurrency

#include "app/render.h"
#include "app/sequence_run.h"
#include "cli/command_main.h"
#include "cli/runner.h"
#include "store/result_store.h"

namespace grundy::cli {
namespace {

struct SequenceArgs {
  std::string ruleset;
  std::uint64_t n = 0;
  std::uint64_t max = 1 << 20;  // 0.16 needs 509 622 values
  std::uint64_t prefix = 0;     // bounded memory (seq --prefix)
  std::string engine = "rc";
  std::string format = "text";
  CommonOptions common;  // --json, --timeout, --nodes, --memory
  std::string checkpoint;
  std::string db;
  bool no_db = false;
  bool progress = true;
  bool misere = false, genus = false;  // seq --misere / --genus: app/genus.cc
  unsigned threads = 1;                // --threads: one sequence on several threads (0: all)
};

// A one-line progress bar on stderr, redrawn at most 5 times a second.
class ProgressBar {
 public:
  void operator()(const app::SequenceProgress& p) {
    const double now = p.seconds;
    if (now - last_ < 0.2) return;
    const double rate = (p.heap - last_heap_) / std::max(1e-9, now - last_);
    last_ = now, last_heap_ = p.heap, shown_ = true;
    const double left = p.target > p.heap ? (p.target - p.heap) / std::max(rate, 1.0) : 0;
    std::fprintf(stderr,
                 "\r\033[K%s: heap %llu of %llu (%.1f%%)  %.3g values/s  rare %llu  %.0f s left",
                 p.engine.c_str(), static_cast<unsigned long long>(p.heap),
                 static_cast<unsigned long long>(p.target), 100.0 * p.heap / p.target, rate,
                 static_cast<unsigned long long>(p.rare), left);
    std::fflush(stderr);
  }
  ~ProgressBar() {
    if (shown_) std::fprintf(stderr, "\r\033[K");
  }

 private:
  double last_ = 0;
  std::uint64_t last_heap_ = 0;
  bool shown_ = false;
};

app::SequenceOptions options_of(const SequenceArgs& a, ProgressBar& bar) {
  app::SequenceOptions o;
  o.engine = parse_engine_kind(a.engine);
  o.checkpoint = a.checkpoint;
  o.threads.threads = a.threads ? a.threads : std::max(1u, std::thread::hardware_concurrency());
  if (!a.no_db) o.db = a.db.empty() ? app::ResultStore::default_path() : a.db;
  o.store_warning = print_store_warning;
  if (a.progress && isatty(2)) o.progress = [&bar](const app::SequenceProgress& p) { bar(p); };
  return o;
}

// The budget every command gets (Ctrl-C cancels it), without the generic progress line: these
// commands draw their own bar.
Budget budget_of(const SequenceArgs& a) {
  Budget b = make_budget(a.common);
  b.set_progress(nullptr);
  return b;
}

// An error already reported, with the exit status it calls for.
struct Reported {
  int status;
};

// Every exception is caught here (runner.h report_error): no input ends with an abort.
template <class Work>
int guarded(bool json, Work&& work) {
  try {
    work();
    return 0;
  } catch (const Reported& r) {
    return r.status;
  } catch (...) {
    return report_error(json, std::current_exception());
  }
}

// What the declaration's parameters read (app/seq.cc, app/period.cc).
SequenceArgs args_of(const app::Arguments& a, const CommonOptions& common) {
  SequenceArgs s;
  s.ruleset = a.text("ruleset");
  if (a.given("n")) s.n = a.natural("n");
  if (a.given("max")) s.max = a.natural("max");
  if (a.given("prefix")) s.prefix = a.natural("prefix");
  s.engine = a.text("engine");
  if (a.given("format")) s.format = a.text("format");
  s.common = common;
  s.checkpoint = a.text("checkpoint");
  s.db = a.text("db");
  s.no_db = a.flag("no_db");
  s.progress = !a.flag("no_progress");
  s.misere = a.flag("misere"), s.genus = a.flag("genus");
  s.threads = static_cast<unsigned>(a.natural("threads"));
  return s;
}

int seq_main(const app::Arguments& a, const CommonOptions& common) {
  SequenceArgs args = args_of(a, common);
  return guarded(args.common.json, [&] {
    if (args.misere || args.genus) {  // a search over sums of heaps, not the value table
      Budget budget = budget_of(args);
      app::GenusHeapsResult r = app::genus_heaps(args.ruleset, args.n, budget);
      r.seq_misere = !args.genus, r.seq_genus = args.genus;
      std::cout << (args.common.json ? app::dump_json(app::to_json(r)) : app::to_text(r))
                << std::endl;
      return;
    }
    const auto format =
        args.common.json ? app::SeqFormat::kJson : app::parse_seq_format(args.format);
    Budget budget = budget_of(args);
    if (args.prefix > 0) {
      ProgressBar bar;
      try {
        app::stream_sequence_bounded(args.ruleset, args.n, args.prefix, format, stdout,
                                     options_of(args, bar), budget);
      } catch (const Error& e) {
        // Past the usage checks the output has begun (and names the error in JSON): the
        // message goes to stderr, whatever the format.
        if (e.kind() == ErrorKind::kUsage || e.kind() == ErrorKind::kParse) throw;
        std::cerr << "grundy: " << e.what() << '\n';
        throw Reported{app::exit_status(e)};
      }
      return;
    }
    app::SequenceData data;
    {
      ProgressBar bar;
      data = app::compute_sequence(args.ruleset, args.n, options_of(args, bar), budget);
    }
    try {
      app::write_sequence(stdout, data, args.n, format, budget);
    } catch (const Error& e) {
      // The output has begun: the message goes to stderr, whatever the format.
      std::cerr << "grundy: " << e.what() << '\n';
      throw Reported{app::exit_status(e)};
    }
  });
}

int period_main(const app::Arguments& a, const CommonOptions& common) {
  SequenceArgs args = args_of(a, common);
  return guarded(args.common.json, [&] {
    Budget budget = budget_of(args);
    app::SequenceData data;
    {
      ProgressBar bar;
      data = app::search_sequence_period(args.ruleset, args.max, options_of(args, bar), budget);
    }
    app::PeriodResult r;
    r.ruleset = data.ruleset;
    r.max = args.max;
    r.period = data.period;
    r.values_computed = data.values_computed;
    if (args.common.json) {
      auto j = app::to_json(r);
      j["engine"] = data.engine;
      std::cout << app::dump_json(j) << std::endl;
    } else {
      std::cout << app::to_text(r) << std::endl;
    }
  });
}

}  // namespace

GRUNDY_COMMAND_MAIN("seq", seq_main)
GRUNDY_COMMAND_MAIN("period", period_main)

}  // namespace grundy::cli
