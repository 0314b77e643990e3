"""What decided a finished game, in a few lines for the game-over message (in the channel's language)
and the terminal table.

Read from the final spectator view (`state.view(None)`) and the result, so nothing hidden is
shown: in Scopa the last deal's points (settebello, primiera, coins, cards, sweeps), in the
trick games the deals and games that made the score, books in Go Fish, pairs in Concentration,
who was left holding the odd card in the Old Maid family. The words are the catalogue's
(`facts-*` in `i18n/locales/<locale>/table.ftl`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from bot.service.card_names import card_name
from bot.service.faces import face_of
from games.core import Result
from i18n import DEFAULT, Text, translate
from i18n.text import joined

Names = Sequence[str]
Fields = list[tuple[str, str]]


class Words:
    """The catalogue in one language: `tr("facts-tie")`, `tr.list([...])` (`a, b and c`)."""

    def __init__(self, locale: str) -> None:
        self.locale = locale

    def __call__(self, msg_id: str, /, **args: Any) -> str:
        return translate(self.locale, msg_id, **args)

    def list(self, items: Sequence[str]) -> str:
        return joined(items, self.locale)

    def titled(self, title: str, text: str) -> str:
        """`**Primiera:** alice` with the language's colon (`**Primiera :**`, `**プリミエラ：**`)."""
        return self("facts-titled", title=title, text=text)

    def commas(self, items: Iterable[str]) -> str:
        """Items one after the other, as the language separates them (`, ` or `、`)."""
        return self("facts-separator").join(items)




def match_size(options: Mapping[str, Any]) -> int:
    """How many cards a Concentration match takes (2 for pairs)."""
    flip = options.get("flip", 2)
    return 2 if flip == 2 or (flip == 3 and options.get("flip3") == "pairs") else int(flip)


