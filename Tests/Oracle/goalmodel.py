"""kiwisolver as Auto Layout for the specs of softspec.py (LANGUAGE.md §7), one evaluation at a
time: the expected frames, whether they are unique, and whether given frames keep every
required constraint.

Unknowns: the layout's extents `W`, `H`; per view `u` (its leading edge, measured from its
space's leading edge towards the trailing edge), `w`, `y`, `h`; one `F` per sequence with
flexible parts. A relation naming `leading`/`trailing` reads its horizontal attributes in the
leading-to-trailing direction, any other reads them left to right (in right-to-left layout a
physical `x` is `spaceWidth - u`); a container view's children live in its space.

Required (§7.1): every constraint without a priority, each link of a chain; every part of a
sequence — edges and items, fixed gaps and sizes, bounded gaps and sizes, flexible parts
`w·F`, `F >= 0` — except the equation that reaches the trailing edge of a sequence with
flexible parts, the *fill*, which is the first goal (below).

Goals, strongest first, each its own level in a lexicographic solve (an error variable
`err >= 0` bounds its miss, `err` is minimised, then held at that minimum as a required bound):
1. the fills, in declaration order (§6: `F` is what makes the sequence fill its container;
   they rank above the extents, so an overflowing sequence makes its container's extent
   yield, §7.2);
2. the given extents: in `layout(in:)` width then height, above every priority; with
   `--fit height` (sizeThatFits) only the width here;
3. levels 999 … 1: the constraints with that priority, and the measured views' compression
   resistance (`w >= answer`, `h >= answer`, at the view's `measured @P` or per axis, default
   750; 1000 ranks with the fills) and hugging (`<=`, default 250; 1000 counts as 999), in
   declaration order (a view at its `view` line, a constraint at its line; width before
   height, compression before hugging);
4. with `--fit height`, the given height at 50 (UIKit's fittingSizeLevel); then `layout(in:)`
   again at the fitted size (at least 0), measurements included.

Sizes get no goal of their own: a width or height below 0 is output as 0, its leading or top
edge where the constraints put it (§7.2).

Measurement (§7.3, revised 2026-11-28): a view is proposed, along the width, the largest width
that the required constraints and every goal strictly stronger than its horizontal compression
resistance allow, its own goals (hugging included) left out: a lexicographic solve of its own
for each measured view (the other views' goals in it read their answers, found the same way;
where two proposals wait for each other's answers, each is read with the other's goals left
out, and holds only if it reads the same once every answer is known: else it depends on its
own answer, a cycle, set aside), whatever the order of the `view` lines and wherever its
hugging ranks. `.greatestFiniteMagnitude` when nothing bounds it. A fixed stand-in answers its
size; `text:WxH` answers `min(W, p)` wide and `H·ceil(W / p)` tall (`p <= 0`: `H·ceil(W)`), the
CLI's stand-in.

`min(…)`/`max(…)` of the layout's extents are values of the extents the layout ends up with:
`x == min(a, b)` holds where `x == a, a <= b` or `x == b, b <= a` does, so the spec is solved
once per choice of argument (a branch; an infeasible one is skipped) and the answer is the
branch whose goal errors are lexicographically smallest (two with equal errors and different
frames: ambiguous).
"""

import fractions
import itertools
import math
import random

import kiwisolver as kiwi

import softspec

FILL_LEVEL = 2000
GIVEN_LEVEL = 1500
FITTING_LEVEL = 50
HUGGING = 250
UNBOUNDED = 1e7
TOLERANCE = 1e-6


class Ambiguous(Exception):
    """The model cannot give one answer (a fill that required constraints break, min/max
    branches that tie)."""


