# L'accueil du navigateur : la nouvelle partie, les listes de parties, l'import d'une partie ; et
# la page d'une invitation.

lobby-tagline = Quarto!, Quarto danois et Quartino — contre des robots, sur un seul appareil ou avec des amis grâce à un lien.
lobby-new-game = Nouvelle partie
lobby-form-label = nouvelle partie
lobby-game = Jeu
lobby-rules = Règles
lobby-rules-of = Les règles de {$game}, expliquées →
lobby-explained = expliqué dans les règles
lobby-explained-option = {$option} : expliqué dans les règles
lobby-hints = Conseils pour débutants : un avertissement avant de donner une pièce ou de jouer un coup qui perd aussitôt
lobby-no-chat = Pas de discussion à la table (pour les parties avec des enfants)
lobby-start-summary = Partir d'une position
lobby-start-label = position de départ
lobby-start-help = Une position dans la notation du jeu, telle que la page d'une partie l'affiche sous l'historique (Copier). Vide : le début habituel.
lobby-start-copy-link = Copier un lien vers cette position
lobby-start-link-copied = Lien copié : il ouvre ce formulaire avec le même jeu, les mêmes règles et la même position.
lobby-start-link-by-hand = Le lien est dans la barre d'adresse : copiez-le de là.
lobby-clock = Pendule
lobby-clock-label = pendule
lobby-no-clock = sans pendule
lobby-custom-clock = personnalisée…
lobby-custom-total = minutes + incrément
lobby-custom-per-move = secondes par coup
lobby-custom-minutes = min
lobby-custom-increment = s par coup
lobby-custom-seconds = s par coup
lobby-other-player-name = nom du joueur {$number} (facultatif)
lobby-seats = Joueurs
lobby-preset-bot = contre des robots
lobby-preset-friend = avec des amis (lien)
lobby-preset-device = tous sur cet appareil
lobby-preset-anyone = ouverte à tous
lobby-choice-me = Moi (cet appareil)
lobby-choice-bot = Robot
lobby-choice-invite = Un ami (lien d'invitation)
lobby-choice-open = Ouvert à tous
lobby-seat = Joueur {$number}
lobby-seat-first = Joueur {$number} (commence)
lobby-seat-label = joueur {$number}
lobby-level-label = niveau du robot, joueur {$number}
lobby-fewer-seats = joueur
lobby-more-seats = joueur
lobby-players = { $count ->
    [one] {$count} joueur
   *[other] {$count} joueurs
}
lobby-name-placeholder = votre nom (facultatif)
lobby-name-label = votre nom
lobby-create = Créer la partie

lobby-your-games = Vos parties
lobby-your-seats = { $count ->
    [one] place {$seats}
   *[other] places {$seats}
}
lobby-open-games = Parties ouvertes
lobby-no-open-games = Aucune partie ouverte : créez-en une, ou ouvrez une place à tous.
lobby-live-games = Parties en cours
lobby-no-live-games = Aucune partie n'est jouée en ce moment.
lobby-more-games = Afficher plus de parties
lobby-listed-bot = robot ({$level})
lobby-listed-open = place libre
lobby-listed-invited = invité
lobby-play = Jouer
lobby-join = Rejoindre
lobby-watch = Regarder

lobby-import-heading = Importer une partie
lobby-import-help = Collez une partie enregistrée (par « Exporter la partie ») ou choisissez son fichier, puis choisissez d'où la partie reprend et qui joue chaque place.
lobby-import-point-label = reprendre après ce coup
lobby-import-point-end = reprendre à la fin (après le coup {$at})
lobby-import-point = reprendre après le coup {$at} sur {$of}
lobby-import-finished = L'enregistrement va jusqu'à la fin de la partie : choisissez un coup plus tôt pour continuer.
lobby-import-name-of = nom du joueur {$number}
lobby-record-label = partie enregistrée
lobby-file-label = fichier de la partie
lobby-import-button = Importer et continuer

join-heading = Invitation
join-invited = Vous êtes invité à jouer à {$game}
join-seat = Place {$number}.
join-seat-with = Place {$number}, avec {$others}.
join-bot = un robot ({$level})
join-rules = Règles : {$rules}
join-rules-clock = Règles : {$rules} · pendule {$clock}
join-take = Prendre la place {$number}
join-watch = Seulement regarder
join-to-lobby = Aller à l'accueil
join-taken = Cette invitation a déjà servi : la place {$number} est prise.
join-taken-by = Cette invitation a déjà servi : {$name} a pris la place {$number}.
join-over = Cette invitation était pour une partie de {$game}, qui est terminée.
join-cancelled = Cette invitation était pour une partie de {$game}, annulée avant de commencer.
join-watch-game = Regarder la partie
join-see-game = Voir la partie
