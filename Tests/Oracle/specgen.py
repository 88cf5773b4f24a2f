"""Random, fully determined `.layout` specs and their expected frames from kiwisolver (the
oracle's first family, `oracle.py --family determined`; softspec.py and goalmodel.py are the
second, with inequalities and priorities).

Each spec is generated from its own seed. The generator keeps its own model of what it wrote
(relations, sequences, measured stand-ins, nested container views) and lowers that model to
kiwisolver constraints following LANGUAGE.md §7, independently of LayoutGen's resolver and
solver:

- every view has four unknowns: `u` (its leading edge, measured from its space's leading
  edge towards the trailing edge), `w`, `y`, `h`; a container view's children live in its
  space (`super` is the container, `0..w` wide);
- a relation naming `leading`/`trailing` reads every horizontal attribute in the
  leading-to-trailing direction; any other relation reads them left to right, so in
  right-to-left layout a physical `x` is `spaceWidth - u`;
- required: every relation and clamp, every part of a sequence (chain equalities along the
  axis, flexible parts `weight * F` with `F >= 0`, hidden items of zero extent (required,
  LANGUAGE.md §6 as revised 2026-11-26) with one adjacent gap collapsing, the sizes written in it for visible items only) except the
  equation that reaches a flexible sequence's trailing edge, its fill;
- goals, strongest first, each its own level (an error variable `err >= 0` bounds its miss,
  `err` is minimised, then held at that minimum as a required bound): the fills; the given
  width (layout(in:) meets it above every priority); the measured views' compression
  resistance (`>=` the fixed answer, 750) in declaration order, width before height; their
  hugging (`<=`, 250); the given height at 50 (sizeThatFits, as `eval --fit height` does);
  Then the layout is solved again with the fitted height (at least 0) met right after the
  width (layout(in:) at the fitted size). A hidden measured view answers 0 x 0; a view
  declared `measured(rounded: up|down|nearest)` answers its stand-in rounded to whole points.
  A measured view's `firstBaseline` is its top plus its answered height (a fixed stand-in has
  its baselines at its bottom; 0 when hidden) and its `lastBaseline` its bottom. No goal keeps
  sizes at 0 or more (LANGUAGE.md §7.2: a negative size is output as 0, its leading or top
  edge where the constraints put it).

The specs stay within what the language determines exactly: every axis of every view is
fixed by construction (one position and one size, two edges, or a sequence), clamps bound
one measured size by known values, and the generator checks that every hidden combination
keeps a sequence's flexible unit present.
"""

import math
import random

import kiwisolver as kiwi

H_POS = ["leading", "trailing", "centerX", "left", "right"]
V_POS = ["top", "bottom", "centerY"]
BASELINES = ["firstBaseline", "lastBaseline"]
MULTIPLIERS = [(1, None), (1, None), (1, None), (0.5, "* 0.5"), (2, "* 2"), (1 / 3, "/ 3"), (0.25, "* 0.25"),
               (1.5, "* 1.5")]
STANDARD_GAP = 8



class Item:
    def __init__(self, name, block):
        self.name = name
        self.block = block          # the Block it is declared in
        self.measured = None        # (w, h) stand-in answer
        self.rounding = None        # "up", "down" or "nearest": measured(rounded: …)
        self.optional = False
        self.inner = None           # its own Block when it is a container view
        self.sequenced = {"H": False, "V": False}
        self.child_sized = {"H": False, "V": False}
        self.clamped = False        # a clamp bounds its measured width


def rounded(answer, rule):
    """A measured answer as `measured(rounded: rule)` gives it to the layout (LANGUAGE.md, the
    measured options): up, down, or to the nearest whole point, halves away from zero."""
    if rule is None:
        return answer
    step = {"up": math.ceil, "down": math.floor, "nearest": lambda x: math.floor(x + 0.5)}[rule]
    return tuple(float(step(v)) for v in answer)


class Block:
    def __init__(self, owner):
        self.owner = owner          # None: the layout's container; else the container Item
        self.items = []
        self.lines = []             # statements, in order: ('rel', Rel) | ('seq', Seq)


