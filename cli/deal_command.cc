// `texas42 deal`: random deals from a seed that meet conditions, one per line, ready for
// `solve -i` and `play -i` (solver/analysis/deal_conditions.h has the conditions' grammar).
// With --game G, deals of any game of the family, with the same --give and --where: deal i of a
// seed with nothing given is deal i of that game's `study` with that seed.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "cli/command.h"
#include "cli/flag_checks.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/output_file.h"
#include "cli/output_flags.h"
#include "solver/analysis/deal_conditions.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

// Ten million tries take about ten seconds (a million a second on the development machine): a
// rarer condition is better met by giving tiles.
constexpr uint64_t kDefaultMostTries = 10'000'000;
// Below one deal kept in this many tried, the run says how many it tried.
constexpr uint64_t kRareOneIn = 10;
// Output is written in pieces of about this many bytes.
constexpr size_t kWriteBytes = size_t{1} << 16;

struct DealFlags {
  uint64_t deals = 1;
  uint64_t seed = 1;
  std::vector<std::string> give;
  std::vector<std::string> where;
  uint64_t most_tries = kDefaultMostTries;
  std::string game;
  OutputFlags out;
};

// Parses one --give "SEAT=TILES" of `game` into `given`.
absl::Status AddGiven(const family::Game& game, absl::string_view text, family::Hands& given) {
  const std::vector<absl::string_view> parts = absl::StrSplit(text, absl::MaxSplits('=', 1));
  if (parts.size() != 2) {
    return absl::InvalidArgumentError(
        absl::StrCat("--give '", text, "': expected SEAT=TILES, as in \"S=6-6 5-5\""));
  }
  absl::StatusOr<int> seat = family::ParseSeat(game, absl::StripAsciiWhitespace(parts[0]));
  if (!seat.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--give '", text, "': ", seat.status().message()));
  }
  absl::StatusOr<std::vector<family::Tile>> tiles = family::ParseTiles(game, parts[1]);
  if (!tiles.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--give '", text, "': ", tiles.status().message()));
  }
  for (family::Tile t : *tiles) {
    for (int s = 0; s < game.seats; ++s) {
      if (given[s].Contains(t)) {
        return absl::InvalidArgumentError(
            absl::StrCat("--give '", text, "': ", FormatTile(t), " is given twice"));
      }
    }
    given[*seat].Add(t);
  }
  if (given[*seat].size() > game.hand_size) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--give '", text, "': ", family::SeatName(*seat), " is given ", given[*seat].size(),
        " tiles; a hand of ", game.title, " holds ", game.hand_size));
  }
  return absl::OkStatus();
}

int RunDeal(const DealFlags& flags) {
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  absl::StatusOr<const family::Game*> game = GameFromFlag(flags.game);
  if (!game.ok()) return Fail(game.status());
  DealRequest request;
  request.game = *game;
  request.seed = flags.seed;
  request.count = flags.deals;
  request.most_tries = flags.most_tries;
  for (const std::string& give : flags.give) {
    if (absl::Status s = AddGiven(**game, give, request.given); !s.ok()) return Fail(s);
  }
  for (const std::string& where : flags.where) {
    absl::StatusOr<DealCondition> condition = ParseDealCondition(**game, where);
    if (!condition.ok()) return Fail(absl::StrCat("--where ", condition.status().message()));
    request.conditions.push_back(*std::move(condition));
  }
  if (absl::Status s = PrepareDealRequest(request); !s.ok()) {
    return Fail(absl::StrCat(flags.where.empty() ? "--give: " : "--where ", s.message()));
  }
  absl::StatusOr<OutputFile> out = OutputFile::Open(flags.out.output, "--output");
  if (!out.ok()) return Fail(out.status());

  std::string text;
  absl::Status written = absl::OkStatus();
  uint64_t kept = 0;
  const uint64_t tried =
      DealMeetingConditions(request, [&](const family::Deal& deal, uint64_t index) {
        ++kept;
        const std::string line = family::FormatDeal(**game, deal);
        if (*format == "json") {
          absl::StrAppend(&text, "{\"game\":\"", (*game)->name, "\",\"deal\":\"", line,
                          "\",\"seed\":", flags.seed, ",\"try\":", index, "}\n");
        } else {
          absl::StrAppend(&text, line, "\n");
        }
        if (text.size() >= kWriteBytes) {
          written = out->Write(text);
          text.clear();
        }
        return written.ok();
      });
  if (written.ok()) written = out->Write(text);
  if (!written.ok()) return Fail(written);
  if (kept < flags.deals) {
    return Fail(absl::StrCat("only ", kept, " of ", flags.deals, " deals met the conditions in ",
                             tried,
                             " tries (raise --max-tries, give tiles with --give, or ease "
                             "the conditions)"));
  }
  if (absl::Status s = out->Commit(); !s.ok()) return Fail(s);
  if (tried > kept * kRareOneIn) {
    std::cerr << "texas42: deal: " << kept << (kept == 1 ? " deal" : " deals")
              << " met the conditions out of " << tried << " tried (1 in "
              << (tried + kept / 2) / kept << ")\n";
  }
  return 0;
}

}  // namespace

Command AddDealCommand(CLI::App& app) {
  auto flags = std::make_shared<DealFlags>();
  CLI::App* cmd = app.add_subcommand(
      "deal",
      "Random deals from a seed that meet conditions (\"N holds at least 4 sixes\"), one per line, "
      "for solve -i and play -i");
  cmd->add_option("-n,--deals", flags->deals, "Number of deals to write")
      ->check(WholeNumber(1, UINT32_MAX))
      ->capture_default_str();
  cmd->add_option("--seed", flags->seed, "Seed of the deals (same seed and conditions, same deals)")
      ->check(WholeNumber(0, UINT64_MAX))
      ->capture_default_str();
  cmd->add_option("--give", flags->give,
                  "Tiles a seat holds, as \"S=6-6 5-5\"; a hand's worth gives the whole hand "
                  "(repeatable)")
      ->type_name("SEAT=TILES");
  cmd->add_option("--where", flags->where,
                  "A condition every deal meets, as \"N holds at least 4 sixes\", \"S holds the "
                  "6-6\", \"E holds no count\", \"N+S hold at most 2 doubles\", \"W holds 10 "
                  "points\" (repeatable; in every game)")
      ->type_name("CONDITION");
  cmd->add_option("--max-tries", flags->most_tries, "Give up after trying this many random deals")
      ->check(WholeNumber(1, UINT64_MAX))
      ->capture_default_str();
  AddGameFlag(
      *cmd, flags->game,
      "The game: 42 (the default), 3-hand, moon, moon-00, geezer or big-game; deal i of a seed "
      "is deal i of that game's study with that seed");
  AddOutputFlags(*cmd, flags->out, {"text", "json"});
  PolishHelp(*cmd,
             "  texas42 deal --deals 10 --seed 7\n"
             "  texas42 deal --deals 100 --where \"N holds at least 4 sixes\" "
             "--where \"E holds no count\" -o deals.txt\n"
             "  texas42 deal --give \"N=66 65 64 63 55 41 10\" --deals 20 | texas42 solve -i - "
             "--trump sixes --values-only\n"
             "  texas42 deal --game moon --deals 5 --seed 3 | texas42 solve --game moon -i - "
             "--trump sixes\n");
  return {cmd, [flags] { return RunDeal(*flags); }};
}

}  // namespace texas42
