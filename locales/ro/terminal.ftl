# Terminalul: `quartet play --plain`, rând cu rând.

plain-help = scrieți o acțiune (una dintre cele permise din listă) sau o comandă: moves (acțiunile permise), board (platoul), hint (un sfat), undo (anulare), save FIȘIER, load FIȘIER, resign (abandon), help (ajutor), quit (ieșire)
plain-legal = permise: {$actions}
plain-clocks = ceasuri  {$clocks}
plain-game-over = partidă încheiată: {$outcome}
plain-game-over-because = partidă încheiată: {$outcome} ({$reason})
plain-rematch-question = revanșă? (da/nu)
plain-yes-words = da, d
plain-rematch = revanșă: locurile s-au rotit cu o poziție
plain-bot-failed = botul a eșuat: {$error}
plain-pass-device = dați dispozitivul către {$seat} și apăsați Enter
plain-end-of-input = sfârșitul intrării: partida rămâne neterminată
plain-not-text = rândul acesta nu este text (UTF-8): scrieți-l din nou
plain-hint = sfat: {$hint}
plain-no-hint = niciun sfat
plain-bot-choice = {$action} (alegerea botului puternic)
plain-undone = { $count ->
    [one] s-a anulat o acțiune
    [few] s-au anulat {$count} acțiuni
   *[other] s-au anulat {$count} de acțiuni
}
plain-undo-refused = anularea nu e posibilă: {$error}
plain-save-needs-file = save cere un nume de fișier: save partida.txt
plain-saved = salvat în {$path}
plain-save-failed = nu s-a putut salva în {$path}: {$error}
plain-load-needs-file = load cere un nume de fișier: load partida.txt
plain-loaded = { $count ->
    [one] încărcat {$path}: o acțiune rejucată
    [few] încărcat {$path}: {$count} acțiuni rejucate
   *[other] încărcat {$path}: {$count} de acțiuni rejucate
}
plain-load-failed = nu s-a putut încărca: {$error}; partida continuă
plain-not-played = mutare refuzată: {$error}
