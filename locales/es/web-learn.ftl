# Las páginas de aprendizaje del navegador: las reglas, las lecciones, los problemas, el repaso de
# una partida terminada, las ayudas junto a una partida. Los motivos de un error son los de learn.ftl.

study-nav-rules = Reglas
study-nav-learn = Aprender a jugar
study-nav-puzzles = Problemas
study-contents = Índice
study-heading = Aprender
study-intro = ¿Nuevo en estos juegos? Lee las reglas, sigue las lecciones guiadas o resuelve los problemas de los motores.
study-learn-link = Aprender {$game} paso a paso →
study-rules-link = Las reglas de {$game}

study-lessons-progress = {$done} de {$of} lecciones hechas
study-lessons-hint = Pista
study-lessons-again = Intentar de nuevo
study-lessons-next = Lección siguiente →
study-lessons-finished = Has hecho todas las lecciones. ¡Juega una partida o prueba los problemas!
study-lessons-play = Jugar una partida
study-lessons-right = Bien hasta aquí: sigue.
study-lessons-replied = Tu adversario responde: {$action}.

study-puzzles-heading = Problemas
study-puzzles-intro = Posiciones de las partidas de los motores, cada una con una sola mejor respuesta. Resuélvelas para mover tu puntuación (guardada en este navegador).
study-puzzles-daily = Problema del día
study-puzzles-next = Problema siguiente →
study-puzzles-rating = Tu puntuación: {$rating} ± {$deviation}
study-puzzles-puzzle-rating = Problema de nivel {$rating} · resuelto {$solved} de { $tries ->
    [one] {$tries} intento
   *[other] {$tries} intentos
}
study-puzzles-day-of = Problema del día, {$day}
study-puzzles-you-play = Juegas con {$seat}.
study-puzzles-solved = ¡Resuelto!
study-puzzles-failed = No es la mejor respuesta.
study-puzzles-solution = La solución: {$line}.
study-puzzles-change = Puntuación {$change}.
study-theme-win-in = { $count ->
    [one] Gana con esta colocación
   *[other] Gana en {$count} colocaciones como mucho
}
study-theme-capture-in = { $count ->
    [one] Captura con esta jugada
   *[other] Captura en {$count} jugadas como mucho
}
study-theme-only-safe-piece = Da la única pieza segura
study-theme-only-drawing-move = Encuentra el único turno que mantiene el empate
study-theme-protected-square = Forma un cuadrado que el adversario no pueda recapturar
study-theme-claim-two = Reclama dos cartas este turno
study-theme-mistake = Encuentra algo mejor que lo jugado
study-eval-won = ganada
study-eval-lost = perdida

study-review-heading = Repaso · {$game}
study-review-by = Repasada en {$seconds} s ({$engine}).
study-review-by-quick = Repasada en menos de {$seconds} s ({$engine}).
study-review-chart = Cómo fue la partida: la puntuación esperada del primer jugador tras cada jugada (arriba: victoria, en medio: empate, abajo: derrota)
study-review-chart-many = Cómo cambió la puntuación esperada de cada jugador con sus jugadas
study-review-back = Volver a la partida
study-review-no-mistakes = Ningún error: bien jugado.
study-review-mistakes = { $count ->
    [one] {$count} jugada perdió terreno.
   *[other] {$count} jugadas perdieron terreno.
}
study-review-best = La elección del motor: {$action}.
study-review-play-again = Aprender de este error
study-review-not-over = El repaso se abre cuando la partida termina.
study-game-review = Repasar la partida

study-hints-heading = Ayudas
study-hints-deadly = No des la pieza {$pieces}: tu adversario ganaría con ella enseguida.
study-hints-poisoned = Colocar en {$cells} no deja ninguna pieza segura para dar.
study-hints-threatened = Tus piezas en {$points} pueden ser capturadas en la próxima jugada.
study-hints-unsafe = { $count ->
    [one] {$count} de tus jugadas dejaría a tu adversario capturar o ganar.
   *[other] {$count} de tus jugadas dejarían a tu adversario capturar o ganar.
}
study-hints-near = Tu carta {$card} está a una ficha: {$colour} en {$space} la muestra en {$quarter}.
study-hints-none = Ningún peligro por ahora.
study-hints-warn-gift = Cuidado: esta pieza hace ganar a tu adversario enseguida. Juégala otra vez para darla de todos modos.
study-hints-warn-cell = Cuidado: tras esta colocación, cualquier pieza que des hace ganar a tu adversario. Juégala otra vez para colocar de todos modos.
study-hints-warn-move = Cuidado: tras esta jugada tu adversario puede capturar o ganar. Juégala otra vez para moverla de todos modos.
study-hints-option = Ayudas para principiantes (avisos antes de dar o jugar algo que pierde)
study-hints-option-help = Qué muestran las ayudas
