# La ayuda de la línea de órdenes (`quartet --help`, `quartet <orden> --help`).

cli-usage = Uso:
cli-heading-commands = Órdenes
cli-heading-arguments = Argumentos
cli-heading-options = Opciones
cli-value-command = ORDEN
cli-help = Muestra la ayuda
cli-help-more = Muestra la ayuda (más detalles con '--help')
cli-help-summary = Muestra la ayuda (un resumen con '-h')
cli-version = Muestra la versión
cli-help-command = Muestra este mensaje o la ayuda de las órdenes dadas
cli-help-command-arg = Muestra la ayuda de esta orden
cli-default = [por defecto: {$value}]
cli-possible-values = [valores posibles: {$values}]
cli-env = [variable de entorno: {$name}]

## Opciones de varias órdenes

cli-arg-attributes = Quarto!: las características que cuentan, separadas por comas, entre height,colour,shape,top
cli-arg-game = quarto, danish o quartino
cli-arg-hash = Tamaño de la tabla de transposición en MiB
cli-arg-lang = El idioma de los textos y de esta ayuda: en, ro, es, fr, cs o it (por defecto: según LC_ALL, LC_MESSAGES o LANG)
cli-arg-position = La posición, en la notación del juego
cli-arg-rules = Cualquier juego: las reglas tal como las escribe la etiqueta [Rules] de una partida guardada
cli-arg-squares = Quarto!: también ganan los cuadrados de 2×2 (juego avanzado)
cli-arg-threads = Hilos de búsqueda
cli-arg-viewer = Quartino: mostrar la posición como la ve este puesto (1–5) (por defecto: el jugador al que le toca)

cli-about = Quartet: juega, resuelve y analiza Quarto!, el Quarto danés y Quartino.

cli-perft = Cuenta las secuencias de exactamente DEPTH acciones desde una posición
cli-perft-arg-depth = Cuántas acciones de profundidad (de 0 a 255)

cli-show = Dibuja una posición en el terminal

cli-play = Jugar una partida en el terminal, contra bots o personas ante este teclado
cli-play-long =
    Jugar una partida en el terminal, contra bots o personas ante este teclado.

    A pantalla completa por defecto: un menú (una partida nueva, desde el principio o desde una posición, o «Cargar una partida…»), luego el tablero. Juega con el teclado (escribe una acción y Intro, o elige una de la lista con ↑↓ e Intro) o con el ratón: haz clic en una casilla o en una pieza que queda (Quarto!); en un punto, o en una de tus piezas y luego adónde va, luego en la pieza que se captura cuando se forma un cuadrado (Quarto danés); en un color de la reserva y luego en un espacio, en una carta de tu mano para reclamarla, o en un botón (Quartino). Esc borra una elección (si no, sale); Ctrl+S guarda la partida, Ctrl+O carga una; F1 ayuda.
cli-play-arg-clock = El reloj: none, 1m/move, 10m, 10m+5s (por defecto: none; con --load, el de la partida guardada)
cli-play-arg-load = Seguir una partida desde un archivo (guardado con Ctrl+S o `save ARCHIVO`); sus puestos son los del archivo salvo que --seats los indique. En la partida a pantalla completa, Ctrl+O también carga una
cli-play-arg-from = Con --load: seguir después de este número de jugadas del archivo en vez de después de la última (0: desde el principio)
cli-play-arg-start = Con --game: empezar desde esta posición (en la notación del juego, como la escriben `quartet show` y las páginas de las partidas) en vez del comienzo de siempre
cli-play-arg-plain = Texto línea a línea en lugar de la pantalla completa
cli-play-arg-rules = Las reglas, como en la etiqueta [Rules] de una partida guardada (p. ej. "squares=yes win=announce"); no con --load, cuya partida tiene las suyas
cli-play-arg-seats = Los puestos en orden de turno, separados por comas: `human`, `human:NOMBRE`, o un nivel de bot (beginner, casual, strong, strongest, perfect). Por defecto: tú contra un bot ocasional. En Quartino, su número es el de jugadores, salvo que --rules fije players=
cli-play-arg-seed = Semilla del reparto y de los bots

