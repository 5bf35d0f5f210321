// The numbers every report writes alike: counts with their thousands grouped.
#ifndef TEXAS42_CLI_REPORT_H_
#define TEXAS42_CLI_REPORT_H_

#include <cstdint>
#include <string>

namespace texas42 {

// Returns a count with its thousands grouped: 399,072,960.
std::string Grouped(uint64_t count);

}  // namespace texas42

#endif  // TEXAS42_CLI_REPORT_H_
