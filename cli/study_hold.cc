#include "cli/study_hold.h"

#include <chrono>
#include <cstdlib>
#include <thread>

#include "absl/strings/numbers.h"

namespace texas42 {

void HoldStudyForTest(uint64_t deals_written, uint64_t deals) {
  static bool held = false;
  if (held || deals_written >= deals) return;
  const char* hook = std::getenv("TEXAS42_STUDY_HOLD_AFTER");
  uint64_t after = 0;
  if (hook == nullptr || !absl::SimpleAtoi(hook, &after) || deals_written < after) return;
  held = true;
  std::this_thread::sleep_for(std::chrono::minutes(1));
}

}  // namespace texas42
