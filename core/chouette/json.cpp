// Strict JSON reading for scenarios (see json.hpp): RFC 8259 grammar, no comments, no trailing
// commas, duplicate keys refused (a scenario with two "commands" would be ambiguous).
#include "json.hpp"

#include <cmath>
#include <cstdlib>
#include <string>

#include "../common/number_text.hpp"
#include "messages.hpp"

namespace arcade::chouette {

namespace {

constexpr int kMaxDepth = 64;

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  Result<Value> document() {
    skip_space();
    Result<Value> v = value(0);
    if (!v) return v;
    skip_space();
    if (pos_ != text_.size()) return error(msg::kJsonAfter);
    return v;
  }

 private:
  // The refusal naming what is wrong (`what` with its parameters) where the reading stopped.
  Error error(const MessageDef& what, Args args = {}) const {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < pos_ && i < text_.size(); ++i) {
      if (text_[i] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    return fail(msg::kJson, {{"what", say(what, args)}, {"line", line}, {"column", column}});
  }

  void skip_space() {
    while (pos_ < text_.size() &&
           (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
  }

  bool literal(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }

  Result<Value> value(int depth) {
    if (depth > kMaxDepth) return error(msg::kJsonDeep);
    if (pos_ >= text_.size()) return error(msg::kJsonEnds);
    const char c = text_[pos_];
    if (c == '{') return object(depth);
    if (c == '[') return array(depth);
    if (c == '"') {
      Result<std::string> s = string();
      if (!s) return s.failure();
      return Value(std::move(s).value());
    }
    if (c == '-' || (c >= '0' && c <= '9')) return number();
    if (literal("true")) return Value(true);
    if (literal("false")) return Value(false);
    if (literal("null")) return Value();
    return error(msg::kJsonCharacter, {{"character", std::string(1, c)}});
  }

  Result<Value> object(int depth) {
    ++pos_;
    Value v = Value::object();
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == '}') {
      ++pos_;
      return v;
    }
    for (;;) {
      skip_space();
      if (pos_ >= text_.size() || text_[pos_] != '"') return error(msg::kJsonKey);
      const std::size_t key_at = pos_;
      Result<std::string> key = string();
      if (!key) return key.failure();
      if (v.get(*key)) {
        pos_ = key_at;
        return error(msg::kJsonKeyTwice, {{"key", *key}});
      }
      skip_space();
      if (pos_ >= text_.size() || text_[pos_] != ':') return error(msg::kJsonColon);
      ++pos_;
      skip_space();
      Result<Value> item = value(depth + 1);
      if (!item) return item;
      v.set(std::move(key).value(), std::move(item).value());
      skip_space();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == '}') {
        ++pos_;
        return v;
      }
      return error(msg::kJsonObject, {{"brace", "}"}});  // a parameter: the table's braces pair up
    }
  }

  Result<Value> array(int depth) {
    ++pos_;
    Value v = Value::array();
    skip_space();
    if (pos_ < text_.size() && text_[pos_] == ']') {
      ++pos_;
      return v;
    }
    for (;;) {
      skip_space();
      Result<Value> item = value(depth + 1);
      if (!item) return item;
      v.push(std::move(item).value());
      skip_space();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == ']') {
        ++pos_;
        return v;
      }
      return error(msg::kJsonArray);
    }
  }

  static void utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  Result<unsigned> hex4() {
    if (pos_ + 4 > text_.size()) return error(msg::kJsonHex);
    unsigned cp = 0;
    for (int i = 0; i < 4; ++i) {
      const char h = text_[pos_++];
      cp <<= 4;
      if (h >= '0' && h <= '9') cp |= static_cast<unsigned>(h - '0');
      else if (h >= 'a' && h <= 'f') cp |= static_cast<unsigned>(h - 'a' + 10);
      else if (h >= 'A' && h <= 'F') cp |= static_cast<unsigned>(h - 'A' + 10);
      else return error(msg::kJsonHex);
    }
    return cp;
  }

  Result<std::string> string() {
    ++pos_;
    std::string out;
    while (pos_ < text_.size()) {
      const char c = text_[pos_++];
      if (c == '"') return out;
      if (static_cast<unsigned char>(c) < 0x20) return error(msg::kJsonControl);
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos_ >= text_.size()) break;
      const char e = text_[pos_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          Result<unsigned> cp = hex4();
          if (!cp) return cp.failure();
          unsigned code = *cp;
          if (code >= 0xD800 && code <= 0xDBFF && text_.substr(pos_, 2) == "\\u") {
            pos_ += 2;
            Result<unsigned> low = hex4();
            if (!low) return low.failure();
            if (*low >= 0xDC00 && *low <= 0xDFFF) code = 0x10000 + ((code - 0xD800) << 10) + (*low - 0xDC00);
            else code = 0xFFFD;
          } else if (code >= 0xD800 && code <= 0xDFFF) {
            code = 0xFFFD;  // a lone surrogate has no UTF-8 form
          }
          utf8(out, code);
          break;
        }
        default: return error(msg::kJsonEscape, {{"character", std::string(1, e)}});
      }
    }
    return error(msg::kJsonOpen);
  }

  Result<Value> number() {
    const std::size_t start = pos_;
    if (text_[pos_] == '-') ++pos_;
    auto digits = [&]() {
      const std::size_t from = pos_;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_;
      return pos_ - from;
    };
    if (pos_ < text_.size() && text_[pos_] == '0') {
      ++pos_;
    } else if (digits() == 0) {
      return error(msg::kJsonDigits);
    }
    bool whole = true;
    if (pos_ < text_.size() && text_[pos_] == '.') {
      ++pos_;
      whole = false;
      if (digits() == 0) return error(msg::kJsonFraction);
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      ++pos_;
      whole = false;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
      if (digits() == 0) return error(msg::kJsonExponent);
    }
    const std::string token(text_.substr(start, pos_ - start));
    const double d = number_value(token);
    if (whole && std::fabs(d) <= 9007199254740991.0) return Value(static_cast<std::int64_t>(std::llround(d)));
    // 2.0 or 1e2 are whole numbers too; scenarios compare kinds, so give them as integers.
    if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) <= 9007199254740991.0)
      return Value(static_cast<std::int64_t>(d));
    return Value(d);
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

}  // namespace

Result<Value> parse_json(std::string_view text) { return Reader(text).document(); }

}  // namespace arcade::chouette
