#include "solver/combinations.h"

#include <array>

namespace texas42 {
namespace {

using Table = std::array<std::array<uint64_t, kMostBinomial + 1>, kMostBinomial + 1>;

constexpr Table BuildBinomials() {
  Table c{};
  for (int n = 0; n <= kMostBinomial; ++n) {
    c[n][0] = 1;
    for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k <= n - 1 ? c[n - 1][k] : 0);
  }
  return c;
}
constexpr Table kBinomials = BuildBinomials();

}  // namespace

uint64_t Binomial(int n, int k) {
  if (k < 0 || n < 0 || k > n || n > kMostBinomial) return 0;
  return kBinomials[n][k];
}

uint64_t CombinationAt(int n, int k, uint64_t rank) {
  uint64_t positions = 0;
  int c = n;
  for (; k > 0; --k) {
    do {
      --c;
    } while (Binomial(c, k) > rank);
    rank -= Binomial(c, k);
    positions |= uint64_t{1} << c;
  }
  return positions;
}

}  // namespace texas42
