// A newcomer's slips at the command line: a bare `texas42`, a misspelt command or flag. Each
// gets the help, or one error line naming the nearest command or flag and the command's own
// help. The binary is run as a user runs it.
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "cli/flag_suggestions.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

TEST(Typos, ABareTexas42PrintsTheHelp) {
  const Outcome run = RunTexas42({});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err, "");
  EXPECT_THAT(run.out, StartsWith("texas42: analyzer of Texas 42 dominoes"));
  EXPECT_THAT(run.out, HasSubstr("\n  bid "));
}

TEST(Typos, AMisspeltFlagNamesTheNearestAndTheCommandsHelp) {
  const Outcome hand = RunTexas42({"bid", "--hnd", "66"});
  EXPECT_EQ(hand.exit_code, 2);
  EXPECT_EQ(hand.err,
            "texas42: error: texas42 bid has no flag '--hnd': did you mean --hand? "
            "(see texas42 bid --help)\n");
  const Outcome samples =
      RunTexas42({"bid", "--hand", "66 65 64 55 41 10 33", "--sample", "10"});
  EXPECT_EQ(samples.exit_code, 2);
  EXPECT_EQ(samples.err,
            "texas42: error: texas42 bid has no flag '--sample': did you mean --samples? "
            "(see texas42 bid --help)\n");
  const Outcome nothing_near = RunTexas42({"solve", "--example", "--zzzzzzzz"});
  EXPECT_EQ(nothing_near.exit_code, 2);
  EXPECT_EQ(nothing_near.err,
            "texas42: error: texas42 solve has no flag '--zzzzzzzz' (see texas42 solve --help)\n");
}

TEST(Typos, AMisspeltCommandNamesTheNearest) {
  const Outcome run = RunTexas42({"solv", "--example"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(run.err, "texas42: error: unknown command 'solv': did you mean solve? (see texas42 --help)\n");
  const Outcome far = RunTexas42({"frobnicate"});
  EXPECT_EQ(far.exit_code, 2);
  EXPECT_THAT(far.err, StartsWith("texas42: error: unknown command 'frobnicate' (expected one of bid, solve"));
}

TEST(Typos, OtherBadFlagsPointToTheCommandsHelp) {
  const Outcome run = RunTexas42({"solve", "--example", "--threads"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_THAT(run.err, HasSubstr("(see texas42 solve --help)\n"));
}

TEST(Typos, ValuesThatStartWithADashAreNotFlags) {
  // "-" is standard output; a short flag may carry its value.
  const Outcome run = RunTexas42({"solve", "--example", "-o", "-", "-fjson"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, StartsWith("{"));
}

TEST(Nearest, AllowsOneEditInShortWordsTwoInLongOnesOrAUniqueStart) {
  const std::vector<std::string> names = {"--hand", "--samples", "--seed", "--known", "-o"};
  EXPECT_EQ(Nearest("--hnd", names), "--hand");
  EXPECT_EQ(Nearest("--smaples", names), "--samples");  // a swap is one edit
  EXPECT_EQ(Nearest("--sed", names), "--seed");
  EXPECT_EQ(Nearest("--samp", names), "--samples");  // the start of one name
  EXPECT_EQ(Nearest("--s", names), std::nullopt);     // the start of two
  EXPECT_EQ(Nearest("--xyzzy", names), std::nullopt);
  EXPECT_EQ(EditDistance("bid", "bdi"), 1);
  EXPECT_EQ(EditDistance("", "abc"), 3);
}

}  // namespace
}  // namespace texas42
