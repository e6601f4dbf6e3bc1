# Il terminale: `quartet play --plain`, riga per riga.

plain-help = scrivi un'azione (una di quelle valide elencate) o un comando: moves (azioni valide), board (tavoliere), hint (suggerimento), undo (annulla), save FILE, load FILE, resign (abbandona), help (aiuto), quit (esci)
plain-legal = valide: {$actions}
plain-clocks = orologi  {$clocks}
plain-game-over = partita finita: {$outcome}
plain-game-over-because = partita finita: {$outcome} ({$reason})
plain-rematch-question = rivincita? (sì/no)
plain-yes-words = sì, si, s
plain-rematch = rivincita: i posti sono ruotati di uno
plain-bot-failed = il bot ha fallito: {$error}
plain-pass-device = passa il dispositivo a {$seat} e premi Invio
plain-end-of-input = fine dell'input: la partita resta incompiuta
plain-not-text = quella riga non è testo (UTF-8): scrivila di nuovo
plain-hint = suggerimento: {$hint}
plain-no-hint = nessun suggerimento
plain-bot-choice = {$action} (la scelta del bot forte)
plain-undone = { $count ->
    [one] annullata un'azione
   *[other] annullate {$count} azioni
}
plain-undo-refused = impossibile annullare: {$error}
plain-save-needs-file = save richiede un nome di file: save partita.txt
plain-saved = salvata in {$path}
plain-save-failed = impossibile salvare in {$path}: {$error}
plain-load-needs-file = load richiede un nome di file: load partita.txt
plain-loaded = { $count ->
    [one] caricata {$path}: un'azione rigiocata
   *[other] caricata {$path}: {$count} azioni rigiocate
}
plain-load-failed = impossibile caricare: {$error}; la partita continua
plain-not-played = mossa rifiutata: {$error}
