#include "cli/input.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace texas42 {

absl::StatusOr<std::vector<NumberedDeal>> ParseDealLines(const std::vector<std::string>& lines) {
  std::vector<NumberedDeal> deals;
  for (size_t i = 0; i < lines.size(); ++i) {
    const absl::string_view text = absl::StripAsciiWhitespace(lines[i]);
    if (text.empty() || text.front() == '#') continue;
    absl::StatusOr<Deal> deal = ParseDeal(text);
    if (!deal.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat("line ", i + 1, ": ", deal.status().message()));
    }
    deals.push_back({static_cast<int>(i + 1), *deal});
  }
  return deals;
}

absl::StatusOr<std::vector<Seat>> ParseDeclarers(absl::string_view text) {
  std::vector<Seat> seats;
  if (absl::AsciiStrToLower(absl::StripAsciiWhitespace(text)) == "all") {
    for (int s = 0; s < kSeatCount; ++s) seats.push_back(SeatAt(s));
    return seats;
  }
  for (absl::string_view name : absl::StrSplit(text, ',', absl::SkipWhitespace())) {
    absl::StatusOr<Seat> seat = ParseSeat(absl::StripAsciiWhitespace(name));
    if (!seat.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("--declarer: ", seat.status().message()));
    }
    for (Seat seen : seats) {
      if (seen == *seat) {
        return absl::InvalidArgumentError(
            absl::StrCat("--declarer: ", SeatName(*seat), " is named twice"));
      }
    }
    seats.push_back(*seat);
  }
  if (seats.empty()) return absl::InvalidArgumentError("--declarer: no seat named");
  return seats;
}

absl::StatusOr<std::vector<Trump>> ParseTrumpList(absl::string_view text) {
  if (absl::AsciiStrToLower(absl::StripAsciiWhitespace(text)) == "all") {
    return std::vector<Trump>(kAllTrumps.begin(), kAllTrumps.end());
  }
  std::vector<Trump> trumps;
  for (absl::string_view name : absl::StrSplit(text, ',', absl::SkipWhitespace())) {
    absl::StatusOr<Trump> t = ParseTrump(absl::StripAsciiWhitespace(name));
    if (!t.ok()) return t.status();
    for (Trump seen : trumps) {
      if (seen == *t) {
        return absl::InvalidArgumentError(
            absl::StrCat("trump '", TrumpName(*t), "' is named twice"));
      }
    }
    trumps.push_back(*t);
  }
  if (trumps.empty()) return absl::InvalidArgumentError("no trump named (try --trump all)");
  return trumps;
}

}  // namespace texas42
