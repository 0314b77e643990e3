# L'immagine e il titolo del tavolo, l'immagine di fine partita (issue 26).

tablepicture-computer = Bot { $number }
