#include "grundy/stoppers/stopper_value.h"

#include <fmt/format.h>

#include "grundy/core/error.h"
#include "grundy/stoppers/stopper_parse.h"

namespace grundy::partizan::stopper {

Sides evaluate_loopy(std::string_view text, GameStore& store, Budget& budget) {
  const ParsedLoopy p = parse_loopy(text, store, budget);
  if (p.side_sum != SideSum::kNone) {
    // CGSuite's Upsum and Downsum (CanonicalStopper.upsum, downsum): S + T = U & D for unique
    // stoppers U ≥ D (Siegel, CGT ch. VI, on the sides of a sum of stoppers), U the upsum and D
    // the downsum; both are found by sidling the sum (stopper_simplify.h).
    for (const auto& [root, column] :
         {std::pair{p.root, p.root_column}, std::pair{*p.other_root, p.other_column}}) {
      if (!is_stopper(p.graph, root, budget)) {
        throw parse_error(fmt::format("{} is defined for stoppers (no infinite alternating play): "
                                      "the game at column {} is not one",
                                      p.side_sum == SideSum::kUpsum ? "Upsum" : "Downsum", column),
                          column);
      }
    }
    const Stopper a{p.graph, p.root}, b{p.graph, *p.other_root};
    Sides s;
    s.onside = s.offside =
        p.side_sum == SideSum::kUpsum ? upsum(a, b, budget) : downsum(a, b, budget);
    s.stopper = true;
    return s;
  }
  if (!p.offside_root) return sides(p.graph, p.root, budget);
  for (const auto& [root, column] :
       {std::pair{p.root, p.root_column}, std::pair{*p.offside_root, p.offside_column}}) {
    if (!is_stopper(p.graph, root, budget)) {
      throw parse_error(
          fmt::format("a side of S & T must be a stopper (no infinite alternating play) at "
                      "column {}",
                      column),
          column);
    }
  }
  Sides s;
  s.onside = simplest(p.graph, p.root, budget);
  s.offside = simplest(p.graph, *p.offside_root, budget);
  if (!stopper_ge(s.onside, s.offside, budget)) {
    throw parse_error(fmt::format("S & T needs S >= T (the onside at least the offside) at "
                                  "column {}",
                                  p.offside_column),
                      p.offside_column);
  }
  s.stopper = stopper_ge(s.offside, s.onside, budget);
  return s;
}

Stopper upsum(const Stopper& s, const Stopper& t, Budget& budget) {
  return sides(sum(s.graph, s.root, t.graph, t.root, budget), 0, budget).onside;
}

Stopper downsum(const Stopper& s, const Stopper& t, Budget& budget) {
  return sides(sum(s.graph, s.root, t.graph, t.root, budget), 0, budget).offside;
}

namespace {

LoopyOutcome stopper_outcome(const Stopper& s, Budget& budget) {
  const Outcomes o = outcomes(s.graph, budget);
  return {o.left_first[s.root], o.right_first[s.root]};
}

}  // namespace

LoopyOutcome outcome_of(const Sides& s, Budget& budget) {
  const LoopyOutcome on = stopper_outcome(s.onside, budget),
                     off = s.stopper ? on : stopper_outcome(s.offside, budget);
  LoopyOutcome out;
  out.left_first = off.left_first == Result::kLeft   ? Result::kLeft
                   : on.left_first == Result::kRight ? Result::kRight
                                                     : Result::kDraw;
  out.right_first = on.right_first == Result::kRight   ? Result::kRight
                    : off.right_first == Result::kLeft ? Result::kLeft
                                                       : Result::kDraw;
  return out;
}

const char* to_string(Result r) {
  return r == Result::kLeft ? "L" : r == Result::kRight ? "R" : "D";
}

std::string outcome_class(const LoopyOutcome& o) {
  const Result a = o.left_first, b = o.right_first;
  if (a == b) return to_string(a);
  if (a == Result::kLeft && b == Result::kRight) return "N";
  if (a == Result::kRight && b == Result::kLeft) return "P";
  return fmt::format("{}/{}", to_string(a), to_string(b));
}

bool sides_ge(const Sides& a, const Sides& b, Budget& budget) {
  return stopper_ge(a.onside, b.onside, budget) && stopper_ge(a.offside, b.offside, budget);
}

Relation compare_sides(const Sides& a, const Sides& b, Budget& budget) {
  const bool ge = sides_ge(a, b, budget), le = sides_ge(b, a, budget);
  return ge && le ? Relation::kEqual
         : ge     ? Relation::kGreater
         : le     ? Relation::kLess
                  : Relation::kConfused;
}

}  // namespace grundy::partizan::stopper
