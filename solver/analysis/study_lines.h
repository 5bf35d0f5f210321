// The lines of a study file as its readers take them (study_reader.h).
//
// Only complete lines are given: a last line with no newline after it is an interrupted write,
// never trusted (partial_tail() says one was there). A line loses its '\n' and a trailing '\r'.
// A reader that looked at a record early (for the study's name in it) gives it back with
// Unread, and the next Next returns it again. offset() counts the bytes of the lines taken, so
// that a study can be resumed after the last complete record.
#ifndef TEXAS42_SOLVER_ANALYSIS_STUDY_LINES_H_
#define TEXAS42_SOLVER_ANALYSIS_STUDY_LINES_H_

#include <cstdint>
#include <istream>
#include <optional>
#include <string>

namespace texas42 {

class StudyLines {
 public:
  explicit StudyLines(std::istream& in) : in_(in) {}

  // Reads the next complete line into `line`; false at the end of the complete lines.
  bool Next(std::string& line);
  // Gives back `line`, the line Next just gave, which was read from `offset_before`.
  void Unread(std::string line, uint64_t offset_before);

  uint64_t offset() const { return offset_; }            // bytes of the lines taken
  uint64_t line_number() const { return line_number_; }  // of the last line taken, from 1
  bool partial_tail() const { return partial_tail_; }

 private:
  std::istream& in_;
  std::optional<std::string> pending_;  // a line given back
  uint64_t pending_offset_ = 0;         // the offset after it
  uint64_t line_number_ = 0;
  uint64_t offset_ = 0;
  bool partial_tail_ = false;
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_STUDY_LINES_H_
