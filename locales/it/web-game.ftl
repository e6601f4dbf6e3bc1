# La pagina di una partita nel browser: l'intestazione, la connessione, i giocatori, la riga di
# stato, i pulsanti, gli inviti, la cronologia, l'analisi, il risultato e la copertura delle carte.

play-loading = Caricamento…
play-title = {$game} · Quartet
play-title-your-turn = ● Tocca a te · {$game} · Quartet
play-not-found = Partita inesistente
play-not-found-detail = Non c'è nessuna partita «{$id}» su questo server: forse è stata annullata, o il link è sbagliato.
play-header-clock = orologio {$clock}
play-header-watching = stai guardando
play-seat-refused = Il tuo posto in questa partita è stato rifiutato ({$message}); la stai guardando.

play-link-open = connesso
play-link-connecting = connessione…
play-link-reconnecting = riconnessione…
play-link-waiting = connessione persa: nuovo tentativo tra {$seconds} s
play-link-refused = rifiutato dal server
play-link-bad-token = gettone del posto non valido

play-seat-bot = Bot ({$level})
play-seat-bot-at = Bot {$number} ({$level})
play-seat-you = (tu)
play-seat-kind-bot = bot
play-seat-thinking = bot · sta pensando…
play-seat-open = posto libero: chiunque può unirsi
play-seat-invited = invitato: non ancora arrivato
play-seat-online = connesso
play-seat-offline = non in linea
play-seat-resigned = ha abbandonato
play-seat-connected = connesso
play-seat-not-connected = non connesso
play-spectators = { $count ->
    [one] {$count} spettatore
   *[other] {$count} spettatori
}

play-status-replay = Rivedi: dopo la mossa {$at} di {$of}.
play-status-over = {$headline}: {$detail}
play-status-thinking = {$seat} sta pensando…
play-status-waiting-for = In attesa di {$names}.
play-status-your-turn-as = {$seat}: tocca a te.
play-status-your-turn = Tocca a te.
play-status-to-move = Tocca a {$seat}…
play-status-last = Ultima mossa: {$seat} {$action}.

play-take-back = Annulla la mossa
play-resign = Abbandona
play-really-resign = Abbandonare davvero?
play-really-resign-all = Abbandonare davvero? La partita finisce per tutti
play-take-seat = Prendi un posto
play-open-rematch = Apri la rivincita
play-accept-rematch = Accetta la rivincita
play-rematch = Rivincita
play-export-record = Esporta la partita
play-continue-from-here = Continua da qui
play-position-label = Posizione
play-copy-position = Copia
play-position-copied = Posizione copiata.
play-copy-failed = Il browser non ha lasciato copiare la pagina: seleziona la posizione e copiala tu.
play-cancel-game = Annulla la partita
play-really-cancel = Annullare davvero?
play-cancelled = La partita è annullata.
play-record-saved = Partita salvata. Importala dalla pagina iniziale per riprendere da qualsiasi mossa.

play-invite-heading = Invita
play-invite-link-for = link per il posto {$number}
play-invite-send-open = {$seat} (aperto a tutti): manda questo link
play-invite-send-friend = {$seat} (per un amico): manda questo link
play-invite-copy = Copia
play-invite-copied = Link copiato.
play-invite-copy-by-hand = Seleziona il link e copialo.

play-history-heading = Cronologia
play-history-slider = rivedi: mossa mostrata
play-history-first = inizio
play-history-back = una mossa indietro
play-history-forward = una mossa avanti
play-history-live = torna alla partita
play-history-count = { $count ->
    [one] {$count} mossa
   *[other] {$count} mosse
}
play-history-showing = mossa {$at} di {$of}
play-history-entry = {$seat} {$action}
play-history-turn = turno {$turn}, {$seat}
play-history-none = Ancora nessuna mossa.

play-confirm-label = conferma la mossa
play-confirm-option = Conferma ogni mossa prima di inviarla
play-confirm-ask = {$action}?
play-confirm-yes = Conferma
play-confirm-no = Annulla

play-analysis-heading = Analisi
play-analysis-not-analysed = Questa posizione non è analizzata: il server era troppo occupato perché il risolutore finisse in tempo.
play-analysis-show = Mostra i valori del risolutore
play-analysis-hide = Nascondi i valori del risolutore
play-analysis-thinking = Il risolutore sta pensando…
play-analysis-over = Qui la partita è finita.
play-analysis-value = Tocca a {$seat}: {$value} giocando al meglio.
play-analysis-more = { $count ->
    [one] …e ancora {$count} turno.
   *[other] …e ancora {$count} turni.
}

play-you-win = Hai vinto!
play-you-lose = Hai perso
play-banner-close = chiudi
play-result-draw = Pareggio
play-result-nobody = Nessuno vince
play-result-cancelled = Annullata
play-result-cancelled-by = {$seat} l’ha annullata
play-result-expired = ha aspettato i giocatori troppo a lungo
play-result-wins = Vince {$seat}
play-result-out-of-time = {$seat} ha esaurito il tempo
play-result-resigned = {$seat} ha abbandonato
play-result-resigned-all = {$seat} ha abbandonato, e la partita finisce per tutti

play-cover-pass = Passa il dispositivo a {$seat}.
play-cover-show = Mostra le carte di {$seat}

# V vince, P pareggio, S sconfitta.
play-mark-win = V
play-mark-draw = P
play-mark-loss = S
