// `texas42 play --game G --seat S`, run as a user runs it with the answers piped in: a person
// who types the table player's own choices plays the very hand `play --game G` plays out, and
// its review is review's; refused tiles, hints, quitting, a deal by --seed, and bad seats.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "tests/run_texas42.h"

namespace texas42 {
namespace {

using ::testing::ContainsRegex;
using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

struct SeatCase {
  std::string game;
  std::string trump;
  std::string worlds;  // the table players' (fewer in Geezer: its searches are the slowest)
};

// A play of a hand played out: the seat letter and the tile as written.
struct Play {
  std::string seat, tile;
};

// The plays of `play --game G --example --trump T` with table players in every seat.
std::vector<Play> PlayedOut(const SeatCase& c) {
  const Outcome run = RunTexas42({"play", "--game", c.game, "--example", "--trump", c.trump,
                                  "--worlds", c.worlds, "-f", "json"});
  EXPECT_EQ(run.exit_code, 0) << run.err;
  std::vector<Play> plays;
  const nlohmann::json report = nlohmann::json::parse(run.out);
  for (const auto& p : report["plays"]) {
    plays.push_back({p["seat"].get<std::string>(), p["tile"].get<std::string>()});
  }
  return plays;
}

// The lines of `text` from the first that starts with `from` to the first after it that starts
// with `to`, both included.
std::string Section(const std::string& text, const std::string& from, const std::string& to) {
  std::vector<std::string> out;
  for (const std::string& line : Lines(text)) {
    if (out.empty() && line.rfind(from, 0) != 0) continue;
    out.push_back(line);
    if (out.size() > 1 && line.rfind(to, 0) == 0) break;
  }
  return absl::StrJoin(out, "\n");
}

// The record the seat game prints for its review to be run again.
std::string RecordLine(const std::string& text) {
  for (const std::string& line : Lines(text)) {
    if (line.rfind("  game=", 0) == 0) return line.substr(2);
  }
  return "";
}

// The tiles of the person's rows at the end: the lines after "Your plays" up to the total.
std::vector<std::string> PersonTiles(const std::string& text) {
  std::vector<std::string> tiles;
  bool on = false;
  for (const std::string& line : Lines(text)) {
    if (line.rfind("You gave away", 0) == 0) break;
    if (on && line.rfind("trick", 0) != 0) {
      std::vector<std::string> words = absl::StrSplit(line, ' ', absl::SkipEmpty());
      tiles.push_back(words.size() > 1 ? words[1] : "");
    }
    if (line.rfind("Your plays (", 0) == 0) on = true;
  }
  return tiles;
}

class SeatFamilyTest : public ::testing::TestWithParam<SeatCase> {};

TEST_P(SeatFamilyTest, TypingTheTablePlayersTilesPlaysTheHandPlayOutPlays) {
  const SeatCase& c = GetParam();
  const std::vector<Play> plays = PlayedOut(c);
  std::vector<std::string> east, all;
  for (const Play& p : plays) {
    all.push_back(p.tile);
    if (p.seat == "E") east.push_back(p.tile);
  }
  ASSERT_FALSE(east.empty());
  const Outcome run = PlayWithInput(
      {"--game", c.game, "--example", "--trump", c.trump, "--worlds", c.worlds, "--seat", "E"},
      absl::StrJoin(east, "\n") + "\n", c.game + "_whole.txt");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.err, "");
  EXPECT_THAT(run.out, HasSubstr(". You sit East. Contract: sixes, North declares, bid "));
  EXPECT_THAT(run.out, HasSubstr(absl::StrCat("Your play: ", east.front(), "\n")));  // echoed
  EXPECT_THAT(run.out, HasSubstr("\nTrick 1: North "));
  EXPECT_THAT(run.out, Not(HasSubstr("Play stopped")));
  EXPECT_THAT(run.out, Not(HasSubstr("Your play: \n")));  // no turn beyond the tiles typed
  // The person's rows are the tiles he typed, and the record holds every play of the hand.
  EXPECT_EQ(PersonTiles(run.out), east) << run.out;
  const std::string record = RecordLine(run.out);
  EXPECT_THAT(record, StartsWith(absl::StrCat("game=", c.game, "; deal=")));
  EXPECT_THAT(record, HasSubstr(absl::StrCat("; played=", absl::StrJoin(all, " "))));
  // The review is `review --play table`'s for that record (the table players' seed and
  // worlds): every play the table player's own, so none is a mistake; double dummy it is the
  // review of the hand `play --game` played out.
  const Outcome review =
      RunTexas42({"review", "--record", record, "--play", "table", "--worlds", c.worlds});
  ASSERT_EQ(review.exit_code, 0) << review.err;
  const std::string rows = Section(run.out, "trick  seat  tile", "Result: ");
  EXPECT_THAT(rows, HasSubstr(c.game == "geezer" ? "\nResult: North-South took "
                                                 : "\nResult: North took "));
  EXPECT_THAT(rows, HasSubstr("table  reach"));
  EXPECT_THAT(rows, HasSubstr("\nDecisive mistakes: none.\n"));
  EXPECT_THAT(rows, HasSubstr(c.game == "geezer" ? "; North-South (bidding) 0, East-West 0.\n"
                                                 : "; North (bidding) 0, East and South 0.\n"));
  EXPECT_EQ(rows, Section(review.out, "trick  seat  tile", "Result: "));
  const Outcome dd = RunTexas42({"review", "--record", record});
  const Outcome played =
      RunTexas42({"play", "--game", c.game, "--example", "--trump", c.trump, "--worlds", c.worlds});
  EXPECT_EQ(Section(dd.out, "trick  seat  tile", "Result: "),
            Section(played.out, "trick  seat  tile", "Result: "));
  EXPECT_THAT(rows, ContainsRegex(": the bid (makes|is set) \\(double dummy the deal is worth "));
}

TEST_P(SeatFamilyTest, QuitReviewsThePlaysSoFar) {
  const SeatCase& c = GetParam();
  const std::vector<Play> plays = PlayedOut(c);
  size_t first = 0;
  while (plays[first].seat != "E") ++first;
  const Outcome run = PlayWithInput(
      {"--game", c.game, "--example", "--trump", c.trump, "--worlds", c.worlds, "--seat", "E"},
      plays[first].tile + "\nquit\n", c.game + "_quit.txt");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("\nYour play: quit\nPlay stopped at trick "));
  EXPECT_THAT(run.out, HasSubstr("\nResult: the hand stops after "));
  EXPECT_EQ(PersonTiles(run.out), std::vector<std::string>{plays[first].tile}) << run.out;
  // The record holds the plays up to the person's second turn: the hand's first plays.
  std::vector<std::string> so_far;
  for (size_t i = 0; i < plays.size(); ++i) {
    if (i > first && plays[i].seat == "E") break;
    so_far.push_back(plays[i].tile);
  }
  EXPECT_THAT(RecordLine(run.out),
              HasSubstr(absl::StrCat("; played=", absl::StrJoin(so_far, " "))));
}

