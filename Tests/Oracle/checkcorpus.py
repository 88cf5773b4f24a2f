#!/usr/bin/env python3
"""The seeded corpus of `layoutgen check` (LANGUAGE.md §12): random specs, half of them
with one problem planted (a tie, a view squeezed below 0, a view outside its container, two
views overlapping), half clean by construction. The analysis must report every planted problem
with a witness that `layoutgen eval` and `layoutgen verify` confirm, and nothing of the four
kinds on a clean spec.

    python3 Tests/Oracle/checkcorpus.py --seed 1 --count 400 --jobs 2
    python3 Tests/Oracle/checkcorpus.py --seed 123 --count 1 --keep /tmp/cc   # one spec, kept

Spec N of a run uses seed `--seed + N`; the seed alone decides it: an even seed is planted, with
the kind `tie`, `squeezed`, `outside`, `overlap` in turn (seed // 2 mod 4), an odd seed is
clean. So any 400 consecutive seeds are 200 planted (50 of each kind) and 200 clean.

The specs (one layout each): a row of 2-5 views (a `H:` sequence or the same as explicit
constraints, `leading`/`trailing` or `left`/`right`) with fixed, measured, flexible, unsized and
optional views, fixed, standard, input, flexible and bounded gaps, a Bool input choosing a width
with `when`, vertically in bounded sequences of their own, aligned to an anchor or filling the
height; a column (a `V:` sequence, each view placed across it by a sequence or constraints); a
card (an icon beside a column of labels, an accessory); a container view with children; a
column filling a declared height (`domain super.height`) or the height another sequence fixes;
the planted problem as a component of its own beside one of these, or as the row itself. Clean
rows keep what the analysis searches realistic with `domain` lines (the measured answers of all
but the lowest-priority measured view of a row, whose own proposal bounds it) and distinct
compression priorities; some clean specs hold a view outside or an overlapping pair that an
`allow` statement silences, or narrow `domain super.width`. At most 8 views and 3 measured ones:
each search ends well within the analysis's budget of steps.

Planted problems are certain to occur somewhere in the default domain:

- tie: two measured views of one compression priority competing in a row (answers narrowed so
  that either fits alone but not both at the narrowest width), two of one hugging priority
  filling a row, or two preferences `== N @P` of one priority sharing a row;
- squeezed: fixed widths and measured answers summing past 320 (or past it in one `when`
  branch) beside an unsized view (each side fits on its own), or a column of fixed heights past
  the lowest declared height, or the height another sequence fixes, beside an unsized view;
- outside: a view wider than 320 minus its margin pinned at one edge only or centred, a
  measured view pinned at its leading edge only, a view taller than the layout's lowest fitted
  height pinned at its top or bottom, a child wider than its container view, `b.left ==
  a.right + 8` with `a` placed by its leading edge (outside in right to left only);
- overlap: `b.leading == a.trailing - 10` (or `left`/`right`, or a gap `-(-10)-`, horizontal or
  vertical) with both of a size, also after a measured view.

Checks. `check --format json` on every spec (20 files a process). A spec `check`
rejects with an error is a generator bug (a failure). A planted spec must get a warning of the
planted kind naming the planted view(s) (or, for preferences, their lines) and no other warning
of the four kinds, but for the planted views' second tie (their hugging, where the planted tie is
their compression resistance in a row that leaves no flexible space), whose witness must show
the frames it names in both orders as the planted tie's does; a clean spec none, and `explain --checks` must not say that a search gave up
(a clean verdict from an unfinished search proves nothing). Each planted warning's first note
(`at <options>: …`) is run with `eval --json` and `verify` (which must pass), and the frames
must show the problem:

- squeezed: eval's width (height) is 0 and the unclamped value, worked out from the frames of
  the view's neighbours in its sequence and the gaps, is below 0 and equals the note's;
- outside: the frame (direction-aware) lies past the named edge of the printed size or parent,
  and equals the note's frame;
- overlap: both of a size and their intervals along the axis the spec places them on overlap,
  and the frames equal the note's;
- tie: eval's frames equal the note's "in declaration order" frames, and the same spec with
  the two tied declarations (or lines) swapped, run by eval at the witness, gives the note's
  "in the reverse order" frames; in each, the one declared first meets its answer (or
  preference) exactly and the other misses it.

Clean specs are also evaluated at two corners of the domain (the narrowest width with the
largest measured answers, optional views hidden, and another width with the answers at 0 or
largest), and those frames must show none of the problems and pass `verify`: a clean spec whose
corner shows one is either a generator bug or a problem the analysis missed.
"""

import argparse
import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KINDS = ["tie", "squeezed", "outside", "overlap"]
TOL = 2e-3          # the witness notes print three decimals
NARROWEST = 320
WIDEST = 1366

NAMES = ["icon", "title", "subtitle", "time", "badge", "button", "avatar", "detail", "label", "image",
         "count", "status", "name", "date", "tag", "chevron", "caption", "thumb", "price", "author",
         "summary", "header", "footer", "banner", "logo", "menu", "toggle", "field", "hint", "note",
         "rating", "score", "amount", "unit", "flag", "dot", "mark", "pill", "chip", "meta"]
BOOLS = ["compact", "expanded", "large", "editing", "dense"]
PRIORITIES = [800, 760, 751, 750, 749, 740, 700, 600]


def fmt(v):
    if abs(v - round(v)) < 1e-9:
        return str(int(round(v)))
    return f"{v:.3f}".rstrip("0").rstrip(".")


# MARK: - The spec model

class View:
    def __init__(self, name):
        self.name = name
        self.measured = False
        self.optional = False
        self.comp = None        # compression resistance, None: 750
        self.hug = None         # hugging, None: 250
        self.dw = None          # `domain name.width 0...dw`
        self.dh = None
        self.spot_w = None      # W -> a width within the view's proposal at container width W
        self.spot_h = 120       # a height within its domain
        self.parent = None      # the container view it is declared in
        self.children = []      # a container view's own views, declared in its block
        self.block = []         # and its statements

    def declaration(self):
        traits = []
        if self.measured:
            if self.hug is not None:
                parts = [f"hugging @{self.hug}"]
                if self.comp is not None:
                    parts.append(f"compression @{self.comp}")
                traits.append("measured(" + ", ".join(parts) + ")")
            elif self.comp is not None:
                traits.append(f"measured @{self.comp}")
            else:
                traits.append("measured")
        if self.optional:
            traits.append("optional")
        return self.name + (": " + ", ".join(traits) if traits else "")


class Spec:
    def __init__(self, seed, kind):
        self.seed = seed
        self.kind = kind                # "clean" or a planted kind
        self.name = f"Corpus{seed}"
        self.views = []                 # declaration order
        self.inputs = []                # declaration lines
        self.bools = {}                 # name -> default (None: required)
        self.numbers = {}               # name -> (default, lowest, highest)
        self.lines = []                 # statements
        self.checks = []                # domain and allow lines
        self.width_range = (NARROWEST, WIDEST)
        self.height_range = None        # a declared (lo, hi)
        self.height_fixed = False       # a sequence fixes the height (components end above it)
        self.pairs = []                 # (a, b, axis) placed side by side
        self.allowed_outside = set()
        self.allowed_overlap = set()
        self.rows = []                  # sequences for the squeezed check: see Row
        self.plant = None               # what was planted (dict)
        self.template = []              # what it is made of, for the report
        self.swap = None                # (i, j): views to swap, or ("lines", a, b) for the tie check

    def text(self, swapped=False):
        views = list(self.views)
        lines = list(self.lines)
        if swapped and self.swap:
            if self.swap[0] == "views":
                i, j = self.swap[1], self.swap[2]
                views[i], views[j] = views[j], views[i]
            else:
                i, j = self.swap[1], self.swap[2]
                lines[i], lines[j] = lines[j], lines[i]
        out = [f"layout {self.name} {{"]
        out += ["    " + line for line in self.inputs]
        out += declarations(views, "    ")
        for line in lines:
            out += ["    " + part for part in line.split("\n")]
        out += ["    " + line for line in self.checks]
        out.append("}")
        return "\n".join(out) + "\n"

    def line_of(self, index):
        """The 1-based source line of statement `index` (self.lines), as text() writes it."""
        return self.text().split("\n").index("    " + self.lines[index]) + 1

    def all_views(self):
        """Every view, container views' children after their container."""
        out = []
        for v in self.views:
            out.append(v)
            out += v.children
        return out


def declarations(views, indent):
    """`view` lines; consecutive plain views share one, a container view has its block."""
    out = []
    k = 0
    while k < len(views):
        v = views[k]
        if v.children:
            out.append(f"{indent}view {v.name} {{")
            out += declarations(v.children, indent + "    ")
            out += [indent + "    " + line for line in v.block]
            out.append(indent + "}")
        elif v.declaration() == v.name:
            group = [v.name]
            while (k + 1 < len(views) and views[k + 1].declaration() == views[k + 1].name
                   and not views[k + 1].children and len(group) < 4):
                k += 1
                group.append(views[k].name)
            out.append(f"{indent}view " + ", ".join(group))
        else:
            out.append(f"{indent}view {v.declaration()}")
        k += 1
    return out


class Gen:
    """The random choices of one spec."""

    def __init__(self, seed, kind):
        self.rng = random.Random(seed * 7919 + 17)
        self.spec = Spec(seed, kind)
        self.pool = list(NAMES)
        self.rng.shuffle(self.pool)
        self.extra = 0

    def new_view(self, measured=False):
        if self.pool:
            name = self.pool.pop()
        else:
            self.extra += 1
            name = f"v{self.extra}"
        v = View(name)
        v.measured = measured
        self.spec.views.append(v)
        return v

    def line(self, text):
        self.spec.lines.append(text)
        return len(self.spec.lines) - 1

    def check(self, text):
        self.spec.checks.append(text)

    def chance(self, p):
        return self.rng.random() < p


# MARK: - Rows

GAP_CHOICES = [("fixed", 4), ("fixed", 8), ("std",), ("fixed", 10), ("fixed", 12), ("none",), ("fixed", 16),
               ("fixed", 6)]
MARGINS = [0, 8, 12, 16, 20, 24]