class Model:
    def __init__(self, spec, config):
        self.spec, self.config = spec, config
        self.rtl = config["rtl"]
        self.W, self.H = kiwi.Variable("W"), kiwi.Variable("H")
        self.var = {v.name: {k: kiwi.Variable(f"{v.name}.{k}") for k in "uwyh"} for v in spec.views}
        self.flex = []              # F per sequence with flexible parts
        self.extent_values = None   # (W, H) that min/max read in the check of eval's frames
        self.branch = None          # per min/max in the spec, the argument that is its value
        self.branch_used, self.branch_required = [], []
        self.minmax_given = False   # the alternative reading: min/max read the given extents
        self.probe = False          # push every unknown both ways after the goals (uniqueness)

    # --- attributes -------------------------------------------------------------------------

    def space(self, block):
        if block.owner is None:
            return (0, self.W, 0, self.H)
        v = self.var[block.owner.name]
        return (0, v["w"], 0, v["h"])

    def attr(self, block, ref, attribute, directional):
        if ref == "super":
            u, w, y, h = self.space(block)
        else:
            v = self.var[ref.name]
            u, w, y, h = v["u"], v["w"], v["y"], v["h"]
        space = self.space(block)[1]
        if attribute in ("top", "bottom", "centerY", "height", "width"):
            return {"top": y + 0, "bottom": y + h, "centerY": y + 0.5 * h, "height": h + 0, "width": w + 0}[attribute]
        value = {"leading": u + 0, "trailing": u + w, "centerX": u + 0.5 * w,
                 "left": (u + w) if self.rtl else (u + 0), "right": (u + 0) if self.rtl else (u + w)}[attribute]
        return space - value if (self.rtl and not directional) else value

    def expr(self, block, e, directional):
        total = e.const
        for coefficient, ref, attribute in e.terms:
            total = self.attr(block, ref, attribute, directional) * coefficient + total
        if e.minmax:
            kind, args = e.minmax
            if self.branch is None:
                # The extents as numbers (eval's, for the check of its frames).
                W, H = self.extent_values
                values = [c * {"width": W, "height": H}[a] + k if a else k for c, a, k in args]
                return total + (min(values) if kind == "min" else max(values))
            # One branch: the argument chosen is the value, and it is the least (greatest).
            values = [c * {"width": self.W, "height": self.H}[a] + k if a else k + 0 * self.W
                      for c, a, k in args]
            chosen = values[self.branch[len(self.branch_used)]]
            for other in values:
                self.branch_required.append(chosen <= other if kind == "min" else chosen >= other)
            self.branch_used.append(e)
            total = total + chosen
        return total

    # --- lowering ---------------------------------------------------------------------------

    def lower(self):
        """(required constraints, fills, soft goals): goals are (level, line, order, expression,
        relation, target, label)."""
        required, fills, goals = [], [], []
        self.flex = []
        self.branch_used, self.branch_required = [], []
        blocks = []

        def walk(block):
            blocks.append(block)
            for view in block.views:
                if view.inner:
                    walk(view.inner)
        walk(self.spec.root)
        for block in blocks:
            for statement in block.statements:
                if isinstance(statement, softspec.Sequence):
                    fill = self.lower_sequence(statement, required)
                    if fill is not None:
                        fills.append((FILL_LEVEL, statement.line, len(goals), fill, "==", 0, "fill"))
                    continue
                directional = statement.directional()
                sides = [self.expr(block, e, directional) for e in statement.exprs]
                for k, op in enumerate(statement.ops):
                    lhs, rhs = sides[k], sides[k + 1]
                    if statement.priority[0] >= 1000:
                        required.append({"==": lhs == rhs, "<=": lhs <= rhs, ">=": lhs >= rhs}[op])
                    else:
                        goals.append((statement.priority[0], statement.line, len(goals), lhs - rhs, op, 0,
                                      f"line {statement.line}"))
        return required + self.branch_required, fills, goals

    def lower_sequence(self, seq, required):
        block = seq.block
        start, end, size = ("leading", "trailing", "width") if seq.axis == "H" else ("top", "bottom", "height")

        def a(node, attribute):
            return self.attr(block, "super" if node == "edge" else node[0], attribute, True)

        F = kiwi.Variable("F")
        equations, has_flex = [], False
        for g, gap in enumerate(seq.gaps):
            prev, nxt = seq.nodes[g], seq.nodes[g + 1]
            distance = (a(nxt, end) if nxt == "edge" else a(nxt, start)) - \
                       (a(prev, start) if prev == "edge" else a(prev, end))
            kind = gap[0]
            if kind == "bound":
                # Only the bound, as in Apple's Visual Format Language: `-(<=20)-` may go below 0.
                required.append(distance >= gap[2] if gap[1] == ">=" else distance <= gap[2])
                equations.append(None)
                continue
            if kind == "flex":
                has_flex = True
            target = {"fixed": lambda: gap[1], "std": lambda: softspec.STANDARD_GAP, "none": lambda: 0,
                      "flex": lambda: gap[1] * F}[kind]()
            equations.append(distance - target)
        for node in seq.nodes:
            if node == "edge":
                continue
            view, predicate = node
            s = a(node, size)
            if predicate is None:
                continue
            if predicate[0] == "fixed":
                required.append(s == predicate[1])
            elif predicate[0] == "flex":
                has_flex = True
                required.append(s == predicate[1] * F)
            else:
                if predicate[1] is not None:
                    required.append(s >= predicate[1])
                if predicate[2] is not None:
                    required.append(s <= predicate[2])
        fill = None
        if has_flex:
            self.flex.append(F)
            required.append(F >= 0)
            if seq.nodes[-1] == "edge" and equations[-1] is not None:
                fill = equations.pop()
            else:
                # The fill is the last fixed equation that reaches the trailing edge: with a
                # bounded last gap, every fixed equation stays required.
                fill = None
        for e in equations:
            if e is not None:
                required.append(e == 0)
        return fill

    def frame_variables(self):
        yield self.W
        yield self.H
        for v in self.var.values():
            yield from v.values()

    def variables(self):
        yield self.W
        yield self.H
        for v in self.var.values():
            yield from v.values()
        yield from self.flex

    # --- one layout pass ---------------------------------------------------------------------

    def layout_pass(self, given, fit_height, reverse, hints, size_goals=False):
        """Solve once at `given` (W, H); returns the frames for each hint vector, and the
        answers measured. A min/max is solved once per argument (that argument its value and
        the least, or greatest, of them); the branch whose goals' errors are lexicographically
        smallest is the answer, and two such branches with different frames are ambiguous."""
        if self.minmax_given:
            self.branch, self.extent_values = None, given
            return self._pass(given, fit_height, reverse, hints, size_goals)[0]
        arities = [len(e.minmax[1]) for b in self._blocks() for s in b.statements
                   if isinstance(s, softspec.Constraint) for e in s.exprs if e.minmax]
        branches = list(itertools.product(*[range(n) for n in arities]))
        probe, best = self.probe, None
        self.probe = probe and len(branches) == 1
        try:
            for branch in branches:
                self.branch = list(branch)
                try:
                    results, errors = self._pass(given, fit_height, reverse, hints, size_goals)
                except kiwi.UnsatisfiableConstraint:
                    if not arities:
                        raise
                    continue
                if best is None:
                    best = (errors, results, branch)
                    continue
                order = compare_errors(errors, best[0])
                if order < 0:
                    best = (errors, results, branch)
                elif order == 0 and differences(results[0], best[1][0]):
                    raise Ambiguous("min/max: two arguments give the same errors")
        finally:
            self.probe = probe
        if best is None:
            raise Ambiguous("required constraints conflict in every min/max branch")
        if probe and len(branches) > 1:
            self.branch = list(best[2])
            return self._pass(given, fit_height, reverse, hints, size_goals)[0]
        return best[1]

    def _blocks(self):
        out, stack = [], [self.spec.root]
        while stack:
            b = stack.pop()
            out.append(b)
            stack += [v.inner for v in b.views if v.inner]
        return out

    def _pass(self, given, fit_height, reverse, hints, size_goals):
        required, fills, goals = self.lower()
        solver = kiwi.Solver()
        for c in required:
            solver.addConstraint(c)
        goals = list(goals) + list(fills)
        goals.append((GIVEN_LEVEL, 0, 0, self.W - given[0], "==", 0, "given width"))
        goals.append((FITTING_LEVEL if fit_height else GIVEN_LEVEL, 0, 1, self.H - given[1], "==", 0,
                      "fitting height" if fit_height else "given height"))
        if size_goals:
            for k, view in enumerate(self.spec.views):
                for axis, key in ((0, "w"), (1, "h")):
                    goals.append((GIVEN_LEVEL - 1, view.line, 2 * k + axis, self.var[view.name][key] + 0, ">=", 0,
                                  "size >= 0"))
        measured = [v for v in self.spec.views if v.measured]
        for view in measured:
            for axis, key in ((0, "w"), (1, "h")):
                for kind, relation in (("compression", ">="), ("hugging", "<=")):
                    goals.append((content_level(view, axis, kind), view.line, axis, self.var[view.name][key] + 0,
                                  relation, (view, axis), f"{view.name} {kind}"))
        levels = sorted({g[0] for g in goals}, reverse=True)
        answers = {}
        errors = []

        proposals = {}

        def answer(view, waiting=()):
            """A view's answer: measured at its proposal (§7.3), read in a solve of its own; None
            for a view whose proposal is being read (its goals are left out of that solve)."""
            if view.name not in answers:
                if view.name in waiting:
                    return None
                p = self.proposal(view, required, goals, reverse, lambda other: answer(other, waiting + (view.name,)))
                proposals[view.name] = p
                answers[view.name] = stand_in(view, p)
            return answers[view.name]

        for level in levels:
            at_level = sorted((g for g in goals if g[0] == level), key=lambda g: (g[1], g[2]), reverse=reverse)
            for _, _, _, expression, relation, target, _ in at_level:
                if isinstance(target, tuple):
                    target = answer(target[0])[target[1]]
                best = self.minimise(solver, expression, relation, target)
                errors.append(best)
                if level == FILL_LEVEL and best > 1e-7:
                    raise Ambiguous("required constraints break a sequence's fill")
        # A proposal read with another view's goals left out (each one's proposal waited for the
        # other's answer) holds only if reading it again with every answer known gives the same:
        # else the proposal depends on its own answer (§7.3's cycle).
        for view in measured:
            if view.name in proposals:
                again = self.proposal(view, required, goals, reverse, answer)
                if not same_proposal(again, proposals[view.name]):
                    raise Ambiguous("a measurement's proposal depends on its own answer")
        results = []
        if self.probe:
            # Each unknown of the frames pushed to its least and its greatest value by a lone
            # weak goal (the goals above held): an unknown the optimum does not pin moves.
            solver.updateVariables()
            base = self.frames()
            # In sizeThatFits only the fitting height is an answer.
            for v in ([self.H] if fit_height else self.frame_variables()):
                for target in (-UNBOUNDED, UNBOUNDED):
                    c = (v == target) | kiwi.strength.weak
                    solver.addConstraint(c)
                    solver.updateVariables()
                    now = self.frames()
                    moved = differences(base, now) if not fit_height else \
                        [f"size[1] {base['size'][1]!r} / {now['size'][1]!r}"] if not close(
                            base["size"][1], now["size"][1]) else []
                    solver.removeConstraint(c)
                    if moved:
                        raise Ambiguous(f"hints: {v.name()} is not pinned ({moved[0]})")
        for hint in hints:
            extra = [(v == h) | kiwi.strength.weak for v, h in zip(self.variables(), hint or [])]
            for c in extra:
                solver.addConstraint(c)
            solver.updateVariables()
            results.append(self.frames())
            results[-1]["answers"] = dict(answers)
            for c in extra:
                solver.removeConstraint(c)
        return results, errors

    @staticmethod
    def minimise(solver, expression, relation, target):
        err = kiwi.Variable("err")
        solver.addConstraint(err >= 0)
        if relation in ("==", "<="):
            solver.addConstraint(expression - target <= err)
        if relation in ("==", ">="):
            solver.addConstraint(target - expression <= err)
        objective = (err == 0) | kiwi.strength.strong
        solver.addConstraint(objective)
        solver.updateVariables()
        best = max(0.0, err.value())
        solver.removeConstraint(objective)
        solver.addConstraint(err <= best + 1e-9 + 1e-12 * best)
        return best

    def proposal(self, view, required, goals, reverse, answer):
        """A measured view's proposal along the width: the largest width that the required
        constraints and every goal stronger than its horizontal compression resistance allow,
        its own goals left out (they read the answer), the other measured views' goals with
        their answers (`answer`; None: left out); None (`.greatestFiniteMagnitude`) when nothing
        bounds it. (The stand-ins answer their height whatever height is proposed.)"""
        if view.measured[0] == "fixed":
            return None
        solver = kiwi.Solver()
        for c in required:
            solver.addConstraint(c)
        below = content_level(view, 0, "compression")
        stronger = [g for g in goals if g[0] > below and not (isinstance(g[5], tuple) and g[5][0] is view)]
        for level in sorted({g[0] for g in stronger}, reverse=True):
            at_level = sorted((g for g in stronger if g[0] == level), key=lambda g: (g[1], g[2]), reverse=reverse)
            for _, _, _, expression, relation, target, _ in at_level:
                if isinstance(target, tuple):
                    known = answer(target[0])
                    if known is None:
                        continue
                    target = known[target[1]]
                self.minimise(solver, expression, relation, target)
        w = self.var[view.name]["w"]
        err = kiwi.Variable("err")
        cs = [err >= 0, w + err >= UNBOUNDED, (err == 0) | kiwi.strength.strong]
        for c in cs:
            solver.addConstraint(c)
        solver.updateVariables()
        p = w.value()
        for c in cs:
            solver.removeConstraint(c)
        solver.updateVariables()
        if p >= UNBOUNDED / 2:
            return None
        # The solver's proposal is within about 1e-9 of an exact one (halves, thirds, quarters
        # of the spec's numbers): snap it, since ceil(W / p) jumps at exact multiples.
        exact = fractions.Fraction(p).limit_denominator(96)
        if abs(float(exact) - p) < 1e-6:
            p = float(exact)
        return p

    def mirror_width(self, reported):
        """The width right to left mirrors the top-level frames in (LANGUAGE.md §10, revised
        2026-11-26): the width layout(in:) is given, also when the content makes the container
        yield: the given one, or with --fit the fitted one (the size reported)."""
        return max(0.0, reported if self.config.get("fit") else self.config["size"][0])

    def frames(self):
        frames = {}
        for view in self.spec.views:
            v = self.var[view.name]
            parent = view.block.owner
            space = max(0.0, self.mirror_width(self.W.value()) if parent is None else self.var[parent.name]["w"].value())
            w, h = max(0.0, v["w"].value()), max(0.0, v["h"].value())
            u = v["u"].value()
            frames[view.name] = [space - u - w if self.rtl else u, v["y"].value(), w, h]
        return {"size": [max(0.0, self.W.value()), max(0.0, self.H.value())], "frames": frames,
                "raw": (self.W.value(), self.H.value())}

    # --- an evaluation ------------------------------------------------------------------------

    def evaluate(self, reverse=False, hints=None, size_goals=False):
        """The frames of the evaluation for each hint vector (sizeThatFits first with --fit)."""
        given = tuple(float(x) for x in self.config["size"])
        hints = hints or [None]
        if self.config["fit"]:
            fitted = self.layout_pass(given, True, reverse, hints, size_goals)
            heights = [max(0.0, r["raw"][1]) for r in fitted]
            if any(abs(h - heights[0]) > TOLERANCE * max(1.0, abs(h)) for h in heights):
                return fitted       # the fitting height is not unique: the caller sees it differ
            given = (given[0], heights[0])
        return self.layout_pass(given, False, reverse, hints, size_goals)


