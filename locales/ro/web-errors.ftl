# Erorile serverului în browser, un mesaj pentru fiecare cod al API-ului. $message: cuvintele
# serverului, în engleză. Refuzurile regulilor sunt cele din errors.ftl.

server-error-bad-request = Serverul nu poate folosi această cerere.
server-error-bad-token = Jetonul locului tău nu e valabil pentru acest joc.
server-error-spectator = Privești acest joc: doar jucătorii lui pot muta.
server-error-not-your-seat = Locul acesta nu e al tău.
server-error-not-found = Nu există: poate jocul sau invitația a fost anulată, ori linkul e greșit.
server-error-method-not-allowed = Serverul nu răspunde aici la acest fel de cerere.
server-error-waiting = Jocul își așteaptă jucătorii.
server-error-not-your-turn = Nu e rândul tău.
server-error-over = Jocul s-a terminat.
server-error-seat-taken = Locul este deja ocupat.
server-error-one-seat = Ai deja un loc în acest joc: cu cărți ascunse, o persoană joacă un singur loc.
server-error-started = Jocul a început: nu mai poate fi anulat.
server-error-nothing-to-undo = Nu e nimic de luat înapoi.
server-error-undo-refused = Mutările se iau înapoi pe loc doar cu roboți (unei persoane îi cereți să ia mutarea înapoi), și niciodată dincolo de cărți deja arătate.
server-error-not-over = Jocul nu s-a terminat încă.
server-error-rematch-exists = Revanșa există deja, iar locurile tale acolo sunt ocupate.
server-error-hidden = Partida se deschide după sfârșitul jocului: are cărți ascunse.
server-error-analysis-refused = Analiza se deschide după sfârșitul jocului (sau imediat, cu roboți).
server-error-stopping = Serverul se oprește: încearcă din nou peste o clipă.
server-error-busy = Serverul e ocupat: încearcă din nou peste câteva secunde.
server-error-too-many-connections = Prea multe conexiuni de la adresa ta: închide o filă sau două și încearcă din nou.
server-error-request-timeout = Cererea a sosit prea încet: încearcă din nou.
server-error-too-many-games = Ai atâtea jocuri care așteaptă jucători câte ai voie: începe sau anulează unul mai întâi.
server-error-too-large = E prea mare pentru server.
server-error-upgrade-required = Această adresă e doar pentru o conexiune în direct.
server-error-illegal = Regulile nu permit asta.
server-error-rate-limited = Prea multe cereri: așteaptă puțin și încearcă din nou.
server-error-corrupt = Acest joc salvat nu poate fi reluat.
server-error-internal = Ceva n-a mers bine pe server.
server-error-storage = Serverul nu a putut salva: nu s-a schimbat nimic. Încearcă din nou.
server-error-not-owner = Partida trece pe alt server: încercăm din nou într-o clipă.
server-error-unanswered = Serverul care conduce partida nu a răspuns la timp: ce ai cerut poate să fi fost făcut. Partida este arătată așa cum este acum.
server-error-analysis-timeout = Rezolvitorul nu a terminat la timp.
server-error-analysis-memory = Rezolvitorul nu a primit memoria de care are nevoie.
server-error-name-taken = Numele e luat (sau unul care seamănă cu el).
server-error-wrong-credentials = Numele și parola nu se potrivesc.
server-error-signed-out = Mai întâi autentifică-te.
server-error-rated-refused = Acest joc nu poate fi cu clasament.
server-error-pairing-ended = Așteptarea unui adversar s-a încheiat: ați plecat sau ați cerut alt joc din altă parte.
server-error-challenge-declined = Provocarea dumneavoastră a fost refuzată.
server-error-csrf = Cererea a sosit fără jetonul ei de securitate: reîncarcă pagina și încearcă din nou.
server-error-abort-refused = Ai mutat deja: partida nu mai poate fi anulată (propune egalitate sau abandonează).
server-error-no-draw = În acest joc nu există egalitate prin acord.
server-error-no-offer = Nu există nicio propunere a celuilalt jucător la care să răspunzi (a fost retrasă sau o mutare a încheiat-o).
server-error-claim-refused = Jocul nu poate fi revendicat acum.
server-error-chat-refused = Acest rând nu poate fi trimis.

