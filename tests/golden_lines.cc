#include "tests/golden_lines.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {

const std::vector<std::string>& GoldenDeals() {
  static const auto* const kDeals = new std::vector<std::string>{
      "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11",
      "66 65 64 63 55 44 33/62 61 60 54 53 52 00/43 42 40 32 31 22 11/51 50 41 30 21 20 10",
      "64 63 51 44 42 22 21/65 61 53 33 32 31 30/66 60 52 50 43 41 10/62 55 54 40 20 11 00",
      "62 44 42 41 32 31 20/65 60 52 50 43 33 11/64 63 53 51 40 22 21/66 61 55 54 30 10 00",
  };
  return *kDeals;
}

const std::vector<NamedContract>& GoldenContracts() {
  static const auto* const kContracts = new std::vector<NamedContract>{
      {"blanks", Contract::Normal(Trump::kBlanks)},
      {"sixes", Contract::Normal(Trump::kSixes)},
      {"doubles", Contract::Normal(Trump::kDoubles)},
      {"followme", Contract::Normal(Trump::kFollowMe)},
      {"nello-own", Contract::Nello(NelloDoubles::kOwn)},
      {"nello-low", Contract::Nello(NelloDoubles::kLow)},
      {"sevens", Contract::Sevens()},
      {"splash-sixes", Contract::Splash(Trump::kSixes)},
      {"plunge-doubles", Contract::Plunge(Trump::kDoubles)},
  };
  return *kContracts;
}

std::string PairsText(const std::vector<std::pair<std::string, int>>& pairs) {
  std::vector<std::string> parts;
  for (const auto& [tile, value] : pairs) parts.push_back(absl::StrCat(tile, "=", value));
  return absl::StrJoin(parts, " ");
}

absl::StatusOr<std::vector<std::pair<std::string, int>>> ParsePairs(const std::string& text) {
  std::vector<std::pair<std::string, int>> pairs;
  for (absl::string_view part : absl::StrSplit(text, ' ', absl::SkipEmpty())) {
    const std::vector<std::string> tv = absl::StrSplit(part, '=');
    int value = -1;
    if (tv.size() != 2 || !absl::SimpleAtoi(tv[1], &value)) {
      return absl::InvalidArgumentError(absl::StrCat("not tile=value: '", part, "'"));
    }
    pairs.push_back({tv.front(), value});
  }
  return pairs;
}

namespace {

// Computes the answer for one deal, declarer and contract with the solver.
absl::StatusOr<Golden> Compute(Solver& solver, const std::string& deal_text, Seat declarer,
                               const NamedContract& named) {
  absl::StatusOr<Deal> deal = ParseDeal(deal_text);
  if (!deal.ok()) return deal.status();
  const Rules rules(named.contract);
  Position position(rules, *deal, declarer);
  Golden g{deal_text, std::string(1, SeatLetter(declarer)), named.name, solver.Solve(position), {},
           {}};
  for (const TileValue& p : solver.ValuePlays(position)) {
    g.plays.push_back({FormatTile(p.tile), p.value});
  }
  while (!position.finished()) {
    const Tile tile = *position.Legal().begin();
    if (absl::Status s = position.Play(tile); !s.ok()) return s;
    g.line.push_back({FormatTile(tile), solver.Solve(position)});
  }
  return g;
}

}  // namespace

absl::StatusOr<std::vector<Golden>> ComputeAllGolden() {
  std::vector<Golden> all;
  Solver solver;
  for (const std::string& deal : GoldenDeals()) {
    absl::StatusOr<Deal> parsed = ParseDeal(deal);
    if (!parsed.ok()) return parsed.status();
    for (int s = 0; s < kSeatCount; ++s) {
      const Seat declarer = SeatAt(s);
      for (const NamedContract& c : GoldenContracts()) {
        if (!CheckQualifies(c.contract, parsed->hand(declarer)).ok()) continue;
        absl::StatusOr<Golden> g = Compute(solver, deal, declarer, c);
        if (!g.ok()) return g.status();
        all.push_back(*std::move(g));
      }
    }
  }
  return all;
}

std::string GoldenHeader() {
  return "# texas42 golden lines (tests/golden_lines_test.cc): deal, declarer, contract, value,\n"
         "# every legal opening tile=value, and a played line (each seat plays its lowest legal\n"
         "# tile by index) as tile=value after the play. Values are points for normal contracts,\n"
         "# tricks for sevens, splash and plunge, and the declarer's tricks for nello.\n";
}

std::string GoldenLine(const Golden& g) {
  return absl::StrCat(g.deal, "\t", g.declarer, "\t", g.contract, "\t", g.value, "\t",
                      PairsText(g.plays), "\t", PairsText(g.line), "\n");
}

}  // namespace texas42
