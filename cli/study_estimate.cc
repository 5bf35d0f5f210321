#include "cli/study_estimate.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/study_wide.h"
#include "solver/analysis/study_io.h"
#include "solver/family/game.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

// The CPU seconds of one record on one core: its double-dummy value (the declarer's best exchange
// included), and the hand played out for every bid by table players of 16 worlds a decision.
// Texas 42: README "Speed" (a solve 0.43-0.48 ms on average) and `study --deals 100 --play table`
// (30 s of CPU for 900 records). The rest, `study --game G --threads 1`, December 7: 3-hand 10
// deals 1.0 s, 3 played 21.9 s; Moon 10 deals 0.10 s, 3 played 0.59 s; Geezer 3 deals 11.2 s, one
// played under two trumps 37.8 s; The Big Game's value from `bench --game big-game --deals 1`
// (mean 108 s a solve), its table play not measured: Geezer's ratio of the two.
struct RecordCost {
  double solve;
  double played;
};
RecordCost CostOf(family::GameId game) {
  switch (game) {
    case family::GameId::k42:
      return {0.00045, 0.03};
    case family::GameId::kThreeHand:
      return {0.011, 0.81};
    case family::GameId::kMoon:
      return {0.0011, 0.022};
    case family::GameId::kGeezer:
      return {0.37, 19};
    case family::GameId::kBigGame:
      return {108, 108 * 19 / 0.37};
  }
  return {0, 0};
}
// Sequential sampling's work against 16 worlds a decision (docs/table-play.md, "Sequential
// sampling": 4 to 5 times).
constexpr double kAdaptiveCost = 4.5;

// The CPU seconds of `records` records of `game`, played out as `play` says (none: double dummy).
double SecondsOf(family::GameId game, uint64_t records, const std::optional<StudyPlay>& play) {
  const RecordCost cost = CostOf(game);
  double per_record = cost.solve;
  if (play) {
    const double worlds = play->worlds == kAdaptiveWorlds ? kAdaptiveCost * kAnalysisWorlds
                                                          : static_cast<double>(play->worlds);
    per_record = cost.played * worlds / kAnalysisWorlds;
  }
  return static_cast<double>(records) * per_record;
}

int ThreadsOf(int threads) {
  return threads > 0 ? threads : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

std::string Bytes(uint64_t bytes) {
  const double b = static_cast<double>(bytes);
  if (bytes < 10'000) return absl::StrCat(bytes, " bytes");
  if (bytes < 10'000'000) return absl::StrFormat("%.1f kB", b / 1e3);
  if (bytes < 10'000'000'000) return absl::StrFormat("%.1f MB", b / 1e6);
  return absl::StrFormat("%.1f GB", b / 1e9);
}

// An estimate of `deals` deals from `start` on, `declarers` x `contracts` records each, on
// `threads` threads (0: every core); rows, bytes and minutes still to fill in.
StudyEstimate Started(size_t declarers, size_t contracts, uint64_t deals, uint64_t start,
                      int threads) {
  StudyEstimate e;
  e.threads = ThreadsOf(threads);
  e.declarers = declarers;
  e.contracts = contracts;
  e.deals = deals - start;
  return e;
}

}  // namespace

StudyEstimate EstimateStudy(const StudyParams& params, StudyFormat format, bool wide,
                            uint64_t start, int threads) {
  StudyEstimate e =
      Started(params.declarers.size(), params.contracts.size(), params.deals, start, threads);
  const uint64_t per_deal = params.records_per_deal();
  e.rows = wide ? e.deals : e.deals * per_deal;
  // One deal's records as the study writes them, at its longest index, a two-digit value.
  std::vector<StudyRecord> deal = UnsolvedRecords(params, 0);
  for (StudyRecord& r : deal) {
    r.index = params.deals - 1;
    r.value = 30;
    if (params.play) r.table_makes.emplace(StudyBids(*params.game).size());
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
  e.minutes = SecondsOf(params.game->id, e.deals * per_deal, params.play) / 60 /
              static_cast<double>(e.threads);
  return e;
}

std::string DescribeStudyEstimate(const StudyEstimate& e) {
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
  return absl::StrCat(
      plural(e.rows, "row", "rows"), ", ",
      plural(e.deals * e.declarers * e.contracts, "solve", "solves"), " (",
      plural(e.deals, "deal", "deals"), " x ", plural(e.declarers, "declarer", "declarers"), " x ",
      plural(e.contracts, "contract", "contracts"), "), about ", Bytes(e.bytes), ", ", minutes,
      " on ", plural(static_cast<uint64_t>(e.threads), "thread", "threads"));
}

}  // namespace texas42
