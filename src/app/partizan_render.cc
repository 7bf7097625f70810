#include "app/partizan_render.h"

#include <fmt/format.h>

#include <string_view>
#include <utility>  // std::pair

namespace grundy::app {

using nlohmann::json;

json to_json(const CanonicalResult& r) {
  if (r.loopy) {
    return {{"expression", r.expression},
            {"canonical", r.canonical},
            {"loopy", true},
            {"stopper", r.loopy->stopper},
            {"onside", r.loopy->onside},
            {"offside", r.loopy->offside},
            {"outcome", r.loopy_outcome},
            {"left_first", r.loopy->left_first},
            {"right_first", r.loopy->right_first}};
  }
  if (r.transfinite) {  // *α for an ordinal α: its birthday is α
    return {{"expression", r.expression}, {"canonical", r.canonical},
            {"transfinite", true},        {"nim_value", *r.transfinite},
            {"birthday", *r.transfinite}, {"outcome", to_string(r.outcome)},
            {"is_number", false},         {"is_nimber", true}};
  }
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
            {"right_wall", wall_json(r.right_wall)},
            {"critical_temperatures", r.critical_temperatures},
            {"left_critical_points", r.left_critical},
            {"right_critical_points", r.right_critical},
            {"left_slopes", r.left_slopes},
            {"right_slopes", r.right_slopes},
            {"cgsuite", r.cgsuite}};
  return j;
}

namespace {

json loopy_properties_json(const PropertiesResult& r) {
  const LoopyProperties& l = *r.loopy;
  json j = {{"expression", r.expression},
            {"canonical", r.canonical},
            {"loopy", true},
            {"stopper", l.stopper},
            {"onside", l.onside},
            {"offside", l.offside},
            {"outcome", l.outcome.outcome_class},
            {"left_first", l.outcome.left_first},
            {"right_first", l.outcome.right_first},
            {"left_stop", l.left_stop ? json(*l.left_stop) : json(nullptr)},
            {"right_stop", l.right_stop ? json(*l.right_stop) : json(nullptr)},
            {"degree", l.degree ? json(*l.degree) : json(nullptr)}};
  json why = json::object();
  for (const auto& [key, reason] : l.not_defined) {
    if (!j.contains(key)) j[key] = nullptr;
    why[key] = reason;
  }
  j["not_defined"] = std::move(why);
  return j;
}

json transfinite_properties_json(const PropertiesResult& r) {
  const TransfiniteProperties& t = *r.transfinite;
  json j = {{"expression", r.expression}, {"canonical", r.canonical},
            {"transfinite", true},        {"nim_value", t.nim_value},
            {"birthday", t.nim_value},    {"outcome", to_string(t.outcome)},
            {"is_infinitesimal", true},   {"is_numberish", true},
            {"is_all_small", true},       {"is_nimber", true}};
  json why = json::object();
  for (const auto& [key, reason] : t.not_defined) {
    j[key] = nullptr;
    why[key] = reason;
  }
  j["not_defined"] = std::move(why);
  return j;
}

// One line of `grundy properties`: the labels in one column, wide enough for the longest.
std::string row(std::string_view label, std::string_view value) {
  return fmt::format("{:<22}{}\n", label, value);
}

std::string loopy_properties_text(const PropertiesResult& r) {
  const LoopyProperties& l = *r.loopy;
  std::string out = row("canonical form", r.canonical);
  out += row("stopper",
             l.stopper ? "yes" : fmt::format("no: onside {}, offside {}", l.onside, l.offside));
  out += row("outcome",
             fmt::format("{} (Left moving first: {}; Right moving first: {})",
                         l.outcome.outcome_class, l.outcome.left_first, l.outcome.right_first));
  if (l.left_stop) out += row("left stop", *l.left_stop);
  if (l.right_stop) out += row("right stop", *l.right_stop);
  if (l.degree) out += row("degree", *l.degree);
  for (const auto& [key, reason] : l.not_defined) {
    std::string name = key;
    for (char& c : name) c = c == '_' ? ' ' : c;
    out += row(name, "none: " + reason);
  }
  out.pop_back();
  return out;
}

// A transfinite nimber *α: CGSuite's TransfiniteNimber properties (a nimber: infinitesimal,
// numberish, all-small), its birthday α, and the short-game notions it lacks, in one line.
std::string transfinite_properties_text(const PropertiesResult& r) {
  const TransfiniteProperties& t = *r.transfinite;
  return row("canonical form", r.canonical) + row("nim value", t.nim_value) +
         row("birthday", t.nim_value) + row("outcome", to_string(t.outcome)) +
         row("is", "infinitesimal, numberish, all-small, a nimber") +
         row("not defined",
             "stops, mean, temperature, incentives, thermograph and the other "
             "short-game notions (*α with α ≥ ω has infinitely many options)");
}

}  // namespace

