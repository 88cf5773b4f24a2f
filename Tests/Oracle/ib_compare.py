#!/usr/bin/env python3
"""`layoutgen import` against an independent Auto Layout model of the XML (ib_model.py, which
reads the .xib itself and never the importer's output).

For every .xib and .storyboard of the corpus (Tests/Fixtures/InterfaceBuilder) and every
top-level view, cell or scene, at 320, 375 and 414 wide with a self-sizing height: where the model finds Auto Layout's
answer unique, `layoutgen eval` of the imported spec must give the model's frames. Measured
views answer their size in the file (the model's stand-in for an intrinsic content size);
optional views (arranged subviews hidden in the file) are hidden. Prints the counts and every
difference; exits 1 when a frame differs or an imported spec that the model solves does not
evaluate.

    python3 Tests/Oracle/ib_compare.py --layoutgen .build/debug/layoutgen [--corpus DIR] [--json FILE]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from ib_model import model  # noqa: E402

WIDTHS = [320, 375, 414]
DECLARATION = re.compile(r'^\s*view (\w+)(:[^{/]*)?\s*\{?\s*// \S+ id="([^"]+)"(?: frame ([-\d.e]+),([-\d.e]+),([-\d.e]+),([-\d.e]+))?')
HEADER = re.compile(r'^// Imported from .* \(\w+ id="([^"]*)"\)')


def read_spec(path):
    """The spec's layout name, root object id, and per view: id, measured, optional, frame."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    root = HEADER.match(lines[0]).group(1)
    name = re.match(r"layout (\w+)", lines[1]).group(1)
    views = {}
    for line in lines:
        m = DECLARATION.match(line)
        if not m:
            continue
        modifiers = m.group(2) or ""
        frame = [float(m.group(k)) for k in range(4, 8)] if m.group(4) else None
        views[m.group(1)] = {
            "id": m.group(3),
            "measured": "measured" in modifiers,
            "optional": "optional" in modifiers,
            "frame": frame,
        }
    return name, root, views


def evaluate(layoutgen, spec, views, width):
    arguments = [layoutgen, "eval", spec, "--size", f"{width}x0", "--fit", "height", "--json"]
    for name, view in views.items():
        if view["measured"] and view["frame"]:
            w, h = view["frame"][2], view["frame"][3]
            arguments += ["--measure", f"{name}={max(w, 0):g}x{max(h, 0):g}"]
        if view["optional"]:
            arguments += ["--hidden", name]
    run = subprocess.run(arguments, capture_output=True, text=True)
    if run.returncode != 0:
        errors = [line for line in run.stderr.split("\n") if ": error: " in line or line.startswith("error: ")]
        return None, (errors or [run.stderr.strip()])[0]
    return json.loads(run.stdout), None


def ambiguous_elsewhere(path, root_id, widths=(600, 768, 1024, 1366, 2048)):
    """The first of some wider widths at which the model finds the root ambiguous, or None."""
    for root in model(path, list(widths))["roots"]:
        if root["id"] == root_id and root["status"] == "ambiguous":
            return root["width"]
    return None


def clamped(frame):
    """A frame as the contract gives it: a size below 0 is 0, its leading or top edge where the
    constraints put it (LANGUAGE.md §7.2, "How a spec is solved")."""
    x, y, w, h = frame
    return [x, y, max(w, 0), max(h, 0)]


