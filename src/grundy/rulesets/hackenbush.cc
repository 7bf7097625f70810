// Red-Blue-Green Hackenbush on any graph (Winning Ways ch. 1–2, 7). A position is a list of
// edges separated by ',': `UcV` joins nodes U and V (natural numbers; node 0 is the ground) with
// colour c: b blue (only Left may cut it), r red (only Right), g green (either). An item made of
// colour letters alone is a stalk standing on the ground, bottom edge first: `hackenbush:bbr`
// is a stalk of two blue edges under a red one, `hackenbush:0b1,1r2,2g0` a triangle. Cutting an
// edge removes it and everything no longer connected to the ground. Parts of the picture that
// touch each other only at the ground are independent components. A picture is held as a
// Position whose cells pack its edges (two nodes, then the colour: see pack()), its nodes
// numbered by first appearance, so a search never spells or reads a picture.
#include <fmt/format.h>

#include <algorithm>      // std::all_of
#include <limits>         // std::numeric_limits
#include <numeric>        // std::iota
#include <unordered_map>  // relabelling

#include "grundy/core/error.h"
#include "grundy/games/position_size.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"
#include "grundy/rulesets/green_hackenbush.h"

namespace grundy::partizan {
namespace {

struct Edge {
  std::uint64_t u, v;
  char colour;
};

// Relabels nodes by first appearance (ground stays 0) and prints the edges.
std::string spell(const std::vector<Edge>& edges) {
  std::unordered_map<std::uint64_t, std::uint64_t> label{{0, 0}};
  auto name = [&](std::uint64_t n) {
    auto [it, fresh] = label.emplace(n, label.size());
    return it->second;
  };
  std::string out;
  for (const Edge& e : edges) {
    std::uint64_t a = name(e.u), b = name(e.v);
    if (a > b) std::swap(a, b);
    out += fmt::format("{}{}{}{}", out.empty() ? "" : ",", a, e.colour, b);
  }
  return out;
}

// The most edges a picture may have (more are refused at parse time): a green picture is valued
// in linear time (green_hackenbush.h), so the limit is not the boards' kMaxPositionSize but the
// 32-bit indices of that route; what bounds a picture in practice is the memory its analysis
// charges to the Budget (about 60 bytes an edge for a million).
constexpr std::size_t kMaxEdges = (std::size_t{1} << 31) - 1;

// A picture is packed as its edges in order, each two nodes then the colour. While every node is
// below 2^16 (every picture of up to 65 534 edges: a packed picture is connected to the ground,
// so it has at most one node more than it has edges) a node takes two bytes, little-endian, and
// an edge five. A larger picture starts with a five-byte header ending in 'w' (the place of a
// colour in the narrow form, which is b, r or g, so the two forms never meet), then takes four
// bytes a node, nine an edge.
constexpr std::size_t kNarrowEdgeBytes = 5, kWideEdgeBytes = 9, kWideHeaderBytes = 5;
constexpr char kWideMark = 'w';

struct Layout {
  std::size_t first;       // where the first edge starts
  std::size_t edge_bytes;  // 5 or 9
  std::size_t node_bytes;  // 2 or 4
};

Layout layout(const Component& c) {
  if (c.cells.size() >= kWideHeaderBytes && c.cells[kWideHeaderBytes - 1] == kWideMark) {
    return {kWideHeaderBytes, kWideEdgeBytes, 4};
  }
  return {0, kNarrowEdgeBytes, 2};
}

std::size_t edge_count(const Component& c) {
  const Layout l = layout(c);
  return (c.cells.size() - l.first) / l.edge_bytes;
}

// The edges packed, nodes relabelled by first appearance (ground stays 0) as spell() does.
Component pack(const std::vector<Edge>& edges) {
  std::unordered_map<std::uint64_t, std::uint64_t> label{{0, 0}};
  auto name = [&](std::uint64_t n) { return label.emplace(n, label.size()).first->second; };
  std::vector<std::uint64_t> ends;
  ends.reserve(2 * edges.size());
  for (const Edge& e : edges) {
    std::uint64_t a = name(e.u), b = name(e.v);
    if (a > b) std::swap(a, b);
    ends.push_back(a);
    ends.push_back(b);
  }
  const std::uint64_t nodes = label.size();
  if (nodes > std::numeric_limits<std::uint32_t>::max()) {  // only a join of many pictures
    throw Error(ErrorKind::kUsage, fmt::format("a Hackenbush picture has at most {} nodes",
                                               std::numeric_limits<std::uint32_t>::max()));
  }
  const bool wide = nodes > (1u << 16);
  const std::size_t node_bytes = wide ? 4 : 2;
  Component out;
  out.cells.reserve((wide ? kWideHeaderBytes : 0) +
                    edges.size() * (wide ? kWideEdgeBytes : kNarrowEdgeBytes));
  if (wide) out.cells.append({'\0', '\0', '\0', '\0', kWideMark});
  for (std::size_t i = 0; i < edges.size(); ++i) {
    for (std::uint64_t n : {ends[2 * i], ends[2 * i + 1]}) {
      for (std::size_t k = 0; k < node_bytes; ++k) out.cells += static_cast<char>(n >> (8 * k));
    }
    out.cells += edges[i].colour;
  }
  return out;
}

// Node k of an edge at cells[i] (k = 0, 1).
std::uint32_t packed_node(const Component& c, const Layout& l, std::size_t i, int k) {
  std::uint32_t n = 0;
  for (std::size_t b = 0; b < l.node_bytes; ++b) {
    n |= std::uint32_t{static_cast<unsigned char>(c.cells[i + k * l.node_bytes + b])} << (8 * b);
  }
  return n;
}

std::vector<Edge> unpack(const Component& c) {
  std::vector<Edge> edges;
  const Layout l = layout(c);
  edges.reserve(edge_count(c));
  for (std::size_t i = l.first; i + l.edge_bytes <= c.cells.size(); i += l.edge_bytes) {
    edges.push_back(
        {packed_node(c, l, i, 0), packed_node(c, l, i, 1), c.cells[i + l.edge_bytes - 1]});
  }
  return edges;
}

// The edges still connected to the ground, in their order: a search from the ground over the
// nodes' adjacency lists, linear in the edges.
std::vector<Edge> grounded(const std::vector<Edge>& edges) {
  // Nodes as indices: as they are where small (a packed picture's), else renumbered.
  std::uint64_t top = 0;
  for (const Edge& e : edges) top = std::max({top, e.u, e.v});
  std::vector<std::uint32_t> u(edges.size()), v(edges.size());
  std::size_t nodes = 0;
  if (top < 4 * edges.size() + 16) {
    for (std::size_t i = 0; i < edges.size(); ++i) {
      u[i] = static_cast<std::uint32_t>(edges[i].u);
      v[i] = static_cast<std::uint32_t>(edges[i].v);
    }
    nodes = top + 1;
  } else {
    std::unordered_map<std::uint64_t, std::uint32_t> index{{0, 0}};
    auto at = [&](std::uint64_t n) {
      return index.emplace(n, static_cast<std::uint32_t>(index.size())).first->second;
    };
    for (std::size_t i = 0; i < edges.size(); ++i) {
      u[i] = at(edges[i].u);
      v[i] = at(edges[i].v);
    }
    nodes = index.size();
  }
  std::vector<std::uint32_t> start(nodes + 1, 0), adj(2 * edges.size());
  for (std::size_t i = 0; i < edges.size(); ++i) ++start[u[i] + 1], ++start[v[i] + 1];
  for (std::size_t n = 0; n < nodes; ++n) start[n + 1] += start[n];
  {
    std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
    for (std::size_t i = 0; i < edges.size(); ++i)
      adj[fill[u[i]]++] = v[i], adj[fill[v[i]]++] = u[i];
  }
  std::vector<char> reached(nodes, 0);
  std::vector<std::uint32_t> queue{0};
  reached[0] = 1;
  for (std::size_t k = 0; k < queue.size(); ++k) {
    for (std::uint32_t j = start[queue[k]]; j < start[queue[k] + 1]; ++j) {
      if (!reached[adj[j]]) reached[adj[j]] = 1, queue.push_back(adj[j]);
    }
  }
  std::vector<Edge> out;
  out.reserve(edges.size());
  for (std::size_t i = 0; i < edges.size(); ++i) {
    if (reached[u[i]]) out.push_back(edges[i]);
  }
  return out;
}

// The picture for the Green Hackenbush analysis (grundy/rulesets/green_hackenbush.h), read
// straight from the packing (8 bytes an edge, charged): packed nodes are small numbers from 0.
std::vector<GreenEdge> green_edges(const Component& c, std::uint32_t& nodes, MemoryCharge& bytes) {
  const Layout l = layout(c);
  bytes.add(edge_count(c) * sizeof(GreenEdge));
  std::vector<GreenEdge> out;
  out.reserve(edge_count(c));
  std::uint32_t top = 0;
  for (std::size_t i = l.first; i + l.edge_bytes <= c.cells.size(); i += l.edge_bytes) {
    const GreenEdge e{packed_node(c, l, i, 0), packed_node(c, l, i, 1)};
    top = std::max({top, e.u, e.v});
    out.push_back(e);
  }
  nodes = top + 1;
  return out;
}

// The colours of a Red-Blue string, bottom edge first, if the picture is one: a path from the
// ground (each edge's lower node the upper node of the one below) with no green edge; else "".
std::string red_blue_string(const std::vector<Edge>& edges) {
  // Each node's one edge going up, found from the ground.
  std::unordered_map<std::uint64_t, std::size_t> up;  // node -> the edge leaving it upwards
  std::unordered_map<std::uint64_t, int> degree;
  for (std::size_t i = 0; i < edges.size(); ++i) {
    const Edge& e = edges[i];
    if (e.colour == 'g' || e.u == e.v) return {};
    if (++degree[e.u] > 2 || ++degree[e.v] > 2) return {};
  }
  if (degree[0] != 1) return {};
  // Walk up from the ground; a path visits every edge once.
  std::unordered_map<std::uint64_t, std::vector<std::size_t>> at;
  for (std::size_t i = 0; i < edges.size(); ++i) {
    at[edges[i].u].push_back(i);
    at[edges[i].v].push_back(i);
  }
  std::string colours;
  std::uint64_t node = 0;
  std::size_t came = edges.size();
  while (colours.size() < edges.size()) {
    std::size_t next = edges.size();
    for (std::size_t i : at[node]) {
      if (i != came) next = i;
    }
    if (next == edges.size()) return {};  // the path ends before every edge is met
    colours += edges[next].colour;
    node = edges[next].u == node ? edges[next].v : edges[next].u;
    came = next;
  }
  return colours;
}

// Berlekamp's sign-expansion rule (Winning Ways ch. 2; Lessons in Play §4.3): a Red-Blue
// Hackenbush string whose bottom run is k edges of one colour and whose edges above it have
// colours c_1, c_2, … is worth ±k + Σ ±1/2^j, each edge + for blue and − for red.
Dyadic string_value(const std::string& colours) {
  std::size_t k = 0;
  while (k < colours.size() && colours[k] == colours[0]) ++k;
  Dyadic fraction;  // Σ_j ±1/2^j over the edges above the run, by Horner's rule from the top
  for (std::size_t j = colours.size(); j > k; --j) {
    fraction = (fraction + Dyadic(colours[j - 1] == 'b' ? 1 : -1)).half();
  }
  const auto run = static_cast<std::int64_t>(k);
  return Dyadic(colours.empty() ? 0 : colours[0] == 'b' ? run : -run) + fraction;
}

// " (2 more edges fall with it)", or nothing.
std::string falling(std::uint64_t fallen) {
  return fallen ? fmt::format(" ({} more edge{} fall{} with it)", fallen, fallen == 1 ? "" : "s",
                              fallen == 1 ? "s" : "")
                : "";
}

class Hackenbush final : public Ruleset {
 public:
  std::string spelling() const override { return "hackenbush"; }
  std::string describe() const override {
    return "Hackenbush: cut a blue (Left), red (Right) or green (either) edge; what no longer "
           "touches the ground falls";
  }
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    // Two passes: the typed edges, then the stalks on nodes numbered above every typed node.
    // (Stalk nodes once started at 10^12, so `b,1r1000000000000` tied a floating red edge to the
    // stalk's top, and `br,0r1000000000001` glued a red edge to it.)
    struct Item {
      std::string_view stalk;  // colour letters, or empty for a typed edge
      Edge edge{};
    };
    std::vector<Item> items;
    std::size_t edge_count = 0;
    for (const Piece& raw : split_top_level(text, column, ',')) {
      const auto [t, col] = trim(raw.text, raw.column);
      if (t.empty()) throw parse_error(fmt::format("expected an edge at column {}", col), col);
      if (t == "0") continue;  // the bare ground: the picture with no edge is spelled 0
      if (std::all_of(t.begin(), t.end(),
                      [](char c) { return c == 'b' || c == 'r' || c == 'g'; })) {
        items.push_back({t, {}});
        edge_count += t.size();
      } else {
        const std::size_t c = t.find_first_of("brg");
        if (c == std::string_view::npos || c == 0 || c + 1 == t.size()) {
          throw parse_error(fmt::format("expected an edge such as 0b1 (nodes and a colour b, r or "
                                        "g) or a stalk such as bbr at column {}",
                                        col),
                            col);
        }
        const Edge e{parse_natural(t.substr(0, c), col, "a node"),
                     parse_natural(t.substr(c + 1), col + c + 1, "a node"), t[c]};
        items.push_back({{}, e});
        ++edge_count;
      }
      if (edge_count > kMaxEdges) {
        throw parse_error(fmt::format("more than {} edges at column {}", kMaxEdges, col), col);
      }
    }
    // Typed nodes are relabelled 1, 2, … (ground stays 0) so the stalks' nodes above them cannot
    // overflow, whatever was typed.
    std::unordered_map<std::uint64_t, std::uint64_t> label{{0, 0}};
    auto relabel = [&](std::uint64_t n) { return label.emplace(n, label.size()).first->second; };
    std::vector<Edge> edges;
    for (Item& item : items) {
      if (item.stalk.empty()) {
        const std::uint64_t u = relabel(item.edge.u);
        edges.push_back({u, relabel(item.edge.v), item.edge.colour});
      }
    }
    std::uint64_t next_node = label.size();  // above every typed node
    std::size_t typed = 0;
    std::vector<Edge> ordered;  // the items' order, which the spelling keeps
    for (const Item& item : items) {
      if (item.stalk.empty()) {
        ordered.push_back(edges[typed++]);
        continue;
      }
      std::uint64_t below = 0;
      for (char c : item.stalk) {
        ordered.push_back({below, next_node, c});
        below = next_node++;
      }
    }
    return {pack(grounded(ordered))};
  }
  // The bare ground is spelled 0; several pictures are joined into one.
  std::string format_position(std::span<const Component> components) const override {
    if (components.size() == 1) {
      return components[0].cells.empty() ? "0" : spell(unpack(components[0]));
    }
    const Component whole = *join(components);
    return format_position(std::span<const Component>(&whole, 1));
  }
  std::optional<Parts> components(const Component& c) const override {
    if (c.cells.empty()) return Parts{};
    const std::vector<Edge> edges = unpack(c);
    // Union-find over edges sharing a node other than the ground.
    std::vector<std::size_t> parent(edges.size());
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](std::size_t x) {
      while (parent[x] != x) x = parent[x] = parent[parent[x]];
      return x;
    };
    std::unordered_map<std::uint64_t, std::size_t> first_edge;
    for (std::size_t i = 0; i < edges.size(); ++i) {
      for (std::uint64_t n : {edges[i].u, edges[i].v}) {
        if (n == 0) continue;
        auto [it, fresh] = first_edge.emplace(n, i);
        if (!fresh) parent[find(i)] = find(it->second);
      }
    }
    std::unordered_map<std::size_t, std::vector<Edge>> groups;
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < edges.size(); ++i) {
      auto [it, fresh] = groups.try_emplace(find(i));
      if (fresh) order.push_back(find(i));
      it->second.push_back(edges[i]);
    }
    Parts out;
    for (std::size_t root : order) out.push_back(pack(groups[root]));
    return out;
  }
  // The parts' nodes are renumbered apart (each part's own nodes above every earlier part's);
  // they share only the ground. No parts: the bare ground, spelled 0.
  std::optional<Component> join(std::span<const Component> parts) const override {
    std::vector<Edge> all;
    std::uint64_t offset = 0;
    for (const Component& part : parts) {
      std::uint64_t top = 0;
      for (Edge e : unpack(part)) {
        top = std::max({top, e.u, e.v});
        if (e.u) e.u += offset;
        if (e.v) e.v += offset;
        all.push_back(e);
      }
      offset += top;
    }
    return pack(all);
  }
  // The edge whose cut leads from `from` to `to`, in from's spelling.
  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const std::vector<Edge> edges = unpack(from);
    const Component after = to.size() == 1 ? to[0] : Component{};
    for (std::size_t i = 0; i < edges.size(); ++i) {
      std::vector<Edge> rest = edges;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      const std::vector<Edge> left = grounded(rest);
      if (pack(left) != after) continue;
      const Edge& e = edges[i];
      return fmt::format("cut the edge {}{}{}{}", e.u, e.colour, e.v,
                         falling(rest.size() - left.size()));
    }
    return "move to hackenbush:" + format_position(to);
  }
  // Green Hackenbush is impartial: either player may cut any edge.
  bool is_impartial(const Component& c) const override {
    const Layout l = layout(c);
    for (std::size_t i = l.first + l.edge_bytes - 1; i < c.cells.size(); i += l.edge_bytes) {
      if (c.cells[i] != 'g') return false;
    }
    return true;
  }
  Component sample(std::uint64_t seed, unsigned size) const override {
    // Each edge joins a new node to one already there, or two old nodes (a cycle), so the
    // picture stays connected to the ground; seed chooses colours (all green half the time).
    std::uint64_t x = seed;
    auto next = [&x](std::uint64_t n) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      return (x >> 33) % n;
    };
    const bool green = seed % 2 == 0;
    // 2^edges sub-pictures: up to size / 2 edges, or size for a green picture (its canonical
    // form is a nimber, found quickly, and the Green Hackenbush analysis deserves cycles).
    const std::uint64_t edges = 1 + next(std::max(1u, green ? size : size / 2));
    std::vector<Edge> out;
    std::uint64_t nodes = 1;
    for (std::uint64_t i = 0; i < edges; ++i) {
      const char colour = green ? 'g' : "brg"[next(3)];
      if (nodes > 2 && next(4) == 0) {
        out.push_back({next(nodes), next(nodes), colour});
      } else {
        out.push_back({next(nodes), nodes, colour});
        ++nodes;
      }
    }
    return pack(grounded(out));
  }
  std::vector<Parts> options(const Component& c, Side side, Budget& budget) const override {
    const std::vector<Edge> edges = unpack(c);
    const char mine = side == Side::kLeft ? 'b' : 'r';
    std::vector<Parts> out;
    for (std::size_t i = 0; i < edges.size(); ++i) {
      if (edges[i].colour != mine && edges[i].colour != 'g') continue;
      std::vector<Edge> rest = edges;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      out.push_back({pack(grounded(rest))});
    }
    return out;
  }
  using Ruleset::options;

  // A Red-Blue string is a number in closed form (Berlekamp's rule, string_value); any other
  // picture takes the search. The search over options() is the reference route, which the
  // conformance suite and hackenbush_test.cc compare with this one.
  std::optional<Dyadic> number_value(const Component& c, Budget& budget) const override {
    if (c.cells.empty() || is_impartial(c)) return std::nullopt;
    budget.charge(edge_count(c));
    const std::string colours = red_blue_string(unpack(c));
    if (colours.empty()) return std::nullopt;
    return string_value(colours);
  }
  // An all-green picture is valued in linear time by the fusion and colon principles
  // (grundy/rulesets/green_hackenbush.h); the generic solver over options() is the reference route,
  // which the conformance suite and hackenbush_green_test.cc compare with this one.
  std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const override {
    if (!is_impartial(c)) return std::nullopt;
    std::uint32_t nodes = 0;
    MemoryCharge bytes(budget, "the Green Hackenbush picture");
    const std::vector<GreenEdge> edges = green_edges(c, nodes, bytes);
    return green_value(nodes, edges, budget);
  }
  // The winning cuts of a green picture from its bridge tree, each with why, without valuing
  // every option (options_with_value, the default, is the reference route).
  std::vector<DescribedOption> described_options_with_value(
      const Component& c, std::uint64_t target,
      const std::function<std::uint64_t(std::span<const Component>)>& value_of,
      Budget& budget) const override {
    if (!is_impartial(c)) {
      return Ruleset::described_options_with_value(c, target, value_of, budget);
    }
    const std::vector<Edge> edges = unpack(c);
    std::uint32_t nodes = 0;
    MemoryCharge bytes(budget, "the Green Hackenbush picture");
    const std::vector<GreenEdge> green = green_edges(c, nodes, bytes);
    std::vector<DescribedOption> out;
    for (const GreenCut& cut : green_cuts_worth(nodes, green, target, budget)) {
      std::vector<Edge> rest = edges;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(cut.edge));
      Parts parts{pack(grounded(rest))};
      budget.charge(edges.size());
      budget.charge_bytes(parts[0].cells.capacity() + sizeof(Component),
                          "the list of winning cuts");
      const Edge& e = edges[cut.edge];
      out.push_back({std::move(parts), fmt::format("cut the edge {}{}{}{}{}", e.u, e.colour, e.v,
                                                   falling(cut.fallen), cut.why)});
    }
    return out;
  }
};

}  // namespace

REGISTER_RULESET_FAMILY(board_game_family(std::make_shared<Hackenbush>(), "hackenbush:0g1,1g2,2g0"))

}  // namespace grundy::partizan
