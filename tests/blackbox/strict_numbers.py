#!/usr/bin/env python3
"""Every numeric option and argument of every command is read strictly (app/natural.h).

The commands come from `grundy --help` (the registry, app/command.h), their numeric parameters
from each command's --help, by the type it shows: `WHOLE` (a whole number), `WHOLE≥K`, `A..B`,
`…:SECONDS` (--timeout) and `…:BYTES` (--memory). For each, a negative number, a number below
the least allowed (0 where 0 is refused), a number past the largest, garbage and a number too
large for 64 bits must each be refused with exit status 2 and a message naming the parameter
and quoting the bad text, never CLI11's own words ("Could not convert") and never a wrapped
unsigned number. A numeric type shown bare (UINT, INT, FLOAT: read by CLI11 alone) is a fault.

usage: strict_numbers.py GRUNDY"""
import re
import subprocess
import sys

HUGE = "99999999999999999999999"
NATURAL_BAD = ["-1", "-5", "abc", "1.5", "+3", "", HUGE]
SECONDS_BAD = ["-1", "abc", "nan", "inf", "1e999"]
BYTES_BAD = ["0", "-1", "abc", "1.5G", HUGE]
BARE_NUMERIC = {"UINT", "INT", "FLOAT", "NUMBER"}
RAW_CLI11 = ["Could not convert", "is required"]
WRAPPED = "18446744073709551"  # 2^64 - 1 - k: a negative number read as unsigned


def run(binary, args):
    try:
        r = subprocess.run([binary, *args], capture_output=True, text=True, timeout=20,
                           stdin=subprocess.DEVNULL)
        return r.returncode, r.stdout + r.stderr
    except subprocess.TimeoutExpired:
        return None, "timed out (the bad value was accepted)"


def subcommands(binary, path):
    """The commands under `grundy PATH --help` (a group such as `store` has its own)."""
    _, out = run(binary, [*path, "--help"])
    names, inside = [], False
    for line in out.splitlines():
        if line.startswith("Subcommands:"):
            inside = True
        elif inside and re.match(r"^  (\S+)", line):
            names.append(line.split()[0])
        elif inside and line and not line.startswith(" "):
            inside = False
    return names


def commands(binary):
    """Every command as the words that name it: ["value"], ["store", "merge"], …"""
    found = []
    for name in subcommands(binary, []):
        subs = subcommands(binary, [name])
        found += [[name, sub] for sub in subs] if subs else [[name]]
    return found


def params(binary, command):
    """(spelling, type label, positional, required) of each parameter --help shows."""
    _, out = run(binary, [*command, "--help"])
    found, section = [], None
    for line in out.splitlines():
        if line.startswith("Positionals:"):
            section = "positional"
        elif line.startswith("Options:"):
            section = "option"
        m = re.match(r"^  (\S+) (\S+)", line)
        if not m or section is None or m.group(1).startswith("-h"):
            continue
        spelling, label = m.group(1), m.group(2).split("=")[0]
        if section == "option" and not spelling.startswith("--"):
            continue
        found.append((spelling, label, section == "positional", "REQUIRED" in line))
    return found


def bad_values(label):
    """The texts a parameter of this type must refuse; None when it is not numeric."""
    if label.endswith(":SECONDS"):
        return SECONDS_BAD
    if label.endswith(":BYTES"):
        return BYTES_BAD
    m = re.fullmatch(r"WHOLE(?:≥(\d+))?|(\d+)\.\.(\d+)", label)
    if not m:
        return None
    least = int(m.group(1) or m.group(2) or 0)
    values = list(NATURAL_BAD)
    if least > 0:
        values.append(str(least - 1))
    if m.group(3):
        values.append(str(int(m.group(3)) + 1))
    return values


def filler(label):
    """A valid text for a positional parameter not under test."""
    m = re.fullmatch(r"WHOLE≥(\d+)|(\d+)\.\.\d+", label)
    if m:
        return m.group(1) or m.group(2)
    return "1" if label.startswith("WHOLE") else "0"


def main():
    binary = sys.argv[1]
    faults, checked = [], 0
    all_commands = commands(binary)
    if len(all_commands) < 10:
        print(f"strict_numbers: only {len(all_commands)} commands found in --help")
        return 1
    for command in all_commands:
        declared = params(binary, command)
        positionals = [(s, l) for s, l, positional, required in declared if positional and required]
        for spelling, label, positional, _ in declared:
            if label.split(":")[0] in BARE_NUMERIC and ":" not in label:
                faults.append(f"{' '.join(command)} {spelling}: shown as {label}, read unchecked")
                continue
            values = bad_values(label)
            if values is None:
                continue
            for value in values:
                if positional:
                    args = [value if s == spelling else filler(l) for s, l in positionals]
                    if (spelling, label) not in positionals:
                        args.append(value)
                else:
                    args = [filler(l) for _, l in positionals] + [spelling, value]
                status, out = run(binary, [*command, *args])
                checked += 1
                name = spelling
                want_text = f'"{value}"'
                problems = []
                if status != 2:
                    problems.append(f"exit status {status}, not 2")
                if name not in out:
                    problems.append(f"the message does not name {name}")
                if want_text not in out:
                    problems.append(f"the message does not quote {want_text}")
                if value.startswith("-") and WRAPPED in out:
                    problems.append("the message has a wrapped number")
                for raw in RAW_CLI11:
                    if raw in out:
                        problems.append(f"the message has {raw!r}")
                if problems:
                    faults.append(f"grundy {' '.join(command)} {' '.join(args)!r}: "
                                  f"{'; '.join(problems)}: {out.strip()[:200]!r}")
    for fault in faults:
        print(fault)
    print(f"strict_numbers: {len(all_commands)} commands, {checked} bad values given, "
          f"{len(faults)} faults")
    return 1 if faults or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
