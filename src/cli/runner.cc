#include "cli/runner.h"

#include <unistd.h>  // isatty

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <limits>
#include <memory>

#include "app/memory.h"
#include "app/natural.h"
#include "store/result_store.h"  // app::ResultStore::default_path

namespace grundy::cli {
namespace {

// Ctrl-C cancels the running computation through its budget: it stops cleanly with exit 1.
std::shared_ptr<std::atomic<bool>> interrupted = std::make_shared<std::atomic<bool>>(false);
extern "C" void on_interrupt(int) {
  if (interrupted->load()) std::_Exit(130);  // a second Ctrl-C stops at once
  interrupted->store(true);
}

bool progress_shown = false;

}  // namespace

const CLI::Validator kMemoryBytes(
    [](std::string& s) {
      const std::string bad = "expected a number of bytes ≥ 1 such as 1000000000 or 4G, got \"" +
                              printable(s, 40) + "\"";
      std::size_t digits = 0;
      while (digits < s.size() && s[digits] >= '0' && s[digits] <= '9') ++digits;
      if (digits == 0 || digits > 19) return bad;
      std::uint64_t scale = 1;
      std::string suffix = s.substr(digits);
      if (!suffix.empty() && (suffix.back() == 'B' || suffix.back() == 'b')) suffix.pop_back();
      if (suffix == "k" || suffix == "K")
        scale = 1'000;
      else if (suffix == "M" || suffix == "m")
        scale = 1'000'000;
      else if (suffix == "G" || suffix == "g")
        scale = 1'000'000'000;
      else if (suffix == "T" || suffix == "t")
        scale = 1'000'000'000'000;
      else if (!suffix.empty())
        return bad;
      const std::uint64_t n = std::stoull(s.substr(0, digits));
      if (n == 0) return bad;
      if (n > std::numeric_limits<std::uint64_t>::max() / scale) return bad;
      s = std::to_string(n * scale);
      return std::string();
    },
    "BYTES");

const CLI::Validator kSeconds(
    [](std::string& s) {
      const std::string bad =
          "expected a number of seconds ≥ 0 such as 2 or 0.5 (0: no limit), got \"" +
          printable(s, 40) + "\"";
      char* end = nullptr;
      errno = 0;
      const double v = s.empty() ? -1 : std::strtod(s.c_str(), &end);
      if (s.empty() || *end != '\0' || errno != 0 || !std::isfinite(v) || v < 0 || v > 1e9) {
        return bad;
      }
      return std::string();
    },
    "SECONDS");

void add_common(CLI::App* cmd, CommonOptions& c) {
  cmd->add_flag("--json", c.json, "print exactly one JSON object");
  cmd->add_option("--timeout", c.timeout_s, "give up after this many seconds (exit status 1)")
      ->check(kSeconds);
  // Read strictly, as every whole number is (app/natural.h): CLI11 alone would wrap "-5".
  cmd->add_option("--nodes", c.nodes, "give up after this many units of work (exit status 1)")
      ->type_name(app::natural_range_label(1, app::kLargestNatural))
      ->check(CLI::Validator(
          [](std::string& s) { return app::natural_refused(s, 1, app::kLargestNatural); }, ""));
  cmd->add_option("--memory", c.memory,
                  "give up (exit status 1) rather than use more than this many bytes; "
                  "default a quarter of physical memory")
      ->transform(kMemoryBytes);
}

int report_error(bool json, std::exception_ptr error) {
  try {
    std::rethrow_exception(error);
  } catch (const Error& e) {
    if (json) {
      std::cout << app::dump_json(app::to_json(e)) << '\n';
    } else {
      std::cerr << "grundy: " << e.what() << '\n';
    }
    return app::exit_status(e);
  } catch (const std::bad_alloc&) {
    const std::string message =
        "out of memory (the memory budget is a quarter of physical memory unless --memory says "
        "otherwise)";
    if (json) std::cout << app::dump_json({{"error", message}}) << '\n';
    std::cerr << "grundy: " << message << '\n';
    return 1;
  } catch (const std::exception& e) {
    const std::string message = std::string("internal error: ") + e.what();
    if (json) std::cout << app::dump_json({{"error", message}}) << '\n';
    std::cerr << "grundy: " << printable(message, 300) << '\n';
    return 1;
  } catch (...) {
    if (json) std::cout << app::dump_json({{"error", "internal error"}}) << '\n';
    std::cerr << "grundy: internal error\n";
    return 1;
  }
}

void add_store_options(CLI::App* cmd, StoreOptions& s) {
  auto* db = cmd->add_option("--db", s.db,
                             "the results store for heap values (default: $GRUNDY_DB, else "
                             "~/.local/share/grundy/results.sqlite)");
  auto* no_db = cmd->add_flag("--no-db", s.no_db, "neither read nor write the results store");
  db->excludes(no_db);
}

std::string store_path(const StoreOptions& s) {
  if (s.no_db) return "";
  return s.db.empty() ? app::ResultStore::default_path() : s.db;
}

std::unique_ptr<app::Shared> make_shared_state(const CommonOptions& c, const StoreOptions& store) {
  // One command per process: its tables may keep what its budget may hold.
  const std::uint64_t memory = c.memory > 0 ? c.memory : app::default_memory();
  auto shared = std::make_unique<app::Shared>(memory, store_path(store));
  shared->set_store_warning(print_store_warning);
  return shared;
}

void print_store_warning(const std::string& why) {
  erase_progress();
  std::fprintf(stderr, "grundy: warning: %s\n", why.c_str());
}

void erase_progress() {
  if (progress_shown) std::fprintf(stderr, "\r\033[K");
  progress_shown = false;
}

std::shared_ptr<std::atomic<bool>> interrupt_flag() {
  std::signal(SIGINT, on_interrupt);
  return interrupted;
}

Budget make_budget(const CommonOptions& c) {
  Budget b;
  b.set_cancel_flag(interrupted);
  std::signal(SIGINT, on_interrupt);
  if (c.timeout_s > 0) {
    b.set_deadline(Budget::Clock::now() +
                   std::chrono::milliseconds(static_cast<long long>(c.timeout_s * 1000)));
  }
  if (c.nodes > 0) b.set_node_limit(c.nodes);
  b.set_byte_limit(c.memory > 0 ? c.memory : app::default_memory());
  if (isatty(STDERR_FILENO)) {
    // Progress on a terminal only, at most four times a second, erased when the result comes.
    auto start = Budget::Clock::now();
    auto last = std::make_shared<Budget::Clock::time_point>(start);
    b.set_progress([start, last](std::uint64_t nodes) {
      const auto now = Budget::Clock::now();
      if (now - *last < std::chrono::milliseconds(250)) return;
      *last = now;
      const double s = std::chrono::duration<double>(now - start).count();
      std::fprintf(stderr, "\r\033[K  working: %.3g units of work, %.1f s (Ctrl-C stops)",
                   static_cast<double>(nodes), s);
      progress_shown = true;
    });
  }
  return b;
}

void read_stdin_if_dash(std::string& arg) {
  if (arg != "-") return;
  arg.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  while (!arg.empty() && (arg.back() == '\n' || arg.back() == '\r')) arg.pop_back();
}

}  // namespace grundy::cli
