# The terminal's full-screen game (`quartet play` without --plain): the menu, the game screen,
# its pop-ups and status line, the keys' help, and what the boards say about clicks.
# The commands typed on the input line (undo, hint, save FILE…) and the keys stay as they are.

## The menu.
tui-title-games = {$quarto}, {$danish} e {$quartino}
tui-new-game = Nuova partita
tui-menu-keys = ↑↓ scegli  ←→ cambia  Invio inizia  l carica  F1 regole  q esci (o clicca)
tui-menu-game = Gioco
tui-menu-attributes = Caratteri
tui-menu-squares = Quadrati
tui-menu-announce = Annuncio
tui-menu-players = Giocatori
tui-menu-situations = Situazioni
tui-menu-seat = Posto {$number}
tui-menu-clock = Orologio
tui-menu-start = Inizia
tui-menu-load = Carica una partita…
tui-menu-position = Gioca da una posizione…
tui-yes = sì
tui-no = no
tui-situations-after = { $rounds ->
    [one] dopo {$rounds} giro
   *[other] dopo {$rounds} giri
}
tui-seat-person = una persona a questa tastiera
tui-seat-bot = bot: {$level}
## Quarto!'s four attributes, as the menu lists those that count.
tui-attribute-height = altezza
tui-attribute-colour = colore
tui-attribute-shape = forma
tui-attribute-top = sommità
## The clock.
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = nessuno
tui-clock-per-move = {$time} a mossa
tui-clock-total = {$time} a partita
tui-clock-increment = {$time} a partita, +{$increment} a mossa
## What the line under the cursor chooses, in a sentence.
tui-hint-quarto = Quarto!: sei tu a scegliere il pezzo che l'avversario colloca.
tui-hint-danish = Quarto danese: colloca, poi muovi; quattro pedine agli angoli di un quadrato catturano.
tui-hint-quartino = Quartino: impila gettoni colorati; annuncia le tue carte segrete quando appaiono.
tui-hint-attributes = Principianti: per un quarto contano solo questi caratteri.
tui-hint-squares = Avanzato: vincono anche quattro pezzi con un carattere comune in un quadrato 2×2.
tui-hint-announce = Regole ufficiali: un quarto vince solo se annunciato in tempo.
tui-hint-players = Quanti giocatori siedono al tavolo (2–5).
tui-hint-situations = I bonus quattro colori e colonna; lasciali spenti per imparare.
tui-hint-seat = Chi siede qui: una persona a questa tastiera, o un bot di un certo livello.
tui-hint-clock = Un tempo per ogni mossa, o per tutta la partita (+ secondi a mossa).
tui-hint-start = Inizia la partita.
tui-hint-load = Continua una partita salvata.
tui-hint-position = Inizia la partita scelta sopra da una posizione nella sua notazione (come la scrivono `quartet show` e le pagine delle partite dell'applicazione web).

## The game screen.
tui-game-title = {$game} — {$rules}
tui-board = Tavoliere
tui-seats = Posti
tui-seats-bot-thinking = (un bot sta pensando…)
tui-last-actions = ultime: {$actions}
tui-legal-actions = Azioni valide ({$count})
tui-pass-the-device =
    Passa il dispositivo a {$seat}.
    Gli altri non guardino.

    Premi Invio per mostrare le tue carte.
tui-game-over = Partita finita
tui-game-over-keys =
    Ctrl+R rivincita · Ctrl+N nuova partita
    Ctrl+S salva · Ctrl+O carica · Esc esci
tui-prompt-load = Carica una partita
tui-prompt-load-keys = Invio carica · Esc annulla
tui-prompt-save = Salva la partita
tui-prompt-save-keys = Invio salva · Esc annulla
tui-prompt-file = file: {$name}
tui-prompt-position = Gioca da una posizione
tui-prompt-position-keys = Invio inizia · Esc annulla
tui-prompt-position-line = posizione: {$position}

## The status line.
tui-welcome = scrivi un'azione e Invio, o sceglila con ↑↓ e Invio, o clicca; F1: aiuto
tui-played = {$seat} ha giocato {$action}
tui-bot-thinking = attendi: un bot sta pensando
tui-bot-stopped = si è fermato senza risposta
tui-save-needs-name = per salvare serve il nome di un file
tui-loaded = { $count ->
    [one] caricato {$path}: {$game}, un'azione rigiocata
   *[other] caricato {$path}: {$game}, {$count} azioni rigiocate
}
tui-load-failed = impossibile caricare: {$error}
tui-load-needs-name = per caricare serve il nome di un file
tui-cancelled = annullato
tui-choice-cleared = scelta annullata
tui-click-menu-line = clicca una riga del menu
tui-type-file-name = scrivi il nome del file e Invio, o Esc
tui-type-position = scrivi la posizione e Invio, o Esc
tui-pass-device-first = premi Invio quando il dispositivo è passato
tui-game-is-over = la partita è finita: Ctrl+R rivincita, Ctrl+N nuova partita, Ctrl+O carica
tui-nothing-now = niente da giocare ora
tui-click-list-action = clicca un'azione dell'elenco per giocarla
tui-nothing-there = niente da giocare lì: {$help}
tui-click-the-board = clicca il tavoliere ({$help}), o scegli nell'elenco con ↑↓ e Invio

## The help (F1).
tui-help-title = Aiuto · ↑↓ PgUp PgDn scorri · un altro tasto chiude l'aiuto
tui-help =
    Tasti
      un'azione, Invio    giocarla (vedi l'elenco delle azioni valide)
      ↑↓, Invio           giocare l'azione evidenziata
      F2                  un suggerimento
      Ctrl+Z              annulla
      Ctrl+S / Ctrl+O     salva la partita / carica una partita
      Ctrl+R / Ctrl+N     rivincita / nuova partita (il menu)
      Esc                 annulla una scelta (o clic destro); altrimenti esci
    Mouse
      ogni gioco  un'azione dell'elenco delle azioni valide la gioca
                  (anche un annuncio di Quarto!)
      Quarto!     una casella vuota (·) per collocare; un pezzo
                  rimasto per darlo
      Danese      un'intersezione per collocare; una tua pedina, poi
                  dove va [e5]; quando si forma un quadrato, la
                  pedina da catturare (×). ! una pedina che una
                  mossa dell'avversario potrebbe catturare;
                  l'ultima mossa: *
      Quartino    un colore della riserva, poi uno spazio (═); una
                  carta segnata ✓ per annunciarla (poi il suo
                  quarto, se appare due volte); i pulsanti: four,
                  column, end
    Da scrivere: undo, hint, save FILE, load FILE, resign, menu, quit

