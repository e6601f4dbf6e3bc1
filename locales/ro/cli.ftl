# Ajutorul liniei de comandă (`quartet --help`, `quartet <comandă> --help`).

cli-usage = Utilizare:
cli-heading-commands = Comenzi
cli-heading-arguments = Argumente
cli-heading-options = Opțiuni
cli-value-command = COMANDĂ
cli-help = Afișează ajutorul
cli-help-more = Afișează ajutorul (mai multe cu '--help')
cli-help-summary = Afișează ajutorul (un rezumat cu '-h')
cli-version = Afișează versiunea
cli-help-command = Afișează acest mesaj sau ajutorul comenzilor date
cli-help-command-arg = Afișează ajutorul acestei comenzi
cli-default = [implicit: {$value}]
cli-possible-values = [valori posibile: {$values}]
cli-env = [variabilă de mediu: {$name}]

## Opțiuni ale mai multor comenzi

cli-arg-attributes = Quarto!: caracterele care contează, separate prin virgulă, dintre height,colour,shape,top
cli-arg-game = quarto, danish sau quartino
cli-arg-hash = Mărimea tabelei de transpoziții în MiB
cli-arg-lang = Limba textelor și a acestui ajutor: en, ro, es, fr, cs sau it (implicit: după LC_ALL, LC_MESSAGES sau LANG)
cli-arg-position = Poziția, în notația jocului
cli-arg-rules = Orice joc: regulile așa cum le scrie eticheta [Rules] a unei partide salvate
cli-arg-squares = Quarto!: câștigă și pătratele de 2×2 (jocul avansat)
cli-arg-threads = Fire de căutare
cli-arg-viewer = Quartino: arată poziția așa cum o vede acest loc (1–5) (implicit: jucătorul la mutare)

cli-about = Quartet: jucați, rezolvați și analizați Quarto!, Quarto danez și Quartino.

cli-perft = Numără secvențele de exact DEPTH acțiuni pornind dintr-o poziție
cli-perft-arg-depth = Câte acțiuni în adâncime (de la 0 la 255)

cli-show = Desenează o poziție în terminal

cli-play = Jucați o partidă în terminal, contra boților sau a oamenilor de la această tastatură
cli-play-long =
    Jucați o partidă în terminal, contra boților sau a oamenilor de la această tastatură.

    Pe tot ecranul implicit: un meniu (o partidă nouă, de la început sau de la o poziție, sau „Încarcă o partidă…”), apoi platoul. Jucați cu tastatura (scrieți o acțiune și Enter, sau alegeți una din listă cu ↑↓ și Enter) sau cu mouse-ul: clic pe o căsuță sau pe o piesă rămasă (Quarto!); pe un punct, sau pe una dintre piesele voastre și apoi unde merge, apoi pe piesa de capturat când se formează un pătrat (Quarto danez); pe o culoare din rezervă și apoi pe un loc, pe o carte din mână pentru a o revendica, sau pe un buton (Quartino). Esc șterge o alegere (altfel iese); Ctrl+S salvează partida, Ctrl+O încarcă una; F1 ajutor.
cli-play-arg-clock = Ceasul: none, 1m/move, 10m, 10m+5s (implicit: none; cu --load, cel al partidei salvate)
cli-play-arg-load = Continuă o partidă dintr-un fișier (salvat cu Ctrl+S sau `save FIȘIER`); locurile sunt cele din fișier, dacă --seats nu le numește. În partida pe tot ecranul, și Ctrl+O încarcă una
cli-play-arg-from = Cu --load: continuă după acest număr de mutări din fișier în loc de după ultima (0: de la început)
cli-play-arg-start = Cu --game: pornește de la această poziție (în notația jocului, cum o scriu `quartet show` și paginile partidelor) în loc de începutul obișnuit
cli-play-arg-plain = Text rând cu rând în loc de afișarea pe tot ecranul
cli-play-arg-rules = Regulile, ca în eticheta [Rules] a unei partide salvate (de ex. "squares=yes win=announce"); nu cu --load, a cărui partidă le are pe ale ei
cli-play-arg-seats = Locurile în ordinea mutărilor, separate prin virgulă: `human`, `human:NUME`, sau un nivel de bot (beginner, casual, strong, strongest, perfect). Implicit: dumneavoastră contra unui bot ocazional. În Quartino, numărul lor este numărul de jucători, dacă --rules nu fixează players=
cli-play-arg-seed = Sămânța împărțirii și a boților

