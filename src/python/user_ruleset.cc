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
  // One lookup by the user's __hash__ (and __eq__ on a collision): a borrowed reference, or
  // null with no error when absent.
  if (PyObject* known = PyDict_GetItemWithError(numbers_.ptr(), position.ptr())) {
    return PyLong_AsUnsignedLongLong(known);
  }
  if (PyErr_Occurred()) throw py::error_already_set();  // the user's __hash__ or __eq__ failed
  const std::uint64_t id = positions_.size();
  positions_.push_back(py::reinterpret_borrow<py::object>(position));
  numbers_[position] = py::int_(id);
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
  // The usual cases by exact type first (a move's sum, one of the class's games), then by
  // isinstance (subclasses).
  PyTypeObject* type = Py_TYPE(option.ptr());
  const bool is_sum = type == reinterpret_cast<PyTypeObject*>(sum_type_.ptr());
  if (!is_sum &&
      (type == reinterpret_cast<PyTypeObject*>(cls_.ptr()) || py::isinstance(option, cls_))) {
    parts.push_back(Component{intern(option)});
    return;
  }
  if (depth < 64 && (is_sum || py::isinstance(option, sum_type_))) {
    const py::list terms = option.attr("terms");
    for (py::handle term : terms) add_parts(term, parts, depth + 1);
    return;
  }
  throw Error(ErrorKind::kUsage,
              fmt::format("an option of {} must be a {} or a sum of them (+), not {}", name_, name_,
                          std::string(py::repr(option))));
}

namespace {
constexpr std::uint64_t kUnknown = ~std::uint64_t{0};
constexpr std::uint64_t kInProgress = kUnknown - 1;
}  // namespace

std::vector<Parts> UserRuleset::ask_python(std::uint64_t id, Side side, Budget& budget) const {
  std::vector<Parts> out;
  py::gil_scoped_acquire gil;
  const py::object game = position(id);
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

const std::vector<Parts>& UserRuleset::cached_options(std::uint64_t id, Side side,
                                                      Budget& budget) const {
  auto& table = (impartial_ || side == Side::kLeft) ? left_options_ : right_options_;
  {
    std::lock_guard lock(mutex_);
    if (id < table.size() && table[id]) return *table[id];
  }
  std::vector<Parts> options = ask_python(id, side, budget);
  std::uint64_t bytes = sizeof(std::vector<Parts>);
  for (const Parts& p : options) bytes += OptionsCharge::bytes_of(p);
  std::lock_guard lock(mutex_);
  if (table.size() <= id) table.resize(id + 1);
  if (!table[id]) {
    table[id] = std::move(options);
    option_bytes_ += bytes;
  }
  return *table[id];
}

std::vector<Parts> UserRuleset::options(const Component& c, Side side, Budget& budget) const {
  const std::vector<Parts>& kept = cached_options(c.a, side, budget);
  OptionsCharge charge(budget, "the option list of a game defined in Python");
  for (const Parts& p : kept) charge.add(p);
  return kept;
}

std::optional<std::uint64_t> UserRuleset::fast_value(const Component& c, Budget& budget) const {
  if (!impartial_) return std::nullopt;
  const auto value_of = [&](std::uint64_t id) {
    std::lock_guard lock(mutex_);
    return id < values_.size() ? values_[id] : kUnknown;
  };
  const auto set_value = [&](std::uint64_t id, std::uint64_t v) {
    std::lock_guard lock(mutex_);
    if (values_.size() <= id) values_.resize(id + 1, kUnknown);
    values_[id] = v;
  };
  if (const std::uint64_t v = value_of(c.a); v < kInProgress) return v;
  // A depth-first search with its own stack (a chain of a million positions would overflow the
  // call stack): a position is in progress from when its options are pushed until its value is
  // known, so meeting one in progress again is a cycle (play need not end: no Grundy value).
  std::vector<std::uint64_t> stack{c.a};
  std::vector<std::uint64_t> seen;
  try {
    while (!stack.empty()) {
      budget.charge();
      const std::uint64_t id = stack.back();
      const std::uint64_t state = value_of(id);
      if (state < kInProgress) {
        stack.pop_back();
        continue;
      }
      const std::vector<Parts>& options = cached_options(id, Side::kLeft, budget);
      if (state == kUnknown) {
        set_value(id, kInProgress);
        seen.push_back(id);
        bool waiting = false;
        for (const Parts& parts : options) {
          for (const Component& p : parts) {
            const std::uint64_t v = value_of(p.a);
            if (v == kInProgress) {
              throw Error(ErrorKind::kUsage,
                          fmt::format("{} has a cycle: play from it need not end, so it has no "
                                      "Grundy value (options must lead to positions nearer the "
                                      "end)",
                                      name_));
            }
            if (v == kUnknown) stack.push_back(p.a), waiting = true;
          }
        }
        if (waiting) continue;
      }
      // Every option's value is known: the mex of their XORs (Sprague–Grundy).
      std::vector<bool> present(options.size() + 1, false);
      for (const Parts& parts : options) {
        std::uint64_t x = 0;
        for (const Component& p : parts) x ^= value_of(p.a);
        if (x < present.size()) present[x] = true;
      }
      std::uint64_t mex = 0;
      while (present[mex]) ++mex;
      set_value(id, mex);
      stack.pop_back();
    }
  } catch (...) {
    for (const std::uint64_t id : seen) {  // no value half made stays in the table
      if (value_of(id) == kInProgress) set_value(id, kUnknown);
    }
    throw;
  }
  return value_of(c.a);
}

std::uint64_t UserRuleset::retained_bytes() const {
  std::lock_guard lock(mutex_);
  return option_bytes_ + values_.size() * sizeof(std::uint64_t) +
         positions_.size() * 2 * sizeof(void*);
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
