#include "grundy/partizan/winning_moves.h"

#include "grundy/impartial/grundy_solver.h"
#include "grundy/impartial/loopy.h"

namespace grundy::partizan {

bool wins_moving_to(GameStore& store, Side side, GameId after, Budget& budget) {
  return side == Side::kLeft ? store.leq(kZero, after, budget) : store.leq(after, kZero, budget);
}

GameId sum_value(GameStore& store, std::span<const TermValues> terms, Budget& budget) {
  GameId total = kZero;
  for (const TermValues& t : terms) total = store.add(total, t.value, budget);
  return total;
}

std::vector<SumMove> sum_moves(GameStore& store, std::span<const TermValues> terms,
                               Budget& budget) {
  std::vector<SumMove> moves;
  for (std::size_t i = 0; i < terms.size(); ++i) {
    GameId others = kZero;
    for (std::size_t k = 0; k < terms.size(); ++k) {
      if (k != i) others = store.add(others, terms[k].value, budget);
    }
    for (Side side : {Side::kLeft, Side::kRight}) {
      const std::vector<GameId>& options = side == Side::kLeft ? terms[i].left : terms[i].right;
      for (std::size_t j = 0; j < options.size(); ++j) {
        const GameId after = store.add(others, options[j], budget);
        budget.charge_bytes(sizeof(SumMove), "the list of moves");
        moves.push_back({i, side, j, after, wins_moving_to(store, side, after, budget)});
      }
    }
  }
  return moves;
}

PositionMoves position_moves(PartizanSolver& solver, const Sum& sum) {
  GameStore& store = solver.store();
  Budget& budget = solver.budget();
  refuse_loopy(sum, "the canonical form");
  GrundySolver grundy(budget);
  auto value_of = [&](const Ruleset& ruleset, const Component& c) {
    return ruleset.is_impartial(c) ? store.nimber(grundy.grundy_value(ruleset, c))
                                   : solver.value(ruleset, c);
  };
  // The components' values, and the sum's.
  std::vector<std::vector<GameId>> values(sum.terms.size());
  PositionMoves out;
  for (std::size_t i = 0; i < sum.terms.size(); ++i) {
    for (const Component& c : sum.terms[i].components) {
      values[i].push_back(value_of(*sum.terms[i].ruleset, c));
      out.value = store.add(out.value, values[i].back(), budget);
    }
  }
  for (std::size_t i = 0; i < sum.terms.size(); ++i) {
    const Ruleset& ruleset = *sum.terms[i].ruleset;
    const std::vector<Component>& components = sum.terms[i].components;
    for (std::size_t k = 0; k < components.size(); ++k) {
      // The other components' values: what a move in component k leaves as it was.
      GameId others = kZero;
      for (std::size_t t = 0; t < sum.terms.size(); ++t) {
        for (std::size_t j = 0; j < values[t].size(); ++j) {
          if (t != i || j != k) others = store.add(others, values[t][j], budget);
        }
      }
      auto value_after = [&](const Parts& parts) {
        GameId after = others;
        for (const Component& p : parts) after = store.add(after, value_of(ruleset, p), budget);
        return after;
      };
      if (ruleset.is_impartial(components[k])) {  // both sides' moves, listed once
        for (Parts& parts : ruleset.options(components[k], budget)) {
          const GameId after = value_after(parts);
          out.left.push_back({i, k, parts, after});
          out.right.push_back({i, k, std::move(parts), after});
        }
        continue;
      }
      for (Side side : {Side::kLeft, Side::kRight}) {
        for (Parts& parts : ruleset.options(components[k], side, budget)) {
          const GameId after = value_after(parts);
          (side == Side::kLeft ? out.left : out.right).push_back({i, k, std::move(parts), after});
        }
      }
    }
  }
  return out;
}

}  // namespace grundy::partizan
