# Sourced by scripts/test.sh and scripts/test-long.sh: each step of a test run is a named stage,
# timed, and the run ends with a table of every stage's wall time (issue 28: every CI log shows
# where the time went), printed also when a stage fails.
#   stage NAME COMMAND [ARG...]   runs COMMAND as the stage NAME; a failure ends the run
#   stage_release_build           the first stage of both: the release build in build/
# JOBS (the number of cores unless set) is exported to every stage.
JOBS=${JOBS:-$(nproc)}
export JOBS
stage_names=()
stage_seconds=()
stage_status=()
stages_start=$EPOCHREALTIME

# Seconds between two $EPOCHREALTIME readings, to a tenth.
stage_elapsed() {
  awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'
}

stage() {
  local name=$1
  shift
  echo "== $name"
  local t0=$EPOCHREALTIME status=0
  "$@" || status=$?
  stage_names+=("$name")
  stage_seconds+=("$(stage_elapsed "$t0" "$EPOCHREALTIME")")
  stage_status+=("$status")
  if ((status != 0)); then
    echo "FAILED: $name (exit $status)" >&2
    exit "$status"
  fi
}

stage_release_build() {
  stage "build: release (build/)" ./scripts/build.sh build
}

print_stage_table() {
  local status=$?
  echo
  echo "== stage times (wall clock)"
  printf '%-52s %9s  %s\n' stage seconds result
  local i
  for i in "${!stage_names[@]}"; do
    local result=ok
    ((stage_status[i] == 0)) || result="FAILED (exit ${stage_status[i]})"
    printf '%-52s %9s  %s\n' "${stage_names[$i]}" "${stage_seconds[$i]}" "$result"
  done
  printf '%-52s %9s\n' total "$(stage_elapsed "$stages_start" "$EPOCHREALTIME")"
  return $status
}
trap print_stage_table EXIT
