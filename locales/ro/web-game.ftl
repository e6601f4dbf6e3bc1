# Pagina unui joc în browser: antetul, conexiunea, jucătorii, linia de stare, butoanele,
# invitațiile, istoricul, analiza, rezultatul și acoperirea cărților ascunse.

play-loading = Se încarcă…
play-title = {$game} · Quartet
play-title-your-turn = ● E rândul tău · {$game} · Quartet
play-not-found = Jocul nu există
play-not-found-detail = Nu există niciun joc „{$id}” pe acest server: poate a fost anulat sau linkul e greșit.
play-header-clock = ceas {$clock}
play-header-watching = privești
play-seat-refused = Locul tău în acest joc a fost refuzat ({$message}); privești jocul.

play-link-open = conectat
play-link-connecting = se conectează…
play-link-reconnecting = se reconectează…
play-link-waiting = conexiune pierdută: nouă încercare în {$seconds} s
play-link-refused = refuzat de server
play-link-bad-token = jeton de loc nevalid

play-seat-bot = Robot ({$level})
play-seat-bot-at = Robotul {$number} ({$level})
play-seat-you = (tu)
play-seat-kind-bot = robot
play-seat-thinking = robot · se gândește…
play-seat-open = loc liber: poate intra oricine
play-seat-invited = invitat: încă n-a venit
play-seat-online = conectat
play-seat-offline = deconectat
play-seat-resigned = a abandonat
play-seat-connected = conectat
play-seat-not-connected = neconectat
play-spectators = { $count ->
    [one] {$count} spectator
    [few] {$count} spectatori
   *[other] {$count} de spectatori
}

play-status-replay = Reluare: după mutarea {$at} din {$of}.
play-status-over = {$headline}: {$detail}
play-status-thinking = {$seat} se gândește…
play-status-waiting-for = Se așteaptă {$names}.
play-status-your-turn-as = {$seat}: e rândul tău.
play-status-your-turn = E rândul tău.
play-status-to-move = Mută {$seat}…
play-status-last = Ultima mutare: {$seat} {$action}.

play-take-back = Ia mutarea înapoi
play-resign = Abandonează
play-really-resign = Sigur abandonezi?
play-really-resign-all = Sigur abandonezi? Jocul se termină pentru toți
play-take-seat = Ocupă un loc
play-open-rematch = Deschide revanșa
play-accept-rematch = Acceptă revanșa
play-rematch = Revanșă
play-export-record = Exportă partida
play-continue-from-here = Continuă de aici
play-position-label = Poziția
play-copy-position = Copiază
play-position-copied = Poziția a fost copiată.
play-copy-failed = Browserul nu a lăsat pagina să copieze: selectează poziția și copiaz-o tu.
play-cancel-game = Anulează jocul
play-really-cancel = Sigur anulezi?
play-cancelled = Jocul este anulat.
play-record-saved = Partida e salvată. Import-o din pagina de start ca să continui de la orice mutare.

play-invite-heading = Invită
play-invite-link-for = link pentru locul {$number}
play-invite-send-open = {$seat} (deschis oricui): trimite acest link
play-invite-send-friend = {$seat} (pentru un prieten): trimite acest link
play-invite-copy = Copiază
play-invite-copied = Link copiat.
play-invite-copy-by-hand = Selectează linkul și copiază-l.

play-history-heading = Istoric
play-history-slider = reluare: mutarea arătată
play-history-first = început
play-history-back = o mutare înapoi
play-history-forward = o mutare înainte
play-history-live = înapoi la joc
play-history-count = { $count ->
    [one] {$count} mutare
    [few] {$count} mutări
   *[other] {$count} de mutări
}
play-history-showing = mutarea {$at} din {$of}
play-history-entry = {$seat} {$action}
play-history-turn = tura {$turn}, {$seat}
play-history-none = Încă nicio mutare.

play-confirm-label = confirmă mutarea
play-confirm-option = Confirmă fiecare mutare înainte de a fi trimisă
play-confirm-ask = {$action}?
play-confirm-yes = Confirmă
play-confirm-no = Renunță

play-analysis-heading = Analiză
play-analysis-not-analysed = Această poziție nu e analizată: serverul a fost prea ocupat ca rezolvitorul să termine la timp.
play-analysis-show = Arată valorile rezolvitorului
play-analysis-hide = Ascunde valorile rezolvitorului
play-analysis-thinking = Rezolvitorul se gândește…
play-analysis-over = Aici jocul s-a terminat.
play-analysis-value = Mută {$seat}: {$value} cu cel mai bun joc.
play-analysis-more = { $count ->
    [one] …și încă {$count} tură.
    [few] …și încă {$count} ture.
   *[other] …și încă {$count} de ture.
}

play-you-win = Ai câștigat!
play-you-lose = Ai pierdut
play-banner-close = închide
play-result-draw = Egalitate
play-result-nobody = Nu câștigă nimeni
play-result-cancelled = Anulat
play-result-cancelled-by = {$seat} l-a anulat
play-result-expired = a așteptat prea mult jucătorii
play-result-wins = {$seat} câștigă
play-result-out-of-time = {$seat} a rămas fără timp
play-result-resigned = {$seat} a abandonat
play-result-resigned-all = {$seat} a abandonat, iar jocul se termină pentru toți

play-cover-pass = Dă dispozitivul lui {$seat}.
play-cover-show = Arată cărțile lui {$seat}

# C câștigă, E egalitate, P pierde.
play-mark-win = C
play-mark-draw = E
play-mark-loss = P
