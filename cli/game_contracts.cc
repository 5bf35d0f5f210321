#include "cli/game_contracts.h"

#include <algorithm>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "cli/flag_checks.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

family::Contract Special(family::Kind kind, int partner_call = 0) {
  family::Contract c;
  c.kind = kind;
  c.partner_call = partner_call;
  return c;
}

std::vector<std::string> Items(const std::string& list) {
  std::vector<std::string> items;
  for (absl::string_view item : absl::StrSplit(list, ',', absl::SkipWhitespace())) {
    items.push_back(absl::AsciiStrToLower(absl::StripAsciiWhitespace(item)));
  }
  return items;
}

absl::StatusOr<family::NelloDoubles> NelloDoublesOf(const std::string& text) {
  const std::string name = absl::AsciiStrToLower(text);
  if (name.empty() || name == "own") return family::NelloDoubles::kOwn;
  if (name == "high") return family::NelloDoubles::kHigh;
  if (name == "low") return family::NelloDoubles::kLow;
  return absl::InvalidArgumentError(absl::StrCat("--nello-doubles: unknown nello doubles variant '",
                                                 text, "' (expected own, high or low)"));
}

// Says that the contracts of `list` (none a trump) are played without trumps.
std::string WithoutTrumps(const std::string& list) {
  const std::vector<std::string> items = Items(list);
  return absl::StrCat(absl::StrJoin(items, ", "), items.size() == 1 ? " is" : " are",
                      " played without trumps");
}

// Adds every special contract `game` has (nello, low-no, sevens) and each partner call the
// declarer's `hand` qualifies for, under every trump of `trumps`.
void AddSpecials(const family::Game& game, family::TileSet hand, const std::vector<int>& trumps,
                 int plunge_doubles, std::vector<family::Contract>& out) {
  if (game.nello) out.push_back(Special(family::Kind::kNello));
  if (game.low_no) out.push_back(Special(family::Kind::kLowNo));
  if (game.sevens) out.push_back(Special(family::Kind::kSevens));
  for (int i = 0; i < 3 && !game.partner_calls[i].name.empty(); ++i) {
    family::Contract call = Special(family::Kind::kPartnerCall, i);
    call.plunge_doubles = plunge_doubles;
    if (!family::CheckQualifies(game, call, hand).ok()) continue;
    for (int t : trumps) {
      call.trump = t;
      out.push_back(call);
    }
  }
}

// Returns the contracts named, before the variant options: a trump, "normal" (the trumps of
// --trump), a special contract, a partner call under each trump of --trump, or "all".
absl::StatusOr<std::vector<family::Contract>> Named(const family::Game& game,
                                                    const ContractFlags& flags, int declarer,
                                                    family::TileSet hand) {
  absl::StatusOr<std::vector<int>> trumps = GameTrumps(game, flags.trump);
  if (!trumps.ok()) return trumps.status();
  std::vector<family::Contract> out;
  const auto add_trumps = [&](family::Contract c) {
    for (int t : *trumps) {
      c.trump = t;
      out.push_back(c);
    }
  };
  bool trump_used = false;
  for (const std::string& item : Items(flags.contract)) {
    if (item == "normal" || item == "all") {
      add_trumps(family::Contract{});
      if (item == "all") AddSpecials(game, hand, *trumps, flags.plunge_doubles, out);
      trump_used = true;
      continue;
    }
    absl::StatusOr<family::Contract> c = family::ParseContract(game, item);
    if (!c.ok())
      return absl::InvalidArgumentError(absl::StrCat("--contract: ", c.status().message()));
    if (c->kind == family::Kind::kPartnerCall) {
      c->plunge_doubles = flags.plunge_doubles;  // the doubles a plunge needs are a stake
      if (absl::Status s = family::CheckQualifies(game, *c, hand); !s.ok()) {
        return absl::InvalidArgumentError(
            absl::StrCat(family::SeatName(declarer), " declares: ", s.message()));
      }
      add_trumps(*c);
      trump_used = true;
    } else {
      out.push_back(*c);
    }
  }
  if (out.empty()) return absl::InvalidArgumentError("--contract: no contract named");
  if (!flags.trump.empty() && !trump_used) {
    return absl::InvalidArgumentError(
        absl::StrCat("--trump '", flags.trump, "': ", WithoutTrumps(flags.contract)));
  }
  return out;
}

}  // namespace

absl::StatusOr<std::vector<int>> GameTrumps(const family::Game& game, const std::string& list) {
  std::vector<int> trumps;
  if (list.empty() || absl::AsciiStrToLower(list) == "all") {
    for (int p = 0; p <= game.max_pip; ++p) trumps.push_back(p);
    trumps.push_back(family::kDoublesTrump);
    trumps.push_back(family::kFollowMe);
    return trumps;
  }
  for (const std::string& item : Items(list)) {
    absl::StatusOr<int> t = family::ParseTrump(game, item);
    if (!t.ok()) return absl::InvalidArgumentError(absl::StrCat("--trump: ", t.status().message()));
    trumps.push_back(*t);
  }
  return trumps;
}

