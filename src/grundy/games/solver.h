#pragma once
// The one solver: the value of any position of any ruleset, with the algebra plugged in. A value
// is made from the values of the options alone, so one search serves every algebra:
//   Grundy values   G(c) = mex of the options' values, a sum's value the nim-sum
//                   (Sprague 1935, Grundy 1939: every impartial game is a Nim heap);
//   canonical forms {the Left options' values | the Right options'}, reduced, a sum's value
//                   the sum of the components' (ONAG ch. 1 and 10).
// An option is a sum of components (Ruleset::options gives its Parts, which components() splits
// and normalises), so its value is the algebra's sum of theirs.
//
// Iterative (an explicit stack: a chain of a million positions needs no call stack), memoised
// per solver (a request's), exact (an entry is present and right, or absent). The search charges
// every frame's work and bytes to the budget as it goes, so a deadline or a byte limit ends it
// promptly. The win/lose search that never uses values (grundy/impartial/win_loss_solver.h) is kept
// apart on purpose: it is the independent route the tests check this one against.
//
// An Algebra provides:
//   using Value;                                     the values
//   Value zero();  Value add(Value, Value);          the empty sum, and the sum of two
//   bool two_sided(const Ruleset&, const Component&) whether Left's and Right's options are
//                                                    listed apart (else one list serves both)
//   Value node(std::span<const Value> left, std::span<const Value> right)
//                                                    the value from the options' values
//   std::optional<Value> fast(const Ruleset&, const Component&, Budget&)
//                                                    a fast route (a table, a closed form), or
//                                                    nullopt
#include <cstdint>        // std::uint32_t
#include <limits>         // std::numeric_limits
#include <optional>       // std::optional
#include <span>           // std::span
#include <unordered_map>  // the memo
#include <unordered_set>  // positions on the stack
#include <utility>        // std::move
#include <vector>         // std::vector

#include "grundy/core/budget.h"
#include "grundy/core/error.h"
#include "grundy/games/ruleset.h"

namespace grundy {

template <class Algebra>
class Solver {
 public:
  using Value = typename Algebra::Value;

  // The names say what holds the bytes when the budget runs out ("the Grundy solver's memo").
  Solver(Algebra algebra, Budget& budget, const char* memo_name, const char* stack_name)
      : algebra_(std::move(algebra)),
        budget_(budget),
        stack_name_(stack_name),
        memo_bytes_(budget, memo_name) {}

  // The value of c, which may be any position of the ruleset (split into its components first).
  Value value(const Ruleset& ruleset, const Component& c) {
    std::optional<Parts> parts = ruleset.components(c);
    if (!parts) return component_value(ruleset, c);
    Value v = algebra_.zero();
    for (const Component& p : *parts) v = algebra_.add(v, component_value(ruleset, p));
    return v;
  }
  // The sum of the values of the parts.
  Value value(const Ruleset& ruleset, std::span<const Component> parts) {
    Value v = algebra_.zero();
    for (const Component& c : parts) v = algebra_.add(v, value(ruleset, c));
    return v;
  }

  Algebra& algebra() { return algebra_; }
  Budget& budget() { return budget_; }

 private:
  // What one memo entry costs: an unordered_map node (next pointer, key, value, cached hash,
  // rounded up by malloc) and its share of the bucket array; and a frame with its on_stack
  // entry, besides its arrays.
  static constexpr std::uint64_t kMemoEntryBytes = 64 + sizeof(Component);
  static constexpr std::uint64_t kFrameBytes = 128 + sizeof(Component);
  static constexpr std::uint64_t kSplitCheck = 1 << 14;  // squares split between reads of the clock

  using Memo = std::unordered_map<Component, Value, ComponentHash>;

  // A position on the search path. Its options are listed once, split into normalised parts and
  // kept flat (every part of every option in one array, and where each option ends): two
  // allocations a frame instead of one per option, so a deep stack of wide frames takes little
  // memory and is freed at once when the budget runs out. Options [0, left) are Left's and the
  // rest Right's; when the algebra lists one list for both, left is every option.
  struct Frame {
    Component c;
    std::vector<Component> parts;
    std::vector<std::uint32_t> ends;  // option i is parts[ends[i − 1] … ends[i])
    std::vector<Value> part_values;   // the values of parts[0 … next), read once from the memo
    std::size_t left = 0;
    bool shared = false;           // one list serves both players
    std::size_t next = 0;          // the next part to value
    std::uint64_t cell_bytes = 0;  // what the parts' cells hold (boards, pictures)
  };

  Value remember(Memo& memo, const Component& c, Value v) {
    memo_bytes_.add(kMemoEntryBytes + c.cells.capacity());
    memo.emplace(c, v);
    return v;
  }

