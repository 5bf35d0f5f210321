// The texas42 engine's Web Worker (bundled into engine.js by bundle.py, after Emscripten's glue,
// which defines createTexas42, and TEXAS42_WASM_BASE64, the WebAssembly module's bytes).
//
// It compiles the module once, then runs each request in a fresh instance of it: a new memory,
// so nothing of one run (the CLI's globals, its files in MEMFS, stdio buffers) reaches the next.
// Requests run one at a time, in the order they came.
//
// Messages in:  {type: "run", id, args: [strings], stdin: string|null, files: {path: text}|null}
// Messages out: {type: "ready"} | {type: "failed", message}                      (once, at start)
//               {type: "progress", id, done, total, unit}                        (during a run)
//               {type: "done", id, exit, stdout, stderr, ms}                     (end of a run)

const texas42Compiled = (async () => {
  const text = atob(TEXAS42_WASM_BASE64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; ++i) bytes[i] = text.charCodeAt(i);
  return WebAssembly.compile(bytes);
})();

texas42Compiled.then(
    () => postMessage({type: "ready"}),
    (error) => postMessage({type: "failed", message: String(error && error.message || error)}));

// A growing byte buffer for what the program writes to stdout or stderr, decoded as UTF-8 at
// the end (byte by byte: the output's bytes are exactly the program's, newlines included).
class ByteSink {
  constructor() {
    this.bytes = new Uint8Array(4096);
    this.length = 0;
  }
  push(byte) {
    if (this.length === this.bytes.length) {
      const bigger = new Uint8Array(this.bytes.length * 2);
      bigger.set(this.bytes);
      this.bytes = bigger;
    }
    this.bytes[this.length++] = byte;
  }
  pushText(text) {
    for (const byte of new TextEncoder().encode(text)) this.push(byte);
  }
  text() {
    return new TextDecoder().decode(this.bytes.subarray(0, this.length));
  }
}

async function runTexas42({id, args, stdin, files}) {
  const compiled = await texas42Compiled;
  const start = performance.now();
  const stdout = new ByteSink();
  const stderr = new ByteSink();
  const input = new TextEncoder().encode(stdin == null ? "" : String(stdin));
  let read = 0;
  let exit = null;
  let failure = null;
  const module = {
    arguments: args.map(String),
    thisProgram: "texas42",
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(compiled, imports).then((instance) => {
        try {
          receive(instance, compiled);  // runs main
        } catch (error) {
          if (exit === null) failure = failure || error;
        }
      }, (error) => { failure = failure || error; });
      return {};
    },
    preRun: [() => {
      const FS = module.FS;
      // Byte-wise stdio: stdin from the request, stdout and stderr into the sinks.
      FS.init(() => (read < input.length ? input[read++] : null), (byte) => stdout.push(byte),
              (byte) => stderr.push(byte));
      for (const [path, text] of Object.entries(files || {})) {
        const dir = path.substring(0, path.lastIndexOf("/"));
        if (dir) FS.mkdirTree(dir);
        FS.writeFile(path, String(text));
      }
    }],
    // Emscripten's own messages (an abort's reason, say), which do not go through stdio.
    print: (line) => stdout.pushText(line + "\n"),
    printErr: (line) => stderr.pushText(line + "\n"),
    texas42Progress: (done, total, unit) => postMessage({type: "progress", id, done, total, unit}),
    onExit: (code) => { exit = code; },
    onAbort: (what) => { failure = failure || new Error("aborted: " + what); },
  };
  try {
    await createTexas42(module);
  } catch (error) {
    failure = failure || error;
  }
  // main runs within the instantiation, so it has returned or failed by now.
  if (exit === null) {
    stderr.pushText("texas42 engine: " + String(failure && failure.message || failure ||
                                                  "the program did not finish") + "\n");
    exit = 134;
  }
  return {exit, stdout: stdout.text(), stderr: stderr.text(), ms: performance.now() - start};
}

let texas42Queue = Promise.resolve();
onmessage = (event) => {
  const request = event.data;
  if (!request || request.type !== "run") return;
  texas42Queue = texas42Queue.then(() => runTexas42(request)).then(
      (result) => postMessage({type: "done", id: request.id, ...result}),
      (error) => postMessage({type: "done", id: request.id, exit: 134, stdout: "",
                              stderr: "texas42 engine: " + String(error && error.message || error) + "\n",
                              ms: 0}));
};
