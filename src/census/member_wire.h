#pragma once
// One census row as bytes, for a census spread over processes (`mpirun -np K grundy census`,
// src/mpi/): a rank computes a member and sends its row to rank 0, which prints the one table.
// The encoding is JSON (every field of MemberResult, the measured ones included), so the row
// decoded on rank 0 renders exactly as the row computed there would: the table is byte-identical
// to a single-process census.
#include <string>       // std::string
#include <string_view>  // std::string_view

#include "census/census.h"

namespace grundy::census {

std::string encode_member(const MemberResult& r);
// Throws Error (ErrorKind::kComputation, naming what is wrong) on bytes encode_member did not
// write: a rank of another build, or a damaged message.
MemberResult decode_member(std::string_view bytes);

}  // namespace grundy::census
