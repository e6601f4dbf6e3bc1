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
