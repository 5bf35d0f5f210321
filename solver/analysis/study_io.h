// Study files: a study's records (study.h) as CSV or JSON Lines, one schema for every game.
//
// Version 3. The study is named by its tag in the `study` field of the first record (empty or
// absent in every other record), so that a CSV or JSON Lines reader with no options (pandas
// read_csv, read_json(lines=True)) reads one row per record. CSV opens with its column names:
//   game,index,deal,declarer,contract,trumps,trump_double,doubles,count,suit0,...,suit6,value,
//     check,study                                                      (one line)
//   42,0,64 62 51 42 32 21 20/66 63 .../.../...,N,sixes,2,0,0,15,1,2,4,1,1,1,2,11,87d4...,
//     texas42 study v3 game=42 seed=1 deals=1000 declarers=N contracts=blanks+...+followme
//   42,0,64 62 51 42 32 21 20/66 63 .../.../...,N,followme,...,23,5c37...,
// There is a suit column for each pip of the game's set (suit0..suit7 in Geezer, suit0..suit8
// in The Big Game). JSON Lines is one object per record with the same keys, `trump_double` a
// boolean and the suits one array:
//   {"game":"42","index":0,"deal":"...","declarer":"N","contract":"sixes","trumps":2,
//    "trump_double":false,"doubles":0,"count":15,"suits":[1,2,4,1,1,1,2],"value":11,
//    "check":"87d4...","study":"texas42 study v3 game=42 seed=1 ..."}
// The deal is written in the game's notation (solver/family/deal.h: hands in seat order
// separated by '/', then a tile left over), the features are the declarer's hand's as dealt
// (study.h), and the value is in points, or tricks in Moon and the special contracts.
// `check` is a checksum (FNV-1a, 64 bits, 16 hex digits) of the tag and the record's fields:
// a value edited in place no longer matches it. It detects edits, not forgery.
//
// Table play (StudyParams::play) adds "play=table play_declarers=P play_defenders=P worlds=W"
// to the tag and a column after value, `table_makes`: a digit 0 or 1 for each bid of the game
// (StudyBids), lowest first, whether the hand played out for that bid made it; in Texas 42, 13
// digits for bids 30..41 and one mark. A CSV reader that guesses types should be told it is
// text (pandas dtype={"table_makes": str}), or it drops the leading zeros. The checksum covers
// it.
//
// Earlier editions are read, never written and never resumed (StudyEdition): Texas 42's
// version 2 ("texas42 study v2", no game column), its version 1 (a header line, and no checksum
// in version 1 proper), and the other games' "texas42 family study v1" (deals with " / " between
// hands, the declarer's hand in a `hand` column instead of the suits).
//
// Every line ends with '\n'. The reader (study_reader.h) is strict.
#ifndef TEXAS42_SOLVER_ANALYSIS_STUDY_IO_H_
#define TEXAS42_SOLVER_ANALYSIS_STUDY_IO_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/analysis/study.h"

namespace texas42 {

enum class StudyFormat : uint8_t { kCsv, kJsonLines };

// The editions of study files: the one written, and those read for files written earlier.
enum class StudyEdition : uint8_t {
  kCurrent,    // "texas42 study v3": every game
  kTexas42V2,  // "texas42 study v2": Texas 42, no game column, the tag in the first record
  kTexas42V1,  // Texas 42 with a header line ("# texas42 study v1", {"texas42_study":N})
  kFamilyV1,   // "texas42 family study v1": the other games, a hand column for the suits
};

// The version number this build writes.
inline constexpr int kStudyVersion = 3;

// Parses "csv" or "jsonl" (also "json", "jsonlines").
absl::StatusOr<StudyFormat> ParseStudyFormat(absl::string_view text);
// Returns "csv" or "jsonl".
absl::string_view StudyFormatName(StudyFormat format);
// Returns an error naming the UTF-8 byte-order mark when a study's `first_line` starts with one
// (an editor may add it on saving; texas42 never writes it).
absl::Status CheckNoByteOrderMark(absl::string_view first_line);
// Returns the format a file's name implies: JSON Lines for ".jsonl" or ".json" in any case
// ("x.JSONL"), else CSV.
StudyFormat StudyFormatOfPath(absl::string_view path);

// Parses a whole number of a study file, written with digits only (no sign, no spaces); errors
// name it as `what`.
absl::StatusOr<uint64_t> ParseStudyWhole(absl::string_view text, absl::string_view what);

// Returns the names of a record's fields as `edition` writes them for `params`, in column
// order, without check and study: the fields the checksum covers.
std::vector<std::string> StudyColumns(StudyEdition edition, const StudyParams& params);
// Returns the record's fields as `edition` writes them, in StudyColumns' order (trump_double
// as 0 or 1).
std::vector<std::string> RecordFields(StudyEdition edition, const StudyParams& params,
                                      const StudyRecord& record);

// Returns the study's tag as `edition` writes it: "texas42 study v3 game=42 seed=1 deals=1000
// declarers=N+E contracts=blanks+...", and for table play " play=table play_declarers=table
// play_defenders=dd worlds=16" after it.
std::string StudyTag(const StudyParams& params, StudyEdition edition = StudyEdition::kCurrent);
// Parses a tag of any edition with one (not kTexas42V1, which names its study in a header line)
// and sets `*edition` to the tag's edition.
absl::StatusOr<StudyParams> ParseStudyTag(absl::string_view tag, StudyEdition* edition);
// Returns the checksum of `fields` (RecordFields) under `tag`: 16 lowercase hex digits.
std::string RecordCheck(StudyEdition edition, absl::string_view tag,
                        const std::vector<std::string>& fields);

// Returns table outcomes as written: a '0' or '1' for each bid.
std::string TableMakesText(const std::vector<bool>& makes);
// Parses table outcomes for `bids` bids.
absl::StatusOr<std::vector<bool>> ParseTableMakes(absl::string_view text, size_t bids);

// Returns the header of a study file: CSV's column line (ending in '\n'); nothing in JSON Lines.
std::string FormatStudyHeader(const StudyParams& params, StudyFormat format);
// Returns one record of the study `params` as a line ending in '\n'.
std::string FormatStudyRecord(const StudyParams& params, const StudyRecord& record,
                              StudyFormat format);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_STUDY_IO_H_
