#include "grundy/impartial/win_loss_solver.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "grundy/core/error.h"
#include "grundy/impartial/loopy.h"
#include "grundy/impartial/memo_bytes.h"

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
  std::erase_if(s, [&](const Piece& p) { return rulesets_[p.ruleset]->is_terminal(p.c, budget_); });
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

WinLossSolver::Children WinLossSolver::children(const State& s, MemoryCharge& charge) const {
  Children out;
  State next;
  std::uint64_t charged = 0;  // the bytes of out's two vectors charged so far
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && s[i] == s[i - 1]) continue;  // the same move from an equal component
    for (const Parts& parts : rulesets_[s[i].ruleset]->options(s[i].c, budget_)) {
      next.clear();
      for (std::size_t k = 0; k < s.size(); ++k) {
        if (k != i) next.push_back(s[k]);
      }
      for (const Component& p : parts) next.push_back({s[i].ruleset, p});
      normalise(next);
      out.pieces.insert(out.pieces.end(), next.begin(), next.end());
      if (out.pieces.size() > std::numeric_limits<std::uint32_t>::max()) {
        throw Error(ErrorKind::kBudget, "a position with that many options is too large");
      }
      out.ends.push_back(static_cast<std::uint32_t>(out.pieces.size()));
      // Charged as it grows, the clock read with the work: one heap of a code with wide moves
      // (c.ffff:100000) or a sum of hundreds of heaps has children enough to fill memory.
      budget_.charge();
      // A child of a sum of hundreds of heaps is a copy and sort of hundreds of pieces: the
      // clock is read every 64 children as well (the node count is unchanged by reading it).
      if (out.ends.size() % 64 == 0) budget_.check();
      const std::uint64_t bytes =
          out.pieces.capacity() * sizeof(Piece) + out.ends.capacity() * sizeof(std::uint32_t);
      if (bytes > charged) charge.add(bytes - charged), charged = bytes;
    }
  }
  return out;
}

Outcome WinLossSolver::outcome(const Sum& sum) {
  // Depth-first search with a memo would go round a cycle for ever: a loopy sum is refused
  // (grundy/impartial/retrograde.h settles it, draws included).
  refuse_loopy(sum, "win/lose search (which assumes play ends)");
  State root;
  for (const Term& term : sum.terms) {
    const std::uint32_t r = ruleset_index(term.ruleset.get());
    for (const Component& c : term.components) root.push_back({r, c});
  }
  normalise(root);

  struct Frame {
    State state;
    Children children;
    std::size_t next = 0;
  };
  std::vector<Frame> stack;
  // The stack's bytes (each frame holds every child state), charged as a frame is opened and
  // given back as it is settled; the work of listing the children is charged at once, so the
  // clock is read every few thousand states listed, not every few thousand frames (a frame
  // of nim:20000 + … lists 20 000 children).
  MemoryCharge stack_bytes(budget_, "the win/lose search's stack");
  auto frame_bytes = [](const Frame& f) {
    return sizeof(Frame) + state_bytes(f.state) + state_bytes(f.children.pieces) +
           f.children.ends.capacity() * sizeof(std::uint32_t);
  };
  auto open = [&](State s) {
    budget_.charge();
    if (memo_.size() + stack.size() >= kMaxPositions) {
      throw Error(ErrorKind::kBudget,
                  fmt::format("settling this by win/lose search alone would take more than {} "
                              "positions; the position is too large for the independent route",
                              kMaxPositions));
    }
    Frame f{std::move(s), {}, 0};
    {
      MemoryCharge building(budget_, "the win/lose search's stack");
      f.children = children(f.state, building);
    }  // given back: the frame's bytes, the same and more, are charged next
    stack_bytes.add(frame_bytes(f));
    stack.push_back(std::move(f));
  };
  State probe;  // the child looked up, reusing its allocation
  if (!memo_.contains(root)) open(root);
  while (!stack.empty()) {
    Frame& f = stack.back();
    bool wins = false, pushed = false;
    while (f.next < f.children.size()) {
      const auto& pieces = f.children.pieces;
      const std::uint32_t begin = f.next == 0 ? 0 : f.children.ends[f.next - 1];
      probe.assign(pieces.begin() + begin, pieces.begin() + f.children.ends[f.next]);
      auto it = memo_.find(probe);
      if (it == memo_.end()) {
        open(probe);
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
    memo_bytes_.add(kMemoNodeBytes + state_bytes(f.state));
    stack_bytes.sub(frame_bytes(f));
    memo_[std::move(f.state)] = wins;
    stack.pop_back();
  }
  return memo_.at(root) ? Outcome::kN : Outcome::kP;
}

}  // namespace grundy
