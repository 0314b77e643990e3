# L'image et le titre de la table, l'image de fin de partie (issue 26).

tablepicture-computer = Bot { $number }