cli-arena = Jugar un encuentro entre dos bots y valorarlos
cli-arena-arg-a = Bot A: un nivel (beginner, casual, strong, strongest, perfect), random, greedy, mcts:N (N simulaciones por jugada), mcts:Nms (N ms por jugada), o external:"PROGRAMA ARGUMENTOS…"
cli-arena-arg-b = Bot B, escrito como el bot A
cli-arena-arg-games = Cuántas partidas (de 1 a un millón)
cli-arena-arg-json = Escribir el resultado en JSON en este archivo
cli-arena-arg-max-actions = Una partida más larga que estas acciones se detiene como empate
cli-arena-arg-movetime = Tiempo por jugada de los motores externos y de los niveles con búsqueda, en milisegundos (como mucho una hora)
cli-arena-arg-opening = Empezar cada partida con tantas acciones al azar, ninguna de las cuales la termina; las dos partidas de un par comparten su apertura con los puestos cambiados (en Quartino el reparto cambia). Para bots que si no jugarían siempre la misma partida
cli-arena-arg-quiet = Sin barra de progreso
cli-arena-arg-records = Guardar cada partida en esta carpeta
cli-arena-arg-rules = Las reglas del juego, como en la etiqueta [Rules] de una partida guardada
cli-arena-arg-seed = Semilla del encuentro
cli-arena-arg-threads = Hilos de trabajo (por defecto: todos los núcleos)
cli-arena-arg-uncapped = Los niveles sin sus límites de tiempo: solo sus presupuestos de nodos o simulaciones detienen sus búsquedas, así el encuentro da las mismas partidas en cualquier máquina, por cargada que esté

cli-arena-merge = Une los archivos de resultado de un encuentro jugado por partes (`arena --json`, cada parte con su propio `--seed`) en un solo resultado
cli-arena-merge-arg-files = Archivos de resultado escritos por `arena --json`, todos del mismo encuentro: el mismo juego, reglas, aperturas y bots, y ninguna partida dos veces (la partida `i` de un encuentro jugado con `--seed S` tiene semilla `S + i`, así que `--seed S+N` sigue donde se detuvo un encuentro de N partidas)
cli-arena-merge-arg-json = Escribir el resultado unido en JSON en este archivo

cli-engine = Hablar el Quartet Engine Protocol (QEP) por la entrada y la salida estándar
cli-engine-arg-level = La fuerza de juego (beginner, casual, strong, strongest, perfect)
cli-engine-arg-seed = Semilla de las elecciones al azar del bot

