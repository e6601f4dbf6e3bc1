# El navegador: las palabras de todas las páginas (los botones de la cabecera, los idiomas, los relojes).

web-player-number = Jugador {$number}
web-unknown-game = esta página no conoce el juego «{$tag}»: recárgala, puede que el servidor sea más nuevo
web-not-found-title = No hay ninguna página en esta dirección
web-not-found = En este sitio no hay nada en «{$path}»: el inicio, las reglas, las lecciones y los problemas están enlazados arriba.
web-no-such-game = Aquí no hay ningún juego «{$tag}»: los juegos están enlazados arriba.
web-offline = no se puede contactar con el servidor
web-lobby = Inicio
web-to-lobby = Inicio

web-sound-mute = Sonido activado: desactivarlo
web-sound-unmute = Sonido desactivado: activarlo
web-theme-auto = Colores del sistema: cambiar a claros
web-theme-light = Colores claros: cambiar a oscuros
web-theme-dark = Colores oscuros: volver a los del sistema
web-language = Idioma

web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano

web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} día
   *[other] {$days} días
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} por jugada
