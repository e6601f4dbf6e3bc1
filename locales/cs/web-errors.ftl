# Chyby serveru v prohlížeči, jedna zpráva na každý kód API. $message: slova serveru, anglicky.
# Odmítnutí podle pravidel jsou v errors.ftl.

server-error-bad-request = Server tento požadavek nemůže použít.
server-error-bad-token = Klíč vašeho místa pro tuto hru neplatí.
server-error-spectator = Tuto hru sledujete: hrát mohou jen její hráči.
server-error-not-your-seat = Toto místo není vaše.
server-error-not-found = Nenalezeno: hra nebo pozvánka byla možná zrušena, nebo je odkaz špatně opsaný.
server-error-method-not-allowed = Server tu na tento druh požadavku neodpovídá.
server-error-waiting = Hra čeká, až přijdou její hráči.
server-error-not-your-turn = Nejste na tahu.
server-error-over = Hra skončila.
server-error-seat-taken = Toto místo je už obsazené.
server-error-one-seat = V této hře už místo máte: se skrytými kartami hraje jeden člověk jen jedno místo.
server-error-started = Hra začala: už ji nelze zrušit.
server-error-nothing-to-undo = Není co vrátit.
server-error-undo-refused = Tahy se hned vracejí jen proti počítači (soupeře o vrácení tahu požádejte), a nikdy přes už ukázané karty.
server-error-not-over = Hra ještě neskončila.
server-error-rematch-exists = Odveta už existuje a vaše místa v ní jsou obsazená.
server-error-hidden = Záznam se otevře po konci hry: obsahuje skryté karty.
server-error-analysis-refused = Rozbor se otevře po konci hry (proti počítači hned).
server-error-stopping = Server se zastavuje: zkuste to za chvíli znovu.
server-error-busy = Server je vytížený: zkuste to za pár sekund znovu.
server-error-too-many-connections = Z vaší adresy je příliš mnoho spojení: zavřete jednu či dvě karty a zkuste to znovu.
server-error-request-timeout = Požadavek přicházel příliš pomalu: zkuste to znovu.
server-error-too-many-games = Máte tolik her čekajících na hráče, kolik smíte: nejdřív jednu začněte nebo zrušte.
server-error-too-large = To je na server příliš velké.
server-error-upgrade-required = Tato adresa slouží jen pro živé spojení.
server-error-illegal = Pravidla to nedovolují.
server-error-rate-limited = Příliš mnoho požadavků: chvíli počkejte a zkuste to znovu.
server-error-corrupt = Tuto uloženou hru nelze přehrát.
server-error-internal = Na serveru se něco pokazilo.
server-error-storage = Server to nemohl uložit: nic se nezměnilo. Zkuste to znovu.
server-error-not-owner = Hra přechází na jiný server: za okamžik to zkusíme znovu.
server-error-unanswered = Server, který hru řídí, neodpověděl včas: to, o co jste žádali, možná proběhlo. Hra je zobrazena tak, jak právě je.
server-error-analysis-timeout = Řešitel to nestihl včas.
server-error-analysis-memory = Řešitel nedostal paměť, kterou potřebuje.
server-error-name-taken = Toto jméno je obsazené (nebo jiné, které se mu podobá).
server-error-wrong-credentials = Jméno a heslo k sobě nepatří.
server-error-signed-out = Nejdřív se přihlaste.
server-error-rated-refused = Tato hra nemůže být hodnocená.
server-error-pairing-ended = Čekání na soupeře skončilo: odešli jste, nebo jste jinde požádali o jinou hru.
server-error-challenge-declined = Vaše výzva byla odmítnuta.
server-error-csrf = Požadavek přišel bez svého bezpečnostního klíče: načtěte stránku znovu a zkuste to znovu.
server-error-abort-refused = Už jste táhli: hru už nelze zrušit (nabídněte remízu nebo se vzdejte).
server-error-no-draw = V této hře není remíza dohodou.
server-error-no-offer = Druhý hráč nic nenabízí (nabídku stáhl, nebo ji ukončil tah).
server-error-claim-refused = Hru teď nelze nárokovat.
server-error-chat-refused = Tento řádek nelze odeslat.

