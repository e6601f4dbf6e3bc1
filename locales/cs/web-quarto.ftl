# Quarto! v prohlížeči: popis, tahy a figurky slovy, volby, popisky a nápovědy desky, hodnoty
# řešitele. Vlastnosti figurek jsou z quarto.ftl.

board-quarto-blurb = Klasika od Gigamicu: dejte soupeři figurku, kterou musí položit; čtyři v řadě se společnou vlastností vyhrávají.
board-quarto-piece = {$height} {$colour} {$shape} {$top} figurka

board-quarto-placed = položil na {$cell}
board-quarto-gave = dal figurku: {$piece} ({$action})
board-quarto-claimed = ohlásil Quarto! na {$alignment}
board-quarto-passed = pokračoval bez ohlášení
board-quarto-give-piece = Dát: {$piece}
board-quarto-claim-on = Ohlásit Quarto! na {$alignment}
board-quarto-pass-no-claim = Neohlásit
board-quarto-place-on = Položit na {$cell}

board-standard-rules = běžná pravidla
board-quarto-rules-only = jen {$traits}
board-quarto-rules-squares = vyhrávají i čtverce
board-quarto-rules-announce = ohlašování „Quarto!“
board-quarto-option-traits = Platné vlastnosti:
board-quarto-height = výška
board-quarto-colour = barva
board-quarto-shape = tvar
board-quarto-top = vršek
board-quarto-option-squares = Vyhrávají i čtverce 2×2 (pro pokročilé)
board-quarto-option-announce = K výhře je třeba ohlásit „Quarto!“ (oficiální pravidla)

board-quarto-value-draw = remíza
board-quarto-value-wins = vyhrává
board-quarto-value-loses = prohrává
board-quarto-value-wins-in = { $distance ->
    [0] vyhrává hned
    [one] vyhrává za {$distance} položení
    [few] vyhrává za {$distance} položení
   *[other] vyhrává za {$distance} položení
}
board-quarto-value-loses-in = { $distance ->
    [0] prohrává hned
    [one] prohrává za {$distance} položení
    [few] prohrává za {$distance} položení
   *[other] prohrává za {$distance} položení
}
board-quarto-legend = Značky na desce: V výhra, R remíza, P prohra pro hráče na tahu, s počtem položení do konce při dokonalé hře. Nejlepší pokračování:
board-quarto-legend-no-distances = Značky na desce: V výhra, R remíza, P prohra pro hráče na tahu (počet položení do konce tentokrát neznáme: řešiteli nestačil čas). Nejlepší pokračování:

board-quarto-row = řada {$row}
board-quarto-column = sloupec {$column}
board-quarto-square = čtverec {$cells}
board-quarto-diagonal = úhlopříčka {$cells}

board-quarto-label = Deska Quarto!
board-quarto-cell-empty = {$cell}: prázdné
board-quarto-cell = {$cell}: {$piece}
board-quarto-place = položit na {$cell}: {$piece}
board-quarto-place-the-piece = položit figurku na {$cell}
board-quarto-claim-square = ohlásit Quarto! na čtverci {$alignment}
board-quarto-claim-line = ohlásit Quarto! na řadě {$alignment}
board-quarto-place-this = Položte tuto figurku:
board-quarto-in-hand = Figurka v ruce:
board-pass-chip = bez ohlášení
board-quarto-places = {$seat} pokládá:
board-quarto-choose-gift = Vyberte figurku, kterou položí soupeř:
board-quarto-chooses-gift = {$seat} vybírá figurku pro soupeře
web-board-quarto-pool = figurky k předání
board-quarto-pool-heading = Ještě nezahrané figurky
board-quarto-give = dát: {$piece}
board-quarto-played = {$piece}: zahraná
board-quarto-pick-line = Vyberte řadu na desce (Escape pro zrušení).
board-quarto-pass = Neohlásit (remíza)
board-quarto-announce-note = Hra s ohlašováním: quarto vyhrává, jen když ho někdo ohlásí — ten, kdo ho položil, dřív než předá figurku, nebo soupeř, dřív než položí.

## Setting a start position up by hand.
board-quarto-editor-label = Sestavit pozici na desce
board-quarto-editor-help = Vyberte figurku, pak pole nebo ruku. Kliknutím se figurka z desky vrátí mezi nezahrané.
board-quarto-editor-no-hand = žádná: hráč na tahu jednu předá
board-quarto-editor-clear = Vyprázdnit desku

board-quarto-reason-line = čtyři {$traits} figurky: {$line}
board-quarto-reason-square = čtverec 2×2 z figurek {$traits} ({$cells})
