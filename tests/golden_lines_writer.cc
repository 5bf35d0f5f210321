// Writes data/golden-lines.tsv, the golden lines tests/golden_lines_test.cc checks: a tool,
// not a test (built with the tests, never registered with ctest, so writing the file passes no
// test). Regenerate it only after a deliberate change of the rules or of the order in which
// tiles of one value are listed (solver/natural_order.h), never of the search:
//
//   build/tests/golden_lines_writer data/golden-lines.tsv
#include <fstream>
#include <iostream>

#include "tests/golden_lines.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: golden_lines_writer FILE\n";
    return 2;
  }
  const absl::StatusOr<std::vector<texas42::Golden>> all = texas42::ComputeAllGolden();
  if (!all.ok()) {
    std::cerr << "golden_lines_writer: " << all.status().message() << "\n";
    return 1;
  }
  std::ofstream out(argv[1]);
  out << texas42::GoldenHeader();
  for (const texas42::Golden& g : *all) out << texas42::GoldenLine(g);
  out.close();
  if (!out) {
    std::cerr << "golden_lines_writer: cannot write " << argv[1] << "\n";
    return 1;
  }
  return 0;
}
