// Errors as values: a Result<T> holds either a value or a message saying what went wrong.
#pragma once
#include <string>
#include <utility>
#include <variant>

#include "message.hpp"

namespace arcade {

// The core never throws: every operation that can fail on outside input returns a Result whose
// error is a message (core/common/message.hpp): an id with parameters for the pages' catalogues,
// and the sentence in English a player can read ("Die 3 is 7; dice show 1 to 6.").
using Error = Message;

// A refusal from a table entry: fail(msg::kSeats, {{"n", 7}}).
inline Error fail(const MessageDef& def, Args args = {}) { return say(def, args); }
// A sentence without an id yet (pages show the English as it is).
inline Error fail(std::string message) { return Error{std::move(message), {}, {}, {}}; }

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error error) : v_(std::move(error)) {}

  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  // Asking an error for its value is a bug in the caller: stop at once rather than read garbage.
  const T& value() const& { return *checked(std::get_if<0>(&v_)); }
  T& value() & { return *checked(std::get_if<0>(&v_)); }
  T&& value() && { return std::move(*checked(std::get_if<0>(&v_))); }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }
  // Only meaningful when !ok(); an empty sentence otherwise so callers can print it safely.
  const std::string& error() const {
    static const std::string none;
    const Error* e = std::get_if<1>(&v_);
    return e ? e->message : none;
  }
  // The whole error (id, parameters, English), to pass on unchanged; only meaningful when !ok().
  const Error& failure() const {
    static const Error none;
    const Error* e = std::get_if<1>(&v_);
    return e ? *e : none;
  }

 private:
  template <class P>
  static P checked(P p) {
    if (!p) __builtin_trap();
    return p;
  }
  std::variant<T, Error> v_;
};

// A check that produces no value: Result<void> is "ok" or a sentence.
template <>
class [[nodiscard]] Result<void> {
 public:
  Result() = default;
  Result(Error error) : error_(std::move(error)), ok_(false) {}
  bool ok() const { return ok_; }
  explicit operator bool() const { return ok_; }
  const std::string& error() const { return error_.message; }
  const Error& failure() const { return error_; }

 private:
  Error error_;
  bool ok_ = true;
};

using Check = Result<void>;

}  // namespace arcade
