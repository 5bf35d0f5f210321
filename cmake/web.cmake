# Dependencies of the WebAssembly build (TEXAS42_WEB; scripts/build-web.sh, docs/web.md).
#
# Debian ships Abseil for the host only, so Abseil is compiled here from its source (Debian's
# source package of the installed version, unpacked by scripts/build-web.sh), as part of this
# build: only the libraries the solver links get built, once, in the build tree. CLI11 and
# nlohmann-json are header-only: their Debian headers are used through a directory of links to
# them alone, since adding /usr/include itself would put glibc's headers before Emscripten's.

set(TEXAS42_ABSEIL_SOURCE "" CACHE PATH "Abseil's source tree, compiled for the web build")
set(TEXAS42_HOST_INCLUDE "/usr/include" CACHE PATH "Where the CLI and nlohmann headers are")
if(NOT EXISTS "${TEXAS42_ABSEIL_SOURCE}/absl/base/config.h")
  message(FATAL_ERROR "TEXAS42_ABSEIL_SOURCE ('${TEXAS42_ABSEIL_SOURCE}') is not Abseil's "
                      "source tree (scripts/build-web.sh unpacks it)")
endif()

# Native WebAssembly exceptions (CLI11 reports parse errors by throwing), in every object.
add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)

set(ABSL_PROPAGATE_CXX_STD ON)
set(ABSL_ENABLE_INSTALL OFF)
set(ABSL_BUILD_TESTING OFF)
set(BUILD_TESTING OFF)
add_subdirectory("${TEXAS42_ABSEIL_SOURCE}" "${CMAKE_BINARY_DIR}/abseil" EXCLUDE_FROM_ALL SYSTEM)

set(_host_include "${CMAKE_BINARY_DIR}/host-include")
file(MAKE_DIRECTORY "${_host_include}")
foreach(_dir CLI nlohmann)
  if(NOT EXISTS "${TEXAS42_HOST_INCLUDE}/${_dir}")
    message(FATAL_ERROR "${TEXAS42_HOST_INCLUDE}/${_dir} is missing (scripts/install-deps.sh)")
  endif()
  file(CREATE_LINK "${TEXAS42_HOST_INCLUDE}/${_dir}" "${_host_include}/${_dir}" SYMBOLIC)
endforeach()
add_library(CLI11::CLI11 INTERFACE IMPORTED)
set_target_properties(CLI11::CLI11 PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${_host_include}")
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES
                      INTERFACE_INCLUDE_DIRECTORIES "${_host_include}")

# How texas42.js is linked: a factory (createTexas42) that web/engine/worker.js calls once per
# run with a fresh instance of the module it compiled once; the runtime exits after main, which
# flushes stdio; memory grows as the solver's tables need.
set(TEXAS42_WEB_LINK_OPTIONS
    -sMODULARIZE=1 -sEXPORT_NAME=createTexas42 -sENVIRONMENT=web,worker
    -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1 -sFORCE_FILESYSTEM=1
    "-sEXPORTED_RUNTIME_METHODS=['FS']")
