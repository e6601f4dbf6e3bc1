# Il browser: le parole di tutte le pagine (gli interruttori dell'intestazione, le lingue, gli orologi).

web-player-number = Giocatore {$number}
web-unknown-game = questa pagina non conosce il gioco «{$tag}»: ricaricala, forse il server è più recente
web-not-found-title = Nessuna pagina a questo indirizzo
web-not-found = Su questo sito non c'è niente a «{$path}»: l'inizio, le regole, le lezioni e i problemi sono collegati qui sopra.
web-no-such-game = Qui non c'è nessun gioco «{$tag}»: i giochi sono collegati qui sopra.
web-offline = il server non è raggiungibile
web-lobby = Inizio
web-to-lobby = Inizio

web-sound-mute = Suoni attivi: disattivali
web-sound-unmute = Suoni disattivati: attivali
web-theme-auto = Colori del sistema: passa ai chiari
web-theme-light = Colori chiari: passa agli scuri
web-theme-dark = Colori scuri: torna a quelli del sistema
web-language = Lingua

web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano

web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} giorno
   *[other] {$days} giorni
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} a mossa
