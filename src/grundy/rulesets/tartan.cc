// Tartans (Conway; Winning Ways ch. 14, "Tartans"; ONAG ch. 6): the product of two coin-turning
// games A and B is played on a grid of coins. `tartan{A,B}:(x,y),(x,y),…` lists the heads (x
// along A, y along B). A move takes an A-move X (a set of x's whose largest is x0) and a B-move Y
// (largest y0) and turns over every coin of X × Y; the coin (x0, y0) must go from heads to tails.
// The Tartan theorem: a head at (x, y) is worth gA(x) ⊗ gB(y), the nim-product of the single-coin
// values, and a position the nim-sum over its heads. tartan{twins,twins} is Turning Corners,
// whose table is the nim-multiplication table (the mex definition of ⊗ itself).
//
// options() lists every move of the whole grid (the brute-force route the conformance suite
// checks against); fast_value() is the theorem, with nim_product from grundy/core/nim.h.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <set>

#include "grundy/core/error.h"
#include "grundy/core/nim.h"
#include "grundy/games/options_charge.h"
#include "grundy/games/registry.h"
#include "grundy/notation/expression.h"
#include "grundy/impartial/coin_values.h"

namespace grundy {
namespace {

// Coordinates are 32-bit (a head's values are looked up in tables as long as its coordinate).
constexpr std::uint64_t kMaxCoordinate = std::uint64_t{1} << 24;

using Head = std::pair<std::uint32_t, std::uint32_t>;  // (x, y)

// A position's heads, sorted, packed 8 bytes a head (x then y) into Position::cells.
std::string pack(const std::set<Head>& heads) {
  std::string out(heads.size() * 8, '\0');
  std::size_t i = 0;
  for (const Head& h : heads) {
    std::memcpy(&out[i], &h.first, 4);
    std::memcpy(&out[i + 4], &h.second, 4);
    i += 8;
  }
  return out;
}

std::vector<Head> unpack(const std::string& cells) {
  std::vector<Head> out(cells.size() / 8);
  for (std::size_t i = 0; i < out.size(); ++i) {
    std::memcpy(&out[i].first, &cells[8 * i], 4);
    std::memcpy(&out[i].second, &cells[8 * i + 4], 4);
  }
  return out;
}

std::string number_set(const std::set<std::uint32_t>& s) {
  std::string out;
  for (std::uint32_t v : s) out += (out.empty() ? "" : ", ") + std::to_string(v);
  return "{" + out + "}";
}

class TartanRuleset final : public ImpartialRuleset {
 public:
  TartanRuleset(std::string spelling, std::string a_name, CoinShape a, std::string b_name,
                CoinShape b)
      : spelling_(std::move(spelling)),
        a_name_(std::move(a_name)),
        b_name_(std::move(b_name)),
        a_(a),
        b_(b) {}

  std::string spelling() const override { return spelling_; }
  std::string describe() const override {
    return fmt::format(
        "a tartan: the product of {} ({}) and {} ({}); turn the coins of X × Y, the corner "
        "(max X, max Y) from heads to tails",
        a_name_, describe_shape(a_.shape()), b_name_, describe_shape(b_.shape()));
  }

  // Boards joined by ';' are a sum of boards: `tartan{twins,twins}:(1,2),(3,3);(0,1)`.
  std::vector<Component> parse_position(std::string_view text, std::size_t column) const override {
    std::vector<Component> out;
    for (const Piece& board : split_top_level(text, column, ';')) {
      out.push_back(parse_board(board.text, board.column));
    }
    return out;
  }
  std::string format_position(std::span<const Component> cs) const override {
    std::string out;
    for (const Component& c : cs) {
      if (!out.empty()) out += ';';
      std::string board;
      for (const Head& h : unpack(c.cells)) {
        if (!board.empty()) board += ',';
        board += fmt::format("({},{})", h.first, h.second);
      }
      out += board.empty() ? "0" : board;
    }
    return out.empty() ? "0" : out;
  }