def stand_in(view, p):
    """A measured view's answer (w, h) at width proposal `p` (None: unbounded): a fixed stand-in
    answers its size; `text:WxH` answers `min(W, p)` wide and `H·ceil(W / p)` tall (`p <= 0`:
    `H·ceil(W)`), the CLI's stand-in."""
    kind, W, H = view.measured
    if kind == "fixed" or p is None:
        return (W, H)
    if p <= 0:
        return (0.0, H * math.ceil(W))
    q = W / p
    if abs(q - round(q)) < 1e-7 * max(1.0, q):
        q = round(q)
    return (min(W, p), H * math.ceil(q))


def same_proposal(a, b):
    return (a is None and b is None) or (a is not None and b is not None and abs(a - b) <= 1e-6 * max(1.0, abs(a)))


def content_level(view, axis, kind):
    """The level of a measured view's compression resistance or hugging along axis 0 (width) or
    1 (height): its priority; a compression resistance of 1000 just below required, with the
    fills (docs/language.md, "Resolution"), a hugging of 1000 at 999 (it never makes the container
    yield)."""
    priority = view.priority("HV"[axis], kind)
    if kind == "compression":
        return FILL_LEVEL if priority >= 1000 else priority
    return min(priority, 999)


def hint_vectors(model, config):
    """Two weak hint vectors, one value per unknown, drawn from the evaluation's seed."""
    r = random.Random(repr(config["hints"]))
    n = sum(1 for _ in model.variables()) + 8
    return [[r.uniform(-400, 1400) for _ in range(n)] for _ in range(2)]


