#include "cli/progress.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>
#include <utility>

namespace texas42 {
namespace {

constexpr auto kRedrawEvery = std::chrono::milliseconds(100);

// Returns the width of the terminal on stderr, or 80 when it cannot be told.
int TerminalColumns() {
  winsize size{};
  if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  return 80;
}

}  // namespace

ProgressBar::ProgressBar(std::string unit, std::chrono::milliseconds delay)
    : unit_(std::move(unit)),
      delay_(delay),
      enabled_(isatty(STDERR_FILENO) == 1),
      start_(Clock::now()),
      last_draw_(start_) {}

ProgressBar::~ProgressBar() { Finish(); }

void ProgressBar::Update(uint64_t done, uint64_t total) {
  if (!enabled_) return;
  std::lock_guard<std::mutex> lock(mutex_);
  if (finished_) return;
  const Clock::time_point now = Clock::now();
  if (now - start_ < delay_ || (drawn_ && now - last_draw_ < kRedrawEvery)) return;
  last_draw_ = now;
  drawn_ = true;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  std::fprintf(stderr, "\r\033[K%s",
               FormatProgress(done, total, seconds, unit_, TerminalColumns()).c_str());
  std::fflush(stderr);
}

void ProgressBar::Finish() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (finished_) return;
  finished_ = true;
  if (drawn_) {
    std::fprintf(stderr, "\r\033[K");
    std::fflush(stderr);
  }
}

}  // namespace texas42
