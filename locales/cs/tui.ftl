# The terminal's full-screen game (`quartet play` without --plain): the menu, the game screen,
# its pop-ups and status line, the keys' help, and what the boards say about clicks.
# The commands typed on the input line (undo, hint, save FILE…) and the keys stay as they are.

## The menu.
tui-title-games = {$quarto}, {$danish} a {$quartino}
tui-new-game = Nová hra
tui-menu-keys = ↑↓ výběr  ←→ změna  Enter začít  l načíst  F1 pravidla  q konec (nebo klikněte)
tui-menu-game = Hra
tui-menu-attributes = Vlastnosti
tui-menu-squares = Čtverce
tui-menu-announce = Ohlašování
tui-menu-players = Hráči
tui-menu-situations = Situace
tui-menu-seat = Hráč {$number}
tui-menu-clock = Hodiny
tui-menu-start = Začít
tui-menu-load = Načíst záznam…
tui-menu-position = Hrát z pozice…
tui-yes = ano
tui-no = ne
tui-situations-after = { $rounds ->
    [one] po {$rounds} kole
    [few] po {$rounds} kolech
   *[other] po {$rounds} kolech
}
tui-seat-person = člověk u této klávesnice
tui-seat-bot = počítač: {$level}
## Quarto!'s four attributes, as the menu lists those that count.
tui-attribute-height = výška
tui-attribute-colour = barva
tui-attribute-shape = tvar
tui-attribute-top = vršek
## The clock.
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = bez hodin
tui-clock-per-move = {$time} na tah
tui-clock-total = {$time} na hru
tui-clock-increment = {$time} na hru, +{$increment} za tah
## What the line under the cursor chooses, in a sentence.
tui-hint-quarto = Quarto!: figurku, kterou soupeř položí, vybíráte vy.
tui-hint-danish = Dánské Quarto: pokládejte, pak táhněte; čtyři kameny v rozích čtverce berou.
tui-hint-quartino = Quartino: stavějte barevné žetony; ohlaste své Quartino karty, jakmile jsou na desce.
tui-hint-attributes = Pro začátečníky: do quarta se počítají jen tyto vlastnosti.
tui-hint-squares = Pro pokročilé: vyhrávají i čtyři figurky se společnou vlastností ve čtverci 2×2.
tui-hint-announce = Oficiální pravidla: quarto vyhrává, jen když je včas ohlášeno.
tui-hint-players = Kolik hráčů sedí u stolu (2–5).
tui-hint-situations = Situace „4 barvy“ a „sloupec“; pro začátek je vypněte.
tui-hint-seat = Kdo tu sedí: člověk u této klávesnice, nebo počítač zvolené síly.
tui-hint-clock = Čas na každý tah, nebo na celou hru (+ sekundy za tah).
tui-hint-start = Začít hru.
tui-hint-load = Pokračovat v uloženém záznamu hry.
tui-hint-position = Začít hru zvolenou výše z pozice v jejím zápisu (jak ji píší `quartet show` a stránky her ve webové aplikaci).

## The game screen.
tui-game-title = {$game} — {$rules}
tui-board = Deska
tui-seats = Hráči
tui-seats-bot-thinking = (počítač přemýšlí…)
tui-last-actions = naposledy: {$actions}
tui-legal-actions = Možné akce ({$count})
tui-pass-the-device =
    Předejte zařízení: {$seat}.
    Ostatní se nedívejte.

    Enter ukáže vaše karty.
tui-game-over = Konec hry
tui-game-over-keys =
    Ctrl+R odveta · Ctrl+N nová hra
    Ctrl+S uložit · Ctrl+O načíst · Esc konec
tui-prompt-load = Načíst záznam
tui-prompt-load-keys = Enter načíst · Esc zrušit
tui-prompt-save = Uložit hru jako záznam
tui-prompt-save-keys = Enter uložit · Esc zrušit
tui-prompt-file = soubor: {$name}
tui-prompt-position = Hrát z pozice
tui-prompt-position-keys = Enter začít · Esc zrušit
tui-prompt-position-line = pozice: {$position}

