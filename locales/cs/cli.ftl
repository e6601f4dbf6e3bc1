# Nápověda příkazové řádky (`quartet --help`, `quartet <příkaz> --help`).

cli-usage = Použití:
cli-heading-commands = Příkazy
cli-heading-arguments = Argumenty
cli-heading-options = Volby
cli-value-command = PŘÍKAZ
cli-help = Vypíše nápovědu
cli-help-more = Vypíše nápovědu (podrobnější s '--help')
cli-help-summary = Vypíše nápovědu (stručnou s '-h')
cli-version = Vypíše verzi
cli-help-command = Vypíše tuto zprávu nebo nápovědu k zadaným příkazům
cli-help-command-arg = Vypíše nápovědu k tomuto příkazu
cli-default = [výchozí: {$value}]
cli-possible-values = [možné hodnoty: {$values}]
cli-env = [proměnná prostředí: {$name}]

## Volby více příkazů

cli-arg-attributes = Quarto!: vlastnosti, které se počítají, oddělené čárkou z height,colour,shape,top
cli-arg-game = quarto, danish nebo quartino
cli-arg-hash = Velikost transpoziční tabulky v MiB
cli-arg-lang = Jazyk textů a této nápovědy: en, ro, es, fr, cs nebo it (výchozí: podle LC_ALL, LC_MESSAGES nebo LANG)
cli-arg-position = Situace v zápisu dané hry
cli-arg-rules = Jakákoli hra: pravidla, jak je uvádí značka [Rules] záznamu hry
cli-arg-squares = Quarto!: vyhrávají i čtverce 2×2 (pokročilá hra)
cli-arg-threads = Vlákna hledání
cli-arg-viewer = Quartino: ukázat pozici tak, jak ji vidí toto místo (1–5) (výchozí: hráč na tahu)

cli-about = Quartet: hrajte, řešte a rozebírejte Quarto!, Dánské Quarto a Quartino.

cli-perft = Spočítá posloupnosti akcí o přesně DEPTH akcích z pozice
cli-perft-arg-depth = Kolik akcí do hloubky (0 až 255)

cli-show = Nakreslí pozici v terminálu

cli-play = Hra v terminálu proti počítači nebo lidem u této klávesnice
cli-play-long =
    Hra v terminálu proti počítači nebo lidem u této klávesnice.

    Standardně na celou obrazovku: nabídka (nová hra od začátku nebo z pozice, nebo „Načíst záznam…“), pak hrací deska. Hrajte klávesnicí (napište akci a Enter, nebo ji vyberte v seznamu pomocí ↑↓ a Enter) nebo myší: klikněte na pole nebo kámen v zásobě (Quarto!); na bod, nebo na svůj kámen a pak kam jde, pak na kámen, který se bere, když vznikne čtverec (Dánské Quarto); na barvu v zásobě a pak na pole, na Quartino kartu v ruce, kterou ji uplatníte, nebo na tlačítko (Quartino). Esc zruší volbu (jinak ukončí hru); Ctrl+S uloží hru jako záznam, Ctrl+O záznam nahraje; F1 nápověda.
cli-play-arg-clock = Hodiny: none, 1m/move, 10m, 10m+5s (výchozí: none; s --load ty ze záznamu)
cli-play-arg-load = Pokračovat ve hře ze souboru se záznamem (uloženým přes Ctrl+S nebo `save SOUBOR`); místa jsou podle záznamu, pokud je neurčí --seats. Ve hře na celou obrazovku záznam nahraje i Ctrl+O
cli-play-arg-from = S --load: pokračovat po tomto počtu tahů záznamu místo po posledním (0: od začátku)
cli-play-arg-start = S --game: začít z této pozice (v zápisu hry, jak ji píší `quartet show` a stránky her) místo obvyklého začátku
cli-play-arg-plain = Text řádek po řádku místo zobrazení na celou obrazovku
cli-play-arg-rules = Pravidla, jak je uvádí značka [Rules] záznamu (např. "squares=yes win=announce"); ne s --load, jehož záznam má svá
cli-play-arg-seats = Místa v pořadí tahů, oddělená čárkou: `human`, `human:JMÉNO` nebo úroveň počítače (beginner, casual, strong, strongest, perfect). Výchozí: vy proti příležitostnému počítači. V Quartinu je jejich počet počtem hráčů, pokud --rules neurčí players=
cli-play-arg-seed = Semínko rozdání a počítačů

