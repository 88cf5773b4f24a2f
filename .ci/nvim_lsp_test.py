#!/usr/bin/env python3
"""`layoutgen lsp` with Neovim as the client (headless): a real LSP client opens a spec with
two problems on consecutive lines (an unknown attribute and a conflict) and untidy spacing, and
the test checks what the client received: both diagnostics at their lines, hover from
`explain`, go to definition, completion after `title.`, and a formatting edit that tidies the spacing.

usage: python3 .ci/nvim_lsp_test.py LAYOUTGEN   (needs `nvim`, 0.7 or later)
"""
import os
import subprocess
import sys
import tempfile

SPEC = """layout Cell {
    view icon
    view title: measured
    icon.size == 48
    icon.leading == 12
    icon.centerY == super.centerY
    title.leading==icon.trailing + 10
    title.trailing <= super.trailing - 12
    title.centerY == icon.centerY
    icon.widht == 40
    icon.width == 40
}
"""

EXPECTED = [
    "diagnostic 10:10 unknown attribute 'widht'; did you mean 'width'?",
    "diagnostic 11:5 constraint conflicts with others: they differ by 8",
    "hover view title",
    "definition 3:10",
    "completion centerY",
    "formatting 1 edit(s)",
    "formatted line 7:     title.leading == icon.trailing + 10",
]


def main():
    layoutgen = os.path.abspath(sys.argv[1])
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory() as work:
        spec = os.path.join(work, "Cell.layout")
        out = os.path.join(work, "out.txt")
        with open(spec, "w") as f:
            f.write(SPEC)
        env = dict(os.environ, LAYOUTGEN=layoutgen, SPEC=spec, OUT=out)
        subprocess.run(
            ["nvim", "--headless", "-u", "NONE", "-c", "luafile " + os.path.join(here, "nvim_lsp_test.lua")],
            env=env, cwd=work, timeout=60, check=False, stdin=subprocess.DEVNULL, capture_output=True)
        got = open(out).read().splitlines() if os.path.exists(out) else []
    missing = [line for line in EXPECTED if line not in got]
    if missing:
        print("nvim_lsp_test: FAILED; missing:\n  " + "\n  ".join(missing) + "\ngot:\n  " + "\n  ".join(got))
        sys.exit(1)
    print(f"nvim_lsp_test: Neovim received {len(got)} expected answers from layoutgen lsp")


if __name__ == "__main__":
    main()