def _hint_lists(spec, config):
    probe = Model(spec, config)
    probe.extent_values = tuple(config["size"])
    probe.lower()
    return hint_vectors(probe, config)


def compare_errors(a, b):
    """-1, 0 or 1: the lexicographic order of two lists of goal errors, equal within 1e-7."""
    for x, y in zip(a, b):
        if abs(x - y) > 1e-7 * max(1.0, abs(x), abs(y)):
            return -1 if x < y else 1
    return 0


def differences(a, b):
    problems = []
    for k, (x, y) in enumerate(zip(a["size"], b["size"])):
        if not close(x, y):
            problems.append(f"size[{k}] {x!r} / {y!r}")
    for name, frame in a["frames"].items():
        for label, x, y in zip("xywh", frame, b["frames"][name]):
            if not close(x, y):
                problems.append(f"{name}.{label} {x!r} / {y!r}")
    return problems


def close(a, b):
    return abs(a - b) <= TOLERANCE * max(1.0, abs(a), abs(b))


def expect(spec, config, size_goals=False):
    """("unique", frames) or ("ambiguous", reason). `size_goals`: the alternative reading in
    which every width and height >= 0 is a goal just below the given extents."""
    hints = _hint_lists(spec, config)
    try:
        model = Model(spec, config)
        model.probe = True
        forward = model.evaluate(hints=hints, size_goals=size_goals)
        if differences(forward[0], forward[1]):
            return "ambiguous", "hints: " + ", ".join(differences(forward[0], forward[1])[:3])
        backward = Model(spec, config).evaluate(reverse=True, hints=hints[:1], size_goals=size_goals)
    except Ambiguous as e:
        return "ambiguous", str(e)
    except kiwi.UnsatisfiableConstraint:
        return "ambiguous", "required constraints conflict"
    if differences(forward[0], backward[0]):
        return "ambiguous", "order: " + ", ".join(differences(forward[0], backward[0])[:3])
    return "unique", forward[0]


