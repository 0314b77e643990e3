"""What decided a finished game, in a few lines for the game-over message.

Read from the final spectator view (`state.view(None)`) and the result, so nothing hidden is
shown: in Scopa the last deal's points (settebello, primiera, coins, cards, sweeps), in the
trick games the deals and games that made the score, books in Go Fish, pairs in Concentration,
who was left holding the odd card in the Old Maid family.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from bot.discord.adapter import adapter_for
from bot.service.words import joined, plural
from games.core import Result
from games.family_common import rank_name

Names = Sequence[str]
Fields = list[tuple[str, str]]

# What a game's final score counts, as "1 point" / "2 points" reads.
SCORE_UNITS: dict[str, tuple[str, str]] = {
    "scopa": ("point", "points"),
    "scarto": ("point", "points"),
    "stovkahra": ("brčka", "brčke"),
    "gofish": ("book", "books"),
    "concentration": ("card", "cards"),
}


def match_size(options: Mapping[str, Any]) -> int:
    """How many cards a Concentration match takes (2 for pairs)."""
    flip = options.get("flip", 2)
    return 2 if flip == 2 or (flip == 3 and options.get("flip3") == "pairs") else int(flip)


MATCH_WORDS = {2: ("pair", "pairs"), 3: ("triple", "triples"), 4: ("four of a kind", "fours of a kind")}


def score_text(game: str, score: float, options: Mapping[str, Any] | None = None) -> str | None:
    """`11 points`, `3 books`, `6 pairs`; None where the score is only a place (the Old Maid family)."""
    if game == "concentration":  # the score counts cards; players count the matches they made
        size = match_size(options or {})
        return plural(int(score) // size, *MATCH_WORDS[size])
    unit = SCORE_UNITS.get(game)
    if unit is None:
        return None
    if game == "scarto":  # points above or below the 26 par: the sign matters
        number = int(score) if float(score).is_integer() else score
        return f"{number:+} {unit[0] if abs(number) == 1 else unit[1]}".replace("-", "−")
    return plural(score, *unit)


def _name(names: Names, index: int) -> str:
    return names[index] if 0 <= index < len(names) else f"player {index + 1}"


def _counts(values: Sequence[Any], names: Names, first: int = 0) -> str:
    """Side `first`'s count, then the others': `28 to 12` between two sides, `84 (bob 68, ann 51)`
    between more (the others by count)."""
    if len(values) == 2:
        return f"{values[first]} to {values[1 - first]}"
    others = sorted((i for i in range(len(values)) if i != first), key=lambda i: (-values[i], i))
    return f"{values[first]} (" + ", ".join(f"{_name(names, i)} {values[i]}" for i in others) + ")"


# -- Scopa -------------------------------------------------------------------------------
SCOPA_ITEMS = (
    # (points key, the count behind it or None, title)
    ("settebello", None, "Settebello (7 of coins)"),
    ("primiera", "primiera_total", "Primiera"),
    ("denari", "coins", "Most coins"),
    ("carte", "cards", "Most cards"),
)


def scopa(view: Mapping[str, Any], result: Result, seats: Names, sides: Names) -> Fields:
    deals = view.get("deal_results") or []
    if not deals:
        return []
    last = deals[-1]
    lines = []
    for key, count_key, title in SCOPA_ITEMS:
        takers = [i for i, items in enumerate(last) if items.get(key)]
        counts = [items.get(count_key, 0) for items in last] if count_key else []
        if not takers:
            tie = f", {counts[0]} each" if len(set(counts)) == 1 and counts else ""
            lines.append(f"**{title}:** nobody (a tie{tie})")
            continue
        how = f", {_counts(counts, sides, takers[0])}" if counts else ""
        lines.append(f"**{title}:** {joined([_name(sides, i) for i in takers])}{how}")
    sweeps = [(i, items.get("scope", 0)) for i, items in enumerate(last)]
    swept = ", ".join(f"{_name(sides, i)} {n}" for i, n in sweeps if n)
    lines.append(f"**Scope (sweeps):** {swept or 'none'}")
    for key, title in (("settanta", "Settanta"), ("re_bello", "Re bello"), ("napola", "Napola")):
        scored = ", ".join(
            f"{_name(sides, i)} {items[key]}" for i, items in enumerate(last) if items.get(key)
        )
        if scored:
            lines.append(f"**{title}:** {scored}")
    reason = (result.detail or {}).get("reason")
    if reason in ("cappotto", "napola"):
        winner = joined([_name(sides, w) for w in result.winners])
        how = "all ten coins" if reason == "cappotto" else "a full napola"
        lines.insert(0, f"**{winner} won at once with {how}.**")
    played = len(deals)
    title = "Last deal" if played > 1 else "The deal"
    return [(f"{title} (of {plural(played, 'deal')})" if played > 1 else title, "\n".join(lines))]


# -- Scarto and Stovkahra ------------------------------------------------------------------
def scarto(view: Mapping[str, Any], result: Result, seats: Names, sides: Names) -> Fields:
    summaries = [s for s in (view.get("deal_summaries") or []) if isinstance(s, Mapping)]
    if not summaries:
        return []
    lines = []
    for seat in range(len(seats)):
        scores = [summary["seats"][seat]["score"] for summary in summaries]
        tricks = [summary["seats"][seat]["tricks"] for summary in summaries]
        deals = ", ".join(f"{score:+d}".replace("-", "−") for score in scores)
        total = summaries[-1]["seats"][seat]["total"]
        lines.append(
            f"{_name(seats, seat)}: {deals} → **{total:+d}**".replace("-", "−")
            + f" ({plural(sum(tricks), 'trick')} in all)"
        )
    losers = (result.detail or {}).get("losers") or []
    if losers:
        lines.append(f"Below par at the end: {joined([_name(seats, s) for s in losers])}.")
    return [(f"Deal by deal (points over 26; {plural(len(summaries), 'deal')})", "\n".join(lines))]


def stovkahra(view: Mapping[str, Any], result: Result, seats: Names, sides: Names) -> Fields:
    played = [g for g in ((result.detail or {}).get("games") or []) if isinstance(g, Mapping)]
    if not played:
        return []
    wins = [sum(1 for g in played if g.get("winner") == team) for team in range(2)]
    ahead = 0 if wins[0] >= wins[1] else 1
    lines = [f"**Games won:** {_name(sides, ahead)}, {_counts(wins, sides, ahead)}"]
    last = played[-1]
    team = int(last["winner"])
    lines.append(
        f"**Last game:** {_name(sides, team)}, {_counts(last.get('totals', [0, 0]), sides, team)} "
        f"in points, for {plural(last.get('brcke', 0), 'brčka', 'brčke')}."
    )
    dost = last.get("dost")
    if isinstance(dost, Mapping):
        verdict = "rightly" if dost.get("right") else "wrongly"
        lines.append(f"{_name(seats, int(dost['seat']))} claimed dost {verdict}.")
    return [("How the match went", "\n".join(lines))]


# -- the family games --------------------------------------------------------------------------
def gofish(view: Mapping[str, Any], result: Result, seats: Names, sides: Names) -> Fields:
    books = view.get("books") or []
    lines = []
    for seat, laid in enumerate(books):
        ranks = ", ".join(rank_name(_rank(book[0])) for book in laid)
        lines.append(f"{_name(seats, seat)}: {plural(len(laid), 'book')}" + (f" ({ranks})" if ranks else ""))
    end = view.get("end")
    emptied = view.get("emptied")
    if emptied is not None:
        lines.append(f"{_name(seats, int(emptied))} ran out of cards first.")
    elif end == "stock":
        lines.append("The pond ran dry.")
    return [("Books", "\n".join(lines))] if lines else []


def _rank(card: str) -> str:
    return card[:-1] if card[-1] in "shdc" else card


def concentration(view: Mapping[str, Any], result: Result, seats: Names, sides: Names) -> Fields:
    # The places already count the matches each player made; say only what else decided it.
    options = view.get("options") or {}
    moves = view.get("moves") or []
    lines = []
    if len(moves) == 1:
        lines.append(f"Cleared the board in {plural(moves[0], 'turn')}.")
    tiebreak = options.get("tiebreak_card")
    if tiebreak and len(result.winners) == 1 and len(set(result.scores)) < len(result.scores):
        lines.append(f"Equal counts: the holder of {adapter_for('concentration').card(tiebreak)} wins.")
    return [("How it ended", "\n".join(lines))] if lines else []


def oldmaid(view: Mapping[str, Any], result: Result, seats: Names, sides: Names) -> Fields:
    card = adapter_for("oldmaid").card
    lines = []
    loser = view.get("loser")
    if loser is not None and view.get("losing_card"):
        what = {"babanuki": "the joker", "old-maid": "the odd Queen"}.get(
            view.get("variant", ""), "the odd card"
        )
        lines.append(f"**{_name(seats, int(loser))}** was left holding {what}, {card(view['losing_card'])}.")
    removed = view.get("removed")
    if view.get("variant") == "jiji-nuki" and removed:
        lines.append(f"The card set aside at the start was {card(removed)}.")
    order = view.get("finished") or []
    if order:
        lines.append("Out of cards, in order: " + ", ".join(_name(seats, int(s)) for s in order) + ".")
    return [("How it ended", "\n".join(lines))] if lines else []


FACTS: dict[str, Callable[[Mapping[str, Any], Result, Names, Names], Fields]] = {
    "scopa": scopa,
    "scarto": scarto,
    "stovkahra": stovkahra,
    "gofish": gofish,
    "concentration": concentration,
    "oldmaid": oldmaid,
}


def final_facts(game: str, view: Mapping[str, Any], result: Result, seats: Names, sides: Names) -> Fields:
    """Embed fields (title, text) saying what decided the game; [] for a game with none."""
    facts = FACTS.get(game)
    if facts is None:
        return []
    try:
        return facts(view, result, seats, sides)
    except (KeyError, IndexError, TypeError, ValueError):
        return []  # an unexpected view shape must never cost the game-over message
