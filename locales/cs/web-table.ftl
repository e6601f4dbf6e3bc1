# Stránka hry v prohlížeči, mezi lidmi u stolu: zrušení hry, nabídka remízy, žádost o vrácení
# tahu, odpověď na nabídku druhého hráče a nárokování hry, kterou ostatní opustili.

table-heading = U stolu
table-abort = Zrušit hru
table-really-abort = Opravdu zrušit? Skončí bez výsledku
table-offer-draw = Nabídnout remízu
table-ask-take-back = Požádat o vrácení tahu
table-accept = Přijmout
table-decline = Odmítnout
table-draw-offered = Nabídli jste remízu: platí, dokud {$seat} neodpoví nebo netáhne.
table-take-back-asked = Požádali jste o vrácení svého posledního tahu: žádost platí, dokud {$seat} neodpoví nebo nepadne tah.
table-draw-prompt = {$seat} nabízí remízu. Nabídka padá, když táhnete.
table-take-back-prompt = {$seat} žádá o vrácení svého posledního tahu. Žádost padá, když padne tah.
table-draw-declined = Vaše nabídka remízy byla odmítnuta.
table-draw-lapsed = Vaše nabídka remízy padla: padl tah.
table-take-back-declined = Vaše žádost o vrácení tahu byla odmítnuta.
table-take-back-lapsed = Vaše žádost o vrácení tahu padla: padl tah.
table-the-others = ostatní
# While the first turn of the seat to move runs, between people: the time left before the
# server aborts the game ($seat: the other player).
table-first-turn-mine = Na první tah máte {$seconds} s, jinak bude hra zrušena.
table-first-turn-theirs = {$seat} má na první tah {$seconds} s, jinak bude hra zrušena.
table-claim-wait = {$seat} opustil stůl: hru můžete nárokovat za {$seconds} s.
table-claim-ready = {$seat} opustil stůl: hru můžete nárokovat.
table-claim-win = Nárokovat výhru
table-claim-draw = Nárokovat remízu
table-result-aborted = Zrušena
table-result-aborted-by = {$seat} ji zrušil před svým prvním tahem
table-result-aborted-unstarted = hráč neodehrál svůj první tah včas
table-result-agreement = hráči se dohodli na remíze
# ($others: the players who had left, by name; $count: how many)
table-result-claimed = {$seat} si nárokoval hru: { $count ->
    [one] {$others} opustil stůl
   *[other] {$others} opustili stůl
}
table-result-abandoned = Opuštěna
# An untimed game the server ended: every player left it (docs/api.md, Between the players).
table-result-abandoned-why = všichni hráči byli den pryč od stolu
table-chat-players = Chat hráčů
table-chat-spectators = Chat diváků
table-chat-placeholder = Napište něco
table-chat-send = Odeslat
table-chat-spectator = divák
table-chat-none = Zatím nikdo nic nenapsal.
table-chat-mute = Skrýt zprávy: {$seat}
table-ended-abort = zrušena
table-ended-cancel = zrušena před začátkem
table-ended-abandoned = opuštěna
table-ended-over = skončila
table-ended-won-time = vyhraná na čas
table-ended-lost-time = prohraná na čas
table-ended-won-resign = vyhraná: soupeř se vzdal
table-ended-lost-resign = vzdaná
table-ended-won-claim = nárokovaná: soupeř odešel
table-ended-lost-claim = prohraná: nárokovaná po vašem odchodu
table-ended-drawn-claim = remíza: nárokovaná po odchodu soupeře
table-ended-agreement = remíza dohodou
