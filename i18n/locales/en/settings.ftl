## /settings (bot/discord/features/settings/cog.py, bot/service/preferences.py)

settings-admin-only = Only members with Manage Server can change this server's settings.
error-no-such-setting = There is no such setting.
error-setting-values = `{ $key }` can be { $shown }.
error-on-my-side = Something went wrong on my side. Try again in a moment.
timer-off = off
timer-hours = { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
  }
timer-minutes = { $minutes } min
timer-seconds = { $seconds } s
level-easy = easy
level-normal = normal
level-hard = hard
settings-title = Server settings
settings-turn-timer = Turn timer
settings-computer-level = Computer level
settings-leaderboard = Leaderboard
settings-season = season { $season }
settings-season-since = season { $season }, since { $since }
settings-games = Games
settings-all-games = all
settings-channels = Tables open in
settings-any-channel = any channel
settings-house-rules = House rules
settings-house-rules-line = { $game }: { $rules }
settings-standard-rules = standard rules
settings-footer = New lobbies start from these. Changes need Manage Server.
settings-saved = Saved. { $told }
settings-ping-now = Turn notifications: **{ $meaning }**.
    Change it with `/settings ping how:`.
settings-language-now = Your language: **{ $language }**. Change it with `/settings language`.
settings-language-auto = automatic (your Discord language)
settings-server-language-now = Tables and lobbies on this server are now in { $language }.
settings-timer-set = New tables get a turn timer of { $timer }.
settings-timer-set-off = New tables get no turn timer.
settings-computer-set = Computer players join at level { $level } unless the host picks another.
settings-game-allowed = { $game } is allowed here.
settings-game-forbidden = { $game } is no longer played here.
settings-channels-listed = Tables may be opened in { $channels }.
settings-channels-any = Tables may be opened in any channel.
settings-rule-default = New { $game } lobbies use the preset's `{ $option }`.
settings-rule-set = New { $game } lobbies start with `{ $option }` = { $value }.
settings-season-new = Season { $season } starts now. `/leaderboard period:season` counts games from here on; all-time ratings and history are kept.
settings-cards = Cards
cards-server = as this server shows them
cards-pictures = the table and hands as pictures, cards also as emoji and names
cards-text = no pictures: cards as emoji and names only
settings-cards-now = Cards in your hand DM and `/hand`: **{ $meaning }**.
    Change it with `/settings cards show:`.
settings-cards-server = Cards in your hand DM and `/hand`, as this server shows them: **{ $meaning }**.
    Change it with `/settings cards show:`.
settings-server-cards-set = Cards on this server: **{ $meaning }**. Players may choose otherwise for their own hand (`/settings cards`).
