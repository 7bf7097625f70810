#include "grundy/impartial/genus_solver.h"

#include <fmt/format.h>

#include <algorithm>

#include "grundy/core/error.h"
#include "grundy/core/mex.h"
#include "grundy/impartial/memo_bytes.h"

namespace grundy {

std::uint32_t Genus::gamma(std::uint64_t i) const {
  if (i < exponent.size()) return exponent[i];
  const std::size_t s = start();
  return exponent[s + ((i - s) & 1)];
}

std::string format_genus(const Genus& genus) {
  const bool small = std::ranges::all_of(genus.exponent, [](std::uint32_t v) { return v < 10; });
  std::string exp;
  for (std::size_t i = 0; i < genus.exponent.size(); ++i) {
    if (!small && i > 0) exp += ',';
    exp += std::to_string(genus.exponent[i]);
  }
  return small ? fmt::format("{}^{}", genus.normal, exp)
               : fmt::format("{}^[{}]", genus.normal, exp);
}

bool is_tame_genus(std::uint64_t normal, const std::vector<std::uint32_t>& e) {
  using V = std::vector<std::uint32_t>;
  if (normal == 0 && e == V{1, 2, 0}) return true;                // 0^120
  if (normal == 1 && e == V{0, 3, 1}) return true;                // 1^031
  return e.size() == 2 && e[0] == normal && e[1] == (e[0] ^ 2u);  // a^{a, a⊕2}
}

std::uint32_t GenusSolver::Entry::at(std::size_t i) const {
  if (i < gamma.size()) return gamma[i];
  const std::size_t s = gamma.size() - 2;
  return gamma[s + ((i - s) & 1)];
}

std::size_t GenusSolver::StateHash::operator()(const State& s) const {
  std::size_t h = s.size() * 0x9E3779B97F4A7C15ull;
  for (const Piece& p : s) {
    h ^= ComponentHash{}(p.c) + p.ruleset + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  }
  return h;
}

std::uint32_t GenusSolver::ruleset_index(const Ruleset* r) {
  for (std::uint32_t i = 0; i < rulesets_.size(); ++i) {
    if (serials_[i] == r->serial()) return i;
  }
  rulesets_.push_back(r);
  serials_.push_back(r->serial());
  return static_cast<std::uint32_t>(rulesets_.size() - 1);
}

void GenusSolver::normalise(State& s) const {
  // A component with no move is the empty game: it adds no option to any sum.
  std::erase_if(s, [&](const Piece& p) { return rulesets_[p.ruleset]->is_terminal(p.c, budget_); });
  std::sort(s.begin(), s.end());
}

std::vector<GenusSolver::State> GenusSolver::children(const State& s, MemoryCharge& charge) const {
  std::vector<State> out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && s[i] == s[i - 1]) continue;  // the same moves from an equal component
    for (const Parts& parts : rulesets_[s[i].ruleset]->options(s[i].c, Side::kLeft, budget_)) {
      State next;
      next.reserve(s.size() + parts.size());
      for (std::size_t k = 0; k < s.size(); ++k) {
        if (k != i) next.push_back(s[k]);
      }
      for (const Component& p : parts) next.push_back({s[i].ruleset, p});
      normalise(next);
      budget_.charge(next.size() + 1);
      charge.add(state_bytes(next) + sizeof(State));
      out.push_back(std::move(next));
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

GenusSolver::Entry GenusSolver::settle(const std::vector<const Entry*>& options) const {
  Entry e;
  MexSet set(64);
  e.tame = true;
  std::size_t k = 0;  // every option's γ is 2-periodic from index k on
  for (const Entry* o : options) {
    set.insert(o->normal);
    e.tame = e.tame && o->tame;
    k = std::max(k, o->gamma.size() - 2);
  }
  e.normal = static_cast<std::uint32_t>(set.mex());
  set.clear();
  std::vector<std::uint32_t>& g = e.gamma;
  if (options.empty()) {
    g.push_back(1);  // G⁻(0) = 1: the player to move from the empty game has lost, so wins
  } else {
    for (const Entry* o : options) set.insert(o->at(0));
    g.push_back(static_cast<std::uint32_t>(set.mex()));
  }
  // When to stop. For i ≥ max(k, 1), γi = f_{i mod 2}(γ(i−1)) with f_p(x) = mex({x, x⊕1} ∪ S_p)
  // and S_p = {γi(G′)} depending only on the parity p of i (every option alternates from k on).
  // So once γj = γ(j−2) with j − 1 ≥ max(k, 1), γ(j+1) = f(γj) = f(γ(j−2)) = γ(j−1) and by
  // induction γ(i+2) = γi for all i ≥ j − 2: the sequence alternates from j − 2. That such a j
  // comes is Conway's theorem that every genus eventually alternates (ONAG ch. 12); f_p takes
  // only the two values mex(S_p) and mex(S_p ∪ {its pair}), so it comes within a few terms of
  // k; the cap below only guards against a mistake.
  const std::size_t first = std::max<std::size_t>(k + 1, 2);
  for (std::size_t i = 1;; ++i) {
    set.clear();
    for (const Entry* o : options) set.insert(o->at(i));
    set.insert(g[i - 1]);
    set.insert(g[i - 1] ^ 1u);
    g.push_back(static_cast<std::uint32_t>(set.mex()));
    if (i >= first && g[i] == g[i - 2]) break;
    if (i > k + 64) {
      throw Error(ErrorKind::kComputation, "the genus did not become periodic (a bug)");
    }
  }
  // The alternation starts at s = size − 3 at the latest; move it back while γ(s−1) = γ(s+1).
  std::size_t s = g.size() - 3;
  while (s > 0 && g[s - 1] == g[s + 1]) --s;
  g.resize(s + 2);
  g.shrink_to_fit();
  e.tame = e.tame && is_tame_genus(e.normal, g);
  return e;
}

Genus GenusSolver::genus(const Sum& sum) {
  State root;
  for (const Term& term : sum.terms) {
    const std::uint32_t r = ruleset_index(term.ruleset.get());
    for (const Component& c : term.components) {
      if (!term.ruleset->is_impartial(c)) {
        throw Error(ErrorKind::kUsage, "the genus is of impartial positions only");
      }
      root.push_back({r, c});
    }
  }
  normalise(root);

  struct Frame {
    State state;
    std::vector<State> children;
    std::size_t next = 0;
  };
  std::vector<Frame> stack;
  MemoryCharge stack_bytes(budget_, "the genus search's stack");
  auto frame_bytes = [](const Frame& f) {
    std::uint64_t n = sizeof(Frame) + state_bytes(f.state) + state_bytes(f.children);
    for (const State& c : f.children) n += state_bytes(c);
    return n;
  };
  auto open = [&](State s) {
    budget_.charge();
    if (memo_.size() + stack.size() >= kMaxPositions) {
      throw Error(
          ErrorKind::kBudget,
          fmt::format("the genus of this position needs more than {} positions", kMaxPositions));
    }
    Frame f{std::move(s), {}, 0};
    {
      MemoryCharge building(budget_, "the genus search's stack");
      f.children = children(f.state, building);
    }  // given back: the frame's bytes, the same and more, are charged next
    budget_.charge(f.children.size());
    stack_bytes.add(frame_bytes(f));
    stack.push_back(std::move(f));
  };
  if (!memo_.contains(root)) open(root);
  std::vector<const Entry*> options;
  while (!stack.empty()) {
    Frame& f = stack.back();
    bool pushed = false;
    while (f.next < f.children.size()) {
      if (!memo_.contains(f.children[f.next])) {
        open(f.children[f.next]);
        pushed = true;
        break;
      }
      ++f.next;
    }
    if (pushed) continue;
    options.clear();
    for (const State& c : f.children) options.push_back(&memo_.at(c));
    Entry e = settle(options);
    memo_bytes_.add(kMemoNodeBytes + state_bytes(f.state) + state_bytes(e.gamma));
    stack_bytes.sub(frame_bytes(f));
    memo_.emplace(std::move(f.state), std::move(e));
    stack.pop_back();
  }
  const Entry& e = memo_.at(root);
  return Genus{e.normal, e.gamma, e.tame};
}

}  // namespace grundy