json to_json(const PropertiesResult& r) {
  if (r.loopy) return loopy_properties_json(r);
  if (r.transfinite) return transfinite_properties_json(r);
  return {{"expression", r.expression},
          {"canonical", r.canonical},
          {"left_stop", r.left_stop},
          {"right_stop", r.right_stop},
          {"mean", r.mean},
          {"temperature", r.temperature},
          {"birthday", r.birthday},
          {"left_incentives", r.left_incentives},
          {"right_incentives", r.right_incentives},
          {"atomic_weight", r.atomic_weight ? json(*r.atomic_weight) : json(nullptr)},
          {"reduced", r.reduced},
          {"critical_temperatures", r.critical_temperatures},
          {"thermograph", r.thermograph},
          {"companion", r.companion},
          {"freeze", r.freeze},
          {"stop_count", r.stop_count ? json(*r.stop_count) : json(nullptr)},
          {"is_infinitesimal", r.is_infinitesimal},
          {"is_numberish", r.is_numberish},
          {"is_all_small", r.is_all_small},
          {"is_atomic", r.is_atomic},
          {"is_even_tempered", r.is_even_tempered},
          {"is_odd_tempered", r.is_odd_tempered},
          {"uptimal_expansion", r.uptimal_expansion ? json(*r.uptimal_expansion) : json(nullptr)}};
}

namespace {

std::string listed(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& x : v) out += (out.empty() ? "" : ",") + x;
  return "{" + out + "}";
}

}  // namespace

std::string to_text(const PropertiesResult& r) {
  if (r.loopy) return loopy_properties_text(r);
  if (r.transfinite) {
    std::string out = transfinite_properties_text(r);
    out.pop_back();  // the last row's newline
    return out;
  }
  std::string out =
      row("canonical form", r.canonical) + row("left stop", r.left_stop) +
      row("right stop", r.right_stop) + row("mean", r.mean) + row("temperature", r.temperature) +
      row("birthday", std::to_string(r.birthday)) +
      row("left incentives", listed(r.left_incentives)) +
      row("right incentives", listed(r.right_incentives)) +
      row("atomic weight", r.atomic_weight ? *r.atomic_weight : "none (not all-small)") +
      row("reduced form", r.reduced) +
      row("critical temperatures",
          r.critical_temperatures.empty() ? "none" : listed(r.critical_temperatures)) +
      row("thermograph", r.thermograph) + row("companion", r.companion) + row("freeze", r.freeze) +
      row("stop count", r.stop_count ? *r.stop_count : "too large to write");
  // CGSuite's predicates, the ones that hold: "infinitesimal, all-small, atomic", or "none".
  std::string holds;
  for (const auto& [yes, name] :
       {std::pair{r.is_infinitesimal, "infinitesimal"}, std::pair{r.is_numberish, "numberish"},
        std::pair{r.is_all_small, "all-small"}, std::pair{r.is_atomic, "atomic"},
        std::pair{r.is_even_tempered, "even-tempered"},
        std::pair{r.is_odd_tempered, "odd-tempered"}}) {
    if (yes) holds += (holds.empty() ? "" : ", ") + std::string(name);
  }
  out += row("is", holds.empty() ? "none of the predicates" : holds);
  if (r.uptimal_expansion) out += row("uptimal expansion", *r.uptimal_expansion);
  out.pop_back();
  return out;
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
  std::string critical;
  for (const auto& t : r.critical_temperatures) critical += (critical.empty() ? "" : ",") + t;
  return fmt::format(
      "{}\nmean {}\ntemperature {}\nleft wall (t, value):{}\nright wall (t, value):{}\ncritical "
      "temperatures [{}]\n{}",
      r.canonical, r.mean, r.temperature, wall_text(r.left_wall), wall_text(r.right_wall), critical,
      r.cgsuite);
}

std::string to_text(const TransformResult& r) {
  return r.result;
}

}  // namespace grundy::app
