#include "cli/study_estimate.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/study_wide.h"
#include "solver/analysis/dealer.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

// One double-dummy solve on one core, in seconds (README "Speed", mean 434-480 us).
constexpr double kSolveSeconds = 0.00045;
// One record played out by table players for every bid at once, 16 worlds a decision (100
// deals of `study --play table`: 30 s of CPU for 900 records).
constexpr double kPlayoutSeconds = 0.03;
// Sequential sampling's work against 16 worlds a decision (docs/table-play.md, "Sequential
// sampling": 4 to 5 times).
constexpr double kAdaptiveCost = 4.5;

std::string Bytes(uint64_t bytes) {
  const double b = static_cast<double>(bytes);
  if (bytes < 10'000) return absl::StrCat(bytes, " bytes");
  if (bytes < 10'000'000) return absl::StrFormat("%.1f kB", b / 1e3);
  if (bytes < 10'000'000'000) return absl::StrFormat("%.1f MB", b / 1e6);
  return absl::StrFormat("%.1f GB", b / 1e9);
}

}  // namespace

StudyEstimate EstimateStudy(const StudyParams& params, StudyFormat format, bool wide,
                            uint64_t start, int threads) {
  StudyEstimate e;
  e.threads =
      threads > 0 ? threads : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  e.deals = params.deals - start;
  const uint64_t per_deal = params.records_per_deal();
  e.rows = wide ? e.deals : e.deals * per_deal;

  // One deal's records as the study writes them, at its longest index.
  std::vector<StudyRecord> deal;
  for (Seat declarer : params.declarers) {
    for (const Contract& contract : params.contracts) {
      StudyRecord r;
      r.index = params.deals - 1;
      r.deal = DealRandom(Predeal(), params.seed, 0);
      r.declarer = declarer;
      r.contract = contract;
      r.features = FeaturesOf(r.deal.hand(declarer), contract);
      r.value = 30;
      if (params.play) r.table_makes.emplace();
      deal.push_back(r);
    }
  }
  uint64_t deal_bytes = 0;
  if (wide) {
    deal_bytes = FormatWideStudyRows(params, deal, format).size();
  } else {
    for (const StudyRecord& r : deal) deal_bytes += FormatStudyRecord(params, r, format).size();
  }
  const std::string header =
      wide ? FormatWideStudyHeader(params, format) : FormatStudyHeader(params, format);
  e.bytes = header.size() + StudyTag(params).size() + params.deals * deal_bytes;

  double seconds = static_cast<double>(e.deals * per_deal) * kSolveSeconds;
  if (params.play) {
    // Every record is played out for all the bids at once, each decision drawing `worlds`
    // layouts; sequential sampling draws 16 to 96, about kAdaptiveCost times the work of 16.
    const double worlds = params.play->worlds == kAdaptiveWorlds
                              ? kAdaptiveCost * kAnalysisWorlds
                              : static_cast<double>(params.play->worlds);
    seconds += static_cast<double>(e.deals * per_deal) * kPlayoutSeconds * worlds / kAnalysisWorlds;
  }
  e.minutes = seconds / 60 / e.threads;
  return e;
}

std::string DescribeStudyEstimate(const StudyParams& params, const StudyEstimate& e) {
  const auto plural = [](uint64_t n, absl::string_view one, absl::string_view many) {
    return absl::StrCat(n, " ", n == 1 ? one : many);
  };
  std::string minutes = "under a minute";
  if (e.minutes >= 100) {
    minutes = absl::StrFormat("about %.1f hours", e.minutes / 60);
  } else if (e.minutes >= 1) {
    minutes = absl::StrCat(
        "about ", plural(static_cast<uint64_t>(std::lround(e.minutes)), "minute", "minutes"));
  }
  return absl::StrCat(plural(e.rows, "row", "rows"), ", ",
                      plural(e.deals * params.records_per_deal(), "solve", "solves"), " (",
                      plural(e.deals, "deal", "deals"), " x ",
                      plural(params.declarers.size(), "declarer", "declarers"), " x ",
                      plural(params.contracts.size(), "trump", "trumps"), "), about ",
                      Bytes(e.bytes), ", ", minutes, " on ",
                      plural(static_cast<uint64_t>(e.threads), "thread", "threads"));
}

}  // namespace texas42
