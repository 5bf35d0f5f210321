#include "cli/flag_checks.h"

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "solver/play/racing.h"

namespace texas42 {

CLI::Validator WholeNumber(uint64_t least, uint64_t most) {
  const std::string range = absl::StrCat("a whole number from ", least, " to ", most);
  return CLI::Validator(
      [least, most, range](std::string& text) -> std::string {
        uint64_t value = 0;
        bool digits = !text.empty();
        for (const char c : text) digits = digits && c >= '0' && c <= '9';
        if (!digits || !absl::SimpleAtoi(text, &value) || value < least || value > most) {
          return absl::StrCat("must be ", range, ", not '", text, "'");
        }
        return std::string();
      },
      // No description: the help names the value plainly, and the error message gives the range.
      "");
}

CLI::Validator NotEmpty() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        return text.empty() ? "may not be empty" : std::string();
      },
      "");
}

CLI::Option* AddWorldsFlag(CLI::App& command, int& worlds, const std::string& what) {
  return command
      .add_option_function<std::string>(
          "--worlds", [&worlds](const std::string& text) { worlds = *ParseWorlds(text); },
          absl::StrCat("Layouts a table player draws for ", what,
                       ": auto (more where the choice is close, up to ", Racing().most,
                       ") or a fixed number"))
      ->check(CLI::Validator(
          [](std::string& text) -> std::string {
            absl::StatusOr<int> w = ParseWorlds(text);
            return w.ok() ? std::string() : std::string(w.status().message());
          },
          ""))
      ->default_str(WorldsName(worlds));
}

}  // namespace texas42