cli-serve = Poner en marcha el servidor web: la interfaz del navegador, la API JSON y las partidas en directo
cli-serve-arg-addr = La dirección y el puerto de escucha juntos, p. ej. 127.0.0.1:8080 o [::1]:8080 (en lugar de --host y --port)
cli-serve-arg-analysis-threads = Cuántos análisis pueden ejecutarse a la vez, en hilos aparte de los de los bots
cli-serve-arg-behind-proxy = Detrás de un proxy inverso: la dirección del cliente es la que los proxies de confianza escriben en X-Forwarded-For (los límites por dirección de cliente la cuentan), y su X-Forwarded-Proto: https hace Secure la cookie de sesión; las cabeceras de cualquier otro interlocutor se ignoran. Desde el entorno: true o false
cli-serve-arg-trusted-proxies = Las direcciones o bloques de direcciones de los proxies de confianza, separados por comas (10.0.0.5, 10.0.0.0/8, fd00::/8); darlos implica --behind-proxy. Por defecto con --behind-proxy: esta máquina (127.0.0.0/8 y ::1)
cli-serve-arg-bot-threads = Cuántas búsquedas de bots pueden ejecutarse a la vez (por defecto: una por núcleo menos una)
cli-serve-arg-data-dir = Dónde se guardan las partidas (un archivo SQLite, quartet.db, en esta carpeta)
cli-serve-arg-database-connections = Con PostgreSQL: el máximo de conexiones que un nodo abre para las partidas (al menos 2, más una para su latido). Cada una es un proceso de PostgreSQL: auméntelo cuando PostgreSQL tenga núcleos propios para ejecutarlas (véase docs/deploy.md)
cli-serve-arg-database-url = Una base de datos en lugar de la carpeta de datos: postgres://USUARIO:CONTRASEÑA@HOST/BD, o sqlite://ARCHIVO. Mejor desde el entorno, donde otros usuarios de la máquina no pueden leer la contraseña
cli-serve-arg-host = La dirección de escucha: 127.0.0.1 solo para esta máquina, 0.0.0.0 para todas las redes
cli-serve-arg-http-burst = Peticiones a la API que una dirección de cliente puede hacer de golpe
cli-serve-arg-first-turn-seconds = Cuánto tiempo tiene un jugador de una partida en tiempo real o sin reloj entre personas para su primera jugada antes de que el servidor la anule, sin puntuar (una partida por correspondencia da su tiempo por jugada; véase docs/api.md)
cli-serve-arg-http-rate = Peticiones a la API que una dirección de cliente puede hacer por segundo, de media (0: sin límite)
cli-serve-arg-lease-seconds = Con PostgreSQL (varios nodos sobre una base de datos): cuánto dura sin renovarse la reserva de un nodo sobre las partidas que lleva; otro nodo toma una partida en este tiempo más una sexta parte tras la caída del nodo (véase docs/cluster.md)
cli-serve-arg-log = Qué líneas de registro escribir: error, warn, info, debug o trace, o por módulo como en `info,quartet_server=debug`
cli-serve-arg-log-format = Cómo son las líneas de registro en la salida de errores: text, para una persona, o json, un objeto JSON por línea, para un recolector de registros
cli-serve-arg-metrics-token = El token bearer que pide /metrics (lo envía el ajuste `authorization` de Prometheus); sin él, /metrics responde a quien llegue al nodo. Mejor desde el entorno, donde otros usuarios de la máquina no pueden leerlo
cli-serve-arg-port = El puerto de escucha (0: cualquier puerto libre)
cli-serve-arg-shutdown-seconds = Ante SIGTERM o Ctrl-C, cuánto puede tardar el servidor en pararse (conexiones avisadas para reconectar, peticiones en curso respondidas, bots detenidos, almacén cerrado) antes de salir de todos modos; toda acción que confirmó ya estaba guardada
cli-serve-arg-static-dir = La interfaz del navegador compilada que se sirve (por defecto: web/dist si existe)

cli-load-test = Jugar muchas partidas a la vez contra un servidor de esta máquina y medirlo
cli-load-test-arg-games = Partidas jugadas a la vez
cli-load-test-arg-ramp-seconds = Las partidas empiezan repartidas en tantos segundos (por defecto: un cuarto de la prueba, como mucho 10)
cli-load-test-arg-seconds = Cuánto tiempo jugar, en segundos
cli-load-test-arg-seed = Semilla de las elecciones de los jugadores
cli-load-test-arg-think-ms = Pausa media de un jugador antes de cada acción, en ms (0: lo más rápido posible; como mucho un minuto)
cli-load-test-arg-url = Un servidor en marcha al que cargar (solo local), p. ej. http://127.0.0.1:8080/; dado varias veces, los nodos de un clúster (cada partida creada en uno, sus dos jugadores en dos); sin él se arranca un servidor en este proceso sobre una carpeta de datos temporal

cli-bench = Medir la velocidad de las reglas (perft y simulaciones al azar)
cli-bench-arg-game = quarto, danish o quartino; todos los juegos si se omite
cli-bench-arg-seconds = Segundos para cada medida (como mucho una hora)

cli-solve = Resolver exactamente una posición de Quarto!: su valor, el valor de cada turno, la mejor línea
cli-solve-arg-distance = Dar también la distancia al final (victoria más corta, derrota más larga), en colocaciones
cli-solve-arg-game = El juego: solo quarto tiene resolvedor
cli-solve-arg-json = Escribir JSON (véase docs/solver.md) y ningún progreso
cli-solve-arg-no-book = Buscar incluso las posiciones que responde el libro (como mucho cuatro piezas en el tablero)
cli-solve-arg-no-line = Con --value-only: no calcular tampoco la línea principal
cli-solve-arg-position = La posición, p. ej. "..../..../..../.... -" (el inicio) o "0f../..../.3../a... 5"
cli-solve-arg-threads = Hilos de búsqueda (por defecto: hasta 2, los núcleos disponibles; como mucho 64)
cli-solve-arg-time-limit = Rendirse tras tantos segundos (como mucho una semana)
cli-solve-arg-value-only = Solo el valor y un mejor turno, no el valor de cada turno

