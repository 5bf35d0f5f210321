#include "cli/bid_report.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "cli/report.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/layouts.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

// "South 6-3 4-4, East 5-5": the known tiles, seat by seat from the declarer's left.
std::string KnownText(const BidRun& run) {
  std::vector<std::string> parts;
  for (int s = 1; s < run.analysis.game->seats; ++s) {
    if (run.analysis.known[s].empty()) continue;
    parts.push_back(
        absl::StrCat(family::SeatName(NamedSeat(run, s)), " ", FormatTiles(run.analysis.known[s])));
  }
  return absl::StrJoin(parts, ", ");
}

std::string HeaderText(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
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
    absl::StrAppend(
        &out, "Table play: each layout is played to the end by ",
        PlayerKindName(an.play->declarers), " players for the bidding side and ",
        PlayerKindName(an.play->defenders),
        " players for the other side,\nonce for each bid (a side plays differently "
        "for the lowest bid than for all). Table players see only\ntheir own hand "
        "and draw ",
        WorldsText(an.worlds), " a decision",
        an.opening_lead ? absl::StrCat(", ", an.opening_lead->first, " to ", an.opening_lead->most,
                                       " for the declarer's opening lead,\nwhich every layout "
                                       "starts from")
                        : "",
        " (seed ", an.seed, "). The figures are steady: they never rise with the bid.\n");
    const bool nello = HasKind(an, family::Kind::kNello),
               low_no = HasKind(an, family::Kind::kLowNo);
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
std::string BidTableText(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  const family::Game& game = *an.game;
  constexpr int kNameWidth = 10;
  std::string out = absl::StrCat("\nMake probability in percent by trump and bid, ", FigureName(an),
                                 ", in ", game.counts ? "points" : "tricks",
                                 "; * marks the best for each bid (all, when tied).\n\n");
  absl::StrAppend(&out, absl::StrFormat("%-*s", kNameWidth, "trump"));
  if (an.full) absl::StrAppend(&out, absl::StrFormat("%6s ", "mean"));
  // With the double-dummy rows under the table figures a column fits "(100)".
  const int width = an.double_dummy ? 5 : 4;
  // The mark column is as wide as its heading, "1 mark+".
  const auto column_width = [&](int bid) {
    return std::max(width, static_cast<int>(ColumnLabel(game, bid).size()));
  };
  for (const BidChoice& c : run.advice.by_bid) {
    absl::StrAppend(&out, absl::StrFormat("%*s ", column_width(c.bid), ColumnLabel(game, c.bid)));
  }
  out += "\n";
  for (size_t i = 0; i < an.odds.size(); ++i) {
    const ContractOdds& o = an.odds[i];
    if (o.special()) continue;
    absl::StrAppend(&out, absl::StrFormat("%-*s", kNameWidth, ContractLabel(an, i)));
    if (an.full) {
      const std::optional<double> mean = o.MeanValue();
      absl::StrAppend(&out, absl::StrFormat("%6s ", mean ? absl::StrFormat("%.1f", *mean) : "-"));
    }
    for (const BidChoice& c : run.advice.by_bid) {
      if (!o.played) {
        absl::StrAppend(&out, absl::StrFormat("%*s ", column_width(c.bid), "-"));
        continue;
      }
      const double p = an.Probability(MakesAt(o, c.bid));
      absl::StrAppend(&out, absl::StrFormat("%*.0f%s", column_width(c.bid), 100 * p,
                                            IsBest(an, c, i) ? "*" : " "));
    }
    out += "\n";
    if (an.double_dummy) {
      const BidAnalysis& dd = *an.double_dummy;
      absl::StrAppend(&out, absl::StrFormat("%-*s", kNameWidth, "  dd"));
      for (const BidChoice& c : run.advice.by_bid) {
        const double p = dd.Probability(MakesAt(dd.odds[i], c.bid));
        absl::StrAppend(
            &out, absl::StrFormat("%*s ", column_width(c.bid), absl::StrFormat("(%.0f)", 100 * p)));
      }
      out += "\n";
    }
  }
  if (game.counts) {
    absl::StrAppend(&out, "1 mark+: 1 mark (and more); every mark bid needs all ", game.total,
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
      if (!an.odds[i].played) unplayed.push_back(ContractLabel(an, i));
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
std::string MarkContractsText(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  std::string out;
  bool partner = false;
  for (size_t i = 0; i < an.odds.size(); ++i) {
    const ContractOdds& o = an.odds[i];
    if (!o.special()) continue;
    if (out.empty()) {
      const bool nello = HasKind(an, family::Kind::kNello),
                 low_no = HasKind(an, family::Kind::kLowNo);
      const std::string none = nello && low_no ? " (nello and low-no: it takes none)"
                               : nello         ? " (nello: the declarer takes none)"
                               : low_no        ? " (low-no: it takes none)"
                                               : "";
      out = absl::StrCat("\nMark contracts: the side takes every trick", none, ".\n",
                         absl::StrFormat("  %-10s %5s %7s%s%s\n", "contract", "marks", "make",
                                         an.double_dummy ? absl::StrFormat(" %7s", "dd") : "",
                                         an.exact ? "" : "  95% interval"));
    }
    absl::StrAppend(&out, absl::StrFormat("  %-10s %5d %7s", ContractLabel(an, i), o.marks,
                                          Percent(an.Probability(o.makes.front()))));
    if (an.double_dummy) {
      const BidAnalysis& dd = *an.double_dummy;
      absl::StrAppend(&out,
                      absl::StrFormat(" %7s", Percent(dd.Probability(dd.odds[i].makes.front()))));
    }
    if (!an.exact) absl::StrAppend(&out, "  ", IntervalText(an.IntervalOf(o.makes.front())));
    if (an.play && !o.named.empty()) {
      const size_t most = std::max_element(o.named.begin(), o.named.end()) - o.named.begin();
      absl::StrAppend(&out, "    named most: ", family::TrumpName(o.trumps[most]), " (",
                      Percent(an.Probability(o.named[most])), " of layouts)");
    }
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
  if (!run.skipped.empty()) absl::StrAppend(&out, run.skipped, ".\n");
  return out;
}

std::string BestForEachBidText(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  std::string out = absl::StrCat("\nBest for each bid", an.game->counts ? "" : " of tricks",
                                 an.exact ? "" : " (95% interval)", ":\n");
  for (const BidChoice& c : run.advice.by_bid) {
    if (c.best < 0) continue;
    absl::StrAppend(&out, absl::StrFormat("  %-7s %-9s %6s", ShortBidLabel(*an.game, c.bid),
                                          ContractLabel(an, c.best), Percent(c.probability)));
    if (!an.exact) absl::StrAppend(&out, "  (", IntervalText(c.ci95), ")");
    if (!c.rivals.empty()) {
      absl::StrAppend(&out, an.exact ? "  tied with " : "  close: ", RivalNames(an, c));
    }
    out += "\n";
  }
  return out;
}

// The advice's caveats: rival contracts, a threshold inside an interval.
std::vector<std::string> CaveatLines(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
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
                     ContractLabel(an, a.choice.best), " ", Percent(a.choice.probability),
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
                                 BidLabel(game, next.bid), " (", ContractLabel(an, next.best),
                                 ") reaches the threshold: that bid may be safe too; more "
                                 "--samples would tell."));
  }
  return lines;
}

// What the partner calls add to the advice, as Texas 42's splash and plunge lines.
void PartnerCallLines(const BidRun& run, std::vector<std::string>& lines) {
  const BidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  const bool mark_bid = a.bid && *a.bid == TopBid(*an.game) && an.game->counts;
  for (size_t i = 0; i < an.odds.size(); ++i) {
    const ContractOdds& o = an.odds[i];
    if (!IsPartnerCall(o)) continue;
    const double p = an.Probability(PartnerMakes(an, o));
    if (p < a.confidence) continue;
    const std::string name =
        absl::StrCat(ContractLabel(an, i), " (", family::MarksName(o.marks), ")");
    if (!an.play) {
      std::string sentence = name;
      sentence[0] = absl::ascii_toupper(sentence[0]);
      lines.push_back(absl::StrCat(
          sentence, " makes ", Percent(an.Probability(o.makes.front())),
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
          family::MarksName(o.marks), " calling ", ContractLabel(an, a.choice.best), " (",
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

}  // namespace

std::vector<std::string> AdviceCaveats(const BidRun& run) { return CaveatLines(run); }

std::vector<std::string> AdviceLines(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  const Advice& a = run.advice;
  const family::Game& game = *an.game;
  std::vector<std::string> lines;
  const std::string how = an.play ? "played out at the table" : "double dummy (a ceiling)";
  if (a.bid) {
    lines.push_back(absl::StrCat(
        "Worth: ", BidLabel(game, *a.bid), " calling ", ContractLabel(an, a.choice.best),
        ", which makes ", Percent(a.choice.probability), " of the time ",
        an.exact ? "" : absl::StrCat("(95%: ", IntervalText(a.choice.ci95), ") "), how,
        "; no higher bid makes ", Percent(a.confidence), "."));
  } else {
    lines.push_back(absl::StrCat("Worth: no bid: none makes ", Percent(a.confidence),
                                 " of the time ", how, " (best at ", game.lowest_bid, ": ",
                                 a.choice.best >= 0 ? ContractLabel(an, a.choice.best) : "none",
                                 " ", Percent(a.choice.probability), ")."));
  }
  const std::string over =
      a.over == 0 ? "nobody has bid" : absl::StrCat("the bid is ", BidLabel(game, a.over));
  if (a.bid_now) {
    lines.push_back(absl::StrCat("Bid now: ", BidLabel(game, *a.bid_now), " calling ",
                                 ContractLabel(an, a.choice.best), " (", over,
                                 "; the lowest bid that takes the contract)."));
  } else if (a.bid) {
    lines.push_back(absl::StrCat("Pass: ", over, ", more than the hand is worth."));
  } else {
    lines.push_back(absl::StrCat("Pass (", over, ")."));
  }
  if (a.bid && *a.bid == TopBid(game) && game.counts) {
    lines.push_back(absl::StrCat("Every mark bid needs all ", game.total,
                                 " points: 2 marks and more, calling ",
                                 ContractLabel(an, a.choice.best),
                                 ", make exactly as often as 1 mark; bid as many marks as the "
                                 "auction calls for."));
  }
  PartnerCallLines(run, lines);
  for (std::string& line : CaveatLines(run)) lines.push_back(std::move(line));
  return lines;
}

std::string BidText(const BidRun& run) {
  const BidAnalysis& an = run.analysis;
  std::string out = HeaderText(run);
  const bool trumps = std::any_of(an.odds.begin(), an.odds.end(),
                                  [](const ContractOdds& o) { return !o.special(); });
  if (trumps) absl::StrAppend(&out, BidTableText(run));
  absl::StrAppend(&out, MarkContractsText(run), BestForEachBidText(run));
  absl::StrAppend(&out, "\nAdvice (", FigureName(an), "):\n");
  for (const std::string& line : AdviceLines(run)) absl::StrAppend(&out, "  ", line, "\n");
  return out;
}

}  // namespace texas42
