"""Hand-written .xib snippets with hand-computed frames for ib_model.py (run: python3 -m pytest
test_ib_model.py, or python3 test_ib_model.py)."""

import itertools
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from ib_model import model  # noqa: E402

_ids = itertools.count()


def C(first=None, fa=None, second=None, sa=None, c=None, m=None, rel=None, p=None, extra=""):
    """A <constraint> element."""
    a = []
    if first:
        a.append(f'firstItem="{first}"')
    a.append(f'firstAttribute="{fa}"')
    if rel:
        a.append(f'relation="{rel}"')
    if second:
        a.append(f'secondItem="{second}"')
    if sa:
        a.append(f'secondAttribute="{sa}"')
    if m is not None:
        a.append(f'multiplier="{m}"')
    if c is not None:
        a.append(f'constant="{c}"')
    if p is not None:
        a.append(f'priority="{p}"')
    return f'<constraint {" ".join(a)} {extra} id="k{next(_ids)}"/>'


def V(tag, vid, frame=(0, 0, 0, 0), subviews=(), constraints=(), attrs="", inner="",
      tamic=False, key=None):
    """A view element; translatesAutoresizingMaskIntoConstraints="NO" unless tamic."""
    x, y, w, h = frame
    parts = [f'<{tag} ' + (f'key="{key}" ' if key else "") + attrs
             + ('' if tamic else ' translatesAutoresizingMaskIntoConstraints="NO"')
             + (f' id="{vid}"' if vid else "") + '>',
             f'<rect key="frame" x="{x}" y="{y}" width="{w}" height="{h}"/>', inner]
    if subviews:
        parts.append("<subviews>" + "".join(subviews) + "</subviews>")
    if constraints:
        parts.append("<constraints>" + "".join(constraints) + "</constraints>")
    parts.append(f"</{tag}>")
    return "\n".join(parts)


def DOC(*objects):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">'
            '<objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>'
            '<placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>'
            + "".join(objects) + "</objects></document>")


def run(xml, widths=(320,)):
    with tempfile.NamedTemporaryFile("w", suffix=".xib", delete=False) as f:
        f.write(xml)
        path = f.name
    try:
        return model(path, list(widths))
    finally:
        os.unlink(path)


def one(xml, width=320):
    roots = run(xml, (width,))["roots"]
    assert len(roots) == 1, roots
    return roots[0]


def close(a, b, tol=1e-3):
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(close(x, y, tol) for x, y in zip(a, b))
    return abs(a - b) <= tol


def check(r, frames, size=None, status="unique"):
    assert r["status"] == status, r
    for vid, fr in frames.items():
        assert close(r["frames"][vid], fr), (vid, r["frames"][vid], fr)
    if size is not None:
        assert close(r["size"], size), (r["size"], size)


def ROOT(subviews, constraints=(), inner="", frame=(0, 0, 320, 100), tag="view", vid="root"):
    return V(tag, vid, frame, subviews, constraints, inner=inner, tamic=True)


# --- constraints: items, relations, multipliers, cross-level ---------------------------------

def test_basic_constraints_multipliers_and_cross_level():
    B = V("view", "B", (5, 5, 10, 10))
    A = V("view", "A", (10, 20, 100, 50), [B], [
        C("B", "leading", "A", "leading", c=5),
        C("B", "top", "A", "top", c=5),
        C(None, "width", c=100),                       # firstItem absent: the holder (A)
        C("A", "height", "A", "width", m="1:2"),      # "1:2" = 0.5
    ])
    Cv = V("view", "Cv", (0, 0, 10, 10))
    D = V("view", "D", (0, 0, 10, 10))
    xml = DOC(ROOT([A, Cv, D], [
        C("A", "leading", "root", "leading", c=10),
        C("A", "top", "root", "top", c=20),
        C("B", "trailing", "root", "trailing", c=-10),  # cross-level
        C("B", "height", "A", "height", m="3/4"),      # "3/4" = 0.75
        C(None, "bottom", "B", "bottom", c=30, rel="greaterThanOrEqual"),  # first = root
        C("Cv", "width", "root", "width", m="0.5"),
        C("Cv", "centerX", "root", "centerX"),
        C("Cv", "top", "A", "bottom", c=8),
        C("Cv", "height", c=10),
        C("D", "leading", "root", "leadingMargin"),    # UIView default margins: 8
        C("D", "top", "root", "topMargin"),
        C("D", "width", c=4), C("D", "height", c=4),
    ]))
    for W in (320, 375):
        r = one(xml, W)
        check(r, {"A": [10, 20, 100, 50], "B": [5, 5, W - 25, 37.5],
                  "Cv": [W / 4, 78, W / 2, 10], "D": [8, 8, 4, 4]},
              size=[W, 92.5])


