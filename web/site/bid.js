// The "Help me bid" view: a picker of the 28 dominoes, `texas42 bid --format json`, and its
// make probabilities as a heat map with the CLI's advice, word for word. Table play (each seat
// sees only its own hand) is the default figure; double dummy (every hand face up) is the
// ceiling. Every part of the result names the figure it shows.
"use strict";

const BidView = (() => {
  const { $, h, message, percent, bidLabel } = UI;
  const BIDS = [30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42];
  const DEFAULT_PLAY = "table";
  const DEFAULT_SAMPLES = { dd: 500, table: 100 };
  const FIGURE = { table: "table play", dd: "double dummy" };
  const MOST_SAMPLES = 100000;  // the samples box's max
  let onRan = () => {};

  function init(afterRun) {
    onRan = afterRun;
    const picker = $("bid-picker");
    for (let hi = 6; hi >= 0; hi--) {
      const row = h("div", { class: "picker-row" });
      for (let lo = hi; lo >= 0; lo--) {
        const tile = `${hi}-${lo}`;
        const b = h("button", { type: "button", class: "pick", "aria-pressed": "false", tabindex: "-1",
                                "data-tile": tile, "data-row": 6 - hi, "data-col": hi - lo, title: tile,
                                onclick: () => { focusPick(b); toggle(tile); } });
        b.append(Dominoes.draw(tile), h("span", { class: "pips", "aria-hidden": "true" }, tile));
        row.append(b);
      }
      picker.append(row);
    }
    picker.addEventListener("keydown", pickerKey);
    $("bid-hand").addEventListener("input", syncPicker);
    $("bid-clear").addEventListener("click", () => { $("bid-hand").value = ""; syncPicker(); });
    $("bid-form").addEventListener("submit", (e) => { e.preventDefault(); analyze(); });
    $("bid-cancel").addEventListener("click", () => Runner.cancel());
    $("bid-link").addEventListener("click", () => UI.copyLink($("bid-link")));
    for (const r of document.querySelectorAll('#bid-form input[name="play"]')) {
      r.addEventListener("change", () => { $("bid-samples").value = DEFAULT_SAMPLES[playMode()]; });
    }
    syncPicker();
  }

  // The picker is one stop for Tab (the tile last touched, or 6-6); the arrow keys, Home and
  // End move among the tiles that can be picked, and Space or Enter picks.
  function picks() {
    return [...document.querySelectorAll("#bid-picker .pick")];
  }

  function focusPick(b) {
    for (const p of picks()) p.tabIndex = p === b ? 0 : -1;
  }

  // The one tile Tab stops at: the last one touched while it can be taken, else the first that can.
  function syncStop() {
    const all = picks();
    const stop = all.find((p) => p.tabIndex === 0 && !p.disabled) || all.find((p) => !p.disabled) || all[0];
    focusPick(stop);
  }

  function pickerKey(e) {
    const b = e.target.closest(".pick");
    if (!b) return;
    const row = Number(b.dataset.row), col = Number(b.dataset.col);
    const at = (r, c) => document.querySelector(`#bid-picker .pick[data-row="${r}"][data-col="${Math.min(c, 6 - r)}"]`);
    const all = picks().filter((p) => !p.disabled || p === b);
    const i = all.indexOf(b);
    let to = null;
    if (e.key === "ArrowRight") to = all[Math.min(all.length - 1, i + 1)];
    else if (e.key === "ArrowLeft") to = all[Math.max(0, i - 1)];
    else if (e.key === "ArrowDown") to = row < 6 ? at(row + 1, col) : null;
    else if (e.key === "ArrowUp") to = row > 0 ? at(row - 1, col) : null;
    else if (e.key === "Home") to = all[0];
    else if (e.key === "End") to = all[all.length - 1];
    else return;
    e.preventDefault();
    if (!to || to.disabled) return;
    focusPick(to);
    to.focus();
  }

  function playMode() {
    return document.querySelector('#bid-form input[name="play"]:checked').value;
  }

  function handTiles() {
    return Dominoes.parseTiles($("bid-hand").value);
  }

  function toggle(tile) {
    const { tiles } = handTiles();
    const i = tiles.indexOf(tile);
    if (i >= 0) tiles.splice(i, 1);
    else if (tiles.length < 7) tiles.push(tile);
    $("bid-hand").value = Dominoes.sortTiles(tiles).map(Dominoes.compact).join(" ");
    syncPicker();
  }

  // Marks the picked tiles; with seven picked the rest cannot be picked. Shows a typed hand's
  // problem as it is typed.
  function syncPicker() {
    const { tiles, error } = handTiles();
    for (const b of document.querySelectorAll("#bid-picker .pick")) {
      const on = tiles.includes(b.dataset.tile);
      b.setAttribute("aria-pressed", on ? "true" : "false");
      b.disabled = !on && tiles.length >= 7;
    }
    syncStop();
    const text = $("bid-hand").value;
    const count = text.trim() ? tiles.length : 0;
    // A tile still being typed ("6", "6-") at the end is not an error yet.
    const typing = error && /(^|[\s,])[0-6][-:]?$/.test(text) && !error.includes("twice");
    const problem = (typing ? "" : error) || (count > 7 ? `a hand is 7 dominoes; this has ${count}` : "");
    message($("bid-hand-error"), problem);
    // A result is for the hand it was made for: once the hand is wrong, it goes.
    if (problem) $("bid-result").hidden = true;
    $("bid-run").textContent = count === 7 || error ? "Analyze my hand" : `Analyze my hand (${count} of 7)`;
  }

  // The view's input, as the link holds it; `over` only when somebody has bid.
  function state() {
    const over = $("bid-over").value;
    return { hand: $("bid-hand").value.trim(), samples: $("bid-samples").value, seed: $("bid-seed").value,
             play: playMode(), over: over !== "0" ? over : undefined };
  }

  // Sets the form from a link. What the link leaves out takes its default: table play, that
  // mode's samples, nobody has bid.
  function restore(params) {
    if (params.has("hand")) $("bid-hand").value = params.get("hand");
    const play = document.querySelector(`#bid-form input[name="play"][value="${params.get("play") || DEFAULT_PLAY}"]`) ||
                 document.querySelector(`#bid-form input[name="play"][value="${DEFAULT_PLAY}"]`);
    play.checked = true;
    $("bid-samples").value = params.get("samples") || DEFAULT_SAMPLES[play.value];
    if (params.has("seed")) $("bid-seed").value = params.get("seed");
    setOver(params.get("over") || "0");
    syncPicker();
  }

  // Selects the highest bid so far. A value the list lacks (a link's "over=200") is added as it
  // is, so that the CLI judges it and names the problem.
  function setOver(value) {
    const select = $("bid-over");
    if (![...select.options].some((o) => o.value === value)) select.append(h("option", { value }, value));
    select.value = value;
  }

  // The command: the play mode always named, so that the arguments say which figure they ask for.
  function args(s) {
    const a = ["bid", "--hand", s.hand, "--format", "json", "--play", s.play, "--samples", String(s.samples),
               "--seed", String(s.seed)];
    if (s.over) a.push("--over", String(s.over));
    return a;
  }

  async function analyze() {
    const err = $("bid-error");
    message(err, "");
    const parsed = Dominoes.parseHand($("bid-hand").value);
    if (parsed.error) {
      message($("bid-hand-error"), parsed.error);
      $("bid-result").hidden = true;
      $("bid-hand").focus();
      return;
    }
    const s = state();
    const samples = Number(s.samples), seed = s.seed.trim();
    if (!Number.isInteger(samples) || samples < 1 || samples > MOST_SAMPLES) {
      return message(err, `Samples: a whole number from 1 to ${MOST_SAMPLES.toLocaleString("en-US")}.`);
    }
    if (!/^\d+$/.test(seed)) return message(err, "Seed: a whole number, 0 or more.");
    onRan("bid", s);
    // The progress label names the samples asked for, whatever the CLI counts in.
    const result = await UI.runCommand("bid", args(s), err, { count: samples });
    if (!result) return;
    if (result.exit !== 0) {
      message(err, Runner.errorText(result));
      $("bid-result").hidden = true;
      return;
    }
    show(JSON.parse(result.stdout), result.ms);
    UI.reveal($("bid-result"));
    $("bid-link").hidden = false;
  }

  // The figure the numbers are: "table play" or "double dummy".
  function figure(j) {
    return FIGURE[j.figure || j.play];
  }

  // The CLI's advice lines, one paragraph each, word for word; then any caveat the lines do not
  // already say.
  function drawAdvice(j) {
    const lines = j.advice.text || [];
    const box = $("bid-advice");
    box.textContent = "";
    box.append(...lines.map((line) => h("p", {}, line)));
    const said = new Set(lines.map((l) => l.trim()));
    const caveats = (j.advice.caveats || "").split("\n").filter((l) => l.trim() && !said.has(l.trim()));
    message($("bid-caveats"), caveats.join("\n"));
  }

  function meaning(j) {
    const what = j.exact ? `all ${j.samples} layouts` : `${j.samples} random layouts`;
    const how = j.play === "table"
      ? "played out by table players (each seat sees only its own hand)"
      : "with all four hands face up and perfect play: a ceiling, since real players cannot see the hidden hands";
    return `${UI.capitalize(figure(j))}: each number is the percent of ${what} of the 21 dominoes you cannot ` +
           `see in which the bid makes, ${how}.`;
  }

  function show(j, ms) {
    $("bid-result").hidden = false;
    $("bid-advice-title").textContent = `Advice (${figure(j)})`;
    drawAdvice(j);
    $("bid-heat-title").textContent = `How often each bid makes, ${figure(j)}`;
    $("bid-meaning").textContent = meaning(j);
    drawHeat(j);
    drawLegend(j);
    drawSpecial(j);
    const extra = j.skipped ? `Not analysed: ${j.skipped}.` : "";
    const over = j.advice.over ? ` Highest bid so far: ${bidLabel(j.advice.over)}.` : "";
    $("bid-meta").textContent =
      `Hand ${j.hand}; ${UI.SEATS[j.declarer]} declares and leads.${over} ${j.samples} samples, seed ${j.seed}` +
      `${j.play === "table" ? `, table play (${j.worlds} worlds a decision` +
        `${j.opening_lead_worlds ? `, ${j.opening_lead_worlds} for the opening lead` : ""})` : ", double dummy"}; ` +
      `${(ms / 1000).toFixed(1)} s. ${extra}`;
  }

  // Contracts scored by bid 30..42 (a trump); the mark-only contracts are listed below it.
  function pointRows(j) {
    return j.results.filter((r) => r.contract === "normal");
  }

  // The best call at a bid, and the calls too close to it to tell apart.
  function bestAt(j, bid) {
    const c = j.advice.by_bid.find((x) => x.bid === bid);
    return c ? { best: c.trump, rivals: new Set(c.rivals || []) } : { best: null, rivals: new Set() };
  }

  function drawHeat(j) {
    const table = $("bid-heat");
    table.textContent = "";
    const head = h("tr", {}, h("th", { scope: "col", class: "corner" }, h("span", { class: "wide" }, "trump \\ bid")),
                   BIDS.map((b) => h("th", { scope: "col" }, b !== 42 ? String(b)
                     : [h("span", { class: "wide" }, "1 mark+"), h("span", { class: "narrow", title: "1 mark and more" }, "1m+")])));
    table.append(h("thead", {}, head));
    const body = h("tbody");
    const best = new Map(BIDS.map((b) => [b, bestAt(j, b)]));
    for (const r of pointRows(j)) {
      const tr = h("tr", {}, h("th", { scope: "row" }, r.label));
      for (const b of BIDS) {
        const p = r.make[String(b)];
        if (p === null || p === undefined) {
          const dd = r.dd_make && r.dd_make[String(b)];
          tr.append(h("td", { class: "na", title: r.played === false
            ? `not played out: double dummy it makes ${percent(dd || 0)}, no better than the best call played out` : "" }, "–"));
          continue;
        }
        const isBest = best.get(b).best === r.label;
        const isRival = best.get(b).rivals.has(r.label);
        const ci = r.ci95[String(b)];
        const td = h("td", {
          class: isBest ? "best" : isRival ? "rival" : null,
          style: `background:${UI.viridis(p)};color:${UI.inkFor(p)}`,
          title: `${r.label}, bid ${bidLabel(b)}: makes ${(p * 100).toFixed(1)}%, ${figure(j)}` +
                 (ci && !j.exact ? ` (95%: ${(ci[0] * 100).toFixed(1)}–${(ci[1] * 100).toFixed(1)}%)` : "") +
                 (r.dd_make ? `; double dummy ${(r.dd_make[String(b)] * 100).toFixed(1)}%` : "") +
                 (isBest ? " — best call for this bid" : isRival ? " — too close to the best to tell apart" : ""),
          "data-p": p,
        }, String(Math.round(p * 100)));
        tr.append(td);
      }
      body.append(tr);
    }
    table.append(body);
    const skipped = pointRows(j).filter((r) => r.played === false).map((r) => r.label);
    message($("bid-unplayed"), skipped.length
      ? `– Not played out (${skipped.join(", ")}): even double dummy, which flatters the bidder, these calls make ` +
        "no more often than the best call played out, at every bid."
      : "");
  }

  function drawLegend(j) {
    const legend = $("bid-legend");
    legend.textContent = "";
    const stops = [0, 0.25, 0.5, 0.75, 1].map((t) => `${UI.viridis(t)} ${t * 100}%`).join(",");
    legend.append(
      h("span", {}, "0%"),
      h("span", { class: "scale", style: `background:linear-gradient(to right,${stops})` }),
      h("span", {}, `100% make (${figure(j)})`),
      h("span", { class: "best-key" }, h("span", { class: "swatch best" }, "★"), " best call for that bid"),
      h("span", { class: "best-key" }, h("span", { class: "swatch rival" }, ""), " too close to the best to tell apart"),
    );
  }

  // A partner call's note: the trump the partner named most at the table, or double dummy the
  // one trump that makes most often when named every time.
  function partnerNote(r) {
    if (r.named) {
      const [trump, count] = Object.entries(r.named).reduce((a, b) => (b[1] > a[1] ? b : a));
      return `named most: ${trump} (${percent(count / Object.values(r.named).reduce((a, b) => a + b, 0))} of layouts)`;
    }
    return r.best_single_trump ? `one trump every time: ${r.best_single_trump} ${percent(r.best_single_make)}` : "";
  }

  function drawSpecial(j) {
    const box = $("bid-special");
    box.textContent = "";
    const marks = j.results.filter((r) => r.contract !== "normal");
    if (!marks.length) return;
    box.append(h("h3", {}, `Special contracts, ${figure(j)}`));
    const rows = marks.map((r) => {
      const partner = r.named !== undefined || r.best_single_trump !== undefined;
      const ci = j.exact || !r.ci95_marks ? "" : `${percent(r.ci95_marks[0])}–${percent(r.ci95_marks[1])}`;
      const note = partner ? partnerNote(r) : "";
      return h("tr", {},
        h("th", { scope: "row" }, partner ? `${r.label}, partner names trump` : r.label),
        h("td", {}, `${r.marks} mark${r.marks > 1 ? "s" : ""}`),
        h("td", { class: "num", "data-p": r.make_marks },
          r.make_marks === null ? "not played out" : `${(r.make_marks * 100).toFixed(1)}%`),
        h("td", { class: "muted" }, [ci, note].filter((t) => t).join("; ")));
    });
    box.append(h("table", { class: "special" },
      h("thead", {}, h("tr", {}, h("th", {}, "contract"), h("th", {}, "bid"), h("th", {}, "makes"),
                      h("th", {}, j.exact ? "" : "95% interval"))),
      h("tbody", {}, rows)));
  }

  return { init, restore, state, analyze };
})();
