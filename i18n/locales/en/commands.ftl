## Slash command names, as each client shows them (bot/discord/core/translator.py): one term per
## command, group or subcommand (`-cmd-<path>`) and per option name (`-opt-<name>`). English is the
## code's; a message that mentions a command writes `/{ -cmd-table } { -cmd-table-new } { -opt-game }:`.
## Discord's rules: 1–32 characters, lowercase, letters, digits, - and _ only, unique among siblings.

-cmd-table = table
-cmd-table-computer = computer
-cmd-table-computer-add = add
-cmd-table-computer-remove = remove
-cmd-table-new = new
-cmd-table-join = join
-cmd-table-leave = leave
-cmd-table-start = start
-cmd-table-status = status
-cmd-table-options = options
-cmd-table-abandon = abandon
-cmd-table-kick = kick
-cmd-hand = hand
-cmd-play = play
-cmd-move = move
-cmd-hint = hint
-cmd-leaderboard = leaderboard
-cmd-stats = stats
-cmd-rules = rules
-cmd-replay = replay
-cmd-history = history
-cmd-settings = settings
-cmd-settings-season = season
-cmd-settings-season-new = new
-cmd-settings-show = show
-cmd-settings-ping = ping
-cmd-settings-language = language
-cmd-settings-server-language = server-language
-cmd-settings-cards = cards
-cmd-settings-server-cards = server-cards
-cmd-settings-timer = timer
-cmd-settings-computer = computer
-cmd-settings-game = game
-cmd-settings-channel = channel
-cmd-settings-rules = rules
-cmd-ask = ask
-cmd-flip = flip
-cmd-draw = draw
-cmd-discard = discard
-cmd-declare = declare
-cmd-signal = signal
-cmd-dost = dost

-opt-level = level
-opt-seat = seat
-opt-game = game
-opt-preset = preset
-opt-players = players
-opt-option = option
-opt-value = value
-opt-user = user
-opt-card = card
-opt-capture = capture
-opt-action = action
-opt-period = period
-opt-table = table
-opt-how = how
-opt-language = language
-opt-show = show
-opt-minutes = minutes
-opt-allowed = allowed
-opt-channel = channel
-opt-player = player
-opt-rank = rank
-opt-position = position
-opt-cards = cards
-opt-combination = combination
-opt-suit = suit

## /help
-cmd-help = help
