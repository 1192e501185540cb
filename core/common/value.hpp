// A small tree of plain values (null, bool, number, string, array, object) that game views are
// written in once and then handed to JS (as plain objects) or printed as JSON (CLI, tests).
#pragma once
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arcade {

class Value {
 public:
  enum class Kind { Null, Bool, Int, Number, String, Array, Object };

  Value() = default;
  Value(std::nullptr_t) {}
  Value(bool b) : kind_(Kind::Bool), int_(b ? 1 : 0) {}
  Value(int i) : kind_(Kind::Int), int_(i) {}
  Value(std::int64_t i) : kind_(Kind::Int), int_(i) {}
  Value(double d) : kind_(Kind::Number), num_(d) {}
  Value(std::string s) : kind_(Kind::String), str_(std::move(s)) {}
  Value(const char* s) : kind_(Kind::String), str_(s) {}
  Value(std::string_view s) : kind_(Kind::String), str_(s) {}

  static Value array() {
    Value v;
    v.kind_ = Kind::Array;
    return v;
  }
  static Value object() {
    Value v;
    v.kind_ = Kind::Object;
    return v;
  }
  template <class T>
  static Value array_of(const std::vector<T>& items) {
    Value v = array();
    for (const T& item : items) v.push(Value(item));
    return v;
  }

  // Builders: return *this so views read like literals.
  Value& push(Value v) {
    items_.push_back(std::move(v));
    return *this;
  }
  Value& set(std::string key, Value v) {
    keys_.push_back(std::move(key));
    items_.push_back(std::move(v));
    return *this;
  }

  Kind kind() const { return kind_; }
  bool as_bool() const { return int_ != 0; }
  std::int64_t as_int() const { return int_; }
  double as_number() const { return kind_ == Kind::Int ? static_cast<double>(int_) : num_; }
  const std::string& as_string() const { return str_; }
  const std::vector<Value>& items() const { return items_; }
  const std::vector<std::string>& keys() const { return keys_; }
  // Object lookup for tests and the CLI; nullptr when absent.
  const Value* get(std::string_view key) const;

 private:
  Kind kind_ = Kind::Null;
  std::int64_t int_ = 0;
  double num_ = 0;
  std::string str_;
  std::vector<std::string> keys_;  // objects: keys_[i] names items_[i]
  std::vector<Value> items_;
};

// Compact JSON (no spaces); strings escaped so any player name prints safely.
std::string to_json(const Value& v);

}  // namespace arcade
