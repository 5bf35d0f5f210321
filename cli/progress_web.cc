// ProgressBar of the web build (cli/progress.h): instead of drawing on a terminal, it hands
// (done, total, unit) to the page's JavaScript (web/engine/worker.js passes them on as progress
// events). It reports from the start, without the terminal's delay, at most ten times a second,
// and always the last count (done == total), once.
#include <emscripten/emscripten.h>

#include <utility>

#include "cli/progress.h"

// Calls the module's texas42Progress(done, total, unit), when the worker gave it one.
EM_JS(void, texas42_report_progress, (double done, double total, const char* unit), {
  if (Module["texas42Progress"]) Module["texas42Progress"](done, total, UTF8ToString(unit));
});

namespace texas42 {
namespace {

constexpr auto kReportEvery = std::chrono::milliseconds(100);

}  // namespace

// The delay is for a terminal, where a short run should leave stderr alone; the page shows
// progress from the start.
ProgressBar::ProgressBar(std::string unit, std::chrono::milliseconds delay)
    : unit_(std::move(unit)),
      delay_(delay),
      enabled_(true),
      start_(Clock::now()),
      last_draw_(start_) {
  static_cast<void>(delay_);
}

ProgressBar::~ProgressBar() { Finish(); }

void ProgressBar::Update(uint64_t done, uint64_t total) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!enabled_ || finished_) return;
  const Clock::time_point now = Clock::now();
  if (drawn_ && now - last_draw_ < kReportEvery && done < total) return;
  last_draw_ = now;
  drawn_ = true;
  texas42_report_progress(static_cast<double>(done), static_cast<double>(total), unit_.c_str());
  finished_ = done >= total;  // the last count is reported once
}

// The page draws no line on stderr: nothing to clear.
void ProgressBar::ClearLine() {}

void ProgressBar::EraseLocked() {}

void ProgressBar::Finish() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (finished_) return;
  finished_ = true;
}

}  // namespace texas42
