#pragma once
// Text and JSON renderers of the partizan result structs (app/partizan.h).
#include <nlohmann/json.hpp>
#include <string>

#include "app/partizan.h"

namespace grundy::app {

nlohmann::json to_json(const CanonicalResult& r);
nlohmann::json to_json(const CompareResult& r);
nlohmann::json to_json(const ThermographResult& r);
nlohmann::json to_json(const TransformResult& r);
nlohmann::json to_json(const PropertiesResult& r);

std::string to_text(const CanonicalResult& r);
std::string to_text(const CompareResult& r);
std::string to_text(const ThermographResult& r);
std::string to_text(const TransformResult& r);
std::string to_text(const PropertiesResult& r);

}  // namespace grundy::app
