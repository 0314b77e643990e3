"""The live table's score words: each side by the name the table shows it under, its score and
what the scores run to (`score_line`), the teams once a deal (`teams_line`), and how the last deal
scored (`deal_summary_field`). From the game's Discord-free face (`GameFace.standing`, `goal`,
`deal_facts`); composed in the catalogue (`live-*` in `table.ftl`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.discord.core.adapter import adapter_for
from bot.discord.core.saying import say
from bot.service.events import DealEnded
from bot.service.faces import face_of
from bot.service.faces.common import Words
from bot.service.model import Table
from bot.service.panel_labels import team_names
from i18n import Text, translate


def _scores_said(table: Table, sides: Sequence[int], standing: Sequence[Text], locale: str) -> str:
    """`alice **3** · Bot 1 **4**`: each side's name and its score, as the catalogue pairs them."""
    names = team_names(table, sides, locale)
    pairs = [
        translate(locale, "live-score-of", who=_side(names, side, locale), score=score.render(locale))
        for side, score in enumerate(standing)
    ]
    return translate(locale, "live-score-separator").join(pairs)


def score_line(table: Table, view: Mapping[str, Any], locale: str) -> str | None:
    """The live table's score line: every side by name with its score, then what the scores run
    to (`alice **3** · Bot 1 **4** — first to 21`; teams `alice + Bot 2 **5** · …`), from the
    game's face (`GameFace.standing`, `GameFace.goal`). None for a game with no score to tell."""
    face = face_of(table.game)
    standing = face.standing(view)
    if not standing:
        return None
    sides = list(view.get("sides") or range(len(table.seats)))
    scores = _scores_said(table, sides, standing, locale)
    goal = face.goal(view)
    if goal is None:
        return scores
    return translate(locale, "live-scoreline", scores=scores, goal=goal.render(locale))


def teams_line(table: Table, view: Mapping[str, Any], locale: str) -> str | None:
    """`**Teams:** alice + Bot 2 · bob + Bot 3` in a game of teams; None without teams."""
    sides = list(view.get("sides") or range(len(table.seats)))
    if len(set(sides)) >= len(table.seats):
        return None
    names = team_names(table, sides, locale)
    return translate(locale, "live-teams", teams=translate(locale, "live-score-separator").join(names))


def deal_summary_field(table: Table, event: DealEnded, locale: str) -> tuple[str, str]:
    """How the last deal scored, for the live table: one category a line in the game-over's
    words (`**Most cards:** Bot 1, 24 to 16`), or the game's own scoring lines, then one line of
    totals (`alice **3** · Bot 1 **4** (to 21)`), every seat named as the table names it."""
    summary = event.summary or {}
    view = table.state.view(None) if table.state is not None else {}
    sides = list(summary.get("sides") or view.get("sides") or range(len(table.seats)))
    names = team_names(table, sides, locale)
    face = face_of(table.game)
    lines = face.deal_facts(view, event.deal, names, Words(locale), brief=True)
    if not lines:
        # The game's own scoring lines (Scarto's seats, Stovkahra's teams), their heading dropped.
        for _title, text in adapter_for(table.game).deal_fields(view, event.deal, names):
            lines.append(say(text, locale))
    standing = face.standing({**view, "scores": list(summary.get("scores") or [])})
    if standing:
        scores = _scores_said(table, sides, standing, locale)
        target = view.get("target")
        if target:
            lines.append(translate(locale, "live-deal-totals", scores=scores, target=target))
        else:
            lines.append(translate(locale, "live-deal-totals-bare", scores=scores))
    title = translate(locale, "summary-deal-scored", deal=event.deal + 1)
    return title, "\n".join(lines) or "—"


def _side(names: Sequence[str], index: int, locale: str) -> str:
    return names[index] if index < len(names) else translate(locale, "live-side-number", number=index + 1)
