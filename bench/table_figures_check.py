#!/usr/bin/env python3
"""Do the table figures move with the players' worlds? (docs/table-play.md, "Worlds and figures")

For 20 hands (N holds at least four of a suit, that suit trump), runs
  texas42 bid --hand H --contract normal --trump T --samples 200 --seed 9 --worlds W
for each W given, and compares the make-probabilities at 30 and 35 with those of the
reference W (the first): the difference and its z-score, with the standard error of two
independent binomial estimates of 200 (conservative: the runs share their layouts).

Usage: bench/table_figures_check.py PATH/TO/texas42 [W ...]   (default W: 64 16 auto)
"""
import json
import math
import subprocess
import sys

SUITS = ["sixes", "fives", "fours", "threes", "twos", "ones", "blanks"]
BIDS = ["30", "35"]
SAMPLES = 200


def hands(binary):
    for i in range(20):
        suit = SUITS[i % len(SUITS)]
        deal = subprocess.run(
            [binary, "deal", "--seed", str(100 + i), "--where", f"N holds at least 4 {suit}"],
            check=True, capture_output=True, text=True).stdout.split("/")[0].strip()
        yield deal, suit


def figures(binary, hand, suit, worlds):
    out = subprocess.run(
        [binary, "bid", "--hand", hand, "--contract", "normal", "--trump", suit, "--samples",
         str(SAMPLES), "--seed", "9", "--threads", "1", "--worlds", worlds, "--format", "json"],
        check=True, capture_output=True, text=True).stdout
    make = json.loads(out)["results"][0]["make"]
    return [make[b] for b in BIDS]


def main():
    binary = sys.argv[1]
    settings = sys.argv[2:] or ["64", "16", "auto"]
    ref, others = settings[0], settings[1:]
    print("hand                      trump   " +
          "  ".join(f"{w:>5}@{b}" for w in settings for b in BIDS))
    diffs = {w: [] for w in others}
    worst = {w: 0.0 for w in others}
    for hand, suit in hands(binary):
        row = {w: figures(binary, hand, suit, w) for w in settings}
        print(f"{hand:25} {suit:7} " +
              "  ".join(f"{100 * p:8.1f}" for w in settings for p in row[w]), flush=True)
        for w in others:
            for p, q in zip(row[ref], row[w]):
                diffs[w].append(q - p)
                se = math.sqrt((p * (1 - p) + q * (1 - q)) / SAMPLES)
                z = 0.0 if se == 0 else (q - p) / se
                worst[w] = max(worst[w], abs(z))
    for w in others:
        d = diffs[w]
        mean = sum(d) / len(d)
        sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1))
        print(f"worlds {w} minus {ref}: mean {100 * mean:+.2f} points of probability "
              f"(+- {100 * sd / math.sqrt(len(d)):.2f} standard error over {len(d)} figures), "
              f"largest |z| {worst[w]:.2f}")


if __name__ == "__main__":
    main()
