"""Random specs with inequalities and priorities (the oracle's second family), as text and as a
model that goalmodel.py lowers to kiwisolver.

A spec is views in blocks (the layout's own block and container views' blocks), constraints
(`lhs OP rhs [OP rhs]… [@P]`, chains included) and sequences. What the generator draws, per
view and axis:

- positions: a required equality to `super` or an earlier sibling; or required bounds (often
  as a chain `super.leading + 16 <= v2.leading <= super.trailing - 40`, or against a sibling:
  `v2.leading >= v1.trailing + 8`) with a preference `== @P` that pins the position when the
  bounds allow; or a soft inequality and a preference at two priorities;
- sizes: a required equality (a number, a sibling's size times a factor, a share of
  `super`), required bounds with a preference, `min(…)`/`max(…)` of numbers and the layout's
  own extent, or a measurement (a fixed answer `WxH` or a text stand-in `text:WxH`; the
  compression resistance 750 or `measured @P`, or for a third of them content priorities per axis
  as real cells set them: `H compression @749`, hugging 251 or 1000, compression 1000) with
  optional bounds, required or soft;
- sequences with fixed, standard, bounded (`-(>=8)-`, `-(<=20)-`) and flexible (`-(2*)-`)
  gaps and fixed, bounded (`[v(>=30,<=120)]`) and flexible sizes, a preference pinning items
  that follow a bounded gap; self-sizing sequences of fixed parts (the layout's height, a
  container view sized by its children);
- extra soft inequalities (`v1.width <= 80 @300`) that pull against the rest;
- a size as a product of an input and a sibling's size (`v3.width == p0 * v1.width + 4`, a
  progress bar's or an aspect ratio's constraint), the input at its default.

Priorities are drawn from @20, @100, @240, @low (250), @260, @300, @400, @500, @600, @700,
@749, @high (750), @751, @800, @900 and @999; 50, the fitting level, is left out. Nothing here asks that a draw be determined: the
kiwisolver model decides per evaluation whether the answer is unique (goalmodel.py).
"""

import random

STANDARD_GAP = 8
PRIORITIES = [(20, "@20"), (100, "@100"), (240, "@240"), (250, "@low"), (260, "@260"), (300, "@300"),
              (400, "@400"), (500, "@500"), (600, "@600"), (700, "@700"), (749, "@749"), (750, "@high"),
              (751, "@751"), (800, "@800"), (900, "@900"), (999, "@999")]
RESISTANCE = [(750, None)] * 4 + [(500, "@500"), (999, "@999"), (751, "@751"), (749, "@749"), (750, "@high"),
                                  (300, "@300")]
# What real cells set per axis (a third of the measured views, one or two of these): a title
# that gives way to a time stamp, Interface Builder's label hugging, a label that never grows or
# is never compressed.
CONTENT_PRIORITIES = [("H", "compression", 749), (None, "hugging", 251), ("H", "hugging", 1000),
                      ("V", "compression", 1000), (None, "compression", 1000), ("H", "hugging", 251),
                      ("H", "compression", 749), ("V", "hugging", 1000)]
REQUIRED = (1000, None)
H_POS = ["leading", "trailing", "centerX", "left", "right"]
V_POS = ["top", "bottom", "centerY"]
FACTORS = [(1, None), (1, None), (0.5, "* 0.5"), (2, "* 2"), (1 / 3, "/ 3"), (0.25, "* 0.25")]


def fmt(v):
    return str(int(v)) if float(v).is_integer() else repr(float(v))


class View:
    def __init__(self, name, block):
        self.name, self.block = name, block
        self.measured = None        # None | ("fixed", w, h) | ("text", W, H)
        self.resistance = (750, None)   # compression resistance (value, spelling after `measured`)
        # Content priorities per axis, as real cells set them (`measured(H compression @749,
        # hugging @251)`): {(axis "H"|"V", "compression"|"hugging"): priority}; empty: `resistance`.
        self.content = {}
        self.inner = None           # its Block when it is a container view
        self.line = 0               # position of its declaration among the spec's statements

    def priority(self, axis, kind):
        """The view's compression resistance or hugging along axis "H" or "V"."""
        default = self.resistance[0] if kind == "compression" else 250
        return self.content.get((axis, kind), default)

    def traits(self):
        if not self.content:
            return "measured" + (" " + self.resistance[1] if self.resistance[1] else "")
        parts = []
        for kind in ("hugging", "compression"):
            h, v = self.content.get(("H", kind)), self.content.get(("V", kind))
            if h is not None and h == v:
                parts.append(f"{kind} @{h}")
            else:
                parts += [f"{axis} {kind} @{p}" for axis, p in (("H", h), ("V", v)) if p is not None]
        return f"measured({', '.join(parts)})"


