# The README's set-up commands. Each installs what is missing (Debian 12, as root), then builds.
BUILD ?= build
JOBS ?= $(shell nproc)
# `make fuzz`: each libFuzzer target runs this many seconds (scripts/fuzz.sh; FUZZ_TARGETS, if
# set, names the ones to run).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=

# `make load`: the mixed load's latency with wrk (tests/load/wrk_load.sh), this many seconds.
LOAD_SECONDS ?= 60

.PHONY: deps build test test-long test-browser serve bench format clean fuzz load deadlines

deps:
	./scripts/install-deps.sh

build: deps
	JOBS=$(JOBS) ./scripts/build.sh $(BUILD)

# `make test` builds as its first timed stage (scripts/test.sh prints each stage's time).
test: deps
	JOBS=$(JOBS) ./scripts/test.sh

# The research-scale checks: ctest label `long` and the fuzz targets' minute-long runs.
test-long: deps
	JOBS=$(JOBS) ./scripts/test-long.sh

test-browser: build
	./scripts/install-deps.sh --with-browser
	./tests/browser/run.sh $(BUILD)/grundy

fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) JOBS=$(JOBS) ./scripts/fuzz.sh $(FUZZ_TARGETS)

load: build
	./scripts/install-deps.sh --with-load
	./tests/load/wrk_load.sh $(BUILD)/grundy $(LOAD_SECONDS)

# Every command and route on expensive inputs at budgets of 0.2, 0.5 and 2 s, one at a time
# (command line) and 8 at a time (server): late past budget × 1.2 + 0.1 s fails (issue 33).
deadlines: build
	python3 tests/load/deadlines.py $(BUILD)/grundy

serve: build
	$(BUILD)/grundy serve

bench: build
	$(BUILD)/grundy bench

format:
	clang-format -i $$(git ls-files '*.cc' '*.h')

clean:
	rm -rf $(BUILD) build-sanitize build-fuzz build-tsan
