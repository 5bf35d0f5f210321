#include "cli/bid_contracts.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

namespace texas42 {
namespace {

bool HasTrump(ContractKind k) {
  return k == ContractKind::kNormal || k == ContractKind::kSplash || k == ContractKind::kPlunge;
}

// Returns the kinds --contract names, in the order of kAllContractKinds.
absl::StatusOr<std::vector<ContractKind>> KindsFromFlag(const std::string& text) {
  if (absl::AsciiStrToLower(text) == "all") {
    return std::vector<ContractKind>(kAllContractKinds.begin(), kAllContractKinds.end());
  }
  std::vector<ContractKind> kinds;
  for (absl::string_view part : absl::StrSplit(text, ',')) {
    absl::StatusOr<ContractKind> kind = ParseContractKind(absl::StripAsciiWhitespace(part));
    if (!kind.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("--contract: ", kind.status().message(), ", a comma list of them, or all"));
    }
    if (std::find(kinds.begin(), kinds.end(), *kind) != kinds.end()) {
      return absl::InvalidArgumentError(
          absl::StrCat("--contract names ", ContractKindName(*kind), " twice"));
    }
    kinds.push_back(*kind);
  }
  std::sort(kinds.begin(), kinds.end());
  return kinds;
}

}  // namespace

absl::StatusOr<BidContracts> BidContractsFromFlags(const ContractFlags& flags, TileSet hand) {
  absl::StatusOr<std::vector<ContractKind>> kinds = KindsFromFlag(flags.contract);
  if (!kinds.ok()) return kinds.status();
  const bool all = absl::AsciiStrToLower(flags.contract) == "all";
  auto asked = [&](ContractKind k) {
    return std::find(kinds->begin(), kinds->end(), k) != kinds->end();
  };
  const bool any_trump =
      std::any_of(kinds->begin(), kinds->end(), [](ContractKind k) { return HasTrump(k); });
  if (!any_trump && !flags.trump.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--trump '", flags.trump, "': ", flags.contract, " is played without trumps"));
  }
  if (!any_trump && flags.first_lead_trump) {
    return absl::InvalidArgumentError(
        absl::StrCat("--first-lead-trump: ", flags.contract, " is played without trumps"));
  }
  if (!asked(ContractKind::kNello) && !flags.nello_doubles.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--nello-doubles goes with nello, not --contract ", flags.contract));
  }
  if (!asked(ContractKind::kSevens) && flags.sevens_closest_lead) {
    return absl::InvalidArgumentError(
        absl::StrCat("--sevens-closest-lead goes with sevens, not --contract ", flags.contract));
  }

  BidContracts out;
  std::vector<std::string> skipped;
  for (ContractKind kind : *kinds) {
    // Each kind gets only the flags that belong to it, so ContractsFromFlags checks them.
    ContractFlags one;
    one.contract = std::string(ContractKindName(kind));
    if (HasTrump(kind)) {
      one.trump = flags.trump;
      one.first_lead_trump = flags.first_lead_trump;
    }
    if (kind == ContractKind::kNello) one.nello_doubles = flags.nello_doubles;
    if (kind == ContractKind::kSevens) one.sevens_closest_lead = flags.sevens_closest_lead;
    one.splash_marks = flags.splash_marks;
    one.plunge_marks = flags.plunge_marks;
    one.plunge_doubles = flags.plunge_doubles;
    absl::StatusOr<std::vector<Contract>> contracts = ContractsFromFlags(one);
    if (!contracts.ok()) return contracts.status();
    if (kind == ContractKind::kNello && flags.nello_doubles.empty()) {
      *contracts = {Contract::Nello(NelloDoubles::kOwn), Contract::Nello(NelloDoubles::kHigh),
                    Contract::Nello(NelloDoubles::kLow)};
      for (Contract& c : *contracts) {
        c.splash_marks = flags.splash_marks;
        c.plunge_marks = flags.plunge_marks;
        c.plunge_doubles = flags.plunge_doubles;
      }
    }
    if (absl::Status s = CheckQualifies(contracts->front(), hand); !s.ok()) {
      if (!all) return absl::InvalidArgumentError(absl::StrCat("--contract: ", s.message()));
      skipped.push_back(std::string(ContractKindName(kind)));
      continue;
    }
    out.contracts.insert(out.contracts.end(), contracts->begin(), contracts->end());
  }
  if (!skipped.empty()) {
    out.skipped = absl::StrCat(absl::StrJoin(skipped, " and "),
                               " not analyzed: the declarer holds ", (hand & Doubles()).size(),
                               " doubles (splash needs 3, plunge ", flags.plunge_doubles, ")");
  }
  return out;
}

}  // namespace texas42
