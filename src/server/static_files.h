#pragma once
// The static site: files under web/ only. A request whose path climbs out of the folder
// ("/../", encoded or not) is refused with 400 before any file is looked up.
#include <httplib.h>

#include <string>  // std::string

namespace grundy::server {

// Returns false if the folder cannot be served.
bool add_static_files(httplib::Server& http, const std::string& folder);

// True when the decoded path has a ".." segment, a backslash or a NUL byte.
bool climbs_out(const std::string& path);

// The page a person sees for a path that names no file: HTML with the path quoted (escaped, and
// made printable if it is not UTF-8) and a link to the chapters. API paths get JSON instead.
std::string not_found_page(const std::string& path);

}  // namespace grundy::server
