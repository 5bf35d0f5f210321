# What `cmake --install` puts under the prefix, and the Debian package (CPack) made of it by
# scripts/package.sh:
#   bin/texas42
#   share/man/man1/texas42.1                   from the help, by help2man (cmake/man-page.cmake)
#   share/bash-completion/completions/texas42  cli/completion.bash
#   lib/python3/dist-packages/texas42/         the Python module (python/CMakeLists.txt)
#   share/doc/texas42/                         README, CHANGELOG and docs/
install(TARGETS texas42 RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

find_program(TEXAS42_HELP2MAN help2man)
if(TEXAS42_HELP2MAN AND NOT CMAKE_CROSSCOMPILING)
  set(_man ${PROJECT_BINARY_DIR}/texas42.1)
  add_custom_command(
    OUTPUT ${_man}
    COMMAND ${CMAKE_COMMAND} -DTEXAS42=$<TARGET_FILE:texas42> -DHELP2MAN=${TEXAS42_HELP2MAN}
            -DINCLUDE=${PROJECT_SOURCE_DIR}/docs/texas42.h2m -DOUTPUT=${_man}
            -P ${PROJECT_SOURCE_DIR}/cmake/man-page.cmake
    DEPENDS texas42 ${PROJECT_SOURCE_DIR}/docs/texas42.h2m ${PROJECT_SOURCE_DIR}/cmake/man-page.cmake
    COMMENT "texas42.1: the man page, from the help (help2man)")
  add_custom_target(texas42_man ALL DEPENDS ${_man})
  install(FILES ${_man} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(STATUS "texas42: no help2man: the man page is not built or installed")
endif()

install(FILES ${PROJECT_SOURCE_DIR}/cli/completion.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME texas42)
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/CHANGELOG.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs
        FILES_MATCHING PATTERN "*.md" PATTERN "*.svg")

# The Debian package: texas42_VERSION_ARCH.deb. Its library dependencies are read from the
# binaries (dpkg-shlibdeps); the Python module needs the python3 it was built for.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME texas42)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "exact double-dummy solver and bid analyzer for Texas 42")
set(CPACK_PACKAGE_DESCRIPTION
    "texas42 solves deals of Texas 42 (dominoes) exactly, double dummy, values every legal tile,
analyzes hands for bidding (double dummy or played out by table players), plays and reviews
hands, runs Monte Carlo studies and tabulates them, and deals hands with conditions. It also
plays 3-handed 42, Shoot the Moon, Geezer and The Big Game. Includes the Python module texas42.")
set(CPACK_PACKAGE_CONTACT "texas42 developers <texas42@localhost>")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(TEXAS42_PYTHON_MODULE)
  math(EXPR _next_minor "${Python3_VERSION_MINOR} + 1")
  set(CPACK_DEBIAN_PACKAGE_DEPENDS
      "python3 (>= ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}), python3 (<< ${Python3_VERSION_MAJOR}.${_next_minor})")
endif()
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "bash-completion, python3-pandas")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
include(CPack)
