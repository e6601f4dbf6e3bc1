# Paginile jucătorilor în browser: meniul contului din antetul fiecărei pagini, pagina unui
# jucător, panoul „Joacă” al paginii de start (joc rapid, oferte, provocări) și jocurile tale.

## Meniul contului.
players-account = Cont
players-sign-in = Autentificare
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
