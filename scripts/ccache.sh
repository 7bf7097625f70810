# Sourced by the build scripts: every CMake build goes through ccache where there is one, with
# CCACHE_BASEDIR so a clone in another folder (CI's, a worktree) hits the same cache. Sets
# `launcher` to the CMake arguments that turn it on (empty without ccache).
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}
  # Debug builds carry -g, which would put the build folder in every hash.
  export CCACHE_NOHASHDIR=1
  # Files compiled with a precompiled header (CMakeLists.txt, GRUNDY_PCH) are cached only so.
  export CCACHE_SLOPPINESS=${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}
  # Four builds (release, sanitizers, ThreadSanitizer, fuzz) of about 240 objects each.
  ccache --max-size=5G >/dev/null 2>&1 || true
fi
