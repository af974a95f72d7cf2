#include <stdexcept>

#include <gtest/gtest.h>

#include <fray/io/json_reader.h>
#include <fray/io/located_error.h>

namespace fray::io {
namespace {

using nlohmann::json;

// A layer's own error type, as io::DataError or map::MapFileError are.
class LayerError : public LocatedError {
 public:
  using LocatedError::LocatedError;
};

[[noreturn]] void raise_layer_error(std::string file, std::string location, std::string expected,
                                    std::string found, std::string user_message) {
  throw LayerError(file, location, expected, found, user_message);
}

ReadContext context(bool assumed_values = false) {
  ReadContext c;
  c.file = "table.json";
  c.kind = "The table";
  c.raise = raise_layer_error;
  c.assumed_values = assumed_values;
  return c;
}

// The error a read throws, or a failure when it throws none.
template <typename Read>
LayerError error_of(Read read) {
  try {
    read();
  } catch (const LayerError& e) {
    return e;
  }
  ADD_FAILURE() << "no error";
  return LayerError("", "", "", "", "");
}

TEST(JsonReader, ReadsTypedValuesAndTheirPlace) {
  ReadContext c = context();
  const json doc =
      json::parse(R"({"n": 3, "x": 2.5, "on": true, "name": "Orc", "ids": ["a", "b_2"]})");
  const JsonReader root(doc, "", c);
  EXPECT_EQ(root.at("n").as_int(1, 6), 3);
  EXPECT_DOUBLE_EQ(root["x"].as_number(0, 10), 2.5);
  EXPECT_TRUE(root.at("on").as_bool());
  EXPECT_EQ(root.at("name").as_string(), "Orc");
  EXPECT_EQ(root.at("ids").as_id_list(), (std::vector<std::string>{"a", "b_2"}));
  EXPECT_EQ(root.at("ids")[1].pointer(), "/ids/1");
  EXPECT_EQ(root.at("ids").size(), 2u);
  EXPECT_FALSE(root.find("missing").has_value());
}

TEST(JsonReader, AWrongValueNamesFilePointerExpectedAndFound) {
  ReadContext c = context();
  const json doc = json::parse(R"({"rows": [{"from": 1}, {"from": "two"}]})");
  const JsonReader root(doc, "", c);
  const LayerError e = error_of([&] { root.at("rows")[1].at("from").as_int(1, 20); });
  EXPECT_EQ(e.file(), "table.json");
  EXPECT_EQ(e.location(), "/rows/1/from");
  EXPECT_EQ(e.expected(), "a whole number from 1 to 20");
  EXPECT_EQ(e.found(), "\"two\"");
  EXPECT_EQ(e.user_message(),
            "The table table.json cannot be used: at /rows/1/from it needs a whole number from 1 "
            "to 20, but has \"two\".");
}

TEST(JsonReader, MissingMembersMisspeltMembersAndHugeNumbersAreRefused) {
  ReadContext c = context();
  const json doc = json::parse(R"({"dei": 6, "big": 99999999999})");
  const JsonReader root(doc, "", c);
  EXPECT_EQ(error_of([&] { root.at("die"); }).location(), "/die");
  const LayerError misspelt = error_of([&] { root.allow_only({"die", "big"}); });
  EXPECT_EQ(misspelt.location(), "/dei");
  EXPECT_EQ(misspelt.found(), "an unknown member \"dei\"");
  EXPECT_EQ(error_of([&] { root.at("big").as_int(); }).location(), "/big");
}

TEST(JsonReader, NamesAreReadFromAFixedSet) {
  enum class Footing { Open, Difficult };
  constexpr std::pair<const char*, Footing> kFootings[] = {{"open", Footing::Open},
                                                           {"difficult", Footing::Difficult}};
  ReadContext c = context();
  const json doc = json::parse(R"({"a": "difficult", "b": "boggy"})");
  const JsonReader root(doc, "", c);
  EXPECT_EQ(root.at("a").as_enum(kFootings), Footing::Difficult);
  EXPECT_EQ(error_of([&] { root.at("b").as_enum(kFootings); }).expected(),
            "one of open, difficult");
}

TEST(JsonReader, AssumedValuesAreReadAndRecordedOnlyWhenTheContextSaysSo) {
  const json doc =
      json::parse(R"({"d": {"value": 4, "assumed": true, "note": "not in the seed"}})");
  ReadContext tables = context(true);
  EXPECT_EQ(JsonReader(doc, "", tables).at("d").as_int(), 4);
  ASSERT_EQ(tables.assumptions.size(), 1u);
  EXPECT_EQ(tables.assumptions[0].first, "/d");
  EXPECT_EQ(tables.assumptions[0].second, "not in the seed");

  ReadContext saves = context(false);
  EXPECT_EQ(error_of([&] { JsonReader(doc, "", saves).at("d").as_int(); }).found(), "an object");

  const json no_note = json::parse(R"({"d": {"value": 4, "assumed": true}})");
  ReadContext strict = context(true);
  EXPECT_EQ(error_of([&] { JsonReader(no_note, "", strict).at("d"); }).location(), "/d");
}

TEST(JsonReader, SyntaxErrorsAndMissingFilesAreRaisedByTheLayer) {
  const ReadContext c = context();
  const LayerError syntax = error_of([&] { parse_json("{\n  \"a\": tru\n}", c); });
  EXPECT_EQ(syntax.location().substr(0, 2), "2:");
  EXPECT_NE(syntax.user_message().find("is not valid JSON at line 2"), std::string::npos);
  const LayerError truncated = error_of([&] { parse_json("{\"a\": [1, 2", c); });
  EXPECT_NE(truncated.user_message().find("ends too soon"), std::string::npos);
  const LayerError missing = error_of([&] { read_json_file("/no/such/dir/t.json", c); });
  EXPECT_EQ(missing.expected(), "a readable JSON file");
}

TEST(JsonReader, WithoutARaiseHookTheCommonErrorIsThrown) {
  ReadContext plain;
  plain.file = "x.json";
  const json doc = json::parse("[]");
  EXPECT_THROW(JsonReader(doc, "", plain).at("a"), LocatedError);
}

}  // namespace
}  // namespace fray::io
