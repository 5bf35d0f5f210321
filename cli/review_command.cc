// `texas42 review`: what every play of a recorded hand cost double dummy, the decisive mistakes,
// and (with --play table) whether a costly play was still the best guess from the seat's own
// hand, for every game of the family (--game, or a record's game field). The record comes from
// --record, a file of records (-i), or solve's flags; review_run.h reviews and reports.
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/bad_lines.h"
#include "cli/command.h"
#include "cli/contract_flags.h"
#include "cli/flag_checks.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/line_reader.h"
#include "cli/output_file.h"
#include "cli/output_flags.h"
#include "cli/progress.h"
#include "cli/review_run.h"
#include "solver/analysis/hand_record.h"
#include "solver/analysis/record_fields.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

struct ReviewFlags {
  std::string record;
  std::string input;
  std::string deal;
  ContractFlags contract;
  std::string declarer;
  std::string bid;
  std::string played;
  std::string play = "dd";
  int worlds = kAdaptiveWorlds;  // sequential sampling, as play and match
  uint64_t seed = 1;
  std::string svg;
  OutputFlags out;
  int threads = 0;
  std::string game;     // --game; empty: Texas 42 (unless a record names its game)
  std::string discard;  // --discard, the family's records by flags
};

absl::StatusOr<std::vector<RecordText>> ReadRecordTexts(const std::string& path) {
  absl::StatusOr<std::vector<std::string>> lines = ReadAllLines(path, "--input");
  if (!lines.ok()) return lines.status();
  std::vector<RecordText> records = SplitHandRecords(*lines);
  if (records.empty()) return absl::InvalidArgumentError("--input: no records in the file");
  return records;
}

std::string WhereOf(const RecordText& text) {
  return absl::StrCat("record ", text.number, " (line ", text.line, ")");
}

// The review request of the flags: one record from --deal and its fields, or each record read.
ReviewRequest RequestOf(const ReviewFlags& flags, const std::string& format,
                        const std::vector<RecordText>& texts, CommandOutputs& outputs) {
  ReviewRequest request;
  request.game = flags.game;
  request.threads = flags.threads;
  request.json = format == "json";
  request.svg = format == "svg";
  request.table = flags.play == "table";
  request.table_options.worlds = flags.worlds;
  request.table_options.seed = flags.seed;
  if (outputs.picture) request.picture = &*outputs.picture;
  if (!flags.deal.empty()) {
    RecordFields f;
    f.deal = flags.deal;
    f.declarer = flags.declarer.empty() ? "N" : flags.declarer;
    f.contract = flags.contract.contract;
    f.trump = flags.contract.trump;
    f.nello_doubles = flags.contract.nello_doubles;
    f.sevens_closest_lead = flags.contract.sevens_closest_lead ? "yes" : "";
    f.first_lead_trump = flags.contract.first_lead_trump ? "yes" : "";
    f.discard = flags.discard;
    f.bid = flags.bid;
    f.played = flags.played;
    request.inputs.push_back({1, "", f});
    request.from_flags = true;
  } else {
    for (const RecordText& text : texts) {
      request.inputs.push_back(
          {text.number, flags.input.empty() ? "" : WhereOf(text), ReadRecordFields(text.text)});
    }
  }
  return request;
}

