# Quartino dans le terminal : la réserve, les joueurs, les situations, les cartes de qui regarde.

quartino-colour-yellow = jaune
quartino-colour-blue = bleu
quartino-colour-green = vert
quartino-colour-pink = rose

quartino-height = pile {$height}
quartino-supply = réserve : {$supply}   ({ $tokens ->
    [one] {$tokens} jeton
   *[other] {$tokens} jetons
} sur le plateau)
quartino-colours = couleurs : {$colours}
quartino-rules = règles : {$rules}
quartino-seat = {$seat} : { $cards ->
    [one] {$cards} carte
   *[other] {$cards} cartes
} en main
quartino-seat-aside = {$seat} : { $cards ->
    [one] {$cards} carte
   *[other] {$cards} cartes
} en main, mises de côté : {$aside}
quartino-turns = tours joués : {$turns} (limite {$cap})
quartino-open-four = quatre couleurs (`four` : +1 jeton)
quartino-open-column = colonne en {$spaces} (`column@…` : ses jetons retournent à la réserve, +1 jeton)
quartino-open-column-mandatory = colonne en {$spaces} (`column@…` : ses jetons retournent à la réserve, +1 jeton, obligatoire)
quartino-or = ou
quartino-situations = au tour de {$seat}, début du tour ({ $used ->
    [one] {$used} situation utilisée
   *[other] {$used} situations utilisées
}) ; possibles : {$open}
quartino-to-place = au tour de {$seat}, qui pose encore { $left ->
    [one] {$left} jeton
   *[other] {$left} jetons
}
quartino-to-remove-column = au tour de {$seat}, qui retire la colonne en {$columns} (son jeton est posé)
quartino-to-place-and-remove-column = au tour de {$seat}, qui pose encore { $left ->
    [one] {$left} jeton
   *[other] {$left} jetons
} et retire la colonne en {$columns}, dans n'importe quel ordre (ou renonce à la colonne : un jeton de moins)
quartino-to-claim = au tour de {$seat}, qui peut réclamer une carte ou finir son tour
quartino-won = {$seat} a mis de côté toutes ses cartes et gagne
quartino-capped = la limite de tours est atteinte, personne ne gagne
quartino-hand = cartes de {$seat} : {$cards}
quartino-hand-empty = (aucune)
quartino-showing = sur le plateau maintenant : {$cards}
quartino-spectator = vue de spectateur : toutes les mains sont cachées
quartino-hidden-note = (les autres mains sont cachées ; --viewer N montre la vue du joueur N)
quartino-legal = coups possibles ({$count}) : {$actions}
