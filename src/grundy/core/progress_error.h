#pragma once
// A budget error that says how far the computation got before it stopped: figure by figure, a
// name (snake_case, e.g. "boards_searched") and its value, also written after the message. The
// cli's --json writes them as "partial": {...} (app/render.cc). It is an Error of kind kBudget,
// caught as any other; a search that can say how far it got throws it in place of the budget
// error it caught (an error over the byte limit keeps its memory flag and gets the words only).
#include <cstdint>  // std::uint64_t
#include <string>   // std::string
#include <utility>  // std::pair, std::move
#include <vector>   // std::vector

#include "grundy/core/error.h"

namespace grundy {

class ProgressError : public Error {
 public:
  using Progress = std::vector<std::pair<std::string, std::uint64_t>>;
  ProgressError(const Error& e, const std::string& how_far, Progress figures)
      : Error(e.kind(), std::string(e.what()) + "; " + how_far, e.column()),
        progress_(std::move(figures)) {}
  const Progress& progress() const { return progress_; }

 private:
  Progress progress_;
};

// Rethrows the budget error e with how far the computation got: a ProgressError, or for an
// error over the byte limit (whose flag the server answers 503) a memory error with the words.
[[noreturn]] inline void rethrow_with_progress(const Error& e, const std::string& how_far,
                                               ProgressError::Progress figures) {
  if (e.memory()) throw memory_error(std::string(e.what()) + "; " + how_far);
  throw ProgressError(e, how_far, std::move(figures));
}

}  // namespace grundy
