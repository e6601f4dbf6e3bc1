# La pagina iniziale del browser: la nuova partita, gli elenchi delle partite, l'importazione di
# una partita; e la pagina di un invito.

lobby-tagline = Quarto!, Quarto danese e Quartino — contro i bot, su un solo dispositivo o con gli amici tramite un link.
lobby-new-game = Nuova partita
lobby-form-label = nuova partita
lobby-game = Gioco
lobby-rules = Regole
lobby-rules-of = Le regole di {$game}, spiegate →
lobby-explained = spiegato nelle regole
lobby-explained-option = {$option}: spiegato nelle regole
lobby-hints = Consigli per principianti: un avviso prima di dare un pezzo o fare una mossa che perde subito
lobby-no-chat = Niente chat al tavolo (per partite con bambini)
lobby-start-summary = Inizia da una posizione
lobby-start-label = posizione iniziale
lobby-start-help = Una posizione nella notazione del gioco, come la mostra la pagina di una partita sotto la cronologia (Copia). Vuota: l'inizio consueto.
lobby-start-copy-link = Copia un link a questa posizione
lobby-start-link-copied = Link copiato: apre questo modulo con lo stesso gioco, le stesse regole e la stessa posizione.
lobby-start-link-by-hand = Il link è nella barra degli indirizzi: copialo da lì.
lobby-clock = Orologio
lobby-clock-label = orologio
lobby-no-clock = senza orologio
lobby-custom-clock = personalizzato…
lobby-custom-total = minuti + incremento
lobby-custom-per-move = secondi a mossa
lobby-custom-minutes = min
lobby-custom-increment = s a mossa
lobby-custom-seconds = s a mossa
lobby-other-player-name = nome del giocatore {$number} (facoltativo)
lobby-seats = Giocatori
lobby-preset-bot = contro i bot
lobby-preset-friend = con gli amici (link)
lobby-preset-device = tutti su questo dispositivo
lobby-preset-anyone = aperta a tutti
lobby-choice-me = Io (questo dispositivo)
lobby-choice-bot = Bot
lobby-choice-invite = Un amico (link d'invito)
lobby-choice-open = Aperto a tutti
lobby-seat = Giocatore {$number}
lobby-seat-first = Giocatore {$number} (inizia)
lobby-seat-label = giocatore {$number}
lobby-level-label = livello del bot, giocatore {$number}
lobby-fewer-seats = giocatore
lobby-more-seats = giocatore
lobby-players = { $count ->
    [one] {$count} giocatore
   *[other] {$count} giocatori
}
lobby-name-placeholder = il tuo nome (facoltativo)
lobby-name-label = il tuo nome
lobby-create = Crea la partita

lobby-your-games = Le tue partite
lobby-your-seats = { $count ->
    [one] posto {$seats}
   *[other] posti {$seats}
}
lobby-open-games = Partite aperte
lobby-no-open-games = Nessuna partita aperta: creane una, o apri un posto a tutti.
lobby-live-games = Partite in corso
lobby-no-live-games = In questo momento non si gioca nessuna partita.
lobby-more-games = Mostra altre partite
lobby-listed-bot = bot ({$level})
lobby-listed-open = posto libero
lobby-listed-invited = invitato
lobby-play = Gioca
lobby-join = Unisciti
lobby-watch = Guarda

lobby-import-heading = Importa una partita
lobby-import-help = Incolla una partita salvata (con «Esporta la partita») o scegline il file, poi scegli da dove riprende la partita e chi gioca ogni posto.
lobby-import-point-label = riprendi dopo questa mossa
lobby-import-point-end = riprendi dalla fine (dopo la mossa {$at})
lobby-import-point = riprendi dopo la mossa {$at} di {$of}
lobby-import-finished = La partita salvata arriva alla fine del gioco: scegli una mossa precedente per continuare.
lobby-import-name-of = nome del giocatore {$number}
lobby-record-label = partita salvata
lobby-file-label = file della partita
lobby-import-button = Importa e continua

join-heading = Invito
join-invited = Sei invitato a giocare a {$game}
join-seat = Posto {$number}.
join-seat-with = Posto {$number}, con {$others}.
join-bot = un bot ({$level})
join-rules = Regole: {$rules}
join-rules-clock = Regole: {$rules} · orologio {$clock}
join-take = Prendi il posto {$number}
join-watch = Guarda soltanto
join-to-lobby = Vai alla pagina iniziale
join-taken = Questo invito è già stato usato: il posto {$number} è occupato.
join-taken-by = Questo invito è già stato usato: {$name} ha preso il posto {$number}.
join-over = Questo invito era per una partita a {$game}, che è finita.
join-cancelled = Questo invito era per una partita a {$game}, annullata prima di cominciare.
join-watch-game = Guarda la partita
join-see-game = Vedi la partita
