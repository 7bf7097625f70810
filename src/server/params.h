#pragma once
// Query parameters of an API request, read strictly: a missing or malformed parameter is an
// Error(kUsage) naming it, which the router answers with 400.
#include <httplib.h>

#include <cstdint>   // std::uint64_t
#include <optional>  // std::optional
#include <string>    // std::string

namespace grundy::server {

// The parameter's text, nullopt when absent. httplib keeps only the first of a repeated
// parameter and reads `n=0000pi=84900` as n = 84900 (the last piece between '='s; router_fuzz):
// either would answer a question the client did not ask, so a parameter given twice, or with an
// unencoded '=' in its value, is refused (Error(kUsage)), naming it.
std::optional<std::string> param(const httplib::Request& req, const char* name);

// The parameter's text; throws if it is missing.
std::string required(const httplib::Request& req, const char* name);
// A natural number from min to max; fallback when absent.
std::uint64_t number(const httplib::Request& req, const char* name, std::uint64_t fallback,
                     std::uint64_t max, std::uint64_t min = 0);
// 1/true/yes is true; 0/false/no or absent is false; anything else is an error.
bool flag(const httplib::Request& req, const char* name);

}  // namespace grundy::server
