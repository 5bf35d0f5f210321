#include "cli/bid_family.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/bid_report.h"
#include "cli/command.h"
#include "cli/game_contracts.h"
#include "cli/known_parser.h"
#include "cli/output_file.h"
#include "cli/progress.h"
#include "cli/report.h"
#include "cli/svg_heatmap.h"
#include "solver/analysis/json_writer.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/layouts.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

std::string Percent(double p) { return absl::StrFormat("%.1f%%", 100 * p); }

std::string IntervalText(const Interval& ci) {
  return absl::StrFormat("%.1f-%.1f%%", 100 * ci.low, 100 * ci.high);
}

std::string MarksText(int marks) { return absl::StrCat(marks, marks == 1 ? " mark" : " marks"); }

// A bid as players say it: "39", "1 mark", "2 marks"; in Moon "5 tricks", "7 tricks (shoot the
// moon)".
std::string BidLabel(const family::Game& game, int bid) {
  const int top = TopBid(game);
  if (!game.counts) return absl::StrCat(bid, bid == top ? " tricks (shoot the moon)" : " tricks");
  return bid < top ? absl::StrCat(bid) : MarksText(bid / top);
}

// A bid in a column or a list: "39", "1 mark"; in Moon the tricks, "4".."7".
std::string ShortBidLabel(const family::Game& game, int bid) {
  return game.counts ? BidLabel(game, bid) : absl::StrCat(bid);
}

// The heading of a bid's column: the top bid is "1 mark+" (1 mark and more), or "7" in Moon.
std::string ColumnLabel(const family::Game& game, int bid) {
  return game.counts && bid == TopBid(game) ? "1m+" : absl::StrCat(bid);
}

std::string Name(const FamilyBidAnalysis& an, size_t contract) {
  return family::ContractName(*an.game, an.odds[contract].contract);
}

std::string RivalNames(const FamilyBidAnalysis& an, const BidChoice& choice) {
  std::vector<std::string> names;
  for (int r : choice.rivals) {
    names.push_back(absl::StrCat(Name(an, static_cast<size_t>(r)), " ",
                                 Percent(an.Probability(MakesAt(an.odds[r], choice.bid)))));
  }
  return absl::StrJoin(names, ", ");
}

bool IsBest(const FamilyBidAnalysis& an, const BidChoice& choice, size_t c) {
  if (choice.best < 0 || !Applies(*an.game, an.odds[c], choice.bid)) return false;
  return choice.best == static_cast<int>(c) ||
         MakesAt(an.odds[c], choice.bid) == MakesAt(an.odds[choice.best], choice.bid);
}

// The figure a side's make-probabilities give: "table play" or "double dummy".
std::string FigureName(const FamilyBidAnalysis& an) {
  return an.play ? "table play" : "double dummy";
}

bool IsPartnerCall(const FamilyContractOdds& o) {
  return o.contract.kind == family::Kind::kPartnerCall;
}

// The partner call's figure the advice weighs: double dummy, the best single trump named every
// time (the partner who names a winning trump layout by layout sees every hand); at the table,
// the hand as played with the trump he named.
uint64_t PartnerMakes(const FamilyBidAnalysis& an, const FamilyContractOdds& o) {
  return !an.play && o.has_single ? o.best_single_makes : o.makes.front();
}

// The seat `seat` of the analysis (the declarer at 0) as the command named it.
int NamedSeat(const FamilyBidRun& run, int seat) {
  return (seat + run.declarer) % run.analysis.game->seats;
}

// "South 6-3 4-4, East 5-5": the known tiles, seat by seat from the declarer's left.
std::string KnownText(const FamilyBidRun& run) {
  std::vector<std::string> parts;
  for (int s = 1; s < run.analysis.game->seats; ++s) {
    if (run.analysis.known[s].empty()) continue;
    parts.push_back(
        absl::StrCat(family::SeatName(NamedSeat(run, s)), " ", FormatTiles(run.analysis.known[s])));
  }
  return absl::StrJoin(parts, ", ");
}

