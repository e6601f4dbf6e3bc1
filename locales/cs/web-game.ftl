# Stránka hry v prohlížeči: záhlaví, spojení, hráči, stavový řádek, tlačítka, pozvánky, historie,
# rozbor, výsledek a zakrytí skrytých karet.

play-loading = Načítání…
play-title = {$game} · Quartet
play-title-your-turn = ● Jste na tahu · {$game} · Quartet
play-not-found = Taková hra není
play-not-found-detail = Na tomto serveru není žádná hra „{$id}“: možná byla zrušena, nebo je odkaz špatně opsaný.
play-header-clock = hodiny {$clock}
play-header-watching = sledujete
play-seat-refused = Vaše místo v této hře bylo odmítnuto ({$message}); hru sledujete.

play-link-open = připojeno
play-link-connecting = připojování…
play-link-reconnecting = opětovné připojování…
play-link-waiting = spojení ztraceno: další pokus za {$seconds} s
play-link-refused = odmítnuto serverem
play-link-bad-token = neplatný klíč místa

play-seat-bot = Počítač ({$level})
play-seat-bot-at = Počítač {$number} ({$level})
play-seat-you = (vy)
play-seat-kind-bot = počítač
play-seat-thinking = počítač · přemýšlí…
play-seat-open = volné místo: přidat se může kdokoli
play-seat-invited = pozvaný: ještě nepřišel
play-seat-online = připojen
play-seat-offline = odpojen
play-seat-resigned = vzdal se
play-seat-connected = připojen
play-seat-not-connected = nepřipojen
play-spectators = { $count ->
    [one] {$count} divák
    [few] {$count} diváci
   *[other] {$count} diváků
}

play-status-replay = Přehrávání: po tahu {$at} z {$of}.
play-status-over = {$headline}: {$detail}
play-status-thinking = {$seat} přemýšlí…
play-status-waiting-for = Čeká se na: {$names}.
play-status-your-turn-as = {$seat}: jste na tahu.
play-status-your-turn = Jste na tahu.
play-status-to-move = Na tahu: {$seat}…
play-status-last = Poslední tah: {$seat} {$action}.

play-take-back = Vrátit tah
play-resign = Vzdát se
play-really-resign = Opravdu se vzdát?
play-really-resign-all = Opravdu se vzdát? Hra skončí pro všechny
play-take-seat = Obsadit místo
play-open-rematch = Otevřít odvetu
play-accept-rematch = Přijmout odvetu
play-rematch = Odveta
play-export-record = Uložit záznam
play-continue-from-here = Pokračovat odsud
play-position-label = Pozice
play-copy-position = Kopírovat
play-position-copied = Pozice zkopírována.
play-copy-failed = Prohlížeč stránce kopírování nedovolil: pozici označte a zkopírujte sami.
play-cancel-game = Zrušit hru
play-really-cancel = Opravdu zrušit?
play-cancelled = Hra je zrušena.
play-record-saved = Záznam uložen. Nahrajte ho na úvodní stránce a pokračujte od kteréhokoli tahu.

play-invite-heading = Pozvat
play-invite-link-for = odkaz pro místo {$number}
play-invite-send-open = {$seat} (otevřené všem): pošlete tento odkaz
play-invite-send-friend = {$seat} (pro přítele): pošlete tento odkaz
play-invite-copy = Kopírovat
play-invite-copied = Odkaz zkopírován.
play-invite-copy-by-hand = Označte odkaz a zkopírujte ho.

play-history-heading = Historie
play-history-slider = přehrávání: zobrazený tah
play-history-first = začátek
play-history-back = o tah zpět
play-history-forward = o tah vpřed
play-history-live = zpět do hry
play-history-count = { $count ->
    [one] {$count} tah
    [few] {$count} tahy
   *[other] {$count} tahů
}
play-history-showing = tah {$at} z {$of}
play-history-entry = {$seat} {$action}
play-history-turn = kolo {$turn}, {$seat}
play-history-none = Zatím žádný tah.

play-confirm-label = potvrdit tah
play-confirm-option = Potvrzovat každý tah před odesláním
play-confirm-ask = {$action}?
play-confirm-yes = Potvrdit
play-confirm-no = Zrušit

play-analysis-heading = Rozbor
play-analysis-not-analysed = Tato pozice není rozebraná: server byl příliš vytížený a řešitel nestihl skončit včas.
play-analysis-show = Ukázat hodnoty řešitele
play-analysis-hide = Skrýt hodnoty řešitele
play-analysis-thinking = Řešitel přemýšlí…
play-analysis-over = Tady je hra u konce.
play-analysis-value = Na tahu {$seat}: {$value} při nejlepší hře.
play-analysis-more = { $count ->
    [one] …a ještě {$count} tah.
    [few] …a ještě {$count} tahy.
   *[other] …a ještě {$count} tahů.
}

play-you-win = Vyhráli jste!
play-you-lose = Prohráli jste
play-banner-close = zavřít
play-result-draw = Remíza
play-result-nobody = Nikdo nevyhrál
play-result-cancelled = Zrušeno
play-result-cancelled-by = {$seat} ji zrušil(a)
play-result-expired = na hráče čekala příliš dlouho
play-result-wins = Vítězí {$seat}
play-result-out-of-time = {$seat}: čas vypršel
play-result-resigned = {$seat} se vzdal
play-result-resigned-all = {$seat} se vzdal, a hra tím skončila pro všechny

play-cover-pass = Předejte zařízení: {$seat}.
play-cover-show = Ukázat karty: {$seat}

# V výhra, R remíza, P prohra.
play-mark-win = V
play-mark-draw = R
play-mark-loss = P
