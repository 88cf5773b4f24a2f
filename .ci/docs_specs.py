"""Writes every ```layout block of the docs (README.md and docs/*.md) to a directory, one
.layout file each, named after its document and line, so that `layoutgen check --strict`
can check them all: a ```layout block must check without a diagnostic (```layout-error blocks
show diagnostics on purpose and are left out).

Usage: python3 .ci/docs_specs.py OUTPUT_DIR
"""
import glob
import os
import sys


def blocks(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```layout":
            j = i + 1
            while j < len(lines) and lines[j].strip() != "```":
                j += 1
            yield i + 1, "\n".join(lines[i + 1 : j]) + "\n"
            i = j
        i += 1


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for old in glob.glob(os.path.join(out, "*.layout")):
        os.remove(old)
    count = 0
    for doc in ["README.md"] + sorted(glob.glob("docs/*.md")):
        for line, text in blocks(doc):
            name = os.path.basename(doc).replace(".md", "") + f"-{line}.layout"
            with open(os.path.join(out, name), "w", encoding="utf-8") as f:
                f.write(text)
            count += 1
    print(f"docs specs: {count} ```layout blocks written to {out}")


main()
