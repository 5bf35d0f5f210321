// The SVG heatmap writer: well-formed XML whatever the labels hold, one cell per value with its
// text and colour, and inputs of the wrong shape refused.
#include <string>

#include "cli/svg_heatmap.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/xml_check.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;

SvgHeatmap Small() {
  SvgHeatmap h;
  h.title = "Make probability by trumps & <doubles>";
  h.row_axis = "trumps \"x\" doubles";
  h.column_axis = "bid";
  h.row_labels = {"3 / no", "4 / 'yes'"};
  h.column_labels = {"30", "1 mark"};
  h.values = {{0.25, std::nullopt}, {1.0, 0.0}};
  h.texts = {{"25%", "-"}, {"100%", "0%"}};
  h.note = "n = 4 & more";
  return h;
}

TEST(XmlProblem, CatchesBrokenXml) {
  EXPECT_EQ(XmlProblem("<a><b x=\"1\"/>t&amp;</a>"), "");
  EXPECT_NE(XmlProblem("<a><b></a>"), "");
  EXPECT_NE(XmlProblem("<a>x & y</a>"), "");
  EXPECT_NE(XmlProblem("<a x=1></a>"), "");
  EXPECT_NE(XmlProblem("<a></a><b></b>"), "");
  EXPECT_NE(XmlProblem("<a>"), "");
}

TEST(SvgHeatmap, IsWellFormedWithEscapedLabels) {
  absl::StatusOr<std::string> svg = RenderSvgHeatmap(Small());
  ASSERT_TRUE(svg.ok()) << svg.status();
  EXPECT_EQ(XmlProblem(*svg), "") << *svg;
  EXPECT_THAT(*svg, HasSubstr("<svg xmlns=\"http://www.w3.org/2000/svg\""));
  EXPECT_THAT(*svg, HasSubstr("trumps &amp; &lt;doubles&gt;"));
  EXPECT_THAT(*svg, HasSubstr(">25%</text>"));
  EXPECT_THAT(*svg, HasSubstr(">1 mark</text>"));
  // Four cells: 1.0 green, 0.0 red, 0.25 between, no value grey.
  EXPECT_THAT(*svg, HasSubstr(HeatColour(1.0)));
  EXPECT_THAT(*svg, HasSubstr(HeatColour(0.0)));
  EXPECT_THAT(*svg, HasSubstr(HeatColour(0.25)));
  EXPECT_THAT(*svg, HasSubstr("#dddddd"));
}

TEST(SvgHeatmap, ControlCharactersStayOutOfTheXml) {
  SvgHeatmap h = Small();
  h.title = std::string("bad\x01title\n");
  absl::StatusOr<std::string> svg = RenderSvgHeatmap(h);
  ASSERT_TRUE(svg.ok());
  EXPECT_EQ(svg->find('\x01'), std::string::npos);
  EXPECT_EQ(XmlProblem(*svg), "");
}

TEST(SvgHeatmap, ColoursRunRedYellowGreen) {
  EXPECT_EQ(HeatColour(0), "#d73027");
  EXPECT_EQ(HeatColour(0.5), "#fee08b");
  EXPECT_EQ(HeatColour(1), "#1a9850");
  EXPECT_EQ(HeatColour(-3), HeatColour(0));
  EXPECT_EQ(HeatColour(7), HeatColour(1));
}

TEST(SvgHeatmap, RefusesInconsistentShapes) {
  SvgHeatmap h = Small();
  h.values.pop_back();
  EXPECT_THAT(RenderSvgHeatmap(h).status().message(), HasSubstr("one row per row label"));
  h = Small();
  h.texts[1].pop_back();
  EXPECT_THAT(RenderSvgHeatmap(h).status().message(), HasSubstr("row 2"));
  h = Small();
  h.row_labels.clear();
  h.values.clear();
  h.texts.clear();
  absl::StatusOr<std::string> empty = RenderSvgHeatmap(h);
  ASSERT_TRUE(empty.ok());
  EXPECT_EQ(XmlProblem(*empty), "");
}

}  // namespace
}  // namespace texas42
