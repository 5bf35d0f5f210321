#include "cli/bid_family.h"

#include <algorithm>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/command.h"
#include "cli/output_file.h"
#include "cli/progress.h"
#include "solver/analysis/json_writer.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

std::string Percent(double p) { return absl::StrFormat("%.0f", p * 100); }

std::string MarksName(int marks) { return absl::StrCat(marks, marks == 1 ? " mark" : " marks"); }

}  // namespace

std::string FamilyBidText(const FamilyBidAnalysis& an, const FamilyAdvice& advice) {
  const family::Game& game = *an.game;
  std::string out =
      absl::StrCat(game.title, ": N holds ", family::FormatTiles(an.hand), "; ", an.samples,
                   an.samples == 1 ? " layout" : " layouts", ", seed ", an.seed, "\n");
  if (an.play) {
    absl::StrAppend(&out, "Played out: declarers ", family::FamilyPlayerName(an.play->declarers),
                    ", defenders ", family::FamilyPlayerName(an.play->defenders), ", ", an.worlds,
                    " worlds a decision\n");
  }
  const bool tricks = !game.counts;
  absl::StrAppend(&out, "Make-probability (%) of each bid, in ", tricks ? "tricks" : "points", " (",
                  tricks ? game.tricks() : game.total, " = all)\n");
  constexpr int kNameWidth = 10;
  bool header = false;
  for (const FamilyContractOdds& o : an.odds) {
    if (o.special()) continue;
    if (!header) {
      absl::StrAppend(&out, absl::StrFormat("%-*s", kNameWidth, "trump"));
      for (int b : o.bids) absl::StrAppend(&out, absl::StrFormat("%4d", b));
      out += "\n";
      header = true;
    }
    absl::StrAppend(&out,
                    absl::StrFormat("%-*s", kNameWidth, family::ContractName(game, o.contract)));
    for (uint64_t m : o.makes)
      absl::StrAppend(&out, absl::StrFormat("%4s", Percent(an.Probability(m))));
    out += "\n";
  }
  bool special_header = false;
  for (const FamilyContractOdds& o : an.odds) {
    if (!o.special()) continue;
    if (!special_header) {
      out += "Special contracts (make-probability, 95% interval)\n";
      special_header = true;
    }
    const Interval ci = an.IntervalOf(o.makes[0]);
    absl::StrAppend(&out, absl::StrFormat("%-*s%-9s%4s%%  [%s%%, %s%%]\n", kNameWidth,
                                          family::ContractName(game, o.contract),
                                          MarksName(o.marks), Percent(an.Probability(o.makes[0])),
                                          Percent(ci.low), Percent(ci.high)));
  }
  absl::StrAppend(&out, "Advice: ", advice.text, "\n");
  return out;
}

std::string FamilyBidJson(const FamilyBidAnalysis& an, const FamilyAdvice& advice) {
  const family::Game& game = *an.game;
  JsonWriter w;
  w.BeginObject();
  w.Key("game").String(game.name);
  w.Key("hand").String(family::FormatTiles(an.hand));
  w.Key("samples").Uint(an.samples);
  w.Key("seed").Uint(an.seed);
  w.Key("play").String(an.play ? "table" : "dd");
  if (an.play) {
    w.Key("declarers").String(family::FamilyPlayerName(an.play->declarers));
    w.Key("defenders").String(family::FamilyPlayerName(an.play->defenders));
    w.Key("worlds").Int(an.worlds);
  }
  w.Key("contracts").BeginArray();
  for (const FamilyContractOdds& o : an.odds) {
    w.BeginObject();
    w.Key("contract").String(family::ContractName(game, o.contract));
    w.Key("scoring").String(o.scoring == family::Scoring::kPoints   ? "points"
                            : o.scoring == family::Scoring::kTricks ? "tricks"
                                                                    : "no-tricks");
    if (o.special()) {
      const Interval ci = an.IntervalOf(o.makes[0]);
      w.Key("marks").Int(o.marks);
      w.Key("probability").Double(an.Probability(o.makes[0]));
      w.Key("ci95").BeginArray().Double(ci.low).Double(ci.high).EndArray();
    } else {
      w.Key("makes").BeginArray();
      for (size_t b = 0; b < o.bids.size(); ++b) {
        const Interval ci = an.IntervalOf(o.makes[b]);
        w.BeginObject();
        w.Key("bid").Int(o.bids[b]);
        w.Key("probability").Double(an.Probability(o.makes[b]));
        w.Key("ci95").BeginArray().Double(ci.low).Double(ci.high).EndArray();
        w.EndObject();
      }
      w.EndArray();
    }
    w.EndObject();
  }
  w.EndArray();
  w.Key("advice").BeginObject();
  w.Key("pass").Bool(advice.pass);
  if (!advice.pass) {
    const FamilyContractOdds& o = an.odds[advice.contract];
    w.Key("contract").String(family::ContractName(game, o.contract));
    if (o.special()) {
      w.Key("marks").Int(o.marks);
    } else {
      w.Key("bid").Int(advice.bid);
    }
    w.Key("probability").Double(advice.probability);
  }
  w.Key("text").String(advice.text);
  w.EndObject();
  w.EndObject();
  return w.str() + "\n";
}

int RunFamilyBid(const FamilyBidFlags& flags) {
  const family::Game& game = *flags.game;
  absl::StatusOr<family::TileSet> hand = family::ParseHand(game, flags.hand);
  if (!hand.ok()) return Fail(absl::StrCat("--hand: ", hand.status().message()));
  if (!(flags.confidence > 0 && flags.confidence <= 1)) {
    return Fail(absl::StrCat("--confidence must be in (0, 1], not ", flags.confidence));
  }
  FamilyBidQuery query;
  query.game = &game;
  query.hand = *hand;
  query.samples = flags.samples;
  query.seed = flags.seed;
  query.threads = flags.threads;
  query.play = flags.play;
  query.worlds = flags.worlds;
  if (absl::Status s = ValidateFamilyBidQuery(query); !s.ok()) return Fail(s);

  absl::StatusOr<OutputFile> out = OutputFile::Open(flags.output, "--output");
  if (!out.ok()) return Fail(out.status());
  ProgressBar bar(query.play ? "samples played" : "samples");
  query.progress = [&bar](uint64_t done, uint64_t total) { bar.Update(done, total); };
  absl::StatusOr<FamilyBidAnalysis> analysis = AnalyzeFamilyBid(query);
  bar.Finish();
  if (!analysis.ok()) return Fail(analysis.status());
  const FamilyAdvice advice = AdviseFamilyBid(*analysis, flags.confidence);
  const std::string text =
      flags.format == "json" ? FamilyBidJson(*analysis, advice) : FamilyBidText(*analysis, advice);
  if (absl::Status s = out->Write(text); !s.ok()) return Fail(s);
  if (absl::Status s = out->Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