std::string HeaderText(const FamilyBidRun& run) {
  const FamilyBidAnalysis& an = run.analysis;
  const family::Game& game = *an.game;
  int known = 0;
  for (const family::TileSet& tiles : an.known) known += tiles.size();
  const int unseen = game.tiles.size() - game.hand_size - known;
  std::string out = absl::StrCat(game.title, ": hand ", FormatTiles(an.hand), "; ",
                                 family::SeatName(run.declarer), " declares and leads.\n");
  if (known > 0) absl::StrAppend(&out, "Known: ", KnownText(run), ".\n");
  if (an.exact) {
    const char* left_over = game.left_over > 0 ? " (the left-over tile among them)" : "";
    absl::StrAppend(
        &out, "Exact: ",
        an.samples == 1 ? "the one layout" : absl::StrCat("all ", Grouped(an.samples), " layouts"),
        " of the ", unseen, " unseen tiles", left_over, " enumerated; the probabilities are exact",
        an.play ? absl::StrCat(" for these players (seed ", an.seed, " for their draws)")
                : absl::StrCat(" (seed ", an.seed, " unused)"),
        ".\n");
    if (!run.enumerated.empty()) absl::StrAppend(&out, "(", run.enumerated, ".)\n");
  } else {
    // "(of 360; the left-over tile among them)", as much of it as applies.
    std::vector<std::string> notes;
    if (an.layout_count != family::kCountless) {
      notes.push_back(absl::StrCat("of ", Grouped(an.layout_count)));
    }
    if (game.left_over > 0) notes.push_back("the left-over tile among them");
    absl::StrAppend(&out, "Samples: ", Grouped(an.samples), " random layouts of the ", unseen,
                    " unseen tiles",
                    notes.empty() ? "" : absl::StrCat(" (", absl::StrJoin(notes, "; "), ")"),
                    ", seed ", an.seed, "; intervals are 95% Wilson.\n");
  }
  if (game.exchange != family::Exchange::kNone) {
    absl::StrAppend(&out,
                    "The declarer makes his best exchange with the left-over tile, seeing "
                    "the layout.\n");
  }
  if (an.play) {
    absl::StrAppend(&out, "Table play: each layout is played to the end by ",
                    family::FamilyPlayerName(an.play->declarers),
                    " players for the bidding side and ",
                    family::FamilyPlayerName(an.play->defenders),
                    " players for the other side,\nonce for each bid (a side plays differently "
                    "for the lowest bid than for all). Table players see only\ntheir own hand "
                    "and draw ",
                    WorldsText(an.worlds), " a decision",
                    an.opening_lead
                        ? absl::StrCat(", ", an.opening_lead->first, " to ", an.opening_lead->most,
                                       " for the declarer's opening lead,\nwhich every layout "
                                       "starts from")
                        : "",
                    " (seed ", an.seed, "). The figures are steady: they never rise with the bid.\n");
    const auto has = [&an](family::Kind kind) {
      return std::any_of(an.odds.begin(), an.odds.end(),
                         [kind](const FamilyContractOdds& o) { return o.contract.kind == kind; });
    };
    const bool nello = has(family::Kind::kNello), low_no = has(family::Kind::kLowNo);
    if (nello || low_no) {
      absl::StrAppend(&out,
                      nello && low_no ? "Nello's and low-no's defenders"
                      : nello         ? "Nello's defenders"
                                      : "Low-no's defenders",
                      " see every hand (real ones know such a bidder holds low tiles),\nso the "
                      "table figure never exceeds double dummy.\n");
    }
  } else {
    absl::StrAppend(&out,
                    "Double dummy: every layout solved with every hand face up, every seat "
                    "perfect:\na ceiling on what a table makes (--play table plays it out).\n");
  }
  return out;
}

