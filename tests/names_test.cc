// Names: an enum's names both ways, and lists of distinct names with their errors.
#include "solver/names.h"

#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace texas42 {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

enum class Fruit { kApple, kPear, kPlum };
constexpr NameTable<Fruit, 3> kFruitNames({"apple", "pear", "plum"});

TEST(NameTableTest, NamesEachValueAndFindsItBackInAnyCase) {
  EXPECT_EQ(kFruitNames.Name(Fruit::kPear), "pear");
  EXPECT_EQ(kFruitNames.Find("plum"), Fruit::kPlum);
  EXPECT_EQ(kFruitNames.Find("APPLE"), Fruit::kApple);
  EXPECT_EQ(kFruitNames.Find(" pear"), std::nullopt);
  EXPECT_EQ(kFruitNames.Find("fig"), std::nullopt);
  EXPECT_EQ(kFruitNames.Alternatives(), "apple, pear or plum");
}

absl::StatusOr<std::vector<Fruit>> ParseFruits(absl::string_view text) {
  return ParseDistinct<Fruit>(
      absl::StrSplit(text, ','),
      [](absl::string_view name) -> absl::StatusOr<Fruit> {
        if (const auto f = kFruitNames.Find(name)) return *f;
        return absl::InvalidArgumentError(absl::StrCat("no fruit '", name, "'"));
      },
      [](Fruit f) { return absl::StrCat("fruit ", kFruitNames.Name(f)); });
}

TEST(ParseDistinctTest, KeepsTheOrderAndRejectsARepeat) {
  EXPECT_THAT(*ParseFruits("plum,apple"), ElementsAre(Fruit::kPlum, Fruit::kApple));
  const absl::Status repeat = ParseFruits("plum,pear,PLUM").status();
  EXPECT_EQ(repeat.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(repeat.message(), "fruit plum is named twice");
}

TEST(ParseDistinctTest, ReturnsTheFirstParseErrorAsItIs) {
  EXPECT_EQ(ParseFruits("pear,fig,kiwi").status().message(), "no fruit 'fig'");
  EXPECT_THAT(ParseFruits("").status().message(), HasSubstr("no fruit ''"));
}

}  // namespace
}  // namespace texas42