class Rel:
    """`lhs.attr OP coefficient * ref.attr + constant` (ref None: just the constant)."""

    def __init__(self, block, lhs, attr, op, ref, ref_attr, mult, const, uses_pad=False):
        self.block, self.lhs, self.attr, self.op = block, lhs, attr, op
        self.ref, self.ref_attr, self.mult, self.const, self.uses_pad = ref, ref_attr, mult, const, uses_pad

    def text(self, pad_name):
        terms = []
        if self.ref is not None:
            ref = ("super" if self.ref == "super" else self.ref.name) + "." + self.ref_attr
            terms.append(ref + (" " + self.mult[1] if self.mult[1] else ""))
        if self.uses_pad:
            terms.append(pad_name)
        rhs = " + ".join(terms)
        if not terms:
            rhs = fmt(self.const)
        elif self.const != 0:
            rhs += (" - " if self.const < 0 else " + ") + fmt(abs(self.const))
        return f"{self.lhs.name}.{self.attr} {self.op} {rhs}"


class Seq:
    """A sequence: nodes are 'edge' or (item, size) with size None | ('fixed', v) | ('flex', w);
    gaps are ('fixed', v) | ('std',) | ('none',) | ('flex', w) | ('pad',)."""

    def __init__(self, block, axis, nodes, gaps, align=None):
        self.block, self.axis, self.nodes, self.gaps, self.align = block, axis, nodes, gaps, align

    def items(self):
        return [n[0] for n in self.nodes if n != "edge"]

    def text(self, pad_name):
        out = self.axis + ": "
        for k, node in enumerate(self.nodes):
            if node == "edge":
                out += "|"
            else:
                item, size = node
                out += "[" + item.name
                if size and size[0] == "fixed":
                    out += "(" + fmt(size[1]) + ")"
                elif size and size[0] == "flex":
                    out += "(" + weight_text(size[1]) + ")"
                out += "]"
            if k < len(self.gaps):
                gap = self.gaps[k]
                out += {"fixed": lambda g: "-" + fmt(g[1]) + "-", "std": lambda g: "-", "none": lambda g: "",
                        "flex": lambda g: "-(" + weight_text(g[1]) + ")-",
                        "pad": lambda g: "-" + pad_name + "-"}[gap[0]](gap)
        if self.align:
            out += " align " + self.align
        return out


def weight_text(w):
    return "*" if w == 1 else fmt(w) + "*"


def fmt(v):
    return str(int(v)) if float(v).is_integer() else repr(float(v))


class Spec:
    def __init__(self, seed):
        self.seed = seed
        self.name = f"Random{seed}"
        self.root = Block(None)
        self.items = []             # declaration order, depth first
        self.pad = None             # (name, default) of the one CGFloat input, if any
        self.self_sizing = {"H": False, "V": False}

    # --- text -------------------------------------------------------------------------

    def text(self):
        lines = [f"// seed {self.seed}", f"layout {self.name} {{"]
        if self.pad:
            lines.append(f"    input {self.pad[0]} = {fmt(self.pad[1])}")
        self._block_text(self.root, "    ", lines)
        lines.append("}")
        return "\n".join(lines) + "\n"

    def _block_text(self, block, indent, lines):
        pad_name = self.pad[0] if self.pad else "pad"
        for item in block.items:
            traits = []
            if item.measured:
                traits.append(f"measured(rounded: {item.rounding})" if item.rounding else "measured")
            if item.optional:
                traits.append("optional")
            head = f"{indent}view {item.name}" + (": " + ", ".join(traits) if traits else "")
            if item.inner:
                lines.append(head + " {")
                self._block_text(item.inner, indent + "    ", lines)
                lines.append(indent + "}")
            else:
                lines.append(head)
        for kind, statement in block.lines:
            lines.append(indent + statement.text(pad_name))

    def declaration_order(self):
        """Items in the order the spec text declares them (depth first)."""
        result = []

        def walk(block):
            for item in block.items:
                result.append(item)
                if item.inner:
                    walk(item.inner)
        walk(self.root)
        return result

    # --- expected frames ----------------------------------------------------------------

    def expected(self, config):
        """Frames and size for a configuration: dict with size [W, H] and frames name -> [x, y, w, h]."""
        return KiwiModel(self, config).frames()


