## Turn pings in the hand DM (`/settings ping`, the `auto` default: bot/discord/features/table/pings.py)

ping-auto = nel messaggio diretto con la tua mano quando giochi da lì (le tue carte pubblicate di nuovo in fondo), altrimenti il tavolo pubblicato di nuovo in fondo al suo canale, con una menzione per te
