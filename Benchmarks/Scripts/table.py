#!/usr/bin/env python3
"""Prints the benchmark table from the results file the run script fills (key TAB value)."""

import sys


def main():
    r = {}
    with open(sys.argv[1]) as f:
        for line in f:
            if "\t" in line:
                key, value = line.rstrip("\n").split("\t", 1)
                r[key] = value

    def num(key):
        try:
            return float(r[key])
        except (KeyError, ValueError):
            return None

    rows = []  # (figure, value, target, verdict)

    def row(figure, value, target="", ok=None):
        verdict = "" if ok is None else ("ok" if ok else "MISSED")
        rows.append((figure, value, target, verdict))

    def section(title):
        rows.append((title, None, None, None))

    quick = r.get("suite.quick") == "1"
    section(f"1. layout speed, ns per layout (median of {r.get('layout.runs')} runs of "
            f"{int(num('layout.iterations') or 0):,} layouts; interpreter {int(num('layout.interpreter_iterations') or 0):,})")
    for name in ("FeedCell", "EqualSpacingRow", "NestedCard"):
        k = f"layout.{name}"
        g, h, i, ratio = num(k + ".generated_ns"), num(k + ".handwritten_ns"), num(k + ".interpreter_ns"), num(k + ".ratio")
        if g is None:
            row(f"{name}", "not measured")
            continue
        row(f"{name}: generated / hand-written", f"{g:.1f} / {h:.1f} ns = {ratio:.3f}", "<= 1.10", ratio <= 1.10)
        gi, hi = num(k + ".generated_instructions"), num(k + ".handwritten_instructions")
        if gi and hi:
            row(f"{name}: instructions per layout, generated / hand-written", f"{gi:.0f} / {hi:.0f} = {gi / hi:.3f}",
                "(cachegrind, measure callback included; independent of load)")
        row(f"{name}: interpreter (evaluate)", f"{i:,.0f} ns = {i / g:,.0f}x generated", "(reference)")
        ga, ha, ia = r.get(k + ".generated_allocs"), r.get(k + ".handwritten_allocs"), r.get(k + ".interpreter_allocs")
        row(f"{name}: allocations per layout, gen / hand / interp", f"{ga} / {ha} / {ia}", "generated 0",
            ga == "0" if ga != "n/a" else None)

    section("2. external runtime baseline: kiwisolver (Cassowary), the feed cell")
    if "kiwi.resolve_ns" in r:
        g = num("layout.FeedCell.generated_ns")
        for label, key in (("re-solve after a width change", "kiwi.resolve_ns"), ("fresh solve", "kiwi.fresh_ns")):
            v = num(key)
            ratio = f" = {v / g:,.0f}x generated" if g else ""
            row(f"kiwisolver {r.get('kiwi.version')}: {label}", f"{v / 1000:,.1f} us{ratio}",
                "(caveat: Python calling C++, separate process; solver only, measuring and reading frames not timed)")
    else:
        row("kiwisolver", r.get("kiwi.status", "not measured"))

    section(f"3. generator throughput: 1,000 specs, {int(num('throughput.views') or 0):,} views, one `layoutgen generate` "
            f"(median of {r.get('throughput.runs')} runs)")
    wall = num("throughput.wall_s")
    if wall is not None:
        row("wall time", f"{wall:.2f} s (user {r.get('throughput.user_s')} s, system {r.get('throughput.system_s')} s)",
            "<= 3 s", wall <= 3.0)
        row("specs generated / rejected with a diagnostic",
            f"{int(num('throughput.generated') or 0):,} / {int(num('throughput.rejected') or 0):,}",
            "(a rejected spec is compiled up to its diagnostics and writes no file)")
        row("CPU time per spec: parse / resolve / solve / emit",
            " / ".join(f"{num('throughput.' + s + '_us'):.0f}" for s in ("parse", "resolve", "solve", "emit")) + " us",
            f"(sum {num('throughput.all_us'):.0f} us; reading and writing files not included)")
        solve = num("throughput.solve_us")
        row("solve, CPU time per spec", f"{solve / 1000:.2f} ms", "<= 2.5 ms", solve <= 2500)
    unoptimized = num("throughput.unoptimized_wall_s")
    if unoptimized is not None:
        row("wall time, the generator as consumers build it (release, not optimised)", f"{unoptimized:.2f} s",
            "<= 25 s", unoptimized <= 25)
        mailrow = num("throughput.mailrow_unoptimized_s")
        if mailrow is not None:
            row("MailRow fixture, one generate with the analysis, as consumers build it", f"{mailrow:.2f} s",
                "<= 0.5 s", mailrow <= 0.5)
        row("its release build (swift build -c release --product layoutgen, clean)",
            f"{num('tool.release_build_s'):.1f} s", "(reference)")

    if "analysis.examples_cpu_s" in r:
        section("3c. the analysis (LANGUAGE.md §12): `layoutgen generate Examples`, with and without it (median of 21)")
        with_checks, without = num("analysis.examples_cpu_s"), num("analysis.examples_nochecks_cpu_s")
        row("whole-process CPU time, with / without (--no-checks)",
            f"{with_checks * 1000:.1f} / {without * 1000:.1f} ms = {with_checks / without:.2f}", "<= 1.20",
            with_checks / without <= 1.20)
        if "analysis.examples_instructions" in r:
            counted, base = num("analysis.examples_instructions"), num("analysis.examples_nochecks_instructions")
            row("instructions, with / without", f"{counted / 1e6:.1f} / {base / 1e6:.1f} M = {counted / base:.2f}",
                "(callgrind; independent of load)")
        analyze, total = num("analysis.examples_analyze_ms"), num("analysis.examples_all_ms")
        row("stage CPU time: analyze / all stages", f"{analyze:.1f} / {total:.1f} ms = {analyze / (total - analyze):.2f} of the others",
            "(reference)")
        row("the slowest example's analysis", f"{num('analysis.slowest_spec_ms'):.1f} ms", "<= 1000 ms",
            num("analysis.slowest_spec_ms") <= 1000)

    if "lsp.change_to_diagnostics_median_ms" in r:
        section(f"3d. the language server: a change to its diagnostics ({r['lsp.largest_example']}, the largest example; 50 changes)")
        median, slowest = num("lsp.change_to_diagnostics_median_ms"), num("lsp.change_to_diagnostics_slowest_ms")
        row("median / slowest", f"{median:.1f} / {slowest:.1f} ms", "<= 100 ms (median)", median <= 100)

    section("4. type-check cost of the output (swiftc -typecheck, -warn-long-function-bodies=100, "
            "-warn-long-expression-type-checking=50; median of 3)")
    for name, label, limit in (("FeedCell", "generated feed cell", None), ("Cell200", None, 3.0)):
        s, w, lines = num(f"typecheck.{name}.s"), r.get(f"typecheck.{name}.warnings"), r.get(f"typecheck.{name}.lines")
        if s is None:
            continue
        if label is None:
            label = f"generated {r.get('typecheck.views200')}-view spec"
        cpu = num(f"typecheck.{name}.cpu_s")
        row(f"{label} ({lines} lines): time", f"{s:.2f} s (CPU {cpu:.2f} s)",
            f"<= {limit:g} s" if limit else "(reference)", s <= limit if limit else None)
        if limit:
            row(f"{label}: warnings", w, "(reference; the compiler's timers run slow on a loaded machine)")
        else:
            row(f"{label}: warnings", w, "0", w == "0")

    section("5. build integration: " + r.get("build.consumer", "not measured") +
            (f", median of {r.get('build.runs')}" if "build.runs" in r else ""))
    if "build.clean_s" in r:
        clean = num("build.clean_s")
        row("debug: clean build with the build plugin (builds layoutgen-build too)",
            f"{clean:.1f} s (CPU {num('build.clean_cpu_s'):.1f} s)", "<= 30 s", clean <= 30)
        row("debug: no-op rebuild", f"{num('build.noop_s'):.2f} s (CPU {num('build.noop_cpu_s'):.2f} s)", "(reference)")
    release = num("build.release_clean_s")
    if release is not None:
        row("release: clean build with the build plugin (builds layoutgen-build too)",
            f"{release:.1f} s (CPU {num('build.release_clean_cpu_s'):.1f} s)", "<= 35 s", release <= 35)
    for config, limit in (("debug", 30), ("release", 35)):
        key = f"build.swiftbuild_{config}_clean_s"
        if key in r:
            s = num(key)
            row(f"{config}: the same with Swift Build (--build-system swiftbuild)",
                f"{s:.1f} s (CPU {num(key.replace('_s', '_cpu_s')):.1f} s)", f"<= {limit} s", s <= limit)
    for key, label in (("build.tool_release_s", "layoutgen-build's clean release build, as consumers build it"),
                       ("build.tool_debug_s", "layoutgen-build's clean debug build (no index store)")):
        if key in r:
            row(label, f"{num(key):.1f} s (CPU {num(key.replace('_s', '_cpu_s')):.1f} s)", "(reference)")
    if "build.protobuf_debug_s" in r:
        mine, theirs = num("build.tool_debug_s"), num("build.protobuf_debug_s")
        row("protoc-gen-swift's clean debug build (no index store), " + r.get("build.protobuf_version", ""),
            f"{theirs:.1f} s (CPU {num('build.protobuf_debug_cpu_s'):.1f} s)",
            "layoutgen-build no slower", mine is not None and mine <= theirs)
    optimized = num("build.optimized_release_s")
    if optimized is not None:
        row("LAYOUTGEN_OPTIMIZE=1 swift build -c release --product layoutgen, clean",
            f"{optimized:.1f} s (CPU {num('build.optimized_release_cpu_s'):.1f} s)", "<= 180 s", optimized <= 180)

    width = max(len(f) for f, v, _, _ in rows if v is not None)
    vwidth = max(len(v) for _, v, _, _ in rows if v is not None)
    out = []
    for figure, value, target, verdict in rows:
        if value is None:
            out.append("")
            out.append(figure)
            continue
        out.append(f"  {figure.ljust(width)}  {value.ljust(vwidth)}  {verdict.ljust(6)}  {target}".rstrip())
    print(f"LayoutGen benchmarks{' (QUICK: not for figures)' if quick else ''}: {r.get('machine.swift')}, "
          f"{r.get('machine.cores')} cores, load average {r.get('machine.load_start')} at start, "
          f"{r.get('machine.load_end')} at end")
    print("\n".join(out))
    missed = sum(1 for row_ in rows if row_[3] == "MISSED")
    print(f"\n{'all targets met' if missed == 0 else f'{missed} target(s) missed'}")


if __name__ == "__main__":
    main()
