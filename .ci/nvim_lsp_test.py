#!/usr/bin/env python3
"""`layoutgen lsp` with Neovim as the client (headless), set up as docs/editors.md says: its
init.lua snippet for the Neovim in use (0.8 or later, or the one for 0.7), run as it is written,
with `layoutgen` on PATH. A real LSP client opens a spec with two problems on consecutive lines
(an unknown attribute and a conflict) and untidy spacing, and the test checks what the client
received: the file type, both diagnostics at their lines, hover from `explain`, go to
definition, completion after `title.`, and a formatting edit that tidies the spacing.

usage: python3 .ci/nvim_lsp_test.py LAYOUTGEN [NVIM]   (NVIM: `nvim` by default, 0.7 or later)
"""
import os
import re
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
    "filetype layout",
    "diagnostic 10:10 unknown attribute 'widht'; did you mean 'width'?",
    "diagnostic 11:5 constraint conflicts with others: they differ by 8",
    "hover view title",
    "definition 3:10",
    "completion centerY",
    "formatting 1 edit(s)",
    "formatted line 7:     title.leading == icon.trailing + 10",
]


def snippet(here, version):
    """docs/editors.md's init.lua for a Neovim version: the first ```lua block (0.8 or later),
    or the one after it (0.7)."""
    with open(os.path.join(here, "..", "docs", "editors.md")) as f:
        blocks = re.findall(r"```lua\n(.*?)```", f.read(), re.S)
    return blocks[0] if version >= (0, 8) else blocks[1]


def main():
    layoutgen = os.path.abspath(sys.argv[1])
    nvim = sys.argv[2] if len(sys.argv) > 2 else "nvim"
    here = os.path.dirname(os.path.abspath(__file__))
    banner = subprocess.run([nvim, "--version"], capture_output=True, text=True, check=True).stdout
    version = tuple(int(n) for n in re.search(r"NVIM v(\d+)\.(\d+)", banner).groups())
    with tempfile.TemporaryDirectory() as work:
        spec = os.path.join(work, "Cell.layout")
        out = os.path.join(work, "out.txt")
        init = os.path.join(work, "init.lua")
        with open(spec, "w") as f:
            f.write(SPEC)
        with open(init, "w") as f:
            f.write(snippet(here, version))
        # The snippet starts `layoutgen` by name, as a user's PATH finds it.
        bin_dir = os.path.join(work, "bin")
        os.makedirs(bin_dir)
        os.symlink(layoutgen, os.path.join(bin_dir, "layoutgen"))
        env = dict(os.environ, SPEC=spec, OUT=out, PATH=bin_dir + os.pathsep + os.environ["PATH"])
        subprocess.run(
            [nvim, "--headless", "-u", init, "-c", "luafile " + os.path.join(here, "nvim_lsp_test.lua")],
            env=env, cwd=work, timeout=60, check=False, stdin=subprocess.DEVNULL, capture_output=True)
        got = open(out).read().splitlines() if os.path.exists(out) else []
    name = f"Neovim {version[0]}.{version[1]}"
    missing = [line for line in EXPECTED if line not in got]
    if missing:
        print(f"nvim_lsp_test: FAILED with {name}; missing:\n  " + "\n  ".join(missing) + "\ngot:\n  " + "\n  ".join(got))
        sys.exit(1)
    print(f"nvim_lsp_test: {name}, set up as docs/editors.md says, received {len(got)} expected answers from layoutgen lsp")


if __name__ == "__main__":
    main()
