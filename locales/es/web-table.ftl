# La página de la partida en el navegador, entre las personas de la mesa: anular, proponer
# empate, pedir deshacer, responder a la propuesta del otro y reclamar una partida abandonada.

table-heading = En la mesa
table-abort = Anular la partida
table-really-abort = ¿Anular de verdad? Termina sin resultado
table-offer-draw = Proponer empate
table-ask-take-back = Pedir deshacer la jugada
table-accept = Aceptar
table-decline = Rechazar
table-draw-offered = Has propuesto empate: la propuesta sigue hasta que {$seat} responda o juegue.
table-take-back-asked = Has pedido deshacer tu última jugada: la petición sigue hasta que {$seat} responda o se juegue.
table-draw-prompt = {$seat} propone empate. La propuesta decae si juegas.
table-take-back-prompt = {$seat} pide deshacer su última jugada. La petición decae si alguien juega.
table-draw-declined = Tu propuesta de empate fue rechazada.
table-draw-lapsed = Tu propuesta de empate decayó: se hizo una jugada.
table-take-back-declined = Tu petición de deshacer fue rechazada.
table-take-back-lapsed = Tu petición de deshacer decayó: se hizo una jugada.
table-the-others = los demás
# While the first turn of the seat to move runs, between people: the time left before the
# server aborts the game ($seat: the other player).
table-first-turn-mine = Tienes {$seconds} s para hacer tu primera jugada; si no, la partida se anula.
table-first-turn-theirs = {$seat} tiene {$seconds} s para hacer su primera jugada; si no, la partida se anula.
table-claim-wait = {$seat} dejó la mesa: podrás reclamar la partida dentro de {$seconds} s.
table-claim-ready = {$seat} dejó la mesa: puedes reclamar la partida.
table-claim-win = Reclamar la victoria
table-claim-draw = Reclamar el empate
table-result-aborted = Anulada
table-result-aborted-by = {$seat} la anuló antes de su primera jugada
table-result-aborted-unstarted = un jugador no hizo su primera jugada a tiempo
table-result-agreement = los jugadores acordaron el empate
# ($others: the players who had left, by name; $count: how many)
table-result-claimed = {$seat} reclamó la partida: { $count ->
    [one] {$others} había dejado la mesa
   *[other] {$others} habían dejado la mesa
}
table-result-abandoned = Desierta
# An untimed game the server ended: every player left it (docs/api.md, Between the players).
table-result-abandoned-why = todos los jugadores llevaban un día fuera de la mesa
table-chat-players = Chat de los jugadores
table-chat-spectators = Chat de los espectadores
table-chat-placeholder = Escribe algo
table-chat-send = Enviar
table-chat-spectator = espectador
table-chat-none = Nadie ha escrito nada aún.
table-chat-mute = Silenciar a {$seat}
table-ended-abort = anulada
table-ended-cancel = cancelada
table-ended-abandoned = desierta
table-ended-over = terminada
table-ended-won-time = ganada por tiempo
table-ended-lost-time = perdida por tiempo
table-ended-won-resign = ganada: el rival abandonó
table-ended-lost-resign = abandonada
table-ended-won-claim = reclamada: el rival se fue
table-ended-lost-claim = perdida: reclamada tras irte
table-ended-drawn-claim = tablas: reclamadas tras irse el rival
table-ended-agreement = tablas por acuerdo
