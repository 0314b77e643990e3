## Turn pings in the hand DM (`/settings ping`, the `auto` default: bot/discord/features/table/pings.py)

ping-auto = dans le message privé de ta main quand tu joues depuis celui-ci (tes cartes publiées à nouveau tout en bas), sinon la table publiée à nouveau en bas de son salon, en te mentionnant
