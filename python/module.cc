// texas42._texas42: texas42's commands run in-process for the Python module (python/texas42).
//
// A run is `texas42 ARGS...` through cli/app.h, the code the executable runs, so the module's
// results are the CLI's own JSON, checks and errors. std::cout and std::cerr are shared by the
// whole process, so the module puts a dispatching buffer on each once: a thread that runs a
// command writes into its own Run (thread-local), every other thread through to the original
// buffer. Runs on different threads therefore never mix, and need no lock.
//
// A Run works on a thread of its own with the GIL released; the caller takes its output line by
// line (NextLine, waiting without the GIL) as it comes, which makes a study an iterator of
// records. A Run holds at most kMostBuffered bytes of unread output: the command waits for the
// reader beyond that, and a Run dropped before the end makes the command's next write fail, so
// that it stops ("cannot write standard output").
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <iostream>
#include <mutex>
#include <optional>
#include <streambuf>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "cli/app.h"
#include "cli/version.h"
#include "pybind11/pybind11.h"
#include "pybind11/stl.h"

namespace texas42 {
namespace {

namespace py = pybind11;

constexpr size_t kMostBuffered = size_t{16} << 20;

// The output of one command run, filled by the command's thread and read by Python's.
class Run {
 public:
  explicit Run(std::vector<std::string> args);
  ~Run();
  Run(const Run&) = delete;
  Run& operator=(const Run&) = delete;

  // Appends standard output (returns false once the reader is gone) or standard error.
  bool AppendOut(const char* data, size_t size);
  void AppendErr(const char* data, size_t size);

  // Waits up to `wait` for the next line of standard output: returns true and sets `line`
  // (without its newline, nothing at the end), or returns false when there is none yet.
  bool NextLine(std::chrono::milliseconds wait, std::optional<std::string>& line);
  // Refuses further output (the command stops at its next write) and waits for the end.
  void Close();
  // Waits for the end; returns the exit code and everything written to standard error.
  std::pair<int, std::string> Finish();

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::string out_;  // unread standard output
  std::string err_;
  bool done_ = false;
  bool dropped_ = false;  // the reader is gone: further output is refused
  int exit_code_ = 0;
  std::thread worker_;
};

thread_local Run* current_run = nullptr;

// The buffer put on std::cout (or std::cerr): the current thread's Run, else `original`.
class DispatchBuffer : public std::streambuf {
 public:
  DispatchBuffer(std::streambuf* original, bool is_out) : original_(original), is_out_(is_out) {}

 protected:
  std::streamsize xsputn(const char* data, std::streamsize n) override {
    if (current_run == nullptr) return original_->sputn(data, n);
    if (is_out_) return current_run->AppendOut(data, static_cast<size_t>(n)) ? n : 0;
    current_run->AppendErr(data, static_cast<size_t>(n));
    return n;
  }
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return xsputn(&ch, 1) == 1 ? c : traits_type::eof();
  }
  int sync() override { return current_run == nullptr ? original_->pubsync() : 0; }

 private:
  std::streambuf* original_;
  bool is_out_;
};

void InstallDispatch() {
  static const bool installed = [] {
    std::cout.flush();
    std::cerr.flush();
    std::cout.rdbuf(new DispatchBuffer(std::cout.rdbuf(), true));  // live as long as the process
    std::cerr.rdbuf(new DispatchBuffer(std::cerr.rdbuf(), false));
    return true;
  }();
  (void)installed;
}

Run::Run(std::vector<std::string> args) {
  args.insert(args.begin(), "texas42");
  worker_ = std::thread([this, args = std::move(args)] {
    current_run = this;
    int code = 1;
    try {
      code = RunCommandLine(args);
    } catch (const std::exception& e) {
      std::cerr << "texas42: error: " << e.what() << "\n";
    }
    std::cout.clear();  // a refused write leaves the stream failed for this thread's next run
    std::cerr.clear();
    current_run = nullptr;
    std::lock_guard<std::mutex> lock(mutex_);
    exit_code_ = code;
    done_ = true;
    changed_.notify_all();
  });
}

Run::~Run() { Close(); }

void Run::Close() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    dropped_ = true;
    changed_.notify_all();
  }
  if (worker_.joinable()) worker_.join();
}

bool Run::AppendOut(const char* data, size_t size) {
  std::unique_lock<std::mutex> lock(mutex_);
  changed_.wait(lock, [this] { return dropped_ || out_.size() < kMostBuffered; });
  if (dropped_) return false;
  out_.append(data, size);
  changed_.notify_all();
  return true;
}

void Run::AppendErr(const char* data, size_t size) {
  std::lock_guard<std::mutex> lock(mutex_);
  err_.append(data, size);
}

bool Run::NextLine(std::chrono::milliseconds wait, std::optional<std::string>& line) {
  std::unique_lock<std::mutex> lock(mutex_);
  if (!changed_.wait_for(lock, wait,
                         [this] { return done_ || out_.find('\n') != std::string::npos; })) {
    return false;
  }
  const size_t end = out_.find('\n');
  if (end == std::string::npos && out_.empty()) {
    line.reset();
    return true;
  }
  line = out_.substr(0, end);
  out_.erase(0, end == std::string::npos ? out_.size() : end + 1);
  changed_.notify_all();
  return true;
}

std::pair<int, std::string> Run::Finish() {
  std::unique_lock<std::mutex> lock(mutex_);
  changed_.wait(lock, [this] { return done_; });
  return {exit_code_, err_};
}

}  // namespace
}  // namespace texas42

PYBIND11_MODULE(_texas42, m) {
  namespace py = pybind11;
  using texas42::Run;
  texas42::InstallDispatch();
  m.doc() = "texas42's commands run in-process; use the package texas42, not this module.";
  m.attr("__version__") = std::string(texas42::ProjectVersion());
  m.attr("commit") = std::string(texas42::BuildCommit());
  py::class_<Run>(m, "Run", "One run of `texas42 ARGS...`, working on a thread of its own.")
      .def(py::init<std::vector<std::string>>(), py::arg("args"),
           "Starts `texas42 ARGS...` (without the program's name).")
      .def(
          "next_line",
          [](Run& run) {
            // Waits without the GIL, in slices, so that Ctrl-C reaches Python while it works.
            std::optional<std::string> line;
            while (true) {
              bool ready = false;
              {
                py::gil_scoped_release release;
                ready = run.NextLine(std::chrono::milliseconds(100), line);
              }
              if (ready) return line;
              if (PyErr_CheckSignals() != 0) throw py::error_already_set();
            }
          },
          "Returns the next line of standard output, or None at the end.")
      .def("close", &Run::Close, py::call_guard<py::gil_scoped_release>(),
           "Stops the command at its next write and waits for it.")
      .def("finish", &Run::Finish, py::call_guard<py::gil_scoped_release>(),
           "Waits for the end; returns (exit code, standard error).");
}
