// Small page helpers shared by the three views: building elements, messages, the progress bar,
// the colour scale, and running a CLI command with the view's Run/Cancel buttons.
"use strict";

const UI = (() => {
  const $ = (id) => document.getElementById(id);

  // h("td", {class: "x", title: "..."}, "text", childNode, ...)
  function h(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") e.className = v;
      else if (k === "style") e.style.cssText = v;
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (k === "dataset") Object.assign(e.dataset, v);
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat()) {
      if (c === null || c === undefined || c === false) continue;
      e.append(c instanceof Node ? c : String(c));
    }
    return e;
  }

  function message(el, text) {
    el.textContent = text || "";
    el.hidden = !text;
  }

  const SEATS = { N: "North", E: "East", S: "South", W: "West" };

  function percent(p) {
    return `${Math.round(p * 100)}%`;
  }

  function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  function bidLabel(bid) {
    return bid >= 42 ? (bid === 42 ? "1 mark" : `${bid / 42} marks`) : String(bid);
  }

  // Viridis (colour-blind safe, dark to light), sampled at 9 stops; t in [0, 1].
  const VIRIDIS = ["#440154", "#472d7b", "#3b528b", "#2c728e", "#21918c", "#28ae80", "#5ec962",
                   "#addc30", "#fde725"];
  function viridis(t) {
    const x = Math.min(1, Math.max(0, t)) * (VIRIDIS.length - 1);
    const i = Math.min(VIRIDIS.length - 2, Math.floor(x));
    const f = x - i;
    const a = hex(VIRIDIS[i]), b = hex(VIRIDIS[i + 1]);
    const c = a.map((v, k) => Math.round(v + (b[k] - v) * f));
    return `rgb(${c.join(",")})`;
  }
  function hex(s) {
    return [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16));
  }
  // WCAG's relative luminance of an "rgb(r,g,b)" colour, and the contrast of two luminances.
  function luminance(rgb) {
    const [r, g, b] = rgb.match(/\d+/g).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }
  function contrast(a, b) {
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }
  // Black or white text on the scale's colour at t, whichever contrasts more: at least 4.6:1
  // everywhere on the scale (WCAG AA asks 4.5:1), the middle band around 50% included.
  function inkFor(t) {
    const l = luminance(viridis(t));
    return contrast(l, 0) >= contrast(l, 1) ? "#000" : "#fff";
  }

  // Runs args for a view: disables its Run button, shows Cancel and the progress bar (when the
  // view has one), and resolves to the CLI's result, or null when cancelled. Errors of the
  // engine itself (not of the CLI) are shown in errorEl and resolve to null. Options:
  // `stdin`, the command's standard input; `count`, the total the progress label names (the
  // samples asked for), whatever total the CLI counts in: its progress is scaled to it.
  const VIEW_NAMES = { bid: "Help me bid", deal: "Analyze a deal", review: "Review a hand", play: "Play a hand" };

  // What a cancelled run says: nothing when the same work started again, "Cancelled." for the
  // Cancel button, and otherwise what took its place.
  function cancelledText(err) {
    if (err.reason === null) return "";
    return err.reason ? `Cancelled: ${err.reason}.` : "Cancelled.";
  }

  // A message quoting the user's input, cut to `most` characters (a pasted essay is not echoed).
  function clip(text, most = 300) {
    const s = String(text);
    return s.length <= most ? s : `${s.slice(0, most)}… (${s.length - most} more characters)`;
  }

  async function runCommand(view, args, errorEl, { stdin, count, what } = {}) {
    const run = $(`${view}-run`), cancel = $(`${view}-cancel`), prog = $(`${view}-progress`);
    run.disabled = true;
    cancel.hidden = false;
    const stopBusy = busy(run);
    if (prog) {
      prog.hidden = false;
      setProgress(prog, 0, 0, "");
    }
    try {
      const onProgress = (done, total, unit) => {
        if (!prog) return;
        if (count && total > 0) setProgress(prog, Math.floor((done * count) / total), count, unit);
        else setProgress(prog, done, total, unit);
      };
      return await Runner.run(args, onProgress, stdin, what || VIEW_NAMES[view]);
    } catch (err) {
      if (!err.cancelled) message(errorEl, `The engine failed: ${err.message || err}`);
      else message(errorEl, cancelledText(err));
      return null;
    } finally {
      run.disabled = false;
      cancel.hidden = true;
      stopBusy();
      if (prog) prog.hidden = true;
    }
  }

  function busy(button) {
    const text = button.textContent;
    button.textContent = "Working…";
    return () => { button.textContent = text; };
  }

  function setProgress(prog, done, total, unit) {
    const bar = prog.querySelector(".bar span");
    const label = prog.querySelector(".label");
    // The bar is a progressbar to screen readers: its values and the label's words.
    const meter = prog.querySelector(".bar");
    if (total > 0) {
      bar.style.width = `${Math.min(100, (100 * done) / total)}%`;
      prog.classList.remove("indeterminate");
      label.textContent = `${done} of ${total} ${unit || ""}`.trim();
      meter.setAttribute("aria-valuemin", "0");
      meter.setAttribute("aria-valuemax", String(total));
      meter.setAttribute("aria-valuenow", String(Math.min(done, total)));
    } else {
      bar.style.width = "30%";
      prog.classList.add("indeterminate");
      label.textContent = "Starting…";
      for (const a of ["aria-valuemin", "aria-valuemax", "aria-valuenow"]) meter.removeAttribute(a);
    }
    meter.setAttribute("aria-valuetext", label.textContent);
  }

  // Scrolls a fresh result into view when it starts below the first part of the screen (on a
  // phone the result is under the form).
  function reveal(el) {
    if (el.hidden) return;
    const top = el.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.6) el.scrollIntoView({ block: "start" });
  }

  async function copyLink(button) {
    const url = location.href;
    try {
      await navigator.clipboard.writeText(url);
      flash(button, "Link copied");
    } catch {
      window.prompt("Copy this link:", url);
    }
  }
  function flash(button, text) {
    const old = button.textContent;
    button.textContent = text;
    setTimeout(() => { button.textContent = old; }, 1500);
  }

  return { $, h, message, clip, cancelledText, VIEW_NAMES, SEATS, percent, capitalize, bidLabel, viridis, inkFor, runCommand, copyLink, reveal };
})();
