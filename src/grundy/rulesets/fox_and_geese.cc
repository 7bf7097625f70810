#include "grundy/rulesets/fox_and_geese.h"

#include <fmt/format.h>

#include <algorithm>  // std::sort
#include <bit>        // std::popcount, std::countr_zero

#include "grundy/core/checked_fill.h"
#include "grundy/core/error.h"

namespace grundy::partizan {
namespace {

constexpr int kDiagonalDc[] = {-1, 1};

// The dark squares next to square s diagonally, dr rows down (−1 up, +1 down).
template <class F>
void diagonal(int rows, int cols, int s, int dr, F f) {
  const int r = s / cols + dr, c = s % cols;
  if (r < 0 || r >= rows) return;
  for (int dc : kDiagonalDc) {
    if (c + dc >= 0 && c + dc < cols) f(r * cols + c + dc);
  }
}

}  // namespace

bool is_dark(const FoxAndGeesePosition& p, int square) {
  return (square / p.cols + square % p.cols) % 2 == (p.rows - 1) % 2;
}

FoxAndGeesePosition parse_fox_and_geese(std::string_view text, std::size_t column) {
  FoxAndGeesePosition p;
  p.fox = -1;
  int row = 0, col = 0, dark = 0;
  std::vector<std::pair<int, std::size_t>> pieces;  // square and column, checked once cols known
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == '|') {
      if (col == 0) throw parse_error("an empty fox-and-geese row", column + i);
      if (row == 0) p.cols = col;
      if (col != p.cols) {
        throw parse_error(
            fmt::format("fox-and-geese row {} has {} squares, row 1 has {}", row + 1, col, p.cols),
            column + i);
      }
      ++row, col = 0;
      continue;
    }
    const char ch = text[i];
    if (ch != '.' && ch != '#' && ch != 'F' && ch != 'G') {
      throw parse_error(
          fmt::format("'{}' is not a fox-and-geese square (F the fox, G a goose, . or # empty)",
                      ch),
          column + i);
    }
    if (ch == 'F' || ch == 'G') pieces.emplace_back(row * 1000 + col, column + i);
    if (ch == 'F') {
      if (p.fox != -1) throw parse_error("a second fox", column + i);
      p.fox = row * 1000 + col;
    }
    ++col;
  }
  p.rows = row;
  if (p.fox == -1) throw parse_error("the fox-and-geese board has no fox 'F'", column);
  auto square = [&](int rc) { return rc / 1000 * p.cols + rc % 1000; };
  p.fox = square(p.fox);
  for (const auto& [rc, at] : pieces) {
    if (!is_dark(p, square(rc))) {
      throw parse_error("a piece on a light square (the bottom-left square is dark)", at);
    }
    if (square(rc) != p.fox) p.geese.push_back(square(rc));
  }
  for (int s = 0; s < p.rows * p.cols; ++s) dark += is_dark(p, s) ? 1 : 0;
  if (dark > 64) throw parse_error("a fox-and-geese board has at most 64 dark squares", column);
  if (p.geese.empty()) throw parse_error("the fox-and-geese board has no goose 'G'", column);
  std::sort(p.geese.begin(), p.geese.end());
  return p;
}

std::string format_fox_and_geese(const FoxAndGeesePosition& p) {
  std::string out;
  for (int s = 0; s < p.rows * p.cols; ++s) {
    if (s > 0 && s % p.cols == 0) out += '|';
    const bool goose = std::binary_search(p.geese.begin(), p.geese.end(), s);
    out += s == p.fox ? 'F' : goose ? 'G' : '.';
  }
  return out;
}

FoxAndGeesePosition read_fox_and_geese(std::string_view text) {
  std::size_t column = 1;
  if (text.starts_with(kFoxAndGeese) && text.substr(kFoxAndGeese.size()).starts_with(':')) {
    text.remove_prefix(kFoxAndGeese.size() + 1);
    column += kFoxAndGeese.size() + 1;
  }
  return parse_fox_and_geese(text, column);
}

std::string fox_and_geese_term(const FoxAndGeesePosition& p) {
  return std::string(kFoxAndGeese) + ":" + format_fox_and_geese(p);
}

