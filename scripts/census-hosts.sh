#!/usr/bin/env bash
# A census on the machines of an MPI host file (docs/sequences.md, "Censuses on many machines"):
# runs `mpirun --hostfile HOSTS -np K grundy census FAMILY …`, then gathers every rank's results
# store (DB.rank<k>, written on the machine the rank ran on) to this machine and merges them into
# DB with `grundy store merge`. Running it again resumes: members the merged store answers are
# skipped.
#
# Usage: scripts/census-hosts.sh HOSTS K FAMILY [census options…]     (table on stdout)
#   HOSTS   an OpenMPI host file, one machine a line: "node1 slots=8" (# starts a comment)
#   K       the number of ranks (at most the slots, or add --oversubscribe via MPIRUN_ARGS)
#   DB      the merged store: $GRUNDY_DB, else ~/.local/share/grundy/results.sqlite
#   GRUNDY  the binary, at the same path on every machine (default: build/grundy here)
#   MPIRUN_ARGS  more mpirun options (e.g. "--oversubscribe" or "--mca btl_tcp_if_include eth0")
# Every machine needs OpenMPI (scripts/install-deps.sh), grundy built at the same path (a shared
# folder, or the same checkout built on each), and ssh without a password from this one. When DB
# is on a folder every machine shares, the rank stores are already here and nothing is copied.
#
# Example (one machine standing in for many: a host file with "localhost slots=4"):
#   printf 'localhost slots=4\n' >hosts
#   GRUNDY_DB=/tmp/census.sqlite scripts/census-hosts.sh hosts 4 octal:3 --max 65536 >octal3.txt
set -euo pipefail
if (($# < 3)); then
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
  exit 2
fi
hosts=$1 ranks=$2
shift 2
here="$(cd "$(dirname "$0")/.." && pwd)"
grundy="${GRUNDY:-$here/build/grundy}"
db="${GRUNDY_DB:-${XDG_DATA_HOME:-$HOME/.local/share}/grundy/results.sqlite}"
[[ "$db" = /* ]] || db="$PWD/$db"
mkdir -p "$(dirname "$db")"
if [[ $(id -u) -eq 0 ]]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi

# The census: rank 0 (on the first host) schedules and prints the table; each rank k writes
# $db.rank<k> on its own machine and reads $db where it exists.
# shellcheck disable=SC2086  # MPIRUN_ARGS is a list of options
mpirun --hostfile "$hosts" -np "$ranks" ${MPIRUN_ARGS:-} -x GRUNDY_DB="$db" \
  "$grundy" census "$@" --db "$db"

# Gather the rank stores of the other machines (nothing to do for this one, or a shared folder).
gathered=$(mktemp -d)
copied=()
trap 'rm -rf "$gathered"' EXIT
for host in $(sed 's/#.*//' "$hosts" | awk 'NF { print $1 }' | sort -u); do
  case "$host" in localhost | 127.0.0.1 | "$(hostname)" | "$(hostname -f 2>/dev/null)") continue ;; esac
  mkdir -p "$gathered/$host"
  # A rank store is a SQLite file with a write-ahead log: the ranks have exited, so the file
  # alone holds everything (the last connection's close checkpointed the log).
  if scp -q -o BatchMode=yes "$host:$db.rank*" "$gathered/$host/" 2>/dev/null; then
    copied+=("$host")
  else
    echo "census-hosts: no rank store copied from $host (shared folder, or no rank ran there)" >&2
  fi
done
sources=()
for f in "$db".rank* "$gathered"/*/*.rank*; do
  if [[ -f "$f" && "$f" != *-wal && "$f" != *-shm ]]; then sources+=("$f"); fi
done
if ((${#sources[@]})); then
  "$grundy" store merge "$db" "${sources[@]}" >&2
  # Merged (a conflict stops the script first): the rank stores are no longer needed.
  rm -f "$db".rank*
  for host in "${copied[@]}"; do ssh -o BatchMode=yes "$host" "rm -f '$db'.rank*" || true; done
fi