INSTANTIATE_TEST_SUITE_P(Games, SeatFamilyTest,
                         ::testing::Values(SeatCase{"moon", "sixes", "16"},
                                           SeatCase{"3-hand", "sixes", "16"},
                                           SeatCase{"geezer", "sixes", "2"}),
                         [](const auto& info) {
                           return info.param.game == "3-hand" ? std::string("ThreeHand")
                                                              : info.param.game;
                         });

TEST(SeatFamilyCliTest, ARefusedTileGetsTheReasonAndThePromptAgain) {
  // North leads the 6-6 (sixes are trump); East holds 6-5 and 6-1, South the 3-3.
  const Outcome run =
      PlayWithInput({"--game", "moon", "--example", "--trump", "sixes", "--seat", "E"},
                    "22\n33\nxyz\n64@4 61\n61\nq\n", "moon_refused.txt");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out, HasSubstr("\n  North led 6-6.\n"));
  EXPECT_EQ(LineAfter(run.out, "Your play: 22"),
            "You must follow trumps (sixes): you hold 6-5 6-1.");
  EXPECT_EQ(LineAfter(run.out, "Your play: 33"), "You do not hold 3-3.");
  EXPECT_THAT(LineAfter(run.out, "Your play: xyz"), HasSubstr("Type a tile, hint or quit."));
  EXPECT_EQ(LineAfter(run.out, "Your play: 64@4 61"),
            "One tile at a time. Type a tile, hint or quit.");
  EXPECT_THAT(LineAfter(run.out, "Your play: 61"),
              StartsWith("Trick 1: North 6-6, East 6-1, South "));
  EXPECT_EQ(PersonTiles(run.out), std::vector<std::string>{"6-1"});
}