class Block:
    def __init__(self, owner):
        self.owner = owner          # None: the layout's container; else the container View
        self.views = []
        self.statements = []        # Constraint | Sequence, in order


class Expr:
    """Σ coefficient·ref.attr + constant, optionally + a min/max of values of the layout's
    container: ("min"|"max", [(coefficient, "width"|"height"|None, constant)])."""

    def __init__(self, terms=(), const=0.0, minmax=None, inputs=None):
        self.terms, self.const, self.minmax = list(terms), const, minmax
        # Per term index, the name of the input its coefficient is the default of.
        self.inputs = inputs or {}

    def text(self):
        parts = []
        for k, (coefficient, ref, attribute) in enumerate(self.terms):
            name = ("super" if ref == "super" else ref.name) + "." + attribute
            factor = next((t for f, t in FACTORS if f == coefficient and t), None)
            if k in self.inputs:
                parts.append(f"{self.inputs[k]} * {name}")
                continue
            parts.append(name if coefficient == 1 else f"{name} {factor}" if factor else f"{name} * {fmt(coefficient)}")
        if self.minmax:
            kind, args = self.minmax
            texts = []
            for coefficient, attribute, const in args:
                if attribute is None:
                    texts.append(fmt(const))
                else:
                    factor = next((t for f, t in FACTORS if f == coefficient and t), f"* {fmt(coefficient)}")
                    t = f"super.{attribute}" + ("" if coefficient == 1 else " " + factor)
                    texts.append(t + ("" if const == 0 else f" - {fmt(-const)}" if const < 0 else f" + {fmt(const)}"))
            parts.append(f"{kind}({', '.join(texts)})")
        out = " + ".join(parts)
        if not parts:
            return fmt(self.const)
        if self.const:
            out += (" - " if self.const < 0 else " + ") + fmt(abs(self.const))
        return out


class Constraint:
    """exprs[0] ops[0] exprs[1] ops[1] exprs[2] … at one priority (each link of a chain)."""

    def __init__(self, block, exprs, ops, priority=REQUIRED):
        self.block, self.exprs, self.ops, self.priority = block, exprs, ops, priority
        self.line = 0

    def text(self):
        out = self.exprs[0].text()
        for op, e in zip(self.ops, self.exprs[1:]):
            out += f" {op} {e.text()}"
        if self.priority[1]:
            out += " " + self.priority[1]
        return out

    def directional(self):
        return any(a in ("leading", "trailing") for e in self.exprs for _, _, a in e.terms)


class Sequence:
    """nodes: "edge" | (view, size) with size None | ("fixed", v) | ("flex", w) | ("bound", lo, hi);
    gaps: ("fixed", v) | ("std",) | ("none",) | ("flex", w) | ("bound", op, v)."""

    def __init__(self, block, axis, nodes, gaps):
        self.block, self.axis, self.nodes, self.gaps = block, axis, nodes, gaps
        self.line = 0

    def text(self):
        out = self.axis + ": "
        for k, node in enumerate(self.nodes):
            if node == "edge":
                out += "|"
            else:
                view, size = node
                out += "[" + view.name
                if size:
                    if size[0] == "fixed":
                        out += f"({fmt(size[1])})"
                    elif size[0] == "flex":
                        out += f"({weight(size[1])})"
                    else:
                        bounds = ([f">={fmt(size[1])}"] if size[1] is not None else []) + \
                                 ([f"<={fmt(size[2])}"] if size[2] is not None else [])
                        out += "(" + ",".join(bounds) + ")"
                out += "]"
            if k < len(self.gaps):
                g = self.gaps[k]
                out += {"fixed": lambda: f"-{fmt(g[1])}-", "std": lambda: "-", "none": lambda: "",
                        "flex": lambda: f"-({weight(g[1])})-",
                        "bound": lambda: f"-({g[1]}{fmt(g[2])})-"}[g[0]]()
        return out


