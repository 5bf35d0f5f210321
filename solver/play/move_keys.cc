#include "solver/play/move_keys.h"

#include <algorithm>

namespace texas42 {

std::vector<int> BestOf(const std::vector<int>& among, const std::vector<long long>& key,
                        bool more) {
  std::vector<int> best;
  for (int k : among) {
    if (!best.empty() && key[k] != key[best.front()]) {
      if ((key[k] > key[best.front()]) != more) continue;
      best.clear();
    }
    best.push_back(k);
  }
  return best;
}

std::vector<int> GoalLeaders(const GoalRace& goal, int slack) {
  std::vector<int> valued;
  int most = 0;
  for (size_t k = 0; k < goal.alive.size(); ++k) {
    if (!goal.alive[k] || goal.worlds[k] != goal.used) continue;
    valued.push_back(static_cast<int>(k));
    most = std::max(most, goal.reached[k]);
  }
  std::vector<int> leaders;
  for (int k : valued) {
    if (goal.reached[k] + slack >= most) leaders.push_back(k);
  }
  return leaders;
}

}  // namespace texas42
