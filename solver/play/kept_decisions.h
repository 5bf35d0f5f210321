// KeptDecisions: the declarer's decisions of a bid analysis, kept for the layouts that ask them
// again, for every game's table player. His view holds his own hand and the play so far, so
// another layout whose play so far is the same asks the same question: his opening lead in
// every layout (in a game without an exchange), his next leads in many.
//
// An entry is found by the hash of its view and then by a comparison of everything the
// decision depends on, which the caller gives: a hash alone never decides. Keeping changes no
// choice, only the work.
//
// A player may scope the entries (Within: the declarer's hand as dealt, which every entry's view
// holds): a decision of another hand can never be asked again by the layouts of this one, so a
// new scope forgets them, and a study or match, whose declarer's hand changes with every deal,
// keeps no more than one hand's decisions.
//
// Invariants: at most `most` entries are kept (all are forgotten when one more comes), all of
// one scope; an entry Find returns stays where it is until the next Keep or Within.
#ifndef TEXAS42_SOLVER_PLAY_KEPT_DECISIONS_H_
#define TEXAS42_SOLVER_PLAY_KEPT_DECISIONS_H_

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <utility>

namespace texas42 {

template <typename Entry>
class KeptDecisions {
 public:
  explicit KeptDecisions(size_t most) : most_(most) {}

  // Returns the entry kept under `hash` for which `same(entry)` holds, or null.
  template <typename SameFn>
  Entry* Find(uint64_t hash, SameFn same) {
    auto [first, last] = kept_.equal_range(hash);
    for (auto it = first; it != last; ++it) {
      if (same(it->second)) return &it->second;
    }
    return nullptr;
  }

  // Forgets every entry unless they were kept within `scope`; the entries kept next are.
  void Within(uint64_t scope) {
    if (scope != scope_) kept_.clear();
    scope_ = scope;
  }

  // Keeps `entry` under `hash` and returns it where it is kept.
  Entry& Keep(uint64_t hash, Entry entry) {
    if (kept_.size() >= most_) kept_.clear();
    return kept_.emplace(hash, std::move(entry))->second;
  }

 private:
  size_t most_;
  uint64_t scope_ = 0;
  std::unordered_multimap<uint64_t, Entry> kept_;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_PLAY_KEPT_DECISIONS_H_
