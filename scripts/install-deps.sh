#!/usr/bin/env bash
# Installs the Debian packages grundy needs, only those missing. Idempotent and quick when
# everything is present. Run as root on Debian 12 (the README's set-up commands call it).
set -euo pipefail

build_pkgs=(g++ cmake make ninja-build pkg-config git
  libcpp-httplib-dev nlohmann-json3-dev libcli11-dev libfmt-dev
  libgtest-dev libbenchmark-dev libsqlite3-dev sqlite3 python3
  clang libclang-rt-14-dev  # clang and its libFuzzer runtime: the fuzz targets (fuzz/)
  libopenmpi-dev openmpi-bin  # the census under mpirun (src/mpi/; a build without them works)
  ccache                      # the fuzz build (scripts/fuzz.sh) goes through it
  pybind11-dev python3-pybind11 python3-pytest python3-numpy  # the Python module (src/python)
  jupyter-nbconvert python3-ipykernel)  # run the notebooks (docs/notebooks, ctest notebooks)
browser_pkgs=(chromium nodejs npm)
load_pkgs=(wrk)  # the C client of `make load` (tests/load/wrk_load.sh)

want=("${build_pkgs[@]}")
for option in "$@"; do
  case "$option" in
    --with-browser) want+=("${browser_pkgs[@]}") ;;
    --with-load) want+=("${load_pkgs[@]}") ;;
    *) echo "install-deps: unknown option $option (--with-browser, --with-load)" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${want[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    # npm may come with a Node.js that already ships it.
    if [[ "$p" == npm ]] && command -v npm >/dev/null 2>&1; then continue; fi
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}" >&2
  if [[ $(id -u) -ne 0 ]]; then SUDO=sudo; else SUDO=; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
