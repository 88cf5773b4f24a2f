#!/usr/bin/env python3
"""The language server's latency: `layoutgen lsp` gets a spec opened, then changed again and
again (each change a whole new text, as an editor with full sync sends it, alternating two
texts so that every change is a change); the time from writing a change to reading its
published diagnostics, per change. Prints the median and the slowest in milliseconds.

usage: lsp_latency.py LAYOUTGEN SPEC [--changes N]
"""
import json
import os
import subprocess
import sys
import time


def frame(obj):
    body = json.dumps(obj).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream):
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.strip().lower() == "content-length":
            length = int(value.strip())
    return json.loads(stream.read(length))


def main():
    layoutgen, spec = sys.argv[1], sys.argv[2]
    changes = int(sys.argv[sys.argv.index("--changes") + 1]) if "--changes" in sys.argv else 50
    text = open(spec).read()
    texts = [text, text + "\n// edited\n"]
    uri = "file://" + os.path.abspath(spec)
    server = subprocess.Popen([layoutgen, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(obj):
        server.stdin.write(frame(obj))
        server.stdin.flush()

    def wait_for_diagnostics():
        while True:
            message = read_message(server.stdout)
            if message is None:
                sys.exit("lsp_latency: the server stopped")
            if message.get("method") == "textDocument/publishDiagnostics":
                return message

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    read_message(server.stdout)
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "layout", "version": 1, "text": text}}})
    wait_for_diagnostics()
    times = []
    for n in range(changes):
        start = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": n + 2}, "contentChanges": [{"text": texts[n % 2 == 0]}]}})
        wait_for_diagnostics()
        times.append((time.perf_counter() - start) * 1000)
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    read_message(server.stdout)
    send({"jsonrpc": "2.0", "method": "exit"})
    server.wait(timeout=10)
    times.sort()
    print(f"{times[len(times) // 2]:.1f} {times[-1]:.1f}")


if __name__ == "__main__":
    main()