class KiwiModel:
    """The spec's constraints in kiwisolver, for one configuration (size, direction, hidden, pad)."""

    def __init__(self, spec, config):
        self.spec, self.config = spec, config
        self.rtl = config["rtl"]
        self.hidden = set(config["hidden"])
        self.pad = config.get("pad", spec.pad[1] if spec.pad else 0)
        self.hint = config.get("hint")
        self.W, self.H = kiwi.Variable("W"), kiwi.Variable("H")
        self.var = {}
        for item in spec.items:
            self.var[item.name] = {k: kiwi.Variable(item.name + "." + k) for k in "uwyh"}
        self.fills = []             # (F variable, fill constraint) per sequence with a flexible unit
        self.required = []
        self._lower_block(spec.root)
        # The soft goals, strongest first (LANGUAGE.md §7, Auto Layout's meaning; the rank
        # table of docs/language.md): each sequence's fill just below required; the given width
        # (layout(in:) meets it above every priority); the measured
        # views' compression resistance (>= the answer, 750) in declaration order, width before
        # height; their hugging (<= the answer, 250); the given height at 50, as `sizeThatFits`
        # fits it (eval --fit height). A hidden measured view answers 0 x 0. Each is an
        # (expression, relation, target) with relation "==", "<=" or ">=".
        items = spec.declaration_order()
        measured = [(self.var[i.name], (0, 0) if i.name in self.hidden else rounded(i.measured, i.rounding))
                    for i in items if i.measured]
        self.goals = [(fill.expression(), "==", 0) for _, fill, _ in self.fills]
        self.goals.append((self.W + 0, "==", config["size"][0]))
        for relation in (">=", "<="):
            for v, (mw, mh) in measured:
                self.goals += [(v["w"] + 0, relation, mw), (v["h"] + 0, relation, mh)]
        self.fitting_height = (self.H + 0, "==", config["size"][1])
        self.goals.append(self.fitting_height)

    def _depth(self, block):
        """How many container views enclose the block."""
        return 0 if block.owner is None else 1 + self._depth(block.owner.block)

    # The rectangle `super` is in a block: (u, w, y, h, spaceWidth).
    def _super(self, block):
        if block.owner is None:
            return (0, self.W, 0, self.H, self.W)
        v = self.var[block.owner.name]
        return (0, v["w"], 0, v["h"], v["w"])

    def _rect(self, block, ref):
        if ref == "super":
            return self._super(block)
        v = self.var[ref.name]
        return (v["u"], v["w"], v["y"], v["h"], self._super(block)[1])

    def attr(self, block, ref, attr, directional):
        u, w, y, h, space = self._rect(block, ref)
        if attr in BASELINES:
            # A fixed stand-in answer has both baselines at its bottom (GENERATED.md §2, the
            # stand-ins): the first one the answered height (not rounded) below the top, the last
            # one at the frame's bottom. A hidden view is not measured: its first one at its top.
            answered = 0.0 if ref.name in self.hidden else max(0.0, ref.measured[1])
            return y + answered if attr == "firstBaseline" else y + h
        if attr == "top":
            return y + 0
        if attr == "bottom":
            return y + h
        if attr == "centerY":
            return y + 0.5 * h
        if attr == "height":
            return h + 0
        if attr == "width":
            return w + 0
        value = {"leading": u + 0, "trailing": u + w, "centerX": u + 0.5 * w,
                 "left": (u + w) if self.rtl else (u + 0), "right": (u + 0) if self.rtl else (u + w)}[attr]
        return space - value if (self.rtl and not directional) else value

    def _lower_block(self, block):
        for item in block.items:
            if item.inner:
                self._lower_block(item.inner)
        for kind, statement in block.lines:
            if kind == "rel":
                self._lower_rel(statement)
            else:
                self._lower_seq(statement)

    def _lower_rel(self, rel):
        directional = rel.attr in ("leading", "trailing") or rel.ref_attr in ("leading", "trailing")
        lhs = self.attr(rel.block, rel.lhs, rel.attr, directional)
        rhs = rel.const + (self.pad if rel.uses_pad else 0)
        if rel.ref is not None:
            rhs = self.attr(rel.block, rel.ref, rel.ref_attr, directional) * rel.mult[0] + rhs
        self.required.append({"==": lhs == rhs, "<=": lhs <= rhs, ">=": lhs >= rhs}[rel.op])

    def _lower_seq(self, seq):
        start, end, size = ("leading", "trailing", "width") if seq.axis == "H" else ("top", "bottom", "height")
        block = seq.block

        def a(node, attribute):
            return self.attr(block, "super" if node == "edge" else node[0], attribute, True)

        hidden = [node != "edge" and node[0].name in self.hidden for node in seq.nodes]
        items = [k for k, node in enumerate(seq.nodes) if node != "edge"]
        cons = []
        F = kiwi.Variable("F")
        has_flex = False
        if all(hidden[k] for k in items):
            # Every item hidden: the items sit at the sequence's leading edge.
            if seq.nodes[0] == "edge":
                for k in items:
                    cons.append(a(seq.nodes[k], start) == a("edge", start))
        else:
            zero = [False] * len(seq.gaps)
            for j in items:
                if not hidden[j]:
                    continue
                if any(not hidden[k] for k in items if k > j) and j < len(zero):
                    zero[j] = True
                elif j > 0:
                    zero[j - 1] = True
            last = None
            for g, gap in enumerate(seq.gaps):
                prev, nxt = seq.nodes[g], seq.nodes[g + 1]
                prev_end = a(prev, start) if (prev == "edge" or hidden[g]) else a(prev, end)
                next_start = a(nxt, end) if nxt == "edge" else a(nxt, start)
                if zero[g] or gap[0] == "none":
                    target = 0
                elif gap[0] == "fixed":
                    target = gap[1]
                elif gap[0] == "std":
                    target = STANDARD_GAP
                elif gap[0] == "pad":
                    target = self.pad
                else:
                    target = gap[1] * F
                    has_flex = True
                last = next_start - prev_end == target
                cons.append(last)
            for k in items:
                item, predicate = seq.nodes[k]
                if predicate and predicate[0] == "flex" and not hidden[k]:
                    has_flex = True
            if has_flex:
                cons.remove(last)
                self.fills.append((F, last, self._depth(block)))
        for k in items:
            item, predicate = seq.nodes[k]
            s = a(seq.nodes[k], size)
            # A size written in the sequence holds only while its item is visible; a hidden
            # item's size along the sequence is 0, required.
            if hidden[k]:
                cons.append(s == 0)
            elif predicate and predicate[0] == "fixed":
                cons.append(s == predicate[1])
            elif predicate and predicate[0] == "flex":
                cons.append(s == predicate[1] * F)
        if seq.align:
            members = [n[0] for n in seq.nodes if n != "edge"]
            attributes = {"fill": ["top", "bottom"] if seq.axis == "H" else ["leading", "trailing"]}.get(
                seq.align, [seq.align])
            for attribute in attributes:
                for other in members[1:]:
                    cons.append(self.attr(block, members[0], attribute, True)
                                == self.attr(block, other, attribute, True))
        self.required.extend(cons)

    def variables(self):
        yield self.W
        yield self.H
        for v in self.var.values():
            yield from v.values()
        for F, _, _ in self.fills:
            yield F

    def solve(self):
        """A lexicographic solve, as Auto Layout's priorities are strict levels: the required
        constraints (every sequence's F at least 0), then each goal in turn with an error
        variable `err >= 0` bounding its miss, `err` minimised (a lone strong soft constraint
        `err == 0`) and then held at that minimum as a required bound."""
        solver = kiwi.Solver()
        for c in self.required:
            solver.addConstraint(c)
        for F, _, _ in self.fills:
            solver.addConstraint(F >= 0)
        for expression, relation, target in self.goals:
            err = kiwi.Variable("err")
            solver.addConstraint(err >= 0)
            if relation in ("==", "<="):
                solver.addConstraint(expression - target <= err)
            if relation in ("==", ">="):
                solver.addConstraint(target - expression <= err)
            objective = (err == 0) | kiwi.strength.strong
            solver.addConstraint(objective)
            solver.updateVariables()
            best = err.value()
            solver.removeConstraint(objective)
            solver.addConstraint(err <= best + 1e-9 + 1e-12 * abs(best))
        for v in self.variables():
            if self.hint is not None:
                solver.addConstraint((v == self.hint) | kiwi.strength.weak)
        solver.updateVariables()

    def frames(self):
        # `sizeThatFits` (the height fitting), its height at least 0, then `layout(in:)` that
        # size: the given height met right after the given width.
        self.solve()
        fitted = max(0.0, self.H.value())
        # By identity: `==` on kiwisolver expressions makes a constraint, which is truthy, so
        # list.remove would take the first goal with the same target (the width's, when the
        # size given is square).
        self.goals = [goal for goal in self.goals if goal is not self.fitting_height]
        self.goals.insert(len(self.fills) + 1, (self.H + 0, "==", fitted))
        self.solve()
        frames = {}
        for item in self.spec.items:
            v = self.var[item.name]
            # Mirrored in the parent's width as reported (never below 0), or the container's.
            raw_space = self.W.value() if item.block.owner is None else self.var[item.block.owner.name]["w"].value()
            space = max(0.0, raw_space)
            w, h = max(0.0, v["w"].value()), max(0.0, v["h"].value())
            u = v["u"].value()
            x = space - u - w if self.rtl else u
            frames[item.name] = [x, v["y"].value(), w, h]
        return {"size": [max(0.0, self.W.value()), max(0.0, self.H.value())], "frames": frames}


