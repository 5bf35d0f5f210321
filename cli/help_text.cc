#include "cli/help_text.h"

#include <map>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

// Returns the placeholder shown after an option's name.
std::string Placeholder(const std::string& name) {
  static const auto* const kNames = new std::map<std::string, std::string>{
      {"deals", "N"},          {"samples", "N"},     {"threads", "N"},
      {"chunk", "N"},          {"resolve", "N"},     {"table-bits", "BITS"},
      {"bid-samples", "N"},    {"bid-layouts", "N"}, {"table-deals", "N"},
      {"table-samples", "N"},  {"seed", "SEED"},     {"declarer", "SEATS"},
      {"trump", "TRUMPS"},     {"output", "FILE"},   {"svg", "FILE"},
      {"verify", "FILE"},      {"from", "FILE"},     {"studies", "FILE"},
      {"format", "FORMAT"},    {"deal", "DEAL"},     {"hand", "TILES"},
      {"known", "SEAT=TILES"}, {"played", "TILES"},  {"contract", "CONTRACTS"},
      {"by", "FEATURES"},      {"confidence", "P"},  {"nello-doubles", "own|high|low"},
      {"game", "GAME"},        {"sevens-to", "N"},   {"max-tries", "N"}};
  const auto it = kNames->find(name);
  return it != kNames->end() ? it->second : absl::AsciiStrToUpper(name);
}

}  // namespace

void PolishHelp(CLI::App& command, const std::string& example) {
  for (CLI::Option* option : command.get_options()) {
    // CLI11's own type names are replaced; a placeholder the command chose is kept.
    const std::string type = option->get_type_name();
    if (type == "TEXT" || type == "INT" || type == "UINT" || type == "FLOAT") {
      option->type_name(Placeholder(option->get_single_name()));
    }
    const std::string fallback = option->get_default_str();
    if (!fallback.empty()) {
      option->description(absl::StrCat(option->get_description(), " (default: ", fallback, ")"));
      option->default_str("");
    }
  }
  command.footer(absl::StrCat("\nExample:\n", example));
}

}  // namespace texas42
