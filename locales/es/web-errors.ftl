# Los errores del servidor en el navegador, un mensaje por código de la API. $message: las palabras
# del servidor, en inglés. Los rechazos de las reglas son los de errors.ftl.

server-error-bad-request = El servidor no puede usar esta petición.
server-error-bad-token = La ficha de tu puesto no vale para esta partida.
server-error-spectator = Estás mirando esta partida: solo sus jugadores pueden jugar.
server-error-not-your-seat = Ese puesto no es tuyo.
server-error-not-found = No encontrado: puede que la partida o la invitación se haya cancelado, o el enlace está mal copiado.
server-error-method-not-allowed = El servidor no responde aquí a este tipo de petición.
server-error-waiting = La partida espera a que lleguen sus jugadores.
server-error-not-your-turn = No te toca.
server-error-over = La partida ha terminado.
server-error-seat-taken = Este puesto ya está ocupado.
server-error-one-seat = Ya tienes un puesto en esta partida: con cartas ocultas, cada persona juega un solo puesto.
server-error-started = La partida ha empezado: ya no se puede cancelar.
server-error-nothing-to-undo = No hay nada que deshacer.
server-error-undo-refused = Solo se deshace al instante contra bots (a una persona, pídele deshacer la jugada), y nunca antes de cartas ya mostradas.
server-error-not-over = La partida aún no ha terminado.
server-error-rematch-exists = La revancha ya existe, y tus puestos en ella están ocupados.
server-error-hidden = La partida guardada se abre cuando termina: contiene cartas ocultas.
server-error-analysis-refused = El análisis se abre cuando la partida termina (o enseguida contra bots).
server-error-stopping = El servidor se está deteniendo: inténtalo de nuevo en un momento.
server-error-busy = El servidor está ocupado: inténtalo de nuevo en unos segundos.
server-error-too-many-connections = Demasiadas conexiones desde tu dirección: cierra una o dos pestañas y vuelve a intentarlo.
server-error-request-timeout = La petición llegó demasiado despacio: inténtalo de nuevo.
server-error-too-many-games = Tienes tantas partidas esperando jugadores como se permite: empieza o cancela una primero.
server-error-too-large = Es demasiado grande para el servidor.
server-error-upgrade-required = Esta dirección es solo para una conexión en directo.
server-error-illegal = Las reglas no lo permiten.
server-error-rate-limited = Demasiadas peticiones: espera un momento y vuelve a intentarlo.
server-error-corrupt = Esta partida guardada no se puede reproducir.
server-error-internal = Algo falló en el servidor.
server-error-storage = El servidor no pudo guardarlo: nada ha cambiado. Inténtalo de nuevo.
server-error-not-owner = La partida está pasando a otro servidor: se vuelve a intentar en un momento.
server-error-unanswered = El servidor que lleva esta partida no respondió a tiempo: puede que lo que pediste se haya hecho. La partida se muestra tal como está.
server-error-analysis-timeout = El solucionador no terminó a tiempo.
server-error-analysis-memory = El solucionador no obtuvo la memoria que necesita.
server-error-name-taken = Este nombre está ocupado (o uno que se le parece).
server-error-wrong-credentials = El nombre y la contraseña no coinciden.
server-error-signed-out = Primero inicia sesión.
server-error-rated-refused = Esta partida no puede ser puntuable.
server-error-pairing-ended = Tu espera de un rival ha terminado: te fuiste o pediste otra partida en otro sitio.
server-error-challenge-declined = Tu desafío fue rechazado.
server-error-csrf = Esta petición llegó sin su ficha de seguridad: recarga la página e inténtalo de nuevo.
server-error-abort-refused = Ya has jugado: la partida ya no se puede anular (propón empate o abandona).
server-error-no-draw = Este juego no admite empate por acuerdo.
server-error-no-offer = No hay ninguna propuesta del otro jugador que responder (la retiró, o una jugada la anuló).
server-error-claim-refused = La partida no puede reclamarse ahora.
server-error-chat-refused = Esta línea no se puede enviar.