def gap_value(gap, spec, highest=True):
    """A fixed gap's extent (a bounded gap's least, a flexible gap's 0, an input's largest)."""
    kind = gap[0]
    if kind == "fixed":
        return gap[1]
    if kind == "std":
        return 8
    if kind == "none" or kind == "flex":
        return 0
    if kind == "ge":
        return gap[1]
    if kind == "input":
        default, lo, hi = spec.numbers[gap[1]]
        return hi if highest else lo
    raise ValueError(kind)


def gap_vfl(gap):
    kind = gap[0]
    return {"fixed": lambda: f"-{fmt(gap[1])}-", "std": lambda: "-", "none": lambda: "",
            "flex": lambda: "-(" + ("" if gap[1] == 1 else fmt(gap[1])) + "*)-",
            "ge": lambda: f"-(>={fmt(gap[1])})-", "input": lambda: f"-{gap[1]}-"}[kind]()


def gap_term(gap):
    """The offset of an explicit constraint (` + 8`, ` + spacing`, '')."""
    kind = gap[0]
    if kind in ("fixed", "ge"):
        return f" + {fmt(gap[1])}" if gap[1] else ""
    if kind == "std":
        return " + 8"
    if kind == "none":
        return ""
    if kind == "input":
        return f" + {gap[1]}"
    raise ValueError(kind)


class Item:
    def __init__(self, view, role, width=None):
        self.view = view
        self.role = role            # fixed | measured | plain | flex
        self.width = width          # fixed: a number; flex: the weight
        self.when = None            # fixed: the widths by branch [(condition, width)]
        self.height = None


class Row:
    """A row of items between the container's leading and trailing edges: items[k] sits between
    gaps[k] and gaps[k + 1] (gaps[0] and gaps[-1] are the margins)."""

    def __init__(self):
        self.items = []
        self.gaps = []
        self.physical = False       # written with left/right
        self.axis = "H"


def budget(row, spec):
    """The extent at the narrowest width that fixed gaps, fixed sizes and domain-narrowed answers
    take, with every optional view shown and the widest branch."""
    total = sum(gap_value(g, spec) for g in row.gaps)
    for it in row.items:
        if it.role == "fixed":
            total += max(w for _, w in it.when) if it.when else it.width
        elif it.role == "measured" and it.view.dw is not None:
            total += it.view.dw
    return total


def pick_gaps(g, n, margin_choices=MARGINS):
    r = g.rng
    gaps = [("fixed", r.choice(margin_choices))]
    gaps += [r.choice(GAP_CHOICES) for _ in range(n - 1)]
    gaps.append(("fixed", r.choice(margin_choices)))
    # Margins written as a bare '|[' are fine; '-0-' is not written (the VFL writer uses '').
    return [("none",) if gp == ("fixed", 0) else gp for gp in gaps]


def maybe_number_input(g, row):
    """Sometimes one fixed inner gap becomes an input `spacing`, narrowed by `domain` or not."""
    if "spacing" in g.spec.numbers or not g.chance(0.15):
        return
    inner = [k for k in range(1, len(row.gaps) - 1) if row.gaps[k][0] in ("fixed", "std")]
    if not inner:
        return
    k = g.rng.choice(inner)
    default = g.rng.choice([4, 8, 10])
    if g.chance(0.6):
        lo, hi = default - g.rng.choice([0, 2, 4]), default + g.rng.choice([2, 4, 8])
        g.check(f"domain spacing {fmt(max(lo, 0))}...{fmt(hi)}")
        g.spec.numbers["spacing"] = (default, max(lo, 0), hi)
    else:
        g.spec.numbers["spacing"] = (default, default, default)
    g.spec.inputs.append(f"input spacing = {fmt(default)}")
    row.gaps[k] = ("input", "spacing")


def maybe_when(g, row, wider=False):
    """Sometimes one fixed item takes its width from a Bool input with `when` (`wider`: the
    Bool's branch is the wider one, so that a planted overflow may need it)."""
    if g.spec.bools or not g.chance(0.3):
        return
    fixed = [it for it in row.items if it.role == "fixed" and not it.view.optional]
    if not fixed:
        return
    it = g.rng.choice(fixed)
    name = g.rng.choice(BOOLS)
    required = g.chance(0.3)
    g.spec.bools[name] = None if required else False
    g.spec.inputs.append(f"input {name}: Bool" + ("" if required else " = false"))
    w = it.width
    if wider:
        it.when = [(name, w + g.rng.randint(40, 160)), (None, w)]
    elif g.chance(0.3):
        it.when = [(name, max(8, w - 16)), (f"super.width >= {g.rng.choice([400, 600, 800])}", w + 8), (None, w)]
    else:
        it.when = [(name, max(8, w - 16)), (None, w)]


def when_text(it):
    out = []
    for k, (condition, w) in enumerate(it.when):
        head = ("when " if k == 0 else "} else when " if condition else "} else") + (condition or "")
        out.append(head.rstrip() + " {")
        out.append(f"    {it.view.name}.width == {fmt(w)}")
    out.append("}")
    return "\n".join(out)


def shrink_to(values, room, least=8):
    """Scales the numbers in `values` (a list of [obj, attr]) down until they sum to at most room."""
    total = sum(getattr(o, a) for o, a in values)
    if total <= room:
        return True
    if room < least * len(values):
        return False
    factor = room / total
    for o, a in values:
        setattr(o, a, max(least, int(getattr(o, a) * factor)))
    return sum(getattr(o, a) for o, a in values) <= room


def build_row(g, purpose, vmode, exclusive):
    """A row; purpose: clean | overflow | tie-compression | tie-hugging | tie-preference.
    Returns the Row and what was planted (or None); None when the draw does not fit (draw again)."""
    r = g.rng
    spec = g.spec
    n = r.randint(3 if purpose == "overflow" else 2, 5)
    if purpose == "clean":
        slack = r.choice(["plain", "flex", "bounded", "none"])
    elif purpose == "overflow":
        slack = "plain"
    elif purpose == "tie-compression":
        slack = r.choice(["flex", "bounded", "none"])
    elif purpose == "tie-hugging":
        slack = "none"
    else:
        slack = "pref"
    row = Row()
    row.gaps = pick_gaps(g, n)
    roles = ["fixed"] * n
    slots = list(range(n))
    r.shuffle(slots)
    plant = None
    if slack == "plain":
        k = slots.pop() if purpose != "overflow" else r.randint(1, n - 2)
        if purpose == "overflow":
            slots.remove(k)
        roles[k] = "plain"
        for s in slots[:r.randint(0, min(2, len(slots)))]:
            roles[s] = "measured"
    elif slack == "flex":
        flex_items = r.randint(0, min(2, n - 1)) if purpose == "clean" else r.randint(0, max(0, n - 2))
        for s in slots[:flex_items]:
            roles[s] = "flex"
        slots = slots[flex_items:]
        if flex_items == 0 or r.random() < 0.4:
            places = list(range(len(row.gaps)))
            for k in r.sample(places, r.randint(1, 2)):
                row.gaps[k] = ("flex", r.choice([1, 1, 2]))
        if purpose == "clean":
            for s in slots[:r.randint(0, min(2, len(slots)))]:
                roles[s] = "measured"
    elif slack == "bounded":
        k = r.randint(1, n - 1)
        row.gaps[k] = ("ge", r.choice([0, 4, 8, 12]))
        if purpose == "clean":
            for s in slots[:r.randint(0, min(3, len(slots)))]:
                roles[s] = "measured"
    elif slack == "none":
        if purpose == "clean":
            for s in slots[:r.randint(1, min(3, n))]:
                roles[s] = "measured"
    elif slack == "pref":
        a, b = slots[0], slots[1]
        roles[a] = roles[b] = "plain"
    if purpose in ("tie-compression", "tie-hugging"):
        candidates = [s for s in range(n) if roles[s] == "fixed"]
        if len(candidates) < 2:
            return None
        for s in r.sample(candidates, 2):
            roles[s] = "measured"
    # The items.
    for role in roles:
        v = g.new_view(measured=(role == "measured"))
        it = Item(v, role)
        if role == "fixed":
            it.width = r.choice([16, 20, 24, 28, 32, 36, 40, 44, 48, 56, 60, 64, 72, 80, 88, 96])
        elif role == "flex":
            it.width = r.choice([1, 1, 2, 0.5])
        row.items.append(it)
    measured = [it for it in row.items if it.role == "measured"]
    maybe_number_input(g, row)
    maybe_when(g, row, wider=(purpose == "overflow" and r.random() < 0.5))

    # Priorities and domains.
    if purpose == "clean":
        prios = sorted(r.sample(PRIORITIES, len(measured)), reverse=True)
        order = list(measured)
        r.shuffle(order)
        for it, p in zip(order, prios):
            it.view.comp = None if p == 750 else p
        lowest = order[-1] if order else None
        for it in order:
            if slack == "plain" or it is not lowest:
                it.view.dw = r.choice([40, 60, 80, 100, 120, 160])
        if slack == "none" and len(order) >= 2:
            lowest.view.hug = r.choice([200, 240, 249])
            if lowest.view.comp is None:
                lowest.view.comp = 750
    # Room: what the narrowest width leaves.
    reserve = r.randint(24, 64)
    sizes = [[it, "width"] for it in row.items if it.role == "fixed" and not it.when]
    sizes += [[it.view, "dw"] for it in measured if it.view.dw is not None]
    fixed_gaps = sum(gap_value(gp, spec) for gp in row.gaps)
    whens = sum(max(w for _, w in it.when) for it in row.items if it.when)
    room = NARROWEST - fixed_gaps - whens

    if purpose == "clean":
        if not shrink_to(sizes, room - reserve):
            return None
    elif purpose == "overflow":
        # Each side of the unsized view fits at 320; together they do not.
        k = next(i for i, it in enumerate(row.items) if it.role == "plain")
        for it in measured:
            it.view.dw = r.choice([60, 80, 100, 140])
        over = r.randint(10, 140)

        def side(items, gaps):
            return sum(gap_value(gp, spec) for gp in gaps) + sum(
                ((max(w for _, w in it.when) if it.when else it.width) if it.role == "fixed"
                 else it.view.dw if it.role == "measured" else 0)
                for it in items)

        target = NARROWEST + over
        for _ in range(40):
            total = side(row.items, row.gaps)
            if total >= target:
                break
            grow = [it for it in row.items if it.role == "fixed" and not it.when]
            if not grow:
                return None
            r.choice(grow).width += 8
        left = side(row.items[:k], row.gaps[:k + 1])
        right = side(row.items[k + 1:], row.gaps[k + 1:])
        if left > NARROWEST - 8 or right > NARROWEST - 8 or left + right <= NARROWEST + 4:
            return None
        plant = {"kind": "squeezed", "views": [row.items[k].view.name], "axis": "width", "row": row,
                 "what": "row overflow" + (" with measured answers" if measured else "")}
    else:
        if not shrink_to(sizes, room - r.randint(60, 140)):
            return None
        avail = room - sum(getattr(o, a) for o, a in sizes)
        if purpose == "tie-compression":
            p, q = measured
            prio = r.choice([None, None, 700, 760, 749])
            p.view.comp = q.view.comp = prio
            p.view.dw = r.randint(int(avail * 0.55), avail)
            q.view.dw = r.randint(max(int(avail * 0.55), avail + 8 - p.view.dw), avail)
            plant = {"kind": "tie", "views": [p.view.name, q.view.name],
                     "what": f"measured views at one compression priority ({slack} row)"}
        elif purpose == "tie-hugging":
            p, q = measured
            if r.random() < 0.5:
                p, q = q, p
            p.view.comp, q.view.comp = r.choice([(None, 749), (760, None), (800, 700)])
            p.view.dw = r.randint(20, avail - 16)
            plant = {"kind": "tie", "views": [p.view.name, q.view.name],
                     "what": "measured views at one hugging priority filling a row"}
        else:
            a, b = [it for it in row.items if it.role == "plain"]
            prio = r.choice([300, 400, 500, 600, 700])
            # Either fits alone at every width; together they fit at one width at most.
            pa, pb = r.randint(12, avail - 12), r.randint(12, avail - 12)
            plant = {"kind": "tie", "views": [a.view.name, b.view.name],
                     "prefs": [(a.view.name, pa), (b.view.name, pb)],
                     "priority": prio, "what": "preferences of one priority in a row"}

    # Optional items: fixed or measured (not the lowest of a row that fills), between fixed gaps.
    if purpose in ("clean",):
        for k, it in enumerate(row.items):
            if it.role not in ("fixed", "measured") or it.when or g.rng.random() > 0.2:
                continue
            if it.role == "measured" and it.view.dw is None:
                continue
            if any(row.gaps[j][0] in ("flex", "ge") for j in (k, k + 1)):
                continue
            it.view.optional = True

    # Spot answers (for the corners of clean specs): a width within the proposal at width W. The
    # one measured view without a domain gets what the others leave at most.
    taken = budget(row, spec)
    for it in measured:
        if it.view.dw is not None:
            it.view.spot_w = (lambda d: lambda W: d)(it.view.dw)
        else:
            it.view.spot_w = lambda W: max(0, W - taken - 4)

    row.slack = slack
    render_row(g, row, purpose, vmode, exclusive, plant)
    return row, plant