absl::StatusOr<std::vector<int>> GameSeats(const family::Game& game, const std::string& list) {
  std::vector<int> seats;
  if (absl::AsciiStrToLower(absl::StripAsciiWhitespace(list)) == "all") {
    for (int s = 0; s < game.seats; ++s) seats.push_back(s);
    return seats;
  }
  for (const std::string& item : Items(list)) {
    absl::StatusOr<int> seat = family::ParseSeat(game, item);
    if (!seat.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("--declarer: ", seat.status().message()));
    }
    if (std::find(seats.begin(), seats.end(), *seat) != seats.end()) {
      return absl::InvalidArgumentError(
          absl::StrCat("--declarer: ", family::SeatName(*seat), " is named twice"));
    }
    seats.push_back(*seat);
  }
  if (seats.empty()) return absl::InvalidArgumentError("--declarer: no seat named");
  return seats;
}

void AddVariantFlags(CLI::App& cmd, VariantFlags& flags) {
  cmd.add_flag("--reversed-doubles", flags.reversed_doubles,
               "Where the doubles are a suit of their own (doubles trump; nello and low-no with "
               "doubles own) they rank 0-0 high");
  cmd.add_option("--sevens-to", flags.sevens_to,
                 "Sevens: the number the tiles must come closest to (default 7)")
      ->check(WholeNumber(0, 16))
      ->type_name("N");
}

absl::StatusOr<std::vector<family::Contract>> GameContracts(const family::Game& game,
                                                            const ContractFlags& flags,
                                                            const VariantFlags& variants,
                                                            int declarer, family::TileSet hand) {
  absl::StatusOr<std::vector<family::Contract>> named = Named(game, flags, declarer, hand);
  if (!named.ok()) return named.status();
  absl::StatusOr<family::NelloDoubles> doubles = NelloDoublesOf(flags.nello_doubles);
  if (!doubles.ok()) return doubles.status();
  bool nello = false, sevens = false, trumps = false, doubles_suit = false;
  for (family::Contract& c : *named) {
    const bool no_trick = c.kind == family::Kind::kNello || c.kind == family::Kind::kLowNo;
    if (no_trick) c.nello_doubles = *doubles;
    if (c.kind == family::Kind::kSevens) {
      if (variants.sevens_to >= 0) c.sevens_to = variants.sevens_to;
      c.sevens_closest_lead = flags.sevens_closest_lead;
    }
    if (c.has_trump()) c.first_lead_trump = flags.first_lead_trump;
    c.splash_marks = flags.splash_marks;
    c.plunge_marks = flags.plunge_marks;
    c.plunge_doubles = flags.plunge_doubles;
    if (c.doubles_suit()) c.reversed_doubles = variants.reversed_doubles;
    nello = nello || no_trick;
    sevens = sevens || c.kind == family::Kind::kSevens;
    trumps = trumps || c.has_trump();
    doubles_suit = doubles_suit || c.doubles_suit();
  }
  const std::string title(game.title);
  const std::string named_list = absl::StrJoin(Items(flags.contract), ", ");
  if (!flags.nello_doubles.empty() && !nello) {
    return absl::InvalidArgumentError(absl::StrCat("--nello-doubles goes with --contract nello",
                                                   game.low_no ? " or low-no" : "", ", not ",
                                                   named_list));
  }
  for (const auto& [given, flag] :
       {std::pair{variants.sevens_to >= 0, "--sevens-to"},
        std::pair{flags.sevens_closest_lead, "--sevens-closest-lead"}}) {
    if (!given || sevens) continue;
    return absl::InvalidArgumentError(
        game.sevens ? absl::StrCat(flag, " goes with --contract sevens, not ", named_list)
                    : absl::StrCat(title, " has no sevens (", flag, ")"));
  }
  if (flags.first_lead_trump && !trumps) {
    return absl::InvalidArgumentError(
        absl::StrCat("--first-lead-trump: ", WithoutTrumps(flags.contract)));
  }
  if (variants.reversed_doubles && !doubles_suit) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--reversed-doubles: reversed doubles need the doubles to be a suit of their own "
        "(doubles trump, or nello or low-no with doubles own), not ",
        family::ContractName(game, named->front())));
  }
  for (const family::Contract& c : *named) {
    if (absl::Status s = family::CheckContract(game, c); !s.ok()) return s;
  }
  return named;
}

}  // namespace texas42
