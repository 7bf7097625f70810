#include "grundy/impartial/moves.h"

#include <fmt/format.h>

#include <set>

#include "grundy/core/nim.h"

namespace grundy {
namespace {

// Component values in a Nim-like term: the heap sizes (or the nimbers' values).
std::vector<std::uint64_t> nim_heaps(const Sum& sum) {
  std::vector<std::uint64_t> heaps;
  for (const Term& t : sum.terms) {
    for (const Component& c : t.components) heaps.push_back(c.a);
  }
  return heaps;
}

std::string where(const Sum& sum, std::size_t term) {
  return sum.terms.size() > 1 || sum.terms[term].components.size() > 1
             ? fmt::format("in {}, ", sum.terms[term].ruleset->spelling())
             : std::string();
}

}  // namespace

Sum apply_move(const Sum& sum, std::size_t term, std::size_t index, const Parts& parts) {
  Sum next = sum;
  auto& cs = next.terms[term].components;
  cs.erase(cs.begin() + index);
  cs.insert(cs.begin() + index, parts.begin(), parts.end());
  return next;
}

std::vector<WinningMove> winning_moves(const Sum& sum, GrundySolver& solver) {
  std::vector<WinningMove> moves;
  const std::uint64_t total = solver.grundy_value(sum);
  if (total == 0) return moves;
  std::set<std::string> seen;
  for (std::size_t t = 0; t < sum.terms.size(); ++t) {
    const Term& term = sum.terms[t];
    const Ruleset& ruleset = *term.ruleset;
    for (std::size_t i = 0; i < term.components.size(); ++i) {
      const Component& c = term.components[i];
      const std::uint64_t g = solver.grundy_value(ruleset, c);
      const std::uint64_t target = nim_sum(g, total);
      const std::uint64_t rest = nim_sum(total, g);  // the other components' nim-sum
      auto value_of = [&](std::span<const Component> parts) {
        return solver.grundy_value(ruleset, parts);
      };
      for (auto& [parts, words] :
           ruleset.described_options_with_value(c, target, value_of, solver.budget())) {
        WinningMove m;
        m.to = apply_move(sum, t, i, parts);
        const auto [listed, fresh] = seen.insert(format_sum(m.to));
        if (!fresh) continue;
        const std::string& spelled = *listed;
        m.term = t;
        m.from = c;
        m.value_before = g;
        m.value_after = target;
        const std::string move = where(sum, t) + words;
        if (rest == 0) {
          m.explanation = fmt::format("{}: its value goes from {} to 0, a P-position", move, g);
        } else {
          m.explanation = fmt::format(
              "{}: its value goes from {} to {}, and {} XOR {} = 0 (the other components' "
              "nim-sum is {})",
              move, g, target, target, rest, rest);
        }
        m.parts = std::move(parts);
        // What the listed move holds (the sum it leads to, its parts, its spelling here and in
        // the caller's result), so a picture with thousands of winning cuts runs out of its
        // budget, not of memory.
        std::uint64_t bytes = sizeof(WinningMove) + m.explanation.size() + 2 * spelled.size();
        for (const Term& to : m.to.terms) {
          for (const Component& x : to.components) bytes += sizeof(Component) + x.cells.size();
        }
        for (const Component& x : m.parts) bytes += sizeof(Component) + x.cells.size();
        solver.budget().charge_bytes(bytes, "the list of winning moves");
        moves.push_back(std::move(m));
      }
    }
  }
  return moves;
}

bool is_nim_sum(const Sum& sum) {
  for (const Term& t : sum.terms) {
    const std::string s = t.ruleset->spelling();
    if (s != "nim" && s != "*") return false;
  }
  return true;
}

Outcome misere_nim_outcome(const Sum& sum) {
  // Bouton: if some heap has 2 or more, the player to move wins iff the nim-sum is not 0; if
  // every heap has at most 1, the player to move wins iff the number of 1-heaps is even.
  std::uint64_t total = 0, ones = 0, big = 0;
  for (std::uint64_t h : nim_heaps(sum)) {
    total ^= h;
    if (h == 1) ++ones;
    if (h >= 2) ++big;
  }
  if (big == 0) return ones % 2 == 0 ? Outcome::kN : Outcome::kP;
  return total != 0 ? Outcome::kN : Outcome::kP;
}

std::vector<WinningMove> misere_nim_winning_moves(const Sum& sum) {
  std::vector<WinningMove> moves;
  if (misere_nim_outcome(sum) == Outcome::kP) return moves;
  std::uint64_t total = 0, ones = 0, big = 0;
  for (std::uint64_t h : nim_heaps(sum)) {
    total ^= h;
    ones += h == 1;
    big += h >= 2;
  }
  std::set<std::string> seen;
  for (std::size_t t = 0; t < sum.terms.size(); ++t) {
    const Term& term = sum.terms[t];
    for (std::size_t i = 0; i < term.components.size(); ++i) {
      const std::uint64_t h = term.components[i].a;
      std::vector<std::uint64_t> targets;
      std::string reason;
      if (big == 0) {
        // Only 1-heaps, an even number of them: take one, leaving an odd number.
        if (h == 1) targets.push_back(0);
        reason = "only heaps of 1 are left: take one, leaving an odd number of them";
      } else if (big == 1 && h >= 2) {
        // Bouton's endgame: the last heap of 2 or more is reduced to 0 or 1 so that an odd
        // number of 1-heaps remains.
        targets.push_back(ones % 2 == 0 ? 1 : 0);
        reason = fmt::format(
            "this is the last heap of 2 or more: leave an odd number of heaps of 1 ({} then)",
            ones + (ones % 2 == 0 ? 1 : 0));
      } else if (big >= 2 && (h ^ total) < h) {
        // Two or more big heaps remain after any move, so normal Nim play is right (Bouton).
        targets.push_back(h ^ total);
        reason = fmt::format(
            "with two or more heaps of 2 or more, play as in normal Nim: "
            "{} XOR {} = 0",
            h ^ total, total ^ h);
      }
      for (std::uint64_t target : targets) {
        WinningMove m;
        const Parts parts = target == 0 ? Parts{} : Parts{{target, 0}};
        m.to = apply_move(sum, t, i, parts);
        if (!seen.insert(format_sum(m.to)).second) continue;
        m.term = t;
        m.from = term.components[i];
        m.parts = parts;
        m.value_before = h;
        m.value_after = target;
        m.explanation = fmt::format("{}{} (Bouton's misère rule: {})", where(sum, t),
                                    term.ruleset->describe_move(term.components[i], parts), reason);
        moves.push_back(std::move(m));
      }
    }
  }
  return moves;
}

std::vector<WinningMove> misere_winning_moves(const Sum& sum, Budget& budget) {
  std::vector<WinningMove> moves;
  WinLossSolver solver(budget, Convention::kMisere);
  std::set<std::string> seen;
  for (std::size_t t = 0; t < sum.terms.size(); ++t) {
    const Term& term = sum.terms[t];
    for (std::size_t i = 0; i < term.components.size(); ++i) {
      const Component& c = term.components[i];
      for (Parts& parts : term.ruleset->options(c, budget)) {
        Sum to = apply_move(sum, t, i, parts);
        if (solver.outcome(to) != Outcome::kP) continue;
        if (!seen.insert(format_sum(to)).second) continue;
        WinningMove m;
        m.to = std::move(to);
        m.term = t;
        m.from = c;
        m.explanation = fmt::format(
            "{}{}: in misère play this leaves a position the player "
            "to move loses (found by direct search)",
            where(sum, t), term.ruleset->describe_move(c, parts));
        m.parts = std::move(parts);
        moves.push_back(std::move(m));
      }
    }
  }
  return moves;
}

}  // namespace grundy
