#include "grundy/stoppers/stopper_format.h"

#include <algorithm>  // std::sort
#include <deque>      // std::deque
#include <map>        // std::map
#include <optional>   // std::optional
#include <vector>     // std::vector

#include "grundy/partizan/notation.h"
#include "grundy/stoppers/stopper_short_part.h"

namespace grundy::partizan::stopper {
namespace {

std::string name_of(int i) {
  // a … z without v (v is down), then a2, b2, …
  static constexpr std::string_view kLetters = "abcdefghijklmnopqrstuwxyz";
  const int k = static_cast<int>(kLetters.size());
  std::string s(1, kLetters[i % k]);
  if (i >= k) s += std::to_string(i / k + 1);
  return s;
}

// Whether a short game's spelling may stand bare as an option (it is read back by the partizan
// grammar either way, but `-1^` or `+-1` would be split by the loopy reader's own '-' and '+').
bool bare(const std::string& s) {
  for (char c : s) {
    if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '/' || c == '^' || c == 'v' ||
          c == '*')) {
      return false;
    }
  }
  return !s.empty();
}

class Printer {
 public:
  Printer(const Graph& g, GameStore& store, Budget& budget) : g_(g), store_(store) {
    const int n = g.size();
    // The positions from which play must end: their canonical forms.
    short_.assign(n, kNoGame);
    const std::vector<std::optional<GameId>> ending = short_part(g, store_, budget);
    for (int x = 0; x < n; ++x) {
      if (ending[x]) short_[x] = *ending[x];
    }
    // Colour refinement: shorts by their spelling, the rest refined by their options' colours.
    spelling_.resize(n);
    std::vector<std::string> spellings;
    for (int x = 0; x < n; ++x) {
      if (short_[x] != kNoGame) {
        spelling_[x] = format_game(store_, short_[x], budget);
        spellings.push_back(spelling_[x]);
      }
    }
    std::sort(spellings.begin(), spellings.end());
    spellings.erase(std::unique(spellings.begin(), spellings.end()), spellings.end());
    label_.assign(n, static_cast<int>(spellings.size()));
    for (int x = 0; x < n; ++x) {
      if (short_[x] != kNoGame) {
        label_[x] = static_cast<int>(
            std::lower_bound(spellings.begin(), spellings.end(), spelling_[x]) - spellings.begin());
      }
    }
    std::size_t classes = 0;
    while (true) {
      budget.charge(static_cast<std::uint64_t>(n) + 1);
      std::vector<std::vector<int>> sig(n);
      for (int x = 0; x < n; ++x) {
        sig[x].push_back(label_[x]);
        if (short_[x] != kNoGame) continue;
        for (int side = 0; side < 2; ++side) {
          std::vector<int> ls;
          for (int y : side == 0 ? g.left[x] : g.right[x]) ls.push_back(label_[y]);
          std::sort(ls.begin(), ls.end());
          sig[x].push_back(-1 - side);
          sig[x].insert(sig[x].end(), ls.begin(), ls.end());
        }
      }
      std::vector<std::vector<int>> sorted = sig;
      std::sort(sorted.begin(), sorted.end());
      sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
      for (int x = 0; x < n; ++x) {
        label_[x] = static_cast<int>(std::lower_bound(sorted.begin(), sorted.end(), sig[x]) -
                                     sorted.begin());
      }
      if (sorted.size() == classes) break;
      classes = sorted.size();
    }
    // On a cycle: reachable again from one of its options.
    on_cycle_.assign(n, false);
    for (int x = 0; x < n; ++x) {
      if (short_[x] != kNoGame) continue;
      budget.charge(static_cast<std::uint64_t>(n) + 1);
      std::vector<bool> seen(n, false);
      std::vector<int> stack;
      for (const auto* opts : {&g.left[x], &g.right[x]}) {
        for (int y : *opts) {
          if (!seen[y]) seen[y] = true, stack.push_back(y);
        }
      }
      while (!stack.empty() && !seen[x]) {
        const int y = stack.back();
        stack.pop_back();
        for (const auto* opts : {&g.left[y], &g.right[y]}) {
          for (int z : *opts) {
            if (!seen[z]) seen[z] = true, stack.push_back(z);
          }
        }
      }
      on_cycle_[x] = seen[x];
    }
    const GameId star = store_.nimber(1);
    builtin_.resize(n);
    for (int x = 0; x < n; ++x) {
      if (short_[x] != kNoGame) continue;
      const auto& l = g.left[x];
      const auto& r = g.right[x];
      auto only = [&](const std::vector<int>& v, int y) { return v.size() == 1 && v[0] == y; };
      auto only_short = [&](const std::vector<int>& v, GameId s) {
        return v.size() == 1 && short_[v[0]] == s;
      };
      // x + over = {x | x + over} and x + under = {x + under | x} for a number x ≠ 0, in
      // CGSuite's spelling `3/2under` (over and under themselves below).
      auto only_number = [&](const std::vector<int>& v) -> std::optional<Dyadic> {
        if (v.size() != 1 || short_[v[0]] == kNoGame) return std::nullopt;
        return store_.number_of(short_[v[0]]);
      };
      if (const auto x_over = only_number(l); x_over && only(r, x)) {
        builtin_[x] = x_over->to_string() + "over";
      }
      if (const auto x_under = only_number(r); x_under && only(l, x)) {
        builtin_[x] = x_under->to_string() + "under";
      }
      if (only(l, x) && r.empty()) builtin_[x] = "on";
      if (l.empty() && only(r, x)) builtin_[x] = "off";
      if (only_short(l, kZero) && only(r, x)) builtin_[x] = "over";
      if (only(l, x) && only_short(r, kZero)) builtin_[x] = "under";
      if (only(l, x) && only_short(r, star)) builtin_[x] = "upon";
      if (only_short(l, star) && only(r, x)) builtin_[x] = "-upon";
    }
  }

