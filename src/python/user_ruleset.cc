#include "python/user_ruleset.h"

#include <fmt/format.h>

#include <charconv>

#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"

namespace grundy::python {

UserRuleset::UserRuleset(py::object cls, py::object sum_type, bool impartial)
    : cls_(std::move(cls)),
      sum_type_(std::move(sum_type)),
      name_(py::str(cls_.attr("__name__"))),
      impartial_(impartial) {}

UserRuleset::~UserRuleset() {
  // The module's ruleset cache lives until the interpreter ends: if Python is gone, its objects
  // are gone with it and must not be released again.
  if (!Py_IsInitialized()) {
    for (py::object& p : positions_) p.release();
    cls_.release(), sum_type_.release(), numbers_.release();
    return;
  }
  py::gil_scoped_acquire gil;
  positions_.clear();
  numbers_ = py::dict();
}

std::uint64_t UserRuleset::intern(py::handle position) const {
  std::lock_guard lock(mutex_);
  if (numbers_.contains(position)) return numbers_[position].cast<std::uint64_t>();
  const std::uint64_t id = positions_.size();
  positions_.push_back(py::reinterpret_borrow<py::object>(position));
  numbers_[position] = id;
  return id;
}

py::object UserRuleset::position(std::uint64_t id) const {
  std::lock_guard lock(mutex_);
  if (id >= positions_.size()) {
    throw Error(ErrorKind::kUsage, fmt::format("{} has no position numbered {}", name_, id));
  }
  return positions_[id];
}

std::vector<Component> UserRuleset::parse_position(std::string_view text,
                                                   std::size_t column) const {
  std::vector<Component> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string_view piece = text.substr(start, comma - start);
    std::uint64_t id = 0;
    const auto [end, ec] = std::from_chars(piece.data(), piece.data() + piece.size(), id);
    std::size_t known = 0;
    {
      std::lock_guard lock(mutex_);
      known = positions_.size();
    }
    if (piece.empty() || ec != std::errc() || end != piece.data() + piece.size() || id >= known) {
      throw parse_error(
          fmt::format("expected the number of a position of {} (0 to {}) at column {}", name_,
                      known == 0 ? 0 : known - 1, column + start),
          column + start);
    }
    out.push_back(Component{id});
    start = comma + 1;
  }
  return out;
}

std::string UserRuleset::format_position(std::span<const Component> components) const {
  std::string out;
  for (const Component& c : components) out += (out.empty() ? "" : ",") + std::to_string(c.a);
  return out.empty() ? "" : out;
}

void UserRuleset::add_parts(py::handle option, Parts& parts, int depth) const {
  if (py::isinstance(option, cls_)) {
    parts.push_back(Component{intern(option)});
    return;
  }
  if (depth < 64 && py::isinstance(option, sum_type_)) {
    for (py::handle term : option.attr("terms")) add_parts(term, parts, depth + 1);
    return;
  }
  throw Error(ErrorKind::kUsage,
              fmt::format("an option of {} must be a {} or a sum of them (+), not {}", name_, name_,
                          std::string(py::repr(option))));
}

std::vector<Parts> UserRuleset::options(const Component& c, Side side, Budget& budget) const {
  std::vector<Parts> out;
  py::gil_scoped_acquire gil;
  const py::object game = position(c.a);
  const char* method =
      impartial_ ? "options" : (side == Side::kLeft ? "left_options" : "right_options");
  OptionsCharge charge(budget, "the option list of a game defined in Python");
  for (py::handle option : game.attr(method)()) {
    Parts parts;
    add_parts(option, parts, 0);
    charge.add(parts);
    out.push_back(std::move(parts));
  }
  return out;
}

std::string UserRuleset::repr_of(std::span<const Component> components) const {
  std::string out;
  for (const Component& c : components) {
    out += (out.empty() ? "" : " + ") + std::string(py::repr(position(c.a)));
  }
  return out.empty() ? "0" : out;
}

std::string UserRuleset::describe_move(const Component& from, std::span<const Component> to) const {
  py::gil_scoped_acquire gil;
  return fmt::format("from {} to {}", repr_of({&from, 1}), repr_of(to));
}

}  // namespace grundy::python
