// StudyRanks: the processes that share one `texas42 study`.
//
// Without MPI (the plain build, study_ranks_local.cc) there is one process, rank 0 of 1. In the
// MPI build (study_ranks_mpi.cc, TEXAS42_WITH_MPI) every process started by `mpirun -np K` is
// a rank of MPI_COMM_WORLD (a process not started by a launcher stays rank 0 of 1 and never
// joins MPI). A study is cut into chunks of consecutive deals; chunk k is solved
// by rank k % K (each rank runs TBB inside), and rank 0 receives the chunks' text in chunk
// order and alone writes the output file. The file is therefore byte-identical for every K and
// every thread count. Only rank 0 reads the file to resume, prints errors and draws progress.
#ifndef TEXAS42_CLI_STUDY_RANKS_H_
#define TEXAS42_CLI_STUDY_RANKS_H_

#include <cstdint>
#include <functional>
#include <string>

namespace texas42 {

class StudyRanks {
 public:
  // Joins the ranks (MPI_Init in the MPI build).
  StudyRanks();
  // Leaves them (MPI_Finalize).
  ~StudyRanks();
  StudyRanks(const StudyRanks&) = delete;
  StudyRanks& operator=(const StudyRanks&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }
  bool is_root() const { return rank_ == 0; }

  // Returns rank 0's `value` on every rank.
  uint64_t Broadcast(uint64_t value);

  // Solves chunks 0 .. chunks-1, chunk k on rank k % size() with `solve(k)`, and on rank 0
  // passes each chunk's text to `write(k, text)` in chunk order. When `write` returns false
  // rank 0 stops every rank and Run returns false there.
  bool Run(uint64_t chunks, const std::function<std::string(uint64_t)>& solve,
           const std::function<bool(uint64_t, const std::string&)>& write);

 private:
  int rank_ = 0;
  int size_ = 1;
};

}  // namespace texas42

#endif  // TEXAS42_CLI_STUDY_RANKS_H_
