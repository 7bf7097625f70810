# Writes OUT (a header defining GRUNDY_GIT_COMMIT) from `git describe`, touching it only when the
# commit changed, so a build after a commit recompiles one file and a build without one nothing.
execute_process(COMMAND git -C "${SRC}" rev-parse --short=12 HEAD OUTPUT_VARIABLE commit
                OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE failed)
if(failed)
  set(commit "")
else()
  execute_process(COMMAND git -C "${SRC}" status --porcelain --untracked-files=no
                  OUTPUT_VARIABLE dirty OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(dirty)
    set(commit "${commit}-dirty")
  endif()
endif()
file(WRITE "${OUT}.tmp" "#pragma once\n#define GRUNDY_GIT_COMMIT \"${commit}\"\n")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUT}.tmp" "${OUT}")
file(REMOVE "${OUT}.tmp")
