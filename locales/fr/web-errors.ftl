# Les erreurs du serveur dans le navigateur, un message par code de l'API. $message : les mots du
# serveur, en anglais. Les refus des règles sont ceux d'errors.ftl.

server-error-bad-request = Le serveur ne peut pas utiliser cette demande.
server-error-bad-token = Le jeton de votre place n'est pas valable pour cette partie.
server-error-spectator = Vous regardez cette partie : seuls ses joueurs peuvent jouer.
server-error-not-your-seat = Cette place n'est pas la vôtre.
server-error-not-found = Introuvable : la partie ou l'invitation a peut-être été annulée, ou le lien est mal recopié.
server-error-method-not-allowed = Le serveur ne répond pas à ce genre de demande ici.
server-error-waiting = La partie attend que ses joueurs arrivent.
server-error-not-your-turn = Ce n'est pas à vous de jouer.
server-error-over = La partie est finie.
server-error-seat-taken = Cette place est déjà prise.
server-error-one-seat = Vous avez déjà une place dans cette partie : avec des cartes cachées, une personne joue une seule place.
server-error-started = La partie a commencé : elle ne peut plus être annulée.
server-error-nothing-to-undo = Il n'y a rien à reprendre.
server-error-undo-refused = On ne reprend un coup d’office que contre des robots (à une personne, demandez-lui de reprendre le coup), et jamais avant des cartes montrées.
server-error-not-over = La partie n'est pas encore finie.
server-error-rematch-exists = La revanche existe déjà, et vos places y sont prises.
server-error-hidden = L'enregistrement s'ouvre quand la partie est finie : il contient des cartes cachées.
server-error-analysis-refused = L'analyse s'ouvre quand la partie est finie (ou tout de suite contre des robots).
server-error-stopping = Le serveur s'arrête : réessayez dans un instant.
server-error-busy = Le serveur est occupé : réessayez dans quelques secondes.
server-error-too-many-connections = Trop de connexions depuis votre adresse : fermez un onglet ou deux et réessayez.
server-error-request-timeout = La demande est arrivée trop lentement : réessayez.
server-error-too-many-games = Vous avez autant de parties en attente de joueurs que permis : commencez-en ou annulez-en une d'abord.
server-error-too-large = C'est trop gros pour le serveur.
server-error-upgrade-required = Cette adresse ne sert qu'à une connexion en direct.
server-error-illegal = Les règles ne le permettent pas.
server-error-rate-limited = Trop de demandes : attendez un instant et réessayez.
server-error-corrupt = Cette partie enregistrée ne peut pas être rejouée.
server-error-internal = Quelque chose s'est mal passé sur le serveur.
server-error-storage = Le serveur n'a pas pu l'enregistrer : rien n'a changé. Réessayez.
server-error-not-owner = La partie passe sur un autre serveur : nouvel essai dans un instant.
server-error-unanswered = Le serveur qui mène cette partie n'a pas répondu à temps : ce que vous avez demandé a peut-être été fait. La partie est affichée telle qu'elle est.
server-error-analysis-timeout = Le solveur n'a pas fini à temps.
server-error-analysis-memory = Le solveur n'a pas obtenu la mémoire dont il a besoin.
server-error-name-taken = Ce nom est pris (ou un nom qui lui ressemble).
server-error-wrong-credentials = Le nom et le mot de passe ne correspondent pas.
server-error-signed-out = Connectez-vous d'abord.
server-error-rated-refused = Cette partie ne peut pas être classée.
server-error-pairing-ended = Votre attente d’un adversaire est terminée : vous êtes parti ou avez demandé une autre partie ailleurs.
server-error-challenge-declined = Votre défi a été refusé.
server-error-csrf = Cette demande est arrivée sans son jeton de sécurité : rechargez la page et réessayez.
server-error-abort-refused = Vous avez déjà joué : la partie ne peut plus être annulée (proposez la nulle ou abandonnez).
server-error-no-draw = Ce jeu n'admet pas de partie nulle par accord.
server-error-no-offer = Aucune proposition de l'autre joueur n'attend de réponse (retirée, ou un coup l'a close).
server-error-claim-refused = La partie ne peut pas être réclamée maintenant.
server-error-chat-refused = Cette ligne ne peut pas être envoyée.

## A refusal with its detail, and the details (docs/api.md): what a refusal is about beyond
## its code, said in place of the server's English words.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Choisissez une pendule : none, un temps par tour ou un temps par partie.
server-detail-clock = « {$clock} » n’est pas une pendule : écrivez none, 30s/move, 3d/move, 10m ou 10m+5s.
server-detail-clock-turn-range = Un tour a au moins 1 s et au plus 14 jours.
server-detail-clock-game-range = Une partie a au moins 10 s et au plus 24 h par joueur.
server-detail-clock-increment-range = L’incrément est d’au plus 1 h.
server-detail-length-cap = {$option} vaut au plus {$most} sur ce serveur.
server-detail-chosen-deal = Cette partie cache des cartes et a des places pour d’autres personnes : personne ne peut en choisir la donne.
server-detail-start-over = La partie est finie dans cette position : il ne resterait aucun coup à jouer. Choisissez une position d’avant la fin.
server-detail-bot-level = Cette partie n’a pas de niveau de bot {$level}.
server-detail-seat-count = Avec ces règles la partie a {$seats} joueurs, pas {$given}.
server-detail-record-bad-tag = La ligne {$line} de l’enregistrement n’est pas une étiquette [Nom "valeur"].
server-detail-record-missing-tag = L’enregistrement n’a pas d’étiquette [{$tag} "…"].
server-detail-record-wrong-game = L’enregistrement est celui d’un autre jeu ({$found}).
server-detail-record-bad-value = L’étiquette [{$tag}] de l’enregistrement a une valeur incomprise.
server-detail-record-bad-action = Le coup {$number} de l’enregistrement ({$action}) ne peut pas être joué.
server-detail-record-result-mismatch = Le résultat de l’enregistrement n’est pas celui que donnent ses coups.
server-detail-record-unclosed-comment = Un commentaire de l’enregistrement ouvert par {"{"} n’est jamais fermé.
server-detail-record-ply = L’enregistrement a { $actions ->
    [one] {$actions} coup
   *[other] {$actions} coups
} : reprenez de 0 à {$actions}.
server-detail-record-replay = La partie de l’enregistrement ne peut pas être rejouée.
server-detail-rated-signed-out = Une partie classée se joue entre comptes.
server-detail-challenge-signed-out = Les défis se lancent entre comptes : connectez-vous d'abord.
server-detail-rematch-unplayed = Une revanche suit une partie jouée jusqu’au bout : celle-ci s’est terminée sans résultat.
server-detail-rated-bot = Une partie classée se joue entre personnes : une place de bot la rend non classée.
server-detail-rated-seats = Dans une partie classée vous avez exactement une place, et chaque autre place attend un autre joueur.
server-detail-rated-chosen-start = Une partie classée part du début habituel, distribué par le serveur.
server-detail-rated-imported = Un enregistrement importé n’est jamais classé.
server-detail-rated-hints = Les aides pour débutants sont pour les parties non classées.
server-detail-rated-same-account = Votre compte a déjà une autre place de cette partie classée.
server-detail-no-action = Aucun coup n’a été joué.
server-detail-two-players = L’appariement rapide, les propositions et les défis sont pour les parties à deux joueurs.
server-detail-challenge-self = Vous ne pouvez pas vous défier vous-même.
server-detail-pairing-browser = L'identifiant de ce navigateur pour l'appariement rapide n'est pas valable (jusqu'à 64 lettres, chiffres, - et _) : rechargez la page.
server-detail-claim-alone = Seule une partie entre personnes peut être réclamée : personne d’autre ne joue à cette table.
server-detail-claim-away = Réclamez la partie depuis sa page pendant que vous y êtes connecté.
server-detail-claim-correspondence = Une partie par correspondance attend ses joueurs : c'est sa pendule qui la termine, pas une réclamation.
server-detail-lang-unknown = « {$lang} » n’est pas une langue de Quartet : choisissez en, ro, es, fr, cs ou it.
server-detail-claim-present = Le joueur {$seat} est à la table : la partie peut être réclamée quand tous les autres joueurs sont partis.
server-detail-claim-too-soon = La partie pourra être réclamée dans { $seconds ->
    [one] {$seconds} seconde
   *[other] {$seconds} secondes
}.
server-detail-chat-off = Cette partie n'a pas de discussion : elle a été créée sans.
server-detail-chat-empty = Une ligne vide n'est pas envoyée.
server-detail-chat-too-long = Une ligne a au plus {$most} caractères ; celle-ci en a {$chars}.
server-detail-chat-control = Une ligne est du texte simple sur une seule ligne, sans caractères de contrôle.
server-detail-chat-too-fast = Au plus 5 lignes en 10 secondes : attendez {$seconds} s.
server-detail-name = { $why ->
    [length] Un nom a de 3 à 20 caractères.
    [character] Un nom n’a que des lettres A-Z, des chiffres, _ et -, pas « {$character} ».
    [shape] Un nom commence par une lettre, et _ ou - sont seuls entre lettres ou chiffres.
   *[reserved] Ce nom est réservé.
}
server-detail-password = { $why ->
    [length] Un mot de passe a de 8 à 1024 octets.
   *[is-the-name] Le mot de passe ne peut pas être le nom.
}
server-detail-json-syntax = La requête n’est pas du JSON valide (ligne {$line}, colonne {$column}).
server-detail-json-body-type = La requête doit être un objet JSON {"{"}…{"}"}.
server-detail-json-unknown-type = Le serveur ne connaît pas ce type de message.
server-detail-json-missing-field = Le champ « {$field} » manque.
server-detail-json-unknown-field = Le serveur ne connaît pas le champ « {$field} ».
server-detail-json-wrong-type = Le champ « {$field} » a une valeur du mauvais type.
server-detail-json-bad-value = La valeur du champ « {$field} » n’est pas comprise.
server-detail-body-too-large = Une requête a au plus {$most} octets.
server-detail-message-too-large = Un message a au plus {$most} octets ; celui-ci en avait {$size}.
server-detail-message-binary = Les messages s’envoient en texte JSON, pas en données binaires.
server-detail-query-unknown = L’adresse a un paramètre que le serveur ne connaît pas : « {$name} ».
server-detail-query-value = La valeur du paramètre « {$name} » de l’adresse n’est pas comprise.
server-detail-path-bad = L’adresse ne peut pas être lue : une partie n’est pas du texte.

## Why the server closed the live connection (the close frame's reason).
server-close-bad-token = Le jeton de votre place n’est pas valable pour cette partie.
server-close-too-many-messages = Le serveur a fermé la connexion : cette page a envoyé trop de messages.
server-close-silent = Le serveur a fermé la connexion : rien n’est venu de cette page depuis trop longtemps.
server-close-restarting = Le serveur redémarre : la page se reconnecte dans un instant.
server-close-bad-ticket = Votre attente d’un adversaire est introuvable : recommencez.
server-close-paired = Un adversaire a été trouvé.
server-close-not-utf8 = Le serveur a fermé la connexion : cette page a envoyé un message texte qui n’est pas en UTF-8.
