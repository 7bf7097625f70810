#pragma once
// A command, declared once: its name, its parameters, and its handler. The command line's parser
// and --help (cli/command_line.cc), the HTTP routes (server/router.cc) and docs/cli.md's list
// (`grundy help-commands`) are all made from these declarations, so a command is one file of
// src/app/ (its function, its rendering and its declaration) and its test.
//
//   GRUNDY_COMMAND({
//       .name = "value",
//       .summary = "the Grundy value of a position (normal play)",
//       .params = {kExpression},
//       .store = true,
//       .run = [](const Arguments& a, const Context& c) { return Answer(value(a.text("expr"), c));
//       },
//   });
#include <cstdint>     // std::uint64_t
#include <functional>  // std::function
#include <limits>      // std::numeric_limits
#include <map>         // std::map
#include <memory>      // std::shared_ptr
#include <nlohmann/json.hpp>
#include <optional>     // std::optional
#include <string>       // std::string
#include <string_view>  // std::string_view
#include <vector>       // std::vector

#include "app/context.h"
#include "app/render.h"

namespace grundy::app {

// How a front end reads a parameter's text.
enum class ParamKind {
  kText,     // any text
  kNatural,  // digits only, a whole number from the parameter's min to its max (app/natural.h)
  kFlag,     // present or not (over HTTP: 1/true/yes or 0/false/no)
  kList,     // the command line's remaining words (a positional parameter only)
};

// Which front ends offer a parameter.
enum class Front { kBoth, kCommandLine, kHttp };

struct Param {
  std::string name{};  // the key handlers read, and the HTTP query parameter
  ParamKind kind = ParamKind::kText;
  std::string help{};
  bool positional = false;  // on the command line an argument (EXPR), not an option (--name)
  bool required = false;
  std::string fallback{};       // the value when absent ("" none), shown in --help
  std::string http_fallback{};  // over HTTP only, when it differs (seq's N: 100)
  std::uint64_t min = 0;        // a natural's least
  std::uint64_t max = std::numeric_limits<std::uint64_t>::max();  // a natural's largest
  std::uint64_t http_max = 0;  // over HTTP, when smaller than max (0: max)
  Front front = Front::kBoth;
  std::string spelling{};  // on the command line, when not NAME / --name (e.g. "--svg", "SUBJECT")
  // A further check of the text on both fronts: the reason it is refused, or "" (e.g. a range).
  std::function<std::string(const std::string&)> check = nullptr;

  // "EXPR" or "--max-heap": the command line's spelling.
  std::string command_line_spelling() const;
  std::uint64_t largest_over_http() const { return http_max ? http_max : max; }
};

// The common parameters most commands share.
Param expression_param(std::string help = "a position in the notation");
Param misere_param(std::string help = "misère play: the player who moves last loses");

// The values a front end read for one request or one run, by parameter name. Each front has
// already refused what its parameter kinds refuse (a natural that is not digits, say).
class Arguments {
 public:
  void set(const std::string& name, std::string value) { values_[name] = {std::move(value)}; }
  void set_list(const std::string& name, std::vector<std::string> values) {
    values_[name] = std::move(values);
  }
  bool given(const std::string& name) const { return values_.contains(name); }
  // The text given; "" when absent.
  std::string text(const std::string& name) const;
  std::optional<std::string> optional_text(const std::string& name) const;
  // A natural's value (given, or its fallback, set by the front end).
  std::uint64_t natural(const std::string& name) const;
  bool flag(const std::string& name) const { return given(name) && text(name) == "1"; }
  std::vector<std::string> list(const std::string& name) const;

 private:
  std::map<std::string, std::vector<std::string>> values_;
};

// A command's answer: its result struct, rendered as JSON or text by the renderers the command's
// file declares (found by argument-dependent lookup), with fields some fronts add (`extra`, put
// into the JSON) and the exit status the command line ends with (0 unless the result is a
// failure, e.g. a merge that met a conflict).
class Answer {
 public:
  template <class Result>
  explicit Answer(Result result, int status = 0) : status_(status) {
    auto held = std::make_shared<const Result>(std::move(result));
    json_ = [held] { return to_json(*held); };
    text_ = [held] { return to_text(*held); };
  }
  nlohmann::json json() const;
  std::string text() const { return text_(); }
  int status() const { return status_; }
  nlohmann::json extra = nlohmann::json::object();

 private:
  std::function<nlohmann::json()> json_;
  std::function<std::string()> text_;
  int status_ = 0;
};
inline nlohmann::json to_json(const Answer& a) {
  return a.json();
}
inline std::string to_text(const Answer& a) {
  return a.text();
}

using Handler = std::function<Answer(const Arguments&, const Context&)>;

struct Command {
  std::string name;  // "value"; "store merge": the command `merge` of the group `store`
  std::string summary;
  std::vector<Param> params;
  bool store = false;  // --db / --no-db on the command line (heap values from the results store)
  bool common = true;  // --json, --timeout, --nodes and --memory on the command line
  bool http = true;    // also served as GET /api/<name>
  int rank = 0;        // its place in --help and docs/cli.md: by rank, then as registered
  Handler run;         // null: the command line runs it itself (cli/command_main.h)
  // The command line's own help for a common option where this command reads it differently
  // (a census's --timeout is each game's).
  std::map<std::string, std::string> common_help;
  // A group's summary (the `store` of `store merge`), given by one of its commands.
  std::string group_summary;

  const Param* param(std::string_view name) const;
};

// Adds a command to the registry; a second command of one name is a program error (thrown).
bool register_command(Command command);
// Every command, by rank (then in the order registered).
std::vector<const Command*> commands();
const Command* find_command(std::string_view name);

// docs/cli.md's list of commands, as Markdown: one row per command, its parameters and whether
// it is served over HTTP.
std::string command_table_markdown();

#define GRUNDY_COMMAND_JOIN2(a, b) a##b
#define GRUNDY_COMMAND_JOIN(a, b) GRUNDY_COMMAND_JOIN2(a, b)
// Registers a command when the program starts (the name of its flag is unique per unit, so
// files joined in one unity unit each keep theirs).
#define GRUNDY_COMMAND(...)                                                          \
  namespace {                                                                        \
  [[maybe_unused]] const bool GRUNDY_COMMAND_JOIN(kCommandRegistered, __COUNTER__) = \
      ::grundy::app::register_command(::grundy::app::Command __VA_ARGS__);           \
  }

}  // namespace grundy::app
