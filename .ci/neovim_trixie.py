#!/usr/bin/env python3
"""Neovim 0.10 for the editor test beside Debian 12's 0.7 (docs/editors.md gives a snippet for
each): Debian 13's packages of Neovim and the libraries it links, its C library included (12's
is older than it needs), each checked against the SHA-256 of Debian's package index and
unpacked into DEST; DEST/nvim runs it through that C library's loader.

usage: python3 .ci/neovim_trixie.py DEST   (prints DEST/nvim)
"""
import hashlib
import lzma
import os
import subprocess
import sys
import urllib.request

MIRROR = "http://deb.debian.org/debian/"
PACKAGES = ["neovim", "neovim-runtime", "libc6", "libgcc-s1", "libluajit-5.1-2", "libluajit-5.1-common",
            "libmsgpack-c2", "libtree-sitter0.22", "libunibilium4", "libuv1t64", "libvterm0", "lua-lpeg", "lua-luv"]


def index():
    """Package name → (path in the archive, SHA-256), from trixie's main index."""
    with urllib.request.urlopen(MIRROR + "dists/trixie/main/binary-amd64/Packages.xz", timeout=120) as response:
        text = lzma.decompress(response.read()).decode()
    found = {}
    for stanza in text.split("\n\n"):
        fields = dict(line.split(": ", 1) for line in stanza.splitlines() if ": " in line and not line.startswith(" "))
        if fields.get("Package") in PACKAGES and fields.get("Architecture") in ("amd64", "all"):
            found[fields["Package"]] = (fields["Filename"], fields["SHA256"])
    return found


def main():
    dest = os.path.abspath(sys.argv[1])
    root = os.path.join(dest, "root")
    wrapper = os.path.join(dest, "nvim")
    if not os.path.exists(wrapper):
        os.makedirs(root, exist_ok=True)
        packages = index()
        missing = [p for p in PACKAGES if p not in packages]
        if missing:
            sys.exit(f"neovim_trixie: not in trixie's index: {', '.join(missing)}")
        for name in PACKAGES:
            path, digest = packages[name]
            with urllib.request.urlopen(MIRROR + path, timeout=120) as response:
                data = response.read()
            if hashlib.sha256(data).hexdigest() != digest:
                sys.exit(f"neovim_trixie: {path}: SHA-256 differs from the index")
            deb = os.path.join(dest, os.path.basename(path))
            with open(deb, "wb") as f:
                f.write(data)
            subprocess.run(["dpkg-deb", "-x", deb, root], check=True)
            os.remove(deb)
        libraries = os.path.join(root, "usr/lib/x86_64-linux-gnu")
        with open(wrapper, "w") as f:
            f.write("#!/bin/sh\n"
                    f"VIMRUNTIME={root}/usr/share/nvim/runtime exec {libraries}/ld-linux-x86-64.so.2 "
                    f"--library-path {libraries} {root}/usr/bin/nvim \"$@\"\n")
        os.chmod(wrapper, 0o755)
    print(wrapper)


if __name__ == "__main__":
    main()
