"""The oracle's second family (oracle.py --family soft): random specs with inequalities and
priorities (softspec.py), one evaluation each, laid out by `layoutgen eval --json` and by the
kiwisolver model of goalmodel.py, and classified:

- agree: the model's answer is unique and eval's frames equal it within 1e-6;
- rejected: eval reports an error for a spec whose answer the model finds unique (counted,
  not a failure; the messages are summarised by kind). A spec eval rejects as not determined
  is modelled first where eval's note says the position's bounds are apart (the given size and
  measured answers of its witness), then at 168 other sizes (`OTHER_SIZES`, 0 to 2000 each way) in both directions, and
  at 42 of them with its measured views answering 0, 1/4, 4 and 16 times their stand-ins
  (`MEASURED_SCALES`); one rejected as conflicting in the other direction at its size: where
  an unknown is not pinned at one of those sizes (or, for a conflict, the required
  constraints conflict there), the contract calls it an error as well (LANGUAGE.md §7.2: the
  measured answers are run-time parameters too), and it is counted as ambiguous ("an error at
  another size, direction or measured answer");
- rejected at a product: eval says a product of an input and an attribute is needed before
  the attribute is decided (`v2.height == p0 * v1.height` where a stronger goal reads
  `v2.height` and `v1.height` follows the fitted height): a limit the language states
  (docs/language.md, "Constraints": for a given input the layout is linear, but the solution's
  coefficients would vary with it). Counted apart, with the unique answers; not a failure, and
  not counted by `--max-rejected`;
- ambiguous: the model's answer is not unique (two weak hint vectors give different frames,
  or reversing the order of the goals within each priority level changes them, or min/max of
  the extents do not settle): set aside and counted;
- DISAGREE (a failure): unique, and eval's frames differ;
- REQUIRED BREAK (a failure): eval's frames, checked against the model's required
  constraints for every accepted evaluation, ambiguous ones included, miss one.

Every accepted evaluation is then checked by `layoutgen verify` (a failure too).
"""

import collections
import copy
import json
import os
import re
import subprocess
import time
from concurrent.futures import ProcessPoolExecutor

import goalmodel
import softspec


def compare(expected, actual):
    problems = []
    for k, (e, a) in enumerate(zip(expected["size"], actual["size"])):
        if not goalmodel.close(e, a):
            problems.append(f"size[{k}]: expected {e!r}, eval {a!r}")
    for name, frame in expected["frames"].items():
        got = actual["frames"].get(name)
        if got is None:
            problems.append(f"{name}: missing from eval")
            continue
        for label, e, a in zip("xywh", frame, got):
            if not goalmodel.close(e, a):
                problems.append(f"{name}.{label}: expected {e!r}, eval {a!r}")
    return problems


def message_kind(stderr):
    """The kinds of eval's error messages: names, numbers and quoted text replaced."""
    kinds = []
    for line in stderr.splitlines():
        found = re.search(r": error: (.*)$", line)
        if found:
            text = re.sub(r"'[^']*'", "'…'", found.group(1))
            text = re.sub(r"-?\d+(\.\d+)?", "N", text)
            kinds.append(text)
    return kinds or [stderr.strip()[:120] or "(no message)"]


# eval's message where a product is needed before its attribute is decided (a limit of the language).
PRODUCT_NEEDED_EARLY = "the product reads a value that is decided only after"

# The sizes a spec rejected as not determined (or as conflicting) is modelled at too, in both
# directions, and the measured answers (as multiples of the stand-ins, at every fourth size):
# LANGUAGE.md §7.2 asks every position to be the same in every optimal answer for every value
# of the run-time parameters, and a measured view's answer is one.
# eval's warning where the required constraints hold the container's extent below 0.
NEGATIVE_EXTENT = "no container of size 0 or more keeps them"
OTHER_SIZES = [
    (w, h)
    for w in (0, 20, 50, 100, 160, 240, 320, 414, 500, 640, 800, 1024, 1366, 2000)
    for h in (0, 20, 50, 90, 130, 200, 300, 450, 600, 900, 1400, 2000)
]
MEASURED_SCALES = (0, 0.25, 4, 16)