// The table of point (or trick) bids: normal trumps as rows, the bids as columns, '*' on the
// best contract for each bid (every one tied with it).
std::string BidTableText(const FamilyBidRun& run) {
  const FamilyBidAnalysis& an = run.analysis;
  const family::Game& game = *an.game;
  constexpr int kNameWidth = 10;
  std::string out = absl::StrCat("\nMake probability in percent by trump and bid, ", FigureName(an),
                                 ", in ", game.counts ? "points" : "tricks",
                                 "; * marks the best for each bid (all, when tied).\n\n");
  absl::StrAppend(&out, absl::StrFormat("%-*s", kNameWidth, "trump"));
  if (an.full) absl::StrAppend(&out, absl::StrFormat("%6s ", "mean"));
  // With the double-dummy rows under the table figures a column fits "(100)".
  const int width = an.double_dummy ? 5 : 4;
  for (const BidChoice& c : run.advice.by_bid) {
    absl::StrAppend(&out, absl::StrFormat("%*s ", width, ColumnLabel(game, c.bid)));
  }
  out += "\n";
  for (size_t i = 0; i < an.odds.size(); ++i) {
    const FamilyContractOdds& o = an.odds[i];
    if (o.special()) continue;
    absl::StrAppend(&out, absl::StrFormat("%-*s", kNameWidth, Name(an, i)));
    if (an.full) {
      const std::optional<double> mean = o.MeanValue();
      absl::StrAppend(&out, absl::StrFormat("%6s ", mean ? absl::StrFormat("%.1f", *mean) : "-"));
    }
    for (const BidChoice& c : run.advice.by_bid) {
      if (!o.played) {
        absl::StrAppend(&out, absl::StrFormat("%*s ", width, "-"));
        continue;
      }
      const double p = an.Probability(MakesAt(o, c.bid));
      absl::StrAppend(&out,
                      absl::StrFormat("%*.0f%s", width, 100 * p, IsBest(an, c, i) ? "*" : " "));
    }
    out += "\n";
    if (an.double_dummy) {
      const FamilyBidAnalysis& dd = *an.double_dummy;
      absl::StrAppend(&out, absl::StrFormat("%-*s", kNameWidth, "  dd"));
      for (const BidChoice& c : run.advice.by_bid) {
        const double p = dd.Probability(MakesAt(dd.odds[i], c.bid));
        absl::StrAppend(&out, absl::StrFormat("%*s ", width, absl::StrFormat("(%.0f)", 100 * p)));
      }
      out += "\n";
    }
  }
  if (game.counts) {
    absl::StrAppend(&out, "1m+: 1 mark (and more); every mark bid needs all ", game.total,
                    " points.\n");
  } else {
    absl::StrAppend(&out, game.tricks(), ": all ", game.tricks(), " tricks, shooting the moon.\n");
  }
  if (an.double_dummy) {
    absl::StrAppend(&out,
                    "(dd): the same layouts double dummy, every hand face up: what the "
                    "play could make at best.\n");
    std::vector<std::string> unplayed;
    for (size_t i = 0; i < an.odds.size(); ++i) {
      if (!an.odds[i].played) unplayed.push_back(Name(an, i));
    }
    if (!unplayed.empty()) {
      absl::StrAppend(&out, "Not played out (-): ", absl::StrJoin(unplayed, ", "),
                      ": even double dummy they make no bid more often than the best trump "
                      "does at the table.\n");
    }
  }
  if (an.full) {
    absl::StrAppend(&out, "mean: mean ", game.counts ? "points" : "tricks",
                    " over all layouts, the declarer's best exchange included.\n");
  }
  return out;
}

// The contracts bid in marks: nello, low-no, sevens and the partner calls.
std::string MarkContractsText(const FamilyBidAnalysis& an) {
  std::string out;
  bool partner = false;
  for (size_t i = 0; i < an.odds.size(); ++i) {
    const FamilyContractOdds& o = an.odds[i];
    if (!o.special()) continue;
    if (out.empty()) {
      const family::Game& game = *an.game;
      const std::string none = game.nello && game.low_no ? " (nello and low-no: it takes none)"
                               : game.nello              ? " (nello: the declarer takes none)"
                                                         : "";
      out = absl::StrCat("\nMark contracts: the side takes every trick", none, ".\n",
                         absl::StrFormat("  %-10s %5s %7s%s%s\n", "contract", "marks", "make",
                                         an.double_dummy ? absl::StrFormat(" %7s", "dd") : "",
                                         an.exact ? "" : "  95% interval"));
    }
    absl::StrAppend(&out, absl::StrFormat("  %-10s %5d %7s", Name(an, i), o.marks,
                                          Percent(an.Probability(o.makes.front()))));
    if (an.double_dummy) {
      const FamilyBidAnalysis& dd = *an.double_dummy;
      absl::StrAppend(&out,
                      absl::StrFormat(" %7s", Percent(dd.Probability(dd.odds[i].makes.front()))));
    }
    if (!an.exact) absl::StrAppend(&out, "  ", IntervalText(an.IntervalOf(o.makes.front())));
    if (o.has_single) {
      absl::StrAppend(&out, "    best single trump: ", family::TrumpName(o.best_single_trump), " ",
                      Percent(an.Probability(o.best_single_makes)));
      if (!an.exact) {
        absl::StrAppend(&out, " (", IntervalText(an.IntervalOf(o.best_single_makes)), ")");
      }
    }
    out += "\n";
    partner = partner || IsPartnerCall(o);
  }
  if (partner && !an.play) {
    out +=
        "Partner calls: the partner names trump and leads. Double dummy he sees every hand and "
        "names,\nlayout by layout, a trump that takes every trick; naming one trump for every "
        "layout makes it as often\nas the best single trump. Seeing only his own hand, he lies "
        "between the two.\n";
  } else if (partner) {
    out +=
        "Partner calls: the partner names trump and leads. At the table he sees only his own "
        "hand\n(and that the declarer holds the doubles the call shows) and names the trump that "
        "makes in\nthe most worlds he draws; dd: he sees every hand and names, layout by layout, "
        "a trump that\ntakes every trick. The trump he names is played out.\n";
  }
  return out;
}

