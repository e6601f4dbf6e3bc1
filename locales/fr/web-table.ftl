# La page de la partie dans le navigateur, entre les personnes à la table : annuler, proposer
# la nulle, demander à reprendre un coup, répondre à la proposition de l'autre, réclamer la partie.

table-heading = À la table
table-abort = Annuler la partie
table-really-abort = Vraiment annuler ? Elle finit sans résultat
table-offer-draw = Proposer la nulle
table-ask-take-back = Demander à reprendre le coup
table-accept = Accepter
table-decline = Refuser
table-draw-offered = Vous avez proposé la nulle : la proposition tient jusqu'à ce que {$seat} réponde ou joue.
table-take-back-asked = Vous avez demandé à reprendre votre dernier coup : la demande tient jusqu'à ce que {$seat} réponde ou qu'un coup soit joué.
table-draw-prompt = {$seat} propose la nulle. La proposition tombe si vous jouez.
table-take-back-prompt = {$seat} demande à reprendre son dernier coup. La demande tombe si un coup est joué.
table-draw-declined = Votre proposition de nulle a été refusée.
table-draw-lapsed = Votre proposition de nulle est tombée : un coup a été joué.
table-take-back-declined = Votre demande de reprise a été refusée.
table-take-back-lapsed = Votre demande de reprise est tombée : un coup a été joué.
table-the-others = les autres
# While the first turn of the seat to move runs, between people: the time left before the
# server aborts the game ($seat: the other player).
table-first-turn-mine = Vous avez {$seconds} s pour jouer votre premier coup, sinon la partie est annulée.
table-first-turn-theirs = {$seat} a {$seconds} s pour jouer son premier coup, sinon la partie est annulée.
table-claim-wait = {$seat} a quitté la table : vous pourrez réclamer la partie dans {$seconds} s.
table-claim-ready = {$seat} a quitté la table : vous pouvez réclamer la partie.
table-claim-win = Réclamer la victoire
table-claim-draw = Réclamer la nulle
table-result-aborted = Annulée
table-result-aborted-by = {$seat} l'a annulée avant son premier coup
table-result-aborted-unstarted = un joueur n’a pas joué son premier coup à temps
table-result-agreement = les joueurs ont convenu de la nulle
# ($others: the players who had left, by name; $count: how many)
table-result-claimed = {$seat} a réclamé la partie : { $count ->
    [one] {$others} avait quitté la table
   *[other] {$others} avaient quitté la table
}
table-result-abandoned = Désertée
# An untimed game the server ended: every player left it (docs/api.md, Between the players).
table-result-abandoned-why = tous les joueurs avaient quitté la table depuis un jour
table-chat-players = Discussion des joueurs
table-chat-spectators = Discussion des spectateurs
table-chat-placeholder = Écrivez quelque chose
table-chat-send = Envoyer
table-chat-spectator = spectateur
table-chat-none = Rien n'a encore été dit.
table-chat-mute = Masquer {$seat}
table-ended-abort = annulée
table-ended-cancel = annulée (en attente)
table-ended-abandoned = désertée
table-ended-over = terminée
table-ended-won-time = gagnée au temps
table-ended-lost-time = perdue au temps
table-ended-won-resign = gagnée : l’adversaire a abandonné
table-ended-lost-resign = abandonnée
table-ended-won-claim = réclamée : l’adversaire est parti
table-ended-lost-claim = perdue : réclamée après votre départ
table-ended-drawn-claim = nulle : réclamée après le départ de l’adversaire
table-ended-agreement = nulle par accord
