#include "solver/play/decision_worlds.h"

namespace texas42 {

DecisionWorlds::DecisionWorlds(const SeatView& view, std::optional<AtLeast> at_least,
                               uint64_t take_all, uint64_t seed, uint64_t stream, int tiles)
    : drawn_(WorldSampler(view, at_least), take_all, seed, stream), tiles_(tiles) {
  Draw(0);
}

DecisionWorlds::DecisionWorlds(const Deal& deal, int tiles) : drawn_(deal), tiles_(tiles) {
  Draw(1);
}

int DecisionWorlds::Draw(int n) {
  drawn_.Draw(n);
  const size_t slots = static_cast<size_t>(size()) * static_cast<size_t>(tiles_);
  window_.resize(slots, kUnknown);
  exact_.resize(slots, kUnknown);
  reach_.resize(slots, kUnknown);
  return size();
}

}  // namespace texas42
