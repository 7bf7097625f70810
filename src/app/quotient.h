#pragma once
// `grundy quotient RULESET [--max-heap N]` and GET /api/quotient: the misère quotient of a heap
// game, heap by heap (grundy/impartial/misere_quotient.h), with its presentation, P-portion and
// pretending function, and the period of the pretending function when it is proved.
#include <nlohmann/json.hpp>
#include <string>

#include "app/context.h"
#include "grundy/impartial/misere_quotient.h"

namespace grundy::app {

struct QuotientResult {
  std::string ruleset;          // as normalised
  std::uint64_t asked_max = 0;  // --max-heap
  MisereQuotient quotient;
  bool from_store = false;  // read back from the results store (checked on read)
};

// The largest --max-heap taken (the budget stops long before on a game with a large quotient).
inline constexpr std::uint64_t kMaxQuotientHeap = 10'000;
// The default --max-heap: enough for the periods of 0.75 (proved at heap 23) and such games.
inline constexpr std::uint64_t kDefaultQuotientHeap = 30;

QuotientResult quotient(const std::string& ruleset, std::uint64_t max_heap, const Context& context);

nlohmann::json to_json(const QuotientResult& r);
std::string to_text(const QuotientResult& r);

}  // namespace grundy::app
