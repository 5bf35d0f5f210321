#!/usr/bin/env python3
"""Bundles the web build's engine.js (scripts/build-web.sh).

The worker's source is the WebAssembly module's bytes (base64, as TEXAS42_WASM_BASE64), then
Emscripten's glue (texas42.js, which defines createTexas42), then worker.js; engine.js carries that
source as a string literal in place of "@TEXAS42_WORKER_SOURCE@" and starts the worker from a Blob
of it, so that the page needs no other file (docs/web.md).
"""
import argparse
import base64
import json
import pathlib

PLACEHOLDER = '"@TEXAS42_WORKER_SOURCE@"'


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    for name in ("glue", "wasm", "worker", "engine", "out"):
        parser.add_argument("--" + name, required=True, type=pathlib.Path)
    args = parser.parse_args()

    wasm = base64.b64encode(args.wasm.read_bytes()).decode("ascii")
    worker = "\n".join([
        'const TEXAS42_WASM_BASE64 = "%s";' % wasm,
        args.glue.read_text(encoding="utf-8"),
        args.worker.read_text(encoding="utf-8"),
    ])
    engine = args.engine.read_text(encoding="utf-8")
    if engine.count(PLACEHOLDER) != 1:
        raise SystemExit("bundle.py: %s must hold %s once" % (args.engine, PLACEHOLDER))
    # A JSON string is a JavaScript string literal; "</script>" is escaped for inline use.
    literal = json.dumps(worker).replace("</", "<\\/")
    args.out.write_text(engine.replace(PLACEHOLDER, literal), encoding="utf-8")


if __name__ == "__main__":
    main()
