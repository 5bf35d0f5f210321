"""texas42: the Texas 42 double-dummy solver and bid analyzer, from Python.

Every function runs the texas42 command of the same name in this process (the very code the
``texas42`` program runs) and returns its JSON output as plain dicts and lists, with the same
keys as ``texas42 COMMAND --format json`` (docs/cli-reference.md lists them)::

    import texas42
    result = texas42.solve("66 65 64 63 55 41 10/62 61 60 54 53 52 00/"
                           "44 43 42 40 33 32 31/51 50 30 22 21 20 11", trump="sixes")
    result["results"][0]["points"]

Keyword arguments are the command's flags, with ``_`` for ``-``: ``values_only=True`` is
``--values-only``, ``known=["S=6-3 4-4", "E=6-2"]`` repeats ``--known``, and ``threads``
(``0``, the default, uses every core) works as in the CLI. Bad input raises ``texas42.Error``
with the CLI's one-line message. The work runs without the GIL, so other Python threads go on
meanwhile; ``study`` yields its records while it works.
"""

import json

from . import _texas42

__all__ = ["Error", "solve", "bid", "play", "review", "study", "deal", "run", "__version__"]

__version__ = _texas42.__version__
#: The git commit the module was built from ("unknown" outside a checkout).
commit = _texas42.commit


class Error(ValueError):
    """Bad input, or a command that failed: the CLI's message, without "texas42: error: "."""


def _flags(options):
    """Returns the command-line flags for keyword arguments (see the module's docstring)."""
    args = []
    for name, value in options.items():
        flag = "--" + name.replace("_", "-")
        if value is None or value is False:
            continue
        if value is True:
            args.append(flag)
        elif isinstance(value, dict):
            for seat, tiles in value.items():
                args += [flag, "%s=%s" % (seat, _words(tiles))]
        elif isinstance(value, (list, tuple)):
            for item in value:
                args += [flag, _words(item)]
        else:
            args += [flag, str(value)]
    return args


def _words(value):
    """Returns a list of tiles (or one string) as the CLI writes it: "66 65 64"."""
    if isinstance(value, (list, tuple)):
        return " ".join(str(v) for v in value)
    return str(value)


def _lines(args):
    """Runs ``texas42 ARGS...`` and yields the lines of its standard output as they come;
    raises Error when it fails, and warns of anything else it says on stderr."""
    run = _texas42.Run([str(a) for a in args])
    try:
        while True:
            line = run.next_line()
            if line is None:
                break
            yield line
    finally:
        run.close()
    code, err = run.finish()
    messages = [m for m in err.splitlines() if m]
    errors = [m[len("texas42: error: "):] for m in messages if m.startswith("texas42: error: ")]
    if code != 0:
        raise Error("; ".join(errors) or "texas42 %s failed (exit code %d)" % (args[0], code))
    if messages:
        import warnings

        for message in messages:
            warnings.warn(message, stacklevel=3)


def run(*args):
    """Runs ``texas42 ARGS...`` as the command line would and returns its standard output.

    >>> print(texas42.run("solve", "--example", "--trump", "sixes", "--values-only"))
    """
    return "".join(line + "\n" for line in _lines(list(args)))


def _json(command, positional, options):
    """Runs a command with ``--format json`` and returns its object, or the list of its objects
    when it writes several (JSON Lines)."""
    args = [command] + _flags(dict(positional, **options)) + ["--format", "json"]
    records = [json.loads(line) for line in _lines(args) if line.strip()]
    return records[0] if len(records) == 1 else records


def solve(deal=None, trump="all", **options):
    """Solves a deal exactly, double dummy: ``texas42 solve --format json``.

    ``deal`` is four hands in seat order N/E/S/W ("66 65 ... / 62 ... / ... / ...");
    ``trump`` is one trump, a comma list or "all". Other flags as keywords: ``declarer``
    ("N", a comma list or "all"), ``contract``, ``played``, ``values_only``, ``game``,
    ``threads``, ... Returns the JSON object of the deal (keys ``deal``, ``declarer``,
    ``results``: per contract its ``points`` (or ``tricks``), the value of every tile and the optimal line), or a list of them,
    one per declarer, when several declare.
    """
    return _json("solve", {"deal": deal, "trump": trump}, options)


