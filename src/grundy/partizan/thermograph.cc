#include "grundy/partizan/thermograph.h"

#include <fmt/format.h>

#include <algorithm>  // std::sort, std::unique

#include "grundy/core/error.h"

namespace grundy::partizan {
namespace {

Dyadic times(int k, const Dyadic& x) {
  switch (k) {
    case 0:
      return Dyadic(0);
    case 1:
      return x;
    case -1:
      return -x;
    case 2:
      return x.twice();
    case -2:
      return -x.twice();
  }
  Dyadic r(0);
  for (int i = 0; i < (k < 0 ? -k : k); ++i) r = r + x;
  return k < 0 ? -r : r;
}

// The index of the piece holding x.
std::size_t piece(const Trajectory& f, const Dyadic& x) {
  std::size_t i = 0;
  while (i + 1 < f.t.size() && f.t[i + 1] <= x) ++i;
  return i;
}

int slope_at(const Trajectory& f, const Dyadic& x) {
  return f.slope[piece(f, x)];
}

// f + k·t.
Trajectory tilt(Trajectory f, int k) {
  for (std::size_t i = 0; i < f.t.size(); ++i) {
    f.v[i] = f.v[i] + times(k, f.t[i]);
    f.slope[i] += k;
  }
  return f;
}

// Merges pieces with equal slopes.
Trajectory simplify(const Trajectory& f) {
  Trajectory out;
  for (std::size_t i = 0; i < f.t.size(); ++i) {
    if (!out.t.empty() && out.slope.back() == f.slope[i]) continue;
    out.t.push_back(f.t[i]);
    out.v.push_back(f.v[i]);
    out.slope.push_back(f.slope[i]);
  }
  return out;
}

// d / |ds| for a difference of wall slopes ds. The walls of a short game's thermograph have
// slopes −1, 0 or 1 (Left's wall falls or stands, Right's rises or stands; a scaffold tilts them
// by ∓1), so two walls' slopes differ by 1 or 2, and every crossing is at a dyadic temperature.
// A difference of 4 is halved twice; 3 (or more) would put the crossing at a temperature that is
// not dyadic: walls no short game has, an error rather than a crossing left out.
Dyadic divide_by_slope_difference(const Dyadic& d, int ds) {
  switch (ds < 0 ? -ds : ds) {
    case 1:
      return d;
    case 2:
      return d.half();
    case 4:
      return d.half().half();
  }
  throw Error(ErrorKind::kComputation,
              fmt::format("thermograph walls whose slopes differ by {} cross at a temperature "
                          "that is not dyadic: these are not the walls of a short game",
                          ds < 0 ? -ds : ds));
}

// The breakpoints of a and b, and every point where they cross.
std::vector<Dyadic> breakpoints(const Trajectory& a, const Trajectory& b) {
  std::vector<Dyadic> ts = a.t;
  ts.insert(ts.end(), b.t.begin(), b.t.end());
  std::sort(ts.begin(), ts.end());
  ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
  std::vector<Dyadic> out = ts;
  for (std::size_t j = 0; j < ts.size(); ++j) {
    const Dyadic d = a.at(ts[j]) - b.at(ts[j]);
    const int ds = slope_at(a, ts[j]) - slope_at(b, ts[j]);
    if (ds == 0 || d.is_zero() || (d.sign() > 0) == (ds > 0)) continue;
    // d + ds·(x − t) = 0 at x = t − d/ds.
    const Dyadic step = divide_by_slope_difference(d, ds);
    const Dyadic root = ds > 0 ? ts[j] - step : ts[j] + step;
    if (root > ts[j] && (j + 1 == ts.size() || root < ts[j + 1])) out.push_back(root);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// The pointwise max (or min) of a and b.
Trajectory combine(const Trajectory& a, const Trajectory& b, bool take_max) {
  Trajectory out;
  for (const Dyadic& x : breakpoints(a, b)) {
    const Dyadic va = a.at(x), vb = b.at(x);
    const int sa = slope_at(a, x), sb = slope_at(b, x);
    bool pick_a;
    if (va != vb)
      pick_a = take_max ? va > vb : va < vb;
    else
      pick_a = take_max ? sa >= sb : sa <= sb;
    out.t.push_back(x);
    out.v.push_back(pick_a ? va : vb);
    out.slope.push_back(pick_a ? sa : sb);
  }
  return simplify(out);
}

// f up to x, then constant.
Trajectory truncate(const Trajectory& f, const Dyadic& x, const Dyadic& value) {
  Trajectory out;
  for (std::size_t i = 0; i < f.t.size() && f.t[i] < x; ++i) {
    out.t.push_back(f.t[i]);
    out.v.push_back(f.v[i]);
    out.slope.push_back(f.slope[i]);
  }
  out.t.push_back(x);
  out.v.push_back(value);
  out.slope.push_back(0);
  return simplify(out);
}

}  // namespace

Trajectory wall_max(const Trajectory& a, const Trajectory& b) {
  return combine(a, b, true);
}
Trajectory wall_min(const Trajectory& a, const Trajectory& b) {
  return combine(a, b, false);
}

Dyadic Trajectory::at(const Dyadic& x) const {
  const std::size_t i = piece(*this, x);
  return v[i] + times(slope[i], x - t[i]);
}

Trajectory Trajectory::constant(const Dyadic& value) {
  return {{Dyadic(-1)}, {value}, {0}};
}

const Thermograph& Thermographer::thermograph(GameId g) {
  if (auto it = thermographs_.find(g); it != thermographs_.end()) return it->second;
  budget_.charge();
  if (std::optional<Thermograph> th = closed_form(g)) {
    return thermographs_.emplace(g, std::move(*th)).first->second;
  }
  // A number m/2^k is k levels deep (1/2^20000 is 20000): past kMaxRecursionDepth a budget
  // error, not an exhausted stack. The options' thermographs come first, in a frame that holds
  // only the options; the walls are assembled in a frame of their own (scaffolds() is never
  // inlined here), so a level of this recursion costs a few hundred bytes of stack, not the
  // kilobytes of trajectories (the router's fuzzer overflowed 8 MiB under AddressSanitizer at
  // 1/2^513 when the two shared a frame).
  const RecursionDepth level(depth_, "the thermograph");
  const auto left = store_.options(g, Side::kLeft), right = store_.options(g, Side::kRight);
  for (GameId l : left) thermograph(l);
  for (GameId r : right) thermograph(r);
  return thermographs_.emplace(g, scaffolds(left, right)).first->second;
}

std::optional<Thermograph> Thermographer::closed_form(GameId g) {
  Thermograph th;
  const auto x = store_.number_of(g);
  if (x && x->is_integer()) {
    th.left = th.right = Trajectory::constant(*x);
    th.temperature = Dyadic(-1);
    th.mean = *x;
    return th;
  }
  const auto v = store_.nus_of(g);
  if (!v || v->is_number()) return std::nullopt;
  // x + u↑ + *n is infinitesimally close to x: temperature 0, mean x. Its thermograph is that of
  // x + * when u = 0 or ↑* / ↓* (u = ±1, n = 1), else that of x + ↑ (u > 0) or x + ↓ (u < 0),
  // as CGSuite computes it: by induction on the options, x + u↑ + *n's Left scaffold is built on
  // x's right wall and its Right one on the left wall of x or of x + (u−1)↑ + *(n⊕1), which is
  // one of the same four cases. Closed forms keep ↑^4096 from recursing 4096 deep.
  const Dyadic& number = v->number;
  const bool star_like = v->ups == 0 || ((v->ups == 1 || v->ups == -1) && v->nim == 1);
  const Nus basic{number, star_like ? 0 : (v->ups > 0 ? 1 : -1), star_like ? 1u : 0u};
  if (number.is_integer()) {
    // An integer's walls are masts, so the scaffolds are x ∓ t below 0.
    const Trajectory falling{{Dyadic(-1), Dyadic(0)}, {number + Dyadic(1), number}, {-1, 0}};
    const Trajectory rising{{Dyadic(-1), Dyadic(0)}, {number - Dyadic(1), number}, {1, 0}};
    th.left = star_like || v->ups > 0 ? falling : Trajectory::constant(number);
    th.right = star_like || v->ups < 0 ? rising : Trajectory::constant(number);
    th.temperature = Dyadic(0);
    th.mean = number;
    return th;
  }
  // A number m/2^k (k ≥ 1) has walls that bend below 0 (at −1/2^k, …), and x + * etc. carry
  // them: e.g. 9/8 + * is Thermograph(9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0]).
  // These come from the scaffolds of the basic case (nullopt: g is that case itself).
  const GameId base = store_.nus(basic);
  if (base == g) return std::nullopt;
  return thermograph(base);
}

Thermograph Thermographer::scaffolds(const std::vector<GameId>& left,
                                     const std::vector<GameId>& right) {
  Thermograph th;
  if (left.empty() || right.empty()) {
    throw Error(ErrorKind::kComputation,
                "a canonical game with options on one side only that is "
                "not an integer: this should not happen");
  }
  // The scaffolds: Left moves and the temperature is paid, Right likewise.
  Trajectory lp, rp;
  for (std::size_t i = 0; i < left.size(); ++i) {
    Trajectory w = tilt(thermographs_.at(left[i]).right, -1);
    lp = i == 0 ? w : combine(lp, w, true);
  }
  for (std::size_t i = 0; i < right.size(); ++i) {
    Trajectory w = tilt(thermographs_.at(right[i]).left, 1);
    rp = i == 0 ? w : combine(rp, w, false);
  }
  // The temperature is where the scaffolds meet; lp − rp is nonincreasing.
  std::vector<Dyadic> ts = breakpoints(lp, rp);
  Dyadic tau = ts.front();
  bool found = false;
  for (std::size_t j = 0; j < ts.size() && !found; ++j) {
    const Dyadic d = lp.at(ts[j]) - rp.at(ts[j]);
    if (d.sign() <= 0) {
      tau = ts[j];
      found = true;
    }
  }
  if (!found) {
    // The meeting point lies on the last ray.
    const Dyadic& last = ts.back();
    const Dyadic d = lp.at(last) - rp.at(last);
    const int ds = slope_at(lp, last) - slope_at(rp, last);
    if (ds >= 0) throw Error(ErrorKind::kComputation, "thermograph walls that never meet");
    tau = last + divide_by_slope_difference(d, ds);
  }
  th.temperature = tau;
  th.mean = lp.at(tau);
  th.left = truncate(lp, tau, th.mean);
  th.right = truncate(rp, tau, th.mean);
  return th;
}

std::vector<Dyadic> critical_points(const Trajectory& wall) {
  // t[0] is −1, and each later t[i] starts a piece whose slope differs from the one before (the
  // walls are kept with equal-slope pieces merged).
  std::vector<Dyadic> out;
  for (std::size_t i = wall.t.size(); i-- > 1;) {
    if (wall.slope[i] != wall.slope[i - 1]) out.push_back(wall.t[i]);
  }
  return out;
}

std::vector<int> slopes_from_the_mast(const Trajectory& wall) {
  std::vector<int> out;
  for (std::size_t i = wall.t.size(); i-- > 0;) {
    if (i == 0 || wall.slope[i] != wall.slope[i - 1]) out.push_back(wall.slope[i]);
  }
  return out;
}

std::vector<Dyadic> critical_temperatures(const Thermograph& th) {
  std::vector<Dyadic> out = critical_points(th.left);
  const std::vector<Dyadic> right = critical_points(th.right);
  out.insert(out.end(), right.begin(), right.end());
  std::sort(out.begin(), out.end(), [](const Dyadic& a, const Dyadic& b) { return a > b; });
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string cgsuite_spelling(const Thermograph& th) {
  auto wall = [](const Trajectory& f) {
    const std::vector<Dyadic> points = critical_points(f);
    const Dyadic mast = points.empty() ? f.v.back() : f.at(points.front());
    std::string out = mast.to_string() + ",[";
    for (std::size_t i = 0; i < points.size(); ++i) out += (i ? "," : "") + points[i].to_string();
    out += "],[";
    const std::vector<int> slopes = slopes_from_the_mast(f);
    for (std::size_t i = 0; i < slopes.size(); ++i) {
      out += (i ? "," : "") + std::to_string(slopes[i]);
    }
    return out + "]";
  };
  return "Thermograph(" + wall(th.left) + "," + wall(th.right) + ")";
}

Dyadic Thermographer::mean(GameId g) {
  if (auto x = store_.number_of(g)) return *x;
  return thermograph(g).mean;
}

Dyadic Thermographer::temperature(GameId g) {
  if (auto x = store_.number_of(g)) {
    return x->is_integer() ? Dyadic(-1) : Dyadic(BigInt(-1), x->exponent());
  }
  return thermograph(g).temperature;
}

Dyadic Thermographer::left_stop(GameId g) {
  if (auto x = store_.number_of(g)) return *x;
  if (auto v = store_.nus_of(g)) return v->number;
  if (auto it = left_stops_.find(g); it != left_stops_.end()) return it->second;
  const RecursionDepth level(depth_, "the left stop");
  std::optional<Dyadic> best;
  for (GameId l : store_.options(g, Side::kLeft)) {
    const Dyadic s = right_stop(l);
    if (!best || s > *best) best = s;
  }
  left_stops_.emplace(g, *best);
  return *best;
}

Dyadic Thermographer::right_stop(GameId g) {
  if (auto x = store_.number_of(g)) return *x;
  if (auto v = store_.nus_of(g)) return v->number;
  if (auto it = right_stops_.find(g); it != right_stops_.end()) return it->second;
  const RecursionDepth level(depth_, "the right stop");
  std::optional<Dyadic> best;
  for (GameId r : store_.options(g, Side::kRight)) {
    const Dyadic s = left_stop(r);
    if (!best || s < *best) best = s;
  }
  right_stops_.emplace(g, *best);
  return *best;
}

GameId Thermographer::cool(GameId g, const Dyadic& t) {
  if (t <= Dyadic(-1)) {
    throw Error(ErrorKind::kUsage, "cooling is defined for t > -1 (CGSuite's range)");
  }
  if (t != cool_by_) {
    cooled_.clear();
    cool_by_ = t;
  }
  // An integer has temperature −1 < t: it is its own mean. Cooling by 0 changes nothing, and a
  // number x (temperature < 0) cooled by t ≥ 0 is x; by t < 0 a number is cooled like any game.
  if (store_.is_number(g) && (t.sign() >= 0 || store_.number_of(g)->is_integer())) return g;
  if (t.is_zero()) return g;
  if (auto it = cooled_.find(g); it != cooled_.end()) return it->second;
  const RecursionDepth level(depth_, "cooling");
  budget_.charge();
  GameId result;
  if (t > temperature(g)) {
    // Past its temperature G_t is the number G_{t'} became, its mean (Siegel, CGT §II.5: the
    // walls meet at the mast, and cooling further leaves the mean). CGSuite: temperature < t.
    result = store_.number(mean(g));
  } else {
    // G_t = {G^L_t − t | G^R_t + t}, for any −1 < t ≤ the temperature (for t < 0 the options'
    // cooled forms are pushed apart, by |t|).
    const GameId tg = store_.number(t);
    std::vector<GameId> left, right;
    for (GameId l : store_.options(g, Side::kLeft)) {
      left.push_back(store_.subtract(cool(l, t), tg, budget_));
    }
    for (GameId r : store_.options(g, Side::kRight)) {
      right.push_back(store_.add(cool(r, t), tg, budget_));
    }
    result = store_.construct(std::move(left), std::move(right), budget_);
  }
  cooled_.emplace(g, result);
  return result;
}

GameId Thermographer::heat(GameId g, GameId t) {
  if (t != heat_by_) {
    heated_.clear();
    heat_by_ = t;
  }
  if (store_.is_number(g)) return g;
  if (auto it = heated_.find(g); it != heated_.end()) return it->second;
  const RecursionDepth level(depth_, "heating");
  budget_.charge();
  std::vector<GameId> left, right;
  for (GameId l : store_.options(g, Side::kLeft))
    left.push_back(store_.add(t, heat(l, t), budget_));
  for (GameId r : store_.options(g, Side::kRight)) {
    right.push_back(store_.subtract(heat(r, t), t, budget_));
  }
  const GameId result = store_.construct(std::move(left), std::move(right), budget_);
  heated_.emplace(g, result);
  return result;
}

}  // namespace grundy::partizan
