#!/usr/bin/env python3
"""The include layers (docs/architecture.md), checked from the source: every #include "..." of a
file under src/ must name a folder its own folder may include. Fails, naming the file, the line
and the rule, when an engine folder includes a front end, the store or a ruleset, or a layer
includes one above it. Usage: check_layers.py [SRC_DIR]  (default: the src/ beside tests/)."""
import os
import re
import sys

# What each folder may include besides itself. The engine (grundy/...) from the bottom up; a
# folder not named here may include nothing of the project.
ENGINE = {
    'grundy/core': [],
    'grundy/notation': ['grundy/core'],
    'grundy/games': ['grundy/core', 'grundy/notation'],
    'grundy/impartial': ['grundy/core', 'grundy/notation', 'grundy/games'],
    'grundy/sequence': ['grundy/core', 'grundy/games'],
    'grundy/partizan': ['grundy/core', 'grundy/notation', 'grundy/games', 'grundy/impartial'],
    'grundy/stoppers': ['grundy/core', 'grundy/notation', 'grundy/games', 'grundy/impartial',
                        'grundy/partizan'],
    'grundy/search': ['grundy/core', 'grundy/notation', 'grundy/games', 'grundy/impartial',
                      'grundy/partizan', 'grundy/stoppers'],
}
ALL_ENGINE_BUT_RULESETS = list(ENGINE)
ENGINE['grundy/rulesets'] = ALL_ENGINE_BUT_RULESETS
ENGINE['grundy'] = ALL_ENGINE_BUT_RULESETS + ['grundy/rulesets']  # api.h: the public calls
ALL_ENGINE = list(ENGINE)
FRONT = {
    'store': ALL_ENGINE,
    'app': ALL_ENGINE + ['store'],
    'census': ALL_ENGINE + ['store', 'app'],
    # The CLI loads the server and the MPI census as modules: it includes their entry points.
    'cli': ALL_ENGINE + ['store', 'app', 'census', 'server', 'mpi'],
    'server': ALL_ENGINE + ['store', 'app', 'census'],
    'mpi': ALL_ENGINE + ['store', 'app', 'census'],
    'python': ALL_ENGINE + ['store', 'app'],
}
RULES = {**ENGINE, **FRONT}
INCLUDE = re.compile(r'\s*#\s*include\s+"([^"]+)"')


def folder_of(path):
    """'grundy/core/error.h' -> 'grundy/core'; 'grundy/api.h' -> 'grundy'."""
    return os.path.dirname(path)


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', '..', 'src')
    src = os.path.normpath(src)
    faults = []
    checked = 0
    for dirpath, _, names in os.walk(src):
        for name in sorted(names):
            if not re.search(r'\.(cc|h|inl)$', name):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, src)
            own = folder_of(rel)
            if own not in RULES:
                faults.append(f'{rel}: the folder {own}/ has no place in docs/architecture.md\'s layers')
                continue
            test = name.endswith('_test.cc')
            # A test beside the engine may use any ruleset as its example, never a front end.
            allowed = set(RULES[own]) | {own}
            if test and own in ENGINE:
                allowed |= set(ALL_ENGINE)
            if test and own in FRONT:
                allowed |= set(FRONT)
            checked += 1
            with open(path, encoding='utf-8') as f:
                for number, line in enumerate(f, 1):
                    m = INCLUDE.match(line)
                    if not m:
                        continue
                    target = m.group(1)
                    if target.startswith('tests/') and test:
                        if own in ENGINE and target == 'tests/unit/test_context.h':
                            faults.append(f'{rel}:{number}: an engine test includes {target} '
                                          '(the front ends\' test helpers)')
                        continue
                    if not os.path.exists(os.path.join(src, target)):
                        continue  # generated (git_commit.h) or a system header in quotes
                    tf = folder_of(target)
                    if tf not in allowed:
                        kind = ('a ruleset' if tf == 'grundy/rulesets' else
                                'a front end' if tf in FRONT else 'a layer above it')
                        faults.append(f'{rel}:{number}: {own}/ includes {kind}: {target}')
    for fault in faults:
        print(fault)
    print(f'check_layers: {checked} files, {len(faults)} faults')
    return 1 if faults else 0


if __name__ == '__main__':
    sys.exit(main())
