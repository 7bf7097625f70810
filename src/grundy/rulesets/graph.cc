// Any impartial game written down as a directed graph of named positions:
//   graph{a->b,c; b->c; c}:a
// Each clause `name->succ,succ` lists a position's options; a bare name (or one only ever named
// as an option) has none. The position after ':' is one or more names, a sum of tokens. The
// graph may have cycles (`graph{a->b;b->a}`): a position that can reach one is loopy
// (is_loopy), play from it may go on forever, and it is valued by the generalized
// Sprague–Grundy function (grundy/impartial/loopy.h) instead of the finite-play solvers.
#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <unordered_map>

#include "grundy/core/error.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy {
namespace {

constexpr std::size_t kMaxNodes = 1'000'000;

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

class GraphRuleset final : public ImpartialRuleset {
 public:
  GraphRuleset(std::string_view spelling, std::size_t column) {
    const std::string_view body = spelling.substr(6, spelling.size() - 7);  // inside graph{…}
    const std::size_t body_column = column + 6;
    for (const Piece& raw : split_top_level(body, body_column, ';')) {
      const auto [clause, col] = trim(raw.text, raw.column);
      if (clause.empty()) continue;
      const std::size_t arrow = clause.find("->");
      const std::string_view from =
          arrow == std::string_view::npos ? clause : clause.substr(0, arrow);
      const auto [from_name, from_col] = trim(from, col);
      const std::uint32_t node = intern(from_name, from_col);
      if (defined_[node]) {
        throw parse_error(
            fmt::format("position '{}' at column {} is defined twice", from_name, from_col),
            from_col);
      }
      defined_[node] = true;
      if (arrow == std::string_view::npos) continue;
      const std::string_view succs = clause.substr(arrow + 2);
      if (trim(succs, col + arrow + 2).text.empty()) continue;
      for (const Piece& s : split_top_level(succs, col + arrow + 2, ',')) {
        const auto [name, name_col] = trim(s.text, s.column);
        const std::uint32_t to = intern(name, name_col);
        edges_[node].push_back(to);
      }
    }
    if (names_.empty()) {
      throw parse_error(fmt::format("graph{{}} at column {} has no positions", column), column);
    }
    renumber_canonically();
    find_loopy_positions();
    for (std::size_t i = 0; i < names_.size(); ++i) {
      if (!spelling_.empty()) spelling_ += ';';
      spelling_ += names_[i];
      if (!edges_[i].empty()) {
        spelling_ += "->";
        for (std::size_t k = 0; k < edges_[i].size(); ++k) {
          spelling_ += (k ? "," : "") + names_[edges_[i][k]];
        }
      }
    }
    spelling_ = "graph{" + spelling_ + "}";
  }

