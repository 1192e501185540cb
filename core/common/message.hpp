// Messages as ids with parameters: every refusal, notice or history line the core reports has a
// stable id ("greed.seats.count") and named parameters, and its English sentence is made here
// from the id's template. Pages render the id from their catalogue of a language (web/common/
// words.js); the CLI and the tests read the English. The English templates live beside each game
// (core/<game>/messages.hpp, core/common/messages.hpp) and are the only copy of the English.
#pragma once
#include <concepts>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arcade {

// One entry of a game's table: the id and its English template, "{name}" marking a parameter.
struct MessageDef {
  std::string_view id;
  std::string_view english;
};

struct Message;

// One named parameter: a number, a piece of text (a name, a quoted input: written the same in
// every language), or a message of its own (a reason inside a refusal; a page renders it from the
// same catalogue, so a sentence never mixes two languages).
struct Param {
  enum class Kind { Text, Number, Message };
  std::string name;
  Kind kind = Kind::Text;
  std::string text;  // the value in English (the number in decimal)
  long long number = 0;
  std::vector<Message> nested;  // the message itself when kind == Message (one element)
};

// The two forms of a count with its noun ("1 guess", "5 guesses"), by id; see plural().
struct PluralForms {
  std::string one, other;
};

// A message: its id (empty for a sentence not converted yet: pages show it as it is), its
// parameters and its English sentence. An Error is a message (core/common/result.hpp).
struct Message {
  std::string message;  // the English sentence, what error() returns
  std::string id;
  std::vector<Param> params;
  std::optional<PluralForms> forms;  // set by plural(): a count, whose form a page may choose again
};

// What a call site passes for a parameter: numbers, text or a whole message.
class Arg {
 public:
  Arg(std::string text) : text_(std::move(text)) {}
  Arg(std::string_view text) : text_(text) {}
  Arg(const char* text) : text_(text) {}
  template <std::integral T>
  requires(!std::same_as<T, bool> && !std::same_as<T, char>) Arg(T n)
      : kind_(Param::Kind::Number), text_(std::to_string(n)), number_(static_cast<long long>(n)) {}
  Arg(Message m) : kind_(Param::Kind::Message), text_(m.message) { nested_.push_back(std::move(m)); }

  Param named(std::string_view name) const { return Param{std::string(name), kind_, text_, number_, nested_}; }

 private:
  Param::Kind kind_ = Param::Kind::Text;
  std::string text_;
  long long number_ = 0;
  std::vector<Message> nested_;
};

using Args = std::initializer_list<std::pair<std::string_view, Arg>>;

// The message of a table entry with its parameters; the English fills each "{name}" (a name the
// call does not give stays as written, which the native tests would show).
Message say(const MessageDef& def, Args args = {});

// A count with its noun as a message, {"n", n} its parameter (then `args`): `one` when n is 1, else
// `other` (the English rule, which the English sentence follows). The message names both forms, so
// that a page chooses by its own language's rule (French says "0 essai"; web/common/words.js); a
// whole refusal or status sentence may be one too ("The puzzle has {n} cells; it needs 81.").
Message plural(long long n, const MessageDef& one, const MessageDef& other, Args args = {});

// The "{name}"s of a template, in order of first appearance.
std::vector<std::string> placeholders(std::string_view english);

class Value;
// A message as a plain value for views and JS: { id, args: { name: number | text | message } }
// ("args", not "params": a game's params are another thing, and an argument field of the API),
// and plural: { one, other } for a count made by plural().
Value message_value(const Message& m);

// Every message the core can report: common's table then each registered game's (core/games.cpp).
std::vector<MessageDef> all_messages();

}  // namespace arcade

// A game's table, written once: ARCADE_MESSAGES(LIST) turns LIST(X), a list of
// X(constant, "id", "English template"), into one constant per message and `all`, the table the
// game registers (static constexpr std::span<const MessageDef> messages = msg::all).
#define ARCADE_MESSAGE_CONSTANT(name, id, english) inline constexpr ::arcade::MessageDef name{id, english};
#define ARCADE_MESSAGE_ENTRY(name, id, english) name,
#define ARCADE_MESSAGES(LIST)   \
  LIST(ARCADE_MESSAGE_CONSTANT) \
  inline constexpr ::arcade::MessageDef all[] = {LIST(ARCADE_MESSAGE_ENTRY)};
