# The terminal's full-screen game (`quartet play` without --plain): the menu, the game screen,
# its pop-ups and status line, the keys' help, and what the boards say about clicks.
# The commands typed on the input line (undo, hint, save FILE…) and the keys stay as they are.

## The menu.
tui-title-games = {$quarto}, {$danish} et {$quartino}
tui-new-game = Nouvelle partie
tui-menu-keys = ↑↓ choisir  ←→ changer  Entrée jouer  l charger  F1 règles  q quitter (ou cliquez)
tui-menu-game = Jeu
tui-menu-attributes = Caractères
tui-menu-squares = Carrés
tui-menu-announce = Annonce
tui-menu-players = Joueurs
tui-menu-situations = Situations
tui-menu-seat = Place {$number}
tui-menu-clock = Pendule
tui-menu-start = Jouer
tui-menu-load = Charger une partie…
tui-menu-position = Jouer à partir d'une position…
tui-yes = oui
tui-no = non
tui-situations-after = { $rounds ->
    [one] après {$rounds} tour
   *[other] après {$rounds} tours
}
tui-seat-person = une personne à ce clavier
tui-seat-bot = robot : {$level}
## Quarto!'s four attributes, as the menu lists those that count.
tui-attribute-height = taille
tui-attribute-colour = couleur
tui-attribute-shape = forme
tui-attribute-top = dessus
## The clock.
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = aucune
tui-clock-per-move = {$time} par coup
tui-clock-total = {$time} par partie
tui-clock-increment = {$time} par partie, +{$increment} par coup
## What the line under the cursor chooses, in a sentence.
tui-hint-quarto = Quarto! : vous choisissez la pièce que votre adversaire place.
tui-hint-danish = Quarto danois : posez, puis déplacez ; quatre pions aux coins d'un carré capturent.
tui-hint-quartino = Quartino : empilez des jetons de couleur ; réclamez vos cartes secrètes quand elles apparaissent.
tui-hint-attributes = Débutants : seuls ces caractères comptent pour un Quarto.
tui-hint-squares = Avancé : quatre pièces d'un carré 2×2 ayant un caractère commun gagnent aussi.
tui-hint-announce = Règle officielle : un Quarto ne gagne que s'il est annoncé à temps.
tui-hint-players = Combien de joueurs à la table (2–5).
tui-hint-situations = Les bonus quatre couleurs et colonne ; désactivez-les pour apprendre.
tui-hint-seat = Qui joue ici : une personne à ce clavier, ou un robot d'un certain niveau.
tui-hint-clock = Un temps pour chaque coup, ou pour toute la partie (+ secondes par coup).
tui-hint-start = Commencer la partie.
tui-hint-load = Reprendre une partie enregistrée.
tui-hint-position = Commencer la partie choisie ci-dessus à partir d'une position dans sa notation (comme l'écrivent `quartet show` et les pages des parties de l'application web).

## The game screen.
tui-game-title = {$game} — {$rules}
tui-board = Plateau
tui-seats = Places
tui-seats-bot-thinking = (un robot réfléchit…)
tui-last-actions = derniers : {$actions}
tui-legal-actions = Coups possibles ({$count})
tui-pass-the-device =
    Passez l'appareil à {$seat}.
    Les autres, ne regardez pas.

    Appuyez sur Entrée pour voir vos cartes.
tui-game-over = Partie terminée
tui-game-over-keys =
    Ctrl+R revanche · Ctrl+N nouvelle partie
    Ctrl+S enregistrer · Ctrl+O charger · Échap quitter
tui-prompt-load = Charger une partie
tui-prompt-load-keys = Entrée charger · Échap annuler
tui-prompt-save = Enregistrer la partie
tui-prompt-save-keys = Entrée enregistrer · Échap annuler
tui-prompt-file = fichier : {$name}
tui-prompt-position = Jouer à partir d'une position
tui-prompt-position-keys = Entrée jouer · Échap annuler
tui-prompt-position-line = position : {$position}

