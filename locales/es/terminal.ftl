# El terminal: `quartet play --plain`, línea a línea.

plain-help = escribe una acción (una de las legales de la lista) o una orden: moves (acciones legales), board (tablero), hint (pista), undo (deshacer), save ARCHIVO, load ARCHIVO, resign (abandonar), help (ayuda), quit (salir)
plain-legal = legales: {$actions}
plain-clocks = relojes  {$clocks}
plain-game-over = fin de la partida: {$outcome}
plain-game-over-because = fin de la partida: {$outcome} ({$reason})
plain-rematch-question = ¿revancha? (sí/no)
plain-yes-words = sí, si, s
plain-rematch = revancha: los puestos han girado un lugar
plain-bot-failed = el bot ha fallado: {$error}
plain-pass-device = pasa el dispositivo a {$seat} y pulsa Intro
plain-end-of-input = fin de la entrada: la partida queda sin terminar
plain-not-text = esa línea no es texto (UTF-8): escríbela de nuevo
plain-hint = pista: {$hint}
plain-no-hint = no hay pista
plain-bot-choice = {$action} (la elección del bot fuerte)
plain-undone = { $count ->
    [one] se deshizo una acción
   *[other] se deshicieron {$count} acciones
}
plain-undo-refused = no se puede deshacer: {$error}
plain-save-needs-file = save necesita un nombre de archivo: save partida.txt
plain-saved = guardada en {$path}
plain-save-failed = no se pudo guardar en {$path}: {$error}
plain-load-needs-file = load necesita un nombre de archivo: load partida.txt
plain-loaded = { $count ->
    [one] cargada {$path}: se repitió una acción
   *[other] cargada {$path}: se repitieron {$count} acciones
}
plain-load-failed = no se pudo cargar: {$error}; la partida sigue
plain-not-played = jugada rechazada: {$error}