def consistent(spec):
    """Whether the required constraints and the sequences' fills hold together at some extents
    (at 375x500 for min/max)."""
    model = Model(spec, {"rtl": False, "size": [375, 500], "fit": False})
    model.branch = None
    model.extent_values = (375.0, 500.0)
    required, fills, _ = model.lower()
    solver = kiwi.Solver()
    try:
        for c in required:
            solver.addConstraint(c)
        for f in fills:
            solver.addConstraint(f[3] == 0)
    except kiwi.UnsatisfiableConstraint:
        return False
    return True


def expect_with_size_goals(spec, config):
    """The frames under the alternative reading that sizes >= 0 is a goal just below the given
    extents (not the contract's: for a report on a disagreement only)."""
    try:
        return Model(spec, config).evaluate(size_goals=True)[0]
    except (Ambiguous, kiwi.UnsatisfiableConstraint):
        return None


def expect_with_given_minmax(spec, config, size_goals=False):
    """The frames under the alternative reading that min/max read the extents given to the
    layout pass (sizeThatFits: the proposed size; layout(in:): the size given to it) rather
    than the extents the layout ends up with (for a report on a disagreement only)."""
    model = Model(spec, config)
    model.minmax_given = True
    try:
        return model.evaluate(size_goals=size_goals)[0]
    except (Ambiguous, kiwi.UnsatisfiableConstraint):
        return None