cli-arena = Zápas dvou počítačů a jejich hodnocení
cli-arena-arg-a = Počítač A: úroveň (beginner, casual, strong, strongest, perfect), random, greedy, mcts:N (N simulací na tah), mcts:Nms (N ms na tah) nebo external:"PROGRAM ARGUMENTY…"
cli-arena-arg-b = Počítač B, zapsaný jako počítač A
cli-arena-arg-games = Kolik her (1 až milion)
cli-arena-arg-json = Zapsat výsledek jako JSON do tohoto souboru
cli-arena-arg-max-actions = Hra delší než tolik akcí se zastaví jako remíza
cli-arena-arg-movetime = Čas na tah pro vnější programy a úrovně s hledáním, v milisekundách (nejvýš hodina)
cli-arena-arg-opening = Začít každou hru tolika náhodnými akcemi, z nichž žádná hru neukončí; obě hry dvojice mají stejné zahájení s prohozenými místy (v Quartinu se liší rozdání). Pro počítače, které by jinak hrály pokaždé stejnou hru
cli-arena-arg-quiet = Bez ukazatele průběhu
cli-arena-arg-records = Uložit každou hru jako záznam do této složky
cli-arena-arg-rules = Pravidla hry, jak je uvádí značka [Rules] záznamu
cli-arena-arg-seed = Semínko zápasu
cli-arena-arg-threads = Pracovní vlákna (výchozí: všechna jádra)
cli-arena-arg-uncapped = Úrovně bez časových limitů: jejich hledání zastaví jen rozpočet uzlů nebo simulací, takže zápas dá stejné hry na jakémkoli stroji, jakkoli vytíženém

cli-arena-merge = Sloučí soubory s výsledky jednoho zápasu hraného po částech (`arena --json`, každá část s vlastním `--seed`) do jednoho výsledku
cli-arena-merge-arg-files = Soubory s výsledky od `arena --json`, všechny ze stejného zápasu: stejná hra, pravidla, zahájení a počítače a žádná hra dvakrát (hra `i` zápasu hraného s `--seed S` má semínko `S + i`, takže `--seed S+N` pokračuje tam, kde zápas N her skončil)
cli-arena-merge-arg-json = Zapsat sloučený výsledek jako JSON do tohoto souboru

cli-engine = Mluví protokolem Quartet Engine Protocol (QEP) na standardním vstupu a výstupu
cli-engine-arg-level = Síla hry (beginner, casual, strong, strongest, perfect)
cli-engine-arg-seed = Semínko náhodných voleb počítače