TEST(SeatFamilyCliTest, HintIsWhatPlayNextSays) {
  const Outcome next = RunTexas42(
      {"play", "--game", "moon", "--example", "--trump", "sixes", "--played", "", "--next"});
  ASSERT_EQ(next.exit_code, 0) << next.err;
  const Outcome run =
      PlayWithInput({"--game", "moon", "--example", "--trump", "sixes", "--seat", "N"},
                    "hint\nquit\n", "moon_hint.txt");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_THAT(run.out,
              HasSubstr(absl::StrCat("Your play: hint\nHint: ", next.out, "Your play: quit\n")));
  EXPECT_THAT(run.out, HasSubstr("\nPlay stopped at trick 1: you quit.\n"));
  EXPECT_THAT(run.out, Not(HasSubstr("The review")));  // nothing was played
}

TEST(SeatFamilyCliTest, WithoutADealTheSeedDealsAsDealDoes) {
  const Outcome deal = RunTexas42({"deal", "--game", "3-hand", "--seed", "5"});
  ASSERT_EQ(deal.exit_code, 0) << deal.err;
  const Outcome run = PlayWithInput(
      {"--game", "3-hand", "--trump", "fives", "--seat", "S", "--seed", "5"}, "q\n", "seed.txt");
  ASSERT_EQ(run.exit_code, 0) << run.err;
  // South's hand is the third group of the deal, written 6-4 for 64.
  const std::vector<std::string> hands = absl::StrSplit(Lines(deal.out).front(), '/');
  ASSERT_EQ(hands.size(), 3u);
  std::vector<std::string> tiles;
  for (absl::string_view t : absl::StrSplit(hands[2], ' ', absl::SkipEmpty())) {
    tiles.push_back(absl::StrCat(t.substr(0, 1), "-", t.substr(1)));
  }
  EXPECT_THAT(run.out, HasSubstr(absl::StrCat("\nYour hand: ", absl::StrJoin(tiles, " "), "\n")));
}

TEST(SeatFamilyCliTest, BadSeatsAndFlagsAreRefused) {
  ExpectBadInput(
      RunTexas42({"play", "--game", "moon", "--example", "--trump", "sixes", "--seat", "W"}),
      "--seat: unknown seat 'W' in Shoot the Moon (expected N, E or S)");
  ExpectBadInput(RunTexas42({"play", "--game", "geezer", "--example", "--contract", "nello",
                             "--declarer", "E", "--seat", "W"}),
                 "--seat: West sits out in nello (East's partner)");
  ExpectBadInput(RunTexas42({"play", "--game", "moon", "--example", "--trump", "sixes", "--seat",
                             "E", "--format", "json"}),
                 "--format json");
  ExpectBadInput(RunTexas42({"play", "--game", "moon", "--example", "--trump", "sixes", "--seat",
                             "E", "--played", "66"}),
                 "--played does not go with --seat");
  ExpectBadInput(RunTexas42({"play", "--game", "moon", "--example", "--seat", "E"}),
                 "one contract");
  ExpectBadInput(RunTexas42({"play", "--game", "moon", "--example", "--deal", "x", "--trump",
                             "sixes", "--seat", "E"}),
                 "not both");
}

}  // namespace
}  // namespace texas42
