## /settings

settings-admin-only = Seuls les membres ayant la permission Gérer le serveur peuvent changer ses réglages.
error-no-such-setting = Ce réglage n'existe pas.
error-setting-values = `{ $key }` peut valoir { $shown }.
error-on-my-side = Quelque chose s'est mal passé de mon côté. Réessaie dans un instant.
timer-off = aucun
timer-hours = { $hours ->
    [one] { $hours } heure
   *[other] { $hours } heures
  }
timer-minutes = { $minutes } min
timer-seconds = { $seconds } s
level-easy = facile
level-normal = normal
level-hard = difficile
settings-title = Réglages du serveur
settings-turn-timer = Temps par tour
settings-computer-level = Niveau de l'ordinateur
settings-leaderboard = Classement
settings-season = saison { $season }
settings-season-since = saison { $season }, depuis le { $since }
settings-games = Jeux
settings-all-games = tous
settings-channels = Tables ouvertes dans
settings-any-channel = n'importe quel salon
settings-house-rules = Règles maison
settings-house-rules-line = { $game } : { $rules }
settings-standard-rules = règles standard
settings-footer = Les nouveaux salons d'attente partent de ces réglages. Pour les changer, il faut Gérer le serveur.
settings-saved = Enregistré. { $told }
settings-ping-now = Notifications de tour : **{ $meaning }**.
    Change-les avec `/{ -cmd-settings } { -cmd-settings-ping } { -opt-how }:`.
settings-language-now = Ta langue : **{ $language }**. Change-la avec `/{ -cmd-settings } { -cmd-settings-language }`.
settings-language-auto = automatique (la langue de Discord)
settings-server-language-now = Les tables et salons d'attente de ce serveur sont désormais en { $language }.
settings-timer-set = Les nouvelles tables auront { $timer } par tour.
settings-timer-set-off = Les nouvelles tables n'auront pas de limite de temps par tour.
settings-computer-set = Les joueurs ordinateur arrivent au niveau { $level }, sauf si l'hôte en choisit un autre.
settings-game-allowed = { $gender ->
    [feminine] La { $game } est maintenant autorisée ici.
   *[masculine] Le { $game } est maintenant autorisé ici.
  }
settings-game-forbidden = { $gender ->
    [feminine] La { $game } ne se joue plus ici.
   *[masculine] Le { $game } ne se joue plus ici.
  }
settings-channels-listed = Les tables peuvent s'ouvrir dans { $channels }.
settings-channels-any = Les tables peuvent s'ouvrir dans n'importe quel salon.
settings-rule-default = Les nouvelles tables de { $game } reprennent la valeur de `{ $option }` prévue par la variante.
settings-rule-set = Les nouvelles tables de { $game } commencent avec `{ $option }` = { $value }.
settings-season-new = La saison { $season } commence. `/{ -cmd-leaderboard } { -opt-period }:{ choice-season }` compte les parties à partir de maintenant ; les cotes globales (toutes saisons) et l'historique sont conservés.
settings-cards = Cartes
cards-server = selon le réglage du serveur
cards-pictures = la table et les mains en images, les cartes aussi en émojis et en noms
cards-text = pas d'images : les cartes en émojis et en noms seulement
settings-cards-now = Les cartes de ta main en MP et dans `/{ -cmd-hand }` : **{ $meaning }**.
    Change ce réglage avec `/{ -cmd-settings } { -cmd-settings-cards } { -opt-show }:`.
settings-cards-server = Les cartes de ta main en MP et dans `/{ -cmd-hand }`, selon le réglage du serveur : **{ $meaning }**.
    Change ce réglage avec `/{ -cmd-settings } { -cmd-settings-cards } { -opt-show }:`.
settings-server-cards-set = Cartes sur ce serveur : **{ $meaning }**. Chaque joueur peut choisir autrement pour sa propre main (`/{ -cmd-settings } { -cmd-settings-cards }`).
