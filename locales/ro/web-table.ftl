# Pagina jocului în browser, între oamenii de la masă: anularea, propunerea de egalitate,
# cererea de a lua mutarea înapoi, răspunsul la propunerea celuilalt și revendicarea jocului.

table-heading = La masă
table-abort = Anulează partida
table-really-abort = Sigur anulezi? Se încheie fără rezultat
table-offer-draw = Propune egalitate
table-ask-take-back = Cere să iei mutarea înapoi
table-accept = Acceptă
table-decline = Refuză
table-draw-offered = Ai propus egalitate: propunerea rămâne până când {$seat} răspunde sau mută.
table-take-back-asked = Ai cerut să iei înapoi ultima ta mutare: cererea rămâne până când {$seat} răspunde sau se face o mutare.
table-draw-prompt = {$seat} propune egalitate. Propunerea cade dacă muți.
table-take-back-prompt = {$seat} cere să ia înapoi ultima sa mutare. Cererea cade dacă se face o mutare.
table-draw-declined = Propunerea ta de egalitate a fost refuzată.
table-draw-lapsed = Propunerea ta de egalitate a căzut: s-a făcut o mutare.
table-take-back-declined = Cererea ta de a lua mutarea înapoi a fost refuzată.
table-take-back-lapsed = Cererea ta de a lua mutarea înapoi a căzut: s-a făcut o mutare.
table-the-others = ceilalți
# While the first turn of the seat to move runs, between people: the time left before the
# server aborts the game ($seat: the other player).
table-first-turn-mine = Ai {$seconds} s să faci prima mutare, altfel jocul este anulat.
table-first-turn-theirs = {$seat} are {$seconds} s să facă prima mutare, altfel jocul este anulat.
table-claim-wait = {$seat} a părăsit masa: poți revendica jocul peste {$seconds} s.
table-claim-ready = {$seat} a părăsit masa: poți revendica jocul.
table-claim-win = Revendică victoria
table-claim-draw = Revendică egalitatea
table-result-aborted = Anulată
table-result-aborted-by = {$seat} a anulat-o înainte de prima sa mutare
table-result-aborted-unstarted = un jucător nu și-a făcut prima mutare la timp
table-result-agreement = jucătorii au convenit egalitatea
# ($others: the players who had left, by name; $count: how many)
table-result-claimed = {$seat} a revendicat jocul: { $count ->
    [one] {$others} părăsise masa
   *[other] {$others} părăsiseră masa
}
table-result-abandoned = Părăsită
# An untimed game the server ended: every player left it (docs/api.md, Between the players).
table-result-abandoned-why = toți jucătorii părăsiseră masa de o zi
table-chat-players = Discuția jucătorilor
table-chat-spectators = Discuția spectatorilor
table-chat-placeholder = Scrie ceva
table-chat-send = Trimite
table-chat-spectator = spectator
table-chat-none = Nimeni n-a scris încă nimic.
table-chat-mute = Ascunde mesajele lui {$seat}
table-ended-abort = anulat
table-ended-cancel = anulat înainte de început
table-ended-abandoned = părăsit
table-ended-over = încheiat
table-ended-won-time = câștigat la timp
table-ended-lost-time = pierdut la timp
table-ended-won-resign = câștigat: adversarul a abandonat
table-ended-lost-resign = abandonat
table-ended-won-claim = revendicat: adversarul a plecat
table-ended-lost-claim = pierdut: revendicat după ce ați plecat
table-ended-drawn-claim = egalitate: revendicată după ce adversarul a plecat
table-ended-agreement = egalitate prin acord
