// Hand records: a played (or partly played) hand of 42 as a player writes it down.
//
// A record holds the deal, the declarer, the contract with its variant options, the bid and the
// tiles played in order from the opening lead (all 28, fewer for a hand still in progress, 21 in
// nello where the declarer's partner sits out). It is written in one of three forms, with the
// same field names as the command-line flags:
//
//   one line    deal=66 65 64 63 55 41 10/62 ...; declarer=N; trump=sixes; bid=34; played=66 62 ...
//   key: value  one field a line (deal: 66 65 ...), records separated by blank lines
//   JSON        one object a line: {"deal": "...", "declarer": "N", "trump": "sixes", ...}
//
// Fields: deal (required); declarer (default N, as the --declarer flag); contract (normal, nello, sevens, splash, plunge; default
// normal); trump (required for normal, splash and plunge); nello-doubles (own, high, low);
// sevens-closest-lead and first-lead-trump (yes or no); bid (30..41 or marks, a normal contract
// only; special contracts are bid at their marks); played (tiles in play order, may be empty).
// Errors name the field at fault; CheckPlay names the trick and seat of a play the rules forbid.
#ifndef TEXAS42_SOLVER_ANALYSIS_HAND_RECORD_H_
#define TEXAS42_SOLVER_ANALYSIS_HAND_RECORD_H_

#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "solver/contract.h"
#include "solver/deal.h"

namespace texas42 {

struct HandRecord {
  Deal deal;
  Seat declarer = Seat::kNorth;
  Contract contract;
  int bid = kLowestBid;      // points or 42 x marks; a special contract's marks x 42
  std::vector<Tile> played;  // from the opening lead, in order
  bool bid_assumed = false;  // the record named no bid for a point contract: 30 is assumed
};

// One record's text as it stands in a file: its number (1-based) and its first line.
struct RecordText {
  int number = 0;
  int line = 0;
  std::string text;
};

// The fields of a record by name, as given (the parser's input from flags or any form).
struct RecordFields {
  std::string deal, declarer, contract, trump, nello_doubles, sevens_closest_lead, first_lead_trump,
      bid, played;
};

// Builds a record from its fields; an error names the field ("bid: bad bid '29' ...").
absl::StatusOr<HandRecord> RecordFromFields(const RecordFields& fields);

// Parses one record in any of the three forms (the form is told by its first character and
// lines: '{' JSON, one line with '=' the one-line form, else key: value lines).
absl::StatusOr<HandRecord> ParseHandRecord(absl::string_view text);

// Splits a file's lines into records: a JSON or one-line record is one line; key: value lines
// run to a blank line. Lines starting with '#' are comments.
std::vector<RecordText> SplitHandRecords(const std::vector<std::string>& lines);

// Returns OK when every play of `record` is legal, else an error naming the trick, the seat and
// what is wrong: a tile not held (played before, or another seat's: out of turn), a renege, or
// a play after the hand is over.
absl::Status CheckPlay(const HandRecord& record);

// Writes `record` in the one-line form (which ParseHandRecord reads back).
std::string FormatHandRecord(const HandRecord& record);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_HAND_RECORD_H_
