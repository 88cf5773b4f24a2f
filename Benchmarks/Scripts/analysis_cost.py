#!/usr/bin/env python3
"""What the analysis (LANGUAGE.md §12) adds to `layoutgen generate`: the whole-process CPU time
(user plus system) of `generate SPECS` with it and without it (`--no-checks`), each run on its
own process and read from the kernel's accounting of that process (`wait4`, microseconds), the
two alternating, `--runs` rounds of `--repeat` processes each; prints the median CPU time of one
process with and without, in seconds, and their ratio. With `--instructions`, also the
instructions of one process each way (valgrind, which does not depend on the machine's load).

usage: analysis_cost.py LAYOUTGEN SPECS OUTPUT [--runs N] [--repeat N] [--instructions]
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile


def cpu_seconds(command):
    """The CPU time of one run of `command` (user plus system), from the kernel."""
    with open(os.devnull, "wb") as null:
        process = subprocess.Popen(command, stdout=null, stderr=null)
        _, _, usage = os.wait4(process.pid, 0)
    return usage.ru_utime + usage.ru_stime


def instructions(command):
    """The instructions valgrind counts for one run of `command` (nil without valgrind)."""
    if not shutil.which("valgrind"):
        return None
    with tempfile.TemporaryDirectory() as work:
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={work}/out"] + command,
            capture_output=True, text=True)
        found = re.search(r"Collected : (\d+)|refs:\s+([\d,]+)", run.stderr)
        return int((found.group(1) or found.group(2)).replace(",", "")) if found else None


def main():
    arguments = sys.argv[1:]
    layoutgen, specs, output = arguments[:3]
    runs = int(arguments[arguments.index("--runs") + 1]) if "--runs" in arguments else 21
    repeat = int(arguments[arguments.index("--repeat") + 1]) if "--repeat" in arguments else 10
    modes = {"checks": [], "nochecks": ["--no-checks"]}
    commands = {mode: [layoutgen, "generate", specs, "--output", f"{output}-{mode}"] + flags for mode, flags in modes.items()}
    for command in commands.values():
        cpu_seconds(command)  # the first run writes the files; the timed ones find them up to date
    times = {mode: [] for mode in modes}
    for _ in range(runs):
        for mode, command in commands.items():
            times[mode].append(sum(cpu_seconds(command) for _ in range(repeat)) / repeat)
    with_checks = statistics.median(times["checks"])
    without = statistics.median(times["nochecks"])
    print(f"cpu {with_checks:.5f} {without:.5f} {with_checks / without:.3f}")
    if "--instructions" in arguments:
        counts = {mode: instructions(command) for mode, command in commands.items()}
        if None not in counts.values():
            print(f"instructions {counts['checks']} {counts['nochecks']} {counts['checks'] / counts['nochecks']:.3f}")


if __name__ == "__main__":
    main()
