// The progress bar's line fits any terminal: never wider than the columns less one (a full-width
// line would wrap, and each redraw would stack a new line on a narrow terminal).
#include "cli/progress.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>

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

TEST(FormatProgress, TheTimeSoFarBeforeTheFirstUnitIsDone) {
  EXPECT_EQ(FormatProgress(0, 12, 65.0, "exchange choices", 80),
            "[........................] 0/12 exchange choices  1m05s so far");
  EXPECT_EQ(FormatProgress(0, 12, 0.4, "solves", 80), "[........................] 0/12 solves");
}

// Returns what was written to the pseudo-terminal whose master end is `master`, so far.
std::string Drain(int master) {
  std::string out;
  char buffer[4096];
  pollfd p{master, POLLIN, 0};
  while (poll(&p, 1, 100) > 0 && (p.revents & POLLIN) != 0) {
    const ssize_t n = read(master, buffer, sizeof buffer);
    if (n <= 0) break;
    out.append(buffer, static_cast<size_t>(n));
  }
  return out;
}

// A unit of work may take minutes (a Big Game deal): the bar redraws itself with the time so far
// while no count comes, and stops when it finishes.
TEST(ProgressBar, TicksOnWhileNoCountComes) {
  const int master = posix_openpt(O_RDWR | O_NOCTTY);
  ASSERT_GE(master, 0);
  ASSERT_EQ(grantpt(master), 0);
  ASSERT_EQ(unlockpt(master), 0);
  const int terminal = open(ptsname(master), O_RDWR | O_NOCTTY);
  ASSERT_GE(terminal, 0);
  const int saved = dup(STDERR_FILENO);
  ASSERT_EQ(dup2(terminal, STDERR_FILENO), STDERR_FILENO);
  std::string drawn;
  {
    ProgressBar bar("solves", std::chrono::milliseconds(0));
    EXPECT_TRUE(bar.enabled());
    bar.Update(0, 12);
    std::this_thread::sleep_for(std::chrono::milliseconds(3200));
    drawn = Drain(master);
    bar.Finish();
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(1200));
  const std::string after = Drain(master);
  dup2(saved, STDERR_FILENO);
  close(saved);
  close(terminal);
  close(master);
  EXPECT_THAT(drawn, HasSubstr("0/12 solves\r")) << "drawn at once, with no time yet";
  EXPECT_THAT(drawn, HasSubstr("0/12 solves  1s so far")) << drawn;
  size_t ticks = 0;
  for (size_t at = drawn.find("so far"); at != std::string::npos;
       at = drawn.find("so far", at + 1)) {
    ++ticks;
  }
  EXPECT_GE(ticks, 2u) << "one redraw a second: " << drawn;
  // Finished: the line is cleared, and nothing is drawn after.
  EXPECT_EQ(after.find("solves"), std::string::npos) << after;
}

}  // namespace
}  // namespace texas42
