#!/usr/bin/env python3
"""The order of `view` lines, checked: each evaluation the oracle kept, evaluated again with the
one-line `view` lines of each block of the spec (the layout's, each container view's) in
reverse order within that block.

LANGUAGE.md §7.3: the order of `view` lines never changes a proposal; §7: soft constraints of
one priority are met in declaration order, so where two of them compete the order may decide
(and `check` says so at the heights it checks, LANGUAGE.md §12). So an evaluation that one
order accepts and the other rejects is a defect, and so are frames that differ where `check`
reports no order tie (on the spec as written, or with the evaluated size as its `domain`) or
where `verify` rejects either answer. Frames that differ at a tie `check` reports are listed.

usage: oracle.py [--family soft] --seed S --count N --keep DIR ...   (keeps DIR/verify*.cases)
       swapcheck.py --layoutgen BIN DIR
Exits 1 when an evaluation is accepted in one order and rejected in the other, or differs
without a tie `check` reports or an answer `verify` accepts.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import tempfile

NUMBER = re.compile(r"-?[0-9.]+(?:e-?[0-9]+)?")


def reversed_views(text):
    """The spec with the one-line `view` lines of each block (the layout's, and each container
    view's) in reverse order within that block, and how many lines moved."""
    lines = text.split("\n")
    blocks = {}
    stack = []
    for i, line in enumerate(lines):
        code = line.split("//")[0].rstrip()
        if re.match(r"^\s+view [^{]*$", code) and stack:
            blocks.setdefault(stack[-1], []).append(i)
        if code.endswith("{"):
            stack.append(i)
        elif code.strip() == "}" and stack:
            stack.pop()
    moved = 0
    for where in blocks.values():
        if len(where) < 2:
            continue
        originals = [lines[i] for i in where]
        for i, line in zip(where, originals[::-1]):
            lines[i] = line
        moved += len(where)
    return "\n".join(lines), moved


def frames(output):
    """`name -> numbers` of `layoutgen eval`'s output (its order is the declaration order)."""
    result = {}
    for line in output.splitlines():
        name, _, rest = line.partition(" ")
        if rest:
            result[name] = [float(x) for x in NUMBER.findall(rest)]
    return result


def close(a, b):
    return a.keys() == b.keys() and all(
        len(a[k]) == len(b[k]) and all(abs(x - y) <= 1e-6 for x, y in zip(a[k], b[k])) for k in a)


def given_extents(arguments):
    """`domain` lines for the extents the evaluation gives rather than fits (`--size WxH`
    without `--fit` on that axis): `check` examines a given height only where a domain says so
    (LANGUAGE.md §12), and a tie may show only at the evaluated size."""
    size = arguments[arguments.index("--size") + 1].split("x")
    fit = arguments[arguments.index("--fit") + 1] if "--fit" in arguments else ""
    lines = []
    if fit not in ("width", "both"):
        lines.append(f"    domain super.width {size[0]}...{size[0]}")
    if fit not in ("height", "both"):
        lines.append(f"    domain super.height {size[1]}...{size[1]}")
    return lines


def reports_tie(layoutgen, spec, text, arguments, work):
    """Whether `check` reports that declaration order decides a tie: as the spec stands, or
    with the evaluated extents as its domains."""
    check = subprocess.run([layoutgen, "check", spec], capture_output=True, text=True)
    if "declaration order decides" in check.stderr:
        return True
    domains = given_extents(arguments)
    if not domains:
        return False
    head = re.search(r"^layout \w+ \{\n", text, re.M)
    path = os.path.join(work, "domain-" + os.path.basename(spec))
    with open(path, "w") as f:
        f.write(text[:head.end()] + "\n".join(domains) + "\n" + text[head.end():])
    check = subprocess.run([layoutgen, "check", path], capture_output=True, text=True)
    return "declaration order decides" in check.stderr


def compare(layoutgen, case, work):
    spec, arguments = case[0], case[1:]
    text = open(spec).read()
    swapped, count = reversed_views(text)
    if count < 2 or swapped == text:
        return ("skipped", spec)
    other = os.path.join(work, os.path.basename(spec))
    with open(other, "w") as f:
        f.write(swapped)
    a = subprocess.run([layoutgen, "eval", spec] + arguments, capture_output=True, text=True)
    b = subprocess.run([layoutgen, "eval", other] + arguments, capture_output=True, text=True)
    command = f"{layoutgen} eval {spec} {' '.join(arguments)}"
    if (a.returncode == 0) != (b.returncode == 0):
        return ("one order rejected", command)
    if a.returncode != 0 or close(frames(a.stdout), frames(b.stdout)):
        return ("same", spec)
    tie = reports_tie(layoutgen, spec, text, arguments, work)
    verified = all(
        subprocess.run([layoutgen, "verify", path] + arguments, capture_output=True).returncode == 0
        for path in (spec, other))
    kind = "differ at a tie" if tie and verified else "differ unexplained"
    return (kind, f"{command} (check reports an order tie: {'yes' if tie else 'no'}; "
                  f"verify accepts both: {'yes' if verified else 'no'})")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--layoutgen", required=True)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    p.add_argument("kept", help="a directory the oracle kept (--keep DIR)")
    args = p.parse_args()
    cases = []
    for path in sorted(glob.glob(os.path.join(args.kept, "verify*.cases"))):
        cases += [line.split() for line in open(path) if line.strip()]
    with tempfile.TemporaryDirectory(prefix="layoutgen-swap-") as work:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(lambda c: compare(args.layoutgen, c, work), cases))
    kinds = ("same", "differ at a tie", "differ unexplained", "one order rejected", "skipped")
    count = {kind: sum(1 for r in results if r[0] == kind) for kind in kinds}
    print(f"swapcheck: {len(cases)} evaluations, {count['skipped']} with fewer than two view lines to swap; "
          f"{count['same']} the same in both orders, {count['differ at a tie']} differ at a tie check reports, "
          f"{count['differ unexplained']} differ otherwise, {count['one order rejected']} accepted in one order only")
    for kind, detail in results:
        if kind not in ("same", "skipped"):
            print(f"  {kind}: {detail}")
    return 1 if count["one order rejected"] or count["differ unexplained"] else 0


if __name__ == "__main__":
    sys.exit(main())