cli-arena = Un meci între doi boți și clasamentul lor
cli-arena-arg-a = Botul A: un nivel (beginner, casual, strong, strongest, perfect), random, greedy, mcts:N (N simulări pe mutare), mcts:Nms (N ms pe mutare), sau external:"PROGRAM ARGUMENTE…"
cli-arena-arg-b = Botul B, scris ca botul A
cli-arena-arg-games = Câte partide (de la 1 la un milion)
cli-arena-arg-json = Scrie rezultatul ca JSON în acest fișier
cli-arena-arg-max-actions = O partidă mai lungă de atâtea acțiuni se oprește la egalitate
cli-arena-arg-movetime = Timp pe mutare pentru motoarele externe și nivelurile care caută, în milisecunde (cel mult o oră)
cli-arena-arg-opening = Începe fiecare partidă cu atâtea acțiuni la întâmplare, niciuna terminând-o; cele două partide ale unei perechi au aceeași deschidere cu locurile schimbate (în Quartino împărțirea diferă). Pentru boți care altfel ar juca mereu aceeași partidă
cli-arena-arg-quiet = Fără bară de progres
cli-arena-arg-records = Salvează fiecare partidă în acest dosar
cli-arena-arg-rules = Regulile jocului, ca în eticheta [Rules] a unei partide salvate
cli-arena-arg-seed = Sămânța meciului
cli-arena-arg-threads = Fire de lucru (implicit: toate nucleele)
cli-arena-arg-uncapped = Nivelurile fără limitele lor de timp: doar bugetele de noduri sau simulări le opresc căutările, așa că meciul dă aceleași partide pe orice mașină, oricât de încărcată

cli-arena-merge = Unește fișierele de rezultat ale unui meci jucat pe bucăți (`arena --json`, fiecare bucată cu propriul `--seed`) într-un singur rezultat
cli-arena-merge-arg-files = Fișiere de rezultat scrise de `arena --json`, toate ale aceluiași meci: același joc, reguli, deschideri și boți, și nicio partidă de două ori (partida `i` a unui meci jucat cu `--seed S` are sămânța `S + i`, deci `--seed S+N` continuă de unde s-a oprit un meci de N partide)
cli-arena-merge-arg-json = Scrie rezultatul unit ca JSON în acest fișier

cli-engine = Vorbește Quartet Engine Protocol (QEP) pe intrarea și ieșirea standard
cli-engine-arg-level = Forța de joc (beginner, casual, strong, strongest, perfect)
cli-engine-arg-seed = Sămânța alegerilor la întâmplare ale botului