## The status line.
tui-welcome = tapez un coup et Entrée, ou choisissez-le avec ↑↓ et Entrée, ou cliquez ; F1 : aide
tui-played = {$seat} a joué {$action}
tui-bot-thinking = patientez : un robot réfléchit
tui-bot-stopped = il s'est arrêté sans réponse
tui-save-needs-name = il faut un nom de fichier pour enregistrer
tui-loaded = { $count ->
    [one] {$path} chargé : {$game}, {$count} coup rejoué
   *[other] {$path} chargé : {$game}, {$count} coups rejoués
}
tui-load-failed = impossible de charger : {$error}
tui-load-needs-name = il faut un nom de fichier pour charger
tui-cancelled = annulé
tui-choice-cleared = choix annulé
tui-click-menu-line = cliquez sur une ligne du menu
tui-type-file-name = tapez le nom du fichier et Entrée, ou Échap
tui-type-position = tapez la position et Entrée, ou Échap
tui-pass-device-first = appuyez sur Entrée une fois l'appareil passé
tui-game-is-over = la partie est terminée : Ctrl+R revanche, Ctrl+N nouvelle partie, Ctrl+O charger
tui-nothing-now = rien à jouer pour l'instant
tui-click-list-action = cliquez sur un coup de la liste pour le jouer
tui-nothing-there = rien à jouer ici : {$help}
tui-click-the-board = cliquez sur le plateau ({$help}), ou choisissez dans la liste avec ↑↓ et Entrée

## The help (F1).
tui-help-title = Aide · ↑↓ PgUp PgDn défiler · toute autre touche ferme l'aide
tui-help =
    Touches
      un coup, Entrée     le jouer (voir la liste des coups possibles)
      ↑↓, Entrée          jouer le coup en surbrillance
      F2                  un indice
      Ctrl+Z              annuler
      Ctrl+S / Ctrl+O     enregistrer la partie / charger une partie
      Ctrl+R / Ctrl+N     revanche / nouvelle partie (le menu)
      Échap               annuler un choix (ou clic droit) ; sinon quitter
    Souris
      tout jeu   un coup de la liste des coups possibles le joue
                 (une annonce de Quarto! aussi)
      Quarto!    une case vide (·) pour placer ; une pièce restante
                 pour la donner
      Danois     un point pour poser ; un de vos pions, puis où il
                 va [e5] ; quand un carré est formé, le pion à
                 capturer (×). ! un pion qu'un coup de l'adversaire
                 pourrait capturer ; * le dernier coup
      Quartino   une couleur de la réserve, puis une case (═) ; une
                 carte marquée ✓ pour la réclamer (puis son quart,
                 si elle apparaît deux fois) ; les boutons : four,
                 column, end
    À taper : undo, hint, save FICHIER, load FICHIER, resign, menu, quit

## What a click on a board does, when it plays nothing.
board-not-your-turn = rien à jouer pour l'instant : ce n'est pas votre tour
board-not-this-game = cela ne fait pas partie de ce jeu
board-not-legal-now = ce n'est pas un coup possible maintenant (voir la liste à droite)

## Quarto!'s board.
board-quarto-taken = la case {$cell} est occupée
board-quarto-give-first = donnez d'abord une pièce : cliquez-en une parmi les pièces restantes
board-quarto-place-first = placez d'abord la pièce en main : cliquez sur une case vide (·)
board-quarto-to-place = à placer : {$piece} — {$traits}
board-quarto-pool = pièces restantes (cliquez pour donner) :
board-quarto-help-give = cliquez sur une pièce restante pour la donner
board-quarto-help-place = cliquez sur une case vide (·) pour placer la pièce

