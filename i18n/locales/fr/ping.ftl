## Turn pings: when a player's turn starts, and the reminder before their timer runs out
## (bot/discord/features/table/pings.py); `/settings ping`'s choices

ping-auto = dans le message privé de ta main quand tu joues depuis celui-ci (tes cartes publiées à nouveau tout en bas), sinon la table publiée à nouveau en bas de son salon, en te mentionnant

live-your-turn = { $who }, à toi de jouer.
live-your-turn-until = { $who }, à toi de jouer — ton temps expire { $time }.
turnping-your-turn-dm = À toi de jouer : [{ $table }]({ $url }).
turnping-time-left = { $who }, plus que { $left } pour jouer ([{ $table }]({ $url })), ensuite un ordinateur joue pour toi.
turnping-time-left-dm = Plus que { $left } pour jouer ([{ $table }]({ $url })), ensuite un ordinateur joue pour toi.

# -- un panneau /hand qui ne peut plus être redessiné ---------------------------------------------
turnping-open-hand = Ton panneau `/{ -cmd-hand }` n'est plus à jour : rouvre `/{ -cmd-hand }` pour voir tes cartes et jouer.

ping-channel = la table publiée à nouveau en bas de son salon, en te mentionnant
ping-dm = un message privé
ping-off = aucune notification
