"""Ratings with openskill's Plackett-Luce model: teams rate as teams, computers are fixed.

A computer seat takes part in the update with a fixed strength per level, so beating
a strong computer is worth more than beating a weak one, but its rating is never stored
and never moves.
"""

from __future__ import annotations

from collections.abc import Sequence

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
# (mu, sigma) of each computer level; sigma small because their strength does not drift.
COMPUTER_RATINGS = {"easy": (18.0, 2.0), "normal": (25.0, 2.0), "hard": (30.0, 2.0)}


def _default_ordinal() -> float:
    rating = MODEL.rating()
    return rating.mu - 3 * rating.sigma


def ordinal(mu: float, sigma: float) -> float:
    """The displayed rating: a conservative estimate (mu - 3 sigma)."""
    return mu - 3 * sigma


DEFAULT_ORDINAL = _default_ordinal()
DEFAULT_MU = MODEL.rating().mu
# The rating players see: mu on the familiar chess-like scale, where a new player has 1500
# and one game moves it by tens of points, never below zero. Ranking still uses the
# conservative ordinal, so a lucky newcomer does not top the board after one win.
DISPLAY_START = 1500
DISPLAY_PER_MU = 15  # a first game between equals moves each by about 40


def display(mu: float) -> int:
    return round(DISPLAY_START + (mu - DEFAULT_MU) * DISPLAY_PER_MU)


def rate(
    players: Sequence[tuple[int | None, str | None, int]],
    ranks: Sequence[int],
    current: dict[int, tuple[float, float] | None],
) -> dict[int, tuple[float, float]]:
    """New (mu, sigma) for every human after one game.

    `players` is (user_id or None, computer level or None, side) per seat; `ranks[side]`
    the finishing place (0 best, ties share); `current` each human's (mu, sigma) or None.
    """
    sides = sorted({side for _, _, side in players})
    teams, owners = [], []
    for side in sides:
        team, owner = [], []
        for user, level, seat_side in players:
            if seat_side != side:
                continue
            if user is not None:
                known = current.get(user)
                team.append(MODEL.rating() if known is None else MODEL.rating(mu=known[0], sigma=known[1]))
            else:
                mu, sigma = COMPUTER_RATINGS.get(level or "normal", COMPUTER_RATINGS["normal"])
                team.append(MODEL.rating(mu=mu, sigma=sigma))
            owner.append(user)
        teams.append(team)
        owners.append(owner)
    if len(teams) < 2:
        return {}
    rated = MODEL.rate(teams, ranks=[ranks[side] for side in sides])
    new: dict[int, tuple[float, float]] = {}
    for team, owner in zip(rated, owners, strict=True):
        for rating, user in zip(team, owner, strict=True):
            if user is not None:
                new[user] = (float(rating.mu), float(rating.sigma))
    return new
