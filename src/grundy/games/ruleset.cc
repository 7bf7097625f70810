#include "grundy/games/ruleset.h"

#include <atomic>  // std::atomic

namespace grundy {

std::uint64_t Ruleset::next_serial() {
  // The one counter of the process: it only ever grows, and holds no game state.
  static std::atomic<std::uint64_t> next{1};
  return next.fetch_add(1, std::memory_order_relaxed);
}

std::vector<Parts> Ruleset::options_with_value(
    const Component& c, std::uint64_t target,
    const std::function<std::uint64_t(std::span<const Component>)>& value_of,
    Budget& budget) const {
  std::vector<Parts> found;
  for (Parts& parts : options(c, budget)) {
    if (value_of(parts) == target) found.push_back(std::move(parts));
  }
  return found;
}

std::vector<Ruleset::DescribedOption> Ruleset::described_options_with_value(
    const Component& c, std::uint64_t target,
    const std::function<std::uint64_t(std::span<const Component>)>& value_of,
    Budget& budget) const {
  std::vector<DescribedOption> found;
  for (Parts& parts : options_with_value(c, target, value_of, budget)) {
    std::string words = describe_move(c, parts);
    found.push_back({std::move(parts), std::move(words)});
  }
  return found;
}

}  // namespace grundy
