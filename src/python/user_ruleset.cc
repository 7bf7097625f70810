#include "python/user_ruleset.h"

#include <fmt/format.h>

#include <charconv>
#include <unordered_set>

#include "grundy/core/error.h"
#include "grundy/games/options_charge.h"

namespace grundy::python {

UserRuleset::UserRuleset(py::object cls, py::object sum_type, bool impartial)
    : cls_(std::move(cls)),
      sum_type_(std::move(sum_type)),
      name_(py::str(cls_.attr("__name__"))),
      impartial_(impartial),
      heaps_(impartial && py::hasattr(cls_, "_heap_game") && py::bool_(cls_.attr("_heap_game"))) {}

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

namespace {
// The largest heap a HeapGame's term may name (its tables are indexed by size).
constexpr std::uint64_t kMaxHeap = std::uint64_t{1} << 40;
}  // namespace

std::uint64_t UserRuleset::intern(py::handle position) const {
  if (heaps_) return heap_of(position.attr("n"), kMaxHeap);
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
  if (heaps_) return cls_(py::int_(id));
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
    if (heaps_) {
      known = kMaxHeap + 1;
    } else {
      std::lock_guard lock(mutex_);
      known = positions_.size();
    }
    if (piece.empty() || ec != std::errc() || end != piece.data() + piece.size() || id >= known) {
      throw parse_error(
          heaps_ ? fmt::format("expected a heap size of {} (0 to 2^40) at column {}", name_,
                               column + start)
                 : fmt::format("expected the number of a position of {} (0 to {}) at column {}",
                               name_, known == 0 ? 0 : known - 1, column + start),
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

void UserRuleset::add_parts(py::handle option, std::vector<std::uint64_t>& ids, int depth) const {
  // The usual cases by exact type first (a move's sum, one of the class's games), then by
  // isinstance (subclasses).
  PyTypeObject* type = Py_TYPE(option.ptr());
  const bool is_sum = type == reinterpret_cast<PyTypeObject*>(sum_type_.ptr());
  if (!is_sum &&
      (type == reinterpret_cast<PyTypeObject*>(cls_.ptr()) || py::isinstance(option, cls_))) {
    ids.push_back(intern(option));
    return;
  }
  if (depth < 64 && (is_sum || py::isinstance(option, sum_type_))) {
    const py::list terms = option.attr("terms");
    for (py::handle term : terms) add_parts(term, ids, depth + 1);
    return;
  }
  throw Error(ErrorKind::kUsage,
              fmt::format("an option of {} must be a {} or a sum of them (+), not {}", name_, name_,
                          std::string(py::repr(option))));
}

namespace {
constexpr std::uint64_t kUnknown = ~std::uint64_t{0};
}  // namespace

std::uint64_t UserRuleset::heap_of(py::handle size, std::uint64_t from) const {
  if (PyLong_Check(size.ptr())) {
    const unsigned long long n = PyLong_AsUnsignedLongLong(size.ptr());
    if (!PyErr_Occurred() && n <= kMaxHeap) return n;
    PyErr_Clear();
  }
  const std::string where =
      from == kMaxHeap ? name_ + "(n)" : fmt::format("{}.moves({})", name_, from);
  throw Error(ErrorKind::kUsage,
              fmt::format("{} must give heap sizes, whole numbers from 0 to 2^40 (or tuples of "
                          "them), not {}",
                          where, std::string(py::repr(size))));
}

UserRuleset::OptionTable UserRuleset::ask_moves(std::uint64_t heap, Budget& budget) const {
  // The heaps each move leaves: a whole number (one heap) or an iterable of them (several).
  OptionTable out;
  py::gil_scoped_acquire gil;
  OptionsCharge charge(budget, "the option list of a game defined in Python");
  const py::object moves = cls_.attr("moves")(py::int_(heap));
  for (py::handle move : moves) {
    const std::size_t before = out.ids.size();
    if (PyLong_Check(move.ptr())) {
      out.ids.push_back(heap_of(move, heap));
    } else if (PyTuple_Check(move.ptr())) {  // the usual case, without an iterator
      const Py_ssize_t k = PyTuple_GET_SIZE(move.ptr());
      for (Py_ssize_t i = 0; i < k; ++i) {
        out.ids.push_back(heap_of(PyTuple_GET_ITEM(move.ptr(), i), heap));
      }
    } else if (py::isinstance<py::iterable>(move) && !py::isinstance<py::str>(move)) {
      for (py::handle h : move) out.ids.push_back(heap_of(h, heap));
    } else {
      heap_of(move, heap);  // throws, naming what was given
    }
    out.ends.push_back(out.ids.size());
    charge.add_heaps(out.ids.size() - before);
  }
  return out;
}

void UserRuleset::check_room(std::uint64_t id, const Budget& budget) const {
  // Per heap: its options' slot and its value (the options themselves are charged as listed).
  constexpr std::uint64_t kPerHeap = sizeof(std::unique_ptr<OptionTable>) + sizeof(std::uint64_t);
  const std::uint64_t room =
      budget.byte_limit() > budget.bytes() ? budget.byte_limit() - budget.bytes() : 0;
  if (id >= room / kPerHeap) {
    throw Error(ErrorKind::kBudget,
                fmt::format("a heap of {} of {} needs tables past the memory budget ({} bytes)", id,
                            name_, budget.byte_limit()));
  }
}

UserRuleset::OptionTable UserRuleset::ask_python(std::uint64_t id, Side side,
                                                 Budget& budget) const {
  if (heaps_) {
    check_room(id, budget);
    return ask_moves(id, budget);
  }
  OptionTable out;
  py::gil_scoped_acquire gil;
  const py::object game = position(id);
  const char* method =
      impartial_ ? "options" : (side == Side::kLeft ? "left_options" : "right_options");
  OptionsCharge charge(budget, "the option list of a game defined in Python");
  for (py::handle option : game.attr(method)()) {
    const std::size_t before = out.ids.size();
    add_parts(option, out.ids, 0);
    out.ends.push_back(out.ids.size());
    charge.add_heaps(out.ids.size() - before);
  }
  return out;
}

const UserRuleset::OptionTable& UserRuleset::cached_options(std::uint64_t id, Side side,
                                                            Budget& budget) const {
  auto& table = (impartial_ || side == Side::kLeft) ? left_options_ : right_options_;
  {
    std::lock_guard lock(mutex_);
    if (id < table.size() && table[id]) return *table[id];
  }
  auto options = std::make_unique<const OptionTable>(ask_python(id, side, budget));
  const std::uint64_t bytes = sizeof(OptionTable) + options->ends.capacity() * sizeof(std::size_t) +
                              options->ids.capacity() * sizeof(std::uint64_t);
  std::lock_guard lock(mutex_);
  if (table.size() <= id) table.resize(id + 1);
  if (!table[id]) {  // another thread may have asked meanwhile: the first answer stays
    table[id] = std::move(options);
    option_bytes_ += bytes;
  }
  return *table[id];
}

std::vector<Parts> UserRuleset::options(const Component& c, Side side, Budget& budget) const {
  const OptionTable& kept = cached_options(c.a, side, budget);
  OptionsCharge charge(budget, "the option list of a game defined in Python");
  std::vector<Parts> out;
  out.reserve(kept.size());
  for (std::size_t i = 0; i < kept.size(); ++i) {
    const std::span<const std::uint64_t> ids = kept.option(i);
    charge.add_heaps(ids.size());
    out.emplace_back(ids.begin(), ids.end());
  }
  return out;
}

std::optional<std::uint64_t> UserRuleset::fast_value(const Component& c, Budget& budget) const {
  if (!impartial_) return std::nullopt;
  const auto value_of = [&](std::uint64_t id) {  // mutex_ held
    return id < values_.size() ? values_[id] : kUnknown;
  };
  {
    std::lock_guard lock(mutex_);
    if (const std::uint64_t v = value_of(c.a); v != kUnknown) return v;
  }
  // A depth-first search with its own stack (a chain of a million positions would overflow the
  // call stack). A position is in progress, in this call alone, from when its options are
  // pushed until its value is known; meeting one in progress again is a cycle (play need not
  // end: no Grundy value). Another thread's search of the same class may meet the same
  // positions meanwhile: each finds the same values, and the table keeps them once.
  std::vector<std::uint64_t> stack{c.a};
  std::unordered_set<std::uint64_t> in_progress;
  std::vector<bool> present;
  std::uint64_t steps = 0;
  while (!stack.empty()) {
    budget.charge();
    // On the caller's thread (the GIL held), Ctrl-C is read here: Python's own handler only
    // runs between the user's bytecodes, and a search over kept options runs none.
    if ((++steps & 1023) == 0 && PyGILState_Check() && PyErr_CheckSignals() != 0) {
      throw py::error_already_set();
    }
    const std::uint64_t id = stack.back();
    {
      std::lock_guard lock(mutex_);
      if (value_of(id) != kUnknown) {
        stack.pop_back();
        continue;
      }
    }
    const OptionTable& options = cached_options(id, Side::kLeft, budget);  // may ask Python
    std::lock_guard lock(mutex_);
    if (in_progress.insert(id).second) {
      bool waiting = false;
      for (const std::uint64_t p : options.ids) {
        if (value_of(p) != kUnknown) continue;
        if (in_progress.contains(p)) {
          throw Error(ErrorKind::kUsage,
                      fmt::format("{} has a cycle: play from it need not end, so it has no "
                                  "Grundy value (options must lead to positions nearer the end)",
                                  name_));
        }
        stack.push_back(p), waiting = true;
      }
      if (waiting) continue;
    }
    // Every option's value is known: the mex of their XORs (Sprague–Grundy).
    present.assign(options.size() + 1, false);
    for (std::size_t i = 0; i < options.size(); ++i) {
      std::uint64_t x = 0;
      for (const std::uint64_t p : options.option(i)) x ^= value_of(p);
      if (x < present.size()) present[x] = true;
    }
    std::uint64_t mex = 0;
    while (present[mex]) ++mex;
    if (values_.size() <= id) values_.resize(id + 1, kUnknown);
    values_[id] = mex;
    in_progress.erase(id);
    stack.pop_back();
  }
  std::lock_guard lock(mutex_);
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