  static std::uint64_t bytes_of(const Frame& f) {
    return kFrameBytes + f.parts.capacity() * sizeof(Component) +
           f.ends.capacity() * sizeof(std::uint32_t) + f.part_values.capacity() * sizeof(Value) +
           f.c.cells.capacity() + f.cell_bytes;
  }

  // Lists c's options into a frame, each option's parts split by the ruleset.
  Frame list(const Ruleset& ruleset, const Component& c) {
    Frame f{c, {}, {}, {}, 0, false, 0, 0};
    // Splitting a board into normalised regions reads it under each symmetry: the deadline is
    // read every kSplitCheck squares split (a 60-row NoGo board's 3600 options), with no node
    // charged, so node-limited searches count as before.
    std::uint64_t split_squares = 0;
    auto add_option = [&](Parts& option) {
      for (Component& p : option) {
        if (split_squares += p.cells.size(); split_squares >= kSplitCheck) {
          split_squares = 0;
          budget_.check();
        }
        if (std::optional<Parts> split = ruleset.components(p)) {
          for (Component& q : *split) {
            f.cell_bytes += q.cells.capacity();
            f.parts.push_back(std::move(q));
          }
        } else {
          f.cell_bytes += p.cells.capacity();
          f.parts.push_back(std::move(p));
        }
      }
      if (f.parts.size() > std::numeric_limits<std::uint32_t>::max()) {
        throw Error(ErrorKind::kBudget, "a position with more than 2^32 option parts is too large");
      }
      f.ends.push_back(static_cast<std::uint32_t>(f.parts.size()));
    };
    const bool two = algebra_.two_sided(ruleset, c);
    for (Side side : {Side::kLeft, Side::kRight}) {
      std::vector<Parts> options =
          two ? ruleset.options(c, side, budget_) : ruleset.options(c, budget_);
      budget_.charge(options.size());
      f.ends.reserve(f.ends.size() + options.size());
      for (Parts& option : options) add_option(option);
      if (!two) break;
      if (side == Side::kLeft) f.left = f.ends.size();
    }
    if (!two) {
      f.left = f.ends.size();
      f.shared = true;
    }
    f.part_values.reserve(f.parts.size());  // whole, so the frame's bytes stay as charged
    return f;
  }

  Value component_value(const Ruleset& ruleset, const Component& root) {
    Memo& memo = memos_[ruleset.serial()];
    if (auto it = memo.find(root); it != memo.end()) return it->second;
    if (auto v = algebra_.fast(ruleset, root, budget_)) return remember(memo, root, *v);
    std::vector<Frame> stack;
    std::unordered_set<Component, ComponentHash> on_stack;
    // The stack's bytes, charged as each frame's options are listed and given back as it is
    // finished; and the work of listing them, charged at once (one unit a frame would let the
    // clock go unread for seconds).
    MemoryCharge stack_bytes(budget_, stack_name_);
    auto push = [&](const Component& c) {
      Frame f = list(ruleset, c);
      stack_bytes.add(bytes_of(f));
      on_stack.insert(c);
      stack.push_back(std::move(f));
    };
    push(root);
    std::vector<Value> values;
    while (!stack.empty()) {
      Frame& f = stack.back();
      bool pushed = false;
      for (; f.next < f.parts.size(); ++f.next) {
        const Component& child = f.parts[f.next];
        if (auto it = memo.find(child); it != memo.end()) {
          f.part_values.push_back(it->second);
          continue;
        }
        if (auto v = algebra_.fast(ruleset, child, budget_)) {
          f.part_values.push_back(remember(memo, child, *v));
          continue;
        }
        if (on_stack.contains(child)) {
          throw Error(ErrorKind::kUsage,
                      "the game has a cycle (a position can recur), so it has no value here");
        }
        budget_.charge();
        push(child);
        pushed = true;
        break;
      }
      if (pushed) continue;
      // Every option is valued: the algebra makes the position's value from theirs.
      values.clear();
      std::size_t begin = 0;
      for (std::uint32_t end : f.ends) {
        Value v = algebra_.zero();
        for (std::size_t k = begin; k < end; ++k) v = algebra_.add(v, f.part_values[k]);
        values.push_back(v);
        begin = end;
      }
      const std::span<const Value> all(values);
      const std::span<const Value> left = all.first(f.left);
      const Value v = algebra_.node(left, f.shared ? left : all.subspan(f.left));
      remember(memo, f.c, v);
      stack_bytes.sub(bytes_of(f));
      on_stack.erase(f.c);
      stack.pop_back();
    }
    return memo.at(root);
  }

  Algebra algebra_;
  Budget& budget_;
  const char* stack_name_;
  std::unordered_map<std::uint64_t, Memo> memos_;  // by Ruleset::serial()
  // Declared after memos_, so destroyed before: the bytes go back as the memo goes.
  MemoryCharge memo_bytes_;
};

}  // namespace grundy
