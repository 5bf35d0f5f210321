// `texas42 play --seat`, run as a user runs it with the answers piped in: a whole hand and its
// review, refused tiles and lines, the input ending, quitting, and bad flags.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using ::testing::AnyOf;
using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

// North holds six trumps and the 5-5, so whatever he leads East can follow with one tile only
// (6-0 to a trump, 5-4 to the 5-5) and holds others that do not follow.
const std::string kFollowDeal =
    "66 65 64 63 62 61 55/60 54 22 21 11 10 00/53 52 51 50 44 43 42/41 40 33 32 31 30 20";
const std::vector<std::string> kEastTiles = {"6-0", "5-4", "2-2", "2-1", "1-1", "1-0", "0-0"};

// Returns `tiles` written one a line `times` times over: fed to a seat holding them, each turn
// reads at most one round before it meets a tile it may play, so seven rounds finish a hand.
std::string Rounds(const std::vector<std::string>& tiles, int times) {
  std::string text;
  for (int i = 0; i < times; ++i) absl::StrAppend(&text, absl::StrJoin(tiles, "\n"), "\n");
  return text;
}

// Every tile of the set.
std::vector<std::string> AllTiles() {
  std::vector<std::string> tiles;
  for (int high = 6; high >= 0; --high) {
    for (int low = high; low >= 0; --low) tiles.push_back(absl::StrCat(high, "-", low));
  }
  return tiles;
}

// The rows of the person's plays at the end: the lines after "Your plays" up to the total.
std::vector<std::string> PersonRows(const std::string& text) {
  std::vector<std::string> rows;
  bool on = false;
  for (const std::string& line : Lines(text)) {
    if (line.rfind("You gave away", 0) == 0) break;
    if (on && line.rfind("trick", 0) != 0) rows.push_back(line);
    if (line.rfind("Your plays (", 0) == 0) on = true;
  }
  return rows;
}

TEST(PlaySeatCliTest, AWholeHandDealtBySeedEndsWithTheReview) {
  // Every tile of the set, seven times: the seat plays the first it may at each turn.
  const std::string input = Rounds(AllTiles(), 7);
  const Outcome run = PlayWithInput({"--seat", "W", "--seed", "3"}, input, "seat_whole.txt");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err, "");
  // The deal and contract of `texas42 deal --seed 3` and board 1 of `match --seed 3`.
  EXPECT_THAT(run.out,
              StartsWith("Texas 42. You sit West. Contract: twos, East declares, bid 36.\n"));
  for (int trick = 1; trick <= 7; ++trick) {
    EXPECT_THAT(run.out, HasSubstr(absl::StrCat("\nTrick ", trick, ": "))) << trick;
  }
  EXPECT_THAT(run.out, HasSubstr("Your hand (West): 6-3 5-4 4-4 4-1 4-0 3-1 1-0\n"));
  EXPECT_THAT(run.out, HasSubstr("Your play: 6-6\n6-6 "));  // the piped line is echoed
  EXPECT_THAT(run.out, HasSubstr("\nThe bid is "));
  EXPECT_THAT(run.out, HasSubstr("texas42 review --play table"));
  EXPECT_THAT(run.out, HasSubstr("\nResult: East-West took "));
  EXPECT_THAT(run.out, HasSubstr("\nGiven away double dummy (points): "));
  EXPECT_THAT(run.out, Not(HasSubstr("Play stopped")));
  const std::vector<std::string> rows = PersonRows(run.out);
  ASSERT_EQ(rows.size(), 7u) << run.out;
  for (size_t i = 0; i < rows.size(); ++i) {
    EXPECT_THAT(rows[i], StartsWith(absl::StrCat("    ", i + 1, "  "))) << rows[i];
  }
  EXPECT_THAT(run.out, HasSubstr("you played the table player's tile "));
  // The same seed and answers give the same hand.
  const Outcome again = PlayWithInput({"--seat", "W", "--seed", "3"}, input, "seat_whole2.txt");
  EXPECT_EQ(again.out, run.out);
}

