#pragma once
// A side's guaranteed and possible moves in a position: what the outcome search's move-count
// cut adds up (the cut and its proof: grundy/search/move_count_cut.h).
#include <cstdint>  // std::int64_t

namespace grundy::partizan {

struct MoveCounts {
  // By side (0 Left, 1 Right): moves the side can make one after the other whatever the
  // opponent plays meanwhile, and an upper bound on the moves it can make in any play.
  std::int64_t safe[2] = {0, 0};
  std::int64_t most[2] = {0, 0};
};

}  // namespace grundy::partizan
