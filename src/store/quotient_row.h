#pragma once
// A misère quotient as the results store keeps it (store/result_store.h, table `quotients`): the
// quotient as JSON text, the version of grundy that computed it and a CRC-32 over the ruleset,
// the heap asked for, the version and the text. No I/O here. On read the checksum is checked and
// then the quotient itself: its table is a commutative monoid with identity 1, every element's
// normal form multiplies out to that element, every relation holds, the generators are the heaps
// they name, and the pretending function, orders and period fit together. A row that fails is
// an error naming the store (exit 2), never an answer.
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <string>    // std::string

#include "grundy/impartial/misere_quotient.h"

namespace grundy::app {

struct QuotientRow {
  std::string ruleset;
  std::uint64_t max_heap = 0;  // the --max-heap asked for
  std::string engine;
  std::string body;  // the quotient as JSON
  std::int64_t checksum = 0;
};

std::uint32_t quotient_row_checksum(const QuotientRow& row);

QuotientRow encode_quotient_row(const std::string& ruleset, std::uint64_t max_heap,
                                const std::string& engine, const MisereQuotient& q);

// nullopt when the row was written by another version of grundy (computed again, replaced);
// throws Error(kUsage) naming path when it is damaged or inconsistent.
std::optional<MisereQuotient> decode_quotient_row(const QuotientRow& row, const std::string& path,
                                                  const std::string& engine);

}  // namespace grundy::app