cli-solve-bench = Medir el resolvedor exacto en la serie fija de prueba (2-5 piezas, líneas y cuadrados)
cli-solve-bench-arg-count = Posiciones por número de piezas y conjunto de reglas
cli-solve-bench-arg-pieces = Números de piezas en el tablero a medir (cada uno de 0 a 12), separados por comas
cli-solve-bench-arg-threads = Hilos de búsqueda (como mucho 64)
cli-solve-bench-arg-verbose = Escribir el resultado de cada posición

cli-rules = Las reglas de un juego, para quien nunca lo ha jugado
cli-rules-arg-section = Solo esta sección (su ancla, como en los enlaces del navegador: `squares`, `announce`, …)
cli-rules-arg-width = El ancho al que cortar el texto

cli-review = Revisar una partida terminada: el valor de cada acción antes y después, los errores con la elección del motor y por qué, y un gráfico (Quarto! con el resolvedor exacto)
cli-review-arg-danish-nodes = Quarto danés: los nodos del motor para cada posición
cli-review-arg-json = Escribir la revisión en JSON
cli-review-arg-quartino-playouts = Quartino: las simulaciones de la búsqueda para cada decisión
cli-review-arg-quarto-nodes = Quarto!: los nodos del resolvedor para cada posición (las que no termina con ellos se toman del libro de aperturas, o quedan desconocidas)
cli-review-arg-record = La partida guardada (véase docs/records.md); `-` lee la entrada estándar

cli-puzzles = Problemas hechos por los motores: generarlos, comprobar un archivo de problemas

cli-puzzles-generate = Crear problemas a partir de partidas de los motores, cada uno con una solución única comprobada por el juez; uno por línea (formato en `crates/engine/src/learn/puzzle.rs`)
cli-puzzles-generate-arg-count = Cuántos problemas
cli-puzzles-generate-arg-max-games = Rendirse tras tantas partidas
cli-puzzles-generate-arg-out = Añadir los problemas a este archivo en lugar de escribirlos en la salida estándar
cli-puzzles-generate-arg-rules = Las reglas, tal como las escribe la etiqueta [Rules] de una partida guardada (por defecto: las del juego)
cli-puzzles-generate-arg-seed = La semilla de la primera partida jugada (la partida i se juega desde SEED + i)
cli-puzzles-generate-arg-themes = Solo estos temas, separados por comas (por defecto: todos los temas del juego, cada uno en su parte)

cli-puzzles-check = Comprobar un archivo de problemas: cada línea se lee y el juez acepta cada solución
cli-puzzles-check-arg-file = El archivo

cli-analysis-bench = Medir cuánto tardan el valor, un mejor turno y el análisis completo de posiciones al azar de cada variante (0-15 piezas, ambas fases)
cli-analysis-bench-arg-count = Posiciones por variante (8), número de piezas y fase
cli-analysis-bench-arg-hash = Tamaño de la tabla de transposición en MiB del resolvedor de cada variante
cli-analysis-bench-arg-pieces = Números de piezas en el tablero a medir, separados por comas (por defecto: de 0 a 15)
cli-analysis-bench-arg-variants = Las variantes a medir, separadas por comas (lines-1 … lines-4, squares-1 … squares-4); por defecto: las ocho
cli-analysis-bench-arg-verbose = Escribir los tiempos de cada posición

cli-book = Los libros de Quarto!: cada posición con como mucho cuatro piezas, resuelta

cli-book-build = Construir libros resolviendo cada posición con como mucho cuatro piezas (largo: de minutos a horas cada uno). Una construcción interrumpida sigue desde su diario en la misma carpeta
cli-book-build-arg-out = Dónde escribir los libros (book-lines-N.bin, book-squares-N.bin); los incluidos están en crates/engine/data
cli-book-build-arg-variants = Las variantes a construir, separadas por comas (lines-1 … lines-4, squares-1 … squares-4); por defecto: las ocho

