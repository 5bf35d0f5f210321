// Runs the texas42 CLI in the engine's Web Worker, one command at a time; Cancel stops it by
// ending the worker and starting a fresh one.
"use strict";

const Runner = (() => {
  let engine = null;
  let current = null;  // {reject} of the command running now

  function available() {
    return typeof Texas42Engine !== "undefined";
  }

  function get() {
    if (!available()) throw new Error("engine.js did not load, so nothing can be computed here");
    if (!engine) engine = Texas42Engine.create();
    return engine;
  }

  // A cancelled run. `reason`: undefined for the Cancel button, null when the same work started
  // again (nothing to say), or what started in its place.
  class Cancelled extends Error {
    constructor(reason) {
      super("cancelled");
      this.cancelled = true;
      this.reason = reason;
    }
  }

  // Runs `args`; resolves to {exit, stdout, stderr, ms}. A command started while another runs
  // cancels the other, which is told what took its place: `what` names the work ("Help me
  // bid"), and a run of the same work cancels quietly.
  async function run(args, onProgress, stdin, what) {
    if (current) {
      cancel(current.what === what ? null : `${what || "other work"} started, and the page runs one thing at a time`);
    }
    const e = get();
    return new Promise((resolve, reject) => {
      const job = { reject, what };
      current = job;
      e.ready
        .then(() => e.run(args, {
          onProgress: (d, t, u) => current === job && onProgress && onProgress(d, t, u),
          stdin,
        }))
        .then((r) => {
          if (current !== job) return;
          current = null;
          resolve(r);
        })
        .catch((err) => {
          if (current !== job) return;
          current = null;
          reject(err);
        });
    });
  }

  // Starts the worker now (it compiles the solver once), so the first command does not wait
  // for it; resolves when it is ready.
  function warm() {
    return available() ? get().ready : Promise.resolve();
  }

  function busy() {
    return current !== null;
  }

  function cancel(reason) {
    if (!current) return;
    const job = current;
    current = null;
    if (engine) engine.terminate();
    engine = null;
    job.reject(new Cancelled(typeof reason === "string" || reason === null ? reason : undefined));
    // Start the next worker now, so the next command does not wait for it.
    if (available()) get();
  }

  // The CLI's error lines ("texas42: error: ..."), without the prefix; or the whole stderr.
  function errorText(result) {
    const lines = result.stderr.split("\n").filter((l) => l.startsWith("texas42: error:"));
    const text = lines.length ? lines.map((l) => l.replace(/^texas42: error:\s*/, "")).join("\n")
                              : result.stderr.trim();
    return text || `texas42 exited with code ${result.exit}`;
  }

  // Parses JSON Lines output into an array of objects.
  function jsonLines(stdout) {
    return stdout.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
  }

  return { run, cancel, busy, warm, available, errorText, jsonLines, Cancelled };
})();
