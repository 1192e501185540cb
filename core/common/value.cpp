// JSON printing and lookup for Value (see value.hpp).
#include "value.hpp"

#include <cmath>

#include "number_text.hpp"

namespace arcade {

const Value* Value::get(std::string_view key) const {
  for (std::size_t i = 0; i < keys_.size(); ++i)
    if (keys_[i] == key) return &items_[i];
  return nullptr;
}

namespace {

void write_string(std::string& out, const std::string& s) {
  out += '"';
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          constexpr char hex[] = "0123456789abcdef";
          out += "\\u00";
          out += hex[c >> 4];
          out += hex[c & 15];
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}

void write(std::string& out, const Value& v) {
  switch (v.kind()) {
    case Value::Kind::Null: out += "null"; break;
    case Value::Kind::Bool: out += v.as_bool() ? "true" : "false"; break;
    case Value::Kind::Int: out += std::to_string(v.as_int()); break;
    case Value::Kind::Number: {
      if (!std::isfinite(v.as_number())) {  // JSON has no NaN or Infinity
        out += "null";
        break;
      }
      out += number_text(v.as_number());
      break;
    }
    case Value::Kind::String: write_string(out, v.as_string()); break;
    case Value::Kind::Array: {
      out += '[';
      for (std::size_t i = 0; i < v.items().size(); ++i) {
        if (i) out += ',';
        write(out, v.items()[i]);
      }
      out += ']';
      break;
    }
    case Value::Kind::Object: {
      out += '{';
      for (std::size_t i = 0; i < v.items().size(); ++i) {
        if (i) out += ',';
        write_string(out, v.keys()[i]);
        out += ':';
        write(out, v.items()[i]);
      }
      out += '}';
      break;
    }
  }
}

}  // namespace

std::string to_json(const Value& v) {
  std::string out;
  write(out, v);
  return out;
}

}  // namespace arcade