def render_row(g, row, purpose, vmode, exclusive, plant):
    r = g.rng
    spec = g.spec
    items = row.items
    has_flex = any(it.role == "flex" for it in items) or any(gp[0] == "flex" for gp in row.gaps)
    explicit = not has_flex and r.random() < 0.4
    row.physical = explicit and r.random() < 0.3
    lead, trail = ("left", "right") if row.physical else ("leading", "trailing")
    # Heights.
    non_measured = [it for it in items if it.role != "measured" and not it.view.optional and not it.when]
    for it in items:
        it.height = r.choice([12, 16, 20, 24, 28, 32, 40, 44, 48])
    if vmode in ("align", "fill") and not non_measured:
        vmode = "bounded"
    if vmode == "fill" and not exclusive:
        vmode = "align"
    if vmode == "fill" and any(it.role == "measured" and it.view.dw is None and row.slack == "none" for it in items):
        vmode = "align"
    anchor = max(non_measured, key=lambda it: it.height) if non_measured else None
    if vmode == "bounded" and anchor is None:
        for it in items:
            it.view.optional = False
    t, b = r.choice([0, 4, 8, 12, 16]), r.choice([0, 4, 8, 12, 16])
    align = None
    if vmode == "align" and not explicit and r.random() < 0.6:
        align = r.choice(["top", "centerY"])

    # Horizontal.
    if not explicit:
        text = "H: |"
        for k, it in enumerate(items):
            text += gap_vfl(row.gaps[k]) + "[" + it.view.name
            if it.role == "fixed" and not it.when:
                text += f"({fmt(it.width)})"
            elif it.role == "flex":
                text += "(" + ("" if it.width == 1 else fmt(it.width)) + "*)"
            text += "]"
        text += gap_vfl(row.gaps[-1]) + "|"
        if align:
            text += " align " + align
        g.line(text)
    else:
        first, last = items[0].view.name, items[-1].view.name
        m0, m1 = row.gaps[0], row.gaps[-1]
        if r.random() < 0.5:
            g.line(f"{first}.{lead} == super.{lead}{gap_term(m0)}")
        else:
            g.line(f"{first}.{lead} == {fmt(gap_value(m0, spec))}" if m0[0] != "input" else
                   f"{first}.{lead} == super.{lead}{gap_term(m0)}")
        for k in range(1, len(items)):
            a, bb = items[k - 1].view.name, items[k].view.name
            gp = row.gaps[k]
            op = ">=" if gp[0] == "ge" else "=="
            if r.random() < 0.8:
                g.line(f"{bb}.{lead} {op} {a}.{trail}{gap_term(gp)}")
            else:
                rev = {">=": "<=", "==": "=="}[op]
                g.line(f"{a}.{trail}{gap_term(gp)} {rev} {bb}.{lead}")
        term = gap_term(m1).replace("+", "-")
        if r.random() < 0.7:
            g.line(f"{last}.{trail} == super.{trail}{term}")
        else:
            g.line(f"super.{trail} == {last}.{trail}{gap_term(m1)}")
        for it in items:
            if it.role == "fixed" and not it.when:
                g.line(f"{it.view.name}.width == {fmt(it.width)}")
    for it in items:
        if it.when:
            g.line(when_text(it))
    for k in range(1, len(items)):
        spec.pairs.append((items[k - 1].view.name, items[k].view.name, "H"))
    if plant and plant.get("prefs"):
        indices = []
        for name, p in plant["prefs"]:
            indices.append(g.line(f"{name}.width == {fmt(p)} @{plant['priority']}"))
        plant["lines"] = indices
        spec.swap = ("lines", indices[0], indices[1])

    # Vertical.
    anchor_name = anchor.view.name if anchor else None
    min_height = 0
    if vmode == "bounded":
        for it in items:
            v = it.view
            if v.optional:
                continue
            size = "" if it.role == "measured" else f"({fmt(it.height)})"
            g.line(f"V: |{gap_vfl(('fixed', t) if t else ('none',))}[{v.name}{size}]-(>={fmt(b)})-|")
            min_height = max(min_height, t + (0 if it.role == "measured" else it.height) + b)
        for it in items:
            v = it.view
            if not v.optional:
                continue
            g.line(f"{v.name}.top == {anchor_name}.top")
            if it.role == "measured":
                v.dh = r.randint(4, anchor.height)
            else:
                it.height = min(it.height, anchor.height)
                g.line(f"{v.name}.height == {fmt(it.height)}")
    else:
        end = f"-{fmt(b)}-|" if vmode == "fill" and b else ("|" if vmode == "fill" else f"-(>={fmt(b)})-|")
        top = f"|-{fmt(t)}-" if t else "|"
        g.line(f"V: {top}[{anchor_name}({fmt(anchor.height)})]{end}")
        min_height = t + anchor.height + b
        for it in items:
            v = it.view
            if it is anchor:
                continue
            if vmode == "fill" and not v.optional:
                g.line(f"V: {top}[{v.name}]{end}")
                continue
            if vmode == "fill":
                g.line(f"{v.name}.top == {anchor_name}.top")
                g.line(f"{v.name}.bottom == {anchor_name}.bottom")
                continue
            if not align:
                how = r.choice(["top", "centerY", "bottom"])
                g.line(f"{v.name}.{how} == {anchor_name}.{how}")
            if it.role == "measured":
                v.dh = r.randint(4, anchor.height)
            else:
                it.height = min(it.height, anchor.height)
                g.line(f"{v.name}.height == {fmt(it.height)}")
    for it in items:
        v = it.view
        if v.measured:
            if v.dw is not None:
                g.check(f"domain {v.name}.width 0...{fmt(v.dw)}")
            if v.dh is not None:
                g.check(f"domain {v.name}.height 0...{fmt(v.dh)}")
                v.spot_h = v.dh
    row.min_height = min_height
    spec.rows.append(row)
    spec.template.append(f"row({row.slack}, {len(items)} views, {'explicit' if explicit else 'VFL'}"
                         f"{' left/right' if row.physical else ''}, {vmode})")


# MARK: - Columns and cards

def place_across(g, v, measured, optional, m=None):
    """Places a view of a column across it (horizontally). Returns its spot width function."""
    r = g.rng
    m = r.choice([0, 8, 12, 16, 20]) if m is None else m
    choices = ["fill", "lead", "trail", "center"] + (["hug", "hug"] if measured else [])
    how = r.choice(choices)
    explicit = optional or r.random() < 0.4
    w = r.choice([40, 60, 80, 120, 160, 200, 240])
    w = min(w, NARROWEST - 2 * m - 8)
    n = v.name
    if how == "fill":
        if explicit:
            g.line(f"{n}.leading == super.leading + {fmt(m)}" if m else f"{n}.leading == super.leading")
            g.line(f"{n}.trailing == super.trailing - {fmt(m)}" if m else f"{n}.trailing == super.trailing")
        else:
            e = f"-{fmt(m)}-" if m else ""
            g.line(f"H: |{e}[{n}]{e}|")
        return lambda W: W - 2 * m
    if how == "hug":
        if explicit:
            g.line(f"{n}.leading == {fmt(m)}")
            g.line(f"{n}.trailing <= super.trailing - {fmt(m)}" if m else f"{n}.trailing <= super.trailing")
        else:
            e = f"-{fmt(m)}-" if m else ""
            g.line(f"H: |{e}[{n}]-(>={fmt(m)})-|")
        return lambda W: W - 2 * m
    if how == "lead":
        if explicit:
            g.line(f"{n}.leading == super.leading + {fmt(m)}" if m else f"{n}.leading == super.leading")
            g.line(f"{n}.width == {fmt(w)}")
        else:
            g.line(f"H: |{'-' + fmt(m) + '-' if m else ''}[{n}({fmt(w)})]")
    elif how == "trail":
        if explicit:
            g.line(f"{n}.trailing == super.trailing - {fmt(m)}" if m else f"{n}.trailing == super.trailing")
            g.line(f"{n}.width == {fmt(w)}")
        else:
            g.line(f"H: [{n}({fmt(w)})]{'-' + fmt(m) + '-' if m else ''}|")
    else:
        g.line(f"{n}.centerX == super.centerX")
        g.line(f"{n}.width == {fmt(w)}")
    return lambda W: w


