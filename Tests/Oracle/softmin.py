#!/usr/bin/env python3
"""Shrink a failing spec of the soft family: drop statements (constraints, sequences) one at a
time, and views no statement names, while the evaluation still fails the same way (disagree or
break), then print the smallest spec, the eval command and both answers.

    python3 Tests/Oracle/softmin.py --seed 889 --layoutgen .build/debug/layoutgen [--keep DIR]
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import goalmodel  # noqa: E402
import softcheck  # noqa: E402
import softspec  # noqa: E402


def classify(spec, config, layoutgen, workdir):
    path = os.path.join(workdir, f"{spec.name}.layout")
    with open(path, "w") as f:
        f.write(spec.text())
    arguments = softspec.eval_arguments(spec, config)
    out = subprocess.run([layoutgen, "eval", path, "--layout", spec.name, *arguments, "--json"],
                         capture_output=True, text=True)
    if out.returncode != 0:
        return "rejected", None, None
    actual = json.loads(out.stdout)
    try:
        moved = goalmodel.required_break(spec, config, actual)
    except Exception as e:      # noqa: BLE001
        moved = [repr(e)]
    if moved:
        return "break", actual, moved
    status, expected = goalmodel.expect(spec, config)
    if status != "unique":
        return "ambiguous", actual, None
    problems = softcheck.compare(expected, actual)
    return ("disagree" if problems else "agree"), actual, (expected, problems)


def blocks(spec):
    out, stack = [], [spec.root]
    while stack:
        b = stack.pop()
        out.append(b)
        stack += [v.inner for v in b.views if v.inner]
    return out


def named(spec, view):
    for b in blocks(spec):
        for s in b.statements:
            if isinstance(s, softspec.Sequence):
                if any(n != "edge" and n[0] is view for n in s.nodes):
                    return True
            elif any(ref is view for e in s.exprs for _, ref, _ in e.terms):
                return True
    return False


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--layoutgen", required=True)
    p.add_argument("--keep", metavar="DIR")
    args = p.parse_args()
    workdir = args.keep or tempfile.mkdtemp(prefix="layoutgen-softmin-")
    os.makedirs(workdir, exist_ok=True)
    spec, _ = softspec.generate(args.seed, goalmodel.consistent)
    config = softspec.configuration(spec, args.seed)
    kind, _, _ = classify(spec, config, args.layoutgen, workdir)
    if kind not in ("break", "disagree"):
        sys.exit(f"seed {args.seed}: {kind}, nothing to shrink")
    changed = True
    while changed:
        changed = False
        for b in blocks(spec):
            for s in list(b.statements):
                k = b.statements.index(s)
                b.statements.remove(s)
                if classify(spec, config, args.layoutgen, workdir)[0] == kind:
                    changed = True
                else:
                    b.statements.insert(k, s)
            for v in list(b.views):
                if v.inner or named(spec, v):
                    continue
                k = b.views.index(v)
                b.views.remove(v)
                spec.views.remove(v)
                if classify(spec, config, args.layoutgen, workdir)[0] == kind:
                    changed = True
                else:
                    b.views.insert(k, v)
                    spec.views = order(spec)
    kind, actual, detail = classify(spec, config, args.layoutgen, workdir)
    print(spec.text())
    print("layoutgen eval " + os.path.join(workdir, spec.name + ".layout") + " " +
          " ".join(softspec.eval_arguments(spec, config)))
    print(f"{kind}: eval {json.dumps(actual)}")
    if kind == "break":
        print("  required constraints: " + "; ".join(detail))
    else:
        print(f"  model {json.dumps({'size': detail[0]['size'], 'frames': detail[0]['frames']})}")
        for line in detail[1]:
            print("  " + line)


def order(spec):
    out = []

    def walk(b):
        for v in b.views:
            out.append(v)
            if v.inner:
                walk(v.inner)
    walk(spec.root)
    return out


if __name__ == "__main__":
    main()
