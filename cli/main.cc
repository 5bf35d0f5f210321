// texas42: the command-line front end. Wiring only: the commands are run by cli/app.cc, each
// subcommand in its own file.
#include <string>
#include <vector>

#include "cli/app.h"
#include "cli/output_file.h"

int main(int argc, char** argv) {
  texas42::CheckStandardOutputWrites();
  return texas42::RunCommandLine(std::vector<std::string>(argv, argv + argc));
}