def test_second_item_absent_is_holder_and_placeholder_skipped():
    A = V("view", "A", (0, 0, 10, 10), constraints=[C(None, "width", c=30),
                                                   C(None, "height", c=999, extra='placeholder="YES"'),
                                                   C(None, "height", c=40)])
    # secondItem absent with secondAttribute present: the holder (root)
    xml = DOC(ROOT([A], [C("A", "leading", None, "leading", c=7),
                         C("A", "top", None, "top", c=3),
                         C(None, "bottom", "A", "bottom", c=1)]))
    check(one(xml), {"A": [7, 3, 30, 40]}, size=[320, 44])


# --- layout margins and guides -------------------------------------------------------------

def test_table_cell_content_view_margins_and_explicit_margins():
    L = V("label", "L", (16, 11, 42, 21))
    V3 = V("view", "V3", (0, 0, 1, 1))
    V2 = V("view", "V2", (0, 0, 1, 1))
    Vv = V("view", "Vv", (0, 42, 100, 50), [V2, V3], [
        C("V2", "leading", "Vv", "leadingMargin"), C("Vv", "trailingMargin", "V2", "trailing"),
        C("V2", "top", "Vv", "topMargin"), C("Vv", "bottomMargin", "V2", "bottom"),
        C("V3", "centerX", "Vv", "centerXWithinMargins"),
        C("V3", "centerY", "Vv", "centerYWithinMargins"),
        C("V3", "width", c=10), C("V3", "height", c=6),
    ], inner='<edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>')
    content = V("tableViewCellContentView", "cv", (0, 0, 320, 44), [L, Vv], [
        C("L", "leading", "cv", "leadingMargin"),
        C("L", "top", "cv", "topMargin"),
        C("cv", "trailingMargin", "L", "trailing", rel="greaterThanOrEqual"),
        C("Vv", "leading", "cv", "leading"), C("Vv", "top", "L", "bottom", c=10),
        C("Vv", "width", c=100), C("Vv", "height", c=50),
        C("cv", "bottomMargin", "Vv", "bottom"),
    ], tamic=True, key="contentView")
    cell = V("tableViewCell", "cell", (0, 0, 320, 44), inner=content, tamic=True)
    r = one(DOC(cell), 375)
    assert r["id"] == "cell" and r["element"] == "tableViewCell"
    # V2 inside margins (1, 2, 3, 4) of a 100x50 view; V3 centred in them: 2 + 94/2 - 5
    check(r, {"L": [16, 11, 42, 21], "Vv": [0, 42, 100, 50], "V2": [2, 1, 94, 46],
              "V3": [44, 21, 10, 6]}, size=[375, 103])


def test_safe_area_and_layout_margins_guides():
    A = V("view", "A", (0, 0, 1, 1))
    guides = ('<viewLayoutGuide key="safeArea" id="sa"/>'
              '<viewLayoutGuide key="layoutMarginsGuide" id="lm"/>')
    xml = DOC(ROOT([A], [C("A", "top", "sa", "top", c=5), C("A", "leading", "lm", "leading"),
                         C("sa", "trailing", "A", "trailing", c=1), C("A", "height", c=10),
                         C("sa", "bottom", "A", "bottom", c=20)], inner=guides))
    check(one(xml), {"A": [8, 5, 311, 10]}, size=[320, 35])


