#!/usr/bin/env python3
"""Screenshot test of `layoutgen preview` (Python standard library only).

For each case: `layoutgen eval --json` gives the frames; `layoutgen preview --palette test`
draws the same evaluation as SVG with an opaque, distinct fill per view; headless Chromium
renders the SVG to PNG; the PNG is decoded here (zlib and the PNG filters) and, at the
centre of every view and just outside each of its edges, the pixel must have the colour the
frames from `eval` predict: the fill of the topmost view there, else the container's fill,
else the page's. Points within 2 px of any edge are skipped (anti-aliasing). Then an HTML
page of the default sizes is rendered and must be non-blank.

usage: preview_screenshot.py LAYOUTGEN OUTPUT_DIR
"""

import json
import os
import re
import struct
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"
TOLERANCE = 6  # per channel, out of 255
EDGE = 2.0  # px: points this close to an edge are not sampled

CASES = [
    (
        "feed",
        "Examples/FeedCell.layout",
        ["--size", "375x600"]
        + [
            arg
            for name, spec in [
                ("actor", "text:200x16"), ("options", "20x16"), ("posterName", "text:120x18"),
                ("posterHeadline", "text:400x16"), ("posterTime", "text:60x14"), ("body", "text:900x18"),
                ("linkTitle", "text:300x18"), ("linkDomain", "text:120x14"), ("like", "30x16"),
                ("comment", "60x16"), ("share", "40x16"), ("actorComment", "text:500x16"),
            ]
            for arg in ("--measure", f"{name}={spec}")
        ],
    ),
    (
        "profile-rtl",
        "Examples/ProfileCell.layout",
        ["--size", "375x80", "--rtl", "--measure", "time=40x16", "--measure", "title=text:300x20",
         "--measure", "subtitle=text:150x16"],
    ),
]


def run(command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, text=True, **kwargs)


def chromium_screenshot(url, png, width, height):
    if os.path.exists(png):
        os.remove(png)
    profile = os.path.join(os.path.dirname(os.path.abspath(png)), "chromium-profile")
    command = [
        "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--force-device-scale-factor=1", f"--user-data-dir={profile}",
        f"--window-size={width},{height}", f"--screenshot={png}", url,
    ]
    subprocess.run(command, check=True, capture_output=True, timeout=120)
    if not os.path.exists(png):
        raise SystemExit(f"error: chromium wrote no screenshot for {url}")


class Image:
    """A decoded 8-bit RGB or RGBA PNG: `pixel(x, y)` is an (r, g, b) tuple."""

    def __init__(self, width, height, channels, rows):
        self.width, self.height, self.channels, self.rows = width, height, channels, rows

    def pixel(self, x, y):
        i = x * self.channels
        return tuple(self.rows[y][i:i + 3])


def unfilter_up(line, previous, masks):
    """Adds two rows byte by byte, modulo 256, in one big-integer operation (no carries
    cross bytes: the low seven bits are added, the top bits combined by xor)."""
    low, high = masks
    a, b = int.from_bytes(line, "big"), int.from_bytes(previous, "big")
    return bytearray((((a & low) + (b & low)) ^ ((a ^ b) & high)).to_bytes(len(line), "big"))