std::vector<FoxAndGeeseMove> fox_and_geese_moves(const FoxAndGeesePosition& p, Mover mover) {
  std::vector<FoxAndGeeseMove> out;
  auto empty = [&](int s) {
    return s != p.fox && !std::binary_search(p.geese.begin(), p.geese.end(), s);
  };
  auto where = [&](int s) {
    return fmt::format("row {}, column {}", s / p.cols + 1, s % p.cols + 1);
  };
  if (mover == Mover::kFox) {
    for (int dr : {-1, 1}) {
      diagonal(p.rows, p.cols, p.fox, dr, [&](int to) {
        if (!empty(to)) return;
        FoxAndGeesePosition after = p;
        after.fox = to;
        out.push_back({std::move(after), "fox from " + where(p.fox) + " to " + where(to)});
      });
    }
    return out;
  }
  for (std::size_t i = 0; i < p.geese.size(); ++i) {
    diagonal(p.rows, p.cols, p.geese[i], -1, [&](int to) {
      if (!empty(to)) return;
      FoxAndGeesePosition after = p;
      after.geese[i] = to;
      std::sort(after.geese.begin(), after.geese.end());
      out.push_back({std::move(after), "goose from " + where(p.geese[i]) + " to " + where(to)});
    });
  }
  return out;
}

FoxAndGeeseTable::FoxAndGeeseTable(int rows, int cols, int geese, Budget& budget)
    : rows_(rows), cols_(cols), geese_(geese), budget_(budget) {
  const FoxAndGeesePosition shape{rows, cols, 0, {}};
  dark_of_.assign(static_cast<std::size_t>(rows * cols), -1);
  for (int s = 0; s < rows * cols; ++s) {
    if (!is_dark(shape, s)) continue;
    dark_of_[static_cast<std::size_t>(s)] = static_cast<int>(square_of_.size());
    square_of_.push_back(s);
  }
  dark_ = static_cast<int>(square_of_.size());
  if (geese < 1 || geese >= dark_) {
    throw Error(ErrorKind::kUsage, fmt::format("a board of {} dark squares holds 1 to {} geese "
                                               "besides the fox",
                                               dark_, dark_ - 1));
  }
  const auto k1 = static_cast<std::size_t>(geese + 1);
  choose_.assign(static_cast<std::size_t>(dark_ + 1) * k1, 0);
  for (int n = 0; n <= dark_; ++n) {
    choose_[static_cast<std::size_t>(n) * k1] = 1;
    for (int j = 1; j <= geese && j <= n; ++j) {
      choose_[static_cast<std::size_t>(n) * k1 + j] =
          choose_[static_cast<std::size_t>(n - 1) * k1 + j - 1] +
          (j <= n - 1 ? choose_[static_cast<std::size_t>(n - 1) * k1 + j] : 0);
    }
  }
  const std::uint64_t sets = choose_[static_cast<std::size_t>(dark_) * k1 + geese];
  const std::uint64_t n = sets * static_cast<std::uint64_t>(dark_) * 2;
  // result, moves left to refute, plies, the queue, and the geese sets: charged before allocating.
  const std::uint64_t bytes = n * (1 + 1 + 2 + 4) + sets * 8;
  if (n >= (1ull << 32))
    throw Error(ErrorKind::kBudget, "the fox-and-geese table has over 2^32 states");
  budget_.charge_bytes(bytes, "the fox-and-geese table");
  charged_ = bytes;
  assign_checked(result_, n, std::uint8_t{3}, budget_);  // 3: no such state (the fox on a goose)
  assign_checked(plies_, n, std::uint16_t{0}, budget_);
  std::vector<std::uint8_t> left;
  assign_checked(left, n, std::uint8_t{0}, budget_);
  std::vector<std::uint32_t> queue;
  queue.reserve(n);
  std::vector<std::uint64_t> masks;
  masks.reserve(sets);

  // Moves of the mover in state (mask, fox), and the states they come from.
  auto is_goose = [](std::uint64_t mask, int d) { return d >= 0 && ((mask >> d) & 1); };
  auto dark = [&](int s) { return dark_of_[static_cast<std::size_t>(s)]; };
  auto count_moves = [&](std::uint64_t mask, int fox, Mover mover) {
    int moves = 0;
    if (mover == Mover::kFox) {
      for (int dr : {-1, 1}) {
        diagonal(rows_, cols_, square_of_[fox], dr,
                 [&](int to) { moves += is_goose(mask, dark(to)) ? 0 : 1; });
      }
      return moves;
    }
    for (std::uint64_t m = mask; m; m &= m - 1) {
      diagonal(rows_, cols_, square_of_[std::countr_zero(m)], -1,
               [&](int to) { moves += is_goose(mask, dark(to)) || dark(to) == fox ? 0 : 1; });
    }
    return moves;
  };

  // Every state; the lost ones (no move) start the queue.
  std::uint64_t mask = (geese == 64) ? ~0ull : (1ull << geese) - 1;
  for (std::uint64_t r = 0; r < sets; ++r) {
    masks.push_back(mask);
    for (int fox = 0; fox < dark_; ++fox) {
      if ((mask >> fox) & 1) continue;
      for (Mover mover : {Mover::kGeese, Mover::kFox}) {
        const std::uint64_t i = index(mask, fox, mover);
        budget_.charge();
        ++states_;
        const int moves = count_moves(mask, fox, mover);
        result_[i] = static_cast<std::uint8_t>(FoxAndGeeseResult::kDraw);
        left[i] = static_cast<std::uint8_t>(moves);
        if (moves == 0) {
          result_[i] = static_cast<std::uint8_t>(FoxAndGeeseResult::kLoss);
          queue.push_back(static_cast<std::uint32_t>(i));
        }
      }
    }
    const std::uint64_t low = mask & -mask, ripple = mask + low;  // Gosper: the next set, colex
    mask = ripple | (((mask ^ ripple) >> 2) / low);
  }

  // Retrograde: label each state's predecessors (the other side to move) from it.
  for (std::size_t head = 0; head < queue.size(); ++head) {
    budget_.charge();
    const std::uint64_t i = queue[head];
    const auto mover = static_cast<Mover>(i % 2);
    const int fox = static_cast<int>(i / 2 % static_cast<std::uint64_t>(dark_));
    const std::uint64_t m = masks[i / 2 / static_cast<std::uint64_t>(dark_)];
    const bool lost = result_[i] == static_cast<std::uint8_t>(FoxAndGeeseResult::kLoss);
    auto label = [&](std::uint64_t p) {
      if (result_[p] != static_cast<std::uint8_t>(FoxAndGeeseResult::kDraw)) return;
      if (lost || --left[p] == 0) {
        result_[p] =
            static_cast<std::uint8_t>(lost ? FoxAndGeeseResult::kWin : FoxAndGeeseResult::kLoss);
        plies_[p] = static_cast<std::uint16_t>(plies_[i] + 1);
        queue.push_back(static_cast<std::uint32_t>(p));
      }
    };
    if (mover == Mover::kGeese) {  // the fox moved last: from a square next to its own
      for (int dr : {-1, 1}) {
        diagonal(rows_, cols_, square_of_[fox], dr, [&](int from) {
          if (!is_goose(m, dark(from))) label(index(m, dark(from), Mover::kFox));
        });
      }
    } else {  // a goose moved last: from a square behind it (one row down)
      for (std::uint64_t g = m; g; g &= g - 1) {
        const int goose = std::countr_zero(g);
        diagonal(rows_, cols_, square_of_[goose], 1, [&](int from) {
          const int d = dark(from);
          if (is_goose(m, d) || d == fox) return;
          label(index((m & ~(1ull << goose)) | (1ull << d), fox, Mover::kGeese));
        });
      }
    }
  }
}

