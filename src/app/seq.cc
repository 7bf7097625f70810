#include <fmt/format.h>

#include "app/commands.h"
#include "app/sequence_run.h"
#include "core/error.h"

namespace grundy::app {

SeqResult seq(const std::string& ruleset, std::uint64_t n, Budget& budget) {
  // The whole list is returned (the HTTP API's strips), so n is bounded; the CLI streams
  // instead (write_sequence).
  constexpr std::uint64_t kMaxListed = 1 << 24;
  if (n >= kMaxListed) {
    throw Error(ErrorKind::kUsage,
                fmt::format("{} values are too many to return at once; the limit is {}", n + 1,
                            kMaxListed));
  }
  const SequenceData data = compute_sequence(ruleset, n, {}, budget);
  SeqResult r{data.ruleset, {}};
  r.values.reserve(n + 1);
  for (std::uint64_t i = 0; i <= n; ++i)
    r.values.push_back(static_cast<std::uint32_t>(data.value(i)));
  return r;
}

}  // namespace grundy::app
