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
constexpr int kAxisHeight = 18;  // the column axis name, below the title
constexpr int kColumnLabelHeight = 22;
constexpr int kLegendWidth = 200;
constexpr int kLegendHeight = 12;
constexpr int kLegendStops = 11;
constexpr int kCharWidth = 8;  // rough width of a 13px character, for the row-label column

int Channel(double a, double b, double t) { return static_cast<int>(std::lround(a + (b - a) * t)); }

}  // namespace

std::string XmlEscape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        // XML 1.0 forbids most control characters, even escaped.
        out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
  }
  return out;
}

std::string HeatColour(double value) {
  const double v = std::isfinite(value) ? std::clamp(value, 0.0, 1.0) : 0.0;
  // Viridis at 0, 1/4, 1/2, 3/4 and 1, linearly between.
  static constexpr int kStops[5][3] = {
      {68, 1, 84}, {59, 82, 139}, {33, 145, 140}, {94, 201, 98}, {253, 231, 37}};
  const double scaled = v * 4;
  const int i = std::min(static_cast<int>(scaled), 3);
  const double t = scaled - i;
  const int r = Channel(kStops[i][0], kStops[i + 1][0], t);
  const int g = Channel(kStops[i][1], kStops[i + 1][1], t);
  const int b = Channel(kStops[i][2], kStops[i + 1][2], t);
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", r, g, b);
  return buffer;
}

namespace {

// Returns an error unless every row has a label, a value and a text for each column.
absl::Status CheckShape(const SvgHeatmap& h) {
  const size_t rows = h.row_labels.size(), columns = h.column_labels.size();
  if (h.values.size() != rows || h.texts.size() != rows) {
    return absl::InvalidArgumentError("heatmap: values and texts need one row per row label");
  }
  for (size_t r = 0; r < rows; ++r) {
    if (h.values[r].size() != columns || h.texts[r].size() != columns ||
        (!h.marked.empty() && h.marked[r].size() != columns)) {
      return absl::InvalidArgumentError(
          absl::StrCat("heatmap: row ", r + 1, " needs one cell per column label"));
    }
  }
  if ((!h.faint_rows.empty() && h.faint_rows.size() != rows) ||
      (!h.marked.empty() && h.marked.size() != rows)) {
    return absl::InvalidArgumentError("heatmap: faint and marked need one row per row label");
  }
  return absl::OkStatus();
}

// Appends cell (r, c), its top left corner at (x, y): its colour, hatching on a faint row, a
// frame when marked, and its text.
void AppendCell(std::string& svg, const SvgHeatmap& h, size_t r, size_t c, int x, int y) {
  const bool faint = !h.faint_rows.empty() && h.faint_rows[r];
  const std::optional<double>& v = h.values[r][c];
  const bool mark = !h.marked.empty() && h.marked[r][c];
  absl::StrAppend(&svg, "<rect x=\"", x, "\" y=\"", y, "\" width=\"", kCellWidth, "\" height=\"",
                  kCellHeight, "\" fill=\"", v ? HeatColour(*v) : std::string("#dddddd"), "\"",
                  faint ? " fill-opacity=\"0.35\"" : "", " stroke=\"white\"><title>",
                  XmlEscape(h.row_labels[r]), ", ", XmlEscape(h.column_labels[c]), ": ",
                  XmlEscape(h.texts[r][c]), "</title></rect>\n");
  if (faint) {
    absl::StrAppend(&svg, "<rect x=\"", x, "\" y=\"", y, "\" width=\"", kCellWidth, "\" height=\"",
                    kCellHeight, "\" fill=\"url(#faint)\"/>\n");
  }
  if (mark) {
    absl::StrAppend(&svg, "<rect x=\"", x + 2, "\" y=\"", y + 2, "\" width=\"", kCellWidth - 4,
                    "\" height=\"", kCellHeight - 4,
                    "\" fill=\"none\" stroke=\"black\" stroke-width=\"2.5\"/>\n");
  }
  // White text on the dark end of the scale, black on the light end and on faint cells.
  const bool dark = v && !faint && *v < 0.6;
  absl::StrAppend(&svg, "<text x=\"", x + kCellWidth / 2, "\" y=\"", y + kCellHeight / 2 + 5,
                  "\" text-anchor=\"middle\"", dark ? " fill=\"white\"" : "",
                  mark ? " font-weight=\"bold\"" : "", ">", XmlEscape(h.texts[r][c]),
                  mark ? "*" : "", "</text>\n");
}

// Appends the legend, the scale from 0% to 100%, at height `legend_y`.
void AppendLegend(std::string& svg, int legend_y) {
  const int stop_width = kLegendWidth / kLegendStops;
  for (int i = 0; i < kLegendStops; ++i) {
    absl::StrAppend(&svg, "<rect x=\"", kMargin + i * stop_width, "\" y=\"", legend_y,
                    "\" width=\"", stop_width, "\" height=\"", kLegendHeight, "\" fill=\"",
                    HeatColour(static_cast<double>(i) / (kLegendStops - 1)), "\"/>\n");
  }
  const int legend_text_y = legend_y + kLegendHeight + 13;
  absl::StrAppend(&svg, "<text x=\"", kMargin, "\" y=\"", legend_text_y,
                  "\" font-size=\"11\">0%</text>\n", "<text x=\"",
                  kMargin + kLegendStops * stop_width / 2, "\" y=\"", legend_text_y,
                  "\" font-size=\"11\" text-anchor=\"middle\">50%</text>\n", "<text x=\"",
                  kMargin + kLegendStops * stop_width, "\" y=\"", legend_text_y,
                  "\" font-size=\"11\" text-anchor=\"end\">100%</text>\n", "<text x=\"",
                  kMargin + kLegendStops * stop_width + 10, "\" y=\"", legend_y + 10,
                  "\" font-size=\"11\">make probability</text>\n</svg>\n");
}

}  // namespace

