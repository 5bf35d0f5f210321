#include "cli/svg_heatmap.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

constexpr int kCellWidth = 56;
constexpr int kCellHeight = 26;
constexpr int kMargin = 16;
constexpr int kTitleHeight = 30;
constexpr int kColumnLabelHeight = 22;
constexpr int kCharWidth = 8;  // rough width of a 13px character, for the row-label column

std::string Escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        // XML 1.0 forbids most control characters, even escaped.
        out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
  }
  return out;
}

int Channel(double a, double b, double t) {
  return static_cast<int>(std::lround(a + (b - a) * t));
}

}  // namespace

std::string HeatColour(double value) {
  const double v = std::isfinite(value) ? std::clamp(value, 0.0, 1.0) : 0.0;
  // red (215, 48, 39) -> yellow (254, 224, 139) -> green (26, 152, 80)
  int r, g, b;
  if (v < 0.5) {
    const double t = v / 0.5;
    r = Channel(215, 254, t), g = Channel(48, 224, t), b = Channel(39, 139, t);
  } else {
    const double t = (v - 0.5) / 0.5;
    r = Channel(254, 26, t), g = Channel(224, 152, t), b = Channel(139, 80, t);
  }
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", r, g, b);
  return buffer;
}

absl::StatusOr<std::string> RenderSvgHeatmap(const SvgHeatmap& h) {
  const size_t rows = h.row_labels.size(), columns = h.column_labels.size();
  if (h.values.size() != rows || h.texts.size() != rows) {
    return absl::InvalidArgumentError("heatmap: values and texts need one row per row label");
  }
  for (size_t r = 0; r < rows; ++r) {
    if (h.values[r].size() != columns || h.texts[r].size() != columns) {
      return absl::InvalidArgumentError(
          absl::StrCat("heatmap: row ", r + 1, " needs one cell per column label"));
    }
  }
  size_t label_chars = h.row_axis.size();
  for (const std::string& label : h.row_labels) label_chars = std::max(label_chars, label.size());
  const int label_width = static_cast<int>(label_chars) * kCharWidth + 12;
  const int grid_x = kMargin + label_width;
  const int grid_y = kMargin + kTitleHeight + kColumnLabelHeight;
  const int width =
      std::max(grid_x + static_cast<int>(columns) * kCellWidth + kMargin,
               kMargin * 2 + static_cast<int>(h.title.size()) * 9);
  const int height = grid_y + static_cast<int>(rows) * kCellHeight + kMargin + 24;

  std::string svg = absl::StrCat(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"", width, "\" height=\"", height,
      "\" viewBox=\"0 0 ", width, " ", height, "\" font-family=\"sans-serif\" font-size=\"13\">\n",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      "<text x=\"", kMargin, "\" y=\"", kMargin + 16, "\" font-size=\"16\" font-weight=\"bold\">",
      Escape(h.title), "</text>\n");
  // The axis names share the top-left corner; column labels sit above their cells.
  absl::StrAppend(&svg, "<text x=\"", kMargin, "\" y=\"", grid_y - 7,
                  "\" font-style=\"italic\">", Escape(h.row_axis), "</text>\n");
  absl::StrAppend(&svg, "<text x=\"", grid_x, "\" y=\"", grid_y - kColumnLabelHeight - 2,
                  "\" font-style=\"italic\">", Escape(h.column_axis), "</text>\n");
  for (size_t c = 0; c < columns; ++c) {
    absl::StrAppend(&svg, "<text x=\"", grid_x + static_cast<int>(c) * kCellWidth + kCellWidth / 2,
                    "\" y=\"", grid_y - 7, "\" text-anchor=\"middle\" font-weight=\"bold\">",
                    Escape(h.column_labels[c]), "</text>\n");
  }
  for (size_t r = 0; r < rows; ++r) {
    const int y = grid_y + static_cast<int>(r) * kCellHeight;
    absl::StrAppend(&svg, "<text x=\"", grid_x - 8, "\" y=\"", y + kCellHeight / 2 + 5,
                    "\" text-anchor=\"end\" font-weight=\"bold\">", Escape(h.row_labels[r]),
                    "</text>\n");
    for (size_t c = 0; c < columns; ++c) {
      const int x = grid_x + static_cast<int>(c) * kCellWidth;
      const std::optional<double>& v = h.values[r][c];
      absl::StrAppend(&svg, "<rect x=\"", x, "\" y=\"", y, "\" width=\"", kCellWidth,
                      "\" height=\"", kCellHeight, "\" fill=\"",
                      v ? HeatColour(*v) : std::string("#dddddd"),
                      "\" stroke=\"white\"><title>", Escape(h.row_labels[r]), ", ",
                      Escape(h.column_labels[c]), ": ", Escape(h.texts[r][c]),
                      "</title></rect>\n");
      absl::StrAppend(&svg, "<text x=\"", x + kCellWidth / 2, "\" y=\"", y + kCellHeight / 2 + 5,
                      "\" text-anchor=\"middle\">", Escape(h.texts[r][c]), "</text>\n");
    }
  }
  absl::StrAppend(&svg, "<text x=\"", kMargin, "\" y=\"",
                  grid_y + static_cast<int>(rows) * kCellHeight + 20, "\" font-size=\"11\">",
                  Escape(h.note), "</text>\n</svg>\n");
  return svg;
}

}  // namespace texas42
