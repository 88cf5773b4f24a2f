#!/usr/bin/env python3
"""The feed cell (Examples/FeedCell.layout) as Cassowary constraints in kiwisolver, the
algorithm behind Auto Layout: an external runtime baseline for the generated code.

Measured views are handled as Auto Layout handles labels: their sizes at the width they get
(the same text stand-in as the Swift benchmark: min(natural, proposal) wide, one line height
per wrapped line) are computed before solving and suggested to edit variables, like intrinsic
content sizes; the solver does the rest. That measuring is not timed, and neither is reading
the frames back: the figures are the solver's work alone, which flatters kiwisolver.

Two figures, each the median of RUNS runs:
  re-solve: the container width changes (cycling through 8 widths), the width and the
            measured sizes that depend on it are suggested, and updateVariables() runs;
  fresh:    a new Solver gets every constraint and edit variable, the values are suggested
            and updateVariables() runs.

Before timing, the frames at width 375 are checked against `layoutgen eval` (pass its path
with --layoutgen; skipped without it).

usage: kiwi_feedcell.py [--layoutgen PATH] [--spec PATH] [--results FILE] [--runs N]
"""

import argparse
import json
import math
import statistics
import subprocess
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:  # the run script reports the figure as not measured
    print("kiwisolver is not installed (pip install kiwisolver)", file=sys.stderr)
    sys.exit(3)

WIDTHS = [320, 340, 360, 375, 390, 414, 428, 480]
TEXT = {  # natural width, line height: the same as Benchmarks/Sources/layout-bench/main.swift
    "actor": (160, 17), "options": (24, 17), "posterName": (120, 17), "posterHeadline": (380, 15),
    "posterTime": (60, 13), "body": (900, 17), "linkTitle": (420, 17), "linkDomain": (90, 13),
    "like": (40, 17), "comment": (70, 17), "share": (50, 17), "actorComment": (500, 15),
}
VIEWS = ["actor", "options", "posterImage", "posterName", "posterHeadline", "posterTime", "body",
         "linkImage", "linkTitle", "linkDomain", "like", "comment", "share", "actorImage", "actorComment"]
BIG = 1.7976931348623157e308


def text(name, proposal):
    natural, line = TEXT[name]
    lines = math.ceil(natural) if proposal <= 0 else math.ceil(natural / proposal)
    return min(natural, proposal), line * lines


def measured(width):
    """The measured sizes at a container width, with the proposals the spec gives."""
    sizes = {}
    for name in ("options", "like", "comment", "share"):
        sizes[name] = text(name, BIG)
    actor_max = width - sizes["options"][0] - 24
    sizes["actor"] = text("actor", max(0, actor_max))
    for name in ("posterName", "posterHeadline", "posterTime", "actorComment"):
        sizes[name] = text(name, max(0, width - 74))
    for name in ("body", "linkTitle", "linkDomain"):
        sizes[name] = text(name, max(0, width - 16))
    return sizes


