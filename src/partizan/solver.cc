#include "partizan/solver.h"

#include "core/error.h"

namespace grundy::partizan {
namespace {

// Recursion depth is bounded by the length of play, which kMaxPositionSize bounds for rulesets;
// impartial positions are refused beyond this depth rather than risking the call stack.
constexpr std::size_t kMaxDepth = 4000;

void check_depth(std::size_t depth) {
  if (depth > kMaxDepth) {
    throw Error(ErrorKind::kBudget,
                "play from this position can last too long for the canonical-form recursion");
  }
}

}  // namespace

void PartizanSolver::hold(std::size_t bytes) {
  bytes_ += bytes;
  if (bytes_ > kMaxBytes) {
    throw Error(ErrorKind::kBudget,
                "the search would need more than 256 MB; try a smaller position");
  }
}

namespace {

std::size_t bytes_of(const std::vector<std::string>& v) {
  std::size_t n = v.size() * sizeof(std::string);
  for (const std::string& s : v) n += s.capacity();
  return n;
}

}  // namespace

GameId PartizanSolver::value(const PartizanRuleset& ruleset, const std::string& position) {
  return value_at(ruleset, position, 0);
}

GameId PartizanSolver::value_at(const PartizanRuleset& ruleset, const std::string& position,
                                std::size_t depth) {
  // Splitting into components costs time in proportion to the position's size: charge it, so a
  // huge board meets its deadline promptly.
  budget_.charge(1 + position.size() / 16);
  GameId total = kZero;
  for (const std::string& c : ruleset.components(position)) {
    total = store_.add(total, component_value(ruleset, c, depth), budget_);
  }
  return total;
}

GameId PartizanSolver::component_value(const PartizanRuleset& ruleset, const std::string& component,
                                       std::size_t depth) {
  check_depth(depth);
  auto& memo = memo_[&ruleset];
  if (auto it = memo.find(component); it != memo.end()) return it->second;
  // Options are listed a side at a time; the bytes they hold are released when this node is done.
  std::vector<GameId> sides[2];
  for (int k = 0; k < 2; ++k) {
    const std::vector<std::string> options =
        ruleset.options(component, k == 0 ? Side::kLeft : Side::kRight);
    const std::size_t held = bytes_of(options);
    hold(held);
    budget_.charge(1 + options.size());
    try {
      for (const std::string& o : options) sides[k].push_back(value_at(ruleset, o, depth + 1));
    } catch (...) {
      bytes_ -= held;
      throw;
    }
    bytes_ -= held;
  }
  std::vector<GameId>& left = sides[0];
  std::vector<GameId>& right = sides[1];
  const GameId g = store_.construct(std::move(left), std::move(right), budget_);
  hold(component.capacity() + 64);  // the memo keeps its key
  memo_[&ruleset].emplace(component, g);
  return g;
}

GameId PartizanSolver::impartial_value(const Ruleset& ruleset, const Component& c) {
  return impartial_at(ruleset, c, 0);
}

GameId PartizanSolver::impartial_at(const Ruleset& ruleset, const Component& c, std::size_t depth) {
  check_depth(depth);
  auto& memo = impartial_[ruleset.serial()];
  if (auto it = memo.find(c); it != memo.end()) return it->second;
  budget_.charge();
  std::vector<GameId> options;
  for (const Parts& parts : ruleset.options(c)) {
    GameId sum = kZero;
    for (const Component& p : parts)
      sum = store_.add(sum, impartial_at(ruleset, p, depth + 1), budget_);
    options.push_back(sum);
  }
  // An impartial game: Left and Right have the same options.
  const GameId g = store_.construct(options, options, budget_);
  impartial_[ruleset.serial()].emplace(c, g);
  return g;
}

}  // namespace grundy::partizan