cli-serve = Spustí webový server: rozhraní v prohlížeči, JSON API a živé hry
cli-serve-arg-addr = Adresa a port k naslouchání najednou, např. 127.0.0.1:8080 nebo [::1]:8080 (místo --host a --port)
cli-serve-arg-analysis-threads = Kolik rozborů smí běžet najednou, ve vláknech odděleně od počítačových hráčů
cli-serve-arg-behind-proxy = Za reverzní proxy: adresa klienta je ta, kterou důvěryhodné proxy zapíší do X-Forwarded-For (limity na adresu klienta počítají s ní), a jejich X-Forwarded-Proto: https dá cookie relace příznak Secure; hlavičky jiných protějšků se přehlížejí. Z prostředí: true nebo false
cli-serve-arg-trusted-proxies = Adresy nebo bloky adres důvěryhodných proxy, oddělené čárkami (10.0.0.5, 10.0.0.0/8, fd00::/8); jejich zadání znamená i --behind-proxy. Výchozí s --behind-proxy: tento stroj (127.0.0.0/8 a ::1)
cli-serve-arg-bot-threads = Kolik hledání počítačových hráčů smí běžet najednou (výchozí: o jedno méně než jader)
cli-serve-arg-data-dir = Kde se hry uchovávají (soubor SQLite, quartet.db, v této složce)
cli-serve-arg-database-connections = S PostgreSQL: nejvíce spojení, která uzel otevře pro hry (nejméně 2, plus jedno pro jeho signál života). Každé je proces PostgreSQL: zvyšte je, když má PostgreSQL vlastní jádra, na kterých je spustí (viz docs/deploy.md)
cli-serve-arg-database-url = Databáze místo datové složky: postgres://UŽIVATEL:HESLO@STROJ/DB nebo sqlite://SOUBOR. Lépe z prostředí, kde heslo nepřečtou jiní uživatelé stroje
cli-serve-arg-host = Adresa k naslouchání: 127.0.0.1 jen pro tento stroj, 0.0.0.0 pro všechny sítě
cli-serve-arg-http-burst = Kolik požadavků API smí adresa klienta poslat nárazově
cli-serve-arg-first-turn-seconds = Kolik času má hráč hry v reálném čase nebo bez hodin mezi lidmi na svůj první tah, než server hru zruší, bez hodnocení (korespondenční hra dává svůj čas na tah; viz docs/api.md)
cli-serve-arg-http-rate = Kolik požadavků API smí adresa klienta poslat průměrně za sekundu (0: bez limitu)
cli-serve-arg-lease-seconds = S PostgreSQL (více uzlů nad jednou databází): jak dlouho platí bez obnovení držení her, které uzel řídí; jiný uzel hru převezme do této doby a její šestiny po pádu uzlu (viz docs/cluster.md)
cli-serve-arg-log = Které řádky protokolu psát: error, warn, info, debug nebo trace, nebo po modulech jako `info,quartet_server=debug`
cli-serve-arg-log-format = Jak vypadají řádky protokolu na standardním chybovém výstupu: text pro člověka, nebo json, jeden objekt JSON na řádek, pro sběrač protokolů
cli-serve-arg-metrics-token = Token bearer, který /metrics vyžaduje (posílá ho nastavení `authorization` v Prometheu); bez něj /metrics odpoví každému, kdo se k uzlu dostane. Lépe z prostředí, kde ho nepřečtou jiní uživatelé stroje
cli-serve-arg-port = Port k naslouchání (0: jakýkoli volný port)
cli-serve-arg-shutdown-seconds = Při SIGTERM nebo Ctrl-C: jak dlouho smí zastavování serveru trvat (spojení vyzvána k novému připojení, rozpracované požadavky zodpovězeny, počítače zastaveny, úložiště zavřeno), než i tak skončí; každá potvrzená akce už byla uložena
cli-serve-arg-static-dir = Sestavené rozhraní pro prohlížeč, které se má servírovat (výchozí: web/dist, pokud existuje)

cli-load-test = Hraje mnoho her najednou proti serveru na tomto stroji a měří ho
cli-load-test-arg-games = Počet her hraných najednou
cli-load-test-arg-ramp-seconds = Hry začínají rozložené do tolika sekund (výchozí: čtvrtina běhu, nejvýš 10)
cli-load-test-arg-seconds = Jak dlouho hrát, v sekundách
cli-load-test-arg-seed = Semínko voleb hráčů
cli-load-test-arg-think-ms = Průměrná pauza hráče před každou akcí, v ms (0: co nejrychleji; nejvýš minuta)
cli-load-test-arg-url = Běžící server k zatížení (jen místní), např. http://127.0.0.1:8080/; zadaný vícekrát, uzly jednoho clusteru (každá hra založená na jednom, její dva hráči na dvou); bez něj se server spustí v tomto procesu nad dočasnou datovou složkou

cli-bench = Změří rychlost pravidel (perft a náhodné simulace)
cli-bench-arg-game = quarto, danish nebo quartino; bez něj všechny hry
cli-bench-arg-seconds = Sekundy na každé měření (nejvýš hodina)

cli-solve = Přesně vyřeší pozici Quarto!: její hodnotu, hodnotu každého tahu, nejlepší pokračování
cli-solve-arg-distance = Uvést i vzdálenost do konce (nejkratší výhra, nejdelší prohra), v položeních
cli-solve-arg-game = Hra: řešitel má jen quarto
cli-solve-arg-json = Vypsat JSON (viz docs/solver.md) a žádný průběh
cli-solve-arg-no-book = Prohledat i pozice, na které odpovídá kniha (nejvýš čtyři kameny na desce)
cli-solve-arg-no-line = S --value-only: nepočítat ani hlavní pokračování
cli-solve-arg-position = Situace, např. "..../..../..../.... -" (začátek) nebo "0f../..../.3../a... 5"
cli-solve-arg-threads = Vlákna hledání (výchozí: až 2, podle dostupných jader; nejvýš 64)
cli-solve-arg-time-limit = Vzdát to po tolika sekundách (nejvýš týden)
cli-solve-arg-value-only = Jen hodnota a jeden nejlepší tah, ne hodnota každého tahu