def test_directional_margins_and_plain_view_baseline_is_bottom():
    A = V("view", "A", (0, 0, 1, 1))
    B = V("view", "B", (0, 0, 1, 1))
    xml = DOC(ROOT([A, B], [
        C("A", "leading", "root", "leadingMargin"), C("A", "top", "root", "topMargin"),
        C("A", "width", c=10), C("A", "height", c=10),
        C("B", "top", "A", "lastBaseline", c=5), C("B", "leading", "A", "firstBaseline"),
        C("B", "width", c=1), C("B", "height", c=1),
    ], inner='<directionalEdgeInsets key="directionalLayoutMargins" top="3" leading="6" '
             'bottom="0" trailing="0"/>'))
    # B.leading = A.firstBaseline (= A.bottom = 13 in the root's space)
    check(one(xml), {"A": [6, 3, 10, 10], "B": [13, 18, 1, 1]})


# --- priorities -----------------------------------------------------------------------------

def test_priorities_are_lexicographic_and_sum_of_errors_within_a_level():
    A = V("view", "A", (0, 0, 1, 1))
    B = V("view", "B", (0, 0, 1, 1))
    xml = DOC(ROOT([A, B], [
        C("A", "leading", "root", "leading"), C("A", "top", "root", "top"),
        # one 300 beats two 200s (a weighted sum would take 200)
        C("A", "width", c=100, p=300), C("A", "width", c=200, p=200), C("A", "width", c=200, p=200),
        # within one level the sum |h-100| + |h-200| + |h-300| is least at 200
        C("A", "height", c=100, p=500), C("A", "height", c=200, p=500),
        C("A", "height", c=300, p=500),
        C("B", "leading", "root", "leading"), C("B", "top", "A", "bottom"),
        C("B", "width", c=50, rel="greaterThanOrEqual", p=999), C("B", "width", c=10, p=998),
        C("B", "height", c=1),
    ]))
    check(one(xml), {"A": [0, 0, 100, 200], "B": [0, 200, 50, 1]}, size=[320, 0])


# --- intrinsic content size -----------------------------------------------------------------

def test_intrinsic_size_hugging_and_compression():
    L1 = V("label", "L1", (0, 0, 50, 20))
    L2 = V("label", "L2", (0, 0, 60, 20),
           attrs='horizontalHuggingPriority="251" horizontalCompressionResistancePriority="749"')
    xml = DOC(ROOT([L1, L2], [
        C("L1", "leading", "root", "leading"), C("L2", "leading", "L1", "trailing", c=10),
        C("root", "trailing", "L2", "trailing"),
        C("L1", "top", "root", "top"), C("L2", "top", "root", "top"),
        C("root", "bottom", "L1", "bottom", rel="greaterThanOrEqual"),
    ]))
    # room to spare: the lower hugging (L1, 250) stretches
    check(one(xml, 320), {"L1": [0, 0, 250, 20], "L2": [260, 0, 60, 20]}, size=[320, 20])
    # too little room: the lower compression resistance (L2, 749) gives way
    check(one(xml, 100), {"L1": [0, 0, 50, 20], "L2": [60, 0, 40, 20]}, size=[100, 20])


