#include "solver/analysis/study_lines.h"

#include <utility>

namespace texas42 {

bool StudyLines::Next(std::string& line) {
  if (pending_) {
    line = *std::move(pending_);
    pending_.reset();
    offset_ = pending_offset_;
    ++line_number_;
    return true;
  }
  if (partial_tail_ || !std::getline(in_, line)) return false;
  if (in_.eof()) {  // no newline after this line: an interrupted write
    partial_tail_ = !line.empty();
    return false;
  }
  offset_ += line.size() + 1;
  ++line_number_;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return true;
}

void StudyLines::Unread(std::string line, uint64_t offset_before) {
  pending_ = std::move(line);
  pending_offset_ = offset_;
  offset_ = offset_before;
  --line_number_;
}

}  // namespace texas42