# --- the generator ----------------------------------------------------------------------

class Generator:
    """Builds one random spec; every axis of every view is determined by construction."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.rounding_rng = random.Random(seed * 7919 + 3)
        # Baselines from a stream of their own too: where a vertical position of a measured view
        # is written, sometimes its first or last baseline instead.
        self.baseline_rng = random.Random(seed * 7919 + 5)
        self.spec = Spec(seed)
        self.count = 0
        # (item name, axis) whose placement may depend on a flexible unit `F`.
        self.flexdep = set()

    def superdep(self, block, axis):
        """Whether `super`'s extent along the axis in this block may depend on some `F`."""
        return block.owner is not None and (block.owner.name, axis) in self.flexdep

    def depends(self, block, ref, axis):
        if ref == "super":
            return self.superdep(block, axis)
        return ref is not None and (ref.name, axis) in self.flexdep

    def new_item(self, block):
        item = Item(f"v{self.count}", block)
        self.count += 1
        block.items.append(item)
        self.spec.items.append(item)
        return item

    def generate(self):
        r = self.rng
        if r.random() < 0.3:
            self.spec.pad = ("pad", r.choice([4, 6, 8, 10, 12]))
        self.make_block(self.spec.root, depth=0)
        self.settle_optional()
        return self.spec

    def settle_optional(self):
        """A hidden item must keep every sequence it is in determined: it needs a size of its
        own there (a number, a weight or a measurement) and must not be the item that fills a
        sequence; and every hidden combination must keep a flexible sequence's unit present."""
        sequences = [s for block in self.blocks() for kind, s in block.lines if kind == "seq"]
        for seq in sequences:
            for node in seq.nodes:
                if node != "edge" and node[1] is None and (seq.kind == "fill" or not node[0].measured):
                    node[0].optional = False
        for seq in sequences:
            if seq.kind == "flex":
                self.ensure_flex(seq.nodes, seq.gaps)
            members = seq.items()
            if seq.kind == "fixed" and seq.block.owner is not None and all(m.optional for m in members):
                members[0].optional = False     # the container's extent needs a visible item

    def blocks(self):
        result, stack = [], [self.spec.root]
        while stack:
            block = stack.pop()
            result.append(block)
            stack += [i.inner for i in block.items if i.inner]
        return result

    def number(self, lo, hi):
        v = self.rng.randint(lo * 2, hi * 2) / 2
        return v

    def make_block(self, block, depth):
        r = self.rng
        n = r.randint(2, 5) if depth == 0 else r.randint(1, 4)
        for _ in range(n):
            item = self.new_item(block)
            if r.random() < 0.35:
                item.measured = (self.number(10, 160), self.number(8, 60))
                # Rounded measurements from a stream of their own: the rest of the spec is what
                # the seed gave before they were added.
                item.rounding = self.rounding_rng.choice([None, None, "up", "down", "nearest"])
        # Container views (one level, sometimes two), declared among the items.
        if depth < 2:
            for item in block.items:
                if not item.measured and r.random() < (0.35 if depth == 0 else 0.15):
                    item.inner = Block(item)
                    # The container's own extent may come from its children.
                    for axis in "HV":
                        item.child_sized[axis] = r.random() < 0.2
        determined = set()          # (item, axis) already fixed, in the block's coordinates
        # Sequences first: they depend only on super, numbers and measured sizes.
        for axis in "HV":
            forced = block.owner is not None and block.owner.child_sized[axis]
            if forced or r.random() < 0.55:
                self.make_sequence(block, axis, determined, fixed=forced)
        # Then every other axis from relations to super or already-determined items.
        for item in block.items:
            for axis in "HV":
                if (item, axis) not in determined:
                    self.make_axis(block, item, axis, determined)
        for item in block.items:
            if item.inner:
                self.make_block(item.inner, depth + 1)

    # A sequence over some items not yet placed along the axis.
    def make_sequence(self, block, axis, determined, fixed):
        r = self.rng
        free = [i for i in block.items if (i, axis) not in determined and not i.child_sized[axis]]
        if not free:
            if fixed:
                raise Reject("no item for a child-sized container")
            return
        members = r.sample(free, min(len(free), r.randint(1, 4)))
        members.sort(key=lambda i: block.items.index(i))
        if r.random() < 0.3:
            r.shuffle(members)
        if fixed:
            kind = "fixed"
        elif block.owner is None and axis == "V" and r.random() < 0.3:
            kind = "fixed"          # the container is self-sizing along V
        elif axis == "H" and block.owner is None and r.random() < 0.05:
            kind = "fixed"          # self-sizing width
        else:
            kind = r.choice(["flex", "flex", "flex", "fill", "open"])
        if kind == "fixed" and block.owner is None:
            if self.spec.self_sizing[axis]:
                kind = "flex"
            else:
                self.spec.self_sizing[axis] = True
        nodes, gaps = ["edge"], []
        # The item a "fill" sequence sizes is not measured (see `size`).
        plain = [m for m in members if not m.measured]
        if kind == "fill" and not plain:
            kind = "open"
        unsized = r.choice(plain) if kind == "fill" else None
        for item in members:
            gaps.append(self.gap(allow_flex=(kind == "flex")))
            if item is unsized:
                size = None
            elif kind == "flex" and not item.measured and r.random() < 0.4:
                size = ("flex", r.choice([1, 1, 2, 0.5, 3]))
            elif item.measured and r.random() < 0.6:
                size = None
            else:
                size = ("fixed", self.number(10, 90))
            if size is not None or item.measured:
                item.optional = item.optional or (r.random() < 0.25 and not item.inner)
            nodes.append((item, size))
        if kind != "open":
            gaps.append(self.gap(allow_flex=(kind == "flex")))
            nodes.append("edge")
        align = None
        cross = "V" if axis == "H" else "H"
        if len(members) > 1 and r.random() < 0.4 and all((m, cross) not in determined for m in members) \
                and not any(m.child_sized[cross] for m in members):
            align = r.choice(["top", "bottom", "centerY", "fill"] if axis == "H"
                             else ["leading", "trailing", "centerX", "fill"])
            if align == "fill" and any(m.measured for m in members):
                align = "centerY" if axis == "H" else "centerX"
            if axis == "H" and align != "fill" and all(m.measured for m in members) \
                    and self.baseline_rng.random() < 0.5:
                align = self.baseline_rng.choice(["firstBaseline", "lastBaseline"])
        seq = Seq(block, axis, nodes, gaps, align)
        seq.kind = kind
        block.lines.append(("seq", seq))
        for m in members:
            determined.add((m, axis))
            m.sequenced[axis] = True
            if kind == "flex" or (kind == "fill" and self.superdep(block, axis)):
                self.flexdep.add((m.name, axis))
        if align:
            self.make_alignment(block, seq, cross, determined)

    def gap(self, allow_flex):
        r = self.rng
        choice = r.random()
        if allow_flex and choice < 0.45:
            return ("flex", r.choice([1, 1, 2, 0.5]))
        if choice < 0.6:
            return ("fixed", self.number(0, 24))
        if choice < 0.75 and self.spec.pad:
            return ("pad",)
        if choice < 0.85:
            return ("std",)
        return ("none",)

    def ensure_flex(self, nodes, gaps):
        """Every combination of hidden items must keep a visible flexible part, else the
        sequence would fix its container's extent (a conflict): add a flexible gap next to an
        edge that no hidden item can collapse (the first gap, collapsed only when the first
        item is hidden and nothing visible follows it... so check all combinations)."""
        if not self.flex_present(nodes, gaps, set()):
            gaps[0] = ("flex", 1)
        optional = [k for k, n in enumerate(nodes) if n != "edge" and n[0].optional]
        for mask in range(1 << len(optional)):
            hidden = {optional[b] for b in range(len(optional)) if mask >> b & 1}
            if not self.flex_present(nodes, gaps, hidden):
                for k in optional:
                    nodes[k][0].optional = False
                return

    @staticmethod
    def flex_present(nodes, gaps, hidden):
        items = [k for k, n in enumerate(nodes) if n != "edge"]
        if all(k in hidden for k in items):
            return True         # no fill then
        zero = [False] * len(gaps)
        for j in items:
            if j in hidden:
                if any(k not in hidden for k in items if k > j) and j < len(zero):
                    zero[j] = True
                elif j > 0:
                    zero[j - 1] = True
        if any(g[0] == "flex" and not zero[k] for k, g in enumerate(gaps)):
            return True
        return any(nodes[k][1] and nodes[k][1][0] == "flex" and k not in hidden for k in items)

    def make_alignment(self, block, seq, cross, determined):
        """`align X`: the first member gets the aligned attribute from a relation (or two for
        `fill`); every member gets its cross-axis size unless `fill` decides it."""
        members = seq.items()
        anchor = members[0]
        if seq.align == "fill":
            first, second = ("top", "bottom") if cross == "V" else ("leading", "trailing")
            self.relation(block, anchor, first, cross, determined)
            self.relation(block, anchor, second, cross, determined)
        else:
            self.relation(block, anchor, seq.align, cross, determined)
            for m in members:
                self.size(block, m, cross, determined)
        for m in members:
            determined.add((m, cross))
            if (anchor.name, cross) in self.flexdep:
                self.flexdep.add((m.name, cross))

    def make_axis(self, block, item, axis, determined):
        r = self.rng
        pos = H_POS if axis == "H" else V_POS
        if item.child_sized[axis]:
            self.relation(block, item, r.choice(pos), axis, determined)
        elif r.random() < 0.3 and not item.measured:
            first, second = (r.choice([("leading", "trailing"), ("left", "right"), ("leading", "centerX")])
                             if axis == "H" else r.choice([("top", "bottom"), ("centerY", "bottom")]))
            self.relation(block, item, first, axis, determined)
            self.relation(block, item, second, axis, determined)
        else:
            self.relation(block, item, r.choice(pos), axis, determined)
            self.size(block, item, axis, determined)
        determined.add((item, axis))

    def references(self, block, item, axis, determined):
        return ["super"] + [i for i in block.items if i is not item and (i, axis) in determined]

    def relation(self, block, item, attribute, axis, determined, op="=="):
        r = self.rng
        ref = r.choice(self.references(block, item, axis, determined))
        if ref == "super" and r.random() < 0.15:
            ref_attr = None
        else:
            ref_attr = r.choice(H_POS if axis == "H" else V_POS)
        mult = MULTIPLIERS[0] if ref_attr is None else r.choice(MULTIPLIERS)
        const = self.number(-20, 40) if r.random() < 0.8 else 0
        uses_pad = bool(self.spec.pad) and r.random() < 0.2
        if ref_attr is None:
            ref = None
            const = self.number(0, 60)
        if axis == "V" and attribute in V_POS and item.measured and self.baseline_rng.random() < 0.25:
            attribute = self.baseline_rng.choice(BASELINES)
        if axis == "V" and isinstance(ref, Item) and ref.measured and ref_attr in V_POS \
                and self.baseline_rng.random() < 0.25:
            ref_attr = self.baseline_rng.choice(BASELINES)
        if self.depends(block, ref, axis):
            self.flexdep.add((item.name, axis))
        block.lines.append(("rel", Rel(block, item, attribute, op, ref, ref_attr, mult, const, uses_pad)))

    def size(self, block, item, axis, determined):
        r = self.rng
        attribute = "width" if axis == "H" else "height"
        if item.measured and not item.child_sized[axis] and r.random() < 0.7:
            # The measured size fills the degree of freedom; sometimes clamped by known values.
            if axis == "H" and r.random() < 0.35:
                # Against the layout's width (given or self-sizing: the measured width yields
                # either way), not a container view's: that may follow a flexible unit, which
                # then is the weakest value and yields to the clamp (docs/verification.md).
                if r.random() < 0.6 and block.owner is None:
                    rel = Rel(block, item, "width", "<=", "super", "width", r.choice(MULTIPLIERS[3:7]),
                              self.number(-10, 20))
                else:
                    rel = Rel(block, item, "width", r.choice(["<=", ">="]), None, None, MULTIPLIERS[0],
                              self.number(10, 120))
                block.lines.append(("rel", rel))
                item.clamped = True
            return
        choice = r.random()
        refs = [i for i in block.items if i is not item and (i, axis) in determined]
        if item.measured:
            # A measured view's size is its measurement, a number or a share of the given
            # width (not of a container view's, which may follow a flexible unit): a size that
            # follows a flexible unit can make layoutgen report a cycle (docs/verification.md).
            refs = []
            given = axis == "H" and block.owner is None
            choice = 0 if not given else min(choice, 0.39) if choice < 0.7 else choice
        if choice < 0.4 or (choice < 0.7 and not refs):
            rel = Rel(block, item, attribute, "==", None, None, MULTIPLIERS[0], self.number(10, 120))
        elif choice < 0.7:
            rel = Rel(block, item, attribute, "==", r.choice(refs), attribute, r.choice(MULTIPLIERS),
                      self.number(-10, 20))
        else:
            rel = Rel(block, item, attribute, "==", "super", attribute, r.choice(MULTIPLIERS[3:7]),
                      self.number(-20, 20))
        if self.depends(block, rel.ref, axis):
            self.flexdep.add((item.name, axis))
        block.lines.append(("rel", rel))


