#pragma once
// Periodicity certificates for Grundy sequences of heap games. Each certificate names the
// theorem that turns finitely many computed values into a statement about every heap.
#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <span>      // std::span
#include <string>    // std::string

#include "grundy/games/heap_rules.h"

namespace grundy {

struct Periodicity {
  std::uint64_t preperiod = 0;  // the least n0 with G(n + p) = G(n) + saltus for all n ≥ n0
  std::uint64_t period = 0;
  std::int64_t saltus = 0;  // 0 for ordinary periodicity
  bool proved = false;
  std::string theorem;              // the theorem that proves it, or why it is not proved
  std::uint64_t values_needed = 0;  // how many values G(0 … values_needed − 1) the proof reads
};

// The values a proof of period p from n0 must read, by the theorem that applies to rules; nullopt
// when no theorem covers the rules (infinite codes, three-heap splits with '!').
std::optional<std::uint64_t> values_needed_for_period(const HeapRules& rules, std::uint64_t n0,
                                                      std::uint64_t p);

// Looks for a period in G(0 … L−1) that a theorem proves; failing that, an arithmetic
// periodicity the data shows but no theorem here proves (reported with proved = false).
std::optional<Periodicity> find_period(const HeapRules& rules, std::span<const std::uint32_t> g);
std::optional<Periodicity> find_period(const HeapRules& rules, std::span<const std::uint16_t> g);

// The Guy–Smith theorem for a finite code whose moves leave at most k heaps (k ≥ 2) of any sizes,
// with no constraint among them, and remove at most t tokens (a move may also add tokens, as in
// CGSuite's `80.0`, provided it leaves more heaps than it adds tokens plus one): if
// G(n + p) = G(n) for n0 ≤ n < k·n0 + (k−1)·p + t with n0 ≥ 1, then for all n ≥ n0. The largest
// of the heaps left from n + p is at least (n + p − t)/k ≥ n0 + p past the window, so taking p
// from it (and, the other way, adding p to the largest heap left from n) matches the options of
// n and n + p one to one with equal values. The least period that this proves from g, else
// nullopt (no arithmetic periodicity is looked for).
std::optional<Periodicity> find_period_k_heaps(std::uint64_t k, std::uint64_t t,
                                               std::span<const std::uint16_t> g);

// G(n) for any n from a proved certificate and the values it read.
std::uint64_t value_from_period(const Periodicity& period, std::span<const std::uint32_t> g,
                                std::uint64_t n);
std::uint64_t value_from_period(const Periodicity& period, std::span<const std::uint16_t> g,
                                std::uint64_t n);

}  // namespace grundy
