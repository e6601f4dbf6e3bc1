# Le navigateur : les mots de toutes les pages (les boutons de l'en-tête, les langues, les pendules).

web-player-number = Joueur {$number}
web-unknown-game = cette page ne connaît pas le jeu « {$tag} » : rechargez-la, le serveur est peut-être plus récent
web-not-found-title = Aucune page à cette adresse
web-not-found = Rien sur ce site ne se trouve à « {$path} » : l'accueil, les règles, les leçons et les problèmes sont liés ci-dessus.
web-no-such-game = Il n'y a pas de jeu « {$tag} » ici : les jeux sont liés ci-dessus.
web-offline = le serveur est injoignable
web-lobby = Accueil
web-to-lobby = Accueil

web-sound-mute = Son activé : le couper
web-sound-unmute = Son coupé : l'activer
web-theme-auto = Couleurs du système : passer au clair
web-theme-light = Couleurs claires : passer au sombre
web-theme-dark = Couleurs sombres : revenir à celles du système
web-language = Langue

web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano

web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} jour
   *[other] {$days} jours
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} par coup