def test_slider_has_only_an_intrinsic_height_and_text_view_scrolling():
    S = V("slider", "S", (0, 0, 118, 31))
    T1 = V("textView", "T1", (0, 0, 100, 33), attrs='scrollEnabled="NO"')
    T2 = V("textView", "T2", (0, 0, 100, 33))
    xml = DOC(ROOT([S, T1], [C("S", "leading", "root", "leading", c=2),
                             C("S", "trailing", "root", "trailing", c=-2),
                             C("S", "top", "root", "top"),
                             C("T1", "leading", "root", "leading"),
                             C("T1", "top", "S", "bottom")]))
    check(one(xml), {"S": [2, 0, 316, 31], "T1": [0, 31, 100, 33]})
    # a slider's width is not intrinsic, a scrolling text view has no intrinsic size
    amb = DOC(ROOT([S, T2], [C("S", "leading", "root", "leading"), C("S", "top", "root", "top"),
                             C("T2", "leading", "root", "leading"), C("T2", "top", "root", "top"),
                             C("T2", "width", c=5)]))
    r = one(amb)
    assert r["status"] == "ambiguous" and "S width" in r["reason"], r
    amb2 = DOC(ROOT([T2], [C("T2", "leading", "root", "leading"), C("T2", "top", "root", "top"),
                           C("T2", "width", c=5)]))
    r = one(amb2)
    assert r["status"] == "ambiguous" and "T2 height" in r["reason"], r


def test_required_hugging_conflict_is_unsatisfiable():
    L = V("label", "L", (0, 0, 50, 20), attrs='horizontalHuggingPriority="1000"')
    xml = DOC(ROOT([L], [C("L", "leading", "root", "leading"), C("L", "top", "root", "top"),
                         C("L", "width", c=100, rel="greaterThanOrEqual")]))
    assert one(xml)["status"] == "unsatisfiable"


# --- autoresizing masks ---------------------------------------------------------------------

def AM(**flags):
    return ('<autoresizingMask key="autoresizingMask" '
            + " ".join(f'{k}="YES"' for k in flags) + "/>")


def test_autoresizing_masks():
    A = V("view", "A", (10, 10, 100, 20), tamic=True)               # no mask element: fixed
    F = V("view", "F", (0, 0, 300, 20), tamic=True, inner=AM(widthSizable=1))
    B = V("view", "B", (10, 40, 300, 20), [F], tamic=True, inner=AM(widthSizable=1))
    Cv = V("view", "Cv", (20, 70, 100, 10), tamic=True, inner=AM(flexibleMinX=1, flexibleMaxX=1))
    D = V("view", "D", (20, 80, 100, 10), tamic=True,
          inner=AM(flexibleMinX=1, widthSizable=1, flexibleMaxX=1))
    E = V("view", "E", (0, 10, 10, 80), tamic=True, inner=AM(heightSizable=1, flexibleMaxY=1))
    xml = DOC(ROOT([A, B, Cv, D, E], [C(None, "height", c=150)], frame=(0, 0, 320, 100)))
    # width 375: the superview grows by 55 (320 -> 375); height by 50 (100 -> 150)
    check(one(xml, 375), {
        "A": [10, 10, 100, 20],
        "B": [10, 40, 355, 20], "F": [0, 0, 355, 20],
        "Cv": [20 + 55 * 20 / 220, 70, 100, 10],                     # margins 20 : 200
        "D": [20 + 55 * 20 / 320, 80, 100 + 55 * 100 / 320, 10],     # 20 : 100 : 200
        "E": [0, 10, 10, 80 + 50 * 80 / 90],                         # size 80 : margin 10
    }, size=[375, 150])


# --- stack views ----------------------------------------------------------------------------

def STACK(vid, subviews, attrs="", constraints=()):
    return V("stackView", vid, (0, 0, 1, 1), subviews, constraints, attrs=attrs)


def pin_top_left(v, extra=()):
    return [C(v, "leading", "root", "leading"), C(v, "top", "root", "top"), *extra]


def test_stack_fill_horizontal():
    L1 = V("label", "L1", (0, 0, 50, 20))
    L2 = V("label", "L2", (0, 0, 60, 20), attrs='horizontalHuggingPriority="251"')
    S = STACK("S", [L1, L2], 'spacing="8"')
    xml = DOC(ROOT([S], pin_top_left("S", [C("root", "trailing", "S", "trailing"),
                                            C("root", "bottom", "S", "bottom")])))
    check(one(xml), {"S": [0, 0, 320, 20], "L1": [0, 0, 252, 20], "L2": [260, 0, 60, 20]},
          size=[320, 20])