## Danish Quarto's board.
board-danish-must-pass = aucun coup possible : appuyez sur Entrée (ou tapez pass) pour passer
board-danish-move-cancelled = coup annulé : choisissez de nouveau
board-danish-choose-capture = choisissez le pion à capturer : {$pieces} (marqués ×) ; cliquez de nouveau sur {$point} pour annuler
board-danish-anywhere = n'importe quel point libre (il vole : 4 pions restants)
board-danish-put-back = {$point} reposé : choisissez un pion à déplacer ({$letter})
board-danish-cannot-go = {$from} ne peut pas aller en {$to} : il peut aller en {$points}
board-danish-blocked = {$point} ne peut pas bouger : tous les points voisins sont occupés
board-danish-moving = {$point} se déplace : cliquez où il va ([ ]) : {$points}
board-danish-not-yours = {$point} est un pion de {$colour} : cliquez sur un des vôtres ({$letter}), puis où il va
board-danish-piece-first = cliquez d'abord sur un de vos pions ({$letter}), puis où il va
board-danish-taken = {$point} est occupé : posez sur un point libre
board-danish-not-legal = {$point} n'est pas un coup possible maintenant
board-danish-square-made = {$point} forme un carré : cliquez sur le pion à capturer (×) : {$pieces}
board-danish-help-capture = cliquez sur un pion marqué × pour le capturer (ou de nouveau sur {$point} pour annuler)
board-danish-help-landing = cliquez où va {$point} (marqué [ ]), ou de nouveau sur {$point} pour le reposer
board-danish-help-place = cliquez sur un point libre pour poser un pion
board-danish-help-move = cliquez sur un de vos pions ({$letter}), puis où il va
board-danish-status-four = {$status} ; {$four}
board-danish-capture = capture : cliquez sur l'un de {$pieces} (×)
board-danish-targets = {$point} peut aller en {$points} ([ ])
board-danish-marks = marques : ! un coup de l'adversaire pourrait le capturer · × capturez-le maintenant (cliquez) · * dernier coup · >W< choisi · [e5] il peut y aller · lignes en gras : carrés valides (en inverse : tout juste formé)

## Quartino's board.
board-quartino-aside = , mises de côté :
board-quartino-legend = [G] le dessus d'une pile, 3 sa hauteur, ▲ une colonne · ═ où le choix peut aller · une carte : le centre, puis trois cases de l'anneau dans le sens horaire · ✓ elle apparaît sur le plateau
board-quartino-supply = réserve (cliquez sur une couleur) :
board-quartino-four = [quatre couleurs : +1 jeton]
board-quartino-column = [column@{$space} : retirer la colonne]
board-quartino-column-token = [column@{$space} : retirer la colonne, +1 jeton]
board-quartino-end = [finir le tour]
board-quartino-your-hand = vos cartes (cliquez sur une carte pour la réclamer) :
board-quartino-hand-of = cartes de {$seat} :
board-quartino-hidden = (les cartes sont cachées)
board-quartino-claim-at = réclamer {$card} en :
board-quartino-colour-put-back = {$colour} reposé
board-quartino-colour-chosen = {$colour} ({$letter}) choisi : cliquez sur une case du plateau pour y poser le jeton
board-quartino-pile-empty = la réserve de {$colour} est vide
board-quartino-no-token = aucun jeton à poser maintenant : réclamez une carte ou finissez le tour
board-quartino-not-through = {$card} n'apparaît pas par {$space}
board-quartino-several-quarters = {$space} est dans plus d'un quart où apparaît {$card} : cliquez {$quarters} sous vos cartes
board-quartino-cannot-go-empty = {$colour} ne peut pas aller en {$space} maintenant : sa réserve est vide
board-quartino-cannot-go = {$colour} ne peut pas aller en {$space} maintenant : {$help}
board-quartino-colour-first = cliquez d'abord sur une couleur de la réserve, puis sur {$space}
board-quartino-card-put-back = {$card} reposée
board-quartino-claims-after = les réclamations viennent après les poses : posez d'abord vos jetons
board-quartino-not-showing = {$card} n'apparaît pas sur le plateau maintenant
board-quartino-shows-at = {$card} apparaît en {$quarters} : cliquez sur le quart (ou l'une de ses cases)
board-quartino-nothing-at = rien à réclamer en {$quarter} : cliquez d'abord sur une de vos cartes
board-quartino-not-now = {$action} n'est pas possible maintenant
board-quartino-help-quarter = cliquez sous vos cartes sur le quart où réclamer {$card}
board-quartino-help-space = cliquez sur une case du plateau pour y poser {$colour} (═)
board-quartino-help-place = cliquez sur une couleur de la réserve, puis sur une case du plateau
board-quartino-help-claim = cliquez sur une carte marquée ✓ pour la réclamer, ou {board-quartino-end}
board-quartino-help-end = cliquez sur un bouton : {board-quartino-end}
