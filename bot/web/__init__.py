"""The Activity's face: Tavolo's table full screen inside Discord, a web app over the same table
service as the Discord face (`bot.discord`) and the terminal's (`bot.terminal`).

- `server.py`  the aiohttp app: the client's files (`static/`), sign-in, card pictures, the WebSocket;
- `snapshots/` what one seat may see of a table, game by game (docs/activity/PROTOCOL.md);
- `sessions.py` signed, short-lived sessions tied to the Discord user;
- `dev.py`     `python -m bot.web.dev`: a local table service and the app, for the client's work.

It imports no `bot.discord` but the card pictures (`bot.discord.pictures`, which import no
discord.py): the contract in pyproject.toml holds it.
"""