## A refusal with its detail, and the details (docs/api.md): what a refusal is about beyond
## its code, said in place of the server's English words.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Elige un reloj: none, un tiempo por turno o un tiempo por partida.
server-detail-clock = «{$clock}» no es un reloj: escribe none, 30s/move, 3d/move, 10m o 10m+5s.
server-detail-clock-turn-range = Un turno tiene al menos 1 s y como mucho 14 días.
server-detail-clock-game-range = Una partida tiene al menos 10 s y como mucho 24 h por jugador.
server-detail-clock-increment-range = El incremento es como mucho de 1 h.
server-detail-length-cap = {$option} es como mucho {$most} en este servidor.
server-detail-chosen-deal = Esta partida oculta cartas y tiene puestos para otras personas, así que nadie puede elegir el reparto.
server-detail-start-over = La partida ha terminado en esta posición: no quedaría ninguna jugada. Elige una posición anterior al final.
server-detail-bot-level = Esta partida no tiene nivel de bot {$level}.
server-detail-seat-count = Con estas reglas la partida tiene {$seats} jugadores, no {$given}.
server-detail-record-bad-tag = La línea {$line} del registro no es una etiqueta [Nombre "valor"].
server-detail-record-missing-tag = El registro no tiene la etiqueta [{$tag} "…"].
server-detail-record-wrong-game = El registro es de otro juego ({$found}).
server-detail-record-bad-value = La etiqueta [{$tag}] del registro tiene un valor que no se entiende.
server-detail-record-bad-action = La jugada {$number} del registro ({$action}) no se puede jugar.
server-detail-record-result-mismatch = El resultado del registro no es el que dan sus jugadas.
server-detail-record-unclosed-comment = Un comentario del registro abierto con {"{"} nunca se cierra.
server-detail-record-ply = El registro tiene { $actions ->
    [one] {$actions} jugada
   *[other] {$actions} jugadas
}: sigue desde 0 hasta {$actions}.
server-detail-record-replay = La partida del registro no se puede reproducir.
server-detail-rated-signed-out = Una partida puntuable se juega entre cuentas.
server-detail-challenge-signed-out = Los desafíos son entre cuentas: primero inicia sesión.
server-detail-rematch-unplayed = Una revancha sigue a una partida jugada hasta el final: esta terminó sin resultado.
server-detail-rated-bot = Una partida puntuable se juega entre personas: un puesto de bot la deja sin puntuar.
server-detail-rated-seats = En una partida puntuable ocupas exactamente un puesto, y cada otro puesto espera a otro jugador.
server-detail-rated-chosen-start = Una partida puntuable empieza desde el inicio habitual, repartido por el servidor.
server-detail-rated-imported = Un registro importado nunca es puntuable.
server-detail-rated-hints = Las pistas para principiantes son para partidas no puntuables.
server-detail-rated-same-account = Tu cuenta ya ocupa otro puesto de esta partida puntuable.
server-detail-no-action = No se jugó ninguna jugada.
server-detail-two-players = El emparejamiento rápido, las búsquedas y los desafíos son para partidas de dos jugadores.
server-detail-challenge-self = No puedes desafiarte a ti mismo.
server-detail-pairing-browser = El identificador de este navegador para el emparejamiento rápido no es válido (hasta 64 letras, cifras, - y _): vuelve a cargar la página.
server-detail-claim-alone = Solo una partida entre personas puede reclamarse: nadie más juega en esta mesa.
server-detail-claim-away = Reclama la partida desde su página mientras estés conectado a ella.
server-detail-claim-correspondence = Una partida por correspondencia espera a sus jugadores: la termina su reloj, no una reclamación.
server-detail-lang-unknown = «{$lang}» no es un idioma de Quartet: elige en, ro, es, fr, cs o it.
server-detail-claim-present = El jugador {$seat} está en la mesa: la partida puede reclamarse cuando todos los demás jugadores se hayan ido.
server-detail-claim-too-soon = La partida podrá reclamarse dentro de { $seconds ->
    [one] {$seconds} segundo
   *[other] {$seconds} segundos
}.
server-detail-chat-off = Esta partida no tiene chat: se creó sin él.
server-detail-chat-empty = Una línea vacía no se envía.
server-detail-chat-too-long = Una línea tiene como mucho {$most} caracteres; esta tiene {$chars}.
server-detail-chat-control = Una línea es texto simple en una sola línea, sin caracteres de control.
server-detail-chat-too-fast = Como mucho 5 líneas en 10 segundos: espera {$seconds} s.
server-detail-name = { $why ->
    [length] Un nombre tiene de 3 a 20 caracteres.
    [character] Un nombre tiene solo letras A-Z, cifras, _ y -, no «{$character}».
    [shape] Un nombre empieza con una letra, y _ o - van solos entre letras o cifras.
   *[reserved] Este nombre está reservado.
}
server-detail-password = { $why ->
    [length] Una contraseña tiene de 8 a 1024 bytes.
   *[is-the-name] La contraseña no puede ser el nombre.
}
server-detail-json-syntax = La petición no es JSON válido (línea {$line}, columna {$column}).
server-detail-json-body-type = La petición debe ser un objeto JSON {"{"}…{"}"}.
server-detail-json-unknown-type = El servidor no conoce este tipo de mensaje.
server-detail-json-missing-field = Falta el campo «{$field}».
server-detail-json-unknown-field = El servidor no conoce el campo «{$field}».
server-detail-json-wrong-type = El campo «{$field}» tiene un valor de tipo incorrecto.
server-detail-json-bad-value = No se entiende el valor del campo «{$field}».
server-detail-body-too-large = Una petición tiene como mucho {$most} bytes.
server-detail-message-too-large = Un mensaje tiene como mucho {$most} bytes; este tenía {$size}.
server-detail-message-binary = Los mensajes se envían como texto JSON, no como datos binarios.
server-detail-query-unknown = La dirección tiene un parámetro que el servidor no conoce: «{$name}».
server-detail-query-value = No se entiende el valor del parámetro «{$name}» de la dirección.
server-detail-path-bad = No se puede leer la dirección: una parte no es texto.

## Why the server closed the live connection (the close frame's reason).
server-close-bad-token = La ficha de tu puesto no es válida para esta partida.
server-close-too-many-messages = El servidor cerró la conexión: esta página envió demasiados mensajes.
server-close-silent = El servidor cerró la conexión: no llegó nada de esta página durante demasiado tiempo.
server-close-restarting = El servidor se está reiniciando: la página se vuelve a conectar en un momento.
server-close-bad-ticket = No se encontró tu espera de un rival: empieza de nuevo.
server-close-paired = Se encontró un rival.
server-close-not-utf8 = El servidor cerró la conexión: esta página envió un mensaje de texto que no es UTF-8.
