#!/usr/bin/env python3
"""The imported corpus as compiled code: every spec imported from a .xib or .storyboard of
Tests/Fixtures/InterfaceBuilder with no constraint left out and no error is committed in
Tests/CommittedLayoutTests/Layouts/Imported (generated into Generated/ as every committed spec
is, so its generated code compiles with the tests), and where the model (ib_model.py) solves
the view uniquely at 375, 320 or 414 wide (the first of them),
Tests/CommittedLayoutTests/ImportedCorpusTests.swift calls its generated code once, fitted to
that width, expecting the model's frames — numbers of the model, never of layoutgen.

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
WIDTHS = [375, 320, 414]


def number(value):
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def cases(layoutgen, out):
    """(spec file name, spec text, Swift test or None) for each imported spec without errors:
    the test at the first of WIDTHS where the model solves the root uniquely."""
    found = []
    files = sorted(
        (os.path.join(d, f) for d, _, fs in os.walk(CORPUS) for f in fs if f.endswith((".xib", ".storyboard"))),
        key=lambda p: (p.endswith(".storyboard"), p))
    for path in files:
        directory = os.path.join(out, str(len(found)) + os.path.basename(path))
        subprocess.run([layoutgen, "import", path, "--output", directory], capture_output=True, text=True)
        if not os.path.isdir(directory):
            continue
        solved = {}
        for root in model(path, WIDTHS)["roots"]:
            if root["status"] == "unique" and root["size"][1] >= 0 and not root.get("ties"):
                solved.setdefault(root["id"], root)
        for name in sorted(os.listdir(directory)):
            spec_path = os.path.join(directory, name)
            layout, root_id, views = read_spec(spec_path)
            with open(spec_path, encoding="utf-8") as f:
                text = f.read()
            check = subprocess.run([layoutgen, "check", spec_path], capture_output=True, text=True)
            if "// not imported:" in text or check.returncode != 0 or any(name == n for n, _, _ in found):
                continue  # (a layout named as one already taken would be a second type of that name)
            root = solved.get(root_id)
            test = swift_test(os.path.relpath(path, CORPUS), layout, views, root, text) if root else None
            found.append((name, text, test))
    return found


def function_name(layout):
    """`ARAlertViewController` → `arAlertViewController`, `SpinnerAlert` → `spinnerAlert`."""
    capitals = len(layout) - len(layout.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    lowered = capitals - 1 if 1 < capitals < len(layout) else capitals
    return layout[:lowered].lower() + layout[lowered:]


def swift_test(source, layout, views, root, text):
    """One @Test: the generated layout fitted to the root's width, with the model's frames."""
    measured = {n: v["frame"] for n, v in views.items() if v["measured"] and v["frame"]}
    hidden = [n for n, v in views.items() if v["optional"]]
    answer = "MeasuredText(size)" if "Baseline" in text else "size"
    width = root["width"]
    lines = [f"    /// {source}: the model's frames at {width} wide, fitted.",
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
    lines.append(f"        let size = {layout}.sizeThatFits(CGSize(width: {width}, height: 0){rest})")
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
/// 375 wide (else 320 or 414, where the model solves them) with each measured view its size in
/// the Interface Builder file: the frames are an independent Auto Layout model's of the XML
/// (Tests/Oracle/ib_model.py), not layoutgen's.
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
    tests = HEADER + "\n" + "\n\n".join(test for _, _, test in found if test) + "\n}\n"
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
    tested = sum(1 for _, _, test in found if test)
    print(f"{len(found)} imported specs without errors committed; {tested} tested with the model's frames")
    if stale and not args.write:
        for path in stale:
            print(f"{path}: stale (run python3 Tests/Oracle/ib_committed.py --layoutgen … --write, then "
                  "layoutgen generate Tests/CommittedLayoutTests)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
