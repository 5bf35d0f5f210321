// The fields of a hand record in its three forms (record_fields.h): the same pairs from one line,
// from lines and from JSON, keys matched in any case with '_' for '-', and one error for an
// unknown key or a field given twice.
#include "solver/analysis/record_fields.h"

#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;

TEST(RecordFields, TheThreeFormsGiveTheSamePairs) {
  const std::vector<RecordPair> want = {
      {"deal", "66 65/64"}, {"nello_doubles", "own"}, {"played", "66 65"}};
  EXPECT_EQ(*ReadRecordPairs("deal=66 65/64; nello_doubles = own ;played= 66 65"), want);
  EXPECT_EQ(*ReadRecordPairs("# a hand\ndeal: 66 65/64\n\nnello_doubles: own\nplayed: 66 65\n"),
            want);
  EXPECT_EQ(
      *ReadRecordPairs(R"({"deal": "66 65/64", "nello_doubles": "own", "played": ["66", "65"]})"),
      want);
  const std::vector<RecordPair> yes = {{"bid", "31"}, {"first-lead-trump", "yes"}};
  EXPECT_EQ(*ReadRecordPairs(R"({"first-lead-trump": true, "bid": 31})"), yes);
  EXPECT_THAT(std::string(ReadRecordPairs("deal: 66\nbid 30").status().message()),
              HasSubstr("expected key: value, got 'bid 30'"));
}

TEST(RecordFields, KeysFindTheirFieldsOnce) {
  std::string deal, nello;
  const std::vector<RecordField> fields = {{"deal", &deal}, {"nello-doubles", &nello}};
  ASSERT_TRUE(SetRecordFields({{" Deal ", "66"}, {"NELLO_DOUBLES", "low"}}, fields).ok());
  EXPECT_EQ(deal, "66");
  EXPECT_EQ(nello, "low");
  const absl::Status unknown = SetRecordFields({{"trmp", "sixes"}}, fields);
  EXPECT_EQ(unknown.message(), "unknown field 'trmp' (the fields: deal, nello-doubles)");
  const absl::Status twice = SetRecordFields({{"deal", "66"}, {"DEAL", ""}}, fields);
  EXPECT_EQ(twice.message(), "field 'DEAL' given twice");
}

}  // namespace
}  // namespace texas42