def with_measured_scaled(spec, scale):
    """A copy of the spec whose measured views answer `scale` times their stand-ins."""
    scaled = copy.deepcopy(spec)
    for view in scaled.views:
        if view.measured:
            kind, w, h = view.measured
            view.measured = (kind, w * scale, h * scale)
    return scaled


# eval's note on a position it finds not determined: the run-time values where its bounds are
# apart (the given size, measured answers), which the model is asked about first.
WITNESS = re.compile(r"note: where (.*?), its \w+ may be anywhere from")


def witnesses(spec, config, stderr):
    """The run-time values eval's notes give where a position is not determined, each as a
    copy of the spec (its measured views answering what the note says, as fixed stand-ins: a
    measured answer is a run-time parameter, any measure function may give it) and a config."""
    for found in WITNESS.finditer(stderr):
        size = list(config["size"])
        modelled = copy.deepcopy(spec)
        views = {view.name: view for view in modelled.views}
        for part in found.group(1).split(", "):
            given = re.fullmatch(r"the given (width|height) is (-?[\d.]+)", part)
            if given:
                size[0 if given.group(1) == "width" else 1] = float(given.group(2))
                continue
            answer = re.fullmatch(r"'(\w+)' measures (-?[\d.]+) (wide|tall)", part)
            if answer and answer.group(1) in views and views[answer.group(1)].measured:
                view = views[answer.group(1)]
                _, w, h = view.measured
                value = float(answer.group(2))
                view.measured = ("fixed", value, h) if answer.group(3) == "wide" else ("fixed", w, value)
        yield modelled, dict(config, size=size)


def contract_error_elsewhere(spec, config, size_goals, pins, conflicts, stderr=""):
    """Where the model finds, at another size (`OTHER_SIZES`), in the other direction or with
    other measured answers (`MEASURED_SCALES`), an unknown the optimum does not pin (`pins`: its
    answer not unique), or (`conflicts`) required constraints that conflict in the other
    direction at the size evaluated (eval calls a conflict one at every size, so one size in
    that direction confirms it): `[RTL ]WxH[, measured answers xS], reason`, or None. The
    contract calls both errors (LANGUAGE.md §7.2). Only that kind of ambiguity counts (not a tie
    broken by declaration order, which the contract resolves)."""
    other = not config["rtl"]
    if conflicts:
        status, reason = goalmodel.expect(spec, dict(config, rtl=other), size_goals)
        if status == "ambiguous" and reason == "required constraints conflict":
            w, h = config["size"]
            return f"{'RTL ' if other else ''}{w}x{h}, {reason}"
    if not pins:
        return None
    # First where eval says the bounds are apart, in either reading of the container's extents.
    for modelled, at in witnesses(spec, config, stderr):
        for fit in (at["fit"], not at["fit"]):
            status, reason = goalmodel.expect(modelled, dict(at, fit=fit), size_goals)
            if status == "ambiguous" and reason.startswith("hints"):
                w, h = at["size"]
                return f"{'RTL ' if at['rtl'] else ''}{w:g}x{h:g}, eval's witness, {reason}"
    # The stand-ins as they are at every size, then scaled at every fourth.
    trials = [(None, spec, OTHER_SIZES)]
    if any(view.measured for view in spec.views):
        trials += [(scale, with_measured_scaled(spec, scale), OTHER_SIZES[::4]) for scale in MEASURED_SCALES]
    for scale, modelled, sizes in trials:
        for rtl in (config["rtl"], other):
            for w, h in sizes:
                status, reason = goalmodel.expect(modelled, dict(config, size=[w, h], rtl=rtl), size_goals)
                if status == "ambiguous" and reason.startswith("hints"):
                    answers = "" if scale is None else f", measured answers x{scale}"
                    return f"{'RTL ' if rtl else ''}{w}x{h}{answers}, {reason}"
    return None