def decode_png(path):
    """The image of an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"error: {path} is not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace != 0:
        raise SystemExit(f"error: unsupported PNG format (depth {depth}, colour type {color}, interlace {interlace})")
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    masks = (int.from_bytes(b"\x7f" * stride, "big"), int.from_bytes(b"\x80" * stride, "big"))
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        if kind == 2:
            line = unfilter_up(line, previous, masks)
        elif kind != 0:
            for x in range(stride):
                a = line[x - channels] if x >= channels else 0
                b = previous[x]
                c = previous[x - channels] if x >= channels else 0
                if kind == 1:
                    line[x] = (line[x] + a) & 255
                elif kind == 3:
                    line[x] = (line[x] + (a + b) // 2) & 255
                else:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return Image(width, height, channels, rows)


def hex_color(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def read_svg(path):
    """The picture's size, the container's origin, and the fill of each named view."""
    root = ET.parse(path).getroot()
    width, height = float(root.get("width")), float(root.get("height"))
    layout = root.find(f"{SVG}g[@class='layout']")
    origin = tuple(float(v) for v in re.match(r"translate\(([-\d.]+) ([-\d.]+)\)", layout.get("transform")).groups())
    container = hex_color(layout.find(f"{SVG}rect[@class='container']").get("fill"))
    background = hex_color(root.find(f"{SVG}rect").get("fill"))
    fills = {}
    for group in root.iter(f"{SVG}g"):
        if group.get("class") == "view":
            shape = group.find(f"{SVG}rect")
            if shape is not None:
                fills[group.get("data-name")] = hex_color(shape.get("fill"))
    return (width, height), origin, background, container, fills


def check_case(layoutgen, out_dir, name, spec, args):
    evaluation = json.loads(run([layoutgen, "eval", spec, "--json"] + args).stdout)
    svg = os.path.join(out_dir, f"{name}.svg")
    png = os.path.join(out_dir, f"{name}.png")
    run([layoutgen, "preview", spec, "--palette", "test", "--output", svg] + args)
    (width, height), (ox, oy), background, container, fills = read_svg(svg)
    chromium_screenshot("file://" + os.path.abspath(svg), png, int(width), int(height))
    image = decode_png(png)
    png_width, png_height = image.width, image.height
    if (png_width, png_height) != (int(width), int(height)):
        raise SystemExit(f"error: {name}: screenshot is {png_width}x{png_height}, expected {int(width)}x{int(height)}")

    # The model: the container, then each view's frame (these examples have no container
    # views, so eval's frames are already in the container's coordinates), in drawing order.
    cw, ch = evaluation["size"]
    views = [(n, f) for n, f in evaluation["frames"].items() if n in fills]
    edges_x = [0, cw] + [v for _, (x, _, w, _) in views for v in (x, x + w)]
    edges_y = [0, ch] + [v for _, (_, y, _, h) in views for v in (y, y + h)]

    def expected(x, y):
        color = container if 0 <= x <= cw and 0 <= y <= ch else background
        for n, (fx, fy, fw, fh) in views:
            if fx <= x <= fx + fw and fy <= y <= fy + fh:
                color = fills[n]
        return color

    def clear(x, y):
        return all(abs(x - e) > EDGE for e in edges_x) and all(abs(y - e) > EDGE for e in edges_y)

    checked, failures, seen = 0, [], set()
    for n, (x, y, w, h) in views:
        candidates = [(x + w / 2, y + h / 2, "centre")]
        candidates += [(x + w * fx, y + h * fy, "inside") for fx in (0.25, 0.75) for fy in (0.25, 0.75)]
        candidates += [(x - 3, y + h / 2, "left of"), (x + w + 3, y + h / 2, "right of"),
                       (x + w / 2, y - 3, "above"), (x + w / 2, y + h + 3, "below")]
        inside_checked = False
        for px, py, where in candidates:
            if where == "inside" and inside_checked:
                continue
            if not clear(px, py):
                continue
            sx, sy = int(ox + px), int(oy + py)
            if not (0 <= sx < png_width and 0 <= sy < png_height):
                continue
            want, got = expected(px, py), image.pixel(sx, sy)
            checked += 1
            if where in ("centre", "inside"):
                inside_checked = True
                if want == fills[n]:
                    seen.add(n)
            if max(abs(a - b) for a, b in zip(want, got)) > TOLERANCE:
                failures.append(f"{n}: {where} ({px:g}, {py:g}) is #{bytes(got).hex()}, expected #{bytes(want).hex()}")
    missing = sorted(n for n, (x, y, w, h) in views if w >= 8 and h >= 8 and n not in seen)
    colors = {image.pixel(x, y) for y in range(0, png_height, 2) for x in range(0, png_width, 2)}
    if len(colors) < len(views):
        failures.append(f"the screenshot has only {len(colors)} colours: blank?")
    for n in missing:
        failures.append(f"{n}: no point inside it could be checked")
    return checked, len(views), failures


def check_html(layoutgen, out_dir):
    html = os.path.join(out_dir, "profile.html")
    png = os.path.join(out_dir, "profile-html.png")
    run([layoutgen, "preview", "Examples/ProfileCell.layout", "--measure", "time=40x16",
         "--measure", "title=text:300x20", "--measure", "subtitle=text:150x16", "--output", html])
    root = ET.parse(html).getroot()  # well-formed
    svgs = root.findall(f".//{SVG}svg")
    if len(svgs) != 3:
        return [f"the HTML page has {len(svgs)} pictures, expected the 3 default sizes"]
    chromium_screenshot("file://" + os.path.abspath(html), png, 1800, 1300)
    image = decode_png(png)
    colors = {}
    for y in range(0, image.height, 4):
        for x in range(0, image.width, 4):
            pixel = image.pixel(x, y)
            colors[pixel] = colors.get(pixel, 0) + 1
    total = sum(colors.values())
    dominant = max(colors.values())
    if len(colors) < 8 or dominant > 0.97 * total:
        return [f"the HTML screenshot looks blank ({len(colors)} colours, {dominant * 100 // total}% one colour)"]
    return []


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    layoutgen, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    start = time.monotonic()
    failures, points, frames = [], 0, 0
    for name, spec, args in CASES:
        checked, views, problems = check_case(layoutgen, out_dir, name, spec, args)
        points += checked
        frames += views
        failures += [f"{name}: {p}" for p in problems]
    failures += [f"html: {p}" for p in check_html(layoutgen, out_dir)]
    elapsed = time.monotonic() - start
    for failure in failures:
        print("error: preview screenshot: " + failure, file=sys.stderr)
    if failures:
        print(f"preview screenshot test FAILED: {len(failures)} problems (screenshots in {out_dir})")
        sys.exit(1)
    print(f"preview screenshot test ok: {points} pixels of {frames} frames where eval puts them, "
          f"HTML page non-blank, {elapsed:.1f} s (screenshots in {out_dir})")


if __name__ == "__main__":
    main()
