#include "census/member_wire.h"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "grundy/core/error.h"

namespace grundy::census {
namespace {

using json = nlohmann::json;

// Bumped when a field changes: ranks of two builds refuse each other's rows.
constexpr int kWireVersion = 1;

Status status_of(const std::string& s) {
  if (s == "solved") return Status::kSolved;
  if (s == "open") return Status::kOpen;
  if (s == "budget") return Status::kBudget;
  if (s == "error") return Status::kError;
  throw Error(ErrorKind::kComputation, fmt::format("a census row with the status '{}'", s));
}

}  // namespace

std::string encode_member(const MemberResult& r) {
  json j = {{"wire", kWireVersion},
            {"status", to_string(r.status)},
            {"values", r.values},
            {"engine", r.engine},
            {"rare", r.rare},
            {"message", r.message},
            {"from_store", r.from_store},
            {"seconds", r.seconds}};
  j["largest"] = r.largest ? json(*r.largest) : json(nullptr);
  j["mask"] = r.mask ? json(*r.mask) : json(nullptr);
  if (r.period) {
    const Periodicity& p = *r.period;
    j["period"] = {{"preperiod", p.preperiod}, {"period", p.period},
                   {"saltus", p.saltus},       {"proved", p.proved},
                   {"theorem", p.theorem},     {"values_needed", p.values_needed}};
  } else {
    j["period"] = nullptr;
  }
  return j.dump();
}

MemberResult decode_member(std::string_view bytes) {
  try {
    const json j = json::parse(bytes);
    if (j.at("wire").get<int>() != kWireVersion) {
      throw Error(ErrorKind::kComputation,
                  fmt::format("a census row of wire version {}, expected {} (ranks of two builds "
                              "of grundy?)",
                              j.at("wire").get<int>(), kWireVersion));
    }
    MemberResult r;
    r.status = status_of(j.at("status").get<std::string>());
    r.values = j.at("values").get<std::uint64_t>();
    r.engine = j.at("engine").get<std::string>();
    r.rare = j.at("rare").get<std::uint64_t>();
    r.message = j.at("message").get<std::string>();
    r.from_store = j.at("from_store").get<bool>();
    r.seconds = j.at("seconds").get<double>();
    if (!j.at("largest").is_null()) r.largest = j.at("largest").get<std::uint64_t>();
    if (!j.at("mask").is_null()) r.mask = j.at("mask").get<std::uint32_t>();
    if (const json& p = j.at("period"); !p.is_null()) {
      Periodicity q;
      q.preperiod = p.at("preperiod").get<std::uint64_t>();
      q.period = p.at("period").get<std::uint64_t>();
      q.saltus = p.at("saltus").get<std::int64_t>();
      q.proved = p.at("proved").get<bool>();
      q.theorem = p.at("theorem").get<std::string>();
      q.values_needed = p.at("values_needed").get<std::uint64_t>();
      r.period = q;
    }
    return r;
  } catch (const json::exception& e) {
    throw Error(ErrorKind::kComputation, fmt::format("a damaged census row: {}", e.what()));
  }
}

}  // namespace grundy::census
