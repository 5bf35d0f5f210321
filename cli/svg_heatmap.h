// SvgHeatmap: a table of probabilities drawn as a standalone SVG image a person can read.
//
// Columns are usually bids and rows hand features (or layouts); each cell is filled by its
// value on a red (0) - yellow (0.5) - green (1) scale and shows its text. A cell without a value
// is drawn grey. The output is well-formed XML: every label and text is escaped.
// Invariant of the input: `values` and `texts` have one row per row label and one entry per
// column label (RenderSvgHeatmap checks it).
#ifndef TEXAS42_CLI_SVG_HEATMAP_H_
#define TEXAS42_CLI_SVG_HEATMAP_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace texas42 {

struct SvgHeatmap {
  std::string title;                 // drawn above the grid
  std::string row_axis;              // names the rows, e.g. "trumps / trump-double"
  std::string column_axis;           // names the columns, e.g. "bid"
  std::vector<std::string> row_labels;
  std::vector<std::string> column_labels;
  std::vector<std::vector<std::optional<double>>> values;  // [row][column], each in [0, 1]
  std::vector<std::vector<std::string>> texts;             // [row][column], shown in the cell
  std::string note;                  // drawn below the grid (e.g. "n = 1000 deals")
};

// Returns the SVG document of `heatmap`, or an error when its shape is inconsistent.
absl::StatusOr<std::string> RenderSvgHeatmap(const SvgHeatmap& heatmap);

// Returns the cell colour of `value` in [0, 1] as "#rrggbb" (values outside are clamped).
std::string HeatColour(double value);

}  // namespace texas42

#endif  // TEXAS42_CLI_SVG_HEATMAP_H_
