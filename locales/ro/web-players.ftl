# Paginile jucătorilor în browser: meniul contului din antetul fiecărei pagini, pagina unui
# jucător, panoul „Joacă” al paginii de start (joc rapid, oferte, provocări) și jocurile tale.

## Meniul contului.
players-account = Cont
players-sign-in = Conectare
players-sign-up = Înregistrare
players-sign-in-title = Autentificare
players-sign-up-title = Creează un cont
players-name = Nume
players-password = Parolă
players-sign-up-hint = Un nume are între 3 și 20 de caractere: litere A-Z, cifre, _ și -. O parolă are cel puțin 8 caractere.
players-to-sign-up = Nu ai cont? Înregistrează-te
players-to-sign-in = Ai deja cont? Autentifică-te
players-try-again-in = Prea multe încercări: încearcă din nou peste { $seconds ->
    [one] {$seconds} secundă
    [few] {$seconds} secunde
   *[other] {$seconds} de secunde
}.
players-signed-in-as = Autentificat ca {$name}
players-sign-out = Ieșire
players-sign-out-everywhere = Ieșire peste tot
players-signed-out-everywhere = Ieșire din { $count ->
    [one] {$count} browser
    [few] {$count} browsere
   *[other] {$count} de browsere
}.
players-delete-account = Șterge contul
players-delete-explain = Ștergerea contului îi elimină definitiv numele, clasamentele, ofertele și provocările. Jocurile lui rămân, sub „jucător șters”. Scrie parola pentru a confirma.
players-delete-confirm = Șterge definitiv
players-deleted = Contul este șters.
players-claim-offer = Acest browser păstrează locuri din { $count ->
    [one] {$count} joc jucat ca invitat
    [few] {$count} jocuri jucate ca invitat
   *[other] {$count} de jocuri jucate ca invitat
}: le adaugi în contul tău?
players-claim = Adaugă-le
players-not-now = Nu acum
players-claimed = { $count ->
    [one] {$count} loc adăugat în contul tău.
    [few] {$count} locuri adăugate în contul tău.
   *[other] {$count} de locuri adăugate în contul tău.
}
players-cancel = Anulează
players-your-page = Pagina ta de jucător
players-your-games = Jocurile tale
players-deleted-player = jucător șters

## Pagina unui jucător.
players-loading = Se încarcă…
players-no-such-player = Nimeni nu joacă sub numele „{$name}” (sau contul a fost șters).
players-member-since = Joacă din {$date}
players-ratings = Clasamente
players-no-ratings = Încă niciun joc pentru clasament.
players-rating-class = Joc, reguli și ritm
players-rating = Clasament
players-games = Jocuri
players-provisional = provizoriu: încă prea puține jocuri ca să fie sigur
players-provisional-note = Un clasament cu „?” este provizoriu: încă prea puține jocuri ca să fie sigur.
players-deviation = ±{$deviation}
players-chart-title = Clasamentul în timp
players-date = Data
players-chart-point = {$class_name}: {$rating} pe {$date}
players-recent-games = Jocuri recente
players-no-games = Încă niciun joc.
players-guest = un invitat
players-against = contra
players-casual = amical
players-outcome-open = așteaptă jucători
players-outcome-live = în desfășurare
players-outcome-aborted = anulat înainte de început
players-outcome-cancelled = anulat
players-outcome-won = câștigat
players-outcome-lost = pierdut
players-outcome-drawn = fără câștigător
players-family-standard = linii
players-family-squares = linii și pătrate
players-family-players = {$players} jucători
players-family-traits = {$family}, { $traits ->
    [one] {$traits} caracter
    [few] {$traits} caractere
   *[other] {$traits} de caractere
}
players-speed-blitz = blitz
players-speed-rapid = rapid
players-speed-classical = clasic
players-speed-correspondence = prin corespondență

## Clasamentele jucătorilor (/players).
players-top = Cei mai buni jucători
players-top-all = Toate clasamentele
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 jucător
    [few] {$players} jucători
   *[other] {$players} de jucători
})
players-top-rank = Locul
players-rank-place = locul {$rank}
players-top-player = Jucător
players-top-last-game = Ultimul joc pentru clasament
players-top-you = tu
players-top-ranked-note = Un jucător primește un loc când clasamentul lui e sigur (o abatere de cel mult ±110); clasamentele provizorii („?”) urmează, fără loc.
players-top-nobody-rated = Nimeni nu are încă un clasament. Autentifică-te și bifează „Pentru clasament” la „Joacă acum” ca să joci primul joc pentru clasament.
players-top-nobody-here = Nimeni nu are încă un clasament în această categorie.
players-top-no-such-class = Nu există o asemenea categorie de clasament.
players-find = Caută un jucător
players-find-open = Deschide

## Panoul „Joacă” al paginii de start: joc rapid, oferte, provocări, un robot.
players-play-title = Joacă acum
players-play-game = jocul
players-play-rules = reguli
players-play-clock = ceas
players-play-no-clock = fără ceas
players-play-rated-game = Pentru clasament
players-play-rated-sign-in = Autentifică-te ca să joci pentru clasament.
players-play-rated = pentru clasament
players-play-casual = amical
players-play-quick-game = Găsește un adversar
players-play-offer-seek = Oferă în listă
players-play-bot = Joacă cu un robot
players-play-challenge-name = numele unui jucător
players-play-challenge = Provoacă
players-play-looking-for = Se caută un adversar: {$offer}
players-play-seek-offered = Jocul tău e în listă, oricine îl poate accepta: {$offer}
players-play-challenge-sent = Se așteaptă răspunsul lui {$name}: {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} secundă
    [few] {$seconds} secunde
   *[other] {$seconds} de secunde
}
players-play-waiting-count = { $count ->
    [one] {$count} așteaptă
    [few] {$count} așteaptă
   *[other] {$count} așteaptă
}
players-play-wait-lost = Conexiunea s-a pierdut: așteptarea s-a încheiat. Încearcă din nou.
players-play-cancel = Anulează
players-play-pools-title = Jucători care așteaptă acum
players-play-join-pool = Alătură-te
players-play-seeks-title = Jocuri oferite
players-play-no-seeks = Nimeni nu oferă un joc acum: oferă-l pe al tău.
players-play-your-seek = al tău
players-play-guest = un invitat
players-play-accept = Acceptă
players-play-decline = Refuză
players-play-challenges-title = Provocări
players-play-challenge-from = Provocare de la
players-play-challenge-to = Provocare pentru
players-play-other-page = așteaptă pe altă pagină

## Jocurile tale.
players-notify-sound = Redă un sunet când un joc începe să mă aștepte
players-no-games-yet = Încă niciun joc: găsește un adversar pe pagina de start.
players-games-waiting = { $count ->
    [one] {$count} joc te așteaptă.
    [few] {$count} jocuri te așteaptă.
   *[other] {$count} de jocuri te așteaptă.
}
players-your-turn = e rândul tău
players-their-turn = e rândul adversarului
players-draw-offered = ți se oferă remiză: răspunde
players-take-back-asked = ți se cere anularea unei mutări: răspunde
players-challenge-from = Provocare de la
players-answer-in-lobby = răspunde pe pagina de start