cli-solve-bench = Změří přesného řešitele na pevné sadě (2–5 kamenů, řady a čtverce)
cli-solve-bench-arg-count = Situací na každý počet kamenů a sadu pravidel
cli-solve-bench-arg-pieces = Počty kamenů na desce k měření (každý 0 až 12), oddělené čárkou
cli-solve-bench-arg-threads = Vlákna hledání (nejvýš 64)
cli-solve-bench-arg-verbose = Vypsat výsledek každé pozice

cli-rules = Pravidla hry pro toho, kdo ji nikdy nehrál
cli-rules-arg-section = Jen tento oddíl (jeho kotva jako v odkazech prohlížeče: `squares`, `announce`, …)
cli-rules-arg-width = Šířka, na kterou se text zalomí

cli-review = Rozbor dohrané hry: hodnota každé akce před ní a po ní, chyby s volbou počítače a proč, a graf (Quarto! přesným řešitelem)
cli-review-arg-danish-nodes = Dánské Quarto: uzly počítače na každou pozici
cli-review-arg-json = Vypsat rozbor jako JSON
cli-review-arg-quartino-playouts = Quartino: simulace hledání na každé rozhodnutí
cli-review-arg-quarto-nodes = Quarto!: uzly řešitele na každou pozici (pozice, které v nich nedořeší, se vezmou z knihy zahájení, nebo zůstanou neznámé)
cli-review-arg-record = Záznam hry (viz docs/records.md); `-` čte standardní vstup

cli-puzzles = Úlohy vytvořené počítačem: vytvořit je, zkontrolovat soubor s úlohami

cli-puzzles-generate = Vytvoří úlohy z her, které hraje počítač, každou s jediným řešením ověřeným rozhodčím; po řádku (formát viz `crates/engine/src/learn/puzzle.rs`)
cli-puzzles-generate-arg-count = Kolik úloh
cli-puzzles-generate-arg-max-games = Vzdát to po tolika hrách
cli-puzzles-generate-arg-out = Připsat úlohy do tohoto souboru místo na standardní výstup
cli-puzzles-generate-arg-rules = Pravidla, jak je uvádí značka [Rules] záznamu (výchozí: vlastní pravidla hry)
cli-puzzles-generate-arg-seed = Semínko první hrané hry (hra i se hraje ze SEED + i)
cli-puzzles-generate-arg-themes = Jen tato témata, oddělená čárkou (výchozí: všechna témata hry, každé v jeho podílu)

cli-puzzles-check = Zkontroluje soubor s úlohami: každý řádek se dá přečíst a každé řešení rozhodčí přijme
cli-puzzles-check-arg-file = Soubor

cli-analysis-bench = Změří, jak rychle přijde hodnota, nejlepší tah a úplný rozbor náhodných pozic každé varianty (0–15 kamenů, obě fáze)
cli-analysis-bench-arg-count = Situací na variantu (8), počet kamenů a fázi
cli-analysis-bench-arg-hash = Velikost transpoziční tabulky v MiB pro řešitele každé varianty
cli-analysis-bench-arg-pieces = Počty kamenů na desce k měření, oddělené čárkou (výchozí: 0 až 15)
cli-analysis-bench-arg-variants = Varianty k měření, oddělené čárkou (lines-1 … lines-4, squares-1 … squares-4); výchozí: všech osm
cli-analysis-bench-arg-verbose = Vypsat časy každé pozice

cli-book = Knihy Quarto!: každá pozice s nejvýš čtyřmi kameny, vyřešená

cli-book-build = Sestaví knihy vyřešením každé pozice s nejvýš čtyřmi kameny (dlouhé: minuty až hodiny každá). Přerušené sestavování pokračuje podle deníku ve stejné složce
cli-book-build-arg-out = Kam knihy zapsat (book-lines-N.bin, book-squares-N.bin); dodávané jsou v crates/engine/data
cli-book-build-arg-variants = Varianty k sestavení, oddělené čárkou (lines-1 … lines-4, squares-1 … squares-4); výchozí: všech osm