absl::StatusOr<std::string> RenderSvgHeatmap(const SvgHeatmap& h) {
  if (absl::Status shape = CheckShape(h); !shape.ok()) return shape;
  const size_t rows = h.row_labels.size(), columns = h.column_labels.size();
  const bool any_faint =
      std::find(h.faint_rows.begin(), h.faint_rows.end(), true) != h.faint_rows.end();
  bool any_marked = false;
  for (const std::vector<bool>& row : h.marked) {
    any_marked = any_marked || std::find(row.begin(), row.end(), true) != row.end();
  }
  size_t label_chars = h.row_axis.size();
  for (const std::string& label : h.row_labels) label_chars = std::max(label_chars, label.size());
  const int label_width = static_cast<int>(label_chars) * kCharWidth + 12;
  const int grid_x = kMargin + label_width;
  const int grid_y = kMargin + kTitleHeight + kAxisHeight + kColumnLabelHeight;
  const int grid_bottom = grid_y + static_cast<int>(rows) * kCellHeight;
  const int notes = 1 + (any_faint ? 1 : 0) + (any_marked ? 1 : 0);
  const int legend_y = grid_bottom + 12 + notes * 16;
  const int width = std::max({grid_x + static_cast<int>(columns) * kCellWidth + kMargin,
                              kMargin * 2 + static_cast<int>(h.title.size()) * 9,
                              kMargin * 2 + kLegendWidth + 120});
  const int height = legend_y + kLegendHeight + 18 + kMargin;

  std::string svg = absl::StrCat(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"", width, "\" height=\"", height,
      "\" viewBox=\"0 0 ", width, " ", height, "\" font-family=\"sans-serif\" font-size=\"13\">\n",
      "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n", "<text x=\"", kMargin, "\" y=\"",
      kMargin + 16, "\" font-size=\"16\" font-weight=\"bold\">", XmlEscape(h.title), "</text>\n",
      // Diagonal hatching for faint rows.
      "<defs><pattern id=\"faint\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
      "patternTransform=\"rotate(45)\"><rect width=\"3\" height=\"6\" fill=\"white\" "
      "fill-opacity=\"0.5\"/></pattern></defs>\n");
  // The row axis name sits above the row labels; the column axis name has its own band under
  // the title, and the column labels sit above their cells.
  absl::StrAppend(&svg, "<text x=\"", kMargin, "\" y=\"", grid_y - 7, "\" font-style=\"italic\">",
                  XmlEscape(h.row_axis), "</text>\n");
  absl::StrAppend(&svg, "<text x=\"", grid_x, "\" y=\"", kMargin + kTitleHeight + 12,
                  "\" font-style=\"italic\">", XmlEscape(h.column_axis), "</text>\n");
  for (size_t c = 0; c < columns; ++c) {
    absl::StrAppend(&svg, "<text x=\"", grid_x + static_cast<int>(c) * kCellWidth + kCellWidth / 2,
                    "\" y=\"", grid_y - 7, "\" text-anchor=\"middle\" font-weight=\"bold\">",
                    XmlEscape(h.column_labels[c]), "</text>\n");
  }
  for (size_t r = 0; r < rows; ++r) {
    const int y = grid_y + static_cast<int>(r) * kCellHeight;
    absl::StrAppend(&svg, "<text x=\"", grid_x - 8, "\" y=\"", y + kCellHeight / 2 + 5,
                    "\" text-anchor=\"end\" font-weight=\"bold\">", XmlEscape(h.row_labels[r]),
                    "</text>\n");
    for (size_t c = 0; c < columns; ++c) {
      AppendCell(svg, h, r, c, grid_x + static_cast<int>(c) * kCellWidth, y);
    }
  }
  int note_y = grid_bottom + 20;
  absl::StrAppend(&svg, "<text x=\"", kMargin, "\" y=\"", note_y, "\" font-size=\"11\">",
                  XmlEscape(h.note), "</text>\n");
  for (const auto& [shown, text] :
       {std::pair{any_marked, &h.marked_note}, std::pair{any_faint, &h.faint_note}}) {
    if (!shown) continue;
    note_y += 16;
    absl::StrAppend(&svg, "<text x=\"", kMargin, "\" y=\"", note_y, "\" font-size=\"11\">",
                    XmlEscape(*text), "</text>\n");
  }
  AppendLegend(svg, legend_y);
  return svg;
}

}  // namespace texas42
