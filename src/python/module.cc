// The Python module's native part, `grundy._grundy`: a thin adapter, like the command line and
// the server, over the commands' declarations (app/command.h) and their result structs, which
// it hands to Python as the same JSON the CLI's --json prints. python/grundy/__init__.py makes
// the idiomatic layer (game objects, values with arithmetic, sequences as arrays) on top.
//
// Every call runs under a Budget (timeout, nodes, memory) on a worker thread with the GIL
// released, while the calling thread waits and checks for Ctrl-C every 50 ms: an interrupt
// cancels the budget and raises KeyboardInterrupt once the worker has stopped.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <charconv>
#include <chrono>
#include <future>
#include <memory>
#include <optional>
#include <string>

#include "app/command.h"
#include "app/context.h"
#include "app/memory.h"
#include "app/natural.h"
#include "app/sequence_run.h"
#include "grundy/core/budget.h"
#include "grundy/core/engine_version.h"
#include "grundy/core/error.h"
#include "python/user_ruleset.h"

namespace py = pybind11;

namespace grundy::python {
namespace {

// The limits a call gives: each absent means none (memory: a quarter of physical memory).
struct Limits {
  std::optional<double> timeout;
  std::optional<std::uint64_t> nodes;
  std::optional<std::uint64_t> memory;
};

// The tables kept between calls (rulesets, the period oracle) within a share of memory, and no
// results store: a Python session never writes the user's store unless it asks (store=...).
app::Shared& shared_tables() {
  static app::Shared shared(app::default_memory() / 4, "");
  return shared;
}

Budget make_budget(const Limits& limits, std::shared_ptr<std::atomic<bool>> cancel) {
  Budget b;
  b.set_cancel_flag(std::move(cancel));
  if (limits.timeout) {
    if (!(*limits.timeout >= 0)) throw Error(ErrorKind::kUsage, "timeout must be >= 0 seconds");
    b.set_deadline(Budget::Clock::now() +
                   std::chrono::microseconds(static_cast<long long>(*limits.timeout * 1e6)));
  }
  if (limits.nodes) b.set_node_limit(*limits.nodes);
  b.set_byte_limit(limits.memory ? *limits.memory : app::default_memory());
  return b;
}

// Runs work(budget) on a worker thread, the GIL released; the caller's thread waits, checking
// for signals (Ctrl-C) with the GIL held for a moment every 50 ms.
template <class Work>
auto run_released(const Limits& limits, Work&& work) -> decltype(work(std::declval<Budget&>())) {
  auto cancel = std::make_shared<std::atomic<bool>>(false);
  Budget budget = make_budget(limits, cancel);
  auto future = std::async(std::launch::async, [&] { return work(budget); });
  bool interrupted = false;
  {
    py::gil_scoped_release release;
    while (future.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
      py::gil_scoped_acquire acquire;
      if (PyErr_CheckSignals() != 0) {
        cancel->store(true);
        interrupted = true;
        py::gil_scoped_release again;
        future.wait();
        break;
      }
    }
  }
  if (interrupted) throw py::error_already_set();
  return future.get();  // rethrows the worker's exception
}

// A declared command's arguments from Python keyword values (already text), checked as the
// HTTP front checks a query: naturals are digits within the parameter's max, flags are "1",
// a required one present; parameters of the command line alone are refused.
app::Arguments arguments_of(const app::Command& command, const py::dict& given) {
  app::Arguments args;
  for (const auto& [key, value] : given) {
    const std::string name = py::str(key);
    const app::Param* p = command.param(name);
    if (!p || p->front == app::Front::kCommandLine) {
      throw Error(ErrorKind::kUsage,
                  "grundy." + command.name + " takes no argument '" + name + "'");
    }
  }
  for (const app::Param& p : command.params) {
    if (p.front == app::Front::kCommandLine) continue;
    const char* name = p.name.c_str();
    if (!given.contains(name) || given[name].is_none()) {
      if (!p.fallback.empty()) {
        args.set(p.name, p.fallback);
      } else if (p.required) {
        throw Error(ErrorKind::kUsage,
                    "grundy." + command.name + " needs the argument '" + p.name + "'");
      }
      continue;
    }
    const std::string text = py::str(given[name]);
    if (p.kind == app::ParamKind::kFlag) {
      if (text == "1") args.set(p.name, "1");
      continue;
    }
    if (p.kind == app::ParamKind::kNatural) {
      if (const std::string why = app::natural_refused(text, p.min, p.max); !why.empty()) {
        throw Error(ErrorKind::kUsage, "'" + p.name + "': " + why);
      }
    }
    if (p.check) {
      if (const std::string why = p.check(text); !why.empty()) {
        throw Error(ErrorKind::kUsage, "'" + p.name + "': " + why);
      }
    }
    args.set(p.name, text);
  }
  return args;
}

// The JSON text of a declared command's answer.
std::string run_command(const std::string& name, const py::dict& given, const Limits& limits) {
  const app::Command* command = app::find_command(name);
  if (!command || !command->run) throw Error(ErrorKind::kUsage, "no command " + name);
  const app::Arguments args = arguments_of(*command, given);
  return run_released(limits, [&](Budget& budget) {
    return app::dump_json(command->run(args, shared_tables().context(budget)).json());
  });
}

// G(0 … n) of a heap ruleset as the bytes of 16-bit values, with the JSON of what is known of
// it (its period, the engine): the same computation as `grundy seq`, with no results store.
py::tuple sequence_values(const std::string& ruleset, std::uint64_t n, const Limits& limits) {
  app::SequenceData data = run_released(limits, [&](Budget& budget) {
    app::SequenceOptions options;
    return app::compute_sequence(ruleset, n, options, budget);
  });
  std::string bytes;
  if (n < data.values.size() && !data.nim) {
    bytes.assign(reinterpret_cast<const char*>(data.values.data()),
                 (n + 1) * sizeof(std::uint16_t));
  } else {
    std::vector<std::uint16_t> all(n + 1);
    for (std::uint64_t i = 0; i <= n; ++i) {
      const std::uint64_t v = data.value(i);
      if (v > 0xFFFF) throw Error(ErrorKind::kComputation, "a value past 65535");
      all[i] = static_cast<std::uint16_t>(v);
    }
    bytes.assign(reinterpret_cast<const char*>(all.data()), all.size() * sizeof(std::uint16_t));
  }
  nlohmann::json info = {{"ruleset", data.ruleset},
                         {"engine", data.engine},
                         {"values_computed", data.values_computed}};
  if (data.period) {
    info["preperiod"] = data.period->preperiod;
    info["period"] = data.period->period;
    info["saltus"] = data.period->saltus;
    info["proved"] = data.period->proved;
  }
  return py::make_tuple(py::bytes(bytes), app::dump_json(info));
}

// The rulesets of the games defined in Python, by class: made on a class's first use, pinned in
// the module's ruleset cache under their spelling. Touched with the GIL held.
std::vector<std::pair<py::object, std::shared_ptr<UserRuleset>>>& user_rulesets() {
  static auto* table = new std::vector<std::pair<py::object, std::shared_ptr<UserRuleset>>>();
  return *table;  // never destroyed: it holds Python objects past the interpreter's end
}

std::shared_ptr<UserRuleset> user_ruleset_of(py::handle cls, py::handle sum_type, bool impartial) {
  for (auto& [known, ruleset] : user_rulesets()) {
    if (known.is(cls)) return ruleset;
  }
  auto ruleset =
      std::make_shared<UserRuleset>(py::reinterpret_borrow<py::object>(cls),
                                    py::reinterpret_borrow<py::object>(sum_type), impartial);
  for (const auto& [known, other] : user_rulesets()) {
    if (other->name() == ruleset->name()) {
      throw Error(ErrorKind::kUsage,
                  "two game classes are named " + ruleset->name() + ": give one another name");
    }
  }
  user_rulesets().emplace_back(py::reinterpret_borrow<py::object>(cls), ruleset);
  shared_tables().rulesets().pin(ruleset->spelling(), ruleset);
  return ruleset;
}

// The term that spells a game defined in Python: `user{Kayles}:3` (3: its number).
std::string user_term(py::handle game, py::handle sum_type, bool impartial) {
  const auto ruleset = user_ruleset_of(py::type::handle_of(game), sum_type, impartial);
  return ruleset->spelling() + ":" + std::to_string(ruleset->intern(game));
}

// The Grundy value of one impartial game defined in Python, straight from its ruleset's table
// (the mex rule, Sprague–Grundy for the sums its moves leave), on the caller's thread with the
// GIL held: the user's options() runs between the engine's steps anyway, so a worker thread
// would only add its start to every call. Ctrl-C is read by the search (UserRuleset::fast_value)
// and, while options() runs, by Python itself.
std::uint64_t user_grundy(py::handle game, py::handle sum_type, const Limits& limits) {
  const auto ruleset = user_ruleset_of(py::type::handle_of(game), sum_type, true);
  const std::uint64_t id = ruleset->intern(game);
  Budget budget = make_budget(limits, nullptr);
  return *ruleset->fast_value(Component{id}, budget);
}

// G(0) … G(n) of a grundy.HeapGame class, the same way, under one budget.
std::vector<std::uint64_t> user_sequence(py::handle cls, py::handle sum_type, std::uint64_t n,
                                         const Limits& limits) {
  const auto ruleset = user_ruleset_of(cls, sum_type, true);
  if (!ruleset->heaps()) {
    throw Error(ErrorKind::kUsage, ruleset->name() + " is not a grundy.HeapGame");
  }
  if (n >= std::uint64_t{1} << 40) throw Error(ErrorKind::kUsage, "n must be below 2^40");
  Budget budget = make_budget(limits, nullptr);
  budget.charge_bytes((n + 1) * sizeof(std::uint64_t), "a sequence of Grundy values");
  std::vector<std::uint64_t> out;
  out.reserve(n + 1);
  for (std::uint64_t i = 0; i <= n; ++i) out.push_back(*ruleset->fast_value(Component{i}, budget));
  return out;
}

// The game a user term's number stands for.
py::object user_position(const std::string& name, std::uint64_t id) {
  for (const auto& [known, ruleset] : user_rulesets()) {
    if (ruleset->name() == name) return ruleset->position(id);
  }
  throw Error(ErrorKind::kUsage, "no game class named " + name);
}

// Raises the exception of grundy.errors that names the Error's kind.
void raise_error(const Error& e) {
  const py::module_ errors = py::module_::import("grundy.errors");
  py::object type;
  switch (e.kind()) {
    case ErrorKind::kParse:
      type = errors.attr("ParseError");
      break;
    case ErrorKind::kUsage:
      type = errors.attr("UsageError");
      break;
    case ErrorKind::kBudget:
      type = errors.attr("BudgetExceeded");
      break;
    case ErrorKind::kComputation:
      type = errors.attr("ComputationError");
      break;
  }
  py::object column = e.column() ? py::object(py::int_(e.column())) : py::object(py::none());
  py::object instance = type(e.what(), column);
  PyErr_SetObject(type.ptr(), instance.ptr());
}

}  // namespace
}  // namespace grundy::python