cli-book-five = Sestaví pátou úroveň knih: každá pozice s pěti kameny ohodnocená a ověřená podle knihy (dlouhé: hodiny pro čtyři vlastnosti). Přerušené sestavování pokračuje podle deníku ve stejné složce
cli-book-five-arg-out = Kam páté úrovně zapsat (five-lines-N.bin, five-squares-N.bin); dodávané jsou v crates/engine/data
cli-book-five-arg-variants = Varianty k sestavení, oddělené čárkou (lines-1 … lines-4, squares-1 … squares-4); výchozí: všech osm

cli-book-six = Sestaví šestou úroveň knih: každá pozice se šesti kameny ohodnocená a ověřená podle páté úrovně (dlouhé: asi tři hodiny pro standardní hru). Přerušené sestavování pokračuje podle deníku ve stejné složce
cli-book-six-arg-out = Kam šesté úrovně zapsat (six-lines-N.bin, six-squares-N.bin); dodávané jsou v crates/engine/data
cli-book-six-arg-variants = Varianty k sestavení, oddělené čárkou (lines-1 … lines-4, squares-1 … squares-4); výchozí: všech osm

cli-book-export = Zapíše knihy jako otevřená data: jeden řádek CSV na pozici (formát v docs/solver.md)
cli-book-export-arg-out = Soubor k zápisu (`-` pro standardní výstup)
cli-book-export-arg-variants = Varianty k exportu, oddělené čárkou (lines-1 … squares-4); výchozí: každá, jejíž kniha je sestavená

cli-book-info = Ukáže, co obsahují dodávané knihy

# Odmítnutí příkazové řádky knihovnou clap a důvody u čísel.
cli-error-heading = chyba:
cli-error-unknown-argument = nečekaný argument '{$arg}'
cli-error-unknown-command = neznámý příkaz '{$command}'
cli-error-invalid-value = neplatná hodnota '{$value}' pro '{$arg}'
cli-error-invalid-value-why = neplatná hodnota '{$value}' pro '{$arg}': {$why}
cli-error-possible-values = [možné hodnoty: {$values}]
cli-error-missing = chybí povinné argumenty: {$args}
cli-error-missing-command = '{$command}' potřebuje příkaz, ale žádný nebyl zadán
cli-error-conflict = argument '{$arg}' nelze použít spolu s '{$other}'
cli-error-extra-value = nečekaná hodnota '{$value}' pro '{$arg}'; další už se nečekaly
cli-error-value-count = nesprávný počet hodnot pro '{$arg}'
cli-error-repeated = argument '{$arg}' lze použít jen jednou
cli-error-no-equals = '{$arg}' dostává hodnotu za rovnítkem ('{$arg}=…')
cli-error-not-utf8 = jeden z argumentů není platný text UTF-8
cli-error-other = příkazovou řádku nelze přečíst
cli-tip-similar-argument = tip: existuje podobný argument: '{$similar}'
cli-tip-similar-command = tip: existuje podobný příkaz: '{$similar}'
cli-tip-similar-value = tip: existuje podobná hodnota: '{$similar}'
cli-tip-dash = tip: chcete-li předat '{$arg}' jako hodnotu, napište '-- {$arg}'
cli-error-more = Více se dozvíte příkazem '{$help}'.
cli-expected-whole = čekalo se celé číslo od {$min} do {$max}
cli-expected-seconds = čekal se počet sekund, víc než 0 a nejvýše {$max}
cli-expected-number = čekalo se číslo od {$min} do {$max}
cli-expected-game = čekalo se quarto, danish nebo quartino
cli-expected-clock = čekalo se none, 60s/move, 1d/move, 10m nebo 10m+5s
cli-expected-language = čekalo se en, ro, es, fr, cs nebo it
cli-expected-address = čekala se adresa IP nebo blok adres, např. 10.0.0.5, 10.0.0.0/8 nebo fd00::/8
cli-expected-prefix = čekala se délka prefixu od 0 do 32 (IPv4) nebo od 0 do 128 (IPv6)

