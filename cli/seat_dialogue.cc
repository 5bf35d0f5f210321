#include "cli/seat_dialogue.h"

#include <unistd.h>

#include <iostream>

#include "absl/strings/ascii.h"
#include "cli/command.h"
#include "cli/line_reader.h"
#include "cli/messages.h"

namespace texas42 {
namespace {

// Returns `text` with its first letter in capitals: a message that opens a line.
std::string Sentence(std::string text) {
  if (!text.empty()) text[0] = absl::ascii_toupper(static_cast<unsigned char>(text[0]));
  return text;
}

// Why the person stopped, or nothing when he played.
using Stop = std::optional<std::string>;

// Prompts the person until he plays, asks to stop, or the input ends; answers `hint` on the
// way. An error when the input is not text or the hint fails.
absl::StatusOr<Stop> AskForPlay(LineReader& reader, bool echo, SeatedHand& hand) {
  InputLine line;
  while (true) {
    std::cout << "Your play: " << std::flush;
    absl::StatusOr<bool> more = reader.Next(line);
    if (!more.ok()) return more.status();
    if (!*more) {
      std::cout << "\n";
      return Stop("the input ended");
    }
    if (echo) std::cout << PrintableMessage(line.text) << "\n";
    if (line.too_long) {
      std::cout << "That line is too long. Type a tile, hint or quit.\n";
      continue;
    }
    const std::string word = absl::AsciiStrToLower(absl::StripAsciiWhitespace(line.text));
    if (word.empty()) continue;
    if (word == "quit" || word == "q") return Stop("you quit");
    if (word == "hint" || word == "?") {
      absl::StatusOr<std::string> hint = hand.Hint();
      if (!hint.ok()) return hint.status();
      std::cout << "Hint: " << *hint;
      continue;
    }
    const std::optional<Refusal> refused = hand.PlayPerson(line.text);
    if (!refused) return Stop();
    if (refused->no_tile) {
      std::cout << Sentence(PrintableMessage(refused->why)) << ". Type a tile, hint or quit.\n";
    } else {
      std::cout << Sentence(refused->why) << ".\n";
    }
  }
}

}  // namespace

int PlayWithPerson(SeatedHand& hand) {
  absl::StatusOr<LineReader> reader = LineReader::Open("-");
  if (!reader.ok()) return Fail(reader.status());
  const bool echo = isatty(STDIN_FILENO) != 1;
  int plays = 0;
  std::cout << hand.Opening();
  while (!hand.Finished()) {
    if (hand.PersonToMove()) {
      std::cout << hand.Turn();
      const int trick = hand.TrickNumber();
      absl::StatusOr<Stop> stop = AskForPlay(*reader, echo, hand);
      if (!stop.ok()) return Fail(stop.status());
      if (*stop) {
        std::cout << "Play stopped at trick " << trick << ": " << **stop << ".\n";
        return plays == 0 ? 0 : hand.Review();
      }
    } else if (absl::Status s = hand.PlayTable(); !s.ok()) {
      return Fail(s);
    }
    ++plays;
    std::cout << hand.AfterPlay();
  }
  return hand.Review();
}

}  // namespace texas42
