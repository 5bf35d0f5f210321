// The "Analyze a deal" view: four hands and a contract, `texas42 solve --played ... --format
// json` at every position, the value of every legal tile, and stepping through the play.
"use strict";

const DealView = (() => {
  const { $, h, message, SEATS } = UI;
  const SEAT_ORDER = ["N", "E", "S", "W"];
  let onRan = () => {};

  // The position analysed: the query (hands, contract) and the tiles played from the opening
  // lead; history[i] is what played[i] was worth against the best tile there.
  let query = null;
  let played = [];
  let history = [];
  const cache = new Map();  // args joined -> parsed result of one position

  function init(afterRun) {
    onRan = afterRun;
    $("deal-form").addEventListener("submit", (e) => { e.preventDefault(); analyze([]); });
    $("deal-cancel").addEventListener("click", () => Runner.cancel());
    $("deal-link").addEventListener("click", () => UI.copyLink($("deal-link")));
    $("deal-random").addEventListener("click", () => {
      const hands = Dominoes.randomDeal($("deal-seed").value);
      SEAT_ORDER.forEach((s, i) => { $(`deal-${s}`).value = hands[i].map(Dominoes.compact).join(" "); });
      message($("deal-error"), "");
    });
    $("deal-example").addEventListener("click", loadExample);
    $("deal-contract").addEventListener("change", syncContract);
    $("deal-start").addEventListener("click", () => step(() => goTo(0)));
    $("deal-back").addEventListener("click", () => step(() => goTo(played.length - 1)));
    $("deal-next").addEventListener("click", () => step(playBest));
    $("deal-end").addEventListener("click", () => step(playToEnd));
    syncContract();
  }

  // One step at a time: a tap while a position is being solved is ignored.
  let stepping = false;
  async function step(action) {
    if (stepping) return;
    stepping = true;
    try {
      await action();
    } finally {
      stepping = false;
    }
  }

  function syncContract() {
    const c = $("deal-contract").value;
    $("deal-trump-label").hidden = !(c === "normal" || c === "splash" || c === "plunge");
    $("deal-nello-label").hidden = c !== "nello";
  }

  async function loadExample() {
    const err = $("deal-error");
    message(err, "");
    const r = await UI.runCommand("deal", ["solve", "--example", "--trump", "sixes", "--values-only", "--format", "json"], err);
    if (!r) return;
    if (r.exit !== 0) return message(err, Runner.errorText(r));
    setHands(Runner.jsonLines(r.stdout)[0].deal);
  }

  function setHands(deal) {
    const hands = deal.replace(/^[NESW]:/, "").split("/");
    SEAT_ORDER.forEach((s, i) => { $(`deal-${s}`).value = (hands[i] || "").trim(); });
  }

  function readQuery() {
    return {
      hands: SEAT_ORDER.map((s) => $(`deal-${s}`).value.trim()),
      contract: $("deal-contract").value,
      trump: $("deal-trump").value,
      nello: $("deal-nello").value,
      declarer: $("deal-declarer").value,
    };
  }

  function state() {
    const q = query || readQuery();
    const s = { deal: q.hands.join("/"), contract: q.contract, declarer: q.declarer };
    if (q.contract === "nello") s.nello = q.nello;
    else if (q.contract !== "sevens") s.trump = q.trump;
    if (played.length) s.played = played.join(" ");
    return s;
  }

  function restore(params) {
    if (params.has("deal")) setHands(params.get("deal"));
    for (const [k, id] of [["contract", "deal-contract"], ["trump", "deal-trump"], ["nello", "deal-nello"],
                           ["declarer", "deal-declarer"]]) {
      if (params.has(k)) $(id).value = params.get(k);
    }
    syncContract();
    return params.has("played") ? Dominoes.splitTiles(params.get("played")).map((w) => Dominoes.parseTile(w) || w) : [];
  }

  function contractArgs(q) {
    const a = ["--declarer", q.declarer];
    if (q.contract !== "normal") a.push("--contract", q.contract);
    if (q.contract === "nello") a.push("--nello-doubles", q.nello);
    else if (q.contract !== "sevens") a.push("--trump", q.trump);
    return a;
  }

  function args(q, tiles) {
    const a = ["solve", "--deal", q.hands.join("/"), ...contractArgs(q), "--format", "json"];
    if (tiles.length) a.push("--played", tiles.join(" "));
    return a;
  }

  // Solves the position after `tiles`; resolves to the result object, or null (the error is
  // shown).
  async function solve(tiles) {
    const a = args(query, tiles);
    const key = a.join("\u0001");
    if (cache.has(key)) return cache.get(key);
    const r = await UI.runCommand("deal", a, $("deal-error"));
    if (!r) return null;
    if (r.exit !== 0) {
      message($("deal-error"), Runner.errorText(r));
      return null;
    }
    const result = Runner.jsonLines(r.stdout)[0].results[0];
    cache.set(key, result);
    return result;
  }

  // Starts a new analysis from the form, then plays `tiles` (from a link) one by one.
  async function analyze(tiles) {
    const err = $("deal-error");
    message(err, "");
    const q = readQuery();
    const bad = Dominoes.checkDeal(q.hands);
    if (bad) {
      message(err, bad);
      $("deal-result").hidden = true;
      return;
    }
    query = q;
    played = [];
    history = [];
    cache.clear();
    const first = await solve([]);
    if (!first) {
      $("deal-result").hidden = true;
      return;
    }
    for (const t of tiles) {
      if (!(await play(t, false))) break;
    }
    await render();
    $("deal-link").hidden = false;
    UI.reveal($("deal-result"));
  }

  function valueOf(result) {
    return result.points !== undefined ? result.points : result.tricks;
  }

  // Plays `tile` from the current position; records its value against the best.
  async function play(tile, draw = true) {
    const here = await solve(played);
    if (!here) return false;
    const choice = here.plays.find((p) => p.tile === tile);
    if (!choice) {
      message($("deal-error"), `${tile} cannot be played now: ${SEATS[here.to_move] || "nobody"} is to play, ` +
                               `and it is not his tile or does not follow suit`);
      return false;
    }
    const best = valueOf(here.plays[0]);
    const value = valueOf(choice);
    const next = await solve([...played, tile]);
    if (!next) return false;
    history.push({ tile, seat: here.to_move, value, best, cost: Math.abs(best - value), unit: here.unit });
    played.push(tile);
    message($("deal-error"), "");
    if (draw) await render();
    return true;
  }

  async function playBest() {
    const here = await solve(played);
    if (here && here.plays.length) await play(here.plays[0].tile);
  }

  // Plays the optimal line of the current position to the end: every tile keeps the value, so
  // costs nothing, and only the final position needs solving.
  async function playToEnd() {
    const here = await solve(played);
    if (!here || !here.plays.length) return;
    const value = valueOf(here);
    const line = (here.line || []).flatMap((t) => t.tiles).slice(played.length % perTrick());
    for (const tile of line) {
      history.push({ tile, seat: seatOf(tile), value, best: value, cost: 0, unit: here.unit });
      played.push(tile);
    }
    await render();
  }

  async function goTo(n) {
    if (n < 0 || n >= played.length && n !== 0) return;
    played = played.slice(0, n);
    history = history.slice(0, n);
    await render();
  }

  // Tiles in a trick: three in nello, where the declarer's partner sits out.
  function perTrick() {
    return query.contract === "nello" ? 3 : 4;
  }

  function seatOf(tile) {
    for (let s = 0; s < 4; s++) {
      if (Dominoes.parseTiles(query.hands[s]).tiles.includes(tile)) return SEAT_ORDER[s];
    }
    return "?";
  }

  function side(seat) {
    return seat === "N" || seat === "S" ? "North–South" : "East–West";
  }

  function unitWord(unit, n) {
    if (unit === "points") return n === 1 ? "point" : "points";
    return n === 1 ? unit.replace(/s$/, "") : unit;
  }

  async function render() {
    const r = await solve(played);
    if (!r) return;
    onRan("deal", state());
    $("deal-result").hidden = false;
    const q = query;
    const value = valueOf(r);
    const decl = SEATS[q.declarer];
    const contract = q.contract === "normal" ? q.trump : q.contract === "nello" ? `nello (doubles ${q.nello})`
                     : q.contract === "sevens" ? "sevens" : `${q.contract}, ${q.trump}`;
    const verdict = r.makes ? "the contract makes" : "the contract is set";
    const mover = r.to_move ? `${SEATS[r.to_move]} to play.` : "The hand is over.";
    const what = r.unit === "declarer tricks" ? `${decl} takes ${value} ${unitWord("tricks", value)} at best`
                 : `${side(q.declarer)} take ${value} ${unitWord(r.unit, value)}`;
    const bids = value === 42 ? "every bid makes, 1 mark and more"
                 : value >= 30 ? `bids 30 to ${value} make, higher bids are set` : "every bid is set";
    $("deal-status").textContent = `${decl} declares ${contract}. After ${played.length} of ${7 * perTrick()} tiles, ` +
      `with best play from here ${what}: ${r.unit === "points" ? bids : verdict}. ${mover}`;
    $("deal-back").disabled = $("deal-start").disabled = played.length === 0;
    $("deal-next").disabled = $("deal-end").disabled = !r.plays.length;
    drawTable(r);
    drawPlays(r);
    drawHistory();
    drawLine(r);
  }

  function drawTable(r) {
    const box = $("deal-table");
    box.textContent = "";
    const legal = new Map(r.plays.map((p) => [p.tile, p]));
    const per = perTrick();
    const trickStart = played.length - (played.length % per);
    const inTrick = played.slice(trickStart);
    SEAT_ORDER.forEach((s, i) => {
      const left = Dominoes.parseTiles(query.hands[i]).tiles.filter((t) => !played.includes(t));
      const tiles = left.map((t) => {
        const p = r.to_move === s ? legal.get(t) : null;
        const b = h("button", { type: "button", class: `tile${p ? " legal" : ""}`, disabled: !p, title: t,
                                "data-tile": t, onclick: p ? () => step(() => play(t)) : null });
        b.append(Dominoes.draw(t, { vertical: true }));
        return b;
      });
      const out = query.contract === "nello" && s === SEAT_ORDER[(SEAT_ORDER.indexOf(query.declarer) + 2) % 4];
      box.append(h("div", { class: `seat seat-${s}${r.to_move === s ? " to-move" : ""}${out ? " sits-out" : ""}` },
        h("div", { class: "seat-name" }, SEATS[s], s === query.declarer ? " (declarer)" : "", out ? " (sits out)" : ""),
        h("div", { class: "seat-tiles" }, tiles)));
    });
    const trick = h("div", { class: "trick", "aria-label": "the trick in play" },
      inTrick.length ? inTrick.map((t) => h("div", { class: "trick-tile" }, Dominoes.draw(t),
                                           h("span", {}, SEATS[seatOf(t)])))
                     : h("span", { class: "muted" }, played.length ? `trick ${played.length / per} done` : "opening lead"));
    box.append(trick);
  }

  function drawPlays(r) {
    const box = $("deal-plays");
    box.textContent = "";
    if (!r.plays.length) {
      box.append(h("p", { class: "muted" }, "No tile left to play."));
      return;
    }
    const best = valueOf(r.plays[0]);
    for (const p of r.plays) {
      const v = valueOf(p);
      const cost = Math.abs(best - v);
      box.append(h("button", { type: "button", class: `play${cost === 0 ? " best" : ""}`, "data-tile": p.tile,
                               "data-value": v, onclick: () => step(() => play(p.tile)) },
        Dominoes.draw(p.tile),
        h("span", { class: "value" }, String(v)),
        h("span", { class: "cost" }, cost === 0 ? "best" : `−${cost}`)));
    }
  }

  function drawHistory() {
    const list = $("deal-history");
    list.textContent = "";
    history.forEach((x, i) => {
      const note = x.cost === 0 ? "best" : `gave away ${x.cost} ${unitWord(x.unit, x.cost)} (the best tile left ${x.best})`;
      list.append(h("li", { class: x.cost ? "costly" : null, "data-cost": x.cost },
        h("button", { type: "button", class: "link", title: "Go back to this play", onclick: () => step(() => goTo(i)) },
          `${SEATS[x.seat]} ${x.tile}`), ` → ${x.value}: ${note}`));
    });
    if (!history.length) list.append(h("li", { class: "muted" }, "No tile played yet."));
  }

  function drawLine(r) {
    const list = $("deal-line");
    list.textContent = "";
    for (const t of r.line || []) {
      const v = t.points !== undefined ? `${t.points} ${unitWord("points", t.points)}` : `${t.tricks} ${unitWord("tricks", t.tricks)}`;
      list.append(h("li", {}, `${SEATS[t.leader]} leads `, h("span", { class: "tiles" }, t.tiles.join(" ")),
                    `; ${SEATS[t.winner]} wins ${v}`));
    }
  }

  return { init, restore, state, analyze };
})();
