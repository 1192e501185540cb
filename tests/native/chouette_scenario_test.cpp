// Cul de chouette scenarios: the JSON reader's sentences, the scenario fields (start, tokens,
// throw-off, finish), command objects and their errors by index.
#include <doctest/doctest.h>

#include "chouette/json.hpp"
#include "chouette/scenario.hpp"

using namespace arcade;
using namespace arcade::chouette;

TEST_CASE("chouette json: values, escapes and sentences with positions") {
  CHECK(to_json(parse_json(" {\"a\": [1, -2.5, true, null, \"\\u00e9\\n\"], \"b\": {}} ").value()) ==
        "{\"a\":[1,-2.5,true,null,\"é\\n\"],\"b\":{}}");
  CHECK(parse_json("1e2").value().kind() == Value::Kind::Int);
  CHECK(to_json(parse_json("\"\\ud83e\\udd89\"").value()) == "\"\xF0\x9F\xA6\x89\"");  // an owl
  CHECK(parse_json("{\"a\": 1,}").error() ==
        "The JSON is not valid: expected a key in double quotes at line 1, column 9.");
  CHECK(parse_json("{\"a\": 1, \"a\": 2}").error() ==
        "The JSON is not valid: the key \"a\" appears twice at line 1, column 10.");
  CHECK(parse_json("[1,\n 2\n").error() ==
        "The JSON is not valid: expected ',' or ']' in an array at line 3, column 1.");
  CHECK(parse_json("[01]").error() == "The JSON is not valid: expected ',' or ']' in an array at line 1, column 3.");
  CHECK(parse_json("\"abc").error() == "The JSON is not valid: a string is not closed at line 1, column 5.");
  CHECK(parse_json("tru").error() == "The JSON is not valid: unexpected character 't' at line 1, column 1.");
  CHECK(parse_json("").error() == "The JSON is not valid: the text ends where a value should be at line 1, column 1.");
  CHECK(parse_json("{} x").error() ==
        "The JSON is not valid: unexpected text after the end of the value at line 1, column 4.");
  CHECK(parse_json(std::string(100, '[')).error() ==
        "The JSON is not valid: nesting deeper than 64 levels at line 1, column 66.");
}

