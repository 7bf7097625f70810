#include "app/partizan_render.h"

#include <fmt/format.h>

namespace grundy::app {

using nlohmann::json;

json to_json(const CanonicalResult& r) {
  json j = {{"expression", r.expression},
            {"canonical", r.canonical},
            {"outcome", to_string(r.outcome)},
            {"birthday", r.birthday},
            {"left_stop", r.left_stop},
            {"right_stop", r.right_stop},
            {"mean", r.mean},
            {"temperature", r.temperature},
            {"is_number", r.is_number},
            {"is_nimber", r.is_impartial},
            {"left_options", r.left_options},
            {"right_options", r.right_options},
            {"reduced_canonical_form", r.reduced ? json(*r.reduced) : json(nullptr)}};
  j["atomic_weight"] = r.atomic_weight ? json(*r.atomic_weight) : json(nullptr);
  j["options_listed"] = r.options_listed;
  if (!r.options_listed) j["options_note"] = r.options_note;
  return j;
}

json to_json(const CompareResult& r) {
  return {{"a", r.a},
          {"b", r.b},
          {"a_canonical", r.a_canonical},
          {"b_canonical", r.b_canonical},
          {"relation", r.relation}};
}

namespace {

json wall_json(const std::vector<WallPoint>& w) {
  json out = json::array();
  for (const auto& p : w) out.push_back({{"t", p.t}, {"value", p.v}});
  return out;
}

std::string wall_text(const std::vector<WallPoint>& w) {
  std::string out;
  for (const auto& p : w) out += fmt::format(" ({}, {})", p.t, p.v);
  return out;
}

}  // namespace

json to_json(const ThermographResult& r) {
  json j = {{"expression", r.expression},
            {"canonical", r.canonical},
            {"mean", r.mean},
            {"temperature", r.temperature},
            {"left_wall", wall_json(r.left_wall)},
            {"right_wall", wall_json(r.right_wall)}};
  return j;
}

json to_json(const TransformResult& r) {
  return {
      {"expression", r.expression}, {"by", r.by}, {"operation", r.operation}, {"result", r.result}};
}

std::string to_text(const CanonicalResult& r) {
  return r.canonical;
}

std::string to_text(const CompareResult& r) {
  return r.relation;
}

std::string to_text(const ThermographResult& r) {
  return fmt::format(
      "{}\nmean {}\ntemperature {}\nleft wall (t, value):{}\nright wall (t, value):{}", r.canonical,
      r.mean, r.temperature, wall_text(r.left_wall), wall_text(r.right_wall));
}

std::string to_text(const TransformResult& r) {
  return r.result;
}

}  // namespace grundy::app
