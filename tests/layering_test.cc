// Layering: no source file includes a header of a layer above its own.
//
// The layers, lowest first, each a library of its own (solver/CMakeLists.txt):
//   core      solver/{types,tile,tile_bits,tile_set,names,contract,rules,deal,state,rng,
//             natural_order,combinations}  values, rules, positions; solver/family/ but its
//             search (the rest of the 42 family)
//   search    solver/{search*,endgame*,transposition_table,table_key,follow_order,fold}  the
//             solver; solver/family/{search*,fast_engine,tile_map,deal_value,line}
//   play      solver/play/  table play: a seat's knowledge, sampled worlds, players
//   analysis  solver/analysis/  dealing, bid analysis, studies (the only layer on TBB)
//   cli       cli/  the texas42 program
// A file may include its own layer and those below it. A file of solver/ that no layer names
// fails the test: whoever adds one says where it belongs (kCoreFiles, kSearchFiles below).
// TBB is included by the analysis layer alone, so that the core builds without it.
//
// The check reads `#include "..."` lines as text; the tests of the check itself plant upward
// includes in a scratch tree and expect each to be reported.
#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace texas42 {
namespace {

namespace fs = std::filesystem;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

enum class Layer { kCore, kSearch, kPlay, kAnalysis, kCli };

constexpr std::array<std::string_view, 5> kLayerNames = {"core", "search", "play", "analysis",
                                                         "cli"};

// The files directly under solver/ by layer, named by their stem (before ".h" or ".cc"); a stem
// ending in '*' names every stem that starts with what comes before it.
constexpr std::array<std::string_view, 12> kCoreFiles = {
    "types", "tile", "tile_bits", "tile_set", "names",         "contract",
    "rules", "deal", "state",     "rng",      "natural_order", "combinations"};
constexpr std::array<std::string_view, 6> kSearchFiles = {
    "search*", "endgame*", "transposition_table", "table_key", "follow_order", "fold"};

// The family's search layer; the rest of solver/family/ is core.
constexpr std::array<std::string_view, 5> kFamilySearchFiles = {"search*", "fast_engine",
                                                                "tile_map", "deal_value", "line"};

bool NamedIn(std::string_view stem, const auto& names) {
  return std::any_of(names.begin(), names.end(), [stem](std::string_view name) {
    if (name.ends_with('*')) return stem.starts_with(name.substr(0, name.size() - 1));
    return stem == name;
  });
}

// Returns the layer of `path`, relative to the source root with '/' separators, or nothing
// when it is a file of solver/ that no layer names.
std::optional<Layer> LayerOf(std::string_view path) {
  if (path.starts_with("cli/")) return Layer::kCli;
  if (path.starts_with("solver/analysis/")) return Layer::kAnalysis;
  if (path.starts_with("solver/play/")) return Layer::kPlay;
  // The family's general path: its search in the search layer, the rest in the core.
  if (path.starts_with("solver/family/")) {
    std::string_view stem = path.substr(14);
    stem = stem.substr(0, stem.find('.'));
    return NamedIn(stem, kFamilySearchFiles) ? Layer::kSearch : Layer::kCore;
  }
  if (!path.starts_with("solver/") || path.substr(7).find('/') != std::string_view::npos) {
    return std::nullopt;
  }
  std::string_view stem = path.substr(7);
  stem = stem.substr(0, stem.find('.'));
  if (NamedIn(stem, kCoreFiles)) return Layer::kCore;
  if (NamedIn(stem, kSearchFiles)) return Layer::kSearch;
  return std::nullopt;
}

bool IsSource(const fs::path& p) {
  const std::string ext = p.extension().string();
  return ext == ".h" || ext == ".cc" || ext == ".cpp";
}

// Returns one line per fault in the tree at `root`: an include of a layer above the file's own,
// TBB outside the analysis layer, or a file of solver/ that no layer names.
std::vector<std::string> LayeringFaults(const fs::path& root) {
  std::vector<std::string> faults;
  std::vector<std::string> files;
  for (const char* dir : {"solver", "cli"}) {
    if (!fs::exists(root / dir)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(root / dir)) {
      if (entry.is_regular_file() && IsSource(entry.path())) {
        files.push_back(fs::relative(entry.path(), root).generic_string());
      }
    }
  }
  std::sort(files.begin(), files.end());
  for (const std::string& file : files) {
    const std::optional<Layer> layer = LayerOf(file);
    if (!layer) {
      faults.push_back(file + ": in no layer (name it in tests/layering_test.cc)");
      continue;
    }
    std::ifstream in(root / file);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
      const std::string_view text = line;
      if (!text.starts_with("#include")) continue;
      const size_t open = text.find_first_of("\"<");
      if (open == std::string_view::npos) continue;
      const size_t close = text.find_first_of("\">", open + 1);
      const std::string_view header = text.substr(open + 1, close - open - 1);
      const std::string where = file + ":" + std::to_string(number) + ": ";
      if ((header.starts_with("oneapi/tbb/") || header.starts_with("tbb/")) &&
          *layer != Layer::kAnalysis) {
        faults.push_back(where + std::string(kLayerNames[static_cast<int>(*layer)]) +
                         " includes TBB <" + std::string(header) + ">");
        continue;
      }
      const std::optional<Layer> target = LayerOf(header);
      if (target && *target > *layer) {
        faults.push_back(where + std::string(kLayerNames[static_cast<int>(*layer)]) + " includes " +
                         std::string(kLayerNames[static_cast<int>(*target)]) + " \"" +
                         std::string(header) + "\"");
      }
    }
  }
  return faults;
}