## The status line.
tui-welcome = napište akci a Enter, nebo ji vyberte ↑↓ a Enter, nebo klikněte; F1: nápověda
tui-played = {$seat} hraje {$action}
tui-bot-thinking = počkejte: počítač přemýšlí
tui-bot-stopped = skončil bez odpovědi
tui-save-needs-name = k uložení je třeba jméno souboru
tui-loaded = { $count ->
    [one] načten {$path}: {$game}, přehrána {$count} akce
    [few] načten {$path}: {$game}, přehrány {$count} akce
   *[other] načten {$path}: {$game}, přehráno {$count} akcí
}
tui-load-failed = nelze načíst: {$error}
tui-load-needs-name = k načtení je třeba jméno souboru
tui-cancelled = zrušeno
tui-choice-cleared = výběr zrušen
tui-click-menu-line = klikněte na řádek nabídky
tui-type-file-name = napište jméno souboru a Enter, nebo Esc
tui-type-position = napište pozici a Enter, nebo Esc
tui-pass-device-first = stiskněte Enter, až bude zařízení předáno
tui-game-is-over = hra skončila: Ctrl+R odveta, Ctrl+N nová hra, Ctrl+O načíst
tui-nothing-now = teď není co hrát
tui-click-list-action = klikněte na akci v seznamu a zahrajete ji
tui-nothing-there = tam není co hrát: {$help}
tui-click-the-board = klikněte na desku ({$help}), nebo vyberte ze seznamu ↑↓ a Enter

## The help (F1).
tui-help-title = Nápověda · ↑↓ PgUp PgDn posun · jiná klávesa nápovědu zavře
tui-help =
    Klávesy
      akce, Enter         zahrát ji (viz seznam možných akcí)
      ↑↓, Enter           zahrát vybranou akci
      F2                  nápověda k tahu
      Ctrl+Z              vrátit tah
      Ctrl+S / Ctrl+O     uložit hru jako záznam / načíst záznam
      Ctrl+R / Ctrl+N     odveta / nová hra (nabídka)
      Esc                 zrušit výběr (nebo pravé tlačítko); jinak konec
    Myš
      každá hra  akce v seznamu možných akcí se zahraje
                 (i ohlášení v Quarto!)
      Quarto!    prázdné pole (·) položí figurku; figurka ze zbytku
                 se předá
      Dánské     bod k položení; váš kámen, pak kam jde [e5];
                 když vznikne čtverec, kámen, který se bere (×).
                 ! kámen, který by soupeř jedním tahem mohl vzít;
                 poslední tah: *
      Quartino   barva z hromádek, pak pole (═); Quartino karta
                 označená ✓ se ohlásí (pak její čtvrtina, je-li
                 vidět dvakrát); tlačítka: four, column, end
    Psaní: undo, hint, save SOUBOR, load SOUBOR, resign, menu, quit

## What a click on a board does, when it plays nothing.
board-not-your-turn = teď není co hrát: nejste na tahu
board-not-this-game = to do této hry nepatří
board-not-legal-now = to teď není možná akce (viz seznam vpravo)

## Quarto!'s board.
board-quarto-taken = pole {$cell} není volné
board-quarto-give-first = nejdřív předejte figurku: klikněte na jednu ze zbývajících
board-quarto-place-first = nejdřív položte figurku v ruce: klikněte na prázdné pole (·)
board-quarto-to-place = k položení: {$piece} — {$traits}
board-quarto-pool = zbývající figurky (kliknutím předáte):
board-quarto-help-give = klikněte na zbývající figurku a předáte ji
board-quarto-help-place = klikněte na prázdné pole (·) a položíte figurku

