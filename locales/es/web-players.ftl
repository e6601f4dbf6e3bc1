# Las páginas de los jugadores en el navegador: el menú de la cuenta en la cabecera de cada
# página, la página de un jugador, el panel «Jugar» de la entrada (partida rápida, propuestas,
# desafíos) y tus partidas.

## El menú de la cuenta.
players-account = Cuenta
players-sign-in = Entrar
players-sign-up = Registrarse
players-sign-in-title = Entrar
players-sign-up-title = Crear una cuenta
players-name = Nombre
players-password = Contraseña
players-sign-up-hint = Un nombre tiene de 3 a 20 caracteres: letras A-Z, cifras, _ y -. Una contraseña tiene al menos 8 caracteres.
players-to-sign-up = ¿Aún sin cuenta? Regístrate
players-to-sign-in = ¿Ya tienes cuenta? Entra
players-try-again-in = Demasiados intentos: vuelve a probar en { $seconds ->
    [one] {$seconds} segundo
   *[other] {$seconds} segundos
}.
players-signed-in-as = Has entrado como {$name}
players-sign-out = Salir
players-sign-out-everywhere = Salir en todas partes
players-signed-out-everywhere = Sesión cerrada en { $count ->
    [one] {$count} navegador
   *[other] {$count} navegadores
}.
players-delete-account = Borrar la cuenta
players-delete-explain = Borrar la cuenta elimina para siempre su nombre, sus puntuaciones, propuestas y desafíos. Sus partidas se quedan, a nombre de «jugador borrado». Escribe tu contraseña para confirmarlo.
players-delete-confirm = Borrar para siempre
players-deleted = La cuenta está borrada.
players-claim-offer = Este navegador guarda puestos de { $count ->
    [one] {$count} partida jugada como invitado
   *[other] {$count} partidas jugadas como invitado
}: ¿añadirlas a tu cuenta?
players-claim = Añadirlas
players-not-now = Ahora no
players-claimed = { $count ->
    [one] {$count} puesto añadido a tu cuenta.
   *[other] {$count} puestos añadidos a tu cuenta.
}
players-cancel = Cancelar
players-your-page = Tu página de jugador
players-your-games = Tus partidas
players-deleted-player = jugador borrado

## La página de un jugador.
players-loading = Cargando…
players-no-such-player = Nadie juega con el nombre «{$name}» (o la cuenta se borró).
players-member-since = Juega desde el {$date}
players-ratings = Puntuaciones
players-no-ratings = Aún ninguna partida puntuada.
players-rating-class = Juego, reglas y ritmo
players-rating = Puntuación
players-games = Partidas
players-provisional = provisional: aún hay pocas partidas para fiarse de ella
players-provisional-note = Una puntuación con «?» es provisional: aún hay pocas partidas para fiarse de ella.
players-deviation = ±{$deviation}
players-chart-title = La puntuación a lo largo del tiempo
players-date = Fecha
players-chart-point = {$class_name}: {$rating} el {$date}
players-recent-games = Partidas recientes
players-no-games = Aún ninguna partida.
players-guest = un invitado
players-against = contra
players-casual = amistosa
players-outcome-open = espera jugadores
players-outcome-live = en juego
players-outcome-aborted = anulada antes de empezar
players-outcome-cancelled = cancelada
players-outcome-won = ganada
players-outcome-lost = perdida
players-outcome-drawn = sin ganador
players-family-standard = líneas
players-family-squares = líneas y cuadrados
players-family-players = {$players} jugadores
players-family-traits = {$family}, {$traits} características
players-speed-blitz = blitz
players-speed-rapid = rápida
players-speed-classical = clásica
players-speed-correspondence = por correspondencia

## Las clasificaciones de jugadores (/players).
players-top = Mejores jugadores
players-top-all = Todas las clasificaciones
players-top-class-players = {$class_name} ({ $players ->
    [one] 1 jugador
   *[other] {$players} jugadores
})
players-top-rank = Puesto
players-rank-place = puesto {$rank}
players-top-player = Jugador
players-top-last-game = Última partida puntuada
players-top-you = tú
players-top-ranked-note = Un jugador recibe un puesto cuando su puntuación es segura (una desviación de ±110 o menos); las puntuaciones provisionales («?») van después, sin puesto.
players-top-nobody-rated = Aún nadie tiene puntuación. Entra y marca «Puntuada» en «Jugar ahora» para jugar la primera partida puntuada.
players-top-nobody-here = Aún nadie tiene puntuación en esta categoría.
players-top-no-such-class = No existe esa categoría de puntuación.
players-find = Buscar un jugador
players-find-open = Abrir

## El panel «Jugar» de la entrada: partida rápida, propuestas, desafíos, un robot.
players-play-title = Jugar ahora
players-play-game = juego
players-play-rules = reglas
players-play-clock = reloj
players-play-no-clock = sin reloj
players-play-rated-game = Puntuada
players-play-rated-sign-in = Entra para jugar partidas puntuadas.
players-play-rated = puntuada
players-play-casual = amistosa
players-play-quick-game = Buscar rival
players-play-offer-seek = Proponer en la lista
players-play-bot = Jugar contra un robot
players-play-challenge-name = el nombre de un jugador
players-play-challenge = Desafiar
players-play-looking-for = Buscando rival: {$offer}
players-play-seek-offered = Tu partida está en la lista para que cualquiera la acepte: {$offer}
players-play-challenge-sent = Esperando la respuesta de {$name}: {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} segundo
   *[other] {$seconds} segundos
}
players-play-waiting-count = { $count ->
    [one] {$count} esperando
   *[other] {$count} esperando
}
players-play-wait-lost = Se perdió la conexión: la espera terminó. Vuelve a intentarlo.
players-play-cancel = Cancelar
players-play-pools-title = Jugadores esperando ahora
players-play-join-pool = Unirse
players-play-seeks-title = Partidas propuestas
players-play-no-seeks = Nadie propone una partida ahora mismo: propón la tuya.
players-play-your-seek = la tuya
players-play-guest = un invitado
players-play-accept = Aceptar
players-play-decline = Rechazar
players-play-challenges-title = Desafíos
players-play-challenge-from = Desafío de
players-play-challenge-to = Desafío a
players-play-other-page = esperando en otra página

## Tus partidas.
players-notify-sound = Sonar cuando una partida empiece a esperarme
players-no-games-yet = Aún ninguna partida: busca un rival en la entrada.
players-games-waiting = { $count ->
    [one] {$count} partida te espera.
   *[other] {$count} partidas te esperan.
}
players-your-turn = te toca
players-their-turn = le toca al rival
players-draw-offered = te ofrecen tablas: responde
players-take-back-asked = te piden deshacer una jugada: responde
players-challenge-from = Desafío de
players-answer-in-lobby = respóndelo en la entrada
