"""Tests of the Python module texas42 (python/texas42): its results are the CLI's JSON, key for
key and value for value; bad input raises texas42.Error; the work runs without the GIL.

Run by ctest (python_test) with PYTHONPATH=build/python and TEXAS42_BINARY=the built CLI.
"""

import json
import os
import subprocess
import threading
import time

import pytest

import texas42

BINARY = os.environ.get("TEXAS42_BINARY", "texas42")
DEAL = ("66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/"
        "51 50 30 22 21 20 11")
RECORD = ("deal=%s; declarer=N; trump=sixes; bid=34; played=66 62 44 51" % DEAL)


def cli(*args):
    """Runs the texas42 program; returns its JSON output (one object, or a list of several)."""
    out = subprocess.run([BINARY, *args], check=True, capture_output=True, text=True).stdout
    records = [json.loads(line) for line in out.splitlines() if line.strip()]
    return records[0] if len(records) == 1 else records


def test_solve_equals_the_cli():
    result = texas42.solve(DEAL, trump="sixes")
    assert isinstance(result, dict)
    assert result == cli("solve", "--deal", DEAL, "--trump", "sixes", "--format", "json")
    assert result["results"][0]["points"] == 42


def test_solve_several_declarers_is_a_list():
    results = texas42.solve(DEAL, trump="fives", declarer="all", values_only=True, threads=1)
    assert isinstance(results, list) and len(results) == 4
    assert results == cli("solve", "--deal", DEAL, "--trump", "fives", "--declarer", "all",
                          "--values-only", "--threads", "1", "--format", "json")


def test_bid_equals_the_cli_for_any_threads():
    hand = "66 65 64 55 41 10 33"
    one = texas42.bid(hand, samples=40, seed=3, threads=1, known={"S": "63 44"}, play="dd")
    assert one == texas42.bid(hand.split(), samples=40, seed=3, threads=2, known=["S=63 44"],
                              play="dd")
    assert one == cli("bid", "--hand", hand, "--samples", "40", "--seed", "3", "--known",
                      "S=63 44", "--play", "dd", "--format", "json")
    assert one["samples"] == 40 and "advice" in one and one["figure"] == "dd"
    table = texas42.bid(hand, samples=3, seed=3, worlds=2, contract="normal", trump="sixes")
    assert table == cli("bid", "--hand", hand, "--samples", "3", "--seed", "3", "--worlds", "2",
                        "--contract", "normal", "--trump", "sixes", "--format", "json")
    assert table["figure"] == "table" and table["advice"]["text"][0].startswith("Worth: ")


def test_play_and_review_equal_the_cli():
    played = texas42.play(DEAL, trump="sixes", bid=34, worlds=4)
    assert played == cli("play", "--deal", DEAL, "--trump", "sixes", "--bid", "34", "--worlds",
                         "4", "--format", "json")
    reviewed = texas42.review(RECORD)
    assert reviewed == cli("review", "--record", RECORD, "--format", "json")
    as_dict = texas42.review({"deal": DEAL, "declarer": "N", "trump": "sixes", "bid": 34,
                              "played": ["66", "62", "44", "51"]})
    assert as_dict == reviewed


def test_study_is_an_iterator_of_the_records():
    records = texas42.study(3, seed=5, trump="sixes,doubles", declarer="N,E")
    assert iter(records) is records
    records = list(records)
    assert len(records) == 3 * 2 * 2
    assert records == cli("study", "--deals", "3", "--seed", "5", "--trump", "sixes,doubles",
                          "--declarer", "N,E", "-o", "-", "--format", "jsonl")
    assert [r["index"] for r in records[:4]] == [0, 0, 0, 0]
    assert [r["game"] for r in records] == ["42"] * len(records)
    assert records[0]["study"].startswith("texas42 study v3 game=42 seed=5 deals=3")
    assert len(records[0]["suits"]) == 7
    # One format for every game: a Moon study's records have the same keys.
    moon = list(texas42.study(2, seed=5, game="moon", trump="sixes"))
    assert [r["game"] for r in moon] == ["moon", "moon"]
    assert moon[0]["study"].startswith("texas42 study v3 game=moon seed=5 deals=2")
    assert set(moon[1]) == set(records[1])


