#include "impartial/grundy_solver.h"

#include <fmt/format.h>

#include <unordered_set>

#include "core/error.h"
#include "core/mex.h"
#include "core/nim.h"

namespace grundy {

std::uint64_t GrundySolver::grundy_value(const Ruleset& ruleset, const Component& root) {
  Memo& memo = memo_for(ruleset);
  if (auto it = memo.find(root); it != memo.end()) return it->second;
  if (fast_) {
    if (auto v = ruleset.fast_value(root, budget_)) return memo[root] = *v;
  }
  // Depth-first over an explicit stack. A frame's options are listed once; the frame is
  // finished when every part of every option has a value, and then its value is the mex.
  struct Frame {
    Component c;
    std::vector<Parts> options;
    std::size_t option = 0, part = 0;
  };
  std::vector<Frame> stack;
  std::unordered_set<Component, ComponentHash> on_stack;
  stack.push_back({root, ruleset.options(root)});
  on_stack.insert(root);
  MexSet seen;
  while (!stack.empty()) {
    Frame& f = stack.back();
    bool pushed = false;
    while (f.option < f.options.size()) {
      const Parts& parts = f.options[f.option];
      if (f.part < parts.size()) {
        const Component& child = parts[f.part];
        if (!memo.contains(child)) {
          if (fast_) {
            if (auto v = ruleset.fast_value(child, budget_)) {
              memo[child] = *v;
              ++f.part;
              continue;
            }
          }
          if (on_stack.contains(child)) {
            throw Error(ErrorKind::kUsage, "the game has a cycle, so it has no Grundy value");
          }
          budget_.charge();
          on_stack.insert(child);
          stack.push_back({child, ruleset.options(child)});
          pushed = true;
          break;
        }
        ++f.part;
        continue;
      }
      ++f.option;
      f.part = 0;
    }
    if (pushed) continue;
    // Every option is valued: the mex rule.
    seen.clear();
    for (const Parts& parts : f.options) {
      Nimber v = 0;
      for (const Component& p : parts) v = nim_sum(v, memo.at(p));
      seen.insert(v);
    }
    budget_.charge(f.options.size());
    memo[f.c] = seen.mex();
    on_stack.erase(f.c);
    stack.pop_back();
  }
  return memo.at(root);
}

std::uint64_t GrundySolver::grundy_value(const Ruleset& ruleset, std::span<const Component> parts) {
  Nimber v = 0;
  for (const Component& c : parts) v = nim_sum(v, grundy_value(ruleset, c));
  return v;
}

std::uint64_t GrundySolver::grundy_value(const Sum& sum) {
  Nimber v = 0;
  for (const Term& term : sum.terms) v = nim_sum(v, grundy_value(*term.ruleset, term.components));
  return v;
}

}  // namespace grundy
