#pragma once
// Errors the engine reports. The engine never exits the process: it throws one of these, and the
// cli/ and server/ boundaries turn them into an exit status or an HTTP status.
#include <cstddef>      // std::size_t
#include <stdexcept>    // std::runtime_error
#include <string>       // std::string
#include <string_view>  // std::string_view

namespace grundy {

enum class ErrorKind {
  kParse,       // the notation does not parse (exit 2, HTTP 400)
  kUsage,       // a well-formed request the engine cannot take, e.g. a cycle in a graph (exit 2)
  kBudget,      // the computation ran out of its budget (exit 1, HTTP 422; 503 for memory)
  kComputation  // the computation failed for another reason (exit 1)
};

class Error : public std::runtime_error {
 public:
  // column is 1-based; 0 means the error is not tied to a place in the notation.
  Error(ErrorKind kind, std::string message, std::size_t column = 0)
      : std::runtime_error(std::move(message)), kind_(kind), column_(column) {}
  ErrorKind kind() const { return kind_; }
  std::size_t column() const { return column_; }
  // True for a budget error over the byte limit: the server answers it 503 (its memory is
  // what is short, not the request that is wrong), and frees memory after it.
  bool memory() const { return memory_; }

 private:
  friend Error memory_error(std::string message);
  ErrorKind kind_;
  std::size_t column_;
  bool memory_ = false;
};

inline Error memory_error(std::string message) {
  Error e(ErrorKind::kBudget, std::move(message));
  e.memory_ = true;
  return e;
}

// Input quoted in a message: bytes that are not UTF-8 and control characters written as \xNN,
// and cut after max bytes, so a message never carries what a terminal or a JSON writer cannot
// take, nor a megabyte of someone's position.
std::string printable(std::string_view text, std::size_t max = 60);

// One character of an expression as an error names it: 'x', or byte 0x07 when not printable.
std::string shown(char c);

inline Error parse_error(std::string message, std::size_t column) {
  return Error(ErrorKind::kParse, std::move(message), column);
}

}  // namespace grundy
