# Les pages d'apprentissage du navigateur : les règles, les leçons, les problèmes, l'analyse d'une
# partie finie, les conseils à côté d'une partie. Les raisons d'une erreur sont celles de learn.ftl.

study-nav-rules = Règles
study-nav-learn = Apprendre à jouer
study-nav-puzzles = Problèmes
study-contents = Sommaire
study-heading = Apprendre
study-intro = Nouveau venu ? Lisez les règles, suivez les leçons guidées ou résolvez les problèmes des moteurs.
study-learn-link = Apprendre {$game} pas à pas →
study-rules-link = Les règles de {$game}

study-lessons-progress = {$done} leçons faites sur {$of}
study-lessons-hint = Indice
study-lessons-again = Réessayer
study-lessons-next = Leçon suivante →
study-lessons-finished = Vous avez fait toutes les leçons. Jouez une partie, ou essayez les problèmes !
study-lessons-play = Jouer une partie
study-lessons-right = Juste pour l'instant : continuez.
study-lessons-replied = Votre adversaire répond : {$action}.

study-puzzles-heading = Problèmes
study-puzzles-intro = Des positions tirées des parties des moteurs, chacune avec une seule meilleure réponse. Résolvez-les pour faire évoluer votre classement (gardé dans ce navigateur).
study-puzzles-daily = Problème du jour
study-puzzles-next = Problème suivant →
study-puzzles-rating = Votre classement : {$rating} ± {$deviation}
study-puzzles-puzzle-rating = Problème classé {$rating} · résolu {$solved} fois sur { $tries ->
    [one] {$tries} essai
   *[other] {$tries} essais
}
study-puzzles-day-of = Problème du jour, {$day}
study-puzzles-you-play = Vous jouez {$seat}.
study-puzzles-solved = Résolu !
study-puzzles-failed = Ce n'est pas la meilleure réponse.
study-puzzles-solution = La solution : {$line}.
study-puzzles-change = Classement {$change}.
study-theme-win-in = { $count ->
    [one] Gagner avec cette pose
   *[other] Gagner en {$count} poses au plus
}
study-theme-capture-in = { $count ->
    [one] Prendre avec ce coup
   *[other] Prendre en {$count} coups au plus
}
study-theme-only-safe-piece = Donner la seule pièce sans danger
study-theme-only-drawing-move = Trouver le seul tour qui garde la nulle
study-theme-protected-square = Former un carré que l'adversaire ne peut pas reprendre
study-theme-claim-two = Réclamer deux cartes ce tour-ci
study-theme-mistake = Trouver mieux que le coup joué
study-eval-won = gagné
study-eval-lost = perdu

study-review-heading = Analyse · {$game}
study-review-by = Analysée en {$seconds} s ({$engine}).
study-review-by-quick = Analysée en moins de {$seconds} s ({$engine}).
study-review-chart = Le cours de la partie : le score attendu du premier joueur après chaque coup (en haut : une victoire, au milieu : une nulle, en bas : une défaite)
study-review-chart-many = Comment le score attendu de chaque joueur a évolué avec ses coups
study-review-back = Retour à la partie
study-review-no-mistakes = Aucune erreur : bien joué.
study-review-mistakes = { $count ->
    [one] {$count} coup a perdu du terrain.
   *[other] {$count} coups ont perdu du terrain.
}
study-review-best = Le choix du moteur : {$action}.
study-review-play-again = Apprendre de cette erreur
study-review-not-over = L'analyse s'ouvre quand la partie est finie.
study-game-review = Analyser la partie

study-hints-heading = Conseils
study-hints-deadly = Ne donnez pas la pièce {$pieces} : votre adversaire gagnerait aussitôt avec elle.
study-hints-poisoned = Placer en {$cells} ne laisse aucune pièce sans danger à donner.
study-hints-threatened = Vos pions en {$points} peuvent être pris au prochain coup.
study-hints-unsafe = { $count ->
    [one] {$count} de vos coups laisserait votre adversaire prendre ou gagner.
   *[other] {$count} de vos coups laisseraient votre adversaire prendre ou gagner.
}
study-hints-near = Votre carte {$card} est à un jeton près : {$colour} en {$space} la fait apparaître au quart {$quarter}.
study-hints-none = Aucun danger pour l'instant.
study-hints-warn-gift = Attention : cette pièce fait gagner votre adversaire aussitôt. Rejouez-la pour la donner quand même.
study-hints-warn-cell = Attention : après cette pose, toute pièce que vous pourriez donner fait gagner votre adversaire. Rejouez-la pour placer quand même.
study-hints-warn-move = Attention : après ce coup votre adversaire peut prendre ou gagner. Rejouez-le pour le jouer quand même.
study-hints-option = Conseils pour débutants (avertissements avant un don ou un coup perdant)
study-hints-option-help = Ce que montrent les conseils