def required_break(spec, config, result, raw_extents=None):
    """How far eval's frames (`result`: size and frames) miss the required constraints: the
    required constraints with eval's values as strong soft equalities (a size output as 0 may
    be below 0; extents and flexible units are free otherwise); the largest distance any value
    has to move, with the values that move. A sequence's fill is a goal, not a required
    constraint (it yields where required constraints break it, module docstring), so it is not
    held here.

    min/max read the extents the layout ends with. An extent eval outputs as 0 may be below 0
    (§7.2), where the output does not say what min/max read: there they read the model's own
    extent (`raw_extents`, kiwisolver's answer for the same evaluation), when it has one below 0."""
    model = Model(spec, config)
    W, H = result["size"]
    read = [W, H]
    for axis in (0, 1):
        if raw_extents is not None and result["size"][axis] == 0 and raw_extents[axis] < 0:
            read[axis] = raw_extents[axis]
    model.extent_values = tuple(read)
    required, _, _ = model.lower()
    solver = kiwi.Solver()
    try:
        for c in required:
            solver.addConstraint(c)
    except kiwi.UnsatisfiableConstraint as e:
        return [f"no frames at eval's size {W!r}x{H!r} keep the required constraints (min/max read that size; "
                f"the last one added: {e.args[0]})"]
    targets = [(model.W, W, W == 0), (model.H, H, H == 0)]
    for view in spec.views:
        v = model.var[view.name]
        x, y, w, h = result["frames"][view.name]
        parent = view.block.owner
        space = model.mirror_width(W) if parent is None else result["frames"][parent.name][2]
        u = space - x - w if model.rtl else x
        targets += [(v["u"], u, False), (v["y"], y, False), (v["w"], w, w == 0), (v["h"], h, h == 0)]
    for var, value, may_be_below in targets:
        if may_be_below:
            solver.addConstraint((var <= value) | kiwi.strength.strong)
        else:
            solver.addConstraint((var == value) | kiwi.strength.strong)
    solver.updateVariables()
    moved = []
    for var, value, may_be_below in targets:
        miss = max(0.0, var.value() - value) if may_be_below else abs(var.value() - value)
        if miss > TOLERANCE * max(1.0, abs(value)):
            moved.append(f"{var.name()} {value!r} -> {var.value()!r}")
    return moved
