#include "app/sequence_run.h"

#include <fmt/format.h>

#include <charconv>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>

#include "app/heap_ruleset_arg.h"
#include "app/render.h"
#include "grundy/core/error.h"
#include "grundy/sequence/period_search.h"
#include "store/checkpoint.h"
#include "store/result_store.h"

namespace grundy::app {

SeqFormat parse_seq_format(const std::string& name) {
  if (name == "text") return SeqFormat::kText;
  if (name == "csv") return SeqFormat::kCsv;
  if (name == "bfile") return SeqFormat::kBfile;
  if (name == "json") return SeqFormat::kJson;
  throw Error(ErrorKind::kUsage,
              fmt::format("unknown format '{}': expected text, csv, bfile or json", name));
}

std::uint64_t SequenceData::value(std::uint64_t n) const {
  if (nim) return n;  // Nim: the options of n are the heaps 0 … n−1, so G(n) = n (mex rule)
  if (n < values.size()) return values[n];
  return value_from_period(*period, std::span(values), n);
}

namespace {

// A checkpoint's values must agree with what the store holds where they overlap; a checkpoint
// that does not is damaged (or written by something else), and is an error naming it, never
// ignored (the store's values come from a finished computation; the checkpoint is only ever
// trusted to resume one).
void check_agrees(const std::vector<std::uint16_t>& stored, const Checkpoint& checkpoint,
                  const std::string& path, const std::string& ruleset) {
  const auto& values = checkpoint.values();
  const std::size_t common = std::min(stored.size(), values.size());
  const auto [s, c] = std::mismatch(stored.begin(), stored.begin() + common, values.begin());
  if (s != stored.begin() + common) {
    throw Error(ErrorKind::kUsage,
                fmt::format("the checkpoint file {} is damaged: it says G({}) = {} for {}, the "
                            "results store says {}",
                            path, s - stored.begin(), *c, ruleset, *s));
  }
}

// A checkpoint's first values are computed again (a few microseconds): a file whose header is
// right but whose values are not (overwritten, or another ruleset's values under this name) is
// an error naming it, not a wrong sequence resumed.
void check_prefix(const HeapRules& rules, const Checkpoint& checkpoint, const std::string& path,
                  const std::string& ruleset, Budget& budget) {
  constexpr std::uint64_t kChecked = 1024;
  const auto& values = checkpoint.values();
  const std::uint64_t n = std::min<std::uint64_t>(values.size(), kChecked);
  if (n == 0) return;
  auto engine = make_engine(rules, EngineKind::kRareCommon);
  engine->extend_to(n - 1, budget);
  const auto& fresh = engine->values();
  for (std::uint64_t i = 0; i < n; ++i) {
    if (fresh[i] != values[i]) {
      throw Error(ErrorKind::kUsage,
                  fmt::format("the checkpoint file {} is damaged: it says G({}) = {} for {}, "
                              "but G({}) = {}",
                              path, i, values[i], ruleset, i, fresh[i]));
    }
  }
}

// What the store or the checkpoint already know, merged (check_agrees first).
std::vector<std::uint16_t> longer_of(std::vector<std::uint16_t> a,
                                     const std::vector<std::uint16_t>& b) {
  if (b.size() > a.size()) return b;
  return a;
}

// `period` of a code the heap engines do not take (take_and_break_general.h): its own table at
// doubling lengths, each checked by the Guy–Smith theorem for k heaps where it covers the code
// (tb_code.h, guy_smith_bounds), else a usage error saying why. The results store keeps what was
// found under the code's spelling, as for the other codes; a checkpoint is not kept.
SequenceData general_period(const TakeBreakRuleset& general, std::uint64_t target,
                            const SequenceOptions& options, Budget& budget) {
  SequenceData data;
  data.ruleset = general.spelling();
  std::string why;
  const auto bounds = guy_smith_bounds(general.code(), why);
  if (!bounds) {
    throw Error(ErrorKind::kUsage,
                fmt::format("no periodicity theorem here covers {}: {} (`seq` gives its values)",
                            data.ruleset, why));
  }
  if (!options.checkpoint.empty()) {
    throw Error(
        ErrorKind::kUsage,
        fmt::format("--checkpoint takes the codes of the heap engines, not {}", data.ruleset));
  }
  data.engine = "naive (general take-and-break code)";
  std::unique_ptr<ResultStore> store;
  std::uint64_t searched_max = 0;
  if (!options.db.empty()) {
    store = std::make_unique<ResultStore>(options.db, &budget, options.store_warning);
    if (auto stored = store->load(data.ruleset)) {
      if ((stored->period && stored->period->proved) || stored->searched_max >= target) {
        data.values = std::move(stored->values);
        data.values_computed = data.values.size();
        data.period = stored->period;
        data.engine = "store";
        return data;
      }
      searched_max = stored->searched_max;
    }
  }
  if (target > TakeBreakRuleset::kMaxHeap) target = TakeBreakRuleset::kMaxHeap;
  for (std::uint64_t length = 64;; length *= 2) {
    const std::uint64_t upto = std::min(length, target + 1);
    data.values.clear();
    for (std::uint32_t v : general.values_up_to(upto - 1, budget)) {
      if (v > 0xffff) {
        throw Error(
            ErrorKind::kComputation,
            fmt::format("a value of {} passes 65535, more than a sequence holds", data.ruleset));
      }
      data.values.push_back(static_cast<std::uint16_t>(v));
    }
    data.period = find_period_k_heaps(bounds->k, bounds->t, std::span(data.values));
    if (data.period || upto == target + 1) break;
  }
  data.values_computed = data.values.size();
  if (store) {
    store->save(data.ruleset, data.values, data.period, std::max(searched_max, target));
  }
  return data;
}

// The shared loop of both commands: extend to target at doubling lengths, checking for a
// certificate at each (for seq only where a theorem can prove one).
SequenceData run(const std::string& spelling, std::uint64_t target, bool period_search,
                 const SequenceOptions& options, Budget& budget) {
  if (!period_search) {
    if (const auto general = take_break_ruleset_arg(spelling)) {
      // A code the heap engines do not take: its own table, the mex rule over every option
      // (take_and_break_general.h); no store, checkpoint or period.
      SequenceData data;
      data.ruleset = general->spelling();
      data.engine = "naive (general take-and-break code)";
      if (target > TakeBreakRuleset::kMaxHeap) {
        throw Error(ErrorKind::kComputation,
                    fmt::format("{} values of {} are more than its table may hold ({})", target + 1,
                                data.ruleset, TakeBreakRuleset::kMaxHeap + 1));
      }
      for (std::uint32_t v : general->values_up_to(target, budget)) {
        if (v > 0xffff) {
          throw Error(
              ErrorKind::kComputation,
              fmt::format("a value of {} passes 65535, more than a sequence holds", data.ruleset));
        }
        data.values.push_back(static_cast<std::uint16_t>(v));
      }
      data.values_computed = data.values.size();
      return data;
    }
  } else if (const auto general = take_break_ruleset_arg(spelling)) {
    return general_period(*general, target, options, budget);
  }
  const auto heap = heap_ruleset_arg(spelling);
  const HeapRules& rules = heap->rules();
  SequenceData data;
  data.ruleset = heap->spelling();
  // The checkpoint is opened first, whatever answers: one for another ruleset, or one that is not
  // a checkpoint, is an error (exit 2, naming the file) even when the store or Nim's closed form
  // makes it unneeded.
  std::unique_ptr<Checkpoint> checkpoint;
  if (!options.checkpoint.empty()) {
    checkpoint = std::make_unique<Checkpoint>(options.checkpoint, data.ruleset);
  }
  if (rules.is_nim()) {
    data.nim = true;
    data.engine = "closed form";
    Periodicity p;
    p.preperiod = 0, p.period = 1, p.saltus = 1, p.proved = true, p.values_needed = 0;
    p.theorem = "Nim: the options of n are the heaps 0 ... n-1, so G(n) = n (mex rule)";
    data.period = p;
    return data;
  }

  std::unique_ptr<ResultStore> store;
  std::vector<std::uint16_t> known;
  std::uint64_t searched_max = 0;
  if (!options.db.empty()) {
    store = std::make_unique<ResultStore>(options.db, &budget, options.store_warning);
    if (auto stored = store->load(data.ruleset)) {
      if (checkpoint) check_agrees(stored->values, *checkpoint, options.checkpoint, data.ruleset);
      const bool proved = stored->period && stored->period->proved;
      if (proved || (!period_search && target < stored->values.size()) ||
          (period_search && stored->searched_max >= target)) {
        data.values = std::move(stored->values);
        data.values_computed = data.values.size();
        data.period = stored->period;
        data.engine = "store";
        if (!proved && period_search) {
          // The search answers from the values up to --max only, and says so: the store may
          // hold more than were asked for.
          const std::uint64_t looked = std::min<std::uint64_t>(data.values.size(), target + 1);
          data.period = find_period(rules, std::span(data.values).first(looked));
          data.values_computed = looked;
        }
        return data;
      }
      known = std::move(stored->values);
      searched_max = stored->searched_max;
    }
  }
  if (checkpoint) {
    check_prefix(rules, *checkpoint, options.checkpoint, data.ruleset, budget);
    known = longer_of(std::move(known), checkpoint->values());
    checkpoint->append(known);
  }

  auto engine = make_engine(rules, options.engine, options.threads);
  data.engine = engine->stats().engine;
  if (!known.empty()) engine->restore(std::move(known));
  // One allocation for the whole table up to 2^32 heaps (8 GiB); beyond, it grows by half.
  engine->reserve(std::min<std::uint64_t>(target, (1ull << 32) - 1));
  const auto start = std::chrono::steady_clock::now();
  auto on_chunk = [&](const SequenceEngine& e) {
    if (checkpoint) checkpoint->append(e.values());
    if (options.progress) {
      const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
      options.progress({e.size(), target + 1, e.stats().rare_positions, took.count(), data.engine});
    }
  };
  const bool provable = rules.max_take().has_value();
  for (std::uint64_t length = 64;; length *= 2) {
    const std::uint64_t upto = std::min(length, target + 1);
    if (engine->size() < upto) extend_with_progress(*engine, upto - 1, budget, on_chunk);
    const bool last = upto == target + 1;
    if (provable || (period_search && last)) {
      // The certificate reads the values up to upto only, so a period search answers the
      // same however much a checkpoint or the store held.
      auto found = find_period(rules, std::span(engine->values()).first(upto));
      if (found && found->proved) {
        data.period = found;
        break;
      }
      if (last && period_search) data.period = found;
    }
    if (last) break;
  }
  if (checkpoint) checkpoint->append(engine->values());
  data.values_computed = engine->size();
  data.values = engine->release_values();
  if (store) {
    store->save(data.ruleset, data.values, data.period,
                period_search ? std::max(searched_max, target) : searched_max);
  }
  return data;
}

// A buffered writer of decimal numbers.
class Out {
 public:
  explicit Out(std::FILE* f) : f_(f) { buffer_.reserve(kSize + 64); }
  ~Out() { flush(); }
  void text(std::string_view s) {
    buffer_.append(s);
    if (buffer_.size() >= kSize) flush();
  }
  void number(std::uint64_t v) {
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, v).ptr;
    buffer_.append(digits, end);
    if (buffer_.size() >= kSize) flush();
  }
  void flush() {
    if (!buffer_.empty()) std::fwrite(buffer_.data(), 1, buffer_.size(), f_);
    buffer_.clear();
  }

