#!/usr/bin/env python3
"""An independent Auto Layout model of Interface Builder .xib and .storyboard files (a test
oracle).

Usage:  python3 ib_model.py FILE.xib --width 320 [--width 375 ...]
        or  from ib_model import model; model(path, [320, 375])

It reads the .xib XML with xml.etree.ElementTree and computes, for every top-level view object
and every requested width W, the frames UIKit's Auto Layout gives when the laid-out root (the
object itself, or the content view of a cell) is sized with systemLayoutSizeFitting: width == W
required, height == 0 at UILayoutPriority.fittingSizeLevel (50).

Model (see the README-like notes in each function):

* Variables.  Every view has four kiwisolver variables in ONE global coordinate space: gx, gy
  (its origin = superview origin + frame origin) and w, h.  The laid-out root is at (0, 0).
  Frames are reported relative to the superview (x = gx - superview.gx ...), rounded to 4 dp.

* Priorities, lexicographically.  Required (1000) constraints are added as kiwisolver required
  constraints.  Every non-required constraint is a "goal" (priority, expression, relation).  The
  levels are processed from the highest priority to the lowest; each level is its own
  optimisation: every goal of the level gets error variables >= 0 (equality: d == e+ - e-,
  <=: d <= e, >=: d >= -e), the sum S of the level's errors is minimised by adding the single
  non-required constraint (S == 0) | strong and reading S (the only non-required constraint in
  the solver at that time, so kiwisolver's simplex minimises exactly S), then that constraint is
  removed and the optimum is frozen as a required bound S <= best + 1e-8 (+ relative 1e-10)
  before the next level.  So a higher level is never traded for a lower one, and within a level
  the sum of absolute errors is minimised (what Cassowary does within one strength).

* Ties.  A level whose goals can trade their misses at its optimum (a weighted sum of the
  misses moves) leaves the choice to the lower levels, as Auto Layout does; the priorities of
  such levels are listed under "ties" (the language takes those goals in source order).

* Uniqueness.  After the last level, each reported frame quantity (x, y, w, h of every view,
  and the root's height) is pushed towards -1e6 and +1e6 by a lone weak constraint with all
  level optimums held; if it moves more than 1e-3 the root is "ambiguous".

* Required constraints that cannot all hold -> "unsatisfiable".  Constructs that are not
  modelled -> "unsupported" with the reason (nothing is silently ignored).

* Constraints: <constraint> in any view's <constraints> (also the cell's own, for cells whose
  content view has no id); firstItem absent = the holder; secondItem absent = the holder when a
  secondAttribute is given, else a constant constraint.  Multipliers "0.5", "1:2", "3/4".
  placeholder="YES" skipped.  Margin attributes = the attribute of the bounds inset by the
  view's margins.  Baselines of views without text = their bottom.  safeArea guide = bounds;
  layoutMarginsGuide = bounds inset by margins.
* Scroll views (scrollView, tableView, collectionView, textView): edges/margins of the scroll
  view used by a constraint with one of its descendants refer to the content area (origin = the
  scroll view's, content offset 0; size = two free variables), width/height/centers to its
  frame (Apple's "Working with Scroll Views"); contentLayoutGuide = that content area,
  frameLayoutGuide = the frame.
* Intrinsic sizes: label, button, imageView, textView (scrollEnabled="NO"), textField, switch,
  activityIndicatorView, segmentedControl, stepper, slider/progressView (height only),
  pageControl, searchBar, navigationBar, toolbar, tabBar, datePicker, pickerView, and a custom
  view with a placeholder intrinsic size in IB (placeholderIntrinsicWidth/Height, each axis it
  gives): the frame size in the file (a stand-in), with hugging (<=) and compression
  resistance (>=) at their priorities (250 / 750 by default; 1000 = required).
* Autoresizing (translatesAutoresizingMaskIntoConstraints not "NO", not the root, not an
  arranged subview): per axis the superview's change in size (from its frame in the file) is
  shared by the flexible parts (left margin, size, right margin) in proportion to their sizes
  in the file (equally when they are all 0); no flexible part: left margin and size fixed.
* UIStackView (after Apple's documentation and the UISV-* constraints; arranged subviews get
  translatesAutoresizingMaskIntoConstraints = NO):
  - along the axis: first / last visible arranged view pinned to the stack's edges (or its
    margins with layoutMarginsRelativeArrangement="YES" and explicit margins);
    fill / fillEqually / fillProportionally: next.leading == prev.trailing + spacing (required);
    fillEqually: equal sizes (required); fillProportionally: size_i == (stack size - spacings)
    * intrinsic_i / sum(intrinsic) at priorities 999, 998, ... (UIKit's exact constraint is
    not documented: this one is this model's reading); equalSpacing: gaps >= spacing and all
    gaps equal (required); equalCentering: gaps >= spacing (required), equal centre-to-centre
    distances at priority 150, 149, ...
  - across the axis: fill: both edges pinned (required); leading/top, trailing/bottom, center:
    that edge / centre pinned, every view inside the stack (>= / <=, required), the stack's
    cross size == 0 at 51 (UISV-spanning-fit: it hugs its largest view) and each view's cross
    size == 0 at 25 (UISV-ambiguity-suppression); firstBaseline / lastBaseline: as bottom when
    no arranged view has text (else "unsupported").
  - hidden arranged subviews take no space and no spacing: they are left out of the stack's
    constraints, and they and their subviews are left out of "frames" and of the uniqueness
    check (listed under "excluded"), their position in UIKit being an implementation detail.
* Size-class variations: <variation key="default"> exclusions are respected (the base set);
  any other variation -> "unsupported".

Output per root and width: id, element, width, status, reason, size [W, fitted height], frames
{view id: [x, y, w, h]} relative to the superview; optionally "excluded" (see above) and
"warnings" (a view whose margins are used has preservesSuperviewLayoutMargins="YES": UIKit may
give it larger margins at run time; this model uses its own).
"""

