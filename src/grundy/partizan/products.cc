#include "grundy/partizan/products.h"

#include <map>      // the memos
#include <utility>  // std::pair, std::swap
#include <vector>   // std::vector

#include "grundy/core/nim.h"

namespace grundy::partizan {
namespace {

class ConwayProduct {
 public:
  ConwayProduct(GameStore& store, Budget& budget) : store_(store), budget_(budget) {}

  GameId of(GameId g, GameId h) {
    // 0·H = 0: a game without options gives a product without options.
    if (g == kZero || h == kZero) return kZero;
    // Nimbers: the definition is the nim product's recursion (ONAG ch. 6; CGSuite's shortcut).
    const auto vg = store_.nus_of(g), vh = store_.nus_of(h);
    if (vg && vh && vg->number.is_zero() && vg->ups == 0 && vh->number.is_zero() && vh->ups == 0) {
      return store_.nimber(nim_product(vg->nim, vh->nim));
    }
    // The definition is symmetric in G and H, so one memo entry serves both orders.
    if (h < g) std::swap(g, h);
    if (auto it = memo_.find({g, h}); it != memo_.end()) return it->second;
    const RecursionDepth level(depth_, "the Conway product");
    budget_.charge();
    // term(a, b, c): a·H + G·b − a·b for an option a of G and b of H.
    const auto term = [&](GameId a, GameId b) {
      const GameId sum = store_.add(of(a, h), of(g, b), budget_);
      return store_.subtract(sum, of(a, b), budget_);
    };
    std::vector<GameId> left, right;
    for (Side gs : {Side::kLeft, Side::kRight}) {
      const std::vector<GameId> gos = store_.options(g, gs);
      for (Side hs : {Side::kLeft, Side::kRight}) {
        const std::vector<GameId> hos = store_.options(h, hs);
        // Left when both options are of the same player, Right otherwise.
        std::vector<GameId>& out = gs == hs ? left : right;
        for (GameId a : gos) {
          for (GameId b : hos) {
            budget_.charge();
            out.push_back(term(a, b));
          }
        }
      }
    }
    const GameId result = store_.construct(std::move(left), std::move(right), budget_);
    memo_.emplace(std::pair{g, h}, result);
    return result;
  }

 private:
  GameStore& store_;
  Budget& budget_;
  std::map<std::pair<GameId, GameId>, GameId> memo_;
  std::size_t depth_ = 0;
};

// G⊛H for one G: the options of G⊛H' for the followers H' of H, and the ordinal sums
// (G⊛H'):Y taken with those options.
class OrdinalProduct {
 public:
  OrdinalProduct(GameStore& store, Budget& budget, GameId g) : store_(store), budget_(budget) {
    for (Side s : {Side::kLeft, Side::kRight}) {
      g_options_[index(s)] = store_.options(g, s);
      for (GameId o : g_options_[index(s)])
        negated_options_[index(s)].push_back(store_.negative(o));
    }
  }

  GameId of(GameId h) {
    const Options& o = options(h);
    return store_.construct(o[0], o[1], budget_);
  }

 private:
  using Options = std::vector<GameId>[2];
  static int index(Side s) { return s == Side::kLeft ? 0 : 1; }

  // The options of G⊛H, Left then Right.
  const Options& options(GameId h) {
    if (auto it = options_.find(h); it != options_.end()) return it->second;
    const RecursionDepth level(depth_, "the ordinal product");
    budget_.charge();
    std::vector<GameId> out[2];
    for (Side hs : {Side::kLeft, Side::kRight}) {
      for (GameId ho : store_.options(h, hs)) {
        for (Side player : {Side::kLeft, Side::kRight}) {
          // Below a Left option of H a copy of G, below a Right one of −G, whose options for
          // Left are −G^R and for Right −G^L.
          const std::vector<GameId>& ys =
              hs == Side::kLeft
                  ? g_options_[index(player)]
                  : negated_options_[index(player == Side::kLeft ? Side::kRight : Side::kLeft)];
          for (GameId y : ys) out[index(player)].push_back(ordinal_sum(ho, y));
        }
      }
    }
    auto [it, inserted] = options_.try_emplace(h);
    it->second[0] = std::move(out[0]);
    it->second[1] = std::move(out[1]);
    return it->second;
  }

  // (G⊛x):y = {(G⊛x)^L, (G⊛x):y^L | (G⊛x)^R, (G⊛x):y^R}.
  GameId ordinal_sum(GameId x, GameId y) {
    if (auto it = sums_.find({x, y}); it != sums_.end()) return it->second;
    const RecursionDepth level(depth_, "the ordinal product");
    budget_.charge();
    std::vector<GameId> out[2];
    for (Side s : {Side::kLeft, Side::kRight}) {
      out[index(s)] = options(x)[index(s)];
      for (GameId yo : store_.options(y, s)) out[index(s)].push_back(ordinal_sum(x, yo));
    }
    const GameId result = store_.construct(std::move(out[0]), std::move(out[1]), budget_);
    sums_.emplace(std::pair{x, y}, result);
    return result;
  }

  GameStore& store_;
  Budget& budget_;
  std::vector<GameId> g_options_[2], negated_options_[2];
  std::map<GameId, Options> options_;
  std::map<std::pair<GameId, GameId>, GameId> sums_;
  std::size_t depth_ = 0;
};

}  // namespace

GameId conway_product(GameStore& store, Budget& budget, GameId g, GameId h) {
  return ConwayProduct(store, budget).of(g, h);
}

GameId ordinal_product(GameStore& store, Budget& budget, GameId g, GameId h) {
  return OrdinalProduct(store, budget, g).of(h);
}

}  // namespace grundy::partizan
