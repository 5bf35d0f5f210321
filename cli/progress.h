// ProgressBar: a one-line progress report on stderr for long runs — work done, rate, time left.
//
// It draws only when stderr is a terminal and the work has already run longer than a delay
// (about a second), so short runs and redirected output see nothing on stderr. On a terminal
// that cannot move the cursor (TERM unset, empty or "dumb") it writes no escape codes: it
// redraws with a carriage return and clears with spaces. The line always
// fits the terminal's width (read at every redraw, so a resize is followed): on a narrow one it
// drops the rate, the bar and the time left, in turn, rather than wrap and stack. Update() may be
// called from any thread and as often as wanted: it redraws at most ten times a second, and the
// line is cleared when the bar finishes or is destroyed, leaving stderr as it was.
//
// Test hook: TEXAS42_PROGRESS_DELAY_MS, a whole number of milliseconds, replaces every bar's
// delay (0: draw from the first update), so a test sees the bar without a second of work.
//
// The web build's ProgressBar (progress_web.cc) reports to the page's JavaScript instead.
#ifndef TEXAS42_CLI_PROGRESS_H_
#define TEXAS42_CLI_PROGRESS_H_

#include <chrono>
#include <cstdint>
#include <mutex>
#include <string>

namespace texas42 {

// Returns the bar's text, at most `columns` - 1 characters (so the terminal never wraps it):
// "[#####.....] 450/1000 layouts  412/s  1s left", shortened as above when it does not fit.
std::string FormatProgress(uint64_t done, uint64_t total, double seconds, const std::string& unit,
                           int columns = 80);

class ProgressBar {
 public:
  // `unit` names what is counted ("layouts"). The bar shows after `delay` of work (or the
  // delay TEXAS42_PROGRESS_DELAY_MS names).
  explicit ProgressBar(std::string unit,
                       std::chrono::milliseconds delay = std::chrono::milliseconds(1000));
  ~ProgressBar();
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;

  // Records that `done` of `total` are finished; redraws when due.
  void Update(uint64_t done, uint64_t total);
  // Returns true when the bar may draw (stderr is a terminal): worth counting the work for.
  bool enabled() const { return enabled_; }
  // Clears the bar's line, if it was drawn, so that a message can be written to stderr; the
  // next update draws the bar again.
  void ClearLine();
  // Clears the bar's line, if it was drawn; later updates draw nothing.
  void Finish();

 private:
  using Clock = std::chrono::steady_clock;

  // Clears the drawn line (the caller holds mutex_).
  void EraseLocked();

  std::string unit_;
  std::chrono::milliseconds delay_;
  bool enabled_;
  bool plain_ = false;      // no escape codes: the terminal cannot clear a line
  size_t drawn_width_ = 0;  // characters of the line last drawn (plain_ clears them with spaces)
  Clock::time_point start_;
  Clock::time_point last_draw_;
  bool drawn_ = false;
  bool finished_ = false;
  std::mutex mutex_;
};

}  // namespace texas42

#endif  // TEXAS42_CLI_PROGRESS_H_
