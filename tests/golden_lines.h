// The golden lines of data/golden-lines.tsv, in the manner of DDS's test harness: for a few
// deals, every declarer and a spread of contracts (pip, doubles and follow-me trumps, nello,
// sevens, splash, plunge), the exact value, the value of every legal opening tile, and a played
// line (each seat plays its lowest legal tile by tile index) with the value after every play.
// tests/golden_lines_test.cc checks the file; tests/golden_lines_writer.cc writes it.
#ifndef TEXAS42_TESTS_GOLDEN_LINES_H_
#define TEXAS42_TESTS_GOLDEN_LINES_H_

#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "solver/contract.h"

namespace texas42 {

// The deals: the README's example, one whose North holds four doubles (splash and plunge), and
// two of the shared reference set.
const std::vector<std::string>& GoldenDeals();

struct NamedContract {
  std::string name;
  Contract contract;
};
const std::vector<NamedContract>& GoldenContracts();

// One stored answer: a deal, a declarer and a contract.
struct Golden {
  std::string deal;
  std::string declarer;
  std::string contract;
  int value = 0;
  std::vector<std::pair<std::string, int>> plays;  // every legal opening tile and its value
  std::vector<std::pair<std::string, int>> line;   // the played line: tile, value after it
};

// Returns "tile=value ..." and back.
std::string PairsText(const std::vector<std::pair<std::string, int>>& pairs);
absl::StatusOr<std::vector<std::pair<std::string, int>>> ParsePairs(const std::string& text);

// Returns every answer the file holds, computed now by the solver: each deal, each declarer who
// may declare, each contract.
absl::StatusOr<std::vector<Golden>> ComputeAllGolden();

// The file's opening comment lines, and one answer as a line of it.
std::string GoldenHeader();
std::string GoldenLine(const Golden& g);

}  // namespace texas42

#endif  // TEXAS42_TESTS_GOLDEN_LINES_H_