std::string BestForEachBidText(const FamilyBidRun& run) {
  const FamilyBidAnalysis& an = run.analysis;
  std::string out = absl::StrCat("\nBest for each bid", an.game->counts ? "" : " of tricks",
                                 an.exact ? "" : " (95% interval)", ":\n");
  for (const BidChoice& c : run.advice.by_bid) {
    if (c.best < 0) continue;
    absl::StrAppend(&out, absl::StrFormat("  %-7s %-9s %6s", ShortBidLabel(*an.game, c.bid),
                                          Name(an, c.best), Percent(c.probability)));
    if (!an.exact) absl::StrAppend(&out, "  (", IntervalText(c.ci95), ")");
    if (!c.rivals.empty()) {
      absl::StrAppend(&out, an.exact ? "  tied with " : "  close: ", RivalNames(an, c));
    }
    out += "\n";
  }
  return out;
}

// The advice's caveats: rival contracts, a threshold inside an interval.
std::vector<std::string> Caveats(const FamilyBidRun& run) {
  const FamilyBidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  const family::Game& game = *an.game;
  std::vector<std::string> lines;
  if (a.choice.best >= 0 && !a.choice.rivals.empty()) {
    bool trumps = an.odds[a.choice.best].contract.kind == family::Kind::kNormal;
    for (int r : a.choice.rivals) {
      trumps = trumps && an.odds[r].contract.kind == family::Kind::kNormal;
    }
    lines.push_back(
        absl::StrCat(trumps ? "No single best trump: at " : "No single best contract: at ",
                     BidLabel(game, a.choice.bid), " ", RivalNames(an, a.choice),
                     an.exact ? " make exactly as often as " : " cannot be told apart from ",
                     Name(an, a.choice.best), " ", Percent(a.choice.probability),
                     an.exact ? "." : " (their 95% intervals overlap)."));
  }
  if (a.may_be_lower) {
    lines.push_back(absl::StrCat("The threshold ", Percent(a.confidence),
                                 " lies inside the interval ", IntervalText(a.choice.ci95), " at ",
                                 BidLabel(game, a.choice.bid),
                                 ": that bid may be too high; more --samples would tell."));
  }
  if (a.may_be_higher) {
    const BidChoice& next = a.by_bid[a.bid ? *a.bid - game.lowest_bid + 1 : 0];
    lines.push_back(absl::StrCat("The interval ", IntervalText(next.ci95), " at ",
                                 BidLabel(game, next.bid), " (", Name(an, next.best),
                                 ") reaches the threshold: that bid may be safe too; more "
                                 "--samples would tell."));
  }
  return lines;
}

