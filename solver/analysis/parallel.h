// The project's parallel loops: ParallelFor runs a body over indices on exactly the number of
// worker threads a user asked for, and PerWorker gives each worker its own object (a Solver, a
// tally) made on first use and readable after the loop.
//
// An explicit thread count is honoured even above the number of cores (TBB would otherwise warn
// and cap it); 0 means all cores. Results never depend on the count: callers give each index
// its own inputs and write its outputs by index, and combine PerWorker objects after the loop.
//
// The loops run on TBB. Built with TEXAS42_STD_THREADS (the tsan preset only) they run on plain
// std::threads instead, whose start and join ThreadSanitizer sees: Debian's TBB is not
// instrumented, so under TSan every hand-off through TBB's scheduler looks like a race. Built
// with TEXAS42_SERIAL_LOOPS (the WebAssembly build, docs/web.md) they run on the calling thread
// alone, whatever the count asked for, with a single PerWorker object: the same results, since
// they never depend on the count.
#ifndef TEXAS42_SOLVER_ANALYSIS_PARALLEL_H_
#define TEXAS42_SOLVER_ANALYSIS_PARALLEL_H_

#include <algorithm>
#include <cstddef>
#include <functional>
#include <utility>

#if defined(TEXAS42_SERIAL_LOOPS)
#include <optional>
#elif defined(TEXAS42_STD_THREADS)
#include <atomic>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>
#else
#include <optional>

#include "oneapi/tbb/enumerable_thread_specific.h"
#include "oneapi/tbb/global_control.h"
#include "oneapi/tbb/parallel_for.h"
#include "oneapi/tbb/task_arena.h"
#endif

namespace texas42 {

#if defined(TEXAS42_SERIAL_LOOPS)

// The one worker's object, made on the first local().
template <typename T>
class PerWorker {
 public:
  explicit PerWorker(std::function<T()> make) : make_(std::move(make)) {}
  T& local() {
    if (!object_) object_.emplace(make_());
    return *object_;
  }
  T* begin() { return object_ ? &*object_ : nullptr; }
  T* end() { return object_ ? &*object_ + 1 : nullptr; }

 private:
  std::function<T()> make_;
  std::optional<T> object_;
};

// Runs body(i) for every i in [0, n), in order, on the calling thread.
template <typename Body>
void ParallelFor(int /*threads*/, size_t n, Body&& body) {
  for (size_t i = 0; i < n; ++i) body(i);
}

#elif !defined(TEXAS42_STD_THREADS)

// One T per worker thread, made by the factory on the worker's first local().
template <typename T>
class PerWorker {
 public:
  explicit PerWorker(std::function<T()> make) : objects_(std::move(make)) {}
  // Returns the calling worker's object.
  T& local() { return objects_.local(); }
  auto begin() { return objects_.begin(); }
  auto end() { return objects_.end(); }

 private:
  tbb::enumerable_thread_specific<T> objects_;
};

// Runs body(i) for every i in [0, n) on `threads` workers (0 = all cores).
template <typename Body>
void ParallelFor(int threads, size_t n, Body&& body) {
  std::optional<tbb::global_control> allow;
  if (threads > 0) {
    allow.emplace(tbb::global_control::max_allowed_parallelism, static_cast<size_t>(threads));
  }
  tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
  arena.execute([&] { tbb::parallel_for(size_t{0}, n, body); });
}

#else

template <typename T>
class PerWorker {
 public:
  explicit PerWorker(std::function<T()> make) : make_(std::move(make)) {}
  T& local() {
    const std::thread::id me = std::this_thread::get_id();
    std::lock_guard<std::mutex> lock(mutex_);
    for (size_t i = 0; i < owners_.size(); ++i) {
      if (owners_[i] == me) return objects_[i];
    }
    owners_.push_back(me);
    return objects_.emplace_back(make_());  // a deque: earlier objects stay where they are
  }
  auto begin() { return objects_.begin(); }
  auto end() { return objects_.end(); }

 private:
  std::function<T()> make_;
  std::mutex mutex_;
  std::vector<std::thread::id> owners_;
  std::deque<T> objects_;
};

template <typename Body>
void ParallelFor(int threads, size_t n, Body&& body) {
  const unsigned workers = threads > 0 ? static_cast<unsigned>(threads)
                                       : std::max(1u, std::thread::hardware_concurrency());
  std::atomic<size_t> next{0};
  std::vector<std::thread> pool;
  for (unsigned w = 0; w < workers; ++w) {
    pool.emplace_back([&] {
      for (size_t i = next.fetch_add(1); i < n; i = next.fetch_add(1)) body(i);
    });
  }
  for (std::thread& t : pool) t.join();
}

#endif

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_PARALLEL_H_
