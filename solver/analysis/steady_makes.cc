#include "solver/analysis/steady_makes.h"

#include <cmath>
#include <utility>

namespace texas42 {

std::vector<uint64_t> SteadyMakes(const std::vector<uint64_t>& per_bid) {
  // Pool adjacent violators: a run of bids whose makes rise is replaced by its mean, until
  // none rises. Each block keeps its sum and its length.
  std::vector<std::pair<double, int>> blocks;
  for (uint64_t m : per_bid) {
    blocks.emplace_back(static_cast<double>(m), 1);
    while (blocks.size() > 1) {
      const auto& [sum, n] = blocks.back();
      const auto& [prev_sum, prev_n] = blocks[blocks.size() - 2];
      if (sum / n <= prev_sum / prev_n) break;
      const std::pair<double, int> merged{prev_sum + sum, prev_n + n};
      blocks.pop_back();
      blocks.back() = merged;
    }
  }
  std::vector<uint64_t> steady;
  for (const auto& [sum, n] : blocks) {
    // Rounding keeps the order: the counts never rise.
    steady.insert(steady.end(), n, static_cast<uint64_t>(std::llround(sum / n)));
  }
  return steady;
}

}  // namespace texas42