## What a click on a board does, when it plays nothing.
board-not-your-turn = niente da giocare ora: non è il tuo turno
board-not-this-game = questo non fa parte di questo gioco
board-not-legal-now = questa non è un'azione valida ora (vedi l'elenco a destra)

## Quarto!'s board.
board-quarto-taken = la casella {$cell} non è libera
board-quarto-give-first = prima dai un pezzo: cliccane uno tra i rimasti
board-quarto-place-first = prima colloca il pezzo in mano: clicca una casella vuota (·)
board-quarto-to-place = da collocare: {$piece} — {$traits}
board-quarto-pool = pezzi rimasti (clicca per dare):
board-quarto-help-give = clicca un pezzo rimasto per darlo
board-quarto-help-place = clicca una casella vuota (·) per collocare il pezzo

## Danish Quarto's board.
board-danish-must-pass = nessuna mossa possibile: premi Invio (o scrivi pass) per passare
board-danish-move-cancelled = mossa annullata: scegli di nuovo
board-danish-choose-capture = scegli la pedina da catturare: {$pieces} (segnate ×); clicca di nuovo {$point} per annullare
board-danish-anywhere = qualsiasi intersezione libera (vola: restano 4 pedine)
board-danish-put-back = {$point} rimessa a posto: scegli una pedina da muovere ({$letter})
board-danish-cannot-go = {$from} non può andare in {$to}: può andare in {$points}
board-danish-blocked = {$point} non può muovere: tutte le intersezioni vicine sono occupate
board-danish-moving = muovi {$point}: clicca dove va ([ ]): {$points}
board-danish-not-yours = {$point} è una pedina del {$colour}: clicca una delle tue ({$letter}), poi dove va
board-danish-piece-first = prima clicca una delle tue pedine ({$letter}), poi dove va
board-danish-taken = {$point} è occupata: colloca su un'intersezione libera
board-danish-not-legal = {$point} non è una mossa valida ora
board-danish-square-made = {$point} forma un quadrato: clicca la pedina da catturare (×): {$pieces}
board-danish-help-capture = clicca una pedina segnata × per catturarla (o di nuovo {$point} per annullare)
board-danish-help-landing = clicca dove va {$point} (segnato [ ]), o di nuovo {$point} per rimetterla a posto
board-danish-help-place = clicca un'intersezione libera per collocare una pedina
board-danish-help-move = clicca una delle tue pedine ({$letter}), poi dove va
board-danish-status-four = {$status}; {$four}
board-danish-capture = cattura: clicca una tra {$pieces} (×)
board-danish-targets = {$point} può andare in {$points} ([ ])
board-danish-marks = segni: ! una mossa dell'avversario potrebbe catturarla · × catturala ora (clicca) · * ultima mossa · >W< scelta · [e5] può andare lì · linee in grassetto: quadrati validi (in negativo: appena formato)

