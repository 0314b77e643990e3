"""The trick games: Scarto (Piedmontese tarot) and Stovkahra (Trappola, the Italian piquet deck)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.service.faces.base import GameFace, register
from bot.service.faces.common import (
    Fields,
    Names,
    Seats,
    Words,
    counts,
    name_of,
    seat_name,
    signed,
    team_name,
    whole,
)
from games import cards as C
from games.core import Result, State
from games.scarto.rules import DEALS
from games.stovkahra.rules import declaration_text
from i18n import DEFAULT, Joined, Text, translate


class TrickFace(GameFace):
    """What a trick game's move led to: the trick it won, with the tally so far."""

    def led_to(
        self, before: State, after: State, seat: int, action: str, seats: Seats, locale: str
    ) -> list[Text]:
        old, new = before.view(seats.me), after.view(seats.me)
        done, now = old.get("tricks") or [], new.get("tricks") or []
        if len(now) != len(done) + 1 or new.get("deal") != old.get("deal"):
            # A deal's last trick: the deal's summary says it (the view has moved to the next deal).
            if new.get("deal") != old.get("deal") and old.get("trick"):
                played = [card for _, card in old.get("trick") or []] + [action]
                return [Text("local-last-trick", cards=self.card_names(played, locale))]
            return []
        trick = now[-1]
        winner = int(trick["winner"])
        return [
            Text(
                "local-trick-won",
                number=len(now),
                winner=seats.name(winner),
                cards=self.card_names(trick["cards"], locale),
                tally=self.tally(new, winner, locale),
            )
        ]

    def tally(self, view: Mapping[str, Any], winner: int, locale: str) -> str:
        """The winner's tricks and card points so far, after a trick they won."""
        return ""

    def taken_tricks(self, view: Mapping[str, Any]) -> list[tuple[int, list[str]]]:
        return [
            (int(trick["winner"]), [str(card) for card in trick.get("cards") or []])
            for trick in view.get("tricks") or []
            if isinstance(trick, Mapping) and "winner" in trick
        ]