def run_one(job):
    """Generate, evaluate and classify one spec (in a worker process)."""
    seed, workdir, layoutgen, size_goals = job
    started = time.time()
    spec, redrawn = softspec.generate(seed, goalmodel.consistent)
    text = spec.text()
    path = os.path.join(workdir, f"{spec.name}.layout")
    with open(path, "w") as f:
        f.write(text)
    config = softspec.configuration(spec, seed)
    arguments = softspec.eval_arguments(spec, config)
    try:
        status, expected = goalmodel.expect(spec, config, size_goals)
    except Exception as e:      # noqa: BLE001 (a failure of the model is reported, not hidden)
        status, expected = "model error", repr(e)
    modelled = time.time()
    out = subprocess.run([layoutgen, "eval", path, "--layout", spec.name, *arguments, "--json"],
                         capture_output=True, text=True)
    evaluated = time.time()
    record = {"seed": seed, "path": path, "name": spec.name, "arguments": arguments, "redrawn": redrawn,
              "model_time": modelled - started, "eval_time": evaluated - modelled, "problems": [],
              "text": text}
    if status == "model error":
        record["class"], record["problems"] = "model error", [expected]
        return record
    if out.returncode != 0:
        record["class"] = "ambiguous" if status == "ambiguous" else "rejected"
        record["reason"] = expected if status == "ambiguous" else None
        record["kinds"] = message_kind(out.stderr)
        record["stderr"] = out.stderr.strip()
        pins = any("is not determined" in k or "is determined" in k for k in record["kinds"])
        conflicts = any("conflicts with others" in k for k in record["kinds"])
        if record["class"] == "rejected" and any(k.startswith(PRODUCT_NEEDED_EARLY) for k in record["kinds"]):
            record["class"] = "product limit"
        if record["class"] == "rejected" and (pins or conflicts):
            elsewhere = contract_error_elsewhere(spec, config, size_goals, pins, conflicts, out.stderr)
            if elsewhere:
                record["class"], record["reason"] = "ambiguous", "an error at another size, direction or measured answer: " + elsewhere
        return record
    actual = json.loads(out.stdout)
    record["actual"] = actual
    try:
        raw = expected.get("raw") if status == "unique" else None
        moved = goalmodel.required_break(spec, config, actual, raw)
    except Exception as e:      # noqa: BLE001 (a model failure is reported, not hidden)
        moved = [f"the check failed: {e!r}"]
    if moved and status == "ambiguous" and NEGATIVE_EXTENT in out.stderr:
        # The required constraints hold an extent below 0 and eval says so: the layout is made
        # at that extent and reports 0 (§7.2), which min/max do not read; the model, which sets
        # this evaluation aside, has no extent of its own for the check to read instead.
        record["class"], record["reason"] = "ambiguous", "the required constraints need an extent below 0"
        return record
    if moved:
        record["class"] = "break"
        record["problems"] = ["required constraints: " + m for m in moved]
        if status == "unique":
            record["problems"] += compare(expected, actual)
        return record
    if status == "ambiguous":
        record["class"], record["reason"] = "ambiguous", expected
        return record
    problems = compare(expected, actual)
    if problems:
        record["class"], record["problems"] = "disagree", problems
        record["expected"] = expected
        if not size_goals:
            alternative = goalmodel.expect_with_size_goals(spec, config)
            if alternative is not None and not compare(alternative, actual):
                record["problems"].append("(eval equals the model with a goal `size >= 0` above every priority)")
                record["size_goal"] = True
        if any(e.minmax for b in goalmodel.Model(spec, config)._blocks() for s in b.statements
               if isinstance(s, softspec.Constraint) for e in s.exprs):
            for goals in ((False, True) if not size_goals else (True,)):
                alternative = goalmodel.expect_with_given_minmax(spec, config, goals)
                if alternative is not None and not compare(alternative, actual):
                    record["problems"].append("(eval equals the model with min/max of the extents read at the "
                                              "size given to the pass" + (", and a goal `size >= 0`" if goals and
                                                                          not size_goals else "") + ")")
                    record["minmax_given"] = True
                    break
    else:
        record["class"] = "agree"
    return record