  std::vector<Parts> options(const Component& c, Budget& budget) const override {
    const std::vector<Head> heads = unpack(c.cells);
    std::uint64_t count = 0;
    for (const Head& h : heads) {
      const std::uint64_t na = count_move_sets(a_.shape(), h.first);
      const std::uint64_t nb = count_move_sets(b_.shape(), h.second);
      count += na > kMaxListedOptions || nb > kMaxListedOptions ? kMaxListedOptions + 1 : na * nb;
      if (count > kMaxListedOptions) {
        throw Error(ErrorKind::kBudget,
                    fmt::format("this tartan position has more than {} moves to list; its value "
                                "is known without them (the Tartan theorem)",
                                kMaxListedOptions));
      }
    }
    const std::set<Head> board(heads.begin(), heads.end());
    OptionsCharge charge(budget, "the option list of a tartan");
    std::vector<Parts> out;
    out.reserve(count);
    for (const Head& h : heads) {
      for_each_move_set(a_.shape(), h.first, [&](std::span<const std::uint64_t> xs_below) {
        std::vector<std::uint32_t> xs{h.first};
        for (std::uint64_t x : xs_below) xs.push_back(static_cast<std::uint32_t>(x));
        for_each_move_set(b_.shape(), h.second, [&](std::span<const std::uint64_t> ys_below) {
          std::vector<std::uint32_t> ys{h.second};
          for (std::uint64_t y : ys_below) ys.push_back(static_cast<std::uint32_t>(y));
          std::set<Head> next = board;
          for (std::uint32_t x : xs) {
            for (std::uint32_t y : ys) {
              if (!next.erase({x, y})) next.insert({x, y});
            }
          }
          std::string packed = pack(next);
          charge.add_board(packed.size(), xs.size() * ys.size());
          out.push_back({Component{0, 0, std::move(packed)}});
        });
      });
    }
    return out;
  }

  bool is_terminal(const Component& c, Budget& budget) const override {
    for (const Head& h : unpack(c.cells)) {
      if (count_move_sets(a_.shape(), h.first) && count_move_sets(b_.shape(), h.second))
        return false;
    }
    return true;
  }

  std::string describe_move(const Component& from, std::span<const Component> to) const override {
    const std::vector<Head> a = unpack(from.cells);
    const std::vector<Head> b = to.empty() ? std::vector<Head>{} : unpack(to.front().cells);
    std::vector<Head> turned;
    std::set_symmetric_difference(a.begin(), a.end(), b.begin(), b.end(),
                                  std::back_inserter(turned));
    std::set<std::uint32_t> xs, ys;
    for (const Head& h : turned) xs.insert(h.first), ys.insert(h.second);
    std::string text = fmt::format("turn the coins (x,y) with x in {} and y in {}", number_set(xs),
                                   number_set(ys));
    if (xs.empty()) return text;
    const auto ga = a_.known(*xs.rbegin()), gb = b_.known(*ys.rbegin());
    if (ga && gb) {
      text += fmt::format(" (the corner ({},{}) is worth {} ⊗ {} = {})", *xs.rbegin(), *ys.rbegin(),
                          *ga, *gb, nim_product(*ga, *gb));
    }
    return text;
  }

  // The Tartan theorem: the nim-sum over the heads of gA(x) ⊗ gB(y).
  std::optional<std::uint64_t> fast_value(const Component& c, Budget& budget) const override {
    const std::vector<Head> heads = unpack(c.cells);
    if (heads.empty()) return 0;
    std::uint64_t max_x = 0, max_y = 0;
    for (const Head& h : heads)
      max_x = std::max<std::uint64_t>(max_x, h.first),
      max_y = std::max<std::uint64_t>(max_y, h.second);
    const std::vector<std::uint64_t> ga = a_.values(max_x + 1, budget);
    const std::vector<std::uint64_t> gb = b_.values(max_y + 1, budget);
    std::uint64_t v = 0;
    for (const Head& h : heads) v ^= nim_product(ga[h.first], gb[h.second]);
    budget.charge(heads.size());
    return v;
  }

