## Turn pings: when a player's turn starts, and the reminder before their timer runs out
## (bot/discord/features/table/pings.py); `/settings ping`'s choices

ping-auto = in your hand DM when you play from it (your cards posted again at its bottom), otherwise the table posted again at the bottom of its channel, mentioning you

live-your-turn = { $who }, your turn.
live-your-turn-until = { $who }, your turn — time runs out { $time }.
turnping-your-turn-dm = Your turn at [{ $table }]({ $url }).
turnping-time-left = { $who }, { $left } left to play at [{ $table }]({ $url }), then a computer plays for you.
turnping-time-left-dm = { $left } left to play at [{ $table }]({ $url }), then a computer plays for you.

# -- a /hand panel that can no longer be redrawn --------------------------------------------------
turnping-open-hand = Your `/{ -cmd-hand }` panel is out of date: open `/{ -cmd-hand }` again to see your cards and play.

ping-channel = the table posted again at the bottom of its channel, mentioning you
ping-dm = a direct message
ping-off = no notification