def run(args, workdir):
    started = time.time()
    jobs = [(args.seed + n, workdir, args.layoutgen, args.size_goals) for n in range(args.count)]
    with ProcessPoolExecutor(args.jobs) as pool:
        records = list(pool.map(run_one, jobs, chunksize=8))
    evaluated = time.time()
    counts = collections.Counter(r["class"] for r in records)
    failures = [r for r in records if r["class"] in ("disagree", "break", "model error")]

    verified, verify_failures = 0, []
    accepted = [r for r in records if "actual" in r]
    if not args.no_verify and accepted:
        # No empty chunk: `verify --cases` of an empty file is a usage error.
        chunks = [chunk for chunk in (accepted[j::args.jobs] for j in range(args.jobs)) if chunk]

        def verify(j):
            cases = os.path.join(workdir, f"verify-soft{j}.cases")
            with open(cases, "w") as f:
                for r in chunks[j]:
                    f.write(" ".join([r["path"], "--layout", r["name"], *r["arguments"]]) + "\n")
            return subprocess.run([args.layoutgen, "verify", "--cases", cases], capture_output=True, text=True)

        from concurrent.futures import ThreadPoolExecutor
        with ThreadPoolExecutor(args.jobs) as pool:
            for out in pool.map(verify, range(len(chunks))):
                for line in (out.stdout + out.stderr).strip().splitlines():
                    if line.startswith("verified "):
                        verified += int(line.split()[1])
                    elif line.strip():
                        found = re.search(r"Soft(\d+)", line)
                        verify_failures.append((int(found.group(1)) if found else None, line))
    finished = time.time()

    unique = counts["agree"] + counts["disagree"] + counts["rejected"] + counts["product limit"]
    share = 100.0 * counts["agree"] / unique if unique else 0.0
    evaluations = len(records)
    print(f"oracle: {args.count} specs, {evaluations} evaluations: {counts['agree']} agree, "
          f"{counts['rejected']} rejected, "
          + (f"{counts['product limit']} rejected at a product needed early, " if counts["product limit"] else "")
          + f"{counts['ambiguous']} ambiguous, {counts['disagree']} disagree, "
          f"{counts['break']} break a required constraint; agreement {share:.1f}% of unique"
          + (f"; {counts['model error']} MODEL ERRORS" if counts["model error"] else ""))
    model_time = sum(r["model_time"] for r in records)
    eval_time = sum(r["eval_time"] for r in records)
    print(f"oracle: inequalities and priorities (seeds {args.seed}..{args.seed + args.count - 1}), "
          f"{verified} verified; generate, model and eval {evaluated - started:.1f}s (kiwisolver {model_time:.1f}s, "
          f"eval {eval_time:.1f}s of work), verify {finished - evaluated:.1f}s; "
          f"{sum(1 for r in records if r['redrawn'])} draws with conflicting required constraints drawn again")
    explained = sum(1 for r in records if r.get("size_goal"))
    if explained:
        print(f"oracle: {explained} of the disagreements vanish when every width and height >= 0 is a goal "
              f"above every priority (--size-goals), which LANGUAGE.md §7.2 does not say")
    explained = sum(1 for r in records if r.get("minmax_given"))
    if explained:
        print(f"oracle: {explained} of the disagreements vanish when min/max read the extents given to the pass "
              f"rather than the extents the layout ends up with")
    reasons = collections.Counter((r.get("reason") or "").split(":")[0] for r in records if r["class"] == "ambiguous")
    if reasons:
        print("ambiguous: " + ", ".join(f"{n} {k}" for k, n in reasons.most_common()))
    kinds = collections.Counter()
    example = {}
    for r in records:
        if r["class"] == "rejected":
            for k in set(r["kinds"]):
                kinds[k] += 1
                example.setdefault(k, r["seed"])
    if kinds:
        print("rejected, by message:")
        for k, n in kinds.most_common():
            print(f"  {n:5d}  {k}  (e.g. seed {example[k]})")
    for r in failures:
        print(f"\n{r['class'].upper()} seed {r['seed']}: reproduce with "
              f"python3 Tests/Oracle/oracle.py --family soft --seed {r['seed']} --count 1 --keep /tmp/oracle-{r['seed']}")
        print(f"  layoutgen eval {r['path']} --layout {r['name']} {' '.join(r['arguments'])} --json")
        for p in r["problems"][:12]:
            print("    " + p)
    for seed, line in verify_failures:
        print(f"\nVERIFY seed {seed}: {line}")
    too_many = args.max_rejected is not None and counts["rejected"] > args.max_rejected
    if too_many:
        print(f"\noracle: {counts['rejected']} rejected, more than --max-rejected {args.max_rejected}")
    if failures or verify_failures:
        print(f"\noracle: {len(failures)} evaluations FAILED, {len(verify_failures)} verify failures "
              f"(specs kept in {workdir})")
        return 1
    return 1 if too_many else 0
