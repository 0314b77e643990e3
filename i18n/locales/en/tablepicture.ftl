# The live table's picture and headline, the game-over picture (issue 26).

# A computer seat on a picture: short, its level is drawn as stars beside it.
tablepicture-computer = Bot { $number }