 private:
  static constexpr std::size_t kSize = 1 << 20;
  std::FILE* f_;
  std::string buffer_;
};

}  // namespace

SequenceData compute_sequence(const std::string& ruleset, std::uint64_t n,
                              const SequenceOptions& options, Budget& budget) {
  return run(ruleset, n, false, options, budget);
}

SequenceData search_sequence_period(const std::string& ruleset, std::uint64_t max,
                                    const SequenceOptions& options, Budget& budget) {
  return run(ruleset, max, true, options, budget);
}

// One value after another, in the format: begin, value for n = 0, 1, 2, …, end.
class SequenceWriter {
 public:
  SequenceWriter(std::FILE* f, SeqFormat format) : out_(f), format_(format) {}
  void begin(const std::string& ruleset) {
    if (format_ == SeqFormat::kCsv) out_.text("n,grundy\n");
    if (format_ == SeqFormat::kJson) {
      out_.text("{\"ruleset\":");
      out_.text(dump_json(nlohmann::json(ruleset)));
      out_.text(",\"values\":[");
    }
  }
  void value(std::uint64_t n, std::uint64_t v) {
    switch (format_) {
      case SeqFormat::kText:
        if (n) out_.text(" ");
        out_.number(v);
        break;
      case SeqFormat::kCsv:
      case SeqFormat::kBfile:
        out_.number(n);
        out_.text(format_ == SeqFormat::kCsv ? "," : " ");
        out_.number(v);
        out_.text("\n");
        break;
      case SeqFormat::kJson:
        if (n) out_.text(",");
        out_.number(v);
        break;
    }
  }
  void end() {
    if (format_ == SeqFormat::kText) out_.text("\n");
    if (format_ == SeqFormat::kJson) out_.text("]}\n");
    flush();
  }
  void flush() { out_.flush(); }
  // Ends the output early: the text line is ended, the JSON object closed with the error.
  void fail(const std::string& message) {
    if (format_ == SeqFormat::kText) out_.text("\n");
    if (format_ == SeqFormat::kJson) {
      out_.text("],\"error\":");
      out_.text(dump_json(nlohmann::json(message)));
      out_.text("}\n");
    }
    flush();
  }

