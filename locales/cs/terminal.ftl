# Terminál: `quartet play --plain`, řádek po řádku.

plain-help = napište akci (jednu z vypsaných povolených) nebo příkaz: moves (povolené akce), board (hrací deska), hint (nápověda), undo (vrátit), save SOUBOR, load SOUBOR, resign (vzdát se), help (nápověda k příkazům), quit (konec)
plain-legal = povolené: {$actions}
plain-clocks = hodiny  {$clocks}
plain-game-over = konec hry: {$outcome}
plain-game-over-because = konec hry: {$outcome} ({$reason})
plain-rematch-question = odveta? (ano/ne)
plain-yes-words = ano, a
plain-rematch = odveta: místa hráčů se posunula o jedno
plain-bot-failed = počítač selhal: {$error}
plain-pass-device = předejte zařízení – hraje {$seat} – a stiskněte Enter
plain-end-of-input = konec vstupu: hra zůstává nedokončená
plain-not-text = ten řádek není text (UTF-8): napište ho znovu
plain-hint = nápověda: {$hint}
plain-no-hint = žádná nápověda
plain-bot-choice = {$action} (volba silného počítače)
plain-undone = { $count ->
    [one] {$count} akce vrácena
    [few] {$count} akce vráceny
   *[other] {$count} akcí vráceno
}
plain-undo-refused = nelze vrátit: {$error}
plain-save-needs-file = save potřebuje název souboru: save hra.txt
plain-saved = uloženo do {$path}
plain-save-failed = nelze uložit do {$path}: {$error}
plain-load-needs-file = load potřebuje název souboru: load hra.txt
plain-loaded = { $count ->
    [one] načteno {$path}: {$count} akce přehrána
    [few] načteno {$path}: {$count} akce přehrány
   *[other] načteno {$path}: {$count} akcí přehráno
}
plain-load-failed = nelze načíst: {$error}; hra pokračuje
plain-not-played = nezahráno: {$error}
