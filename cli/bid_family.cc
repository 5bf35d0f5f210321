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

// The advice in words, one line: "bid 44 in sixes (62%)", "bid dive at 3 marks (makes 80%
// with followme trump every time)", "pass (no bid makes 50% of the layouts)".
std::string AdviceText(const FamilyBidAnalysis& an, const FamilyAdvice& advice) {
  const family::Game& game = *an.game;
  if (advice.pass) {
    return absl::StrFormat("pass (no bid makes %.0f%% of the layouts)", advice.threshold * 100);
  }
  const FamilyContractOdds& o = an.odds[advice.contract];
  const std::string name = family::ContractName(game, o.contract);
  const int pct = static_cast<int>(advice.probability * 100 + 0.5);
  if (o.special()) {
    return absl::StrCat("bid ", name, " at ", o.marks, o.marks == 1 ? " mark" : " marks",
                        " (makes ", pct, "%",
                        o.has_single ? absl::StrCat(" with ", family::TrumpName(o.best_single_trump),
                                                    " trump every time")
                                     : "",
                        ")");
  }
  if (o.scoring == family::Scoring::kTricks) {
    return absl::StrCat("bid ", advice.bid, advice.bid == game.tricks() ? " (all) " : " ",
                        "tricks in ", name, " (makes ", pct, "%)");
  }
  return absl::StrCat("bid ", advice.bid, advice.bid >= game.total ? " (1 mark)" : "", " in ",
                      name, " (makes ", pct, "%)");
}

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
    std::string line = absl::StrFormat("%-*s%-9s%4s%%  [%s%%, %s%%]", kNameWidth,
                                       family::ContractName(game, o.contract), MarksName(o.marks),
                                       Percent(an.Probability(o.makes[0])), Percent(ci.low),
                                       Percent(ci.high));
    if (o.has_single) {
      const Interval single = an.IntervalOf(o.best_single_makes);
      absl::StrAppend(&line, "; one trump every time: ", family::TrumpName(o.best_single_trump),
                      " ", Percent(an.Probability(o.best_single_makes)), "% [",
                      Percent(single.low), "%, ", Percent(single.high), "%]");
    }
    absl::StrAppend(&out, line, "\n");
  }
  for (const FamilyContractOdds& o : an.odds) {
    if (!o.has_single) continue;
    out +=
        "Partner calls: the first figure has the partner name, layout by layout, a trump that "
        "takes every trick (he sees every hand); one trump every time is the best trump named in "
        "every layout, the figure the advice weighs.\n";
    break;
  }
  absl::StrAppend(&out, "Advice: ", AdviceText(an, advice), "\n");
  return out;
}

std::string FamilyBidJson(const FamilyBidAnalysis& an, const FamilyAdvice& advice) {
  const family::Game& game = *an.game;
  const auto interval = [&](JsonWriter& w, uint64_t makes) {
    const Interval ci = an.IntervalOf(makes);
    w.BeginArray().Double(ci.low).Double(ci.high).EndArray();
  };
  // A contract's name and trump as Texas 42's bid writes them: "contract" the kind, "trump" for
  // a normal contract or a partner call, "label" as the text names it.
  const auto contract = [&](JsonWriter& w, const family::Contract& c) {
    if (c.has_trump()) w.Key("trump").String(family::TrumpName(c.trump));
    w.Key("contract").String(c.kind == family::Kind::kNormal ? std::string("normal")
                             : c.kind == family::Kind::kPartnerCall
                                 ? std::string(game.partner_calls[c.partner_call].name)
                                 : family::ContractName(game, c));
  };
  const std::string figure = an.play ? "table" : "dd";
  JsonWriter w;
  w.BeginObject();
  w.Key("game").String(game.name);
  w.Key("hand").String(family::FormatTiles(an.hand));
  w.Key("declarer").String("N");
  w.Key("seed").Uint(an.seed);
  w.Key("samples").Uint(an.samples);
  w.Key("play").String(figure);
  w.Key("figure").String(figure);
  if (an.play) {
    w.Key("declarers").String(family::FamilyPlayerName(an.play->declarers));
    w.Key("defenders").String(family::FamilyPlayerName(an.play->defenders));
    w.Key("worlds").String(absl::StrCat(an.worlds));
  }
  w.Key("unit").String(game.counts ? "points" : "tricks");
  w.Key("results").BeginArray();
  for (const FamilyContractOdds& o : an.odds) {
    w.BeginObject();
    contract(w, o.contract);
    w.Key("label").String(o.special() && o.contract.has_trump()
                              ? absl::StrCat(family::ContractName(game, o.contract), " ",
                                             family::TrumpName(o.contract.trump))
                              : family::ContractName(game, o.contract));
    if (o.special()) {
      w.Key("marks").Int(o.marks);
      w.Key("make_marks").Double(an.Probability(o.makes[0]));
      w.Key("ci95_marks");
      interval(w, o.makes[0]);
      if (o.has_single) {
        w.Key("best_single_trump").String(family::TrumpName(o.best_single_trump));
        w.Key("best_single_make").Double(an.Probability(o.best_single_makes));
        w.Key("ci95_single");
        interval(w, o.best_single_makes);
      }
    } else {
      w.Key("make").BeginObject();
      for (size_t b = 0; b < o.bids.size(); ++b) {
        w.Key(absl::StrCat(o.bids[b])).Double(an.Probability(o.makes[b]));
      }
      w.EndObject();
      w.Key("ci95").BeginObject();
      for (size_t b = 0; b < o.bids.size(); ++b) {
        w.Key(absl::StrCat(o.bids[b]));
        interval(w, o.makes[b]);
      }
      w.EndObject();
    }
    w.EndObject();
  }
  w.EndArray();
  w.Key("advice").BeginObject();
  w.Key("figure").String(figure);
  w.Key("text").BeginArray().String(AdviceText(an, advice)).EndArray();
  w.Key("pass").Bool(advice.pass);
  if (!advice.pass) {
    const FamilyContractOdds& o = an.odds[advice.contract];
    contract(w, o.contract);
    if (o.special()) {
      w.Key("marks").Int(o.marks);
    } else {
      w.Key("bid").Int(advice.bid);
    }
    w.Key("probability").Double(advice.probability);
  }
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
