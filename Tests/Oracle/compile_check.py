#!/usr/bin/env python3
"""Every accepted spec compiles: the generated code of a sample of random specs (specgen.py)
is compiled with `swiftc -warnings-as-errors -swift-version 6` together with a small program
that calls each generated `sizeThatFits` and `layout(in:…)` with the same stand-in measurements the oracle gives
`eval`, runs, and prints the frames; they must equal `layoutgen eval --json` exactly (the
fixtures are covered by the GeneratedCodeTests target).

With `--family soft`, the specs are the soft oracle's (softspec.py: inequalities, priorities,
per-axis content priorities, `min`/`max` branches, products of inputs), laid out as the oracle
evaluates them, each measured view answering as `eval`'s stand-in (`text:WxH` wraps at the
proposed width); the specs `generate` rejects are left out.

    python3 Tests/Oracle/compile_check.py --seed 50000 --count 20
    python3 Tests/Oracle/compile_check.py --family soft --seed 1 --count 40
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import specgen  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def swift_number(v):
    return repr(float(v))


def call(spec, config, tag):
    """Swift statements that lay the spec out for a configuration as `eval --fit height` does
    (`sizeThatFits` with the height fitting, then `layout(in:)` that size) and print its frames."""
    args = []
    if spec.pad:
        args.append(f"{spec.pad[0]}: {swift_number(config.get('pad', spec.pad[1]))}")
    if any(i.optional for i in spec.items):
        args.append("hidden: [" + ", ".join("." + n for n in config["hidden"]) + "]")
    args.append(f"rightToLeft: {'true' if config['rtl'] else 'false'}")
    measured = [i for i in spec.declaration_order() if i.measured]
    if measured:
        # A spec that reads a baseline answers `MeasuredText`: a fixed size has its baselines at
        # its bottom, as `eval`'s `WxH` stand-in does.
        wrap = (".init(", ")") if "Baseline" in spec.text() else ("", "")
        cases = "\n".join(
            f"        case .{i.name}: return {wrap[0]}CGSize(width: {swift_number(i.measured[0])}, "
            f"height: {swift_number(i.measured[1])}){wrap[1]}" for i in measured)
        args.append("measure: { view, _ in\n        switch view {\n" + cases + "\n        }\n    }")
    given = f"CGSize(width: {swift_number(config['size'][0])}, height: {swift_number(config['size'][1])})"
    rest = "".join(",\n        " + a for a in args)
    return (f"do {{\n    let fitted = {spec.name}.sizeThatFits(\n        {given}{rest})\n"
            f"    let r = {spec.name}.layout(\n        in: fitted{rest})\n"
            f"    report(\"{tag}\", r.size, {spec.name}.Element.allCases.map {{ ($0.rawValue, r[$0]) }})\n}}\n")


def soft_call(spec, config, tag):
    """Swift statements that lay a soft spec out as `eval` does with `softspec.eval_arguments`:
    `layout(in:)` at the size (after `sizeThatFits` where the height is fitted), the inputs at
    their defaults, each measured view answering as `MeasureStandIn` does."""
    rest = f",\n        rightToLeft: {'true' if config['rtl'] else 'false'}"
    measured = [v for v in spec.views if v.measured]
    if measured:
        cases = []
        for v in measured:
            kind, w, h = v.measured
            if kind == "text":
                # One line `w` wide, `h` tall, wrapping at the proposed width (`MeasureStandIn.text`).
                cases.append(f"        case .{v.name}: return textAnswer({swift_number(w)}, {swift_number(h)}, proposal.width)")
            else:
                cases.append(f"        case .{v.name}: return CGSize(width: {swift_number(w)}, height: {swift_number(h)})")
        rest += ",\n        measure: { view, proposal in\n        switch view {\n" + "\n".join(cases) + "\n        }\n    }"
    given = f"CGSize(width: {swift_number(config['size'][0])}, height: {swift_number(config['size'][1])})"
    size = f"{spec.name}.sizeThatFits(\n        {given}{rest})" if config["fit"] else given
    return (f"do {{\n    let r = {spec.name}.layout(\n        in: {size}{rest})\n"
            f"    report(\"{tag}\", r.size, {spec.name}.Element.allCases.map {{ ($0.rawValue, r[$0]) }})\n}}\n")


PRELUDE = """import Foundation

func textAnswer(_ width: Double, _ lineHeight: Double, _ proposed: CGFloat) -> CGSize {
    let p = Double(proposed)
    let lines = p <= 0 ? width.rounded(.up) : (width / p).rounded(.up)
    return CGSize(width: min(width, p), height: lineHeight * lines)
}

func report(_ tag: String, _ size: CGSize, _ frames: [(String, CGRect)]) {
    var words = [tag, "\\(Double(size.width))", "\\(Double(size.height))"]
    for (name, f) in frames {
        words += [name, "\\(Double(f.origin.x))", "\\(Double(f.origin.y))", "\\(Double(f.size.width))",
                  "\\(Double(f.size.height))"]
    }
    print(words.joined(separator: " "))
}

