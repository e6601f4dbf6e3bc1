# Les pages des joueurs dans le navigateur : le menu du compte dans l'en-tête de chaque page, la
# page d'un joueur, le panneau « Jouer » de l'accueil (partie rapide, propositions, défis) et vos
# parties.

## Le menu du compte.
players-account = Compte
players-sign-in = Connexion
players-sign-up = S'inscrire
players-sign-in-title = Se connecter
players-sign-up-title = Créer un compte
players-name = Nom
players-password = Mot de passe
players-sign-up-hint = Un nom a de 3 à 20 caractères : lettres A-Z, chiffres, _ et -. Un mot de passe a au moins 8 caractères.
players-to-sign-up = Pas encore de compte ? S'inscrire
players-to-sign-in = Déjà un compte ? Se connecter
players-try-again-in = Trop d'essais : réessayez dans { $seconds ->
    [one] {$seconds} seconde
   *[other] {$seconds} secondes
}.
players-signed-in-as = Connecté comme {$name}
players-sign-out = Se déconnecter
players-sign-out-everywhere = Se déconnecter partout
players-signed-out-everywhere = Déconnecté de { $count ->
    [one] {$count} navigateur
   *[other] {$count} navigateurs
}.
players-delete-account = Supprimer le compte
players-delete-explain = Supprimer le compte efface pour de bon son nom, ses classements, ses propositions et ses défis. Ses parties restent, sous « joueur supprimé ». Donnez votre mot de passe pour confirmer.
players-delete-confirm = Supprimer pour de bon
players-deleted = Le compte est supprimé.
players-claim-offer = Ce navigateur tient des places de { $count ->
    [one] {$count} partie jouée en invité
   *[other] {$count} parties jouées en invité
} : les ajouter à votre compte ?
players-claim = Les ajouter
players-not-now = Pas maintenant
players-claimed = { $count ->
    [one] {$count} place ajoutée à votre compte.
   *[other] {$count} places ajoutées à votre compte.
}
players-cancel = Annuler
players-your-page = Votre page de joueur
players-your-games = Vos parties
players-deleted-player = joueur supprimé

## La page d'un joueur.
players-loading = Chargement…
players-no-such-player = Personne ne joue sous le nom « {$name} » (ou le compte a été supprimé).
players-member-since = Joue depuis le {$date}
players-ratings = Classements
players-no-ratings = Pas encore de partie classée.
players-rating-class = Jeu, règles et cadence
players-rating = Classement
players-games = Parties
players-provisional = provisoire : trop peu de parties pour en être sûr
players-provisional-note = Un classement suivi de « ? » est provisoire : trop peu de parties pour en être sûr.
players-deviation = ±{$deviation}
players-chart-title = Le classement au fil du temps
players-date = Date
players-chart-point = {$class_name} : {$rating} le {$date}
players-recent-games = Parties récentes
players-no-games = Pas encore de partie.
players-guest = un invité
players-against = contre
players-casual = amicale
players-outcome-open = attend des joueurs
players-outcome-live = en cours
players-outcome-aborted = annulée avant le début
players-outcome-cancelled = annulée
players-outcome-won = gagnée
players-outcome-lost = perdue
players-outcome-drawn = sans gagnant
players-family-standard = lignes
players-family-squares = lignes et carrés
players-family-players = {$players} joueurs
players-family-traits = {$family}, {$traits} caractères
players-speed-blitz = blitz
players-speed-rapid = rapide
players-speed-classical = classique
players-speed-correspondence = par correspondance

## Les meilleurs joueurs (/players).
players-top = Meilleurs joueurs
players-top-all = Toutes les catégories
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 joueur
   *[other] {$players} joueurs
})
players-top-rank = Rang
players-rank-place = rang {$rank}
players-top-player = Joueur
players-top-last-game = Dernière partie classée
players-top-you = vous
players-top-ranked-note = Un joueur reçoit un rang quand son classement est sûr (un écart de ±110 ou moins) ; les classements provisoires (« ? ») suivent, sans rang.
players-top-nobody-rated = Personne n'a encore de classement. Connectez-vous et cochez « Classée » sous « Jouer maintenant » pour jouer la première partie classée.
players-top-nobody-here = Personne n'a encore de classement dans cette catégorie.
players-top-no-such-class = Cette catégorie de classement n'existe pas.
players-find = Trouver un joueur
players-find-open = Ouvrir

## Le panneau « Jouer » de l'accueil : partie rapide, propositions, défis, un robot.
players-play-title = Jouer maintenant
players-play-game = jeu
players-play-rules = règles
players-play-clock = pendule
players-play-no-clock = sans pendule
players-play-rated-game = Classée
players-play-rated-sign-in = Connectez-vous pour jouer des parties classées.
players-play-rated = classée
players-play-casual = amicale
players-play-quick-game = Trouver un adversaire
players-play-offer-seek = Proposer dans la liste
players-play-bot = Jouer contre un robot
players-play-challenge-name = le nom d'un joueur
players-play-challenge = Défier
players-play-looking-for = Recherche d'un adversaire : {$offer}
players-play-seek-offered = Votre partie est dans la liste, que chacun peut accepter : {$offer}
players-play-challenge-sent = En attente de la réponse de {$name} : {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} seconde
   *[other] {$seconds} secondes
}
players-play-waiting-count = { $count ->
    [one] {$count} en attente
   *[other] {$count} en attente
}
players-play-wait-lost = La connexion a été perdue : l'attente a pris fin. Réessayez.
players-play-cancel = Annuler
players-play-pools-title = Joueurs qui attendent
players-play-join-pool = Rejoindre
players-play-seeks-title = Parties proposées
players-play-no-seeks = Personne ne propose de partie pour l'instant : proposez la vôtre.
players-play-your-seek = la vôtre
players-play-guest = un invité
players-play-accept = Accepter
players-play-decline = Refuser
players-play-challenges-title = Défis
players-play-challenge-from = Défi de
players-play-challenge-to = Défi à
players-play-other-page = en attente sur une autre page

## Vos parties.
players-notify-sound = Jouer un son quand une partie se met à m'attendre
players-no-games-yet = Pas encore de partie : trouvez un adversaire à l'accueil.
players-games-waiting = { $count ->
    [one] {$count} partie vous attend.
   *[other] {$count} parties vous attendent.
}
players-your-turn = à vous de jouer
players-their-turn = à l'adversaire
players-draw-offered = partie nulle proposée : répondez
players-take-back-asked = reprise demandée : répondez
players-challenge-from = Défi de
players-answer-in-lobby = répondez à l'accueil
