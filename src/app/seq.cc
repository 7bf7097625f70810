#include "app/commands.h"
#include "app/heap_ruleset_arg.h"

namespace grundy::app {

SeqResult seq(const std::string& ruleset, std::uint64_t n, Budget& budget) {
  const auto heap = heap_ruleset_arg(ruleset);
  return {heap->spelling(), heap->values_up_to(n, budget)};
}

}  // namespace grundy::app