PYBIND11_MODULE(_grundy, m) {
  using namespace grundy::python;
  m.doc() = "grundy's native part: the engine's commands, run under a budget (see grundy).";
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const grundy::Error& e) {
      raise_error(e);
    } catch (const std::bad_alloc&) {
      PyErr_SetString(PyExc_MemoryError, "grundy: out of memory (give a smaller memory budget)");
    }
  });
  py::class_<Limits>(m, "Limits")
      .def(py::init<std::optional<double>, std::optional<std::uint64_t>,
                    std::optional<std::uint64_t>>(),
           py::arg("timeout") = py::none(), py::arg("nodes") = py::none(),
           py::arg("memory") = py::none());
  m.def("run", &run_command, py::arg("command"), py::arg("arguments"), py::arg("limits"),
        "Runs a declared command; returns its JSON text (what `grundy COMMAND --json` prints).");
  m.def("sequence", &sequence_values, py::arg("ruleset"), py::arg("n"), py::arg("limits"),
        "G(0 … n) of a heap ruleset: (bytes of uint16 values, JSON of its period and engine).");
  m.def(
      "commands",
      [] {
        py::list out;
        for (const grundy::app::Command* c : grundy::app::commands()) {
          if (!c->http || !c->run) continue;
          py::list params;
          for (const grundy::app::Param& p : c->params) {
            if (p.front == grundy::app::Front::kCommandLine) continue;
            params.append(py::make_tuple(p.name, p.help, p.required, p.fallback));
          }
          out.append(py::make_tuple(c->name, c->summary, params));
        }
        return out;
      },
      "The commands the module can run: (name, summary, [(param, help, required, default)]).");
  m.def("user_term", &user_term, py::arg("game"), py::arg("sum_type"), py::arg("impartial"),
        "The term spelling a game defined in Python (its class made a ruleset on first use).");
  m.def("user_grundy", &user_grundy, py::arg("game"), py::arg("sum_type"), py::arg("limits"),
        "The Grundy value of one impartial game defined in Python (its class's own table).");
  m.def("user_sequence", &user_sequence, py::arg("cls"), py::arg("sum_type"), py::arg("n"),
        py::arg("limits"), "G(0) … G(n) of a grundy.HeapGame class.");
  m.def("user_position", &user_position, py::arg("name"), py::arg("number"),
        "The game defined in Python that a term `user{name}:number` stands for.");
  m.attr("engine_version") = grundy::engine_version();
}
