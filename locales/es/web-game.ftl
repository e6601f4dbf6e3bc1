# La página de una partida en el navegador: la cabecera, la conexión, los jugadores, la línea de
# estado, los botones, las invitaciones, el historial, el análisis, el resultado y la tapa de las cartas.

play-loading = Cargando…
play-title = {$game} · Quartet
play-title-your-turn = ● Te toca · {$game} · Quartet
play-not-found = No existe esa partida
play-not-found-detail = No hay ninguna partida «{$id}» en este servidor: puede que se haya cancelado, o el enlace está mal copiado.
play-header-clock = reloj {$clock}
play-header-watching = estás mirando
play-seat-refused = Se rechazó tu puesto en esta partida ({$message}); la estás mirando.

play-link-open = conectado
play-link-connecting = conectando…
play-link-reconnecting = reconectando…
play-link-waiting = conexión perdida: nuevo intento en {$seconds} s
play-link-refused = rechazado por el servidor
play-link-bad-token = ficha de puesto no válida

play-seat-bot = Bot ({$level})
play-seat-bot-at = Bot {$number} ({$level})
play-seat-you = (tú)
play-seat-kind-bot = bot
play-seat-thinking = bot · pensando…
play-seat-open = puesto libre: cualquiera puede unirse
play-seat-invited = invitado: aún no ha llegado
play-seat-online = conectado
play-seat-offline = desconectado
play-seat-resigned = abandonó
play-seat-connected = conectado
play-seat-not-connected = no conectado
play-spectators = { $count ->
    [one] {$count} espectador
   *[other] {$count} espectadores
}

play-status-replay = Repaso: después de la jugada {$at} de {$of}.
play-status-over = {$headline}: {$detail}
play-status-thinking = {$seat} está pensando…
play-status-waiting-for = Esperando a {$names}.
play-status-your-turn-as = {$seat}: te toca.
play-status-your-turn = Te toca.
play-status-to-move = Le toca a {$seat}…
play-status-last = Última jugada: {$seat} {$action}.

play-take-back = Deshacer
play-resign = Abandonar
play-really-resign = ¿Abandonar de verdad?
play-really-resign-all = ¿Abandonar de verdad? La partida termina para todos
play-take-seat = Ocupar un puesto
play-open-rematch = Abrir la revancha
play-accept-rematch = Aceptar la revancha
play-rematch = Revancha
play-export-record = Exportar la partida
play-continue-from-here = Continuar desde aquí
play-position-label = Posición
play-copy-position = Copiar
play-position-copied = Posición copiada.
play-copy-failed = El navegador no dejó copiar a la página: selecciona la posición y cópiala tú.
play-cancel-game = Cancelar la partida
play-really-cancel = ¿Cancelar de verdad?
play-cancelled = La partida está cancelada.
play-record-saved = Partida guardada. Impórtala desde el inicio para seguir desde cualquier jugada.

play-invite-heading = Invitar
play-invite-link-for = enlace para el puesto {$number}
play-invite-send-open = {$seat} (abierto a todos): envía este enlace
play-invite-send-friend = {$seat} (para un amigo): envía este enlace
play-invite-copy = Copiar
play-invite-copied = Enlace copiado.
play-invite-copy-by-hand = Selecciona el enlace y cópialo.

play-history-heading = Historial
play-history-slider = repaso: jugada mostrada
play-history-first = inicio
play-history-back = una jugada atrás
play-history-forward = una jugada adelante
play-history-live = volver a la partida
play-history-count = { $count ->
    [one] {$count} jugada
   *[other] {$count} jugadas
}
play-history-showing = jugada {$at} de {$of}
play-history-entry = {$seat} {$action}
play-history-turn = turno {$turn}, {$seat}
play-history-none = Todavía ninguna jugada.

play-confirm-label = confirmar la jugada
play-confirm-option = Confirmar cada jugada antes de enviarla
play-confirm-ask = ¿{$action}?
play-confirm-yes = Confirmar
play-confirm-no = Cancelar

play-analysis-heading = Análisis
play-analysis-not-analysed = Esta posición no está analizada: el servidor estaba demasiado ocupado para que el solucionador terminara a tiempo.
play-analysis-show = Mostrar los valores del solucionador
play-analysis-hide = Ocultar los valores del solucionador
play-analysis-thinking = El solucionador está pensando…
play-analysis-over = Aquí la partida ha terminado.
play-analysis-value = Le toca a {$seat}: {$value} con el mejor juego.
play-analysis-more = { $count ->
    [one] …y {$count} turno más.
   *[other] …y {$count} turnos más.
}

play-you-win = ¡Ganas!
play-you-lose = Pierdes
play-banner-close = cerrar
play-result-draw = Empate
play-result-nobody = Nadie gana
play-result-cancelled = Cancelada
play-result-cancelled-by = {$seat} la canceló
play-result-expired = esperó demasiado tiempo a sus jugadores
play-result-wins = Gana {$seat}
play-result-out-of-time = A {$seat} se le acabó el tiempo
play-result-resigned = {$seat} abandonó
play-result-resigned-all = {$seat} abandonó, y la partida termina para todos

play-cover-pass = Pasa el dispositivo a {$seat}.
play-cover-show = Mostrar las cartas de {$seat}

# G gana, E empate, P pierde.
play-mark-win = G
play-mark-draw = E
play-mark-loss = P
