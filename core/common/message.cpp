// Filling a message's English template with its parameters, and the list of every message.
#include "message.hpp"

#include "value.hpp"

namespace arcade {

namespace {

// The message of `def` with `params`, its English filled in.
Message fill(const MessageDef& def, std::vector<Param> params) {
  Message m{std::string(), std::string(def.id), std::move(params), {}};
  const std::string_view t = def.english;
  std::size_t i = 0;
  while (i < t.size()) {
    const std::size_t open = t.find('{', i);
    const std::size_t close = open == std::string_view::npos ? open : t.find('}', open);
    if (close == std::string_view::npos) break;
    m.message.append(t.substr(i, open - i));
    const std::string_view name = t.substr(open + 1, close - open - 1);
    const Param* found = nullptr;
    for (const Param& p : m.params)
      if (p.name == name) found = &p;
    if (found) m.message += found->text;
    else m.message.append(t.substr(open, close - open + 1));
    i = close + 1;
  }
  if (i < t.size()) m.message.append(t.substr(i));
  return m;
}

}  // namespace

Message say(const MessageDef& def, Args args) {
  std::vector<Param> params;
  params.reserve(args.size());
  for (const auto& [name, arg] : args) params.push_back(arg.named(name));
  return fill(def, std::move(params));
}

Message plural(long long n, const MessageDef& one, const MessageDef& other, Args args) {
  std::vector<Param> params{Arg(n).named("n")};
  for (const auto& [name, arg] : args) params.push_back(arg.named(name));
  Message m = fill(n == 1 ? one : other, std::move(params));
  m.forms = PluralForms{std::string(one.id), std::string(other.id)};
  return m;
}

Value message_value(const Message& m) {
  Value params = Value::object();
  for (const Param& p : m.params) {
    switch (p.kind) {
      case Param::Kind::Number: params.set(p.name, static_cast<std::int64_t>(p.number)); break;
      case Param::Kind::Message: params.set(p.name, message_value(p.nested.front())); break;
      case Param::Kind::Text: params.set(p.name, p.text); break;
    }
  }
  Value v = Value::object();
  v.set("id", m.id).set("args", std::move(params));
  if (m.forms) v.set("plural", Value::object().set("one", m.forms->one).set("other", m.forms->other));
  return v;
}

std::vector<std::string> placeholders(std::string_view english) {
  std::vector<std::string> names;
  std::size_t i = 0;
  while ((i = english.find('{', i)) != std::string_view::npos) {
    const std::size_t close = english.find('}', i);
    if (close == std::string_view::npos) break;
    std::string name(english.substr(i + 1, close - i - 1));
    bool seen = false;
    for (const std::string& n : names) seen = seen || n == name;
    if (!seen) names.push_back(std::move(name));
    i = close + 1;
  }
  return names;
}

}  // namespace arcade