def build_column(g, exclusive):
    """A column of 2-5 views in one `V:` sequence, fitted."""
    r = g.rng
    spec = g.spec
    n = r.randint(2, 5)
    t, b = r.choice([0, 8, 12, 16]), r.choice([0, 8, 12, 16])
    views, heights = [], []
    for _ in range(n):
        measured = r.random() < 0.4
        v = g.new_view(measured=measured)
        v.optional = r.random() < 0.2
        if measured:
            v.comp = r.choice([None, None, 760, 700])
        views.append(v)
        heights.append(None if measured else r.choice([12, 16, 20, 24, 32, 40, 44]))
    gaps = [r.choice([("fixed", 4), ("std",), ("none",), ("fixed", 12), ("fixed", 6)]) for _ in range(n - 1)]
    text = "V: |" + (f"-{fmt(t)}-" if t else "")
    for k, v in enumerate(views):
        text += f"[{v.name}" + (f"({fmt(heights[k])})" if heights[k] is not None else "") + "]"
        if k < n - 1:
            text += gap_vfl(gaps[k])
    ends_exact = exclusive and r.random() < 0.5
    text += (f"-{fmt(b)}-|" if b else "|") if ends_exact else f"-(>={fmt(b)})-|"
    g.line(text)
    for k, v in enumerate(views):
        v.spot_w = place_across(g, v, v.measured, v.optional)
        if k:
            spec.pairs.append((views[k - 1].name, v.name, "V"))
    fixed = sum(h for h in heights if h is not None) + sum(gap_value(gp, spec) for gp in gaps)
    spec.template.append(f"column({n} views{', exact' if ends_exact else ''})")
    return t + fixed + b


def build_filler_column(g, planted, anchored=False):
    """A column filling a declared height (`domain super.height lo...hi`), or (`anchored`) the
    height another view's exact sequence gives a fitted layout, one unsized view in the middle;
    planted: the lowest height leaves it below 0."""
    r = g.rng
    spec = g.spec
    n = r.randint(3, 5)
    t, b = r.choice([0, 8, 12, 16]), r.choice([0, 8, 12, 16])
    k_fill = r.randint(1, n - 2)
    views, heights = [], []
    for k in range(n):
        measured = k != k_fill and r.random() < 0.3
        v = g.new_view(measured=measured)
        views.append(v)
        if measured:
            v.dh = r.choice([20, 40, 60])
            v.spot_h = v.dh
            heights.append(None)
        else:
            heights.append(None if k == k_fill else r.choice([16, 20, 24, 32, 40, 44, 60]))
    gaps = [r.choice([("fixed", 4), ("std",), ("none",), ("fixed", 12)]) for _ in range(n - 1)]
    text = "V: |" + (f"-{fmt(t)}-" if t else "")
    for k, v in enumerate(views):
        text += f"[{v.name}" + (f"({fmt(heights[k])})" if heights[k] is not None else "") + "]"
        if k < n - 1:
            text += gap_vfl(gaps[k])
    text += f"-{fmt(b)}-|" if b else "|"
    g.line(text)
    for k, v in enumerate(views):
        v.spot_w = place_across(g, v, v.measured, False)
        if k:
            spec.pairs.append((views[k - 1].name, v.name, "V"))

    def extent(ks):
        return sum((views[k].dh if heights[k] is None else heights[k]) for k in ks)
    above = t + extent(range(k_fill)) + sum(gap_value(gp, spec) for gp in gaps[:k_fill])
    below = b + extent(range(k_fill + 1, n)) + sum(gap_value(gp, spec) for gp in gaps[k_fill:])
    need = above + below
    if planted:
        lo = r.randint(max(above, below) + 2, need - 2) if need - 2 > max(above, below) + 2 else None
        if lo is None:
            return None
        hi = r.choice([lo + 100, 800, 1200])
        plant = {"kind": "squeezed", "views": [views[k_fill].name], "axis": "height",
                 "what": "column of fixed heights past the " + ("height another sequence fixes" if anchored
                                                                 else "lowest declared height")}
    else:
        lo = need + r.randint(8, 80)
        hi = r.choice([lo + 100, 800, 1200])
        plant = None
    if anchored:
        spec.height_fixed = True
        anchor = g.new_view()
        at, ab = r.choice([0, 4, 8]), r.choice([0, 4, 8])
        if lo - at - ab < 4:
            return None
        hi = lo
        top, end = (f"-{fmt(at)}-" if at else ""), (f"-{fmt(ab)}-" if ab else "")
        g.line(f"V: |{top}[{anchor.name}({fmt(lo - at - ab)})]{end}|")
        g.line(f"H: [{anchor.name}({r.choice([4, 8, 16])})]" + r.choice(["|", "-4-|"]))
    else:
        g.check(f"domain super.height {fmt(lo)}...{fmt(hi)}")
    for v in views:
        if v.measured:
            g.check(f"domain {v.name}.height 0...{fmt(v.dh)}")
    if not anchored:
        spec.height_range = (lo, hi)
    col = Row()
    col.axis = "V"
    col.items = [Item(v, "plain" if k == k_fill else ("measured" if v.measured else "fixed"), heights[k])
                 for k, v in enumerate(views)]
    col.gaps = [("fixed", t) if t else ("none",)] + gaps + [("fixed", b) if b else ("none",)]
    spec.rows.append(col)
    if plant:
        plant["row"] = col
    spec.template.append(f"filler column({n} views, height {lo}...{hi}{', fixed by a sequence' if anchored else ''})")
    return plant, lo


def build_card(g):
    """An icon beside a column of labels, sometimes an accessory at the trailing end."""
    r = g.rng
    spec = g.spec
    m, gap = r.choice([8, 12, 16]), r.choice([8, 10, 12])
    icon = g.new_view()
    title = g.new_view(measured=True)
    sub = g.new_view(measured=True)
    sub.optional = r.random() < 0.4
    acc = g.new_view() if r.random() < 0.5 else None
    if acc is not None:
        acc.optional = r.random() < 0.3
    iw = r.choice([24, 32, 40, 48, 56])
    ih = r.choice([24, 32, 40, 48, 56])
    aw = r.choice([12, 16, 20, 24])
    ah = min(ih, r.choice([12, 16, 20, 24]))
    hug = r.random() < 0.3 and acc is not None and not acc.optional
    mirror = r.random() < 0.3
    if acc is None:
        if mirror:
            g.line(f"H: |-{m}-[{title.name}]-{gap}-[{icon.name}({iw})]-{m}-|")
        else:
            g.line(f"H: |-{m}-[{icon.name}({iw})]-{gap}-[{title.name}]-{m}-|")
        avail = lambda W: W - 2 * m - iw - gap
    elif hug:
        g.line(f"H: |-{m}-[{icon.name}({iw})]-{gap}-[{title.name}]-(>=8)-[{acc.name}({aw})]-{m}-|")
        avail = lambda W: W - 2 * m - iw - gap - 8 - aw
    else:
        g.line(f"H: |-{m}-[{icon.name}({iw})]-{gap}-[{title.name}]-8-[{acc.name}({aw})]-{m}-|")
        avail = lambda W: W - 2 * m - iw - gap - 8 - aw
    title.spot_w = avail
    sub.spot_w = avail
    if hug:
        g.line(f"{sub.name}.leading == {title.name}.leading")
        g.line(f"{sub.name}.trailing == {acc.name}.leading - 8")
    else:
        g.line(f"{sub.name}.leading == {title.name}.leading; {sub.name}.trailing == {title.name}.trailing")
    t, b = r.choice([8, 12, 16]), r.choice([8, 12, 16])
    g.line(f"V: |-{t}-[{title.name}]-4-[{sub.name}]-(>={b})-|")
    g.line(f"V: |-{t}-[{icon.name}({ih})]-(>={b})-|")
    if acc is not None:
        g.line(f"{acc.name}.centerY == {icon.name}.centerY")
        g.line(f"{acc.name}.height == {ah}")
    if mirror:
        spec.pairs.append((title.name, icon.name, "H"))
    else:
        spec.pairs.append((icon.name, title.name, "H"))
    if acc is not None:
        spec.pairs.append((title.name, acc.name, "H"))
        if hug:
            spec.pairs.append((sub.name, acc.name, "H"))
    spec.pairs.append((title.name, sub.name, "V"))
    spec.template.append("card" + (" with accessory" if acc else "") + (" (hugging title)" if hug else ""))
    return max(t + ih + b, t + 4 + b)


