#include "cli/contract_flags.h"

#include "absl/strings/str_cat.h"
#include "cli/flag_checks.h"
#include "cli/input.h"

namespace texas42 {

void AddContractFlags(CLI::App& cmd, ContractFlags& flags) {
  cmd.add_option("--contract", flags.contract,
                 "normal (the declarer names trump), nello, sevens, splash or plunge "
                 "(the partner names trump and leads; 3 or 4 doubles needed)")
      ->capture_default_str();
  cmd.add_option("--trump", flags.trump,
                 "For normal, splash and plunge: blanks..sixes, doubles, followme (0..6, nt), "
                 "a comma list, or all (default all)")
      ->check(NotEmpty());
  cmd.add_option("--nello-doubles", flags.nello_doubles,
                 "Nello only: doubles form their own suit (own, default), or are high or low "
                 "in their suit");
  cmd.add_flag("--sevens-closest-lead", flags.sevens_closest_lead,
               "Sevens only: the leader too must lead a tile closest to 7");
  cmd.add_flag("--first-lead-trump", flags.first_lead_trump,
               "The opening lead must be a trump when the leader holds one");
}

void AddStakeFlags(CLI::App& cmd, ContractFlags& flags) {
  cmd.add_option("--splash-marks", flags.splash_marks, "Stake: splash is bid at 2 or 3 marks")
      ->type_name("2|3")
      ->check(WholeNumber(2, 3))
      ->capture_default_str();
  cmd.add_option("--plunge-marks", flags.plunge_marks, "Stake: plunge is bid at 3 or 4 marks")
      ->type_name("3|4")
      ->check(WholeNumber(3, 4))
      ->capture_default_str();
  cmd.add_option("--plunge-doubles", flags.plunge_doubles,
                 "Stake: the doubles plunge needs in the declarer's hand, 3 or 4")
      ->type_name("3|4")
      ->check(WholeNumber(3, 4))
      ->capture_default_str();
}

absl::StatusOr<std::vector<Contract>> ContractsFromFlags(const ContractFlags& flags) {
  absl::StatusOr<ContractKind> kind = ParseContractKind(flags.contract);
  if (!kind.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--contract: ", kind.status().message()));
  }
  const absl::string_view name = ContractKindName(*kind);
  const bool trumps = *kind == ContractKind::kNormal || *kind == ContractKind::kSplash ||
                      *kind == ContractKind::kPlunge;
  if (!trumps && !flags.trump.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--trump '", flags.trump, "': ", name, " is played without trumps"));
  }
  if (!trumps && flags.first_lead_trump) {
    return absl::InvalidArgumentError(
        absl::StrCat("--first-lead-trump: ", name, " is played without trumps"));
  }
  if (*kind != ContractKind::kNello && !flags.nello_doubles.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--nello-doubles goes with --contract nello, not ", name));
  }
  if (*kind != ContractKind::kSevens && flags.sevens_closest_lead) {
    return absl::InvalidArgumentError(
        absl::StrCat("--sevens-closest-lead goes with --contract sevens, not ", name));
  }

  std::vector<Contract> contracts;
  const auto staked = [&flags](Contract c) {
    c.splash_marks = flags.splash_marks;
    c.plunge_marks = flags.plunge_marks;
    c.plunge_doubles = flags.plunge_doubles;
    return c;
  };
  if (*kind == ContractKind::kNello) {
    NelloDoubles doubles = NelloDoubles::kOwn;
    if (!flags.nello_doubles.empty()) {
      absl::StatusOr<NelloDoubles> parsed = ParseNelloDoubles(flags.nello_doubles);
      if (!parsed.ok()) {
        return absl::InvalidArgumentError(
            absl::StrCat("--nello-doubles: ", parsed.status().message()));
      }
      doubles = *parsed;
    }
    contracts.push_back(staked(Contract::Nello(doubles)));
    return contracts;
  }
  if (*kind == ContractKind::kSevens) {
    contracts.push_back(staked(Contract::Sevens(flags.sevens_closest_lead)));
    return contracts;
  }
  absl::StatusOr<std::vector<Trump>> trump_list =
      ParseTrumpList(flags.trump.empty() ? "all" : flags.trump);
  if (!trump_list.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--trump: ", trump_list.status().message()));
  }
  for (Trump t : *trump_list) {
    Contract c = *kind == ContractKind::kNormal   ? Contract::Normal(t)
                 : *kind == ContractKind::kSplash ? Contract::Splash(t)
                                                  : Contract::Plunge(t);
    c.first_lead_trump = flags.first_lead_trump;
    contracts.push_back(staked(c));
  }
  return contracts;
}

absl::Status CheckDeclarerQualifies(const std::vector<Contract>& contracts, const Deal& deal,
                                    Seat declarer) {
  for (const Contract& c : contracts) {
    if (absl::Status s = CheckQualifies(c, deal.hand(declarer)); !s.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat(SeatName(declarer), " declares: ", s.message()));
    }
  }
  return absl::OkStatus();
}

}  // namespace texas42
