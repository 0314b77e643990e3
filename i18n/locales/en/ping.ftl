## Turn pings in the hand DM (`/settings ping`, the `auto` default: bot/discord/features/table/pings.py)

ping-auto = in your hand DM when you play from it (your cards posted again at its bottom), otherwise the table posted again at the bottom of its channel, mentioning you