cli-book-five = Construir el quinto nivel de los libros: cada posición con cinco piezas valorada y comprobada con el libro (largo: horas para cuatro características). Una construcción interrumpida sigue desde su diario en la misma carpeta
cli-book-five-arg-out = Dónde escribir los quintos niveles (five-lines-N.bin, five-squares-N.bin); los incluidos están en crates/engine/data
cli-book-five-arg-variants = Las variantes a construir, separadas por comas (lines-1 … lines-4, squares-1 … squares-4); por defecto: las ocho

cli-book-six = Construir el sexto nivel de los libros: cada posición con seis piezas valorada y comprobada con el quinto nivel (largo: unas tres horas para el juego estándar). Una construcción interrumpida sigue desde su diario en la misma carpeta
cli-book-six-arg-out = Dónde escribir los sextos niveles (six-lines-N.bin, six-squares-N.bin); los incluidos están en crates/engine/data
cli-book-six-arg-variants = Las variantes a construir, separadas por comas (lines-1 … lines-4, squares-1 … squares-4); por defecto: las ocho

cli-book-export = Escribir los libros como datos abiertos: una fila CSV por posición (formato en docs/solver.md)
cli-book-export-arg-out = El archivo a escribir (`-` para la salida estándar)
cli-book-export-arg-variants = Las variantes a exportar, separadas por comas (lines-1 … squares-4); por defecto: todas las que tienen su libro construido

cli-book-info = Mostrar qué contienen los libros incluidos

# Los rechazos de clap a una línea de órdenes, y los motivos de los números.
cli-error-heading = error:
cli-error-unknown-argument = argumento inesperado: '{$arg}'
cli-error-unknown-command = orden desconocida: '{$command}'
cli-error-invalid-value = valor no válido '{$value}' para '{$arg}'
cli-error-invalid-value-why = valor no válido '{$value}' para '{$arg}': {$why}
cli-error-possible-values = [valores posibles: {$values}]
cli-error-missing = faltan los argumentos obligatorios: {$args}
cli-error-missing-command = '{$command}' necesita una orden, pero no se dio ninguna
cli-error-conflict = el argumento '{$arg}' no se puede usar con '{$other}'
cli-error-extra-value = valor inesperado '{$value}' para '{$arg}'; no se esperaban más
cli-error-value-count = número de valores incorrecto para '{$arg}'
cli-error-repeated = el argumento '{$arg}' no se puede usar más de una vez
cli-error-no-equals = '{$arg}' recibe su valor tras un signo igual ('{$arg}=…')
cli-error-not-utf8 = un argumento no es texto UTF-8 válido
cli-error-other = no se puede leer la línea de órdenes
cli-tip-similar-argument = consejo: existe un argumento parecido: '{$similar}'
cli-tip-similar-command = consejo: existe una orden parecida: '{$similar}'
cli-tip-similar-value = consejo: existe un valor parecido: '{$similar}'
cli-tip-dash = consejo: para pasar '{$arg}' como valor, usa '-- {$arg}'
cli-error-more = Para más información, prueba '{$help}'.
cli-expected-whole = se esperaba un número entero de {$min} a {$max}
cli-expected-seconds = se esperaba un número de segundos, mayor que 0 y como mucho {$max}
cli-expected-number = se esperaba un número de {$min} a {$max}
cli-expected-game = se esperaba quarto, danish o quartino
cli-expected-clock = se esperaba none, 60s/move, 1d/move, 10m o 10m+5s
cli-expected-language = se esperaba en, ro, es, fr, cs o it
cli-expected-address = se esperaba una dirección IP o un bloque de direcciones, como 10.0.0.5, 10.0.0.0/8 o fd00::/8
cli-expected-prefix = se esperaba una longitud de prefijo de 0 a 32 (IPv4) o de 0 a 128 (IPv6)

