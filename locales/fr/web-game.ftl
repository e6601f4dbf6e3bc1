# La page d'une partie dans le navigateur : l'en-tête, la connexion, les joueurs, la ligne d'état,
# les boutons, les invitations, l'historique, l'analyse, le résultat et le cache des cartes.

play-loading = Chargement…
play-title = {$game} · Quartet
play-title-your-turn = ● À vous · {$game} · Quartet
play-not-found = Partie introuvable
play-not-found-detail = Il n'y a pas de partie « {$id} » sur ce serveur : elle a peut-être été annulée, ou le lien est mal recopié.
play-header-clock = pendule {$clock}
play-header-watching = vous regardez
play-seat-refused = Votre place dans cette partie a été refusée ({$message}) ; vous la regardez.

play-link-open = connecté
play-link-connecting = connexion…
play-link-reconnecting = reconnexion…
play-link-waiting = connexion perdue : nouvel essai dans {$seconds} s
play-link-refused = refusé par le serveur
play-link-bad-token = jeton de place invalide

play-seat-bot = Robot ({$level})
play-seat-bot-at = Robot {$number} ({$level})
play-seat-you = (vous)
play-seat-kind-bot = robot
play-seat-thinking = robot · réfléchit…
play-seat-open = place libre : tout le monde peut la prendre
play-seat-invited = invité : pas encore arrivé
play-seat-online = connecté
play-seat-offline = hors ligne
play-seat-resigned = a abandonné
play-seat-connected = connecté
play-seat-not-connected = non connecté
play-spectators = { $count ->
    [one] {$count} spectateur
   *[other] {$count} spectateurs
}

play-status-replay = Revue : après le coup {$at} sur {$of}.
play-status-over = {$headline} : {$detail}
play-status-thinking = {$seat} réfléchit…
play-status-waiting-for = En attente de {$names}.
play-status-your-turn-as = {$seat} : à vous de jouer.
play-status-your-turn = À vous de jouer.
play-status-to-move = Au tour de {$seat}…
play-status-last = Dernier coup : {$seat} {$action}.

play-take-back = Reprendre le coup
play-resign = Abandonner
play-really-resign = Vraiment abandonner ?
play-really-resign-all = Vraiment abandonner ? La partie s'arrête pour tous
play-take-seat = Prendre une place
play-open-rematch = Ouvrir la revanche
play-accept-rematch = Accepter la revanche
play-rematch = Revanche
play-export-record = Exporter la partie
play-continue-from-here = Continuer à partir d'ici
play-position-label = Position
play-copy-position = Copier
play-position-copied = Position copiée.
play-copy-failed = Le navigateur n'a pas laissé la page copier : sélectionnez la position et copiez-la vous-même.
play-cancel-game = Annuler la partie
play-really-cancel = Vraiment annuler ?
play-cancelled = La partie est annulée.
play-record-saved = Partie enregistrée. Importez-la depuis l'accueil pour reprendre à n'importe quel coup.

play-invite-heading = Inviter
play-invite-link-for = lien pour la place {$number}
play-invite-send-open = {$seat} (ouverte à tous) : envoyez ce lien
play-invite-send-friend = {$seat} (pour un ami) : envoyez ce lien
play-invite-copy = Copier
play-invite-copied = Lien copié.
play-invite-copy-by-hand = Sélectionnez le lien et copiez-le.

play-history-heading = Historique
play-history-slider = revue : coup affiché
play-history-first = début
play-history-back = un coup en arrière
play-history-forward = un coup en avant
play-history-live = revenir à la partie
play-history-count = { $count ->
    [one] {$count} coup
   *[other] {$count} coups
}
play-history-showing = coup {$at} sur {$of}
play-history-entry = {$seat} {$action}
play-history-turn = tour {$turn}, {$seat}
play-history-none = Aucun coup pour l'instant.

play-confirm-label = confirmer le coup
play-confirm-option = Confirmer chaque coup avant de l'envoyer
play-confirm-ask = {$action} ?
play-confirm-yes = Confirmer
play-confirm-no = Annuler

play-analysis-heading = Analyse
play-analysis-not-analysed = Cette position n'est pas analysée : le serveur était trop occupé pour que le solveur finisse à temps.
play-analysis-show = Montrer les valeurs du solveur
play-analysis-hide = Cacher les valeurs du solveur
play-analysis-thinking = Le solveur réfléchit…
play-analysis-over = La partie est finie ici.
play-analysis-value = Au tour de {$seat} : {$value} en jouant au mieux.
play-analysis-more = { $count ->
    [one] …et {$count} tour de plus.
   *[other] …et {$count} tours de plus.
}

play-you-win = Vous gagnez !
play-you-lose = Vous perdez
play-banner-close = fermer
play-result-draw = Partie nulle
play-result-nobody = Personne ne gagne
play-result-cancelled = Annulée
play-result-cancelled-by = {$seat} l’a annulée
play-result-expired = elle a attendu ses joueurs trop longtemps
play-result-wins = {$seat} gagne
play-result-out-of-time = {$seat} n'a plus de temps
play-result-resigned = {$seat} a abandonné
play-result-resigned-all = {$seat} a abandonné, ce qui arrête la partie pour tous

play-cover-pass = Passez l'appareil à {$seat}.
play-cover-show = Montrer les cartes de {$seat}

# G gagne, N nulle, P perd.
play-mark-win = G
play-mark-draw = N
play-mark-loss = P
