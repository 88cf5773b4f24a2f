#!/usr/bin/env python3
"""The imported corpus as compiled code: for every .xib of Tests/Fixtures/InterfaceBuilder whose
roots the model (ib_model.py) solves uniquely at 375 wide, the imported spec is committed in
Tests/CommittedLayoutTests/Layouts/Imported (generated into Generated/ as every committed spec
is), and Tests/CommittedLayoutTests/ImportedCorpusTests.swift calls its generated code once,
fitted to 375, expecting the model's frames — numbers of the model, never of layoutgen.

    python3 Tests/Oracle/ib_committed.py --layoutgen L          # exit 1 when anything is stale
    python3 Tests/Oracle/ib_committed.py --layoutgen L --write  # write the specs and the tests
"""

import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from ib_compare import read_spec  # noqa: E402
from ib_model import model  # noqa: E402

ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.join(ROOT, "Tests", "Fixtures", "InterfaceBuilder")
SPECS = os.path.join(ROOT, "Tests", "CommittedLayoutTests", "Layouts", "Imported")
TESTS = os.path.join(ROOT, "Tests", "CommittedLayoutTests", "ImportedCorpusTests.swift")
WIDTH = 375


def number(value):
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def cases(layoutgen, out):
    """(spec file name, spec text, Swift test) for each root the model solves at WIDTH."""
    found = []
    for path in sorted(os.path.join(d, f) for d, _, fs in os.walk(CORPUS) for f in fs if f.endswith(".xib")):
        directory = os.path.join(out, str(len(found)) + os.path.basename(path))
        subprocess.run([layoutgen, "import", path, "--output", directory], capture_output=True, text=True)
        if not os.path.isdir(directory):
            continue
        specs = {}
        for name in os.listdir(directory):
            spec_path = os.path.join(directory, name)
            layout, root_id, views = read_spec(spec_path)
            with open(spec_path, encoding="utf-8") as f:
                specs[root_id] = (name, f.read(), layout, views)
        for root in model(path, [WIDTH])["roots"]:
            if root["status"] != "unique" or root["size"][1] < 0 or root.get("ties") or root["id"] not in specs:
                continue
            name, text, layout, views = specs[root["id"]]
            if "// not imported:" in text:
                continue
            check = subprocess.run([layoutgen, "check", os.path.join(directory, name)], capture_output=True, text=True)
            if check.returncode != 0:
                continue
            found.append((name, text, swift_test(os.path.relpath(path, CORPUS), layout, views, root, text)))
    return found


def function_name(layout):
    """`ARAlertViewController` → `arAlertViewController`, `SpinnerAlert` → `spinnerAlert`."""
    capitals = len(layout) - len(layout.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    lowered = capitals - 1 if 1 < capitals < len(layout) else capitals
    return layout[:lowered].lower() + layout[lowered:]


def swift_test(source, layout, views, root, text):
    """One @Test: the generated layout fitted to WIDTH, with the model's frames."""
    measured = {n: v["frame"] for n, v in views.items() if v["measured"] and v["frame"]}
    hidden = [n for n, v in views.items() if v["optional"]]
    answer = "MeasuredText(size)" if "Baseline" in text else "size"
    lines = [f"    /// {source}: the model's frames at {WIDTH} wide, fitted.",
             f"    @Test func {function_name(layout)}() {{"]
    if measured:
        entries = ", ".join(f".{n}: CGSize(width: {number(f[2])}, height: {number(f[3])})" for n, f in measured.items())
        lines.append(f"        let sizes: [{layout}.Measured: CGSize] = [{entries}]")
    arguments = []
    if hidden:
        arguments.append("hidden: [" + ", ".join(f".{n}" for n in hidden) + "]")
    if measured:
        lines.append(f"        let measure = {{ (view: {layout}.Measured, _: CGSize) in let size = sizes[view]!; return {answer} }}")
        arguments.append("measure: measure")
    rest = "".join(", " + a for a in arguments)
    lines.append(f"        let size = {layout}.sizeThatFits(CGSize(width: {WIDTH}, height: 0){rest})")
    lines.append(f"        let layout = {layout}.layout(in: size{rest})")
    w, h = root["size"]
    lines.append(f"        expect(size, CGSize(width: {number(w)}, height: {number(h)}))")
    by_id = {v["id"]: n for n, v in views.items()}
    for view_id, (x, y, fw, fh) in root["frames"].items():
        name = by_id[view_id]
        lines.append(f"        expect(layout.{name}, CGRect(x: {number(x)}, y: {number(y)}, "
                     f"width: {number(max(fw, 0))}, height: {number(max(fh, 0))}))")
    lines.append("    }")
    return "\n".join(lines)


HEADER = '''// Written by Tests/Oracle/ib_committed.py from ib_model.py's frames; do not edit.

import Foundation
import Testing

/// The corpus's imported specs (Layouts/Imported), compiled as generated, laid out fitted to
/// 375 wide with each measured view its size in the Interface Builder file: the frames are an
/// independent Auto Layout model's of the XML (Tests/Oracle/ib_model.py), not layoutgen's.
@Suite struct ImportedCorpusTests {
    func expect(_ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = [
            (actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width),
            (actual.height, expected.height),
        ].allSatisfy { abs($0 - $1) < 0.01 }
        #expect(close, "\\(actual) is not \\(expected)", sourceLocation: sourceLocation)
    }

    func expect(_ actual: CGSize, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(actual.width - expected.width) < 0.01 && abs(actual.height - expected.height) < 0.01
        #expect(close, "\\(actual) is not \\(expected)", sourceLocation: sourceLocation)
    }
'''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutgen", required=True)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as out:
        found = cases(args.layoutgen, out)
    tests = HEADER + "\n" + "\n\n".join(test for _, _, test in found) + "\n}\n"
    wanted = {name: text for name, text, _ in found}
    stale = []
    existing = set(os.listdir(SPECS)) if os.path.isdir(SPECS) else set()
    for name in sorted(existing | set(wanted)):
        path = os.path.join(SPECS, name)
        current = open(path, encoding="utf-8").read() if name in existing else None
        if current != wanted.get(name):
            stale.append(os.path.relpath(path, ROOT))
            if args.write:
                if name in wanted:
                    os.makedirs(SPECS, exist_ok=True)
                    with open(path, "w", encoding="utf-8") as f:
                        f.write(wanted[name])
                else:
                    os.remove(path)
    current = open(TESTS, encoding="utf-8").read() if os.path.exists(TESTS) else None
    if current != tests:
        stale.append(os.path.relpath(TESTS, ROOT))
        if args.write:
            with open(TESTS, "w", encoding="utf-8") as f:
                f.write(tests)
    print(f"{len(found)} imported specs with the model's frames at {WIDTH} wide")
    if stale and not args.write:
        for path in stale:
            print(f"{path}: stale (run python3 Tests/Oracle/ib_committed.py --layoutgen … --write, then "
                  "layoutgen generate Tests/CommittedLayoutTests)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
