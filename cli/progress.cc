#include "cli/progress.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace texas42 {
namespace {

constexpr int kBarWidth = 24;
constexpr auto kRedrawEvery = std::chrono::milliseconds(100);

std::string Duration(double seconds) {
  const long s = static_cast<long>(seconds + 0.5);
  if (s < 60) return absl::StrCat(s, "s");
  if (s < 3600) return absl::StrFormat("%ldm%02lds", s / 60, s % 60);
  return absl::StrFormat("%ldh%02ldm", s / 3600, s % 3600 / 60);
}

constexpr int kNarrowestBar = 8;

std::string Bar(double fraction, int width) {
  const int filled = static_cast<int>(fraction * width);
  std::string bar = "[";
  bar.append(static_cast<size_t>(filled), '#');
  bar.append(static_cast<size_t>(width - filled), '.');
  return bar + "] ";
}

// Returns the width of the terminal on stderr, or 80 when it cannot be told.
int TerminalColumns() {
  winsize size{};
  if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  return 80;
}

}  // namespace

std::string FormatProgress(uint64_t done, uint64_t total, double seconds, const std::string& unit,
                           int columns) {
  const size_t room = static_cast<size_t>(std::max(columns - 1, 1));
  const double fraction = total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
  const std::string counts = absl::StrCat(done, "/", total, " ", unit);
  std::string rate, left;
  if (seconds > 0 && done > 0) {
    const double per_second = static_cast<double>(done) / seconds;
    rate = absl::StrCat("  ", absl::StrFormat("%.0f/s", per_second));
    left = absl::StrCat("  ", Duration(static_cast<double>(total - done) / per_second), " left");
  }
  // The widest form that fits: the whole line, then a narrower bar, then without the rate,
  // then without the bar, then the counts alone (cut to the room left, at worst).
  const std::string tail = counts + rate + left;
  if (Bar(fraction, kBarWidth).size() + tail.size() <= room) return Bar(fraction, kBarWidth) + tail;
  const int spare = static_cast<int>(room) - static_cast<int>(tail.size()) - 3;
  if (spare >= kNarrowestBar) return Bar(fraction, spare) + tail;
  const std::string shorter = counts + left;
  if (Bar(fraction, kNarrowestBar).size() + shorter.size() <= room) {
    return Bar(fraction, kNarrowestBar) + shorter;
  }
  if (shorter.size() <= room) return shorter;
  return counts.substr(0, room);
}

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
