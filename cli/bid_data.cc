#include "cli/bid_data.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/bid_report.h"
#include "cli/report.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/layouts.h"

namespace texas42 {
namespace {

// A contract's name and trump as Texas 42's bid writes them: "contract" the kind, "trump" for a
// normal contract or a partner call.
void WriteContractKeys(JsonWriter& w, const family::Game& game, const family::Contract& c) {
  if (c.kind == family::Kind::kNormal) w.Key("trump").String(family::TrumpName(c.trump));
  w.Key("contract")
      .String(c.kind == family::Kind::kNormal ? std::string("normal")
              : c.kind == family::Kind::kPartnerCall
                  ? std::string(game.partner_calls[c.partner_call].name)
                  : family::ContractName(game, c));
}

// The mean value (null unless --full) and, double dummy, the layouts by value, as Texas 42's
// keys: "points" or "tricks", the values no bid tells apart gathered under "below_30" (the
// game's lowest bid), "below_7" (its tricks) or "1_or_more" (nello, low-no).
void WriteValues(JsonWriter& w, const family::Game& game, const ContractOdds& o) {
  const bool points = o.scoring == family::Scoring::kPoints;
  w.Key(points                                    ? "mean_points"
        : o.scoring == family::Scoring::kNoTricks ? "mean_declarer_tricks"
                                                  : "mean_tricks");
  if (const std::optional<double> mean = o.MeanValue()) {
    w.Double(*mean);
  } else {
    w.Null();
  }
  if (o.histogram.empty()) return;
  const int lumped = o.LumpedValue(game);
  w.Key(points ? "points" : "tricks").BeginObject();
  for (size_t v = 0; v < o.histogram.size(); ++v) {
    if (o.histogram[v] == 0) continue;
    const bool gathered = !o.full_values && static_cast<int>(v) == lumped;
    w.Key(!gathered ? absl::StrCat(v)
          : o.scoring == family::Scoring::kNoTricks
              ? std::string("1_or_more")
              : absl::StrCat("below_", o.special() ? game.tricks() : game.lowest_bid))
        .Uint(o.histogram[v]);
  }
  w.EndObject();
}

// One contract's row of "results": its make-probabilities with their intervals and values.
void WriteResult(JsonWriter& w, const BidAnalysis& an, size_t i) {
  const family::Game& game = *an.game;
  const ContractOdds& o = an.odds[i];
  w.BeginObject();
  WriteContractKeys(w, game, o.contract);
  w.Key("label").String(ContractLabel(an, i));
  w.Key("marks").Int(o.marks);
  if (an.play) w.Key("played").Bool(o.played);
  const ContractOdds* dd = an.double_dummy ? &an.double_dummy->odds[i] : nullptr;
  if (o.special()) {
    w.Key("make_marks").Double(an.Probability(o.makes[0]));
    w.Key("ci95_marks");
    WriteInterval(w, an.IntervalOf(o.makes[0]));
    if (dd != nullptr) w.Key("dd_make_marks").Double(an.double_dummy->Probability(dd->makes[0]));
    if (an.play && !o.named.empty()) {
      w.Key("named").BeginObject();
      for (size_t t = 0; t < o.trumps.size(); ++t) {
        w.Key(family::TrumpName(o.trumps[t])).Uint(o.named[t]);
      }
      w.EndObject();
    }
    if (o.has_single) {
      w.Key("best_single_trump").String(family::TrumpName(o.best_single_trump));
      w.Key("best_single_make").Double(an.Probability(o.best_single_makes));
      w.Key("ci95_single");
      WriteInterval(w, an.IntervalOf(o.best_single_makes));
    }
  } else if (!o.played) {
    // Not played out: no figure, only its ceiling.
    w.Key("make_marks").Null().Key("ci95_marks").Null();
    w.Key("make").BeginObject();
    for (int bid : o.bids) w.Key(absl::StrCat(bid)).Null();
    w.EndObject();
    w.Key("ci95").BeginObject();
    for (int bid : o.bids) w.Key(absl::StrCat(bid)).Null();
    w.EndObject();
  } else {
    w.Key("make_marks").Double(an.Probability(o.makes.back()));
    w.Key("ci95_marks");
    WriteInterval(w, an.IntervalOf(o.makes.back()));
    w.Key("make").BeginObject();
    for (size_t b = 0; b < o.bids.size(); ++b) {
      w.Key(absl::StrCat(o.bids[b])).Double(an.Probability(o.makes[b]));
    }
    w.EndObject();
    w.Key("ci95").BeginObject();
    for (size_t b = 0; b < o.bids.size(); ++b) {
      w.Key(absl::StrCat(o.bids[b]));
      WriteInterval(w, an.IntervalOf(o.makes[b]));
    }
    w.EndObject();
    if (!o.per_bid_makes.empty()) {
      // Each bid's own figure, the hand played for that bid; `make` is these made steady.
      w.Key("per_bid_make").BeginObject();
      for (size_t b = 0; b < o.bids.size(); ++b) {
        w.Key(absl::StrCat(o.bids[b])).Double(an.Probability(o.per_bid_makes[b]));
      }
      w.EndObject();
    }
  }
  if (dd != nullptr && !o.special()) {
    w.Key("dd_make_marks").Double(an.double_dummy->Probability(dd->makes.back()));
    w.Key("dd_make").BeginObject();
    for (size_t b = 0; b < dd->bids.size(); ++b) {
      w.Key(absl::StrCat(dd->bids[b])).Double(an.double_dummy->Probability(dd->makes[b]));
    }
    w.EndObject();
  }
  WriteValues(w, game, o);
  w.EndObject();
}

// What was analyzed and how: the hand, the known tiles, the samples or layouts, the players.
void WriteQueryKeys(JsonWriter& w, const BidRun& run, const std::string& figure) {
  const BidAnalysis& an = run.analysis;
  const family::Game& game = *an.game;
  w.Key("game").String(game.name);
  w.Key("hand").String(FormatTiles(an.hand));
  w.Key("declarer").String(std::string(1, family::SeatLetter(run.declarer)));
  w.Key("known").BeginObject();
  for (int s = 1; s < game.seats; ++s) {
    if (an.known[s].empty()) continue;
    w.Key(std::string(1, family::SeatLetter(NamedSeat(run, s)))).String(FormatTiles(an.known[s]));
  }
  w.EndObject();
  w.Key("seed").Uint(an.seed);
  w.Key("samples").Uint(an.samples);
  w.Key("exact").Bool(an.exact);
  w.Key("layout_count");
  if (an.layout_count == family::kCountless) {
    w.Null();
  } else {
    w.Uint(an.layout_count);
  }
  w.Key("values").String(an.full ? "full" : "bid-window");
  w.Key("play").String(figure);
  w.Key("figure").String(figure);
  if (an.play) {
    w.Key("declarers").String(PlayerKindName(an.play->declarers));
    w.Key("defenders").String(PlayerKindName(an.play->defenders));
    w.Key("worlds").String(WorldsName(an.worlds));
    if (an.opening_lead) {
      w.Key("opening_lead_worlds")
          .String(absl::StrCat(an.opening_lead->first, "-", an.opening_lead->most));
    }
  }
}

}  // namespace

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

std::string BidJson(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  const family::Game& game = *an.game;
  const std::string figure = an.play ? "table" : "dd";
  JsonWriter w;
  w.BeginObject();
  WriteQueryKeys(w, run, figure);
  w.Key("confidence").Double(a.confidence);
  w.Key("unit").String(game.counts ? "points" : "tricks");
  w.Key("results").BeginArray();
  for (size_t i = 0; i < an.odds.size(); ++i) WriteResult(w, an, i);
  w.EndArray();
  w.Key("skipped");
  if (run.skipped.empty()) {
    w.Null();
  } else {
    w.String(run.skipped);
  }
  w.Key("advice");
  WriteAdviceJson(w, a, figure, AdviceLines(run), absl::StrJoin(AdviceCaveats(run), "\n"),
                  a.bid && *a.bid == TopBid(game) && game.counts,
                  [&an](int c) { return ContractLabel(an, static_cast<size_t>(c)); });
  w.EndObject();
  return w.str() + "\n";
}

std::string BidCsv(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  const family::Game& game = *an.game;
  const int top = TopBid(game);
  std::string out = absl::StrCat(kBidCsvHeader, "\n");
  std::vector<std::string> known;
  for (int s = 1; s < game.seats; ++s) {
    if (an.known[s].empty()) continue;
    known.push_back(absl::StrCat(std::string(1, family::SeatLetter(NamedSeat(run, s))), "=",
                                 FormatTiles(an.known[s])));
  }
  const std::string who =
      absl::StrCat(",", FormatTiles(an.hand), ",", std::string(1, family::SeatLetter(run.declarer)),
                   ",", absl::StrJoin(known, "; "), ",", game.name);
  // One row: the bid in the game's units (a mark is the game's total); no figure for a trump not
  // played out, and with table play its double-dummy ceiling (`dd`: the layouts it made in).
  const auto row = [&](const std::string& name, int bid, int marks, uint64_t makes, bool best,
                       const ContractOdds& o, std::optional<uint64_t> dd) {
    const Interval ci = an.IntervalOf(makes);
    const std::optional<double> mean = o.MeanValue();
    absl::StrAppend(&out, name, ",", bid, ",", marks > 0 ? absl::StrCat(marks) : "", ",",
                    an.samples, ",");
    if (o.played) {
      absl::StrAppend(&out, makes, ",",
                      absl::StrFormat("%.4f,%.4f,%.4f", an.Probability(makes), ci.low, ci.high));
    } else {
      out += ",,,";
    }
    absl::StrAppend(&out, ",", best ? 1 : 0, ",", mean ? absl::StrFormat("%.4f", *mean) : "", ",",
                    an.exact ? "true" : "false", ",", an.seed, ",", an.play ? "table" : "dd", ",",
                    dd ? absl::StrFormat("%.4f", an.double_dummy->Probability(*dd)) : "", who,
                    "\n");
  };
  for (size_t i = 0; i < an.odds.size(); ++i) {
    const ContractOdds& o = an.odds[i];
    const ContractOdds* d = an.double_dummy ? &an.double_dummy->odds[i] : nullptr;
    const std::string name = ContractLabel(an, i);
    if (o.special()) {
      const bool best = !IsPartnerCall(o) && IsBest(an, run.advice.by_bid.back(), i);
      row(name, o.marks * top, o.marks, o.makes.front(), best, o,
          d ? std::optional<uint64_t>(d->makes.front()) : std::nullopt);
      continue;
    }
    for (size_t b = 0; b < o.bids.size(); ++b) {
      const int bid = o.bids[b];
      row(name, bid, game.counts && bid == top ? 1 : 0, o.makes[b],
          IsBest(an, run.advice.by_bid[bid - game.lowest_bid], i), o,
          d ? std::optional<uint64_t>(d->makes[b]) : std::nullopt);
    }
  }
  return out;
}

SvgHeatmap BidHeatmap(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  const family::Game& game = *an.game;
  SvgHeatmap h;
  h.title = absl::StrCat("Make probability (", FigureName(an), "), ", game.title, ": ",
                         FormatTiles(an.hand), ", North declares");
  h.row_axis = "contract";
  h.column_axis = game.counts ? "bid (points)" : "bid (tricks)";
  const size_t columns = run.advice.by_bid.size();
  for (const BidChoice& c : run.advice.by_bid) {
    h.column_labels.push_back(game.counts && c.bid == TopBid(game) ? "1 mark+"
                                                                   : absl::StrCat(c.bid));
  }
  const auto add_row = [&](std::string label, std::vector<std::optional<double>> values,
                           std::vector<bool> marked) {
    std::vector<std::string> texts;
    for (const std::optional<double>& v : values) {
      texts.push_back(v ? absl::StrFormat("%.0f%%", 100 * *v) : "-");
    }
    h.row_labels.push_back(std::move(label));
    h.values.push_back(std::move(values));
    h.texts.push_back(std::move(texts));
    h.marked.push_back(std::move(marked));
  };
  for (size_t i = 0; i < an.odds.size(); ++i) {
    const ContractOdds& o = an.odds[i];
    std::vector<std::optional<double>> values(columns);
    std::vector<bool> marked(columns, false);
    if (o.special()) {
      values.back() = an.Probability(PartnerMakes(an, o));
      add_row(absl::StrCat(ContractLabel(an, i), " (", family::MarksName(o.marks), ")"),
              std::move(values), std::move(marked));
      continue;
    }
    for (size_t k = 0; k < columns && o.played; ++k) {
      const BidChoice& c = run.advice.by_bid[k];
      values[k] = an.Probability(MakesAt(o, c.bid));
      marked[k] = IsBest(an, c, i);
    }
    add_row(
        o.played ? ContractLabel(an, i) : absl::StrCat(ContractLabel(an, i), " (not played out)"),
        std::move(values), std::move(marked));
  }
  h.marked_note = "* and a black outline: the best trump for the bid (every one, when tied)";
  h.note = absl::StrCat(an.exact ? absl::StrCat("all ", an.samples, " layouts (exact)")
                                 : absl::StrCat(an.samples, " samples, seed ", an.seed),
                        game.counts ? "; 1 mark+: 1 mark and more; " : "; ",
                        "a mark contract's cell is its own bid",
                        an.play ? "" : "; a partner call: its best single trump");
  return h;
}

}  // namespace texas42