## Danish Quarto's board.
board-danish-must-pass = žádný tah není možný: stiskněte Enter (nebo napište pass) a pasujte
board-danish-move-cancelled = tah zrušen: vyberte znovu
board-danish-choose-capture = vyberte kámen, který vezmete: {$pieces} (označené ×); opětovným kliknutím na {$point} zrušíte
board-danish-anywhere = libovolný volný bod (skáče: zbývají 4 kameny)
board-danish-put-back = {$point} vrácen: vyberte kámen, kterým táhnete ({$letter})
board-danish-cannot-go = {$from} nemůže na {$to}: může na {$points}
board-danish-blocked = {$point} nemůže táhnout: všechny sousední body jsou obsazené
board-danish-moving = táhne {$point}: klikněte, kam jde ([ ]): {$points}
board-danish-not-yours = {$point} je kámen hráče {$colour}: klikněte na svůj ({$letter}), pak kam jde
board-danish-piece-first = nejdřív klikněte na svůj kámen ({$letter}), pak kam jde
board-danish-taken = {$point} je obsazený: položte na volný bod
board-danish-not-legal = {$point} teď není možný tah
board-danish-square-made = {$point} tvoří čtverec: klikněte na kámen, který vezmete (×): {$pieces}
board-danish-help-capture = klikněte na kámen označený × a vezmete ho (nebo znovu na {$point} a zrušíte)
board-danish-help-landing = klikněte, kam jde {$point} (označeno [ ]), nebo znovu na {$point} a vrátíte ho
board-danish-help-place = klikněte na volný bod a položíte kámen
board-danish-help-move = klikněte na svůj kámen ({$letter}), pak kam jde
board-danish-status-four = {$status}; {$four}
board-danish-capture = braní: klikněte na jeden z {$pieces} (×)
board-danish-targets = {$point} může na {$points} ([ ])
board-danish-marks = značky: ! soupeř by ho mohl jedním tahem vzít · × vezmete ho teď (klikněte) · * poslední tah · >W< vybraný · [e5] může sem · tučné čáry: platné čtverce (inverzně: právě vytvořený)

## Quartino's board.
board-quartino-aside = , odloženo stranou:
board-quartino-legend = [G] vrchní žeton sloupce, 3 jeho výška, ▲ sloupec · ═ kam lze výběr položit · Quartino karta: střed, pak tři pole kruhu po směru hodin · ✓ je vidět na desce
board-quartino-supply = hromádky (klikněte na barvu):
board-quartino-four = [4 barvy: +1 žeton]
board-quartino-column = [column@{$space}: odebrat sloupec]
board-quartino-column-token = [column@{$space}: odebrat sloupec, +1 žeton]
board-quartino-end = [ukončit tah]
board-quartino-your-hand = váš držák (kliknutím na kartu ohlásíte Quartino):
board-quartino-hand-of = držák – {$seat}:
board-quartino-hidden = (držáky jsou skryté)
board-quartino-claim-at = ohlásit {$card} na:
board-quartino-colour-put-back = {$colour}: vráceno
board-quartino-colour-chosen = {$colour} ({$letter}) vybrána: klikněte na pole desky, kam žeton položíte
board-quartino-pile-empty = hromádka „{$colour}“ je prázdná
board-quartino-no-token = teď se žádný žeton nepokládá: ohlaste Quartino, nebo ukončete tah
board-quartino-not-through = {$card} není vidět přes {$space}
board-quartino-several-quarters = {$space} leží ve více čtvrtinách, kde je vidět {$card}: klikněte na {$quarters} pod svým držákem
board-quartino-cannot-go-empty = {$colour} teď nemůže na {$space}: její hromádka je prázdná
board-quartino-cannot-go = {$colour} teď nemůže na {$space}: {$help}
board-quartino-colour-first = nejdřív klikněte na barvu z hromádek, pak na {$space}
board-quartino-card-put-back = {$card} vrácena
board-quartino-claims-after = Quartino se ohlašuje až po položení: nejdřív položte své žetony
board-quartino-not-showing = {$card} teď na desce není vidět
board-quartino-shows-at = {$card} je vidět ve čtvrtině {$quarters}: klikněte na čtvrtinu (nebo na některé její pole)
board-quartino-nothing-at = ve čtvrtině {$quarter} není co ohlásit: nejdřív klikněte na kartu ze svého držáku
board-quartino-not-now = {$action} teď není možné
board-quartino-help-quarter = klikněte pod svým držákem na čtvrtinu, kde ohlásíte {$card}
board-quartino-help-space = klikněte na pole desky a položíte tam {$colour} (═)
board-quartino-help-place = klikněte na barvu z hromádek, pak na pole desky
board-quartino-help-claim = klikněte na Quartino kartu označenou ✓ a ohlaste ji, nebo {board-quartino-end}
board-quartino-help-end = klikněte na tlačítko: {board-quartino-end}
