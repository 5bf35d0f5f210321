// The declarer's decisions kept across the layouts of a bid analysis (kept_decisions.h).
#include "solver/play/kept_decisions.h"

#include <string>

#include "gtest/gtest.h"

namespace texas42 {
namespace {

struct Entry {
  std::string view;
  int choice = 0;
};

TEST(KeptDecisionsTest, FindsByHashAndThenByTheWholeView) {
  KeptDecisions<Entry> kept(8);
  kept.Keep(7, Entry{"lead 6-4", 1});
  kept.Keep(7, Entry{"lead 6-6", 2});  // the same hash, another view
  const auto of = [&](uint64_t hash, const std::string& view) {
    Entry* e = kept.Find(hash, [&](const Entry& x) { return x.view == view; });
    return e == nullptr ? -1 : e->choice;
  };
  EXPECT_EQ(of(7, "lead 6-4"), 1);
  EXPECT_EQ(of(7, "lead 6-6"), 2);
  EXPECT_EQ(of(7, "lead 5-5"), -1);
  EXPECT_EQ(of(8, "lead 6-4"), -1);  // the hash must agree too
}

TEST(KeptDecisionsTest, KeepsAtMostTheMostAndAnEntryStaysPut) {
  KeptDecisions<Entry> kept(3);
  Entry& first = kept.Keep(1, Entry{"a", 1});
  kept.Keep(2, Entry{"b", 2});
  kept.Keep(3, Entry{"c", 3});
  first.choice = 10;  // where it is kept: Find sees the change
  const auto has = [&](uint64_t hash) {
    return kept.Find(hash, [](const Entry&) { return true; });
  };
  ASSERT_NE(has(1), nullptr);
  EXPECT_EQ(has(1)->choice, 10);
  // A fourth forgets the three.
  kept.Keep(4, Entry{"d", 4});
  EXPECT_EQ(has(1), nullptr);
  EXPECT_EQ(has(3), nullptr);
  ASSERT_NE(has(4), nullptr);
  EXPECT_EQ(has(4)->view, "d");
}

TEST(KeptDecisionsTest, ANewScopeForgetsTheEntriesOfTheOldOne) {
  KeptDecisions<Entry> kept(8);
  const auto has = [&](uint64_t hash) {
    return kept.Find(hash, [](const Entry&) { return true; }) != nullptr;
  };
  kept.Within(100);
  kept.Keep(1, Entry{"a", 1});
  kept.Within(100);  // the same scope keeps them
  kept.Keep(2, Entry{"b", 2});
  EXPECT_TRUE(has(1));
  EXPECT_TRUE(has(2));
  kept.Within(200);
  EXPECT_FALSE(has(1));
  EXPECT_FALSE(has(2));
  kept.Keep(3, Entry{"c", 3});
  kept.Within(100);  // back to the first scope: its entries are gone too
  EXPECT_FALSE(has(3));
}

}  // namespace
}  // namespace texas42