def test_stack_vertical_fill_equally_center_alignment():
    V1 = V("view", "V1", (0, 0, 1, 1), constraints=[C(None, "width", c=50)])
    V2 = V("label", "V2", (0, 0, 80, 30))
    S = STACK("S", [V1, V2], 'axis="vertical" distribution="fillEqually" alignment="center" '
                             'spacing="10"',
              [C(None, "width", c=200), C(None, "height", c=110)])
    xml = DOC(ROOT([S], pin_top_left("S")))
    check(one(xml), {"S": [0, 0, 200, 110], "V1": [75, 0, 50, 50], "V2": [60, 60, 80, 50]})


def test_stack_equal_spacing_bottom_alignment_hugs_largest():
    L1 = V("label", "L1", (0, 0, 50, 20))
    L2 = V("label", "L2", (0, 0, 60, 30))
    L3 = V("label", "L3", (0, 0, 70, 10))
    S = STACK("S", [L1, L2, L3], 'distribution="equalSpacing" alignment="bottom" spacing="5"',
              [C(None, "width", c=300)])
    xml = DOC(ROOT([S], pin_top_left("S")))
    # slack 300 - 180 = 120 shared by the two gaps; stack height = tallest (30)
    check(one(xml), {"S": [0, 0, 300, 30], "L1": [0, 10, 50, 20], "L2": [110, 0, 60, 30],
                     "L3": [230, 20, 70, 10]})


def test_stack_top_and_center_alignment():
    for align, ys in (("top", (0, 0)), ("center", (5, 0))):
        L1 = V("label", "L1", (0, 0, 50, 20))
        L2 = V("label", "L2", (0, 0, 60, 30), attrs='horizontalHuggingPriority="251"')
        S = STACK("S", [L1, L2], f'alignment="{align}"', [C(None, "width", c=200)])
        r = one(DOC(ROOT([S], pin_top_left("S"))))
        check(r, {"S": [0, 0, 200, 30], "L1": [0, ys[0], 140, 20], "L2": [140, ys[1], 60, 30]})


def test_stack_equal_centering():
    L1 = V("label", "L1", (0, 0, 20, 20))
    L2 = V("label", "L2", (0, 0, 40, 20))
    L3 = V("label", "L3", (0, 0, 60, 20))
    S = STACK("S", [L1, L2, L3], 'distribution="equalCentering"', [C(None, "width", c=300)])
    # centres 10 and 270; the middle one centred at 140
    check(one(DOC(ROOT([S], pin_top_left("S")))),
          {"L1": [0, 0, 20, 20], "L2": [120, 0, 40, 20], "L3": [240, 0, 60, 20]})


def test_stack_fill_proportionally():
    L1 = V("label", "L1", (0, 0, 40, 20))
    L2 = V("label", "L2", (0, 0, 60, 20))
    S = STACK("S", [L1, L2], 'distribution="fillProportionally" spacing="10"',
              [C(None, "width", c=220)])
    # 210 points shared 40 : 60
    check(one(DOC(ROOT([S], pin_top_left("S")))), {"L1": [0, 0, 84, 20], "L2": [94, 0, 126, 20]})


def test_stack_hidden_arranged_view_takes_no_space():
    A = V("label", "A", (0, 0, 50, 20))
    H = V("label", "H", (0, 0, 40, 20), attrs='hidden="YES"')
    B = V("label", "B", (0, 0, 60, 20), attrs='horizontalHuggingPriority="251"')
    S = STACK("S", [A, H, B], 'spacing="10"', [C(None, "width", c=320)])
    r = one(DOC(ROOT([S], pin_top_left("S"))))
    check(r, {"A": [0, 0, 250, 20], "B": [260, 0, 60, 20]})
    assert "H" not in r["frames"] and r["excluded"] == ["H"]


