## /help (bot/discord/features/rules/help.py)

# -- /help ------------------------------------------------------------------------------------
help-title = Tavolo : des jeux de cartes traditionnels dans ton salon
help-what = Je distribue les cartes ici, dans le salon : joue avec tes amis ou contre l'ordinateur. Tout le monde voit la table ; tes cartes t'arrivent en privé, par MP ou avec `/{ -cmd-hand }`.
help-games = Les jeux
help-seats = { $same ->
    [yes] { $low ->
        [one] { $low } joueur
       *[other] { $low } joueurs
    }
   *[no] de { $low } à { $high ->
        [one] { $high } joueur
       *[other] { $high } joueurs
    }
  }
help-game = **{ $title }** ({ $seats }) — { $about }
help-game-plain = **{ $title }** ({ $seats })
help-start = Ouvrir une table
help-start-how = 1. `/{ -cmd-table } { -cmd-table-new } { -opt-game }:` ouvre une table dans ce salon (choisis le jeu dans la liste).
    2. Tes amis s'installent avec **Prendre place** ; l'hôte complète les places libres avec l'ordinateur depuis le salon d'attente, en un seul choix.
    3. L'hôte appuie sur **Lancer**.
help-play = À ton tour
help-play-how = `/{ -cmd-hand }` montre tes cartes, avec un bouton pour chaque coup (le même panneau arrive en MP). Ou tape `/{ -cmd-play } { -opt-card }:` pour une carte, `/{ -cmd-move }` pour tout autre coup ; `/{ -cmd-hint }` t'en suggère un. `/{ -cmd-rules }` explique chaque jeu.
help-more = Et aussi
help-more-how = `/{ -cmd-settings } { -cmd-settings-language }` ta langue · `/{ -cmd-settings } { -cmd-settings-ping }` comment je te préviens de ton tour · `/{ -cmd-leaderboard }` · `/{ -cmd-stats }` · `/{ -cmd-history }` · `/{ -cmd-replay }`

# /règles jeu : une forme d'un jeu dans la liste (« Scopa : Scopone »)
rules-choice = { $game } : { $preset }
