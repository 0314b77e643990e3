"""How a deal of Scarto or Stovkahra scored, and whose seat is whose, as `Text` lines: Discord-free,
shared by the live table's summaries (`bot.discord.games.tricks.face`) and the terminal table.

The lines are each game's face's (`GameFace.deal_lines` in `bot.service.faces`); the names kept
here are for the modules that still import them.
"""

from __future__ import annotations

from bot.service.faces.common import seat_name, summary_of, team_name
from bot.service.faces.tricks import SCARTO, STOVKAHRA

__all__ = ["scarto_deal_lines", "seat_name", "stovkahra_deal_lines", "summary_of", "team_name"]

scarto_deal_lines = SCARTO.deal_lines
stovkahra_deal_lines = STOVKAHRA.deal_lines
