#include "grundy/impartial/misere_phylum.h"

#include <algorithm>
#include <set>

#include "grundy/core/mex.h"

namespace grundy::misere {
namespace {

bool phylum_generally_tame(Phylum p) {
  return p == Phylum::kNimHeap || p == Phylum::kHereditarilyTame || p == Phylum::kReversiblyTame;
}
bool phylum_tameable(Phylum p) {
  return phylum_generally_tame(p) || p == Phylum::kTameable;
}
bool phylum_generally_restive(Phylum p) {
  return p == Phylum::kHereditarilyRestive || p == Phylum::kReversiblyRestive;
}
bool phylum_restive_or_tame(Phylum p) {
  return phylum_generally_tame(p) || phylum_generally_restive(p);
}

std::uint32_t phylum_mex(const std::set<std::uint32_t>& s) {
  std::uint32_t m = 0;
  while (s.count(m)) ++m;
  return m;
}

}  // namespace

std::uint32_t CgsuiteGenus::digit(std::size_t i) const {
  if (i < sup.size()) return sup[i];
  const std::uint32_t flip = (i & 1) << 1;
  if (phylum_generally_tame(phylum)) {
    if (i == 0 && base < 2) return 1 - base;
    return base ^ flip;
  }
  if (phylum_generally_restive(phylum)) return (sup[0] < 4 ? sup[0] : base) ^ flip;
  return sup[sup.size() - 2 + ((sup.size() ^ i) & 1)];
}

std::string CgsuiteGenus::spelling() const {
  std::string out = std::to_string(base);
  if (sup.empty()) return out;
  out += '^';
  const bool big = std::any_of(sup.begin(), sup.end(), [](std::uint32_t v) { return v >= 10; });
  if (big) out += '(';
  for (std::size_t i = 0; i < sup.size(); ++i) {
    if (big && i > 0) out += ',';
    out += std::to_string(sup[i]);
  }
  if (big) out += ')';
  return out;
}

Phylum MisereClasses::phylum(GameId g) {
  const GameId e = n_.even_part(g);
  if (auto it = phyla_.find(e); it != phyla_.end()) return it->second;
  const Phylum p = compute(e);
  phyla_.emplace(e, p);
  return p;
}

Phylum MisereClasses::compute(GameId g) {
  MisereStore& store = n_.store();
  const std::vector<GameId> options(store.options(g).begin(), store.options(g).end());
  const std::uint32_t gp = n_.normal_value(g), gm = store.misere_grundy(g);
  // The wildest option, when every option is generally tame.
  bool all_generally_tame = true;
  Phylum wildest = Phylum::kNimHeap;
  for (GameId o : options) {
    const Phylum p = phylum(o);
    if (!phylum_generally_tame(p)) all_generally_tame = false;
    if (all_generally_tame) wildest = std::max(wildest, p);
  }
  const bool tame_like = gp == gm || (gp <= 1 && gm <= 1);
  const bool restive_like = !tame_like && gp <= 1;
  const bool restless_like = !tame_like && !restive_like && gm <= 1;
  if (all_generally_tame) {
    if (wildest == Phylum::kNimHeap && tame_like && (gp > 1 || gp != gm)) return Phylum::kNimHeap;
    const bool hereditary = wildest != Phylum::kReversiblyTame;
    if (tame_like) return hereditary ? Phylum::kHereditarilyTame : Phylum::kReversiblyTame;
    if (restive_like) {
      return hereditary ? Phylum::kHereditarilyRestive : Phylum::kReversiblyRestive;
    }
    if (restless_like) return Phylum::kRestless;
    return Phylum::kWild;
  }
  if (!tame_like && !restive_like) return Phylum::kWild;
  // Some option is not generally tame: it must reverse (Winning Ways' reversibly tame/restive),
  // or, for tameable, be tameable or reverse through a tameable option.
  bool can_reversibly = true, can_tameable = tame_like;
  std::set<std::uint32_t> plus, minus, tameable_plus, tameable_minus;
  for (GameId o : options) {
    if (!can_reversibly && !can_tameable) break;
    const Phylum p = phylum(o);
    if (phylum_generally_tame(p)) {
      plus.insert(n_.normal_value(o));
      minus.insert(store.misere_grundy(o));
      continue;
    }
    bool m_tameable = false, p_tameable = false;
    if (can_tameable && p == Phylum::kTameable) {
      // CGSuite records the even part's values here.
      const GameId oe = n_.even_part(o);
      tameable_minus.insert(store.misere_grundy(oe));
      tameable_plus.insert(n_.normal_value(oe));
      m_tameable = p_tameable = true;
    }
    bool m_found = false, p_found = false;
    const std::vector<GameId> second(store.options(o).begin(), store.options(o).end());
    for (GameId o2 : second) {
      const Phylum p2 = phylum(o2);
      const bool eligible = phylum_generally_tame(p2) ||
                            (restive_like && phylum_restive_or_tame(p2)) ||
                            (can_tameable && phylum_tameable(p2));
      if (!eligible) continue;
      const std::uint32_t m2 = store.misere_grundy(o2), q2 = n_.normal_value(o2);
      if (phylum_generally_tame(p2) && tame_like) {
        m_found |= gm == m2;
        p_found |= gp == q2;
      } else if (phylum_restive_or_tame(p2) && restive_like) {
        m_found |= gm == m2 && (q2 <= 1 || (q2 ^ gm) <= 1);
        p_found |= gp == q2 && (m2 <= 1 || (m2 ^ gm) <= 1);
      } else if (p2 == Phylum::kTameable && can_tameable) {
        m_tameable |= gm == m2;
        p_tameable |= gp == q2;
      }
    }
    if (!(m_found && p_found)) {
      can_reversibly = false;
      if (!(m_tameable && p_tameable)) can_tameable = false;
    }
  }
  if (can_reversibly || can_tameable) {
    if (gp != phylum_mex(plus) || gm != phylum_mex(minus)) can_reversibly = false;
    if (can_tameable) {
      plus.insert(tameable_plus.begin(), tameable_plus.end());
      minus.insert(tameable_minus.begin(), tameable_minus.end());
      if ((gp != phylum_mex(plus) || gm != phylum_mex(minus)) && (!plus.empty() || gp > 0)) {
        can_tameable = false;
      }
    }
    if (can_reversibly) return tame_like ? Phylum::kReversiblyTame : Phylum::kReversiblyRestive;
    if (can_tameable) return Phylum::kTameable;
  }
  return Phylum::kWild;
}

bool MisereClasses::is_tame(GameId g) {
  const Phylum p = phylum(g);
  return p == Phylum::kNimHeap || p == Phylum::kHereditarilyTame;
}
bool MisereClasses::is_generally_tame(GameId g) {
  return phylum_generally_tame(phylum(g));
}
bool MisereClasses::is_tameable(GameId g) {
  return phylum_tameable(phylum(g));
}
bool MisereClasses::is_restive(GameId g) {
  return phylum(g) == Phylum::kHereditarilyRestive;
}
bool MisereClasses::is_generally_restive(GameId g) {
  return phylum_generally_restive(phylum(g));
}
bool MisereClasses::is_restless(GameId g) {
  return phylum(g) == Phylum::kRestless;
}
bool MisereClasses::is_half_tame(GameId g) {
  if (is_generally_tame(g)) return false;
  const GameId twice = n_.store().add(g, g);
  return is_generally_tame(twice) && n_.normal_value(twice) == 0 &&
         n_.store().misere_grundy(twice) == 0;
}

CgsuiteGenus MisereClasses::genus(GameId g) {
  MisereStore& store = n_.store();
  const Phylum p = phylum(g);
  CgsuiteGenus out;
  out.phylum = p;
  out.base = n_.normal_value(g);
  if (p == Phylum::kNimHeap) return out;
  if (phylum_restive_or_tame(p)) {
    out.sup = {store.misere_grundy(g)};
    return out;
  }
  if (auto it = genera_.find(g); it != genera_.end()) return it->second;
  // From the options' genera: γ0 = mex of their γ0, γi = mex({γ(i−1), γ(i−1) ⊕ 1} ∪ their γi),
  // far enough that every option's sequence has settled, then trimmed to where it alternates.
  const std::vector<GameId> options(store.options(g).begin(), store.options(g).end());
  std::vector<CgsuiteGenus> og;
  std::size_t max_differ = 1;
  for (GameId o : options) {
    og.push_back(genus(o));
    const CgsuiteGenus& x = og.back();
    std::size_t d;
    if (phylum_generally_tame(x.phylum)) {
      d = x.base < 2 && (x.sup.empty() || x.sup[0] != x.base) ? 2 : 1;
    } else if (phylum_generally_restive(x.phylum)) {
      d = x.sup[0] < 4 ? 1 : 2;
    } else {
      d = x.sup.size() - 1;
    }
    max_differ = std::max(max_differ, d);
  }
  max_differ += 2;
  out.phylum = Phylum::kWild;
  std::vector<std::uint32_t> gamma(max_differ + 1);
  for (std::size_t i = 0; i <= max_differ; ++i) {
    std::vector<std::uint64_t> s;
    if (i > 0) s = {gamma[i - 1], gamma[i - 1] ^ 1u};
    for (const CgsuiteGenus& x : og) s.push_back(x.digit(i));
    gamma[i] = static_cast<std::uint32_t>(grundy::mex(s));
  }
  while (max_differ > 1 && gamma[max_differ] == gamma[max_differ - 2]) --max_differ;
  gamma.resize(max_differ + 1);
  out.sup = gamma;
  genera_.emplace(g, out);
  return out;
}

}  // namespace grundy::misere