class ScartoFace(TrickFace):
    game = "scarto"
    deck = "tarot"
    facts_count_score = True
    help = "local-help-scarto"

    def deck_cards(self) -> list[str]:
        return C.tarot_deck()

    def number_means(self, phase: str = "") -> str:
        return "cards" if phase == "discard" else ""

    def standing(self, view: Mapping[str, Any]) -> list[Text] | None:
        """Each seat's points above or below par so far (`+3`, `−2`)."""
        return [Text("live-score-signed", score=signed(score)) for score in view.get("scores") or []]

    def lobby_goal(self, options: Mapping[str, Any]) -> Text | None:
        return Text("lobby-goal-deals", deals=DEALS)

    def goal(self, view: Mapping[str, Any]) -> Text | None:
        return Text("live-goal-deal-of", deal=int(view.get("deal", 0)) + 1, deals=int(view.get("deals", 3)))

    def score_text(
        self, score: float, options: Mapping[str, Any] | None = None, locale: str = DEFAULT
    ) -> str | None:
        """Points above or below the 26 par: the sign matters."""
        number = whole(score)
        return translate(locale, "facts-score", game=self.game, count=abs(number), signed=signed(number))

    def final_facts(
        self, view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words
    ) -> Fields:
        """Each seat's deals and total, and who finished below par."""
        summaries = [s for s in (view.get("deal_summaries") or []) if isinstance(s, Mapping)]
        if not summaries:
            return []
        lines = []
        for seat in range(len(seats)):
            scores = [summary["seats"][seat]["score"] for summary in summaries]
            tricks = [summary["seats"][seat]["tricks"] for summary in summaries]
            total = summaries[-1]["seats"][seat]["total"]
            lines.append(
                tr(
                    "facts-seat-deals",
                    who=name_of(seats, seat, tr),
                    deals=Joined([signed(score) for score in scores], ", "),
                    total=signed(total),
                    tricks=sum(tricks),
                )
            )
        losers = (result.detail or {}).get("losers") or []
        if losers:
            names = tr.list([name_of(seats, s, tr) for s in losers])
            lines.append(tr("facts-below-par", who=names))
        return [(tr("facts-deal-by-deal", deals=len(summaries)), "\n".join(lines))]

    def deal_lines(self, summary: Any, names: Sequence[str], sides: Sequence[int]) -> list[Text]:
        """Every scoring item of the deal, one line per player."""
        if not isinstance(summary, Mapping):
            return []
        lines = [Text("scarto-deal-scored", deal=summary["deal"] + 1)]
        for seat, item in enumerate(summary["seats"]):
            scored = {
                "who": seat_name(names, sides, seat),
                "cards": item["card_points"],
                "tricks": item["tricks"],
                "points": item["points"],
                # Signed as text (Babel's number format drops a plus sign), with a true minus.
                "score": signed(item["score"]),
                "total": signed(item["total"]),
            }
            if item["discard_trick"]:
                lines.append(Text("scarto-seat-scored-discard", discard=item["discard_points"], **scored))
            else:
                lines.append(Text("scarto-seat-scored", **scored))
        return lines

    def deal_cells(self, view: Mapping[str, Any], sides: int) -> list[list[str]]:
        rows: list[list[str]] = [[] for _ in range(sides)]
        for deal in view.get("deal_summaries") or []:
            seats = deal.get("seats") or []
            for side in range(sides):
                score = seats[side].get("score", 0) if side < len(seats) else 0
                rows[side].append(f"{whole(score):+}" if score else "0")
        return rows

    def tally(self, view: Mapping[str, Any], winner: int, locale: str) -> str:
        won, points = view.get("tricks_won") or [], view.get("card_points") or []
        if winner < len(won) and winner < len(points):
            return Text("local-trick-tally", tricks=won[winner], points=whole(points[winner])).render(locale)
        return ""


#: The rules core names a deal's bonuses in English (`games.stovkahra.rules.deal_items`); the
#: catalogue's key for each, so the face says them in the reader's language.
BONUS_KEYS = {
    "first trick with a 7": "first-seven",
    "trick won with a 7": "seven",
    "last trick with a 7": "last-seven",
    "last trick": "last",
}


def _bonus(name: str, points: int) -> Text:
    key = BONUS_KEYS.get(name)
    return Text("stovkahra-bonus", bonus=key, points=points) if key else Text.plain(f"{name} {points}")


