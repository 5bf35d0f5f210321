#include "cli/bid_run.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "cli/bid_data.h"
#include "cli/bid_report.h"
#include "cli/command.h"
#include "cli/game_contracts.h"
#include "cli/known_parser.h"
#include "cli/output_file.h"
#include "cli/progress.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/family/deal.h"
#include "solver/family/layouts.h"

namespace texas42 {

std::string AnalysisError(const absl::Status& status) {
  if (status.code() != absl::StatusCode::kOutOfRange) return std::string(status.message());
  return absl::StrCat(status.message(), "; fix more tiles with --known or sample instead");
}

absl::StatusOr<BidContractList> ContractsToBid(const family::Game& game, ContractFlags flags,
                                               family::TileSet hand) {
  BidContractList out;
  if (absl::AsciiStrToLower(flags.contract) == "all") {
    std::vector<std::string> names = {"normal"};
    std::vector<std::string> skipped, needs;
    // Every special contract of the game (a hand of every tile qualifies for each partner call),
    // then the partner calls this hand may not bid left out, and said so.
    for (const family::Contract& c : BidContracts(game, game.tiles)) {
      if (c.kind == family::Kind::kNormal || c.kind == family::Kind::kLowNo) continue;
      family::Contract staked = c;
      staked.plunge_doubles = flags.plunge_doubles;  // the one stake qualification depends on
      const std::string name = family::ContractName(game, c);
      if (c.kind == family::Kind::kPartnerCall) {
        needs.push_back(absl::StrCat(name, " needs ", family::DoublesNeeded(game, staked)));
        if (!family::CheckQualifies(game, staked, hand).ok()) {
          skipped.push_back(name);
          continue;
        }
      }
      names.push_back(name);
    }
    flags.contract = absl::StrJoin(names, ",");
    if (!skipped.empty()) {
      out.skipped =
          absl::StrCat(absl::StrJoin(skipped, " and "), " not analyzed: the declarer holds ",
                       family::DoublesIn(hand), " doubles (", absl::StrJoin(needs, ", "), ")");
    }
  }
  absl::StatusOr<std::vector<family::Contract>> named =
      GameContracts(game, flags, VariantFlags{}, 0, hand);
  if (!named.ok()) return named.status();
  for (family::Contract c : *named) {
    if (c.kind == family::Kind::kPartnerCall) {
      if (!flags.trump.empty() && std::find(out.partner_trumps.begin(), out.partner_trumps.end(),
                                            c.trump) == out.partner_trumps.end()) {
        out.partner_trumps.push_back(c.trump);
      }
      c.trump = family::kFollowMe;
      if (std::find(out.contracts.begin(), out.contracts.end(), c) != out.contracts.end()) continue;
    }
    const bool no_trick = c.kind == family::Kind::kNello || c.kind == family::Kind::kLowNo;
    if (no_trick && flags.nello_doubles.empty()) {
      for (family::NelloDoubles d :
           {family::NelloDoubles::kOwn, family::NelloDoubles::kHigh, family::NelloDoubles::kLow}) {
        c.nello_doubles = d;
        out.contracts.push_back(c);
      }
      continue;
    }
    out.contracts.push_back(c);
  }
  return out;
}

int RunBidRequest(const BidRequest& flags) {
  const family::Game& game = *flags.game;
  absl::StatusOr<family::TileSet> hand = family::ParseHand(game, flags.hand);
  if (!hand.ok()) return Fail(absl::StrCat("--hand: ", hand.status().message()));
  if (!(flags.confidence > 0 && flags.confidence <= 1)) {
    return Fail(absl::StrCat("--confidence must be in (0, 1], not ", flags.confidence));
  }
  if (absl::Status s = ValidateOver(game, flags.over); !s.ok()) {
    return Fail(absl::StrCat("--over: ", s.message()));
  }
  absl::StatusOr<int> declarer = family::ParseSeat(game, flags.declarer);
  if (!declarer.ok()) return Fail(absl::StrCat("--declarer: ", declarer.status().message()));
  BidQuery query;
  query.game = &game;
  query.hand = *hand;
  for (const std::string& known : flags.known) {
    if (absl::Status s = AddKnown(game, known, *declarer, query); !s.ok()) return Fail(s);
  }
  if (flags.exact && flags.samples_given) {
    return Fail("--exact enumerates every layout; drop --samples");
  }
  if (flags.play && flags.full) {
    return Fail("--full goes with double-dummy analysis, not --play table");
  }
  query.samples = flags.samples;
  query.exact = flags.exact;
  query.full = flags.full;
  query.seed = flags.seed;
  query.threads = flags.threads;
  query.play = flags.play;
  query.worlds = flags.worlds;
  absl::StatusOr<BidContractList> contracts = ContractsToBid(game, flags.contract, *hand);
  if (!contracts.ok()) return Fail(contracts.status());
  query.contracts = contracts->contracts;
  query.partner_trumps = contracts->partner_trumps;
  if (absl::Status s = ValidateBidQuery(query); !s.ok()) return Fail(AnalysisError(s));
  // Drawing at least as many samples as there are layouts repeats some and misses others, and
  // Wilson intervals would treat the repeats as independent: every layout is enumerated instead.
  std::string enumerated;
  if (!query.exact) {
    family::Hands fixed = query.known;
    fixed[0] = query.hand;
    const uint64_t count = family::CountLayouts(game, fixed);
    if (query.samples >= count) {
      enumerated = absl::StrCat("--samples ", query.samples, " asks for at least the ", count,
                                " layouts there are: each is taken once instead");
      query.exact = true;
    }
  }

  absl::StatusOr<CommandOutputs> outputs = OpenOutputs(flags.output, flags.svg);
  if (!outputs.ok()) return Fail(outputs.status());
  ProgressBar bar(query.play ? "samples played" : "samples");
  query.progress = [&bar](uint64_t done, uint64_t total) { bar.Update(done, total); };
  absl::StatusOr<BidAnalysis> analysis = AnalyzeBid(query);
  bar.Finish();
  if (!analysis.ok()) return Fail(AnalysisError(analysis.status()));
  const BidRun run{*analysis, AdviseBid(*analysis, flags.confidence, flags.over), *declarer,
                   enumerated, contracts->skipped};
  if (outputs->picture) {
    absl::StatusOr<std::string> svg = RenderSvgHeatmap(BidHeatmap(run));
    if (!svg.ok()) return Fail(svg.status());
    if (absl::Status s = outputs->picture->Write(*svg); !s.ok()) return Fail(s);
    if (absl::Status s = outputs->picture->Commit(); !s.ok()) return Fail(s);
  }
  std::string text;
  if (flags.format == "json") {
    text = BidJson(run);
  } else if (flags.format == "csv") {
    text = BidCsv(run);
  } else if (flags.format == "svg") {
    absl::StatusOr<std::string> svg = RenderSvgHeatmap(BidHeatmap(run));
    if (!svg.ok()) return Fail(svg.status());
    text = *std::move(svg);
  } else {
    text = BidText(run);
  }
  if (absl::Status s = outputs->report.Write(text); !s.ok()) return Fail(s);
  if (absl::Status s = outputs->report.Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
