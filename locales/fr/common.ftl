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
ending-agreement = partie nulle par accord
ending-claim = {$seat} a réclamé la partie : les autres avaient quitté la table

## Pourquoi les règles ont fini la partie.
end-quarto = { $count ->
    [one] un QUARTO
   *[other] {$count} QUARTO
} : {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = carré {$cells} ({$traits})
end-full = toutes les pièces sont posées, sans QUARTO
end-pieces = il ne reste { $left ->
    [one] qu'{$left} pion
   *[other] que {$left} pions
} à {$seat}
end-square-at-four = {$seat} a formé un carré le premier, quatre pions contre quatre
end-repetition = la même position pour la troisième fois
end-turn-cap = la limite de {$turns} tours est atteinte
end-cards = {$seat} a mis de côté la dernière de ses { $count ->
    [one] {$count} carte
   *[other] {$count} cartes
}

seat-plays = {$seat} joue {$action}
