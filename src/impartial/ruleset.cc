#include "impartial/ruleset.h"

namespace grundy {

std::vector<Parts> Ruleset::options_with_value(
    const Component& c, std::uint64_t target,
    const std::function<std::uint64_t(std::span<const Component>)>& value_of) const {
  std::vector<Parts> found;
  for (Parts& parts : options(c)) {
    if (value_of(parts) == target) found.push_back(std::move(parts));
  }
  return found;
}

}  // namespace grundy