int RunReview(const ReviewFlags& flags, const CLI::App& cmd) {
  const bool from_flags = !flags.deal.empty();
  const int sources = !flags.record.empty() + !flags.input.empty() + from_flags;
  if (sources != 1) return Fail("give exactly one of --record, --input or --deal");
  if (!from_flags) {
    for (const char* flag :
         {"--contract", "--trump", "--nello-doubles", "--sevens-closest-lead", "--first-lead-trump",
          "--declarer", "--bid", "--played", "--discard"}) {
      if (cmd.count(flag) > 0) {
        return Fail(absl::StrCat(flag, " goes with --deal; a record names its own fields"));
      }
    }
  }
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  if (flags.play != "dd" && flags.play != "table") {
    return Fail(absl::StrCat("--play: expected dd or table, not '", flags.play, "'"));
  }
  if (flags.play != "table" && (cmd.count("--worlds") > 0 || cmd.count("--seed") > 0)) {
    return Fail("--worlds and --seed go with --play table");
  }
  absl::StatusOr<const family::Game*> game = GameFromFlag(flags.game);
  if (!game.ok()) return Fail(game.status());
  // Every output is checked and opened before the records are read and reviewed.
  const std::vector<std::string> input_files =
      flags.input.empty() ? std::vector<std::string>{} : std::vector<std::string>{flags.input};
  absl::StatusOr<CommandOutputs> outputs = OpenOutputs(flags.out.output, flags.svg, input_files);
  if (!outputs.ok()) return Fail(outputs.status());
  std::vector<RecordText> texts;
  if (!flags.input.empty()) {
    absl::StatusOr<std::vector<RecordText>> read = ReadRecordTexts(flags.input);
    if (!read.ok()) return Fail(read.status());
    texts = *std::move(read);
  } else if (!flags.record.empty()) {
    texts.push_back({1, 1, flags.record});
  }
  if ((*format == "svg" || !flags.svg.empty()) && texts.size() > 1) {
    return Fail("a picture shows one record: --svg and --format svg go with one record");
  }
  return RunReviewRequest(RequestOf(flags, *format, texts, *outputs), outputs->report);
}

}  // namespace

Command AddReviewCommand(CLI::App& app) {
  auto flags = std::make_shared<ReviewFlags>();
  CLI::App* cmd =
      app.add_subcommand("review",
                         "Review a played hand: what every play cost double dummy, the decisive "
                         "mistakes, and (--play table) which costly plays were the best guess");
  AddGameFlag(
      *cmd, flags->game,
      "The game: 42 (the default), 3-hand, moon, moon-00, geezer or big-game; a record may name "
      "its own with a game field");
  cmd->add_option("--record", flags->record,
                  "One hand record: \"deal=...; declarer=N; trump=sixes; bid=34; played=...\"");
  cmd->add_option("-i,--input", flags->input,
                  "File of hand records (one-line, key: value blocks or JSON; '-' = stdin)");
  cmd->add_option("--deal", flags->deal,
                  "Four hands N/E/S/W separated by '/' (the record given by flags)");
  AddContractFlags(*cmd, flags->contract);
  cmd->add_option("--declarer", flags->declarer, "Seat of the declarer: N, E, S or W (default N)");
  cmd->add_option("--bid", flags->bid,
                  "The bid: 30..41 or marks (1 mark, 2 marks); in another game its own (Moon: "
                  "4..7 tricks)");
  cmd->add_option("--played", flags->played, "The tiles played, in order from the opening lead");
  cmd->add_option("--discard", flags->discard,
                  "Moon, The Big Game: the declarer's discard (the record given by flags)")
      ->type_name("TILE");
  cmd->add_option("--play", flags->play,
                  "dd (double dummy), or table: also ask the table player, seeing only the "
                  "seat's own hand, at every play")
      ->capture_default_str();
  AddWorldsFlag(*cmd, flags->worlds, "each play");
  cmd->add_option("--seed", flags->seed, "Seed of the table player's draws")
      ->check(WholeNumber(0, UINT64_MAX))
      ->capture_default_str();
  cmd->add_option("--svg", flags->svg, "Also write the picture of the hand to FILE");
  AddOutputFlags(*cmd, flags->out, {"text", "json", "svg"});
  cmd->add_option("--threads", flags->threads, "Worker threads (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  PolishHelp(*cmd,
             "  texas42 review --record \"deal=66 65 64 63 55 41 10/62 61 60 54 53 52 00/"
             "44 43 42 40 33 32 31/51 50 30 22 21 20 11; declarer=N; trump=sixes; bid=34; "
             "played=66 62 44 51\"\n"
             "  texas42 review -i hands.txt --format json --threads 2\n"
             "  texas42 review --game moon --record \"deal=...; declarer=N; trump=sixes; "
             "discard=1-0; played=66 54 41\"\n");
  return {cmd, [flags, cmd] { return RunReview(*flags, *cmd); }};
}

}  // namespace texas42