  Component sample(std::uint64_t seed, unsigned size) const override {
    std::uint64_t x = seed * 0x9E3779B97F4A7C15ull + 0x2545F4914F6CDD1Dull;
    auto next = [&] {
      x ^= x >> 31, x *= 0xBF58476D1CE4E5B9ull, x ^= x >> 29;
      return x;
    };
    // Small boards: the brute force over the product moves is exponential in the board.
    const unsigned side = std::max(1u, std::min(size, 3u));
    std::set<Head> heads;
    const unsigned count = 1 + next() % 4;
    for (unsigned i = 0; i < count; ++i)
      heads.insert({static_cast<std::uint32_t>(next() % side),
                    static_cast<std::uint32_t>(next() % (side + 1))});
    return {0, 0, pack(heads)};
  }

  std::uint64_t retained_bytes() const override {
    return a_.retained_bytes() + b_.retained_bytes();
  }

 private:
  Component parse_board(std::string_view text, std::size_t column) const {
    const auto [whole, whole_col] = trim(text, column);
    if (whole == "0") return Component{0, 0, std::string()};  // no heads
    std::set<Head> heads;
    for (const Piece& raw : split_top_level(text, column, ',')) {
      const auto [piece, col] = trim(raw.text, raw.column);
      if (piece.size() < 2 || piece.front() != '(' || piece.back() != ')') {
        throw parse_error(
            fmt::format(
                "expected a head (x,y) at column {}, e.g. tartan{{twins,twins}}:(1,2),(3,3)", col),
            col);
      }
      const auto coords = split_top_level(piece.substr(1, piece.size() - 2), col + 1, ',');
      if (coords.size() != 2) {
        throw parse_error(fmt::format("expected two numbers in (x,y) at column {}", col), col);
      }
      const std::uint64_t x = parse_natural(coords[0].text, coords[0].column, "a coordinate x");
      const std::uint64_t y = parse_natural(coords[1].text, coords[1].column, "a coordinate y");
      if (x >= kMaxCoordinate || y >= kMaxCoordinate) {
        throw parse_error(
            fmt::format("a coordinate at column {} is {} or more", col, kMaxCoordinate), col);
      }
      if (!heads.insert({static_cast<std::uint32_t>(x), static_cast<std::uint32_t>(y)}).second) {
        throw parse_error(fmt::format("the coin ({},{}) at column {} is listed twice", x, y, col),
                          col);
      }
    }
    return Component{0, 0, pack(heads)};
  }

  std::string spelling_, a_name_, b_name_;
  CoinValues a_, b_;
};

RulesetPtr make_tartan(std::string_view spelling, std::size_t column) {
  if (!spelling.starts_with("tartan{")) return nullptr;
  if (!spelling.ends_with("}")) {
    throw parse_error(fmt::format("expected tartan{{A,B}} at column {}", column), column);
  }
  const auto parts = split_top_level(spelling.substr(7, spelling.size() - 8), column + 7, ',');
  if (parts.size() != 2) {
    throw parse_error(
        fmt::format("expected two coin-turning games in tartan{{A,B}} at column {}, e.g. "
                    "tartan{{twins,ruler}}",
                    column),
        column);
  }
  std::vector<std::pair<std::string, CoinShape>> games;
  for (const Piece& raw : parts) {
    const auto [name, col] = trim(raw.text, raw.column);
    const std::optional<CoinShape> shape = parse_coin_shape(name, col);
    if (!shape) {
      std::string known;
      for (const std::string& n : coin_shape_names()) known += (known.empty() ? "" : ", ") + n;
      throw parse_error(
          fmt::format("'{}' at column {} is not a coin-turning game; the games are {}",
                      printable(name), col, known),
          col);
    }
    games.emplace_back(std::string(name), *shape);
  }
  return std::make_shared<TartanRuleset>(std::string(spelling), games[0].first, games[0].second,
                                         games[1].first, games[1].second);
}

}  // namespace

REGISTER_RULESET_FAMILY(
    "tartan", "tartan{twins,twins}:(1,2),(2,3)",
    [](std::string_view spelling, std::size_t column, const HeapPeriodOracle*) -> RulesetPtr {
      return make_tartan(spelling, column);
    },
    true, [] { return std::vector<std::string>{"tartan{A,B}"}; })

}  // namespace grundy
