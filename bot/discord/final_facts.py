"""What decided a finished game: Discord-free, so it lives in `bot.service.final_facts` (the terminal
table says it too); kept importable from here for the game-over message."""

from bot.service.final_facts import SCORED, final_facts, match_size, rank_words, score_text

__all__ = ["SCORED", "final_facts", "match_size", "rank_words", "score_text"]