cli-serve = Pornește serverul web: interfața din browser, API-ul JSON și partidele în direct
cli-serve-arg-addr = Adresa și portul de ascultare împreună, de ex. 127.0.0.1:8080 sau [::1]:8080 (în loc de --host și --port)
cli-serve-arg-analysis-threads = Câte analize pot rula deodată, pe fire separate de ale boților
cli-serve-arg-behind-proxy = În spatele unui proxy invers: adresa clientului este cea pe care proxy-urile de încredere o scriu în X-Forwarded-For (limitele pe adresă de client o numără), iar X-Forwarded-Proto: https al lor face cookie-ul sesiunii Secure; antetele oricărui alt interlocutor sunt ignorate. Din mediu: true sau false
cli-serve-arg-trusted-proxies = Adresele sau blocurile de adrese ale proxy-urilor de încredere, separate prin virgulă (10.0.0.5, 10.0.0.0/8, fd00::/8); date, implică --behind-proxy. Implicit cu --behind-proxy: această mașină (127.0.0.0/8 și ::1)
cli-serve-arg-bot-threads = Câte căutări ale boților pot rula deodată (implicit: câte una pe nucleu, minus una)
cli-serve-arg-data-dir = Unde sunt păstrate partidele (un fișier SQLite, quartet.db, în acest dosar)
cli-serve-arg-database-connections = Cu PostgreSQL: cele mai multe conexiuni pe care un nod le deschide pentru partide (cel puțin 2, plus una pentru semnalul său de viață). Fiecare este un proces PostgreSQL: măriți numărul când PostgreSQL are nuclee proprii pe care să le ruleze (vezi docs/deploy.md)
cli-serve-arg-database-url = O bază de date în locul dosarului de date: postgres://UTILIZATOR:PAROLĂ@GAZDĂ/BD, sau sqlite://FIȘIER. Mai bine din mediu, unde alți utilizatori ai mașinii nu pot citi parola
cli-serve-arg-host = Adresa de ascultare: 127.0.0.1 doar pentru această mașină, 0.0.0.0 pentru orice rețea
cli-serve-arg-http-burst = Cereri API pe care o adresă de client le poate face dintr-odată
cli-serve-arg-first-turn-seconds = Cât timp are un jucător al unui joc în timp real sau fără ceas între oameni pentru prima sa mutare înainte ca serverul să anuleze jocul, fără clasament (un joc prin corespondență dă timpul său pe mutare; vezi docs/api.md)
cli-serve-arg-http-rate = Cereri API pe care o adresă de client le poate face pe secundă, în medie (0: fără limită)
cli-serve-arg-lease-seconds = Cu PostgreSQL (mai multe noduri pe o bază de date): cât durează fără reînnoire ținerea de către un nod a partidelor pe care le conduce; alt nod preia o partidă în acest timp plus o șesime după căderea nodului (vezi docs/cluster.md)
cli-serve-arg-log = Ce rânduri de jurnal să scrie: error, warn, info, debug sau trace, sau pe modul ca în `info,quartet_server=debug`
cli-serve-arg-log-format = Cum arată rândurile de jurnal la ieșirea de erori: text, pentru un om, sau json, un obiect JSON pe rând, pentru un colector de jurnale
cli-serve-arg-metrics-token = Tokenul bearer cerut de /metrics (îl trimite setarea `authorization` a lui Prometheus); fără el, /metrics răspunde oricui ajunge la nod. Mai bine din mediu, unde alți utilizatori ai mașinii nu îl pot citi
cli-serve-arg-port = Portul de ascultare (0: orice port liber)
cli-serve-arg-shutdown-seconds = La SIGTERM sau Ctrl-C, cât poate dura oprirea serverului (conexiuni anunțate să se reconecteze, cereri în curs servite, boți opriți, stocarea închisă) înainte să iasă oricum; orice acțiune confirmată era deja salvată
cli-serve-arg-static-dir = Interfața de browser construită care se servește (implicit: web/dist dacă există)

cli-load-test = Joacă multe partide deodată contra unui server de pe această mașină și îl măsoară
cli-load-test-arg-games = Partide jucate deodată
cli-load-test-arg-ramp-seconds = Partidele încep eșalonat pe atâtea secunde (implicit: un sfert din probă, cel mult 10)
cli-load-test-arg-seconds = Cât să joace, în secunde
cli-load-test-arg-seed = Sămânța alegerilor jucătorilor
cli-load-test-arg-think-ms = Pauza medie a unui jucător înaintea fiecărei acțiuni, în ms (0: cât mai repede; cel mult un minut)
cli-load-test-arg-url = Un server pornit de încărcat (doar local), de ex. http://127.0.0.1:8080/; dat de mai multe ori, nodurile unui cluster (fiecare partidă creată pe unul, cei doi jucători ai ei pe două); fără el, un server pornește în acest proces pe un dosar de date temporar

cli-bench = Măsoară viteza regulilor (perft și simulări la întâmplare)
cli-bench-arg-game = quarto, danish sau quartino; toate jocurile dacă lipsește
cli-bench-arg-seconds = Secunde pentru fiecare măsurătoare (cel mult o oră)

cli-solve = Rezolvă exact o poziție de Quarto!: valoarea ei, valoarea fiecărei ture, cea mai bună continuare
cli-solve-arg-distance = Dă și distanța până la final (cel mai scurt câștig, cea mai lungă pierdere), în așezări
cli-solve-arg-game = Jocul: doar quarto are un rezolvitor
cli-solve-arg-json = Scrie JSON (vezi docs/solver.md) și niciun progres
cli-solve-arg-no-book = Caută chiar și pozițiile la care răspunde cartea (cel mult patru piese pe platou)
cli-solve-arg-no-line = Cu --value-only: nu calcula nici continuarea principală
cli-solve-arg-position = Poziția, de ex. "..../..../..../.... -" (începutul) sau "0f../..../.3../a... 5"
cli-solve-arg-threads = Fire de căutare (implicit: până la 2, nucleele disponibile; cel mult 64)
cli-solve-arg-time-limit = Renunță după atâtea secunde (cel mult o săptămână)
cli-solve-arg-value-only = Doar valoarea și o tură cea mai bună, nu valoarea fiecărei ture

