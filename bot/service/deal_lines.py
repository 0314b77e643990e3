"""How a deal of Scarto or Stovkahra scored, and whose seat is whose, as `Text` lines: Discord-free,
shared by the live table's summaries (`bot.discord.games.tricks.face`) and the terminal table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from games.stovkahra.rules import declaration_text
from i18n import Joined, Text


def seat_name(side_names: Sequence[str], sides: Sequence[int], seat: int) -> str | Text:
    """A seat's name from the side labels the live table passes (`ann & cy` for a team)."""
    if not 0 <= seat < len(sides) or sides[seat] >= len(side_names):
        return Text("family-player-number", number=seat + 1)
    team = [s for s in range(len(sides)) if sides[s] == sides[seat]]
    names = side_names[sides[seat]].split(" & ")
    return names[team.index(seat)] if len(names) == len(team) else side_names[sides[seat]]


def team_name(side_names: Sequence[str], team: int) -> str | Text:
    return side_names[team] if team < len(side_names) else Text("tricks-team-number", number=team + 1)


def summary_of(view: Mapping[str, Any], deal: int) -> Mapping[str, Any] | None:
    """The scoring record of deal `deal` (numbered across the whole match) from a view."""
    # A new game starts a fresh list; the deal that ended the last one is `previous_deal`.
    for summary in [*(view.get("deal_summaries") or ()), view.get("previous_deal")]:
        if isinstance(summary, Mapping) and summary.get("deal") == deal:
            return summary
    return None


def scarto_deal_lines(summary: Any, names: Sequence[str], sides: Sequence[int]) -> list[Text]:
    """Every scoring item of the last deal, one line per player."""
    if not isinstance(summary, Mapping):
        return []
    lines = [Text("scarto-deal-scored", deal=summary["deal"] + 1)]
    for seat, item in enumerate(summary["seats"]):
        scored = {
            "who": seat_name(names, sides, seat),
            "cards": item["card_points"],
            "tricks": item["tricks"],
            "points": item["points"],
            # Signed as text: Babel's number format drops a plus sign.
            "score": f"{item['score']:+d}",
            "total": f"{item['total']:+d}",
        }
        if item["discard_trick"]:
            lines.append(Text("scarto-seat-scored-discard", discard=item["discard_points"], **scored))
        else:
            lines.append(Text("scarto-seat-scored", **scored))
    return lines


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


def stovkahra_deal_lines(summary: Any, names: Sequence[str], sides: Sequence[int]) -> list[Text]:
    """Every scoring item of the last deal, one line per team, and the game it decided."""
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
        lines.append(Text("stovkahra-dost-claimed", who=seat_name(names, sides, dost["seat"]), right=right))
    won = summary.get("game_won")
    if won:
        lines.append(Text("stovkahra-game-won", who=team_name(names, won["winner"]), brcke=won["brcke"]))
    return lines