  std::string spelling() const override { return spelling_; }
  std::string describe() const override {
    return fmt::format("a game graph of {} positions{}", names_.size(),
                       has_cycle_ ? ", with a cycle (play may go on forever)" : "");
  }
  bool is_loopy(const Component& c) const override { return loopy_[c.a]; }
  // No components is the empty game; a graph without a terminal position has no name for it,
  // so the term prints as 0 (which the notation reads as the empty game).
  std::string format_term(std::span<const Component> cs) const override {
    if (cs.empty() && !has_terminal()) return "0";
    return spelling() + ":" + format_position(cs);
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out;
    for (const Piece& raw : split_top_level(text, column, ',')) {
      const auto [name, col] = trim(raw.text, raw.column);
      auto it = index_.find(std::string(name));
      if (it == index_.end()) {
        throw parse_error(
            fmt::format("unknown position '{}' at column {}: not in the graph", name, col), col);
      }
      out.push_back({it->second, 0});
    }
    return out;
  }
  std::string format_position(std::span<const Component> cs) const override {
    std::string out;
    for (const Component& c : cs) out += (out.empty() ? "" : ",") + names_[c.a];
    return out.empty() ? terminal_name() : out;
  }
  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    std::vector<Parts> out;
    for (std::uint32_t to : edges_[c.a]) out.push_back({{to, 0}});
    return out;
  }
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    return fmt::format("move from {} to {}", names_[from.a],
                       to.empty() ? "the end" : names_[to[0].a]);
  }
  bool is_terminal(const Component& c, Budget& budget) const override {
    return edges_[c.a].empty();
  }
  Component sample(std::uint64_t seed, unsigned) const override {
    return {seed % names_.size(), 0};
  }

 private:
  std::uint32_t intern(std::string_view name, std::size_t column) {
    if (name.empty())
      throw parse_error(fmt::format("expected a position name at column {}", column), column);
    for (std::size_t i = 0; i < name.size(); ++i) {
      if (!is_name_char(name[i])) {
        throw parse_error(fmt::format("unexpected '{}' at column {} in a position name; names use "
                                      "letters, digits and '_'",
                                      name[i], column + i),
                          column + i);
      }
    }
    auto [it, fresh] =
        index_.try_emplace(std::string(name), static_cast<std::uint32_t>(names_.size()));
    if (fresh) {
      if (names_.size() >= kMaxNodes) {
        throw parse_error(fmt::format("a graph may have at most {} positions", kMaxNodes), column);
      }
      names_.emplace_back(name);
      edges_.emplace_back();
      defined_.push_back(false);
    }
    return it->second;
  }

  // A position is finite when every option is (a position without options is): the least
  // fixed point, found by retrograde counting, O(V + E). The rest can reach a cycle, so play
  // from them can go on forever: the loopy positions (Ruleset::is_loopy).
  void find_loopy_positions() {
    const std::size_t n = names_.size();
    std::vector<std::vector<std::uint32_t>> preds(n);
    std::vector<std::size_t> open(n);
    std::vector<std::uint32_t> queue;
    for (std::uint32_t u = 0; u < n; ++u) {
      open[u] = edges_[u].size();
      for (std::uint32_t v : edges_[u]) preds[v].push_back(u);
      if (open[u] == 0) queue.push_back(u);
    }
    loopy_.assign(n, true);
    while (!queue.empty()) {
      const std::uint32_t v = queue.back();
      queue.pop_back();
      loopy_[v] = false;
      for (std::uint32_t u : preds[v]) {
        if (--open[u] == 0) queue.push_back(u);
      }
    }
    has_cycle_ = std::find(loopy_.begin(), loopy_.end(), true) != loopy_.end();
  }

  // Numbers the positions in the order of their names and lists each position's options in that
  // order, once each, so that the ruleset (its spelling, its components and the order of its
  // options) depends only on the graph and not on how it was written: `graph{b->c;a->b,c}` and
  // `graph{a->c,b;b->c}` are one ruleset, printed `graph{a->b,c;b->c;c}`. A repeated edge is the
  // same option (a position's options are a set).
  void renumber_canonically() {
    std::vector<std::uint32_t> order(names_.size());
    for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::uint32_t x, std::uint32_t y) { return names_[x] < names_[y]; });
    std::vector<std::uint32_t> renamed(names_.size());
    for (std::uint32_t i = 0; i < order.size(); ++i) renamed[order[i]] = i;
    std::vector<std::string> names(names_.size());
    std::vector<std::vector<std::uint32_t>> edges(names_.size());
    for (std::uint32_t old = 0; old < names_.size(); ++old) {
      const std::uint32_t now = renamed[old];
      names[now] = std::move(names_[old]);
      for (std::uint32_t to : edges_[old]) edges[now].push_back(renamed[to]);
      std::sort(edges[now].begin(), edges[now].end());
      edges[now].erase(std::unique(edges[now].begin(), edges[now].end()), edges[now].end());
    }
    names_ = std::move(names);
    edges_ = std::move(edges);
    defined_.clear();
    for (std::uint32_t i = 0; i < names_.size(); ++i) index_[names_[i]] = i;
  }

  bool has_terminal() const {
    return std::any_of(edges_.begin(), edges_.end(), [](const auto& e) { return e.empty(); });
  }

  std::string terminal_name() const {
    for (std::size_t i = 0; i < names_.size(); ++i) {
      if (edges_[i].empty()) return names_[i];
    }
    return names_[0];
  }

  std::string spelling_;
  std::vector<std::string> names_;
  std::unordered_map<std::string, std::uint32_t> index_;
  std::vector<std::vector<std::uint32_t>> edges_;
  std::vector<bool> defined_;
  std::vector<bool> loopy_;  // by node: play from it can go on forever
  bool has_cycle_ = false;
};

}  // namespace

REGISTER_RULESET_FAMILY("graph", "graph{a->b,c;b->c;c}:a",
                        [](std::string_view spelling, std::size_t column,
                           const HeapPeriodOracle*) -> RulesetPtr {
                          if (!spelling.starts_with("graph")) return nullptr;
                          if (spelling.size() < 7 || spelling[5] != '{' || spelling.back() != '}') {
                            throw parse_error(
                                fmt::format("expected graph{{…}} with the edges in braces at "
                                            "column {}, e.g. graph{{a->b,c;b->c;c}}:a",
                                            column),
                                column);
                          }
                          return std::make_shared<GraphRuleset>(spelling, column);
                        })

}  // namespace grundy
