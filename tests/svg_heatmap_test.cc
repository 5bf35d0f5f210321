// The SVG heatmap writer: well-formed XML whatever the labels hold, one cell per value with its
// text and colour, and inputs of the wrong shape refused.
#include "cli/svg_heatmap.h"

#include <string>

#include "absl/strings/str_cat.h"
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

TEST(SvgHeatmap, ColoursRunAlongViridis) {
  // Dark purple to teal to yellow: ordered by lightness, safe for colour-blind readers.
  EXPECT_EQ(HeatColour(0), "#440154");
  EXPECT_EQ(HeatColour(0.5), "#21918c");
  EXPECT_EQ(HeatColour(1), "#fde725");
  EXPECT_EQ(HeatColour(-3), HeatColour(0));
  EXPECT_EQ(HeatColour(7), HeatColour(1));
}

// Returns the y of the first <text> element holding `text`.
int TextY(const std::string& svg, const std::string& text) {
  const size_t at = svg.find(absl::StrCat(">", text, "</text>"));
  const size_t open = svg.rfind("<text ", at);
  const size_t y = svg.find(" y=\"", open) + 4;
  return std::stoi(svg.substr(y, svg.find('"', y) - y));
}

TEST(SvgHeatmap, TheColumnAxisHasItsOwnBandUnderTheTitle) {
  const std::string svg = *RenderSvgHeatmap(Small());
  const int title = TextY(svg, "Make probability by trumps &amp; &lt;doubles&gt;");
  const int axis = TextY(svg, "bid");
  const int labels = TextY(svg, "30");
  // The title is 16px: the axis name starts below it, and the column labels below that.
  EXPECT_GE(axis - title, 20);
  EXPECT_GE(labels - axis, 16);
}

TEST(SvgHeatmap, HasALegendFaintRowsAndMarkedCells) {
  SvgHeatmap h = Small();
  h.faint_rows = {true, false};
  h.faint_note = "pale rows: few hands";
  h.marked = {{false, false}, {true, false}};
  h.marked_note = "* the best";
  const std::string svg = *RenderSvgHeatmap(h);
  EXPECT_EQ(XmlProblem(svg), "") << svg;
  EXPECT_THAT(svg, HasSubstr(">make probability</text>"));
  EXPECT_THAT(svg, HasSubstr(">0%</text>"));
  EXPECT_THAT(svg, HasSubstr(">100%</text>"));
  EXPECT_THAT(svg, HasSubstr("fill-opacity=\"0.35\""));
  EXPECT_THAT(svg, HasSubstr("fill=\"url(#faint)\""));
  EXPECT_THAT(svg, HasSubstr(">pale rows: few hands</text>"));
  EXPECT_THAT(svg, HasSubstr("stroke=\"black\""));
  EXPECT_THAT(svg, HasSubstr(">100%*</text>"));
  EXPECT_THAT(svg, HasSubstr(">* the best</text>"));
  // Without faint rows or marks, no pale cells, outlines or their notes.
  const std::string plain = *RenderSvgHeatmap(Small());
  EXPECT_EQ(plain.find("fill-opacity=\"0.35\""), std::string::npos);
  EXPECT_EQ(plain.find("stroke=\"black\""), std::string::npos);
  h.marked.pop_back();
  EXPECT_FALSE(RenderSvgHeatmap(h).ok());
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
