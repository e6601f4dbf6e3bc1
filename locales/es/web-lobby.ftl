# El inicio del navegador: la partida nueva, las listas de partidas, la importación de una
# partida; y la página de una invitación.

lobby-tagline = Quarto!, Quarto danés y Quartino: contra bots, en un solo dispositivo o con amigos mediante un enlace.
lobby-new-game = Partida nueva
lobby-form-label = partida nueva
lobby-game = Juego
lobby-rules = Reglas
lobby-rules-of = Las reglas de {$game}, explicadas →
lobby-explained = explicado en las reglas
lobby-explained-option = {$option}: explicado en las reglas
lobby-hints = Ayudas para principiantes: un aviso antes de dar una pieza o hacer una jugada que pierde enseguida
lobby-no-chat = Sin chat en la mesa (para partidas con niños)
lobby-start-summary = Empezar desde una posición
lobby-start-label = posición inicial
lobby-start-help = Una posición en la notación del juego, tal como la muestra la página de una partida bajo el historial (Copiar). Vacía: el comienzo de siempre.
lobby-start-copy-link = Copiar un enlace a esta posición
lobby-start-link-copied = Enlace copiado: abre este formulario con el mismo juego, las mismas reglas y la misma posición.
lobby-start-link-by-hand = El enlace está en la barra de direcciones: cópialo de ahí.
lobby-clock = Reloj
lobby-clock-label = reloj
lobby-no-clock = sin reloj
lobby-custom-clock = personalizado…
lobby-custom-total = minutos + incremento
lobby-custom-per-move = segundos por jugada
lobby-custom-minutes = min
lobby-custom-increment = s por jugada
lobby-custom-seconds = s por jugada
lobby-other-player-name = nombre del jugador {$number} (opcional)
lobby-seats = Jugadores
lobby-preset-bot = contra bots
lobby-preset-friend = con amigos (enlace)
lobby-preset-device = todos en este dispositivo
lobby-preset-anyone = abierta a todos
lobby-choice-me = Yo (este dispositivo)
lobby-choice-bot = Bot
lobby-choice-invite = Un amigo (enlace de invitación)
lobby-choice-open = Abierto a todos
lobby-seat = Jugador {$number}
lobby-seat-first = Jugador {$number} (empieza)
lobby-seat-label = jugador {$number}
lobby-level-label = nivel del bot, jugador {$number}
lobby-fewer-seats = jugador
lobby-more-seats = jugador
lobby-players = { $count ->
    [one] {$count} jugador
   *[other] {$count} jugadores
}
lobby-name-placeholder = tu nombre (opcional)
lobby-name-label = tu nombre
lobby-create = Crear la partida

lobby-your-games = Tus partidas
lobby-your-seats = { $count ->
    [one] puesto {$seats}
   *[other] puestos {$seats}
}
lobby-open-games = Partidas abiertas
lobby-no-open-games = No hay partidas abiertas: crea una, o abre un puesto a todos.
lobby-live-games = Partidas en juego
lobby-no-live-games = Ahora no se está jugando ninguna partida.
lobby-more-games = Mostrar más partidas
lobby-listed-bot = bot ({$level})
lobby-listed-open = puesto libre
lobby-listed-invited = invitado
lobby-play = Jugar
lobby-join = Unirse
lobby-watch = Mirar

lobby-import-heading = Importar una partida
lobby-import-help = Pega una partida guardada (con «Exportar la partida») o elige su archivo; luego elige desde dónde sigue la partida y quién juega cada puesto.
lobby-import-point-label = seguir después de esta jugada
lobby-import-point-end = seguir desde el final (después de la jugada {$at})
lobby-import-point = seguir después de la jugada {$at} de {$of}
lobby-import-finished = La partida guardada llega hasta el final: elige una jugada anterior para seguir jugando.
lobby-import-name-of = nombre del jugador {$number}
lobby-record-label = partida guardada
lobby-file-label = archivo de la partida
lobby-import-button = Importar y seguir jugando

join-heading = Invitación
join-invited = Te invitan a jugar a {$game}
join-seat = Puesto {$number}.
join-seat-with = Puesto {$number}, con {$others}.
join-bot = un bot ({$level})
join-rules = Reglas: {$rules}
join-rules-clock = Reglas: {$rules} · reloj {$clock}
join-take = Ocupar el puesto {$number}
join-watch = Solo mirar
join-to-lobby = Ir al inicio
join-taken = Esta invitación ya se ha usado: el puesto {$number} está ocupado.
join-taken-by = Esta invitación ya se ha usado: {$name} ocupó el puesto {$number}.
join-over = Esta invitación era para una partida de {$game}, que ya ha terminado.
join-cancelled = Esta invitación era para una partida de {$game}, que se canceló antes de empezar.
join-watch-game = Mirar la partida
join-see-game = Ver la partida