import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET

import kiwisolver as kiwi

REQUIRED = 1000.0
FITTING = 50.0
BIG = 1e6
MOVE_TOL = 1e-3
LEVEL_TOL = 1e-8

MEASURED = {"label", "button", "imageView", "textView", "textField", "switch",
            "activityIndicatorView", "segmentedControl", "stepper", "slider", "progressView",
            "pageControl", "searchBar", "navigationBar", "toolbar", "tabBar", "datePicker",
            "pickerView"}
TEXT_LIKE = {"label", "button", "textField", "textView", "stackView", "segmentedControl"}
# Views that have an intrinsic size in UIKit which this model does not know: an ambiguity that
# involves a root containing one is reported as "unsupported" rather than "ambiguous".
UNMODELLED_INTRINSIC = set()
SCROLL_LIKE = {"scrollView", "tableView", "collectionView", "textView"}
# Top-level objects that are never views (besides anything without a frame).
NON_VIEW = {"placeholder", "customObject", "viewController", "tableViewController",
            "collectionViewController", "navigationController", "tabBarController",
            "navigationItem", "barButtonItem", "tabBarItem", "collectionViewFlowLayout",
            "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer",
            "pinchGestureRecognizer", "longPressGestureRecognizer", "rotationGestureRecognizer",
            "screenEdgePanGestureRecognizer", "pongPressGestureRecognizer"}

EDGE_ATTRS = {"left", "right", "top", "bottom", "leading", "trailing",
              "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
              "trailingMargin"}
MARGIN_MAP = {"leftMargin": "left", "rightMargin": "right", "topMargin": "top",
              "bottomMargin": "bottom", "leadingMargin": "left", "trailingMargin": "right",
              "centerXWithinMargins": "centerX", "centerYWithinMargins": "centerY"}
PLAIN = {"left", "right", "top", "bottom", "leading", "trailing", "width", "height",
         "centerX", "centerY"}
BASELINES = {"firstBaseline", "lastBaseline", "baseline"}


class Unsupported(Exception):
    pass


class Unsatisfiable(Exception):
    pass


def fnum(s, default=0.0):
    if s is None:
        return default
    return float(s)


def parse_multiplier(s):
    if s is None:
        return 1.0
    for sep in (":", "/"):
        if sep in s:
            a, b = s.split(sep, 1)
            return float(a) / float(b)
    return float(s)


def placeholder_axes(elem):
    """Whether Interface Builder gives a custom view a placeholder intrinsic width, height."""
    return [elem.get(f"placeholderIntrinsic{axis}") not in (None, "infinite") for axis in ("Width", "Height")]


def frame_of(elem):
    """(x, y, w, h) of <rect key="frame"> or None."""
    for r in elem.findall("rect"):
        if r.get("key") == "frame":
            return (fnum(r.get("x")), fnum(r.get("y")), fnum(r.get("width")),
                    fnum(r.get("height")))
    return None


class Box:
    """A rectangle given by kiwisolver expressions in the global space."""

    def __init__(self, left, top, width, height):
        self.left, self.top, self.width, self.height = left, top, width, height

    def inset(self, m):
        t, l, b, r = m
        return Box(self.left + l, self.top + t, self.width - l - r, self.height - t - b)

    def attr(self, name):
        if name in ("left", "leading"):
            return self.left + 0
        if name in ("right", "trailing"):
            return self.left + self.width
        if name == "top":
            return self.top + 0
        if name == "bottom":
            return self.top + self.height
        if name == "width":
            return self.width + 0
        if name == "height":
            return self.height + 0
        if name == "centerX":
            return self.left + self.width * 0.5
        if name == "centerY":
            return self.top + self.height * 0.5
        raise Unsupported(f"unknown attribute {name}")