# What went wrong once the command line was read (after cli-error-heading).
# What is wrong, after where: a file, a position, an option.
cli-failure-in = {$place}: {$reason}
cli-failure-position = posición «{$text}»
cli-failure-position-cut = posición «{$text}» ({$chars} caracteres)
cli-failure-quarto-options = --squares y --attributes son opciones de quarto, no de danish
cli-failure-viewer = --viewer {$seat}: se esperaba un puesto de 1 a {$seats}
cli-failure-hidden-hand = la posición oculta las cartas del puesto de --viewer: da la posición completa
cli-failure-seat = puesto «{$seat}»: se esperaba human, human:NOMBRE o un nivel de bot (beginner, casual, strong, strongest, perfect)
cli-failure-seat-name = puesto «{$seat}»: un nombre no puede contener caracteres de control (saltos de línea, tabuladores…)
# A record that cannot be read (its words are the server's), then the reason the rules give.
cli-record-reason = {$what}: {$reason}
cli-failure-game-needed = falta --game (quarto, danish o quartino), o --load con un archivo de partida
cli-failure-load-other-game = --game {$asked}: el registro es de {$game}; no indiques --game junto con --load
cli-failure-load-nothing = no se pudo empezar ninguna partida (errores: {$errors}): ¿hay un servidor de Quartet en esa dirección?
cli-failure-start-over = la partida ha terminado en esta posición: no queda ninguna jugada
cli-failure-from-past-end = el archivo tiene { $actions ->
    [one] {$actions} jugada
   *[other] {$actions} jugadas
}: --from {$from} va más allá del final
cli-failure-seat-count = {$game} tiene aquí { $seats ->
    [one] un puesto
   *[other] {$seats} puestos
}, pero --seats nombra {$named}
cli-failure-no-index = --static {$dir}: ahí no hay ningún index.html
cli-failure-no-section = {$game} no tiene la sección «{$section}»: se esperaba una de {$sections}
cli-failure-hash = --hash {$hash} MiB es más que los {$available} MiB de memoria disponibles: pide menos
cli-failure-no-solver = solo Quarto! tiene un resolutor, {$game} no tiene
cli-failure-runtime = el servidor no puede iniciar sus hilos
cli-failure-log-filter = --log «{$filter}»: se esperaba un filtro de registro, como info o warn,quartet_server=debug
cli-failure-stdin = no se puede leer la entrada estándar
cli-failure-reading = al leer {$path}
cli-failure-writing = al escribir {$path}
cli-failure-creating = al crear {$path}
cli-failure-opening = al abrir {$path}
cli-failure-removing = al borrar {$path}
cli-failure-external-program = external: necesita un programa, como external:"quartet engine"
cli-failure-no-result-file = ningún archivo de resultados
cli-failure-book-variant = variante «{$name}» desconocida: se esperaba lines-N o squares-N con N de 1 a 4
cli-failure-book-not-built = el libro de {$name} aún no está construido (quartet book build --variants {$name})
cli-failure-level-not-built = el quinto nivel del libro de {$name} aún no está construido (quartet book five --variants {$name})
cli-failure-book-unreadable = no se puede leer el libro incluido de {$name}: {$reason}
cli-failure-puzzles-write = no se pueden escribir los problemas
# El arranque del servidor: su dirección, su almacén ($reason: las palabras del sistema o de la base de datos).
cli-failure-bind = no se puede escuchar en {$addr}: {$reason}
cli-failure-http = el servidor HTTP falló: {$reason}
cli-failure-store = no se puede abrir el almacén de partidas: {$reason}
cli-failure-store-location = ubicación de la base de datos incorrecta «{$location}»: {$reason}
cli-failure-store-data-dir = no se puede crear la carpeta de datos {$dir}: {$reason}
cli-failure-store-open = no se puede abrir la base de datos {$location}: {$reason}
cli-failure-store-migrate = fallaron las migraciones de la base de datos: {$reason}
cli-io-not-found = el archivo no existe
cli-io-permission = permiso denegado
cli-io-directory = es una carpeta, no un archivo
cli-io-not-text = no es texto (UTF-8)
cli-io-address-in-use = la dirección está en uso (¿hay otro servidor ahí?)
cli-io-address-not-here = esta máquina no tiene esa dirección
cli-io-exists = ya existe

