#include "grundy/stoppers/stopper_short_part.h"

#include <cstddef>  // std::size_t
#include <utility>  // std::move

namespace grundy::partizan::stopper {

std::vector<std::optional<GameId>> short_part(const Graph& g, GameStore& store, Budget& budget) {
  const int n = g.size();
  std::vector<int> count(n);  // options not yet peeled
  std::vector<std::vector<int>> pred(n);
  std::vector<int> queue;
  for (int x = 0; x < n; ++x) {
    count[x] = static_cast<int>(g.left[x].size() + g.right[x].size());
    for (const auto* opts : {&g.left[x], &g.right[x]}) {
      for (int y : *opts) pred[y].push_back(x);
    }
    if (count[x] == 0) queue.push_back(x);
  }
  std::vector<std::optional<GameId>> value(n);
  for (std::size_t i = 0; i < queue.size(); ++i) {
    const int x = queue[i];
    std::vector<GameId> l, r;
    for (int y : g.left[x]) l.push_back(*value[y]);
    for (int y : g.right[x]) r.push_back(*value[y]);
    value[x] = store.construct(std::move(l), std::move(r), budget);
    for (int p : pred[x]) {
      if (--count[p] == 0) queue.push_back(p);
    }
  }
  return value;
}

}  // namespace grundy::partizan::stopper
