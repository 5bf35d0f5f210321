#include "cli/bid_report.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "cli/report.h"
#include "solver/analysis/json_writer.h"
#include "solver/analysis/layouts.h"
#include "solver/deal.h"

namespace texas42 {
namespace {

std::string BidLabel(int bid) { return bid == kMarkBid ? "1 mark" : absl::StrCat(bid); }

// A bid of any number of marks: "33", "1 mark", "2 marks".
std::string MarkBidLabel(int bid) {
  if (bid < kMarkBid) return absl::StrCat(bid);
  const int marks = bid / kMarkBid;
  return absl::StrCat(marks, marks == 1 ? " mark" : " marks");
}

std::string Percent(double p) { return absl::StrFormat("%.1f%%", 100 * p); }

// The heading of a bid's column in the table: "1 mark+" is 1 mark and more.
std::string ColumnLabel(int bid) { return bid == kMarkBid ? "1 mark+" : absl::StrCat(bid); }

// The width of a bid's column in the table, without the marker.
int Width(int bid) { return bid == kMarkBid ? 7 : 5; }

std::string Name(const BidRun& run, int contract) {
  return ContractLabel(run.analysis.odds[contract].contract);
}

double Share(uint64_t makes, uint64_t layouts) {
  return layouts == 0 ? 0.0 : static_cast<double>(makes) / static_cast<double>(layouts);
}

std::string MarksText(int marks) { return absl::StrCat(marks, marks == 1 ? " mark" : " marks"); }

// The option of `choice` (a trump the partner may name) most often made, as an odds index.
}  // namespace

bool IsBest(const BidAnalysis& an, const BidChoice& choice, size_t c) {
  const ContractOdds& o = an.odds[c];
  if (choice.best < 0 || !o.Applies(choice.bid)) return false;
  return choice.best == static_cast<int>(c) ||
         o.MakeProbability(choice.bid) == an.odds[choice.best].MakeProbability(choice.bid);
}

namespace {

size_t BestOption(const BidAnalysis& an, const PartnerTrumpOdds& choice) {
  size_t best = choice.options.front();
  for (size_t c : choice.options) {
    if (an.odds[c].MarkMakes() > an.odds[best].MarkMakes()) best = c;
  }
  return best;
}

int Marks(const BidAnalysis& an, const PartnerTrumpOdds& choice) {
  return MarksOf(an.odds[choice.options.front()].contract);
}

// The trumps the partner may name in `choice`: "any of the 9 trumps" or "sixes or doubles".
std::string OptionsText(const BidAnalysis& an, const PartnerTrumpOdds& choice) {
  if (choice.options.size() == kTrumpCount) return "any of the 9 trumps";
  std::vector<std::string> names;
  for (size_t c : choice.options)
    names.push_back(std::string(TrumpName(an.odds[c].contract.trump)));
  return absl::StrJoin(names, " or ");
}

std::string IntervalText(const Interval& ci) {
  return absl::StrFormat("%.1f-%.1f%%", 100 * ci.low, 100 * ci.high);
}

bool CountsPoints(const ContractOdds& o) { return o.contract.scoring() == Scoring::kPoints; }

// "table" or "double dummy", for a side's players.
// ", 32 to 256 for the declarer's opening lead, ..." where the opening lead races further.
std::string OpeningLeadWords(const TableOptions& table) {
  const std::optional<Racing> opening = OpeningLeadRacing(table);
  if (!opening) return "";
  return absl::StrCat(", ", opening->first, " to ", opening->most,
                      " for the declarer's opening lead, which every layout starts from");
}

std::string PlayerWords(PlayerKind k) {
  return k == PlayerKind::kTable ? "table players" : "double dummy";
}

// The double-dummy share of `makes` in the comparison analysis, as a percentage cell.
std::string DdPercent(const BidRun& run, uint64_t makes) {
  return absl::StrFormat("%.0f", 100 * Share(makes, run.dd->layouts));
}

// "East 6-2 6-1; West 5-1", or "" when nothing is known.
std::string KnownText(const BidQuery& q) {
  std::vector<std::string> parts;
  for (int s = 0; s < kSeatCount; ++s) {
    if (SeatAt(s) == q.declarer || q.known[s].empty()) continue;
    parts.push_back(absl::StrCat(SeatName(SeatAt(s)), " ", FormatTiles(q.known[s])));
  }
  return absl::StrJoin(parts, "; ");
}

// Returns the known tiles as --known takes them: "E=6-2 6-1; S=4-4" (no commas, for CSV).
std::string KnownFlags(const BidQuery& q) {
  std::vector<std::string> parts;
  for (int s = 0; s < kSeatCount; ++s) {
    if (SeatAt(s) == q.declarer || q.known[s].empty()) continue;
    parts.push_back(absl::StrCat(SeatLetterString(SeatAt(s)), "=", FormatTiles(q.known[s])));
  }
  return absl::StrJoin(parts, "; ");
}

std::string RivalNames(const BidRun& run, const BidChoice& choice) {
  std::vector<std::string> names;
  for (int r : choice.rivals) {
    names.push_back(
        absl::StrCat(Name(run, r), " ", Percent(run.analysis.odds[r].MakeProbability(choice.bid))));
  }
  return absl::StrJoin(names, ", ");
}

// The table of point bids: normal trumps as rows, bids 30..41 and 1 mark+ as columns.
std::string PointTableText(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  const bool window = an.range == ValueRange::kBidWindow;
  std::string out = absl::StrCat("Make probability in percent by trump and bid, ", FigureName(run),
                                 "; * marks the best for each bid (all, when tied).\n\n");
  absl::StrAppend(&out, absl::StrFormat("%-10s", "trump"));
  if (!window) absl::StrAppend(&out, absl::StrFormat("%6s", "mean"));
  // The 1 mark+ column is wider than the others to fit its label.
  for (int bid : AllBids()) {
    absl::StrAppend(&out, absl::StrFormat("%*s ", Width(bid), ColumnLabel(bid)));
  }
  out += "\n";
  for (size_t c = 0; c < an.odds.size(); ++c) {
    const ContractOdds& o = an.odds[c];
    if (!CountsPoints(o)) continue;
    absl::StrAppend(&out, absl::StrFormat("%-10s", ContractLabel(o.contract)));
    if (!window) {
      const std::optional<double> mean = o.MeanValue();
      absl::StrAppend(&out, absl::StrFormat("%6s", mean ? absl::StrFormat("%.1f", *mean) : "-"));
    }
    for (int i = 0; i < kBidCount; ++i) {
      const int bid = kLowestBid + i;
      if (!o.Shown(bid)) {
        absl::StrAppend(&out, absl::StrFormat("%*s ", Width(bid), "-"));
        continue;
      }
      const bool best = IsBest(an, a.by_bid[i], c);
      absl::StrAppend(&out, absl::StrFormat("%*.0f%s", Width(bid), 100 * o.MakeProbability(bid),
                                            best ? "*" : " "));
    }
    out += "\n";
    if (run.dd != nullptr) {
      const ContractOdds& d = run.dd->odds[c];
      absl::StrAppend(&out, absl::StrFormat("%-10s", "  dd"));
      for (int bid : AllBids()) {
        absl::StrAppend(&out,
                        absl::StrFormat("%*s ", Width(bid),
                                        absl::StrCat("(", DdPercent(run, d.Makes(bid)), ")")));
      }
      out += "\n";
    }
  }
  absl::StrAppend(&out,
                  "1 mark+: 1 mark (and more); 2 marks and more need all 42 points, as "
                  "1 mark does.\n");
  if (run.dd != nullptr) {
    absl::StrAppend(&out,
                    "(dd): the same layouts double dummy, every hand face up: what the "
                    "play could make at best.\n");
    std::vector<std::string> unplayed;
    for (const ContractOdds& o : an.odds) {
      if (!o.played) unplayed.push_back(ContractLabel(o.contract));
    }
    if (!unplayed.empty()) {
      absl::StrAppend(&out, "Not played out (-): ", absl::StrJoin(unplayed, ", "),
                      ": even double dummy they make no bid more often than the best trump "
                      "does at the table.\n");
    }
  } else if (window) {
    absl::StrAppend(&out,
                    "Values below 30 are not solved exactly (bid window); "
                    "--full adds the mean points.\n");
  } else {
    absl::StrAppend(&out, "mean: mean points over all layouts.\n");
  }
  return out;
}

// The section of the readable report on the mark contracts; "" when none was analyzed.
std::string MarkContractsText(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  std::string rows;
  auto row = [&](const std::string& name, int marks, uint64_t makes, const std::string& note,
                 std::optional<uint64_t> dd_makes) {
    absl::StrAppend(
        &rows, absl::StrFormat("  %-20s %5d %7s", name, marks, Percent(Share(makes, an.layouts))));
    if (run.dd != nullptr) {
      absl::StrAppend(
          &rows,
          absl::StrFormat(" %7s", dd_makes ? Percent(Share(*dd_makes, run.dd->layouts)) : "-"));
    }
    if (!an.exact)
      absl::StrAppend(&rows, absl::StrFormat("  %-12s", IntervalText(an.IntervalOf(makes))));
    absl::StrAppend(&rows, note.empty() ? "" : "  ", note);
    while (!rows.empty() && rows.back() == ' ') rows.pop_back();
    rows += "\n";
  };
  for (const ContractOdds& o : an.odds) {
    if (o.contract.kind == ContractKind::kNello || o.contract.kind == ContractKind::kSevens) {
      row(ContractLabel(o.contract), MarksOf(o.contract), o.MarkMakes(), "",
          run.dd ? std::optional<uint64_t>(run.dd->odds[&o - an.odds.data()].MarkMakes())
                 : std::nullopt);
    }
  }
  for (size_t k = 0; k < an.partner_trump.size(); ++k) {
    const PartnerTrumpOdds& choice = an.partner_trump[k];
    const size_t best = BestOption(an, choice);
    size_t most_named = choice.options.front();
    for (size_t c : choice.options) {
      if (an.odds[c].named > an.odds[most_named].named) most_named = c;
    }
    row(std::string(ContractKindName(choice.kind)), Marks(an, choice), choice.makes,
        an.play
            ? absl::StrCat("named most: ", TrumpName(an.odds[most_named].contract.trump), " (",
                           Percent(Share(an.odds[most_named].named, an.layouts)), " of layouts)")
            : absl::StrCat("best single trump: ", TrumpName(an.odds[best].contract.trump), " ",
                           Percent(Share(an.odds[best].MarkMakes(), an.layouts))),
        run.dd ? std::optional<uint64_t>(run.dd->partner_trump[k].makes) : std::nullopt);
  }
  if (rows.empty() && run.skipped.empty()) return "";
  std::string out =
      "\nMark contracts: the side takes every trick (nello: the declarer takes none).\n";
  if (!rows.empty()) {
    absl::StrAppend(&out, absl::StrFormat("  %-20s %5s %7s", "contract", "marks", "make"),
                    run.dd ? absl::StrFormat(" %7s", "dd") : "", an.exact ? "" : "  95% interval",
                    "\n", rows);
  }
  if (!an.partner_trump.empty() && an.play) {
    absl::StrAppend(&out,
                    "Splash and plunge: the partner names trump and leads. At the table he "
                    "sees only his own hand\n(and that the declarer holds the doubles his "
                    "bid shows) and names the trump that makes in\nthe most worlds he draws; "
                    "dd: he sees every hand and names, layout by layout, a trump that takes\n"
                    "all 7 tricks. The trump he names is played out.\n");
  } else if (!an.partner_trump.empty()) {
    absl::StrAppend(&out,
                    "Splash and plunge: the partner names trump and leads. Double dummy he "
                    "sees every hand and names,\nlayout by layout, a trump that takes all 7 "
                    "tricks (",
                    OptionsText(an, an.partner_trump.front()),
                    "). Naming one trump for\nevery layout makes it as often as the best "
                    "single trump. Seeing only his own hand, he lies between the two.\n");
  }
  if (!run.skipped.empty()) absl::StrAppend(&out, run.skipped, ".\n");
  return out;
}

}  // namespace

std::string AnalysisError(const absl::Status& status) {
  if (status.code() != absl::StatusCode::kOutOfRange) return std::string(status.message());
  return absl::StrCat(status.message(), "; fix more tiles with --known or sample instead");
}

std::string ContractLabel(const Contract& contract) {
  switch (contract.kind) {
    case ContractKind::kNormal:
      return std::string(TrumpName(contract.trump));
    case ContractKind::kNello:
      return absl::StrCat("nello ", NelloDoublesName(contract.nello_doubles));
    case ContractKind::kSevens:
      return contract.sevens_closest_lead ? "sevens closest-lead" : "sevens";
    case ContractKind::kSplash:
    case ContractKind::kPlunge:
      return absl::StrCat(ContractKindName(contract.kind), " ", TrumpName(contract.trump));
  }
  return "?";
}

// Returns whether the best contract and its rivals are all normal trumps (not nello, sevens).
bool OnlyTrumps(const BidAnalysis& an, const BidChoice& choice) {
  if (an.odds[choice.best].contract.kind != ContractKind::kNormal) return false;
  for (int r : choice.rivals) {
    if (an.odds[r].contract.kind != ContractKind::kNormal) return false;
  }
  return true;
}

std::string AdviceCaveats(const BidRun& run) {
  const Advice& a = run.advice;
  const bool exact = run.analysis.exact;
  std::vector<std::string> lines;
  if (a.choice.best >= 0 && !a.choice.rivals.empty()) {
    lines.push_back(
        absl::StrCat(OnlyTrumps(run.analysis, a.choice) ? "No single best trump: at "
                                                        : "No single best contract: at ",
                     BidLabel(a.choice.bid), " ", RivalNames(run, a.choice),
                     exact ? " make exactly as often as " : " cannot be told apart from ",
                     Name(run, a.choice.best), " ", Percent(a.choice.probability),
                     exact ? "." : " (their 95% intervals overlap)."));
  }
  if (a.may_be_lower) {
    lines.push_back(absl::StrCat("The threshold ", Percent(a.confidence),
                                 " lies inside the interval ", IntervalText(a.choice.ci95), " at ",
                                 BidLabel(a.choice.bid),
                                 ": that bid may be too high; more --samples would tell."));
  }
  if (a.may_be_higher) {
    const BidChoice& next = a.by_bid[a.bid ? *a.bid - kLowestBid + 1 : 0];
    lines.push_back(absl::StrCat("The interval ", IntervalText(next.ci95), " at ",
                                 BidLabel(next.bid), " (", Name(run, next.best),
                                 ") reaches the threshold: that bid may be safe too; more "
                                 "--samples would tell."));
  }
  return absl::StrJoin(lines, "\n");
}

std::string FigureName(const BidRun& run) {
  return run.analysis.play ? "table play" : "double dummy";
}

std::vector<std::string> AdviceLines(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  const bool table = an.play.has_value();
  std::vector<std::string> lines;
  const std::string how = table ? "played out at the table" : "double dummy (a ceiling)";
  if (a.bid) {
    std::string line =
        absl::StrCat("Worth: ", BidLabel(*a.bid), " calling ", Name(run, a.choice.best),
                     ", which makes ", Percent(a.choice.probability), " of the time");
    if (!an.exact) absl::StrAppend(&line, " (95%: ", IntervalText(a.choice.ci95), ")");
    absl::StrAppend(&line, " ", how, "; no higher bid makes ", Percent(a.confidence), ".");
    lines.push_back(line);
  } else {
    lines.push_back(
        absl::StrCat("Worth: no bid: none makes ", Percent(a.confidence), " of the time ", how,
                     " (best at 30: ", a.choice.best >= 0 ? Name(run, a.choice.best) : "none", " ",
                     Percent(a.choice.probability), ")."));
  }
  const std::string over =
      a.over == 0 ? "nobody has bid" : absl::StrCat("the bid is ", MarkBidLabel(a.over));
  if (a.bid_now) {
    lines.push_back(absl::StrCat("Bid now: ", MarkBidLabel(*a.bid_now), " calling ",
                                 Name(run, a.choice.best), " (", over,
                                 "; the lowest bid that takes the contract)."));
  } else if (a.bid) {
    lines.push_back(absl::StrCat("Pass: ", over, ", more than the hand is worth."));
  } else {
    lines.push_back(absl::StrCat("Pass (", over, ")."));
  }
  // Every mark bid needs the same 42 points (or the same tricks): bidding 2 marks or more with
  // the same call makes exactly as often as 1 mark.
  const bool mark_bid = a.bid && *a.bid == kMarkBid;
  if (mark_bid) {
    lines.push_back(absl::StrCat("Every mark bid needs all 42 points: 2 marks and more, calling ",
                                 Name(run, a.choice.best),
                                 ", make exactly as often as 1 mark; bid as many marks as the "
                                 "auction calls for."));
  }
  for (const PartnerTrumpOdds& choice : an.partner_trump) {
    if (choice.MakeProbability() < a.confidence) continue;
    if (!table) {
      // The splash or plunge partner names trump from his own hand: only table play says how
      // often that makes.
      lines.push_back(absl::StrCat(ContractKindName(choice.kind), " (",
                                   MarksText(Marks(an, choice)), ") makes ",
                                   Percent(choice.MakeProbability()),
                                   " double dummy, with a partner who sees every hand; ask "
                                   "table play (the default) before bidding it."));
      continue;
    }
    if (mark_bid && choice.MakeProbability() <= a.choice.probability) {
      lines.push_back(absl::StrCat(
          "No need for ", ContractKindName(choice.kind), " (", MarksText(Marks(an, choice)),
          "): it makes ", Percent(choice.MakeProbability()), ", no more often than a plain bid of ",
          MarksText(Marks(an, choice)), " calling ", Name(run, a.choice.best), " (",
          Percent(a.choice.probability), "), and it leaves the trump to the partner."));
      continue;
    }
    std::string line =
        absl::StrCat("Higher: ", ContractKindName(choice.kind), " (", MarksText(Marks(an, choice)),
                     ") makes ", Percent(choice.MakeProbability()));
    if (!an.exact)
      absl::StrAppend(&line, " (95%: ", IntervalText(an.IntervalOf(choice.makes)), ")");
    absl::StrAppend(&line, ", at least ", Percent(a.confidence),
                    ", with the partner naming trump from his own hand.");
    lines.push_back(line);
  }
  if (const std::string caveats = AdviceCaveats(run); !caveats.empty()) {
    for (absl::string_view c : absl::StrSplit(caveats, '\n')) lines.emplace_back(c);
  }
  return lines;
}

std::string BidText(const BidRun& run) {
  const BidQuery& q = run.query;
  const BidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  const int unseen = kTileCount - q.predeal().all_known().size();
  std::string out = absl::StrCat("Hand ", FormatTiles(q.hand), "; ", SeatName(q.declarer),
                                 " declares and leads.\n");
  if (const std::string known = KnownText(q); !known.empty()) {
    absl::StrAppend(&out, "Known: ", known, an.play ? " (to the declarer only)." : ".", "\n");
  }
  if (an.exact) {
    absl::StrAppend(
        &out, "Exact: ",
        an.layouts == 1 ? "the one layout" : absl::StrCat("all ", Grouped(an.layouts), " layouts"),
        " of the ", unseen, " unseen tiles enumerated; the probabilities are exact",
        an.play ? absl::StrCat(" for these players (seed ", an.seed, " for their draws)")
                : absl::StrCat(" (seed ", an.seed, " unused)"),
        ".\n");
    if (!run.enumerated.empty()) absl::StrAppend(&out, "(", run.enumerated, ".)\n");
  } else {
    absl::StrAppend(&out, "Samples: ", Grouped(an.layouts), " random layouts of the ", unseen,
                    " unseen tiles (of ", Grouped(an.layout_count), "), seed ", an.seed,
                    "; intervals are 95% Wilson.\n");
  }
  if (an.play) {
    absl::StrAppend(
        &out, "Table play: each layout is played to the end by ", PlayerWords(an.play->declarers),
        " for the bidding side and ", PlayerWords(an.play->defenders),
        " for the other side,\nonce for each bid "
        "(a side plays differently for 30 than for 42). Table players see only their "
        "own hand\nand draw ",
        WorldsText(q.table.worlds), " a decision", OpeningLeadWords(q.table), " (seed ", an.seed,
        ").\nThe figures are steady: they never rise with the bid (a side that makes 41 has made "
        "40).\n");
    if (std::any_of(an.odds.begin(), an.odds.end(), [](const ContractOdds& o) {
          return o.contract.kind == ContractKind::kNello;
        })) {
      absl::StrAppend(&out,
                      "Nello's defenders see every hand (real ones know a nello bidder holds low "
                      "tiles),\nso its table figure never exceeds double dummy.\n");
    }
  } else {
    absl::StrAppend(&out,
                    "Double dummy: every layout solved with all four hands face up, every seat "
                    "perfect:\na ceiling on what a table makes (table play, the default, is the "
                    "figure to bid on).\n");
  }
  const bool points = std::any_of(an.odds.begin(), an.odds.end(), CountsPoints);
  if (points) absl::StrAppend(&out, PointTableText(run));
  absl::StrAppend(&out, MarkContractsText(run));

  absl::StrAppend(&out, "\nBest for each bid", an.exact ? "" : " (95% interval)", ":\n");
  for (const BidChoice& c : a.by_bid) {
    if (c.best < 0) continue;
    absl::StrAppend(&out, absl::StrFormat("  %-7s %-9s %6s", BidLabel(c.bid), Name(run, c.best),
                                          Percent(c.probability)));
    if (!an.exact) absl::StrAppend(&out, "  (", IntervalText(c.ci95), ")");
    if (!c.rivals.empty()) {
      absl::StrAppend(&out, an.exact ? "  tied with " : "  close: ", RivalNames(run, c));
    }
    out += "\n";
  }

  absl::StrAppend(&out, "\nAdvice (", FigureName(run), "):\n");
  for (const std::string& line : AdviceLines(run)) absl::StrAppend(&out, "  ", line, "\n");
  return out;
}

namespace {

// Writes one contract's result: its name and options, its make-probabilities by bid with their
// intervals, the double-dummy figures beside table play, and its values.
// Writes {"30": ..., ..., "42": ...}: write(bid) for each bid where shown(bid), else null.
template <typename Shown, typename Write>
void WriteByBid(JsonWriter& w, Shown shown, Write write) {
  w.BeginObject();
  for (int bid : AllBids()) {
    w.Key(absl::StrCat(bid));
    if (shown(bid)) {
      write(bid);
    } else {
      w.Null();
    }
  }
  w.EndObject();
}

void WriteInterval(JsonWriter& w, const Interval& ci) {
  w.BeginArray().Double(ci.low).Double(ci.high).EndArray();
}

// Writes what the contract of `o` is: trump, kind, label, its options and marks.
void WriteContractJson(JsonWriter& w, const ContractOdds& o, bool played_out) {
  w.Key("trump");
  if (o.contract.has_trump()) {
    w.String(TrumpName(o.contract.trump));
  } else {
    w.Null();
  }
  w.Key("contract").String(ContractKindName(o.contract.kind));
  w.Key("label").String(ContractLabel(o.contract));
  if (o.contract.kind == ContractKind::kNello) {
    w.Key("nello_doubles").String(NelloDoublesName(o.contract.nello_doubles));
  }
  if (o.contract.kind == ContractKind::kSevens) {
    w.Key("closest_lead").Bool(o.contract.sevens_closest_lead);
  }
  if (o.contract.first_lead_trump) w.Key("first_lead_trump").Bool(true);
  w.Key("marks").Int(MarksOf(o.contract));
  if (played_out) {
    w.Key("played").Bool(o.played);
    if (o.contract.kind == ContractKind::kSplash || o.contract.kind == ContractKind::kPlunge) {
      w.Key("named").Int(static_cast<long long>(o.named));
    }
  }
}

// The distribution: layouts by value; in the bid window "below_30" (points), "below_7"
// (tricks) or "1_or_more" (nello) gathers the layouts not solved further.
void WriteHistogramJson(JsonWriter& w, const ContractOdds& o) {
  const bool points = CountsPoints(o);
  w.Key(points ? "points" : "tricks").BeginObject();
  for (size_t v = 0; v < o.histogram.size(); ++v) {
    if (o.histogram[v] == 0) continue;
    const bool lumped = !o.full_values && static_cast<int>(v) == o.LumpedValue();
    w.Key(!lumped                                    ? absl::StrCat(v)
          : points                                   ? "below_30"
          : o.contract.scoring() == Scoring::kTricks ? "below_7"
                                                     : "1_or_more")
        .Int(static_cast<long long>(o.histogram[v]));
  }
  w.EndObject();
}

void WriteResultJson(JsonWriter& w, const BidRun& run, size_t c) {
  const BidAnalysis& an = run.analysis;
  const ContractOdds& o = an.odds[c];
  const bool points = CountsPoints(o);
  auto shown = [&o](int bid) { return o.Shown(bid); };
  w.BeginObject();
  WriteContractJson(w, o, an.play.has_value());
  if (o.played) {
    w.Key("make_marks").Double(Share(o.MarkMakes(), o.layouts));
    w.Key("ci95_marks");
    WriteInterval(w, an.IntervalOf(o.MarkMakes()));
  } else {
    w.Key("make_marks").Null();
    w.Key("ci95_marks").Null();
  }
  w.Key(points                                             ? "mean_points"
        : o.contract.scoring() == Scoring::kDeclarerTricks ? "mean_declarer_tricks"
                                                           : "mean_tricks");
  if (const std::optional<double> mean = o.MeanValue()) {
    w.Double(*mean);
  } else {
    w.Null();
  }
  w.Key("make");
  WriteByBid(w, shown, [&](int bid) { w.Double(o.MakeProbability(bid)); });
  if (!o.per_bid_makes.empty() && points) {
    // Each bid on its own (the hand played for it); "make" counts a side that made a higher
    // bid as having made this one.
    w.Key("per_bid_make");
    WriteByBid(w, shown,
               [&](int bid) { w.Double(Share(o.per_bid_makes[bid - kLowestBid], o.layouts)); });
  }
  w.Key("ci95");
  WriteByBid(w, shown, [&](int bid) { WriteInterval(w, an.MakeInterval(c, bid)); });
  if (run.dd != nullptr) {
    const ContractOdds& d = run.dd->odds[c];
    w.Key("dd_make_marks").Double(Share(d.MarkMakes(), d.layouts));
    w.Key("dd_make");
    WriteByBid(
        w, [&d](int bid) { return d.Applies(bid); },
        [&](int bid) { w.Double(d.MakeProbability(bid)); });
  }
  WriteHistogramJson(w, o);
  w.EndObject();
}

// Writes splash and plunge with the trump the partner names.
void WritePartnerTrumpJson(JsonWriter& w, const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  w.Key("partner_trump").BeginArray();
  for (size_t k = 0; k < an.partner_trump.size(); ++k) {
    const PartnerTrumpOdds& choice = an.partner_trump[k];
    const size_t best = BestOption(an, choice);
    w.BeginObject();
    if (run.dd != nullptr) w.Key("dd_make").Double(run.dd->partner_trump[k].MakeProbability());
    w.Key("contract").String(ContractKindName(choice.kind));
    w.Key("marks").Int(Marks(an, choice));
    w.Key("makes").Int(static_cast<long long>(choice.makes));
    w.Key("make").Double(choice.MakeProbability());
    w.Key("ci95");
    WriteInterval(w, an.IntervalOf(choice.makes));
    w.Key("trumps").BeginArray();
    for (size_t c : choice.options) w.String(TrumpName(an.odds[c].contract.trump));
    w.EndArray();
    w.Key("best_single_trump").String(TrumpName(an.odds[best].contract.trump));
    w.Key("best_single_make").Double(Share(an.odds[best].MarkMakes(), an.layouts));
    w.EndObject();
  }
  w.EndArray();
}

}  // namespace

std::string BidJson(const BidRun& run) {
  const BidQuery& q = run.query;
  const BidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  JsonWriter w;
  w.BeginObject();
  w.Key("game").String("42");
  w.Key("hand").String(FormatTiles(q.hand));
  w.Key("declarer").String(std::string(1, SeatLetter(q.declarer)));
  w.Key("known").BeginObject();
  for (int s = 0; s < kSeatCount; ++s) {
    if (SeatAt(s) == q.declarer || q.known[s].empty()) continue;
    w.Key(std::string(1, SeatLetter(SeatAt(s)))).String(FormatTiles(q.known[s]));
  }
  w.EndObject();
  w.Key("seed").Int(static_cast<long long>(an.seed));
  w.Key("samples").Int(static_cast<long long>(an.layouts));
  w.Key("exact").Bool(an.exact);
  w.Key("layout_count").Int(static_cast<long long>(an.layout_count));
  w.Key("values").String(an.range == ValueRange::kFull ? "full" : "bid-window");
  w.Key("play").String(an.play ? "table" : "dd");
  w.Key("figure").String(an.play ? "table" : "dd");
  if (an.play) {
    w.Key("declarers").String(PlayerKindName(an.play->declarers));
    w.Key("defenders").String(PlayerKindName(an.play->defenders));
    w.Key("worlds").String(WorldsName(q.table.worlds));
    if (const std::optional<Racing> opening = OpeningLeadRacing(q.table)) {
      w.Key("opening_lead_worlds").String(absl::StrCat(opening->first, "-", opening->most));
    }
  }
  w.Key("unit").String("points");
  w.Key("confidence").Double(a.confidence);
  w.Key("results").BeginArray();
  for (size_t c = 0; c < an.odds.size(); ++c) WriteResultJson(w, run, c);
  w.EndArray();
  WritePartnerTrumpJson(w, run);
  w.Key("skipped");
  if (run.skipped.empty()) {
    w.Null();
  } else {
    w.String(run.skipped);
  }

  w.Key("advice");
  WriteAdviceJson(w, a, an.play ? "table" : "dd", AdviceLines(run), AdviceCaveats(run),
                  a.bid && *a.bid == kMarkBid, [&run](int c) { return Name(run, c); });
  w.EndObject();
  return w.str();
}

void WriteAdviceJson(JsonWriter& w, const Advice& a, const std::string& figure,
                     const std::vector<std::string>& text, const std::string& caveats,
                     bool any_marks, const std::function<std::string(int)>& name) {
  auto write_names = [&](const std::vector<int>& contracts) {
    w.BeginArray();
    for (int c : contracts) w.String(name(c));
    w.EndArray();
  };
  const auto optional_int = [&w](const std::optional<int>& v) {
    if (v) {
      w.Int(*v);
    } else {
      w.Null();
    }
  };
  w.BeginObject();
  w.Key("figure").String(figure);
  w.Key("text").BeginArray();
  for (const std::string& line : text) w.String(line);
  w.EndArray();
  w.Key("worth");
  optional_int(a.bid);
  w.Key("over").Int(a.over);
  w.Key("bid_now");
  optional_int(a.bid_now);
  w.Key("bid");
  optional_int(a.bid);
  w.Key("pass").Bool(!a.bid.has_value());
  w.Key("trump");
  if (a.choice.best >= 0) {
    w.String(name(a.choice.best));
  } else {
    w.Null();
  }
  w.Key("probability").Double(a.choice.probability);
  w.Key("ci95");
  WriteInterval(w, a.choice.ci95);
  w.Key("rivals");
  write_names(a.choice.rivals);
  w.Key("may_be_lower").Bool(a.may_be_lower);
  w.Key("may_be_higher").Bool(a.may_be_higher);
  // A mark bid: 2 marks and more with the same call make exactly as often.
  w.Key("any_marks").Bool(any_marks);
  w.Key("caveats").String(caveats);
  w.Key("by_bid").BeginArray();
  for (const BidChoice& c : a.by_bid) {
    if (c.best < 0) continue;
    w.BeginObject();
    w.Key("bid").Int(c.bid);
    w.Key("trump").String(name(c.best));
    w.Key("probability").Double(c.probability);
    w.Key("ci95");
    WriteInterval(w, c.ci95);
    w.Key("rivals");
    write_names(c.rivals);
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
}

std::string BidCsv(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  std::string out = absl::StrCat(kBidCsvHeader, "\n");
  // The hand, the declarer, the known tiles and the game close every row, so that the rows of
  // many hands (and games) can be pasted into one file.
  const std::string who =
      absl::StrCat(",", FormatTiles(run.query.hand), ",", SeatLetterString(run.query.declarer), ",",
                   KnownFlags(run.query), ",42");
  // One row: bid in points (a mark is 42), marks empty for point bids below 42.
  auto row = [&](const std::string& name, int bid, uint64_t makes, bool best,
                 const std::optional<double>& mean, std::optional<uint64_t> dd_makes) {
    const Interval ci = an.IntervalOf(makes);
    absl::StrAppend(&out, name, ",", bid, ",", bid >= kMarkBid ? absl::StrCat(bid / kMarkBid) : "",
                    ",", an.layouts, ",", makes, ",",
                    absl::StrFormat("%.4f,%.4f,%.4f", Share(makes, an.layouts), ci.low, ci.high),
                    ",", best ? 1 : 0, ",", mean ? absl::StrFormat("%.4f", *mean) : "", ",",
                    an.exact ? "true" : "false", ",", an.seed, ",", an.play ? "table" : "dd", ",",
                    dd_makes ? absl::StrFormat("%.4f", Share(*dd_makes, run.dd->layouts)) : "", who,
                    "\n");
  };
  const auto dd_of = [&](size_t c, int bid) -> std::optional<uint64_t> {
    if (run.dd == nullptr) return std::nullopt;
    return bid >= kMarkBid ? run.dd->odds[c].MarkMakes() : run.dd->odds[c].Makes(bid);
  };
  for (size_t c = 0; c < an.odds.size(); ++c) {
    const ContractOdds& o = an.odds[c];
    const std::string name = ContractLabel(o.contract);
    if (!CountsPoints(o)) {
      row(name, kMarkBid * MarksOf(o.contract), o.MarkMakes(),
          IsBest(an, run.advice.by_bid.back(), c), o.MeanValue(), dd_of(c, kMarkBid));
      continue;
    }
    for (int i = 0; i < kBidCount; ++i) {
      const int bid = kLowestBid + i;
      if (!o.Shown(bid)) {
        // Not played out: no figure, only the double-dummy one.
        const std::optional<uint64_t> dd = dd_of(c, bid);
        absl::StrAppend(&out, name, ",", bid, ",", bid >= kMarkBid ? "1" : "", ",", an.layouts,
                        ",,,,,0,,", an.exact ? "true" : "false", ",", an.seed, ",table,",
                        dd ? absl::StrFormat("%.4f", Share(*dd, run.dd->layouts)) : "", who, "\n");
        continue;
      }
      row(name, bid, o.Makes(bid), IsBest(an, run.advice.by_bid[i], c), o.MeanValue(),
          dd_of(c, bid));
    }
  }
  for (size_t k = 0; k < an.partner_trump.size(); ++k) {
    const PartnerTrumpOdds& choice = an.partner_trump[k];
    row(std::string(ContractKindName(choice.kind)), kMarkBid * Marks(an, choice), choice.makes,
        false, std::nullopt,
        run.dd ? std::optional<uint64_t>(run.dd->partner_trump[k].makes) : std::nullopt);
  }
  return out;
}

}  // namespace texas42
