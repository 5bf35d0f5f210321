#include "solver/analysis/chart.h"

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

// Returns whether the defenders can take `tens` 10-counts and `fives` 5-counts in `tricks`
// tricks: their count tiles fit their tricks (one tile a seat in each) and the bidder's fit his.
bool Fits(const family::Game& game, const CountTiles& all, int tricks, int tens, int fives) {
  const int lost = tens + fives;
  const int kept = (all.tens - tens) + (all.fives - fives);
  return lost <= game.seats * tricks && kept <= game.seats * (game.tricks() - tricks);
}

// Returns whether every way of losing `loss` leaves the bidder's tricks made of count tiles
// alone: six tricks lost with one 5-count leave him one trick of 42, which must hold 6-4, 5-5
// and two 5-counts.
bool Tight(const family::Game& game, const Loss& loss) {
  const CountTiles all = CountTilesOf(game);
  const int kept = game.tricks() - loss.tricks;
  if (kept <= 0) return false;
  for (int tens = all.tens; tens >= 0; --tens) {
    const int rest = loss.count - 10 * tens;
    if (rest < 0 || rest / 5 > all.fives || !Fits(game, all, loss.tricks, tens, rest / 5)) continue;
    if ((all.tens - tens) + (all.fives - rest / 5) != game.seats * kept) return false;
  }
  return true;
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

bool LossPossible(const family::Game& game, int tricks, int count) {
  return !CountWays(game, tricks, count).empty();
}

std::string LossPhrase(const family::Game& game, const Loss& loss) {
  if (!game.counts) return Counted(loss.tricks, "trick");
  const std::vector<std::string> ways = CountWays(game, loss.tricks, loss.count);
  if (ways.empty()) return "impossible";
  std::string phrase = absl::StrCat(Counted(loss.tricks, "trick"), " and ", ways[0]);
  if (ways.size() > 1) {
    absl::StrAppend(&phrase, " (or ", absl::StrJoin(ways.begin() + 1, ways.end(), ", or "), ")");
  }
  if (Tight(game, loss)) {
    const int kept = game.tricks() - loss.tricks;
    absl::StrAppend(&phrase, ", only if the bidder's ",
                    kept == 1 ? "one trick holds" : absl::StrCat(Number(kept), " tricks hold"),
                    " all the other count");
  }
  return phrase;
}

ChartRow MakeChartRow(const family::Game& game, int bid) {
  ChartRow row;
  row.bid = bid;
  if (!game.counts) {
    row.max_lost = game.tricks() - bid;
    for (int t = row.max_lost; t >= 0; --t) row.allowed.push_back({t, 0});
    row.limits.push_back({row.max_lost, 0});
  } else {
    row.max_lost = game.total - bid;
    const CountTiles all = CountTilesOf(game);
    for (int count = 10 * all.tens + 5 * all.fives; count >= 0; count -= 5) {
      for (int tricks = game.tricks(); tricks >= 0; --tricks) {
        if (tricks + count <= row.max_lost && LossPossible(game, tricks, count)) {
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
  }
  if (row.limits.size() == 1 && row.limits[0] == Loss{0, 0}) {
    row.phrase = "no trick: the bidder takes all tricks";
  } else {
    std::vector<std::string> phrases;
    for (const Loss& l : row.limits) phrases.push_back(LossPhrase(game, l));
    row.phrase = absl::StrJoin(phrases, "; or ");
  }
  return row;
}

std::vector<ChartRow> CantLoseMoreThanChart(const family::Game& game) {
  std::vector<ChartRow> rows;
  const int top = game.counts ? game.total : game.tricks();
  for (int bid = game.lowest_bid; bid <= top; ++bid) rows.push_back(MakeChartRow(game, bid));
  return rows;
}

}  // namespace texas42
