"""The Discord-agnostic table service: tables, seats, turns, timers, ratings and computer seats.

Imports `games` and `persistence`, never `discord`: every face (Discord, terminal) drives it.
"""