class View:
    def __init__(self, elem, vid, parent, root=False):
        self.elem = elem
        self.id = vid
        self.tag = elem.tag
        self.parent = parent
        self.children = []
        self.root = root
        self.hidden = elem.get("hidden") == "YES"
        self.arranged = parent is not None and parent.tag == "stackView"
        self.tamic = elem.get("translatesAutoresizingMaskIntoConstraints") != "NO"
        self.file_frame = frame_of(elem) or (0.0, 0.0, 0.0, 0.0)
        self.gx = kiwi.Variable(f"{vid}.gx")
        self.gy = kiwi.Variable(f"{vid}.gy")
        self.w = kiwi.Variable(f"{vid}.w")
        self.h = kiwi.Variable(f"{vid}.h")
        self.content = None  # scroll views: content size variables (cw, ch)
        self.excluded = False  # hidden arranged subview (or inside one)
        self.margins = (8.0, 8.0, 8.0, 8.0)  # top, left, bottom, right
        self.preserves = elem.get("preservesSuperviewLayoutMargins") == "YES"

    @property
    def box(self):
        return Box(self.gx, self.gy, self.w, self.h)

    def content_box(self):
        if self.content is None:
            self.content = (kiwi.Variable(f"{self.id}.cw"), kiwi.Variable(f"{self.id}.ch"))
        return Box(self.gx, self.gy, self.content[0], self.content[1])

    def is_descendant_of(self, other):
        p = self.parent
        while p is not None:
            if p is other:
                return True
            p = p.parent
        return False


def explicit_margins(elem):
    for e in elem.findall("edgeInsets"):
        if e.get("key") == "layoutMargins":
            return (fnum(e.get("top")), fnum(e.get("left")), fnum(e.get("bottom")),
                    fnum(e.get("right")))
    for e in elem.findall("directionalEdgeInsets"):
        if e.get("key") == "directionalLayoutMargins":
            return (fnum(e.get("top")), fnum(e.get("leading")), fnum(e.get("bottom")),
                    fnum(e.get("trailing")))
    return None


def is_view_object(elem):
    if elem.tag in NON_VIEW or elem.tag.endswith("GestureRecognizer"):
        return False
    return frame_of(elem) is not None


def content_view_of(elem):
    for child in elem:
        if child.get("key") == "contentView" and child.tag in (
                "tableViewCellContentView", "view", "collectionViewCellContentView"):
            return child
    return None


class RootModel:
    """Everything about one top-level object, independent of the width."""

    def __init__(self, top):
        self.top = top
        self.root_id = top.get("id")
        self.problem = None
        try:
            self._build()
        except Unsupported as e:
            self.problem = str(e)

    # --- structure -----------------------------------------------------------------------

    def _build(self):
        top = self.top
        laid = top
        if top.tag in ("tableViewCell", "collectionViewCell", "tableViewHeaderFooterView"):
            cv = content_view_of(top)
            if cv is not None:
                laid = cv
            elif top.tag != "tableViewHeaderFooterView":
                raise Unsupported(f"{top.tag} without a content view")
        self.laid = laid
        self.views = []
        self.by_id = {}        # id -> View
        self.guides = {}       # id -> (View, kind)
        self.constraint_elems = []  # (holder View, constraint element)
        self.variation_excluded = set()
        self._check_variations(top)

        root = View(laid, self.root_id, None, root=True)
        m = explicit_margins(laid)
        if m is None and top.tag == "tableViewCell":
            m = (11.0, 16.0, 11.0, 16.0)
        root.margins = m or (8.0, 8.0, 8.0, 8.0)
        # A table view cell's content view: the 16/11 default stands for the inherited margins.
        root.preserves = top.tag != "tableViewCell" and m is None and (
            laid.get("preservesSuperviewLayoutMargins") == "YES"
            or top.get("preservesSuperviewLayoutMargins") == "YES")
        self.root = root
        self.by_id[self.root_id] = root
        if laid is not top:
            if laid.get("id"):
                self.by_id[laid.get("id")] = root
            self._collect(top, root)      # the cell's own constraints / guides
        self._collect(laid, root)
        self._walk(laid, root)

    def _check_variations(self, top):
        for var in top.iter("variation"):
            key = var.get("key")
            if key != "default":
                raise Unsupported(f"size-class variation {key}")
            for mask in var.findall("mask"):
                if mask.get("key") not in ("constraints", "subviews"):
                    raise Unsupported(f"variation mask {mask.get('key')}")
                for child in mask:
                    if child.tag == "exclude":
                        self.variation_excluded.add(child.get("reference"))
                    else:
                        raise Unsupported(f"variation {child.tag}")
            for k in var.attrib:
                if k != "key":
                    raise Unsupported(f"variation attribute {k}")

    def _collect(self, elem, view):
        for cs in elem.findall("constraints"):
            for c in cs.findall("constraint"):
                self.constraint_elems.append((view, c))
        for g in elem.findall("viewLayoutGuide"):
            if g.get("id"):
                self.guides[g.get("id")] = (view, g.get("key"))
        for g in elem.findall("layoutGuide"):
            if g.get("id"):
                self.guides[g.get("id")] = (view, "custom:" + str(g.get("key")))

    def _child_elems(self, elem):
        out = []
        for sv in elem.findall("subviews"):
            out.extend(list(sv))
        # e.g. the content view of a visual effect view is a subview in UIKit
        for child in elem:
            if child.get("key") == "contentView" and frame_of(child) is not None:
                out.append(child)
        return out

    def _walk(self, elem, view):
        self.views.append(view)
        n = 0
        for child in self._child_elems(elem):
            cid = child.get("id")
            if cid in self.variation_excluded:
                continue
            n += 1
            if not cid:
                cid = f"{view.id}/_{n}"
            v = View(child, cid, view)
            v.margins = explicit_margins(child) or (8.0, 8.0, 8.0, 8.0)
            if v.arranged:
                v.tamic = False   # UIStackView turns it off for its arranged subviews
            if view.excluded or (v.arranged and v.hidden):
                v.excluded = True
            view.children.append(v)
            self.by_id[cid] = v
            self._collect(child, v)
            self._walk(child, v)

    # --- solving ---------------------------------------------------------------------------

    def solve(self, W, H=None):
        """Lay out at width W; the height is fitted, or required == H when H is given (only
        for self-checks against the file's own frames, see file_check)."""
        out = {"id": self.root_id, "element": self.top.tag, "width": W}
        if self.problem:
            out.update(status="unsupported", reason=self.problem, size=None, frames={})
            return out
        try:
            sys_ = System(self, W, H)
            sys_.build()
        except Unsupported as e:
            out.update(status="unsupported", reason=str(e), size=None, frames={})
            return out
        try:
            sys_.run_levels()
        except Unsatisfiable as e:
            out.update(status="unsatisfiable", reason=str(e), size=None, frames={})
            return out
        frames, size = sys_.read()
        amb = sys_.ambiguity()
        status = "ambiguous" if amb else "unique"
        if amb:
            # Views whose real intrinsic size is unknown here (a search bar, a custom view with a
            # placeholder intrinsic size in IB): if the layout is determined once they are given
            # one (their file frame, at the default content priorities), the ambiguity is ours.
            unknown = [v for v in self.views if v.tag in UNMODELLED_INTRINSIC
                       or v.elem.get("placeholderIntrinsicWidth")
                       or v.elem.get("placeholderIntrinsicHeight")]
            if unknown and self._determined_with(W, H, {v.id for v in unknown}):
                status = "unsupported"
                amb = (f"intrinsic size of {unknown[0].tag} {unknown[0].id} not modelled "
                       f"(ambiguous without it: {amb})")
        out.update(status=status, reason=amb or "", size=size, frames=frames)
        if sys_.ties:
            out["ties"] = sys_.ties
        if sys_.warnings:
            out["warnings"] = sys_.warnings
        excluded = [v.id for v in self.views if v.excluded]
        if excluded:
            out["excluded"] = excluded
        return out