REJECTED = []      # seeds whose first draws kiwisolver found under-determined (redrawn)


class Reject(Exception):
    pass


def is_determined(spec):
    """Whether kiwisolver finds one solution for every combination of hidden views: solving
    with every unknown weakly drawn to 0, then to 997, gives the same frames."""
    optional = [i.name for i in spec.items if i.optional]
    for mask in range(1 << len(optional)):
        hidden = [optional[b] for b in range(len(optional)) if mask >> b & 1]
        results = []
        for hint in (0.0, 997.0):
            config = {"size": [375, 500], "rtl": False, "hidden": hidden, "hint": hint}
            results.append(KiwiModel(spec, config).frames())
        a, b = results
        for name in a["frames"]:
            if any(abs(x - y) > 1e-6 * max(1, abs(x)) for x, y in zip(a["frames"][name], b["frames"][name])):
                return False
        if any(abs(x - y) > 1e-6 * max(1, abs(x)) for x, y in zip(a["size"], b["size"])):
            return False
    return True


def generate(seed):
    """The spec for a seed (a rejected draw retries with a derived generator state)."""
    for attempt in range(20):
        try:
            spec = Generator(seed * 1000 + attempt if attempt else seed).generate()
        except Reject:
            continue
        spec.seed, spec.name = seed, f"Random{seed}"
        if len([i for i in spec.items if i.optional]) <= 4 and is_determined(spec):
            return spec
        REJECTED.append(seed)
    raise RuntimeError(f"seed {seed}: no spec")