// What the partner calls add to the advice, as Texas 42's splash and plunge lines.
void PartnerCallLines(const FamilyBidRun& run, std::vector<std::string>& lines) {
  const FamilyBidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  const bool mark_bid = a.bid && *a.bid == TopBid(*an.game) && an.game->counts;
  for (size_t i = 0; i < an.odds.size(); ++i) {
    const FamilyContractOdds& o = an.odds[i];
    if (!IsPartnerCall(o)) continue;
    const double p = an.Probability(PartnerMakes(an, o));
    if (p < a.confidence) continue;
    const std::string name = absl::StrCat(Name(an, i), " (", MarksText(o.marks), ")");
    if (!an.play) {
      lines.push_back(absl::StrCat(
          name, " makes ", Percent(an.Probability(o.makes.front())),
          " double dummy with a partner who sees every hand",
          o.has_single ? absl::StrCat(", ", Percent(p), " with ",
                                      family::TrumpName(o.best_single_trump), " named every time")
                       : "",
          "; --play table plays it with a partner who sees only his own hand."));
      continue;
    }
    if (mark_bid && p <= a.choice.probability) {
      lines.push_back(absl::StrCat(
          "No need for ", name, ": it makes ", Percent(p), ", no more often than a plain bid of ",
          MarksText(o.marks), " calling ", Name(an, a.choice.best), " (",
          Percent(a.choice.probability), "), and it leaves the trump to the partner."));
      continue;
    }
    lines.push_back(absl::StrCat(
        "Higher: ", name, " makes ", Percent(p),
        an.exact ? ""
                 : absl::StrCat(" (95%: ", IntervalText(an.IntervalOf(PartnerMakes(an, o))), ")"),
        ", at least ", Percent(a.confidence), ", with the partner naming trump."));
  }
}

// Returns the contracts --contract and --trump name in the game's words ("all": every trump,
// then nello, low-no, sevens and the partner calls the hand may bid). A partner call is one
// contract whose partner may name any trump, however many trumps --trump lists.
absl::StatusOr<std::vector<family::Contract>> BidContracts(const family::Game& game,
                                                           ContractFlags flags,
                                                           family::TileSet hand) {
  if (absl::AsciiStrToLower(flags.contract) == "all") {
    std::vector<std::string> names = {"normal"};
    for (const family::Contract& c : FamilyBidContracts(game, hand)) {
      if (c.kind != family::Kind::kNormal) names.push_back(family::ContractName(game, c));
    }
    flags.contract = absl::StrJoin(names, ",");
  }
  absl::StatusOr<std::vector<family::Contract>> named =
      GameContracts(game, flags, VariantFlags{}, 0, hand);
  if (!named.ok()) return named.status();
  std::vector<family::Contract> out;
  for (family::Contract c : *named) {
    if (c.kind == family::Kind::kPartnerCall) {
      c.trump = family::kFollowMe;
      if (std::find(out.begin(), out.end(), c) != out.end()) continue;
    }
    out.push_back(c);
  }
  return out;
}

}  // namespace

std::vector<std::string> FamilyAdviceLines(const FamilyBidRun& run) {
  const FamilyBidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  const family::Game& game = *an.game;
  std::vector<std::string> lines;
  const std::string how = an.play ? "played out at the table" : "double dummy (a ceiling)";
  if (a.bid) {
    lines.push_back(
        absl::StrCat("Worth: ", BidLabel(game, *a.bid), " calling ", Name(an, a.choice.best),
                     ", which makes ", Percent(a.choice.probability), " of the time ",
                     an.exact ? "" : absl::StrCat("(95%: ", IntervalText(a.choice.ci95), ") "), how,
                     "; no higher bid makes ", Percent(a.confidence), "."));
  } else {
    lines.push_back(absl::StrCat("Worth: no bid: none makes ", Percent(a.confidence),
                                 " of the time ", how, " (best at ", game.lowest_bid, ": ",
                                 a.choice.best >= 0 ? Name(an, a.choice.best) : "none", " ",
                                 Percent(a.choice.probability), ")."));
  }
  const std::string over =
      a.over == 0 ? "nobody has bid" : absl::StrCat("the bid is ", BidLabel(game, a.over));
  if (a.bid_now) {
    lines.push_back(absl::StrCat("Bid now: ", BidLabel(game, *a.bid_now), " calling ",
                                 Name(an, a.choice.best), " (", over,
                                 "; the lowest bid that takes the contract)."));
  } else if (a.bid) {
    lines.push_back(absl::StrCat("Pass: ", over, ", more than the hand is worth."));
  } else {
    lines.push_back(absl::StrCat("Pass (", over, ")."));
  }
  if (a.bid && *a.bid == TopBid(game) && game.counts) {
    lines.push_back(absl::StrCat("Every mark bid needs all ", game.total,
                                 " points: 2 marks and more, calling ", Name(an, a.choice.best),
                                 ", make exactly as often as 1 mark; bid as many marks as the "
                                 "auction calls for."));
  }
  PartnerCallLines(run, lines);
  for (std::string& line : Caveats(run)) lines.push_back(std::move(line));
  return lines;
}