## A refusal with its detail, and the details (docs/api.md): what a refusal is about beyond
## its code, said in place of the server's English words.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Alege un ceas: none, un timp pe mutare sau un timp pe joc.
server-detail-clock = „{$clock}” nu este un ceas: scrie none, 30s/move, 3d/move, 10m sau 10m+5s.
server-detail-clock-turn-range = O mutare are cel puțin 1 s și cel mult 14 zile.
server-detail-clock-game-range = Un joc are cel puțin 10 s și cel mult 24 h de jucător.
server-detail-clock-increment-range = Incrementul este de cel mult 1 h.
server-detail-length-cap = {$option} este cel mult {$most} pe acest server.
server-detail-chosen-deal = Acest joc ascunde cărți și are locuri pentru alți oameni, așa că nimeni nu-i poate alege împărțirea.
server-detail-start-over = În această poziție partida s-a încheiat: n-ar mai rămâne nicio mutare. Alege o poziție dinaintea sfârșitului.
server-detail-bot-level = Acest joc nu are nivelul de bot {$level}.
server-detail-seat-count = Cu aceste reguli jocul are { $seats ->
    [few] {$seats} jucători
   *[other] {$seats} de jucători
}, nu {$given}.
server-detail-record-bad-tag = Linia {$line} a înregistrării nu este o etichetă [Nume "valoare"].
server-detail-record-missing-tag = Înregistrarea nu are eticheta [{$tag} "…"].
server-detail-record-wrong-game = Înregistrarea este a altui joc ({$found}).
server-detail-record-bad-value = Eticheta [{$tag}] a înregistrării are o valoare care nu se înțelege.
server-detail-record-bad-action = Mutarea {$number} a înregistrării ({$action}) nu se poate juca.
server-detail-record-result-mismatch = Rezultatul înregistrării nu este cel dat de mutările ei.
server-detail-record-unclosed-comment = Un comentariu al înregistrării deschis cu {"{"} nu este închis niciodată.
server-detail-record-ply = Înregistrarea are { $actions ->
    [one] {$actions} mutare
    [few] {$actions} mutări
   *[other] {$actions} de mutări
}: continuă de la 0 la {$actions}.
server-detail-record-replay = Jocul înregistrării nu poate fi rejucat.
server-detail-rated-signed-out = Un joc cu clasament se joacă între conturi.
server-detail-challenge-signed-out = Provocările sunt între conturi: mai întâi autentifică-te.
server-detail-rematch-unplayed = O revanșă urmează unei partide jucate până la capăt: aceasta s-a încheiat fără rezultat.
server-detail-rated-bot = Un joc cu clasament se joacă între oameni: un loc de bot îl face fără clasament.
server-detail-rated-seats = Într-un joc cu clasament ții exact un loc, iar fiecare alt loc așteaptă un alt jucător.
server-detail-rated-chosen-start = Un joc cu clasament pornește de la începutul obișnuit, împărțit de server.
server-detail-rated-imported = O înregistrare importată nu are niciodată clasament.
server-detail-rated-hints = Indiciile pentru începători sunt pentru jocurile fără clasament.
server-detail-rated-same-account = Contul tău ține deja alt loc în acest joc cu clasament.
server-detail-no-action = Nu s-a jucat nicio mutare.
server-detail-two-players = Împerecherea rapidă, căutările și provocările sunt pentru jocuri în doi.
server-detail-challenge-self = Nu vă puteți provoca pe dumneavoastră înșivă.
server-detail-pairing-browser = Identificatorul acestui navigator pentru găsirea rapidă a unui adversar nu este valid (cel mult 64 de litere, cifre, - și _): reîncărcați pagina.
server-detail-claim-alone = Doar un joc între oameni poate fi revendicat: nimeni altcineva nu joacă la această masă.
server-detail-claim-away = Revendicați jocul din pagina lui, cât timp sunteți conectat la el.
server-detail-claim-correspondence = O partidă prin corespondență își așteaptă jucătorii: o încheie ceasul, nu o revendicare.
server-detail-lang-unknown = „{$lang}” nu este o limbă a lui Quartet: alegeți en, ro, es, fr, cs sau it.
server-detail-claim-present = Jucătorul {$seat} este la masă: jocul poate fi revendicat după ce toți ceilalți jucători au plecat.
server-detail-claim-too-soon = Jocul poate fi revendicat peste { $seconds ->
    [one] {$seconds} secundă
    [few] {$seconds} secunde
   *[other] {$seconds} de secunde
}.
server-detail-chat-off = Această partidă nu are chat: a fost creată fără.
server-detail-chat-empty = Un rând gol nu se trimite.
server-detail-chat-too-long = Un rând are cel mult {$most} caractere; acesta are {$chars}.
server-detail-chat-control = Un rând este text simplu, pe un singur rând, fără caractere de control.
server-detail-chat-too-fast = Cel mult 5 rânduri în 10 secunde: așteaptă {$seconds} s.
server-detail-name = { $why ->
    [length] Un nume are între 3 și 20 de caractere.
    [character] Un nume are doar litere A-Z, cifre, _ și -, nu „{$character}”.
    [shape] Un nume începe cu o literă, iar _ sau - stau singure între litere sau cifre.
   *[reserved] Acest nume este rezervat.
}
server-detail-password = { $why ->
    [length] O parolă are între 8 și 1024 de octeți.
   *[is-the-name] Parola nu poate fi numele.
}
server-detail-json-syntax = Cererea nu este JSON valid (linia {$line}, coloana {$column}).
server-detail-json-body-type = Cererea trebuie să fie un obiect JSON {"{"}…{"}"}.
server-detail-json-unknown-type = Serverul nu cunoaște acest tip de mesaj.
server-detail-json-missing-field = Lipsește câmpul „{$field}”.
server-detail-json-unknown-field = Serverul nu cunoaște câmpul „{$field}”.
server-detail-json-wrong-type = Câmpul „{$field}” are o valoare de tip greșit.
server-detail-json-bad-value = Valoarea câmpului „{$field}” nu este înțeleasă.
server-detail-body-too-large = O cerere are cel mult { $most ->
    [one] {$most} octet
    [few] {$most} octeți
   *[other] {$most} de octeți
}.
server-detail-message-too-large = Un mesaj are cel mult { $most ->
    [one] {$most} octet
    [few] {$most} octeți
   *[other] {$most} de octeți
}; acesta avea { $size ->
    [one] {$size} octet
    [few] {$size} octeți
   *[other] {$size} de octeți
}.
server-detail-message-binary = Mesajele se trimit ca text JSON, nu ca date binare.
server-detail-query-unknown = Adresa are un parametru pe care serverul nu îl cunoaște: „{$name}”.
server-detail-query-value = Valoarea parametrului „{$name}” din adresă nu este înțeleasă.
server-detail-path-bad = Adresa nu poate fi citită: o parte din ea nu este text.

## Why the server closed the live connection (the close frame's reason).
server-close-bad-token = Jetonul locului tău nu este valabil pentru acest joc.
server-close-too-many-messages = Serverul a închis conexiunea: această pagină a trimis prea multe mesaje.
server-close-silent = Serverul a închis conexiunea: de la această pagină n-a venit nimic prea mult timp.
server-close-restarting = Serverul repornește: pagina se reconectează imediat.
server-close-bad-ticket = Așteptarea unui adversar nu a fost găsită: începeți din nou.
server-close-paired = S-a găsit un adversar.
server-close-not-utf8 = Serverul a închis conexiunea: această pagină a trimis un mesaj text care nu este UTF-8.
