#include <gtest/gtest.h>

#include <fray/ai/decision.h>

namespace fray::ai {
namespace {

TEST(Decision, LogLineJoinsCommandAndExplanation) {
  EXPECT_EQ(to_log_line({"move", {}, "to cover"}), "move: to cover");
  EXPECT_EQ(to_log_line({"end_activation", {}, ""}), "end_activation");
}

}  // namespace
}  // namespace fray::ai
