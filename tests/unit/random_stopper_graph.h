#pragma once
// A random game graph for the loopy tests (grundy/stoppers/stopper_test.cc, app/stopper_play_test.cc):
// n nodes, each possible Left and Right option present with probability p (cycles included).
#include <random>  // std::mt19937, std::uniform_real_distribution

#include "grundy/stoppers/stopper_graph.h"

namespace grundy::partizan::stopper {

inline Graph random_graph(std::mt19937& rng, int n, double p) {
  std::uniform_real_distribution<double> u(0, 1);
  Graph g;
  for (int i = 0; i < n; ++i) g.add_node();
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      if (u(rng) < p) g.left[x].push_back(y);
      if (u(rng) < p) g.right[x].push_back(y);
    }
  }
  return g;
}

}  // namespace grundy::partizan::stopper
