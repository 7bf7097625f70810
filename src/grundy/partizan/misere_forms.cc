#include "grundy/partizan/misere_forms.h"

#include <fmt/format.h>

#include <algorithm>  // std::sort, std::unique, std::any_of
#include <utility>    // std::pair

#include "grundy/core/error.h"

namespace grundy::partizan::misere {

namespace {

void sort_unique(std::vector<FormId>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

std::uint64_t pair_key(FormId a, FormId b) {
  return std::uint64_t{a} << 32 | b;
}

// Rough bytes of a node and its entries in the maps.
constexpr std::size_t kNodeBytes = 160;

}  // namespace

std::size_t MisereForms::VecHash::operator()(const std::vector<FormId>& v) const {
  std::uint64_t h = 0x9E3779B97F4A7C15ull ^ v.size();
  for (FormId x : v) h = (h ^ x) * 0x100000001B3ull + (h >> 29);
  return static_cast<std::size_t>(h);
}

MisereForms::MisereForms(Budget& budget) : budget_(budget), bytes_(budget, "the misère forms") {
  make({}, {});  // kZeroForm
}

void MisereForms::charge(std::size_t bytes) {
  budget_.charge();
  bytes_.add(bytes);
}

FormId MisereForms::make(std::vector<FormId> left, std::vector<FormId> right) {
  sort_unique(left);
  sort_unique(right);
  std::vector<FormId> key = left;
  key.push_back(~FormId{0});
  key.insert(key.end(), right.begin(), right.end());
  if (auto it = ids_.find(key); it != ids_.end()) return it->second;
  charge(kNodeBytes + 8 * key.size());
  const FormId id = static_cast<FormId>(nodes_.size());
  nodes_.push_back(Node{std::move(left), std::move(right)});
  ids_.emplace(std::move(key), id);
  return id;
}

FormId MisereForms::negative(FormId g) {
  if (g == kZeroForm) return g;
  if (auto it = negative_.find(g); it != negative_.end()) return it->second;
  std::vector<FormId> left, right;
  for (FormId r : std::vector<FormId>(nodes_[g].right)) left.push_back(negative(r));
  for (FormId l : std::vector<FormId>(nodes_[g].left)) right.push_back(negative(l));
  const FormId n = make(std::move(left), std::move(right));
  negative_[g] = n;
  negative_[n] = g;
  return n;
}

FormId MisereForms::add(FormId g, FormId h) {
  if (g == kZeroForm) return h;
  if (h == kZeroForm) return g;
  if (g > h) std::swap(g, h);  // the sum is commutative, as forms
  if (auto it = sums_.find(pair_key(g, h)); it != sums_.end()) return it->second;
  std::vector<FormId> sides[2];
  for (int s = 0; s < 2; ++s) {
    const Side side = s == 0 ? Side::kLeft : Side::kRight;
    for (FormId x : std::vector<FormId>(options(g, side))) sides[s].push_back(add(x, h));
    for (FormId y : std::vector<FormId>(options(h, side))) sides[s].push_back(add(g, y));
  }
  const FormId sum = make(std::move(sides[0]), std::move(sides[1]));
  sums_[pair_key(g, h)] = sum;
  return sum;
}

FormId MisereForms::from_normal(GameStore& store, GameId g) {
  if (auto it = normal_.find(g); it != normal_.end()) return it->second;
  std::vector<FormId> sides[2];
  for (int s = 0; s < 2; ++s) {
    for (GameId x : store.options(g, s == 0 ? Side::kLeft : Side::kRight)) {
      sides[s].push_back(from_normal(store, x));
    }
  }
  const FormId f = make(std::move(sides[0]), std::move(sides[1]));
  normal_[g] = f;
  return f;
}

FormId MisereForms::integer(std::int64_t n) {
  FormId f = kZeroForm;
  for (std::int64_t i = 0; i < (n < 0 ? -n : n); ++i) {
    f = n > 0 ? make({f}, {}) : make({}, {f});
  }
  return f;
}

bool MisereForms::wins_moving_first(FormId g, Side side) {
  const std::uint64_t key = 2 * std::uint64_t{g} + (side == Side::kRight);
  if (auto it = wins_.find(key); it != wins_.end()) return it->second;
  budget_.charge();
  // Misère play: a player with no move wins; otherwise they win when some move leaves the other
  // player, moving first, a loss.
  bool win = options(g, side).empty();
  for (FormId x : std::vector<FormId>(options(g, side))) {
    if (win) break;
    win = !wins_moving_first(x, other(side));
  }
  bytes_.add(32);
  wins_[key] = win;
  return win;
}

Outcome MisereForms::outcome(FormId g) {
  const bool left = wins_moving_first(g, Side::kLeft), right = wins_moving_first(g, Side::kRight);
  if (left && right) return Outcome::kN;
  if (left) return Outcome::kL;
  if (right) return Outcome::kR;
  return Outcome::kP;
}

bool MisereForms::geq(FormId g, FormId h) {
  return geq_(g, h);
}

bool MisereForms::geq_(FormId g, FormId h) {
  if (g == h) return true;
  const std::uint64_t key = pair_key(g, h);
  if (auto it = geq_memo_.find(key); it != geq_memo_.end()) return it->second;
  budget_.charge();
  const std::vector<FormId> gl = nodes_[g].left, gr = nodes_[g].right;
  const std::vector<FormId> hl = nodes_[h].left, hr = nodes_[h].right;
  bool result = true;
  // The proviso: a Left end H needs a Left end G; a Right end G needs a Right end H.
  if (hl.empty() && !gl.empty()) result = false;
  if (result && gr.empty() && !hr.empty()) result = false;
  // Maintenance, Left: each H^L is matched by some G^L ≥ H^L or reversed by some H^{LR} ≤ G.
  for (std::size_t i = 0; result && i < hl.size(); ++i) {
    bool ok = std::any_of(gl.begin(), gl.end(), [&](FormId x) { return geq_(x, hl[i]); });
    if (!ok) {
      const std::vector<FormId> hlr = nodes_[hl[i]].right;
      ok = std::any_of(hlr.begin(), hlr.end(), [&](FormId y) { return geq_(g, y); });
    }
    result = ok;
  }
  // Maintenance, Right: each G^R is matched by some H^R ≤ G^R or reversed by some G^{RL} ≥ H.
  for (std::size_t i = 0; result && i < gr.size(); ++i) {
    bool ok = std::any_of(hr.begin(), hr.end(), [&](FormId y) { return geq_(gr[i], y); });
    if (!ok) {
      const std::vector<FormId> grl = nodes_[gr[i]].left;
      ok = std::any_of(grl.begin(), grl.end(), [&](FormId x) { return geq_(x, h); });
    }
    result = ok;
  }
  bytes_.add(32);
  geq_memo_[key] = result;
  return result;
}

FormId MisereForms::canonical(FormId g) {
  if (auto it = canonical_.find(g); it != canonical_.end()) return it->second;
  std::vector<FormId> left, right;
  for (FormId x : std::vector<FormId>(nodes_[g].left)) left.push_back(canonical(x));
  for (FormId x : std::vector<FormId>(nodes_[g].right)) right.push_back(canonical(x));
  const FormId c = reduce(std::move(left), std::move(right));
  canonical_[g] = c;
  canonical_[c] = c;
  return c;
}

// The options are simplest forms already; removes dominated options and bypasses reversible
// ones until neither applies (each step keeps the game equal to g, so testing reversibility
// against the current form is testing it against g).
FormId MisereForms::reduce(std::vector<FormId> left, std::vector<FormId> right) {
  for (;;) {
    budget_.charge();
    sort_unique(left);
    sort_unique(right);
    // Dominated: a Left option below another, a Right option above another. Distinct simplest
    // forms are distinct games, so no two are both ≥ each other.
    auto drop_dominated = [&](std::vector<FormId>& v, bool left_side) {
      std::vector<FormId> kept;
      for (FormId a : v) {
        const bool dominated = std::any_of(v.begin(), v.end(), [&](FormId b) {
          return b != a && (left_side ? geq_(b, a) : geq_(a, b));
        });
        if (!dominated) kept.push_back(a);
      }
      v = std::move(kept);
    };
    drop_dominated(left, true);
    drop_dominated(right, false);
    const FormId k = make(left, right);
    bool changed = false;
    // Reversible Left option A: some A^R ≤ G; A is replaced by the Left options of that A^R.
    for (std::size_t i = 0; i < left.size() && !changed; ++i) {
      for (FormId ar : std::vector<FormId>(nodes_[left[i]].right)) {
        if (geq_(k, ar)) {
          const std::vector<FormId> by = nodes_[ar].left;
          left.erase(left.begin() + static_cast<std::ptrdiff_t>(i));
          left.insert(left.end(), by.begin(), by.end());
          changed = true;
          break;
        }
      }
    }
    // Reversible Right option A: some A^L ≥ G; A is replaced by the Right options of that A^L.
    for (std::size_t i = 0; i < right.size() && !changed; ++i) {
      for (FormId al : std::vector<FormId>(nodes_[right[i]].left)) {
        if (geq_(al, k)) {
          const std::vector<FormId> by = nodes_[al].right;
          right.erase(right.begin() + static_cast<std::ptrdiff_t>(i));
          right.insert(right.end(), by.begin(), by.end());
          changed = true;
          break;
        }
      }
    }
    if (!changed) return k;
  }
}

std::uint64_t MisereForms::birthday(FormId g) {
  if (auto it = birthday_.find(g); it != birthday_.end()) return it->second;
  std::uint64_t b = 0;
  for (int s = 0; s < 2; ++s) {
    for (FormId x : std::vector<FormId>(options(g, s == 0 ? Side::kLeft : Side::kRight))) {
      b = std::max(b, birthday(x) + 1);
    }
  }
  birthday_[g] = b;
  return b;
}

std::size_t MisereForms::follower_count(FormId g) {
  std::vector<char> seen(nodes_.size(), 0);
  std::vector<FormId> stack{g};
  seen[g] = 1;
  std::size_t count = 0;
  while (!stack.empty()) {
    const FormId x = stack.back();
    stack.pop_back();
    ++count;
    budget_.charge();
    for (const std::vector<FormId>* v : {&nodes_[x].left, &nodes_[x].right}) {
      for (FormId y : *v) {
        if (!seen[y]) seen[y] = 1, stack.push_back(y);
      }
    }
  }
  return count;
}

std::optional<std::int64_t> MisereForms::integer_of(FormId g) {
  if (g == kZeroForm) return 0;
  if (auto it = integer_.find(g); it != integer_.end()) return it->second;
  std::optional<std::int64_t> n;
  const Node& node = nodes_[g];
  if (node.left.size() == 1 && node.right.empty()) {
    if (auto m = integer_of(node.left[0]); m && *m >= 0) n = *m + 1;
  } else if (node.right.size() == 1 && node.left.empty()) {
    if (auto m = integer_of(nodes_[g].right[0]); m && *m <= 0) n = *m - 1;
  }
  integer_[g] = n;
  return n;
}

std::optional<std::uint64_t> MisereForms::nimber_of(FormId g) {
  if (g == kZeroForm) return 0;
  if (auto it = nimber_.find(g); it != nimber_.end()) return it->second;
  std::optional<std::uint64_t> n;
  if (nodes_[g].left == nodes_[g].right) {
    // *n = {0, *, …, *(n-1) | the same}: the options' nimbers are exactly 0 … n-1.
    std::vector<std::uint64_t> values;
    bool all = true;
    for (FormId x : std::vector<FormId>(nodes_[g].left)) {
      const auto v = nimber_of(x);
      if (!v) {
        all = false;
        break;
      }
      values.push_back(*v);
    }
    std::sort(values.begin(), values.end());
    if (all) {
      bool exact = true;
      for (std::size_t i = 0; i < values.size(); ++i) exact = exact && values[i] == i;
      if (exact) n = values.size();
    }
  }
  nimber_[g] = n;
  return n;
}

std::string MisereForms::spell(FormId g) {
  // Remembered: a form shares followers, and spelling each anew could take exponential time.
  if (auto it = spelling_.find(g); it != spelling_.end()) return it->second;
  budget_.charge();
  if (auto n = integer_of(g)) return std::to_string(*n);
  if (auto n = nimber_of(g)) return *n == 1 ? "*" : fmt::format("*{}", *n);
  // Options listed by birthday, then spelling: the text depends on the form alone.
  auto spelled = [&](const std::vector<FormId>& v) {
    std::vector<std::pair<std::uint64_t, std::string>> parts;
    for (FormId x : v) parts.emplace_back(birthday(x), spell(x));
    std::sort(parts.begin(), parts.end());
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? "," : "") + parts[i].second;
    return out;
  };
  const std::vector<FormId> left = nodes_[g].left, right = nodes_[g].right;
  std::string text = "{" + spelled(left) + "|" + spelled(right) + "}";
  bytes_.add(text.size() + 64);
  if (text.size() > kMaxSpelling) {
    throw Error(ErrorKind::kBudget,
                fmt::format("the misère form is more than {} characters long", kMaxSpelling));
  }
  spelling_[g] = text;
  return text;
}

}  // namespace grundy::partizan::misere
