#include "cli/progress.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

#include "absl/strings/numbers.h"

namespace texas42 {
namespace {

constexpr auto kRedrawEvery = std::chrono::milliseconds(100);
// With no new count, the ticker redraws the last one this often (the time so far moves on).
constexpr auto kTickEvery = std::chrono::milliseconds(1000);

// Returns the width of the terminal on stderr, or 80 when it cannot be told.
int TerminalColumns() {
  winsize size{};
  if (ioctl(STDERR_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  return 80;
}

// Returns the delay TEXAS42_PROGRESS_DELAY_MS names (the test hook), or `delay` without it.
std::chrono::milliseconds DelayOrHook(std::chrono::milliseconds delay) {
  const char* hook = std::getenv("TEXAS42_PROGRESS_DELAY_MS");
  uint32_t ms = 0;
  if (hook != nullptr && absl::SimpleAtoi(hook, &ms)) return std::chrono::milliseconds(ms);
  return delay;
}

// Returns true when the terminal cannot clear a line: TERM unset, empty or "dumb".
bool PlainTerminal() {
  const char* term = std::getenv("TERM");
  return term == nullptr || *term == '\0' || std::string(term) == "dumb";
}

}  // namespace

ProgressBar::ProgressBar(std::string unit, std::chrono::milliseconds delay)
    : unit_(std::move(unit)),
      delay_(DelayOrHook(delay)),
      enabled_(isatty(STDERR_FILENO) == 1),
      plain_(PlainTerminal()),
      start_(Clock::now()),
      last_draw_(start_) {}

ProgressBar::~ProgressBar() { Finish(); }

void ProgressBar::Update(uint64_t done, uint64_t total) {
  if (!enabled_) return;
  std::lock_guard<std::mutex> lock(mutex_);
  if (finished_) return;
  done_ = done;
  total_ = total;
  if (!ticker_.joinable()) ticker_ = std::thread([this] { Tick(); });
  const Clock::time_point now = Clock::now();
  if (now - start_ < delay_ || (drawn_ && now - last_draw_ < kRedrawEvery)) return;
  DrawLocked(now);
}

void ProgressBar::Tick() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!finished_) {
    finishing_.wait_for(lock, kTickEvery);
    if (finished_) break;
    const Clock::time_point now = Clock::now();
    if (now - start_ >= delay_ && now - last_draw_ >= kTickEvery) DrawLocked(now);
  }
}

void ProgressBar::DrawLocked(Clock::time_point now) {
  last_draw_ = now;
  drawn_ = true;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  std::string line = FormatProgress(done_, total_, seconds, unit_, TerminalColumns());
  if (plain_) {
    // Spaces over what is left of the longer line before: no escape code clears it.
    const size_t width = line.size();
    if (width < drawn_width_) line.append(drawn_width_ - width, ' ');
    drawn_width_ = width;
    std::fprintf(stderr, "\r%s", line.c_str());
  } else {
    std::fprintf(stderr, "\r\033[K%s", line.c_str());
  }
  std::fflush(stderr);
}

void ProgressBar::ClearLine() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (finished_) return;
  EraseLocked();
  last_draw_ = Clock::now();  // the ticker leaves the line clear for the caller's message
}

void ProgressBar::Finish() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (finished_) return;
    finished_ = true;
    EraseLocked();
  }
  finishing_.notify_all();
  if (ticker_.joinable()) ticker_.join();
}

void ProgressBar::EraseLocked() {
  if (drawn_) {
    if (plain_) {
      std::fprintf(stderr, "\r%s\r", std::string(drawn_width_, ' ').c_str());
    } else {
      std::fprintf(stderr, "\r\033[K");
    }
    std::fflush(stderr);
    drawn_ = false;
    drawn_width_ = 0;
  }
}

}  // namespace texas42