def test_a_study_stopped_early_stops_the_work():
    start = time.monotonic()
    for record in texas42.study(100000, trump="all", chunk=1, threads=1):
        assert record["index"] == 0
        break
    assert time.monotonic() - start < 60


def test_deal_is_reproducible_and_meets_its_conditions():
    deals = texas42.deal(5, seed=9, where="N holds at least 4 sixes", give={"S": "55"})
    assert deals == texas42.deal(5, seed=9, where=["N holds at least 4 sixes"], give={"S": "55"})
    assert len(deals) == 5
    for line in deals:
        north, east, south, west = line.split("/")
        assert sum("6" in tile for tile in north.split()) >= 4
        assert "55" in south.split()
    assert deals == subprocess.run(
        [BINARY, "deal", "-n", "5", "--seed", "9", "--where", "N holds at least 4 sixes",
         "--give", "S=55"], check=True, capture_output=True, text=True).stdout.splitlines()
    assert texas42.solve(deals[0], trump="sixes", values_only=True)["deal"]


def test_deal_of_another_game_is_solved_in_the_same_schema():
    deals = texas42.deal(2, seed=4, game="moon")
    assert len(deals) == 2 and all(len(d.split("/")) == 4 for d in deals)  # three hands, one left
    result = texas42.solve(deals[0], game="moon", trump="sixes")
    assert result["game"] == "moon"
    assert result["deal"] == deals[0]
    assert result["results"][0]["contract"] == "normal"
    assert result["results"][0]["unit"] == "tricks"
    assert 0 <= result["results"][0]["tricks"] <= 7


def test_bad_input_raises_the_cli_message():
    with pytest.raises(texas42.Error, match="4 hands"):
        texas42.solve("66 65 64/1 2 3", trump="sixes")
    with pytest.raises(texas42.Error, match="impossible"):
        texas42.deal(where="N holds at least 8 sixes")
    with pytest.raises(texas42.Error, match="--samples"):
        texas42.bid("66 65 64 55 41 10 33", samples=0)
    # The module works on after an error.
    assert texas42.solve(DEAL, trump="sixes")["results"][0]["points"] == 42


def test_the_gil_is_released_while_it_works():
    done = threading.Event()
    result = {}

    def work():
        result["bid"] = texas42.bid("66 64 63 61 55 33 20", samples=1500, seed=1, threads=1,
                                    play="dd")
        done.set()

    worker = threading.Thread(target=work)
    worker.start()
    spins = 0
    while not done.is_set():
        spins += 1
        time.sleep(0.001)
    worker.join()
    assert result["bid"]["samples"] == 1500
    assert spins > 20  # this thread ran while the analysis worked


def test_calls_on_several_threads_do_not_mix():
    deals = texas42.deal(6, seed=2)
    expected = [texas42.solve(d, trump="fours", values_only=True, threads=1) for d in deals]
    got = [None] * len(deals)

    def work(i):
        got[i] = texas42.solve(deals[i], trump="fours", values_only=True, threads=1)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(deals))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == expected


def test_version_and_docstrings():
    version = subprocess.run([BINARY, "--version"], check=True, capture_output=True,
                             text=True).stdout.strip()
    assert version == "texas42 %s (commit %s)" % (texas42.__version__, texas42.commit)
    for function in (texas42.solve, texas42.bid, texas42.play, texas42.review, texas42.study,
                     texas42.deal, texas42.run):
        assert function.__doc__ and len(function.__doc__) > 40
    assert "solve" in texas42.__doc__


def test_run_is_the_command_line():
    out = texas42.run("solve", "--example", "--trump", "sixes", "--values-only")
    assert out == subprocess.run([BINARY, "solve", "--example", "--trump", "sixes",
                                  "--values-only"], check=True, capture_output=True,
                                 text=True).stdout