def test_stack_arranged_subviews_ignore_autoresizing_and_nested_stacks():
    # arranged subviews without translatesAutoresizingMaskIntoConstraints="NO"
    A = V("view", "A", (0, 0, 10, 10), constraints=[C(None, "height", c=10)], tamic=True)
    B = V("view", "B", (0, 0, 10, 10), constraints=[C(None, "height", c=20)], tamic=True)
    inner = STACK("I", [A, B], 'axis="vertical"')
    L = V("label", "L", (0, 0, 30, 15), attrs='horizontalHuggingPriority="251"')
    S = STACK("S", [inner, L], 'alignment="top" spacing="4"', [C(None, "width", c=100)])
    check(one(DOC(ROOT([S], pin_top_left("S")))),
          {"S": [0, 0, 100, 30], "I": [0, 0, 66, 30], "A": [0, 0, 66, 10], "B": [0, 10, 66, 20],
           "L": [70, 0, 30, 15]})


# --- roots -------------------------------------------------------------------------------------

def test_collection_view_cell_old_style_content_view_and_reusable_view():
    L = V("label", "L", (8, 4, 40, 20))
    content = ('<view key="contentView" opaque="NO"><rect key="frame" x="0" y="0" width="50" '
               'height="50"/><subviews>' + L + '</subviews></view>')
    cell = V("collectionViewCell", "cc", (0, 0, 50, 50), tamic=True, inner=content,
             constraints=[C("L", "leading", "cc", "leadingMargin"),
                          C("L", "top", "cc", "top", c=4),
                          C("cc", "bottom", "L", "bottom", c=4)])
    M = V("label", "M", (0, 0, 30, 10))
    rv = V("collectionReusableView", "rv", (0, 0, 320, 50), [M], tamic=True,
           constraints=[C("M", "centerX", "rv", "centerX"), C("M", "centerY", "rv", "centerY"),
                        C("rv", "height", c=50)])
    roots = run(DOC(cell, rv), (200,))["roots"]
    assert [r["id"] for r in roots] == ["cc", "rv"]
    check(roots[0], {"L": [8, 4, 40, 20]}, size=[200, 28])
    check(roots[1], {"M": [85, 20, 30, 10]}, size=[200, 50])


def test_non_view_top_level_objects_are_skipped():
    xml = DOC('<customObject id="obj" customClass="X"/>',
              '<tapGestureRecognizer id="tap"/>', ROOT([]))
    roots = run(xml)["roots"]
    assert [r["id"] for r in roots] == ["root"] and roots[0]["size"] == [320, 0]


