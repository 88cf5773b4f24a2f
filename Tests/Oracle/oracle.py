#!/usr/bin/env python3
"""The independent-solver oracle: random fully determined specs, laid out by `layoutgen eval`
and by kiwisolver (a Cassowary implementation) from the generator's own model of the same
constraints (specgen.py), compared within 1e-6. Each evaluation is also checked by
`layoutgen verify` (every required constraint, clamp and sequence rule holds).

    python3 Tests/Oracle/oracle.py --seed 1 --count 1000
    python3 Tests/Oracle/oracle.py --seed 1234 --count 1 --keep /tmp/case   # reproduce one spec
    python3 Tests/Oracle/oracle.py --family soft --seed 1 --count 2000      # inequalities, priorities

Spec N of a run uses seed `--seed + N`, so a failure's seed reproduces it alone. Needs
`pip install kiwisolver` and a built `layoutgen` (`swift build`).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import specgen  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOLERANCE = 1e-6


def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seed", type=int, default=1, help="seed of the first spec (spec N uses seed + N)")
    p.add_argument("--count", type=int, default=1000, help="number of random specs")
    p.add_argument("--configs", type=int, default=2, help="evaluations per spec (alternately LTR and RTL)")
    p.add_argument("--layoutgen", default=os.path.join(ROOT, ".build/debug/layoutgen"))
    p.add_argument("--keep", metavar="DIR", help="keep the specs and a reproducer script in DIR")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    p.add_argument("--no-verify", action="store_true", help="skip `layoutgen verify`")
    p.add_argument("--family", choices=["determined", "soft"], default="determined",
                   help="determined: fully determined equality specs (specgen.py); soft: inequalities and "
                        "priorities (softspec.py, goalmodel.py, softcheck.py), one evaluation per spec")
    p.add_argument("--max-rejected", type=int, metavar="N",
                   help="soft family: fail when eval rejects more than N specs whose answer is unique "
                        "(a guard against the solver rejecting more than it did)")
    p.add_argument("--size-goals", action="store_true",
                   help="soft family: model every width and height >= 0 as a goal just below the given extents "
                        "(an alternative reading; LANGUAGE.md §7.2 only clamps sizes in the output)")
    return p.parse_args()


def close(a, b):
    return abs(a - b) <= TOLERANCE * max(1.0, abs(a), abs(b))


def compare(expected, actual):
    """Differences between kiwisolver's frames and eval's, as text lines."""
    problems = []
    for k, (e, a) in enumerate(zip(expected["size"], actual["size"])):
        if not close(e, a):
            problems.append(f"size[{k}]: expected {e!r}, eval {a!r}")
    for name, frame in expected["frames"].items():
        got = actual["frames"].get(name)
        if got is None:
            problems.append(f"{name}: missing from eval")
            continue
        for label, e, a in zip("xywh", frame, got):
            if a is None or not close(e, a):
                problems.append(f"{name}.{label}: expected {e!r}, eval {a!r}")
    return problems


def main():
    args = parse_args()
    if not os.access(args.layoutgen, os.X_OK):
        sys.exit(f"oracle: {args.layoutgen} not found; run `swift build` first")
    started = time.time()
    workdir = args.keep or tempfile.mkdtemp(prefix="layoutgen-oracle-")
    os.makedirs(workdir, exist_ok=True)
    # A private copy, so a concurrent `swift build` cannot swap the binary mid-run.
    shutil.copy2(args.layoutgen, os.path.join(workdir, "layoutgen"))
    args.layoutgen = os.path.join(workdir, "layoutgen")
    if args.family == "soft":
        import softcheck
        status = softcheck.run(args, workdir)
        if status == 0 and not args.keep:
            shutil.rmtree(workdir)
        return status

    # STEP 1: generate the specs and their expected frames.
    cases = []      # (seed, spec, config, expected, file)
    files = {}      # file -> [(spec, [configs])]
    for n in range(args.count):
        seed = args.seed + n
        spec = specgen.generate(seed)
        # One layout per file: eval solves every layout of its spec file.
        path = os.path.join(workdir, f"Random{seed}.layout")
        files.setdefault(path, []).append(spec)
        for c in range(args.configs):
            # One evaluation per spec (--configs 1): left to right or right to left by seed.
            config = specgen.configuration(spec, seed, c if args.configs > 1 else seed % 2)
            cases.append((seed, spec, config, spec.expected(config), path))
    for path, specs in files.items():
        with open(path, "w") as f:
            f.write("\n".join(s.text() for s in specs))
    generated = time.time()

    # STEP 2: eval each case; compare with kiwisolver.
    def run_eval(case):
        seed, spec, config, expected, path = case
        command = [args.layoutgen, "eval", path, "--layout", spec.name, *specgen.eval_arguments(spec, config), "--json"]
        out = subprocess.run(command, capture_output=True, text=True)
        if out.returncode != 0:
            return case, [f"eval failed ({out.returncode}): {out.stderr.strip()}"]
        return case, compare(expected, json.loads(out.stdout))

    failures = {}
    with ThreadPoolExecutor(args.jobs) as pool:
        for case, problems in pool.map(run_eval, cases):
            if problems:
                failures.setdefault(case[0], []).append((case, problems))
    evaluated = time.time()

    # STEP 3: the verifier over every case, in one `layoutgen verify --cases` per job.
    verified = 0
    if not args.no_verify:
        # No empty chunk: `verify --cases` of an empty file is a usage error.
        chunks = [chunk for chunk in (cases[j::args.jobs] for j in range(args.jobs)) if chunk]

        def run_verify(j):
            cases_path = os.path.join(workdir, f"verify{j}.cases")
            with open(cases_path, "w") as f:
                for seed, spec, config, expected, path in chunks[j]:
                    f.write(" ".join([path, "--layout", spec.name, *specgen.eval_arguments(spec, config)]) + "\n")
            out = subprocess.run([args.layoutgen, "verify", "--cases", cases_path], capture_output=True, text=True)
            return out, len(chunks[j])

        with ThreadPoolExecutor(args.jobs) as pool:
            for out, n in pool.map(run_verify, range(len(chunks))):
                for line in (out.stdout + out.stderr).strip().splitlines():
                    if line.startswith("verified "):
                        verified += int(line.split()[1])
                        continue
                    found = re.search(r": Random(\d+): ", line) or re.search(r"Random(\d+)\.layout", line)
                    seed = int(found.group(1)) if found else None
                    failures.setdefault(seed, []).append((None, [f"verify: {line}"]))
    finished = time.time()

    print(f"oracle: {args.count} random specs (seeds {args.seed}..{args.seed + args.count - 1}), "
          f"{len(cases)} evaluations compared with kiwisolver, {verified} verified; "
          f"generate {generated - started:.1f}s, eval {evaluated - generated:.1f}s, "
          f"verify {finished - evaluated:.1f}s")
    if not failures:
        if not args.keep:
            shutil.rmtree(workdir)
        return 0
    for seed, items in sorted(failures.items(), key=lambda kv: (kv[0] is None, kv[0] or 0)):
        print(f"\nFAILED seed {seed}: reproduce with "
              f"python3 Tests/Oracle/oracle.py --seed {seed} --count 1"
              + (f" --configs {args.configs}" if args.configs > 1 else "") + f" --keep /tmp/oracle-{seed}")
        for case, problems in items:
            if case:
                print(f"  .build/debug/layoutgen eval {case[4]} {' '.join(specgen.eval_arguments(case[1], case[2]))} --json")
            for p in problems[:12]:
                print("    " + p)
    print(f"\noracle: {len(failures)} of {args.count} specs FAILED (specs kept in {workdir})")
    return 1


if __name__ == "__main__":
    sys.exit(main())
