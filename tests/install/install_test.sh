#!/usr/bin/env bash
# The engine as an installed library (issue 29): installs the build tree's engine into a
# temporary prefix, then builds examples/ against it outside the tree, twice: by CMake's
# find_package(grundy CONFIG) and by pkg-config; runs both and checks what they print against
# the CLI of the same build (a second route to every figure).
# Usage: tests/install/install_test.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The CLI it compares against keeps its results in a store of its own, never the user's.
export GRUNDY_DB=$tmp/results.sqlite
fail() { echo "install_test: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$tmp/prefix" >"$tmp/install.log" || {
  cat "$tmp/install.log" >&2; fail "cmake --install failed"; }
[[ -f $tmp/prefix/include/grundy/api.h ]] || fail "no include/grundy/api.h in the prefix"
ls "$tmp"/prefix/lib*/libgrundy.a >/dev/null 2>&1 || fail "no libgrundy.a in the prefix"
# No server, CLI or store header is installed: the engine alone.
if find "$tmp/prefix/include" -name '*.h' | grep -E '/(app|cli|server|store)/' ; then
  fail "a front end's header was installed"
fi

# 1. CMake: find_package(grundy CONFIG), from a copy of examples/ outside the source tree.
cp -r "$src/examples" "$tmp/examples"
cmake -S "$tmp/examples" -B "$tmp/by-cmake" -G Ninja -DCMAKE_PREFIX_PATH="$tmp/prefix" \
  -DCMAKE_BUILD_TYPE=Release >"$tmp/configure.log" 2>&1 || {
  cat "$tmp/configure.log" >&2; fail "examples/ did not configure against the package"; }
cmake --build "$tmp/by-cmake" >"$tmp/build.log" 2>&1 || {
  cat "$tmp/build.log" >&2; fail "examples/ did not build against the package"; }

# 2. pkg-config, with the compiler alone.
pc=$(ls -d "$tmp"/prefix/lib*/pkgconfig | head -n1)
flags=$(PKG_CONFIG_PATH=$pc pkg-config --cflags --libs grundy) || fail "pkg-config knows no grundy"
[[ $(PKG_CONFIG_PATH=$pc pkg-config --modversion grundy) == "$("$build/grundy" --version | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | head -n1)" ]] ||
  fail "grundy.pc's version is not the CLI's"
# shellcheck disable=SC2086
c++ -std=c++2b -O1 "$tmp/examples/sum_report.cc" -o "$tmp/by-pkg-config" $flags ||
  fail "examples/sum_report.cc did not build with pkg-config --cflags --libs grundy"

# Both programs answer, and agree with the CLI.
for prog in "$tmp/by-cmake/sum_report" "$tmp/by-pkg-config"; do
  out=$("$prog" 'kayles:7 + nim:3')
  value=$("$build/grundy" value 'kayles:7 + nim:3' --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["value"])')
  grep -qx "value:     $value" <<<"$out" || fail "$prog: value is not the CLI's ($value): $out"
  canonical=$("$build/grundy" canonical '{1|*} + clobber:xo' --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["canonical"])')
  out=$("$prog" '{1|*} + clobber:xo')
  grep -qxF "canonical: $canonical" <<<"$out" || fail "$prog: canonical form is not the CLI's ($canonical): $out"
  grep -q "^value:     none" <<<"$out" || fail "$prog: a partizan sum got a Grundy value: $out"
  out=$("$prog" --heap 0.07)
  grep -q "^period:    34 from heap" <<<"$out" || fail "$prog: Dawson's Kayles' period is not 34: $out"
  seq=$("$build/grundy" seq 0.07 19 --json | python3 -c 'import json,sys; print(" ".join(map(str, json.load(sys.stdin)["values"])))')
  grep -qxF "G(0..19): $seq" <<<"$out" || fail "$prog: the sequence is not the CLI's ($seq): $out"
  # A ruleset registered from the archive (linked whole): bad input names the column.
  if "$prog" 'nim:3 + {' >/dev/null 2>"$tmp/err"; then fail "$prog: bad input accepted"; fi
  grep -q "column" "$tmp/err" || fail "$prog: the parse error names no column: $(cat "$tmp/err")"
done
# A ruleset defined outside the tree, registered from the example's own file, solves as the
# built-in octal game of the same rules (and sums with Nim: Dawson's Kayles' G(7) = 2, XOR 3).
out=$("$tmp/by-cmake/own_ruleset" 30) || fail "own_ruleset: $out"
grep -qx "row-pairs agrees with 0.07 on 31 of 31 rows" <<<"$out" || fail "own_ruleset: $out"
g7=$("$build/grundy" seq 0.07 7 --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["values"][7])')
grep -qx "row-pairs:7 + nim:3 has value $((g7 ^ 3))" <<<"$out" || fail "own_ruleset: $out"

# 3. The Python package, where the build made it: imported from the prefix alone, it answers
# as the CLI does.
if [[ -d $build/python/grundy ]]; then
  site=$(find "$tmp/prefix" -type d -name grundy -path '*packages*' | head -n1)
  [[ -n $site ]] || fail "the Python package grundy was not installed"
  got=$(cd "$tmp" && PYTHONPATH=$(dirname "$site") /usr/bin/python3 -c \
    'import grundy; print(grundy.__file__); print(grundy.game("kayles:7 + nim:3").grundy())')
  [[ $(head -n1 <<<"$got") == "$site/__init__.py" ]] || fail "grundy imported from elsewhere: $got"
  [[ $(tail -n1 <<<"$got") == "$value" ]] || fail "the installed module's value is not the CLI's: $got"
fi
echo "install_test: the installed engine builds and answers by CMake and by pkg-config"
