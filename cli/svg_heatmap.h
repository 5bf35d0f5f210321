// SvgHeatmap: a table of probabilities drawn as a standalone SVG image a person can read.
//
// Columns are usually bids and rows hand features (or layouts); each cell is filled by its
// value on the viridis scale (dark purple 0, teal 0.5, yellow 1: readable with every common
// colour-vision deficiency and in grey), explained by a legend under the grid, and shows its
// text (white on dark cells). A cell without a value is drawn grey. A row marked faint (few
// hands behind it) is drawn pale and hatched, so it does not look as sure as a full one; a
// marked cell (the best for its column) gets a thick outline and a '*'. The title, the column
// axis name and the column labels each have their own band. The output is well-formed XML:
// every label and text is escaped.
// Invariant of the input: `values` and `texts` have one row per row label and one entry per
// column label (RenderSvgHeatmap checks it).
#ifndef TEXAS42_CLI_SVG_HEATMAP_H_
#define TEXAS42_CLI_SVG_HEATMAP_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace texas42 {

// Returns `text` escaped for XML text and attribute values; control bytes (which XML 1.0 forbids,
// even escaped) become spaces.
std::string XmlEscape(const std::string& text);

struct SvgHeatmap {
  std::string title;        // drawn above the grid
  std::string row_axis;     // names the rows, e.g. "trumps / trump-double"
  std::string column_axis;  // names the columns, e.g. "bid"
  std::vector<std::string> row_labels;
  std::vector<std::string> column_labels;
  std::vector<std::vector<std::optional<double>>> values;  // [row][column], each in [0, 1]
  std::vector<std::vector<std::string>> texts;             // [row][column], shown in the cell
  std::string note;                       // drawn below the grid (e.g. "n = 1000 deals")
  std::vector<bool> faint_rows;           // per row, or empty: rows with too few hands to trust
  std::string faint_note;                 // explains faint rows, drawn under the note when any is
  std::vector<std::vector<bool>> marked;  // [row][column], or empty: cells to outline with '*'
  std::string marked_note;                // explains the '*', drawn under the note when any is
};

// Returns the SVG document of `heatmap`, or an error when its shape is inconsistent.
absl::StatusOr<std::string> RenderSvgHeatmap(const SvgHeatmap& heatmap);

// Returns the cell colour of `value` in [0, 1] on the viridis scale as "#rrggbb" (values
// outside are clamped).
std::string HeatColour(double value);

}  // namespace texas42

#endif  // TEXAS42_CLI_SVG_HEATMAP_H_