def weight(w):
    return "*" if w == 1 else fmt(w) + "*"


class SoftSpec:
    family = "soft"

    def __init__(self, seed):
        self.seed, self.name = seed, f"Soft{seed}"
        self.root = Block(None)
        self.views = []             # declaration order, depth first
        self.inputs = []            # (name, default value)

    def text(self):
        lines = [f"// seed {self.seed} (inequalities and priorities)", f"layout {self.name} {{"]
        lines += [f"    input {name}: CGFloat = {fmt(value)}" for name, value in self.inputs]
        counter = [0]

        def block_text(block, indent):
            for view in block.views:
                traits = []
                if view.measured:
                    traits.append(view.traits())
                counter[0] += 1
                view.line = counter[0]
                head = f"{indent}view {view.name}" + (": " + ", ".join(traits) if traits else "")
                if view.inner:
                    lines.append(head + " {")
                    block_text(view.inner, indent + "    ")
                    lines.append(indent + "}")
                else:
                    lines.append(head)
            for statement in block.statements:
                counter[0] += 1
                statement.line = counter[0]
                lines.append(indent + statement.text())

        block_text(self.root, "    ")
        lines.append("}")
        return "\n".join(lines) + "\n"

    def measure_arguments(self):
        out = []
        for view in self.views:
            if view.measured:
                kind, w, h = view.measured
                out += ["--measure", f"{view.name}={'text:' if kind == 'text' else ''}{fmt(w)}x{fmt(h)}"]
        return out


