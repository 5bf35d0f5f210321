// ProgressBar: a one-line progress report on stderr for long runs — work done, rate, time left.
//
// It draws only when stderr is a terminal and the work has already run longer than a delay
// (about a second), so short runs and redirected output see nothing on stderr. On a terminal
// that cannot move the cursor (TERM unset, empty or "dumb") it writes no escape codes: it
// redraws with a carriage return and clears with spaces. The line always
// fits the terminal's width (read at every redraw, so a resize is followed): on a narrow one it
// drops the rate, the bar and the time left, in turn, rather than wrap and stack. Update() may be
// called from any thread and as often as wanted: it redraws at most ten times a second, and the
// line is cleared when the bar finishes or is destroyed, leaving stderr as it was. Once counting
// has begun (the first Update) the bar keeps itself alive: a ticker thread redraws it every
// second with the last count and the time so far, so a unit of work that takes minutes (a Big
// Game deal) never leaves the terminal silent.
//
// Test hook: TEXAS42_PROGRESS_DELAY_MS, a whole number of milliseconds, replaces every bar's
// delay (0: draw from the first update), so a test sees the bar without a second of work.
//
// The web build's ProgressBar (progress_web.cc) reports to the page's JavaScript instead.
#ifndef TEXAS42_CLI_PROGRESS_H_
#define TEXAS42_CLI_PROGRESS_H_

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

namespace texas42 {

// Returns the bar's text, at most `columns` - 1 characters (so the terminal never wraps it):
// "[#####.....] 450/1000 layouts  412/s  1s left", shortened as above when it does not fit;
// before the first unit is done, the time so far instead of the rate ("0/12 deals  1m05s so far").
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
  // Draws the line of the last count at `now` (the caller holds mutex_).
  void DrawLocked(Clock::time_point now);
  // The ticker thread: redraws the last count every second until the bar finishes.
  void Tick();

  std::string unit_;
  std::chrono::milliseconds delay_;
  bool enabled_;
  bool plain_ = false;      // no escape codes: the terminal cannot clear a line
  size_t drawn_width_ = 0;  // characters of the line last drawn (plain_ clears them with spaces)
  Clock::time_point start_;
  Clock::time_point last_draw_;
  bool drawn_ = false;
  bool finished_ = false;
  uint64_t done_ = 0;  // the last count
  uint64_t total_ = 0;
  std::mutex mutex_;
  std::condition_variable finishing_;
  std::thread ticker_;  // started by the first Update on a terminal
};

}  // namespace texas42

#endif  // TEXAS42_CLI_PROGRESS_H_
