"""The Scopa family: Scopa (2-6 players), Scopone classic, scientifico, Tamanini, d'Assi, Scopa a 15.

Rule book: `docs/rules/scopa.md`. Notation: `7d` lays the 7 of coins; `7d:3c+4s` plays it
taking the 3 of batons and the 4 of swords. Captured cards are written in canonical order:
by capture value, then suit in the order d, h, s, c (`Kd:Ah+Ac+3s+5d`); `play()` accepts them
in any order and in any spelling the card parser reads (`7♦:4♠+3♣`, `settebello:3c+4s`).

`deal=` fixes the first deal: `{"hands": [[...] per seat], "table": [...], "stock": [...],
"dealer": seat}` (dealer defaults to the last seat, so seat 0 plays first). Refills come off
the front of `stock`: each seat in turn from the one after the dealer takes its whole refill.
Seeded games draw the first dealer from the seed. With `redeal_three_kings` on, an explicit
opening table holding three Kings is redealt from the seed, as the rule book says.

Five players use the 5-player deal (3 each, 5 on the table, one refill of 4); `teams` pairs
seats i and i + n/2 (4 or 6 players). Count-back (`tie_break=count_back`) replays the last
deal's items in the order carte, denari, settebello, primiera, each scopa as it was made,
then napola, re bello, settanta; only the sides tied at the top can win it.
"""

from games.scopa.game import GAME, ScopaGame
from games.scopa.state import ScopaState

__all__ = ["GAME", "ScopaGame", "ScopaState"]
