#include "grundy/stoppers/ruleset_graph.h"

#include <fmt/format.h>

#include <algorithm>  // std::sort
#include <map>        // std::map
#include <string>     // std::to_string

#include "grundy/core/error.h"
#include "grundy/notation/syntax.h"
#include "grundy/partizan/notation.h"
#include "grundy/partizan/solver.h"

namespace grundy::partizan::stopper {
namespace {

using Node = std::vector<std::pair<int, Component>>;

// The parts of a component as the ruleset splits them (nullopt: it is one part already).
void add_parts(Node& node, int term, const Ruleset& ruleset, const Component& c) {
  if (auto parts = ruleset.components(c)) {
    for (Component& p : *parts) node.emplace_back(term, std::move(p));
  } else {
    node.emplace_back(term, c);
  }
}

std::uint64_t bytes_of(const Node& node) {
  std::uint64_t b = sizeof(Node) + 64;
  for (const auto& [t, c] : node) b += sizeof(t) + sizeof(Component) + c.cells.size();
  return b;
}

}  // namespace

RulesetGraph ruleset_graph(const std::vector<RulesetTerm>& terms, Budget& budget, int max_nodes) {
  RulesetGraph out;
  std::map<Node, int> index;
  MemoryCharge memory(budget, "the game graph of a loopy ruleset's position");
  auto id = [&](Node node) {
    std::sort(node.begin(), node.end());
    auto it = index.find(node);
    if (it != index.end()) return it->second;
    if (out.graph.size() >= max_nodes) {
      throw Error(ErrorKind::kBudget, "the game graph of a loopy ruleset's position passes " +
                                          std::to_string(max_nodes) + " positions" +
                                          (max_nodes == kMaxValuedGraphNodes
                                               ? ", the most valued (try `outcome --engine search`)"
                                               : ""));
    }
    budget.charge();
    memory.add(2 * bytes_of(node) + 64);
    const int i = out.graph.add_node();
    index.emplace(node, i);
    out.positions.push_back(std::move(node));
    return i;
  };
  Node root;
  for (int t = 0; t < static_cast<int>(terms.size()); ++t) {
    for (const Component& c : terms[t].components) add_parts(root, t, *terms[t].ruleset, c);
  }
  id(std::move(root));
  for (int i = 0; i < out.graph.size(); ++i) {
    std::vector<int> left, right;
    const Node here = out.positions[i];  // a copy: id() grows positions
    for (std::size_t k = 0; k < here.size(); ++k) {
      const auto& [t, c] = here[k];
      const RulesetTerm& term = terms[t];
      for (const Side side : {Side::kLeft, Side::kRight}) {
        // A negative term's Left moves are the ruleset's Right moves.
        const Side played =
            term.negative ? (side == Side::kLeft ? Side::kRight : Side::kLeft) : side;
        for (const Parts& parts : term.ruleset->options(c, played, budget)) {
          budget.charge();
          Node next;
          next.reserve(here.size() + parts.size());
          for (std::size_t j = 0; j < here.size(); ++j) {
            if (j != k) next.push_back(here[j]);
          }
          for (const Component& p : parts) add_parts(next, t, *term.ruleset, p);
          const int y = id(std::move(next));
          (side == Side::kLeft ? left : right).push_back(y);
        }
      }
    }
    dedupe(left);
    dedupe(right);
    memory.add(4 * (left.size() + right.size()) + 48);
    out.graph.left[i] = std::move(left);
    out.graph.right[i] = std::move(right);
  }
  return out;
}

ParsedLoopy read_ruleset_loopy(std::string_view text, RulesetCache& rulesets, GameStore& store,
                               Budget& budget, int max_nodes) {
  const Syntax tree = parse_syntax(text);
  std::vector<const Syntax*> children;
  if (tree.kind == SyntaxKind::kSum) {
    for (const Syntax& c : tree.children) children.push_back(&c);
  } else {
    children.push_back(&tree);
  }
  PartizanSolver solver(store, budget);
  // The short games' terms: each by its canonical form, from its options alone.
  const TermResolver resolver = [&](std::string_view name, std::size_t name_column,
                                    std::string_view position,
                                    std::size_t position_column) -> GameId {
    const RulesetPtr ruleset = make_ruleset(name, name_column, rulesets);
    GameId total = kZero;
    for (const Component& c : ruleset->parse_position(position, position_column)) {
      total = store.add(total, solver.value(*ruleset, c), budget);
    }
    return total;
  };
  std::vector<RulesetTerm> terms;
  GameId rest = kZero;
  for (const Syntax* c : children) {
    if (c->kind == SyntaxKind::kTerm) {
      const RulesetPtr ruleset = make_ruleset(c->term().ruleset, c->column, rulesets);
      if (ruleset->is_loopy_ruleset()) {
        terms.push_back({ruleset,
                         ruleset->parse_position(c->term().position, c->term().position_column),
                         c->subtracted});
        continue;
      }
    }
    const GameId g = evaluate_syntax(store, *c, budget, resolver);
    rest = store.add(rest, c->subtracted ? store.negative(g) : g, budget);
  }
  if (terms.empty()) {
    throw parse_error(
        fmt::format("expected a position of a loopy ruleset (RULESET:POSITION) at column {}",
                    tree.column),
        tree.column);
  }
  ParsedLoopy out;
  out.graph = ruleset_graph(terms, budget, max_nodes).graph;
  if (rest != kZero) {
    const Graph beside = short_graph(store, rest, budget);
    out.graph = sum(out.graph, 0, beside, 0, budget);
  }
  return out;
}

}  // namespace grundy::partizan::stopper