def nested_component(g, planted):
    """A container view whose block places 1-3 children in an exact `V:` sequence (its height is
    theirs); planted: a child wider than the container's inside pinned at one edge."""
    r = g.rng
    spec = g.spec
    box = g.new_view()
    big = r.choice([0, 8, 12, 16])
    if r.random() < 0.6:
        bw = min(r.choice([120, 160, 200, 240, 280]), NARROWEST - 2 * big)
        g.line(f"H: |{'-' + fmt(big) + '-' if big else ''}[{box.name}({bw})]")
        box_width = lambda W: bw
    else:
        e = f"-{fmt(big)}-" if big else ""
        g.line(f"H: |{e}[{box.name}]{e}|")
        box_width = lambda W: W - 2 * big
    t0, b0 = r.choice([0, 4, 8, 12]), r.choice([0, 4, 8])
    g.line(f"V: |{'-' + fmt(t0) + '-' if t0 else ''}[{box.name}]-(>={fmt(b0)})-|")
    narrowest = box_width(NARROWEST)
    n = r.randint(1, 3)
    victim = r.randrange(n) if planted else None
    plant = None
    t, b = r.choice([0, 4, 8]), r.choice([0, 4, 8])
    seq = "V: |" + (f"-{fmt(t)}-" if t else "")
    inner = t + b
    for k in range(n):
        c = g.new_view(measured=(k != victim and r.random() < 0.35))
        spec.views.remove(c)
        c.parent = box
        box.children.append(c)
        m = r.choice([0, 4, 8])
        e = f"-{fmt(m)}-" if m else ""
        if k == victim:
            w = narrowest - m + r.randint(4, 80)
            if r.random() < 0.5:
                box.block.append(f"H: |{e}[{c.name}({fmt(w)})]")
                edges = ["trailing"]
            else:
                box.block.append(f"H: [{c.name}({fmt(w)})]{e}|")
                edges = ["leading"]
            plant = {"kind": "outside", "views": [c.name], "edges": edges,
                     "what": f"child {w} wide pinned at one edge of a container {narrowest} wide"}
        else:
            how = r.choice(["fill", "lead", "center"] + (["hug"] if c.measured else []))
            w = r.randint(8, max(8, narrowest - 2 * m))
            if how == "fill":
                box.block.append(f"H: |{e}[{c.name}]{e}|")
            elif how == "hug":
                box.block.append(f"H: |{e}[{c.name}]-(>={fmt(m)})-|")
            elif how == "lead":
                box.block.append(f"H: |{e}[{c.name}({fmt(w)})]")
            else:
                box.block.append(f"{c.name}.centerX == super.centerX")
                box.block.append(f"{c.name}.width == {fmt(min(w, narrowest))}")
            c.spot_w = (lambda mm: lambda W: box_width(W) - 2 * mm)(m)
        h = r.choice([12, 16, 20, 24, 32])
        seq += f"[{c.name}" + ("" if c.measured else f"({h})") + "]"
        inner += 0 if c.measured else h
        if k < n - 1:
            gap = r.choice([("fixed", 4), ("std",), ("none",), ("fixed", 12)])
            seq += gap_vfl(gap)
            inner += gap_value(gap, spec)
        if k:
            spec.pairs.append((box.children[k - 1].name, c.name, "V"))
    seq += (f"-{fmt(b)}-|" if b else "|")
    box.block.insert(0, seq)
    spec.template.append(f"container view with {n} children")
    return plant, t0 + inner + b0


# MARK: - Components: a planted problem, or an allowed one on a clean spec

def bottom(g, b):
    """The end of a component's vertical sequence: at least `b` above the bottom, or open where a
    sequence fixes the height (the inequality would always hold)."""
    return "" if g.spec.height_fixed else f"-(>={fmt(b)})-|"


def vertical_slot(g, v, h, lo=None):
    """Gives a component view its own bounded vertical sequence."""
    r = g.rng
    t, b = r.choice([0, 4, 8, 12]), r.choice([0, 4, 8])
    if lo is not None:
        h = max(4, min(h, lo - t - b - 2))
    g.line(f"V: |{'-' + fmt(t) + '-' if t else ''}[{v.name}({fmt(h)})]{bottom(g, b)}")


def outside_component(g, allowed, lo):
    r = g.rng
    spec = g.spec
    how = r.choice(["lead", "trail", "center", "measured"] + (["rtl"] if not allowed else []))
    m = r.choice([0, 8, 12, 16, 24])
    w = r.randint(NARROWEST - m + 4, 900)
    if how == "rtl":
        # Right to left only: `a` follows the direction, `b` is placed to its right.
        a, v = g.new_view(), g.new_view()
        wa, wb, k = r.choice([40, 80, 120]), r.choice([20, 40, 60]), r.choice([4, 8, 12])
        m = max(m, 4)
        if wb + k < m + 4:
            # Right to left, `b` starts k past the container's right edge minus the margin.
            wb = m + 4
        if NARROWEST - m - wa - k - wb < 4:
            wa = 40
        g.line(f"{a.name}.leading == super.leading + {fmt(m)}")
        g.line(f"{a.name}.width == {fmt(wa)}")
        g.line(f"{v.name}.left == {a.name}.right + {fmt(k)}")
        g.line(f"{v.name}.width == {fmt(wb)}")
        vertical_slot(g, a, r.choice([12, 20]), lo)
        vertical_slot(g, v, r.choice([12, 20]), lo)
        spec.pairs.append((a.name, v.name, "H"))
        return {"kind": "outside", "views": [v.name], "edges": ["leading"],
                "what": f"{v.name}.left == {a.name}.right + {k} with {a.name} placed by its leading edge "
                        "(right to left)"}
    if how == "measured":
        m = max(m, 4)
        v = g.new_view(measured=True)
        e = f"-{fmt(m)}-" if m else ""
        if r.random() < 0.5:
            g.line(f"H: |{e}[{v.name}]")
        else:
            g.line(f"{v.name}.leading == super.leading + {fmt(m)}" if m else f"{v.name}.leading == super.leading")
        t, b = r.choice([0, 4, 8]), r.choice([0, 4, 8])
        g.line(f"V: |{'-' + fmt(t) + '-' if t else ''}[{v.name}]{bottom(g, b)}")
        if lo is not None:
            v.dh = max(4, lo - t - b - 2)
            g.check(f"domain {v.name}.height 0...{fmt(v.dh)}")
            v.spot_h = v.dh
        v.spot_w = lambda W: W
        edges, what = ["trailing"], "measured view pinned at its leading edge only"
    else:
        v = g.new_view()
        if how == "lead":
            if r.random() < 0.5:
                g.line(f"H: |{'-' + fmt(m) + '-' if m else ''}[{v.name}({fmt(w)})]")
            else:
                g.line(f"{v.name}.leading == super.leading + {fmt(m)}" if m else f"{v.name}.leading == super.leading")
                g.line(f"{v.name}.width == {fmt(w)}")
            edges, what = ["trailing"], "wide view pinned at its leading edge only"
        elif how == "trail":
            if r.random() < 0.5:
                g.line(f"H: [{v.name}({fmt(w)})]{'-' + fmt(m) + '-' if m else ''}|")
            else:
                g.line(f"{v.name}.trailing == super.trailing - {fmt(m)}" if m
                       else f"{v.name}.trailing == super.trailing")
                g.line(f"{v.name}.width == {fmt(w)}")
            edges, what = ["leading"], "wide view pinned at its trailing edge only"
        else:
            w = r.randint(NARROWEST + 4, 900)
            g.line(f"{v.name}.centerX == super.centerX")
            g.line(f"{v.name}.width == {fmt(w)}")
            edges, what = ["leading", "trailing"], "centred view wider than 320"
        vertical_slot(g, v, r.choice([12, 20, 30]), lo)
    if allowed:
        g.check(f"allow outside {v.name}")
        spec.allowed_outside.add(v.name)
        spec.template.append(f"allowed outside ({what})")
        return None
    return {"kind": "outside", "views": [v.name], "edges": edges, "what": what}


def vertical_outside_component(g, min_height, lo):
    """A view taller than the layout's lowest height, pinned at its top or its bottom."""
    r = g.rng
    v = g.new_view()
    lowest = lo if lo is not None else min_height
    m = r.choice([0, 4, 8])
    h = lowest - m + r.randint(4, 60)
    if r.random() < 0.5:
        g.line(f"{v.name}.top == super.top + {fmt(m)}" if m else f"{v.name}.top == super.top")
        edges = ["bottom"]
    else:
        g.line(f"{v.name}.bottom == super.bottom - {fmt(m)}" if m else f"{v.name}.bottom == super.bottom")
        edges = ["top"]
    g.line(f"{v.name}.height == {fmt(h)}")
    x = r.choice([0, 8, 16])
    g.line(f"H: |{'-' + fmt(x) + '-' if x else ''}[{v.name}({r.choice([20, 40, 80])})]")
    return {"kind": "outside", "views": [v.name], "edges": edges,
            "what": f"view {h} tall pinned at its {'top' if edges == ['bottom'] else 'bottom'}, lowest height {lowest}"}


def overlap_component(g, allowed, lo):
    r = g.rng
    spec = g.spec
    how = r.choice(["offset", "offset", "gap", "vertical", "measured"])
    a = g.new_view(measured=(how == "measured"))
    b = g.new_view()
    k = r.choice([2, 4, 6, 10, 16])
    m = r.choice([0, 8, 12, 16])
    w1, w2 = r.choice([24, 40, 60, 80]), r.choice([k + 8, 30, 50, 70])
    axis = "H"
    if how == "offset":
        physical = r.random() < 0.3
        lead, trail = ("left", "right") if physical else ("leading", "trailing")
        g.line(f"{a.name}.{lead} == super.{lead} + {fmt(m)}" if m else f"{a.name}.{lead} == super.{lead}")
        g.line(f"{a.name}.width == {fmt(w1)}")
        if r.random() < 0.7:
            g.line(f"{b.name}.{lead} == {a.name}.{trail} - {fmt(k)}")
        else:
            g.line(f"{a.name}.{trail} == {b.name}.{lead} + {fmt(k)}")
        g.line(f"{b.name}.width == {fmt(w2)}")
        what = f"{b.name}.{lead} == {a.name}.{trail} - {k}"
    elif how == "gap":
        g.line(f"H: |{'-' + fmt(m) + '-' if m else ''}[{a.name}({fmt(w1)})]-(-{fmt(k)})-[{b.name}({fmt(w2)})]")
        what = f"gap -{k}"
    elif how == "measured":
        m = max(m, k + r.choice([0, 4, 8]))
        d = r.randint(k + 4, NARROWEST - m - w2 - 8)
        g.line(f"H: |{'-' + fmt(m) + '-' if m else ''}[{a.name}]")
        g.line(f"{b.name}.leading == {a.name}.trailing - {fmt(k)}")
        g.line(f"{b.name}.width == {fmt(w2)}")
        g.check(f"domain {a.name}.width 0...{fmt(d)}")
        a.dw = d
        a.spot_w = lambda W: d
        what = f"{b.name}.leading == {a.name}.trailing - {k} after a measured view"
    else:
        axis = "V"
        h1, h2 = r.choice([16, 24, 32]), r.choice([k + 8, 20, 28])
        t, bb = r.choice([0, 4, 8]), r.choice([0, 4, 8])
        if lo is not None and t + h1 - k + h2 + bb > lo - 2:
            h1, h2 = k + 4, k + 4
        g.line(f"V: |{'-' + fmt(t) + '-' if t else ''}[{a.name}({h1})]-(-{fmt(k)})-[{b.name}({h2})]{bottom(g, bb)}")
        g.line(f"H: |{'-' + fmt(m) + '-' if m else ''}[{a.name}({w1})]")
        g.line(f"H: |{'-' + fmt(m) + '-' if m else ''}[{b.name}({w2})]")
        what = f"vertical gap -{k}"
    if axis == "H":
        if how == "measured":
            t, bb = r.choice([0, 4, 8]), r.choice([0, 4, 8])
            g.line(f"V: |{'-' + fmt(t) + '-' if t else ''}[{a.name}]{bottom(g, bb)}")
            a.dh = max(4, (lo - t - bb - 2) if lo is not None else 60)
            g.check(f"domain {a.name}.height 0...{fmt(a.dh)}")
            a.spot_h = a.dh
        else:
            vertical_slot(g, a, r.choice([16, 24]), lo)
        vertical_slot(g, b, r.choice([16, 24]), lo)
    spec.pairs.append((a.name, b.name, axis))
    if allowed:
        first, second = (a, b) if r.random() < 0.5 else (b, a)
        g.check(f"allow overlap {first.name}, {second.name}")
        spec.allowed_overlap.add(frozenset((a.name, b.name)))
        spec.template.append(f"allowed overlap ({what})")
        return None
    return {"kind": "overlap", "views": [a.name, b.name], "axis": axis, "what": what}


