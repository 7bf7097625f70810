#pragma once
// The `options` command: every option of a position, each with its Grundy value, so a front end
// can draw the game tree one level at a time (the playground's option tree, the census of
// "why mex"). Engine-only computation; the renderers are in options_render.cc.
#include <cstdint>     // std::uint64_t
#include <functional>  // std::function
#include <nlohmann/json.hpp>
#include <optional>  // std::optional
#include <string>    // std::string
#include <vector>    // std::vector

#include "app/context.h"
#include "grundy/core/budget.h"
#include "grundy/core/outcome.h"
#include "grundy/games/sum.h"
#include "grundy/impartial/loopy.h"

namespace grundy::app {

struct OptionItem {
  std::string to;    // the position reached, in the notation
  std::string move;  // the move in words ("in kayles, take 1 from the heap of 4")
  std::size_t term = 0, component = 0;        // where the move was made
  std::uint64_t value = 0;                    // the Grundy value of the position reached
  std::optional<Gamma> loopy = std::nullopt;  // … or its γ, when the position is loopy
};

struct OptionsResult {
  std::string expression;
  std::string normalised;
  std::uint64_t value = 0;  // mex of the options' values for a single component
  Outcome outcome = Outcome::kP;
  std::vector<OptionItem> options;  // in the ruleset's order, repeats removed
  bool truncated = false;           // more than `limit` options: only the first are listed
  std::optional<Gamma> loopy;       // a loopy position's γ (value is then unused)
};

// Lists the options of sum into r.options, each once (by its spelling), in the rulesets' order,
// at most limit of them (r.truncated then says so); value_of gives each option's value (its
// Grundy value, or for a loopy sum its γ) into the item. Shared by the finite and loopy routes.
void list_options(const Sum& sum, Budget& budget, std::size_t limit, OptionsResult& r,
                  const std::function<void(const Sum& next, OptionItem& item)>& value_of);

// Lists every option of the position, bounded by the request's budget rather than by a count:
// each option listed charges its bytes (and a unit of work) to context.budget, so a Nim heap of
// 10^12 is a budget error, never a silently shortened list. A caller may still pass a `limit`
// (then r.truncated says the list was cut); the command line and HTTP pass none.
inline constexpr std::size_t kNoOptionLimit = static_cast<std::size_t>(-1);
OptionsResult options(const std::string& expression, const Context& context,
                      std::size_t limit = kNoOptionLimit);

nlohmann::json to_json(const OptionsResult& r);
std::string to_text(const OptionsResult& r);

}  // namespace grundy::app
