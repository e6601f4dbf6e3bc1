# Stránky hráčů v prohlížeči: nabídka účtu v záhlaví každé stránky, stránka hráče, panel „Hrát“
# na úvodní stránce (rychlá hra, nabídky, výzvy) a vaše hry.

## Nabídka účtu.
players-account = Účet
players-sign-in = Přihlásit se
players-sign-up = Zaregistrovat se
players-sign-in-title = Přihlášení
players-sign-up-title = Nový účet
players-name = Jméno
players-password = Heslo
players-sign-up-hint = Jméno má 3 až 20 znaků: písmena A-Z, číslice, _ a -. Heslo má aspoň 8 znaků.
players-to-sign-up = Ještě nemáte účet? Zaregistrujte se
players-to-sign-in = Máte účet? Přihlaste se
players-try-again-in = Příliš mnoho pokusů: zkuste to znovu za { $seconds ->
    [one] {$seconds} sekundu
    [few] {$seconds} sekundy
   *[other] {$seconds} sekund
}.
players-signed-in-as = Přihlášen(a) jako {$name}
players-sign-out = Odhlásit se
players-sign-out-everywhere = Odhlásit se všude
players-signed-out-everywhere = Odhlášeno z { $count ->
    [one] {$count} prohlížeče
    [few] {$count} prohlížečů
   *[other] {$count} prohlížečů
}.
players-delete-account = Smazat účet
players-delete-explain = Smazání účtu natrvalo odstraní jeho jméno, hodnocení, nabídky a výzvy. Jeho hry zůstanou, pod „smazaný hráč“. Pro potvrzení zadejte heslo.
players-delete-confirm = Smazat natrvalo
players-deleted = Účet je smazán.
players-claim-offer = Tento prohlížeč drží místa { $count ->
    [one] {$count} hry hrané jako host
    [few] {$count} her hraných jako host
   *[other] {$count} her hraných jako host
}: přidat je k vašemu účtu?
players-claim = Přidat
players-not-now = Teď ne
players-claimed = { $count ->
    [one] K vašemu účtu bylo přidáno {$count} místo.
    [few] K vašemu účtu byla přidána {$count} místa.
   *[other] K vašemu účtu bylo přidáno {$count} míst.
}
players-cancel = Zrušit
players-your-page = Vaše stránka hráče
players-your-games = Vaše hry
players-deleted-player = smazaný hráč

## Stránka hráče.
players-loading = Načítá se…
players-no-such-player = Pod jménem „{$name}“ nikdo nehraje (nebo byl účet smazán).
players-member-since = Hraje od {$date}
players-ratings = Hodnocení
players-no-ratings = Zatím žádná hra na hodnocení.
players-rating-class = Hra, pravidla a tempo
players-rating = Hodnocení
players-games = Hry
players-provisional = předběžné: zatím příliš málo her, aby bylo jisté
players-provisional-note = Hodnocení s „?“ je předběžné: zatím příliš málo her, aby bylo jisté.
players-deviation = ±{$deviation}
players-chart-title = Hodnocení v čase
players-date = Datum
players-chart-point = {$class_name}: {$rating} dne {$date}
players-recent-games = Nedávné hry
players-no-games = Zatím žádná hra.
players-guest = host
players-against = proti
players-casual = přátelská
players-outcome-open = čeká na hráče
players-outcome-live = probíhá
players-outcome-aborted = zrušena před začátkem
players-outcome-cancelled = zrušena
players-outcome-won = vyhraná
players-outcome-lost = prohraná
players-outcome-drawn = bez vítěze
players-family-standard = řady
players-family-squares = řady a čtverce
players-family-players = { $players ->
    [one] {$players} hráč
    [few] {$players} hráči
   *[other] {$players} hráčů
}
players-family-traits = {$family}, { $traits ->
    [one] {$traits} vlastnost
    [few] {$traits} vlastnosti
   *[other] {$traits} vlastností
}
players-speed-blitz = bleskové
players-speed-rapid = rapid
players-speed-classical = klasické
players-speed-correspondence = korespondenční

## Žebříčky hráčů (/players).
players-top = Nejlepší hráči
players-top-all = Všechny žebříčky
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 hráč
    [few] {$players} hráči
   *[other] {$players} hráčů
})
players-top-rank = Pořadí
players-rank-place = {$rank}. místo
players-top-player = Hráč
players-top-last-game = Poslední hra na hodnocení
players-top-you = vy
players-top-ranked-note = Hráč dostane pořadí, jakmile je jeho hodnocení jisté (odchylka nejvýš ±110); předběžná hodnocení („?“) následují bez pořadí.
players-top-nobody-rated = Zatím nikdo nemá hodnocení. Přihlaste se a v části „Hrát hned“ zaškrtněte „Na hodnocení“, abyste odehráli první hru na hodnocení.
players-top-nobody-here = V této kategorii zatím nikdo nemá hodnocení.
players-top-no-such-class = Taková kategorie hodnocení neexistuje.
players-find = Najít hráče
players-find-open = Otevřít

## Panel „Hrát“ na úvodní stránce: rychlá hra, nabídky, výzvy, robot.
players-play-title = Hrát hned
players-play-game = hra
players-play-rules = pravidla
players-play-clock = hodiny
players-play-no-clock = bez hodin
players-play-rated-game = Na hodnocení
players-play-rated-sign-in = Pro hry na hodnocení se přihlaste.
players-play-rated = na hodnocení
players-play-casual = přátelská
players-play-quick-game = Najít soupeře
players-play-offer-seek = Nabídnout v seznamu
players-play-bot = Hrát s robotem
players-play-challenge-name = jméno hráče
players-play-challenge = Vyzvat
players-play-looking-for = Hledá se soupeř: {$offer}
players-play-seek-offered = Vaše hra je v seznamu, kdokoli ji může přijmout: {$offer}
players-play-challenge-sent = Čeká se na odpověď hráče {$name}: {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} sekunda
    [few] {$seconds} sekundy
   *[other] {$seconds} sekund
}
players-play-waiting-count = { $count ->
    [one] {$count} čeká
    [few] {$count} čekají
   *[other] {$count} čeká
}
players-play-wait-lost = Spojení se přerušilo: čekání skončilo. Zkuste to znovu.
players-play-cancel = Zrušit
players-play-pools-title = Kdo teď čeká
players-play-join-pool = Přidat se
players-play-seeks-title = Nabízené hry
players-play-no-seeks = Teď nikdo hru nenabízí: nabídněte svou.
players-play-your-seek = vaše
players-play-guest = host
players-play-accept = Přijmout
players-play-decline = Odmítnout
players-play-challenges-title = Výzvy
players-play-challenge-from = Výzva od
players-play-challenge-to = Výzva pro
players-play-other-page = čeká na jiné stránce

## Vaše hry.
players-notify-sound = Zahrát zvuk, když na mě začne čekat hra
players-no-games-yet = Zatím žádná hra: najděte soupeře na úvodní stránce.
players-games-waiting = { $count ->
    [one] Čeká na vás {$count} hra.
    [few] Čekají na vás {$count} hry.
   *[other] Čeká na vás {$count} her.
}
players-your-turn = jste na tahu
players-their-turn = na tahu je soupeř
players-draw-offered = nabízí se remíza: odpovězte
players-take-back-asked = žádost o vrácení tahu: odpovězte
players-challenge-from = Výzva od
players-answer-in-lobby = odpovězte na úvodní stránce
