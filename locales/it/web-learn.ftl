# Le pagine per imparare del browser: le regole, le lezioni, i problemi, l'analisi di una partita
# finita, i consigli accanto a una partita. Perché una mossa era sbagliata lo dice learn.ftl.

study-nav-rules = Regole
study-nav-learn = Impara a giocare
study-nav-puzzles = Problemi
study-contents = Indice
study-heading = Impara
study-intro = Nuovo a questi giochi? Leggi le regole, segui le lezioni guidate o risolvi i problemi dei motori.
study-learn-link = Impara {$game} passo dopo passo →
study-rules-link = Le regole di {$game}

study-lessons-progress = {$done} lezioni fatte su {$of}
study-lessons-hint = Suggerimento
study-lessons-again = Riprova
study-lessons-next = Lezione successiva →
study-lessons-finished = Hai fatto tutte le lezioni. Gioca una partita, o prova i problemi!
study-lessons-play = Gioca una partita
study-lessons-right = Giusto finora: continua.
study-lessons-replied = L'avversario risponde: {$action}.

study-puzzles-heading = Problemi
study-puzzles-intro = Posizioni dalle partite dei motori, ognuna con una sola risposta migliore. Risolvile per muovere il tuo punteggio (conservato in questo browser).
study-puzzles-daily = Problema del giorno
study-puzzles-next = Problema successivo →
study-puzzles-rating = Il tuo punteggio: {$rating} ± {$deviation}
study-puzzles-puzzle-rating = Problema di livello {$rating} · risolto { $solved ->
    [one] una volta
   *[other] {$solved} volte
} su { $tries ->
    [one] {$tries} tentativo
   *[other] {$tries} tentativi
}
study-puzzles-day-of = Problema del giorno, {$day}
study-puzzles-you-play = Giochi con {$seat}.
study-puzzles-solved = Risolto!
study-puzzles-failed = Non è la risposta migliore.
study-puzzles-solution = La soluzione: {$line}.
study-puzzles-change = Punteggio {$change}.
study-theme-win-in = { $count ->
    [one] Vinci con questa collocazione
   *[other] Vinci in al massimo {$count} collocazioni
}
study-theme-capture-in = { $count ->
    [one] Cattura con questa mossa
   *[other] Cattura in al massimo {$count} mosse
}
study-theme-only-safe-piece = Dai l'unico pezzo sicuro
study-theme-only-drawing-move = Trova l'unico turno che tiene il pareggio
study-theme-protected-square = Fai un quadrato che l'avversario non possa ricatturare
study-theme-claim-two = Reclama due carte in questo turno
study-theme-mistake = Trova di meglio della mossa giocata
study-eval-won = vinta
study-eval-lost = persa

study-review-heading = Analisi · {$game}
study-review-by = Analizzata in {$seconds} s ({$engine}).
study-review-by-quick = Analizzata in meno di {$seconds} s ({$engine}).
study-review-chart = Com'è andata la partita: il punteggio atteso del primo giocatore dopo ogni mossa (in alto: vittoria, al centro: pareggio, in basso: sconfitta)
study-review-chart-many = Come è cambiato il punteggio atteso di ogni giocatore con le sue mosse
study-review-back = Torna alla partita
study-review-no-mistakes = Nessun errore: ben giocato.
study-review-mistakes = { $count ->
    [one] {$count} mossa ha perso terreno.
   *[other] {$count} mosse hanno perso terreno.
}
study-review-best = La scelta del motore: {$action}.
study-review-play-again = Impara da questo errore
study-review-not-over = L'analisi si apre quando la partita è finita.
study-game-review = Analizza la partita

study-hints-heading = Consigli
study-hints-deadly = Non dare il pezzo {$pieces}: l'avversario vincerebbe subito con esso.
study-hints-poisoned = Collocare in {$cells} non lascia nessun pezzo sicuro da dare.
study-hints-threatened = Le tue pedine in {$points} possono essere catturate alla prossima mossa.
study-hints-unsafe = { $count ->
    [one] {$count} delle tue mosse lascerebbe l'avversario catturare o vincere.
   *[other] {$count} delle tue mosse lascerebbero l'avversario catturare o vincere.
}
study-hints-near = Alla tua carta {$card} manca un gettone: {$colour} in {$space} la mostra nel quarto {$quarter}.
study-hints-none = Nessun pericolo per ora.
study-hints-warn-gift = Attenzione: con questo pezzo l'avversario vince subito. Giocalo di nuovo per darlo comunque.
study-hints-warn-cell = Attenzione: dopo questa collocazione ogni pezzo che puoi dare fa vincere l'avversario. Gioca di nuovo per collocare comunque.
study-hints-warn-move = Attenzione: dopo questa mossa l'avversario può catturare o vincere. Gioca di nuovo per muovere comunque.
study-hints-option = Consigli per principianti (avvisi prima di un pezzo o una mossa perdente)
study-hints-option-help = Cosa mostrano i consigli