cli-solve-bench = Măsoară rezolvitorul exact pe setul fix de probă (2-5 piese, linii și pătrate)
cli-solve-bench-arg-count = Poziții pe număr de piese și set de reguli
cli-solve-bench-arg-pieces = Numerele de piese de pe platou de măsurat (fiecare de la 0 la 12), separate prin virgulă
cli-solve-bench-arg-threads = Fire de căutare (cel mult 64)
cli-solve-bench-arg-verbose = Scrie rezultatul fiecărei poziții

cli-rules = Regulile unui joc, pentru cine nu l-a jucat niciodată
cli-rules-arg-section = Doar această secțiune (ancora ei, ca în legăturile din browser: `squares`, `announce`, …)
cli-rules-arg-width = Lățimea la care se rupe textul

cli-review = Revede o partidă încheiată: valoarea fiecărei acțiuni înainte și după, greșelile cu alegerea motorului și de ce, și un grafic (Quarto! cu rezolvitorul exact)
cli-review-arg-danish-nodes = Quarto danez: nodurile motorului pentru fiecare poziție
cli-review-arg-json = Scrie revederea ca JSON
cli-review-arg-quartino-playouts = Quartino: simulările căutării pentru fiecare decizie
cli-review-arg-quarto-nodes = Quarto!: nodurile rezolvitorului pentru fiecare poziție (cele pe care nu le termină în ele sunt luate din cartea de deschideri, sau rămân necunoscute)
cli-review-arg-record = Partida salvată (vezi docs/records.md); `-` citește intrarea standard

cli-puzzles = Probleme făcute de motoare: generarea lor, verificarea unui fișier de probleme

cli-puzzles-generate = Face probleme din partidele jucate de motoare, fiecare cu o soluție unică verificată de arbitru; câte una pe rând (formatul în `crates/engine/src/learn/puzzle.rs`)
cli-puzzles-generate-arg-count = Câte probleme
cli-puzzles-generate-arg-max-games = Renunță după atâtea partide
cli-puzzles-generate-arg-out = Adaugă problemele în acest fișier în loc să le scrie la ieșirea standard
cli-puzzles-generate-arg-rules = Regulile, așa cum le scrie eticheta [Rules] a unei partide salvate (implicit: cele ale jocului)
cli-puzzles-generate-arg-seed = Sămânța primei partide jucate (partida i se joacă din SEED + i)
cli-puzzles-generate-arg-themes = Doar aceste teme, separate prin virgulă (implicit: fiecare temă a jocului, în partea ei)

cli-puzzles-check = Verifică un fișier de probleme: fiecare rând se citește și arbitrul acceptă fiecare soluție
cli-puzzles-check-arg-file = Fișierul

cli-analysis-bench = Măsoară cât de repede vin valoarea, o tură cea mai bună și analiza completă a unor poziții la întâmplare din fiecare variantă (0-15 piese, ambele faze)
cli-analysis-bench-arg-count = Poziții pe variantă (8), număr de piese și fază
cli-analysis-bench-arg-hash = Mărimea tabelei de transpoziții în MiB a rezolvitorului fiecărei variante
cli-analysis-bench-arg-pieces = Numerele de piese de pe platou de măsurat, separate prin virgulă (implicit: de la 0 la 15)
cli-analysis-bench-arg-variants = Variantele de măsurat, separate prin virgulă (lines-1 … lines-4, squares-1 … squares-4); implicit: toate opt
cli-analysis-bench-arg-verbose = Scrie timpii fiecărei poziții

cli-book = Cărțile de Quarto!: fiecare poziție cu cel mult patru piese, rezolvată

cli-book-build = Construiește cărțile rezolvând fiecare poziție cu cel mult patru piese (lung: de la minute la ore fiecare). O construcție oprită la jumătate continuă din jurnalul ei din același dosar
cli-book-build-arg-out = Unde se scriu cărțile (book-lines-N.bin, book-squares-N.bin); cele livrate sunt în crates/engine/data
cli-book-build-arg-variants = Variantele de construit, separate prin virgulă (lines-1 … lines-4, squares-1 … squares-4); implicit: toate opt

