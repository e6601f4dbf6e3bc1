# Le pagine dei giocatori nel browser: il menu dell'account nell'intestazione di ogni pagina, la
# pagina di un giocatore, il pannello «Gioca» dell'ingresso (partita rapida, proposte, sfide) e
# le tue partite.

## Il menu dell'account.
players-account = Account
players-sign-in = Accedi
players-sign-up = Registrati
players-sign-in-title = Accedi
players-sign-up-title = Crea un account
players-name = Nome
players-password = Password
players-sign-up-hint = Un nome ha da 3 a 20 caratteri: lettere A-Z, cifre, _ e -. Una password ha almeno 8 caratteri.
players-to-sign-up = Non hai un account? Registrati
players-to-sign-in = Hai già un account? Accedi
players-try-again-in = Troppi tentativi: riprova tra { $seconds ->
    [one] {$seconds} secondo
   *[other] {$seconds} secondi
}.
players-signed-in-as = Hai effettuato l'accesso come {$name}
players-sign-out = Esci
players-sign-out-everywhere = Esci ovunque
players-signed-out-everywhere = Uscito da { $count ->
    [one] {$count} browser
   *[other] {$count} browser
}.
players-delete-account = Elimina l'account
players-delete-explain = Eliminare l'account cancella per sempre il suo nome, i punteggi, le proposte e le sfide. Le sue partite restano, a nome di «giocatore eliminato». Scrivi la password per confermare.
players-delete-confirm = Elimina per sempre
players-deleted = L'account è eliminato.
players-claim-offer = Questo browser tiene posti di { $count ->
    [one] {$count} partita giocata come ospite
   *[other] {$count} partite giocate come ospite
}: aggiungerle al tuo account?
players-claim = Aggiungile
players-not-now = Non ora
players-claimed = { $count ->
    [one] {$count} posto aggiunto al tuo account.
   *[other] {$count} posti aggiunti al tuo account.
}
players-cancel = Annulla
players-your-page = La tua pagina di giocatore
players-your-games = Le tue partite
players-deleted-player = giocatore eliminato

## La pagina di un giocatore.
players-loading = Caricamento…
players-no-such-player = Nessuno gioca con il nome «{$name}» (o l'account è stato eliminato).
players-member-since = Gioca dal {$date}
players-ratings = Punteggi
players-no-ratings = Ancora nessuna partita valida per il punteggio.
players-rating-class = Gioco, regole e cadenza
players-rating = Punteggio
players-games = Partite
players-provisional = provvisorio: ancora troppe poche partite per esserne sicuri
players-provisional-note = Un punteggio con «?» è provvisorio: ancora troppe poche partite per esserne sicuri.
players-deviation = ±{$deviation}
players-chart-title = Il punteggio nel tempo
players-date = Data
players-chart-point = {$class_name}: {$rating} il {$date}
players-recent-games = Partite recenti
players-no-games = Ancora nessuna partita.
players-guest = un ospite
players-against = contro
players-casual = amichevole
players-outcome-open = aspetta giocatori
players-outcome-live = in corso
players-outcome-aborted = annullata prima dell'inizio
players-outcome-cancelled = annullata
players-outcome-won = vinta
players-outcome-lost = persa
players-outcome-drawn = senza vincitore
players-family-standard = linee
players-family-squares = linee e quadrati
players-family-players = {$players} giocatori
players-family-traits = {$family}, {$traits} caratteristiche
players-speed-blitz = blitz
players-speed-rapid = rapida
players-speed-classical = classica
players-speed-correspondence = per corrispondenza

## Le classifiche dei giocatori (/players).
players-top = Migliori giocatori
players-top-all = Tutte le classifiche
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 giocatore
   *[other] {$players} giocatori
})
players-top-rank = Posizione
players-rank-place = posizione {$rank}
players-top-player = Giocatore
players-top-last-game = Ultima partita valida per il punteggio
players-top-you = tu
players-top-ranked-note = Un giocatore riceve una posizione quando il suo punteggio è sicuro (uno scarto di ±110 o meno); i punteggi provvisori («?») seguono, senza posizione.
players-top-nobody-rated = Ancora nessuno ha un punteggio. Accedi e spunta «Valida per il punteggio» in «Gioca ora» per giocare la prima partita valida per il punteggio.
players-top-nobody-here = Ancora nessuno ha un punteggio in questa categoria.
players-top-no-such-class = Questa categoria di punteggio non esiste.
players-find = Trova un giocatore
players-find-open = Apri

## Il pannello «Gioca» dell'ingresso: partita rapida, proposte, sfide, un robot.
players-play-title = Gioca ora
players-play-game = gioco
players-play-rules = regole
players-play-clock = orologio
players-play-no-clock = senza orologio
players-play-rated-game = Valida per il punteggio
players-play-rated-sign-in = Accedi per giocare partite valide per il punteggio.
players-play-rated = valida per il punteggio
players-play-casual = amichevole
players-play-quick-game = Trova un avversario
players-play-offer-seek = Proponi nella lista
players-play-bot = Gioca contro un robot
players-play-challenge-name = il nome di un giocatore
players-play-challenge = Sfida
players-play-looking-for = Si cerca un avversario: {$offer}
players-play-seek-offered = La tua partita è nella lista, chiunque può accettarla: {$offer}
players-play-challenge-sent = In attesa della risposta di {$name}: {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} secondo
   *[other] {$seconds} secondi
}
players-play-waiting-count = { $count ->
    [one] {$count} in attesa
   *[other] {$count} in attesa
}
players-play-wait-lost = La connessione si è interrotta: l'attesa è finita. Riprova.
players-play-cancel = Annulla
players-play-pools-title = Giocatori in attesa ora
players-play-join-pool = Unisciti
players-play-seeks-title = Partite proposte
players-play-no-seeks = Nessuno propone una partita ora: proponi la tua.
players-play-your-seek = la tua
players-play-guest = un ospite
players-play-accept = Accetta
players-play-decline = Rifiuta
players-play-challenges-title = Sfide
players-play-challenge-from = Sfida da
players-play-challenge-to = Sfida a
players-play-other-page = in attesa su un'altra pagina

## Le tue partite.
players-notify-sound = Suona quando una partita comincia ad aspettarmi
players-no-games-yet = Ancora nessuna partita: trova un avversario all'ingresso.
players-games-waiting = { $count ->
    [one] {$count} partita ti aspetta.
   *[other] {$count} partite ti aspettano.
}
players-your-turn = tocca a te
players-their-turn = tocca all'avversario
players-draw-offered = ti offrono la patta: rispondi
players-take-back-asked = ti chiedono di ritirare una mossa: rispondi
players-challenge-from = Sfida da
players-answer-in-lobby = rispondi all'ingresso