FoxAndGeeseTable::~FoxAndGeeseTable() {
  budget_.release_bytes(charged_);
}

std::uint64_t FoxAndGeeseTable::rank(std::uint64_t mask) const {
  std::uint64_t r = 0;
  const auto k1 = static_cast<std::size_t>(geese_ + 1);
  for (std::size_t j = 1; mask; mask &= mask - 1, ++j) {
    r += choose_[static_cast<std::size_t>(std::countr_zero(mask)) * k1 + j];
  }
  return r;
}

std::uint64_t FoxAndGeeseTable::index(std::uint64_t mask, int fox, Mover mover) const {
  return (rank(mask) * static_cast<std::uint64_t>(dark_) + static_cast<std::uint64_t>(fox)) * 2 +
         static_cast<std::uint64_t>(mover);
}

FoxAndGeeseTable::Entry FoxAndGeeseTable::at(const FoxAndGeesePosition& p, Mover mover) const {
  if (p.rows != rows_ || p.cols != cols_ || static_cast<int>(p.geese.size()) != geese_) {
    throw Error(ErrorKind::kUsage, "the position is not of this fox-and-geese table's board");
  }
  std::uint64_t mask = 0;
  for (int g : p.geese) mask |= 1ull << dark_of_[static_cast<std::size_t>(g)];
  const std::uint64_t i = index(mask, dark_of_[static_cast<std::size_t>(p.fox)], mover);
  return {static_cast<FoxAndGeeseResult>(result_[i]), plies_[i]};
}

}  // namespace grundy::partizan
