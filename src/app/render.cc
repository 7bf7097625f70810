#include "app/render.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "app/loopy.h"
#include "grundy/core/progress_error.h"

namespace grundy::app {

using nlohmann::json;

json to_json(const ValueResult& r) {
  if (r.transfinite) {  // *α for an infinite α: the value is the ordinal, a string
    return {{"expression", r.expression},
            {"normalised", r.normalised},
            {"value", *r.transfinite},
            {"transfinite", true},
            {"outcome", to_string(r.outcome)}};
  }
  json j = {{"expression", r.expression},
            {"normalised", r.normalised},
            {"value", r.value},
            {"outcome", to_string(r.outcome)},
            {"component_values", r.component_values}};
  if (r.loopy) {  // a loopy position: γ, the sum's and each component's (app/loopy.h)
    put_gamma(j, *r.loopy);
    j["component_values"] = json::array();
    for (const Gamma& g : r.loopy_components) j["component_values"].push_back(gamma_json(g));
  }
  return j;
}

namespace {

// A loopy partizan outcome's keys: the class with draws, each start's result and the value.
void put_loopy_partizan(json& j, const LoopyPartizanOutcome& o) {
  j["outcome"] = o.outcome_class;
  j["loopy"] = true;
  j["stopper"] = o.stopper;
  j["left_first"] = o.left_first;
  j["right_first"] = o.right_first;
  if (!o.canonical.empty()) j["canonical"] = o.canonical;
}

}  // namespace

json to_json(const OutcomeResult& r) {
  json j = {{"expression", r.expression},
            {"outcome", to_string(r.outcome)},
            {"misere", r.misere},
            {"method", r.method}};
  if (!r.engine.empty()) {
    j["engine"] = r.engine;
    if (r.engine == "search" || r.engine == "board" || r.engine == "misere-search")
      j["search_nodes"] = r.search_nodes;
  }
  if (r.loopy_partizan) put_loopy_partizan(j, *r.loopy_partizan);
  return j;
}

json to_json(const MovesResult& r) {
  json moves = json::array();
  for (const auto& m : r.moves) {
    json j = {{"to", m.to}, {"explanation", m.explanation}};
    if (m.loopy) {
      j["component_value_before"] = gamma_json(m.loopy->before);
      j["component_value_after"] = gamma_json(m.loopy->after);
      j["value_after"] = gamma_json(m.loopy->total_after);
      j["outcome_after"] = to_string(outcome_of(m.loopy->total_after));
    } else if (r.loopy_partizan) {
      j["side"] = m.side;
      j["result"] = m.result;
      j["wins"] = m.wins;
      j["game_after"] = m.game_after;
      j["outcome_after"] = m.outcome_after;
    } else if (r.partizan) {
      j["side"] = m.side;
      if (r.all) j["wins"] = m.wins, j["game_after"] = m.game_after;
    } else if (!r.misere && r.component_values) {
      j["component_value_before"] = m.value_before;
      j["component_value_after"] = m.value_after;
    }
    moves.push_back(std::move(j));
  }
  json j = {{"expression", r.expression},
            {"misere", r.misere},
            {"outcome", to_string(r.outcome)},
            {"moves", std::move(moves)}};
  if (r.value) j["value"] = *r.value;
  if (r.loopy) put_gamma(j, *r.loopy);
  if (r.partizan && !r.misere) j["canonical"] = r.canonical;
  if (r.loopy_partizan) put_loopy_partizan(j, *r.loopy_partizan), j["all"] = r.all;
  return j;
}

json to_json(const SeqResult& r) {
  return {{"ruleset", r.ruleset}, {"values", r.values}};
}

json to_json(const PeriodResult& r) {
  json j = {{"ruleset", r.ruleset}, {"values_computed", r.values_computed}, {"max", r.max}};
  if (r.period) {
    j["preperiod"] = r.period->preperiod;
    j["period"] = r.period->period;
    j["saltus"] = r.period->saltus;
    j["proved"] = r.period->proved;
    j["theorem"] = r.period->theorem;
    j["values_needed"] = r.period->values_needed;
  } else {
    j["preperiod"] = nullptr;
    j["period"] = nullptr;
    j["proved"] = false;
  }
  return j;
}

json to_json(const VerifyResult& r) {
  json checks = json::array();
  for (const auto& c : r.checks) {
    checks.push_back({{"position", c.position},
                      {"predicted", c.predicted},
                      {"found", c.found},
                      {"agrees", c.agrees}});
    if (!c.predicted_by.empty()) checks.back()["predicted_by"] = c.predicted_by;
  }
  json j = {{"subject", r.subject},       {"kind", r.ruleset ? "ruleset" : "position"},
            {"agreements", r.agreements}, {"total", r.total},
            {"routes", r.routes},         {"checks", std::move(checks)}};
  if (r.ruleset) {
    j["positions"] = r.positions;
    j["nim_heaps_up_to"] = r.grid;
  }
  if (r.partizan) {
    j["partizan"] = true;
    j["reference"] = r.reference;
  }
  return j;
}

json to_json(const BenchResult& r) {
  json items = json::array();
  for (const auto& i : r.items) {
    items.push_back({{"name", i.name}, {"result", i.result}, {"seconds", i.seconds}});
  }
  return {{"items", std::move(items)}, {"signature", r.signature}};
}

std::string dump_json(const json& j) {
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

json to_json(const Error& e) {
  json j = {{"error", e.what()}};
  if (e.column() > 0) j["column"] = e.column();
  // How far a stopped computation got: {"boards_searched": 123, ...}.
  if (const auto* p = dynamic_cast<const ProgressError*>(&e); p && !p->progress().empty()) {
    json partial = json::object();
    for (const auto& [name, value] : p->progress()) partial[name] = value;
    j["partial"] = std::move(partial);
  }
  return j;
}

std::string to_text(const ValueResult& r) {
  if (r.loopy) return format_gamma(*r.loopy);  // "inf{0,2}": docs/notation.md
  if (r.transfinite) return *r.transfinite;    // "ω+1": docs/notation.md
  return std::to_string(r.value);
}

std::string to_text(const OutcomeResult& r) {
  if (r.loopy_partizan) return r.loopy_partizan->outcome_class;  // "L", …, "D", "L/D"
  return std::string(to_string(r.outcome));
}

std::string to_text(const MovesResult& r) {
  if (r.moves.empty() && r.loopy_partizan && r.all) {
    return fmt::format("no move for either side: {} is the end of play", r.expression);
  }
  if (r.moves.empty() && r.loopy_partizan) {
    return fmt::format(
        "no winning or drawing move for either side: {} = {} is a P-position (whoever moves "
        "first loses)",
        r.expression, r.canonical);
  }
  if (r.moves.empty() && r.partizan && r.misere) {  // a misère search has no canonical value
    return fmt::format("no {}move for either side: {} has misère outcome {}",
                       r.all ? "" : "winning ", r.expression, to_string(r.outcome));
  }
  if (r.moves.empty() && r.partizan && r.all) {
    return fmt::format("no move for either side: {} is the end of play", r.expression);
  }
  if (r.moves.empty() && r.partizan) {
    return fmt::format(
        "no winning move for either side: {} = {} is a P-position (whoever moves "
        "first loses)",
        r.expression, r.canonical);
  }
  if (r.moves.empty() && r.outcome == Outcome::kN) {  // misère play's end: no move, a win
    return fmt::format(
        "no move at all: {} is the end of play, and in misère play the player "
        "who cannot move wins",
        r.expression);
  }
  if (r.moves.empty()) {
    return fmt::format("no winning move: {} is a P-position{} (every move loses)", r.expression,
                       r.misere ? " in misère play" : "");
  }
  std::string out;
  for (const auto& m : r.moves) {
    if (!out.empty()) out += '\n';
    out += fmt::format("{}\t{}", m.to, m.explanation);
  }
  return out;
}

std::string to_text(const SeqResult& r) {
  std::string out;
  out.reserve(r.values.size() * 3);
  for (std::size_t i = 0; i < r.values.size(); ++i) {
    if (i) out += ' ';
    out += std::to_string(r.values[i]);
  }
  return out;
}

std::string to_text(const PeriodResult& r) {
  if (!r.period) {
    return fmt::format("no period found in {} values of {} (raise --max to look further)",
                       r.values_computed, r.ruleset);
  }
  // "proved" is the certificate's own flag, as in the JSON; a saltus says only that the period
  // is arithmetic (Nim's G(n) = n is arithmetic-periodic, saltus 1, and proved by its closed
  // form, which reads no values).
  const auto& p = *r.period;
  const std::string shape =
      p.saltus != 0
          ? fmt::format("preperiod {} period {} saltus {}", p.preperiod, p.period, p.saltus)
          : fmt::format("preperiod {} period {}", p.preperiod, p.period);
  if (!p.proved) {
    return fmt::format("{}, not proved ({}; {} values computed)", shape, p.theorem,
                       r.values_computed);
  }
  if (p.values_needed == 0) return fmt::format("{} proved by {}", shape, p.theorem);
  return fmt::format("{} proved by {}, from {} values", shape, p.theorem, p.values_needed);
}

std::string to_text(const VerifyResult& r) {
  std::string out;
  const char* values = r.loopy ? "the generalized Sprague-Grundy values" : "the Grundy values";
  const char* search = r.loopy ? "retrograde analysis" : "win/lose search";
  for (const auto& c : r.checks) {
    if (!c.agrees && r.partizan) {
      out += fmt::format("DISAGREE {}: {} says {}, the search says {}\n", c.position, r.reference,
                         c.predicted, c.found);
    } else if (!c.agrees) {
      out += fmt::format("DISAGREE {}: {} {} {}, {} says {}\n", c.position,
                         c.predicted_by.empty() ? values : c.predicted_by,
                         c.predicted_by.empty() ? "say" : "says", c.predicted, search, c.found);
    }
  }
  if (r.ruleset) {
    // What was really compared: the heaps, or the positions themselves (a few listed in full).
    std::string what;
    if (r.heaps) {
      what = fmt::format("each heap up to {} of {}", r.grid, r.subject);
    } else if (r.positions.size() <= 6) {
      what = fmt::format("each of the {} position{} {}", r.positions.size(),
                         r.positions.size() == 1 ? "" : "s", fmt::join(r.positions, ", "));
    } else {
      what = fmt::format("each of the {} positions {}, {}, … {}", r.positions.size(),
                         r.positions[0], r.positions[1], r.positions.back());
    }
    out += fmt::format(
        "{} of {} agreements: {} beside each Nim heap up to {}, settled by {} and compared with "
        "{}",
        r.agreements, r.total, what, r.grid, r.loopy ? "retrograde analysis" : "win/lose search",
        r.loopy ? "Smith's sum theorem for the generalized Sprague-Grundy values" : "the nim-sum");
  } else if (r.partizan) {
    out += fmt::format("{} of {} agreements:", r.agreements, r.total);
    for (const auto& c : r.checks) {
      out +=
          fmt::format("\n  {} is {} ({} says {})", c.position, c.found, r.reference, c.predicted);
    }
  } else {
    out += fmt::format("{} of {} agreements:", r.agreements, r.total);
    for (const auto& c : r.checks) {
      const bool canonical = c.position.starts_with("canonical form of");
      out += fmt::format("\n  {} is {} by {} ({} {} {})", c.position, c.found,
                         canonical ? "the definition {options | options}" : search,
                         c.predicted_by.empty() ? values : c.predicted_by,
                         c.predicted_by.empty() ? "say" : "says", c.predicted);
    }
  }
  return out;
}

std::string to_text(const BenchResult& r) {
  std::string out;
  for (const auto& i : r.items) {
    out += fmt::format("{:<55} {:>9.3f} s  {}\n", i.name, i.seconds,
                       i.result.size() > 60 ? i.result.substr(0, 57) + "..." : i.result);
  }
  out += fmt::format("signature: {}", r.signature);
  return out;
}

int exit_status(const Error& e) {
  return e.kind() == ErrorKind::kParse || e.kind() == ErrorKind::kUsage ? 2 : 1;
}

int http_status(const Error& e) {
  switch (e.kind()) {
    case ErrorKind::kParse:
    case ErrorKind::kUsage:
      return 400;
    case ErrorKind::kBudget:
      return e.memory() ? 503 : 422;  // memory is the server's to give, not the request's fault
    case ErrorKind::kComputation:
      return 422;
  }
  return 500;
}

}  // namespace grundy::app