## Quartino's board.
board-quartino-aside = , messe da parte:
board-quartino-legend = [G] cima di una pila, 3 la sua altezza, ▲ una colonna · ═ dove può andare la scelta · una carta: il centro, poi tre spazi dell'anello in senso orario · ✓ appare sul tavoliere
board-quartino-supply = riserva (clicca un colore):
board-quartino-four = [quattro colori: +1 gettone]
board-quartino-column = [column@{$space}: togli la colonna]
board-quartino-column-token = [column@{$space}: togli la colonna, +1 gettone]
board-quartino-end = [fine del turno]
board-quartino-your-hand = le tue carte (clicca una carta per annunciarla):
board-quartino-hand-of = carte di {$seat}:
board-quartino-hidden = (le carte sono nascoste)
board-quartino-claim-at = annuncia {$card} in:
board-quartino-colour-put-back = {$colour} rimesso a posto
board-quartino-colour-chosen = {$colour} ({$letter}) scelto: clicca uno spazio del tavoliere per collocarlo
board-quartino-pile-empty = la riserva di {$colour} è vuota
board-quartino-no-token = nessun gettone da collocare ora: annuncia una carta o termina il turno
board-quartino-not-through = {$card} non appare attraverso {$space}
board-quartino-several-quarters = {$space} è in più di un quarto in cui appare {$card}: clicca {$quarters} sotto le tue carte
board-quartino-cannot-go-empty = {$colour} non può andare in {$space} ora: la sua riserva è vuota
board-quartino-cannot-go = {$colour} non può andare in {$space} ora: {$help}
board-quartino-colour-first = prima clicca un colore della riserva, poi {$space}
board-quartino-card-put-back = {$card} rimessa a posto
board-quartino-claims-after = gli annunci vengono dopo i collocamenti: prima colloca i tuoi gettoni
board-quartino-not-showing = {$card} non appare sul tavoliere ora
board-quartino-shows-at = {$card} appare in {$quarters}: clicca il quarto (o uno dei suoi spazi)
board-quartino-nothing-at = niente da annunciare in {$quarter}: prima clicca una delle tue carte
board-quartino-not-now = {$action} non è possibile ora
board-quartino-help-quarter = clicca sotto le tue carte il quarto in cui annunciare {$card}
board-quartino-help-space = clicca uno spazio del tavoliere per collocarvi {$colour} (═)
board-quartino-help-place = clicca un colore della riserva, poi uno spazio del tavoliere
board-quartino-help-claim = clicca una carta segnata ✓ per annunciarla, o {board-quartino-end}
board-quartino-help-end = clicca un pulsante: {board-quartino-end}
