// Reading a fuzzer's bytes as choices: a contract, a seat, a seed, the rest as text.
//
// Every byte string is a valid input: a reader past the end yields zeros, so that libFuzzer's
// mutations never need to keep a length or a format.
#ifndef TEXAS42_TESTS_FUZZ_FUZZ_INPUT_H_
#define TEXAS42_TESTS_FUZZ_FUZZ_INPUT_H_

#include <array>
#include <cstddef>
#include <cstdint>

#include "absl/strings/string_view.h"
#include "solver/contract.h"
#include "solver/types.h"

namespace texas42 {

// Every contract and variant of docs/rules.md: the nine trumps, nello own/high/low, sevens and
// sevens closest-lead, splash and plunge (sixes and doubles), sixes with the first lead a trump.
inline constexpr std::array<Contract, 18> kFuzzContracts = [] {
  std::array<Contract, 18> c{};
  for (int i = 0; i < kTrumpCount; ++i) c[i] = Contract::Normal(kAllTrumps[i]);
  c[9] = Contract::Nello(NelloDoubles::kOwn);
  c[10] = Contract::Nello(NelloDoubles::kHigh);
  c[11] = Contract::Nello(NelloDoubles::kLow);
  c[12] = Contract::Sevens(false);
  c[13] = Contract::Sevens(true);
  c[14] = Contract::Splash(Trump::kSixes);
  c[15] = Contract::Plunge(Trump::kDoubles);
  c[16] = Contract::Normal(Trump::kSixes);
  c[16].first_lead_trump = true;
  c[17] = Contract::Normal(Trump::kDoubles);
  c[17].first_lead_trump = true;
  return c;
}();

class FuzzBytes {
 public:
  FuzzBytes(const uint8_t* data, size_t size) : data_(data), size_(size) {}

  // Returns the next byte, or 0 past the end.
  uint8_t Byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  // Returns the next eight bytes as a number (little end first).
  uint64_t U64() {
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= uint64_t{Byte()} << (8 * i);
    return v;
  }
  Contract AnyContract() { return kFuzzContracts[Byte() % kFuzzContracts.size()]; }
  Seat AnySeat() { return SeatAt(Byte()); }
  // Returns the bytes not read yet as text.
  absl::string_view Rest() const {
    return absl::string_view(reinterpret_cast<const char*>(data_) + pos_, size_ - pos_);
  }
  bool done() const { return pos_ >= size_; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

}  // namespace texas42

#endif  // TEXAS42_TESTS_FUZZ_FUZZ_INPUT_H_