def _whole(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def score_text(
    game: str, score: float, options: Mapping[str, Any] | None = None, locale: str = DEFAULT
) -> str | None:
    """`11 points`, `3 books`, `6 pairs`; None where the score is only a place (the Old Maid family)."""
    if game == "concentration":  # the score counts cards; players count the matches they made
        size = match_size(options or {})
        return translate(locale, "facts-matches", count=int(score) // size, size=size)
    if not face_of(game).scored:
        return None
    if game == "scarto":  # points above or below the 26 par: the sign matters
        number = _whole(score)
        signed = f"{number:+}".replace("-", "−")
        return translate(locale, "facts-score", game=game, count=abs(number), signed=signed)
    number = _whole(score)
    return translate(locale, "facts-score", game=game, count=number, signed=str(number))


def rank_words(rank: str) -> Text:
    """A rank as a book of it is called: `Sevens`, `Aces` (`Sette`, `7`, `Sept`)."""
    return Text("facts-rank", rank=int(rank) if rank.isdigit() else rank)


def _name(names: Names, index: int, tr: Words) -> str:
    return names[index] if 0 <= index < len(names) else tr("facts-player", number=index + 1)


def _counts(values: Sequence[Any], names: Names, tr: Words, first: int = 0) -> str:
    """Side `first`'s count, then the others': `28 to 12` between two sides, `84 (bob 68, ann 51)`
    between more (the others by count)."""
    if len(values) == 2:
        return tr("facts-count-to", count=values[first], other=values[1 - first])
    others = sorted((i for i in range(len(values)) if i != first), key=lambda i: (-values[i], i))
    return f"{values[first]} (" + tr.commas(f"{_name(names, i, tr)} {values[i]}" for i in others) + ")"


# -- Scopa -------------------------------------------------------------------------------
SCOPA_ITEMS = (
    # (points key, the count behind it or None, the title's id)
    ("settebello", None, "facts-settebello"),
    ("primiera", "primiera_total", "facts-primiera"),
    ("denari", "coins", "facts-denari"),
    ("carte", "cards", "facts-carte"),
)


def scopa(view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words) -> Fields:
    deals = view.get("deal_results") or []
    if not deals:
        return []
    last = deals[-1]
    lines = []
    for key, count_key, title_id in SCOPA_ITEMS:
        title = tr(title_id)
        takers = [i for i, items in enumerate(last) if items.get(key)]
        counts = [items.get(count_key, 0) for items in last] if count_key else []
        if not takers:
            each = counts[0] if len(set(counts)) == 1 and counts else None
            tie = tr("facts-tie-each", count=each) if each is not None else tr("facts-tie")
            lines.append(tr.titled(title, tie))
            continue
        who = tr.list([_name(sides, i, tr) for i in takers])
        how = f", {_counts(counts, sides, tr, takers[0])}" if counts else ""
        lines.append(tr.titled(title, f"{who}{how}"))
    sweeps = [(i, items.get("scope", 0)) for i, items in enumerate(last)]
    # `2 for alice, 1 for Bot 1`: a count after a name (`Bot 1 1`) reads as part of the name.
    swept = tr.commas(tr("facts-scope-of", who=_name(sides, i, tr), count=n) for i, n in sweeps if n)
    lines.append(tr.titled(tr("facts-scope"), swept or tr("facts-none")))
    for key, title_id in (
        ("settanta", "facts-settanta"),
        ("re_bello", "facts-re-bello"),
        ("napola", "facts-napola"),
    ):
        scored = tr.commas(
            tr("facts-points-of", who=_name(sides, i, tr), points=items[key])
            for i, items in enumerate(last)
            if items.get(key)
        )
        if scored:
            lines.append(tr.titled(tr(title_id), scored))
    reason = (result.detail or {}).get("reason")
    if reason in ("cappotto", "napola"):
        winner = tr.list([_name(sides, w, tr) for w in result.winners])
        lines.insert(0, f"**{tr('facts-won-at-once', who=winner, how=reason)}**")
    played = len(deals)
    title = tr("facts-last-deal", deals=played)
    return [(title, "\n".join(lines))]


# -- Scarto and Stovkahra ------------------------------------------------------------------
def _signed(value: int) -> str:
    return f"{value:+d}".replace("-", "−")


def scarto(view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words) -> Fields:
    summaries = [s for s in (view.get("deal_summaries") or []) if isinstance(s, Mapping)]
    if not summaries:
        return []
    lines = []
    for seat in range(len(seats)):
        scores = [summary["seats"][seat]["score"] for summary in summaries]
        tricks = [summary["seats"][seat]["tricks"] for summary in summaries]
        deals = ", ".join(_signed(score) for score in scores)
        total = summaries[-1]["seats"][seat]["total"]
        lines.append(
            f"{_name(seats, seat, tr)}: {deals} → **{_signed(total)}** "
            + tr("facts-tricks-in-all", count=sum(tricks))
        )
    losers = (result.detail or {}).get("losers") or []
    if losers:
        names = tr.list([_name(seats, s, tr) for s in losers])
        lines.append(tr("facts-below-par", who=names))
    return [(tr("facts-deal-by-deal", deals=len(summaries)), "\n".join(lines))]


def stovkahra(view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words) -> Fields:
    played = [g for g in ((result.detail or {}).get("games") or []) if isinstance(g, Mapping)]
    if not played:
        return []
    wins = [sum(1 for g in played if g.get("winner") == team) for team in range(2)]
    ahead = 0 if wins[0] >= wins[1] else 1
    games_won = f"{_name(sides, ahead, tr)}, {_counts(wins, sides, tr, ahead)}"
    lines = [tr.titled(tr("facts-games-won"), games_won)]
    last = played[-1]
    team = int(last["winner"])
    totals = _counts(last.get("totals", [0, 0]), sides, tr, team)
    said = tr("facts-last-game-line", who=_name(sides, team, tr), points=totals, brcke=last.get("brcke", 0))
    lines.append(tr.titled(tr("facts-last-game"), said))
    dost = last.get("dost")
    if isinstance(dost, Mapping):
        right = "yes" if dost.get("right") else "no"
        lines.append(tr("facts-dost", who=_name(seats, int(dost["seat"]), tr), right=right))
    return [(tr("facts-match"), "\n".join(lines))]


# -- the family games --------------------------------------------------------------------------
def gofish(view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words) -> Fields:
    books = view.get("books") or []
    lines = []
    for seat, laid in enumerate(books):
        ranks = tr.list([rank_words(_rank(book[0])).render(tr.locale) for book in laid]) if laid else ""
        count = tr("facts-books", count=len(laid))
        lines.append(f"{_name(seats, seat, tr)}: {count}" + (f" ({ranks})" if ranks else ""))
    end = view.get("end")
    emptied = view.get("emptied")
    if emptied is not None:
        lines.append(tr("facts-ran-out", who=_name(seats, int(emptied), tr)))
    elif end == "stock":
        lines.append(tr("facts-pond-dry"))
    return [(tr("facts-books-title"), "\n".join(lines))] if lines else []


def _rank(card: str) -> str:
    return card[:-1] if card[-1] in "shdc" else card


def concentration(view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words) -> Fields:
    # The places already count the matches each player made; tr only what else decided it.
    options = view.get("options") or {}
    moves = view.get("moves") or []
    lines = []
    if len(moves) == 1:
        lines.append(tr("facts-cleared-in", count=moves[0]))
    tiebreak = options.get("tiebreak_card")
    if tiebreak and len(result.winners) == 1 and len(set(result.scores)) < len(result.scores):
        lines.append(tr("facts-tiebreak", card=card_name(tiebreak, "concentration", tr.locale)))
    return [(tr("facts-how-it-ended"), "\n".join(lines))] if lines else []


def oldmaid(view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words) -> Fields:
    def card(name: str) -> str:
        return card_name(name, "oldmaid", tr.locale)

    lines = []
    loser = view.get("loser")
    if loser is not None and view.get("losing_card"):
        what = view.get("variant", "")
        who = _name(seats, int(loser), tr)
        lines.append(tr("facts-left-holding", who=who, variant=what, card=card(view["losing_card"])))
    removed = view.get("removed")
    if view.get("variant") == "jiji-nuki" and removed:
        lines.append(tr("facts-set-aside", card=card(removed)))
    order = view.get("finished") or []
    if order:
        names = tr.list([_name(seats, int(s), tr) for s in order])
        lines.append(tr("facts-out-in-order", who=names))
    return [(tr("facts-how-it-ended"), "\n".join(lines))] if lines else []


FACTS: dict[str, Callable[[Mapping[str, Any], Result, Names, Names, Words], Fields]] = {
    "scopa": scopa,
    "scarto": scarto,
    "stovkahra": stovkahra,
    "gofish": gofish,
    "concentration": concentration,
    "oldmaid": oldmaid,
}


def final_facts(
    game: str, view: Mapping[str, Any], result: Result, seats: Names, sides: Names, locale: str = DEFAULT
) -> Fields:
    """Embed fields (title, text) saying what decided the game; [] for a game with none."""
    facts = FACTS.get(game)
    if facts is None:
        return []
    try:
        return facts(view, result, seats, sides, Words(locale))
    except (KeyError, IndexError, TypeError, ValueError):
        return []  # an unexpected view shape must never cost the game-over message