def configuration(spec, seed, index):
    """A random evaluation: size, direction, hidden views, the input's value."""
    r = random.Random(seed * 7919 + index)
    optional = [i.name for i in spec.items if i.optional]
    config = {
        "size": [r.randint(100, 700), r.randint(60, 900)],
        "rtl": index % 2 == 1,
        "hidden": sorted(n for n in optional if r.random() < 0.4),
    }
    if spec.pad and r.random() < 0.5:
        config["pad"] = r.choice([0, 3, 16, 5.5])
    return config


def eval_arguments(spec, config):
    """`layoutgen eval` options for a configuration (the stand-ins fixed answers). The model's
    given height is its weakest soft value: what `sizeThatFits` does with the height fitting
    (priority 50, below every measured size), so the layout is made at the fitting height."""
    args = ["--size", f"{fmt(config['size'][0])}x{fmt(config['size'][1])}", "--fit", "height"]
    for item in spec.items:
        if item.measured:
            args += ["--measure", f"{item.name}={fmt(item.measured[0])}x{fmt(item.measured[1])}"]
    for name in config["hidden"]:
        args += ["--hidden", name]
    if config["rtl"]:
        args.append("--rtl")
    if "pad" in config:
        args += ["--input", f"{spec.pad[0]}={fmt(config['pad'])}"]
    return args