# MARK: - A spec from its seed

def kind_of(seed):
    return KINDS[(seed // 2) % 4] if seed % 2 == 0 else "clean"


def generate(seed):
    kind = kind_of(seed)
    for attempt in range(200):
        spec = attempt_generate(seed, kind, attempt)
        if spec is not None:
            spec.attempts = attempt + 1
            return spec
    raise RuntimeError(f"seed {seed}: no draw fits")


def attempt_generate(seed, kind, attempt):
    # The shape and the plant come from the seed alone (a draw that does not fit is drawn again
    # with the same shape and plant); the details from the seed and the attempt.
    plan = random.Random(seed)
    g = Gen(seed * 1000 + attempt, kind)
    g.spec.seed = seed
    g.spec.name = f"Corpus{seed}"
    r = g.rng
    spec = g.spec

    def base(exclusive):
        """A clean template; returns the lowest height it fits itself to (None: none)."""
        choice = r.choice(["row", "row", "column", "card", "nested"])
        if choice == "nested":
            return nested_component(g, False)[1]
        if choice == "row":
            out = build_row(g, "clean", r.choice(["bounded", "align", "fill"]), exclusive)
            if out is None:
                return False
            return out[0].min_height
        if choice == "column":
            return build_column(g, exclusive)
        return build_card(g)

    plant = None
    if kind == "clean":
        shape = plan.choice(["row", "row", "column", "card", "filler", "two"])
        decorated = r.random() < 0.25
        lo = None
        if shape == "filler":
            out = build_filler_column(g, False, anchored=r.random() < 0.4)
            if out is None:
                return None
            lo = out[1]
        elif shape == "two":
            if base(False) is False or base(False) is False:
                return None
        else:
            if base(not decorated and r.random() < 0.5) is False:
                return None
        if decorated:
            if r.random() < 0.5:
                outside_component(g, True, lo)
            else:
                overlap_component(g, True, lo)
        if r.random() < 0.12 and shape != "filler":
            spec.width_range = (NARROWEST, r.choice([430, 768, 1024]))
            g.check(f"domain super.width {NARROWEST}...{spec.width_range[1]}")
    else:
        lo = None
        with_base = plan.random() < 0.6
        if kind == "squeezed" and plan.random() < 0.3:
            out = build_filler_column(g, True, anchored=plan.random() < 0.5)
            if out is None:
                return None
            plant, lo = out
        elif kind in ("squeezed", "tie"):
            if with_base and base(False) is False:
                return None
            purpose = "overflow" if kind == "squeezed" else plan.choice(
                ["tie-compression", "tie-compression", "tie-hugging", "tie-preference"])
            vmode = r.choice(["bounded", "align"] + (["fill"] if not with_base else []))
            out = build_row(g, purpose, vmode, not with_base)
            if out is None:
                return None
            plant = out[1]
            if purpose in ("tie-compression", "tie-hugging"):
                names = plant["views"]
                i = next(k for k, v in enumerate(spec.views) if v.name == names[0])
                j = next(k for k, v in enumerate(spec.views) if v.name == names[1])
                spec.swap = ("views", i, j)
        elif kind == "outside":
            which = plan.choice(["vertical", "nested", "component", "component", "component"])
            min_height = base(False)
            if min_height is False:
                return None
            if which == "vertical":
                plant = vertical_outside_component(g, min_height, lo)
            elif which == "nested":
                plant = nested_component(g, True)[0]
            else:
                plant = outside_component(g, False, lo)
        else:
            if with_base and base(False) is False:
                return None
            plant = overlap_component(g, False, lo)
        if plant is None:
            return None
    # Kept small enough for the analysis to finish well within its time budget (a second per
    # layout, wall clock): few measured and optional views, few variants.
    measured = sum(1 for v in spec.all_views() if v.measured)
    optional = sum(1 for v in spec.all_views() if v.optional)
    branches = max([len(it.when) for row in spec.rows for it in row.items if it.when] or [1])
    variants = 2 ** optional * branches
    views = len(spec.all_views())
    if (views > 8 or measured > 3 or variants > 4 or (variants > 2 and views > 6) or (branches > 2 and measured > 1)
            or (measured == 3 and (views > 6 or optional or branches > 1 or spec.numbers))):
        return None
    spec.plant = plant
    return spec


# MARK: - Running layoutgen

FOUR = [
    ("tie", re.compile(r"^declaration order decides between (.+?) and (.+?)(, both at priority (\d+),)? "
                       r"where they compete$")),
    ("squeezed", re.compile(r"^'(\w+)' can be squeezed out: its (width|height) goes below 0$")),
    ("outside", re.compile(r"^'(\w+)' can leave its container past its (leading|trailing|top|bottom) edge$")),
    ("overlap", re.compile(r"^'(\w+)' and '(\w+)' can overlap$")),
]


def classify(message):
    for kind, pattern in FOUR:
        found = pattern.match(message)
        if found:
            return kind, found
    return None, None


FRAME = re.compile(r"(\w+) \[(-?[\d.e+]+), (-?[\d.e+]+), (-?[\d.e+]+), (-?[\d.e+]+)\]")


def note_parts(note):
    """'at OPTIONS: REST' -> (options list, rest)."""
    if not note.startswith("at "):
        return None, note
    head, _, rest = note[3:].partition(": ")
    return shlex.split(head), rest


def frames_in(text):
    return {m.group(1): [float(m.group(k)) for k in range(2, 6)] for m in FRAME.finditer(text)}


def options_dict(options):
    """The witness's --rtl, --size, --measure, --input, --hidden, --fit."""
    out = {"rtl": False, "measure": {}, "input": {}, "hidden": set(), "size": None, "fit": None}
    k = 0
    while k < len(options):
        word = options[k]
        if word == "--rtl":
            out["rtl"] = True
        elif word == "--size":
            w, h = options[k + 1].split("x")
            out["size"] = (float(w), float(h))
            k += 1
        elif word == "--measure":
            # WxH (fixed), text:WxH or text:WxH:N (a line of text W wide: its natural width).
            name, _, value = options[k + 1].partition("=")
            if value.startswith("text:"):
                value = value[len("text:"):].split(":")[0]
            w, h = value.split("x")
            out["measure"][name] = (float(w), float(h))
            k += 1
        elif word == "--input":
            name, _, value = options[k + 1].partition("=")
            out["input"][name] = value
            k += 1
        elif word == "--hidden":
            out["hidden"].add(options[k + 1])
            k += 1
        elif word == "--fit":
            out["fit"] = options[k + 1]
            k += 1
        k += 1
    return out


def close(a, b, tol=TOL):
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))


def physical(raw, width, rtl):
    """A note's frame [leading, top, width, height] (sizes before the clamp) as eval prints it."""
    lead, top, w, h = raw
    w0, h0 = max(w, 0.0), max(h, 0.0)
    x = width - lead - w0 if rtl else lead
    return [x, top, w0, h0]


def lead_of(frame, width, rtl, physical_row):
    """The distance of a printed frame's leading edge from the container's leading edge."""
    x, _, w, _ = frame
    return width - x - w if rtl and not physical_row else x


class Runner:
    def __init__(self, layoutgen):
        self.layoutgen = layoutgen

    def run(self, *args):
        out = subprocess.run([self.layoutgen, *args], capture_output=True, text=True)
        return out

    def eval(self, path, options):
        out = self.run("eval", path, *options, "--json")
        if out.returncode != 0:
            return None, f"eval failed ({out.returncode}): {out.stderr.strip()}"
        return json.loads(out.stdout), None


# MARK: - Checking one spec

def expected_raw_size(spec, plant, result, opts):
    """The unclamped extent of a planted squeezed view, from its neighbours' printed frames."""
    row = plant["row"]
    axis = row.axis
    rtl = opts["rtl"]
    width, height = result["size"]
    frames = result["frames"]
    k = next(i for i, it in enumerate(row.items) if it.view.name == plant["views"][0])
    inputs = opts["input"]

    def gap(gp):
        if gp[0] == "input":
            return float(inputs.get(gp[1], spec.numbers[gp[1]][0]))
        return gap_value(gp, spec)

    if axis == "H":
        def start(name):
            return lead_of(frames[name], width, rtl, row.physical)
        extent = width
        size = 2
    else:
        def start(name):
            return frames[name][1]
        extent = height
        size = 3
    if k == 0:
        begin = gap(row.gaps[0])
    else:
        prev = row.items[k - 1].view.name
        begin = start(prev) + frames[prev][size] + gap(row.gaps[k])
    if k == len(row.items) - 1:
        end = extent - gap(row.gaps[-1])
    else:
        nxt = row.items[k + 1].view.name
        end = start(nxt) - gap(row.gaps[k + 1])
    return end - begin


def outside_edges(frame, width, height, rtl):
    """The edges of its container a printed frame is past (only along an axis where it has a size)."""
    x, y, w, h = frame
    edges = set()
    if w > 1e-9:
        if x < -1e-6:
            edges.add("trailing" if rtl else "leading")
        if x + w > width + 1e-6:
            edges.add("leading" if rtl else "trailing")
    if h > 1e-9:
        if y < -1e-6:
            edges.add("top")
        if y + h > height + 1e-6:
            edges.add("bottom")
    return edges


