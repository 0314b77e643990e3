"""Tavolo's bot: the table service (Discord-agnostic) and its faces (Discord, terminal)."""