## A refusal with its detail, and the details (docs/api.md): what a refusal is about beyond
## its code, said in place of the server's English words.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Zvolte hodiny: none, čas na tah nebo čas na hru.
server-detail-clock = „{$clock}“ nejsou hodiny: napište none, 30s/move, 3d/move, 10m nebo 10m+5s.
server-detail-clock-turn-range = Tah má nejméně 1 s a nejvýš 14 dní.
server-detail-clock-game-range = Hra má nejméně 10 s a nejvýš 24 h na hráče.
server-detail-clock-increment-range = Přídavek je nejvýš 1 h.
server-detail-length-cap = {$option} je na tomto serveru nejvýš {$most}.
server-detail-chosen-deal = Tato hra skrývá karty a má místa pro další lidi, proto nikdo nesmí zvolit, jak se rozdá.
server-detail-start-over = V této pozici je hra u konce: nezbýval by žádný tah. Zvolte pozici před koncem hry.
server-detail-bot-level = Tato hra nemá úroveň bota {$level}.
server-detail-seat-count = S těmito pravidly má hra { $seats ->
    [one] {$seats} hráče
    [few] {$seats} hráče
   *[other] {$seats} hráčů
}, ne {$given}.
server-detail-record-bad-tag = Řádek {$line} záznamu není značka [Jméno "hodnota"].
server-detail-record-missing-tag = Záznam nemá značku [{$tag} "…"].
server-detail-record-wrong-game = Záznam je z jiné hry ({$found}).
server-detail-record-bad-value = Značka [{$tag}] záznamu má hodnotu, které nelze rozumět.
server-detail-record-bad-action = Tah {$number} záznamu ({$action}) nelze zahrát.
server-detail-record-result-mismatch = Výsledek záznamu neodpovídá jeho tahům.
server-detail-record-unclosed-comment = Komentář záznamu otevřený znakem {"{"} není nikdy uzavřen.
server-detail-record-ply = Záznam má { $actions ->
    [one] {$actions} tah
    [few] {$actions} tahy
   *[other] {$actions} tahů
}: pokračujte od 0 do {$actions}.
server-detail-record-replay = Hru ze záznamu nelze přehrát.
server-detail-rated-signed-out = Hodnocená hra se hraje mezi účty.
server-detail-challenge-signed-out = Výzvy jsou mezi účty: nejdřív se přihlaste.
server-detail-rematch-unplayed = Odveta následuje po hře dohrané do konce: tato skončila bez výsledku.
server-detail-rated-bot = Hodnocená hra se hraje mezi lidmi: místo bota ji dělá nehodnocenou.
server-detail-rated-seats = V hodnocené hře máte právě jedno místo a každé další čeká na jiného hráče.
server-detail-rated-chosen-start = Hodnocená hra začíná obvyklým začátkem, který rozdá server.
server-detail-rated-imported = Importovaný záznam není nikdy hodnocený.
server-detail-rated-hints = Rady pro začátečníky jsou pro nehodnocené hry.
server-detail-rated-same-account = Váš účet už má jiné místo v této hodnocené hře.
server-detail-no-action = Nebyl zahrán žádný tah.
server-detail-two-players = Rychlé párování, nabídky a výzvy jsou pro hry dvou hráčů.
server-detail-challenge-self = Nemůžete vyzvat sami sebe.
server-detail-pairing-browser = Identifikátor tohoto prohlížeče pro rychlé párování není platný (nejvýše 64 písmen, číslic, - a _): načtěte stránku znovu.
server-detail-claim-alone = Nárokovat lze jen hru mezi lidmi: u tohoto stolu nikdo jiný nehraje.
server-detail-claim-away = Nárokujte hru z její stránky, dokud jste k ní připojeni.
server-detail-claim-correspondence = Korespondenční hra čeká na své hráče: končí ji hodiny, ne nárok.
server-detail-lang-unknown = „{$lang}“ není jazyk Quartetu: zvolte en, ro, es, fr, cs nebo it.
server-detail-claim-present = Hráč {$seat} je u stolu: hru lze nárokovat, až všichni ostatní hráči odejdou.
server-detail-claim-too-soon = Hru bude možné nárokovat za { $seconds ->
    [one] {$seconds} sekundu
    [few] {$seconds} sekundy
   *[other] {$seconds} sekund
}.
server-detail-chat-off = Tato hra nemá chat: byla založena bez něj.
server-detail-chat-empty = Prázdný řádek se neodesílá.
server-detail-chat-too-long = Řádek smí mít nejvýše {$most} znaků; tento jich má {$chars}.
server-detail-chat-control = Řádek je prostý text na jednom řádku, bez řídicích znaků.
server-detail-chat-too-fast = Nejvýše 5 řádků za 10 sekund: počkejte {$seconds} s.
server-detail-name = { $why ->
    [length] Jméno má 3 až 20 znaků.
    [character] Jméno má jen písmena A-Z, číslice, _ a -, ne „{$character}“.
    [shape] Jméno začíná písmenem a _ nebo - stojí samotné mezi písmeny nebo číslicemi.
   *[reserved] Toto jméno je vyhrazené.
}
server-detail-password = { $why ->
    [length] Heslo má 8 až 1024 bajtů.
   *[is-the-name] Heslo nemůže být jméno.
}
server-detail-json-syntax = Požadavek není platný JSON (řádek {$line}, sloupec {$column}).
server-detail-json-body-type = Požadavek musí být objekt JSON {"{"}…{"}"}.
server-detail-json-unknown-type = Server tento druh zprávy nezná.
server-detail-json-missing-field = Chybí pole „{$field}“.
server-detail-json-unknown-field = Server nezná pole „{$field}“.
server-detail-json-wrong-type = Pole „{$field}“ má hodnotu nesprávného typu.
server-detail-json-bad-value = Hodnotě pole „{$field}“ server nerozumí.
server-detail-body-too-large = Požadavek smí mít nejvýše { $most ->
    [one] {$most} bajt
    [few] {$most} bajty
   *[other] {$most} bajtů
}.
server-detail-message-too-large = Zpráva smí mít nejvýše { $most ->
    [one] {$most} bajt
    [few] {$most} bajty
   *[other] {$most} bajtů
}; tato měla { $size ->
    [one] {$size} bajt
    [few] {$size} bajty
   *[other] {$size} bajtů
}.
server-detail-message-binary = Zprávy se posílají jako text JSON, ne jako binární data.
server-detail-query-unknown = Adresa má parametr, který server nezná: „{$name}“.
server-detail-query-value = Hodnotě parametru adresy „{$name}“ server nerozumí.
server-detail-path-bad = Adresu nelze přečíst: její část není text.

## Why the server closed the live connection (the close frame's reason).
server-close-bad-token = Žeton vašeho místa pro tuto hru neplatí.
server-close-too-many-messages = Server spojení ukončil: tato stránka poslala příliš mnoho zpráv.
server-close-silent = Server spojení ukončil: z této stránky příliš dlouho nic nepřišlo.
server-close-restarting = Server se restartuje: stránka se za chvíli připojí znovu.
server-close-bad-ticket = Čekání na soupeře se nenašlo: začněte znovu.
server-close-paired = Soupeř se našel.
server-close-not-utf8 = Server spojení ukončil: tato stránka poslala textovou zprávu, která není v UTF-8.