TEST_CASE("chouette scenarios: start, tokens, throw-off, finish, strings and errors") {
  const auto run = [](const std::string& json) { return replay_json(json); };
  Result<Value> r =
      run(R"({"players": ["A", "B", "C"], "first": "C", "scores": {"B": 12}, "tokens": {"A": "grelottine"},
                            "commands": [{"throw": [1, 3, 6]}, {"grelottine": {"by": "A", "target": "chouette", "stake": 1}}]})");
  CHECK(r.error() == "commands[1]: No stake is possible on Chouette: 33% of the lower score, 0, is less than 1.");
  Result<Value> bad =
      run(R"({"players": ["A", "B", "C"], "first": "C", "scores": {"C": 12, "A": 50}, "tokens": {"A": "grelottine"},
                              "commands": [{"throw": [1, 3, 6]}, {"grelottine": {"by": "A", "target": "chouette", "stake": 5}}]})");
  CHECK(bad.error() ==
        "commands[1]: The Grelottine stake on Chouette must be from 1 to 3 (33% of 12, the lower score, rounded down), "
        "not 5.");
  Result<Value> off = run(R"({"players": ["A", "B"], "throwOff": true, "commands": [{"throw": [5, 2]}, "t444"]})");
  REQUIRE(off.ok());
  CHECK(off->get("scores")->get("B")->as_int() == 80);
  CHECK(to_json(*off->get("effects")->items()[0].get("reason")) == "\"starts: lowest die of the throw-off (2)\"");
  Result<Value> open = run(R"({"players": ["A", "B"], "commands": [{"throw": [2, 2, 5]}], "finish": false})");
  CHECK(open->get("pending")->as_string() == "A has a Chouette of 2: siroter or keep it?");
  CHECK(run(R"({"players": ["A", "B"], "first": "B", "throwOff": true, "commands": []})").error() ==
        "Give either \"first\" or \"throwOff\", not both.");
  CHECK(run(R"({"players": ["A", "A"], "commands": []})").error() == "Two players are called \"A\".");
  CHECK(run(R"({"players": ["A", "B"], "tokens": {"A": ["flan"]}, "commands": []})").error() ==
        "The tokens are grelottine, civet, passe-grelot, boucliette and jarret.");
  CHECK(run(R"({"players": ["A", "B"], "scores": {"Z": 1}, "commands": []})").error() ==
        "\"scores\": There is no player \"Z\"; the players are A and B.");
  CHECK(run(R"({"players": ["A", "B"], "options": "sf,x", "commands": []})")
            .error()
            .rfind("Cul de chouette options are", 0) == 0);
  CHECK(run(R"({"players": ["A", "B"], "commands": [{"throw": [1, 2, 3], "pass": true}]})").error() ==
        "commands[0]: A command has one verb; this one has \"throw\" and \"pass\".");
  CHECK(run(R"({"players": ["A", "B"], "commands": [{"throw": [1, 2, 3], "by": "A"}]})").error() ==
        "commands[0]: The command \"throw\" has no field \"by\".");
  CHECK(run(R"({"players": ["A", "B"], "commands": [{"throw": [1, 2, 9]}]})").error() ==
        "commands[0]: Dice show whole numbers from 1 to 6.");
  CHECK(run(R"({"players": ["A", "B"], "commands": [{"sirotage": false}]})").error() ==
        "commands[0]: There is no Chouette to keep: A to throw.");
  CHECK(run(R"({"players": ["A", "B"], "commands": [{"call": "hourra", "order": []}]})").error() ==
        "commands[0]: There is no call \"hourra\"; the calls are pas-mou, grelotte, contre-sirop, artichette (or "
        "raitournelle) and sans-fin.");
  CHECK(run(R"({"players": ["A", "B"], "commands": [{"civet": {"stake": 5, "target": "flan"}}]})").error() ==
        "commands[0]: The target \"flan\" is not one of chouette, velute, chouette-velute, suite, cul-de-chouette, "
        "cul-de-chouette-sirote, soufflette, bleu-rouge, artichette.");
  CHECK(run(R"({"players": ["A", "B"], "commands": ["t9"]})").error() ==
        "commands[0]: Die 1 of \"9\" is not a face from 1 to 6.");
  Result<Value> referee =
      run(R"({"players": ["A", "B"], "commands": [{"correct": "B", "delta": 25, "reason": "miscounted"},
                                  {"bevue": "A", "reason": "stood up without a word"}]})");
  REQUIRE(referee.ok());
  CHECK(to_json(*referee->get("deltas")) == "{\"A\":-10,\"B\":25}");
  CHECK(referee->get("effects")->items()[0].get("reason")->as_string() == "referee's correction: miscounted");
  CHECK(referee->get("effects")->items()[1].get("reason")->as_string() == "Bévue: stood up without a word");
}

TEST_CASE("chouette scenarios in the vectors' shape: an unknown field is refused by name (issue 14)") {
  CHECK(replay_json(R"({"id": "X", "inputs": {"players": ["A", "B"], "throw": [4, 1, 4], "sirotage_reroll": [3]}})")
            .error() == "A vector's \"inputs\" has no field \"sirotage_reroll\".");
  CHECK(replay_json(R"({"id": "X", "inputs": {"players": ["A", "B"], "throw": [4, 1, 4]}, "bogus": 1})").error() ==
        "A vector has no field \"bogus\".");
  CHECK(replay_json(R"({"id": "X", "inputs": {"players": ["A", "B"], "throw": [4, 1, 4]}, "note": "ok"})").ok());
}
