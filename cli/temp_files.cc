#include "cli/temp_files.h"

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstring>

namespace texas42 {
namespace {

constexpr size_t kLongestPath = 4096;

char temp_paths[kMostTempFiles][kLongestPath];
volatile sig_atomic_t temp_used[kMostTempFiles] = {};

extern "C" void RemoveTempFilesAndDie(int signal_number) {
  for (int i = 0; i < kMostTempFiles; ++i) {
    if (temp_used[i]) unlink(temp_paths[i]);
  }
  struct sigaction fallback = {};
  fallback.sa_handler = SIG_DFL;
  sigaction(signal_number, &fallback, nullptr);
  raise(signal_number);
}

void InstallHandlerOnce() {
  static const bool installed = [] {
    struct sigaction action = {};
    action.sa_handler = RemoveTempFilesAndDie;
    sigemptyset(&action.sa_mask);
    // While one signal cleans up, the others wait: no file is unlinked twice.
    for (int s : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&action.sa_mask, s);
    for (int s : {SIGINT, SIGTERM, SIGHUP}) {
      struct sigaction old = {};
      sigaction(s, nullptr, &old);
      // A signal ignored by the parent (nohup) stays ignored.
      if (old.sa_handler != SIG_IGN) sigaction(s, &action, nullptr);
    }
    return true;
  }();
  (void)installed;
}

}  // namespace

int RegisterTempFile(const std::string& path) {
  if (path.size() >= kLongestPath) return -1;
  InstallHandlerOnce();
  for (int i = 0; i < kMostTempFiles; ++i) {
    if (temp_used[i]) continue;
    std::memcpy(temp_paths[i], path.c_str(), path.size() + 1);
    std::atomic_signal_fence(std::memory_order_seq_cst);  // the path before the flag
    temp_used[i] = 1;
    return i;
  }
  return -1;
}

void ForgetTempFile(int slot) {
  if (slot >= 0 && slot < kMostTempFiles) temp_used[slot] = 0;
}

}  // namespace texas42