std::string FamilyBidText(const FamilyBidRun& run) {
  const FamilyBidAnalysis& an = run.analysis;
  std::string out = HeaderText(run);
  const bool trumps = std::any_of(an.odds.begin(), an.odds.end(),
                                  [](const FamilyContractOdds& o) { return !o.special(); });
  if (trumps) absl::StrAppend(&out, BidTableText(run));
  absl::StrAppend(&out, MarkContractsText(an), BestForEachBidText(run));
  absl::StrAppend(&out, "\nAdvice (", FigureName(an), "):\n");
  for (const std::string& line : FamilyAdviceLines(run)) absl::StrAppend(&out, "  ", line, "\n");
  return out;
}

void WriteInterval(JsonWriter& w, const Interval& ci) {
  w.BeginArray().Double(ci.low).Double(ci.high).EndArray();
}

// A contract's name and trump as Texas 42's bid writes them: "contract" the kind, "trump" for a
// normal contract or a partner call.
void WriteContractKeys(JsonWriter& w, const family::Game& game, const family::Contract& c) {
  if (c.has_trump()) w.Key("trump").String(family::TrumpName(c.trump));
  w.Key("contract")
      .String(c.kind == family::Kind::kNormal ? std::string("normal")
              : c.kind == family::Kind::kPartnerCall
                  ? std::string(game.partner_calls[c.partner_call].name)
                  : family::ContractName(game, c));
}