# What went wrong once the command line was read (after cli-error-heading).
# What is wrong, after where: a file, a position, an option.
cli-failure-in = {$place}: {$reason}
cli-failure-position = pozice „{$text}“
cli-failure-position-cut = pozice „{$text}“ ({$chars} znaků)
cli-failure-quarto-options = --squares a --attributes jsou volby hry quarto, ne danish
cli-failure-viewer = --viewer {$seat}: čekalo se místo od 1 do {$seats}
cli-failure-hidden-hand = pozice skrývá držák místa z --viewer: zadejte celou pozici
cli-failure-seat = místo „{$seat}“: čekalo se human, human:JMÉNO nebo úroveň počítače (beginner, casual, strong, strongest, perfect)
cli-failure-seat-name = místo „{$seat}“: jméno nesmí obsahovat řídicí znaky (konce řádků, tabulátory…)
# A record that cannot be read (its words are the server's), then the reason the rules give.
cli-record-reason = {$what}: {$reason}
cli-failure-game-needed = chybí --game (quarto, danish nebo quartino) nebo --load se souborem záznamu
cli-failure-load-other-game = --game {$asked}: záznam je ze hry {$game}; s --load --game nezadávejte
cli-failure-load-nothing = žádnou hru se nepodařilo začít (chyb: {$errors}): běží na té adrese server Quartet?
cli-failure-start-over = v této pozici je hra u konce: nezbývá žádný tah
cli-failure-from-past-end = záznam má { $actions ->
    [one] {$actions} tah
    [few] {$actions} tahy
   *[other] {$actions} tahů
}: --from {$from} je za jeho koncem
cli-failure-seat-count = {$game} tu má { $seats ->
    [one] {$seats} místo
    [few] {$seats} místa
   *[other] {$seats} míst
}, ale --seats jich jmenuje {$named}
cli-failure-no-index = --static {$dir}: není tam žádný index.html
cli-failure-no-section = {$game} nemá oddíl „{$section}“: čekal se jeden z {$sections}
cli-failure-hash = --hash {$hash} MiB je víc než {$available} MiB dostupné paměti: požádejte o méně
cli-failure-no-solver = řešitel má jen Quarto!, {$game} žádný nemá
cli-failure-runtime = server nemůže spustit svá vlákna
cli-failure-log-filter = --log „{$filter}“: čekal se filtr záznamů, např. info nebo warn,quartet_server=debug
cli-failure-stdin = standardní vstup nelze číst
cli-failure-reading = při čtení {$path}
cli-failure-writing = při zápisu {$path}
cli-failure-creating = při vytváření {$path}
cli-failure-opening = při otevírání {$path}
cli-failure-removing = při mazání {$path}
cli-failure-external-program = external: chybí program, např. external:"quartet engine"
cli-failure-no-result-file = žádný soubor s výsledky
cli-failure-book-variant = neznámá varianta „{$name}“: čekalo se lines-N nebo squares-N s N od 1 do 4
cli-failure-book-not-built = kniha pro {$name} ještě není sestavena (quartet book build --variants {$name})
cli-failure-level-not-built = pátá úroveň knihy pro {$name} ještě není sestavena (quartet book five --variants {$name})
cli-failure-book-unreadable = dodanou knihu pro {$name} nelze číst: {$reason}
cli-failure-puzzles-write = úlohy nelze zapsat
# Spuštění serveru: jeho adresa, jeho úložiště ($reason: slova systému nebo databáze).
cli-failure-bind = na {$addr} nelze naslouchat: {$reason}
cli-failure-http = server HTTP selhal: {$reason}
cli-failure-store = úložiště her nelze otevřít: {$reason}
cli-failure-store-location = chybné umístění databáze „{$location}“: {$reason}
cli-failure-store-data-dir = složku dat {$dir} nelze vytvořit: {$reason}
cli-failure-store-open = databázi {$location} nelze otevřít: {$reason}
cli-failure-store-migrate = migrace databáze selhaly: {$reason}
cli-io-not-found = takový soubor neexistuje
cli-io-permission = přístup odepřen
cli-io-directory = je to složka, ne soubor
cli-io-not-text = není to text (UTF-8)
cli-io-address-in-use = adresa se už používá (neběží tam jiný server?)
cli-io-address-not-here = tento počítač takovou adresu nemá
cli-io-exists = už existuje

