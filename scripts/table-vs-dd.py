#!/usr/bin/env python3
"""Double dummy against table play over random hands: the table of docs/table-play.md ("Measured").

For HANDS random hands (North's seven tiles; Python's random with a fixed seed), the declarer
names trump by a stated rule (below), then `texas42 bid --samples SAMPLES` gives the
make-probability of 30, 35 and 1 mark under each seating: dd (all four hands face up), table
(every seat sees only its own hand), table declarers against dd defenders, and the reverse.
Prints the mean over the hands as a Markdown table.

Trump rule (from the hand alone): the pip suit with the most tiles (its double counted once);
ties go to the suit whose double he holds, then to the higher suit; with four doubles or more,
doubles.

usage: scripts/table-vs-dd.py BINARY [HANDS] [SAMPLES] [SEED]
"""
import json
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

binary = sys.argv[1]
hands = int(sys.argv[2]) if len(sys.argv) > 2 else 200
samples = int(sys.argv[3]) if len(sys.argv) > 3 else 20
seed = int(sys.argv[4]) if len(sys.argv) > 4 else 2026

TILES = [(h, l) for h in range(7) for l in range(h + 1)]
NAMES = ["blanks", "ones", "twos", "threes", "fours", "fives", "sixes"]
SEATINGS = [("dd", "dd"), ("table", "table"), ("table", "dd"), ("dd", "table")]
BIDS = ["30", "35", "42"]


def trump_of(hand):
    if sum(1 for h, l in hand if h == l) >= 4:
        return "doubles"
    def key(p):
        return (sum(1 for t in hand if p in t), (p, p) in hand, p)
    return NAMES[max(range(7), key=key)]


def run(hand, trump, declarers, defenders):
    text = " ".join(f"{h}{l}" for h, l in hand)
    out = subprocess.run([binary, "bid", "--hand", text, "--contract", "normal", "--trump", trump,
                          "--samples", str(samples), "--seed", "7", "--threads", "1",
                          "--declarers", declarers, "--defenders", defenders, "--json"],
                         check=True, capture_output=True, text=True).stdout
    result = json.loads(out)["results"][0]["make"]
    return [result[b] for b in BIDS]


rng = random.Random(seed)
jobs = []
for _ in range(hands):
    hand = rng.sample(TILES, 7)
    trump = trump_of(hand)
    for seating in SEATINGS:
        jobs.append((hand, trump, seating))
with ThreadPoolExecutor(max_workers=2) as pool:
    results = list(pool.map(lambda j: run(j[0], j[1], *j[2]), jobs))
print(f"{hands} random hands, trump named by the rule in scripts/table-vs-dd.py, "
      f"{samples} layouts each (seed {seed}):\n")
print("| declarers / defenders | 30 | 35 | 1 mark |")
print("| --- | --- | --- | --- |")
for s, (declarers, defenders) in enumerate(SEATINGS):
    rows = [results[i] for i in range(s, len(results), len(SEATINGS))]
    means = [100 * sum(r[b] for r in rows) / len(rows) for b in range(len(BIDS))]
    print(f"| {declarers} / {defenders} | " + " | ".join(f"{m:.1f}%" for m in means) + " |")
