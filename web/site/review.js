// The "Review a hand" view: a hand record, `texas42 review --format json`, and every play's
// cost, the course of the hand as a chart, what each seat gave away and the decisive mistakes.
"use strict";

const ReviewView = (() => {
  const { $, h, message, SEATS } = UI;
  const EXAMPLE =
    "deal=66 64 53 32 22 21 20/60 51 50 41 33 31 00/65 62 55 54 44 42 10/63 61 52 43 40 30 11; " +
    "declarer=N; trump=sixes; bid=32; played=2-2 6-0 4-2 5-2 3-3 6-2 3-0 5-3 6-5 6-3 6-4 0-0 5-5 6-1 " +
    "6-6 5-1 2-1 5-0 1-0 4-0 2-0 3-1 5-4 1-1 3-2 4-1 4-4 4-3";
  let onRan = () => {};

  function init(afterRun) {
    onRan = afterRun;
    $("review-form").addEventListener("submit", (e) => { e.preventDefault(); analyze(); });
    $("review-cancel").addEventListener("click", () => Runner.cancel());
    $("review-link").addEventListener("click", () => UI.copyLink($("review-link")));
    $("review-example").addEventListener("click", () => {
      $("review-record").value = EXAMPLE;
      message($("review-error"), "");
    });
  }

  const LINK_MOST = 2000;   // a paste longer than this is not put in the link
  const SHOW_FIRST = 20;   // reviews drawn at once; the rest on request

  // The view's input as the link holds it: the records, unless they are too long to link.
  function state() {
    const record = $("review-record").value.trim();
    return { record: record.length <= LINK_MOST ? record : undefined,
             play: $("review-table").checked ? "table" : undefined };
  }

  // `texas42 play --format json` output, pasted: each such line (a deal played out, every play
  // from the first lead as an object) becomes the one-line JSON record review reads (its tiles
  // as `played`). Other lines stay as they are.
  function fromPlayOutput(text) {
    const lines = text.split("\n").map((line) => {
      const t = line.trim();
      if (!t.startsWith("{") || !t.includes('"plays"') || !t.includes('"declarers"')) return line;
      let j;
      try {
        j = JSON.parse(t);
      } catch {
        return line;
      }
      if (!Array.isArray(j.plays)) return line;
      const record = { game: j.game, deal: j.deal, declarer: j.declarer, contract: j.contract };
      if (j.trump) record.trump = j.trump;
      if (j.nello_doubles) record.nello_doubles = j.nello_doubles;
      if (j.closest_lead) record.sevens_closest_lead = true;
      if (j.first_lead_trump) record.first_lead_trump = true;
      if (j.discard) record.discard = j.discard;
      if (j.contract === "normal" && j.bid !== undefined) record.bid = j.bid;
      record.played = j.plays.map((p) => p.tile).join(" ");
      return JSON.stringify(record);
    });
    return lines.join("\n");
  }

  function restore(params) {
    if (params.has("record")) $("review-record").value = params.get("record");
    $("review-table").checked = params.get("play") === "table";
  }

  // The records' lines without comments and blank lines.
  function contentLines(text) {
    return text.split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  }

  // The page's own check: something that looks like a record. The CLI checks the rest.
  function check(text) {
    const lines = contentLines(text);
    if (!lines.length) return "Paste a hand record first (or take the example).";
    const looks = lines.every((l) => l.startsWith("{") || /^[a-z_-]+\s*[=:]/i.test(l));
    if (!looks) {
      return "This is not a hand record: write key=value; key=value (deal=…; declarer=N; trump=…; played=…), " +
             "key: value lines, or one JSON object a line.";
    }
    if (!/deal/.test(text)) return "The record has no deal (deal=N hand/E hand/S hand/W hand).";
    return null;
  }

  // One one-line record goes to --record; anything else is the input file (standard input).
  function args(text) {
    const lines = contentLines(text);
    const common = ["--format", "json", ...($("review-table").checked ? ["--play", "table"] : [])];
    if (lines.length === 1 && !lines[0].startsWith("{")) return { args: ["review", "--record", lines[0], ...common] };
    return { args: ["review", "--input", "-", ...common], stdin: `${text.trim()}\n` };
  }

  async function analyze() {
    const err = $("review-error");
    message(err, "");
    const pasted = $("review-record").value;
    const text = fromPlayOutput(pasted);
    const bad = check(text);
    if (bad) {
      message(err, bad);
      $("review-result").textContent = "";
      return;
    }
    onRan("review", state());
    const long = pasted.trim().length > LINK_MOST;
    message($("review-link-note"), long
      ? `These records (${pasted.trim().length.toLocaleString("en-US")} characters) are too long to put in a link: ` +
        "the link opens this view without them. Save them to a file to share them."
      : "");
    const cmd = args(text);
    const r = await UI.runCommand("review", cmd.args, err, { stdin: cmd.stdin });
    if (!r) return;
    const reviews = r.stdout.trim() ? Runner.jsonLines(r.stdout) : [];
    if (r.exit !== 0) message(err, UI.clip(Runner.errorText(r), 2000));
    const box = $("review-result");
    box.textContent = "";
    drawSome(box, reviews, 0);
    if (reviews.length) UI.reveal(box);
    $("review-link").hidden = long;
  }

  // Draws SHOW_FIRST reviews from `from` on, and a button for the next ones: a thousand
  // reviews drawn at once would hold the page up for seconds.
  function drawSome(box, reviews, from) {
    const to = Math.min(reviews.length, from + SHOW_FIRST);
    for (const rv of reviews.slice(from, to)) box.append(drawReview(rv, reviews.length > 1));
    if (to < reviews.length) {
      const more = h("div", { class: "more" },
        h("p", { class: "muted" }, `Showing records 1 to ${to} of ${reviews.length}.`),
        h("button", { type: "button", class: "small", id: "review-more",
                      onclick: () => { more.remove(); drawSome(box, reviews, to); } },
          `Show the next ${Math.min(SHOW_FIRST, reviews.length - to)}`));
      box.append(more);
    }
  }

  function unitWord(unit, n) {
    const u = unit === "declarer tricks" ? "tricks" : unit;
    return n === 1 ? u.replace(/s$/, "") : u;
  }

  function bidText(rv) {
    if (rv.bid < 42) return String(rv.bid);
    return `${rv.bid / 42} mark${rv.bid > 42 ? "s" : ""}`;
  }

  function contractText(rv) {
    const c = rv.contract === "normal" ? rv.trump
      : rv.contract === "nello" ? `nello (doubles ${rv.nello_doubles})`
      : rv.trump ? `${rv.contract}, ${rv.trump}` : rv.contract;
    return `${c}, ${SEATS[rv.declarer]} declares, bid ${bidText(rv)}.`;
  }

  // One record's review, drawn for `box` (the chart takes its width).
  function drawReview(rv, numbered, box = $("review-result")) {
    const u = rv.unit;
    const start = `Double-dummy value of the deal: ${rv.start_value} ${unitWord(u, rv.start_value)}.`;
    const hands = rv.deal.replace(/^[NESW]:/, "").split("/");
    const panel = h("div", { class: "panel review", "data-record": rv.record },
      h("h3", {}, numbered ? `Record ${rv.record}: ` : "", contractText(rv)),
      h("p", { class: "meaning" }, "Costs are double dummy: what each play gave the other side against the best play, " +
        "with all hands face up. A play that cost nothing may still have been a guess."),
      h("div", { class: "review-hands" }, ["N", "E", "S", "W"].map((s, i) =>
        h("div", { class: "review-hand" }, h("span", { class: "seat-name" }, SEATS[s]),
          h("span", { class: "mini-tiles" }, (hands[i] || "").trim().split(/\s+/).map((t) => Dominoes.draw(Dominoes.parseTile(t) || "0-0")))))),
      h("p", {}, start, rv.contract === "normal" ? ` The bid ${rv.start_value >= Math.min(rv.bid, 42) ? "makes" : "is set"} with best play.` : ""),
      chart(rv, box),
      playsTable(rv),
      summary(rv));
    return panel;
  }

  // The course of the hand: the double-dummy value after every play, the bid as a line, the
  // costly plays marked (decisive ones ringed).
  function chart(rv, box) {
    const SVG = "http://www.w3.org/2000/svg";
    const el = (n, a, text) => {
      const e = document.createElementNS(SVG, n);
      for (const [k, v] of Object.entries(a)) e.setAttribute(k, v);
      if (text !== undefined) e.textContent = text;
      return e;
    };
    const points = rv.unit === "points";
    const top = points ? 42 : 7;
    // As wide as the screen allows (up to 600), so that its labels stay readable on a phone.
    const room = box.clientWidth - 40;
    const W = Math.max(300, Math.min(600, room > 0 ? room : 600)), H = 200, L = 34, R = 10, T = 10, B = 28;
    const per = rv.contract === "nello" ? 3 : 4;  // nello: the declarer's partner sits out
    const x = (i) => L + ((W - L - R) * i) / (7 * per);
    const y = (v) => T + (H - T - B) * (1 - v / top);
    const svg = el("svg", { viewBox: `0 0 ${W} ${H}`, class: "course", role: "img",
                            "aria-label": "The double-dummy value after every play" });
    for (const v of points ? [0, 10, 20, 30, 42] : [0, 7]) {
      svg.append(el("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), class: "grid" }));
      svg.append(el("text", { x: L - 4, y: y(v) + 4, class: "axis", "text-anchor": "end" }, String(v)));
    }
    for (let t = 1; t <= 7; t++) {
      svg.append(el("text", { x: x(t * per - per / 2), y: H - 8, class: "axis", "text-anchor": "middle" },
                    W < 450 ? String(t) : `trick ${t}`));
      if (t < 7) svg.append(el("line", { x1: x(t * per), x2: x(t * per), y1: T, y2: H - B, class: "grid" }));
    }
    const goal = points ? Math.min(rv.bid, 42) : rv.contract === "nello" ? 0 : 7;
    svg.append(el("line", { x1: L, x2: W - R, y1: y(goal), y2: y(goal), class: "bid-line" }));
    svg.append(el("text", { x: W - R - 2, y: y(goal) - 4, class: "axis bid-label", "text-anchor": "end" },
                  rv.contract === "nello" ? "makes at 0" : `bid ${bidText(rv)}`));
    const pts = [[x(0), y(rv.start_value)], ...rv.plays.map((p, i) => [x(i + 1), y(p.value_after)])];
    svg.append(el("polyline", { points: pts.map((p) => p.join(",")).join(" "), class: "value-line" }));
    rv.plays.forEach((p, i) => {
      if (!p.cost) return;
      const cx = x(i + 1), cy = y(p.value_after);
      const decisive = rv.decisive.includes(i + 1);
      if (decisive) svg.append(el("circle", { cx, cy, r: 9, class: "decisive-ring" }));
      svg.append(el("rect", { x: cx - 4, y: cy - 4, width: 8, height: 8, class: "costly-mark" }));
      svg.append(el("title", {}, `${SEATS[p.seat]} ${p.tile}: cost ${p.cost}`));
    });
    return h("figure", { class: "course-fig" }, svg,
      h("figcaption", { class: "muted" }, "The value after each play (declaring side, double dummy). ",
        "Squares: plays that cost; rings: plays that flipped the bid."));
  }

  function playsTable(rv) {
    const rows = rv.plays.map((p, i) => {
      const notes = [];
      if (p.cost) notes.push(`best: ${p.best.join(" ")}`);
      if (p.flips) notes.push(p.makes ? "the bid now makes" : "the bid is now set");
      const guess = p.cost > 0 && p.table && p.mistake === false;
      if (guess) {
        const mine = p.table.tiles.find((t) => t.tile === p.tile);
        notes.push("not a mistake: the best guess from his own hand" +
                   (mine ? ` (reached the goal in ${mine.reached} of ${mine.worlds} worlds)` : ""));
      }
      const first = i === 0 || rv.plays[i - 1].trick !== p.trick;
      return h("tr", { class: `${p.cost ? (guess ? "guess" : "costly") : ""}${first ? " trick-start" : ""}`, "data-cost": p.cost },
        h("td", { class: "num" }, first ? String(p.trick) : ""),
        h("td", {}, p.seat),
        h("td", { class: "tile-cell" }, Dominoes.draw(p.tile), h("span", { class: "tile-text" }, p.tile)),
        h("td", { class: "num before" }, String(p.value_before)),
        h("td", { class: "num" }, String(p.value_after)),
        h("td", { class: "num cost" }, p.cost ? String(p.cost) : "0"),
        h("td", { class: "note" }, notes.join("; ")));
    });
    return h("div", { class: "table-wrap" }, h("table", { class: "plays-table" },
      h("thead", {}, h("tr", {}, ["trick", "seat", "tile", "before", "after", "cost", "note"].map((c) => h("th", { class: `col-${c}` }, c)))),
      h("tbody", {}, rows)));
  }

  function summary(rv) {
    const u = rv.unit;
    const g = rv.given_away || {};
    const declSide = rv.declarer === "N" || rv.declarer === "S" ? "NS" : "EW";
    const seatText = ["N", "E", "S", "W"].map((s) => `${SEATS[s]} ${g[s] || 0}`).join(", ");
    const sideText = ["NS", "EW"].map((s) => `${s === "NS" ? "North–South" : "East–West"}${s === declSide ? " (bidding)" : ""} ${g[s] || 0}`).join(", ");
    const mistakes = rv.decisive.map((k) => {
      const p = rv.plays[k - 1];
      return h("li", {}, `trick ${p.trick}, ${SEATS[p.seat]} played ${p.tile} (best ${p.best.join(" ")}): ` +
        `${p.cost} ${unitWord(u, p.cost)} given away; ${p.makes ? "the bid now makes" : "the bid is now set"}.`);
    });
    const taken = rv.points !== undefined ? rv.points : rv.tricks !== undefined ? rv.tricks : rv.declarer_tricks;
    const who = rv.contract === "nello" ? `${SEATS[rv.declarer]} took ${taken} ${unitWord("tricks", taken)}`
      : `${declSide === "NS" ? "North–South" : "East–West"} took ${taken} ${unitWord(u, taken)}`;
    const result = rv.finished
      ? `Result: ${who}: the bid ${rv.makes ? "makes" : "is set"} (double dummy the deal is worth ${rv.start_value}).`
      : `The hand is not finished: with best play from here it is worth ${rv.final_value}; the bid ${rv.makes ? "makes" : "is set"}.`;
    return h("div", { class: "review-summary" },
      h("p", {}, h("b", {}, `Given away (${u}): `), seatText, "; ", sideText, ".",
        rv.worlds ? ` Best guesses of the table player (${rv.worlds} worlds a decision, seed ${rv.seed}) are not counted.` : ""),
      rv.decisive.length ? h("div", {}, h("b", {}, "Decisive mistakes:"), h("ul", {}, mistakes))
                         : h("p", {}, "No play flipped the bid."),
      h("p", { class: "advice" }, result));
  }

  return { init, restore, state, analyze, drawReview, EXAMPLE };
})();