class FeedCellSolver:
    """A kiwi solver holding the feed cell's constraints."""

    def __init__(self):
        self.v = {n: {k: kiwi.Variable(f"{n}.{k}") for k in "xywh"} for n in VIEWS}
        self.W = kiwi.Variable("W")
        self.H = kiwi.Variable("H")
        self.F = kiwi.Variable("F")
        self.solver = kiwi.Solver()
        v, W, H, F = self.v, self.W, self.H, self.F

        def right(n): return v[n]["x"] + v[n]["w"]
        def bottom(n): return v[n]["y"] + v[n]["h"]

        c = [
            # Actor line: options at the trailing edge, the actor text yields (>= 8 gap).
            v["actor"]["x"] == 8, v["actor"]["y"] == 8,
            right("options") == W - 8, v["options"]["x"] >= right("actor") + 8,
            v["options"]["y"] == v["actor"]["y"],
            # Poster.
            v["posterImage"]["w"] == 50, v["posterImage"]["h"] == 50, v["posterImage"]["x"] == 8,
            v["posterName"]["x"] == right("posterImage") + 8, right("posterName") == W - 8,
            v["posterHeadline"]["x"] == v["posterName"]["x"], v["posterHeadline"]["w"] == v["posterName"]["w"],
            v["posterTime"]["x"] == v["posterName"]["x"], v["posterTime"]["w"] == v["posterName"]["w"],
            v["posterImage"]["y"] == bottom("actor") + 8, v["posterName"]["y"] == v["posterImage"]["y"],
            v["posterHeadline"]["y"] == bottom("posterName") + 2, v["posterTime"]["y"] == bottom("posterHeadline") + 2,
            # Body under the lower of the image and the time.
            v["body"]["x"] == 8, right("body") == W - 8,
            v["body"]["y"] >= bottom("posterImage") + 8, v["body"]["y"] >= bottom("posterTime") + 8,
            (v["body"]["y"] == 0) | "weak",
            # Link preview.
            v["linkImage"]["x"] == 8, right("linkImage") == W - 8, v["linkImage"]["h"] == 200,
            v["linkImage"]["y"] == bottom("body") + 8,
            v["linkTitle"]["x"] == 8, right("linkTitle") == W - 8, v["linkTitle"]["y"] == bottom("linkImage") + 8,
            v["linkDomain"]["x"] == 8, right("linkDomain") == W - 8, v["linkDomain"]["y"] == bottom("linkTitle") + 2,
            # Actions: equal flexible gaps, never below 0; the trailing end yields.
            v["like"]["y"] == bottom("linkDomain") + 8, v["like"]["x"] == 8,
            v["comment"]["x"] == right("like") + F, v["share"]["x"] == right("comment") + F,
            (right("share") == W - 8) | "strong", F >= 0,
            v["comment"]["y"] == v["like"]["y"], v["share"]["y"] == v["like"]["y"],
            # Comment row.
            v["actorImage"]["w"] == 50, v["actorImage"]["h"] == 50, v["actorImage"]["x"] == 8,
            v["actorImage"]["y"] == bottom("like") + 8,
            v["actorComment"]["x"] == right("actorImage") + 8, right("actorComment") == W - 8,
            v["actorComment"]["y"] == v["actorImage"]["y"],
            # Self-sizing height: as small as the content allows.
            H >= bottom("actorImage") + 8, H >= bottom("actorComment") + 8, (H == 0) | "weak",
        ]
        for constraint in c:
            self.solver.addConstraint(constraint)
        # Edit variables: the width (stronger than anything else that is not required) and the
        # intrinsic sizes; the actor's width is weaker, so it is what yields.
        self.edits = [(W, kiwi.strength.create(100, 0, 0))]
        for name in TEXT:
            if name in ("actor", "options", "like", "comment", "share"):
                self.edits.append((v[name]["w"], "medium" if name == "actor" else "strong"))
            self.edits.append((v[name]["h"], "strong"))
        for variable, strength in self.edits:
            self.solver.addEditVariable(variable, strength)

    def suggest(self, width, sizes):
        s = self.solver
        s.suggestValue(self.W, width)
        v = self.v
        for name, (w, h) in sizes.items():
            if name in ("actor", "options", "like", "comment", "share"):
                s.suggestValue(v[name]["w"], w)
            s.suggestValue(v[name]["h"], h)
        s.updateVariables()

    def frames(self):
        return {n: [self.v[n][k].value() for k in "xywh"] for n in VIEWS}


def check(layoutgen, spec):
    arguments = [layoutgen, "eval", spec, "--size", "375x0", "--json"]
    for name, (w, h) in TEXT.items():
        arguments += ["--measure", f"{name}=text:{w}x{h}"]
    expected = json.loads(subprocess.run(arguments, check=True, capture_output=True, text=True).stdout)
    cell = FeedCellSolver()
    cell.suggest(375, measured(375))
    frames = cell.frames()
    for name in VIEWS:
        got, want = frames[name], expected["frames"][name]
        if any(abs(a - b) > 1e-6 for a, b in zip(got, want)):
            sys.exit(f"kiwisolver disagrees with layoutgen eval on {name}: {got} vs {want}")
    if abs(cell.H.value() - expected["size"][1]) > 1e-6:
        sys.exit(f"kiwisolver height {cell.H.value()} vs {expected['size'][1]}")


def per_call(function, count):
    start = time.perf_counter_ns()
    for i in range(count):
        function(i)
    return (time.perf_counter_ns() - start) / count


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutgen")
    parser.add_argument("--spec", default="Examples/FeedCell.layout")
    parser.add_argument("--results")
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    if args.layoutgen:
        check(args.layoutgen, args.spec)

    suggestions = [(w, measured(w)) for w in WIDTHS]
    cell = FeedCellSolver()

    def resolve(i):
        width, sizes = suggestions[i & 7]
        cell.suggest(width, sizes)

    def fresh(i):
        width, sizes = suggestions[i & 7]
        FeedCellSolver().suggest(width, sizes)

    per_call(resolve, 200)
    per_call(fresh, 20)
    resolves = [per_call(resolve, 2000) for _ in range(args.runs)]
    freshes = [per_call(fresh, 200) for _ in range(args.runs)]
    resolve_ns, fresh_ns = statistics.median(resolves), statistics.median(freshes)
    print(f"kiwisolver {kiwi.__version__}: re-solve {resolve_ns / 1000:.1f} us, fresh solve {fresh_ns / 1000:.1f} us "
          f"(median of {args.runs} runs of 2000 / 200)")
    if args.results:
        with open(args.results, "a") as f:
            f.write(f"kiwi.version\t{kiwi.__version__}\n")
            f.write(f"kiwi.resolve_ns\t{resolve_ns}\n")
            f.write(f"kiwi.fresh_ns\t{fresh_ns}\n")
            f.write(f"kiwi.checked\t{'yes' if args.layoutgen else 'no'}\n")


if __name__ == "__main__":
    main()
