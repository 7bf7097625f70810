// Col and Snort (Winning Ways ch. 2; ONAG ch. 15): players take turns colouring an uncoloured
// vertex of a graph, Left blue and Right red. In Col a vertex may not be coloured next to a
// vertex of the same colour; in Snort not next to one of the opponent's colour.
//
// Two spellings. A board (`snort:..|..`): '.' an uncoloured square, '#' none, 'x' a square
// coloured by Left, 'o' one coloured by Right; squares are adjacent orthogonally. A graph
// (`snort:0~1,1~2,3L`): edges `U~V` (not `-`, which
// ends a term in an expression) and lone vertices `U` (natural numbers), each vertex
// perhaps tinted: `3L` only Left may still colour it, `3R` only Right.
//
// Tinting (Winning Ways ch. 2): a coloured vertex matters only through what it forbids its
// neighbours, so it is removed and each neighbour is tinted for the player who may still colour
// it; a vertex neither may colour is removed. What is left falls apart into the connected
// pieces of the graph of uncoloured vertices, played independently: each is a component, held
// as a graph (a = 0; b vertices; cells: b tints '.', 'L' or 'R', then the edges U < V in order,
// four bytes each), its vertices numbered in the order of their names. A board as typed is held
// as its grid (a = rows), so its moves print as boards; its components are graphs.
#include <fmt/format.h>

#include <algorithm>  // std::sort, std::unique
#include <map>        // names to vertices
#include <numeric>    // std::iota
#include <optional>   // std::optional

#include "grundy/core/error.h"
#include "grundy/games/grid.h"
#include "grundy/games/position_size.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"

namespace grundy::partizan {
namespace {

constexpr std::size_t kGraphEdgeBytes = 4;

// A graph of uncoloured vertices with tints: '.' either player may colour it, 'L' only Left,
// 'R' only Right.
struct TintedGraph {
  std::string tint;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;  // u < v, sorted, distinct

