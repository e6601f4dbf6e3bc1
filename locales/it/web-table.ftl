# La pagina della partita nel browser, tra le persone al tavolo: annullare, proporre il
# pareggio, chiedere di annullare la mossa, rispondere alla proposta dell'altro, rivendicare.

table-heading = Al tavolo
table-abort = Annulla la partita
table-really-abort = Annullare davvero? Finisce senza risultato
table-offer-draw = Proponi il pareggio
table-ask-take-back = Chiedi di annullare la mossa
table-accept = Accetta
table-decline = Rifiuta
table-draw-offered = Hai proposto il pareggio: la proposta resta finché {$seat} risponde o muove.
table-take-back-asked = Hai chiesto di annullare la tua ultima mossa: la richiesta resta finché {$seat} risponde o si muove.
table-draw-prompt = {$seat} propone il pareggio. La proposta decade se muovi.
table-take-back-prompt = {$seat} chiede di annullare la sua ultima mossa. La richiesta decade se si muove.
table-draw-declined = La tua proposta di pareggio è stata rifiutata.
table-draw-lapsed = La tua proposta di pareggio è decaduta: è stata giocata una mossa.
table-take-back-declined = La tua richiesta di annullare la mossa è stata rifiutata.
table-take-back-lapsed = La tua richiesta di annullare la mossa è decaduta: è stata giocata una mossa.
table-the-others = gli altri
# While the first turn of the seat to move runs, between people: the time left before the
# server aborts the game ($seat: the other player).
table-first-turn-mine = Hai {$seconds} s per fare la tua prima mossa, altrimenti la partita viene annullata.
table-first-turn-theirs = {$seat} ha {$seconds} s per fare la sua prima mossa, altrimenti la partita viene annullata.
table-claim-wait = {$seat} ha lasciato il tavolo: potrai rivendicare la partita tra {$seconds} s.
table-claim-ready = {$seat} ha lasciato il tavolo: puoi rivendicare la partita.
table-claim-win = Rivendica la vittoria
table-claim-draw = Rivendica il pareggio
table-result-aborted = Annullata
table-result-aborted-by = {$seat} l'ha annullata prima della sua prima mossa
table-result-aborted-unstarted = un giocatore non ha fatto la sua prima mossa in tempo
table-result-agreement = i giocatori si sono accordati per il pareggio
# ($others: the players who had left, by name; $count: how many)
table-result-claimed = {$seat} ha rivendicato la partita: { $count ->
    [one] {$others} aveva lasciato il tavolo
   *[other] {$others} avevano lasciato il tavolo
}
table-result-abandoned = Deserta
# An untimed game the server ended: every player left it (docs/api.md, Between the players).
table-result-abandoned-why = tutti i giocatori avevano lasciato il tavolo da un giorno
table-chat-players = Chat dei giocatori
table-chat-spectators = Chat degli spettatori
table-chat-placeholder = Scrivi qualcosa
table-chat-send = Invia
table-chat-spectator = spettatore
table-chat-none = Nessuno ha ancora scritto nulla.
table-chat-mute = Silenzia {$seat}
table-ended-abort = annullata
table-ended-cancel = annullata prima di iniziare
table-ended-abandoned = deserta
table-ended-over = finita
table-ended-won-time = vinta a tempo
table-ended-lost-time = persa a tempo
table-ended-won-resign = vinta: l’avversario ha abbandonato
table-ended-lost-resign = abbandonata
table-ended-won-claim = rivendicata: l’avversario se n’è andato
table-ended-lost-claim = persa: rivendicata dopo la tua uscita
table-ended-drawn-claim = patta: rivendicata dopo l’uscita dell’avversario
table-ended-agreement = patta per accordo