// The mean value (null unless --full) and, double dummy, the layouts by value, as Texas 42's
// keys: "points" or "tricks", the values no bid tells apart gathered under "below_30" (the
// game's lowest bid), "below_7" (its tricks) or "1_or_more" (nello, low-no).
void WriteValues(JsonWriter& w, const family::Game& game, const FamilyContractOdds& o) {
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
void WriteResult(JsonWriter& w, const FamilyBidAnalysis& an, size_t i) {
  const family::Game& game = *an.game;
  const FamilyContractOdds& o = an.odds[i];
  w.BeginObject();
  WriteContractKeys(w, game, o.contract);
  w.Key("label").String(o.special() && o.contract.has_trump()
                            ? absl::StrCat(family::ContractName(game, o.contract), " ",
                                           family::TrumpName(o.contract.trump))
                            : family::ContractName(game, o.contract));
  w.Key("marks").Int(o.marks);
  if (an.play) w.Key("played").Bool(o.played);
  const FamilyContractOdds* dd = an.double_dummy ? &an.double_dummy->odds[i] : nullptr;
  if (o.special()) {
    w.Key("make_marks").Double(an.Probability(o.makes[0]));
    w.Key("ci95_marks");
    WriteInterval(w, an.IntervalOf(o.makes[0]));
    if (dd != nullptr) w.Key("dd_make_marks").Double(an.double_dummy->Probability(dd->makes[0]));
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
void WriteQueryKeys(JsonWriter& w, const FamilyBidRun& run, const std::string& figure) {
  const FamilyBidAnalysis& an = run.analysis;
  const family::Game& game = *an.game;
  w.Key("game").String(game.name);
  w.Key("hand").String(FormatTiles(an.hand));
  w.Key("declarer").String(std::string(1, family::SeatLetter(run.declarer)));
  bool any_known = false;
  for (const family::TileSet& tiles : an.known) any_known = any_known || !tiles.empty();
  if (any_known) {
    w.Key("known").BeginObject();
    for (int s = 1; s < game.seats; ++s) {
      if (an.known[s].empty()) continue;
      w.Key(std::string(1, family::SeatLetter(NamedSeat(run, s)))).String(FormatTiles(an.known[s]));
    }
    w.EndObject();
  }
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
    w.Key("declarers").String(family::FamilyPlayerName(an.play->declarers));
    w.Key("defenders").String(family::FamilyPlayerName(an.play->defenders));
    w.Key("worlds").String(WorldsName(an.worlds));
    if (an.opening_lead) {
      w.Key("opening_lead_worlds")
          .String(absl::StrCat(an.opening_lead->first, "-", an.opening_lead->most));
    }
  }
}

std::string FamilyBidJson(const FamilyBidRun& run) {
  const FamilyBidAnalysis& an = run.analysis;
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
  w.Key("advice");
  WriteAdviceJson(w, a, figure, FamilyAdviceLines(run), absl::StrJoin(Caveats(run), "\n"),
                  a.bid && *a.bid == TopBid(game) && game.counts,
                  [&an](int c) { return Name(an, static_cast<size_t>(c)); });
  w.EndObject();
  return w.str() + "\n";
}

std::string FamilyBidCsv(const FamilyBidRun& run) {
  const FamilyBidAnalysis& an = run.analysis;
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
                       const FamilyContractOdds& o, std::optional<uint64_t> dd) {
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
    const FamilyContractOdds& o = an.odds[i];
    const FamilyContractOdds* d = an.double_dummy ? &an.double_dummy->odds[i] : nullptr;
    const std::string name = Name(an, i);
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

SvgHeatmap FamilyBidHeatmap(const FamilyBidRun& run) {
  const FamilyBidAnalysis& an = run.analysis;
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
    const FamilyContractOdds& o = an.odds[i];
    std::vector<std::optional<double>> values(columns);
    std::vector<bool> marked(columns, false);
    if (o.special()) {
      values.back() = an.Probability(PartnerMakes(an, o));
      add_row(absl::StrCat(Name(an, i), " (", MarksText(o.marks), ")"), std::move(values),
              std::move(marked));
      continue;
    }
    for (size_t k = 0; k < columns && o.played; ++k) {
      const BidChoice& c = run.advice.by_bid[k];
      values[k] = an.Probability(MakesAt(o, c.bid));
      marked[k] = IsBest(an, c, i);
    }
    add_row(o.played ? Name(an, i) : absl::StrCat(Name(an, i), " (not played out)"),
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

int RunFamilyBid(const FamilyBidFlags& flags) {
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
  FamilyBidQuery query;
  query.game = &game;
  query.hand = *hand;
  for (const std::string& known : flags.known) {
    if (absl::Status s = AddFamilyKnown(game, known, *declarer, query); !s.ok()) return Fail(s);
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
  absl::StatusOr<std::vector<family::Contract>> contracts =
      BidContracts(game, flags.contract, *hand);
  if (!contracts.ok()) return Fail(contracts.status());
  query.contracts = *std::move(contracts);
  if (absl::Status s = ValidateFamilyBidQuery(query); !s.ok()) return Fail(AnalysisError(s));
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
  absl::StatusOr<FamilyBidAnalysis> analysis = AnalyzeFamilyBid(query);
  bar.Finish();
  if (!analysis.ok()) return Fail(AnalysisError(analysis.status()));
  const FamilyBidRun run{*analysis, AdviseBid(*analysis, flags.confidence, flags.over), *declarer,
                         enumerated};
  if (outputs->picture) {
    absl::StatusOr<std::string> svg = RenderSvgHeatmap(FamilyBidHeatmap(run));
    if (!svg.ok()) return Fail(svg.status());
    if (absl::Status s = outputs->picture->Write(*svg); !s.ok()) return Fail(s);
    if (absl::Status s = outputs->picture->Commit(); !s.ok()) return Fail(s);
  }
  std::string text;
  if (flags.format == "json") {
    text = FamilyBidJson(run);
  } else if (flags.format == "csv") {
    text = FamilyBidCsv(run);
  } else if (flags.format == "svg") {
    absl::StatusOr<std::string> svg = RenderSvgHeatmap(FamilyBidHeatmap(run));
    if (!svg.ok()) return Fail(svg.status());
    text = *std::move(svg);
  } else {
    text = FamilyBidText(run);
  }
  if (absl::Status s = outputs->report.Write(text); !s.ok()) return Fail(s);
  if (absl::Status s = outputs->report.Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