  Component pack() const {
    Component c{0, tint.size(), tint};
    for (auto [u, v] : edges) {
      for (std::uint32_t n : {u, v}) {
        c.cells += static_cast<char>(n & 0xff);
        c.cells += static_cast<char>(n >> 8);
      }
    }
    return c;
  }
  static TintedGraph unpack(const Component& c) {
    TintedGraph g;
    g.tint = c.cells.substr(0, c.b);
    auto at = [&](std::size_t i) {
      return std::uint32_t{static_cast<unsigned char>(c.cells[i])} |
             std::uint32_t{static_cast<unsigned char>(c.cells[i + 1])} << 8;
    };
    for (std::size_t i = c.b; i + kGraphEdgeBytes <= c.cells.size(); i += kGraphEdgeBytes) {
      g.edges.emplace_back(at(i), at(i + 2));
    }
    return g;
  }
  // The graph on the vertices kept (tint not 0), renumbered in their order.
  TintedGraph keep(const std::string& tints) const {
    std::vector<std::uint32_t> index(tints.size(), 0);
    TintedGraph out;
    for (std::size_t v = 0; v < tints.size(); ++v) {
      if (!tints[v]) continue;
      index[v] = static_cast<std::uint32_t>(out.tint.size());
      out.tint += tints[v];
    }
    for (auto [u, v] : edges) {
      if (tints[u] && tints[v]) out.edges.emplace_back(index[u], index[v]);
    }
    return out;
  }
};

// The tint a vertex takes when a neighbour is coloured by side (0: neither may colour it).
// Col: side may no longer colour it. Snort: side's opponent may no longer colour it.
char tinted(char tint, Side side, bool snort) {
  const bool left_barred = (side == Side::kLeft) != snort;
  if (tint == '.') return left_barred ? 'R' : 'L';
  return tint == (left_barred ? 'L' : 'R') ? 0 : tint;
}

class ColSnort final : public Ruleset {
 public:
  explicit ColSnort(bool snort) : snort_(snort) {}
  std::string spelling() const override { return snort_ ? "snort" : "col"; }
  std::string describe() const override {
    return snort_ ? "Snort: colour a vertex your colour, not next to one of the opponent's"
                  : "Col: colour a vertex your colour, not next to one of your own";
  }

  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    if (text == "#") return {TintedGraph{}.pack()};  // the empty graph (as printed)
    if (text.find_first_of("0123456789") == std::string_view::npos) {
      return {Grid::parse(text, column, ".#xo", spelling()).position()};
    }
    return {parse_graph(text, column).pack()};
  }
  std::string format_position(std::span<const Component> components) const override {
    if (components.size() == 1) {
      if (components[0].a > 0) return Grid::of(components[0]).spelling();
      return spell(TintedGraph::unpack(components[0]));
    }
    const Component whole = *join_any(components);
    return format_position(std::span<const Component>(&whole, 1));
  }
  // Graphs side by side (their vertices numbered apart), boards first turned into graphs.
  std::optional<Component> join(std::span<const Component> parts) const override {
    return join_any(parts);
  }
  std::optional<Parts> components(const Component& c) const override {
    const TintedGraph g = c.a > 0 ? of_board(Grid::of(c)) : TintedGraph::unpack(c);
    Parts out = pieces(g);
    if (c.a == 0 && out.size() == 1) return std::nullopt;  // one connected graph already
    return out;
  }
  bool is_impartial(const Component&) const override { return false; }

  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    std::vector<Parts> out;
    if (c.a > 0) {
      const Grid g = Grid::of(c);
      for (int i = 0; i < static_cast<int>(g.cells.size()); ++i) {
        if (!may_colour_square(g, i, side)) continue;
        Grid next = g;
        next.cells[static_cast<std::size_t>(i)] = side == Side::kLeft ? 'x' : 'o';
        out.push_back({std::move(next).position()});
      }
      return out;
    }
    const TintedGraph g = TintedGraph::unpack(c);
    for (std::uint32_t v = 0; v < g.tint.size(); ++v) {
      if (g.tint[v] != '.' && g.tint[v] != (side == Side::kLeft ? 'L' : 'R')) continue;
      out.push_back({colour(g, v, side).pack()});
    }
    return out;
  }
  using Ruleset::options;

  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    if (from.a > 0 && to.size() == 1 && to[0].a == from.a && to[0].b == from.b) {
      return "colour " + changed_squares(Grid::of(from), Grid::of(to[0]));
    }
    if (from.a == 0 && to.size() == 1) {
      const TintedGraph g = TintedGraph::unpack(from);
      for (Side side : {Side::kLeft, Side::kRight}) {
        for (std::uint32_t v = 0; v < g.tint.size(); ++v) {
          if (colour(g, v, side).pack() == to[0]) return fmt::format("colour vertex {}", v);
        }
      }
    }
    return "move to " + spelling() + ":" + format_position(to);
  }

  Component sample(std::uint64_t seed, unsigned size) const override {
    if (seed % 2 == 0) return sample_grid(seed / 2, size, "...#xo").position();
    std::uint64_t x = seed;
    auto next = [&x](std::uint64_t n) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      return (x >> 33) % n;
    };
    const std::uint32_t n = 1 + static_cast<std::uint32_t>(next(std::max(1u, size)));
    TintedGraph g;
    for (std::uint32_t v = 0; v < n; ++v) g.tint += "..LR"[next(4)];
    for (std::uint32_t u = 0; u < n; ++u) {
      for (std::uint32_t v = u + 1; v < n; ++v) {
        if (next(5) < 2) g.edges.emplace_back(u, v);
      }
    }
    return g.pack();
  }

 private:
  // May side colour square i of the board? It must be uncoloured and have no neighbour of the
  // colour the rules forbid (Col: side's own; Snort: the opponent's).
  bool may_colour_square(const Grid& g, int i, Side side) const {
    if (g.cells[static_cast<std::size_t>(i)] != '.') return false;
    const char barred = (side == Side::kLeft) != snort_ ? 'x' : 'o';
    const int r = i / g.cols, c = i % g.cols;
    constexpr int kDr[] = {-1, 1, 0, 0}, kDc[] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      if (g.inside(r + kDr[d], c + kDc[d]) && g.at(r + kDr[d], c + kDc[d]) == barred) return false;
    }
    return true;
  }

  // The graph after side colours v: v goes, its neighbours are tinted.
  TintedGraph colour(const TintedGraph& g, std::uint32_t v, Side side) const {
    std::string tints = g.tint;
    tints[v] = 0;
    for (auto [a, b] : g.edges) {
      if (a == v) tints[b] = tints[b] ? tinted(tints[b], side, snort_) : 0;
      if (b == v) tints[a] = tints[a] ? tinted(tints[a], side, snort_) : 0;
    }
    return g.keep(tints);
  }

  // The tinted graph of a board: its uncoloured squares that someone may still colour.
  TintedGraph of_board(const Grid& g) const {
    std::string tints(g.cells.size(), 0);
    for (int i = 0; i < static_cast<int>(g.cells.size()); ++i) {
      if (g.cells[static_cast<std::size_t>(i)] != '.') continue;
      const bool left = may_colour_square(g, i, Side::kLeft);
      const bool right = may_colour_square(g, i, Side::kRight);
      tints[static_cast<std::size_t>(i)] = left && right ? '.' : left ? 'L' : right ? 'R' : 0;
    }
    TintedGraph all;
    all.tint.assign(g.cells.size(), '.');
    for (int r = 0; r < g.rows; ++r) {
      for (int c = 0; c < g.cols; ++c) {
        const auto i = static_cast<std::uint32_t>(r * g.cols + c);
        if (c + 1 < g.cols) all.edges.emplace_back(i, i + 1);
        if (r + 1 < g.rows) all.edges.emplace_back(i, i + static_cast<std::uint32_t>(g.cols));
      }
    }
    return all.keep(tints);
  }

  // The connected pieces of g (union-find), each numbered in its vertices' order, listed by
  // their least vertex.
  static Parts pieces(const TintedGraph& g) {
    const std::size_t n = g.tint.size();
    std::vector<std::uint32_t> parent(n);
    std::iota(parent.begin(), parent.end(), 0u);
    auto find = [&](std::uint32_t x) {
      while (parent[x] != x) x = parent[x] = parent[parent[x]];
      return x;
    };
    for (auto [u, v] : g.edges) parent[find(u)] = find(v);
    std::vector<std::uint32_t> piece(n), index(n), first(n, ~0u);
    std::vector<TintedGraph> out;
    for (std::uint32_t v = 0; v < n; ++v) {
      const std::uint32_t root = find(v);
      if (first[root] == ~0u) {
        first[root] = static_cast<std::uint32_t>(out.size());
        out.emplace_back();
      }
      piece[v] = first[root];
      index[v] = static_cast<std::uint32_t>(out[piece[v]].tint.size());
      out[piece[v]].tint += g.tint[v];
    }
    // The edges are sorted and the renumbering keeps order, so each piece's stay sorted.
    for (auto [u, v] : g.edges) out[piece[u]].edges.emplace_back(index[u], index[v]);
    Parts parts;
    for (const TintedGraph& p : out) parts.push_back(p.pack());
    return parts;
  }

  std::optional<Component> join_any(std::span<const Component> parts) const {
    TintedGraph all;
    for (const Component& p : parts) {
      const TintedGraph g = p.a > 0 ? of_board(Grid::of(p)) : TintedGraph::unpack(p);
      const auto offset = static_cast<std::uint32_t>(all.tint.size());
      all.tint += g.tint;
      for (auto [u, v] : g.edges) all.edges.emplace_back(u + offset, v + offset);
    }
    if (all.tint.size() > kMaxPositionSize) {
      throw Error(ErrorKind::kUsage,
                  fmt::format("a {} graph has at most {} vertices", spelling(), kMaxPositionSize));
    }
    return all.pack();
  }

  // Edges in order, each vertex's tint at its first mention, then the lone vertices; the empty
  // graph is '#' (a board without squares).
  static std::string spell(const TintedGraph& g) {
    if (g.tint.empty()) return "#";
    std::vector<bool> named(g.tint.size(), false);
    auto name = [&](std::uint32_t v) {
      std::string s = std::to_string(v);
      if (!named[v] && g.tint[v] != '.') s += g.tint[v];
      named[v] = true;
      return s;
    };
    std::string out;
    for (auto [u, v] : g.edges) {
      out += (out.empty() ? "" : ",") + name(u);
      out += "~" + name(v);
    }
    for (std::uint32_t v = 0; v < g.tint.size(); ++v) {
      if (!named[v]) out += (out.empty() ? "" : ",") + name(v);
    }
    return out;
  }

  // Vertices are numbered by the order of their names, so a printed graph reads back as itself.
  TintedGraph parse_graph(std::string_view text, std::size_t column) const {
    struct Mention {
      std::uint64_t name;
      char tint;  // '.', 'L', 'R' or 0 (not written)
      std::size_t column;
    };
    std::vector<std::pair<Mention, std::optional<Mention>>> items;
    auto vertex = [&](std::string_view t, std::size_t col) {
      char tint = 0;
      if (!t.empty() && (t.back() == 'L' || t.back() == 'R')) {
        tint = t.back();
        t.remove_suffix(1);
      }
      if (t.empty() || t.find_first_not_of("0123456789") != std::string_view::npos) {
        throw parse_error(fmt::format("expected a vertex such as 3, 3L or 3R (a natural number, "
                                      "perhaps tinted) in the {} graph at column {}",
                                      spelling(), col),
                          col);
      }
      return Mention{parse_natural(t, col, "a vertex"), tint, col};
    };
    for (const Piece& raw : split_top_level(text, column, ',')) {
      const auto [t, col] = trim(raw.text, raw.column);
      const std::size_t dash = t.find('~');
      if (dash == std::string_view::npos) {
        items.push_back({vertex(t, col), std::nullopt});
      } else {
        items.push_back(
            {vertex(t.substr(0, dash), col), vertex(t.substr(dash + 1), col + dash + 1)});
      }
    }
    std::map<std::uint64_t, char> tint;  // each name's tint; 0 where none is written yet
    std::map<std::uint64_t, std::size_t> where;
    auto meet = [&](const Mention& m) {
      auto [it, fresh] = tint.try_emplace(m.name, m.tint);
      if (!fresh && m.tint && it->second && it->second != m.tint) {
        throw parse_error(fmt::format("vertex {} is tinted both {} and {} at column {}", m.name,
                                      it->second, m.tint, m.column),
                          m.column);
      }
      if (m.tint) it->second = m.tint;
      if (tint.size() > kMaxPositionSize) {
        throw parse_error(fmt::format("the {} graph has more than {} vertices at column {}",
                                      spelling(), kMaxPositionSize, m.column),
                          m.column);
      }
    };
    for (const auto& [a, b] : items) {
      meet(a);
      if (b) meet(*b);
      if (b && b->name == a.name) {
        throw parse_error(
            fmt::format("an edge from vertex {} to itself at column {}", a.name, a.column),
            a.column);
      }
    }
    TintedGraph g;
    std::map<std::uint64_t, std::uint32_t> index;
    for (const auto& [name, t] : tint) {
      index[name] = static_cast<std::uint32_t>(g.tint.size());
      g.tint += t ? t : '.';
    }
    for (const auto& [a, b] : items) {
      if (!b) continue;
      auto e = std::minmax(index[a.name], index[b->name]);
      g.edges.emplace_back(e.first, e.second);
    }
    std::sort(g.edges.begin(), g.edges.end());
    g.edges.erase(std::unique(g.edges.begin(), g.edges.end()), g.edges.end());
    return g;
  }

  bool snort_;
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<ColSnort>(false), "col:..x|...|o.."))
REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<ColSnort>(true), "snort:0~1,1~2,2~3,4L"))

}  // namespace grundy::partizan
