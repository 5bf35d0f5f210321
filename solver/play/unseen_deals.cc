#include "solver/play/unseen_deals.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <utility>

namespace texas42 {

size_t UnseenDeals::At(int i, const int* left, int lacking) const {
  // Mixed radix over the places but the last (whose count the others and i determine), then
  // the marked tiles lacking.
  size_t k = static_cast<size_t>(i);
  const int places = static_cast<int>(need_.size());
  for (int j = 0; j + 1 < places; ++j) k = k * (need_[j] + 1) + left[j];
  return k * (missing_ + 1) + lacking;
}

UnseenDeals::UnseenDeals(std::vector<uint8_t> allowed, std::vector<int> need,
                         std::vector<bool> marked, int marked_place, int missing)
    : allowed_(std::move(allowed)),
      need_(std::move(need)),
      marked_(std::move(marked)),
      marked_place_(marked_place),
      missing_(marked_place < 0 ? 0 : std::max(0, missing)) {
  const int tiles = static_cast<int>(allowed_.size());
  const int places = static_cast<int>(need_.size());
  if (places > kMostPlaces) return;
  for (int n : need_) {
    if (n < 0) return;  // more tiles known in a place than it holds: no deal
  }
  if (std::accumulate(need_.begin(), need_.end(), 0) != tiles) return;
  if (places == 0) {
    count_ = 1;  // no tile to deal (the sizes agree)
    return;
  }
  size_t states = static_cast<size_t>(missing_ + 1);
  for (int j = 0; j + 1 < places; ++j) states *= need_[j] + 1;
  ways_.assign((tiles + 1) * states, 0);
  for (int i = tiles; i >= 0; --i) {
    std::array<int, kMostPlaces> left{};
    int lacking = 0;
    for (size_t s = 0; s < states; ++s) {
      int used = 0;
      for (int j = 0; j + 1 < places; ++j) used += left[j];
      const int last = (tiles - i) - used;  // what the last place still takes
      uint64_t w = 0;
      if (last >= 0 && last <= need_[places - 1]) {
        if (i == tiles) {
          w = last == 0 && used == 0 && lacking == 0 ? 1 : 0;
        } else {
          for (int j = 0; j < places; ++j) {
            const int has = j + 1 < places ? left[j] : last;
            if (!(allowed_[i] >> j & 1) || has == 0) continue;
            std::array<int, kMostPlaces> after = left;
            if (j + 1 < places) --after[j];
            w += ways_[At(i + 1, after.data(), LackingAfter(i, j, lacking))];
          }
        }
      }
      ways_[At(i, left.data(), lacking)] = w;
      // The next state: lacking fastest, then the places from the last counted down.
      if (++lacking <= missing_) continue;
      lacking = 0;
      for (int j = places - 2; j >= 0; --j) {
        if (++left[j] <= need_[j]) break;
        left[j] = 0;
      }
    }
  }
  std::array<int, kMostPlaces> full{};
  for (int j = 0; j < places; ++j) full[j] = need_[j];
  count_ = ways_[At(0, full.data(), missing_)];
}

std::vector<int> UnseenDeals::PlacesAt(uint64_t index) const {
  const int tiles = static_cast<int>(allowed_.size());
  const int places = static_cast<int>(need_.size());
  std::vector<int> place(tiles, -1);
  std::array<int, kMostPlaces> left{};
  for (int j = 0; j < places; ++j) left[j] = need_[j];
  int lacking = missing_;
  for (int i = 0; i < tiles; ++i) {
    for (int j = 0; j < places; ++j) {
      if (!(allowed_[i] >> j & 1) || left[j] == 0) continue;
      std::array<int, kMostPlaces> after = left;
      --after[j];
      const int lacking_after = LackingAfter(i, j, lacking);
      const uint64_t w = ways_[At(i + 1, after.data(), lacking_after)];
      if (index < w) {
        place[i] = j;
        left = after;
        lacking = lacking_after;
        break;
      }
      index -= w;
    }
  }
  return place;
}

}  // namespace texas42