 private:
  Out out_;
  SeqFormat format_;
};

void write_sequence(std::FILE* f, const SequenceData& data, std::uint64_t n, SeqFormat format,
                    Budget& budget) {
  SequenceWriter out(f, format);
  out.begin(data.ruleset);
  // Values from a closed form or a proved period cost nothing to compute, but G(0 … 2^40) is
  // still days of output: each value written is charged, so --timeout and --nodes end it.
  try {
    for (std::uint64_t i = 0; i <= n; ++i) {
      budget.charge();
      out.value(i, data.value(i));
    }
  } catch (const Error& e) {
    out.fail(e.what());  // every value written is correct; the error says why the rest is missing
    std::fflush(f);
    throw;
  }
  out.end();
  std::fflush(f);
}

void stream_sequence_bounded(const std::string& spelling, std::uint64_t n, std::uint64_t prefix,
                             SeqFormat format, std::FILE* f, const SequenceOptions& options,
                             Budget& budget) {
  if (!options.checkpoint.empty()) {
    throw Error(ErrorKind::kUsage,
                "--checkpoint does not combine with --prefix: a checkpoint holds every value");
  }
  const auto heap = heap_ruleset_arg(spelling);
  auto engine = make_bounded_engine(heap->rules(), options.engine, prefix, options.threads);
  const std::string name = engine->stats().engine + ", bounded";
  SequenceWriter out(f, format);
  out.begin(heap->spelling());
  const auto start = std::chrono::steady_clock::now();
  constexpr std::uint64_t kChunk = 1 << 14;  // the window holds at least the prefix (≥ 64)
  std::uint64_t written = 0;
  try {
    while (written <= n) {
      engine->extend_to(std::min(n, written + std::min(kChunk, prefix) - 1), budget);
      for (; written < engine->size(); ++written) out.value(written, engine->value(written));
      if (options.progress) {
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        options.progress(
            {engine->size(), n + 1, engine->stats().rare_positions, took.count(), name});
      }
    }
  } catch (const Error& e) {
    for (; written < engine->size(); ++written) out.value(written, engine->value(written));
    out.fail(e.what());  // every value written is correct; the error says why the rest is missing
    std::fflush(f);
    throw;
  }
  out.end();
  std::fflush(f);
}

}  // namespace grundy::app
