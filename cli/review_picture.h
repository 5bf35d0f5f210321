// The picture of a reviewed hand, for every game: one column per trick and a row per seat with
// the tiles played (the winner gold, a mistake outlined red with what it gave away, a costly
// best guess dashed orange), and below it the double-dummy value after every play with the bid
// drawn across. `texas42 review --svg` fills a ReviewPicture from Texas 42's review or the
// family's, and RenderReviewPicture draws it as a standalone SVG document.
#ifndef TEXAS42_CLI_REVIEW_PICTURE_H_
#define TEXAS42_CLI_REVIEW_PICTURE_H_

#include <optional>
#include <string>
#include <vector>

namespace texas42 {

struct PicturePlay {
  int trick = 0;      // 0-based
  int place = 0;      // 0 = the lead
  int row = 0;        // the seat's row
  char seat = 'N';    // the seat's letter, for the chart's notes
  std::string tile;   // as written, "6-4"
  bool won = false;   // the tile won its trick
  int cost = 0;       // what the play gave away double dummy
  bool mistake = false;  // costly and not the best guess from the seat's own hand
  int value_before = 0;
  int value_after = 0;
  bool flipped = false;  // it turned the bid from made to set or back
};

struct ReviewPicture {
  std::string title;   // "Record 1: sixes, North declares, bid 32"
  std::string result;  // the line under it
  std::vector<std::string> rows;       // the seats' names, in play order
  std::vector<bool> row_bidding_side;  // drawn blue, else brown
  int tricks = 7;
  int trick_size = 4;  // plays in a full trick
  std::vector<PicturePlay> plays;
  std::vector<std::string> trick_labels;  // under each completed trick: "13 to NS", "N wins"
  // The chart: values 0..top (ticks every tick_step), from start_value; a dashed line at the bid
  // when it is drawn.
  std::string chart_who;  // "points for North-South"
  int top = 42;
  int tick_step = 10;
  int start_value = 0;
  std::optional<int> bid_line;
  std::string bid_label;
  // The legend's line for a costly best guess (the table view), when there is one.
  std::string guess_legend;
};

std::string RenderReviewPicture(const ReviewPicture& picture);

}  // namespace texas42

#endif  // TEXAS42_CLI_REVIEW_PICTURE_H_
