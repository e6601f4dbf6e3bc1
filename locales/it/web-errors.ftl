# Gli errori del server nel browser, un messaggio per ogni codice dell'API. $message: le parole del
# server, in inglese. I rifiuti delle regole sono quelli di errors.ftl.

server-error-bad-request = Il server non può usare questa richiesta.
server-error-bad-token = Il gettone del tuo posto non vale per questa partita.
server-error-spectator = Stai guardando questa partita: solo i suoi giocatori possono giocare.
server-error-not-your-seat = Quel posto non è tuo.
server-error-not-found = Non trovato: forse la partita o l'invito è stato annullato, o il link è sbagliato.
server-error-method-not-allowed = Il server qui non risponde a questo tipo di richiesta.
server-error-waiting = La partita aspetta i suoi giocatori.
server-error-not-your-turn = Non tocca a te.
server-error-over = La partita è finita.
server-error-seat-taken = Questo posto è già occupato.
server-error-one-seat = Hai già un posto in questa partita: con le carte nascoste, una persona gioca un solo posto.
server-error-started = La partita è iniziata: non si può più annullare.
server-error-nothing-to-undo = Non c'è niente da annullare.
server-error-undo-refused = Si annullano mosse subito solo contro i bot (a una persona chiedi di annullare la mossa), e mai oltre carte già mostrate.
server-error-not-over = La partita non è ancora finita.
server-error-rematch-exists = La rivincita esiste già, e i tuoi posti lì sono occupati.
server-error-hidden = La partita salvata si apre quando è finita: contiene carte nascoste.
server-error-analysis-refused = L'analisi si apre quando la partita è finita (o subito contro i bot).
server-error-stopping = Il server si sta fermando: riprova tra un momento.
server-error-busy = Il server è occupato: riprova tra qualche secondo.
server-error-too-many-connections = Troppe connessioni dal tuo indirizzo: chiudi una o due schede e riprova.
server-error-request-timeout = La richiesta è arrivata troppo lentamente: riprova.
server-error-too-many-games = Hai tante partite in attesa di giocatori quante ne puoi avere: prima iniziane o annullane una.
server-error-too-large = È troppo grande per il server.
server-error-upgrade-required = Questo indirizzo serve solo a una connessione dal vivo.
server-error-illegal = Le regole non lo permettono.
server-error-rate-limited = Troppe richieste: aspetta un momento e riprova.
server-error-corrupt = Questa partita salvata non si può rigiocare.
server-error-internal = Qualcosa è andato storto sul server.
server-error-storage = Il server non è riuscito a salvare: non è cambiato niente. Riprova.
server-error-not-owner = La partita sta passando a un altro server: si riprova tra un attimo.
server-error-unanswered = Il server che guida questa partita non ha risposto in tempo: quello che hai chiesto potrebbe essere stato fatto. La partita è mostrata com'è ora.
server-error-analysis-timeout = Il risolutore non ha finito in tempo.
server-error-analysis-memory = Il risolutore non ha ottenuto la memoria che gli serve.
server-error-name-taken = Questo nome è occupato (o uno che gli somiglia).
server-error-wrong-credentials = Il nome e la password non corrispondono.
server-error-signed-out = Prima accedi.
server-error-rated-refused = Questa partita non può essere valutata.
server-error-pairing-ended = L’attesa di un avversario è finita: sei uscito o hai chiesto un’altra partita altrove.
server-error-challenge-declined = La tua sfida è stata rifiutata.
server-error-csrf = Questa richiesta è arrivata senza il suo gettone di sicurezza: ricarica la pagina e riprova.
server-error-abort-refused = Hai già mosso: la partita non si può più annullare (proponi il pareggio o abbandona).
server-error-no-draw = Questo gioco non ammette pareggio per accordo.
server-error-no-offer = Non c'è nessuna proposta dell'altro giocatore a cui rispondere (ritirata, o una mossa l'ha chiusa).
server-error-claim-refused = La partita non può essere rivendicata ora.
server-error-chat-refused = Questa riga non può essere inviata.

## A refusal with its detail, and the details (docs/api.md): what a refusal is about beyond
## its code, said in place of the server's English words.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Scegli un orologio: none, un tempo per turno o un tempo per partita.
server-detail-clock = «{$clock}» non è un orologio: scrivi none, 30s/move, 3d/move, 10m o 10m+5s.
server-detail-clock-turn-range = Un turno ha almeno 1 s e al massimo 14 giorni.
server-detail-clock-game-range = Una partita ha almeno 10 s e al massimo 24 h per giocatore.
server-detail-clock-increment-range = L’incremento è al massimo di 1 h.
server-detail-length-cap = {$option} è al massimo {$most} su questo server.
server-detail-chosen-deal = Questa partita nasconde carte e ha posti per altre persone, quindi nessuno può sceglierne la distribuzione.
server-detail-start-over = In questa posizione la partita è finita: non resterebbe nessuna mossa. Scegli una posizione prima della fine.
server-detail-bot-level = Questa partita non ha il livello di bot {$level}.
server-detail-seat-count = Con queste regole la partita ha {$seats} giocatori, non {$given}.
server-detail-record-bad-tag = La riga {$line} della registrazione non è un’etichetta [Nome "valore"].
server-detail-record-missing-tag = La registrazione non ha l’etichetta [{$tag} "…"].
server-detail-record-wrong-game = La registrazione è di un altro gioco ({$found}).
server-detail-record-bad-value = L’etichetta [{$tag}] della registrazione ha un valore che non si capisce.
server-detail-record-bad-action = La mossa {$number} della registrazione ({$action}) non si può giocare.
server-detail-record-result-mismatch = Il risultato della registrazione non è quello che danno le sue mosse.
server-detail-record-unclosed-comment = Un commento della registrazione aperto con {"{"} non viene mai chiuso.
server-detail-record-ply = La registrazione ha { $actions ->
    [one] {$actions} mossa
   *[other] {$actions} mosse
}: riprendi da 0 a {$actions}.
server-detail-record-replay = La partita della registrazione non si può rigiocare.
server-detail-rated-signed-out = Una partita valutata si gioca tra account.
server-detail-challenge-signed-out = Le sfide sono tra account: prima accedi.
server-detail-rematch-unplayed = Una rivincita segue una partita giocata fino alla fine: questa è finita senza risultato.
server-detail-rated-bot = Una partita valutata si gioca tra persone: il posto di un bot la rende non valutata.
server-detail-rated-seats = In una partita valutata hai esattamente un posto, e ogni altro posto aspetta un altro giocatore.
server-detail-rated-chosen-start = Una partita valutata parte dall’inizio consueto, distribuito dal server.
server-detail-rated-imported = Una registrazione importata non è mai valutata.
server-detail-rated-hints = I suggerimenti per principianti sono per le partite non valutate.
server-detail-rated-same-account = Il tuo account ha già un altro posto in questa partita valutata.
server-detail-no-action = Non è stata giocata nessuna mossa.
server-detail-two-players = L’abbinamento rapido, le proposte e le sfide sono per partite a due giocatori.
server-detail-challenge-self = Non puoi sfidare te stesso.
server-detail-pairing-browser = L'identificativo di questo browser per l'abbinamento rapido non è valido (fino a 64 lettere, cifre, - e _): ricarica la pagina.
server-detail-claim-alone = Solo una partita tra persone può essere rivendicata: nessun altro gioca a questo tavolo.
server-detail-claim-away = Rivendica la partita dalla sua pagina mentre sei collegato.
server-detail-claim-correspondence = Una partita per corrispondenza aspetta i suoi giocatori: la chiude l'orologio, non una rivendicazione.
server-detail-lang-unknown = «{$lang}» non è una lingua di Quartet: scegli en, ro, es, fr, cs o it.
server-detail-claim-present = Il giocatore {$seat} è al tavolo: la partita si può rivendicare quando tutti gli altri giocatori sono usciti.
server-detail-claim-too-soon = La partita si potrà rivendicare tra { $seconds ->
    [one] {$seconds} secondo
   *[other] {$seconds} secondi
}.
server-detail-chat-off = Questa partita non ha la chat: è stata creata senza.
server-detail-chat-empty = Una riga vuota non viene inviata.
server-detail-chat-too-long = Una riga ha al massimo {$most} caratteri; questa ne ha {$chars}.
server-detail-chat-control = Una riga è testo semplice su una sola riga, senza caratteri di controllo.
server-detail-chat-too-fast = Al massimo 5 righe in 10 secondi: aspetta {$seconds} s.
server-detail-name = { $why ->
    [length] Un nome ha da 3 a 20 caratteri.
    [character] Un nome ha solo lettere A-Z, cifre, _ e -, non «{$character}».
    [shape] Un nome inizia con una lettera, e _ o - stanno da soli tra lettere o cifre.
   *[reserved] Questo nome è riservato.
}
server-detail-password = { $why ->
    [length] Una password ha da 8 a 1024 byte.
   *[is-the-name] La password non può essere il nome.
}
server-detail-json-syntax = La richiesta non è JSON valido (riga {$line}, colonna {$column}).
server-detail-json-body-type = La richiesta deve essere un oggetto JSON {"{"}…{"}"}.
server-detail-json-unknown-type = Il server non conosce questo tipo di messaggio.
server-detail-json-missing-field = Manca il campo «{$field}».
server-detail-json-unknown-field = Il server non conosce il campo «{$field}».
server-detail-json-wrong-type = Il campo «{$field}» ha un valore del tipo sbagliato.
server-detail-json-bad-value = Il valore del campo «{$field}» non è compreso.
server-detail-body-too-large = Una richiesta ha al massimo {$most} byte.
server-detail-message-too-large = Un messaggio ha al massimo {$most} byte; questo ne aveva {$size}.
server-detail-message-binary = I messaggi si inviano come testo JSON, non come dati binari.
server-detail-query-unknown = L’indirizzo ha un parametro che il server non conosce: «{$name}».
server-detail-query-value = Il valore del parametro «{$name}» dell’indirizzo non è compreso.
server-detail-path-bad = L’indirizzo non si può leggere: una parte non è testo.

## Why the server closed the live connection (the close frame's reason).
server-close-bad-token = Il gettone del tuo posto non è valido per questa partita.
server-close-too-many-messages = Il server ha chiuso la connessione: questa pagina ha inviato troppi messaggi.
server-close-silent = Il server ha chiuso la connessione: da questa pagina non è arrivato niente per troppo tempo.
server-close-restarting = Il server si sta riavviando: la pagina si ricollega tra un momento.
server-close-bad-ticket = L’attesa di un avversario non è stata trovata: ricomincia.
server-close-paired = È stato trovato un avversario.
server-close-not-utf8 = Il server ha chiuso la connessione: questa pagina ha inviato un messaggio di testo che non è UTF-8.