def _determined_with(self, W, H, assume):
    try:
        sys_ = System(self, W, H, assume)
        sys_.build()
        sys_.run_levels()
    except (Unsupported, Unsatisfiable):
        return False
    return sys_.ambiguity() is None


RootModel._determined_with = _determined_with


def rnd(x):
    r = round(x, 4)
    return 0.0 if r == 0 else r


class System:
    """The constraints of one root at one width, and the lexicographic solve."""

    def __init__(self, rm, W, H=None, assume=()):
        self.rm = rm
        self.W = float(W)
        self.H = H
        self.assume = set(assume)  # view ids given a stand-in intrinsic size (see solve)
        self.required = []      # (expr_diff, rel, label)
        self.goals = []         # (priority, expr_diff, rel, label)
        self.solver = kiwi.Solver()
        self.warnings = []
        # fresh variables per solve: rebuild the views' variables
        for v in rm.views:
            v.gx = kiwi.Variable(f"{v.id}.gx")
            v.gy = kiwi.Variable(f"{v.id}.gy")
            v.w = kiwi.Variable(f"{v.id}.w")
            v.h = kiwi.Variable(f"{v.id}.h")
            v.content = None

    def add(self, priority, lhs, rel, rhs, label):
        d = lhs - rhs
        if priority >= REQUIRED:
            self.required.append((d, rel, label))
        elif priority > 0:
            self.goals.append((float(priority), d, rel, label))
        # priority <= 0: never active

    # --- attribute resolution --------------------------------------------------------------

    def item_box(self, ref, attr, other):
        """The Box an attribute of item `ref` refers to (and the attribute on that box)."""
        rm = self.rm
        if ref in rm.by_id:
            v = rm.by_id[ref]
            base = v.box
            # Scroll views: edges (and margins) seen from the content refer to the content area
            if (v.tag in SCROLL_LIKE and not v.root and other is not None
                    and attr in EDGE_ATTRS and other.is_descendant_of(v)):
                base = v.content_box()
            if attr in BASELINES:
                if v.tag in TEXT_LIKE:
                    raise Unsupported(f"baseline of {v.tag} {v.id}")
                return base, "bottom"
            if attr in MARGIN_MAP:
                self.margins_used(v)
                return base.inset(v.margins), MARGIN_MAP[attr]
            if attr in PLAIN:
                return base, attr
            raise Unsupported(f"attribute {attr}")
        if ref in rm.guides:
            v, kind = rm.guides[ref]
            if attr not in PLAIN:
                raise Unsupported(f"attribute {attr} of layout guide {kind}")
            if kind == "safeArea":
                return v.box, attr
            if kind == "layoutMarginsGuide":
                self.margins_used(v)
                return v.box.inset(v.margins), attr
            if kind == "frameLayoutGuide" and v.tag in SCROLL_LIKE:
                return v.box, attr
            if kind == "contentLayoutGuide" and v.tag in SCROLL_LIKE:
                return v.content_box(), attr
            raise Unsupported(f"layout guide {kind}")
        raise Unsupported(f"constraint item {ref} not in this root")

    def margins_used(self, v):
        if v.preserves:
            w = (f"{v.id} has preservesSuperviewLayoutMargins: its margins may be larger "
                 "at run time (modelled as its own margins)")
            if w not in self.warnings:
                self.warnings.append(w)

    def owner(self, ref):
        rm = self.rm
        if ref in rm.by_id:
            return rm.by_id[ref]
        if ref in rm.guides:
            return rm.guides[ref][0]
        return None

    def expr(self, ref, attr, other_ref):
        other = self.owner(other_ref) if other_ref is not None else None
        box, a = self.item_box(ref, attr, other)
        return box.attr(a)

    # --- building --------------------------------------------------------------------------

    def build(self):
        rm = self.rm
        root = rm.root
        self.add(REQUIRED, root.gx + 0, "==", 0, "root x")
        self.add(REQUIRED, root.gy + 0, "==", 0, "root y")
        self.add(REQUIRED, root.w + 0, "==", self.W, "root width")
        if self.H is None:
            self.add(FITTING, root.h + 0, "==", 0, "fitting height")
        else:
            self.add(REQUIRED, root.h + 0, "==", float(self.H), "given height")
        for holder, c in rm.constraint_elems:
            self.constraint(holder, c)
        for v in rm.views:
            if v.tamic and not v.root:
                self.autoresizing(v)
            if v.tag in MEASURED or any(placeholder_axes(v.elem)) or v.id in self.assume:
                self.intrinsic(v)
            if v.tag == "stackView":
                self.stack(v)

    def constraint(self, holder, c):
        if c.get("placeholder") == "YES":
            return
        if c.get("id") in self.rm.variation_excluded:
            return
        for k in c.attrib:
            if k not in ("firstItem", "firstAttribute", "secondItem", "secondAttribute",
                         "relation", "constant", "multiplier", "priority", "id",
                         "symbolic", "identifier", "placeholder", "userLabel",
                         "symbolType", "firstMultiplierIdentity"):
                raise Unsupported(f"constraint attribute {k}")
        for child in c:
            raise Unsupported(f"constraint child <{child.tag}>")
        first = c.get("firstItem") or holder.id
        fa = c.get("firstAttribute")
        sa = c.get("secondAttribute")
        second = c.get("secondItem")
        if fa is None:
            raise Unsupported("constraint without firstAttribute")
        try:
            constant = fnum(c.get("constant"))
            mult = parse_multiplier(c.get("multiplier"))
            prio = fnum(c.get("priority"), REQUIRED)
        except ValueError as e:
            raise Unsupported(f"constraint number: {e}")
        rel = {None: "==", "greaterThanOrEqual": ">=", "lessThanOrEqual": "<="}.get(
            c.get("relation"))
        if rel is None:
            raise Unsupported(f"relation {c.get('relation')}")
        if sa in (None, "notAnAttribute") and second is None:
            lhs = self.expr(first, fa, None)
            rhs = constant
        else:
            if sa is None:
                raise Unsupported("secondItem without secondAttribute")
            second = second or holder.id
            lhs = self.expr(first, fa, second)
            rhs = self.expr(second, sa, first) * mult + constant
        self.add(prio, lhs, rel, rhs, f"constraint {c.get('id')}")

    def autoresizing(self, v):
        """Autoresizing mask as required linear constraints relative to the superview."""
        p = v.parent
        mask = None
        for am in v.elem.findall("autoresizingMask"):
            if am.get("key") == "autoresizingMask":
                mask = am
        flex = (lambda k: mask is not None and mask.get(k) == "YES")
        x, y, w, h = v.file_frame
        PW, PH = p.file_frame[2], p.file_frame[3]
        for (pos, size, pvar, ppos, lo, sz, total, fmin, fsize, fmax) in (
                (v.gx, v.w, p.w, p.gx, x, w, PW,
                 flex("flexibleMinX"), flex("widthSizable"), flex("flexibleMaxX")),
                (v.gy, v.h, p.h, p.gy, y, h, PH,
                 flex("flexibleMinY"), flex("heightSizable"), flex("flexibleMaxY"))):
            hi = total - lo - sz
            parts = [(fmin, lo), (fsize, sz), (fmax, hi)]
            flexible = [val for f, val in parts if f]
            delta = pvar - total  # superview's change in size (an expression)
            if not flexible:
                self.add(REQUIRED, pos - ppos, "==", lo, f"autoresizing {v.id}")
                self.add(REQUIRED, size + 0, "==", sz, f"autoresizing {v.id}")
                continue
            s = sum(flexible)
            n = len(flexible)

            def share(val):
                return (val / s) if s != 0 else (1.0 / n)
            kmin = share(lo) if fmin else 0.0
            ksize = share(sz) if fsize else 0.0
            self.add(REQUIRED, pos - ppos, "==", delta * kmin + lo, f"autoresizing {v.id}")
            self.add(REQUIRED, size + 0, "==", delta * ksize + sz, f"autoresizing {v.id}")

    def intrinsic(self, v):
        e = v.elem
        if v.tag == "textView" and e.get("scrollEnabled") != "NO":
            return
        iw, ih = v.file_frame[2], v.file_frame[3]
        axes = [("horizontal", v.w, iw), ("vertical", v.h, ih)]
        if v.tag in ("slider", "progressView"):
            axes = axes[1:]
        if v.tag not in MEASURED and v.id not in self.assume:
            axes = [a for a, given in zip(axes, placeholder_axes(e)) if given]
        for name, var, size in axes:
            hug = fnum(e.get(f"{name}HuggingPriority"), 250.0)
            comp = fnum(e.get(f"{name}CompressionResistancePriority"), 750.0)
            self.add(hug, var + 0, "<=", size, f"{v.id} {name} hugging")
            self.add(comp, var + 0, ">=", size, f"{v.id} {name} compression")

    def has_intrinsic(self, v, axis):
        if v.tag not in MEASURED:
            return v.file_frame[2 + axis] if placeholder_axes(v.elem)[axis] else None
        if v.tag == "textView" and v.elem.get("scrollEnabled") != "NO":
            return None
        if axis == 0 and v.tag in ("slider", "progressView"):
            return None
        return v.file_frame[2 + axis]

    def stack(self, s):
        """The constraints UIStackView makes (UISV-*), after Apple's documentation."""
        e = s.elem
        vertical = e.get("axis") == "vertical"
        dist = e.get("distribution") or "fill"
        align = e.get("alignment") or "fill"
        spacing = fnum(e.get("spacing"))
        if e.get("baselineRelativeArrangement") == "YES":
            raise Unsupported(f"stack view {s.id}: baselineRelativeArrangement")
        if e.get("spacingType") is not None:
            raise Unsupported(f"stack view {s.id}: spacingType {e.get('spacingType')}")
        canvas = s.box
        if e.get("layoutMarginsRelativeArrangement") == "YES":
            m = explicit_margins(e)
            if m is None:
                raise Unsupported(f"stack view {s.id}: layoutMarginsRelativeArrangement "
                                  "with default margins")
            canvas = canvas.inset(m)
        views = [v for v in s.children if not v.excluded]
        if not views:
            return
        if vertical:
            lead, trail, size, ax = "top", "bottom", "height", 1
            clead, ctrail, csize, ccenter = "left", "right", "width", "centerX"
        else:
            lead, trail, size, ax = "left", "right", "width", 0
            clead, ctrail, csize, ccenter = "top", "bottom", "height", "centerY"
        A = lambda v, a: v.box.attr(a)
        C = lambda a: canvas.attr(a)
        lab = f"UISV {s.id}"
        # canvas connection along the axis
        self.add(REQUIRED, A(views[0], lead), "==", C(lead), lab + " canvas lead")
        self.add(REQUIRED, A(views[-1], trail), "==", C(trail), lab + " canvas trail")
        pairs = list(zip(views, views[1:]))
        if dist in ("fill", "fillEqually", "fillProportionally"):
            for a, b in pairs:
                self.add(REQUIRED, A(b, lead), "==", A(a, trail) + spacing, lab + " spacing")
            if dist == "fillEqually":
                for b in views[1:]:
                    self.add(REQUIRED, A(b, size), "==", A(views[0], size), lab + " fill-equally")
            if dist == "fillProportionally" and len(views) > 1:
                sizes = [self.has_intrinsic(v, ax) for v in views]
                if any(x is None for x in sizes):
                    raise Unsupported(f"stack view {s.id}: fillProportionally with a view "
                                      "without intrinsic size")
                total = sum(sizes)
                if total <= 0:
                    raise Unsupported(f"stack view {s.id}: fillProportionally, zero sizes")
                avail = C(size) - spacing * (len(views) - 1)
                for i, (v, x) in enumerate(zip(views, sizes)):
                    self.add(999 - i, A(v, size), "==", avail * (x / total),
                             lab + " fill-proportionally")
        elif dist == "equalSpacing":
            gaps = []
            for a, b in pairs:
                self.add(REQUIRED, A(b, lead), ">=", A(a, trail) + spacing, lab + " spacing")
                gaps.append(A(b, lead) - A(a, trail))
            for g in gaps[1:]:
                self.add(REQUIRED, g, "==", gaps[0], lab + " equal gaps")
        elif dist == "equalCentering":
            cen = "centerY" if vertical else "centerX"
            gaps = []
            for a, b in pairs:
                self.add(REQUIRED, A(b, lead), ">=", A(a, trail) + spacing, lab + " spacing")
                gaps.append(A(b, cen) - A(a, cen))
            for i, g in enumerate(gaps[1:]):
                self.add(150 - i, g, "==", gaps[0], lab + " equal centering")
        else:
            raise Unsupported(f"stack view {s.id}: distribution {dist}")
        # across the axis
        if align in ("firstBaseline", "lastBaseline"):
            if vertical:
                raise Unsupported(f"stack view {s.id}: baseline alignment on a vertical stack")
            for v in views:
                if v.tag in TEXT_LIKE:
                    raise Unsupported(f"stack view {s.id}: {align} alignment with {v.tag}")
            align = "bottom"   # a view without a baseline: its baseline is its bottom
        if align == "fill":
            for v in views:
                self.add(REQUIRED, A(v, clead), "==", C(clead), lab + " alignment")
                self.add(REQUIRED, A(v, ctrail), "==", C(ctrail), lab + " alignment")
            return
        if align in ("top", "leading"):
            key = clead
        elif align in ("bottom", "trailing"):
            key = ctrail
        elif align == "center":
            key = ccenter
        else:
            raise Unsupported(f"stack view {s.id}: alignment {align}")
        for v in views:
            self.add(REQUIRED, A(v, key), "==", C(key), lab + " alignment")
            # spanning boundaries: each view inside the stack
            self.add(REQUIRED, A(v, clead), ">=", C(clead), lab + " spanning boundary")
            self.add(REQUIRED, A(v, ctrail), "<=", C(ctrail), lab + " spanning boundary")
            # UISV-ambiguity-suppression
            self.add(25, A(v, csize), "==", 0, lab + " ambiguity suppression")
        # the stack hugs its largest arranged view (UISV-spanning-fit)
        self.add(51, C(csize), "==", 0, lab + " spanning fit")

    # --- solving ---------------------------------------------------------------------------

    @staticmethod
    def _constraint(d, rel):
        if rel == "==":
            return d == 0
        if rel == "<=":
            return d <= 0
        return d >= 0

    def run_levels(self):
        s = self.solver
        for d, rel, label in self.required:
            try:
                s.addConstraint(self._constraint(d, rel))
            except kiwi.UnsatisfiableConstraint:
                raise Unsatisfiable(f"required {label} conflicts")
        levels = sorted({g[0] for g in self.goals}, reverse=True)
        self.optimums = []
        self.ties = []
        for level in levels:
            errs = []
            per_goal = []
            for prio, d, rel, label in self.goals:
                if prio != level:
                    continue
                if rel == "==":
                    ep, em = kiwi.Variable("e+"), kiwi.Variable("e-")
                    s.addConstraint(ep >= 0)
                    s.addConstraint(em >= 0)
                    s.addConstraint(d == ep - em)
                    errs += [ep, em]
                    per_goal.append(ep + em)
                else:
                    e = kiwi.Variable("e")
                    s.addConstraint(e >= 0)
                    s.addConstraint(d <= e if rel == "<=" else d + e >= 0)
                    errs.append(e)
                    per_goal.append(e + 0)
            total = sum(errs[1:], errs[0] + 0)
            objective = (total == 0) | "strong"
            s.addConstraint(objective)
            s.updateVariables()
            best = max(0.0, total.value())
            s.removeConstraint(objective)
            s.addConstraint(total <= best + LEVEL_TOL + 1e-10 * best)
            self.optimums.append((level, best))
            if len(per_goal) > 1 and best > LEVEL_TOL and self._misses_trade(per_goal):
                self.ties.append(level)
        s.updateVariables()

    def _misses_trade(self, per_goal):
        """Whether the goals of one level can trade their misses at the level's optimum: Auto
        Layout then leaves the choice to the lower levels (one sum per priority), where the
        language takes the goals in source order (LANGUAGE.md §7). Found by moving a weighted
        sum of the misses (fixed, distinct weights) both ways."""
        s = self.solver
        combination = sum((k + 1) * (1 + 0.37 * k) * e for k, e in enumerate(per_goal))
        values = []
        for target in (-BIG, BIG):
            push = (combination == target) | "weak"
            s.addConstraint(push)
            s.updateVariables()
            values.append(combination.value())
            s.removeConstraint(push)
        s.updateVariables()
        return values[1] - values[0] > MOVE_TOL

    def quantities(self):
        """(view id, name, expression) for every reported frame number."""
        out = []
        for v in self.rm.views:
            if v.root or v.excluded:
                continue
            p = v.parent
            out += [(v.id, "x", v.gx - p.gx), (v.id, "y", v.gy - p.gy),
                    (v.id, "width", v.w + 0), (v.id, "height", v.h + 0)]
        out.append((self.rm.root_id, "fitted height", self.rm.root.h + 0))
        return out

    def read(self):
        frames = {}
        for v in self.rm.views:
            if v.root or v.excluded:
                continue
            p = v.parent
            frames[v.id] = [rnd(v.gx.value() - p.gx.value()), rnd(v.gy.value() - p.gy.value()),
                            rnd(v.w.value()), rnd(v.h.value())]
        return frames, [rnd(self.rm.root.w.value()), rnd(self.rm.root.h.value())]

    def ambiguity(self):
        """None when every reported frame number is pinned by the optimum, else a reason.

        Screening: a generic linear combination E of all the quantities (fixed pseudo-random
        weights in [1, 2]) is pushed to its least and greatest values (a lone weak constraint
        E == -/+1e6, all level optimums held as required bounds); if the optimal set has any
        extent in frame space, E moves on it (except for a measure-zero choice of weights).
        Only then are the halves of the list screened in turn (bisection) down to a single
        quantity that moves by more than 1e-3, which is named in the reason."""
        qs = self.quantities()
        weights = [1.0 + ((i * 7919 + 104729) % 1000) / 1000.0 for i in range(len(qs))]
        found = self._find_moving(list(zip(qs, weights)))
        if found:
            (vid, name, _), (base, now, direction) = found
            return (f"{vid} {name} not determined (moves {direction} from {rnd(base)} "
                    f"to {rnd(now)})")
        return None

    def _find_moving(self, items):
        """Bisection over the quantities: a group is searched only if its combination moves."""
        if len(items) == 1:
            (q, _), = items
            moved = self._moves(q[2], MOVE_TOL)
            return (q, moved) if moved else None
        combo = sum((q[2] * w for q, w in items), kiwi.Expression([]) + 0)
        if not self._moves(combo, 5e-4):
            return None
        half = len(items) // 2
        return self._find_moving(items[:half]) or self._find_moving(items[half:])

    def _moves(self, ex, tol):
        s = self.solver
        s.updateVariables()
        base = ex.value()
        for target in (-BIG, BIG):
            c = (ex == target) | "weak"
            s.addConstraint(c)
            s.updateVariables()
            now = ex.value()
            s.removeConstraint(c)
            s.updateVariables()
            if abs(now - base) > tol:
                return base, now, "down" if target < 0 else "up"
        return None


