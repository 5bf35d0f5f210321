#include "solver/analysis/family_chart.h"

#include <algorithm>
#include <array>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace texas42 {
namespace {

constexpr std::array<absl::string_view, 12> kNumberWords = {
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"};

std::string Number(int n) {
  return n < static_cast<int>(kNumberWords.size()) ? std::string(kNumberWords[n]) : absl::StrCat(n);
}

std::string Counted(int n, absl::string_view what) {
  return absl::StrCat(Number(n), " ", what, n == 1 ? "" : "s");
}

std::string Tricks(int n) { return Counted(n, "trick"); }

// Returns whether `tens` 10-counts and `fives` 5-counts lost in `tricks` tricks fit.
bool Fits(const family::Game& game, const CountTiles& all, int tricks, int tens, int fives) {
  const int lost = tens + fives;
  const int kept = (all.tens - tens) + (all.fives - fives);
  return lost <= game.seats * tricks && kept <= game.seats * (game.tricks() - tricks);
}

std::vector<std::string> CountWays(const family::Game& game, int tricks, int count) {
  const CountTiles all = CountTilesOf(game);
  std::vector<std::string> ways;
  if (tricks < 0 || tricks > game.tricks() || count < 0 || count % 5 != 0) return ways;
  for (int tens = all.tens; tens >= 0; --tens) {  // most 10-counts first: fewest tiles
    const int rest = count - 10 * tens;
    if (rest < 0 || rest / 5 > all.fives || !Fits(game, all, tricks, tens, rest / 5)) continue;
    if (tens == 0 && rest == 0) {
      ways.push_back("no count");
      continue;
    }
    std::vector<std::string> parts;
    if (tens > 0) parts.push_back(Counted(tens, "10-count"));
    if (rest > 0) parts.push_back(Counted(rest / 5, "5-count"));
    ways.push_back(absl::StrJoin(parts, " and "));
  }
  return ways;
}

}  // namespace

CountTiles CountTilesOf(const family::Game& game) {
  CountTiles c;
  if (!game.counts) return c;
  for (family::Tile t : game.tiles) {
    if (t.count() == 10) ++c.tens;
    if (t.count() == 5) ++c.fives;
  }
  return c;
}

bool FamilyLossPossible(const family::Game& game, int tricks, int count) {
  return !CountWays(game, tricks, count).empty();
}

std::string FamilyLossPhrase(const family::Game& game, const Loss& loss) {
  if (!game.counts) return Tricks(loss.tricks);
  const std::vector<std::string> ways = CountWays(game, loss.tricks, loss.count);
  if (ways.empty()) return "impossible";
  std::string phrase = absl::StrCat(Tricks(loss.tricks), " and ", ways[0]);
  if (ways.size() > 1) {
    absl::StrAppend(&phrase, " (or ", absl::StrJoin(ways.begin() + 1, ways.end(), ", or "), ")");
  }
  return phrase;
}

ChartRow FamilyChartRow(const family::Game& game, int bid) {
  ChartRow row;
  row.bid = bid;
  if (!game.counts) {
    row.max_lost = game.tricks() - bid;
    for (int t = row.max_lost; t >= 0; --t) row.allowed.push_back({t, 0});
    row.limits.push_back({row.max_lost, 0});
    row.phrase = row.max_lost == 0 ? "no trick: the bidder takes all tricks"
                                   : FamilyLossPhrase(game, row.limits[0]);
    return row;
  }
  row.max_lost = game.total - bid;
  const CountTiles all = CountTilesOf(game);
  for (int count = 10 * all.tens + 5 * all.fives; count >= 0; count -= 5) {
    for (int tricks = game.tricks(); tricks >= 0; --tricks) {
      if (tricks + count <= row.max_lost && FamilyLossPossible(game, tricks, count)) {
        row.allowed.push_back({tricks, count});
      }
    }
  }
  for (const Loss& a : row.allowed) {
    const bool exceeded = std::any_of(row.allowed.begin(), row.allowed.end(), [&](const Loss& b) {
      return b != a && b.tricks >= a.tricks && b.count >= a.count;
    });
    if (!exceeded) row.limits.push_back(a);
  }
  if (row.limits.size() == 1 && row.limits[0] == Loss{0, 0}) {
    row.phrase = "no trick: the bidder takes all tricks";
  } else {
    std::vector<std::string> phrases;
    for (const Loss& l : row.limits) phrases.push_back(FamilyLossPhrase(game, l));
    row.phrase = absl::StrJoin(phrases, "; or ");
  }
  return row;
}

std::vector<ChartRow> FamilyChart(const family::Game& game) {
  std::vector<ChartRow> rows;
  const int top = game.counts ? game.total : game.tricks();
  for (int bid = game.lowest_bid; bid <= top; ++bid) rows.push_back(FamilyChartRow(game, bid));
  return rows;
}

}  // namespace texas42
