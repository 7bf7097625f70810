#pragma once
// Renderers of the result structs: JSON for `--json` and the HTTP API, text for the terminal.
// Both front ends render the same structs, so they cannot drift apart.
#include <nlohmann/json.hpp>
#include <string>

#include "app/commands.h"
#include "grundy/core/error.h"

namespace grundy::app {

nlohmann::json to_json(const ValueResult& r);
nlohmann::json to_json(const OutcomeResult& r);
nlohmann::json to_json(const MovesResult& r);
nlohmann::json to_json(const SeqResult& r);
nlohmann::json to_json(const PeriodResult& r);
nlohmann::json to_json(const VerifyResult& r);
nlohmann::json to_json(const BenchResult& r);
nlohmann::json to_json(const GenusResult& r);       // app/genus_render.cc
nlohmann::json to_json(const GenusHeapsResult& r);  // app/genus_render.cc
nlohmann::json to_json(const Error& e);

// The one way JSON is written out, by the CLI and the server alike: bytes that are not UTF-8
// (a position typed as $'\xff', a URL with %FF) become U+FFFD instead of throwing
// nlohmann::json::type_error, so no input can make printing a result or an error fail.
std::string dump_json(const nlohmann::json& j);

std::string to_text(const ValueResult& r);
std::string to_text(const OutcomeResult& r);
std::string to_text(const MovesResult& r);
std::string to_text(const SeqResult& r);
std::string to_text(const PeriodResult& r);
std::string to_text(const VerifyResult& r);
std::string to_text(const BenchResult& r);
std::string to_text(const GenusResult& r);
std::string to_text(const GenusHeapsResult& r);

// Exit status of the CLI for an error: 2 for bad input, 1 for a computation that failed.
int exit_status(const Error& e);
// HTTP status for an error: 400 for bad input, 422 for a computation over its time or node
// budget (or failed), 503 for one over its memory.
int http_status(const Error& e);

}  // namespace grundy::app