cli-book-five = Construiește al cincilea nivel al cărților: fiecare poziție cu cinci piese evaluată, verificată cu cartea (lung: ore pentru patru caracteristici). O construcție oprită la jumătate continuă din jurnalul ei din același dosar
cli-book-five-arg-out = Unde se scriu nivelurile a cincea (five-lines-N.bin, five-squares-N.bin); cele livrate sunt în crates/engine/data
cli-book-five-arg-variants = Variantele de construit, separate prin virgulă (lines-1 … lines-4, squares-1 … squares-4); implicit: toate opt

cli-book-six = Construiește al șaselea nivel al cărților: fiecare poziție cu șase piese evaluată, verificată cu al cincilea nivel (lung: vreo trei ore pentru jocul standard). O construcție oprită la jumătate continuă din jurnalul ei din același dosar
cli-book-six-arg-out = Unde se scriu nivelurile a șasea (six-lines-N.bin, six-squares-N.bin); cele livrate sunt în crates/engine/data
cli-book-six-arg-variants = Variantele de construit, separate prin virgulă (lines-1 … lines-4, squares-1 … squares-4); implicit: toate opt

cli-book-export = Scrie cărțile ca date deschise: un rând CSV pe poziție (formatul în docs/solver.md)
cli-book-export-arg-out = Fișierul de scris (`-` pentru ieșirea standard)
cli-book-export-arg-variants = Variantele de exportat, separate prin virgulă (lines-1 … squares-4); implicit: fiecare a cărei carte e construită

cli-book-info = Arată ce conțin cărțile livrate

# Refuzurile liniei de comandă de către clap, și motivele numerelor.
cli-error-heading = eroare:
cli-error-unknown-argument = argument neașteptat: '{$arg}'
cli-error-unknown-command = comandă necunoscută: '{$command}'
cli-error-invalid-value = valoare nevalidă '{$value}' pentru '{$arg}'
cli-error-invalid-value-why = valoare nevalidă '{$value}' pentru '{$arg}': {$why}
cli-error-possible-values = [valori posibile: {$values}]
cli-error-missing = lipsesc argumentele obligatorii: {$args}
cli-error-missing-command = '{$command}' cere o comandă, dar nu s-a dat niciuna
cli-error-conflict = argumentul '{$arg}' nu poate fi folosit împreună cu '{$other}'
cli-error-extra-value = valoare neașteptată '{$value}' pentru '{$arg}'; nu se mai aștepta niciuna
cli-error-value-count = număr greșit de valori pentru '{$arg}'
cli-error-repeated = argumentul '{$arg}' nu poate fi folosit de mai multe ori
cli-error-no-equals = '{$arg}' își primește valoarea după semnul egal ('{$arg}=…')
cli-error-not-utf8 = un argument nu este text UTF-8 valid
cli-error-other = linia de comandă nu poate fi citită
cli-tip-similar-argument = sfat: există un argument asemănător: '{$similar}'
cli-tip-similar-command = sfat: există o comandă asemănătoare: '{$similar}'
cli-tip-similar-value = sfat: există o valoare asemănătoare: '{$similar}'
cli-tip-dash = sfat: pentru a da '{$arg}' ca valoare, folosiți '-- {$arg}'
cli-error-more = Pentru mai multe informații, încercați '{$help}'.
cli-expected-whole = se aștepta un număr întreg de la {$min} la {$max}
cli-expected-seconds = se aștepta un număr de secunde, mai mare decât 0 și cel mult {$max}
cli-expected-number = se aștepta un număr de la {$min} la {$max}
cli-expected-game = se aștepta quarto, danish sau quartino
cli-expected-clock = se aștepta none, 60s/move, 1d/move, 10m sau 10m+5s
cli-expected-language = se aștepta en, ro, es, fr, cs sau it
cli-expected-address = se aștepta o adresă IP sau un bloc de adrese, de exemplu 10.0.0.5, 10.0.0.0/8 sau fd00::/8
cli-expected-prefix = se aștepta o lungime de prefix de la 0 la 32 (IPv4) sau de la 0 la 128 (IPv6)

