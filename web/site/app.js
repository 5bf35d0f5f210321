// The page: tabs, and the link (URL fragment) that names a view and its input, e.g.
// #bid?hand=66+64+63+61+55+33+20&samples=500&seed=1&play=dd. Opening such a link restores the
// view and runs it.
"use strict";

(() => {
  const { $ } = UI;
  const VIEWS = { bid: BidView, deal: DealView, review: ReviewView, play: PlayView };

  function show(view) {
    for (const name of Object.keys(VIEWS)) {
      const on = name === view;
      $(`view-${name}`).hidden = !on;
      const tab = $(`tab-${name}`);
      tab.setAttribute("aria-selected", on ? "true" : "false");
      tab.tabIndex = on ? 0 : -1;
    }
    if (view === "play") PlayView.shown();
  }

  // A view ran: the link now names its input.
  function ran(view, state) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(state)) if (v !== undefined && v !== "") params.set(k, v);
    history.replaceState(null, "", `#${view}?${params}`);
  }

  function parseHash() {
    const m = /^#(bid|deal|review|play)(?:\?(.*))?$/.exec(location.hash);
    return m ? { view: m[1], params: new URLSearchParams(m[2] || "") } : null;
  }

  // Restores a view from the link and runs it when the link holds an input.
  function openLink() {
    const link = parseHash();
    if (!link) return false;
    show(link.view);
    const p = link.params;
    if (link.view === "bid") {
      BidView.restore(p);
      if (p.has("hand")) BidView.analyze();
    } else if (link.view === "deal") {
      const played = DealView.restore(p);
      if (p.has("deal")) DealView.analyze(played);
    } else if (link.view === "play") {
      PlayView.restore(p);
    } else {
      ReviewView.restore(p);
      if (p.has("record")) ReviewView.analyze();
    }
    return true;
  }

  function init() {
    BidView.init(ran);
    DealView.init(ran);
    ReviewView.init(ran);
    PlayView.init(ran);
    for (const tab of document.querySelectorAll(".tabs [role=tab]")) {
      tab.addEventListener("click", () => {
        show(tab.dataset.view);
        history.replaceState(null, "", `#${tab.dataset.view}`);
      });
      tab.addEventListener("keydown", (e) => {
        const tabs = [...document.querySelectorAll(".tabs [role=tab]")];
        const i = tabs.indexOf(tab);
        const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
        if (!step) return;
        const next = tabs[(i + step + tabs.length) % tabs.length];
        next.focus();
        next.click();
      });
    }
    $("help-link").addEventListener("click", (e) => {
      e.preventDefault();
      $("help").hidden = !$("help").hidden;
    });
    window.addEventListener("hashchange", () => {
      const link = parseHash();
      if (link && [...link.params.keys()].length) openLink();
    });
    if (!Runner.available()) {
      const s = $("engine-status");
      s.textContent = "The analysis engine (engine.js) is missing: this copy of the page was not built " +
                      "with scripts/build-web.sh, so nothing can be computed.";
      s.hidden = false;
    }
    Runner.warm().catch((err) => {
      const s = $("engine-status");
      s.textContent = `The analysis engine did not start: ${err.message || err}`;
      s.hidden = false;
    });
    if (!openLink()) show("bid");
    installable();
  }

  // Served over http(s), the page can be installed and works offline: its manifest, and a
  // service worker that keeps its files (sw.js). Opened from disk it has neither (file:// has
  // no service workers, and its manifest could not be read).
  function installable() {
    if (!/^https?:$/.test(location.protocol)) return;
    document.head.append(UI.h("link", { rel: "manifest", href: "manifest.webmanifest" }));
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("sw.js").catch((err) => console.warn("texas42: no offline copy:", err));
    }
  }

  init();
})();