# Zástupné názvy hodnot argumentů v nápovědě, řádcích použití a odmítnutích.
cli-value-options = VOLBY
cli-value-lang = JAZYK
cli-value-game = HRA
cli-value-position = POZICE
cli-value-depth = HLOUBKA
cli-value-list = SEZNAM
cli-value-text = TEXT
cli-value-seat = MÍSTO
cli-value-rules = PRAVIDLA
cli-value-seats = MÍSTA
cli-value-clock = HODINY
cli-value-seed = SEMÍNKO
cli-value-load = SOUBOR
cli-value-a = A
cli-value-b = B
cli-value-games = HRY
cli-value-threads = VLÁKNA
cli-value-movetime = ČAS_TAHU
cli-value-max-actions = MAX_AKCÍ
cli-value-opening = ZAHÁJENÍ
cli-value-json = JSON
cli-value-records = ZÁZNAMY
cli-value-files = SOUBORY
cli-value-level = ÚROVEŇ
cli-value-port = PORT
cli-value-host = ADRESA
cli-value-host-port = ADRESA:PORT
cli-value-dir = SLOŽKA
cli-value-url = URL
cli-value-token = TOKEN
cli-value-n = N
cli-value-addresses = ADRESY
cli-value-log-format = FORMÁT
cli-value-filter = FILTR
cli-value-seconds = SEKUNDY
cli-value-think-ms = MS_MYŠLENÍ
cli-value-ramp-seconds = SEKUNDY_NÁBĚHU
cli-value-mib = MIB
cli-value-pieces = FIGURKY
cli-value-count = POČET
cli-value-section = ODDÍL
cli-value-width = ŠÍŘKA
cli-value-record = ZÁZNAM
cli-value-quarto-nodes = UZLY_QUARTO
cli-value-danish-nodes = UZLY_DÁNSKÉ
cli-value-quartino-playouts = SIMULACE_QUARTINO
cli-value-max-games = MAX_HER
cli-value-file = SOUBOR

## Výpis příkazu quartet solve (jeho JSON si nechává anglické klíče a slova).
solve-position = pozice: {$position}
solve-value = hodnota: {$value}
solve-best = nejlepší tahy: {$turns}
# Hodnotu drží víc tahů, než výpis uvádí: kolik jich je, pak ty první.
solve-best-many = nejlepší tahy ({$count}): {$turns}, …
solve-cells = pole, každé s hodnotou nejlepší předané figurky:
# Pole, jeho hodnota, pak hodnota každé figurky předané po položení tam, nejlepší první.
solve-cell = {$cell}: {$value}; při předání {$gives}
solve-cell-ends = {$cell}: {$value} (položení hru končí)
solve-give = {$piece}: {$value}
solve-turns = tahy:
solve-turn = {$turn}: {$value}
solve-line = hlavní pokračování: {$actions}
solve-searched = prohledané uzly: {$nodes} za {$seconds} s ({ $rate ->
    [one] {$rate} milion
    [few] {$rate} miliony
    [many] {$rate} milionu
   *[other] {$rate} milionů
} za sekundu)
solve-from-book = odpověď z knihy za {$seconds} s, bez hledání
# Řádek s průběhem dlouhého řešení, na chybovém výstupu.
solve-progress = { $millions ->
    [one] {$millions} milion
    [few] {$millions} miliony
    [many] {$millions} milionu
   *[other] {$millions} milionů
} uzlů ({ $rate ->
    [one] {$rate} milion
    [few] {$rate} miliony
    [many] {$rate} milionu
   *[other] {$rate} milionů
} za sekundu)
solve-progress-turns = { $millions ->
    [one] {$millions} milion
    [few] {$millions} miliony
    [many] {$millions} milionu
   *[other] {$millions} milionů
} uzlů ({ $rate ->
    [one] {$rate} milion
    [few] {$rate} miliony
    [many] {$rate} milionu
   *[other] {$rate} milionů
} za sekundu), vyřešené tahy: {$done} z {$total}

## Úvodní výpis quartet serve pro toho, kdo ho spustil (záznamy zůstávají anglicky). Adresa je
## první, jediné http:// ve výpisu; pokyn k zastavení píše Ctrl-C přesně takto.
serve-running = Quartet běží: otevřete {$url}
serve-kept-sqlite = hry se ukládají do souboru SQLite {$path}
serve-kept-memory = hry se drží v paměti (SQLite): po zastavení serveru se ztratí
serve-kept-postgres = hry se ukládají do PostgreSQL na {$url}
serve-resumed = { $count ->
    [one] obnovena {$count} nedohraná hra
    [few] obnoveny {$count} nedohrané hry
   *[other] obnoveno {$count} nedohraných her
}
serve-ui = rozhraní pro prohlížeč z {$dir}
serve-no-ui = sestavené rozhraní pro prohlížeč nenalezeno (web/dist): zobrazuje se náhradní stránka
serve-stop-hint = zastavíte klávesami Ctrl-C
serve-stopping = zastavuje se…
