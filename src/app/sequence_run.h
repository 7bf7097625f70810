#pragma once
// `grundy seq` and `grundy period` at research scale: the engine, the periodicity certificates
// checked at every doubling, the checkpoint file and the results store, put together. The
// commands stream their output (write_sequence), so G(0 … 10^9) never becomes a string.
#include <cstdint>     // std::uint64_t
#include <cstdio>      // std::FILE
#include <functional>  // std::function
#include <optional>    // std::optional
#include <string>      // std::string
#include <vector>      // std::vector

#include "app/command.h"
#include "app/context.h"
#include "grundy/core/budget.h"
#include "grundy/sequence/engine.h"
#include "grundy/sequence/period.h"

namespace grundy::app {

// The options seq and period share on the command line (--engine, --checkpoint, --threads,
// --no-progress); cli/sequence_commands.cc runs them there.
std::vector<Param> sequence_run_params();

enum class SeqFormat { kText, kCsv, kBfile, kJson };
// "text", "csv", "bfile", "json"; throws a usage error otherwise.
SeqFormat parse_seq_format(const std::string& name);

struct SequenceProgress {
  std::uint64_t heap = 0;    // values known: G(0 … heap − 1)
  std::uint64_t target = 0;  // the values wanted
  std::uint64_t rare = 0;    // rare heaps under the current mask (rare/common engine)
  double seconds = 0;        // since the computation started
  std::string engine;
};

struct SequenceOptions {
  EngineKind engine = EngineKind::kRareCommon;
  std::string checkpoint;  // a checkpoint file to resume from and append to ("" for none)
  std::string db;          // the results store ("" for none)
  // Threads for the one sequence (rare/common engine; `grundy seq --threads`). The values, the
  // checkpoint and the store do not depend on it. The HTTP API keeps the default, one thread:
  // the server runs its requests side by side instead.
  EngineThreads threads;
  std::function<void(const SequenceProgress&)> progress;  // called between chunks of work
  // Told why the store could not be written; the values are given all the same.
  std::function<void(const std::string&)> store_warning;
};

// The values a command knows: exact G(0 … values.size() − 1), and a proved period that extends
// them to every heap (or G(n) = n for Nim).
struct SequenceData {
  std::string ruleset;
  bool nim = false;
  std::vector<std::uint16_t> values;
  std::optional<Periodicity> period;  // proved, or the unproved arithmetic periodicity seen
  std::string engine;                 // the engine that ran ("store" if none had to)
  std::uint64_t values_computed = 0;  // values known before any period was applied

  bool covers(std::uint64_t n) const {
    return nim || n < values.size() || (period && period->proved);
  }
  // G(n) for a heap the data covers.
  std::uint64_t value(std::uint64_t n) const;
};

// G(0 … n): computes (or reads from the store and the checkpoint) until every value up to n is
// known, stopping early when a proved period covers the rest.
SequenceData compute_sequence(const std::string& ruleset, std::uint64_t n,
                              const SequenceOptions& options, Budget& budget);
// Looks for a proved period among G(0 … max), stopping as soon as a certificate holds.
SequenceData search_sequence_period(const std::string& ruleset, std::uint64_t max,
                                    const SequenceOptions& options, Budget& budget);

// The options app::seq and app::period (the HTTP API) use: the rc engine and the context's
// results store.
SequenceOptions store_options(const Context& context);

// Writes G(0 … n) to out in the format, a buffer at a time.
void write_sequence(std::FILE* out, const SequenceData& data, std::uint64_t n, SeqFormat format,
                    Budget& budget);

// `grundy seq --prefix P`: G(0 … n) in bounded memory (make_bounded_engine: about 6·P bytes
// whatever n), each value written as soon as it is known. Neither the store, a checkpoint nor a
// period applies (each needs every value). An error found on the way (a proof needing more than
// the prefix, the budget) ends the output (the text line; the JSON object, with an "error"
// member) after the values already known, and is thrown; usage errors come before any output.
void stream_sequence_bounded(const std::string& ruleset, std::uint64_t n, std::uint64_t prefix,
                             SeqFormat format, std::FILE* out, const SequenceOptions& options,
                             Budget& budget);

}  // namespace grundy::app
