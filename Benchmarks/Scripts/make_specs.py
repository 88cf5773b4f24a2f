#!/usr/bin/env python3
"""Writes synthetic .layout specs for the generator benchmarks: cells stacked from blocks (a
header row, a stack of text, an equal-spacing action row, an image, a container view with
two labels), each block under the one before, the cell as tall as its content. Deterministic
for a given seed.

usage: make_specs.py OUTDIR --count N --views V [--seed S] [--prefix NAME]
  writes OUTDIR/<NAME><i>.layout, N files of about V views each (never fewer)
"""

import argparse
import os
import random


class Spec:
    def __init__(self, name, rng):
        self.name, self.rng = name, rng
        self.lines, self.views, self.block = [], 0, 0
        self.below = None  # the expression the next block goes under

    def top(self, view, gap):
        anchor = self.below if self.below else "super.top"
        self.lines.append(f"    {view}.top == {anchor} + {gap}")

    def header(self):
        p = f"h{self.block}"
        icon, title, subtitle, badge = f"{p}Icon", f"{p}Title", f"{p}Subtitle", f"{p}Badge"
        size = self.rng.choice([32, 40, 48])
        self.lines += [
            f"    view {icon}",
            f"    view {title}, {subtitle}, {badge}: measured",
            f"    H: |-12-[{icon}({size})]-10-[{title}]-(>=8)-[{badge}]-12-| align top",
            f"    {icon}.height == {size}",
            f"    {subtitle}.leading == {title}.leading",
            f"    {subtitle}.trailing == super.trailing - 12",
            f"    V: [{title}]-2-[{subtitle}]",
        ]
        self.top(icon, 12)
        self.below = f"max({icon}.bottom, {subtitle}.bottom)"
        self.views += 4

    def text_stack(self):
        p = f"t{self.block}"
        names = [f"{p}Line{i}" for i in range(self.rng.randint(2, 4))]
        self.lines.append(f"    view {', '.join(names)}: measured")
        for name in names:
            self.lines.append(f"    H: |-16-[{name}]-16-|")
        self.lines.append("    V: " + "-4-".join(f"[{n}]" for n in names))
        self.top(names[0], 8)
        self.below = f"{names[-1]}.bottom"
        self.views += len(names)

    def actions(self):
        p = f"a{self.block}"
        names = [f"{p}Button{i}" for i in range(self.rng.randint(3, 5))]
        self.lines.append(f"    view {', '.join(names)}: measured")
        self.lines.append("    H: |-12-" + "-(*)-".join(f"[{n}]" for n in names) + "-12-| align top")
        self.top(names[0], 8)
        self.below = f"max({', '.join(n + '.bottom' for n in names)})"
        self.views += len(names)

    def image(self):
        name = f"i{self.block}Image"
        ratio = self.rng.choice(["0.5", "0.75", "9 / 16"])
        self.lines += [f"    view {name}", f"    H: |[{name}]|", f"    {name}.height == {name}.width * {ratio}"]
        self.top(name, 8)
        self.below = f"{name}.bottom"
        self.views += 1

    def container(self):
        p = f"c{self.block}"
        box, left, right = f"{p}Box", f"{p}Label", f"{p}Value"
        self.lines += [
            f"    view {box} {{",
            f"        view {left}, {right}: measured",
            f"        H: |-8-[{left}]-(>=8)-[{right}]-8-| align top",
            f"        {left}.top == 8",
            f"        super.bottom == max({left}.bottom, {right}.bottom) + 8",
            "    }",
            f"    H: |-12-[{box}]-12-|",
        ]
        self.top(box, 8)
        self.below = f"{box}.bottom"
        self.views += 3

    def text(self, views):
        blocks = [self.text_stack, self.actions, self.image, self.container, self.header]
        self.header()
        while self.views < views:
            self.block += 1
            self.rng.choice(blocks)()
        return "\n".join(
            [f"// A synthetic cell of {self.views} views for the generator benchmarks.", f"layout {self.name} {{"]
            + self.lines
            + [f"    super.bottom == {self.below} + 12", "}", ""])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("outdir")
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--views", type=int, required=True)
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--prefix", default="Synthetic")
    args = parser.parse_args()
    os.makedirs(args.outdir, exist_ok=True)
    rng = random.Random(args.seed)
    width = len(str(args.count))
    for i in range(args.count):
        name = f"{args.prefix}{i:0{width}d}" if args.count > 1 else args.prefix
        with open(os.path.join(args.outdir, name + ".layout"), "w") as f:
            f.write(Spec(name, rng).text(args.views))


if __name__ == "__main__":
    main()
