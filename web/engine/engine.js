// engine.js: the texas42 command-line tool, compiled to WebAssembly, run in a Web Worker.
// Built by scripts/build-web.sh (web/engine/bundle.py puts the worker's source in below).
//
//   const engine = Texas42Engine.create();    // starts one Web Worker, which loads the wasm
//   await engine.ready;                        // resolves when the wasm is compiled
//   const r = await engine.run(["bid", "--hand", "66 64 63 61 55 33 20", "--format", "json"],
//                              {onProgress(done, total, unit) {}});
//   // r = {exit, stdout, stderr, ms}: the exit status, the program's standard output and
//   // standard error (exactly what the native texas42 prints), and the run's milliseconds
//   engine.terminate();                        // kills the worker; pending and later runs reject
//
// run(args, options) runs `texas42 args...`: the same C++ code as the native tool, so the same
// parsing, the same JSON and the same "texas42: error: ..." messages and exit statuses.
// Options, all optional:
//   onProgress(done, total, unit)  the progress bar's counts (bid's samples, study's deals),
//                                  from the start of the run, at most ten times a second
//   stdin: string                  the program's standard input (e.g. "review -i -" reads its
//                                  hand records from it); empty when not given
//   files: {path: text}            files written into the program's in-memory file system
//                                  before it starts, e.g. {"/hands.txt": "..."} with args
//                                  ["review", "-i", "/hands.txt"]
// Runs are queued: one at a time per engine, each in a fresh instance of the module (nothing of
// one run, its globals or its files, reaches the next). A run the program cannot finish (out of
// memory, say) resolves with exit 134 and the reason on stderr. The results never depend on a
// --threads count: the web build's loops run on the worker's one thread.
//
// It works from a static server and from disk (file://): the worker starts from a Blob of its
// source and the wasm is inside that source, since Chromium neither starts a Worker from a
// file:// URL nor fetches a .wasm over file://.
(function (global) {
  "use strict";

  const WORKER_SOURCE = "@TEXAS42_WORKER_SOURCE@";
  let workerUrl = null;

  class Engine {
    constructor() {
      if (workerUrl === null) {
        workerUrl = URL.createObjectURL(new Blob([WORKER_SOURCE], {type: "text/javascript"}));
      }
      this._worker = new Worker(workerUrl);
      this._pending = new Map();  // id -> {resolve, reject, onProgress}
      this._nextId = 1;
      this._queue = Promise.resolve();
      this._dead = null;          // the Error that later calls reject with
      this.ready = new Promise((resolve, reject) => {
        this._readyResolve = resolve;
        this._readyReject = reject;
      });
      this.ready.catch(() => {});  // a page that never awaits ready sees no unhandled rejection
      this._worker.onmessage = (event) => this._onMessage(event.data);
      this._worker.onerror = (event) => {
        if (event.preventDefault) event.preventDefault();
        this._fail(new Error("texas42 engine: the worker failed: " + (event.message || "error")));
      };
    }

    run(args, options) {
      if (!Array.isArray(args)) return Promise.reject(new TypeError("run: args must be an array"));
      const opts = options || {};
      const job = this._queue.then(() => this._start(args.map(String), opts));
      this._queue = job.catch(() => {});
      return job;
    }

    terminate() {
      if (this._dead) return;
      this._worker.terminate();
      this._fail(new Error("texas42 engine: terminated"));
    }

    _start(args, opts) {
      if (this._dead) return Promise.reject(this._dead);
      return new Promise((resolve, reject) => {
        const id = this._nextId++;
        this._pending.set(id, {resolve, reject, onProgress: opts.onProgress});
        this._worker.postMessage({
          type: "run", id, args,
          stdin: opts.stdin == null ? null : String(opts.stdin),
          files: opts.files || null,
        });
      });
    }

    _onMessage(message) {
      if (message.type === "ready") {
        this._readyResolve();
      } else if (message.type === "failed") {
        this._fail(new Error("texas42 engine: the wasm did not load: " + message.message));
      } else if (message.type === "progress") {
        const job = this._pending.get(message.id);
        if (job && typeof job.onProgress === "function") {
          try {
            job.onProgress(message.done, message.total, message.unit);
          } catch (error) {
            console.error(error);
          }
        }
      } else if (message.type === "done") {
        const job = this._pending.get(message.id);
        if (!job) return;
        this._pending.delete(message.id);
        job.resolve({exit: message.exit, stdout: message.stdout, stderr: message.stderr,
                     ms: message.ms});
      }
    }

    _fail(error) {
      if (this._dead) return;
      this._dead = error;
      this._readyReject(error);
      for (const job of this._pending.values()) job.reject(error);
      this._pending.clear();
    }
  }

  global.Texas42Engine = {create: () => new Engine()};
})(typeof self !== "undefined" ? self : this);
