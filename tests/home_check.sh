#!/usr/bin/env bash
# The unit tests never touch the user's results store.
#   tests/home_check.sh path/to/grundy_tests [gtest filter]
#       runs the tests with HOME pointed at an empty folder (and neither GRUNDY_DB nor
#       XDG_DATA_HOME set), and checks that nothing was created there;
#   tests/home_check.sh --empty FOLDER
#       checks that FOLDER is empty: ctest's fixture `unit_home` gives every unit test FOLDER as
#       its HOME and runs this after the last of them (CMakeLists.txt).
set -uo pipefail
if [[ ${1:-} == --empty ]]; then
  left=$(find "$2" -mindepth 1 | head -n 5)
  if [[ -n "$left" ]]; then echo "FAIL: the unit tests wrote into HOME ($2): $left"; exit 1; fi
  echo "home_check: the unit tests left HOME ($2) empty"
  exit 0
fi
TESTS=$1
FILTER=${2:-*}
HOME_DIR=$(mktemp -d); trap 'rm -rf "$HOME_DIR"' EXIT
env -u GRUNDY_DB -u XDG_DATA_HOME HOME="$HOME_DIR" "$TESTS" --gtest_brief=1 --gtest_filter="$FILTER"
status=$?
if [[ $status -ne 0 ]]; then echo "FAIL: the unit tests failed (exit $status)"; exit 1; fi
left=$(find "$HOME_DIR" -mindepth 1 | head -n 5)
if [[ -n "$left" ]]; then echo "FAIL: the unit tests wrote into HOME: $left"; exit 1; fi
echo "home_check: the unit tests left HOME empty"
