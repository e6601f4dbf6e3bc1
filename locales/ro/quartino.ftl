# Quartino în terminal: rezerva, jucătorii, situațiile, cărțile celui care privește.

quartino-colour-yellow = galben
quartino-colour-blue = albastru
quartino-colour-green = verde
quartino-colour-pink = roz

quartino-height = stivă {$height}
quartino-supply = rezervă: {$supply}   ({ $tokens ->
    [one] {$tokens} jeton
    [few] {$tokens} jetoane
   *[other] {$tokens} de jetoane
} pe tablă)
quartino-colours = culori: {$colours}
quartino-rules = reguli: {$rules}
quartino-seat = {$seat}: { $cards ->
    [one] {$cards} carte
    [few] {$cards} cărți
   *[other] {$cards} de cărți
} în mână
quartino-seat-aside = {$seat}: { $cards ->
    [one] {$cards} carte
    [few] {$cards} cărți
   *[other] {$cards} de cărți
} în mână, puse deoparte: {$aside}
quartino-turns = ture încheiate: {$turns} (limită {$cap})
quartino-open-four = patru culori (`four`: +1 jeton)
quartino-open-column = coloană pe {$spaces} (`column@…`: jetoanele ei se întorc în rezervă, +1 jeton)
quartino-open-column-mandatory = coloană pe {$spaces} (`column@…`: jetoanele ei se întorc în rezervă, +1 jeton, obligatoriu)
quartino-or = sau
quartino-situations = la mutare: {$seat}, începutul turei ({ $used ->
    [one] {$used} situație folosită
    [few] {$used} situații folosite
   *[other] {$used} de situații folosite
}); disponibile: {$open}
quartino-to-place = la mutare: {$seat}, care mai așază { $left ->
    [one] {$left} jeton
    [few] {$left} jetoane
   *[other] {$left} de jetoane
}
quartino-to-remove-column = la mutare: {$seat}, care ridică coloana de pe {$columns} (jetonul ei este așezat)
quartino-to-place-and-remove-column = la mutare: {$seat}, care mai așază { $left ->
    [one] {$left} jeton
    [few] {$left} jetoane
   *[other] {$left} de jetoane
} și ridică coloana de pe {$columns}, în orice ordine (sau renunță la coloană: un jeton mai puțin)
quartino-to-claim = la mutare: {$seat}, care poate revendica o carte sau încheia tura
quartino-won = {$seat} a pus deoparte toate cărțile și câștigă
quartino-capped = s-a atins limita de ture, nu câștigă nimeni
quartino-hand = cărțile lui {$seat}: {$cards}
quartino-hand-empty = (niciuna)
quartino-showing = pe tablă acum: {$cards}
quartino-spectator = vedere de spectator: toate cărțile sunt ascunse
quartino-hidden-note = (cărțile celorlalți sunt ascunse; --viewer N arată ce vede jucătorul N)
quartino-legal = mutări posibile ({$count}): {$actions}
