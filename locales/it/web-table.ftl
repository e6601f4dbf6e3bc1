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
table-claim-wait = {$seat} ha lasciato il tavolo: potrai rivendicare la partita tra {$seconds} s.
table-claim-ready = {$seat} ha lasciato il tavolo: puoi rivendicare la partita.
table-claim-win = Rivendica la vittoria
table-claim-draw = Rivendica il pareggio
table-result-aborted = Annullata
table-result-aborted-by = {$seat} l'ha annullata prima della sua prima mossa
table-result-agreement = i giocatori si sono accordati per il pareggio
table-result-claimed = {$seat} ha rivendicato la partita: gli altri avevano lasciato il tavolo
table-chat-players = Chat dei giocatori
table-chat-spectators = Chat degli spettatori
table-chat-placeholder = Scrivi qualcosa
table-chat-send = Invia
table-chat-spectator = spettatore
table-chat-none = Nessuno ha ancora scritto nulla.
table-chat-mute = Silenzia {$seat}
table-ended-abort = annullata
table-ended-cancel = annullata prima di iniziare
table-ended-over = finita
