# L'aide de la ligne de commande (`quartet --help`, `quartet <commande> --help`).

cli-usage = Utilisation :
cli-heading-commands = Commandes
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-value-command = COMMANDE
cli-help = Affiche l'aide
cli-help-more = Affiche l'aide (plus de détails avec '--help')
cli-help-summary = Affiche l'aide (un résumé avec '-h')
cli-version = Affiche la version
cli-help-command = Affiche ce message ou l'aide des commandes données
cli-help-command-arg = Affiche l'aide de cette commande
cli-default = [par défaut : {$value}]
cli-possible-values = [valeurs possibles : {$values}]
cli-env = [variable d'environnement : {$name}]

## Options de plusieurs commandes

cli-arg-attributes = Quarto! : les caractères qui comptent, séparés par des virgules, parmi height,colour,shape,top
cli-arg-game = quarto, danish ou quartino
cli-arg-hash = Taille de la table de transposition en Mio
cli-arg-lang = La langue des textes et de cette aide : en, ro, es, fr, cs ou it (par défaut : selon LC_ALL, LC_MESSAGES ou LANG)
cli-arg-position = La position, dans la notation du jeu
cli-arg-rules = Tout jeu : les règles telles qu'écrites dans l'étiquette [Rules] d'une partie enregistrée
cli-arg-squares = Quarto! : les carrés de 2×2 gagnent aussi (jeu avancé)
cli-arg-threads = Fils de recherche
cli-arg-viewer = Quartino : montrer la position comme la voit cette place (1–5) (par défaut : le joueur au trait)

cli-about = Quartet : jouez, résolvez et analysez Quarto!, le Quarto danois et Quartino.

cli-perft = Compte les suites d'exactement DEPTH actions depuis une position
cli-perft-arg-depth = Combien d'actions de profondeur (0 à 255)

cli-show = Dessine une position dans le terminal

cli-play = Jouer une partie dans le terminal, contre des robots ou des personnes à ce clavier
cli-play-long =
    Jouer une partie dans le terminal, contre des robots ou des personnes à ce clavier.

    En plein écran par défaut : un menu (une nouvelle partie, depuis le début ou à partir d'une position, ou « Charger une partie… »), puis le plateau. Jouez au clavier (tapez une action puis Entrée, ou choisissez-en une dans la liste avec ↑↓ et Entrée) ou à la souris : cliquez une case ou une pièce restante (Quarto!) ; un point, ou l'un de vos pions puis où il va, puis le pion à prendre quand un carré est formé (Quarto danois) ; une couleur de la réserve puis une case, une carte de votre main pour la réclamer, ou un bouton (Quartino). Échap efface un choix (sinon quitte) ; Ctrl+S enregistre la partie, Ctrl+O en charge une ; F1 aide.
cli-play-arg-clock = La pendule : none, 1m/move, 10m, 10m+5s (par défaut : none ; avec --load, celle de la partie enregistrée)
cli-play-arg-load = Reprendre une partie depuis un fichier (enregistré avec Ctrl+S ou `save FICHIER`) ; ses places sont celles du fichier, sauf si --seats les donne. En plein écran, Ctrl+O en charge une aussi
cli-play-arg-from = Avec --load : reprendre après ce nombre de coups du fichier au lieu du dernier (0 : depuis le début)
cli-play-arg-start = Avec --game : partir de cette position (dans la notation du jeu, comme l'écrivent `quartet show` et les pages des parties) au lieu du début habituel
cli-play-arg-plain = Du texte ligne par ligne au lieu du plein écran
cli-play-arg-rules = Les règles, comme dans l'étiquette [Rules] d'une partie enregistrée (par ex. "squares=yes win=announce"); pas avec --load, dont la partie a les siennes
cli-play-arg-seats = Les places dans l'ordre du jeu, séparées par des virgules : `human`, `human:NOM`, ou un niveau de robot (beginner, casual, strong, strongest, perfect). Par défaut : vous contre un robot occasionnel. Au Quartino, leur nombre est celui des joueurs, sauf si --rules fixe players=
cli-play-arg-seed = Graine de la donne et des robots

cli-arena = Jouer un match entre deux robots et les classer
cli-arena-arg-a = Robot A : un niveau (beginner, casual, strong, strongest, perfect), random, greedy, mcts:N (N simulations par coup), mcts:Nms (N ms par coup), ou external:"PROGRAMME ARGUMENTS…"
cli-arena-arg-b = Robot B, écrit comme le robot A
cli-arena-arg-games = Combien de parties (1 à un million)
cli-arena-arg-json = Écrire le résultat en JSON dans ce fichier
cli-arena-arg-max-actions = Une partie plus longue que ce nombre d'actions s'arrête sur une égalité
cli-arena-arg-movetime = Temps par coup des moteurs externes et des niveaux qui cherchent, en millisecondes (au plus une heure)
cli-arena-arg-opening = Commencer chaque partie par ce nombre d'actions au hasard, dont aucune ne la termine ; les deux parties d'une paire partagent leur ouverture, places échangées (au Quartino la donne diffère). Pour les robots qui joueraient sinon toujours la même partie
cli-arena-arg-quiet = Pas de barre de progression
cli-arena-arg-records = Enregistrer chaque partie dans ce dossier
cli-arena-arg-rules = Les règles du jeu, comme dans l'étiquette [Rules] d'une partie enregistrée
cli-arena-arg-seed = Graine du match
cli-arena-arg-threads = Fils de travail (par défaut : tous les cœurs)
cli-arena-arg-uncapped = Les niveaux sans leurs limites de temps : seuls leurs budgets de nœuds ou de simulations arrêtent leurs recherches, et le match donne les mêmes parties sur toute machine, quelle que soit sa charge

cli-arena-merge = Fusionne les fichiers de résultat d'un match joué en plusieurs fois (`arena --json`, chaque partie avec son propre `--seed`) en un seul résultat
cli-arena-merge-arg-files = Fichiers de résultat écrits par `arena --json`, tous du même match : même jeu, mêmes règles, ouvertures et robots, et aucune partie deux fois (la partie `i` d'un match joué avec `--seed S` a la graine `S + i`, donc `--seed S+N` reprend là où un match de N parties s'est arrêté)
cli-arena-merge-arg-json = Écrire le résultat fusionné en JSON dans ce fichier

cli-engine = Parler le Quartet Engine Protocol (QEP) sur l'entrée et la sortie standard
cli-engine-arg-level = La force de jeu (beginner, casual, strong, strongest, perfect)
cli-engine-arg-seed = Graine des choix au hasard du robot

cli-serve = Lancer le serveur web : l'interface du navigateur, l'API JSON et les parties en direct
cli-serve-arg-addr = L'adresse et le port d'écoute ensemble, par ex. 127.0.0.1:8080 ou [::1]:8080 (au lieu de --host et --port)
cli-serve-arg-analysis-threads = Combien d'analyses peuvent tourner à la fois, sur des fils distincts de ceux des robots
cli-serve-arg-behind-proxy = Derrière un proxy inverse : l'adresse du client est celle que les proxys de confiance écrivent dans X-Forwarded-For (les limites par adresse de client la comptent), et leur X-Forwarded-Proto: https rend le cookie de session Secure ; les en-têtes de tout autre interlocuteur sont ignorés. Depuis l'environnement : true ou false
cli-serve-arg-trusted-proxies = Les adresses ou blocs d'adresses des proxys de confiance, séparés par des virgules (10.0.0.5, 10.0.0.0/8, fd00::/8) ; les donner implique --behind-proxy. Par défaut avec --behind-proxy : cette machine (127.0.0.0/8 et ::1)
cli-serve-arg-bot-threads = Combien de recherches de robots peuvent tourner à la fois (par défaut : une par cœur moins une)
cli-serve-arg-data-dir = Où les parties sont gardées (un fichier SQLite, quartet.db, dans ce dossier)
cli-serve-arg-database-connections = Avec PostgreSQL : le nombre maximal de connexions qu'un nœud ouvre pour les parties (au moins 2, plus une pour son battement de cœur). Chacune est un processus de PostgreSQL : augmentez-le quand PostgreSQL a des cœurs à lui pour les faire tourner (voir docs/deploy.md)
cli-serve-arg-database-url = Une base de données au lieu du dossier de données : postgres://UTILISATEUR:MOT_DE_PASSE@HÔTE/BASE, ou sqlite://FICHIER. Mieux depuis l'environnement, où les autres utilisateurs de la machine ne peuvent pas lire le mot de passe
cli-serve-arg-host = L'adresse d'écoute : 127.0.0.1 pour cette machine seule, 0.0.0.0 pour tout réseau
cli-serve-arg-http-burst = Requêtes API qu'une adresse de client peut faire d'un coup
cli-serve-arg-first-turn-seconds = Combien de temps un joueur d'une partie en temps réel ou sans pendule entre personnes a pour son premier coup avant que le serveur annule la partie, non classée (une partie par correspondance donne son temps par coup ; voir docs/api.md)
cli-serve-arg-http-rate = Requêtes API qu'une adresse de client peut faire par seconde, en moyenne (0 : sans limite)
cli-serve-arg-lease-seconds = Avec PostgreSQL (plusieurs nœuds sur une base) : combien de temps la prise d'un nœud sur les parties qu'il mène dure sans renouvellement ; un autre nœud reprend une partie dans ce délai plus un sixième après la chute du nœud (voir docs/cluster.md)
cli-serve-arg-log = Quelles lignes de journal écrire : error, warn, info, debug ou trace, ou par module comme dans `info,quartet_server=debug`
cli-serve-arg-log-format = L'allure des lignes de journal sur la sortie d'erreur : text, pour une personne, ou json, un objet JSON par ligne, pour un collecteur de journaux
cli-serve-arg-metrics-token = Le jeton bearer que demande /metrics (le réglage `authorization` de Prometheus l'envoie) ; sans lui, /metrics répond à quiconque atteint le nœud. Mieux depuis l'environnement, où les autres utilisateurs de la machine ne peuvent pas le lire
cli-serve-arg-port = Le port d'écoute (0 : n'importe quel port libre)
cli-serve-arg-shutdown-seconds = Sur SIGTERM ou Ctrl-C, combien de temps le serveur peut mettre à s'arrêter (connexions invitées à se reconnecter, requêtes en cours servies, robots arrêtés, stockage fermé) avant de sortir malgré tout ; toute action qu'il a confirmée était déjà enregistrée
cli-serve-arg-static-dir = L'interface du navigateur construite à servir (par défaut : web/dist s'il existe)

cli-load-test = Jouer de nombreuses parties à la fois contre un serveur de cette machine et le mesurer
cli-load-test-arg-games = Parties jouées à la fois
cli-load-test-arg-ramp-seconds = Les parties commencent réparties sur ce nombre de secondes (par défaut : un quart de l'essai, au plus 10)
cli-load-test-arg-seconds = Combien de temps jouer, en secondes
cli-load-test-arg-seed = Graine des choix des joueurs
cli-load-test-arg-think-ms = Pause moyenne d'un joueur avant chaque action, en ms (0 : au plus vite ; au plus une minute)
cli-load-test-arg-url = Un serveur en marche à charger (local seulement), par ex. http://127.0.0.1:8080/ ; donné plusieurs fois, les nœuds d'une grappe (chaque partie créée sur l'un, ses deux joueurs sur deux) ; sans lui, un serveur est lancé dans ce processus sur un dossier de données temporaire

cli-bench = Mesurer la vitesse des règles (perft et simulations au hasard)
cli-bench-arg-game = quarto, danish ou quartino ; tous les jeux s'il est omis
cli-bench-arg-seconds = Secondes pour chaque mesure (au plus une heure)

cli-solve = Résoudre exactement une position de Quarto! : sa valeur, la valeur de chaque tour, la meilleure suite
cli-solve-arg-distance = Donner aussi la distance jusqu'à la fin (gain le plus court, perte la plus longue), en poses
cli-solve-arg-game = Le jeu : seul quarto a un solveur
cli-solve-arg-json = Écrire du JSON (voir docs/solver.md) sans affichage de progression
cli-solve-arg-no-book = Chercher même les positions auxquelles le livre répond (au plus quatre pièces sur le plateau)
cli-solve-arg-no-line = Avec --value-only : ne pas calculer non plus la suite principale
cli-solve-arg-position = La position, par ex. "..../..../..../.... -" (le début) ou "0f../..../.3../a... 5"
cli-solve-arg-threads = Fils de recherche (par défaut : jusqu'à 2, les cœurs disponibles ; au plus 64)
cli-solve-arg-time-limit = Abandonner après ce nombre de secondes (au plus une semaine)
cli-solve-arg-value-only = Seulement la valeur et un meilleur tour, pas la valeur de chaque tour

cli-solve-bench = Mesurer le solveur exact sur la série d'essai fixe (2 à 5 pièces, lignes et carrés)
cli-solve-bench-arg-count = Positions par nombre de pièces et jeu de règles
cli-solve-bench-arg-pieces = Nombres de pièces sur le plateau à mesurer (chacun de 0 à 12), séparés par des virgules
cli-solve-bench-arg-threads = Fils de recherche (au plus 64)
cli-solve-bench-arg-verbose = Écrire le résultat de chaque position

cli-rules = Les règles d'un jeu, pour qui n'y a jamais joué
cli-rules-arg-section = Seulement cette section (son ancre, comme dans les liens du navigateur : `squares`, `announce`, …)
cli-rules-arg-width = La largeur à laquelle couper le texte

cli-review = Revoir une partie finie : la valeur de chaque action avant et après, les erreurs avec le choix du moteur et pourquoi, et un graphique (Quarto! par le solveur exact)
cli-review-arg-danish-nodes = Quarto danois : les nœuds du moteur pour chaque position
cli-review-arg-json = Écrire la revue en JSON
cli-review-arg-quartino-playouts = Quartino : les simulations de la recherche pour chaque décision
cli-review-arg-quarto-nodes = Quarto! : les nœuds du solveur pour chaque position (celles qu'il ne finit pas dans ce budget sont prises du livre d'ouvertures, ou restent inconnues)
cli-review-arg-record = La partie enregistrée (voir docs/records.md) ; `-` lit l'entrée standard

cli-puzzles = Problèmes faits par les moteurs : les créer, vérifier un fichier de problèmes

cli-puzzles-generate = Créer des problèmes à partir des parties des moteurs, chacun avec une solution unique vérifiée par le juge ; un par ligne (format dans `crates/engine/src/learn/puzzle.rs`)
cli-puzzles-generate-arg-count = Combien de problèmes
cli-puzzles-generate-arg-max-games = Abandonner après ce nombre de parties
cli-puzzles-generate-arg-out = Ajouter les problèmes à ce fichier au lieu de les écrire sur la sortie standard
cli-puzzles-generate-arg-rules = Les règles, telles qu'écrites dans l'étiquette [Rules] d'une partie enregistrée (par défaut : celles du jeu)
cli-puzzles-generate-arg-seed = La graine de la première partie jouée (la partie i est jouée depuis SEED + i)
cli-puzzles-generate-arg-themes = Seulement ces thèmes, séparés par des virgules (par défaut : chaque thème du jeu, dans sa part)

cli-puzzles-check = Vérifier un fichier de problèmes : chaque ligne se lit, et le juge accepte chaque solution
cli-puzzles-check-arg-file = Le fichier

cli-analysis-bench = Mesurer en combien de temps viennent la valeur, un meilleur tour et l'analyse complète de positions au hasard de chaque variante (0 à 15 pièces, les deux phases)
cli-analysis-bench-arg-count = Positions par variante (8), nombre de pièces et phase
cli-analysis-bench-arg-hash = Taille de la table de transposition en Mio du solveur de chaque variante
cli-analysis-bench-arg-pieces = Nombres de pièces sur le plateau à mesurer, séparés par des virgules (par défaut : 0 à 15)
cli-analysis-bench-arg-variants = Les variantes à mesurer, séparées par des virgules (lines-1 … lines-4, squares-1 … squares-4) ; par défaut : les huit
cli-analysis-bench-arg-verbose = Écrire les temps de chaque position

cli-book = Les livres de Quarto! : chaque position d'au plus quatre pièces, résolue

cli-book-build = Construire les livres en résolvant chaque position d'au plus quatre pièces (long : de minutes à heures chacun). Une construction interrompue reprend depuis son journal dans le même dossier
cli-book-build-arg-out = Où écrire les livres (book-lines-N.bin, book-squares-N.bin) ; ceux fournis sont dans crates/engine/data
cli-book-build-arg-variants = Les variantes à construire, séparées par des virgules (lines-1 … lines-4, squares-1 … squares-4) ; par défaut : les huit

cli-book-five = Construire le cinquième niveau des livres : chaque position de cinq pièces évaluée, vérifiée avec le livre (long : des heures pour quatre caractères). Une construction interrompue reprend depuis son journal dans le même dossier
cli-book-five-arg-out = Où écrire les cinquièmes niveaux (five-lines-N.bin, five-squares-N.bin) ; ceux fournis sont dans crates/engine/data
cli-book-five-arg-variants = Les variantes à construire, séparées par des virgules (lines-1 … lines-4, squares-1 … squares-4) ; par défaut : les huit

cli-book-six = Construire le sixième niveau des livres : chaque position de six pièces évaluée, vérifiée avec le cinquième niveau (long : quelque trois heures pour le jeu standard). Une construction interrompue reprend depuis son journal dans le même dossier
cli-book-six-arg-out = Où écrire les sixièmes niveaux (six-lines-N.bin, six-squares-N.bin) ; ceux fournis sont dans crates/engine/data
cli-book-six-arg-variants = Les variantes à construire, séparées par des virgules (lines-1 … lines-4, squares-1 … squares-4) ; par défaut : les huit

cli-book-export = Écrire les livres en données ouvertes : une ligne CSV par position (format dans docs/solver.md)
cli-book-export-arg-out = Le fichier à écrire (`-` pour la sortie standard)
cli-book-export-arg-variants = Les variantes à exporter, séparées par des virgules (lines-1 … squares-4) ; par défaut : toutes celles dont le livre est construit

cli-book-info = Montrer ce que contiennent les livres fournis

# Les refus d'une ligne de commande par clap, et les raisons des nombres.
cli-error-heading = erreur :
cli-error-unknown-argument = argument inattendu : '{$arg}'
cli-error-unknown-command = commande inconnue : '{$command}'
cli-error-invalid-value = valeur invalide '{$value}' pour '{$arg}'
cli-error-invalid-value-why = valeur invalide '{$value}' pour '{$arg}' : {$why}
cli-error-possible-values = [valeurs possibles : {$values}]
cli-error-missing = arguments obligatoires manquants : {$args}
cli-error-missing-command = '{$command}' demande une commande, mais aucune n'a été donnée
cli-error-conflict = l'argument '{$arg}' ne peut pas être utilisé avec '{$other}'
cli-error-extra-value = valeur inattendue '{$value}' pour '{$arg}' ; aucune autre n'était attendue
cli-error-value-count = mauvais nombre de valeurs pour '{$arg}'
cli-error-repeated = l'argument '{$arg}' ne peut pas être utilisé plus d'une fois
cli-error-no-equals = '{$arg}' prend sa valeur après un signe égal ('{$arg}=…')
cli-error-not-utf8 = un argument n'est pas un texte UTF-8 valide
cli-error-other = la ligne de commande ne peut pas être lue
cli-tip-similar-argument = astuce : un argument semblable existe : '{$similar}'
cli-tip-similar-command = astuce : une commande semblable existe : '{$similar}'
cli-tip-similar-value = astuce : une valeur semblable existe : '{$similar}'
cli-tip-dash = astuce : pour passer '{$arg}' comme valeur, utilisez '-- {$arg}'
cli-error-more = Pour en savoir plus, essayez '{$help}'.
cli-expected-whole = un nombre entier de {$min} à {$max} était attendu
cli-expected-seconds = un nombre de secondes était attendu, plus que 0 et au plus {$max}
cli-expected-number = un nombre de {$min} à {$max} était attendu
cli-expected-game = quarto, danish ou quartino était attendu
cli-expected-clock = none, 60s/move, 1d/move, 10m ou 10m+5s était attendu
cli-expected-language = en, ro, es, fr, cs ou it était attendu
cli-expected-address = une adresse IP ou un bloc d'adresses était attendu, comme 10.0.0.5, 10.0.0.0/8 ou fd00::/8
cli-expected-prefix = une longueur de préfixe de 0 à 32 (IPv4) ou de 0 à 128 (IPv6) était attendue

# What went wrong once the command line was read (after cli-error-heading).
# What is wrong, after where: a file, a position, an option.
cli-failure-in = {$place} : {$reason}
cli-failure-position = position « {$text} »
cli-failure-position-cut = position « {$text} » ({$chars} caractères)
cli-failure-quarto-options = --squares et --attributes sont des options de quarto, pas de danish
cli-failure-viewer = --viewer {$seat} : une place de 1 à {$seats} était attendue
cli-failure-hidden-hand = la position cache les cartes de la place de --viewer : donnez la position entière
cli-failure-seat = place « {$seat} » : human, human:NOM ou un niveau de robot (beginner, casual, strong, strongest, perfect) était attendu
cli-failure-seat-name = place « {$seat} » : un nom ne peut pas contenir de caractères de contrôle (retours à la ligne, tabulations…)
# A record that cannot be read (its words are the server's), then the reason the rules give.
cli-record-reason = {$what} : {$reason}
cli-failure-game-needed = il faut --game (quarto, danish ou quartino), ou --load avec un fichier de partie
cli-failure-load-other-game = --game {$asked} : l'enregistrement est une partie de {$game} ; ne donnez pas --game avec --load
cli-failure-load-nothing = aucune partie n'a pu commencer (erreurs : {$errors}) : un serveur Quartet tourne-t-il à cette adresse ?
cli-failure-start-over = la partie est finie dans cette position : il ne reste aucun coup à jouer
cli-failure-from-past-end = le fichier a { $actions ->
    [one] {$actions} coup
   *[other] {$actions} coups
} : --from {$from} va au-delà de la fin
cli-failure-seat-count = {$game} a ici { $seats ->
    [one] {$seats} place
   *[other] {$seats} places
}, mais --seats en nomme {$named}
cli-failure-no-index = --static {$dir} : il n'y a pas d'index.html là
cli-failure-no-section = {$game} n'a pas de section « {$section} » : une de {$sections} était attendue
cli-failure-hash = --hash {$hash} Mio dépasse les {$available} Mio de mémoire disponibles : demandez moins
cli-failure-no-solver = seul Quarto! a un solveur, {$game} n'en a pas
cli-failure-runtime = le serveur ne peut pas démarrer ses fils d'exécution
cli-failure-log-filter = --log « {$filter} » : un filtre de journal était attendu, comme info ou warn,quartet_server=debug
cli-failure-stdin = l'entrée standard ne peut pas être lue
cli-failure-reading = en lisant {$path}
cli-failure-writing = en écrivant {$path}
cli-failure-creating = en créant {$path}
cli-failure-opening = en ouvrant {$path}
cli-failure-removing = en supprimant {$path}
cli-failure-external-program = external: il faut un programme, comme external:"quartet engine"
cli-failure-no-result-file = aucun fichier de résultats
cli-failure-book-variant = variante « {$name} » inconnue : attendu lines-N ou squares-N avec N de 1 à 4
cli-failure-book-not-built = le livre de {$name} n'est pas encore construit (quartet book build --variants {$name})
cli-failure-level-not-built = le cinquième niveau du livre de {$name} n'est pas encore construit (quartet book five --variants {$name})
cli-failure-book-unreadable = le livre fourni de {$name} ne peut pas être lu : {$reason}
cli-failure-puzzles-write = les problèmes ne peuvent pas être écrits
# Le démarrage du serveur : son adresse, son stockage ($reason : les mots du système ou de la base de données).
cli-failure-bind = impossible d'écouter sur {$addr} : {$reason}
cli-failure-http = le serveur HTTP a échoué : {$reason}
cli-failure-store = impossible d'ouvrir le stockage des parties : {$reason}
cli-failure-store-location = emplacement de base de données incorrect « {$location} » : {$reason}
cli-failure-store-data-dir = impossible de créer le dossier de données {$dir} : {$reason}
cli-failure-store-open = impossible d'ouvrir la base de données {$location} : {$reason}
cli-failure-store-migrate = les migrations de la base de données ont échoué : {$reason}
cli-io-not-found = ce fichier n'existe pas
cli-io-permission = permission refusée
cli-io-directory = c'est un dossier, pas un fichier
cli-io-not-text = ce n'est pas du texte (UTF-8)
cli-io-address-in-use = l'adresse est déjà utilisée (un autre serveur y tourne-t-il ?)
cli-io-address-not-here = cette machine n'a pas cette adresse
cli-io-exists = cela existe déjà

# Les marques des valeurs des arguments dans l'aide, les lignes d'utilisation et les refus.
cli-value-options = OPTIONS
cli-value-lang = LANGUE
cli-value-game = JEU
cli-value-position = POSITION
cli-value-depth = PROFONDEUR
cli-value-list = LISTE
cli-value-text = TEXTE
cli-value-seat = PLACE
cli-value-rules = RÈGLES
cli-value-seats = PLACES
cli-value-clock = PENDULE
cli-value-seed = GRAINE
cli-value-load = FICHIER
cli-value-a = A
cli-value-b = B
cli-value-games = PARTIES
cli-value-threads = FILS
cli-value-movetime = TEMPS_COUP
cli-value-max-actions = MAX_ACTIONS
cli-value-opening = OUVERTURE
cli-value-json = JSON
cli-value-records = PARTIES
cli-value-files = FICHIERS
cli-value-level = NIVEAU
cli-value-port = PORT
cli-value-host = ADRESSE
cli-value-host-port = ADRESSE:PORT
cli-value-dir = DOSSIER
cli-value-url = URL
cli-value-token = JETON
cli-value-n = N
cli-value-addresses = ADRESSES
cli-value-log-format = FORMAT
cli-value-filter = FILTRE
cli-value-seconds = SECONDES
cli-value-think-ms = MS_RÉFLEXION
cli-value-ramp-seconds = SECONDES_RAMPE
cli-value-mib = MIO
cli-value-pieces = PIÈCES
cli-value-count = NOMBRE
cli-value-section = SECTION
cli-value-width = LARGEUR
cli-value-record = PARTIE
cli-value-quarto-nodes = NŒUDS_QUARTO
cli-value-danish-nodes = NŒUDS_DANOIS
cli-value-quartino-playouts = SIMULATIONS_QUARTINO
cli-value-max-games = MAX_PARTIES
cli-value-file = FICHIER

## Le compte rendu de quartet solve (son JSON garde ses clés et ses mots anglais).
solve-position = position : {$position}
solve-value = valeur : {$value}
solve-best = meilleurs tours : {$turns}
# Plus de tours gardent la valeur que le compte rendu n'en cite : combien, puis les premiers.
solve-best-many = meilleurs tours ({$count}) : {$turns}, …
solve-cells = les cases, chacune avec la valeur de sa meilleure pièce donnée :
# Une case, sa valeur, puis la valeur de chaque pièce donnée après avoir posé là, la meilleure d'abord.
solve-cell = {$cell} : {$value} ; en donnant {$gives}
solve-cell-ends = {$cell} : {$value} (la pose termine la partie)
solve-give = {$piece} : {$value}
solve-turns = les tours :
solve-turn = {$turn} : {$value}
solve-line = suite principale : {$actions}
solve-searched = nœuds cherchés : {$nodes} en {$seconds} s ({ $rate ->
    [one] {$rate} million
   *[other] {$rate} millions
} par seconde)
solve-from-book = répondu par le livre en {$seconds} s, sans recherche
# La ligne de progression d'une longue résolution, sur la sortie d'erreur.
solve-progress = { $millions ->
    [one] {$millions} million
   *[other] {$millions} millions
} de nœuds ({ $rate ->
    [one] {$rate} million
   *[other] {$rate} millions
} par seconde)
solve-progress-turns = { $millions ->
    [one] {$millions} million
   *[other] {$millions} millions
} de nœuds ({ $rate ->
    [one] {$rate} million
   *[other] {$rate} millions
} par seconde), tours résolus : {$done} sur {$total}

## L'annonce de quartet serve, pour qui l'a lancé (les journaux restent en anglais). L'adresse
## vient d'abord, le seul http:// de l'annonce ; l'invite d'arrêt écrit Ctrl-C tel quel.
serve-running = Quartet est lancé : ouvrez {$url}
serve-kept-sqlite = parties gardées dans le fichier SQLite {$path}
serve-kept-memory = parties gardées en mémoire (SQLite) : elles sont perdues à l'arrêt du serveur
serve-kept-postgres = parties gardées dans PostgreSQL à {$url}
serve-resumed = { $count ->
    [one] {$count} partie inachevée reprise
   *[other] {$count} parties inachevées reprises
}
serve-ui = interface du navigateur depuis {$dir}
serve-no-ui = aucune interface du navigateur construite (web/dist) : une page d'attente est servie
serve-stop-hint = appuyez sur Ctrl-C pour arrêter
serve-stopping = arrêt…
