#include "impartial/win_loss_solver.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/error.h"

namespace grundy {

std::size_t WinLossSolver::StateHash::operator()(const State& s) const {
  std::size_t h = s.size() * 0x9E3779B97F4A7C15ull;
  for (const Piece& p : s) {
    h ^= ComponentHash{}(p.c) + p.ruleset + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  }
  return h;
}

std::uint32_t WinLossSolver::ruleset_index(const Ruleset* r) {
  // By serial, not address: a freed ruleset's address may come back as another ruleset.
  for (std::uint32_t i = 0; i < rulesets_.size(); ++i) {
    if (serials_[i] == r->serial()) return i;
  }
  rulesets_.push_back(r);
  serials_.push_back(r->serial());
  return static_cast<std::uint32_t>(rulesets_.size() - 1);
}

void WinLossSolver::normalise(State& s) const {
  std::erase_if(s, [&](const Piece& p) { return rulesets_[p.ruleset]->is_terminal(p.c); });
  std::sort(s.begin(), s.end());
  if (convention_ == Convention::kNormal) {
    State kept;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (i + 1 < s.size() && s[i] == s[i + 1]) {
        ++i;  // the pair cancels
        continue;
      }
      kept.push_back(s[i]);
    }
    s = std::move(kept);
  }
}

std::vector<WinLossSolver::State> WinLossSolver::children(const State& s) const {
  std::vector<State> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && s[i] == s[i - 1]) continue;  // the same move from an equal component
    for (const Parts& parts : rulesets_[s[i].ruleset]->options(s[i].c)) {
      State next;
      next.reserve(s.size() + parts.size());
      for (std::size_t k = 0; k < s.size(); ++k) {
        if (k != i) next.push_back(s[k]);
      }
      for (const Component& p : parts) next.push_back({s[i].ruleset, p});
      normalise(next);
      out.push_back(std::move(next));
    }
  }
  return out;
}

Outcome WinLossSolver::outcome(const Sum& sum) {
  State root;
  for (const Term& term : sum.terms) {
    const std::uint32_t r = ruleset_index(term.ruleset.get());
    for (const Component& c : term.components) root.push_back({r, c});
  }
  normalise(root);

  struct Frame {
    State state;
    std::vector<State> children;
    std::size_t next = 0;
  };
  std::vector<Frame> stack;
  auto open = [&](State s) {
    budget_.charge();
    if (memo_.size() + stack.size() >= kMaxPositions) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("settling this by win/lose search alone would take more than {} "
                              "positions; the position is too large for the independent route",
                              kMaxPositions));
    }
    Frame f{std::move(s), {}, 0};
    f.children = children(f.state);
    stack.push_back(std::move(f));
  };
  if (!memo_.contains(root)) open(root);
  while (!stack.empty()) {
    Frame& f = stack.back();
    bool wins = false, pushed = false;
    while (f.next < f.children.size()) {
      auto it = memo_.find(f.children[f.next]);
      if (it == memo_.end()) {
        State child = f.children[f.next];
        open(std::move(child));
        pushed = true;
        break;
      }
      if (!it->second) {  // an option that loses for the player who must move from it
        wins = true;
        break;
      }
      ++f.next;
    }
    if (pushed) continue;
    // No move at all: normal play, the player to move loses; misère, wins.
    if (f.children.empty()) wins = convention_ == Convention::kMisere;
    memo_[f.state] = wins;
    stack.pop_back();
  }
  return memo_.at(root) ? Outcome::kN : Outcome::kP;
}

}  // namespace grundy