def bid(hand, **options):
    """Analyzes a hand for bidding: ``texas42 bid --format json``.

    ``hand`` is the declarer's seven tiles ("66 65 64 55 41 10 33" or a list of tiles). Other
    flags as keywords: ``samples``, ``seed``, ``known`` (a dict seat -> tiles, or a list of
    "S=tiles"), ``exact``, ``play="dd"`` (double dummy; table play is the default), ``over``,
    ``confidence``, ``contract``, ``game``,
    ``threads``, ... Returns the JSON object: the make-probability of every bid per contract,
    the best contract per bid and the advice.
    """
    return _json("bid", {"hand": _words(hand)}, options)


def play(deal=None, trump="sixes", **options):
    """Plays a deal out and says what every play cost: ``texas42 play --format json``.

    ``deal`` is four hands N/E/S/W; other flags as keywords: ``bid`` (default 30),
    ``declarer``, ``declarers`` and ``defenders`` ("table" or "dd"), ``worlds``, ``seed``,
    ``played``, ``next`` (only the tile the player to move would choose), ``threads``, ...
    """
    return _json("play", {"deal": deal, "trump": trump}, options)


def review(record, **options):
    """Reviews a played hand: ``texas42 review --format json``.

    ``record`` is one hand record, as a string ("deal=...; declarer=N; trump=sixes; bid=34;
    played=66 62 44 51") or a dict of the same fields (lists of tiles allowed). Other flags as
    keywords: ``play="table"``, ``worlds``, ``seed``, ``game``, ``threads``, ...
    """
    if isinstance(record, dict):
        record = "; ".join("%s=%s" % (k, _words(v)) for k, v in record.items())
    return _json("review", {"record": record}, options)


def study(deals, seed=1, **options):
    """Runs a study and yields its records as they are solved: ``texas42 study --format jsonl``.

    Each record is a dict with the keys of a study's JSON Lines, the same in every game
    (``game``, ``index``, ``deal``, ``declarer``, ``contract``, the hand's features ``trumps``,
    ``trump_double``, ``doubles``, ``count`` and ``suits``, then ``value``, ``table_makes`` with
    ``play="table"``, ``check``, and in the first record ``study``), in order, the same for any
    ``threads``. Other flags as keywords: ``declarer``, ``trump``, ``play``, ``game``,
    ``contracts``, ``chunk``, ``threads``, ... Stopping early (``break``) stops the work.
    A pandas DataFrame of a study: ``pandas.DataFrame(texas42.study(1000, declarer="all"))``.
    """
    args = ["study"] + _flags(dict({"deals": deals, "seed": seed}, **options))
    args += ["--output", "-", "--format", "jsonl"]
    for line in _lines(args):
        if line.strip():
            yield json.loads(line)


def deal(deals=1, seed=1, give=None, where=None, **options):
    """Deals random deals that meet conditions: ``texas42 deal``; returns them as strings
    ("N/E/S/W" hands), ready for ``solve``.

    ``give`` gives tiles to seats ({"N": "66 65"}; seven tiles give the whole hand); ``where``
    is a condition or a list of them ("N holds at least 4 sixes", "E holds no count");
    ``max_tries`` caps the deals tried. The same seed and conditions give the same deals.
    ``game="moon"`` (or any game of the family) deals that game: deal K of a seed is deal K of
    ``study(game=...)`` with that seed; ``give`` takes whole hands there.
    """
    if isinstance(where, str):
        where = [where]
    args = ["deal"] + _flags(dict({"deals": deals, "seed": seed, "give": give, "where": where},
                                  **options))
    return [line for line in _lines(args) if line.strip()]
