#include "cli/review_picture.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/svg_heatmap.h"

namespace texas42 {
namespace {

constexpr int kMargin = 20;
constexpr int kLabelWidth = 78;  // the seat names left of the tricks
constexpr int kColumnWidth = 104;
constexpr int kRowHeight = 32;
constexpr int kTilesTop = 74;
constexpr int kChartHeight = 190;

constexpr char kRed[] = "#c62828";
constexpr char kOrange[] = "#ef8f00";

// Where the parts of a picture go.
struct Layout {
  explicit Layout(const ReviewPicture& pic)
      : size(pic.trick_size),
        tricks(pic.tricks),
        width(2 * kMargin + kLabelWidth + tricks * kColumnWidth),
        tiles_bottom(kTilesTop + 24 + static_cast<int>(pic.rows.size()) * kRowHeight + 22),
        chart_top(tiles_bottom + 40),
        chart_bottom(chart_top + kChartHeight),
        height(chart_bottom + 84) {}  // the legend below

  int size, tricks, width, tiles_bottom, chart_top, chart_bottom, height;
  int left = kMargin + kLabelWidth;
};

// The tricks: one column each, a row per seat, the tiles played; under each its result.
void DrawTricks(const ReviewPicture& pic, const Layout& at, std::string& out) {
  const int tricks = at.tricks, left = at.left;
  const int seats = static_cast<int>(pic.rows.size());
  // The tricks: one column each, a row per seat; the lead numbered 1, the winner gold.
  for (int t = 0; t < tricks; ++t) {
    absl::StrAppendFormat(&out,
                          "<text x=\"%d\" y=\"%d\" font-size=\"13\" font-weight=\"bold\" "
                          "text-anchor=\"middle\">Trick %d</text>\n",
                          left + t * kColumnWidth + kColumnWidth / 2, kTilesTop + 14, t + 1);
  }
  for (int s = 0; s < seats; ++s) {
    const int y = kTilesTop + 24 + s * kRowHeight;
    absl::StrAppendFormat(&out, "<text x=\"%d\" y=\"%d\" font-size=\"14\" fill=\"%s\">%s</text>\n",
                          kMargin, y + 20, pic.row_bidding_side[s] ? "#1d4e89" : "#7a2e0e",
                          XmlEscape(pic.rows[s]));
  }
  for (const PicturePlay& p : pic.plays) {
    const bool guess = p.cost > 0 && !p.mistake;
    const int x = left + p.trick * kColumnWidth + 14;
    const int y = kTilesTop + 24 + p.row * kRowHeight + 3;
    absl::StrAppendFormat(
        &out,
        "<rect x=\"%d\" y=\"%d\" width=\"58\" height=\"24\" rx=\"5\" fill=\"%s\" stroke=\"%s\" "
        "stroke-width=\"%s\"%s/>\n",
        x, y, p.won ? "#f6d365" : "#ffffff",
        p.mistake ? kRed
        : guess   ? kOrange
                  : "#555",
        p.mistake || guess ? "2.5" : "1", guess ? " stroke-dasharray=\"4 2\"" : "");
    absl::StrAppendFormat(&out, "<text x=\"%d\" y=\"%d\" font-size=\"9\" fill=\"#777\">%d</text>\n",
                          x + 3, y + 10, p.place + 1);
    absl::StrAppendFormat(&out,
                          "<text x=\"%d\" y=\"%d\" font-size=\"14\" text-anchor=\"middle\"%s>"
                          "%s</text>\n",
                          x + 32, y + 17, p.won ? " font-weight=\"bold\"" : "", XmlEscape(p.tile));
    if (p.cost > 0) {
      absl::StrAppendFormat(&out,
                            "<text x=\"%d\" y=\"%d\" font-size=\"12\" font-weight=\"bold\" "
                            "fill=\"%s\">-%d</text>\n",
                            x + 62, y + 17, p.mistake ? kRed : kOrange, p.cost);
    }
  }
  for (size_t t = 0; t < pic.trick_labels.size(); ++t) {
    absl::StrAppendFormat(&out,
                          "<text x=\"%d\" y=\"%d\" font-size=\"12\" fill=\"#444\" "
                          "text-anchor=\"middle\">%s</text>\n",
                          left + static_cast<int>(t) * kColumnWidth + kColumnWidth / 2,
                          at.tiles_bottom - 4, XmlEscape(pic.trick_labels[t]));
  }
}

// The double-dummy value after every play, with the bid across.
void DrawChart(const ReviewPicture& pic, const Layout& at, std::string& out) {
  const int size = at.size, tricks = at.tricks, left = at.left;
  const int chart_top = at.chart_top, chart_bottom = at.chart_bottom;
  // The double-dummy value after every play.
  const int top = pic.top;
  const auto y_of = [&](int v) { return chart_bottom - v * (kChartHeight - 20) / top; };
  const auto x_of = [&](int ply) {
    return left + (ply / size) * kColumnWidth + (ply % size) * kColumnWidth / size +
           kColumnWidth / (2 * size);
  };
  absl::StrAppendFormat(&out,
                        "<text x=\"%d\" y=\"%d\" font-size=\"13\" font-weight=\"bold\">"
                        "Double-dummy value after each play (%s)</text>\n",
                        kMargin, chart_top - 14, XmlEscape(pic.chart_who));
  std::vector<int> ticks;
  for (int v = 0; v < top; v += pic.tick_step) ticks.push_back(v);
  if (top - ticks.back() < 5 && ticks.size() > 1 && top > 10) ticks.pop_back();
  ticks.push_back(top);
  for (int v : ticks) {
    absl::StrAppendFormat(&out,
                          "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ddd\"/>\n"
                          "<text x=\"%d\" y=\"%d\" font-size=\"11\" fill=\"#666\" "
                          "text-anchor=\"end\">%d</text>\n",
                          left, y_of(v), left + tricks * kColumnWidth, y_of(v), left - 6,
                          y_of(v) + 4, v);
  }
  for (int t = 0; t <= tricks; ++t) {
    absl::StrAppendFormat(&out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ccc\"/>\n",
                          left + t * kColumnWidth, kTilesTop, left + t * kColumnWidth,
                          chart_bottom);
  }
  if (pic.bid_line) {
    absl::StrAppendFormat(&out,
                          "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#1d4e89\" "
                          "stroke-dasharray=\"6 4\"/>\n"
                          "<text x=\"%d\" y=\"%d\" font-size=\"11\" fill=\"#1d4e89\" "
                          "text-anchor=\"end\">bid %s</text>\n",
                          left, y_of(*pic.bid_line), left + tricks * kColumnWidth,
                          y_of(*pic.bid_line), kMargin + 46, y_of(*pic.bid_line) + 4,
                          XmlEscape(pic.bid_label));
  }
  std::string points = absl::StrCat(left, ",", y_of(pic.start_value));
  for (size_t i = 0; i < pic.plays.size(); ++i) {
    absl::StrAppend(&points, " ", x_of(static_cast<int>(i)), ",", y_of(pic.plays[i].value_after));
  }
  absl::StrAppendFormat(&out,
                        "<polyline points=\"%s\" fill=\"none\" stroke=\"#333\" "
                        "stroke-width=\"2\"/>\n",
                        points);
  for (size_t i = 0; i < pic.plays.size(); ++i) {
    const PicturePlay& p = pic.plays[i];
    const int x = x_of(static_cast<int>(i));
    const int y = y_of(p.value_after);
    const std::string colour = p.mistake ? kRed : p.cost > 0 ? kOrange : "#333";
    absl::StrAppendFormat(&out, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\"/>\n", x, y,
                          p.cost > 0 ? 5 : 2, colour);
    if (p.flipped) {
      absl::StrAppendFormat(&out,
                            "<circle cx=\"%d\" cy=\"%d\" r=\"9\" fill=\"none\" stroke=\"%s\" "
                            "stroke-width=\"2\"/>\n",
                            x, y, colour);
    }
    if (p.cost > 0) {
      absl::StrAppendFormat(&out,
                            "<text x=\"%d\" y=\"%d\" font-size=\"11\" fill=\"%s\" "
                            "text-anchor=\"middle\">%c %s -%d</text>\n",
                            x, p.value_after < p.value_before ? y + 23 : y - 13, colour, p.seat,
                            XmlEscape(p.tile), p.cost);
    }
  }
}

// What the marks mean.
void DrawLegend(const ReviewPicture& pic, const Layout& at, std::string& out) {
  const int width = at.width, chart_bottom = at.chart_bottom;
  // The legend, two items a row.
  std::vector<std::string> items = {
      "<rect x=\"0\" y=\"0\" width=\"24\" height=\"14\" rx=\"3\" fill=\"#f6d365\" "
      "stroke=\"#555\"/><text x=\"32\" y=\"11\" font-size=\"12\">won the trick (the small "
      "number: the order of play)</text>",
      "<rect x=\"0\" y=\"0\" width=\"24\" height=\"14\" rx=\"3\" fill=\"#fff\" stroke=\"#c62828\" "
      "stroke-width=\"2.5\"/><text x=\"32\" y=\"11\" font-size=\"12\">a mistake: -N is what it "
      "gave away double dummy</text>",
      "<circle cx=\"12\" cy=\"7\" r=\"5\" fill=\"#c62828\"/><circle cx=\"12\" cy=\"7\" r=\"9\" "
      "fill=\"none\" stroke=\"#c62828\" stroke-width=\"2\"/><text x=\"32\" y=\"11\" "
      "font-size=\"12\">ringed: it flipped the bid (made to set, or set to made)</text>"};
  if (!pic.guess_legend.empty()) {
    items.push_back(absl::StrFormat(
        "<rect x=\"0\" y=\"0\" width=\"24\" height=\"14\" rx=\"3\" fill=\"#fff\" "
        "stroke=\"#ef8f00\" stroke-width=\"2.5\" stroke-dasharray=\"4 2\"/><text x=\"32\" "
        "y=\"11\" font-size=\"12\">%s</text>",
        XmlEscape(pic.guess_legend)));
  }
  for (size_t i = 0; i < items.size(); ++i) {
    absl::StrAppendFormat(&out, "<g transform=\"translate(%d,%d)\">%s</g>\n",
                          kMargin + static_cast<int>(i % 2) * (width - 2 * kMargin) / 2,
                          chart_bottom + 34 + static_cast<int>(i / 2) * 22, items[i]);
  }
}

}  // namespace

std::string RenderReviewPicture(const ReviewPicture& pic) {
  const Layout at(pic);
  const int width = at.width, height = at.height;
  std::string out = absl::StrFormat(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
      "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n"
      "<rect width=\"100%%\" height=\"100%%\" fill=\"#fdfcf7\"/>\n",
      width, height, width, height);
  absl::StrAppendFormat(
      &out, "<text x=\"%d\" y=\"%d\" font-size=\"18\" font-weight=\"bold\">%s</text>\n", kMargin,
      kMargin + 12, XmlEscape(pic.title));
  absl::StrAppendFormat(&out, "<text x=\"%d\" y=\"%d\" font-size=\"14\" fill=\"#444\">%s</text>\n",
                        kMargin, kMargin + 34, XmlEscape(pic.result));
  DrawTricks(pic, at, out);
  DrawChart(pic, at, out);
  DrawLegend(pic, at, out);
  absl::StrAppend(&out, "</svg>\n");
  return out;
}

}  // namespace texas42
