// Printing canonical games in CGSuite's spelling (see notation.h).
#include <algorithm>      // std::max
#include <unordered_map>  // the memo of printed forms

#include "partizan/notation.h"

namespace grundy::partizan {

std::string format_nus(const Nus& v) {
  std::string out;
  if (!v.number.is_zero() || (v.ups == 0 && v.nim == 0)) out = v.number.to_string();
  if (v.ups == 1)
    out += "^";
  else if (v.ups == 2)
    out += "^^";
  else if (v.ups > 2)
    out += "^" + std::to_string(v.ups);
  else if (v.ups == -1)
    out += "v";
  else if (v.ups == -2)
    out += "vv";
  else if (v.ups < -2)
    out += "v" + std::to_string(-v.ups);
  if (v.nim == 1)
    out += "*";
  else if (v.nim > 1)
    out += "*" + std::to_string(v.nim);
  return out;
}

namespace {

struct Slash {
  std::string body;  // the game without its outer braces, e.g. "3||2|1"
  int bars = 0;      // the bars of its main separator
};

using Memo = std::unordered_map<GameId, std::string>;
const std::string& format_any(GameStore& store, GameId g, Memo& memo);

// A switch ±y, or x ± y for numbers with x an integer: {x+y | x−y} prints as x+-y; other
// number switches keep their braces ({2|1}).
std::optional<std::string> format_switch(GameStore& store, const std::vector<GameId>& l,
                                         const std::vector<GameId>& r, Memo& memo) {
  if (l.size() != 1 || r.size() != 1) return std::nullopt;
  const auto a = store.number_of(l[0]), b = store.number_of(r[0]);
  if (a && b && *a > *b && (*a + *b).half().is_integer()) {
    const Dyadic mid = (*a + *b).half(), radius = (*a - *b).half();
    return (mid.is_zero() ? "" : mid.to_string()) + "+-" + radius.to_string();
  }
  if (store.negative(l[0]) == r[0]) {
    const std::string& y = format_any(store, l[0], memo);
    if (!y.empty() && y.front() != '-' && y.find("+-") == std::string::npos) return "+-" + y;
  }
  return std::nullopt;
}

Slash format_slash(GameStore& store, const std::vector<GameId>& l, const std::vector<GameId>& r,
                   Memo& memo) {
  Slash out;
  std::string sides[2];
  int inner = 0;
  for (int s = 0; s < 2; ++s) {
    const std::vector<GameId>& opts = s == 0 ? l : r;
    // One option that is itself a braced game drops its braces and takes one bar fewer.
    if (opts.size() == 1 && !store.nus_of(opts[0])) {
      const auto ol = store.options(opts[0], Side::kLeft),
                 orr = store.options(opts[0], Side::kRight);
      if (!format_switch(store, ol, orr, memo)) {
        Slash sub = format_slash(store, ol, orr, memo);
        sides[s] = std::move(sub.body);
        inner = std::max(inner, sub.bars);
        continue;
      }
    }
    for (std::size_t i = 0; i < opts.size(); ++i) {
      if (i) sides[s] += ",";
      sides[s] += format_any(store, opts[i], memo);
    }
  }
  out.bars = inner + 1;
  out.body = sides[0] + std::string(static_cast<std::size_t>(out.bars), '|') + sides[1];
  return out;
}

// Printed forms are memoised per game: a game's tree can be exponentially larger than its DAG.
const std::string& format_any(GameStore& store, GameId g, Memo& memo) {
  if (auto it = memo.find(g); it != memo.end()) return it->second;
  std::string out;
  if (auto v = store.nus_of(g)) {
    out = format_nus(*v);
  } else {
    const auto l = store.options(g, Side::kLeft), r = store.options(g, Side::kRight);
    if (auto s = format_switch(store, l, r, memo)) {
      out = std::move(*s);
    } else {
      out = "{" + format_slash(store, l, r, memo).body + "}";
    }
  }
  return memo.emplace(g, std::move(out)).first->second;
}

}  // namespace

std::string format_game(GameStore& store, GameId g) {
  Memo memo;
  return format_any(store, g, memo);
}

}  // namespace grundy::partizan