# Los marcadores de los valores de los argumentos en la ayuda, las líneas de uso y los rechazos.
cli-value-options = OPCIONES
cli-value-lang = IDIOMA
cli-value-game = JUEGO
cli-value-position = POSICIÓN
cli-value-depth = PROFUNDIDAD
cli-value-list = LISTA
cli-value-text = TEXTO
cli-value-seat = PUESTO
cli-value-rules = REGLAS
cli-value-seats = PUESTOS
cli-value-clock = RELOJ
cli-value-seed = SEMILLA
cli-value-load = ARCHIVO
cli-value-a = A
cli-value-b = B
cli-value-games = PARTIDAS
cli-value-threads = HILOS
cli-value-movetime = TIEMPO_JUGADA
cli-value-max-actions = MÁX_ACCIONES
cli-value-opening = APERTURA
cli-value-json = JSON
cli-value-records = PARTIDAS
cli-value-files = ARCHIVOS
cli-value-level = NIVEL
cli-value-port = PUERTO
cli-value-host = DIRECCIÓN
cli-value-host-port = DIRECCIÓN:PUERTO
cli-value-dir = CARPETA
cli-value-url = URL
cli-value-token = TOKEN
cli-value-n = N
cli-value-addresses = DIRECCIONES
cli-value-log-format = FORMATO
cli-value-filter = FILTRO
cli-value-seconds = SEGUNDOS
cli-value-think-ms = MS_PENSAR
cli-value-ramp-seconds = SEGUNDOS_RAMPA
cli-value-mib = MIB
cli-value-pieces = PIEZAS
cli-value-count = CANTIDAD
cli-value-section = SECCIÓN
cli-value-width = ANCHO
cli-value-record = PARTIDA
cli-value-quarto-nodes = NODOS_QUARTO
cli-value-danish-nodes = NODOS_DANÉS
cli-value-quartino-playouts = SIMULACIONES_QUARTINO
cli-value-max-games = MÁX_PARTIDAS
cli-value-file = ARCHIVO

## El informe de quartet solve (su JSON conserva sus claves y palabras en inglés).
solve-position = posición: {$position}
solve-value = valor: {$value}
solve-best = mejores turnos: {$turns}
# Más turnos mantienen el valor de los que lista el informe: cuántos, y luego los primeros.
solve-best-many = mejores turnos ({$count}): {$turns}, …
solve-cells = las casillas, cada una con el valor de su mejor pieza dada:
# Una casilla, su valor, y el valor de cada pieza dada tras colocar allí, la mejor primero.
solve-cell = {$cell}: {$value}; dando {$gives}
solve-cell-ends = {$cell}: {$value} (la colocación termina la partida)
solve-give = {$piece}: {$value}
solve-turns = los turnos:
solve-turn = {$turn}: {$value}
solve-line = línea principal: {$actions}
solve-searched = nodos buscados: {$nodes} en {$seconds} s ({ $rate ->
    [one] {$rate} millón
   *[other] {$rate} millones
} por segundo)
solve-from-book = respondido por el libro en {$seconds} s, sin búsqueda
# La línea de progreso de una resolución larga, en la salida de errores.
solve-progress = { $millions ->
    [one] {$millions} millón
   *[other] {$millions} millones
} de nodos ({ $rate ->
    [one] {$rate} millón
   *[other] {$rate} millones
} por segundo)
solve-progress-turns = { $millions ->
    [one] {$millions} millón
   *[other] {$millions} millones
} de nodos ({ $rate ->
    [one] {$rate} millón
   *[other] {$rate} millones
} por segundo), turnos resueltos: {$done} de {$total}

## El aviso de quartet serve, para quien lo arrancó (los registros siguen en inglés). La
## dirección va primero, el único http:// del aviso; la indicación para parar escribe Ctrl-C tal cual.
serve-running = Quartet está en marcha: abre {$url}
serve-kept-sqlite = partidas guardadas en el archivo SQLite {$path}
serve-kept-memory = partidas guardadas en memoria (SQLite): se pierden al parar el servidor
serve-kept-postgres = partidas guardadas en PostgreSQL en {$url}
serve-resumed = { $count ->
    [one] una partida sin terminar reanudada
   *[other] {$count} partidas sin terminar reanudadas
}
serve-ui = interfaz del navegador desde {$dir}
serve-no-ui = no se encontró la interfaz del navegador compilada (web/dist): se sirve una página provisional
serve-stop-hint = pulsa Ctrl-C para parar
serve-stopping = parando…