def overlapping(fa, fb, axis):
    s, l = (0, 2) if axis == "H" else (1, 3)
    return fa[l] > 1e-9 and fb[l] > 1e-9 and fa[s] + fa[l] - fb[s] > 1e-6 and fb[s] + fb[l] - fa[s] > 1e-6


def check_planted(spec, path, warnings, runner, verify_cases):
    """Problems with a planted spec's reports (a list of text lines)."""
    plant = spec.plant
    problems = []
    wanted = None
    for w in warnings:
        kind, m = w["class"]
        if kind != plant["kind"] or wanted is not None:
            continue
        if kind == "tie":
            if plant.get("prefs"):
                lines = [spec.line_of(i) for i in plant["lines"]]
                if all(f"the constraint on line {n}" in w["message"] for n in lines):
                    wanted = w
            elif all(f"'{n}'" in w["message"] for n in plant["views"]):
                wanted = w
        elif kind == "squeezed":
            if m.group(1) == plant["views"][0] and m.group(2) == plant["axis"]:
                wanted = w
        elif kind == "outside":
            if m.group(1) == plant["views"][0] and m.group(2) in plant["edges"]:
                wanted = w
        elif kind == "overlap":
            if {m.group(1), m.group(2)} == set(plant["views"]):
                wanted = w
    others = [w for w in warnings if w is not wanted]
    for w in others:
        # The planted views' other tie (their hugging where the planted one is their compression
        # resistance, in a row that leaves no flexible space): a real one when its witness shows
        # the frames it names in both orders.
        if (wanted is not None and plant["kind"] == "tie" and not plant.get("prefs")
                and classify(w["message"])[0] == "tie" and all(f"'{n}'" in w["message"] for n in plant["views"])):
            second = tie_frames_shown(spec, path, w, runner)
            if not second:
                continue
            problems.append(f"the second tie's witness: {'; '.join(second)}")
            continue
        problems.append(f"unexpected report: {w['message']}" + (f" ({w['notes'][0]['message']})" if w["notes"] else ""))
    if wanted is None:
        problems.insert(0, f"missed: no '{plant['kind']}' warning for {', '.join(plant['views'])} ({plant['what']})")
        return problems, "missed"
    note = wanted["notes"][0]["message"] if wanted["notes"] else ""
    options, rest = note_parts(note)
    if options is None:
        return problems + [f"the warning's first note is not a witness: {note!r}"], "invalid"
    verify_cases.append(" ".join([path, "--layout", spec.name, *[shlex.quote(o) for o in options]]))
    result, error = runner.eval(path, options)
    if error:
        return problems + [f"witness: {error}"], "invalid"
    opts = options_dict(options)
    width, height = result["size"]
    frames = result["frames"]
    bad = []
    kind = plant["kind"]
    if kind == "squeezed":
        name = plant["views"][0]
        k = 2 if plant["axis"] == "width" else 3
        value = re.search(r"\.(width|height) = (-?[\d.]+)$", rest)
        if frames[name][k] != 0:
            bad.append(f"eval gives {name}.{plant['axis']} = {fmt(frames[name][k])}, not 0")
        raw = expected_raw_size(spec, plant, result, opts)
        if raw >= -1e-9:
            bad.append(f"from its neighbours' frames {name}.{plant['axis']} is {fmt(raw)}, not below 0")
        if not value or not close(float(value.group(2)), raw):
            bad.append(f"the note's value differs from the frames' {fmt(raw)}")
    elif kind == "outside":
        name = plant["views"][0]
        edge = classify(wanted["message"])[1].group(2)
        found = re.match(r"(\w+) \[([^\]]*)\] in (a container|'(\w+)') (-?[\d.]+) (wide|tall)$", rest)
        frame = frames[name]
        parent = next(v for v in spec.all_views() if v.name == name).parent
        cw, ch = (frames[parent.name][2], frames[parent.name][3]) if parent else (width, height)
        where = f"'{parent.name}' {fmt(cw)}x{fmt(ch)}" if parent else f"{fmt(width)}x{fmt(height)}"
        if edge not in outside_edges(frame, cw, ch, opts["rtl"]):
            bad.append(f"eval's frame {name} {frame} in {where} is not past its {edge} edge")
        if not found:
            bad.append(f"note not understood: {rest!r}")
        else:
            raw = [float(x) for x in found.group(2).split(", ")]
            extent = float(found.group(5))
            if (found.group(4) or None) != (parent.name if parent else None):
                bad.append(f"the note's container {found.group(3)} is not {name}'s")
            if not close(extent, cw if found.group(6) == "wide" else ch):
                bad.append(f"the note's container {found.group(5)} {found.group(6)} differs from eval's {where}")
            expected = physical(raw, cw, opts["rtl"])
            if not all(close(a, b) for a, b in zip(expected, frame)):
                bad.append(f"the note's frame {raw} is not eval's {frame}")
    elif kind == "overlap":
        a, b = plant["views"]
        if not overlapping(frames[a], frames[b], plant["axis"]):
            bad.append(f"eval's frames {a} {frames[a]} and {b} {frames[b]} do not overlap along {plant['axis']}")
        for name, raw in frames_in(rest).items():
            if not all(close(x, y) for x, y in zip(physical(raw, width, opts["rtl"]), frames[name])):
                bad.append(f"the note's frame {name} {raw} is not eval's {frames[name]}")
    else:
        wrong, other = tie_frames(spec, path, rest, options, result, runner)
        bad += wrong
        if other is not None:
            bad += first_wins(spec, plant, frames, opts, "declaration order")
            bad += first_wins(spec, plant, other["frames"], opts, "swapped", swapped=True)
    if bad:
        problems += [f"witness {' '.join(options)}:"] + ["  " + b for b in bad]
        return problems, "invalid"
    return problems, "found"


def tie_frames(spec, path, rest, options, result, runner):
    """What a tie's note gets wrong (a list): its declaration-order frames must be eval's, and its
    reverse-order frames eval's of the spec with the two tied declarations swapped; with eval's
    answer for the swapped spec (None where it failed)."""
    bad = []
    opts = options_dict(options)
    width, frames = result["size"][0], result["frames"]
    declared, _, reverse = rest.partition("; in the reverse order ")
    declared = frames_in(declared)
    reverse = frames_in(reverse)
    if not declared or not reverse:
        bad.append(f"note not understood: {rest!r}")
    for name, raw in declared.items():
        if not all(close(x, y) for x, y in zip(physical(raw, width, opts["rtl"]), frames[name])):
            bad.append(f"the note's declaration-order frame {name} {raw} is not eval's {frames[name]}")
    swapped_path = path.replace(".layout", ".swapped.layout")
    with open(swapped_path, "w") as f:
        f.write(spec.text(swapped=True))
    other, error = runner.eval(swapped_path, options)
    if error:
        return bad + [f"the swapped spec: {error}"], None
    ow = other["size"][0]
    for name, raw in reverse.items():
        if not all(close(x, y) for x, y in zip(physical(raw, ow, opts["rtl"]), other["frames"][name])):
            bad.append(f"the note's reverse-order frame {name} {raw} is not eval's {other['frames'][name]} "
                       f"with the two swapped ({swapped_path})")
    return bad, other


def tie_frames_shown(spec, path, warning, runner):
    """What a second tie's witness gets wrong (a list; empty: it shows the frames it names)."""
    note = warning["notes"][0]["message"] if warning["notes"] else ""
    options, rest = note_parts(note)
    if options is None:
        return [f"the warning's first note is not a witness: {note!r}"]
    result, error = runner.eval(path, options)
    if error:
        return [f"witness: {error}"]
    return tie_frames(spec, path, rest, options, result, runner)[0]


def first_wins(spec, plant, frames, opts, label, swapped=False):
    """In a tie, the one declared first meets its answer (or preference) exactly; the other misses."""
    if plant.get("prefs"):
        targets = dict(plant["prefs"])
        order = [name for name, _ in plant["prefs"]]
    else:
        targets = {n: opts["measure"].get(n, (0.0, 0.0))[0] for n in plant["views"]}
        order = [v.name for v in spec.views if v.name in plant["views"]]
    if swapped:
        order.reverse()
    first, second = order
    out = []
    if not close(frames[first][2], targets[first], 1e-6):
        out.append(f"{label}: {first} (first) is {fmt(frames[first][2])} wide, not its {fmt(targets[first])}")
    if close(frames[second][2], targets[second], 1e-6):
        out.append(f"{label}: {second} (second) meets its {fmt(targets[second])} too: nothing competes")
    return out


def corner_options(spec, which):
    """eval's options at a corner of a clean spec's domain (see the docstring)."""
    r = random.Random(spec.seed * 31 + which)
    lo_w, hi_w = spec.width_range
    if which == 0:
        width, answers, hide = lo_w, "largest", True
    else:
        width = r.choice([hi_w, r.randint(lo_w, hi_w)])
        answers, hide = r.choice(["zero", "largest"]), False
    options = []
    if spec.height_range:
        height = spec.height_range[0] if which == 0 else spec.height_range[1]
        options += ["--size", f"{width}x{height}"]
    else:
        options += ["--size", f"{width}x0", "--fit", "height"]
    for name, default in spec.bools.items():
        value = r.random() < 0.5 if which else default is None
        options += ["--input", f"{name}={'true' if value else 'false'}"]
    for name, (default, lo, hi) in spec.numbers.items():
        options += ["--input", f"{name}={fmt(hi if which == 0 else lo)}"]
    hidden = set()
    for v in spec.all_views():
        if v.optional and (hide or r.random() < 0.3):
            hidden.add(v.name)
            options += ["--hidden", v.name]
    if answers == "largest":
        for v in spec.all_views():
            if v.measured and v.name not in hidden:
                w = v.spot_w(width) if v.spot_w else 0
                options += ["--measure", f"{v.name}={fmt(max(0, w))}x{fmt(v.spot_h)}"]
    if (spec.seed + which) % 2:
        options.append("--rtl")
    return options, hidden, answers