def test_fitted_height_and_two_widths_cli():
    A = V("view", "A", (0, 0, 1, 1))
    xml = DOC(ROOT([A], [C("A", "leading", "root", "leading"), C("A", "top", "root", "top"),
                         C("A", "width", "root", "width", m="0.5"),
                         C("A", "height", "A", "width"),
                         C("root", "bottom", "A", "bottom", rel="greaterThanOrEqual")]))
    with tempfile.NamedTemporaryFile("w", suffix=".xib", delete=False) as f:
        f.write(xml)
    try:
        out = subprocess.run([sys.executable, os.path.join(HERE, "ib_model.py"), f.name,
                              "--width", "320", "--width", "414"],
                             capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(f.name)
    doc = json.loads(out)
    assert [(r["width"], r["size"]) for r in doc["roots"]] == [(320, [320, 160]), (414, [414, 207])]
    assert doc["roots"][1]["frames"]["A"] == [0, 0, 207, 207]


# --- scroll views -----------------------------------------------------------------------------

def test_scroll_view_edges_refer_to_the_content_area():
    Cn = V("view", "Cn", (0, 0, 1, 1))
    Sv = V("scrollView", "Sv", (0, 0, 1, 1), [Cn], [
        C("Cn", "leading", "Sv", "leading"), C("Sv", "trailing", "Cn", "trailing"),
        C("Cn", "top", "Sv", "top"), C("Sv", "bottom", "Cn", "bottom"),
        C("Cn", "height", c=300)])
    fixed = [C("Sv", "leading", "root", "leading"), C("Sv", "trailing", "root", "trailing"),
             C("Sv", "top", "root", "top"), C("Sv", "height", c=100)]
    r = one(DOC(ROOT([Sv], fixed + [C("Cn", "width", "Sv", "width")])))
    check(r, {"Sv": [0, 0, 320, 100], "Cn": [0, 0, 320, 300]})
    # without the width equality the content width is free
    r = one(DOC(ROOT([Sv], fixed)))
    assert r["status"] == "ambiguous" and "Cn width" in r["reason"], r


def test_scroll_view_content_and_frame_layout_guides():
    Cn = V("view", "Cn", (0, 0, 1, 1))
    guides = ('<viewLayoutGuide key="contentLayoutGuide" id="cg"/>'
              '<viewLayoutGuide key="frameLayoutGuide" id="fg"/>')
    Sv = V("scrollView", "Sv", (0, 0, 1, 1), [Cn], [
        C("Cn", "leading", "cg", "leading", c=5), C("cg", "trailing", "Cn", "trailing"),
        C("Cn", "top", "cg", "top"), C("cg", "bottom", "Cn", "bottom"),
        C("Cn", "height", c=300), C("Cn", "width", "fg", "width", c=-10)], inner=guides)
    r = one(DOC(ROOT([Sv], [C("Sv", "leading", "root", "leading"),
                            C("Sv", "trailing", "root", "trailing"),
                            C("Sv", "top", "root", "top"), C("Sv", "height", c=100)])))
    check(r, {"Sv": [0, 0, 320, 100], "Cn": [5, 0, 310, 300]})


# --- statuses ---------------------------------------------------------------------------------

def test_ambiguous_reports_view_and_attribute():
    A = V("view", "A", (0, 0, 1, 1))
    r = one(DOC(ROOT([A], [C("A", "leading", "root", "leading"), C("A", "top", "root", "top"),
                           C("A", "height", c=5)])))
    assert r["status"] == "ambiguous" and r["reason"].startswith("A width"), r


def test_unsatisfiable_required_conflict():
    A = V("view", "A", (0, 0, 1, 1))
    r = one(DOC(ROOT([A], pin_top_left("A", [C("A", "width", c=100), C("A", "width", c=200),
                                             C("A", "height", c=1)]))))
    assert r["status"] == "unsatisfiable", r


def test_unsupported_constructs():
    L = V("label", "L", (0, 0, 30, 10))
    A = V("view", "A", (0, 0, 1, 1))
    base = pin_top_left("A", [C("A", "width", c=10), C("A", "height", c=10)])
    # the baseline of a label depends on its font
    r = one(DOC(ROOT([L, A], base + [C("L", "leading", "root", "leading"),
                                     C("L", "firstBaseline", "A", "bottom")])))
    assert r["status"] == "unsupported" and "baseline of label" in r["reason"], r
    # an unknown attribute
    r = one(DOC(ROOT([A], base + [C("A", "widthWithinMargins", c=3)])))
    assert r["status"] == "unsupported" and "widthWithinMargins" in r["reason"], r
    # a size-class variation
    var = ('<variation key="widthClass=compact"><mask key="constraints">'
           '<include reference="k1"/></mask></variation>')
    r = one(DOC(ROOT([A], base, inner=var)))
    assert r["status"] == "unsupported" and "widthClass=compact" in r["reason"], r


def test_default_variation_excludes_are_respected():
    A = V("view", "A", (0, 0, 1, 1))
    cs = pin_top_left("A", [C("A", "height", c=10)])
    cs.append('<constraint firstItem="A" firstAttribute="width" constant="50" id="wOut"/>')
    cs.append('<constraint firstItem="A" firstAttribute="width" constant="70" id="wIn"/>')
    var = ('<variation key="default"><mask key="constraints"><exclude reference="wOut"/>'
           '</mask></variation>')
    check(one(DOC(ROOT([A], cs, inner=var))), {"A": [0, 0, 70, 10]})



def test_top_level_stack_view_and_label_roots():
    A = V("label", "A", (0, 0, 30, 10))
    B = V("label", "B", (0, 0, 40, 25), attrs='horizontalHuggingPriority="251"')
    S = V("stackView", "S", (0, 0, 100, 25), [A, B], attrs='alignment="center" spacing="5"',
          tamic=True)
    L = V("label", "L", (0, 0, 60, 17), tamic=True)
    roots = run(DOC(S, L), (200,))["roots"]
    # the root's own arranged subviews are laid out; its height hugs the tallest (25)
    check(roots[0], {"A": [0, 7.5, 155, 10], "B": [160, 0, 40, 25]}, size=[200, 25])
    # a measured root: its intrinsic height beats the fitting height (250 > 50)
    check(roots[1], {}, size=[200, 17])


def test_bars_pickers_and_placeholder_intrinsic_sizes():
    # A search bar has an intrinsic size in UIKit (its file frame here, as for a label), and so
    # has a custom view to which IB gives a placeholder intrinsic size, on the axes it gives.
    SB = V("searchBar", "SB", (0, 0, 320, 56))
    P = V("view", "P", (0, 0, 30, 20), attrs='placeholderIntrinsicWidth="30" placeholderIntrinsicHeight="infinite"')
    xml = DOC(ROOT([SB, P], [C("SB", "leading", "root", "leading"),
                             C("SB", "trailing", "root", "trailing"),
                             C("SB", "top", "root", "top"),
                             C("P", "leading", "root", "leading"),
                             C("P", "top", "SB", "bottom"),
                             C("P", "height", c="20"),
                             C("root", "bottom", "P", "bottom")]))
    check(one(xml), {"SB": [0, 0, 320, 56], "P": [0, 56, 30, 20]}, size=[320, 76])


def test_preserved_superview_margins_give_a_warning():
    A = V("view", "A", (0, 0, 1, 1))
    xml = DOC(V("view", "root", (0, 0, 320, 100), [A],
                pin_top_left("A", [C("A", "trailing", "root", "trailingMargin"),
                                   C("A", "height", c=1)]),
                attrs='preservesSuperviewLayoutMargins="YES"', tamic=True))
    r = one(xml)
    check(r, {"A": [0, 0, 312, 1]})
    assert "preservesSuperviewLayoutMargins" in r["warnings"][0]


def test_visual_effect_view_content_view_is_a_subview():
    L = V("label", "L", (0, 0, 30, 10))
    cv = V("view", "ev", (0, 0, 100, 50), [L], [C("L", "centerX", "ev", "centerX"),
                                               C("L", "centerY", "ev", "centerY")],
           tamic=True, key="contentView", inner=AM(widthSizable=1, heightSizable=1))
    E = V("visualEffectView", "E", (0, 0, 100, 50), inner=cv)
    xml = DOC(ROOT([E], pin_top_left("E", [C("E", "width", c=200), C("E", "height", c=60)])))
    check(one(xml), {"E": [0, 0, 200, 60], "ev": [0, 0, 200, 60], "L": [85, 25, 30, 10]})


def test_equal_priorities_trading_errors_are_ambiguous():
    # too little room, both compression resistances at 750: which label gives way is open
    L1 = V("label", "L1", (0, 0, 50, 20))
    L2 = V("label", "L2", (0, 0, 60, 20))
    xml = DOC(ROOT([L1, L2], [
        C("L1", "leading", "root", "leading"), C("L2", "leading", "L1", "trailing"),
        C("root", "trailing", "L2", "trailing"),
        C("L1", "top", "root", "top"), C("L2", "top", "root", "top")]))
    r = one(xml, 100)
    assert r["status"] == "ambiguous" and r["reason"].split()[1] in ("x", "width"), r
    assert one(xml, 110)["status"] == "unique"

if __name__ == "__main__":
    n = 0
    for name, fn in sorted(globals().items()):
        if name.startswith("test_") and callable(fn):
            fn()
            n += 1
    print(f"{n} tests passed")