TEST(LayeringTest, NoFileIncludesALayerAboveItsOwn) {
  EXPECT_THAT(LayeringFaults(TEXAS42_SOURCE_DIR), IsEmpty());
}

TEST(LayeringTest, FilesBelongToTheirLayers) {
  EXPECT_EQ(LayerOf("solver/types.h"), Layer::kCore);
  EXPECT_EQ(LayerOf("solver/rng.cc"), Layer::kCore);
  EXPECT_EQ(LayerOf("solver/search_three.cc"), Layer::kSearch);
  EXPECT_EQ(LayerOf("solver/endgame_table.h"), Layer::kSearch);
  EXPECT_EQ(LayerOf("solver/play/sampler.h"), Layer::kPlay);
  EXPECT_EQ(LayerOf("solver/analysis/study.h"), Layer::kAnalysis);
  EXPECT_EQ(LayerOf("cli/main.cc"), Layer::kCli);
  EXPECT_EQ(LayerOf("solver/family/rules.h"), Layer::kCore);
  EXPECT_EQ(LayerOf("solver/family/search.cc"), Layer::kSearch);
  EXPECT_EQ(LayerOf("solver/unheard_of.h"), std::nullopt);
  EXPECT_EQ(LayerOf("absl/status/status.h"), std::nullopt);
}

// A scratch source tree, removed with the test.
class ScratchTree {
 public:
  explicit ScratchTree(std::string_view name)
      : root_(fs::temp_directory_path() / ("texas42_layering_" + std::string(name) + "_" +
                                           std::to_string(reinterpret_cast<uintptr_t>(this)))) {
    fs::remove_all(root_);
  }
  ~ScratchTree() { fs::remove_all(root_); }

  void Write(const std::string& path, const std::string& text) {
    fs::create_directories((root_ / path).parent_path());
    std::ofstream(root_ / path) << text;
  }
  const fs::path& root() const { return root_; }

 private:
  fs::path root_;
};

TEST(LayeringTest, ReportsEachPlantedUpwardInclude) {
  ScratchTree tree("planted");
  tree.Write("solver/deal.h", "#include \"solver/tile_set.h\"\n#include \"solver/search.h\"\n");
  tree.Write("solver/tile_set.h", "#include <bit>\n");
  tree.Write("solver/search.h", "#include \"solver/play/player.h\"\n#include \"solver/deal.h\"\n");
  tree.Write("solver/play/player.h", "#include \"solver/analysis/study.h\"\n");
  tree.Write("solver/analysis/study.h",
             "#include \"solver/play/player.h\"\n#include \"oneapi/tbb/parallel_for.h\"\n"
             "#include \"cli/report.h\"\n");
  tree.Write("cli/report.h", "#include \"solver/analysis/study.h\"\n");
  EXPECT_THAT(LayeringFaults(tree.root()),
              ElementsAre("solver/analysis/study.h:3: analysis includes cli \"cli/report.h\"",
                          "solver/deal.h:2: core includes search \"solver/search.h\"",
                          "solver/play/player.h:1: play includes analysis "
                          "\"solver/analysis/study.h\"",
                          "solver/search.h:1: search includes play \"solver/play/player.h\""));
}

TEST(LayeringTest, ReportsTbbBelowAnalysisAndFilesInNoLayer) {
  ScratchTree tree("tbb");
  tree.Write("solver/state.cc", "#include \"oneapi/tbb/parallel_for.h\"\n");
  tree.Write("solver/unheard_of.h", "#include \"solver/types.h\"\n");
  EXPECT_THAT(LayeringFaults(tree.root()),
              ElementsAre(HasSubstr("solver/state.cc:1: core includes TBB"),
                          HasSubstr("solver/unheard_of.h: in no layer")));
}

}  // namespace
}  // namespace texas42
