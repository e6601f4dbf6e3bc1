# Pagina de start a browserului: jocul nou, listele de jocuri, importul unei partide; și pagina unei
# invitații.

lobby-tagline = Quarto!, Quarto danez și Quartino — cu roboți, pe un singur dispozitiv sau cu prieteni printr-un link.
lobby-new-game = Joc nou
lobby-form-label = joc nou
lobby-game = Jocul
lobby-rules = Reguli
lobby-rules-of = Regulile jocului {$game}, explicate →
lobby-explained = explicat în reguli
lobby-explained-option = {$option}: explicat în reguli
lobby-hints = Sfaturi pentru începători: un avertisment înainte de a da o piesă sau de a face o mutare care pierde imediat
lobby-no-chat = Fără chat la masă (pentru partide cu copii)
lobby-start-summary = Pornește de la o poziție
lobby-start-label = poziția de pornire
lobby-start-help = O poziție în notația jocului, așa cum o arată pagina unei partide sub istoric (Copiază). Goală: începutul obișnuit.
lobby-start-copy-link = Copiază un link către această poziție
lobby-start-link-copied = Link copiat: deschide acest formular cu același joc, aceleași reguli și aceeași poziție.
lobby-start-link-by-hand = Linkul e în bara de adrese: copiază-l de acolo.
lobby-clock = Ceas
lobby-clock-label = ceas
lobby-no-clock = fără ceas
lobby-custom-clock = personalizat…
lobby-custom-total = minute + increment
lobby-custom-per-move = secunde pe mutare
lobby-custom-minutes = min
lobby-custom-increment = s pe mutare
lobby-custom-seconds = s pe mutare
lobby-other-player-name = numele jucătorului {$number} (opțional)
lobby-seats = Jucători
lobby-preset-bot = cu roboți
lobby-preset-friend = cu prieteni (link)
lobby-preset-device = toți pe acest dispozitiv
lobby-preset-anyone = deschis oricui
lobby-choice-me = Eu (acest dispozitiv)
lobby-choice-bot = Robot
lobby-choice-invite = Un prieten (link de invitație)
lobby-choice-open = Deschis oricui
lobby-seat = Jucătorul {$number}
lobby-seat-first = Jucătorul {$number} (începe)
lobby-seat-label = jucătorul {$number}
lobby-level-label = nivelul robotului, jucătorul {$number}
lobby-fewer-seats = jucător
lobby-more-seats = jucător
lobby-players = { $count ->
    [one] {$count} jucător
    [few] {$count} jucători
   *[other] {$count} de jucători
}
lobby-name-placeholder = numele tău (opțional)
lobby-name-label = numele tău
lobby-create = Creează jocul

lobby-your-games = Jocurile tale
lobby-your-seats = { $count ->
    [one] locul {$seats}
   *[other] locurile {$seats}
}
lobby-open-games = Jocuri deschise
lobby-no-open-games = Niciun joc deschis: creează unul sau deschide un loc oricui.
lobby-live-games = Jocuri în desfășurare
lobby-no-live-games = Acum nu se joacă niciun joc.
lobby-more-games = Arată mai multe jocuri
lobby-listed-bot = robot ({$level})
lobby-listed-open = loc liber
lobby-listed-invited = invitat
lobby-play = Joacă
lobby-join = Intră
lobby-watch = Privește

lobby-import-heading = Importă o partidă
lobby-import-help = Lipește o partidă salvată (cu „Exportă partida”) sau alege fișierul ei, apoi alege de unde continuă jocul și cine joacă fiecare loc.
lobby-import-point-label = continuă după această mutare
lobby-import-point-end = continuă de la sfârșit (după mutarea {$at})
lobby-import-point = continuă după mutarea {$at} din {$of}
lobby-import-finished = Partida salvată se termină cu sfârșitul jocului: alege o mutare anterioară ca să joci mai departe.
lobby-import-name-of = numele jucătorului {$number}
lobby-record-label = partida salvată
lobby-file-label = fișierul partidei
lobby-import-button = Importă și joacă mai departe

join-heading = Invitație
join-invited = Ești invitat să joci {$game}
join-seat = Locul {$number}.
join-seat-with = Locul {$number}, cu {$others}.
join-bot = un robot ({$level})
join-rules = Reguli: {$rules}
join-rules-clock = Reguli: {$rules} · ceas {$clock}
join-take = Ocupă locul {$number}
join-watch = Doar privește
join-to-lobby = Mergi la pagina de start
join-taken = Această invitație a fost deja folosită: locul {$number} este ocupat.
join-taken-by = Această invitație a fost deja folosită: {$name} a ocupat locul {$number}.
join-over = Această invitație era pentru o partidă de {$game}, care s-a încheiat.
join-cancelled = Această invitație era pentru o partidă de {$game}, anulată înainte să înceapă.
join-watch-game = Privește partida
join-see-game = Vezi partida