def close(a, b, tolerance=0.01):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutgen", required=True)
    parser.add_argument("--corpus", default=os.path.join(HERE, "..", "Fixtures", "InterfaceBuilder"))
    parser.add_argument("--json", help="write every comparison to this file")
    args = parser.parse_args()

    files = sorted(
        os.path.join(d, f) for d, _, names in os.walk(args.corpus) for f in names if f.endswith((".xib", ".storyboard")))
    counts = {"roots": 0, "cases": 0, "unique": 0, "agree": 0, "differ": 0, "differ at a tie": 0, "spec errors": 0,
              "under-determined elsewhere": 0}
    notes = []
    statuses = {}
    problems = []
    record = []
    with tempfile.TemporaryDirectory() as out:
        for k, path in enumerate(files):
            directory = os.path.join(out, str(k))
            subprocess.run([args.layoutgen, "import", path, "--output", directory], capture_output=True, text=True)
            specs = {}
            for spec in sorted(os.listdir(directory)) if os.path.isdir(directory) else []:
                spec_path = os.path.join(directory, spec)
                name, root, views = read_spec(spec_path)
                specs[root] = (spec_path, views)
            result = model(path, WIDTHS)
            counts["roots"] += len({r["id"] for r in result["roots"]})
            for root in result["roots"]:
                counts["cases"] += 1
                statuses[root["status"]] = statuses.get(root["status"], 0) + 1
                if root["status"] != "unique":
                    continue
                if root["size"][1] < 0:
                    # Required constraints that need a negative height: UIKit's answer is a
                    # frame of negative size, which the contract reports as 0 (LANGUAGE.md §7.2).
                    statuses["unique, negative height"] = statuses.get("unique, negative height", 0) + 1
                    continue
                counts["unique"] += 1
                short = os.path.relpath(path, args.corpus)
                where = f"{short} {root['id']} at {root['width']}"
                if root["id"] not in specs:
                    problems.append(f"{where}: no spec imported for it")
                    counts["spec errors"] += 1
                    continue
                spec_path, views = specs[root["id"]]
                with open(spec_path, encoding="utf-8") as f:
                    if "// not imported:" in f.read():
                        statuses["unique, a constraint not imported"] = statuses.get("unique, a constraint not imported", 0) + 1
                        counts["unique"] -= 1
                        continue
                result_json, error = evaluate(args.layoutgen, spec_path, views, root["width"])
                if result_json is None:
                    wider = ambiguous_elsewhere(path, root["id"]) if "is not determined" in error else None
                    if wider:
                        # LANGUAGE.md §7.2 asks a layout to be determined at every width; the
                        # model finds Auto Layout's answer open at this one.
                        counts["under-determined elsewhere"] += 1
                        notes.append(f"{where}: not determined, and the model is ambiguous at {wider} wide too")
                    else:
                        problems.append(f"{where}: the imported spec does not evaluate: {error}")
                        counts["spec errors"] += 1
                    continue
                by_id = {v["id"]: result_json["frames"][n] for n, v in views.items() if n in result_json["frames"]}
                differences = []
                if not close(result_json["size"], root["size"]):
                    differences.append(f"size {result_json['size']} (model {root['size']})")
                for view_id, expected in root["frames"].items():
                    actual = by_id.get(view_id)
                    if actual is None:
                        differences.append(f"{view_id} missing")
                    elif not close(actual, clamped(expected)):
                        name = next(n for n, v in views.items() if v["id"] == view_id)
                        differences.append(f"{name} ({view_id}) {actual} (model {expected})")
                record.append({"file": short, "root": root["id"], "width": root["width"], "differences": differences})
                if differences and root.get("ties"):
                    # One priority's goals trade their misses: Auto Layout leaves the choice to
                    # the lower levels, the language to source order (LANGUAGE.md §7).
                    counts["differ at a tie"] += 1
                    ties = ", ".join(f"{t:g}" for t in root["ties"])
                    notes.append(f"{where} (tie at {ties}): " + "; ".join(differences))
                elif differences:
                    counts["differ"] += 1
                    problems.append(f"{where}: " + "; ".join(differences))
                else:
                    counts["agree"] += 1
    print(f"{len(files)} files, {counts['roots']} roots, {counts['cases']} cases (root and width)")
    print("model: " + ", ".join(f"{n} {s}" for s, n in sorted(statuses.items())))
    print(f"unique: {counts['unique']}; agree {counts['agree']}, differ {counts['differ']}, "
          f"differ where one priority ties {counts['differ at a tie']}, spec errors {counts['spec errors']}, "
          f"not determined at other widths (as the model finds) {counts['under-determined elsewhere']}")
    for problem in problems:
        print("  " + problem)
    if notes:
        print("explained (one priority's goals tie: Auto Layout lets the lower levels decide, the language "
              "source order; or Auto Layout's answer is open at another width):")
        for note in notes:
            print("  " + note)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(record, f, indent=1)
    return 1 if counts["differ"] or counts["spec errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
