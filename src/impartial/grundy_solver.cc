#include "impartial/grundy_solver.h"

#include <fmt/format.h>

#include <unordered_set>

#include "core/error.h"
#include "core/mex.h"
#include "core/nim.h"

namespace grundy {
namespace {

// What one memo entry costs: an unordered_map node (next pointer, key, value, cached hash,
// rounded up by malloc) and its share of the bucket array.
constexpr std::uint64_t kMemoEntryBytes = 64;

// What a frame's option list costs: the vector of Parts, each Parts' own allocation (with
// malloc's header), and the frame with its on_stack entry.
std::uint64_t frame_bytes(const std::vector<Parts>& options) {
  std::uint64_t bytes = 128 + options.capacity() * sizeof(Parts);
  for (const Parts& p : options) {
    if (p.capacity() > 0) bytes += 16 + p.capacity() * sizeof(Component);
  }
  return bytes;
}

}  // namespace

std::uint64_t GrundySolver::remember(Memo& memo, const Component& c, std::uint64_t v) {
  memo_bytes_.add(kMemoEntryBytes);
  memo[c] = v;
  return v;
}

std::uint64_t GrundySolver::grundy_value(const Ruleset& ruleset, const Component& root) {
  Memo& memo = memo_for(ruleset);
  if (auto it = memo.find(root); it != memo.end()) return it->second;
  if (fast_) {
    if (auto v = ruleset.fast_value(root, budget_)) return remember(memo, root, *v);
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
  // The stack's bytes, charged as each frame's options are listed and given back as it is
  // finished; and the work of listing them, charged at once (a frame of a Wythoff position has
  // x + y + min(x, y) options, so one unit a frame would let the clock go unread for seconds).
  MemoryCharge stack_bytes(budget_, "the Grundy solver's search stack");
  auto push = [&](const Component& c) {
    std::vector<Parts> options = ruleset.options(c);
    budget_.charge(options.size());
    stack_bytes.add(frame_bytes(options));
    on_stack.insert(c);
    stack.push_back({c, std::move(options)});
  };
  push(root);
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
              remember(memo, child, *v);
              ++f.part;
              continue;
            }
          }
          if (on_stack.contains(child)) {
            throw Error(ErrorKind::kUsage, "the game has a cycle, so it has no Grundy value");
          }
          budget_.charge();
          push(child);
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
    remember(memo, f.c, seen.mex());
    stack_bytes.sub(frame_bytes(f.options));
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