# What went wrong once the command line was read (after cli-error-heading).
# What is wrong, after where: a file, a position, an option.
cli-failure-in = {$place}: {$reason}
cli-failure-position = poziția „{$text}”
cli-failure-position-cut = poziția „{$text}” ({$chars} de caractere)
cli-failure-quarto-options = --squares și --attributes sunt opțiuni ale lui quarto, nu ale lui danish
cli-failure-viewer = --viewer {$seat}: se aștepta un loc de la 1 la {$seats}
cli-failure-hidden-hand = poziția ascunde cărțile locului dat cu --viewer: dați poziția întreagă
cli-failure-seat = locul „{$seat}”: se aștepta human, human:NUME sau un nivel de bot (beginner, casual, strong, strongest, perfect)
cli-failure-seat-name = locul „{$seat}”: un nume nu poate conține caractere de control (sfârșituri de rând, taburi…)
# A record that cannot be read (its words are the server's), then the reason the rules give.
cli-record-reason = {$what}: {$reason}
cli-failure-game-needed = trebuie dat --game (quarto, danish sau quartino) sau --load cu un fișier de partidă
cli-failure-load-other-game = --game {$asked}: înregistrarea este o partidă de {$game}; nu dați --game împreună cu --load
cli-failure-load-nothing = nu s-a putut începe nicio partidă (erori: {$errors}): rulează un server Quartet la adresa aceea?
cli-failure-start-over = în această poziție partida s-a încheiat: nu mai rămâne nicio mutare
cli-failure-from-past-end = fișierul are { $actions ->
    [one] {$actions} mutare
    [few] {$actions} mutări
   *[other] {$actions} de mutări
}: --from {$from} trece de sfârșitul lui
cli-failure-seat-count = {$game} are aici { $seats ->
    [one] un loc
    [few] {$seats} locuri
   *[other] {$seats} de locuri
}, dar --seats numește {$named}
cli-failure-no-index = --static {$dir}: acolo nu există index.html
cli-failure-no-section = {$game} nu are secțiunea „{$section}”: se aștepta una dintre {$sections}
cli-failure-hash = --hash {$hash} MiB depășește memoria disponibilă de {$available} MiB: cereți mai puțin
cli-failure-no-solver = doar Quarto! are un rezolvitor, {$game} nu are
cli-failure-runtime = serverul nu-și poate porni firele de execuție
cli-failure-log-filter = --log „{$filter}”: se aștepta un filtru de jurnal, de exemplu info sau warn,quartet_server=debug
cli-failure-stdin = intrarea standard nu poate fi citită
cli-failure-reading = la citirea {$path}
cli-failure-writing = la scrierea {$path}
cli-failure-creating = la crearea {$path}
cli-failure-opening = la deschiderea {$path}
cli-failure-removing = la ștergerea {$path}
cli-failure-external-program = external: trebuie un program, ca external:"quartet engine"
cli-failure-no-result-file = niciun fișier de rezultate
cli-failure-book-variant = varianta „{$name}” nu există: se aștepta lines-N sau squares-N, cu N de la 1 la 4
cli-failure-book-not-built = cartea pentru {$name} nu este construită încă (quartet book build --variants {$name})
cli-failure-level-not-built = al cincilea nivel al cărții pentru {$name} nu este construit încă (quartet book five --variants {$name})
cli-failure-book-unreadable = cartea livrată pentru {$name} nu poate fi citită: {$reason}
cli-failure-puzzles-write = problemele nu pot fi scrise
# Pornirea serverului: adresa, depozitul ($reason: cuvintele sistemului sau ale bazei de date).
cli-failure-bind = nu se poate asculta pe {$addr}: {$reason}
cli-failure-http = serverul HTTP a eșuat: {$reason}
cli-failure-store = depozitul jocurilor nu poate fi deschis: {$reason}
cli-failure-store-location = locație greșită a bazei de date „{$location}”: {$reason}
cli-failure-store-data-dir = dosarul de date {$dir} nu poate fi creat: {$reason}
cli-failure-store-open = baza de date {$location} nu poate fi deschisă: {$reason}
cli-failure-store-migrate = migrările bazei de date au eșuat: {$reason}
cli-io-not-found = fișierul nu există
cli-io-permission = acces interzis
cli-io-directory = este un dosar, nu un fișier
cli-io-not-text = nu este text (UTF-8)
cli-io-address-in-use = adresa este folosită (rulează deja alt server acolo?)
cli-io-address-not-here = mașina aceasta nu are o asemenea adresă
cli-io-exists = există deja