  // Names the positions on cycles reachable from root (in the order met, breadth first,
  // options in label order), writes the others as forms, and returns the root's spelling; the
  // definitions are appended to defs.
  std::string print(int root, int& next_name, std::vector<std::string>& defs, bool wrap_short) {
    std::map<int, std::string> names;
    std::deque<int> queue;
    const std::string body = text(root, wrap_short, 0, next_name, names, queue);
    while (!queue.empty()) {
      const int x = queue.front();
      queue.pop_front();
      defs.push_back(names.at(x) + "=" + form(x, 0, next_name, names, queue));
    }
    return body;
  }

 private:
  static constexpr GameId kNoGame = static_cast<GameId>(-1);
  static constexpr int kMaxInline = 32;  // deeper forms off cycles are named too
  static constexpr int kMaxBars = 4;     // CGSuite's longest bar (CanonicalShortGame.maxSlashes)

  std::string text(int x, bool wrap, int depth, int& next_name, std::map<int, std::string>& names,
                   std::deque<int>& queue) {
    if (short_[x] != kNoGame) {
      return !wrap || bare(spelling_[x]) ? spelling_[x] : "(" + spelling_[x] + ")";
    }
    if (!builtin_[x].empty()) return builtin_[x];
    if (!on_cycle_[x] && depth < kMaxInline && !names.count(x)) {
      return form(x, depth + 1, next_name, names, queue);
    }
    auto it = names.find(x);
    if (it != names.end()) return it->second;
    names[x] = name_of(next_name++);
    queue.push_back(x);
    return names[x];
  }

  // A loopy form in CGSuite's spelling (SimplifiedLoopyGame.appendTo): a short option standing
  // alone on its side is written without its braces, and the bar between the sides is one longer
  // than the longest bar inside it (`{on||0|-1/2}` is {on | {0|-1/2}}), up to CGSuite's four.
  std::string form(int x, int depth, int& next_name, std::map<int, std::string>& names,
                   std::deque<int>& queue) {
    const auto l = sorted(g_.left[x]), r = sorted(g_.right[x]);
    int bars = 0;
    auto side = [&](const std::vector<int>& opts) {
      std::string out;
      for (std::size_t i = 0; i < opts.size(); ++i) {
        out += i ? "," : "";
        const int y = opts[i];
        if (short_[y] != kNoGame && spelling_[y].front() == '{') {
          const std::string& braced = spelling_[y];
          const int inner = top_bar(braced);
          const std::string body = braced.substr(1, braced.size() - 2);
          if (opts.size() == 1 && inner > 0 && inner < kMaxBars && body.front() != '|' &&
              body.back() != '|') {
            out += body;
            bars = std::max(bars, inner);
          } else {
            out += braced;
          }
          continue;
        }
        out += text(y, true, depth, next_name, names, queue);
      }
      return out;
    };
    const std::string left = side(l), right = side(r);
    return "{" + left + std::string(static_cast<std::size_t>(bars) + 1, '|') + right + "}";
  }

  // The longest run of bars at the top level of a braced short form's spelling: its own bar.
  static int top_bar(const std::string& braced) {
    int depth = 0, run = 0, most = 0;
    for (char c : braced) {
      if (c == '{') ++depth;
      if (c == '}') --depth;
      run = c == '|' && depth == 1 ? run + 1 : 0;
      most = std::max(most, run);
    }
    return most;
  }

  std::vector<int> sorted(const std::vector<int>& v) const {
    std::vector<int> s = v;
    std::sort(s.begin(), s.end(), [&](int a, int b) { return label_[a] < label_[b]; });
    return s;
  }

  const Graph& g_;
  GameStore& store_;
  std::vector<GameId> short_;
  std::vector<std::string> spelling_, builtin_;
  std::vector<int> label_;
  std::vector<bool> on_cycle_;
};

std::string join(const std::vector<std::string>& defs, const std::string& body) {
  std::string out;
  for (const auto& d : defs) out += d + "; ";
  return out + body;
}

}  // namespace

std::string format_stopper(const Stopper& s, GameStore& store, Budget& budget) {
  std::vector<std::string> defs;
  int next = 0;
  const std::string body = Printer(s.graph, store, budget).print(s.root, next, defs, false);
  return join(defs, body);
}

std::string format_sides(const Sides& s, GameStore& store, Budget& budget) {
  if (s.stopper) return format_stopper(s.onside, store, budget);
  std::vector<std::string> defs;
  int next = 0;
  const std::string on =
      Printer(s.onside.graph, store, budget).print(s.onside.root, next, defs, true);
  const std::string off =
      Printer(s.offside.graph, store, budget).print(s.offside.root, next, defs, true);
  return join(defs, on + " & " + off);
}

std::string format_graph(const Graph& g, const std::vector<int>& roots, GameStore& store,
                         Budget& budget) {
  std::vector<int> mapped = roots;
  const Graph r = restrict(g, mapped);
  Printer printer(r, store, budget);
  std::vector<std::string> defs;
  int next = 0;
  std::string body;
  for (std::size_t i = 0; i < mapped.size(); ++i) {
    body += (i ? " + " : "") + printer.print(mapped[i], next, defs, mapped.size() > 1);
  }
  return join(defs, body);
}

}  // namespace grundy::partizan::stopper