"""


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seed", type=int, default=50000)
    p.add_argument("--count", type=int, default=20)
    p.add_argument("--layoutgen", default=os.path.join(ROOT, ".build/debug/layoutgen"))
    p.add_argument("--keep", metavar="DIR")
    p.add_argument("--family", choices=["determined", "soft"], default="determined")
    args = p.parse_args()
    soft = args.family == "soft"
    if soft:
        import goalmodel  # noqa: E402 (needs kiwisolver, only for the soft family's draws)
        import softspec  # noqa: E402
    started = time.time()
    workdir = args.keep or tempfile.mkdtemp(prefix="layoutgen-compile-")
    specs_dir, out_dir = os.path.join(workdir, "specs"), os.path.join(workdir, "generated")
    os.makedirs(specs_dir, exist_ok=True)
    os.makedirs(out_dir, exist_ok=True)
    shutil.copy2(args.layoutgen, os.path.join(workdir, "layoutgen"))
    layoutgen = os.path.join(workdir, "layoutgen")

    cases = []
    program = PRELUDE
    for n in range(args.count):
        seed = args.seed + n
        spec = softspec.generate(seed, goalmodel.consistent)[0] if soft else specgen.generate(seed)
        path = os.path.join(specs_dir, spec.name + ".layout")
        with open(path, "w") as f:
            f.write(spec.text())
        if soft:
            cases.append((f"{spec.name}#0", seed, spec, softspec.configuration(spec, seed), path))
            continue
        for c in range(2):
            config = specgen.configuration(spec, seed, c)
            tag = f"{spec.name}#{c}"
            cases.append((tag, seed, spec, config, path))
            program += call(spec, config, tag)

    def fail(message, output=""):
        print(f"compile check: FAILED: {message}\n{output}\nfiles kept in {workdir}; reproduce with "
              f"python3 Tests/Oracle/compile_check.py --family {args.family} --seed {args.seed} --count {args.count} "
              f"--keep {workdir}")
        return 1

    out = subprocess.run([layoutgen, "generate", specs_dir, "--output", out_dir], capture_output=True, text=True)
    if out.returncode != 0 and not soft:
        return fail("layoutgen generate", out.stderr)
    generated = sorted(os.path.join(out_dir, f) for f in os.listdir(out_dir) if f.endswith(".swift"))
    if soft:
        # The specs `generate` rejects (an error in the language) are not compiled.
        accepted = {os.path.basename(f)[:-len(".generated.swift")] for f in generated}
        cases = [case for case in cases if case[2].name in accepted]
        for tag, seed, spec, config, path in cases:
            program += soft_call(spec, config, tag)
    main_swift = os.path.join(workdir, "main.swift")
    with open(main_swift, "w") as f:
        f.write(program)
    binary = os.path.join(workdir, "frames")
    compile_started = time.time()
    out = subprocess.run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-Onone", "-module-name", "Frames",
                          *generated, main_swift, "-o", binary], capture_output=True, text=True)
    if out.returncode != 0:
        return fail("swiftc -warnings-as-errors -swift-version 6", out.stdout + out.stderr)
    compiled = time.time()
    out = subprocess.run([binary], capture_output=True, text=True)
    if out.returncode != 0:
        return fail("running the compiled layouts", out.stderr)
    compiled_frames = {}
    for line in out.stdout.splitlines():
        words = line.split()
        frames = {words[k]: [float(x) for x in words[k + 1:k + 5]] for k in range(3, len(words), 5)}
        compiled_frames[words[0]] = {"size": [float(words[1]), float(words[2])], "frames": frames}

    def run_eval(case):
        tag, seed, spec, config, path = case
        arguments = softspec.eval_arguments(spec, config) if soft else specgen.eval_arguments(spec, config)
        command = [layoutgen, "eval", path, *arguments, "--json"]
        return case, subprocess.run(command, capture_output=True, text=True)

    problems = []
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        for (tag, seed, spec, config, path), result in pool.map(run_eval, cases):
            if result.returncode != 0:
                problems.append(f"{tag} (seed {seed}): eval failed: {result.stderr.strip()}")
                continue
            expected = json.loads(result.stdout)
            actual = compiled_frames.get(tag)
            if actual is None or actual["size"] != [float(x) for x in expected["size"]] or any(
                    actual["frames"].get(name) != [float(x) for x in frame]
                    for name, frame in expected["frames"].items()):
                problems.append(f"{tag} (seed {seed}): compiled {actual} != eval {expected}")
    if problems:
        return fail(f"{len(problems)} evaluations differ", "\n".join(problems[:20]))
    print(f"compile check: {len({case[2].name for case in cases})} random specs ({args.family} family, seeds "
          f"{args.seed}..{args.seed + args.count - 1}) compiled with -warnings-as-errors -swift-version 6, "
          f"{len(cases)} layouts equal to eval exactly; generate {compile_started - started:.1f}s, "
          f"swiftc {compiled - compile_started:.1f}s, run and eval {time.time() - compiled:.1f}s")
    if not args.keep:
        shutil.rmtree(workdir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
