# The README's set-up commands. Each installs what is missing (Debian 12, as root), then builds.
BUILD ?= build
JOBS ?= $(shell nproc)

.PHONY: deps build test test-unit test-sanitize test-browser serve bench format clean

deps:
	./scripts/install-deps.sh

build: deps
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
	cmake --build $(BUILD) -j $(JOBS)

test: build
	./scripts/test.sh

test-browser: build
	./scripts/install-deps.sh --with-browser
	./tests/browser/run.sh $(BUILD)/grundy

serve: build
	$(BUILD)/grundy serve

bench: build
	$(BUILD)/grundy bench

format:
	clang-format -i $$(git ls-files '*.cc' '*.h')

clean:
	rm -rf $(BUILD) build-sanitize
