# Dánské Quarto v prohlížeči: popis, tahy slovy, pravidla, popisky a nápovědy desky. Strany (Bílý,
# Černý) jsou z danish.ftl.

board-danish-blurb = Hra čtverců z roku 1950: pokládejte a pak posouvejte své kameny po desce z čar; čtverec bere.

board-danish-passed = vynechal tah
board-danish-moved = táhl {$from}→{$to}
board-danish-moved-captured = táhl {$from}→{$to}, vzal {$capture}
board-danish-placed = položil na {$to}
board-danish-placed-captured = položil na {$to}, vzal {$capture}
board-danish-pass = Vynechat tah
board-danish-move = Táhnout z {$from} na {$to}
board-danish-move-capturing = Táhnout z {$from} na {$to} a vzít {$capture}
board-danish-place = Položit na {$to}
board-danish-place-capturing = Položit na {$to} a vzít {$capture}

board-danish-rules-cap = limit { $turns ->
    [one] {$turns} tahu
   *[other] {$turns} tahů
}
board-danish-standard = Běžná pravidla: každý 12 kamenů, čtverce berou, trojí opakování je remíza.

board-danish-label = Deska Dánského Quarta
board-danish-made-square = čtverec {$square}: {$side}
board-danish-point = {$point}: {$owner}
board-danish-point-empty = {$point}: volné
web-board-danish-capture = vzít kámen na {$point}
board-danish-move-from = táhnout kamenem z {$point}
board-danish-selected = {$point}: vybráno (Escape pro zrušení)
board-danish-place-on = položit kámen na {$point}
board-danish-move-to = táhnout z {$from} na {$to}
board-danish-counts = {$in_hand} k položení · {$on_board} na desce
board-danish-squares = Čtverce: {$squares}
board-danish-pick-capture = Čtverec! Vyberte kámen soupeře, který berete ({$side}, tečkované kroužky).
board-danish-pick-place = Pokládá {$side}: vyberte volný bod.
board-danish-pick-target = Táhněte z {$from} na označený bod (Escape pro zrušení).
board-danish-pick-source = Táhne {$side}: vyberte jeden ze svých označených kamenů.
web-board-danish-must-pass = Žádný tah není možný: musíte tah vynechat.

## Setting a start position up by hand.
board-danish-editor-label = Sestavit pozici na desce
board-danish-editor-help = Klikněte na bod: bílý kámen, pak černý, pak zase volno.
board-danish-editor-to-move = Na tahu: {$side}
board-danish-editor-in-hand = {$side}: kameny k položení
board-danish-editor-clear = Zpět na začátek
