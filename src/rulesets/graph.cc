// Any finite impartial game written down as a directed acyclic graph of named positions:
//   graph{a->b,c; b->c; c}:a
// Each clause `name->succ,succ` lists a position's options; a bare name (or one only ever named
// as an option) has none. The position after ':' is one or more names, a sum of tokens. A cycle
// would make play endless, so it is refused with an error naming one.
#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <unordered_map>

#include "core/error.h"
#include "games/registry.h"
#include "notation/expression.h"

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
        edge_columns_[node].push_back(name_col);
      }
    }
    if (names_.empty()) {
      throw parse_error(fmt::format("graph{{}} at column {} has no positions", column), column);
    }
    reject_cycles(column);
    renumber_canonically();
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
    return fmt::format("a game graph of {} positions", names_.size());
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
  std::vector<Parts> options(const Component& c) const override {
    std::vector<Parts> out;
    for (std::uint32_t to : edges_[c.a]) out.push_back({{to, 0}});
    return out;
  }
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    return fmt::format("move from {} to {}", names_[from.a],
                       to.empty() ? "the end" : names_[to[0].a]);
  }
  bool is_terminal(const Component& c) const override { return edges_[c.a].empty(); }
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
      edge_columns_.emplace_back();
      defined_.push_back(false);
    }
    return it->second;
  }

  // Iterative depth-first search with three colours; a grey successor closes a cycle.
  void reject_cycles(std::size_t column) {
    enum : std::uint8_t { kWhite, kGrey, kBlack };
    std::vector<std::uint8_t> colour(names_.size(), kWhite);
    std::vector<std::uint32_t> parent(names_.size(), 0);
    struct Frame {
      std::uint32_t node;
      std::size_t next;
    };
    for (std::uint32_t root = 0; root < names_.size(); ++root) {
      if (colour[root] != kWhite) continue;
      std::vector<Frame> stack{{root, 0}};
      colour[root] = kGrey;
      while (!stack.empty()) {
        Frame& f = stack.back();
        if (f.next == edges_[f.node].size()) {
          colour[f.node] = kBlack;
          stack.pop_back();
          continue;
        }
        const std::uint32_t to = edges_[f.node][f.next];
        const std::size_t to_column = edge_columns_[f.node][f.next];
        ++f.next;
        if (colour[to] == kGrey) {
          std::vector<std::string> cycle{names_[to]};
          for (std::uint32_t v = f.node; v != to; v = parent[v]) cycle.push_back(names_[v]);
          cycle.push_back(names_[to]);
          std::reverse(cycle.begin(), cycle.end());
          std::string path;
          for (const auto& n : cycle) path += (path.empty() ? "" : " -> ") + n;
          throw Error(ErrorKind::kParse,
                      fmt::format("the graph has a cycle, {}, so play could go on forever; an "
                                  "impartial game here must end (edge at column {})",
                                  path, to_column),
                      to_column);
        }
        if (colour[to] == kWhite) {
          colour[to] = kGrey;
          parent[to] = f.node;
          stack.push_back({to, 0});
        }
      }
    }
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
    edge_columns_.clear();  // only the cycle check needed them
    defined_.clear();
    for (std::uint32_t i = 0; i < names_.size(); ++i) index_[names_[i]] = i;
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
  std::vector<std::vector<std::size_t>> edge_columns_;
  std::vector<bool> defined_;
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
