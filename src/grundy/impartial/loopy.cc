#include "grundy/impartial/loopy.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <set>

#include "grundy/core/error.h"
#include "grundy/core/mex.h"
#include "grundy/impartial/moves.h"

namespace grundy {
namespace {

constexpr std::uint32_t kUnlabelled = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint32_t kInfinite = kUnlabelled - 1;

bool is_ascii_digit(char c) {
  return c >= '0' && c <= '9';
}

}  // namespace

Gamma Gamma::inf(std::vector<std::uint64_t> k) {
  std::sort(k.begin(), k.end());
  k.erase(std::unique(k.begin(), k.end()), k.end());
  return {true, 0, std::move(k)};
}

std::string format_gamma(const Gamma& g) {
  if (!g.infinite) return std::to_string(g.value);
  std::string out = "inf{";
  for (std::size_t i = 0; i < g.k.size(); ++i) out += (i ? "," : "") + std::to_string(g.k[i]);
  return out + "}";
}

Gamma parse_gamma(std::string_view text, std::size_t column) {
  auto number = [&](std::string_view digits, std::size_t col) -> std::uint64_t {
    if (digits.empty() || !std::all_of(digits.begin(), digits.end(), is_ascii_digit)) {
      throw parse_error(fmt::format("expected a natural number at column {}", col), col);
    }
    if (digits.size() > 1 && digits[0] == '0') {
      throw parse_error(fmt::format("a number has no leading zeros (column {})", col), col);
    }
    std::uint64_t v = 0;
    for (char c : digits) {
      const std::uint64_t d = static_cast<std::uint64_t>(c - '0');
      if (v > (std::numeric_limits<std::uint64_t>::max() - d) / 10) {
        throw parse_error(fmt::format("the number at column {} is too large", col), col);
      }
      v = v * 10 + d;
    }
    return v;
  };
  if (!text.starts_with("inf")) return Gamma::finite(number(text, column));
  if (text.size() < 5 || text[3] != '{' || text.back() != '}') {
    throw parse_error(
        fmt::format("expected inf{{K}}, K the finite values among the options (e.g. inf{{0,2}}) "
                    "at column {}",
                    column),
        column);
  }
  std::vector<std::uint64_t> k;
  const std::string_view body = text.substr(4, text.size() - 5);
  std::size_t at = 0;
  while (!body.empty() && at <= body.size()) {
    const std::size_t comma = std::min(body.find(',', at), body.size());
    const std::uint64_t v = number(body.substr(at, comma - at), column + 4 + at);
    if (!k.empty() && v <= k.back()) {
      throw parse_error(fmt::format("the values of K are written once each, ascending (column {})",
                                    column + 4 + at),
                        column + 4 + at);
    }
    k.push_back(v);
    at = comma + 1;
  }
  return Gamma::inf(std::move(k));
}

Gamma gamma_sum(const Gamma& a, const Gamma& b) {
  if (!a.infinite && !b.infinite) return Gamma::finite(a.value ^ b.value);
  if (a.infinite && b.infinite) return Gamma::inf({});
  const Gamma& loopy = a.infinite ? a : b;
  const std::uint64_t shift = a.infinite ? b.value : a.value;
  std::vector<std::uint64_t> k;
  k.reserve(loopy.k.size());
  for (std::uint64_t x : loopy.k) k.push_back(x ^ shift);
  return Gamma::inf(std::move(k));
}

Outcome outcome_of(const Gamma& g) {
  if (!g.infinite) return g.value == 0 ? Outcome::kP : Outcome::kN;
  return std::binary_search(g.k.begin(), g.k.end(), 0) ? Outcome::kN : Outcome::kD;
}

Labelling label_digraph(const std::vector<std::vector<std::uint32_t>>& succ, Budget& budget) {
  const std::size_t n = succ.size();
  std::vector<std::vector<std::uint32_t>> preds(n);
  std::uint64_t edges = 0;
  for (std::uint32_t u = 0; u < n; ++u) {
    for (std::uint32_t v : succ[u]) preds[v].push_back(u);
    edges += succ[u].size();
  }
  MemoryCharge bytes(budget, "the loopy labelling's tables");
  bytes.add(n * (sizeof(std::vector<std::uint32_t>) + 3 * sizeof(std::uint32_t) + 2) +
            edges * sizeof(std::uint32_t));
  budget.charge(n + edges);
  std::vector<std::uint32_t> label(n, kUnlabelled);
  std::vector<std::uint64_t> counter(n, 0);
  std::vector<std::uint32_t> open(n);  // options unlabelled or ∞ without an option labelled m
  std::vector<char> has_m(n);          // an option is labelled m
  std::vector<std::uint32_t> queue;
  auto counts = [&](std::uint32_t v) { return label[v] == kUnlabelled || label[v] == kInfinite; };
  std::size_t remaining = n;
  for (std::uint32_t m = 0; remaining > 0; ++m) {
    budget.charge(n + edges);
    std::fill(has_m.begin(), has_m.end(), 0);
    queue.clear();
    for (std::uint32_t u = 0; u < n; ++u) {
      if (label[u] != kUnlabelled) continue;
      open[u] = 0;
      for (std::uint32_t v : succ[u]) open[u] += counts(v) ? 1 : 0;
      if (open[u] == 0) queue.push_back(u);
    }
    std::uint64_t order = 0;
    // Step 1. A node labelled m gives each of its predecessors an option labelled m (they may
    // not be labelled m now), and each predecessor p that counted in its own predecessors'
    // open counts stops counting there: p has an option labelled m.
    while (!queue.empty()) {
      const std::uint32_t u = queue.back();
      queue.pop_back();
      if (label[u] != kUnlabelled || has_m[u] || open[u] != 0) continue;
      label[u] = m;
      counter[u] = order++;
      --remaining;
      for (std::uint32_t p : preds[u]) {
        if (has_m[p]) continue;
        has_m[p] = 1;
        if (!counts(p)) continue;
        for (std::uint32_t q : preds[p]) {
          if (label[q] == kUnlabelled && --open[q] == 0) queue.push_back(q);
        }
      }
    }
    // Step 2.
    for (std::uint32_t u = 0; u < n; ++u) {
      if (label[u] == kUnlabelled && !has_m[u]) {
        label[u] = kInfinite;
        --remaining;
      }
    }
  }
  Labelling out;
  out.gamma.resize(n);
  out.counter = std::move(counter);
  for (std::uint32_t u = 0; u < n; ++u) {
    if (label[u] != kInfinite) {
      out.gamma[u] = Gamma::finite(label[u]);
      continue;
    }
    out.counter[u] = 0;
    std::vector<std::uint64_t> k;
    for (std::uint32_t v : succ[u]) {
      if (label[v] != kInfinite) k.push_back(label[v]);
    }
    out.gamma[u] = Gamma::inf(std::move(k));
  }
  return out;
}

bool is_loopy(const Sum& sum) {
  for (const Term& t : sum.terms) {
    for (const Component& c : t.components) {
      if (t.ruleset->is_loopy(c)) return true;
    }
  }
  return false;
}

void refuse_loopy(const Ruleset& ruleset, const Component& c, std::string_view what) {
  if (!ruleset.is_loopy(c)) return;
  if (ruleset.is_loopy_ruleset()) {  // Fox and Geese: played by retrograde analysis
    throw Error(ErrorKind::kUsage,
                fmt::format("{} is a position of a loopy game (play from it may go on forever): "
                            "{} is not defined for it here (`outcome` takes it first in an "
                            "expression, alone or beside a short game)",
                            printable(ruleset.format_term(std::vector{c})), what));
  }
  throw Error(
      ErrorKind::kUsage,
      fmt::format("{} has a cycle (play from it may go on forever): {} of a loopy game is "
                  "not defined here (value, outcome, moves, options and verify take it in a sum of "
                  "impartial terms, in normal play)",
                  printable(ruleset.format_term(std::vector{c})), what));
}

void refuse_loopy(const Sum& sum, std::string_view what) {
  for (const Term& t : sum.terms) {
    for (const Component& c : t.components) refuse_loopy(*t.ruleset, c, what);
  }
}

const LoopySolver::Entry& LoopySolver::entry(const Ruleset& ruleset, const Component& root) {
  Memo& memo = memos_[ruleset.serial()];
  if (auto it = memo.find(root); it != memo.end()) return it->second;
  // List every position reachable from root (index 0), each option a single position; an option
  // with no parts (the component vanishes) is the end of play, one shared node with no options.
  std::unordered_map<Component, std::uint32_t, ComponentHash> index;
  std::vector<Component> nodes;
  std::vector<std::vector<std::uint32_t>> succ;
  MemoryCharge bytes(budget_, "the loopy solver's graph");
  constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();
  std::uint32_t vanished = kNone;
  auto intern = [&](const Component& c) {
    auto [it, fresh] = index.try_emplace(c, static_cast<std::uint32_t>(nodes.size()));
    if (fresh) {
      if (nodes.size() >= kMaxPositions) {
        throw Error(ErrorKind::kBudget,
                    fmt::format("the game graph from {} has more than {} positions",
                                printable(ruleset.format_term(std::vector{root})), kMaxPositions));
      }
      bytes.add(96 + sizeof(Component) + c.cells.capacity());
      nodes.push_back(c);
      succ.emplace_back();
    }
    return it->second;
  };
  intern(root);
  for (std::size_t u = 0; u < nodes.size(); ++u) {
    if (u == vanished) continue;
    const Component c = nodes[u];
    std::vector<Parts> options = ruleset.options(c, budget_);
    budget_.charge(1 + options.size());
    for (Parts& parts : options) {
      if (parts.size() == 1) {
        if (auto split = ruleset.components(parts[0])) parts = std::move(*split);
      }
      std::uint32_t to;
      if (parts.empty()) {
        if (vanished == kNone) {
          vanished = static_cast<std::uint32_t>(nodes.size());
          nodes.emplace_back();
          succ.emplace_back();
        }
        to = vanished;
      } else if (parts.size() == 1) {
        to = intern(parts[0]);
      } else {
        throw Error(ErrorKind::kUsage,
                    fmt::format("{} is loopy and a move from it splits it into a sum; the loopy "
                                "solver takes games whose moves lead to single positions",
                                printable(ruleset.format_term(std::vector{c}))));
      }
      succ[u].push_back(to);
      bytes.add(sizeof(std::uint32_t));
    }
  }
  const Labelling labels = label_digraph(succ, budget_);
  for (std::uint32_t u = 0; u < nodes.size(); ++u) {
    if (u == vanished) continue;
    auto [it, fresh] = memo.try_emplace(nodes[u], Entry{labels.gamma[u], labels.counter[u]});
    if (fresh) {
      memo_bytes_.add(96 + sizeof(Component) + nodes[u].cells.capacity() +
                      labels.gamma[u].k.size() * sizeof(std::uint64_t));
    }
  }
  return memo.at(root);
}

Gamma LoopySolver::gamma(const Ruleset& ruleset, const Component& c) {
  if (std::optional<Parts> parts = ruleset.components(c)) return gamma(ruleset, *parts);
  if (!ruleset.is_loopy(c)) return Gamma::finite(grundy_.grundy_value(ruleset, c));
  return entry(ruleset, c).gamma;
}

Gamma LoopySolver::gamma(const Ruleset& ruleset, std::span<const Component> parts) {
  Gamma g = Gamma::finite(0);
  for (const Component& c : parts) g = gamma_sum(g, gamma(ruleset, c));
  return g;
}

Gamma LoopySolver::gamma(const Sum& sum) {
  Gamma g = Gamma::finite(0);
  for (const Term& t : sum.terms) g = gamma_sum(g, gamma(*t.ruleset, t.components));
  return g;
}

std::uint64_t LoopySolver::counter(const Ruleset& ruleset, const Component& c) {
  return entry(ruleset, c).counter;
}

std::vector<LoopyMove> loopy_moves(const Sum& sum, LoopySolver& solver) {
  std::vector<LoopyMove> moves;
  const Gamma total = solver.gamma(sum);
  const Outcome outcome = outcome_of(total);
  if (outcome == Outcome::kP) return moves;
  std::set<std::string> seen;
  const bool several = sum.component_count() > 1;
  for (std::size_t t = 0; t < sum.terms.size(); ++t) {
    const Term& term = sum.terms[t];
    for (std::size_t i = 0; i < term.components.size(); ++i) {
      const Component& c = term.components[i];
      const Gamma before = solver.gamma(*term.ruleset, c);
      // A win from an N-position in a finite component c: by the sum theorem the sum stays
      // infinite while another component is, so only a finite total can be made 0, by taking c
      // to before ⊕ total, found without listing every option where the ruleset can (Nim).
      std::vector<Parts> options;
      if (outcome == Outcome::kN && !term.ruleset->is_loopy(c)) {
        if (total.infinite) continue;
        auto value_of = [&](std::span<const Component> parts) {
          return solver.gamma(*term.ruleset, parts).value;  // finite: c cannot reach a cycle
        };
        options = term.ruleset->options_with_value(c, before.value ^ total.value, value_of,
                                                   solver.budget());
      } else {
        options = term.ruleset->options(c, solver.budget());
      }
      for (const Parts& parts : options) {
        solver.budget().charge();
        LoopyMove m;
        m.to = apply_move(sum, t, i, parts);
        m.total_after = solver.gamma(m.to);
        const Outcome after = outcome_of(m.total_after);
        // A win goes to a P-position; from a draw, only a move to a draw does not lose.
        if (after != (outcome == Outcome::kD ? Outcome::kD : Outcome::kP)) continue;
        if (!seen.insert(format_sum(m.to)).second) continue;
        m.term = t;
        m.before = before;
        m.after = solver.gamma(*term.ruleset, parts);
        std::string move = term.ruleset->describe_move(c, parts);
        if (several) move = "in " + term.ruleset->spelling() + ", " + move;
        const std::string values =
            several ? fmt::format("its value goes from {} to {} and the sum's is {}",
                                  format_gamma(m.before), format_gamma(m.after),
                                  format_gamma(m.total_after))
                    : fmt::format("its value goes from {} to {}", format_gamma(m.before),
                                  format_gamma(m.after));
        if (after == Outcome::kP) {
          m.explanation = fmt::format(
              "{}: {}, a P-position (then answer each move that raises a value by lowering it "
              "back, to the option of least counter in Smith's labelling, so play cannot go on "
              "forever and the opponent loses)",
              move, values);
        } else {
          m.explanation = fmt::format(
              "{}: {}, a draw (0 is not among the values its options reach, so the opponent has "
              "no winning move from it)",
              move, values);
        }
        moves.push_back(std::move(m));
      }
    }
  }
  return moves;
}

}  // namespace grundy
