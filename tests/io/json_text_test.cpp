#include <gtest/gtest.h>

#include <fray/io/json_text.h>
#include <fray/io/located_error.h>

namespace fray::io {
namespace {

TEST(JsonText, LineAndColumnCountFromOne) {
  const std::string text = "{\n  \"a\": tru\n}";
  EXPECT_EQ(line_and_column(text, 1), (std::pair{1, 1}));
  EXPECT_EQ(line_and_column(text, 3), (std::pair{2, 1}));
  EXPECT_EQ(line_and_column(text, 12), (std::pair{2, 10}));
}

TEST(JsonText, ParsesValidText) {
  const auto parsed = parse_json_text(R"({"a": [1, 2]})");
  ASSERT_TRUE(std::holds_alternative<nlohmann::json>(parsed));
  EXPECT_EQ(std::get<nlohmann::json>(parsed)["a"][1], 2);
}

TEST(JsonText, SyntaxErrorNamesLineColumnAndWhatWasExpected) {
  const auto parsed = parse_json_text("{\n  \"a\": tru\n}");
  ASSERT_TRUE(std::holds_alternative<JsonSyntaxError>(parsed));
  const auto& error = std::get<JsonSyntaxError>(parsed);
  EXPECT_EQ(error.line, 2);
  EXPECT_EQ(error.location(), "2:" + std::to_string(error.column));
  EXPECT_NE(error.found.find("invalid literal"), std::string::npos) << error.found;
}

TEST(JsonText, TruncatedTextIsMarkedAsEndingEarly) {
  const auto truncated = parse_json_text("{\"a\": [1, 2");
  ASSERT_TRUE(std::holds_alternative<JsonSyntaxError>(truncated));
  EXPECT_TRUE(std::get<JsonSyntaxError>(truncated).at_end);
  const auto broken = parse_json_text("{\"a\": tru }");
  ASSERT_TRUE(std::holds_alternative<JsonSyntaxError>(broken));
  EXPECT_FALSE(std::get<JsonSyntaxError>(broken).at_end);
}

TEST(JsonText, PointerTokensEscapeTildeAndSlash) {
  EXPECT_EQ(pointer_token("plain"), "plain");
  EXPECT_EQ(pointer_token("a/b~c"), "a~1b~0c");
}

TEST(JsonText, MissingFileGivesNothing) {
  EXPECT_FALSE(read_text_file("/nonexistent/fray/file.json").has_value());
}

TEST(LocatedError, DeveloperMessageLooksLikeACompilerDiagnostic) {
  const LocatedError syntax("maps/a.json", "4:8", "a value", "'}'", "The map is broken.");
  EXPECT_STREQ(syntax.what(), "maps/a.json:4:8: expected a value, found '}'");
  EXPECT_FALSE(syntax.is_json_pointer());
  const LocatedError value("maps/a.json", "/features/2", "an object", "12", "Wrong value.");
  EXPECT_STREQ(value.what(), "maps/a.json: /features/2: expected an object, found 12");
  EXPECT_TRUE(value.is_json_pointer());
  EXPECT_EQ(value.user_message(), "Wrong value.");
}

}  // namespace
}  // namespace fray::io
