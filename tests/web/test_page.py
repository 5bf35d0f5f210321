#!/usr/bin/python3
"""Browser tests of the texas42 page (build-web/site/index.html, opened from disk).

Drives Debian's headless chromium through chromium-driver and python3-selenium, and checks what
the page shows against the native CLI. Run after scripts/build-web.sh and scripts/build.sh:

    /usr/bin/python3 tests/web/test_page.py [-v]

Environment: TEXAS42_NATIVE (the native binary, default build/cli/texas42), TEXAS42_SITE (the
page: a file, default build-web/site/index.html, or the address of a served copy), TEXAS42_SCREENSHOTS (default build-web/screenshots),
CHROMEDRIVER (default /usr/bin/chromedriver).
"""
import base64
import json
import os
import pathlib
import re
import socket
import subprocess
import sys
import time
import unittest
from urllib.parse import unquote_plus, urlencode

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.expected_conditions import staleness_of
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
NATIVE = pathlib.Path(os.environ.get("TEXAS42_NATIVE", ROOT / "build/cli/texas42"))
SITE_ENV = os.environ.get("TEXAS42_SITE", str(ROOT / "build-web/site/index.html"))
# A file (opened from disk, file://) or the address of a served copy (http://...).
SITE_URL = SITE_ENV if "://" in SITE_ENV else pathlib.Path(SITE_ENV).resolve().as_uri()
SHOTS = pathlib.Path(os.environ.get("TEXAS42_SCREENSHOTS", ROOT / "build-web/screenshots"))
DRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")

HAND = "66 64 63 61 55 33 20"
RECORD = ("deal=66 64 53 32 22 21 20/60 51 50 41 33 31 00/65 62 55 54 44 42 10/63 61 52 43 40 30 11; "
          "declarer=N; trump=sixes; bid=32; played=2-2 6-0 4-2 5-2 3-3 6-2 3-0 5-3 6-5 6-3 6-4 0-0 5-5 "
          "6-1 6-6 5-1 2-1 5-0 1-0 4-0 2-0 3-1 5-4 1-1 3-2 4-1 4-4 4-3")
SIZES = {"phone": (390, 844, True), "desktop": (1366, 900, False)}


def native(*args):
    r = subprocess.run([str(NATIVE), *args], capture_output=True, text=True, check=False)
    return r


def native_json(*args):
    r = native(*args)
    assert r.returncode == 0, r.stderr
    return [json.loads(line) for line in r.stdout.splitlines() if line.strip()]


class PageTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not NATIVE.exists():
            raise unittest.SkipTest(f"no native texas42 at {NATIVE}")
        if "://" not in SITE_ENV and not pathlib.Path(SITE_ENV).exists():
            raise AssertionError(f"no page at {SITE_ENV}: run scripts/build-web.sh")
        opts = webdriver.ChromeOptions()
        opts.binary_location = "/usr/bin/chromium"
        for a in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1366,900",
                  "--allow-file-access-from-files"):
            opts.add_argument(a)
        cls.driver = webdriver.Chrome(service=Service(DRIVER), options=opts)
        cls.driver.set_script_timeout(300)
        SHOTS.mkdir(parents=True, exist_ok=True)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    # --- helpers ---------------------------------------------------------------------------

    def size(self, name):
        w, h, mobile = SIZES[name]
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": w, "height": h, "deviceScaleFactor": 1, "mobile": mobile})

    def open(self, fragment=""):
        self.size("desktop")
        url = SITE_URL + (f"#{fragment}" if fragment else "")
        self.driver.get("about:blank")
        self.driver.get(url)
        self.wait(lambda d: d.execute_script("return typeof BidView !== 'undefined'"))

    def wait(self, cond, timeout=120):
        # A result that is drawn again while the condition reads it is read again on the next poll.
        return WebDriverWait(self.driver, timeout, poll_frequency=0.1,
                             ignored_exceptions=(StaleElementReferenceException,)).until(cond)

    def el(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    def els(self, css):
        return self.driver.find_elements(By.CSS_SELECTOR, css)

    def visible_text(self, css):
        e = self.el(css)
        return e.text if e.is_displayed() else ""

    def type(self, css, text):
        e = self.el(css)
        e.clear()
        e.send_keys(text)

    def set_value(self, css, value):
        self.driver.execute_script(
            "const e = document.querySelector(arguments[0]); e.value = arguments[1];"
            "e.dispatchEvent(new Event('input'));", css, value)

    def engine_run(self, args):
        """Runs args in a fresh engine of the page; returns {exit, stdout, stderr, ms}."""
        return self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "const e = Texas42Engine.create();"
            "e.ready.then(() => e.run(arguments[0])).then((r) => { e.terminate(); done(r); },"
            " (err) => done({error: String(err)}));", args)

    def shot(self, name, result=None):
        """Saves the viewport (scrolled to the result, when given) and the whole page, at both
        sizes."""
        for size in SIZES:
            self.size(size)
            time.sleep(0.3)
            self.driver.execute_script(
                "const e = arguments[0] && document.querySelector(arguments[0]);"
                "if (e) e.scrollIntoView({block: 'start'}); else window.scrollTo(0, 0);", result)
            time.sleep(0.2)
            self.driver.save_screenshot(str(SHOTS / f"{name}-{size}.png"))
            w, _, _ = SIZES[size]
            height = self.driver.execute_script("return document.documentElement.scrollHeight")
            png = self.driver.execute_cdp_cmd("Page.captureScreenshot", {
                "captureBeyondViewport": True,
                "clip": {"x": 0, "y": 0, "width": w, "height": height, "scale": 1}})["data"]
            (SHOTS / f"{name}-{size}-full.png").write_bytes(base64.b64decode(png))
        self.size("desktop")

    def advice_lines(self):
        """The advice paragraphs, as their text is (not as Selenium renders it)."""
        return self.driver.execute_script(
            "return [...document.querySelectorAll('#bid-advice p')].map((p) => p.textContent)")

    def wait_bid(self, timeout=120):
        """Waits until the bid view shows a result and the engine is idle."""
        self.wait(lambda d: d.execute_script(
            "return !Runner.busy() && !document.getElementById('bid-result').hidden"
            " && document.querySelectorAll('#bid-heat td[data-p]').length > 0"), timeout)

    def run_bid(self):
        """Runs the bid view's form and waits for a fresh result."""
        self.driver.execute_script("document.getElementById('bid-heat').textContent = ''")
        self.el("#bid-run").click()
        self.wait_bid()

    def record_progress(self):
        """Keeps every text the bid view's progress label shows from now on, in window.labels."""
        self.driver.execute_script(
            "window.labels = [];"
            "const label = document.querySelector('#bid-progress .label');"
            "new MutationObserver(() => window.labels.push(label.textContent))"
            ".observe(label, {childList: true, characterData: true, subtree: true});")

    def heat(self):
        """The heat map as {label: [cell texts]}, the best and the rival cells as {(label, bid)}."""
        rows, best, rivals = {}, set(), set()
        for tr in self.els("#bid-heat tbody tr"):
            label = tr.find_element(By.TAG_NAME, "th").text
            cells = tr.find_elements(By.TAG_NAME, "td")
            rows[label] = [c.text.rstrip("★") for c in cells]
            for i, c in enumerate(cells):
                classes = (c.get_attribute("class") or "").split()
                if "best" in classes:
                    best.add((label, 30 + i))
                if "rival" in classes:
                    rivals.add((label, 30 + i))
        return rows, best, rivals

    # --- tests -----------------------------------------------------------------------------

    def test_bid_matches_native(self):
        """Double dummy, chosen on the page: the heat map, marks, special contracts and advice."""
        self.open()
        self.type("#bid-hand", HAND)
        self.el('input[name="play"][value="dd"]').click()
        self.assertEqual(self.el("#bid-samples").get_attribute("value"), "500")
        self.set_value("#bid-samples", "60")
        self.set_value("#bid-seed", "7")
        self.run_bid()
        want = native_json("bid", "--hand", HAND, "--format", "json", "--play", "dd", "--samples", "60",
                           "--seed", "7")[0]
        self.assertEqual(want["figure"], "dd")
        rows, best, rivals = self.heat()
        normal = [r for r in want["results"] if r["contract"] == "normal"]
        self.assertEqual(list(rows), [r["label"] for r in normal])
        for r in normal:
            expect = ["–" if r["make"][str(b)] is None else str(int(r["make"][str(b)] * 100 + 0.5))
                      for b in range(30, 43)]
            self.assertEqual(rows[r["label"]], expect, r["label"])
        want_best = {(c["trump"], c["bid"]) for c in want["advice"]["by_bid"] if c["trump"] in rows}
        self.assertEqual(best, want_best)
        want_rivals = {(t, c["bid"]) for c in want["advice"]["by_bid"] for t in c["rivals"] if t in rows}
        self.assertEqual(rivals, want_rivals)
        self.assertEqual(self.advice_lines(), want["advice"]["text"])
        special = [r for r in want["results"] if r["contract"] != "normal"]
        shown = [td.get_attribute("data-p") for td in self.els("#bid-special td.num")]
        self.assertEqual([float(x) for x in shown[:len(special)]], [r["make_marks"] for r in special])
        self.assert_figure("double dummy")
        self.assertIn("60 random layouts", self.el("#bid-meaning").text)
        self.assertIn("play=dd", self.driver.current_url)
        self.shot("bid", "#bid-result")

    def assert_figure(self, figure):
        """Every part of the bid result names `figure` ("table play" or "double dummy")."""
        self.assertTrue(self.el("#bid-meaning").text.startswith(figure.capitalize() + ":"),
                        self.el("#bid-meaning").text)
        self.assertEqual(self.el("#bid-advice-title").text, f"Advice ({figure})")
        self.assertTrue(self.el("#bid-heat-title").text.endswith(figure), self.el("#bid-heat-title").text)
        self.assertIn(f"({figure})", self.el("#bid-legend").text)
        self.assertIn(f", {figure}", self.el("#bid-heat td[data-p]").get_attribute("title"))
        if self.els("#bid-special h3"):
            self.assertTrue(self.el("#bid-special h3").text.endswith(figure))
        other = "double dummy" if figure == "table play" else "table play"
        self.assertNotIn(other, self.el("#bid-heat-title").text + self.el("#bid-legend").text)

    def test_default_is_table_play(self):
        """The page's own defaults: table play, 100 samples; the advice is the CLI's, word for word."""
        self.open()
        self.assertTrue(self.el('input[name="play"][value="table"]').is_selected())
        self.assertEqual(self.el("#bid-samples").get_attribute("value"), "100")
        self.assertEqual(self.el("#bid-over").get_attribute("value"), "0")
        self.type("#bid-hand", HAND)
        self.set_value("#bid-samples", "10")
        self.run_bid()
        # The CLI's default is table play too: the page's run equals a run without --play.
        want = native_json("bid", "--hand", HAND, "--format", "json", "--samples", "10", "--seed", "1")[0]
        self.assertEqual(want["figure"], "table")
        self.assertEqual(self.advice_lines(), want["advice"]["text"])
        self.assertTrue(want["advice"]["text"])
        # Caveats the advice lines already say are not said twice.
        caveats = [line for line in want["advice"]["caveats"].split("\n") if line]
        shown = self.visible_text("#bid-caveats")
        for line in caveats:
            if line in want["advice"]["text"]:
                self.assertNotIn(line, shown)
        rows, _, _ = self.heat()
        sixes = next(r for r in want["results"] if r["label"] == "sixes")
        self.assertEqual(rows["sixes"], ["–" if sixes["make"][str(b)] is None
                                         else str(int(sixes["make"][str(b)] * 100 + 0.5)) for b in range(30, 43)])
        self.assert_figure("table play")
        self.assertIn("play=table", self.driver.current_url)
        self.assertNotIn("over=", self.driver.current_url)
        self.shot("bid-table", "#bid-result")

    def test_over_changes_bid_now(self):
        """The highest bid so far goes to --over: the advice follows it, and the link keeps it."""
        base = ["bid", "--hand", HAND, "--format", "json", "--samples", "10", "--seed", "3"]
        none = native_json(*base)[0]["advice"]
        worth = none["worth"]
        # Over the hand's worth, the bid to make now is no longer the one with nobody bidding.
        over = worth if worth is not None and 30 <= worth < 42 else 30
        want = native_json(*base, "--over", str(over))[0]["advice"]
        self.assertEqual(want["over"], over)
        self.assertEqual(none["over"], 0)
        self.assertNotEqual(want["bid_now"], none["bid_now"], (worth, over))
        self.open()
        self.type("#bid-hand", HAND)
        self.set_value("#bid-samples", "10")
        self.set_value("#bid-seed", "3")
        self.run_bid()
        self.assertEqual(self.advice_lines(), none["text"])
        Select(self.el("#bid-over")).select_by_value(str(over))
        self.run_bid()
        self.assertEqual(self.advice_lines(), want["text"])
        self.assertNotEqual(self.advice_lines(), none["text"])
        self.assertIn(f"Highest bid so far: {over}.", self.el("#bid-meta").text)
        link = self.driver.current_url
        self.assertIn(f"over={over}", link)
        # The link restores the control and the advice.
        self.open(link.split("#", 1)[1])
        self.wait_bid()
        self.assertEqual(self.el("#bid-over").get_attribute("value"), str(over))
        self.assertEqual(self.advice_lines(), want["text"])
        # A link without it: nobody has bid.
        self.open(link.split("#", 1)[1].replace(f"&over={over}", ""))
        self.wait_bid()
        self.assertEqual(self.el("#bid-over").get_attribute("value"), "0")
        self.assertEqual(self.advice_lines(), none["text"])

    def test_progress_counts_samples_asked_for(self):
        """The progress label counts the samples asked for, never more."""
        self.open()
        self.type("#bid-hand", HAND)
        self.set_value("#bid-samples", "12")
        self.record_progress()
        self.run_bid()
        labels = [t for t in self.driver.execute_script("return window.labels") if t != "Starting…"]
        self.assertTrue(labels)
        for text in labels:
            self.assertRegex(text, r"^\d+ of 12 samples\b")
            self.assertLessEqual(int(text.split()[0]), 12, text)
        self.assertTrue(labels[-1].startswith("12 of 12 samples"), labels)

    def test_bid_table_play_matches_native(self):
        self.open("bid?hand=66+64+63+61+55+33+20&samples=4&seed=5&play=table")
        self.wait_bid()
        want = native_json("bid", "--hand", HAND, "--format", "json", "--samples", "4", "--seed", "5",
                           "--play", "table")[0]
        rows, _, _ = self.heat()
        for r in (r for r in want["results"] if r["contract"] == "normal"):
            expect = ["–" if r["make"][str(b)] is None else str(int(r["make"][str(b)] * 100 + 0.5))
                      for b in range(30, 43)]
            self.assertEqual(rows[r["label"]], expect, r["label"])
        self.assertIn("played out by table players", self.el("#bid-meaning").text)
        self.assertEqual(self.advice_lines(), want["advice"]["text"])
        unplayed = [r["label"] for r in want["results"] if r["contract"] == "normal" and not r["played"]]
        if unplayed:
            self.assertIn(", ".join(unplayed), self.visible_text("#bid-unplayed"))

    def test_worker_stdout_is_native_stdout(self):
        self.open()
        for args in (["bid", "--hand", HAND, "--format", "json", "--play", "dd", "--samples", "40", "--seed", "3"],
                     ["bid", "--hand", HAND, "--format", "json", "--samples", "3", "--seed", "2", "--over", "32"]):
            got = self.engine_run(args)
            want = native(*args)
            self.assertEqual(got["exit"], 0, got.get("stderr"))
            self.assertEqual(got["stdout"], want.stdout, args)
        args = ["solve", "--example", "--trump", "fives", "--played", "4-1 5-4", "--format", "json"]
        self.assertEqual(self.engine_run(args)["stdout"], native(*args).stdout)

    def test_picker_allows_seven_different_tiles(self):
        self.open()
        for tile in ["6-6", "6-4", "6-3", "6-1", "5-5", "3-3", "2-0"]:
            self.el(f'#bid-picker .pick[data-tile="{tile}"]').click()
        self.assertEqual(self.el("#bid-hand").get_attribute("value"), HAND)
        self.assertFalse(self.el('#bid-picker .pick[data-tile="1-1"]').is_enabled())
        self.el('#bid-picker .pick[data-tile="6-6"]').click()  # un-pick
        self.assertTrue(self.el('#bid-picker .pick[data-tile="1-1"]').is_enabled())
        self.assertEqual(self.el("#bid-run").text, "Analyze my hand (6 of 7)")

    def deal_values(self):
        return [(b.get_attribute("data-tile"), int(b.get_attribute("data-value")))
                for b in self.els("#deal-plays .play")]

    def wait_deal(self, n):
        """Waits until n tiles are played and the engine is idle."""
        self.wait(lambda d: d.execute_script(
            "return !Runner.busy() && document.querySelectorAll('#deal-history li[data-cost]').length === arguments[0]"
            " && !document.getElementById('deal-result').hidden", n))

    def page_played(self):
        """The tiles played on the page, from the link it writes."""
        frag = unquote_plus(self.driver.execute_script("return location.hash"))
        played = [kv[len("played="):] for kv in frag.split("?", 1)[-1].split("&") if kv.startswith("played=")]
        return played[0].split() if played else []

    def native_plays(self, played):
        args = ["solve", "--example", "--trump", "sixes", "--format", "json"]
        if played:
            args += ["--played", " ".join(played)]
        r = native_json(*args)[0]["results"][0]
        key = "points" if "points" in r else "tricks"
        return [(p["tile"], p[key]) for p in r["plays"]], r

    def test_deal_example_line(self):
        self.open("deal")
        self.el("#deal-example").click()
        self.wait(lambda d: self.el("#deal-N").get_attribute("value"))
        self.el("#deal-run").click()
        self.wait_deal(0)
        want, full = self.native_plays([])
        self.assertEqual(self.deal_values(), want)
        for i in range(28):
            self.el("#deal-next").click()
            self.wait_deal(i + 1)
            if i + 1 in (5, 13):
                self.assertEqual(self.deal_values(), self.native_plays(self.page_played())[0],
                                 f"after {i + 1} tiles")
        line = self.page_played()
        self.assertEqual(len(line), 28)
        self.assertEqual(self.native_plays(line)[1]["points"], full["points"])
        self.assertIn("The hand is over", self.el("#deal-status").text)
        self.assertFalse(self.el("#deal-next").is_enabled())
        costs = [int(li.get_attribute("data-cost")) for li in self.els("#deal-history li[data-cost]")]
        self.assertEqual(costs, [0] * 28)
        for n in range(27, 21, -1):  # back a few tiles
            self.el("#deal-back").click()
            self.wait_deal(n)
        self.assertEqual(self.deal_values(), self.native_plays(line[:22])[0])
        self.el("#deal-start").click()
        self.wait_deal(0)
        self.assertEqual(self.deal_values(), want)
        # End plays the optimal line at once; Back from there shows native values again.
        self.el("#deal-end").click()
        self.wait_deal(28)
        self.assertIn("The hand is over", self.el("#deal-status").text)
        end_line = self.page_played()
        self.assertEqual(end_line, [t for trick in full["line"] for t in trick["tiles"]])
        self.el("#deal-back").click()
        self.wait_deal(27)
        self.assertEqual(self.deal_values(), self.native_plays(end_line[:27])[0])
        self.el("#deal-start").click()
        self.wait_deal(0)
        self.shot("deal", "#deal-result")
        # A tile that is not the best: its cost is shown.
        tile, value = self.deal_values()[-1]
        best = self.deal_values()[0][1]
        self.assertNotEqual(value, best)
        self.el(f'#deal-plays .play[data-tile="{tile}"]').click()
        self.wait_deal(1)
        li = self.el("#deal-history li[data-cost]")
        self.assertEqual(int(li.get_attribute("data-cost")), abs(best - value))
        self.assertIn(f"gave away {abs(best - value)}", li.text)
        self.assertIn(f"played={tile}", unquote_plus(self.driver.execute_script("return location.hash")))

    def test_review_matches_native(self):
        self.open("review")
        self.set_value("#review-record", RECORD)
        self.el("#review-run").click()
        self.wait(lambda d: self.els("#review-result .plays-table tbody tr"))
        want = native_json("review", "--record", RECORD, "--format", "json")[0]
        costs = [int(tr.get_attribute("data-cost")) for tr in self.els("#review-result .plays-table tbody tr")]
        self.assertEqual(costs, [p["cost"] for p in want["plays"]])
        text = self.el("#review-result").text
        self.assertIn(f"Double-dummy value of the deal: {want['start_value']} points", text)
        self.assertIn(f"North {want['given_away']['N']}, East {want['given_away']['E']}", text)
        self.assertEqual(len(self.els("#review-result .decisive-ring")), len(want["decisive"]))
        self.shot("review", "#review-result")
        # With the table player: North's 2-2 lead was the best guess from his own hand.
        self.el("#review-table").click()
        self.el("#review-run").click()
        self.wait(lambda d: self.els("#review-result tr.guess"))
        want = native_json("review", "--record", RECORD, "--play", "table", "--format", "json")[0]
        guesses = [i for i, p in enumerate(want["plays"]) if p["cost"] and not p["mistake"]]
        rows = self.els("#review-result .plays-table tbody tr")
        self.assertEqual([i for i, tr in enumerate(rows) if "guess" in tr.get_attribute("class")], guesses)
        self.assertIn("not a mistake: the best guess from his own hand", rows[guesses[0]].text)
        self.assertIn("play=table", self.driver.current_url)
        self.el("#review-table").click()
        # Two records in the key: value form go through standard input.
        two = ("deal: 66 64 53 32 22 21 20/60 51 50 41 33 31 00/65 62 55 54 44 42 10/63 61 52 43 40 30 11\n"
               "declarer: N\ntrump: sixes\nbid: 32\nplayed: 2-2 6-0 4-2 5-2\n\n"
               "deal: 66 64 53 32 22 21 20/60 51 50 41 33 31 00/65 62 55 54 44 42 10/63 61 52 43 40 30 11\n"
               "declarer: E\ncontract: nello\nnello-doubles: high\nplayed: 5-0 5-5\n")
        self.set_value("#review-record", two)
        self.el("#review-run").click()
        self.wait(lambda d: len(self.els("#review-result .review")) == 2)
        self.assertIn("Record 2", self.el("#review-result").text)

    def test_bad_inputs(self):
        self.open()
        # A result first, shown, so that its going below is the page's doing.
        self.type("#bid-hand", HAND)
        self.el('input[name="play"][value="dd"]').click()
        self.set_value("#bid-samples", "10")
        self.run_bid()
        self.assertTrue(self.el("#bid-result").is_displayed())
        self.type("#bid-hand", "66 64 46 61 55 33 20")
        self.assertIn("6-4 is given twice", self.visible_text("#bid-hand-error"))
        self.assertTrue(self.el("#bid-result").get_attribute("hidden") is not None)
        self.type("#bid-hand", "66 64 63 61 55 33 20 11")
        self.assertIn("a hand is 7 dominoes; this has 8", self.visible_text("#bid-hand-error"))
        self.el("#bid-run").click()
        # Run refuses the hand: nothing starts, the result stays hidden, the hand's error shows.
        self.assertFalse(self.driver.execute_script("return Runner.busy()"))
        self.assertTrue(self.el("#bid-result").get_attribute("hidden") is not None)
        self.assertIn("a hand is 7 dominoes; this has 8", self.visible_text("#bid-hand-error"))
        self.type("#bid-hand", "66 6")  # still typing: no message yet
        self.assertEqual(self.visible_text("#bid-hand-error"), "")
        self.type("#bid-hand", "66 64 63 61 55 33 27")
        self.assertIn('"27" is not a domino', self.visible_text("#bid-hand-error"))
        # A sample count the page refuses before running anything.
        self.type("#bid-hand", HAND)
        self.set_value("#bid-samples", "0")
        self.el("#bid-run").click()
        self.assertIn("Samples", self.visible_text("#bid-error"))
        # A malformed deal.
        self.el("#tab-deal").click()
        self.el("#deal-random").click()
        self.type("#deal-E", "66 65 64")
        self.el("#deal-run").click()
        self.assertIn("East: a hand is 7 dominoes", self.visible_text("#deal-error"))
        # A malformed record (the page's check) and a record the CLI refuses (its error line).
        self.el("#tab-review").click()
        self.set_value("#review-record", "hello world")
        self.el("#review-run").click()
        self.assertIn("not a hand record", self.visible_text("#review-error"))
        bad = RECORD.replace("played=2-2 6-0", "played=2-2 6-3")
        self.set_value("#review-record", bad)
        self.el("#review-run").click()
        self.wait(lambda d: self.visible_text("#review-error"))
        want = native("review", "--record", bad, "--format", "json").stderr.strip()
        self.assertTrue(want.startswith("texas42: error: "), want)
        self.assertEqual(self.visible_text("#review-error"), want[len("texas42: error: "):])
        self.shot("errors")

    def test_links_restore_views(self):
        self.open("bid?hand=66+64+63+61+55+33+20&samples=30&seed=2&play=dd")
        self.wait_bid()
        self.assertEqual(self.el("#bid-hand").get_attribute("value"), HAND)
        self.assertEqual(self.el("#bid-samples").get_attribute("value"), "30")
        self.assertTrue(self.el('input[name="play"][value="dd"]').is_selected())
        self.assertEqual(self.el("#tab-bid").get_attribute("aria-selected"), "true")
        want = native_json("bid", "--hand", HAND, "--format", "json", "--play", "dd", "--samples", "30",
                           "--seed", "2")[0]
        rows, _, _ = self.heat()
        sixes = next(r for r in want["results"] if r["label"] == "sixes")
        self.assertEqual(rows["sixes"][0], str(int(sixes["make"]["30"] * 100 + 0.5)))
        # The link the page writes after a run restores it.
        self.assertIn("#bid?", self.driver.current_url)
        deal = native_json("solve", "--example", "--trump", "sixes", "--values-only", "--format", "json")[0]["deal"]
        frag = urlencode({"deal": deal, "contract": "normal", "trump": "sixes", "declarer": "N",
                          "played": "4-1 5-4 4-4"})
        self.open(f"deal?{frag}")
        self.wait_deal(3)
        self.assertEqual(self.el("#tab-deal").get_attribute("aria-selected"), "true")
        self.assertEqual(self.deal_values(), self.native_plays(["4-1", "5-4", "4-4"])[0])
        self.open("review?" + urlencode({"record": RECORD}))
        self.wait(lambda d: self.els("#review-result .plays-table tbody tr"))
        self.assertEqual(len(self.els("#review-result .plays-table tbody tr")), 28)

    def test_cancel(self):
        self.open()
        self.type("#bid-hand", HAND)
        # Each mode's own sample count when it is chosen.
        self.el('input[name="play"][value="dd"]').click()
        self.assertEqual(self.el("#bid-samples").get_attribute("value"), "500")
        self.el('input[name="play"][value="table"]').click()
        self.assertEqual(self.el("#bid-samples").get_attribute("value"), "100")
        self.set_value("#bid-samples", "200")
        self.el("#bid-run").click()
        # Cancel once the work has begun: the label counts the 200 samples asked for.
        self.wait(lambda d: " of 200 samples" in self.el("#bid-progress .label").text)
        self.el("#bid-cancel").click()
        self.wait(lambda d: "Cancelled" in self.visible_text("#bid-error"))
        self.assertTrue(self.el("#bid-result").get_attribute("hidden") is not None)
        # The fresh engine works.
        self.el('input[name="play"][value="dd"]').click()
        self.set_value("#bid-samples", "20")
        self.run_bid()

    # --- Play a hand ---------------------------------------------------------------------

    PLAY_DEAL = "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11"

    def play_link(self, played=None, **extra):
        params = {"deal": self.PLAY_DEAL, "seat": "S", "declarer": "E", "trump": "fives", "bid": "31",
                  "worlds": "8", **extra}
        if played:
            params["played"] = " ".join(played)
        return "play?" + urlencode(params)

    def play_args(self, played):
        return ["play", "--deal", self.PLAY_DEAL, "--trump", "fives", "--declarer", "E", "--bid", "31",
                "--played", " ".join(played), "--next", "--seed", "1", "--worlds", "8", "--format", "json"]

    def wait_play(self):
        """Waits until it is the player's turn or the hand's review is shown; returns which."""
        self.wait(lambda d: d.execute_script(
            "return !Runner.busy() && (document.querySelectorAll('#play-table .tile.legal').length > 0"
            " || !!document.getElementById('play-result-line') || !document.getElementById('play-message').hidden)"))
        return "turn" if self.els("#play-table .tile.legal") else "over"

    def page_play_played(self):
        frag = unquote_plus(self.driver.execute_script("return location.hash"))
        played = [kv[len("played="):] for kv in frag.split("?", 1)[-1].split("&") if kv.startswith("played=")]
        return played[0].split() if played else []

    def test_play_whole_hand(self):
        """South plays a whole hand against three table players: the computer's tiles are native
        `play --next`'s, illegal tiles are refused with the CLI's reason, the hint is the table
        player's, Undo takes back, the link restores, and the review at the end is native's."""
        self.open(self.play_link())
        self.driver.execute_script("PlayView.setPace(0)")
        self.assertEqual(self.el("#tab-play").get_attribute("aria-selected"), "true")
        turns = 0
        undone = False
        while self.wait_play() == "turn":
            self.assertEqual(self.visible_text("#play-message"), "")
            played = self.page_play_played()
            want = native_json(*self.play_args(played))[0]
            self.assertEqual(want["seat"], "S")
            legal = [b.get_attribute("data-tile") for b in self.els("#play-table .tile.legal")]
            self.assertEqual(sorted(legal), sorted(t["tile"] for t in want["tiles"]))
            # The hint: the table player's tile, and each tile's share of the worlds.
            self.el("#play-hint").click()
            hint = self.visible_text("#play-hint-box")
            self.assertIn(f"the table player would play {want['tile']}", hint)
            if not want["forced"]:
                for t in want["tiles"]:
                    self.assertIn(f"{t['tile']}: {t['reached']} of {t['worlds']} layouts", hint)
            illegal = self.els("#play-table .tile.illegal")
            if illegal and turns < 3:
                tile = illegal[0].get_attribute("data-tile")
                illegal[0].click()
                self.wait(lambda d: self.visible_text("#play-message"))
                why = native("play", *self.play_args(played + [tile])[1:]).stderr.strip()
                self.assertTrue(why.startswith("texas42: error: --played: "), why)
                self.assertEqual(self.visible_text("#play-message"),
                                 "Not that one: " + why[len("texas42: error: --played: "):])
                self.assertEqual(self.page_play_played(), played)
            # Play the last legal tile (not always the hint's), once taken back with Undo.
            self.el(f'#play-table .tile.legal[data-tile="{legal[-1]}"]').click()
            if turns == 1 and not undone:
                self.wait_play()
                self.el("#play-undo").click()
                self.wait_play()
                self.assertEqual(self.page_play_played(), played)
                undone = True
                continue
            if turns == 2:
                self.shot("play", "#play-result")
                self.size("phone")
                self.assertTrue(self.driver.execute_script(
                    "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"))
                self.size("desktop")
            turns += 1
        self.assertEqual(turns, 7)
        played = self.page_play_played()
        self.assertEqual(len(played), 28)
        # Every computer tile is what native play --next chooses there.
        for i, tile in enumerate(played):
            want = native_json(*self.play_args(played[:i]))[0]
            if want["seat"] != "S":
                self.assertEqual(want["tile"], tile, f"play {i + 1}")
        # The review: native review --play table of the hand played.
        rv = native_json("review", "--deal", self.PLAY_DEAL, "--trump", "fives", "--declarer", "E", "--bid", "31",
                         "--played", " ".join(played), "--play", "table", "--seed", "1", "--worlds", "8",
                         "--format", "json")[0]
        costs = [int(tr.get_attribute("data-cost")) for tr in self.els("#play-review .plays-table tbody tr")]
        self.assertEqual(costs, [p["cost"] for p in rv["plays"]])
        line = self.el("#play-result-line").text
        self.assertIn(f"East–West took {rv['points']} points", line)
        self.assertIn("makes" if rv["makes"] else "is set", line)
        mine = sum(p["cost"] for p in rv["plays"] if p["seat"] == "S")
        self.assertIn(f"gave away {mine} point", self.el("#play-review .your-plays").text)
        tricks = self.els("#play-tricks li")
        self.assertEqual(len(tricks), 7)
        self.shot("play-end", "#play-result")
        # The link restores the game, mid-hand too.
        self.open(self.play_link(played[:9]))
        self.driver.execute_script("PlayView.setPace(0)")
        self.wait_play()
        self.assertEqual(self.page_play_played()[:9], played[:9])

    def test_play_pauses_in_other_views(self):
        """A game stops computing while another view is shown (it cancels nothing there and
        leaves its link alone) and goes on when its view is shown again."""
        self.open(self.play_link(seat="W"))
        self.driver.execute_script("PlayView.setPace(1500)")
        self.wait(lambda d: "is thinking" in self.el("#play-status").text)
        self.el("#tab-bid").click()
        self.type("#bid-hand", HAND)
        self.el('input[name="play"][value="dd"]').click()
        self.set_value("#bid-samples", "20")
        self.run_bid()
        self.assertEqual(self.visible_text("#bid-error"), "")
        self.assertIn("#bid?", self.driver.current_url)
        stopped = self.page_play_played() if "#play" in self.driver.current_url else None
        self.assertIsNone(stopped)
        self.el("#tab-play").click()
        self.driver.execute_script("PlayView.setPace(0)")
        self.assertEqual(self.wait_play(), "turn")
        played = self.page_play_played()
        self.assertGreaterEqual(len(played), 2)
        for i, tile in enumerate(played):
            self.assertEqual(native_json(*self.play_args(played[:i]))[0]["tile"], tile, f"play {i + 1}")
        self.assertEqual(native_json(*self.play_args(played))[0]["seat"], "W")

    def test_play_auction(self):
        """The computer's auction: each seat bids native `bid --over`'s advice in turn."""
        self.open("play")
        self.driver.execute_script("PlayView.setPace(0)")
        self.set_value("#play-number", "3")
        self.el("#play-run").click()
        self.wait(lambda d: "declares" in self.el("#play-contract").text)
        hands = self.driver.execute_script("return Dominoes.randomDeal(3).map((h) => h.map(Dominoes.compact).join(' '))")
        high, calls = 0, []
        for seat, hand in zip("NESW", hands):
            args = ["bid", "--hand", hand, "--declarer", seat, "--contract", "normal", "--play", "dd",
                    "--samples", "40", "--seed", "3", "--format", "json"]
            advice = native_json(*args, *(["--over", str(high)] if high else []))[0]["advice"]
            if advice["pass"] or not advice["bid_now"]:
                calls.append(f"{dict(N='North', E='East', S='South', W='West')[seat]} passes")
            else:
                high = advice["bid_now"]
                label = str(high) if high < 42 else "1 mark" if high == 42 else f"{high // 42} marks"
                calls.append(f"{dict(N='North', E='East', S='South', W='West')[seat]} bids {label}")
        self.assertIn(", ".join(calls) if high else "must bid 30", self.el("#play-contract").text)
        self.assertIn("auction=", self.driver.current_url)
        self.wait_play()

    # --- The page's defects (issue 29) -------------------------------------------------------

    def record_labels(self, view):
        """Keeps every text `view`'s progress label shows from now on, in window.labels."""
        self.driver.execute_script(
            "window.labels = [];"
            "const label = document.querySelector(`#${arguments[0]}-progress .label`);"
            "new MutationObserver(() => window.labels.push(label.textContent))"
            ".observe(label, {childList: true, characterData: true, subtree: true});", view)

    def labels(self):
        return [t for t in self.driver.execute_script("return window.labels") if t and t != "Starting…"]

    def test_progress_counts_what_was_asked_in_every_view(self):
        """Help me bid counts the samples (test_progress_counts_samples_asked_for); the auction in
        Play a hand counts each seat's 40 samples; Review counts the records pasted."""
        self.open("play")
        self.driver.execute_script("PlayView.setPace(0)")
        self.record_labels("play")
        self.el("#play-run").click()
        self.wait(lambda d: "declares" in self.el("#play-contract").text)
        labels = self.labels()
        self.assertTrue(labels)
        for text in labels:
            self.assertRegex(text, r"^\d+ of 40 samples\b")
            self.assertLessEqual(int(text.split()[0]), 40, text)
        self.wait_play()
        self.open("review")
        self.set_value("#review-record", "\n".join([RECORD] * 12))
        self.record_labels("review")
        self.el("#review-run").click()
        self.wait(lambda d: len(self.els("#review-result .review")) == 12)
        labels = self.labels()
        self.assertTrue(labels)
        for text in labels:
            self.assertRegex(text, r"^\d+ of 12 records$")
        self.assertEqual(labels[-1], "12 of 12 records")
        meter = self.el("#review-progress .bar")
        self.assertEqual(meter.get_attribute("role"), "progressbar")
        self.assertEqual(meter.get_attribute("aria-valuemax"), "12")
        self.assertEqual(meter.get_attribute("aria-valuenow"), "12")
        self.assertEqual(meter.get_attribute("aria-valuetext"), "12 of 12 records")

    def test_progress_bar_is_announced(self):
        """The progress bar is a progressbar with its values, and the label's words."""
        self.open()
        self.type("#bid-hand", HAND)
        self.el('input[name="play"][value="dd"]').click()
        self.set_value("#bid-samples", "30")
        self.driver.execute_script(
            "window.seen = [];"
            "const bar = document.querySelector('#bid-progress .bar');"
            "new MutationObserver(() => window.seen.push([bar.getAttribute('aria-valuenow'),"
            " bar.getAttribute('aria-valuemax'), bar.getAttribute('aria-valuetext')]))"
            ".observe(bar, {attributes: true});")
        self.run_bid()
        bar = self.el("#bid-progress .bar")
        self.assertEqual(bar.get_attribute("role"), "progressbar")
        self.assertTrue(bar.get_attribute("aria-label"))
        seen = [x for x in self.driver.execute_script("return window.seen") if x[0] is not None]
        self.assertTrue(seen)
        self.assertEqual(seen[-1], ["30", "30", "30 of 30 samples"])

    def test_cancel_says_why(self):
        """Work started in another view cancels the running one, which says why."""
        self.open()
        self.type("#bid-hand", HAND)
        self.set_value("#bid-samples", "200")
        self.el("#bid-run").click()
        self.wait(lambda d: " of 200 samples" in self.el("#bid-progress .label").text)
        self.el("#tab-review").click()
        self.el("#review-example").click()
        self.el("#review-run").click()
        self.wait(lambda d: self.els("#review-result .plays-table tbody tr"))
        self.el("#tab-bid").click()
        self.assertEqual(self.visible_text("#bid-error"),
                         "Cancelled: Review a hand started, and the page runs one thing at a time.")
        # The Cancel button itself says only that.
        self.el("#bid-run").click()
        self.wait(lambda d: " of 200 samples" in self.el("#bid-progress .label").text)
        self.el("#bid-cancel").click()
        self.wait(lambda d: self.visible_text("#bid-error") == "Cancelled.")

    def test_many_records_in_the_worker(self):
        """A long paste is reviewed in the worker with progress while the page stays responsive;
        twenty reviews are drawn at a time; the link does not hold the paste, and says so."""
        self.open("review")
        n = 600  # enough records that the review lasts while the page is asked
        paste = "\n".join([RECORD] * n)
        self.assertGreater(len(paste), 2000)
        self.set_value("#review-record", paste)
        self.record_labels("review")
        self.el("#review-run").click()
        # The page answers while the worker reviews.
        self.wait(lambda d: " records" in self.el("#review-progress .label").text)
        t = time.perf_counter()
        self.driver.execute_script("return 1")
        self.assertLess(time.perf_counter() - t, 1.0)
        self.wait(lambda d: self.els("#review-more"), timeout=300)
        self.assertEqual(len(self.els("#review-result .review")), 20)
        self.assertIn(f"of {n} records", self.labels()[-1])
        self.assertIn(f"Showing records 1 to 20 of {n}", self.el("#review-result").text)
        self.el("#review-more").click()
        self.assertEqual(len(self.els("#review-result .review")), 40)
        frag = unquote_plus(self.driver.execute_script("return location.hash"))
        self.assertNotIn("deal=", frag)
        self.assertLess(len(frag), 100)
        self.assertIn("too long to put in a link", self.visible_text("#review-link-note"))
        self.assertFalse(self.el("#review-link").is_displayed())

    def test_long_bad_word_is_cut(self):
        """A 5,000-character bad word is not echoed whole, and the page does not scroll sideways."""
        self.open()
        self.size("phone")
        word = "x" * 5000
        self.set_value("#bid-hand", "66 " + word)
        text = self.visible_text("#bid-hand-error")
        self.assertIn("is not a domino", text)
        self.assertLess(len(text), 200)
        self.assertIn("…", text)
        self.assertTrue(self.driver.execute_script(
            "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"))
        self.el("#tab-deal").click()
        self.el("#deal-random").click()
        self.set_value("#deal-E", word)
        self.el("#deal-run").click()
        self.assertLess(len(self.visible_text("#deal-error")), 200)
        self.assertTrue(self.driver.execute_script(
            "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"))
        self.size("desktop")

    def test_invalid_hand_clears_result_and_samples_limit(self):
        self.open()
        self.type("#bid-hand", HAND)
        self.el('input[name="play"][value="dd"]').click()
        self.set_value("#bid-samples", "20")
        self.run_bid()
        self.assertTrue(self.el("#bid-result").is_displayed())
        self.type("#bid-hand", "66 64 63 61 55 33 27")
        self.assertFalse(self.el("#bid-result").is_displayed())
        # The samples box's limit: 100,000.
        self.type("#bid-hand", HAND)
        self.set_value("#bid-samples", "100001")
        self.el("#bid-run").click()
        self.assertEqual(self.visible_text("#bid-error"), "Samples: a whole number from 1 to 100,000.")
        self.assertFalse(self.driver.execute_script("return Runner.busy()"))
        self.assertEqual(self.el("#bid-samples").get_attribute("max"), "100000")

    def test_review_takes_play_json(self):
        """`texas42 play --format json` output pasted into Review is reviewed as its record."""
        out = native("play", "--example", "--trump", "sixes", "--bid", "34", "--worlds", "4", "--format", "json")
        self.assertEqual(out.returncode, 0, out.stderr)
        j = json.loads(out.stdout)
        played = " ".join(p["tile"] for p in j["plays"])
        want = native_json("review", "--deal", j["deal"], "--trump", "sixes", "--bid", "34", "--played", played,
                           "--format", "json")[0]
        self.open("review")
        self.set_value("#review-record", out.stdout)
        self.el("#review-run").click()
        self.wait(lambda d: self.els("#review-result .plays-table tbody tr"))
        self.assertEqual(self.visible_text("#review-error"), "")
        costs = [int(tr.get_attribute("data-cost")) for tr in self.els("#review-result .plays-table tbody tr")]
        self.assertEqual(costs, [p["cost"] for p in want["plays"]])
        self.assertIn("bid 34", self.el("#review-result h3").text)
        # Output that went on after --played tiles lists them too: the whole hand is reviewed.
        part = native("play", "--example", "--trump", "sixes", "--played", "6-6 6-2", "--worlds", "4",
                      "--format", "json").stdout
        self.set_value("#review-record", part)
        first_row = self.el("#review-result .plays-table tbody tr")
        self.el("#review-run").click()
        self.wait(staleness_of(first_row))
        self.wait(lambda d: len(self.els("#review-result .plays-table tbody tr")) == 28
                  and "6-2" in self.els("#review-result .plays-table tbody tr")[1].text)
        self.assertEqual(self.visible_text("#review-error"), "")

    def test_picker_touch_targets_and_keyboard(self):
        """Picker tiles are 44 px or more and show their numbers; the picker is one Tab stop
        that the arrow keys move in; the review box has a label."""
        self.open()
        for size in ("phone", "desktop"):
            self.size(size)
            rects = self.driver.execute_script(
                "return [...document.querySelectorAll('#bid-picker .pick')].map((b) => "
                "[b.dataset.tile, b.getBoundingClientRect().width, b.getBoundingClientRect().height, b.textContent])")
            self.assertEqual(len(rects), 28)
            for tile, w, h, text in rects:
                self.assertGreaterEqual(min(w, h), 44, (size, tile, w, h))
                self.assertEqual(text, tile)
            self.assertTrue(self.driver.execute_script(
                "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"), size)
        self.size("desktop")
        stops = self.driver.execute_script(
            "return [...document.querySelectorAll('#bid-picker .pick')].filter((b) => b.tabIndex >= 0).length")
        self.assertEqual(stops, 1)
        first = self.el('#bid-picker .pick[data-tile="6-6"]')
        first.send_keys(" ")  # a key to the focused tile: Space picks it
        self.driver.execute_script("arguments[0].focus()", first)
        from selenium.webdriver.common.keys import Keys
        active = lambda: self.driver.switch_to.active_element.get_attribute("data-tile")
        self.driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
        self.assertEqual(active(), "6-5")
        self.driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
        self.assertEqual(active(), "5-4")
        self.driver.switch_to.active_element.send_keys(" ")
        self.assertEqual(self.el("#bid-hand").get_attribute("value"), "66 54")
        self.driver.switch_to.active_element.send_keys(Keys.TAB)
        self.assertEqual(self.driver.switch_to.active_element.get_attribute("id"), "bid-hand")
        # The review box is labelled.
        self.el("#tab-review").click()
        self.assertEqual(self.el('label[for="review-record"]').text, "Hand records")

    def test_heat_contrast(self):
        """Every heat-map cell's text meets WCAG AA (4.5:1), the band from 45% to 55% included."""
        def lum(rgb):
            vals = [int(v) / 255 for v in rgb.replace("rgba(", "").replace("rgb(", "").rstrip(")").split(",")[:3]]
            lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in vals]
            return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
        self.open()
        pairs = self.driver.execute_script(
            "const out = []; for (let p = 0; p <= 100; p++) {"
            " const bg = UI.viridis(p / 100); const ink = UI.inkFor(p / 100);"
            " const e = document.createElement('span'); e.style.background = bg; e.style.color = ink;"
            " document.body.append(e); const cs = getComputedStyle(e);"
            " out.push([p, cs.backgroundColor, cs.color]); e.remove(); } return out;")
        for p, bg, ink in pairs:
            a, b = lum(bg), lum(ink)
            ratio = (max(a, b) + 0.05) / (min(a, b) + 0.05)
            self.assertGreaterEqual(ratio, 4.5, (p, bg, ink))
        # The cells drawn use it.
        self.type("#bid-hand", HAND)
        self.el('input[name="play"][value="dd"]').click()
        self.set_value("#bid-samples", "40")
        self.run_bid()
        for td in self.els("#bid-heat td[data-p]"):
            bg = td.value_of_css_property("background-color")
            ink = td.value_of_css_property("color")
            a, b = lum(bg), lum(ink)
            self.assertGreaterEqual((max(a, b) + 0.05) / (min(a, b) + 0.05), 4.5, td.get_attribute("data-p"))

    def test_installable_and_offline(self):
        """Served over http, the page has a manifest and a service worker that keeps its files:
        with the server gone it opens and analyses. From disk it registers none."""
        site = pathlib.Path(SITE_ENV).parent if "://" not in SITE_ENV else None
        if site is None:
            self.skipTest("TEXAS42_SITE is an address: the test serves build-web/site itself")
        listed = re.search(r"const FILES = \[(.*?)\];", (site / "sw.js").read_text(), re.S).group(1)
        files = set(re.findall(r'"([^"]+)"', listed)) - {"./"}
        self.assertEqual(files, {p.name for p in site.iterdir() if p.is_file()} - {"sw.js"})
        self.assertNotIn("@TEXAS42_SITE_VERSION@", (site / "sw.js").read_text())
        manifest = json.loads((site / "manifest.webmanifest").read_text())
        self.assertEqual(manifest["display"], "standalone")
        self.assertTrue((site / manifest["icons"][0]["src"]).exists())
        # From disk: no manifest link, no service worker, a clean console.
        self.open()
        self.assertEqual(self.driver.execute_script("return document.querySelectorAll('link[rel=manifest]').length"), 0)
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = sock.getsockname()[1]
        server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                                   "--directory", str(site)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            url = f"http://127.0.0.1:{port}/index.html"
            for _ in range(50):
                try:
                    with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                        break
                except OSError:
                    time.sleep(0.1)
            self.driver.get(url)
            self.wait(lambda d: d.execute_script(
                "return navigator.serviceWorker && !!navigator.serviceWorker.controller"), timeout=60)
            self.assertEqual(self.driver.execute_script(
                "return document.querySelector('link[rel=manifest]').getAttribute('href')"), "manifest.webmanifest")
            cached = self.driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "caches.keys().then((keys) => caches.open(keys.find((k) => k.startsWith('texas42-'))))"
                ".then((c) => c.keys()).then((rs) => done(rs.map((r) => new URL(r.url).pathname)));")
            self.assertIn("/engine.js", cached)
        finally:
            server.terminate()
            server.wait()
        # Offline: the server is gone, and the page still opens and computes.
        self.driver.get("about:blank")
        self.driver.get(url + "#bid")
        self.wait(lambda d: d.execute_script("return typeof BidView !== 'undefined'"))
        self.type("#bid-hand", HAND)
        self.el('input[name="play"][value="dd"]').click()
        self.set_value("#bid-samples", "10")
        self.run_bid()
        self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "navigator.serviceWorker.getRegistrations().then((rs) => Promise.all(rs.map((r) => r.unregister())))"
            ".then(() => caches.keys()).then((ks) => Promise.all(ks.map((k) => caches.delete(k)))).then(done);")

    def page_run_seconds(self):
        """The engine's time for the bid view's last run, as its meta line says it ("; 1.7 s.")."""
        return self.driver.execute_script(
            "return Number(/; ([0-9.]+) s\\./.exec(document.getElementById('bid-meta').textContent)[1])")

    def test_zz_speed(self):
        """The page's default analysis (table play, 100 samples) and 500 double-dummy samples, in
        the page and natively on one thread; prints them."""
        self.open()
        self.driver.execute_async_script("Runner.warm().then(arguments[arguments.length - 1])")
        self.type("#bid-hand", HAND)
        t = time.perf_counter()
        self.el("#bid-run").click()
        self.wait_bid(timeout=900)
        page_s = time.perf_counter() - t
        engine_s = self.page_run_seconds()
        args = ["bid", "--hand", HAND, "--samples", "100", "--seed", "1", "--format", "json"]
        t = time.perf_counter()
        want = native(*args, "--threads", "1")
        native_s = time.perf_counter() - t
        self.assertEqual(self.advice_lines(), json.loads(want.stdout)["advice"]["text"])
        print(f"\nspeed: the page's default, table play --samples 100 --seed 1 --hand '{HAND}': "
              f"page {page_s:.2f} s (engine run {engine_s:.1f} s), native --threads 1 {native_s:.2f} s",
              file=sys.stderr)
        self.open()
        args = ["bid", "--hand", HAND, "--play", "dd", "--samples", "500", "--seed", "1", "--format", "json"]
        t = time.perf_counter()
        want = native(*args, "--threads", "1")
        native_s = time.perf_counter() - t
        self.driver.execute_async_script("Runner.warm().then(arguments[arguments.length - 1])")
        self.type("#bid-hand", HAND)
        self.el('input[name="play"][value="dd"]').click()
        self.set_value("#bid-samples", "500")
        self.set_value("#bid-seed", "1")
        t = time.perf_counter()
        self.el("#bid-run").click()
        self.wait_bid(timeout=600)
        page_s = time.perf_counter() - t
        engine_s = self.page_run_seconds()
        got = self.engine_run(args)
        self.assertEqual(got["stdout"], want.stdout)
        print(f"\nspeed: double dummy --samples 500 --seed 1 --hand '{HAND}': page {page_s:.2f} s "
              f"(engine run {engine_s:.1f} s; again in a fresh engine {got['ms'] / 1000:.2f} s), "
              f"native --threads 1 {native_s:.2f} s", file=sys.stderr)


if __name__ == "__main__":
    unittest.main()
