// The page's service worker: it keeps the page's files (the solver, engine.js, among them) so
// that the page, installed to a home screen or not, opens and works offline. Registered by
// app.js on http(s) only (a page opened from disk has no service worker).
//
// Cache first: a file is served from the cache of this build and fetched only when missing.
// scripts/build-web.sh puts a hash of the site's files in VERSION, so a new build installs a new
// cache (and drops the old one) the next time the page is opened online.
"use strict";

const VERSION = "@TEXAS42_SITE_VERSION@";
const CACHE = `texas42-${VERSION}`;
// Every file of the site but this one (the browser tests check the list against build-web/site/).
const FILES = ["./", "index.html", "style.css", "engine.js", "dominoes.js", "runner.js", "ui.js", "bid.js",
               "deal.js", "review.js", "play.js", "app.js", "manifest.webmanifest", "icon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("texas42-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(request)));
});
