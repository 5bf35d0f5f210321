#include "cli/progress.h"

#include <unistd.h>

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

}  // namespace

std::string FormatProgress(uint64_t done, uint64_t total, double seconds,
                           const std::string& unit) {
  const double fraction = total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
  const int filled = static_cast<int>(fraction * kBarWidth);
  std::string line = "[";
  line.append(static_cast<size_t>(filled), '#');
  line.append(static_cast<size_t>(kBarWidth - filled), '.');
  absl::StrAppend(&line, "] ", done, "/", total, " ", unit);
  if (seconds > 0 && done > 0) {
    const double rate = static_cast<double>(done) / seconds;
    absl::StrAppend(&line, "  ", absl::StrFormat("%.0f/s", rate), "  ",
                    Duration(static_cast<double>(total - done) / rate), " left");
  }
  return line;
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
  std::fprintf(stderr, "\r\033[K%s", FormatProgress(done, total, seconds, unit_).c_str());
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
