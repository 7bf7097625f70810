#include "impartial/grundy_solver.h"

#include <fmt/format.h>

#include <limits>
#include <unordered_set>

#include "core/error.h"
#include "core/mex.h"
#include "core/nim.h"

namespace grundy {
namespace {

// What one memo entry costs: an unordered_map node (next pointer, key, value, cached hash,
// rounded up by malloc) and its share of the bucket array.
constexpr std::uint64_t kMemoEntryBytes = 64;

// A frame and its on_stack entry, besides its two arrays.
constexpr std::uint64_t kFrameBytes = 128;

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
  // Depth-first over an explicit stack. A frame's options are listed once, then kept flat (every
  // part of every option in one array, and where each option ends): two allocations a frame
  // instead of one per option, so a deep stack of wide frames (Wythoff's, with x + y + min(x, y)
  // options each) takes a third of the memory and is freed at once when the budget runs out.
  // The frame is finished when every part has a value, and then its value is the mex.
  struct Frame {
    Component c;
    std::vector<Component> parts;
    std::vector<std::uint32_t> ends;  // option i is parts[ends[i − 1] … ends[i])
    std::size_t next = 0;             // the next part to value
  };
  std::vector<Frame> stack;
  std::unordered_set<Component, ComponentHash> on_stack;
  // The stack's bytes, charged as each frame's options are listed and given back as it is
  // finished; and the work of listing them, charged at once (one unit a frame would let the
  // clock go unread for seconds).
  MemoryCharge stack_bytes(budget_, "the Grundy solver's search stack");
  auto bytes_of = [](const Frame& f) {
    return kFrameBytes + f.parts.capacity() * sizeof(Component) +
           f.ends.capacity() * sizeof(std::uint32_t);
  };
  auto push = [&](const Component c) {
    const std::vector<Parts> options = ruleset.options(c);
    budget_.charge(options.size());
    Frame f{c, {}, {}, 0};
    std::size_t total = 0;
    for (const Parts& p : options) total += p.size();
    if (total > std::numeric_limits<std::uint32_t>::max()) {
      throw Error(ErrorKind::kBudget, "a position with more than 2^32 option parts is too large");
    }
    f.parts.reserve(total);
    f.ends.reserve(options.size());
    for (const Parts& p : options) {
      f.parts.insert(f.parts.end(), p.begin(), p.end());
      f.ends.push_back(static_cast<std::uint32_t>(f.parts.size()));
    }
    stack_bytes.add(bytes_of(f));
    on_stack.insert(c);
    stack.push_back(std::move(f));
  };
  push(root);
  MexSet seen;
  while (!stack.empty()) {
    Frame& f = stack.back();
    bool pushed = false;
    for (; f.next < f.parts.size(); ++f.next) {
      const Component& child = f.parts[f.next];
      if (memo.contains(child)) continue;
      if (fast_) {
        if (auto v = ruleset.fast_value(child, budget_)) {
          remember(memo, child, *v);
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
    if (pushed) continue;
    // Every option is valued: the mex rule.
    seen.clear();
    std::size_t begin = 0;
    for (std::uint32_t end : f.ends) {
      Nimber v = 0;
      for (std::size_t k = begin; k < end; ++k) v = nim_sum(v, memo.at(f.parts[k]));
      seen.insert(v);
      begin = end;
    }
    remember(memo, f.c, seen.mex());
    stack_bytes.sub(bytes_of(f));
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