def top_level_views(path):
    """A .xib's top-level views; a storyboard's scene root views (a view controller's
    <view key="view">), and in both every table or collection view cell (a prototype) and a
    table's header and footer views wherever they are."""
    tree = ET.parse(path)
    doc = tree.getroot()
    found = []
    objs = doc.find("objects")
    if objs is not None:
        found += [e for e in objs if is_view_object(e)]
    for parent in doc.iter():
        for child in parent:
            if child in found:
                continue
            if parent.tag.endswith("Controller") and child.tag == "view" and child.get("key") == "view":
                found.append(child)
            elif child.tag in ("tableViewCell", "collectionViewCell", "collectionReusableView",
                               "tableViewHeaderFooterView") and parent.tag != "objects":
                found.append(child)
            elif child.tag == "view" and child.get("key") in ("tableHeaderView", "tableFooterView"):
                found.append(child)
    return [e for e in found if frame_of(e) is not None]


def model(path, widths):
    roots = []
    for top in top_level_views(path):
        rm = RootModel(top)
        for W in widths:
            roots.append(rm.solve(W))
    return {"file": str(path), "roots": roots}


def file_check(path, tol=0.5):
    """Self-check: lay out every root at its own size in the file and compare with the frames
    Interface Builder saved (equal unless the file is misplaced, or a stand-in intrinsic size
    differs from the real one).  Returns [(root id, status, [(view id, model, file)...])]."""
    out = []
    for top in top_level_views(path):
        rm = RootModel(top)
        if rm.problem:
            out.append((rm.root_id, "unsupported", []))
            continue
        fw, fh = frame_of(rm.laid)[2:]
        r = rm.solve(fw, fh)
        diffs = []
        for v in rm.views:
            if v.root or v.id not in r["frames"]:
                continue
            if any(abs(a - b) > tol for a, b in zip(r["frames"][v.id], v.file_frame)):
                diffs.append((v.id, r["frames"][v.id], list(v.file_frame)))
        out.append((rm.root_id, r["status"], diffs))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("file")
    ap.add_argument("--width", type=float, action="append", required=True)
    a = ap.parse_args(argv)
    widths = [int(w) if w == int(w) else w for w in a.width]
    sys.stdout.write(dumps(model(a.file, widths)) + "\n")


def dumps(doc):
    """JSON with one line per root header field and per frame."""
    text = json.dumps(doc, indent=1)
    return re.sub(r"\[\s+([-\d.e+,\s]+?)\s+\]",
                  lambda m: "[" + ", ".join(x.strip() for x in m.group(1).split(",")) + "]", text)


if __name__ == "__main__":
    main()