TEST(PlaySeatCliTest, ATileThatDoesNotFollowGetsTheReasonAndThePromptAgain) {
  const std::string input = "1-1\n6-4\n6-6\n" + Rounds(kEastTiles, 7);
  const Outcome run = PlayWithInput(
      {"--deal", kFollowDeal, "--trump", "sixes", "--bid", "31", "--seat", "E", "--worlds", "8"},
      input, "seat_follow.txt");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(LineAfter(run.out, "Your play: 1-1"),
              AnyOf("You must follow trumps (sixes): you hold 6-0.",
                    "You must follow fives: you hold 5-4."))
      << run.out;
  EXPECT_EQ(LineAfter(run.out, "You do not hold 6-4."), "Your play: 6-6") << run.out;
  EXPECT_THAT(LineAfter(run.out, "Your play: 6-6"),
              AnyOf("6-6 is on the table.", "You do not hold 6-6."));
  EXPECT_THAT(run.out, HasSubstr("Your plays (East)"));
  EXPECT_EQ(PersonRows(run.out).size(), 7u) << run.out;
}

TEST(PlaySeatCliTest, ALineThatIsNoTileGetsAMessageAndHintAdvises) {
  const Outcome run =
      PlayWithInput({"--example", "--trump", "sixes", "--seat", "N", "--worlds", "8"},
                    "\nxyz\n7-7\nhint\nquit\n", "seat_garbage.txt");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(LineAfter(run.out, "Your play: xyz"),
            "Malformed tile 'xyz' (expected two pips 0-6, like 64 or 6-4). Type a tile, hint or "
            "quit.");
  EXPECT_THAT(LineAfter(run.out, "Your play: 7-7"), StartsWith("Tile '7-7' has a pip above 6"));
  EXPECT_THAT(LineAfter(run.out, "Your play: hint"),
              StartsWith("Hint: North holds 6-6 6-5 6-4 6-3 5-5 4-1 1-0 and plays "));
  EXPECT_THAT(run.out, HasSubstr("how often his side makes the bid"));
  EXPECT_THAT(run.out, HasSubstr("\nPlay stopped at trick 1: you quit.\n"));
  EXPECT_THAT(run.out, Not(HasSubstr("The review")));  // nothing was played
}

TEST(PlaySeatCliTest, TheInputEndingMidHandStopsCleanlyWithTheReviewSoFar) {
  // 6-0 or 5-4 follows the opening lead; the next line may or may not serve in trick 2; then
  // the input ends.
  const Outcome run = PlayWithInput({"--deal", kFollowDeal, "--trump", "sixes", "--seat", "E"},
                                    "6-0\n5-4\n", "seat_eof.txt");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err, "");
  EXPECT_THAT(run.out, AnyOf(HasSubstr("\nPlay stopped at trick 2: the input ended.\n"),
                             HasSubstr("\nPlay stopped at trick 3: the input ended.\n")));
  EXPECT_THAT(run.out, HasSubstr("\nResult: the hand stops after "));
  EXPECT_THAT(run.out, HasSubstr("Your plays (East)"));
  EXPECT_THAT(PersonRows(run.out).size(), AnyOf(1u, 2u)) << run.out;
}

TEST(PlaySeatCliTest, BadFlagsAreRefused) {
  ExpectBadInput(RunTexas42({"play", "--example", "--trump", "sixes", "--seat", "X"}), "--seat");
  ExpectBadInput(
      RunTexas42({"play", "--example", "--trump", "sixes", "--seat", "S", "--format", "json"}),
      "--format json");
  ExpectBadInput(RunTexas42({"play", "--input", "-", "--trump", "sixes", "--seat", "S"}),
                 "--input does not go with --seat");
  ExpectBadInput(
      RunTexas42({"play", "--example", "--trump", "sixes", "--seat", "S", "--played", "66"}),
      "--played does not go with --seat");
  ExpectBadInput(RunTexas42({"play", "--seat", "S", "--trump", "sixes"}),
                 "--trump goes with --deal or --example");
  ExpectBadInput(RunTexas42({"play", "--example", "--seat", "S"}), "name one trump");
  ExpectBadInput(
      RunTexas42({"play", "--example", "--contract", "nello", "--declarer", "E", "--seat", "W"}),
      "West sits out in nello");
}

TEST(PlaySeatCliTest, HelpNamesTheSeatFlag) {
  const Outcome run = RunTexas42({"play", "--help"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("--seat"));
  EXPECT_THAT(run.out, HasSubstr("texas42 play --seat S --seed 7"));
}

}  // namespace
}  // namespace texas42
