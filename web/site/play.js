// The "Play a hand" view: the player takes a seat and the computer plays the other three with
// the table player (`texas42 play --next`, one position at a time, in the engine's worker). The
// contract is the bid analysis's (`texas42 bid --over` for each seat in turn) or the player's
// own. The player's legal tiles are marked; an illegal one is refused with the CLI's reason; a
// hint is the table player's choice in the player's seat; at the end, `texas42 review --play
// table` shows what every play cost, as the *Review a hand* view shows it.
"use strict";

const PlayView = (() => {
  const { $, h, message, SEATS } = UI;
  const SEAT_ORDER = ["N", "E", "S", "W"];
  // The grid area of each seat counted clockwise from the player's: the player at the bottom.
  const AREAS = ["s", "w", "n", "e"];
  const AUCTION_SAMPLES = 40;  // double dummy, a quick and honest guess at each hand's worth
  let onRan = () => {};
  let pace = 350;  // ms between the computer's tiles, so that the player sees them fall

  // The game: the deal (four hands, N E S W), the player's seat, the contract, the table players'
  // seed and worlds, the auction as said; the tiles played from the opening lead; `turn`, the
  // table player's answer at the position where the player is to move (his legal tiles and the
  // hint); `next`, the seat to move at `played.length` when known; `review` at the end.
  let game = null;
  let played = [];
  let turn = null;
  let next = null;
  let review = null;
  let generation = 0;  // bumped by a new game or an undo: late answers of the old one are dropped
  let thinking = false;
  let stalled = false;  // a run of the game was cancelled (other work started): Continue goes on

  function init(afterRun) {
    onRan = afterRun;
    $("play-form").addEventListener("submit", (e) => { e.preventDefault(); start(); });
    $("play-cancel").addEventListener("click", () => Runner.cancel());
    $("play-link").addEventListener("click", () => UI.copyLink($("play-link")));
    $("play-random").addEventListener("click", () => newDeal(false));
    $("play-new").addEventListener("click", () => newDeal(true));
    $("play-hint").addEventListener("click", showHint);
    $("play-undo").addEventListener("click", undo);
    $("play-resume").addEventListener("click", resume);
    for (const r of document.querySelectorAll('input[name="play-bidding"]')) r.addEventListener("change", syncBidding);
    syncBidding();
  }

  function setPace(ms) {
    pace = ms;
  }

  function syncBidding() {
    const mine = document.querySelector('input[name="play-bidding"]:checked').value === "mine";
    for (const id of ["play-declarer", "play-trump", "play-bid"]) $(id).disabled = !mine;
  }

  // The next deal number, dealt now (and played at once when `play` is set).
  function newDeal(play) {
    const n = $("play-number");
    n.value = String((Number(n.value) >>> 0) + 1);
    $("play-deal").value = "";
    message($("play-error"), "");
    if (play) start();
  }

  function seatIndex(seat) {
    return SEAT_ORDER.indexOf(seat);
  }

  function side(seat) {
    return seat === "N" || seat === "S" ? "North–South" : "East–West";
  }

  function sameSide(a, b) {
    return seatIndex(a) % 2 === seatIndex(b) % 2;
  }

  function bidText(bid) {
    return UI.bidLabel(Number(bid));
  }

  // The four hands of the form: typed, or dealt from the deal number.
  function readDeal() {
    const text = $("play-deal").value.trim();
    if (!text) return { hands: Dominoes.randomDeal($("play-number").value).map((h) => h.map(Dominoes.compact).join(" ")) };
    const hands = text.replace(/^[NESW]:/, "").split("/").map((s) => s.trim());
    if (hands.length !== 4) return { error: "A deal is four hands, North/East/South/West, separated by '/'." };
    const bad = Dominoes.checkDeal(hands);
    return bad ? { error: bad } : { hands };
  }

  // Starts a game from the form: the deal, then the auction (or the named contract), then play.
  async function start() {
    const err = $("play-error");
    message(err, "");
    const deal = readDeal();
    if (deal.error) return message(err, UI.clip(deal.error));
    const g = { hands: deal.hands, seat: $("play-seat").value, number: $("play-number").value, seed: "1",
                worlds: (game && game.worlds) || undefined };
    const gen = ++generation;
    reset();
    if (document.querySelector('input[name="play-bidding"]:checked').value === "mine") {
      Object.assign(g, { declarer: $("play-declarer").value, trump: $("play-trump").value, bid: $("play-bid").value });
    } else {
      const auction = await bidAll(g.hands, g.number, err);
      if (!auction || gen !== generation) return;
      Object.assign(g, auction);
    }
    game = g;
    await begin([], gen);
  }

  function reset() {
    stalled = false;
    played = [];
    turn = null;
    next = null;
    review = null;
    $("play-review").textContent = "";
    message($("play-message"), "");
    $("play-hint-box").hidden = true;
  }

  // The auction: North, East, South, West each bid what the bid analysis (double dummy,
  // AUCTION_SAMPLES layouts) advises over the highest bid so far; when all pass, West, the
  // dealer, must bid 30. Resolves to {declarer, trump, bid, auction} or null.
  async function bidAll(hands, number, err) {
    let high = 0, declarer = null, trump = null;
    const calls = [];
    let last = null;
    for (let s = 0; s < 4; s++) {
      const seat = SEAT_ORDER[s];
      const args = ["bid", "--hand", hands[s], "--declarer", seat, "--contract", "normal", "--play", "dd",
                    "--samples", String(AUCTION_SAMPLES), "--seed", String(number), "--format", "json"];
      if (high) args.push("--over", String(high));
      const r = await UI.runCommand("play", args, err, { count: AUCTION_SAMPLES });
      if (!r) return null;
      if (r.exit !== 0) {
        message(err, Runner.errorText(r));
        return null;
      }
      const advice = JSON.parse(r.stdout).advice;
      last = advice;
      if (advice.pass || !advice.bid_now) {
        calls.push("p");
        continue;
      }
      const at = advice.by_bid.find((b) => b.bid === Math.min(42, advice.bid_now));
      high = advice.bid_now;
      declarer = seat;
      trump = at ? at.trump : advice.trump;
      calls.push(String(high));
    }
    if (!declarer) {  // everybody passed: the dealer bids 30
      const at = last.by_bid.find((b) => b.bid === 30);
      declarer = "W";
      trump = at.trump;
      high = 30;
      calls[3] = "30!";
    }
    return { declarer, trump, bid: String(high), auction: calls.join(",") };
  }

  function auctionText(g) {
    if (!g.auction) return `${SEATS[g.declarer]} declares ${g.trump} at ${bidText(g.bid)} (named by you).`;
    const calls = g.auction.split(",").map((c, i) => {
      const who = SEATS[SEAT_ORDER[i]];
      if (c === "p") return `${who} passes`;
      if (c.endsWith("!")) return `${who} must bid ${bidText(c.slice(0, -1))} (everybody passed)`;
      return `${who} bids ${bidText(c)}`;
    });
    return `Auction (the bid analysis for each seat): ${calls.join(", ")}. ` +
           `${SEATS[g.declarer]} declares ${g.trump} at ${bidText(g.bid)}.`;
  }

  function state() {
    if (!game) return {};
    return { deal: game.hands.join("/"), seat: game.seat, declarer: game.declarer, trump: game.trump,
             bid: game.bid, auction: game.auction, number: game.number, seed: game.seed !== "1" ? game.seed : undefined,
             worlds: game.worlds, played: played.length ? played.join(" ") : undefined };
  }

  // Restores a game from a link: its deal, seat and contract, and the tiles played so far.
  function restore(params) {
    if (!params.has("deal")) return false;
    const hands = params.get("deal").split("/").map((s) => s.trim());
    if (hands.length !== 4 || Dominoes.checkDeal(hands)) {
      message($("play-error"), UI.clip(`The link's deal is not a deal: ${Dominoes.checkDeal(hands) || "four hands are needed"}`));
      return false;
    }
    const g = { hands, seat: SEAT_ORDER.includes(params.get("seat")) ? params.get("seat") : "S",
                declarer: SEAT_ORDER.includes(params.get("declarer")) ? params.get("declarer") : "N",
                trump: params.get("trump") || "sixes", bid: params.get("bid") || "30",
                auction: params.get("auction") || undefined, number: params.get("number") || "1",
                seed: params.get("seed") || "1", worlds: params.get("worlds") || undefined };
    $("play-seat").value = g.seat;
    $("play-number").value = g.number;
    $("play-deal").value = g.hands.join("/");
    $("play-declarer").value = g.declarer;
    $("play-trump").value = g.trump;
    $("play-bid").value = g.bid;
    document.querySelector(`input[name="play-bidding"][value="${g.auction ? "auto" : "mine"}"]`).checked = true;
    syncBidding();
    game = g;
    const tiles = params.has("played") ? Dominoes.splitTiles(params.get("played")).map((w) => Dominoes.parseTile(w) || w) : [];
    const gen = ++generation;
    reset();
    begin(tiles, gen);
    return true;
  }

  // Plays from the tiles given (a link's, or none) on.
  async function begin(tiles, gen) {
    $("play-result").hidden = false;
    $("play-link").hidden = false;
    played = [...tiles];
    render();
    UI.reveal($("play-result"));
    await advance(gen);
  }

  function contractArgs() {
    return ["--deal", game.hands.join("/"), "--trump", game.trump, "--declarer", game.declarer, "--bid", game.bid];
  }

  function drawArgs() {
    return ["--seed", game.seed, ...(game.worlds ? ["--worlds", game.worlds] : [])];
  }

  // One engine run for the game; null when it was cancelled, failed or the game moved on.
  async function run(args, gen) {
    thinking = true;
    syncButtons();
    try {
      const r = await Runner.run(args, null, undefined, "Play a hand");
      if (gen !== generation) return null;
      return r;
    } catch (e) {
      if (gen === generation) {
        message($("play-message"), e.cancelled ? UI.cancelledText(e) : `The engine failed: ${e.message || e}`);
        stalled = true;
      }
      return null;
    } finally {
      if (gen === generation) {
        thinking = false;
        syncButtons();
      }
    }
  }

  // Lets the computer play until it is the player's turn or the hand is over.
  async function advance(gen) {
    while (gen === generation) {
      if (pause()) return;
      onRan("play", state());
      if (played.length === 28) return finish(gen);
      render();
      const r = await run(["play", ...contractArgs(), "--played", played.join(" "), "--next", ...drawArgs(),
                           "--format", "json"], gen);
      if (!r) return;
      if (r.exit !== 0) {
        message($("play-message"), UI.clip(Runner.errorText(r).replace(/^--played: /, "")));
        render();
        return;
      }
      const j = JSON.parse(r.stdout);
      next = { at: played.length, seat: j.seat };
      if (j.seat === game.seat) {
        turn = j;
        render();
        return;
      }
      render();
      if (pace) await new Promise((resolve) => setTimeout(resolve, pace));
      if (gen !== generation) return;
      played.push(j.tile);
    }
  }

  // The player taps one of his tiles.
  async function tap(tile) {
    if (!turn || thinking) return;
    const gen = generation;
    message($("play-message"), "");
    if (turn.tiles.some((t) => t.tile === tile)) {
      turn = null;
      $("play-hint-box").hidden = true;
      played.push(tile);
      await advance(gen);
      return;
    }
    // Not a legal tile: the CLI says why.
    const r = await run(["play", ...contractArgs(), "--played", [...played, tile].join(" "), "--next", ...drawArgs(),
                         "--format", "json"], gen);
    if (!r) return;
    if (r.exit === 0) {  // the CLI takes it: a legal tile after all
      turn = null;
      played.push(tile);
      await advance(gen);
      return;
    }
    message($("play-message"), `Not that one: ${UI.clip(Runner.errorText(r).replace(/^--played: /, ""))}`);
  }

  // The hint: the tile the table player would choose in the player's seat, and how often each
  // legal tile reached his side's goal in the layouts he drew.
  function showHint() {
    if (!turn) return;
    const box = $("play-hint-box");
    box.textContent = "";
    const goal = sameSide(game.seat, game.declarer) ? `make the bid (${bidText(game.bid)})` : `set the bid (${bidText(game.bid)})`;
    if (turn.forced) {
      box.append(h("p", {}, `Any legal tile does as well as another here: the table player would play ${turn.tile}.`));
    } else {
      box.append(h("p", {}, h("b", {}, `Hint: the table player would play ${turn.tile}. `),
        `Seeing only your hand, he drew ${turn.worlds} layouts of the hidden tiles; how often each tile lets your side ${goal}:`));
      box.append(h("ul", { class: "hint-list" }, turn.tiles.map((t) =>
        h("li", { "data-tile": t.tile, class: t.tile === turn.tile ? "chosen" : null },
          `${t.tile}: ${t.reached} of ${t.worlds} layouts (${UI.percent(t.worlds ? t.reached / t.worlds : 0)})`))));
    }
    box.hidden = false;
  }

  // The game computes only while its view is shown, so that it neither cancels the work of
  // another view nor rewrites its link: hidden, it stops, and goes on when shown again.
  function pause() {
    if (!$("view-play").hidden) return false;
    stalled = true;
    syncButtons();
    return true;
  }

  function shown() {
    if (stalled) resume();
  }

  // Goes on with the game after its run was cancelled, or its view hidden.
  function resume() {
    if (!game || thinking) return;
    const gen = ++generation;
    const keep = [...played];
    reset();
    begin(keep, gen);
  }

  // Takes back the player's last tile and the computer's tiles after it.
  function undo() {
    const mine = played.map((t, i) => (seatOf(t) === game.seat ? i : -1)).filter((i) => i >= 0);
    if (!mine.length || thinking) return;
    const gen = ++generation;
    const keep = played.slice(0, mine[mine.length - 1]);
    reset();
    begin(keep, gen);
  }

  async function finish(gen) {
    if (pause()) return;
    turn = null;
    next = null;
    render();
    const r = await run(["review", ...contractArgs(), "--played", played.join(" "), "--play", "table", ...drawArgs(),
                         "--format", "json"], gen);
    if (!r) return;
    if (r.exit !== 0) {
      message($("play-message"), UI.clip(Runner.errorText(r)));
      return;
    }
    review = Runner.jsonLines(r.stdout)[0];
    render();
    const box = $("play-review");
    box.textContent = "";
    box.append(yourPlays(review), ReviewView.drawReview(review, false, box));
  }

  // What the player's own plays cost, double dummy and at the table.
  function yourPlays(rv) {
    const mine = rv.plays.filter((p) => p.seat === game.seat);
    const cost = mine.reduce((a, p) => a + p.cost, 0);
    const guesses = mine.filter((p) => p.cost > 0 && p.mistake === false).length;
    const mistakes = mine.filter((p) => p.cost > 0 && p.mistake !== false);
    const taken = rv.points;
    const result = `${side(game.declarer)} took ${taken} ${taken === 1 ? "point" : "points"}: the bid of ` +
                   `${bidText(game.bid)} ${rv.makes ? "makes" : "is set"}.`;
    return h("div", { class: "panel your-plays" },
      h("h3", {}, "How you played"),
      h("p", { class: "advice", id: "play-result-line" }, result),
      h("p", {}, `Your ${mine.length} plays gave away ${cost} ${cost === 1 ? "point" : "points"} double dummy` +
        (guesses ? `; ${guesses} of the costly ones were the table player's own best guess from your hand` : "") + ".",
        mistakes.length ? ` Costly plays: ${mistakes.map((p) => `trick ${p.trick} ${p.tile} (−${p.cost}, best ${p.best.join(" ")})`).join("; ")}.` : ""));
  }

  function seatOf(tile) {
    for (let s = 0; s < 4; s++) if (Dominoes.parseTiles(game.hands[s]).tiles.includes(tile)) return SEAT_ORDER[s];
    return "?";
  }

  // Points of a trick: one, and the count (5-5 and 6-4 are 10; 5-0, 4-1 and 3-2 are 5).
  function trickPoints(tiles) {
    return 1 + tiles.reduce((a, t) => {
      const [x, y] = t.split("-").map(Number);
      return a + (x + y === 10 ? 10 : x + y === 5 ? 5 : 0);
    }, 0);
  }

  // The tricks so far: tiles, leader, and the winner where known (the next trick's leader; the
  // last trick's from the review's total).
  function tricks() {
    const out = [];
    for (let k = 0; k * 4 < played.length; k++) {
      const tiles = played.slice(k * 4, k * 4 + 4);
      let winner = null;
      if (tiles.length === 4) {
        if (played.length > (k + 1) * 4) winner = seatOf(played[(k + 1) * 4]);
        else if (next && next.at === (k + 1) * 4) winner = next.seat;
      }
      out.push({ tiles, leader: seatOf(tiles[0]), winner, points: trickPoints(tiles) });
    }
    if (review && out.length === 7 && !out[6].winner) {
      const before = out.slice(0, 6).filter((t) => sameSide(t.winner, game.declarer)).reduce((a, t) => a + t.points, 0);
      out[6].winner = review.points - before > 0 ? game.declarer : SEAT_ORDER[(seatIndex(game.declarer) + 1) % 4];
    }
    return out;
  }

  function syncButtons() {
    $("play-hint").disabled = !turn || thinking;
    $("play-resume").hidden = !stalled || thinking;
    $("play-undo").disabled = thinking || !game || !played.some((t) => seatOf(t) === game.seat);
  }

  function render() {
    if (!game) return;
    const all = tricks();
    const score = { NS: 0, EW: 0 };
    for (const t of all) if (t.winner) score[sameSide(t.winner, "N") ? "NS" : "EW"] += t.points;
    $("play-contract").textContent = `You are ${SEATS[game.seat]}${sameSide(game.seat, game.declarer) ? " (bidding side)" : " (defending)"}. ` +
                                     auctionText(game);
    const over = played.length === 28;
    const mover = turn ? "Your turn: tap a marked tile." : over ? (review ? "The hand is over." : "The hand is over; reviewing it…")
                : next && next.at === played.length ? `${SEATS[next.seat]} is thinking…` : "Thinking…";
    $("play-status").textContent = `Trick ${Math.min(7, Math.floor(played.length / 4) + 1)} of 7. ` +
      `North–South ${score.NS}, East–West ${score.EW}. ${mover}`;
    drawTable(all, over);
    drawTricks(all);
    syncButtons();
  }

  function drawTable(all, over) {
    const box = $("play-table");
    box.textContent = "";
    const legal = new Set(turn ? turn.tiles.map((t) => t.tile) : []);
    const me = seatIndex(game.seat);
    SEAT_ORDER.forEach((s, i) => {
      const left = Dominoes.sortTiles(Dominoes.parseTiles(game.hands[i]).tiles.filter((t) => !played.includes(t)));
      const open = s === game.seat || over;
      const tiles = left.map((t) => {
        if (!open) return h("span", { class: "tile back", "aria-hidden": "true" });
        if (s !== game.seat) return h("span", { class: "tile shown" }, Dominoes.draw(t, { vertical: true }));
        const ok = legal.has(t);
        const b = h("button", { type: "button", class: `tile mine${ok ? " legal" : turn ? " illegal" : ""}`,
                                title: ok ? `play ${t}` : turn ? `${t} cannot be played now` : t,
                                "aria-label": ok ? `play ${t}` : `${t}, not playable now`, "data-tile": t,
                                "aria-disabled": ok ? null : "true", onclick: () => tap(t) });
        b.append(Dominoes.draw(t, { vertical: true }));
        return b;
      });
      const moving = (turn && s === game.seat) || (!turn && next && next.at === played.length && next.seat === s);
      box.append(h("div", { class: `seat area-${AREAS[(i - me + 4) % 4]}${moving ? " to-move" : ""}`, "data-seat": s },
        h("div", { class: "seat-name" }, SEATS[s], s === game.seat ? " (you)" : "", s === game.declarer ? " — declarer" : "",
          !open ? ` · ${left.length} tiles` : ""),
        h("div", { class: "seat-tiles" }, tiles)));
    });
    const current = all.length && all[all.length - 1].tiles.length < 4 ? all[all.length - 1] : null;
    const shown = current || all[all.length - 1];
    const trick = h("div", { class: "trick", "aria-label": "the trick", "aria-live": "polite" });
    if (!shown) trick.append(h("span", { class: "muted" }, `${SEATS[game.declarer]} leads.`));
    else {
      trick.append(...shown.tiles.map((t) => h("div", { class: "trick-tile", "data-tile": t }, Dominoes.draw(t),
                                                 h("span", {}, SEATS[seatOf(t)]))));
      if (!current && shown.winner) trick.append(h("span", { class: "muted" }, `${SEATS[shown.winner]} wins ${shown.points}`));
    }
    box.append(trick);
  }

  function drawTricks(all) {
    const list = $("play-tricks");
    list.textContent = "";
    for (const t of all) {
      if (t.tiles.length < 4) continue;
      list.append(h("li", {}, `${SEATS[t.leader]} leads: `, h("span", { class: "tiles" }, t.tiles.join(" ")),
        t.winner ? `; ${SEATS[t.winner]} wins ${t.points} ${t.points === 1 ? "point" : "points"}` : ""));
    }
    if (!list.children.length) list.append(h("li", { class: "muted" }, "No trick yet."));
  }

  return { init, restore, state, start, setPace, shown };
})();
