#pragma once
// Errors the engine reports. The engine never exits the process: it throws one of these, and the
// cli/ and server/ boundaries turn them into an exit status or an HTTP status.
#include <cstddef>    // std::size_t
#include <stdexcept>  // std::runtime_error
#include <string>     // std::string

namespace grundy {

enum class ErrorKind {
  kParse,       // the notation does not parse (exit 2, HTTP 400)
  kUsage,       // a well-formed request the engine cannot take, e.g. a cycle in a graph (exit 2)
  kBudget,      // the computation ran out of its budget (exit 1, HTTP 422)
  kComputation  // the computation failed for another reason (exit 1)
};

class Error : public std::runtime_error {
 public:
  // column is 1-based; 0 means the error is not tied to a place in the notation.
  Error(ErrorKind kind, std::string message, std::size_t column = 0)
      : std::runtime_error(std::move(message)), kind_(kind), column_(column) {}
  ErrorKind kind() const { return kind_; }
  std::size_t column() const { return column_; }

 private:
  ErrorKind kind_;
  std::size_t column_;
};

inline Error parse_error(std::string message, std::size_t column) {
  return Error(ErrorKind::kParse, std::move(message), column);
}

}  // namespace grundy