def check_clean(spec, path, runner, verify_cases):
    """Problems the corners of a clean spec's domain show."""
    problems = []
    for which in (0, 1):
        options, hidden, answers = corner_options(spec, which)
        verify_cases.append(" ".join([path, "--layout", spec.name, *options]))
        result, error = runner.eval(path, options)
        if error:
            problems.append(f"corner {' '.join(options)}: {error}")
            continue
        width, height = result["size"]
        frames = result["frames"]
        bad = []
        for v in spec.all_views():
            if v.name in hidden:
                continue
            frame = frames[v.name]
            cw, ch = (frames[v.parent.name][2], frames[v.parent.name][3]) if v.parent else (width, height)
            if v.name not in spec.allowed_outside:
                for edge in sorted(outside_edges(frame, cw, ch, "--rtl" in options)):
                    bad.append(f"{v.name} {frame} is past its container's {edge} edge ({fmt(cw)}x{fmt(ch)})")
            # With the answers at 0, a measured view and a container view its children size may be
            # of no size.
            if (answers == "largest" or not (v.measured or v.children)) and (frame[2] <= 0 or frame[3] <= 0):
                bad.append(f"{v.name} {frame} has no size (squeezed?)")
        for a, b, axis in spec.pairs:
            if a in hidden or b in hidden or frozenset((a, b)) in spec.allowed_overlap:
                continue
            if overlapping(frames[a], frames[b], axis):
                bad.append(f"{a} {frames[a]} and {b} {frames[b]} overlap")
        if bad:
            problems += [f"corner {' '.join(options)} (check reported nothing of it):"] + ["  " + b for b in bad]
    return problems


# MARK: - Main

def parse_args():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seed", type=int, default=1, help="seed of the first spec (spec N uses seed + N)")
    p.add_argument("--count", type=int, default=400, help="number of specs")
    p.add_argument("--layoutgen", default=os.path.join(ROOT, ".build/debug/layoutgen"))
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    p.add_argument("--keep", metavar="DIR", help="keep the specs in DIR")
    p.add_argument("--print", action="store_true", help="print each spec and its reports")
    return p.parse_args()


def main():
    args = parse_args()
    if not os.access(args.layoutgen, os.X_OK):
        sys.exit(f"checkcorpus: {args.layoutgen} not found; run `swift build` first")
    started = time.time()
    workdir = args.keep or tempfile.mkdtemp(prefix="layoutgen-checkcorpus-")
    os.makedirs(workdir, exist_ok=True)
    shutil.copy2(args.layoutgen, os.path.join(workdir, "layoutgen"))
    runner = Runner(os.path.join(workdir, "layoutgen"))

    # STEP 1: the specs, one file each.
    specs = []
    for n in range(args.count):
        spec = generate(args.seed + n)
        path = os.path.join(workdir, f"{spec.name}.layout")
        with open(path, "w") as f:
            f.write(spec.text())
        specs.append((spec, path))

    # STEP 2: check over the files, 20 to a process, `--jobs` processes at a time.
    chunks = [specs[j:j + 20] for j in range(0, len(specs), 20)]

    def run_check(chunk):
        if not chunk:
            return {}
        out = runner.run("check", "--format", "json", *[path for _, path in chunk])
        try:
            diagnostics = json.loads(out.stdout)["diagnostics"]
        except (ValueError, KeyError):
            sys.exit(f"checkcorpus: check printed no JSON ({out.returncode}): {out.stderr.strip()[:2000]}")
        by_path = {}
        for d in diagnostics:
            by_path.setdefault(d["path"], []).append(d)
        return by_path

    diagnostics = {}
    with ThreadPoolExecutor(args.jobs) as pool:
        for part in pool.map(run_check, chunks):
            diagnostics.update(part)
    checked = time.time()

    # STEP 3: each spec's reports, witnesses and corners.
    def examine(item):
        spec, path = item
        found = diagnostics.get(path, [])
        result = {"spec": spec, "path": path, "problems": [], "status": None, "cases": [], "other": []}
        errors = [d for d in found if d["severity"] == "error"]
        if errors:
            result["status"] = "rejected"
            result["problems"] = [f"check rejects it: {d['line']}:{d['column']}: {d['message']}" for d in errors]
            return result
        four = []
        for d in found:
            if d["severity"] != "warning":
                continue
            kind, m = classify(d["message"])
            if kind:
                d["class"] = (kind, m)
                four.append(d)
            else:
                result["other"].append(d["message"])
        # What the search did (explain --checks): a clean verdict proves nothing where it gave up.
        if spec.kind == "clean" or not any(w["class"][0] == spec.kind for w in four):
            out = runner.run("explain", "--checks", path)
            result["search"] = [line.strip() for line in out.stdout.splitlines()
                                if "gave up" in line or "not searched" in line or "not confirmed" in line]
        if spec.kind == "clean":
            reports = [f"report on a clean spec: {w['message']}"
                       + (f" ({w['notes'][0]['message']})" if w["notes"] else "") for w in four]
            corners = check_clean(spec, path, runner, result["cases"])
            result["problems"] = reports + corners
            gave_up = [f"the search did not finish, so nothing is proved: {line}" for line in result["search"]
                       if "not confirmed" not in line]
            result["problems"] = reports + gave_up + corners
            result["status"] = "reported" if reports else "clean"
            result["corner"] = bool(corners)
            result["gave up"] = bool(gave_up)
        else:
            problems, status = check_planted(spec, path, four, runner, result["cases"])
            result["problems"] = problems
            result["status"] = status
            result["extra"] = any(p.startswith("unexpected report") for p in problems)
            result["problems"] += [f"explain --checks: {line}" for line in result.get("search", [])]
        return result

    results = []
    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(examine, specs))
    examined = time.time()
    other_warnings = {}
    for result in results:
        for message in result["other"]:
            key = re.sub(r"'[^']*'|\d+(\.\d+)?", "…", message)
            other_warnings.setdefault(key, []).append(result["spec"].seed)

    # STEP 4: the verifier over every witness and corner, one `verify --cases` per job.
    by_path = {result["path"]: result for result in results}
    verify_cases = [case for result in results for case in result["cases"]]
    vchunks = [verify_cases[j::args.jobs] for j in range(args.jobs)]

    def run_verify(j):
        if not vchunks[j]:
            return "", 0
        cases_path = os.path.join(workdir, f"verify{j}.cases")
        with open(cases_path, "w") as f:
            f.write("\n".join(vchunks[j]) + "\n")
        out = runner.run("verify", "--cases", cases_path)
        return out.stdout + out.stderr, len(vchunks[j])

    verified = 0
    unplaced = []
    with ThreadPoolExecutor(args.jobs) as pool:
        for text, n in pool.map(run_verify, range(args.jobs)):
            for line in text.strip().splitlines():
                if line.startswith("verified "):
                    verified += int(line.split()[1])
                    continue
                found = re.search(r"(Corpus\d+)\.layout", line)
                result = by_path.get(os.path.join(workdir, found.group(1) + ".layout")) if found else None
                if result is None:
                    unplaced.append(f"verify: {line}")
                    continue
                result["problems"].append(f"verify: {line}")
                if result["status"] == "found":
                    result["status"] = "invalid"
                elif result["spec"].kind == "clean":
                    result["corner"] = True
    finished = time.time()

    if args.print:
        for result in results:
            spec = result["spec"]
            print(f"--- seed {spec.seed} ({spec.kind}: {result['status']}) {'; '.join(spec.template)}"
                  + (f"; planted: {spec.plant['what']}" if spec.plant else ""))
            print(spec.text(), end="")
            for d in diagnostics.get(result["path"], []):
                print(f"  {d['severity']}: {d['message']}" + (f"  [{d['notes'][0]['message']}]" if d["notes"] else ""))
    failures = [result for result in results if result["problems"]]
    for result in failures:
        spec = result["spec"]
        what = "clean" if spec.kind == "clean" else f"planted {spec.kind}: {spec.plant['what']}"
        print(f"\nFAILED seed {spec.seed} ({what}; {'; '.join(spec.template)}): reproduce with "
              f"python3 Tests/Oracle/checkcorpus.py --seed {spec.seed} --count 1 --keep /tmp/checkcorpus-{spec.seed}")
        print(f"  layoutgen check {result['path']}")
        for p in result["problems"][:16]:
            print("    " + p)
        print("  " + spec.text().replace("\n", "\n  ").rstrip())
    for line in unplaced:
        print("\nFAILED " + line)
    if other_warnings:
        print("other warnings (not of the four kinds): " + "; ".join(
            f"{len(seeds)} x {key} (seed {seeds[0]})"
            for key, seeds in sorted(other_warnings.items(), key=lambda kv: -len(kv[1]))))

    planted = [r for r in results if r["spec"].kind != "clean"]
    clean = [r for r in results if r["spec"].kind == "clean"]
    by_kind = {k: sum(1 for r in planted if r["spec"].kind == k) for k in KINDS}

    def count(rows, status):
        return sum(1 for r in rows if r["status"] == status)

    extra = sum(1 for r in planted if r.get("extra"))
    gave_up = sum(1 for r in clean if r.get("gave up"))
    unconfirmed = sum(1 for r in results if any("not confirmed" in line for line in r.get("search", [])))
    corners = sum(1 for r in clean if r.get("corner"))
    rejected = count(results, "rejected")
    print(f"checkcorpus: {len(results)} specs ({len(planted)} planted: " + ", ".join(f"{by_kind[k]} {k}" for k in KINDS)
          + f"; {len(clean)} clean): {count(planted, 'found')} found with valid witnesses, "
          f"{count(planted, 'missed')} missed, "
          f"{count(planted, 'invalid')} invalid witnesses; {count(clean, 'reported')} reports on clean specs"
          + (f"; {extra} planted specs with other reports" if extra else "")
          + (f"; {corners} clean specs whose corners show a problem" if corners else "")
          + (f"; {gave_up} clean specs whose search gave up" if gave_up else "")
          + (f"; {rejected} rejected by check (generator bugs)" if rejected else "")
          + f" (seeds {args.seed}..{args.seed + args.count - 1}; {verified} evaluations verified"
          + (f"; {unconfirmed} specs with candidates not confirmed" if unconfirmed else "") + "; check "
          f"{checked - started:.1f}s, witnesses and corners {examined - checked:.1f}s, "
          f"verify {finished - examined:.1f}s)")
    if failures or unplaced:
        print(f"checkcorpus: FAILED: {len(failures) + len(unplaced)} specs (kept in {workdir})")
        return 1
    if not args.keep:
        shutil.rmtree(workdir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
