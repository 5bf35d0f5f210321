// The progress bar's line fits any terminal: never wider than the columns less one (a full-width
// line would wrap, and each redraw would stack a new line on a narrow terminal).
#include "cli/progress.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

TEST(FormatProgress, TheWholeLineOnAWideTerminal) {
  EXPECT_EQ(FormatProgress(450, 1000, 1.0, "layouts", 80),
            "[##########..............] 450/1000 layouts  450/s  1s left");
}

TEST(FormatProgress, FitsEveryWidth) {
  for (int columns = 1; columns <= 120; ++columns) {
    for (const double seconds : {0.0, 1.0, 12345.0}) {
      const std::string line = FormatProgress(123456, 99999999, seconds, "deals", columns);
      EXPECT_LE(static_cast<int>(line.size()), std::max(columns - 1, 1)) << columns << ": " << line;
      EXPECT_FALSE(line.empty());
    }
  }
}

TEST(FormatProgress, DropsTheRateThenTheBarOnANarrowTerminal) {
  const std::string forty = FormatProgress(450, 1000, 1.0, "layouts", 40);
  EXPECT_THAT(forty, StartsWith("["));
  EXPECT_THAT(forty, HasSubstr("450/1000 layouts"));
  EXPECT_LE(forty.size(), 39u);
  const std::string twenty = FormatProgress(450, 1000, 1.0, "layouts", 20);
  EXPECT_THAT(twenty, StartsWith("450/1000 layouts"));
}

}  // namespace
}  // namespace texas42