# Înlocuitorii valorilor argumentelor în ajutor, liniile de utilizare și refuzuri.
cli-value-options = OPȚIUNI
cli-value-lang = LIMBĂ
cli-value-game = JOC
cli-value-position = POZIȚIE
cli-value-depth = ADÂNCIME
cli-value-list = LISTĂ
cli-value-text = TEXT
cli-value-seat = LOC
cli-value-rules = REGULI
cli-value-seats = LOCURI
cli-value-clock = CEAS
cli-value-seed = SEMINȚĂ
cli-value-load = FIȘIER
cli-value-a = A
cli-value-b = B
cli-value-games = PARTIDE
cli-value-threads = FIRE
cli-value-movetime = TIMP_MUTARE
cli-value-max-actions = MAX_ACȚIUNI
cli-value-opening = DESCHIDERE
cli-value-json = JSON
cli-value-records = PARTIDE
cli-value-files = FIȘIERE
cli-value-level = NIVEL
cli-value-port = PORT
cli-value-host = ADRESĂ
cli-value-host-port = ADRESĂ:PORT
cli-value-dir = DOSAR
cli-value-url = URL
cli-value-token = TOKEN
cli-value-n = N
cli-value-addresses = ADRESE
cli-value-log-format = FORMAT
cli-value-filter = FILTRU
cli-value-seconds = SECUNDE
cli-value-think-ms = MS_GÂNDIRE
cli-value-ramp-seconds = SECUNDE_RAMPĂ
cli-value-mib = MIB
cli-value-pieces = PIESE
cli-value-count = NUMĂR
cli-value-section = SECȚIUNE
cli-value-width = LĂȚIME
cli-value-record = PARTIDĂ
cli-value-quarto-nodes = NODURI_QUARTO
cli-value-danish-nodes = NODURI_DANEZ
cli-value-quartino-playouts = SIMULĂRI_QUARTINO
cli-value-max-games = MAX_PARTIDE
cli-value-file = FIȘIER

## Raportul lui quartet solve (JSON-ul își păstrează cheile și cuvintele englezești).
solve-position = poziția: {$position}
solve-value = valoarea: {$value}
solve-best = cele mai bune ture: {$turns}
# Mai multe ture păstrează valoarea decât arată raportul: câte sunt, apoi primele dintre ele.
solve-best-many = cele mai bune ture ({$count}): {$turns}, …
solve-cells = căsuțele, fiecare cu valoarea celei mai bune piese date:
# O căsuță, valoarea ei, apoi valoarea fiecărei piese date după așezarea acolo, cea mai bună întâi.
solve-cell = {$cell}: {$value}; dând {$gives}
solve-cell-ends = {$cell}: {$value} (așezarea încheie jocul)
solve-give = {$piece}: {$value}
solve-turns = turele:
solve-turn = {$turn}: {$value}
solve-line = continuarea principală: {$actions}
solve-searched = noduri căutate: {$nodes} în {$seconds} s ({ $rate ->
    [one] {$rate} milion
    [few] {$rate} milioane
   *[other] {$rate} de milioane
} pe secundă)
solve-from-book = răspuns din carte în {$seconds} s, fără căutare
# Linia de progres a unei rezolvări lungi, pe ieșirea de erori.
solve-progress = { $millions ->
    [one] {$millions} milion
    [few] {$millions} milioane
   *[other] {$millions} de milioane
} de noduri ({ $rate ->
    [one] {$rate} milion
    [few] {$rate} milioane
   *[other] {$rate} de milioane
} pe secundă)
solve-progress-turns = { $millions ->
    [one] {$millions} milion
    [few] {$millions} milioane
   *[other] {$millions} de milioane
} de noduri ({ $rate ->
    [one] {$rate} milion
    [few] {$rate} milioane
   *[other] {$rate} de milioane
} pe secundă), ture rezolvate: {$done} din {$total}

## Anunțul lui quartet serve, pentru cine l-a pornit (jurnalele rămân în engleză). Adresa vine
## întâi, singurul http:// din anunț; îndemnul de oprire scrie Ctrl-C exact așa.
serve-running = Quartet rulează: deschideți {$url}
serve-kept-sqlite = jocurile sunt păstrate în fișierul SQLite {$path}
serve-kept-memory = jocurile sunt păstrate în memorie (SQLite): se pierd când serverul se oprește
serve-kept-postgres = jocurile sunt păstrate în PostgreSQL la {$url}
serve-resumed = { $count ->
    [one] un joc neterminat reluat
    [few] {$count} jocuri neterminate reluate
   *[other] {$count} de jocuri neterminate reluate
}
serve-ui = interfața pentru browser din {$dir}
serve-no-ui = nu s-a găsit nicio interfață pentru browser construită (web/dist): se servește o pagină provizorie
serve-stop-hint = apăsați Ctrl-C pentru oprire
serve-stopping = se oprește…
