#pragma once
// What a command or an HTTP request is given (no globals): the engine's Context (its budget, the
// rulesets and their tables, the period oracle) and the results store it reads and writes. Shared
// holds the parts that outlive one request; the process makes it once.
#include <cstdint>     // std::uint64_t
#include <functional>  // std::function
#include <memory>      // std::unique_ptr
#include <string>      // std::string

#include "grundy/games/context.h"
#include "grundy/games/heap_period_oracle.h"

namespace grundy::app {

struct Context : grundy::Context {
  std::string db;  // the results store's path ("" for none)
  // Told why the store could not be written (a full disk, a read-only file): the answer is
  // given all the same (store/result_store.h). The command line prints it on stderr, the
  // server in its log.
  std::function<void(const std::string&)> store_warning;
};

// The rulesets (with their value tables), the period oracle and the results store's path of one
// process: the command line makes one for its run, the server one for its life, and each command
// or request makes its Context from it with a budget of its own.
class Shared {
 public:
  // The tables of the rulesets and of the oracle keep at most retained_bytes between requests,
  // half each (a share of --memory); db is the results store ("" for none).
  Shared(std::uint64_t retained_bytes, std::string db);
  Shared(const Shared&) = delete;
  Shared& operator=(const Shared&) = delete;

  Context context(Budget& budget) { return Context{{budget, rulesets_}, db_, store_warning_}; }
  void set_store_warning(std::function<void(const std::string&)> warn) {
    store_warning_ = std::move(warn);
  }
  RulesetCache& rulesets() { return rulesets_; }
  const HeapPeriodOracle& oracle() const { return *oracle_; }

 private:
  std::unique_ptr<HeapPeriodOracle> oracle_;  // before rulesets_, whose rulesets point to it
  RulesetCache rulesets_;
  std::string db_;
  std::function<void(const std::string&)> store_warning_;
};

}  // namespace grundy::app
