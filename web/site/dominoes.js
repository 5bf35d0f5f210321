// Dominoes: the 28 tiles, reading tiles, hands and deals as the CLI does, and drawing a tile.
"use strict";

const Dominoes = (() => {
  const SVG = "http://www.w3.org/2000/svg";

  // All 28 tiles, high end first ("6-6", "6-5", ... "0-0").
  const ALL = [];
  for (let h = 6; h >= 0; h--) for (let l = h; l >= 0; l--) ALL.push(`${h}-${l}`);

  // "64", "6-4", "46", "6:4" -> "6-4"; anything else -> null.
  function parseTile(text) {
    const m = /^([0-6])[-:]?([0-6])$/.exec(text.trim());
    if (!m) return null;
    const a = Number(m[1]), b = Number(m[2]);
    return a >= b ? `${a}-${b}` : `${b}-${a}`;
  }

  function splitTiles(text) {
    return text.split(/[\s,]+/).filter((s) => s.length > 0);
  }

  // A word as an error message quotes it: a long one is cut (a pasted page is not echoed whole).
  function quoteWord(word, most = 24) {
    return word.length <= most ? word : `${word.slice(0, most)}…`;
  }

  // Reads tiles separated by spaces or commas. Returns {tiles, error}; error names the first
  // problem: a word that is no tile, or a tile given twice.
  function parseTiles(text) {
    const tiles = [];
    for (const word of splitTiles(text)) {
      const tile = parseTile(word);
      if (!tile) return { tiles, error: `"${quoteWord(word)}" is not a domino (write 6-4 or 64)` };
      if (tiles.includes(tile)) return { tiles, error: `${tile} is given twice` };
      tiles.push(tile);
    }
    return { tiles, error: null };
  }

  // A hand of exactly seven different tiles.
  function parseHand(text) {
    const { tiles, error } = parseTiles(text);
    if (error) return { tiles, error };
    if (tiles.length !== 7) {
      return { tiles, error: `a hand is 7 dominoes; this has ${tiles.length}` };
    }
    return { tiles, error: null };
  }

  // Four hands (N, E, S, W) of seven, 28 different tiles between them.
  function checkDeal(hands) {
    const seen = new Map();
    const names = ["North", "East", "South", "West"];
    for (let s = 0; s < 4; s++) {
      const { tiles, error } = parseHand(hands[s]);
      if (error) return `${names[s]}: ${error}`;
      for (const t of tiles) {
        if (seen.has(t)) return `${t} is in both ${seen.get(t)}'s and ${names[s]}'s hands`;
        seen.set(t, names[s]);
      }
    }
    return null;
  }

  function compact(tile) {
    return tile.replace("-", "");
  }

  function sortTiles(tiles) {
    return [...tiles].sort((a, b) => ALL.indexOf(a) - ALL.indexOf(b));
  }

  // Pip positions on a 3x3 grid (0..2 across, 0..2 down) for 0..6 pips.
  const PIPS = [
    [],
    [[1, 1]],
    [[0, 0], [2, 2]],
    [[0, 0], [1, 1], [2, 2]],
    [[0, 0], [2, 0], [0, 2], [2, 2]],
    [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
    [[0, 0], [0, 1], [0, 2], [2, 0], [2, 1], [2, 2]],
  ];

  function el(name, attrs) {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    return e;
  }

  // An SVG drawing of a tile, high end on the left (or on top with vertical: true).
  function draw(tile, opts = {}) {
    const [hi, lo] = tile.split("-").map(Number);
    const vertical = !!opts.vertical;
    const svg = el("svg", {
      viewBox: vertical ? "0 0 50 100" : "0 0 100 50",
      class: "domino-svg",
      role: "img",
      "aria-label": tile,
    });
    svg.appendChild(el("rect", { x: 1.5, y: 1.5, width: vertical ? 47 : 97, height: vertical ? 97 : 47,
                                 rx: 7, class: "domino-face" }));
    svg.appendChild(vertical ? el("line", { x1: 8, y1: 50, x2: 42, y2: 50, class: "domino-bar" })
                             : el("line", { x1: 50, y1: 8, x2: 50, y2: 42, class: "domino-bar" }));
    [hi, lo].forEach((n, half) => {
      for (const [gx, gy] of PIPS[n]) {
        const cx = 11 + gx * 14 + (vertical ? 0 : half * 50);
        const cy = 11 + gy * 14 + (vertical ? half * 50 : 0);
        svg.appendChild(el("circle", { cx, cy, r: 5.4, class: "domino-pip" }));
      }
    });
    return svg;
  }

  // A deterministic shuffle of the 28 tiles into four hands (N, E, S, W), from a seed.
  function randomDeal(seed) {
    let a = (Number(seed) >>> 0) || 1;
    const rand = () => {  // mulberry32
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const tiles = [...ALL];
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
    }
    return [0, 1, 2, 3].map((s) => sortTiles(tiles.slice(s * 7, s * 7 + 7)));
  }

  return { ALL, parseTile, splitTiles, parseTiles, parseHand, checkDeal, compact, sortTiles, draw, randomDeal };
})();