class Generator:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.products = random.Random(seed * 9973 + 1)
        self.spec = SoftSpec(seed)
        self.count = 0

    def number(self, lo, hi):
        return self.r.randint(lo * 2, hi * 2) / 2

    def priority(self):
        return self.r.choice(PRIORITIES)

    def generate(self):
        self.make_block(self.spec.root, 0)
        self.spec.text()            # numbers the statements (declaration order)
        return self.spec

    def new_view(self, block):
        view = View(f"v{self.count}", block)
        self.count += 1
        block.views.append(view)
        self.spec.views.append(view)
        return view

    def make_block(self, block, depth):
        r = self.r
        for _ in range(r.randint(2, 4) if depth == 0 else r.randint(1, 3)):
            view = self.new_view(block)
            if r.random() < 0.4:
                kind = r.choice(["fixed", "text", "text"])
                view.measured = (kind, self.number(10, 220), self.number(8, 30)) if kind == "text" else \
                    (kind, self.number(10, 160), self.number(8, 60))
                view.resistance = r.choice(RESISTANCE)
                if r.random() < 1 / 3:
                    view.resistance = (750, None)
                    for axis, kind, priority in r.sample(CONTENT_PRIORITIES, r.randint(1, 2)):
                        for a in ("HV" if axis is None else axis):
                            view.content[(a, kind)] = priority
            elif depth < 2 and r.random() < (0.3 if depth == 0 else 0.12):
                view.inner = Block(view)
        placed = {}                 # (view, axis) -> "pos" | "size" | "both": what is decided already
        child_sized = {}
        for view in block.views:
            if view.inner:
                for axis in "HV":
                    child_sized[(view, axis)] = r.random() < 0.25
        for axis in "HV":
            if r.random() < 0.5:
                self.make_sequence(block, axis, placed, child_sized)
        for view in block.views:
            for axis in "HV":
                state = placed.get((view, axis), "")
                if "pos" not in state and state != "both":
                    self.position(block, view, axis, placed)
                if "size" not in state and state != "both" and not child_sized.get((view, axis)):
                    self.size(block, view, axis, placed)
        for _ in range(r.randint(0, 2)):
            self.tension(block)
        for view in block.views:
            if view.inner:
                inner_sized = [a for a in "HV" if child_sized[(view, a)]]
                self.make_block(view.inner, depth + 1)
                for axis in inner_sized:
                    self.self_sizing_sequence(view.inner, axis)
        if depth == 0 and r.random() < 0.2:
            self.self_sizing_sequence(block, "V")

    def refs(self, block, view, axis, placed):
        return ["super"] + [v for v in block.views if v is not view and (v, axis) in placed]

    def anchor(self, block, view, axis, placed, directional_only=False):
        """An expression of a reference position: `super.top`, `v1.trailing + 8`, `super.width / 3 - 4`."""
        r = self.r
        ref = r.choice(self.refs(block, view, axis, placed))
        attributes = (["leading", "trailing"] if directional_only else H_POS) if axis == "H" else V_POS
        attribute = r.choice(attributes)
        return Expr([(1, ref, attribute)], self.number(-20, 40) if r.random() < 0.8 else 0)

    def position(self, block, view, axis, placed):
        r = self.r
        attrs = H_POS if axis == "H" else V_POS
        choice = r.random()
        if choice < 0.4:
            attribute = r.choice(attrs)
            block.statements.append(Constraint(block, [Expr([(1, view, attribute)]), self.anchor(block, view, axis,
                                                                                                   placed)], ["=="]))
        elif choice < 0.8:
            # Required bounds (a chain, or one or two inequalities) and a preference.
            attribute = r.choice(["leading", "trailing"] if axis == "H" else V_POS)
            me = Expr([(1, view, attribute)])
            lo = self.anchor(block, view, axis, placed, directional_only=True)
            hi = self.anchor(block, view, axis, placed, directional_only=True)
            hi.const += 60
            form = r.random()
            if form < 0.4:
                block.statements.append(Constraint(block, [lo, me, hi], ["<=", "<="]))
            elif form < 0.7:
                block.statements.append(Constraint(block, [me, lo], [">="]))
            else:
                block.statements.append(Constraint(block, [me, hi], ["<="]))
            if r.random() < 0.93:
                target = self.anchor(block, view, axis, placed, directional_only=True)
                block.statements.append(Constraint(block, [Expr([(1, view, r.choice(attrs if axis == "V" else
                                                                                     ["leading", "trailing",
                                                                                      "centerX"]))]), target],
                                                   ["=="], self.priority()))
        else:
            # A soft bound and a preference at two priorities.
            attribute = r.choice(["leading", "trailing"] if axis == "H" else V_POS)
            block.statements.append(Constraint(block, [Expr([(1, view, attribute)]),
                                                       self.anchor(block, view, axis, placed, True)],
                                               [r.choice(["<=", ">="])], self.priority()))
            if r.random() < 0.93:
                block.statements.append(Constraint(block, [Expr([(1, view, attribute)]),
                                                           self.anchor(block, view, axis, placed, True)],
                                                   ["=="], self.priority()))
        placed[(view, axis)] = placed.get((view, axis), "") + "pos"

    def size(self, block, view, axis, placed):
        r = self.r
        attribute = "width" if axis == "H" else "height"
        me = Expr([(1, view, attribute)])
        if view.measured and r.random() < 0.85:
            choice = r.random()
            if choice < 0.3:
                block.statements.append(Constraint(block, [me, Expr([], self.number(5, 150))],
                                                   [r.choice(["<=", ">="])]))
            elif choice < 0.5:
                block.statements.append(Constraint(block, [me, Expr([], self.number(5, 150))],
                                                   [r.choice(["<=", ">="])], self.priority()))
            elif choice < 0.65:
                f = r.choice(FACTORS[2:])
                block.statements.append(Constraint(block, [me, Expr([(f[0], "super", attribute)],
                                                                     self.number(-10, 20))], ["<="]))
            placed[(view, axis)] = placed.get((view, axis), "") + "size"
            return
        choice = r.random()
        siblings = [v for v in block.views if v is not view and (v, axis) in placed and not v.measured]
        if choice < 0.25:
            block.statements.append(Constraint(block, [me, Expr([], self.number(0, 120))], ["=="]))
        elif choice < 0.4 and siblings:
            f = r.choice(FACTORS)
            inputs = None
            if self.products.random() < 0.3:
                # A factor read at run time: an input, evaluated at its default (drawn apart, so
                # that the rest of the spec is the one the seed gave without products).
                name = f"p{len(self.spec.inputs)}"
                f = (self.products.choice([0.25, 0.5, 0.75, 1.5, 0.6, 1.25]),)
                self.spec.inputs.append((name, f[0]))
                inputs = {0: name}
            block.statements.append(Constraint(block, [me, Expr([(f[0], r.choice(siblings), attribute)],
                                                                 self.number(-10, 20), inputs=inputs)], ["=="]))
        elif choice < 0.5:
            f = r.choice(FACTORS[2:])
            block.statements.append(Constraint(block, [me, Expr([(f[0], "super", attribute)],
                                                                 self.number(-20, 20))], ["=="]))
        elif choice < 0.62 and block.owner is None:
            kind = r.choice(["min", "max"])
            args = [(1, None, self.number(20, 150)),
                    (r.choice(FACTORS[2:])[0], attribute, self.number(-30, 10))]
            r.shuffle(args)
            op = r.choice(["==", "==", "<=", ">="])
            block.statements.append(Constraint(block, [me, Expr([], 0, (kind, args))], [op]))
            if op != "==":
                block.statements.append(Constraint(block, [me, Expr([], self.number(0, 200))], ["=="],
                                                   self.priority()))
        else:
            # Bounds (required or soft) and a preference.
            lo, hi = self.number(0, 80), self.number(40, 200)
            form = r.random()
            prio = REQUIRED if r.random() < 0.7 else self.priority()
            if form < 0.35:
                block.statements.append(Constraint(block, [Expr([], lo), me, Expr([], hi)], ["<=", "<="], prio))
            elif form < 0.7:
                block.statements.append(Constraint(block, [me, Expr([], lo)], [">="], prio))
            else:
                block.statements.append(Constraint(block, [me, Expr([], hi)], ["<="], prio))
            block.statements.append(Constraint(block, [me, Expr([], self.number(0, 220))], ["=="],
                                               self.priority()))
        placed[(view, axis)] = placed.get((view, axis), "") + "size"

    def tension(self, block):
        """A soft inequality between what is already decided, at a random priority."""
        r = self.r
        view = r.choice(block.views)
        axis = r.choice("HV")
        if r.random() < 0.5:
            attribute = "width" if axis == "H" else "height"
            block.statements.append(Constraint(block, [Expr([(1, view, attribute)]), Expr([], self.number(0, 150))],
                                               [r.choice(["<=", ">="])], self.priority()))
        else:
            attribute = r.choice(["leading", "trailing"] if axis == "H" else V_POS)
            block.statements.append(Constraint(block, [Expr([(1, view, attribute)]),
                                                       self.anchor(block, view, axis, {}, True)],
                                               [r.choice(["<=", ">="])], self.priority()))

    def make_sequence(self, block, axis, placed, child_sized):
        r = self.r
        free = [v for v in block.views if (v, axis) not in placed and not child_sized.get((v, axis))]
        if not free:
            return
        members = r.sample(free, min(len(free), r.randint(1, 3)))
        kind = r.choice(["flex", "flex", "bounded", "bounded", "open"])
        nodes, gaps = ["edge"], []
        for view in members:
            gaps.append(self.gap(kind))
            choice = r.random()
            if kind == "flex" and not view.measured and choice < 0.35:
                size = ("flex", r.choice([1, 2, 0.5]))
            elif choice < 0.3 or (view.measured and choice < 0.6):
                size = None
            elif choice < 0.65:
                size = ("bound", self.number(0, 60), r.choice([None, self.number(60, 200)]))
                if r.random() < 0.3:
                    size = ("bound", None, self.number(20, 200))
            else:
                size = ("fixed", self.number(5, 120))
            nodes.append((view, size))
        if kind != "open":
            gaps.append(self.gap(kind))
            nodes.append("edge")
        if kind == "flex" and not any(g[0] == "flex" for g in gaps) and \
                not any(n != "edge" and n[1] and n[1][0] == "flex" for n in nodes):
            gaps[r.randrange(len(gaps))] = ("flex", 1)
        block.statements.append(Sequence(block, axis, nodes, gaps))
        bounded_before = False
        for k, node in enumerate(nodes):
            if node == "edge":
                continue
            view, size = node
            if gaps[k - 1][0] == "bound":
                bounded_before = True
            state = "pos"
            if bounded_before and kind != "flex" and r.random() < 0.85:
                attribute = r.choice(["leading", "trailing", "centerX"] if axis == "H" else V_POS)
                block.statements.append(Constraint(block, [Expr([(1, view, attribute)]),
                                                           self.anchor(block, view, axis, placed, True)],
                                                   ["=="], self.priority()))
            if size is not None and size[0] in ("fixed", "flex"):
                state += "size"
            elif size is not None and size[0] == "bound" and r.random() < 0.8:
                state += "size"
                block.statements.append(Constraint(block, [Expr([(1, view, "width" if axis == "H" else "height")]),
                                                           Expr([], self.number(0, 220))], ["=="],
                                                   self.priority()))
            placed[(view, axis)] = state

    def gap(self, kind):
        r = self.r
        c = r.random()
        if kind == "flex" and c < 0.4:
            return ("flex", r.choice([1, 1, 2, 0.5]))
        if kind == "bounded" and c < 0.45:
            return ("bound", r.choice([">=", ">=", "<="]), self.number(0, 30))
        if c < 0.7:
            return ("fixed", self.number(0, 24))
        if c < 0.85:
            return ("std",)
        return ("none",)

    def self_sizing_sequence(self, block, axis):
        """A sequence of fixed parts from edge to edge: the block's extent along the axis is
        the sum (required), whatever else asks of it."""
        r = self.r
        view = self.new_view(block)
        self.spec.views.remove(view)
        self.spec.views.insert(self.insertion_index(block, view), view)
        gaps = [("fixed", self.number(0, 20)), ("fixed", self.number(0, 20))]
        block.statements.append(Sequence(block, axis, ["edge", (view, ("fixed", self.number(5, 80))), "edge"], gaps))
        other = "V" if axis == "H" else "H"
        block.statements.append(Constraint(block, [Expr([(1, view, "leading" if other == "H" else "top")]),
                                                   Expr([(1, "super", "leading" if other == "H" else "top")],
                                                        self.number(0, 20))], ["=="]))
        block.statements.append(Constraint(block, [Expr([(1, view, "width" if other == "H" else "height")]),
                                                   Expr([], self.number(0, 40))], ["=="]))

    def insertion_index(self, block, view):
        """Where a view added late to a block falls in declaration order (depth first)."""
        order = []

        def walk(b):
            for v in b.views:
                order.append(v)
                if v.inner:
                    walk(v.inner)
        walk(self.spec.root)
        return order.index(view)


def generate(seed, consistent=None):
    """The spec for a seed. `consistent(spec)` (goalmodel.consistent) says whether its required
    constraints, sequence fills included, can hold together at some extents; a draw where they
    cannot (an error in the language, not what this family checks) is drawn again from a
    derived state, at most 9 times. Returns (spec, number of draws set aside)."""
    for attempt in range(10):
        spec = Generator(seed if attempt == 0 else seed * 1000 + attempt).generate()
        spec.seed, spec.name = seed, f"Soft{seed}"
        if consistent is None or consistent(spec):
            return spec, attempt
    return spec, attempt


def configuration(spec, seed):
    """One evaluation per spec: a random size, right to left for odd seeds, `--fit height` for
    every other pair of seeds."""
    r = random.Random(seed * 7919 + 17)
    return {"size": [r.randint(100, 600), r.randint(0, 700)], "rtl": seed % 2 == 1, "fit": seed % 4 >= 2,
            "hints": (r.random(), r.random())}


def eval_arguments(spec, config):
    args = ["--size", f"{fmt(config['size'][0])}x{fmt(config['size'][1])}"]
    if config["fit"]:
        args += ["--fit", "height"]
    args += spec.measure_arguments()
    if config["rtl"]:
        args.append("--rtl")
    return args
