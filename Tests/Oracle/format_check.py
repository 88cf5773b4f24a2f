#!/usr/bin/env python3
"""`layoutgen format` changes no frame: random specs of both oracle generators (specgen.py, the
determined family; softspec.py, inequalities and priorities), each spaced untidily at random
(indentation, doubled spaces, spaces around operators taken out; no blank line added, so that
an error's line stays where it was), are formatted;
then the formatted spec is evaluated at the generator's configurations and must give exactly
the frames (or the same errors) of the spec as generated, formatting it again must change
nothing, and it must be the text the untidy one's formatting gave from the tidy one.

usage: python3 Tests/Oracle/format_check.py [--seed N] [--count N] [--layoutgen PATH]
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import softspec  # noqa: E402
import specgen  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def untidy(text, rng):
    """The same tokens, spaced otherwise (a sequence line keeps its text after the colon)."""
    lines = []
    for line in text.splitlines():
        body = line.strip()
        if body and not body.startswith(("H", "V", "//")):
            body = re.sub(r" (==|<=|>=|=|\+|,) ", lambda m: m.group(1) if rng.random() < 0.5 else m.group(0), body)
            body = re.sub(r" ", lambda m: "  " if rng.random() < 0.2 else " ", body)
        lines.append(" " * rng.randint(0, 8) + body)
    return "\n".join(lines) + "\n"


def run(layoutgen, *arguments):
    return subprocess.run([layoutgen, *arguments], capture_output=True, text=True)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=100)
    p.add_argument("--layoutgen", default=os.path.join(ROOT, ".build/debug/layoutgen"))
    args = p.parse_args()
    problems, evaluations, laid_out = [], 0, 0
    with tempfile.TemporaryDirectory() as work:
        for n in range(args.count):
            seed = args.seed + n
            rng = random.Random(seed)
            if n % 2 == 0:
                spec = specgen.generate(seed)
                configs = [specgen.configuration(spec, seed, c) for c in range(2)]
                arguments = [specgen.eval_arguments(spec, c) for c in configs]
            else:
                spec, _ = softspec.generate(seed)
                arguments = [softspec.eval_arguments(spec, softspec.configuration(spec, seed))]
            tidy, messy = os.path.join(work, f"tidy{n}.layout"), os.path.join(work, f"messy{n}.layout")
            with open(tidy, "w") as f:
                f.write(spec.text())
            with open(messy, "w") as f:
                f.write(untidy(spec.text(), rng))
            formatted = run(args.layoutgen, "format", tidy, messy)
            if formatted.returncode != 0:
                problems.append(f"seed {seed}: format failed: {formatted.stderr.strip()}")
                continue
            if open(tidy).read() != open(messy).read():
                problems.append(f"seed {seed}: the untidy spec formats to another text than the tidy one")
            if run(args.layoutgen, "format", "--check", messy).returncode != 0:
                problems.append(f"seed {seed}: formatting twice changes the spec")
            original = os.path.join(work, f"original{n}.layout")
            with open(original, "w") as f:
                f.write(spec.text())
            for argv in arguments:
                before = run(args.layoutgen, "eval", original, *argv, "--json")
                after = run(args.layoutgen, "eval", messy, *argv, "--json")
                evaluations += 1
                laid_out += before.returncode == 0
                same_errors = before.stderr.replace(original, "X") == after.stderr.replace(messy, "X")
                if before.stdout != after.stdout or before.returncode != after.returncode or (
                        before.returncode != 0 and not same_errors):
                    problems.append(f"seed {seed}: eval {' '.join(argv)} differs after formatting")
    if problems:
        print("format check: FAILED\n  " + "\n  ".join(problems[:20]))
        sys.exit(1)
    print(f"format check: {args.count} random specs (seeds {args.seed}..{args.seed + args.count - 1}) spaced at random "
          f"and formatted: the same text as the tidy spec's, stable, and {evaluations} evaluations identical "
          f"({laid_out} laid out, the others the same errors)")


if __name__ == "__main__":
    main()
