#include "cli/bid_report.h"

#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/json.h"
#include "solver/analysis/layouts.h"
#include "solver/deal.h"

namespace texas42 {
namespace {

std::string BidLabel(int bid) { return bid == kMarkBid ? "1 mark" : absl::StrCat(bid); }

// The width of a bid's column in the table, without the marker.
int Width(int bid) { return bid == kMarkBid ? 7 : 5; }

std::string Name(const BidRun& run, int contract) {
  return std::string(ContractName(run.analysis.odds[contract].contract));
}

std::string Percent(double p) { return absl::StrFormat("%.1f%%", 100 * p); }

std::string IntervalText(const Interval& ci) {
  return absl::StrFormat("%.1f-%.1f%%", 100 * ci.low, 100 * ci.high);
}

bool CountsPoints(const ContractOdds& o) { return o.contract.scoring() == Scoring::kPoints; }

// "East 6-2 6-1; West 5-1", or "" when nothing is known.
std::string KnownText(const BidQuery& q) {
  std::vector<std::string> parts;
  for (int s = 0; s < kSeatCount; ++s) {
    if (SeatAt(s) == q.declarer || q.known[s].empty()) continue;
    parts.push_back(absl::StrCat(SeatName(SeatAt(s)), " ", FormatTiles(q.known[s])));
  }
  return absl::StrJoin(parts, "; ");
}

std::string RivalNames(const BidRun& run, const BidChoice& choice) {
  std::vector<std::string> names;
  for (int r : choice.rivals) {
    names.push_back(absl::StrCat(
        Name(run, r), " ", Percent(run.analysis.odds[r].MakeProbability(choice.bid))));
  }
  return absl::StrJoin(names, ", ");
}

}  // namespace

std::string AdviceCaveats(const BidRun& run) {
  const Advice& a = run.advice;
  const bool exact = run.analysis.exact;
  std::vector<std::string> lines;
  if (a.choice.best >= 0 && !a.choice.rivals.empty()) {
    lines.push_back(absl::StrCat(
        "Not one trump: at ", BidLabel(a.choice.bid), " ", RivalNames(run, a.choice),
        exact ? " make exactly as often as " : " cannot be told apart from ",
        Name(run, a.choice.best), " ", Percent(a.choice.probability),
        exact ? "." : " (their 95% intervals overlap)."));
  }
  if (a.may_be_lower) {
    lines.push_back(absl::StrCat("The threshold ", Percent(a.confidence),
                                 " lies inside the interval ", IntervalText(a.choice.ci95),
                                 " at ", BidLabel(a.choice.bid),
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

std::string BidText(const BidRun& run) {
  const BidQuery& q = run.query;
  const BidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  const int unseen = kTileCount - q.predeal().all_known().size();
  std::string out = absl::StrCat("Hand ", FormatTiles(q.hand), "; ", SeatName(q.declarer),
                                 " declares and leads.\n");
  if (const std::string known = KnownText(q); !known.empty()) {
    absl::StrAppend(&out, "Known: ", known, ".\n");
  }
  if (an.exact) {
    absl::StrAppend(&out, "Exact: all ", an.layouts, " layouts of the ", unseen,
                    " unseen tiles enumerated; the probabilities are exact (seed ", an.seed,
                    " unused).\n");
  } else {
    absl::StrAppend(&out, "Sampled: ", an.layouts, " random layouts of the ", unseen,
                    " unseen tiles (of ", an.layout_count, "), seed ", an.seed,
                    "; intervals are 95% Wilson.\n");
  }
  const bool window = an.range == ValueRange::kBidWindow;
  absl::StrAppend(&out, "Make probability in percent by ",
                  "contract and bid; * marks the best for each bid.\n\n");

  absl::StrAppend(&out, absl::StrFormat("%-10s", "trump"));
  if (!window) absl::StrAppend(&out, absl::StrFormat("%6s", "mean"));
  // The 1 mark column is one wider than the others to fit its label.
  for (int bid : AllBids()) {
    absl::StrAppend(&out, absl::StrFormat("%*s ", Width(bid), BidLabel(bid)));
  }
  out += "\n";
  for (size_t c = 0; c < an.odds.size(); ++c) {
    const ContractOdds& o = an.odds[c];
    absl::StrAppend(&out, absl::StrFormat("%-10s", ContractName(o.contract)));
    if (!window) {
      const std::optional<double> mean = o.MeanValue();
      absl::StrAppend(&out, absl::StrFormat("%6s", mean ? absl::StrFormat("%.1f", *mean) : "-"));
    }
    for (int i = 0; i < kBidCount; ++i) {
      const int bid = kLowestBid + i;
      if (!o.Applies(bid)) {
        absl::StrAppend(&out, absl::StrFormat("%*s ", Width(bid), "-"));
        continue;
      }
      const bool best = a.by_bid[i].best == static_cast<int>(c);
      absl::StrAppend(&out, absl::StrFormat("%*.0f%s", Width(bid),
                                            100 * o.MakeProbability(bid), best ? "*" : " "));
    }
    out += "\n";
  }
  absl::StrAppend(&out, "2 marks and more need all 42 points, as 1 mark does.\n");
  if (window) {
    absl::StrAppend(&out, "Values below 30 are not solved exactly (bid window); "
                          "--full adds the mean points.\n");
  } else {
    absl::StrAppend(&out, "mean: mean points (tricks for trick contracts) over all layouts.\n");
  }

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

  out += "\nAdvice: ";
  if (a.bid) {
    absl::StrAppend(&out, "bid ", BidLabel(*a.bid), " and call ", Name(run, a.choice.best),
                    ": it makes ", Percent(a.choice.probability), " of the time");
    if (!an.exact) absl::StrAppend(&out, " (95%: ", IntervalText(a.choice.ci95), ")");
    absl::StrAppend(&out, "; the highest bid made at least ", Percent(a.confidence),
                    " of the time.\n");
  } else {
    absl::StrAppend(&out, "pass: no bid makes ", Percent(a.confidence),
                    " of the time (best at 30: ",
                    a.choice.best >= 0 ? Name(run, a.choice.best) : "none", " ",
                    Percent(a.choice.probability), ").\n");
  }
  if (const std::string caveats = AdviceCaveats(run); !caveats.empty()) {
    absl::StrAppend(&out, caveats, "\n");
  }
  return out;
}

std::string BidJson(const BidRun& run) {
  const BidQuery& q = run.query;
  const BidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  auto write_interval = [](JsonWriter& w, const Interval& ci) {
    w.BeginArray().Double(ci.low).Double(ci.high).EndArray();
  };
  auto write_names = [&run](JsonWriter& w, const std::vector<int>& contracts) {
    w.BeginArray();
    for (int c : contracts) w.String(Name(run, c));
    w.EndArray();
  };
  JsonWriter w;
  w.BeginObject();
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
  w.Key("confidence").Double(a.confidence);
  w.Key("results").BeginArray();
  for (size_t c = 0; c < an.odds.size(); ++c) {
    const ContractOdds& o = an.odds[c];
    const bool points = CountsPoints(o);
    w.BeginObject();
    w.Key("trump").String(ContractName(o.contract));
    w.Key(points ? "mean_points" : "mean_tricks");
    if (const std::optional<double> mean = o.MeanValue()) {
      w.Double(*mean);
    } else {
      w.Null();
    }
    w.Key("make").BeginObject();
    for (int bid : AllBids()) {
      w.Key(absl::StrCat(bid));
      if (o.Applies(bid)) {
        w.Double(o.MakeProbability(bid));
      } else {
        w.Null();
      }
    }
    w.EndObject();
    w.Key("ci95").BeginObject();
    for (int bid : AllBids()) {
      w.Key(absl::StrCat(bid));
      if (o.Applies(bid)) {
        write_interval(w, an.MakeInterval(c, bid));
      } else {
        w.Null();
      }
    }
    w.EndObject();
    // The distribution: layouts by value; in the bid window "below_30" gathers the rest.
    w.Key(points ? "points" : "tricks").BeginObject();
    for (size_t v = 0; v < o.histogram.size(); ++v) {
      if (o.histogram[v] == 0) continue;
      const bool lumped = !o.full_values && static_cast<int>(v) == kLowestBid - 1;
      w.Key(lumped ? "below_30" : absl::StrCat(v)).Int(static_cast<long long>(o.histogram[v]));
    }
    w.EndObject();
    w.EndObject();
  }
  w.EndArray();

  w.Key("advice").BeginObject();
  w.Key("bid");
  if (a.bid) {
    w.Int(*a.bid);
  } else {
    w.Null();
  }
  w.Key("pass").Bool(!a.bid.has_value());
  w.Key("trump");
  if (a.choice.best >= 0) {
    w.String(Name(run, a.choice.best));
  } else {
    w.Null();
  }
  w.Key("probability").Double(a.choice.probability);
  w.Key("ci95");
  write_interval(w, a.choice.ci95);
  w.Key("rivals");
  write_names(w, a.choice.rivals);
  w.Key("may_be_lower").Bool(a.may_be_lower);
  w.Key("may_be_higher").Bool(a.may_be_higher);
  w.Key("caveats").String(AdviceCaveats(run));
  w.Key("by_bid").BeginArray();
  for (const BidChoice& c : a.by_bid) {
    if (c.best < 0) continue;
    w.BeginObject();
    w.Key("bid").Int(c.bid);
    w.Key("trump").String(Name(run, c.best));
    w.Key("probability").Double(c.probability);
    w.Key("ci95");
    write_interval(w, c.ci95);
    w.Key("rivals");
    write_names(w, c.rivals);
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  w.EndObject();
  return w.str();
}

std::string BidCsv(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  std::string out =
      "trump,bid,layouts,makes,probability,ci95_low,ci95_high,best,mean,exact,seed\n";
  for (size_t c = 0; c < an.odds.size(); ++c) {
    const ContractOdds& o = an.odds[c];
    const std::optional<double> mean = o.MeanValue();
    for (int i = 0; i < kBidCount; ++i) {
      const int bid = kLowestBid + i;
      if (!o.Applies(bid)) continue;
      const Interval ci = an.MakeInterval(c, bid);
      absl::StrAppend(&out, ContractName(o.contract), ",", bid, ",", o.layouts, ",",
                      o.Makes(bid), ",", absl::StrFormat("%.6f", o.MakeProbability(bid)), ",",
                      absl::StrFormat("%.6f,%.6f", ci.low, ci.high), ",",
                      run.advice.by_bid[i].best == static_cast<int>(c) ? 1 : 0, ",",
                      mean ? absl::StrFormat("%.4f", *mean) : "", ",",
                      an.exact ? "true" : "false", ",", an.seed, "\n");
    }
  }
  return out;
}

}  // namespace texas42
