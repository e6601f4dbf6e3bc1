# Le terminal : `quartet play --plain`, ligne par ligne.

plain-help = tapez une action (l'une des actions permises affichées) ou une commande : moves (actions permises), board (plateau), hint (indice), undo (annuler), save FICHIER, load FICHIER, resign (abandonner), help (aide), quit (quitter)
plain-legal = permis : {$actions}
plain-clocks = pendules  {$clocks}
plain-game-over = fin de la partie : {$outcome}
plain-game-over-because = fin de la partie : {$outcome} ({$reason})
plain-rematch-question = revanche ? (oui/non)
plain-yes-words = oui, o
plain-rematch = revanche : les places ont tourné d'un cran
plain-bot-failed = le robot a échoué : {$error}
plain-pass-device = passez l'appareil à {$seat} et appuyez sur Entrée
plain-end-of-input = fin de l'entrée : la partie reste inachevée
plain-not-text = cette ligne n'est pas du texte (UTF-8) : tapez-la à nouveau
plain-hint = indice : {$hint}
plain-no-hint = pas d'indice
plain-bot-choice = {$action} (le choix du robot fort)
plain-undone = { $count ->
    [one] {$count} action annulée
   *[other] {$count} actions annulées
}
plain-undo-refused = impossible d'annuler : {$error}
plain-save-needs-file = save demande un nom de fichier : save partie.txt
plain-saved = partie enregistrée dans {$path}
plain-save-failed = impossible d'enregistrer dans {$path} : {$error}
plain-load-needs-file = load demande un nom de fichier : load partie.txt
plain-loaded = { $count ->
    [one] {$path} chargé : {$count} action rejouée
   *[other] {$path} chargé : {$count} actions rejouées
}
plain-load-failed = impossible de charger : {$error} ; la partie continue
plain-not-played = coup refusé : {$error}
