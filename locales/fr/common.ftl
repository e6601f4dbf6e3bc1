# Les mots communs à tous les écrans : les jeux, les places, les niveaux des robots, la fin de la partie.

## Les noms des jeux.
game-quarto = Quarto!
game-danish = Quarto danois
game-quartino = Quartino

## Les places se comptent à partir de 1.
seat-number = joueur {$number}
seat-with-label = {$seat} ({$label})
seat-human = humain
seat-bot = robot ({$level})

## Les niveaux des robots.
level-beginner = débutant
level-casual = occasionnel
level-strong = fort
level-strongest = le plus fort
level-perfect = parfait

## Comment la partie s'est terminée.
outcome-won = {$winner} gagne
outcome-draw = égalité
ending-time = {$seat} n'a plus de temps
ending-resignation = {$seat} a abandonné

seat-plays = {$seat} joue {$action}
