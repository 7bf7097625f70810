#pragma once
// The labelling algorithm of grundy/impartial/loopy.h written out as stated, with no counters: each
// stage rescans every node until none changes, O(V·E) a stage. It is the reference the tests
// and bench/loopy_bench.cc compare label_digraph with; it never charges a budget (small graphs).
#include <cstdint>
#include <vector>

#include "grundy/impartial/loopy.h"

namespace grundy {

std::vector<Gamma> label_digraph_naive(const std::vector<std::vector<std::uint32_t>>& succ);

}  // namespace grundy