class StovkahraFace(TrickFace):
    game = "stovkahra"
    deck = "italian"
    numbers_deals = True
    deals_heading = "tablepicture-games"
    help = "local-help-stovkahra"

    def deck_cards(self) -> list[str]:
        return C.piquet_deck()

    def standing(self, view: Mapping[str, Any]) -> list[Text] | None:
        """Each team's points in the game being played, and its brčke once any are won."""
        scores, brcke = view.get("scores") or [], view.get("brcke") or []
        return [
            Text("live-score-stovkahra", score=whole(score), brcke=brcke[team] if team < len(brcke) else 0)
            for team, score in enumerate(scores)
        ]

    def lobby_goal(self, options: Mapping[str, Any]) -> Text | None:
        return Text("lobby-goal-stovkahra", target=options.get("target", 100), brcke=options.get("brcke", 10))

    def goal(self, view: Mapping[str, Any]) -> Text | None:
        return Text("live-goal-stovkahra", target=view.get("target", 100), brcke=view.get("brcke_target", 10))

    def seen_as(self, action: str) -> Text | None:
        # Nobody else may tell a signal from a pass: the table says what Discord's says.
        return Text("stovkahra-pass-label") if action.startswith("signal:") else None

    def move_said(self, action: str) -> dict[str, Any] | None:
        # A replay is of a finished game: its signals are told, not passed off as a pass.
        head, _, suit = action.partition(":")
        return {"kind": "signals", "suit": Text("stovkahra-suit", suit=suit)} if head == "signal" else None

    def final_facts(
        self, view: Mapping[str, Any], result: Result, seats: Names, sides: Names, tr: Words
    ) -> Fields:
        """Games won, the last game's points and brčke, its dost."""
        played = [g for g in ((result.detail or {}).get("games") or []) if isinstance(g, Mapping)]
        if not played:
            return []
        wins = [sum(1 for g in played if g.get("winner") == team) for team in range(2)]
        ahead = 0 if wins[0] >= wins[1] else 1
        games_won = f"{name_of(sides, ahead, tr)}, {counts(wins, sides, tr, ahead)}"
        lines = [tr.titled(tr("facts-games-won"), games_won)]
        last = played[-1]
        team = int(last["winner"])
        totals = counts(last.get("totals", [0, 0]), sides, tr, team)
        said = tr(
            "facts-last-game-line", who=name_of(sides, team, tr), points=totals, brcke=last.get("brcke", 0)
        )
        lines.append(tr.titled(tr("facts-last-game"), said))
        dost = last.get("dost")
        if isinstance(dost, Mapping):
            right = "yes" if dost.get("right") else "no"
            lines.append(tr("facts-dost", who=name_of(seats, int(dost["seat"]), tr), right=right))
        return [(tr("facts-match"), "\n".join(lines))]

    def deal_lines(self, summary: Any, names: Sequence[str], sides: Sequence[int]) -> list[Text]:
        """Every scoring item of the deal, one line per team, and the game it decided."""
        if not isinstance(summary, Mapping):
            return []
        lines = [Text("stovkahra-deal-scored", deal=summary["deal"] + 1)]
        for team, items in enumerate(summary["teams"]):
            parts: list[Text] = [declaration_text(token) for _, token, _ in items["declarations"]]
            parts.append(Text("stovkahra-card-points", points=items["cards"]))
            parts.extend(_bonus(name, points) for name, points, _ in items["bonuses"])
            lines.append(
                Text(
                    "stovkahra-team-scored",
                    who=team_name(names, team),
                    items=Joined(parts, " + "),
                    total=items["total"],
                    game_total=summary["totals"][team],
                )
            )
        dost = summary.get("dost")
        if dost:
            right = "yes" if dost["right"] else "no"
            lines.append(
                Text("stovkahra-dost-claimed", who=seat_name(names, sides, dost["seat"]), right=right)
            )
        won = summary.get("game_won")
        if won:
            lines.append(Text("stovkahra-game-won", who=team_name(names, won["winner"]), brcke=won["brcke"]))
        return lines

    def deal_cells(self, view: Mapping[str, Any], sides: int) -> list[list[str]]:
        # A game's brčke are added to its winners or taken off the losers (their choice): each
        # cell is what that game changed on that side's tally, so a row adds up to its total.
        rows: list[list[str]] = [[] for _ in range(sides)]
        tally = [0] * sides
        for game in view.get("games") or []:
            after = game.get("brcke_after")
            if not isinstance(after, list) or len(after) < sides:  # not yet chosen: as if added
                after = list(tally)
                winner = game.get("winner")
                if isinstance(winner, int) and winner < sides:
                    after[winner] += int(game.get("brcke", 0))
            for side in range(sides):
                change = int(after[side]) - tally[side]
                rows[side].append(f"{change:+}".replace("-", "−") if change else "·")
            tally = [int(b) for b in after[:sides]]
        return rows

    def tally(self, view: Mapping[str, Any], winner: int, locale: str) -> str:
        sides = view.get("sides") or [0, 1, 0, 1]
        team = sides[winner] if winner < len(sides) else 0
        won, points = view.get("team_tricks") or [], view.get("card_points") or []
        if team < len(won) and team < len(points):
            return Text("local-trick-tally-team", tricks=won[team], points=whole(points[team])).render(locale)
        return ""


SCARTO = register(ScartoFace())
STOVKAHRA = register(StovkahraFace())
