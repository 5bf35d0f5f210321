// FormatProgress (cli/progress.h), shared by the terminal's progress bar (progress.cc) and the
// web build's (progress_web.cc).
#include <algorithm>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/progress.h"

namespace texas42 {
namespace {

constexpr int kBarWidth = 24;

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
  } else if (seconds >= 1) {
    left = absl::StrCat("  ", Duration(seconds), " so far");
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

}  // namespace texas42
