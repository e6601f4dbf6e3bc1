# L'aiuto della riga di comando (`quartet --help`, `quartet <comando> --help`).

cli-usage = Uso:
cli-heading-commands = Comandi
cli-heading-arguments = Argomenti
cli-heading-options = Opzioni
cli-value-command = COMANDO
cli-help = Mostra l'aiuto
cli-help-more = Mostra l'aiuto (più dettagli con '--help')
cli-help-summary = Mostra l'aiuto (in breve con '-h')
cli-version = Mostra la versione
cli-help-command = Mostra questo messaggio o l'aiuto dei comandi indicati
cli-help-command-arg = Mostra l'aiuto di questo comando
cli-default = [predefinito: {$value}]
cli-possible-values = [valori possibili: {$values}]
cli-env = [variabile d'ambiente: {$name}]

## Opzioni di più comandi

cli-arg-attributes = Quarto!: le caratteristiche che contano, separate da virgole, tra height,colour,shape,top
cli-arg-game = quarto, danish o quartino
cli-arg-hash = Dimensione della tabella delle trasposizioni in MiB
cli-arg-lang = La lingua dei testi e di questo aiuto: en, ro, es, fr, cs o it (predefinita: da LC_ALL, LC_MESSAGES o LANG)
cli-arg-position = La posizione, nella notazione del gioco
cli-arg-rules = Qualsiasi gioco: le regole come scritte nell'etichetta [Rules] di una partita salvata
cli-arg-squares = Quarto!: vincono anche i quadrati 2×2 (gioco avanzato)
cli-arg-threads = Thread di ricerca
cli-arg-viewer = Quartino: mostra la posizione come la vede questo posto (1–5) (predefinito: il giocatore di turno)

cli-about = Quartet: gioca, risolvi e analizza Quarto!, Quarto danese e Quartino.

cli-perft = Conta le sequenze di esattamente DEPTH azioni a partire da una posizione
cli-perft-arg-depth = Quante azioni in profondità (da 0 a 255)

cli-show = Disegna una posizione nel terminale

cli-play = Gioca una partita nel terminale, contro i bot o persone a questa tastiera
cli-play-long =
    Gioca una partita nel terminale, contro i bot o persone a questa tastiera.

    A schermo intero per impostazione predefinita: un menu (una nuova partita, dall'inizio o da una posizione, o «Carica una partita…»), poi il tavoliere. Gioca con la tastiera (scrivi un'azione e Invio, o sceglila nell'elenco con ↑↓ e Invio) o con il mouse: clicca una casella o un pezzo della riserva (Quarto!); un punto, o una delle tue pedine e poi dove va, poi la pedina da catturare quando si forma un quadrato (Quarto danese); un colore della riserva e poi uno spazio, una carta della tua mano per reclamarla, o un pulsante (Quartino). Esc annulla una scelta (altrimenti esce); Ctrl+S salva la partita, Ctrl+O ne carica una; F1 aiuto.
cli-play-arg-clock = L'orologio: none, 1m/move, 10m, 10m+5s (predefinito: none; con --load, quello della partita salvata)
cli-play-arg-load = Riprendi una partita da un file (salvato con Ctrl+S o `save FILE`); i posti sono quelli del file, salvo che --seats li indichi. Nella partita a schermo intero anche Ctrl+O ne carica una
cli-play-arg-from = Con --load: riprendi dopo questo numero di mosse del file invece che dopo l'ultima (0: dall'inizio)
cli-play-arg-start = Con --game: inizia da questa posizione (nella notazione del gioco, come la scrivono `quartet show` e le pagine delle partite) invece che dall'inizio consueto
cli-play-arg-plain = Testo riga per riga invece della visualizzazione a schermo intero
cli-play-arg-rules = Le regole, come nell'etichetta [Rules] di una partita salvata (es. "squares=yes win=announce"); non con --load, la cui partita ha le sue
cli-play-arg-seats = I posti in ordine di turno, separati da virgole: `human`, `human:NOME`, o un livello di bot (beginner, casual, strong, strongest, perfect). Predefinito: tu contro un bot occasionale. In Quartino il loro numero è quello dei giocatori, se --rules non fissa players=
cli-play-arg-seed = Seme della distribuzione e dei bot

cli-arena = Gioca un incontro tra due bot e ne stima la forza
cli-arena-arg-a = Bot A: un livello (beginner, casual, strong, strongest, perfect), random, greedy, mcts:N (N simulazioni per mossa), mcts:Nms (N ms per mossa), o external:"PROGRAMMA ARGOMENTI…"
cli-arena-arg-b = Bot B, scritto come il bot A
cli-arena-arg-games = Quante partite (da 1 a un milione)
cli-arena-arg-json = Scrivi il risultato in JSON in questo file
cli-arena-arg-max-actions = Una partita più lunga di tante azioni si ferma come patta
cli-arena-arg-movetime = Tempo per mossa dei motori esterni e dei livelli con ricerca, in millisecondi (al massimo un'ora)
cli-arena-arg-opening = Inizia ogni partita con tante azioni casuali, nessuna delle quali la conclude; le due partite di una coppia condividono l'apertura a posti scambiati (nel Quartino la distribuzione è diversa). Per i bot che altrimenti giocherebbero sempre la stessa partita
cli-arena-arg-quiet = Nessuna barra di avanzamento
cli-arena-arg-records = Salva ogni partita in questa cartella
cli-arena-arg-rules = Le regole del gioco, come nell'etichetta [Rules] di una partita salvata
cli-arena-arg-seed = Seme dell'incontro
cli-arena-arg-threads = Thread di lavoro (predefinito: tutti i core)
cli-arena-arg-uncapped = I livelli senza limiti di tempo: solo il loro budget di nodi o simulazioni ferma la ricerca, così l'incontro dà le stesse partite su qualsiasi macchina, per quanto carica

cli-arena-merge = Unisce i file di risultato di un incontro giocato in parti (`arena --json`, ogni parte con il suo `--seed`) in un solo risultato
cli-arena-merge-arg-files = File di risultato scritti da `arena --json`, tutti dello stesso incontro: stesso gioco, regole, aperture e bot, e nessuna partita due volte (la partita `i` di un incontro giocato con `--seed S` ha seme `S + i`, quindi `--seed S+N` riprende dove si è fermato un incontro di N partite)
cli-arena-merge-arg-json = Scrivi il risultato unito in JSON in questo file

cli-engine = Parla il Quartet Engine Protocol (QEP) su input e output standard
cli-engine-arg-level = La forza di gioco (beginner, casual, strong, strongest, perfect)
cli-engine-arg-seed = Seme delle scelte casuali del bot

cli-serve = Avvia il server web: l'interfaccia nel browser, l'API JSON e le partite dal vivo
cli-serve-arg-addr = Indirizzo e porta di ascolto insieme, es. 127.0.0.1:8080 o [::1]:8080 (invece di --host e --port)
cli-serve-arg-analysis-threads = Quante analisi possono girare insieme, su thread separati da quelli dei bot
cli-serve-arg-behind-proxy = Dietro un reverse proxy: l'indirizzo del client è quello che i proxy fidati scrivono in X-Forwarded-For (i limiti per indirizzo del client contano quello), e il loro X-Forwarded-Proto: https rende Secure il cookie di sessione; le intestazioni di ogni altro interlocutore sono ignorate. Dall'ambiente: true o false
cli-serve-arg-trusted-proxies = Gli indirizzi o blocchi di indirizzi dei proxy fidati, separati da virgole (10.0.0.5, 10.0.0.0/8, fd00::/8); indicarli implica --behind-proxy. Predefinito con --behind-proxy: questa macchina (127.0.0.0/8 e ::1)
cli-serve-arg-bot-threads = Quante ricerche dei bot possono girare insieme (predefinito: una per core meno una)
cli-serve-arg-data-dir = Dove sono conservate le partite (un file SQLite, quartet.db, in questa cartella)
cli-serve-arg-database-connections = Con PostgreSQL: il massimo di connessioni che un nodo apre per le partite (almeno 2, più una per il suo battito). Ognuna è un processo di PostgreSQL: aumentatelo quando PostgreSQL ha core propri su cui eseguirle (vedi docs/deploy.md)
cli-serve-arg-database-url = Un database invece della cartella dei dati: postgres://UTENTE:PASSWORD@HOST/DB, o sqlite://FILE. Meglio dall'ambiente, dove gli altri utenti della macchina non leggono la password
cli-serve-arg-host = L'indirizzo di ascolto: 127.0.0.1 solo per questa macchina, 0.0.0.0 per ogni rete
cli-serve-arg-http-burst = Richieste API che un indirizzo client può fare in una raffica
cli-serve-arg-first-turn-seconds = Quanto tempo ha un giocatore di una partita in tempo reale o senza orologio tra persone per la sua prima mossa prima che il server annulli la partita, non valutata (una partita per corrispondenza dà il suo tempo per mossa; vedi docs/api.md)
cli-serve-arg-http-rate = Richieste API che un indirizzo client può fare al secondo, in media (0: nessun limite)
cli-serve-arg-lease-seconds = Con PostgreSQL (più nodi su un database): quanto dura senza rinnovo la presa di un nodo sulle partite che guida; un altro nodo rileva una partita entro questo tempo più un sesto dopo la caduta del nodo (vedi docs/cluster.md)
cli-serve-arg-log = Quali righe di log scrivere: error, warn, info, debug o trace, o per modulo come in `info,quartet_server=debug`
cli-serve-arg-log-format = L'aspetto delle righe di log sullo standard error: text, per una persona, o json, un oggetto JSON per riga, per un raccoglitore di log
cli-serve-arg-metrics-token = Il token bearer che /metrics chiede (lo invia l'impostazione `authorization` di Prometheus); senza, /metrics risponde a chiunque raggiunga il nodo. Meglio dall'ambiente, dove gli altri utenti della macchina non lo leggono
cli-serve-arg-port = La porta di ascolto (0: una porta libera qualsiasi)
cli-serve-arg-shutdown-seconds = Con SIGTERM o Ctrl-C, quanto può impiegare il server a fermarsi (connessioni invitate a riconnettersi, richieste in corso servite, bot fermati, archivio chiuso) prima di uscire comunque; ogni azione confermata era già salvata
cli-serve-arg-static-dir = L'interfaccia del browser compilata da servire (predefinito: web/dist se esiste)

cli-load-test = Gioca molte partite insieme contro un server su questa macchina e lo misura
cli-load-test-arg-games = Partite giocate insieme
cli-load-test-arg-ramp-seconds = Le partite iniziano distribuite su tanti secondi (predefinito: un quarto della prova, al massimo 10)
cli-load-test-arg-seconds = Per quanto giocare, in secondi
cli-load-test-arg-seed = Seme delle scelte dei giocatori
cli-load-test-arg-think-ms = Pausa media di un giocatore prima di ogni azione, in ms (0: il più in fretta possibile; al massimo un minuto)
cli-load-test-arg-url = Un server in esecuzione da caricare (solo locale), es. http://127.0.0.1:8080/; dato più volte, i nodi di un cluster (ogni partita creata su uno, i suoi due giocatori su due); senza, si avvia un server in questo processo su una cartella dati temporanea

cli-bench = Misura la velocità delle regole (perft e simulazioni casuali)
cli-bench-arg-game = quarto, danish o quartino; ogni gioco se omesso
cli-bench-arg-seconds = Secondi per ogni misura (al massimo un'ora)

cli-solve = Risolve esattamente una posizione di Quarto!: il suo valore, il valore di ogni turno, la linea migliore
cli-solve-arg-distance = Dai anche la distanza dalla fine (vittoria più breve, sconfitta più lunga), in piazzamenti
cli-solve-arg-game = Il gioco: solo quarto ha un risolutore
cli-solve-arg-json = Stampa JSON (vedi docs/solver.md) e nessun avanzamento
cli-solve-arg-no-book = Cerca anche le posizioni a cui risponde il libro (al massimo quattro pezzi sul tavoliere)
cli-solve-arg-no-line = Con --value-only: non calcolare nemmeno la linea principale
cli-solve-arg-position = La posizione, es. "..../..../..../.... -" (l'inizio) o "0f../..../.3../a... 5"
cli-solve-arg-threads = Thread di ricerca (predefinito: fino a 2, i core disponibili; al massimo 64)
cli-solve-arg-time-limit = Rinuncia dopo tanti secondi (al massimo una settimana)
cli-solve-arg-value-only = Solo il valore e un turno migliore, non il valore di ogni turno

cli-solve-bench = Misura il risolutore esatto sulla serie fissa di prova (2-5 pezzi, linee e quadrati)
cli-solve-bench-arg-count = Posizioni per numero di pezzi e insieme di regole
cli-solve-bench-arg-pieces = Numeri di pezzi sul tavoliere da misurare (ognuno da 0 a 12), separati da virgole
cli-solve-bench-arg-threads = Thread di ricerca (al massimo 64)
cli-solve-bench-arg-verbose = Stampa il risultato di ogni posizione

cli-rules = Le regole di un gioco, per chi non ci ha mai giocato
cli-rules-arg-section = Solo questa sezione (la sua ancora, come nei link del browser: `squares`, `announce`, …)
cli-rules-arg-width = La larghezza a cui andare a capo

cli-review = Rivedi una partita finita: il valore di ogni azione prima e dopo, gli errori con la scelta del motore e il perché, e un grafico (Quarto! con il risolutore esatto)
cli-review-arg-danish-nodes = Quarto danese: i nodi del motore per ogni posizione
cli-review-arg-json = Stampa la revisione in JSON
cli-review-arg-quartino-playouts = Quartino: le simulazioni della ricerca per ogni decisione
cli-review-arg-quarto-nodes = Quarto!: i nodi del risolutore per ogni posizione (quelle che non finisce entro questi sono prese dal libro delle aperture, o restano ignote)
cli-review-arg-record = La partita salvata (vedi docs/records.md); `-` legge lo standard input

cli-puzzles = Problemi creati dai motori: generali, controlla un file di problemi

cli-puzzles-generate = Crea problemi dalle partite dei motori, ognuno con un'unica soluzione verificata dal giudice; uno per riga (formato in `crates/engine/src/learn/puzzle.rs`)
cli-puzzles-generate-arg-count = Quanti problemi
cli-puzzles-generate-arg-max-games = Rinuncia dopo tante partite
cli-puzzles-generate-arg-out = Aggiungi i problemi a questo file invece di scriverli sullo standard output
cli-puzzles-generate-arg-rules = Le regole, come scritte nell'etichetta [Rules] di una partita salvata (predefinite: quelle del gioco)
cli-puzzles-generate-arg-seed = Il seme della prima partita giocata (la partita i si gioca da SEED + i)
cli-puzzles-generate-arg-themes = Solo questi temi, separati da virgole (predefinito: ogni tema del gioco, nella sua quota)

cli-puzzles-check = Controlla un file di problemi: ogni riga si legge e ogni soluzione è accettata dal giudice
cli-puzzles-check-arg-file = Il file

cli-analysis-bench = Misura quanto in fretta arrivano il valore, un turno migliore e l'analisi completa di posizioni casuali di ogni variante (0-15 pezzi, entrambe le fasi)
cli-analysis-bench-arg-count = Posizioni per variante (8), numero di pezzi e fase
cli-analysis-bench-arg-hash = Dimensione della tabella delle trasposizioni in MiB del risolutore di ogni variante
cli-analysis-bench-arg-pieces = Numeri di pezzi sul tavoliere da misurare, separati da virgole (predefinito: da 0 a 15)
cli-analysis-bench-arg-variants = Le varianti da misurare, separate da virgole (lines-1 … lines-4, squares-1 … squares-4); predefinito: tutte e otto
cli-analysis-bench-arg-verbose = Stampa i tempi di ogni posizione

cli-book = I libri di Quarto!: ogni posizione con al massimo quattro pezzi, risolta

cli-book-build = Costruisce i libri risolvendo ogni posizione con al massimo quattro pezzi (lungo: da minuti a ore ciascuno). Una costruzione interrotta riprende dal suo diario nella stessa cartella
cli-book-build-arg-out = Dove scrivere i libri (book-lines-N.bin, book-squares-N.bin); quelli forniti sono in crates/engine/data
cli-book-build-arg-variants = Le varianti da costruire, separate da virgole (lines-1 … lines-4, squares-1 … squares-4); predefinito: tutte e otto

cli-book-five = Costruisce il quinto livello dei libri: ogni posizione con cinque pezzi valutata e verificata con il libro (lungo: ore per quattro caratteristiche). Una costruzione interrotta riprende dal suo diario nella stessa cartella
cli-book-five-arg-out = Dove scrivere i quinti livelli (five-lines-N.bin, five-squares-N.bin); quelli forniti sono in crates/engine/data
cli-book-five-arg-variants = Le varianti da costruire, separate da virgole (lines-1 … lines-4, squares-1 … squares-4); predefinito: tutte e otto

cli-book-six = Costruisce il sesto livello dei libri: ogni posizione con sei pezzi valutata e verificata con il quinto livello (lungo: circa tre ore per il gioco standard). Una costruzione interrotta riprende dal suo diario nella stessa cartella
cli-book-six-arg-out = Dove scrivere i sesti livelli (six-lines-N.bin, six-squares-N.bin); quelli forniti sono in crates/engine/data
cli-book-six-arg-variants = Le varianti da costruire, separate da virgole (lines-1 … lines-4, squares-1 … squares-4); predefinito: tutte e otto

cli-book-export = Scrive i libri come dati aperti: una riga CSV per posizione (formato in docs/solver.md)
cli-book-export-arg-out = Il file da scrivere (`-` per lo standard output)
cli-book-export-arg-variants = Le varianti da esportare, separate da virgole (lines-1 … squares-4); predefinito: ognuna il cui libro è costruito

cli-book-info = Mostra cosa contengono i libri forniti

# I rifiuti di una riga di comando da parte di clap, e i motivi dei numeri.
cli-error-heading = errore:
cli-error-unknown-argument = argomento inatteso: '{$arg}'
cli-error-unknown-command = comando sconosciuto: '{$command}'
cli-error-invalid-value = valore non valido '{$value}' per '{$arg}'
cli-error-invalid-value-why = valore non valido '{$value}' per '{$arg}': {$why}
cli-error-possible-values = [valori possibili: {$values}]
cli-error-missing = mancano gli argomenti obbligatori: {$args}
cli-error-missing-command = '{$command}' richiede un comando, ma non ne è stato dato nessuno
cli-error-conflict = l'argomento '{$arg}' non può essere usato con '{$other}'
cli-error-extra-value = valore inatteso '{$value}' per '{$arg}'; non se ne aspettavano altri
cli-error-value-count = numero di valori sbagliato per '{$arg}'
cli-error-repeated = l'argomento '{$arg}' non può essere usato più di una volta
cli-error-no-equals = '{$arg}' riceve il suo valore dopo un segno di uguale ('{$arg}=…')
cli-error-not-utf8 = un argomento non è testo UTF-8 valido
cli-error-other = la riga di comando non si può leggere
cli-tip-similar-argument = suggerimento: esiste un argomento simile: '{$similar}'
cli-tip-similar-command = suggerimento: esiste un comando simile: '{$similar}'
cli-tip-similar-value = suggerimento: esiste un valore simile: '{$similar}'
cli-tip-dash = suggerimento: per passare '{$arg}' come valore, usa '-- {$arg}'
cli-error-more = Per saperne di più, prova '{$help}'.
cli-expected-whole = era atteso un numero intero da {$min} a {$max}
cli-expected-seconds = era atteso un numero di secondi, più di 0 e al massimo {$max}
cli-expected-number = era atteso un numero da {$min} a {$max}
cli-expected-game = era atteso quarto, danish o quartino
cli-expected-clock = era atteso none, 60s/move, 1d/move, 10m o 10m+5s
cli-expected-language = era atteso en, ro, es, fr, cs o it
cli-expected-address = era atteso un indirizzo IP o un blocco di indirizzi, come 10.0.0.5, 10.0.0.0/8 o fd00::/8
cli-expected-prefix = era attesa una lunghezza di prefisso da 0 a 32 (IPv4) o da 0 a 128 (IPv6)

# What went wrong once the command line was read (after cli-error-heading).
# What is wrong, after where: a file, a position, an option.
cli-failure-in = {$place}: {$reason}
cli-failure-position = posizione «{$text}»
cli-failure-position-cut = posizione «{$text}» ({$chars} caratteri)
cli-failure-quarto-options = --squares e --attributes sono opzioni di quarto, non di danish
cli-failure-viewer = --viewer {$seat}: era atteso un posto da 1 a {$seats}
cli-failure-hidden-hand = la posizione nasconde le carte del posto di --viewer: dai la posizione intera
cli-failure-seat = posto «{$seat}»: era atteso human, human:NOME o un livello di bot (beginner, casual, strong, strongest, perfect)
cli-failure-seat-name = posto «{$seat}»: un nome non può contenere caratteri di controllo (a capo, tabulazioni…)
# A record that cannot be read (its words are the server's), then the reason the rules give.
cli-record-reason = {$what}: {$reason}
cli-failure-game-needed = serve --game (quarto, danish o quartino), o --load con un file di partita
cli-failure-load-other-game = --game {$asked}: la registrazione è di {$game}; con --load non indicare --game
cli-failure-load-nothing = nessuna partita è potuta cominciare (errori: {$errors}): c'è un server Quartet a quell'indirizzo?
cli-failure-start-over = in questa posizione la partita è finita: non resta nessuna mossa
cli-failure-from-past-end = il file ha { $actions ->
    [one] {$actions} mossa
   *[other] {$actions} mosse
}: --from {$from} va oltre la fine
cli-failure-seat-count = {$game} qui ha { $seats ->
    [one] {$seats} posto
   *[other] {$seats} posti
}, ma --seats ne nomina {$named}
cli-failure-no-index = --static {$dir}: lì non c'è nessun index.html
cli-failure-no-section = {$game} non ha la sezione «{$section}»: era attesa una tra {$sections}
cli-failure-hash = --hash {$hash} MiB supera i {$available} MiB di memoria disponibili: chiedine meno
cli-failure-no-solver = solo Quarto! ha un risolutore, {$game} non ne ha
cli-failure-runtime = il server non riesce ad avviare i suoi thread
cli-failure-log-filter = --log «{$filter}»: era atteso un filtro del log, come info o warn,quartet_server=debug
cli-failure-stdin = l'input standard non si può leggere
cli-failure-reading = leggendo {$path}
cli-failure-writing = scrivendo {$path}
cli-failure-creating = creando {$path}
cli-failure-opening = aprendo {$path}
cli-failure-removing = eliminando {$path}
cli-failure-external-program = external: serve un programma, come external:"quartet engine"
cli-failure-no-result-file = nessun file di risultati
cli-failure-book-variant = variante «{$name}» sconosciuta: atteso lines-N o squares-N con N da 1 a 4
cli-failure-book-not-built = il libro di {$name} non è ancora costruito (quartet book build --variants {$name})
cli-failure-level-not-built = il quinto livello del libro di {$name} non è ancora costruito (quartet book five --variants {$name})
cli-failure-book-unreadable = il libro fornito di {$name} non si può leggere: {$reason}
cli-failure-puzzles-write = i problemi non si possono scrivere
# L'avvio del server: il suo indirizzo, il suo archivio ($reason: le parole del sistema o del database).
cli-failure-bind = impossibile ascoltare su {$addr}: {$reason}
cli-failure-http = il server HTTP è fallito: {$reason}
cli-failure-store = impossibile aprire l'archivio delle partite: {$reason}
cli-failure-store-location = posizione del database errata «{$location}»: {$reason}
cli-failure-store-data-dir = impossibile creare la cartella dei dati {$dir}: {$reason}
cli-failure-store-open = impossibile aprire il database {$location}: {$reason}
cli-failure-store-migrate = le migrazioni del database sono fallite: {$reason}
cli-io-not-found = il file non esiste
cli-io-permission = permesso negato
cli-io-directory = è una cartella, non un file
cli-io-not-text = non è testo (UTF-8)
cli-io-address-in-use = l'indirizzo è già in uso (c'è già un altro server lì?)
cli-io-address-not-here = questa macchina non ha questo indirizzo
cli-io-exists = esiste già

# I segnaposto dei valori degli argomenti nell'aiuto, nelle righe d'uso e nei rifiuti.
cli-value-options = OPZIONI
cli-value-lang = LINGUA
cli-value-game = GIOCO
cli-value-position = POSIZIONE
cli-value-depth = PROFONDITÀ
cli-value-list = ELENCO
cli-value-text = TESTO
cli-value-seat = POSTO
cli-value-rules = REGOLE
cli-value-seats = POSTI
cli-value-clock = OROLOGIO
cli-value-seed = SEME
cli-value-load = FILE
cli-value-a = A
cli-value-b = B
cli-value-games = PARTITE
cli-value-threads = THREAD
cli-value-movetime = TEMPO_MOSSA
cli-value-max-actions = MAX_AZIONI
cli-value-opening = APERTURA
cli-value-json = JSON
cli-value-records = PARTITE
cli-value-files = FILE
cli-value-level = LIVELLO
cli-value-port = PORTA
cli-value-host = INDIRIZZO
cli-value-host-port = INDIRIZZO:PORTA
cli-value-dir = CARTELLA
cli-value-url = URL
cli-value-token = TOKEN
cli-value-n = N
cli-value-addresses = INDIRIZZI
cli-value-log-format = FORMATO
cli-value-filter = FILTRO
cli-value-seconds = SECONDI
cli-value-think-ms = MS_RIFLESSIONE
cli-value-ramp-seconds = SECONDI_RAMPA
cli-value-mib = MIB
cli-value-pieces = PEZZI
cli-value-count = NUMERO
cli-value-section = SEZIONE
cli-value-width = LARGHEZZA
cli-value-record = PARTITA
cli-value-quarto-nodes = NODI_QUARTO
cli-value-danish-nodes = NODI_DANESE
cli-value-quartino-playouts = SIMULAZIONI_QUARTINO
cli-value-max-games = MAX_PARTITE
cli-value-file = FILE

## Il resoconto di quartet solve (il suo JSON tiene le chiavi e le parole inglesi).
solve-position = posizione: {$position}
solve-value = valore: {$value}
solve-best = turni migliori: {$turns}
# Più turni tengono il valore di quanti il resoconto ne elenca: quanti sono, poi i primi.
solve-best-many = turni migliori ({$count}): {$turns}, …
solve-cells = le caselle, ognuna con il valore del miglior pezzo dato:
# Una casella, il suo valore, poi il valore di ogni pezzo dato dopo averci collocato, il migliore prima.
solve-cell = {$cell}: {$value}; dando {$gives}
solve-cell-ends = {$cell}: {$value} (il collocamento chiude la partita)
solve-give = {$piece}: {$value}
solve-turns = i turni:
solve-turn = {$turn}: {$value}
solve-line = linea principale: {$actions}
solve-searched = nodi cercati: {$nodes} in {$seconds} s ({ $rate ->
    [one] {$rate} milione
   *[other] {$rate} milioni
} al secondo)
solve-from-book = risposta dal libro in {$seconds} s, senza ricerca
# La riga di avanzamento di una soluzione lunga, sull'uscita degli errori.
solve-progress = { $millions ->
    [one] {$millions} milione
   *[other] {$millions} milioni
} di nodi ({ $rate ->
    [one] {$rate} milione
   *[other] {$rate} milioni
} al secondo)
solve-progress-turns = { $millions ->
    [one] {$millions} milione
   *[other] {$millions} milioni
} di nodi ({ $rate ->
    [one] {$rate} milione
   *[other] {$rate} milioni
} al secondo), turni risolti: {$done} su {$total}

## L'annuncio di quartet serve, per chi lo ha avviato (i registri restano in inglese). L'indirizzo
## viene prima, l'unico http:// dell'annuncio; l'invito a fermare scrive Ctrl-C così com'è.
serve-running = Quartet è in funzione: apri {$url}
serve-kept-sqlite = partite conservate nel file SQLite {$path}
serve-kept-memory = partite conservate in memoria (SQLite): si perdono quando il server si ferma
serve-kept-postgres = partite conservate in PostgreSQL a {$url}
serve-resumed = { $count ->
    [one] una partita non finita ripresa
   *[other] {$count} partite non finite riprese
}
serve-ui = interfaccia del browser da {$dir}
serve-no-ui = nessuna interfaccia del browser compilata trovata (web/dist): si serve una pagina provvisoria
serve-stop-hint = premi Ctrl-C per fermare
serve-stopping = arresto in corso…
