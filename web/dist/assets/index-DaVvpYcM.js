(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();var e=class{constructor(e){this.value=e}valueOf(){return this.value}},t=class extends e{constructor(e=`???`){super(e)}toString(e){return`{${this.value}}`}},n=class extends e{constructor(e,t={}){super(e),this.opts=t}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return this.value.toString(10)}},r=class t extends e{static supportsValue(n){if(typeof n==`number`||n instanceof Date)return!0;if(n instanceof e)return t.supportsValue(n.valueOf());if(`Temporal`in globalThis){let e=globalThis.Temporal;if(n instanceof e.Instant||n instanceof e.PlainDateTime||n instanceof e.PlainDate||n instanceof e.PlainMonthDay||n instanceof e.PlainTime||n instanceof e.PlainYearMonth)return!0}return!1}constructor(n,r={}){n instanceof t?(r={...n.opts,...r},n=n.value):n instanceof e&&(n=n.valueOf()),typeof n==`object`&&`calendarId`in n&&r.calendar===void 0&&(r={...r,calendar:n.calendarId}),super(n),this.opts=r}[Symbol.toPrimitive](e){return e===`string`?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e==`number`)return e;if(e instanceof Date)return e.getTime();if(`epochMilliseconds`in e)return e.epochMilliseconds;if(`toZonedDateTime`in e)return e.toZonedDateTime(`UTC`).epochMilliseconds;throw TypeError(`Unwrapping a non-number value as a number`)}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return typeof this.value==`number`||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}},i=100,a=`⁨`,o=`⁩`;function s(e,t,r){return r===t||r instanceof n&&t instanceof n&&r.value===t.value||t instanceof n&&typeof r==`string`&&r===e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value)}function c(e,n,r){return n[r]?_(e,n[r].value):(e.reportError(RangeError(`No default`)),new t)}function l(e,t){let n=[],r=Object.create(null);for(let i of t)i.type===`narg`?r[i.name]=u(e,i.value):n.push(u(e,i));return{positional:n,named:r}}function u(e,r){switch(r.type){case`str`:return r.value;case`num`:return new n(r.value,{minimumFractionDigits:r.precision});case`var`:return d(e,r);case`mesg`:return f(e,r);case`term`:return p(e,r);case`func`:return m(e,r);case`select`:return h(e,r);default:return new t}}function d(i,{name:a}){let o;if(i.params){if(Object.prototype.hasOwnProperty.call(i.params,a))o=i.params[a];else return new t(`$${a}`)}else if(i.args&&Object.prototype.hasOwnProperty.call(i.args,a))o=i.args[a];else return i.reportError(ReferenceError(`Unknown variable: $${a}`)),new t(`$${a}`);if(o instanceof e)return o;switch(typeof o){case`string`:return o;case`number`:return new n(o);case`object`:if(r.supportsValue(o))return new r(o);default:return i.reportError(TypeError(`Variable type not supported: $${a}, ${typeof o}`)),new t(`$${a}`)}}function f(e,{name:n,attr:r}){let i=e.bundle._messages.get(n);if(!i)return e.reportError(ReferenceError(`Unknown message: ${n}`)),new t(n);if(r){let a=i.attributes[r];return a?_(e,a):(e.reportError(ReferenceError(`Unknown attribute: ${r}`)),new t(`${n}.${r}`))}return i.value?_(e,i.value):(e.reportError(ReferenceError(`No value: ${n}`)),new t(n))}function p(e,{name:n,attr:r,args:i}){let a=`-${n}`,o=e.bundle._terms.get(a);if(!o)return e.reportError(ReferenceError(`Unknown term: ${a}`)),new t(a);if(r){let n=o.attributes[r];if(n){e.params=l(e,i).named;let t=_(e,n);return e.params=null,t}return e.reportError(ReferenceError(`Unknown attribute: ${r}`)),new t(`${a}.${r}`)}e.params=l(e,i).named;let s=_(e,o.value);return e.params=null,s}function m(e,{name:n,args:r}){let i=e.bundle._functions[n];if(!i)return e.reportError(ReferenceError(`Unknown function: ${n}()`)),new t(`${n}()`);if(typeof i!=`function`)return e.reportError(TypeError(`Function ${n}() is not callable`)),new t(`${n}()`);try{let t=l(e,r);return i(t.positional,t.named)}catch(r){return e.reportError(r),new t(`${n}()`)}}function h(e,{selector:n,variants:r,star:i}){let a=u(e,n);if(a instanceof t)return c(e,r,i);for(let t of r)if(s(e,a,u(e,t.key)))return _(e,t.value);return c(e,r,i)}function g(e,n){if(e.dirty.has(n))return e.reportError(RangeError(`Cyclic reference`)),new t;e.dirty.add(n);let r=[],s=e.bundle._useIsolating&&n.length>1;for(let t of n)if(typeof t==`string`)r.push(e.bundle._transform(t));else{if(e.placeables++,e.placeables>i)throw e.dirty.delete(n),RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${i}`);s&&r.push(a),r.push(u(e,t).toString(e)),s&&r.push(o)}return e.dirty.delete(n),r.join(``)}function _(e,t){return typeof t==`string`?e.bundle._transform(t):g(e,t)}var ee=class{constructor(e,t,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=t,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,t){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let r=JSON.stringify(t);return n[r]||(n[r]=new e(this.bundle.locales,t)),n[r]}};function te(e,t){let n=Object.create(null);for(let[r,i]of Object.entries(e))t.includes(r)&&(n[r]=i.valueOf());return n}var ne=[`unitDisplay`,`currencyDisplay`,`useGrouping`,`minimumIntegerDigits`,`minimumFractionDigits`,`maximumFractionDigits`,`minimumSignificantDigits`,`maximumSignificantDigits`];function re(e,i){let a=e[0];if(a instanceof t)return new t(`NUMBER(${a.valueOf()})`);if(a instanceof n)return new n(a.valueOf(),{...a.opts,...te(i,ne)});if(a instanceof r)return new n(a.toNumber(),{...te(i,ne)});throw TypeError(`Invalid argument to NUMBER`)}var ie=[`dateStyle`,`timeStyle`,`fractionalSecondDigits`,`dayPeriod`,`hour12`,`weekday`,`era`,`year`,`month`,`day`,`hour`,`minute`,`second`,`timeZoneName`];function ae(e,i){let a=e[0];if(a instanceof t)return new t(`DATETIME(${a.valueOf()})`);if(a instanceof r||a instanceof n)return new r(a,te(i,ie));throw TypeError(`Invalid argument to DATETIME`)}var oe=new Map;function se(e){let t=Array.isArray(e)?e.join(` `):e,n=oe.get(t);return n===void 0&&(n=new Map,oe.set(t,n)),n}var ce=class{constructor(e,{functions:t,useIsolating:n=!0,transform:r=e=>e}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:re,DATETIME:ae,...t},this._useIsolating=n,this._transform=r,this._intls=se(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:t=!1}={}){let n=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith(`-`)){if(t===!1&&this._terms.has(i.id)){n.push(Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(t===!1&&this._messages.has(i.id)){n.push(Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,n=null,r=null){if(typeof e==`string`)return this._transform(e);let i=new ee(this,r,n);try{return g(i,e).toString(i)}catch(e){if(i.errors&&e instanceof Error)return i.errors.push(e),new t().toString(i);throw e}}},le=/^(-?[a-zA-Z][\w-]*) *= */gm,ue=/\.([a-zA-Z][\w-]*) *= */y,de=/\*?\[/y,fe=/(-?[0-9]+(?:\.([0-9]+))?)/y,pe=/([a-zA-Z][\w-]*)/y,me=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,he=/^[A-Z][A-Z0-9_-]*$/,ge=/([^{}\n\r]+)/y,_e=/([^\\"\n\r]*)/y,ve=/\\([\\"])/y,ye=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,be=/^\n+/,xe=/ +$/,Se=/ *\r?\n/g,Ce=/( *)$/,we=/{\s*/y,Te=/\s*}/y,Ee=/\[\s*/y,De=/\s*] */y,Oe=/\s*\(\s*/y,ke=/\s*->\s*/y,Ae=/\s*:\s*/y,je=/\s*,?\s*/y,Me=/\s+/y,Ne=class{constructor(e){this.body=[],le.lastIndex=0;let t=0;for(;;){let n=le.exec(e);if(n===null)break;t=le.lastIndex;try{this.body.push(s(n[1]))}catch(e){if(e instanceof SyntaxError)continue;throw e}}function n(n){return n.lastIndex=t,n.test(e)}function r(n,r){if(e[t]===n)return t++,!0;if(r)throw new r(`Expected ${n}`);return!1}function i(e,r){if(n(e))return t=e.lastIndex,!0;if(r)throw new r(`Expected ${e.toString()}`);return!1}function a(n){n.lastIndex=t;let r=n.exec(e);if(r===null)throw SyntaxError(`Expected ${n.toString()}`);return t=n.lastIndex,r}function o(e){return a(e)[1]}function s(e){let t=l(),n=c();if(t===null&&Object.keys(n).length===0)throw SyntaxError(`Expected message value or attributes`);return{id:e,value:t,attributes:n}}function c(){let e=Object.create(null);for(;n(ue);){let t=o(ue),n=l();if(n===null)throw SyntaxError(`Expected attribute value`);e[t]=n}return e}function l(){let r;if(n(ge)&&(r=o(ge)),e[t]===`{`||e[t]===`}`)return u(r?[r]:[],1/0);let i=re();return i?r?u([r,i],i.length):(i.value=ie(i.value,be),u([i],i.length)):r?ie(r,xe):null}function u(r=[],i){for(;;){if(n(ge)){r.push(o(ge));continue}if(e[t]===`{`){r.push(d());continue}if(e[t]===`}`)throw SyntaxError(`Unbalanced closing brace`);let a=re();if(a)r.push(a),i=Math.min(i,a.length);else break}let a=r.length-1,s=r[a];typeof s==`string`&&(r[a]=ie(s,xe));let c=[];for(let e of r)e instanceof Pe&&(e=e.value.slice(0,e.value.length-i)),e&&c.push(e);return c}function d(){i(we,SyntaxError);let e=f();if(i(Te))return e;if(i(ke)){let t=h();return i(Te,SyntaxError),{type:`select`,selector:e,...t}}throw SyntaxError(`Unclosed placeable`)}function f(){if(e[t]===`{`)return d();if(n(me)){let[,e,t,n=null]=a(me);if(e===`$`)return{type:`var`,name:t};if(i(Oe)){let r=p();if(e===`-`)return{type:`term`,name:t,attr:n,args:r};if(he.test(t))return{type:`func`,name:t,args:r};throw SyntaxError(`Function names must be all upper-case`)}return e===`-`?{type:`term`,name:t,attr:n,args:[]}:{type:`mesg`,name:t,attr:n}}return _()}function p(){let n=[];for(;;){switch(e[t]){case`)`:return t++,n;case void 0:throw SyntaxError(`Unclosed argument list`)}n.push(m()),i(je)}}function m(){let e=f();return e.type===`mesg`&&i(Ae)?{type:`narg`,name:e.name,value:_()}:e}function h(){let e=[],t=0,i;for(;n(de);){r(`*`)&&(i=t);let n=g(),a=l();if(a===null)throw SyntaxError(`Expected variant value`);e[t++]={key:n,value:a}}if(t===0)return null;if(i===void 0)throw SyntaxError(`Expected default variant`);return{variants:e,star:i}}function g(){i(Ee,SyntaxError);let e;return e=n(fe)?ee():{type:`str`,value:o(pe)},i(De,SyntaxError),e}function _(){if(n(fe))return ee();if(e[t]===`"`)return te();throw SyntaxError(`Invalid expression`)}function ee(){let[,e,t=``]=a(fe),n=t.length;return{type:`num`,value:parseFloat(e),precision:n}}function te(){r(`"`,SyntaxError);let n=``;for(;;)if(n+=o(_e),e[t]===`\\`)n+=ne();else{if(r(`"`))return{type:`str`,value:n};throw SyntaxError(`Unclosed string literal`)}}function ne(){if(n(ve))return o(ve);if(n(ye)){let[,e,t]=a(ye),n=parseInt(e||t,16);return n<=55295||57344<=n?String.fromCodePoint(n):`�`}throw SyntaxError(`Unknown escape sequence`)}function re(){let n=t;switch(i(Me),e[t]){case`.`:case`[`:case`*`:case`}`:case void 0:return!1;case`{`:return ae(e.slice(n,t))}return e[t-1]===` `&&ae(e.slice(n,t))}function ie(e,t){return e.replace(t,``)}function ae(e){let t=e.replace(Se,`
`),n=Ce.exec(e)[1].length;return new Pe(t,n)}}},Pe=class{constructor(e,t){this.value=e,this.length=t}},Fe=`game-quarto = Quarto!
game-danish = Danish Quarto
game-quartino = Quartino
seat-number = player {$number}
seat-with-label = {$seat} ({$label})
seat-human = human
seat-bot = bot ({$level})
level-beginner = beginner
level-casual = casual
level-strong = strong
level-strongest = strongest
level-perfect = perfect
outcome-won = {$winner} wins
outcome-draw = no winner
ending-time = {$seat} ran out of time
ending-resignation = {$seat} resigned
ending-agreement = drawn by agreement
ending-claim = {$seat} claimed the game: the others had left the table
end-quarto = { $count ->
    [one] a quarto
   *[other] {$count} quartos
}: {$made}
end-quarto-line = {$cells} ({$traits})
end-quarto-square = square {$cells} ({$traits})
end-full = every piece placed, no quarto
end-pieces = {$seat} is down to { $left ->
    [one] {$left} piece
   *[other] {$left} pieces
}
end-square-at-four = {$seat} made a square first, four pieces against four
end-repetition = the same position a third time
end-turn-cap = the cap of {$turns} turns was reached
end-cards = {$seat} put aside the last of { $count ->
    [one] {$count} card
   *[other] {$count} cards
}
seat-plays = {$seat} plays {$action}
danish-white = White
danish-black = Black
danish-side = {$colour} ({$letter}): {$on_board} on the board, {$in_hand} in hand; valid squares: {$squares}
danish-squares-none = none
danish-to-place = to move: {$colour}, who places a piece
danish-to-move = to move: {$colour}, who moves
danish-to-fly = to move: {$colour}, who moves (flies: 4 pieces left)
danish-legal = { $count ->
    [one] {$count} legal move
   *[other] {$count} legal moves
} ({$captures} with a capture)
danish-status = {$turn}; {$legal}
danish-status-pass = {$turn}; {$legal}, must pass
danish-won = {$colour} won
danish-four-against-four = 4 against 4: the first to make a valid square wins
error-bad-rules = bad rules: {$reason}
error-bad-position = bad position: {$reason}
error-bad-equipment = bad equipment: {$reason}
error-table-over = the game is over
error-table-not-your-turn = it is not your turn: {$seat} is to move
error-table-nothing-to-undo = there is nothing to take back
error-table-no-draw-by-agreement = this game has no draw by agreement
error-any-not-this-game = {$action} is not an action of { $game ->
    [quarto] { game-quarto }
    [danish] { game-danish }
   *[quartino] { game-quartino }
}
error-settings-not-key-value = expected key=value, found "{$text}"
error-settings-given-twice = {$key} is given twice
error-settings-unknown-setting = unknown setting "{$key}": the settings are {$expected}
error-settings-bad-setting-value = {$key}="{$value}": expected { $expected ->
    [yes-no] yes or no
    [on-off] on or off
    [auto-announce] auto or announce
    [players] 2 to 5
    [turn-cap] a number of turns, 1 to 65535
    [ply-cap] none or a number of turns from 1 to 4294967295
    [first-seat] a seat 1 to 5, or random
    [situations] on, off or from:N (on after N rounds)
    [situations-from] from: and the number of rounds played without them, 1 to 65535
   *[other] {$expected}
}
error-quarto-not-key-value = { error-settings-not-key-value }
error-quarto-given-twice = { error-settings-given-twice }
error-quarto-unknown-setting = { error-settings-unknown-setting }
error-quarto-bad-setting-value = { error-settings-bad-setting-value }
error-quarto-unknown-attribute = unknown characteristic "{$text}": expected height, colour, shape or top
error-quarto-attribute-twice = the characteristic { $attribute ->
    [height] height
    [colour] colour
    [shape] shape
   *[top] top
} is named twice
error-quarto-no-attribute = no characteristic named: at least one counts
error-quarto-not-a-piece = "{$text}" is not a piece: expected one hex digit 0-f
error-quarto-not-a-cell = "{$text}" is not a square of the board: expected a1 to d4
error-quarto-not-an-alignment = "{$text}" is not a line or square: name its two end cells, as a1-d1, a1-a4, a1-d4, a4-d1 or b2-c3
error-quarto-not-an-action = "{$text}" is not an action: expected a piece to give (7), a cell to place on (b3), a claim (Q:a1-d4) or pass
error-quarto-empty-position = empty: expected \`<board> <hand>\`, as \`..../..../..../.... -\`
error-quarto-missing-hand = missing the hand after the board: add \` -\` or the piece to place
error-quarto-position-fields = expected two fields \`<board> <hand>\` (and in announce mode the cell whose quartos are open to a claim), found {$count}
error-quarto-board-rows = the board has {$count} rows; expected 4 rows separated by '/'
error-quarto-row-length = row {$row} has {$cells} cells; expected 4
error-quarto-bad-board-character = bad character '{$found}' at {$cell}: expected '.' or a hex digit 0-f
error-quarto-piece-twice = piece {$piece} is on the board twice, at {$first} and {$second}
error-quarto-no-hand = no piece in hand, but the game is not over ({$count} pieces down, no quarto): write the piece to place, or \`*\` if the player who just placed must give
error-quarto-give-at-start = \`*\` (a give after a placement) needs a piece on the board; the start is written \`-\`
error-quarto-give-on-full-board = \`*\` on a full board: no piece is left to give
error-quarto-bad-hand = bad hand "{$text}": expected a hex digit 0-f, \`-\` or \`*\`
error-quarto-hand-on-board = piece {$piece} is in hand and also on the board at {$cell}
error-quarto-already-won = the position is already won: {$alignment} is a quarto, so the game ended there (write \`-\` for the finished game)
error-quarto-not-one-placement = impossible: the quartos {$alignments} cannot all have been made by one placement
error-quarto-winner-unknown = in announce mode a quarto on the board may have lapsed, so \`-\` before the board is full does not say who won: use a game record
error-quarto-claim-in-auto-mode = a third field ("{$text}", a placement open to a claim) is written only in announce mode
error-quarto-claim-not-a-cell = the third field "{$text}" is not a cell: it names the placement whose quartos are open to a claim
error-quarto-claim-on-empty-cell = {$cell} is empty, so it is not a placement open to a claim
error-quarto-no-claim-here = no claim can be open here ({$cell}): the game is over or has not started
error-quarto-no-quarto-through = no quarto runs through {$cell}, so nothing is open to a claim: leave the third field out
error-quarto-game-over = the game is over
error-quarto-wrong-phase = it is time to { $expected ->
    [give] give a piece
    [place] place the piece in hand
   *[claim] claim or pass
}, not to { $found ->
    [give] give
   *[place] place
}
error-quarto-piece-not-in-pool = piece {$piece} is not among the pieces left to give
error-quarto-cell-taken = square {$cell} is not empty
error-quarto-no-claims-in-auto-mode = "QUARTO!" is announced only in announce mode
error-quarto-squares-do-not-count = {$alignment} is a square, and squares do not count in this game
error-quarto-not-a-quarto = {$alignment} is not a quarto
error-quarto-not-claimable = {$alignment} was not made by the most recent placement: it has lapsed or was never claimable
error-quarto-no-pass = pass is only for declining the claim after the last piece
error-danish-not-key-value = { error-settings-not-key-value }
error-danish-given-twice = { error-settings-given-twice }
error-danish-unknown-setting = { error-settings-unknown-setting }
error-danish-bad-setting-value = { error-settings-bad-setting-value }
error-danish-not-a-point = "{$text}" is not a point: expected a column a-i and a row 1-9, as e5
error-danish-not-on-the-board = "{$text}" is not a point of the board: { $corner ->
    [true] the four corners a1, i1, a9 and i9 are not on the board
   *[false] no point has a column and row of different parity (a3, b2, b4 are points; a2 is not)
}
error-danish-not-a-move = "{$text}" is not a move: expected a point to place on (e5), a movement (e5-f6), either with a capture appended (d2xe7, e5-f6xg3), or pass
error-danish-move-to-same-point = {$point}-{$point} does not move: a movement goes to another point
error-danish-position-fields = expected four fields \`<white points>/<black points> <w|b> <white in hand> <black in hand>\` (the start is \`/ w 12 12\`), found {$count}
error-danish-no-slash = "{$text}" has no \`/\`: write White's points, \`/\`, then Black's (either list may be empty)
error-danish-slash-twice = "{$text}" has more than one \`/\`: write White's points, \`/\`, then Black's
error-danish-empty-item = an empty item in { $colour ->
    [white] White's
   *[black] Black's
} points "{$text}": write the points separated by single commas
error-danish-point-twice = {$point} is listed twice
error-danish-bad-side = the player to move is "{$text}": expected w or b
error-danish-bad-hand = { $colour ->
    [white] White's
   *[black] Black's
} pieces in hand "{$text}": expected a number from 0 to 12
error-danish-too-many-pieces = { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} has {$board} pieces on the board and {$hand} in hand, more than 12
error-danish-already-lost = { $colour ->
    [white] { danish-white }
   *[black] { danish-black }
} has only {$total} pieces (board and hand), so has already lost; a game record shows a finished game
error-danish-impossible-captures = { $colour ->
    [white] { danish-white } has lost {$lost} pieces, but { danish-black }
   *[black] { danish-black } has lost {$lost} pieces, but { danish-white }
} has placed only {$captor_placed} and could have captured at most {$most} (no piece has moved yet: one capture a turn, from a player's 4th piece on)
error-danish-hands-out-of-turn = White has {$white} in hand and Black {$black}, with { $to_move ->
    [white] White
   *[black] Black
} to move; the players place in turn, White first, so with White to move both hold the same number, and with Black to move Black holds one more
error-danish-game-over = the game is over
error-danish-must-place = { $hand ->
    [one] one piece still in hand
   *[other] {$hand} pieces still in hand
}: place one (write the point, as e5)
error-danish-must-move = all pieces are placed: move one (write from-to, as e5-f6)
error-danish-pass-with-moves = a player may pass only when he cannot move
error-danish-not-your-piece = no piece of { $mover ->
    [white] White's
   *[black] Black's
} is on {$point}
error-danish-occupied = {$point} is not empty
error-danish-not-joined = {$from} and {$to} are not joined by a line (only a player with 4 pieces flies)
error-danish-no-square-made = this move makes no valid square, so it captures nothing
error-danish-capture-required = this move makes a valid square: name the capture, as e5-f6xg3
error-danish-not-opponent-piece = {$point} holds no opponent piece to capture
error-danish-protected = {$point} is a corner of its owner's valid square, so it cannot be captured
error-danish-wins-without-capture = both players have 4 pieces: making a valid square wins at once, without a capture
error-quartino-not-key-value = { error-settings-not-key-value }
error-quartino-given-twice = { error-settings-given-twice }
error-quartino-unknown-setting = { error-settings-unknown-setting }
error-quartino-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-players = players={$count}: expected 2 to 5
error-quartino-not-enough-cards = players={$players}: {$cards} cards cannot deal {$hand} to each of {$players} players
error-quartino-no-such-seat = first={$seat} but there are only {$players} seats
error-quartino-cap-zero = cap=0: the cap must be at least 1 turn
error-quartino-equipment-not-key-value = { error-settings-not-key-value }
error-quartino-equipment-given-twice = { error-settings-given-twice }
error-quartino-equipment-unknown-setting = { error-settings-unknown-setting }
error-quartino-equipment-bad-setting-value = { error-settings-bad-setting-value }
error-quartino-equipment-missing-field = the field {$field}= is missing
error-quartino-equipment-not-a-number = {$field}="{$text}": expected a whole number
error-quartino-equipment-ring = ring={$ring}: expected 1 to 15
error-quartino-equipment-hand-zero = hand=0: a player needs at least one card
error-quartino-equipment-permutations-size = cards=permutations needs quarters of as many spaces as there are colours ({$colours}), not {$pattern}
error-quartino-equipment-not-a-card = cards: "{$text}" is not a card: expected colour letters
error-quartino-equipment-too-many-cards = {$count} cards: at most 64
error-quartino-equipment-card-twice = cards: {$card} is in the set twice
error-quartino-equipment-card-size = cards: {$card} shows {$spaces} spaces, but a quarter has {$pattern}
error-quartino-equipment-card-colour = cards: {$card} uses {$colour}, which is not one of the colours
error-quartino-equipment-hand-too-big = hand={$hand}: {$cards} cards cannot deal {$hand} to two players
error-quartino-equipment-colour-spec = colours: "{$text}" is not letter:name:tokens, as Y:yellow:7
error-quartino-equipment-colour-letter = colours: "{$text}" is not one upper-case letter
error-quartino-equipment-colour-name = colours: the name "{$text}" must be letters, digits, '-' or '_'
error-quartino-equipment-no-tokens = colours: {$colour} has no tokens
error-quartino-equipment-colour-twice = colours: {$colour} is named twice
error-quartino-equipment-too-many-colours = {$count} colours: at most 8
error-quartino-equipment-too-many-tokens = {$count} tokens in all: at most 32
error-quartino-equipment-quarter-space = quarters: "{$text}" is not a space (C, R0, R1, …)
error-quartino-equipment-off-the-ring = quarters: {$space} is not on a ring of {$ring}
error-quartino-equipment-space-twice-in-quarter = quarters: {$space} is twice in the quarter "{$quarter}"
error-quartino-equipment-quarter-too-big = quarters: "{$text}" has more than 8 spaces
error-quartino-equipment-quarter-sizes = quarters: every quarter must have {$pattern} spaces, one has {$other}
error-quartino-equipment-too-many-quarters = {$count} quarters: at most 16
error-quartino-equipment-quarter-twice = quarters: Q{$number} is the same as an earlier quarter
error-quartino-equipment-mirror-slots = mirror: {$slots} slots given, but a card has {$pattern}
error-quartino-equipment-mirror-not-permutation = mirror: expected each slot 0 to {$last} once, as 0,3,2,1
error-quartino-equipment-mirror-not-involution = mirror: reading a card twice in the mirror must give it back
error-quartino-not-a-colour = "{$text}" is not a colour: expected one letter, as Y
error-quartino-not-a-space = "{$text}" is not a space: expected C or R0, R1, …
error-quartino-not-a-quarter = "{$text}" is not a quarter: expected Q0, Q1, …
error-quartino-not-a-card = "{$text}" is not a card: expected its colour letters, as YBGP
error-quartino-not-an-action = "{$text}" is not an action: { $why ->
    [column-space] after column@ comes a space: C or R0, R1, …
    [claim-quarter] a claim names a quarter Q0, Q1, …
    [claim-card] a claim names a card by its colour letters, as YBGP@Q5
    [place-space] after @ comes a space (C, R0, R1, …) to place on, or a quarter (Q0, Q1, …) to claim at
    [place-colour] a placement names one colour letter, as Y@R3
   *[no-at] expected four, end, column@<space>, <colour>@<space> (Y@R3) or <card>@<quarter> (YBGP@Q5)
}
error-quartino-position-fields = expected 5 fields \`<board> <to move> <phase> <turns> <seats>\`, found {$count}
error-quartino-board-spaces = the board has {$found} spaces; expected {$expected}: C, R0, … R{$last} separated by '/'
error-quartino-empty-stack-text = the stack of {$space} is empty text: write . for an empty space
error-quartino-not-a-colour-of-the-game = {$space}: '{$found}' is not a colour of this game
error-quartino-too-many-tokens = more than {$tokens} {$name} ({$colour}) tokens on the board
error-quartino-bad-mover = the seat to move is "{$text}": expected 1 to {$players}
error-quartino-bad-turns = the turn count is "{$text}": expected a whole number
error-quartino-past-cap = {$turns} turns played, past the cap of {$cap}
error-quartino-seat-count = the position has {$found} seats but the rules say players={$players}
error-quartino-seat-unknown-card = seat {$seat}: {$card} is not a card of this game
error-quartino-card-twice = card {$card} is written twice (seat {$first} and seat {$second})
error-quartino-seat-not-a-card = seat {$seat}: "{$text}" is not a card
error-quartino-mixed-hand = seat {$seat}: a hand is either all shown or all hidden (?)
error-quartino-card-count = seat {$seat} has {$held} card(s) in hand and {$aside} put aside; every seat was dealt {$dealt}
error-quartino-hidden-hand = seat {$seat}'s hand is hidden (?): a full position shows every hand
error-quartino-winner-not-to-move = seat {$seat} has put aside all its cards and won: it is the seat to move of the finished game
error-quartino-not-over = the game is not over: nobody has put aside all his cards and the cap of {$cap} turns is not reached
error-quartino-two-winners = more than one seat has put aside all its cards
error-quartino-won-not-over = seat {$seat} has put aside all its cards, so the game is over: write - for the phase
error-quartino-capped-not-over = the cap of {$cap} turns is reached, so the game is over: write - for the phase
error-quartino-bad-phase = phase "{$text}": expected S with F and/or C and an optional +1 (situations), P1 to P3 (tokens to place), Q (claim or end), or -
error-quartino-situations-not-played = phase "{$phase}": the situations are not played in this turn (situations={$situations})
error-quartino-bad-marks = phase "{$phase}": after + (used this turn) or - (declined) come F (four colours) and C (column)
error-quartino-letter-twice = phase "{$phase}": {$letter} is written twice
error-quartino-phase-nothing-to-place = phase "{$phase}": every pile is empty, so no placement is due: write Q
error-quartino-too-many-due = phase "{$phase}": {$left} tokens to place need situations used this turn (write +F, +C or +FC)
error-quartino-marks-with-column = phase "{$phase}": while a column may still go (P…@), four colours is used and the column open: write no + or -
error-quartino-column-count = phase "{$phase}": while a column may still go, 0 to 3 tokens are left to place (P3@R3)
error-quartino-phase-space = phase "{$phase}": "{$text}" is not a space of this board
error-quartino-space-twice = phase "{$phase}": {$space} is written twice
error-quartino-phase-not-a-column = phase "{$phase}": the stack at {$space} is {$height} high, so it was not a column as the turn began (a column only grows until it is removed)
error-quartino-bad-used = phase "{$phase}": after + comes 1 (one situation used)
error-quartino-nothing-open = phase "{$phase}": a situations phase has F, C or both open
error-quartino-three-situations = phase "{$phase}": only two situations exist
error-quartino-four-then-column = phase "{$phase}": once four colours is used, a column may go at any point of the placements: write P3@ and the spaces of the columns (P3@R3)
error-quartino-no-column = phase "{$phase}": the column is open, but no stack is 4 high
error-quartino-four-colours = phase "{$phase}": { $on_board ->
    [true] a colour has 4 tokens on the board, so four colours is open (write F)
   *[false] four colours is open, but no colour has 4 tokens on the board
}
error-quartino-column-not-written = phase "{$phase}": a stack is 4 high, so the column is open (write C)
error-quartino-no-turn-yet = seat {$seat} has put aside {$aside} card(s) but has not had a turn yet ({$turns} turn(s) played, seat {$mover} to move)
error-quartino-too-many-placements = impossible counts: {$on_board} token(s) on the board, {$claims} card(s) put aside (each claim took {$taken} tokens off the board) and {$due} more to place now make {$needed} placements, but in {$turns} turn(s) at most {$most} tokens can be placed
error-quartino-bad-viewer = the viewer is "{$text}": expected @1 to @{$players}
error-quartino-viewer-hidden = seat {$seat} is the viewer, so its hand is shown, not ?
error-quartino-hand-shown = seat {$seat}'s hand is shown, but an observation shows only the viewer's hand (write ? for each hidden card{ $spectator ->
    [true] , or add @N for the viewer
   *[false] {""}
})
error-quartino-game-over = the game is over
error-quartino-unknown-colour = this game has no colour {$colour}
error-quartino-unknown-space = this board has no space {$space}
error-quartino-unknown-quarter = this board has no quarter {$quarter}
error-quartino-unknown-card = {$card} is not a card of this game
error-quartino-situations-off = the situations are off in this game (situations=off)
error-quartino-situations-not-yet = the situations are played after {$rounds} round(s) (situations=from:{$rounds}), and this is round {$round}
error-quartino-no-colour-with-four-tokens = four colours is not open: no colour had 4 tokens on the board as the turn began
error-quartino-four-colours-used = four colours was used already this turn
error-quartino-situations-declined = the situations are used at the start of the turn: this turn's first placement declined them
error-quartino-no-stack-of-four = no column to remove: no stack stood 4 high as the turn began
error-quartino-one-column-per-turn = one column per turn: a column was removed already this turn
error-quartino-column-declined = the column was declined this turn (by a placement before it, or by going on to the claims)
error-quartino-not-a-column = the stack at {$space} is {$height} high: a column has 4 or more tokens
error-quartino-not-a-column-of-the-turn = the stack at {$space} was not a column as the turn began: the column to remove is at {$columns}
error-quartino-column-due = the column's token is placed: remove the column at {$columns} first
error-quartino-column-required = a column must be removed first (column_mandatory=on)
error-quartino-pile-empty = the {$colour} pile is empty
error-quartino-must-place = { $count ->
    [one] one more token to place first
   *[other] {$count} more tokens to place first
}
error-quartino-nothing-to-place = no token is due now: claim a card or end the turn
error-quartino-not-in-hand = card {$card} is not in the hand of the player to move
error-quartino-not-on-board = wrong claim: card {$card} is not on the board at {$quarter} (its tops read {$tops})
learn-pieces-short = short
learn-pieces-tall = tall
learn-pieces-light = light
learn-pieces-dark = dark
learn-pieces-round = round
learn-pieces-square = square
learn-pieces-solid = solid
learn-pieces-hollow = hollow
learn-and = and
learn-row = row {$number}
learn-column = column {$letter}
learn-diagonal = the diagonal
learn-square = the square
learn-quarto = {$alignment} {$line}: four {$traits} pieces
learn-why-win-at = placing on {$cell} would have won: {$quarto}
learn-why-gift-wins = piece {$piece} ({$traits}) lets your opponent win on {$cell}: {$quarto}
learn-why-no-safe-gift = after this placement every piece you can give lets your opponent win at once
learn-why-no-quarto = a piece on {$cell} completes no line of four pieces sharing a trait
learn-why-claim-missed = {$line} was a quarto open to a claim: announce it to win
learn-why-opponent-wins = after this your opponent can force a win
learn-why-opponent-wins-in = after this your opponent can force a win ({ $distance ->
    [one] {$distance} placement or move
   *[other] {$distance} placements or moves
} to the end)
learn-why-win-lost = { $now ->
    [draw] the win is gone: with best play the game is now a draw
   *[loss] the win is gone: with best play the game is now lost
}
learn-why-too-slow = it still wins, but in {$distance} placements, not within {$within}
learn-why-no-square = this move makes no square
learn-why-capture-allowed = after this your opponent plays {$reply} and captures your piece on {$point}
learn-why-escapes = your opponent answers {$reply}, and no capture follows
learn-why-missed = {$action} was there to play
learn-why-win-allowed = after this your opponent wins at once with {$reply}
learn-why-claims-left = after this only { $possible ->
    [one] {$possible} card
   *[other] {$possible} cards
} can be claimed this turn, not {$wanted}
learn-why-card-missed = your card {$card} showed at {$quarter}: claim it
learn-why-no-card-shows = no card of your hand shows on the board after this
learn-why-weaker = the engine rates this well below its own choice
learn-why-goal-does-not-fit = {$goal} is not a goal of this game
learn-eval-win = win
learn-eval-win-in = win in {$distance}
learn-eval-draw = draw
learn-eval-loss = loss
learn-eval-loss-in = loss in {$distance}
learn-eval-estimate = {$percent}%
learn-severity-inaccuracy = inaccuracy
learn-severity-mistake = mistake
learn-severity-blunder = blunder
learn-judge-exact-solver = exact solver
learn-judge-alpha-beta = alpha-beta search, {$nodes} nodes a position
learn-judge-information-set-search = information-set search, {$playouts} playouts a decision
learn-review-title = Review of a game of {$game} ({$rules}): { $actions ->
    [one] {$actions} action
   *[other] {$actions} actions
} in {$seconds} s ({$engine})
learn-review-player = player
learn-review-action = action
learn-review-before-after = before → after
learn-review-why = {$severity}: {$why}
learn-review-better = better: {$actions}
learn-review-counts = {$seat}: { $inaccuracies ->
    [one] {$inaccuracies} inaccuracy
   *[other] {$inaccuracies} inaccuracies
}, { $mistakes ->
    [one] {$mistakes} mistake
   *[other] {$mistakes} mistakes
}, { $blunders ->
    [one] {$blunders} blunder
   *[other] {$blunders} blunders
}
learn-chart-two = Chart, for player 1 (top: winning, middle: even, bottom: losing):
learn-chart-win = win
learn-chart-even = even
learn-chart-loss = loss
learn-chart-many = Each seat's chances after its own actions (0–9: 0% to 90%+):
quartino-colour-yellow = yellow
quartino-colour-blue = blue
quartino-colour-green = green
quartino-colour-pink = pink
quartino-height = {$height} high
quartino-supply = supply: {$supply}   ({ $tokens ->
    [one] {$tokens} token
   *[other] {$tokens} tokens
} on the board)
quartino-colours = colours: {$colours}
quartino-rules = rules: {$rules}
quartino-seat = {$seat}: { $cards ->
    [one] {$cards} card
   *[other] {$cards} cards
} in hand
quartino-seat-aside = {$seat}: { $cards ->
    [one] {$cards} card
   *[other] {$cards} cards
} in hand, put aside: {$aside}
quartino-turns = turns completed: {$turns} (cap {$cap})
quartino-open-four = four colours (\`four\`: +1 token)
quartino-open-column = column at {$spaces} (\`column@…\`: its tokens go back, +1 token)
quartino-open-column-mandatory = column at {$spaces} (\`column@…\`: its tokens go back, +1 token, mandatory)
quartino-or = or
quartino-situations = to move: {$seat}, start of turn ({ $used ->
    [one] {$used} situation used
   *[other] {$used} situations used
}); open: {$open}
quartino-to-place = to move: {$seat}, who places { $left ->
    [one] {$left} more token
   *[other] {$left} more tokens
}
quartino-to-remove-column = to move: {$seat}, who removes the column at {$columns} (its token is placed)
quartino-to-place-and-remove-column = to move: {$seat}, who places { $left ->
    [one] {$left} more token
   *[other] {$left} more tokens
} and removes the column at {$columns}, in any order (or declines the column: one token fewer)
quartino-to-claim = to move: {$seat}, who may claim a card or end the turn
quartino-won = {$seat} put aside all their cards and won
quartino-capped = the turn cap was reached, nobody won
quartino-hand = hand of {$seat}: {$cards}
quartino-hand-empty = (empty)
quartino-showing = on the board now: {$cards}
quartino-spectator = spectator's view: every hand is hidden
quartino-hidden-note = (other hands are hidden; --viewer N shows seat N's view)
quartino-legal = legal ({$count}): {$actions}
quarto-trait-short = short
quarto-trait-tall = tall
quarto-trait-light = light
quarto-trait-dark = dark
quarto-trait-round = round
quarto-trait-square = square
quarto-trait-solid = solid
quarto-trait-hollow = hollow
quarto-rules = rules: {$rules}
quarto-pool = pool:  {$pieces}
quarto-pool-empty = (empty)
quarto-to-give = to move: {$seat}, who gives a piece
quarto-to-place = to move: {$seat}, who places {$piece} ({$traits})
quarto-to-claim = to move: {$seat}, who claims QUARTO! or passes
quarto-quartos = QUARTO! (*): {$alignments}
quarto-letters = letters: S/T {quarto-trait-short}/{quarto-trait-tall}, L/D {quarto-trait-light}/{quarto-trait-dark}, R/Q {quarto-trait-round}/{quarto-trait-square}, F/H {quarto-trait-solid}/{quarto-trait-hollow}
tui-title-games = {$quarto}, {$danish} and {$quartino}
tui-new-game = New game
tui-menu-keys = ↑↓ choose  ←→ change  Enter start  l load  F1 rules  q quit (or click)
tui-menu-game = Game
tui-menu-attributes = Attributes
tui-menu-squares = Squares win
tui-menu-announce = Announce
tui-menu-players = Players
tui-menu-situations = Situations
tui-menu-seat = Seat {$number}
tui-menu-clock = Clock
tui-menu-start = Start
tui-menu-load = Load a record…
tui-menu-position = Play from a position…
tui-yes = yes
tui-no = no
tui-situations-after = { $rounds ->
    [one] after {$rounds} round
   *[other] after {$rounds} rounds
}
tui-seat-person = person at this keyboard
tui-seat-bot = bot: {$level}
tui-attribute-height = height
tui-attribute-colour = colour
tui-attribute-shape = shape
tui-attribute-top = top
tui-minutes = {$count} min
tui-seconds = {$count} s
tui-clock-none = none
tui-clock-per-move = {$time} a move
tui-clock-total = {$time} a game
tui-clock-increment = {$time} a game, +{$increment} a move
tui-hint-quarto = Quarto!: you choose the piece your opponent places.
tui-hint-danish = Danish Quarto: place, then move; four at a square's corners capture.
tui-hint-quartino = Quartino: stack coloured tokens; claim your secret cards as they show.
tui-hint-attributes = Beginners: only these traits count for a quarto.
tui-hint-squares = Advanced: four pieces on a 2×2 square sharing a trait win too.
tui-hint-announce = Official rules: a quarto wins only when announced (claimed) in time.
tui-hint-players = How many players sit at the table (2–5).
tui-hint-situations = The four-colours and column bonuses; leave them off to learn.
tui-hint-seat = Who sits here: a person at this keyboard, or a bot of some level.
tui-hint-clock = A time for each move, or for the whole game (+ seconds a move).
tui-hint-start = Start the game.
tui-hint-load = Play on from a saved game record.
tui-hint-position = Start the game chosen above from a position in its notation (as \`quartet show\` and the game pages of the web app write it).
tui-game-title = {$game} — {$rules}
tui-board = Board
tui-seats = Seats
tui-seats-bot-thinking = (a bot is thinking…)
tui-last-actions = last: {$actions}
tui-legal-actions = Legal actions ({$count})
tui-pass-the-device =
    Pass the device to {$seat}.
    Others, look away.
    Press Enter to show your cards.
tui-game-over = Game over
tui-game-over-keys =
    Ctrl+R rematch · Ctrl+N new game
    Ctrl+S save · Ctrl+O load · Esc quit
tui-prompt-load = Load a record
tui-prompt-load-keys = Enter load · Esc cancel
tui-prompt-save = Save the game as a record
tui-prompt-save-keys = Enter save · Esc cancel
tui-prompt-file = file: {$name}
tui-prompt-position = Play from a position
tui-prompt-position-keys = Enter start · Esc cancel
tui-prompt-position-line = position: {$position}
tui-welcome = type an action and Enter, or pick one with ↑↓ and Enter, or click; F1: help
tui-played = {$seat} played {$action}
tui-bot-thinking = wait: a bot is thinking
tui-bot-stopped = it stopped without an answer
tui-save-needs-name = save needs a file name
tui-loaded = { $count ->
    [one] loaded {$path}: {$game}, one action replayed
   *[other] loaded {$path}: {$game}, {$count} actions replayed
}
tui-load-failed = could not load: {$error}
tui-load-needs-name = load needs a file name
tui-cancelled = cancelled
tui-choice-cleared = choice cleared
tui-click-menu-line = click a line of the menu
tui-type-file-name = type the file name and Enter, or Esc
tui-type-position = type the position and Enter, or Esc
tui-pass-device-first = press Enter once the device is passed
tui-game-is-over = the game is over: Ctrl+R rematch, Ctrl+N new game, Ctrl+O load
tui-nothing-now = nothing to play now
tui-click-list-action = click an action of the list to play it
tui-nothing-there = nothing to play there: {$help}
tui-click-the-board = click the board ({$help}), or choose in the list with ↑↓ and Enter
tui-help-title = Help · ↑↓ PgUp PgDn scroll · any other key closes this help
tui-help =
    Keys
      an action, Enter    play it (see the list of legal actions)
      ↑↓, Enter           play the highlighted action
      F2                  a hint
      Ctrl+Z              undo
      Ctrl+S / Ctrl+O     save the game as a record / load a record
      Ctrl+R / Ctrl+N     rematch / new game (the menu)
      Esc                 clear a choice (or a right click); else quit
    Mouse
      any game   an action in the list of legal actions plays it
                 (a Quarto! claim too)
      Quarto!    an empty cell (·) to place; a pool piece to give
      Danish     a point to place; one of your pieces, then where it
                 goes [e5]; when a square is made, the piece to
                 capture (×). ! a piece one move of the other side
                 could capture; * the last move
      Quartino   a colour of the supply, then a space (═); a card
                 marked ✓ to claim it (then its quarter, if it shows
                 twice); the buttons: four, column, end
    Typed: undo, hint, save FILE, load FILE, resign, menu, quit
board-not-your-turn = nothing to play now: it is not your turn
board-not-this-game = that is not part of this game
board-not-legal-now = that is not a legal action now (see the list on the right)
board-quarto-taken = {$cell} is taken
board-quarto-give-first = first give a piece: click one in the pool
board-quarto-place-first = first place the piece in hand: click an empty cell (·)
board-quarto-to-place = to place: {$piece} — {$traits}
board-quarto-pool = pool (click to give):
board-quarto-help-give = click a piece of the pool to give it
board-quarto-help-place = click an empty cell (·) to place the piece
board-danish-must-pass = no move is possible: press Enter (or type pass) to pass
board-danish-move-cancelled = move cancelled: choose again
board-danish-choose-capture = choose the piece to capture: {$pieces} (marked ×); click {$point} again to cancel
board-danish-anywhere = any empty point (it flies: 4 pieces left)
board-danish-put-back = {$point} put back: choose a piece to move ({$letter})
board-danish-cannot-go = {$from} cannot go to {$to}: it can go to {$points}
board-danish-blocked = {$point} cannot move: every point next to it is taken
board-danish-moving = moving {$point}: click where it goes ([ ]): {$points}
board-danish-not-yours = {$point} is {$colour}'s piece: click one of yours ({$letter}), then where it goes
board-danish-piece-first = first click one of your pieces ({$letter}), then where it goes
board-danish-taken = {$point} is taken: place on an empty point
board-danish-not-legal = {$point} is not a legal move now
board-danish-square-made = {$point} makes a square: click the piece to capture (×): {$pieces}
board-danish-help-capture = click a piece marked × to capture it (or {$point} again to cancel)
board-danish-help-landing = click where {$point} goes (marked [ ]), or {$point} again to put it back
board-danish-help-place = click an empty point to place a piece
board-danish-help-move = click one of your pieces ({$letter}), then where it goes
board-danish-status-four = {$status}; {$four}
board-danish-capture = capture: click one of {$pieces} (×)
board-danish-targets = {$point} can go to {$points} ([ ])
board-danish-marks = marks: ! one move of the other side could capture it · × capture it now (click) · * last move · >W< chosen · [e5] it can go there · bold lines: valid squares (reversed: just made)
board-quartino-aside = , put aside:
board-quartino-legend = [G] top of a stack, 3 its height, ▲ a column · ═ where the choice can go · a card: the centre, then three ring spaces clockwise · ✓ it shows on the wheel
board-quartino-supply = supply (click a colour):
board-quartino-four = [four colours: +1 token]
board-quartino-column = [column@{$space}: remove it]
board-quartino-column-token = [column@{$space}: remove it, +1 token]
board-quartino-end = [end the turn]
board-quartino-your-hand = your hand (click a card to claim it):
board-quartino-hand-of = hand of {$seat}:
board-quartino-hidden = (the hands are hidden)
board-quartino-claim-at = claim {$card} at:
board-quartino-colour-put-back = {$colour} put back
board-quartino-colour-chosen = {$colour} ({$letter}) chosen: click a space of the wheel to place it
board-quartino-pile-empty = the {$colour} pile is empty
board-quartino-no-token = no token to place now: claim a card or end the turn
board-quartino-not-through = {$card} does not show through {$space}
board-quartino-several-quarters = {$space} is in more than one quarter showing {$card}: click {$quarters} under your hand
board-quartino-cannot-go-empty = {$colour} cannot go on {$space} now: its pile is empty
board-quartino-cannot-go = {$colour} cannot go on {$space} now: {$help}
board-quartino-colour-first = first click a colour in the supply, then {$space}
board-quartino-card-put-back = {$card} put back
board-quartino-claims-after = claims come after the placements: place your token(s) first
board-quartino-not-showing = {$card} does not show on the wheel now
board-quartino-shows-at = {$card} shows at {$quarters}: click the quarter (or one of its spaces)
board-quartino-nothing-at = nothing to claim at {$quarter}: click a card of your hand first
board-quartino-not-now = {$action} is not possible now
board-quartino-help-quarter = click the quarter to claim {$card} at, under your hand
board-quartino-help-space = click a space of the wheel to place {$colour} there (═)
board-quartino-help-place = click a colour in the supply, then a space of the wheel
board-quartino-help-claim = click a card marked ✓ to claim it, or {board-quartino-end}
board-quartino-help-end = click a button: {board-quartino-end}
board-danish-blurb = The 1950 game of squares: place, then move your pieces on a board of lines; a square captures.
board-danish-passed = passed
board-danish-moved = moved {$from}→{$to}
board-danish-moved-captured = moved {$from}→{$to}, captured {$capture}
board-danish-placed = placed on {$to}
board-danish-placed-captured = placed on {$to}, captured {$capture}
board-danish-pass = Pass
board-danish-move = Move {$from} to {$to}
board-danish-move-capturing = Move {$from} to {$to}, capturing {$capture}
board-danish-place = Place on {$to}
board-danish-place-capturing = Place on {$to}, capturing {$capture}
board-danish-rules-cap = cap of {$turns} turns
board-danish-standard = Standard rules: 12 pieces each, squares capture, three repetitions draw.
board-danish-label = Danish Quarto board
board-danish-made-square = {$side}'s square {$square}
board-danish-point = {$point}: {$owner}
board-danish-point-empty = {$point}: empty
web-board-danish-capture = capture the piece on {$point}
board-danish-move-from = move the piece on {$point}
board-danish-selected = {$point}: selected (Escape to cancel)
board-danish-place-on = place a piece on {$point}
board-danish-move-to = move {$from} to {$to}
board-danish-counts = {$in_hand} in hand · {$on_board} on the board
board-danish-squares = Squares: {$squares}
board-danish-pick-capture = A square! Pick the {$side} piece to capture (dotted rings).
board-danish-pick-place = {$side} to place: pick an empty point.
board-danish-pick-target = Move {$from} to a marked point (Escape to cancel).
board-danish-pick-source = {$side} to move: pick one of your marked pieces.
web-board-danish-must-pass = No move is possible: you must pass.
board-danish-editor-label = Set the position up on a board
board-danish-editor-help = Click a point: a White piece, then a Black one, then empty again.
board-danish-editor-to-move = {$side} to move
board-danish-editor-in-hand = {$side}: pieces in hand
board-danish-editor-clear = Back to the start
server-error-bad-request = The server cannot use this request.
server-error-bad-token = Your seat's token is not valid for this game.
server-error-spectator = You are watching this game: only its players can act.
server-error-not-your-seat = That seat is not yours.
server-error-not-found = Not found: the game or invitation may have been cancelled, or the link is mistyped.
server-error-method-not-allowed = The server does not answer this kind of request here.
server-error-waiting = The game waits for its players to join.
server-error-not-your-turn = It is not your turn.
server-error-over = The game is over.
server-error-seat-taken = This seat is already taken.
server-error-one-seat = You already hold a seat in this game: with hidden cards, one person plays one seat.
server-error-started = The game has started: it can no longer be cancelled.
server-error-nothing-to-undo = There is nothing to take back.
server-error-undo-refused = Taking back at once is only against bots (against a person, ask for a take-back), and never past cards that were shown.
server-error-not-over = The game is not over yet.
server-error-rematch-exists = The rematch exists already, and your seats there are taken.
server-error-hidden = The record opens once the game is over: it holds hidden cards.
server-error-analysis-refused = The analysis opens once the game is over (or at once against bots).
server-error-stopping = The server is stopping: try again in a moment.
server-error-busy = The server is busy: try again in a few seconds.
server-error-too-many-connections = Too many connections from your address: close a tab or two and try again.
server-error-request-timeout = The request came too slowly: try again.
server-error-too-many-games = You have as many games waiting for players as you may: start or cancel one first.
server-error-too-large = That is too large for the server.
server-error-upgrade-required = This address is for a live connection only.
server-error-illegal = The rules do not allow this.
server-error-rate-limited = Too many requests: wait a moment and try again.
server-error-corrupt = This stored game cannot be replayed.
server-error-internal = Something went wrong on the server.
server-error-storage = The server could not save this: nothing changed. Try again.
server-error-not-owner = The game is passing to another server: trying again in a moment.
server-error-unanswered = The server driving this game did not answer in time: what you asked may have been done. The game is shown as it stands.
server-error-analysis-timeout = The solver did not finish in time.
server-error-analysis-memory = The solver could not get the memory it needs.
server-error-name-taken = This name is taken (or one that looks like it).
server-error-wrong-credentials = The name and password do not go together.
server-error-signed-out = You need to sign in first.
server-error-rated-refused = This game cannot be rated.
server-error-pairing-ended = Your wait for an opponent ended: you left, or asked for another game elsewhere.
server-error-challenge-declined = Your challenge was declined.
server-error-csrf = This request came without its security token: reload the page and try again.
server-error-abort-refused = You have moved already: the game can no longer be aborted (offer a draw or resign instead).
server-error-no-draw = This game has no draw by agreement.
server-error-no-offer = There is no offer from the other player to answer (it was withdrawn, or a move ended it).
server-error-claim-refused = The game cannot be claimed now.
server-error-chat-refused = This line cannot be said.
server-error-with-detail = {$error} {$detail}
server-detail-clock-missing = Choose a clock: none, a time a turn or a time a game.
server-detail-clock = “{$clock}” is not a clock: write none, 30s/move, 3d/move, 10m or 10m+5s.
server-detail-clock-turn-range = A turn gets at least 1 s and at most 14 days.
server-detail-clock-game-range = A game gets at least 10 s and at most 24 h a seat.
server-detail-clock-increment-range = The increment is at most 1 h.
server-detail-length-cap = {$option} is at most {$most} on this server.
server-detail-chosen-deal = This game hides cards and has seats for other people, so nobody may choose its deal.
server-detail-start-over = The game is over in this position: nothing would be left to play. Choose a position before its end.
server-detail-bot-level = This game has no bot level {$level}.
server-detail-seat-count = With these rules the game has {$seats} seats, not {$given}.
server-detail-record-bad-tag = Line {$line} of the record is not a tag [Name "value"].
server-detail-record-missing-tag = The record has no [{$tag} "…"] tag.
server-detail-record-wrong-game = The record is of another game ({$found}).
server-detail-record-bad-value = The record’s [{$tag}] tag has a value that is not understood.
server-detail-record-bad-action = Action {$number} of the record ({$action}) cannot be played.
server-detail-record-result-mismatch = The record’s result is not what its actions give.
server-detail-record-unclosed-comment = A comment of the record opened with {"{"} is never closed.
server-detail-record-ply = The record has { $actions ->
    [one] {$actions} action
   *[other] {$actions} actions
}: go on from 0 to {$actions}.
server-detail-record-replay = The record’s game cannot be replayed.
server-detail-rated-signed-out = A rated game is played between accounts.
server-detail-rated-bot = A rated game is played between people: a bot’s seat makes it unrated.
server-detail-rated-seats = In a rated game you hold exactly one seat, and every other seat waits for another player.
server-detail-rated-chosen-start = A rated game starts from the usual start, dealt by the server.
server-detail-rated-imported = An imported record is never rated.
server-detail-rated-hints = Hints for beginners are for unrated games.
server-detail-rated-same-account = Your account holds another seat of this rated game already.
server-detail-no-action = No action was played.
server-detail-two-players = Quick pairing, seeks and challenges are for games of two players.
server-detail-challenge-self = You cannot challenge yourself.
server-detail-pairing-browser = This browser's id for quick pairing is not valid (up to 64 letters, digits, - and _): reload the page.
server-detail-claim-alone = Only a game between people can be claimed: nobody else plays at this table.
server-detail-claim-away = Claim the game from its page while you are connected to it.
server-detail-claim-correspondence = A correspondence game waits for its players: its clock ends it, not a claim.
server-detail-lang-unknown = “{$lang}” is not a language of Quartet: choose en, ro, es, fr, cs or it.
server-detail-claim-present = Player {$seat} is at the table: the game can be claimed when every other player has left.
server-detail-claim-too-soon = The game can be claimed in { $seconds ->
    [one] {$seconds} second
   *[other] {$seconds} seconds
}.
server-detail-chat-off = This game has no chat: it was created without one.
server-detail-chat-empty = An empty line is not said.
server-detail-chat-too-long = A line has at most {$most} characters; this one has {$chars}.
server-detail-chat-control = A line is plain text on one line, without control characters.
server-detail-chat-too-fast = At most 5 lines in 10 seconds: wait {$seconds} s.
server-detail-name = { $why ->
    [length] A name has 3 to 20 characters.
    [character] A name has only letters A-Z, digits, _ and -, not “{$character}”.
    [shape] A name starts with a letter, and _ or - stand alone between letters or digits.
   *[reserved] This name is reserved.
}
server-detail-password = { $why ->
    [length] A password has 8 to 1024 bytes.
   *[is-the-name] A password cannot be the name.
}
server-detail-json-syntax = The request is not valid JSON (line {$line}, column {$column}).
server-detail-json-body-type = The request must be a JSON object {"{"}…{"}"}.
server-detail-json-unknown-type = The server does not know this type of message.
server-detail-json-missing-field = The field “{$field}” is missing.
server-detail-json-unknown-field = The server does not know the field “{$field}”.
server-detail-json-wrong-type = The field “{$field}” has a value of the wrong type.
server-detail-json-bad-value = The value of the field “{$field}” is not understood.
server-detail-body-too-large = A request has at most {$most} bytes.
server-detail-message-too-large = A message has at most {$most} bytes; this one had {$size}.
server-detail-message-binary = Messages are sent as JSON text, not binary data.
server-detail-query-unknown = The address has a parameter the server does not know: “{$name}”.
server-detail-query-value = The value of the address parameter “{$name}” is not understood.
server-detail-path-bad = The address cannot be read: part of it is not text.
server-close-bad-token = Your seat’s token is not valid for this game.
server-close-too-many-messages = The server closed the connection: this page sent too many messages.
server-close-silent = The server closed the connection: nothing came from this page for too long.
server-close-restarting = The server is restarting: the page connects again in a moment.
server-close-bad-ticket = The wait for an opponent was not found: start again.
server-close-paired = An opponent was found.
play-loading = Loading…
play-title = {$game} · Quartet
play-title-your-turn = ● Your turn · {$game} · Quartet
play-not-found = No such game
play-not-found-detail = There is no game “{$id}” on this server: it may have been cancelled, or the link is mistyped.
play-header-clock = clock {$clock}
play-header-watching = you are watching
play-seat-refused = Your seat for this game was refused ({$message}); watching instead.
play-link-open = connected
play-link-connecting = connecting…
play-link-reconnecting = reconnecting…
play-link-waiting = connection lost: retrying in {$seconds} s
play-link-refused = refused by the server
play-link-bad-token = bad seat token
play-seat-bot = Bot ({$level})
play-seat-bot-at = Bot {$number} ({$level})
play-seat-you = (you)
play-seat-kind-bot = bot
play-seat-thinking = bot · thinking…
play-seat-open = open seat: anyone may join
play-seat-invited = invited: not joined yet
play-seat-online = connected
play-seat-offline = offline
play-seat-resigned = resigned
play-seat-connected = connected
play-seat-not-connected = not connected
play-spectators = { $count ->
    [one] {$count} spectator
   *[other] {$count} spectators
}
play-status-replay = Replay: after action {$at} of {$of}.
play-status-over = {$headline}: {$detail}
play-status-thinking = {$seat} is thinking…
play-status-waiting-for = Waiting for {$names} to join.
play-status-your-turn-as = {$seat}: your turn.
play-status-your-turn = Your turn.
play-status-to-move = {$seat} to move…
play-status-last = Last: {$seat} {$action}.
play-take-back = Take back
play-resign = Resign
play-really-resign = Really resign?
play-really-resign-all = Really resign? The game ends for everyone
play-take-seat = Take a seat
play-open-rematch = Open the rematch
play-accept-rematch = Accept the rematch
play-rematch = Rematch
play-export-record = Export record
play-continue-from-here = Continue from here
play-position-label = Position
play-copy-position = Copy
play-position-copied = Position copied.
play-copy-failed = The browser did not let the page copy: select the position and copy it yourself.
play-cancel-game = Cancel the game
play-really-cancel = Really cancel?
play-cancelled = The game is cancelled.
play-record-saved = Record saved. Import it from the lobby to go on from any point.
play-invite-heading = Invite
play-invite-link-for = link for seat {$number}
play-invite-send-open = {$seat} (open to anyone): send this link
play-invite-send-friend = {$seat} (for a friend): send this link
play-invite-copy = Copy
play-invite-copied = Link copied.
play-invite-copy-by-hand = Select the link and copy it.
play-history-heading = History
play-history-slider = replay: action shown
play-history-first = first
play-history-back = back one action
play-history-forward = forward one action
play-history-live = back to the game
play-history-count = { $count ->
    [one] {$count} action
   *[other] {$count} actions
}
play-history-showing = showing {$at} of {$of}
play-history-entry = {$seat} {$action}
play-history-turn = turn {$turn}, {$seat}
play-history-none = No action yet.
play-confirm-label = confirm the action
play-confirm-option = Confirm each action before it is sent
play-confirm-ask = {$action}?
play-confirm-yes = Confirm
play-confirm-no = Cancel
play-analysis-heading = Analysis
play-analysis-not-analysed = This position is not analysed: the server was too busy for the solver to finish in time.
play-analysis-show = Show the solver's values
play-analysis-hide = Hide the solver's values
play-analysis-thinking = The solver is thinking…
play-analysis-over = The game is over here.
play-analysis-value = {$seat} to move: {$value} with best play.
play-analysis-more = { $count ->
    [one] …and {$count} more turn.
   *[other] …and {$count} more turns.
}
play-you-win = You win!
play-you-lose = You lose
play-banner-close = close
play-result-draw = Draw
play-result-nobody = Nobody wins
play-result-cancelled = Cancelled
play-result-cancelled-by = {$seat} cancelled it
play-result-expired = it waited for its players too long
play-result-wins = {$seat} wins
play-result-out-of-time = {$seat} ran out of time
play-result-resigned = {$seat} resigned
play-result-resigned-all = {$seat} resigned, which ends the game for everyone
play-cover-pass = Pass the device to {$seat}.
play-cover-show = Show {$seat}'s cards
play-mark-win = W
play-mark-draw = D
play-mark-loss = L
study-nav-rules = Rules
study-nav-learn = Learn to play
study-nav-puzzles = Puzzles
study-contents = Contents
study-heading = Learn
study-intro = New to these games? Read the rules, play the guided lessons, or solve the engines' puzzles.
study-learn-link = Learn {$game} step by step →
study-rules-link = The rules of {$game}
study-lessons-progress = {$done} of {$of} lessons done
study-lessons-hint = Hint
study-lessons-again = Try again
study-lessons-next = Next lesson →
study-lessons-finished = You have done every lesson. Play a game, or try the puzzles!
study-lessons-play = Play a game
study-lessons-right = Right so far: go on.
study-lessons-replied = Your opponent answers: {$action}.
study-puzzles-heading = Puzzles
study-puzzles-intro = Positions from the engines' own games, each with one best answer. Solve them to move your puzzle rating (kept in this browser).
study-puzzles-daily = Puzzle of the day
study-puzzles-next = Next puzzle →
study-puzzles-rating = Your puzzle rating: {$rating} ± {$deviation}
study-puzzles-puzzle-rating = Puzzle rated {$rating} · solved {$solved} of { $tries ->
    [one] {$tries} try
   *[other] {$tries} tries
}
study-puzzles-day-of = Daily puzzle, {$day}
study-puzzles-you-play = You play {$seat}.
study-puzzles-solved = Solved!
study-puzzles-failed = Not the best answer.
study-puzzles-solution = The solution: {$line}.
study-puzzles-change = Rating {$change}.
study-theme-win-in = { $count ->
    [one] Win with this placement
   *[other] Win within {$count} placements
}
study-theme-capture-in = { $count ->
    [one] Capture with this move
   *[other] Capture within {$count} moves
}
study-theme-only-safe-piece = Give the only safe piece
study-theme-only-drawing-move = Find the only turn that keeps the draw
study-theme-protected-square = Make a square your opponent cannot capture back
study-theme-claim-two = Claim two cards this turn
study-theme-mistake = Find a better action than the one played
study-eval-won = won
study-eval-lost = lost
study-review-heading = Review · {$game}
study-review-by = Reviewed in {$seconds} s ({$engine}).
study-review-by-quick = Reviewed in under {$seconds} s ({$engine}).
study-review-chart = How the game went: the expected score of the first player after each action (top: a win, middle: a draw, bottom: a loss)
study-review-chart-many = How each player's expected score moved with their actions
study-review-back = Back to the game
study-review-no-mistakes = No mistakes: well played.
study-review-mistakes = { $count ->
    [one] {$count} action lost ground.
   *[other] {$count} actions lost ground.
}
study-review-best = The engine's choice: {$action}.
study-review-play-again = Learn from this mistake
study-review-not-over = The review opens once the game is over.
study-game-review = Review the game
study-hints-heading = Hints
study-hints-deadly = Do not give piece {$pieces}: your opponent would win with it at once.
study-hints-poisoned = Placing on {$cells} leaves no safe piece to give.
study-hints-threatened = Your pieces on {$points} can be captured next move.
study-hints-unsafe = { $count ->
    [one] {$count} of your moves would let your opponent capture or win.
   *[other] {$count} of your moves would let your opponent capture or win.
}
study-hints-near = Your card {$card} is one token away: {$colour} on {$space} shows it in {$quarter}.
study-hints-none = No danger now.
study-hints-warn-gift = Careful: this piece lets your opponent win at once. Play it again to give it anyway.
study-hints-warn-cell = Careful: after this placement every piece you could give lets your opponent win. Play it again to place anyway.
study-hints-warn-move = Careful: after this move your opponent can capture or win. Play it again to move anyway.
study-hints-option = Hints for beginners (warnings before a losing gift or move)
study-hints-option-help = What the hints show
lobby-tagline = Quarto!, Danish Quarto and Quartino — against bots, on one device, or with friends through a link.
lobby-new-game = New game
lobby-form-label = new game
lobby-game = Game
lobby-rules = Rules
lobby-rules-of = The rules of {$game}, explained →
lobby-explained = explained in the rules
lobby-explained-option = {$option}: explained in the rules
lobby-hints = Hints for beginners: a warning before a gift or move that loses at once
lobby-no-chat = No chat at the table (for games with children)
lobby-start-summary = Start from a position
lobby-start-label = start position
lobby-start-help = A position in the game's notation, as a game page shows it under the history (Copy). Empty: the usual start.
lobby-start-copy-link = Copy a link to this position
lobby-start-link-copied = Link copied: it opens this form with the same game, rules and position.
lobby-start-link-by-hand = The link is in the address bar: copy it from there.
lobby-clock = Clock
lobby-clock-label = clock
lobby-no-clock = no clock
lobby-custom-clock = custom…
lobby-custom-total = minutes + increment
lobby-custom-per-move = seconds a move
lobby-custom-minutes = min
lobby-custom-increment = s a move
lobby-custom-seconds = s a move
lobby-other-player-name = name of seat {$number} (optional)
lobby-seats = Seats
lobby-preset-bot = vs bots
lobby-preset-friend = with friends (link)
lobby-preset-device = all on this device
lobby-preset-anyone = open to anyone
lobby-choice-me = Me (this device)
lobby-choice-bot = Bot
lobby-choice-invite = A friend (invite link)
lobby-choice-open = Open to anyone
lobby-seat = Seat {$number}
lobby-seat-first = Seat {$number} (moves first)
lobby-seat-label = seat {$number}
lobby-level-label = bot level for seat {$number}
lobby-fewer-seats = seat
lobby-more-seats = seat
lobby-players = { $count ->
    [one] {$count} player
   *[other] {$count} players
}
lobby-name-placeholder = your name (optional)
lobby-name-label = your name
lobby-create = Create game
lobby-your-games = Your games
lobby-your-seats = { $count ->
    [one] seat {$seats}
   *[other] seats {$seats}
}
lobby-open-games = Open games
lobby-no-open-games = No open game: create one, or open a seat to anyone.
lobby-live-games = Live games
lobby-no-live-games = No game is being played right now.
lobby-more-games = Show more games
lobby-listed-bot = bot ({$level})
lobby-listed-open = open seat
lobby-listed-invited = invited
lobby-play = Play
lobby-join = Join
lobby-watch = Watch
lobby-import-heading = Import a record
lobby-import-help = Paste a game record (from “Export record”) or choose its file, then choose where the game goes on and who plays each seat.
lobby-import-point-label = go on after this action
lobby-import-point-end = go on from the end (after action {$at})
lobby-import-point = go on after action {$at} of {$of}
lobby-import-finished = The record ends with the end of the game: choose an earlier action to play on.
lobby-import-name-of = name of seat {$number}
lobby-record-label = game record
lobby-file-label = record file
lobby-import-button = Import and play on
join-heading = Invitation
join-invited = You are invited to play {$game}
join-seat = Seat {$number}.
join-seat-with = Seat {$number}, with {$others}.
join-bot = a bot ({$level})
join-rules = Rules: {$rules}
join-rules-clock = Rules: {$rules} · clock {$clock}
join-take = Take seat {$number}
join-watch = Just watch
join-to-lobby = Go to the lobby
join-taken = This invitation has already been used: seat {$number} is taken.
join-taken-by = This invitation has already been used: {$name} took seat {$number}.
join-over = This invitation was for a game of {$game}, which is over.
join-cancelled = This invitation was for a game of {$game}, which was cancelled before it began.
join-watch-game = Watch the game
join-see-game = See the game
players-account = Account
players-sign-in = Sign in
players-sign-up = Sign up
players-sign-in-title = Sign in
players-sign-up-title = Create an account
players-name = Name
players-password = Password
players-sign-up-hint = A name has 3 to 20 characters: letters A-Z, digits, _ and -. A password has at least 8 characters.
players-to-sign-up = No account yet? Sign up
players-to-sign-in = Have an account? Sign in
players-try-again-in = Too many tries: try again in { $seconds ->
    [one] {$seconds} second
   *[other] {$seconds} seconds
}.
players-signed-in-as = Signed in as {$name}
players-sign-out = Sign out
players-sign-out-everywhere = Sign out everywhere
players-signed-out-everywhere = Signed out of { $count ->
    [one] {$count} browser
   *[other] {$count} browsers
}.
players-delete-account = Delete the account
players-delete-explain = Deleting the account removes its name, ratings, seeks and challenges for good. Its games stay, under “deleted player”. Give your password to confirm.
players-delete-confirm = Delete for good
players-deleted = The account is deleted.
players-claim-offer = This browser holds seats of { $count ->
    [one] {$count} game played as a guest
   *[other] {$count} games played as a guest
}: add them to your account?
players-claim = Add them
players-not-now = Not now
players-claimed = { $count ->
    [one] {$count} seat added to your account.
   *[other] {$count} seats added to your account.
}
players-cancel = Cancel
players-your-page = Your player page
players-your-games = Your games
players-deleted-player = deleted player
players-loading = Loading…
players-no-such-player = Nobody plays under the name “{$name}” (or the account was deleted).
players-member-since = Playing since {$date}
players-ratings = Ratings
players-no-ratings = No rated game yet.
players-rating-class = Game, rules and speed
players-rating = Rating
players-games = Games
players-provisional = provisional: too few games to be sure of it yet
players-provisional-note = A rating with “?” is provisional: too few games to be sure of it yet.
players-deviation = ±{$deviation}
players-chart-title = Rating over time
players-date = Date
players-chart-point = {$class_name}: {$rating} on {$date}
players-recent-games = Recent games
players-no-games = No game yet.
players-guest = a guest
players-against = against
players-casual = casual
players-outcome-open = waiting for players
players-outcome-live = under way
players-outcome-aborted = aborted
players-outcome-cancelled = cancelled
players-outcome-won = won
players-outcome-lost = lost
players-outcome-drawn = no winner
players-family-standard = lines
players-family-squares = lines and squares
players-family-players = {$players} players
players-family-traits = {$family}, {$traits} traits
players-speed-blitz = blitz
players-speed-rapid = rapid
players-speed-classical = classical
players-speed-correspondence = correspondence
players-play-title = Play now
players-play-game = game
players-play-rules = rules
players-play-clock = clock
players-play-no-clock = no clock
players-play-rated-game = Rated
players-play-rated-sign-in = Sign in to play rated games.
players-play-rated = rated
players-play-casual = casual
players-play-quick-game = Find an opponent
players-play-offer-seek = Offer in the list
players-play-bot = Play a bot
players-play-challenge-name = a player's name
players-play-challenge = Challenge
players-play-looking-for = Looking for an opponent: {$offer}
players-play-seek-offered = Your game is in the list for anyone to accept: {$offer}
players-play-challenge-sent = Waiting for {$name} to answer: {$offer}
players-play-seconds-waited = { $seconds ->
    [one] {$seconds} second
   *[other] {$seconds} seconds
}
players-play-waiting-count = { $count ->
    [one] {$count} waiting
   *[other] {$count} waiting
}
players-play-wait-lost = The connection was lost: the wait ended. Try again.
players-play-cancel = Cancel
players-play-pools-title = Players waiting now
players-play-join-pool = Join the wait
players-play-seeks-title = Games offered
players-play-no-seeks = Nobody offers a game right now: offer yours.
players-play-your-seek = yours
players-play-guest = a guest
players-play-accept = Accept
players-play-decline = Decline
players-play-challenges-title = Challenges
players-play-challenge-from = Challenge from
players-play-challenge-to = Challenge to
players-play-other-page = waiting on another page
players-notify-sound = Play a sound when a game begins to wait for me
players-no-games-yet = No game yet: find an opponent in the lobby.
players-games-waiting = { $count ->
    [one] {$count} game waits for you.
   *[other] {$count} games wait for you.
}
players-your-turn = your turn
players-their-turn = their turn
players-draw-offered = a draw is offered: answer it
players-take-back-asked = a take-back is asked: answer it
players-challenge-from = Challenge from
players-answer-in-lobby = answer it in the lobby
board-quartino-blurb = 2–5 players build stacks on a wheel to show the hidden cards in their hands.
board-quartino-phase-over = the game is over
board-quartino-situation-four = four colours
board-quartino-situation-column = a column
board-quartino-situations-none = none
board-quartino-phase-situations = situations open: {$open}
board-quartino-phase-situations-used = situations open: {$open} (one used)
board-quartino-phase-remove-column = remove the column on {$spaces} (its token is placed)
board-quartino-phase-place-and-remove = { $count ->
    [one] {$count} token to place and the column on {$spaces} to remove, in any order
   *[other] {$count} tokens to place and the column on {$spaces} to remove, in any order
}
board-quartino-phase-place = { $count ->
    [one] {$count} token to place
   *[other] {$count} tokens to place
}
board-quartino-phase-claim = claim cards, or end the turn
board-quartino-phase = {$seat}: {$phase} · turn {$turn}
board-quartino-over = The game is over after {$turns} turns.
board-quartino-used-four = used four colours (+1 token)
board-quartino-ended = ended the turn
board-quartino-removed-column = removed the column on {$space}
board-quartino-claimed = claimed card {$card} at quarter {$quarter}
board-quartino-placed = placed {$colour} on {$space}
board-quartino-use-four = Use four colours (+1 token)
board-quartino-end-turn = End the turn
board-quartino-end-turn-button = End turn
board-quartino-remove-column = Remove the column on {$space}
board-quartino-remove-column-token = Remove the column on {$space} (+1 token)
board-quartino-claim = Claim card {$card} at quarter {$quarter}
board-quartino-place = Place {$colour} on {$space}
board-quartino-chip-column = column {$space}
board-quartino-chip-four = 4 colours
board-quartino-chip-end = end
board-quartino-rules-no-situations = no situations
board-quartino-rules-situations-after = { $rounds ->
    [one] situations after {$rounds} round
   *[other] situations after {$rounds} rounds
}
board-quartino-rules-column-mandatory = columns mandatory
board-quartino-rules-mirror = mirror images count
board-quartino-option-situations = Situations (four colours, columns)
board-quartino-situations-always = the whole game
board-quartino-situations-never = never (beginners)
board-quartino-situations-after = { $rounds ->
    [one] after {$rounds} round
   *[other] after {$rounds} rounds
}
board-quartino-option-column-mandatory = A column must be removed
board-quartino-option-mirror = Mirror images of cards count
board-quartino-label = Quartino wheel
board-quartino-stack-empty = empty
board-quartino-stack = stack {$colours} (top {$top})
board-quartino-place-on-stack = place {$colour} on {$space} ({$stack})
board-quartino-claim-a-card = claim a card at quarter {$quarter} ({$spaces})
board-quartino-claim-card = claim {$card} at quarter {$quarter} ({$spaces})
board-quartino-quarter = quarter {$quarter}: {$spaces}
board-quartino-card-first = Pick one of your cards first, then the quarter where it shows.
web-board-quartino-supply = supply
board-quartino-use-colour = use {$colour} ({$left} left)
board-quartino-pick-colour = Pick a colour, then a space:
board-quartino-supply-heading = Supply
board-quartino-your-cards-label = your cards
board-quartino-card = card {$card}
board-quartino-card-chosen = card {$card} (chosen)
board-quartino-pick-card = Your cards: pick one, then the quarter (Q0–Q7) where it shows:
board-quartino-cards-heading = Your cards
board-quartino-cards-in-hand = { $count ->
    [one] {$count} card in hand
   *[other] {$count} cards in hand
}
board-quartino-put-aside = put aside: {$cards}
board-quartino-hand = hand: {$cards}
board-quarto-blurb = Gigamic's classic: give your opponent the piece they must place; four in a line sharing a trait wins.
board-quarto-piece = {$height} {$colour} {$shape} {$top}
board-quarto-placed = placed on {$cell}
board-quarto-gave = gave {$piece} ({$action})
board-quarto-claimed = claimed Quarto! on {$alignment}
board-quarto-passed = passed (no claim)
board-quarto-give-piece = Give {$piece}
board-quarto-claim-on = Claim Quarto! on {$alignment}
board-quarto-pass-no-claim = Pass (no claim)
board-quarto-place-on = Place on {$cell}
board-standard-rules = standard rules
board-quarto-rules-only = only {$traits}
board-quarto-rules-squares = squares win too
board-quarto-rules-announce = announce Quarto!
board-quarto-option-traits = Traits that count:
board-quarto-height = height
board-quarto-colour = colour
board-quarto-shape = shape
board-quarto-top = top
board-quarto-option-squares = 2×2 squares win too (advanced)
board-quarto-option-announce = Announce "Quarto!" to win (official rules)
board-quarto-value-draw = draw
board-quarto-value-wins = wins
board-quarto-value-loses = loses
board-quarto-value-wins-in = { $distance ->
    [0] wins now
    [one] wins in {$distance} placement
   *[other] wins in {$distance} placements
}
board-quarto-value-loses-in = { $distance ->
    [0] loses now
    [one] loses in {$distance} placement
   *[other] loses in {$distance} placements
}
board-quarto-legend = Marks on the board: W wins, D draw, L loses for the player to move, with the placements left until the end under perfect play. Best line:
board-quarto-legend-no-distances = Marks on the board: W wins, D draw, L loses for the player to move (the placements left are not known this time: the solver ran out of time for them). Best line:
board-quarto-row = row {$row}
board-quarto-column = column {$column}
board-quarto-square = the square {$cells}
board-quarto-diagonal = the diagonal {$cells}
board-quarto-label = Quarto! board
board-quarto-cell-empty = {$cell}: empty
board-quarto-cell = {$cell}: {$piece}
board-quarto-place = place {$piece} on {$cell}
board-quarto-place-the-piece = place the piece on {$cell}
board-quarto-claim-square = claim Quarto! on the square {$alignment}
board-quarto-claim-line = claim Quarto! on the line {$alignment}
board-quarto-place-this = Place this piece:
board-quarto-in-hand = Piece in hand:
board-pass-chip = pass
board-quarto-places = {$seat} places:
board-quarto-choose-gift = Choose the piece your opponent will place:
board-quarto-chooses-gift = {$seat} chooses a piece to give
web-board-quarto-pool = pieces to give
board-quarto-pool-heading = Pieces not yet played
board-quarto-give = give {$piece}
board-quarto-played = {$piece}: played
board-quarto-pick-line = Pick the line on the board (Escape to cancel).
board-quarto-pass = Pass (no claim: a draw)
board-quarto-announce-note = Announce mode: a quarto wins only when claimed, by its placer before giving or by the opponent before placing.
board-quarto-editor-label = Set the position up on a board
board-quarto-editor-help = Choose a piece, then a cell or the hand. A piece on the board goes back with a click.
board-quarto-editor-no-hand = none: the player to move gives one
board-quarto-editor-clear = Clear the board
board-quarto-reason-line = four {$traits} pieces in {$line}
board-quarto-reason-square = a 2×2 square of {$traits} pieces ({$cells})
table-heading = At the table
table-abort = Abort the game
table-really-abort = Really abort? It ends with no result
table-offer-draw = Offer a draw
table-ask-take-back = Propose a take-back
table-accept = Accept
table-decline = Decline
table-draw-offered = You offered a draw: it stands until {$seat} answers or moves.
table-take-back-asked = You asked to take back your last turn: it stands until {$seat} answers or a move is played.
table-draw-prompt = {$seat} offers a draw. The offer lapses if you move.
table-take-back-prompt = {$seat} asks to take back their last turn. The request lapses if a move is played.
table-draw-declined = Your draw offer was declined.
table-draw-lapsed = Your draw offer lapsed: a move was played.
table-take-back-declined = Your take-back request was declined.
table-take-back-lapsed = Your take-back request lapsed: a move was played.
table-the-others = the others
table-first-turn-mine = You have {$seconds} s to play your first move, or the game is aborted.
table-first-turn-theirs = {$seat} has {$seconds} s to play their first move, or the game is aborted.
table-claim-wait = {$seat} left the table: you may claim the game in {$seconds} s.
table-claim-ready = {$seat} left the table: you may claim the game.
table-claim-win = Claim the win
table-claim-draw = Claim a draw
table-result-aborted = Aborted
table-result-aborted-by = {$seat} aborted it before their first move
table-result-aborted-unstarted = a player did not take their first turn in time
table-result-agreement = the players agreed to a draw
table-result-claimed = {$seat} claimed the game: { $count ->
    [one] {$others} had left the table
   *[other] {$others} had all left the table
}
table-result-abandoned = Abandoned
table-result-abandoned-why = every player had left the table for a day
table-chat-players = Players' chat
table-chat-spectators = Spectators' chat
table-chat-placeholder = Say something
table-chat-send = Send
table-chat-spectator = spectator
table-chat-none = Nothing said yet.
table-chat-mute = Mute {$seat}
table-ended-abort = aborted
table-ended-cancel = cancelled
table-ended-abandoned = abandoned
table-ended-over = over
table-ended-won-time = won on time
table-ended-lost-time = lost on time
table-ended-won-resign = won: the opponent resigned
table-ended-lost-resign = resigned
table-ended-won-claim = claimed: the opponent left
table-ended-lost-claim = lost: claimed after you left
table-ended-drawn-claim = drawn: claimed after the opponent left
table-ended-agreement = drawn by agreement
web-player-number = Player {$number}
web-unknown-game = this page does not know the game “{$tag}”: reload it, the server may be newer
web-offline = the server cannot be reached
web-lobby = Lobby
web-to-lobby = Lobby
web-sound-mute = Sounds on: switch them off
web-sound-unmute = Sounds off: switch them on
web-theme-auto = Colours as the system says: switch to light
web-theme-light = Light colours: switch to dark
web-theme-dark = Dark colours: switch to the system's
web-language = Language
web-lang-en = English
web-lang-ro = Română
web-lang-es = Español
web-lang-fr = Français
web-lang-cs = Čeština
web-lang-it = Italiano
web-clock-minutes = {$minutes} min
web-clock-seconds = {$seconds} s
web-clock-days = {$days ->
    [one] {$days} day
   *[other] {$days} days
}
web-clock-increment = {$time} + {$increment} s
web-clock-per-move = {$time} a move`,Ie=`modulepreload`,Le=function(e){return`/`+e},Re={},ze=function(e){return e.pathname.endsWith(`.css`)},Be=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},Ve=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=Le(t,n);let r=s(t),i=ze(r);return Be(Re,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:Ie,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})},He=[`en`,`ro`,`es`,`fr`,`cs`,`it`],Ue={ro:()=>Ve(()=>import(`./ro-CunZE1ql.js`),[]),es:()=>Ve(()=>import(`./es-CvuPEoJb.js`),[]),fr:()=>Ve(()=>import(`./fr-CIL8INO1.js`),[]),cs:()=>Ve(()=>import(`./cs-EcQpSpPA.js`),[]),it:()=>Ve(()=>import(`./it-BqQihtdA.js`),[])},We=`quartet.lang`;function Ge(e){return e===`xx`||He.includes(e??``)}function Ke(e){if(Ge(e.url))return e.url;if(Ge(e.stored)&&e.stored!==`xx`)return e.stored;for(let t of e.browser){let e=t.toLowerCase().split(/[-_]/)[0];if(Ge(e)&&e!==`xx`)return e}return`en`}function qe(e,t){let n=new ce(e,{useIsolating:!1});for(let e of t)n.addResource(new Ne(e));return n}var Je=new Map([[`en`,qe(`en`,[Fe])]]);function Ye(e){return Je.get(e)??Je.get(`en`)}async function Xe(e){if(e===`xx`||e===`en`||Je.has(e))return;let t=(await Ue[e]()).default;Je.set(e,qe(e,[t]))}function Ze(){try{return localStorage.getItem(We)}catch{return null}}function Qe(){return typeof location>`u`?`en`:Ke({url:new URLSearchParams(location.search).get(`lang`),stored:Ze(),browser:typeof navigator<`u`?navigator.languages??[navigator.language]:[]})}var $e=Qe(),et=new Set;function tt(){return $e}function nt(){return $e===`xx`||Je.has($e)?$e:`en`}function rt(){return $e===`xx`?`en`:$e}async function it(e){try{await Xe(e)}catch(t){if(await ot()){at(e);let t=new URL(location.href);t.searchParams.has(`lang`)&&t.searchParams.set(`lang`,e),location.replace(t.toString());return}throw t}at(e),st(e);for(let e of et)e()}function at(e){if(e!==`xx`)try{localStorage.setItem(We,e)}catch{}}async function ot(){if(typeof document>`u`||typeof fetch!=`function`)return!1;let e=document.querySelector(`script[type="module"][src]`)?.getAttribute(`src`);if(!e)return!1;try{let t=await fetch(`/`,{cache:`no-store`});return t.ok&&!(await t.text()).includes(e)}catch{return!1}}function st(e){$e=e,typeof document<`u`&&(document.documentElement.lang=rt())}function ct(e){return et.add(e),()=>et.delete(e)}function lt(e,t,n){let r=e.getMessage(t);return r?.value?e.formatPattern(r.value,n,[]):null}function ut(e){return Ye(`en`).hasMessage(e)}function v(e,t){if($e===`xx`){let n=t&&Object.fromEntries(Object.entries(t).map(([e,t])=>[e,typeof t==`string`?`⟨${t}⟩`:t]));return`⟦${lt(Ye(`en`),e,n)??e}⟧`}return lt(Ye($e),e,t)??lt(Ye(`en`),e,t)??e}function dt(e,t=0){return new Intl.NumberFormat(rt(),{maximumFractionDigits:t,minimumFractionDigits:t}).format(e)}function ft(e){return new Intl.DateTimeFormat(rt(),{dateStyle:`medium`,timeStyle:`short`}).format(e)}function pt(e){let t=new Date(`${e}T12:00:00Z`);return Number.isNaN(t.getTime())?e:new Intl.DateTimeFormat(rt(),{dateStyle:`long`,timeZone:`UTC`}).format(t)}function y(e,t=`conjunction`){return new Intl.ListFormat(rt(),{style:`long`,type:t}).format(e)}function mt(e,t,n,r){if(n){let e=`error-${n.code.replace(/\./g,`-`)}`;if(ut(e))return v(e,n.values)}let i=`server-error-${e.replace(/_/g,`-`)}`;if(!ut(i))return t;let a=v(i),o=r?`server-detail-${r.code}`:``;return r&&ut(o)?v(`server-error-with-detail`,{error:a,detail:v(o,r.values)}):a}function ht(e){let t=`server-close-${e.replace(/_/g,`-`)}`;return e&&ut(t)?v(t):null}function gt(e){return v(`web-player-number`,{number:e+1})}function _t(e){return t=>e(t)??gt(t)}function vt(e){return v(`web-unknown-game`,{tag:e})}function yt(){return v(`web-offline`)}function bt(){return`← ${v(`web-to-lobby`)}`}function xt(e){switch(e){case`beginner`:return v(`level-beginner`);case`casual`:return v(`level-casual`);case`strong`:return v(`level-strong`);case`strongest`:return v(`level-strongest`);case`perfect`:return v(`level-perfect`);default:return e}}function St(e){let t=(e,t)=>t===`d`?v(`web-clock-days`,{days:Number(e)}):t===`m`?v(`web-clock-minutes`,{minutes:Number(e)}):v(`web-clock-seconds`,{seconds:Number(e)}),n=/^(\d+)([dms])\/move$/.exec(e);if(n)return v(`web-clock-per-move`,{time:t(n[1],n[2])});let r=/^(\d+)([ms])(?:\+(\d+)s)?$/.exec(e);return r?r[3]?v(`web-clock-increment`,{time:t(r[1],r[2]),increment:Number(r[3])}):t(r[1],r[2]):e}function Ct(e){switch(e){case`en`:return v(`web-lang-en`);case`ro`:return v(`web-lang-ro`);case`es`:return v(`web-lang-es`);case`fr`:return v(`web-lang-fr`);case`cs`:return v(`web-lang-cs`);case`it`:return v(`web-lang-it`)}}var wt={switches:{get mute(){return v(`web-sound-mute`)},get unmute(){return v(`web-sound-unmute`)},theme:e=>v(e===`auto`?`web-theme-auto`:e===`light`?`web-theme-light`:`web-theme-dark`),get language(){return v(`web-language`)}}};function Tt(e){"@babel/helpers - typeof";return Tt=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},Tt(e)}function Et(e,t){if(Tt(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(Tt(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function Dt(e){var t=Et(e,`string`);return Tt(t)==`symbol`?t:t+``}function b(e,t,n){return(t=Dt(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var x=class extends Error{constructor(e,t,n,r=null){super(n),b(this,`status`,void 0),b(this,`code`,void 0),b(this,`retryAfter`,void 0),this.status=e,this.code=t,this.retryAfter=r}},Ot=null;function kt(e){Ot=e}var At=new Set([`GET`,`HEAD`,`OPTIONS`]);function jt(e){return e!==null&&e>0?Math.min(e,3)*1e3:1e3}async function S(e,t,n,r,i){for(let a=1;;a++)try{return await Mt(e,t,n,r,i)}catch(e){if(!(e instanceof x)||e.code!==`not_owner`||a>=8||i?.aborted)throw e;await new Promise(t=>setTimeout(t,jt(e.retryAfter)))}}async function Mt(e,t,n,r,i){let a={};n!==void 0&&(a[`Content-Type`]=`application/json`),r&&r.length>0&&(a.Authorization=`Bearer ${r.join(`,`)}`),Ot&&!At.has(e)&&(a[`X-CSRF-Token`]=Ot);let o;try{o=await fetch(t,{method:e,headers:a,body:n===void 0?void 0:JSON.stringify(n),signal:i})}catch(e){throw i?.aborted?new x(0,`aborted`,String(e)):new x(0,`offline`,yt())}let s=await o.text();if(!o.ok){let e=`http`,t=`${o.status} ${o.statusText}`;try{let n=JSON.parse(s);e=n.error??e,t=mt(e,n.message??t,n.rule,n.detail)}catch{}let n=Number(o.headers.get(`Retry-After`));throw new x(o.status,e,t,Number.isFinite(n)&&n>0?n:null)}return(o.headers.get(`Content-Type`)??``).includes(`application/json`)?JSON.parse(s):s}var C=encodeURIComponent,w={meta:()=>S(`GET`,`/api/meta`),list:(e,t=30,n=0)=>S(`GET`,`/api/games?status=${e}&limit=${t}&offset=${n}`),listed:e=>S(`GET`,`/api/games?ids=${e.map(C).join(`,`)}`),create:e=>S(`POST`,`/api/games`,e),importRecord:e=>S(`POST`,`/api/games/import`,e),previewRecord:e=>S(`POST`,`/api/records/preview`,{record:e}),state:(e,t)=>S(`GET`,`/api/games/${C(e)}`,void 0,t),invite:e=>S(`GET`,`/api/invites/${C(e)}`),joinInvite:(e,t)=>S(`POST`,`/api/join`,{code:e,name:t}),joinOpen:(e,t,n)=>S(`POST`,`/api/games/${C(e)}/join`,{name:t,seat:n}),action:(e,t,n)=>S(`POST`,`/api/games/${C(e)}/actions`,{action:n},t),resign:(e,t)=>S(`POST`,`/api/games/${C(e)}/resign`,{},t),cancel:(e,t)=>S(`POST`,`/api/games/${C(e)}/cancel`,{},t),undo:(e,t)=>S(`POST`,`/api/games/${C(e)}/undo`,{},t),rematch:(e,t)=>S(`POST`,`/api/games/${C(e)}/rematch`,{},t),record:e=>S(`GET`,`/api/games/${C(e)}/record`),analysis:(e,t,n,r)=>S(`GET`,`/api/games/${C(e)}/analysis?ply=${n}`,void 0,t,r),history:(e,t,n)=>S(`GET`,`/api/games/${C(e)}/history${n===null?``:`?seat=${n}`}`,void 0,t).then(e=>e.plies)};function Nt(e,t){if(t)for(let[n,r]of Object.entries(t))r!=null&&r!==!1&&(n.startsWith(`on`)&&typeof r==`function`?e.addEventListener(n.slice(2).toLowerCase(),r):r===!0?e.setAttribute(n,``):e.setAttribute(n,String(r)))}function Pt(e,t){for(let n of t)n!=null&&n!==!1&&e.append(n instanceof Node?n:String(n))}function T(e,t,...n){let r=document.createElement(e);return Nt(r,t),Pt(r,n),r}var Ft=`http://www.w3.org/2000/svg`;function E(e,t,...n){let r=document.createElementNS(Ft,e);return Nt(r,t),Pt(r,n),r}function D(e){for(;e.firstChild;)e.removeChild(e.firstChild)}function It(e,t){e.addEventListener(`pointerdown`,n=>{if(n.button!==0)return;let r=n.target?.closest?.(`[data-drag]`);if(!r||!e.contains(r))return;n.pointerType===`mouse`&&n.preventDefault();let i=r.getAttribute(`data-drag`)??``,a=n.clientX,o=n.clientY,s=null,c=e=>{!s&&Math.hypot(e.clientX-a,e.clientY-o)<8||(s||(t.start(i),s=T(`div`,{class:`drag-ghost`,"aria-hidden":`true`},t.ghost(i)),document.body.append(s),document.body.classList.add(`dragging`),window.getSelection()?.removeAllRanges()),s.style.left=`${e.clientX}px`,s.style.top=`${e.clientY}px`,e.preventDefault())},l=e=>{if(document.removeEventListener(`pointermove`,c),document.removeEventListener(`pointerup`,l),document.removeEventListener(`pointercancel`,l),!s)return;s.remove(),document.body.classList.remove(`dragging`),window.getSelection()?.removeAllRanges();let t=document.elementFromPoint(e.clientX,e.clientY)?.closest(`[data-drop][role=button]`);t&&t.dispatchEvent(new MouseEvent(`click`,{bubbles:!0,cancelable:!0}))};document.addEventListener(`pointermove`,c),document.addEventListener(`pointerup`,l),document.addEventListener(`pointercancel`,l)})}function Lt(e,t){return e.classList.add(`draggable`),e.setAttribute(`data-drag`,t),e}function Rt(e,t,n){return e.setAttribute(`role`,`button`),e.setAttribute(`tabindex`,`0`),e.setAttribute(`aria-label`,t),e.setAttribute(`data-intent`,n),e}function O(e,t){return e.setAttribute(`data-key`,t),!e.hasAttribute(`tabindex`)&&!(e instanceof HTMLButtonElement)&&e.setAttribute(`tabindex`,`-1`),e}function zt(e,t){let n=t.target?.closest?.(`[data-intent]`)??null;return n&&e.contains(n)?n:null}function Bt(e,t){e.addEventListener(`click`,n=>{let r=zt(e,n);r&&(n.preventDefault(),t(r.getAttribute(`data-intent`)??``))}),e.addEventListener(`keydown`,n=>{if(n.key!==`Enter`&&n.key!==` `)return;let r=zt(e,n);!r||r instanceof HTMLButtonElement||(n.preventDefault(),t(r.getAttribute(`data-intent`)??``))})}var Vt={made_squares:null,winning_lines:null};function Ht(e){let t=e.indexOf(`:`);return t<0?{verb:e,arg:``}:{verb:e.slice(0,t),arg:e.slice(t+1)}}var Ut=class{constructor(e,t){b(this,`game`,void 0),b(this,`events`,void 0),b(this,`element`,T(`div`,{class:`board`,tabindex:`-1`})),b(this,`input`,null),b(this,`selection`,void 0),b(this,`shownKey`,``),b(this,`moved`,!1),b(this,`drawnHistory`,[]),b(this,`animations`,0),this.game=e,this.events=t,this.selection=e.initial(),Bt(this.element,e=>this.intent(e)),It(this.element,{ghost:t=>this.input?e.ghost?.(t,this.input)??null:null,start:e=>this.intent(`drag:${e}`)})}set(e){e.key!==this.shownKey&&(this.shownKey=e.key,this.selection=this.game.reset(this.selection),this.moved=!0),this.input=e,this.selection=this.game.settle(this.selection,e),this.draw()}key(e){if(e.key===`Escape`)return this.selection=this.game.reset(this.selection),this.draw(),!0;let t=Wt[e.key],n=e.target;if(!t||!n||!this.element.contains(n))return!1;let r=n===this.element?null:n.closest(`[data-key]`),i=[...this.element.querySelectorAll(`[data-key]`)].filter(Jt),a=r?Xt(r,i,t):i.find(Yt)??i[0];return e.preventDefault(),a?.focus({preventScroll:!0}),!0}focus(){(this.element.querySelector(`[data-key][role=button], [data-key]:is(button)`)??this.element).focus({preventScroll:!0})}intent(e){let t=this.input;if(!t)return;let n=this.game.reduce(this.selection,Ht(e),t),r=n.selection!==this.selection;this.selection=n.selection,r&&this.draw(),n.say!==void 0&&this.events.say(n.say),n.play!==void 0&&this.events.play(n.play)}draw(){let e=this.input;if(!e)return;let t=document.activeElement,n=t instanceof Element&&this.element.contains(t),r=n?t.closest(`[data-key]`)?.getAttribute(`data-key`)??null:null,i=Gt(this.drawnHistory,e.history),a=i>0&&i<=3&&Kt()?qt(this.element):null;if(this.element.replaceChildren(Zt(this.game.render(this.game.scene(e,this.selection)))),this.drawnHistory=e.history,e.proposed)for(let t of this.element.querySelectorAll(`[data-intent="play:${CSS.escape(e.proposed)}"]`))t.classList.add(`proposed`);a&&this.animate(a),n&&this.refocus(r),this.moved=!1}refocus(e){let t=e?this.element.querySelector(`[data-key="${CSS.escape(e)}"]`):null,n=this.element.querySelector(`[data-key][role=button], button[data-key]`);(t&&(Yt(t)||!this.moved||!n)?t:n??t??this.element).focus({preventScroll:!0})}animate(e){for(let t of this.element.querySelectorAll(`[data-anim]`)){let n=e.get(t.dataset.animFrom??t.dataset.anim??``);if(!n)continue;let r=t.getBoundingClientRect(),i=n.left+n.width/2-(r.left+r.width/2),a=n.top+n.height/2-(r.top+r.height/2);if(Math.hypot(i,a)<2||r.width===0)continue;let o=n.width>0?n.width/r.width:1,s=t instanceof SVGGraphicsElement?t.ownerSVGElement?.getScreenCTM()?.a??1:1;t.classList.add(`moving`);let c=t.animate([{transform:`translate(${i/s}px, ${a/s}px) scale(${o})`},{transform:`none`}],{duration:260,easing:`cubic-bezier(.2,.7,.3,1)`});c.onfinish=()=>t.classList.remove(`moving`),this.animations+=1}this.element.dataset.animations=String(this.animations)}},Wt={ArrowLeft:[-1,0],ArrowRight:[1,0],ArrowUp:[0,-1],ArrowDown:[0,1]};function Gt(e,t){if(t.length<=e.length||e.length===0&&t.length>3)return 0;for(let n=0;n<e.length;n++)if(e[n].action!==t[n].action||e[n].seat!==t[n].seat)return 0;return t.length-e.length}function Kt(){return typeof matchMedia!=`function`||!matchMedia(`(prefers-reduced-motion: reduce)`).matches}function qt(e){let t=new Map;for(let n of e.querySelectorAll(`[data-anim]`))t.set(n.dataset.anim??``,n.getBoundingClientRect());return t}function Jt(e){let t=e.getBoundingClientRect();return t.width>0&&t.height>0}function Yt(e){return e.getAttribute(`role`)===`button`||e instanceof HTMLButtonElement}function Xt(e,t,n){let r=e=>[e.left+e.width/2,e.top+e.height/2],[i,a]=r(e.getBoundingClientRect()),o=null,s=1/0;for(let c of t){if(c===e)continue;let[t,l]=r(c.getBoundingClientRect()),u=(t-i)*n[0]+(l-a)*n[1],d=Math.abs((t-i)*n[1]-(l-a)*n[0]);if(u<4)continue;let f=u+2.5*d;f<s&&(s=f,o=c)}return o}function Zt(e){return T(`div`,{class:e.layout},T(`div`,{class:`board-wrap`},e.board),e.side)}function Qt(e,t,n){let r=e.scene({position:t.position,rules:t.rules,legal:[],history:t.history??[],viewer:null,toMove:null,seatName:t.seatName??n,live:!1,key:`diagram`,highlights:t.highlights??Vt},e.initial()),i=e.render(r);return T(`div`,{class:`board diagram`},t.side?Zt(i):T(`div`,{class:`board-wrap`},i.board))}function $t(e,t,n,r,i,a,o){let s=r.read(t)??n,c=()=>{let t=document.activeElement instanceof HTMLElement&&e.contains(document.activeElement)?document.activeElement:null,n=t?i.map(e=>[e,t.getAttribute(e)]).find(([,e])=>e!==null):void 0;a(s,l),n&&e.querySelector(`[${n[0]}="${CSS.escape(n[1]??``)}"]`)?.focus()},l=e=>{let t=r.write(s);s=e,c();let n=r.write(s);n!==t&&o(n)};return c(),{element:e,show(e){let t=r.read(e);t!==null&&r.write(t)!==r.write(s)&&(s=t,c())}}}var en=`abcdefghi`;function tn(e,t){return e<1||e>9||t<1||t>9||(e+t)%2!=0?!1:e!==1&&e!==9||t!==1&&t!==9}var nn=(()=>{let e=[];for(let t=1;t<=9;t++)for(let n=1;n<=9;n++)tn(t,n)&&e.push({name:`${en[t-1]}${n}`,x:t,y:n});return e})(),rn=new Map(nn.map(e=>[e.name,e])),an=(e,t)=>`${en[e-1]}${t}`,on=(()=>{let e=[];for(let t of nn){let n=[[1,1],[1,-1]];t.x%2==1&&t.y%2==1&&n.push([2,0],[0,2]);for(let[r,i]of n)tn(t.x+r,t.y+i)&&e.push([t.name,an(t.x+r,t.y+i)])}return e})();function sn(e){let[t,n,r,i]=e.trim().split(/\s+/),[a,o]=(t??``).split(`/`);if(o===void 0||n!==`w`&&n!==`b`)throw Error(`not a Danish Quarto position: ${e}`);let s=e=>new Set(e?e.split(`,`).filter(e=>e):[]);return{white:s(a),black:s(o),toMove:n===`w`?0:1,hands:[Number(r),Number(i)]}}function cn(e,t){return e.white.has(t)?0:e.black.has(t)?1:null}function ln(e){let t=/^(?:([a-i][1-9])-)?([a-i][1-9])(?:x([a-i][1-9]))?$/.exec(e);return t?{text:e,from:t[1]??null,to:t[2],capture:t[3]??null}:null}function un(e){return e.map(ln).filter(e=>e!==null)}function dn(e){return v(e===0?`danish-white`:`danish-black`)}var k={get name(){return v(`game-danish`)},get blurb(){return v(`board-danish-blurb`)},side:dn,isSide:e=>e===dn(0)||e===dn(1)||e===`White`||e===`Black`,action(e){if(e===`pass`)return v(`board-danish-passed`);let t=ln(e);return t?t.from?t.capture?v(`board-danish-moved-captured`,{from:t.from,to:t.to,capture:t.capture}):v(`board-danish-moved`,{from:t.from,to:t.to}):t.capture?v(`board-danish-placed-captured`,{to:t.to,capture:t.capture}):v(`board-danish-placed`,{to:t.to}):e},proposal(e){if(e===`pass`)return v(`board-danish-pass`);let t=ln(e);return t?t.from?t.capture?v(`board-danish-move-capturing`,{from:t.from,to:t.to,capture:t.capture}):v(`board-danish-move`,{from:t.from,to:t.to}):t.capture?v(`board-danish-place-capturing`,{to:t.to,capture:t.capture}):v(`board-danish-place`,{to:t.to}):e},reason(e,t){switch(e.kind){case`pieces`:return v(`end-pieces`,{seat:t(e.seat),left:e.left});case`square_at_four`:return v(`end-square-at-four`,{seat:t(e.seat)});case`repetition`:return v(`end-repetition`);case`turn_cap`:return v(`end-turn-cap`,{turns:e.turns});default:return null}},rules(e){let t=[];for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`ply_cap`&&r!==`none`&&t.push(v(`board-danish-rules-cap`,{turns:Number(r)}))}return t.length>0?t.join(` · `):v(`board-standard-rules`)},options:{get standard(){return v(`board-danish-standard`)}},editor:{get label(){return v(`board-danish-editor-label`)},get help(){return v(`board-danish-editor-help`)},toMove:e=>v(`board-danish-editor-to-move`,{side:dn(e)}),inHand:e=>v(`board-danish-editor-in-hand`,{side:dn(e)}),get clear(){return v(`board-danish-editor-clear`)}},board:{get label(){return v(`board-danish-label`)},madeSquare:(e,t)=>v(`board-danish-made-square`,{side:e,square:t}),point:(e,t)=>t===null?v(`board-danish-point-empty`,{point:e}):v(`board-danish-point`,{point:e,owner:t}),capture:e=>v(`web-board-danish-capture`,{point:e}),move:e=>v(`board-danish-move-from`,{point:e}),selected:e=>v(`board-danish-selected`,{point:e}),placeOn:e=>v(`board-danish-place-on`,{point:e}),moveTo:(e,t)=>v(`board-danish-move-to`,{from:e,to:t}),seatAlias:e=>` (${e})`,counts:(e,t)=>` · ${v(`board-danish-counts`,{in_hand:e,on_board:t})}`,squares:e=>v(`board-danish-squares`,{squares:y(e)}),pickCapture:e=>v(`board-danish-pick-capture`,{side:e}),pickPlace:e=>v(`board-danish-pick-place`,{side:e}),pickTarget:e=>v(`board-danish-pick-target`,{from:e}),pickSource:e=>v(`board-danish-pick-source`,{side:e}),get mustPass(){return v(`web-board-danish-must-pass`)},get pass(){return v(`board-danish-pass`)},get passChip(){return v(`board-pass-chip`)}}},fn=k.editor,pn={owners:new Map,toMove:0,hands:[12,12]};function mn(e){let t=e.trim();if(t===``)return pn;let n=/^([a-i0-9,]*)\/([a-i0-9,]*)\s+([wb])\s+(\d{1,2})\s+(\d{1,2})$/.exec(t);if(!n)return null;let r=new Map;for(let[e,t]of[[n[1],0],[n[2],1]])for(let n of e.split(`,`).filter(e=>e!==``)){if(!rn.has(n)||r.has(n))return null;r.set(n,t)}let i=[Number(n[4]),Number(n[5])];return i.some(e=>e>12)?null:{owners:r,toMove:n[3]===`w`?0:1,hands:i}}function hn(e){let t=t=>nn.filter(n=>e.owners.get(n.name)===t).map(e=>e.name).join(`,`);return`${t(0)}/${t(1)} ${e.toMove===0?`w`:`b`} ${e.hands[0]} ${e.hands[1]}`}function gn(e,t){let n=new Map(e.owners),r=n.get(t);return r===void 0?n.set(t,0):r===0?n.set(t,1):n.delete(t),{...e,owners:n}}function _n(e,t){return{...e,toMove:t}}function vn(e,t,n){let r=[...e.hands];return r[t]=Math.max(0,Math.min(12,Math.round(Number.isFinite(n)?n:0))),{...e,hands:r}}var yn=(e,t)=>[(e-1)/8*100,(9-t)/8*100];function bn(e,t){let n=T(`div`,{class:`danish-editor`,role:`group`,"aria-label":fn.label});return $t(n,e,pn,{read:mn,write:hn},[`data-point`,`data-control`],(e,t)=>{let r=E(`svg`,{class:`editor-lines`,viewBox:`0 0 100 100`,preserveAspectRatio:`none`,"aria-hidden":`true`});for(let[e,t]of on){let n=rn.get(e),i=rn.get(t);if(!n||!i)continue;let[a,o]=yn(n.x,n.y),[s,c]=yn(i.x,i.y);r.append(E(`line`,{x1:a,y1:o,x2:s,y2:c}))}let i=T(`div`,{class:`editor-points`},r);for(let n of nn){let r=e.owners.get(n.name),[a,o]=yn(n.x,n.y),s=T(`button`,{type:`button`,class:`editor-point${r===void 0?``:r===0?` white`:` black`}`,"data-point":n.name,"aria-label":k.board.point(n.name,r===void 0?null:k.side(r)),onclick:()=>t(gn(e,n.name))});s.style.left=`${a}%`,s.style.top=`${o}%`,i.append(s)}let a=n=>T(`label`,{class:`check`},T(`input`,{type:`radio`,name:`danish-to-move`,"data-control":`to-move-${n}`,checked:e.toMove===n,onchange:()=>t(_n(e,n))}),` ${fn.toMove(n)}`),o=n=>T(`label`,{class:`number`},T(`input`,{type:`number`,name:`danish-hand-${n}`,"data-control":`hand-${n}`,min:0,max:12,step:1,inputmode:`numeric`,value:e.hands[n],onchange:r=>t(vn(e,n,Number(r.target.value)))}),` ${fn.inHand(n)}`);n.replaceChildren(T(`p`,{class:`small`},fn.help),T(`div`,{class:`editor-layout`},T(`div`,{class:`editor-danish-board`},i),T(`div`,{class:`editor-side`},a(0),a(1),o(0),o(1),T(`button`,{type:`button`,class:`editor-clear`,"data-control":`clear`,onclick:()=>t(pn)},fn.clear))))},t)}var xn=42,Sn=54,Cn=516,wn=e=>xn+(e-1)*Sn,Tn=e=>xn+(9-e)*Sn,En=[`white`,`black`];function Dn(e){return{board:On(e),side:kn(e),layout:`danish-layout`}}function On(e){let t=E(`svg`,{viewBox:`0 0 ${Cn} ${Cn}`,class:`danish-board`,role:`group`,"aria-label":k.board.label});t.append(E(`rect`,{x:2,y:2,width:512,height:512,rx:18,class:`danish-wood`}));for(let[n,r]of e.lines){let e=rn.get(n),i=rn.get(r);t.append(E(`line`,{x1:wn(e.x),y1:Tn(e.y),x2:wn(i.x),y2:Tn(i.y),class:`danish-line`}))}for(let n of e.squares){let e=n.corners.map(e=>rn.get(e));if(e.some(e=>e===void 0))continue;let r=e.map(e=>`${wn(e.x)},${Tn(e.y)}`);t.append(E(`polygon`,{points:r.join(` `),class:`made-square ${En[n.side]}`},E(`title`,{},n.title)))}if(e.lastMove){let n=rn.get(e.lastMove.from),r=rn.get(e.lastMove.to),[i,a,o,s]=[wn(n.x),Tn(n.y),wn(r.x),Tn(r.y)],c=Math.hypot(o-i,s-a),[l,u]=[(o-i)/c,(s-a)/c],[d,f]=[o-l*24,s-u*24];t.append(E(`g`,{class:`last-move`,"aria-hidden":`true`},E(`circle`,{cx:i,cy:a,r:8,class:`last-from`}),E(`line`,{x1:i,y1:a,x2:d-l*8,y2:f-u*8,class:`last-arrow`}),E(`path`,{d:`M${d} ${f} l${-l*14-u*9} ${-u*14+l*9} l${u*18} ${-l*18} z`,class:`last-head`})))}let n=[...e.points].sort((e,t)=>t.y-e.y||e.x-t.x);for(let e of n){let n=wn(e.x),r=Tn(e.y),i=E(`g`,{class:`point`,"data-point":e.name});if(i.append(E(`circle`,{cx:n,cy:r,r:5,class:`spot`})),e.owner!==null){let t=E(`g`,{class:`stone-piece`,"data-anim":`stone:${e.name}`,"data-anim-from":e.from??null},E(`circle`,{cx:n,cy:r,r:19,class:`stone ${En[e.owner]}`}),E(`circle`,{cx:n,cy:r,r:11,class:`stone-inner ${En[e.owner]}`}));i.append(t)}e.last===`to`&&i.append(E(`circle`,{cx:n,cy:r,r:24,class:`last-ring`})),e.captured!==null&&i.append(E(`g`,{class:`captured`,"aria-hidden":`true`},E(`circle`,{cx:n,cy:r,r:19,class:`stone leaving ${En[e.captured]}`}),E(`circle`,{cx:n,cy:r,r:19,class:`captured-ghost`}),E(`path`,{d:`M${n-11} ${r-11} L${n+11} ${r+11} M${n+11} ${r-11} L${n-11} ${r+11}`,class:`captured-halo`}),E(`path`,{d:`M${n-11} ${r-11} L${n+11} ${r+11} M${n+11} ${r-11} L${n-11} ${r+11}`,class:`captured-mark`}))),e.mark&&(i.classList.add(e.mark),i.append(E(`circle`,{cx:n,cy:r,r:23,class:`mark`}))),i.append(E(`circle`,{cx:n,cy:r,r:36,class:`hit`})),e.target?Rt(i,e.target.label,e.target.intent):i.setAttribute(`aria-label`,e.label),e.drop&&i.setAttribute(`data-drop`,``),e.draggable&&Lt(i,e.name),t.append(O(i,`point:${e.name}`))}for(let e=1;e<=9;e++)t.append(E(`text`,{x:wn(e),y:510,class:`coord`},en[e-1]));for(let e=1;e<=9;e++)t.append(E(`text`,{x:12,y:Tn(e)+5,class:`coord`},String(e)));return t}function kn(e){let t=T(`div`,{class:`danish-side`}),n=T(`div`,{class:`danish-players`});for(let t of e.sides)n.append(T(`div`,{class:`danish-player${t.toMove?` to-move`:``}`,"data-side":String(t.side)},T(`span`,{class:`stone-icon ${En[t.side]}`,"aria-hidden":`true`,"data-anim":`stock:${t.side}`}),T(`strong`,{},t.name),t.alias===null?null:T(`span`,{},t.alias),T(`span`,{class:`counts`},t.counts),t.squares===null?null:T(`div`,{class:`small`},t.squares)));return t.append(n,T(`p`,{class:`hint`},e.hint??``)),e.pass&&t.append(O(T(`button`,{"data-intent":e.pass.intent},e.pass.label),`button:pass`)),t}function An(e){let t=ln(e),n=k.action(e);return t?T(`span`,{class:`chip danish-chip`,title:n},t.from?`${t.from}→${t.to}`:t.to,t.capture?T(`span`,{class:`capture`},` ×${t.capture}`):null):T(`span`,{class:`chip`,title:n},e===`pass`?k.board.passChip:e)}function jn(e){let t=E(`svg`,{viewBox:`0 0 40 40`,width:40,height:40});return t.append(E(`circle`,{cx:20,cy:20,r:17,class:`stone ${En[e]}`})),t}var A=k.board;function Mn(e,t){let n=sn(e.position),r=un(e.legal),i=e.legal.includes(`pass`),a=r.some(e=>e.from===null),o=new Set(r.filter(e=>e.from).map(e=>e.from)),{from:s,to:c}=t,l=r.filter(e=>e.from===s),u=new Set(l.map(e=>e.to)),d=c?l.filter(e=>e.to===c&&e.capture):[],f=e.history.length>0?e.history[e.history.length-1]:null,p=f?ln(f.action):null,m=+(f?.seat===1),h=k.side(n.toMove===0?0:1),g=nn.map(e=>{let t=cn(n,e.name),r=``,i,l=A.point(e.name,t===null?null:k.side(t));if(c){let t=d.find(t=>t.capture===e.name);t?(r=`capture-target`,l=A.capture(e.name),i={intent:`play:${t.text}`,label:l}):e.name===c&&(r=`selected`)}else!a&&o.has(e.name)&&e.name!==s?(r=`source`,l=A.move(e.name),i={intent:`from:${e.name}`,label:l}):e.name===s?(r=`selected`,l=A.selected(e.name),i={intent:`unselect`,label:l}):u.has(e.name)&&(a||s)&&(r=`target`,l=a?A.placeOn(e.name):A.moveTo(s,e.name),i={intent:`to:${e.name}`,label:l});return{name:e.name,x:e.x,y:e.y,owner:t,last:p?.to===e.name?`to`:p?.from===e.name?`from`:null,captured:p?.capture===e.name?+(m===0):null,from:p&&p.to===e.name&&t!==null?p.from?`stone:${p.from}`:`stock:${t}`:null,mark:r,target:i,label:l,draggable:r===`source`||r===`selected`&&e.name===s,drop:r===`target`||r===`capture-target`}}),_=e.highlights.made_squares,ee=[];for(let e of[0,1])for(let t of _?.[e]??[])ee.push({side:e,name:t,corners:t.split(`-`),title:A.madeSquare(k.side(e),t)});let te=[0,1].map(t=>{let r=e.seatName(t),i=_?.[t]??[];return{side:t,name:k.side(t),alias:k.isSide(r)?null:A.seatAlias(r),counts:A.counts(n.hands[t],(t===0?n.white:n.black).size),squares:i.length>0?A.squares(i):null,toMove:n.toMove===t&&e.toMove!==null}}),ne=null;return e.legal.length>0&&(c?ne=A.pickCapture(k.side(+(n.toMove===0))):a?ne=A.pickPlace(h):s?ne=A.pickTarget(s):o.size>0?ne=A.pickSource(h):i&&(ne=A.mustPass)),{lines:on,squares:ee,points:g,lastMove:p?.from?{from:p.from,to:p.to}:null,sides:te,hint:ne,pass:i?{intent:`play:pass`,label:A.pass}:null}}var Nn={from:null,to:null};function Pn(e,t){return e.from===null||un(t.legal).some(t=>t.from===e.from)?e:{...e,from:null}}function Fn(e,t,n){switch(t.verb){case`from`:case`drag`:return{selection:e.from===t.arg?e:{...e,from:t.arg}};case`unselect`:return{selection:{...e,from:null}};case`to`:return In(e,un(n.legal).filter(n=>n.from===e.from&&n.to===t.arg));case`play`:return{selection:e,play:t.arg};default:return{selection:e}}}function In(e,t){if(t.length===0)return{selection:e};let n=t.find(e=>!e.capture);return n?{selection:e,play:n.text}:t.length===1?{selection:e,play:t[0].text}:{selection:{...e,to:t[0].to}}}var Ln={initial:()=>Nn,reset:()=>Nn,settle:Pn,reduce:Fn,scene:Mn,render:Dn,ghost:(e,t)=>jn(cn(sn(t.position),e)===0?0:1)},Rn=e=>e===0||e===1?k.side(e):null,zn={tag:`danish`,texts:{get name(){return k.name},get blurb(){return k.blurb},action:k.action,proposal:k.proposal,rules:k.rules,seatName:Rn,reason:k.reason},lobby:{get options(){return[{kind:`note`,text:k.options.standard}]},seats:2,text:()=>``},board:e=>new Ut(Ln,e),diagram:e=>Qt(Ln,e,_t(Rn)),chip:An,sound:e=>/x[a-i][1-9]$/.test(e)?`capture`:`move`,editor:bn},Bn=[`Y`,`B`,`G`,`P`],Vn=7,Hn=[`C`,`R0`,`R1`,`R2`,`R3`,`R4`,`R5`,`R6`,`R7`];function Un(e){let t=e.trim().split(/\s+/);if(t.length<5)throw Error(`not a Quartino state: ${e}`);let[n,r,i,a,o,s]=t,c=n.split(`/`).map(e=>e===`.`?[]:[...e]);if(c.length!==9)throw Error(`not a Quartino board: ${n}`);return{stacks:c,toMove:Number(r)-1,phase:i,turns:Number(a),seats:o.split(`/`).map(e=>{let[t,n]=e.split(`:`);return{hand:t===`-`||t===``?[]:t.split(`,`),aside:n?n.split(`,`).filter(e=>e):[]}}),viewer:s?.startsWith(`@`)?Number(s.slice(1))-1:null}}function Wn(e){let t={};for(let e of Bn)t[e]=Vn;for(let n of e.stacks)for(let e of n)e in t&&--t[e];return t}function Gn(e){return[`C`,`R${e%8}`,`R${(e+1)%8}`,`R${(e+2)%8}`]}function Kn(e){if(e===`four`)return{kind:`four`};if(e===`end`)return{kind:`end`};let t=/^column@(\S+)$/.exec(e);if(t)return{kind:`column`,space:t[1]};let n=/^([YBGP]{4})@Q(\d)$/.exec(e);if(n)return{kind:`claim`,card:n[1],quarter:Number(n[2])};let r=/^([YBGP])@(\S+)$/.exec(e);return r?{kind:`place`,colour:r[1],space:r[2]}:null}function qn(e){return/@(C|R\d)$/.exec(e)?.[1]??null}function j(e){switch(e){case`Y`:return v(`quartino-colour-yellow`);case`B`:return v(`quartino-colour-blue`);case`G`:return v(`quartino-colour-green`);case`P`:return v(`quartino-colour-pink`);default:return e}}function Jn(e){if(e===`-`)return v(`board-quartino-phase-over`);if(e.startsWith(`S`)){let t=[];e.includes(`F`)&&t.push(v(`board-quartino-situation-four`)),e.includes(`C`)&&t.push(v(`board-quartino-situation-column`));let n=t.length>0?y(t):v(`board-quartino-situations-none`);return e.includes(`+1`)?v(`board-quartino-phase-situations-used`,{open:n}):v(`board-quartino-phase-situations`,{open:n})}let t=/^P(\d)@(\S+)$/.exec(e);if(t){let e=Number(t[1]),n=y(t[2].split(`,`),`disjunction`);return e===0?v(`board-quartino-phase-remove-column`,{spaces:n}):v(`board-quartino-phase-place-and-remove`,{count:e,spaces:n})}return e.startsWith(`P`)?v(`board-quartino-phase-place`,{count:Number(/^P(\d)/.exec(e)?.[1]??0)}):e.startsWith(`Q`)?v(`board-quartino-phase-claim`):e}var M={get name(){return v(`game-quartino`)},get blurb(){return v(`board-quartino-blurb`)},action(e){let t=Kn(e);switch(t?.kind){case`four`:return v(`board-quartino-used-four`);case`end`:return v(`board-quartino-ended`);case`column`:return v(`board-quartino-removed-column`,{space:t.space});case`claim`:return v(`board-quartino-claimed`,{card:t.card,quarter:`Q${t.quarter}`});case`place`:return v(`board-quartino-placed`,{colour:j(t.colour),space:t.space});default:return e}},proposal(e){let t=Kn(e);switch(t?.kind){case`four`:return v(`board-quartino-use-four`);case`end`:return v(`board-quartino-end-turn`);case`column`:return v(`board-quartino-remove-column`,{space:t.space});case`claim`:return v(`board-quartino-claim`,{card:t.card,quarter:`Q${t.quarter}`});case`place`:return v(`board-quartino-place`,{colour:j(t.colour),space:t.space});default:return e}},chips:{column:e=>v(`board-quartino-chip-column`,{space:e}),get four(){return v(`board-quartino-chip-four`)},get end(){return v(`board-quartino-chip-end`)}},reason(e,t){switch(e.kind){case`cards`:return v(`end-cards`,{seat:t(e.seat),count:e.count});case`turn_cap`:return v(`end-turn-cap`,{turns:e.turns});default:return null}},rules(e){let t=[];for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`players`&&t.push(v(`lobby-players`,{count:Number(r)})),e===`situations`&&r===`off`&&t.push(v(`board-quartino-rules-no-situations`)),e===`situations`&&r?.startsWith(`from:`)&&t.push(v(`board-quartino-rules-situations-after`,{rounds:Number(r.slice(5))})),e===`column_mandatory`&&r===`on`&&t.push(v(`board-quartino-rules-column-mandatory`)),e===`allow_mirror`&&r===`on`&&t.push(v(`board-quartino-rules-mirror`))}return t.length>0?t.join(` · `):v(`board-standard-rules`)},options:{get situations(){return v(`board-quartino-option-situations`)},situationsWhen:e=>e===`on`?v(`board-quartino-situations-always`):e===`off`?v(`board-quartino-situations-never`):v(`board-quartino-situations-after`,{rounds:Number(e.slice(5))}),get columnMandatory(){return v(`board-quartino-option-column-mandatory`)},get allowMirror(){return v(`board-quartino-option-mirror`)}},board:{get label(){return v(`board-quartino-label`)},stack:e=>e.length===0?v(`board-quartino-stack-empty`):v(`board-quartino-stack`,{colours:e.map(j).join(`, `),top:j(e[e.length-1])}),space:(e,t)=>`${e}: ${t}`,place:(e,t,n)=>v(`board-quartino-place-on-stack`,{colour:j(e),space:t,stack:n}),claim:(e,t,n)=>e===null?v(`board-quartino-claim-a-card`,{quarter:`Q${t}`,spaces:n.join(`, `)}):v(`board-quartino-claim-card`,{card:e,quarter:`Q${t}`,spaces:n.join(`, `)}),quarter:(e,t)=>v(`board-quartino-quarter`,{quarter:`Q${e}`,spaces:t.join(`, `)}),get cardFirst(){return v(`board-quartino-card-first`)},phase:(e,t,n)=>v(`board-quartino-phase`,{seat:e,phase:Jn(t),turn:n}),over:e=>v(`board-quartino-over`,{turns:e}),get four(){return v(`board-quartino-use-four`)},column:e=>v(`board-quartino-remove-column-token`,{space:e}),columnDue:e=>v(`board-quartino-remove-column`,{space:e}),get end(){return v(`board-quartino-end-turn-button`)},get supply(){return v(`web-board-quartino-supply`)},pile:(e,t)=>`${j(e)} ×${t}`,left:e=>`×${e}`,use:(e,t)=>v(`board-quartino-use-colour`,{colour:j(e),left:t}),get pickColour(){return v(`board-quartino-pick-colour`)},get supplyHeading(){return v(`board-quartino-supply-heading`)},get yourCards(){return v(`board-quartino-your-cards-label`)},card:(e,t)=>v(t?`board-quartino-card-chosen`:`board-quartino-card`,{card:e}),get pickCard(){return v(`board-quartino-pick-card`)},get cardsHeading(){return v(`board-quartino-cards-heading`)},cardsInHand:e=>` · ${v(`board-quartino-cards-in-hand`,{count:e})}`,putAside:e=>v(`board-quartino-put-aside`,{cards:e}),hand:e=>v(`board-quartino-hand`,{cards:y(e)})}},Yn=M.board,Xn={Y:`#f2c12e`,B:`#2f64c8`,G:`#2d9a52`,P:`#ee86bb`},Zn={Y:`#1b1400`,B:`#ffffff`,G:`#ffffff`,P:`#1b0010`},Qn=210,$n=210,er=128;function tr(e){if(e===`C`)return[Qn,$n];let t=(-90+45*Number(e.slice(1)))*Math.PI/180;return[Qn+er*Math.cos(t),$n+er*Math.sin(t)]}function nr(e,t,n,r){return E(`g`,{class:`token`},E(`circle`,{cx:t,cy:n,r,fill:Xn[e]??`#999`,stroke:`#1d1d1d`,"stroke-width":1.5}),E(`text`,{x:t,y:n+r*.36,"font-size":r*1.05,class:`token-letter`,fill:Zn[e]??`#000`},e))}function rr(e,t=76){let n=E(`svg`,{viewBox:`0 0 80 80`,width:t,height:t,class:`card-graphic`});if(n.append(E(`rect`,{x:1,y:1,width:78,height:78,rx:8,class:`card-face`})),e===`?`)return n.append(E(`text`,{x:40,y:50,class:`card-back`},`?`)),n;let r=[[22,58],[22,20],[46,28],[58,54]];return n.append(E(`path`,{d:`M22 58 L22 20 M22 58 L46 28 M22 58 L58 54`,class:`card-spokes`})),[...e].forEach((e,t)=>n.append(nr(e,r[t][0],r[t][1],11))),n}function ir(e){return{board:ar(e),side:or(e),layout:`quartino-layout`}}function ar(e){let t=E(`svg`,{viewBox:`-24 -24 468 468`,class:`quartino-wheel`,role:`group`,"aria-label":Yn.label});t.append(E(`circle`,{cx:Qn,cy:$n,r:200,class:`wheel-wood`}));for(let e=0;e<8;e++){let[n,r]=tr(`R${e}`);t.append(E(`line`,{x1:Qn,y1:$n,x2:n,y2:r,class:`spoke`}))}t.append(E(`circle`,{cx:Qn,cy:$n,r:er,class:`ring-line`}));let n=new Map;for(let r of e.spaces){let{space:e,stack:i}=r,[a,o]=tr(e),s=E(`g`,{class:`space${r.target?` target`:``}${r.last?` last`:``}`,"data-space":e});s.append(E(`circle`,{cx:a,cy:o,r:42,class:`space-hole`}));let c=i.slice(-4);for(let e=c.length-1;e>=1;e--){let t=c[c.length-1-e];s.append(E(`circle`,{cx:a,cy:o,r:22+e*5,fill:Xn[t],stroke:`#1d1d1d`,"stroke-width":1}))}if(c.length>0){let t=nr(c[c.length-1],a,o,22);t.setAttribute(`data-anim`,`top:${e}`),r.placed&&t.setAttribute(`data-anim-from`,`pile:${r.placed}`),s.append(t)}if(i.length>1){let t=e===`C`?-1:Number(e.slice(1)),n=e===`C`?-Math.PI/4:(-90+45*t+90)*Math.PI/180,[r,c]=[a+36*Math.cos(n),o+36*Math.sin(n)];s.append(E(`circle`,{cx:r,cy:c,r:11,class:`height-badge`}),E(`text`,{x:r,y:c+4,class:`height-text`},String(i.length)))}s.append(E(`text`,{x:a,y:o+56,class:`space-name`},e)),r.column&&s.append(E(`circle`,{cx:a,cy:o,r:46,class:`column-mark`})),r.last&&s.append(E(`circle`,{cx:a,cy:o,r:46,class:`last-ring`})),s.append(E(`title`,{},r.title)),r.target?(s.append(E(`circle`,{cx:a,cy:o,r:38,class:`target-ring`})),Rt(s,r.target.label,r.target.intent)):s.setAttribute(`aria-label`,r.label),n.set(e,s),t.append(O(s,`space:${e}`))}for(let r of e.quarters){let e=(-90+45*(r.quarter+1))*Math.PI/180,i=Qn+200*Math.cos(e),a=$n+200*Math.sin(e),o=E(`g`,{class:`quarter-tab${r.armed?` armed`:``}`,"data-quarter":`Q${r.quarter}`},E(`circle`,{cx:i,cy:a,r:31,class:`tab-disc`}),E(`text`,{x:i,y:a+6,class:`tab-text`},`Q${r.quarter}`)),s=e=>r.spaces.forEach(t=>n.get(t)?.classList.toggle(`in-quarter`,e));o.addEventListener(`mouseenter`,()=>s(!0)),o.addEventListener(`mouseleave`,()=>s(!1)),o.addEventListener(`focus`,()=>s(!0)),o.addEventListener(`blur`,()=>s(!1)),r.target?Rt(o,r.target.label,r.target.intent):o.setAttribute(`aria-label`,r.label),t.append(O(o,`quarter:${r.quarter}`))}return t}function or(e){let t=T(`div`,{class:`quartino-side`});t.append(T(`p`,{class:`phase`},e.phase)),e.buttons.length>0&&t.append(T(`div`,{class:`actions`},...e.buttons.map(e=>O(T(`button`,{class:e.class??null,"data-intent":e.intent},e.text),`button:${e.intent}`))));let n=T(`div`,{class:`palette`,role:`group`,"aria-label":Yn.supply});for(let t of e.piles){let e=E(`svg`,{viewBox:`0 0 40 40`,width:34,height:34,"data-anim":`pile:${t.colour}`});e.append(nr(t.colour,20,20,16));let r=T(`div`,{class:`supply-pile${t.usable?` usable`:``}${t.chosen?` chosen`:``}`,"data-colour":t.colour},e,T(`span`,{class:`pile-name`},t.name),T(`span`,{class:`pile-count`},t.count));r.title=t.text,t.target&&Rt(r,t.target.label,t.target.intent),r.setAttribute(`aria-pressed`,String(t.chosen)),n.append(t.target?O(r,`colour:${t.colour}`):r)}if(t.append(T(`div`,{class:`label`},e.paletteLabel),n),e.hand){let n=T(`div`,{class:`hand`,role:`group`,"aria-label":Yn.yourCards});for(let t of e.hand.cards){let e=T(`div`,{class:`card${t.chosen?` chosen`:``}`,"data-card":t.card},rr(t.card),T(`span`,{},t.card));e.firstElementChild?.setAttribute(`data-anim`,`card:${t.card}`),t.target?Rt(e,t.target.label,t.target.intent):e.setAttribute(`aria-label`,t.label),n.append(O(e,`card:${t.card}`))}t.append(T(`div`,{class:`label`},e.hand.label),n)}let r=T(`div`,{class:`quartino-seats`});for(let t of e.seats)r.append(T(`div`,{class:`quartino-seat${t.toMove?` to-move`:``}`,"data-seat":String(t.seat)},T(`strong`,{},t.name),T(`span`,{},t.cards),t.aside.length>0?T(`div`,{class:`aside`},...t.aside.map(e=>{let t=rr(e.card,40);return t.setAttribute(`data-anim`,`card:${e.card}`),T(`span`,{class:`aside-card`,title:e.title},t)})):null,t.hand===null?null:T(`div`,{class:`small`},t.hand)));return t.append(r),t}function sr(e){let t=Kn(e),n=M.action(e),r=M.chips;switch(t?.kind){case`place`:return T(`span`,{class:`chip quartino-chip`,title:n},T(`span`,{class:`colour-chip colour-${t.colour}`,"aria-label":j(t.colour)},t.colour),t.space);case`claim`:return T(`span`,{class:`chip quartino-chip claim`,title:n},rr(t.card,22),`Q${t.quarter}`);case`column`:return T(`span`,{class:`chip quartino-chip`,title:n},r.column(t.space));case`four`:return T(`span`,{class:`chip quartino-chip`,title:n},r.four);case`end`:return T(`span`,{class:`chip quartino-chip end`,title:n},r.end);default:return T(`span`,{class:`chip`,title:n},e)}}var cr={colour:null,card:null};function lr(e){let t=new Set(e.map(Kn).flatMap(e=>e?.kind===`place`?[e.colour]:[]));return Bn.filter(e=>t.has(e))}function ur(e){return e.viewer===null?[]:(Un(e.position).seats[e.viewer]?.hand??[]).filter(e=>e!==`?`)}function dr(e){return e.card===null?e:{...e,card:null}}function fr(e,t){let n=lr(t.legal),{colour:r,card:i}=e;return r!==null&&!n.includes(r)&&(r=null),r===null&&n.length>0&&(r=n[0]),i!==null&&!ur(t).includes(i)&&(i=null),r===e.colour&&i===e.card?e:{colour:r,card:i}}function pr(e,t,n){switch(t.verb){case`play`:return{selection:e,play:t.arg};case`colour`:return{selection:e.colour===t.arg?e:{...e,colour:t.arg}};case`card`:return{selection:{...e,card:e.card===t.arg?null:t.arg}};case`quarter`:return e.card===null?{selection:e,say:M.board.cardFirst}:{selection:e,play:`${e.card}@Q${t.arg}`};default:return{selection:e}}}var N=M.board;function mr(e,t){let n=Un(e.position),r=new Set(e.legal),i=e.legal.map(Kn),a=i.some(e=>e?.kind===`place`),o=lr(e.legal),s=i.flatMap(e=>e?.kind===`column`?[e.space]:[]),c=r.has(`end`),{colour:l,card:u}=t,d=e.history.length>0?e.history[e.history.length-1].action:null,f=d?qn(d):null,p=d?Kn(d):null,m=Hn.map((e,t)=>{let i=n.stacks[t],a=N.stack(i),o=l!==null&&r.has(`${l}@${e}`);return{space:e,stack:i,column:s.includes(e),last:e===f,placed:p?.kind===`place`&&p.space===e?p.colour:null,title:N.space(e,a),target:o?{intent:`play:${l}@${e}`,label:N.place(l,e,a)}:void 0,label:N.space(e,a)}}),h=Array.from({length:8},(e,t)=>{let n=Gn(t);return{quarter:t,spaces:n,armed:c&&u!==null,target:c?{intent:`quarter:${t}`,label:N.claim(u,t,n)}:void 0,label:N.quarter(t,n)}}),g=[];r.has(`four`)&&g.push({text:N.four,intent:`play:four`});let _=n.phase.startsWith(`P`);for(let e of s)g.push({text:_?N.columnDue(e):N.column(e),intent:`play:column@${e}`});r.has(`end`)&&g.push({text:N.end,intent:`play:end`,class:`end-turn`});let ee=Wn(n),te=Bn.map(e=>{let t=o.includes(e);return{colour:e,text:N.pile(e,ee[e]),name:j(e),count:N.left(ee[e]),usable:t,chosen:l===e&&t,target:t?{intent:`colour:${e}`,label:N.use(e,ee[e])}:void 0}}),ne=e.viewer===null?null:{label:c?N.pickCard:N.cardsHeading,cards:ur(e).map(e=>({card:e,chosen:u===e,target:c?{intent:`card:${e}`,label:N.card(e,u===e)}:void 0,label:N.card(e,!1)}))},re=n.seats.map((t,r)=>({seat:r,name:e.seatName(r),toMove:r===n.toMove&&e.toMove!==null,cards:N.cardsInHand(t.hand.length),aside:t.aside.map(e=>({card:e,title:N.putAside(e)})),hand:e.viewer!==r&&e.toMove===null&&t.hand.length>0&&!t.hand.includes(`?`)?N.hand(t.hand):null}));return{spaces:m,quarters:h,phase:e.live&&e.toMove===null?N.over(hr(n.turns,e)):N.phase(e.seatName(n.toMove),n.phase,n.turns+1),buttons:g,paletteLabel:a?N.pickColour:N.supplyHeading,piles:te,hand:ne,seats:re}}function hr(e,t){let n=t.history[t.history.length-1];return n!==void 0&&n.action!==`end`?e+1:e}function gr(e,t){return e[t]===!0}function _r(e,t){let n=e[t.key];return typeof n==`string`&&t.items.some(e=>e.value===n)?n:t.initial}function vr(e,t){let n=e[t.key]??{};return t.items.map(e=>e.value).filter(e=>n[e]===!0)}function yr(e,t,n){let r=[{}];for(let t of e.options){if(t.kind===`note`)continue;let e=t.kind===`flag`?[t.initial,!t.initial]:t.kind===`choice`?t.items.map(e=>e.value):Array.from({length:(1<<t.items.length)-1},(e,n)=>Object.fromEntries(t.items.map((e,t)=>[e.value,!!(n+1&1<<t)])));r=r.flatMap(n=>e.map(e=>({...n,[t.key]:e})))}for(let i of n)for(let n of r)if(e.text(n,i)===t.trim())return{choices:n,seats:i};return null}function br(e){let t={};for(let n of e.options)(n.kind===`flag`||n.kind===`choice`)&&(t[n.key]=n.initial),n.kind===`set`&&(t[n.key]=Object.fromEntries(n.items.map(e=>[e.value,!0])));return t}var xr={initial:()=>cr,reset:dr,settle:fr,reduce:pr,scene:mr,render:ir},Sr=M.options,Cr=e=>e?`on`:`off`,wr={kind:`choice`,key:`situations`,name:`situations`,get label(){return Sr.situations},items:[`on`,`from:1`,`from:2`,`from:3`,`off`].map(e=>({value:e,get label(){return Sr.situationsWhen(e)}})),initial:`on`,anchor:`situations`},Tr={tag:`quartino`,texts:{get name(){return M.name},get blurb(){return M.blurb},action:M.action,proposal:M.proposal,rules:M.rules,seatName:()=>null,reason:M.reason},lobby:{get options(){return[wr,{kind:`flag`,key:`columnMandatory`,name:`column`,label:Sr.columnMandatory,initial:!1,anchor:`column-mandatory`},{kind:`flag`,key:`allowMirror`,name:`mirror`,label:Sr.allowMirror,initial:!1,anchor:`mirror`}]},seats:3,text:(e,t)=>`players=${t} situations=${_r(e,wr)} column_mandatory=${Cr(gr(e,`columnMandatory`))} allow_mirror=${Cr(gr(e,`allowMirror`))}`},board:e=>new Ut(xr,e),diagram:e=>Qt(xr,e,gt),chip:sr,sound:e=>/@Q\d$/.test(e)?`claim`:e.startsWith(`column@`)?`capture`:`move`},Er=[`height`,`colour`,`shape`,`top`],Dr=`abcd`;function Or(e){return`${Dr[e%4]}${Math.floor(e/4)+1}`}function kr(e){let t=/^([a-d])([1-4])$/.exec(e);return t?(Number(t[2])-1)*4+Dr.indexOf(t[1]):null}function Ar(e){let[t,n]=e.trim().split(/\s+/),r=(t??``).split(`/`);if(r.length!==4||r.some(e=>e.length!==4))throw Error(`not a Quarto! position: ${e}`);let i=Array(16).fill(null);return r.forEach((e,t)=>{let n=3-t;[...e].forEach((e,t)=>{i[n*4+t]=e===`.`?null:parseInt(e,16)})}),{cells:i,hand:n&&/^[0-9a-f]$/i.test(n)?parseInt(n,16):null,mustGive:n===`*`}}function jr(e){let t={squares:!1,announce:!1,attributes:[...Er]};for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`squares`&&(t.squares=r===`yes`),e===`win`&&(t.announce=r===`announce`),e===`attributes`&&r&&(t.attributes=r.split(`,`))}return t}function Mr(e){return/^[0-9a-f]$/i.test(e)?{kind:`give`,piece:parseInt(e,16)}:/^[a-d][1-4]$/.test(e)?{kind:`place`,cell:e}:e.startsWith(`Q:`)?{kind:`claim`,alignment:e.slice(2)}:e===`pass`?{kind:`pass`}:null}function Nr(e){return e.toString(16)}function Pr(e){let t=[];for(let e=0;e<4;e++)t.push({name:`a${e+1}-d${e+1}`,cells:[0,1,2,3].map(t=>e*4+t),square:!1});for(let e=0;e<4;e++)t.push({name:`${Dr[e]}1-${Dr[e]}4`,cells:[0,1,2,3].map(t=>t*4+e),square:!1});if(t.push({name:`a1-d4`,cells:[0,5,10,15],square:!1}),t.push({name:`a4-d1`,cells:[12,9,6,3],square:!1}),e)for(let e=0;e<3;e++)for(let n=0;n<3;n++){let r=e*4+n;t.push({name:`${Or(r)}-${Or(r+5)}`,cells:[r,r+1,r+4,r+5],square:!0})}return t}function Fr(e){let t=e.result===`win`?v(`play-mark-win`):e.result===`loss`?v(`play-mark-loss`):v(`play-mark-draw`);return e.distance===null?t:`${t}${dt(e.distance)}`}function Ir(e){switch(e){case`short`:return v(`quarto-trait-short`);case`tall`:return v(`quarto-trait-tall`);case`light`:return v(`quarto-trait-light`);case`dark`:return v(`quarto-trait-dark`);case`round`:return v(`quarto-trait-round`);case`square`:return v(`quarto-trait-square`);case`solid`:return v(`quarto-trait-solid`);case`hollow`:return v(`quarto-trait-hollow`);default:return e}}function P(e){return v(`board-quarto-piece`,{height:Ir(e&1?`tall`:`short`),colour:Ir(e&2?`dark`:`light`),shape:Ir(e&4?`square`:`round`),top:Ir(e&8?`hollow`:`solid`)})}function Lr(e){return e.result===`draw`?v(`board-quarto-value-draw`):e.distance===null?e.result===`win`?v(`board-quarto-value-wins`):v(`board-quarto-value-loses`):e.result===`win`?v(`board-quarto-value-wins-in`,{distance:e.distance}):v(`board-quarto-value-loses-in`,{distance:e.distance})}function Rr(e){let[t,n]=e.split(`-`);return!t||!n?e:t[1]===n[1]?v(`board-quarto-row`,{row:t[1]}):t[0]===n[0]?v(`board-quarto-column`,{column:t[0]}):Math.abs(t.charCodeAt(0)-n.charCodeAt(0))===1?v(`board-quarto-square`,{cells:e}):v(`board-quarto-diagonal`,{cells:e})}function zr(e){switch(e){case`short`:return v(`learn-pieces-short`);case`tall`:return v(`learn-pieces-tall`);case`light`:return v(`learn-pieces-light`);case`dark`:return v(`learn-pieces-dark`);case`round`:return v(`learn-pieces-round`);case`square`:return v(`learn-pieces-square`);case`solid`:return v(`learn-pieces-solid`);case`hollow`:return v(`learn-pieces-hollow`);default:return e}}function Br(e){switch(e.kind){case`quarto`:{let t=e.alignments.map(e=>{let t=e.traits.map(zr).join(` `);return e.square?v(`board-quarto-reason-square`,{traits:t,cells:e.name}):v(`board-quarto-reason-line`,{traits:t,line:Rr(e.name)})});return t.length>0?y(t):null}case`full`:return v(`end-full`);default:return null}}var F={get name(){return v(`game-quarto`)},get blurb(){return v(`board-quarto-blurb`)},action(e){let t=Mr(e);if(!t)return v(`board-quarto-placed`,{cell:e});switch(t.kind){case`give`:return v(`board-quarto-gave`,{piece:P(t.piece),action:e});case`claim`:return v(`board-quarto-claimed`,{alignment:t.alignment});case`pass`:return v(`board-quarto-passed`);case`place`:return v(`board-quarto-placed`,{cell:t.cell})}},proposal(e){let t=Mr(e);switch(t?.kind){case`give`:return v(`board-quarto-give-piece`,{piece:P(t.piece)});case`claim`:return v(`board-quarto-claim-on`,{alignment:t.alignment});case`pass`:return v(`board-quarto-pass-no-claim`);case`place`:return v(`board-quarto-place-on`,{cell:t.cell});default:return e}},reason:Br,rules(e){let t=[];for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`attributes`&&r!==Er.join(`,`)&&t.push(v(`board-quarto-rules-only`,{traits:y(r.split(`,`).map(e=>F.options.attribute[e]??e))})),e===`squares`&&r===`yes`&&t.push(v(`board-quarto-rules-squares`)),e===`win`&&r===`announce`&&t.push(v(`board-quarto-rules-announce`))}return t.length>0?t.join(` · `):v(`board-standard-rules`)},options:{get attributes(){return`${v(`board-quarto-option-traits`)} `},get attribute(){return{height:v(`board-quarto-height`),colour:v(`board-quarto-colour`),shape:v(`board-quarto-shape`),top:v(`board-quarto-top`)}},get squares(){return v(`board-quarto-option-squares`)},get announce(){return v(`board-quarto-option-announce`)}},board:{get label(){return v(`board-quarto-label`)},empty:e=>v(`board-quarto-cell-empty`,{cell:e}),occupied:(e,t)=>v(`board-quarto-cell`,{cell:e,piece:P(t)}),place:(e,t,n)=>{let r=t===null?v(`board-quarto-place-the-piece`,{cell:e}):v(`board-quarto-place`,{cell:e,piece:P(t)});return n?`${r} (${Lr(n)})`:r},cellValue:(e,t)=>`${e}: ${Lr(t)}`,claim:(e,t)=>v(t?`board-quarto-claim-square`:`board-quarto-claim-line`,{alignment:e}),get placeThis(){return v(`board-quarto-place-this`)},get inHand(){return v(`board-quarto-in-hand`)},claimChip:e=>`Quarto! ${e}`,get passChip(){return v(`board-pass-chip`)},places:e=>v(`board-quarto-places`,{seat:e}),get chooseGift(){return v(`board-quarto-choose-gift`)},choosesGift:e=>v(`board-quarto-chooses-gift`,{seat:e}),get pool(){return v(`web-board-quarto-pool`)},get poolHeading(){return v(`board-quarto-pool-heading`)},give:(e,t)=>{let n=v(`board-quarto-give`,{piece:P(e)});return t?`${n} (${Lr(t)})`:n},giveValue:(e,t)=>`${v(`board-quarto-give`,{piece:P(e)})}: ${Lr(t)}`,played:e=>v(`board-quarto-played`,{piece:P(e)}),get pickLine(){return v(`board-quarto-pick-line`)},get cancel(){return v(`play-confirm-no`)},get call(){return`Quarto!`},get pass(){return v(`board-quarto-pass`)},get announceNote(){return v(`board-quarto-announce-note`)}},editor:{get label(){return v(`board-quarto-editor-label`)},get help(){return v(`board-quarto-editor-help`)},get hand(){return v(`board-quarto-in-hand`)},get noHand(){return v(`board-quarto-editor-no-hand`)},get clear(){return v(`board-quarto-editor-clear`)}},analysis:{value:Lr,mark:Fr,legend:e=>`${v(e?`board-quarto-legend`:`board-quarto-legend-no-distances`)} `}},Vr=F.board,Hr=F.analysis.mark,Ur={top:`#fbefd2`,front:`#efd39c`,side:`#d2b277`,hole:`#3a2410`},Wr={top:`#7b4c29`,front:`#55301a`,side:`#3b200f`,hole:`#0d0703`},Gr=`#21150b`;function Kr(e){let t=!!(e&1),n=!!(e&2),r=!!(e&4),i=!!(e&8),a=n?Wr:Ur,o=t?46:20,s=E(`g`,{class:`piece piece-${e.toString(16)}`});if(s.append(E(`title`,{},P(e))),r){let e=15-9/2,t=74-o;s.append(E(`path`,{d:`M40.5 ${t} l9 -9 v${o} l-9 9 z`,fill:a.side,stroke:Gr,"stroke-width":1.5,"stroke-linejoin":`round`}),E(`rect`,{x:e,y:t,width:30,height:o,fill:a.front,stroke:Gr,"stroke-width":1.5}),E(`path`,{d:`M${e} ${t} l9 -9 h30 l-9 9 z`,fill:a.top,stroke:Gr,"stroke-width":1.5,"stroke-linejoin":`round`})),i&&s.append(E(`path`,{d:`M18.5 ${t-2} l4 -4 h18 l-4 4 z`,fill:a.hole,stroke:n?`#e9cf9e`:Gr,"stroke-width":1.5,"stroke-linejoin":`round`}))}else{let e=6.5,t=74-o;s.append(E(`path`,{d:`M13 ${t} V74 A17 ${e} 0 0 0 47 74 V${t} Z`,fill:a.front,stroke:Gr,"stroke-width":1.5}),E(`ellipse`,{cx:30,cy:t,rx:17,ry:e,fill:a.top,stroke:Gr,"stroke-width":1.5})),i&&s.append(E(`ellipse`,{cx:30,cy:t,rx:11,ry:4.1,fill:a.hole,stroke:n?`#e9cf9e`:Gr,"stroke-width":1.5}))}return s}function qr(e,t=48){let n=E(`svg`,{viewBox:`0 0 60 80`,width:t,height:t*80/60,class:`piece-icon`});return n.append(Kr(e)),n}var Jr=100,Yr=24,Xr=448;function Zr(e){let t=e%4,n=Math.floor(e/4);return[Yr+t*Jr+Jr/2,Yr+(3-n)*Jr+Jr/2]}function Qr(e){return{board:$r(e),side:ei(e),layout:`quarto-layout`}}function $r(e){let t=E(`svg`,{viewBox:`0 0 ${Xr} ${Xr}`,class:`quarto-board`,role:`group`,"aria-label":Vr.label});t.append(E(`rect`,{x:4,y:4,width:440,height:440,rx:28,class:`quarto-wood`}));for(let e=0;e<4;e++)t.append(E(`text`,{x:Yr+e*Jr+Jr/2,y:442,class:`coord`},Dr[e]));for(let e=0;e<4;e++)t.append(E(`text`,{x:12,y:Yr+(3-e)*Jr+Jr/2+5,class:`coord`},String(e+1)));let n=E(`g`,{class:`pieces`,"aria-hidden":`true`}),r=[...e.cells].sort((e,t)=>Math.floor(t.index/4)-Math.floor(e.index/4)||e.index%4-t.index%4);for(let e of r){let[r,i]=Zr(e.index),a=E(`g`,{class:`cell${e.target?` target`:``}${e.last?` last`:``}`,"data-cell":e.name});if(a.append(E(`circle`,{cx:r,cy:i,r:44,class:`hole`})),e.piece!==null){let t=Kr(e.piece);t.setAttribute(`transform`,`translate(${r-30} ${i-48})`),n.append(E(`g`,{"data-anim":`piece:${Nr(e.piece)}`},t))}e.last&&(a.append(E(`circle`,{cx:r,cy:i,r:46,class:`last-ring`})),a.append(E(`path`,{d:`M${r+30} ${i-44} l12 0 l-6 10 z`,class:`last-mark`}))),e.value&&a.append(E(`rect`,{x:r-24,y:i+18,width:48,height:22,rx:6,class:`value-badge ${e.value.result}`}),E(`text`,{x:r,y:i+34,class:`value-text ${e.value.result}`},Hr(e.value)),E(`title`,{},Vr.cellValue(e.name,e.value))),e.target?(a.append(E(`circle`,{cx:r,cy:i,r:40,class:`target-ring`})),a.setAttribute(`data-drop`,``),Rt(a,e.target.label,e.target.intent)):a.setAttribute(`aria-label`,e.label),t.append(O(a,`cell:${e.name}`))}for(let n of e.won)t.append(ii(n,`claimed-line`));t.append(n);for(let n of e.claims)t.append(O(Rt(ri(n),n.target.label,n.target.intent),`claim:${n.name}`));return t}function ei(e){let t=T(`div`,{class:`quarto-side`}),n=T(`div`,{class:`hand-box`}),r=e.hand;if(r&&(n.append(T(`div`,{class:`label hand-label`},r.label)),r.piece!==null)){let e=T(`div`,{class:`hand-piece`,"data-hand":Nr(r.piece),"data-anim":`piece:${Nr(r.piece)}`},qr(r.piece,56));r.draggable&&Lt(e,`piece:${Nr(r.piece)}`),n.append(e,T(`div`,{class:`piece-words`},P(r.piece)))}t.append(n);let i=T(`div`,{class:`pool`,role:`group`,"aria-label":Vr.pool});for(let t of e.pool){let e=Nr(t.piece),n=T(`div`,{class:`pool-slot${t.used?` used`:``}${t.target?` target`:``}`,"data-piece":e});t.used||n.append(T(`span`,{class:`pool-piece`,"data-anim":`piece:${e}`},qr(t.piece,40))),t.value&&n.append(T(`span`,{class:`value-badge ${t.value.result}`,title:Vr.giveValue(t.piece,t.value)},Hr(t.value))),t.target?Rt(n,t.target.label,t.target.intent):n.setAttribute(`aria-label`,t.label),n.title=P(t.piece),i.append(t.used?n:O(n,`pool:${e}`))}if(t.append(T(`div`,{class:`label pool-label`},Vr.poolHeading),i),e.announce){let n=T(`div`,{class:`claims`});e.announce.hint&&n.append(T(`p`,{class:`hint`},e.announce.hint));for(let t of e.announce.buttons)n.append(O(T(`button`,{class:t.class,"data-intent":t.intent},t.text),`button:${t.intent}`));n.append(T(`p`,{class:`small`},e.announce.note)),t.append(n)}return t}function ti(e){let t=Mr(e),n=F.action(e);switch(t?.kind){case`give`:return T(`span`,{class:`chip give`,title:n},qr(t.piece,18));case`place`:return T(`span`,{class:`chip place`,title:n},t.cell);case`claim`:return T(`span`,{class:`chip claim`,title:n},Vr.claimChip(t.alignment));default:return T(`span`,{class:`chip`,title:n},e===`pass`?Vr.passChip:e)}}function ni(e){return qr(parseInt(e.replace(/^piece:/,``),16),64)}function ri(e){let t=ii(e,`claim-target`);if(!e.square)return t;let n=e.cells.map(e=>Zr(e)[0]),r=e.cells.map(e=>Zr(e)[1]),[i,a]=[(Math.min(...n)+Math.max(...n))/2,(Math.min(...r)+Math.max(...r))/2];return E(`g`,{class:`claim-target square-claim`},t,E(`circle`,{cx:i,cy:a,r:27,class:`square-handle`}))}function ii(e,t){if(e.square){let n=e.cells.map(e=>Zr(e)[0]),r=e.cells.map(e=>Zr(e)[1]);return E(`rect`,{x:Math.min(...n)-46,y:Math.min(...r)-46,width:192,height:192,rx:40,class:`${t} square-shape`})}let[n,r]=Zr(e.cells[0]),[i,a]=Zr(e.cells[3]),o=Math.hypot(i-n,a-r),[s,c]=[(i-n)/o,(a-r)/o],[l,u]=[-c*27,s*27],[d,f]=[s*30,c*30];return E(`polygon`,{points:[[n-d+l,r-f+u],[i+d+l,a+f+u],[i+d-l,a+f-u],[n-d-l,r-f-u]].map(([e,t])=>`${e.toFixed(1)},${t.toFixed(1)}`).join(` `),class:`${t} line-shape`})}var ai=F.editor,oi={cells:Array(16).fill(null),hand:null,picked:null};function si(e){let t=e.trim();if(t===``)return oi;if(!/^[.0-9a-f]{4}(\/[.0-9a-f]{4}){3}\s+([0-9a-f]|-|\*)$/i.test(t))return null;let n=Ar(t.toLowerCase()),r=[...n.cells,n.hand].filter(e=>e!==null);return new Set(r).size===r.length?{cells:n.cells,hand:n.hand,picked:null}:null}function ci(e){let t=[3,2,1,0].map(t=>e.cells.slice(t*4,t*4+4).map(e=>e===null?`.`:Nr(e)).join(``)),n=e.cells.every(e=>e===null),r=e.hand===null?n?`-`:`*`:Nr(e.hand);return`${t.join(`/`)} ${r}`}function li(e){return Array.from({length:16},(e,t)=>t).filter(t=>t!==e.hand&&!e.cells.includes(t))}function ui(e,t){return li(e).includes(t)?{...e,picked:e.picked===t?null:t}:e}function di(e,t){let n=[...e.cells];return n[t]=e.picked,{...e,cells:n,picked:null}}function fi(e){return{...e,hand:e.picked,picked:null}}function pi(e,t){let n=T(`div`,{class:`quarto-editor`,role:`group`,"aria-label":ai.label});return $t(n,e,oi,{read:si,write:ci},[`data-cell`,`data-piece`,`class`],(e,t)=>{let r=T(`div`,{class:`editor-board`});for(let n of[3,2,1,0])for(let i=0;i<4;i++){let a=n*4+i,o=e.cells[a],s=Or(a);r.append(T(`button`,{type:`button`,class:`editor-cell`,"data-cell":s,"aria-label":o===null?F.board.empty(s):F.board.occupied(s,o),onclick:()=>t(di(e,a))},o===null?T(`span`,{class:`editor-cell-name`},s):qr(o,32)))}let i=T(`button`,{type:`button`,class:`editor-hand`,"aria-label":`${ai.hand} ${e.hand===null?ai.noHand:P(e.hand)}`,onclick:()=>t(fi(e))},e.hand===null?T(`span`,{class:`small`},ai.noHand):qr(e.hand,32)),a=T(`div`,{class:`editor-pool`,role:`group`,"aria-label":F.board.poolHeading});for(let n of li(e))a.append(T(`button`,{type:`button`,class:`editor-piece`,"data-piece":Nr(n),title:P(n),"aria-pressed":String(e.picked===n),onclick:()=>t(ui(e,n))},qr(n,32)));n.replaceChildren(T(`p`,{class:`small`},ai.help),T(`div`,{class:`editor-layout`},r,T(`div`,{class:`editor-side`},T(`span`,{class:`small`},ai.hand),i,T(`button`,{type:`button`,class:`editor-clear`,onclick:()=>t(oi)},ai.clear))),a)},t)}var I=F.board;function mi(e,t){let n=Ar(e.position),r=jr(e.rules),i=new Set(e.legal),a=e.legal.map(Mr),o=a.some(e=>e?.kind===`place`),s=a.some(e=>e?.kind===`give`),c=e.legal.length>0,l=t.claiming,u=null;for(let t=e.history.length-1;t>=0&&u===null;t--){let n=Mr(e.history[t].action);n?.kind===`place`&&(u=kr(n.cell))}let d=n.cells.map((t,r)=>{let a=Or(r),s=t===null?e.values?.get(a):void 0,c=!l&&o&&i.has(a);return{name:a,index:r,piece:t,last:r===u,value:s,target:c?{intent:`play:${a}`,label:I.place(a,n.hand,s)}:void 0,label:t===null?I.empty(a):I.occupied(a,t)}}),f=null;if(n.hand!==null){let t=o?I.placeThis:e.toMove===null?I.inHand:I.places(e.seatName(e.toMove));f={piece:n.hand,label:t,draggable:o}}else e.toMove!==null&&(f={piece:null,label:s?I.chooseGift:I.choosesGift(e.seatName(e.toMove)),draggable:!1});let p=new Set(n.cells.filter(e=>e!==null)),m=[];for(let t=0;t<16;t++){let r=p.has(t)||n.hand===t,a=Nr(t),o=r?void 0:e.values?.get(a),c=!l&&s&&i.has(a);m.push({piece:t,used:r,value:o,target:c?{intent:`play:${a}`,label:I.give(t,o)}:void 0,label:r?I.played(t):P(t)})}let h=null;if(r.announce&&e.live){let e=[],t=null;c&&(l?(t=I.pickLine,e.push({text:I.cancel,intent:`cancel`})):e.push({text:I.call,intent:`claim`,class:`quarto-call`}),i.has(`pass`)&&e.push({text:I.pass,intent:`play:pass`})),h={hint:t,buttons:e,note:I.announceNote}}return{cells:d,won:Pr(!0).filter(t=>e.highlights.winning_lines?.includes(t.name)),claims:l?Pr(r.squares).map(e=>({...e,target:{intent:`claim:${e.name}`,label:I.claim(e.name,e.square)}})):[],hand:f,pool:m,announce:h}}var hi={claiming:!1},gi={claiming:!0};function _i(e,t,n){switch(t.verb){case`play`:return{selection:e,play:t.arg};case`claim`:return t.arg===``?{selection:gi}:{selection:hi,play:`Q:${t.arg}`};case`cancel`:return{selection:hi};default:return{selection:e}}}var vi={initial:()=>hi,reset:()=>hi,settle:e=>e,reduce:_i,scene:mi,render:Qr,ghost:ni},yi=F.options,bi={kind:`set`,key:`attributes`,get label(){return yi.attributes},anchor:`attributes`,items:Er.map(e=>({value:e,name:`attr-${e}`,get label(){return yi.attribute[e]}}))},L=[{tag:`quarto`,texts:{get name(){return F.name},get blurb(){return F.blurb},action:F.action,proposal:F.proposal,rules:F.rules,seatName:()=>null,analysis:F.analysis,reason:e=>F.reason(e)},lobby:{get options(){return[bi,{kind:`flag`,key:`squares`,name:`squares`,label:yi.squares,initial:!1,anchor:`squares`},{kind:`flag`,key:`announce`,name:`announce`,label:yi.announce,initial:!1,anchor:`announce`}]},seats:2,text:e=>`attributes=${vr(e,bi).join(`,`)} squares=${gr(e,`squares`)?`yes`:`no`} win=${gr(e,`announce`)?`announce`:`auto`}`},board:e=>new Ut(vi,e),diagram:e=>Qt(vi,e,gt),chip:ti,sound:e=>e.startsWith(`Q:`)?`claim`:`move`,editor:pi},zn,Tr],xi=new Map(L.map(e=>[e.tag,e])),Si=class extends Error{constructor(e){super(vt(e)),b(this,`tag`,void 0),this.tag=e}};function Ci(e){return xi.get(e)}function R(e){let t=xi.get(e);if(!t)throw new Si(e);return t}function wi(e,t){return R(e).texts.action(t)}var Ti=`quartet.carried`;function Ei(e){try{sessionStorage.setItem(Ti,JSON.stringify(e))}catch{}}function Di(){let e=null;try{e=sessionStorage.getItem(Ti),sessionStorage.removeItem(Ti)}catch{return null}return e===null?null:Oi(e)}function Oi(e){let t;try{t=JSON.parse(e)}catch{return null}if(typeof t!=`object`||!t)return null;let{record:n,ply:r,bots:i}=t;return typeof n!=`string`||typeof r!=`number`||!Number.isInteger(r)||r<0||!Array.isArray(i)||!i.every(e=>e===null||typeof e==`string`)?null:{record:n,ply:r,bots:i}}function ki(e){switch(e.kind){case`exact_solver`:return v(`learn-judge-exact-solver`);case`alpha_beta`:return v(`learn-judge-alpha-beta`,{nodes:e.nodes});case`information_set_search`:return v(`learn-judge-information-set-search`,{playouts:e.playouts})}}function z(e){return e.charAt(0).toLocaleUpperCase(rt())+e.slice(1)}function Ai(e){let[t,n]=e.split(`-`);return!t||!n?``:t[1]===n[1]?v(`learn-row`,{number:Number(t[1])}):t[0]===n[0]?v(`learn-column`,{letter:t[0]}):Math.abs(t.charCodeAt(0)-n.charCodeAt(0))===1?v(`learn-square`):v(`learn-diagonal`)}function ji(e,t){return v(`learn-quarto`,{alignment:Ai(e),line:e,traits:t.map(zr).join(` ${v(`learn-and`)} `)})}function Mi(e,t){let n=t=>wi(e,t);switch(t.kind){case`win_at`:return z(v(`learn-why-win-at`,{cell:t.cell,quarto:ji(t.line,t.shared)}));case`gift_wins`:{let e=Mr(t.piece),n=e?.kind===`give`?P(e.piece):t.piece;return z(v(`learn-why-gift-wins`,{piece:t.piece,traits:n,cell:t.cell,quarto:ji(t.line,t.shared)}))}case`no_safe_gift`:return z(v(`learn-why-no-safe-gift`));case`no_quarto`:return z(v(`learn-why-no-quarto`,{cell:t.cell}));case`claim_missed`:return z(v(`learn-why-claim-missed`,{line:t.line}));case`opponent_wins`:return z(t.distance===null?v(`learn-why-opponent-wins`):v(`learn-why-opponent-wins-in`,{distance:t.distance}));case`win_lost`:return z(v(`learn-why-win-lost`,{now:t.now}));case`too_slow`:return z(v(`learn-why-too-slow`,{distance:t.distance,within:t.within}));case`no_square`:return z(v(`learn-why-no-square`));case`capture_allowed`:return z(v(`learn-why-capture-allowed`,{reply:t.reply,point:t.point}));case`escapes`:return z(v(`learn-why-escapes`,{reply:t.reply}));case`missed`:return z(v(`learn-why-missed`,{action:n(t.action)}));case`win_allowed`:return z(v(`learn-why-win-allowed`,{reply:t.reply}));case`claims_left`:return z(v(`learn-why-claims-left`,{possible:t.possible,wanted:t.wanted}));case`card_missed`:return z(v(`learn-why-card-missed`,{card:t.card,quarter:t.quarter}));case`no_card_shows`:return z(v(`learn-why-no-card-shows`));case`weaker`:return z(v(`learn-why-weaker`));case`goal_does_not_fit`:return z(v(`learn-why-goal-does-not-fit`,{goal:t.goal}))}}function Ni(e){return e.kind===`exact`&&e.result?e.distance===0?e.result===`win`?v(`study-eval-won`):e.result===`loss`?v(`study-eval-lost`):v(`learn-eval-draw`):e.result===`draw`?v(`learn-eval-draw`):e.distance===null?e.result===`win`?v(`learn-eval-win`):v(`learn-eval-loss`):e.result===`win`?v(`learn-eval-win-in`,{distance:e.distance}):v(`learn-eval-loss-in`,{distance:e.distance}):e.score===null?`?`:v(`learn-eval-estimate`,{percent:Math.round(e.score*100)})}function Pi(e){let t=/^win-in-(\d)$/.exec(e);if(t)return v(`study-theme-win-in`,{count:Number(t[1])});let n=/^capture-in-(\d)$/.exec(e);if(n)return v(`study-theme-capture-in`,{count:Number(n[1])});switch(e){case`only-safe-piece`:return v(`study-theme-only-safe-piece`);case`only-drawing-move`:return v(`study-theme-only-drawing-move`);case`protected-square`:return v(`study-theme-protected-square`);case`claim-two`:return v(`study-theme-claim-two`);case`mistake`:return v(`study-theme-mistake`);default:return e}}function Fi(e){switch(e){case`inaccuracy`:return v(`learn-severity-inaccuracy`);case`mistake`:return v(`learn-severity-mistake`);case`blunder`:return v(`learn-severity-blunder`)}}var B={title:e=>`${e} · Quartet`,get loading(){return v(`play-loading`)},nav:{get rules(){return v(`study-nav-rules`)},get learn(){return v(`study-nav-learn`)},get puzzles(){return v(`study-nav-puzzles`)},get lobby(){return`← ${v(`web-to-lobby`)}`}},get contents(){return v(`study-contents`)},lobby:{get heading(){return v(`study-heading`)},get intro(){return v(`study-intro`)}},learnLink:e=>v(`study-learn-link`,{game:e}),rulesLink:e=>v(`study-rules-link`,{game:e}),lessons:{progress:(e,t)=>v(`study-lessons-progress`,{done:e,of:t}),get hint(){return v(`study-lessons-hint`)},get again(){return v(`study-lessons-again`)},get next(){return v(`study-lessons-next`)},get finished(){return v(`study-lessons-finished`)},get play(){return v(`study-lessons-play`)},done:`✓`,get right(){return v(`study-lessons-right`)},replied:e=>v(`study-lessons-replied`,{action:e})},puzzles:{get heading(){return v(`study-puzzles-heading`)},get intro(){return v(`study-puzzles-intro`)},get daily(){return v(`study-puzzles-daily`)},get next(){return v(`study-puzzles-next`)},rating:(e,t)=>v(`study-puzzles-rating`,{rating:Math.round(e),deviation:Math.round(2*t)}),puzzleRating:(e,t,n)=>v(`study-puzzles-puzzle-rating`,{rating:e,tries:t,solved:n}),dayOf:e=>v(`study-puzzles-day-of`,{day:pt(e)}),youPlay:e=>v(`study-puzzles-you-play`,{seat:e}),get solved(){return v(`study-puzzles-solved`)},get failed(){return v(`study-puzzles-failed`)},solution:e=>v(`study-puzzles-solution`,{line:e}),change:e=>v(`study-puzzles-change`,{change:`${e>=0?`+`:`−`}${dt(Math.abs(Math.round(e)))}`})},review:{heading:e=>v(`study-review-heading`,{game:e}),by:(e,t)=>t<50?v(`study-review-by-quick`,{engine:ki(e),seconds:dt(.1,1)}):v(`study-review-by`,{engine:ki(e),seconds:dt(t/1e3,1)}),get chart(){return v(`study-review-chart`)},get chartMany(){return v(`study-review-chart-many`)},get back(){return`← ${v(`study-review-back`)}`},mistakes:e=>e===0?v(`study-review-no-mistakes`):v(`study-review-mistakes`,{count:e}),best:e=>v(`study-review-best`,{action:e}),value:(e,t)=>`${e} → ${t}`,get playAgain(){return v(`study-review-play-again`)},get notOver(){return v(`study-review-not-over`)}},hints:{get heading(){return v(`study-hints-heading`)},deadly:e=>v(`study-hints-deadly`,{pieces:e}),poisoned:e=>v(`study-hints-poisoned`,{cells:e}),threatened:e=>v(`study-hints-threatened`,{points:e}),unsafe:e=>v(`study-hints-unsafe`,{count:e}),near:(e,t,n,r)=>v(`study-hints-near`,{card:e,colour:j(t),space:n,quarter:r}),get none(){return v(`study-hints-none`)},get warnGift(){return v(`study-hints-warn-gift`)},get warnCell(){return v(`study-hints-warn-cell`)},get warnMove(){return v(`study-hints-warn-move`)},get option(){return v(`study-hints-option`)},get optionHelp(){return v(`study-hints-option-help`)}},game:{get review(){return v(`study-game-review`)}}};function Ii(e,t,n,r){let i=n.hints;if(n.hints_on&&i){let t=[];i.deadly_gifts.length>0&&t.push(B.hints.deadly(i.deadly_gifts.join(`, `))),i.poisoned_cells.length>0&&t.push(B.hints.poisoned(i.poisoned_cells.join(`, `))),i.threatened.length>0&&t.push(B.hints.threatened(i.threatened.join(`, `))),i.unsafe_moves.length>0&&t.push(B.hints.unsafe(i.unsafe_moves.length));for(let e of i.near_cards)t.push(B.hints.near(e.card,e.colour,e.space,e.quarter));e.replaceChildren(T(`section`,{class:`hints`,"aria-label":B.hints.heading},T(`h2`,{},B.hints.heading),...(t.length>0?t:[B.hints.none]).map(e=>T(`p`,{},e))))}else e.replaceChildren();let a=[];n.status===`finished`&&n.ply>0&&a.push(T(`p`,{},T(`a`,{href:`/game/${n.id}/review`,"data-link":!0,class:`button review-link`},B.game.review))),a.push(T(`p`,{class:`small`},T(`a`,{href:`/rules/${n.game}`,"data-link":!0},B.rulesLink(r.texts.name)))),t.replaceChildren(...a)}function Li(e,t){let n=e.hints;return!e.hints_on||!n?null:n.deadly_gifts.includes(t)?B.hints.warnGift:n.poisoned_cells.includes(t)?B.hints.warnCell:n.unsafe_moves.includes(t)?B.hints.warnMove:null}var Ri=`<rect x='3' y='4' width='10' height='11' rx='1' fill='%235a3418'/><ellipse cx='8' cy='4' rx='5' ry='2' fill='%237b4c29'/>`,zi=`<circle cx='12' cy='4' r='4' fill='%23e0341e' stroke='white' stroke-width='1.2'/>`;function Bi(e){return`data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E${Ri}${e?zi:``}%3C/svg%3E`}var Vi=!1,Hi=!1;function Ui(e){Vi=e,Gi()}function Wi(e){Hi=e,Gi()}function Gi(){let e=Vi||Hi,t=document.querySelector(`link[rel=icon]`);t||(t=document.createElement(`link`),t.rel=`icon`,document.head.append(t));let n=Bi(e);t.getAttribute(`href`)!==n&&t.setAttribute(`href`,n),t.dataset.turn=String(e)}var Ki=`quartet.sound`,qi=`quartet.confirm`,Ji=`quartet.theme`;function Yi(e){try{return localStorage.getItem(e)}catch{return null}}function Xi(e,t){try{localStorage.setItem(e,t)}catch{}}var Zi=new Set;function Qi(e){return Zi.add(e),()=>Zi.delete(e)}function $i(){for(let e of Zi)e()}function ea(){return Yi(Ki)!==`off`}function ta(e){Xi(Ki,e?`on`:`off`),$i()}function na(){return Yi(qi)===`on`}function ra(e){Xi(qi,e?`on`:`off`),$i()}function ia(){let e=Yi(Ji);return e===`light`||e===`dark`?e:`auto`}function aa(e){Xi(Ji,e),ua(),$i()}function oa(){let e=ia();return e===`auto`?typeof matchMedia==`function`&&matchMedia(`(prefers-color-scheme: dark)`).matches?`dark`:`light`:e}var sa=!1,ca={light:`#f5f1ea`,dark:`#17140f`};function la(e){document.documentElement.dataset.theme=e,document.querySelector(`meta[name="theme-color"]`)?.setAttribute(`content`,ca[e])}function ua(){la(oa()),!sa&&typeof matchMedia==`function`&&(sa=!0,matchMedia(`(prefers-color-scheme: dark)`).addEventListener(`change`,()=>la(oa())))}function da(e){return e===`auto`?`light`:e===`light`?`dark`:`auto`}var fa=`quartet.chat-muted`,pa=200;function ma(){try{let e=JSON.parse(Yi(fa)??`{}`);return typeof e==`object`&&e?e:{}}catch{return{}}}function ha(e){let t=ma()[e];return Array.isArray(t)?t.filter(e=>Number.isInteger(e)):[]}function ga(e,t,n){let r=ma(),i=new Set(ha(e));n?i.add(t):i.delete(t),delete r[e],i.size>0&&(r[e]=[...i].sort((e,t)=>e-t));let a=Object.keys(r);for(let e of a.slice(0,Math.max(0,a.length-pa)))delete r[e];Xi(fa,JSON.stringify(r)),$i()}var _a=null;function va(){if(_a)return _a;let e=window.AudioContext;if(!e)return null;try{_a=new e}catch{return null}return _a}function ya(){let e=()=>{let t=va();t&&t.state===`suspended`&&t.resume(),window.removeEventListener(`pointerdown`,e),window.removeEventListener(`keydown`,e)};window.addEventListener(`pointerdown`,e),window.addEventListener(`keydown`,e)}function ba(e,t,n,r,i,a,o=1){let s=e.createOscillator(),c=e.createGain();s.type=i,s.frequency.setValueAtTime(n,t),o!==1&&s.frequency.exponentialRampToValueAtTime(n*o,t+r),c.gain.setValueAtTime(1e-4,t),c.gain.exponentialRampToValueAtTime(a,t+.005),c.gain.exponentialRampToValueAtTime(1e-4,t+r),s.connect(c).connect(e.destination),s.start(t),s.stop(t+r+.02)}function xa(e,t,n,r){let i=e.createBuffer(1,Math.ceil(e.sampleRate*.06),e.sampleRate),a=i.getChannelData(0);for(let e=0;e<a.length;e++)a[e]=(Math.random()*2-1)*(1-e/a.length)**3;let o=e.createBufferSource();o.buffer=i;let s=e.createBiquadFilter();s.type=`bandpass`,s.frequency.value=n*8,s.Q.value=1.5;let c=e.createGain();c.gain.value=r,o.connect(s).connect(c).connect(e.destination),o.start(t),ba(e,t,n,.09,`sine`,r*.8,.6)}var V={C5:523.25,E5:659.25,G5:783.99,C6:1046.5,A4:440,F4:349.23,D4:293.66,G4:392};function Sa(e){if(!ea())return;window.dispatchEvent(new CustomEvent(`quartet:sound`,{detail:e}));let t=va();if(!t)return;t.state===`suspended`&&t.resume();let n=t.currentTime+.01;switch(e){case`move`:xa(t,n,180,.5);break;case`capture`:xa(t,n,150,.55),xa(t,n+.11,110,.5);break;case`claim`:[V.C5,V.E5,V.G5].forEach((e,r)=>ba(t,n+r*.07,e,.35,`triangle`,.25));break;case`lowtime`:ba(t,n,880,.09,`square`,.08),ba(t,n+.16,880,.09,`square`,.08);break;case`win`:[V.C5,V.E5,V.G5,V.C6].forEach((e,r)=>ba(t,n+r*.11,e,.3,`triangle`,.22));break;case`lose`:[V.A4,V.F4,V.D4].forEach((e,r)=>ba(t,n+r*.15,e,.35,`sine`,.25));break;case`end`:[V.G4,V.C5].forEach((e,r)=>ba(t,n+r*.14,e,.35,`sine`,.22))}}function Ca(e){return e.seats.filter((t,n)=>!e.you.includes(n)&&t.kind!==`bot`&&t.taken).map(e=>e.seat)}function wa(e){return e.status===`live`&&e.you.length>0&&Ca(e).length>0}function Ta(e,t){let n={abort:!1,offerDraw:!1,askTakeBack:!1,mine:[],theirs:[],claim:null,firstTurn:null};if(!wa(e))return n;let r=e.offers,i=[],a=[];for(let[t,n]of[[`draw`,r.draw],[`take_back`,r.take_back]])n!==null&&(e.you.includes(n)?i.push(t):a.push({offer:t,seat:n}));let o=Ca(e),s=null;if(e.offers.claims&&t!==null){let n=o.map(t=>e.seats[t].left_at);n.every(e=>e!==null)&&(s={seats:o,at:Math.max(...n)+t})}let c=r.first_turn_ends!==null&&e.to_move!==null?{seat:e.to_move,mine:e.you.includes(e.to_move),at:r.first_turn_ends}:null;return{abort:e.you.some(e=>r.abortable.includes(e)),offerDraw:r.draws&&r.draw===null,askTakeBack:r.take_back===null&&e.history.some(t=>e.you.includes(t.seat)),mine:i,theirs:a,claim:s,firstTurn:c}}function Ea(e,t){if(e.id!==t.id||t.status!==`live`)return[];let n=[];for(let r of[`draw`,`take_back`]){let i=r===`draw`?e.offers.draw:e.offers.take_back,a=r===`draw`?t.offers.draw:t.offers.take_back;i!==null&&a===null&&e.you.includes(i)&&(r===`take_back`&&t.ply<e.ply||n.push({offer:r,fate:t.ply>e.ply?`lapsed`:`declined`}))}return n}var H={get loading(){return v(`play-loading`)},title:e=>v(`play-title`,{game:e}),titleYourTurn:e=>v(`play-title-your-turn`,{game:e}),get notFound(){return v(`play-not-found`)},notFoundDetail:e=>v(`play-not-found-detail`,{id:e}),header:(e,t,n)=>[e,t?v(`play-header-clock`,{clock:St(t)}):null,n?v(`play-header-watching`):null].filter(e=>e!==null).join(` · `),seatRefused:e=>v(`play-seat-refused`,{message:e}),link:{get open(){return`● ${v(`play-link-open`)}`},get connecting(){return`◌ ${v(`play-link-connecting`)}`},get reconnecting(){return`◌ ${v(`play-link-reconnecting`)}`},waiting:e=>`✕ ${v(`play-link-waiting`,{seconds:e})}`,refused:e=>`✕ ${e}`,get refusedByServer(){return v(`play-link-refused`)},get badToken(){return v(`play-link-bad-token`)}},seat:{bot:e=>v(`play-seat-bot`,{level:e?xt(e):`?`}),botAt:(e,t)=>v(`play-seat-bot-at`,{number:e+1,level:t?xt(t):`?`}),get you(){return` ${v(`play-seat-you`)}`},get kindBot(){return v(`play-seat-kind-bot`)},get thinking(){return v(`play-seat-thinking`)},get open(){return v(`play-seat-open`)},get invited(){return v(`play-seat-invited`)},get online(){return v(`play-seat-online`)},get offline(){return v(`play-seat-offline`)},get resigned(){return v(`play-seat-resigned`)},presence:e=>v(e?`play-seat-connected`:`play-seat-not-connected`)},presence:{spectators:e=>v(`play-spectators`,{count:e})},status:{replay:(e,t)=>v(`play-status-replay`,{at:e,of:t}),over:(e,t)=>v(`play-status-over`,{headline:e,detail:t}),thinking:e=>v(`play-status-thinking`,{seat:e}),waitingFor:e=>v(`play-status-waiting-for`,{names:y(e)}),yourTurnAs:e=>v(`play-status-your-turn-as`,{seat:e}),get yourTurn(){return v(`play-status-your-turn`)},toMove:e=>v(`play-status-to-move`,{seat:e}),last:(e,t)=>` ${v(`play-status-last`,{seat:e,action:t})}`},controls:{get takeBack(){return v(`play-take-back`)},get resign(){return v(`play-resign`)},get reallyResign(){return v(`play-really-resign`)},get reallyResignAll(){return v(`play-really-resign-all`)},get takeSeat(){return v(`play-take-seat`)},get openRematch(){return v(`play-open-rematch`)},get acceptRematch(){return v(`play-accept-rematch`)},get rematch(){return v(`play-rematch`)},get exportRecord(){return v(`play-export-record`)},get continueFromHere(){return v(`play-continue-from-here`)},get cancel(){return v(`play-cancel-game`)},get reallyCancel(){return v(`play-really-cancel`)},get cancelled(){return v(`play-cancelled`)},get recordSaved(){return v(`play-record-saved`)}},position:{get label(){return v(`play-position-label`)},get copy(){return v(`play-copy-position`)},get copied(){return v(`play-position-copied`)},get copyFailed(){return v(`play-copy-failed`)}},invites:{get heading(){return v(`play-invite-heading`)},linkFor:e=>v(`play-invite-link-for`,{number:e+1}),send:(e,t)=>v(t?`play-invite-send-open`:`play-invite-send-friend`,{seat:e}),get copy(){return v(`play-invite-copy`)},get copied(){return v(`play-invite-copied`)},get copyByHand(){return v(`play-invite-copy-by-hand`)}},history:{get heading(){return v(`play-history-heading`)},get slider(){return v(`play-history-slider`)},get first(){return v(`play-history-first`)},get back(){return v(`play-history-back`)},get forward(){return v(`play-history-forward`)},get live(){return v(`play-history-live`)},count:e=>v(`play-history-count`,{count:e}),showing:(e,t)=>v(`play-history-showing`,{at:e,of:t}),entry:(e,t)=>v(`play-history-entry`,{seat:e,action:t}),turnLabel:(e,t)=>v(`play-history-turn`,{turn:e,seat:t}),get none(){return v(`play-history-none`)}},confirm:{get label(){return v(`play-confirm-label`)},get option(){return v(`play-confirm-option`)},ask:e=>v(`play-confirm-ask`,{action:e}),get yes(){return v(`play-confirm-yes`)},get no(){return v(`play-confirm-no`)}},analysis:{get heading(){return v(`play-analysis-heading`)},get notAnalysed(){return v(`play-analysis-not-analysed`)},get show(){return v(`play-analysis-show`)},get hide(){return v(`play-analysis-hide`)},get thinking(){return v(`play-analysis-thinking`)},get over(){return v(`play-analysis-over`)},value:(e,t)=>v(`play-analysis-value`,{seat:e,value:t}),more:e=>v(`play-analysis-more`,{count:e})},banner:{get youWin(){return v(`play-you-win`)},get youLose(){return v(`play-you-lose`)},get close(){return v(`play-banner-close`)}},result:{get draw(){return v(`play-result-draw`)},get nobody(){return v(`play-result-nobody`)},get cancelled(){return v(`play-result-cancelled`)},cancelledBy:e=>v(`play-result-cancelled-by`,{seat:e}),get expired(){return v(`play-result-expired`)},wins:e=>v(`play-result-wins`,{seat:e}),outOfTime:e=>v(`play-result-out-of-time`,{seat:e}),resigned:e=>v(`play-result-resigned`,{seat:e}),resignedAll:e=>v(`play-result-resigned-all`,{seat:e})},cover:{pass:e=>v(`play-cover-pass`,{seat:e}),show:e=>v(`play-cover-show`,{seat:e})}},U={get heading(){return v(`table-heading`)},get abort(){return v(`table-abort`)},get reallyAbort(){return v(`table-really-abort`)},get offerDraw(){return v(`table-offer-draw`)},get askTakeBack(){return v(`table-ask-take-back`)},get accept(){return v(`table-accept`)},get decline(){return v(`table-decline`)},drawOffered:e=>v(`table-draw-offered`,{seat:e}),takeBackAsked:e=>v(`table-take-back-asked`,{seat:e}),drawPrompt:e=>v(`table-draw-prompt`,{seat:e}),takeBackPrompt:e=>v(`table-take-back-prompt`,{seat:e}),get drawDeclined(){return v(`table-draw-declined`)},get drawLapsed(){return v(`table-draw-lapsed`)},get takeBackDeclined(){return v(`table-take-back-declined`)},get takeBackLapsed(){return v(`table-take-back-lapsed`)},get theOthers(){return v(`table-the-others`)},firstTurnMine:e=>v(`table-first-turn-mine`,{seconds:e}),firstTurnTheirs:(e,t)=>v(`table-first-turn-theirs`,{seat:e,seconds:t}),claimWait:(e,t)=>v(`table-claim-wait`,{seat:e,seconds:t}),claimReady:e=>v(`table-claim-ready`,{seat:e}),get claimWin(){return v(`table-claim-win`)},get claimDraw(){return v(`table-claim-draw`)},get chatPlayers(){return v(`table-chat-players`)},get chatSpectators(){return v(`table-chat-spectators`)},get chatPlaceholder(){return v(`table-chat-placeholder`)},get chatSend(){return v(`table-chat-send`)},get chatSpectator(){return v(`table-chat-spectator`)},get chatNone(){return v(`table-chat-none`)},chatMute:e=>v(`table-chat-mute`,{seat:e})},Da={get aborted(){return v(`table-result-aborted`)},abortedBy:e=>v(`table-result-aborted-by`,{seat:e}),get abortedUnstarted(){return v(`table-result-aborted-unstarted`)},get agreement(){return v(`table-result-agreement`)},claimed:(e,t)=>v(`table-result-claimed`,{seat:e,others:t.length>0?y(t):v(`table-the-others`),count:t.length>0?t.length:2}),get abandoned(){return v(`table-result-abandoned`)},get abandonedWhy(){return v(`table-result-abandoned-why`)}};function Oa(e){return v(e===`abort`?`table-ended-abort`:e===`cancel`?`table-ended-cancel`:e===`abandoned`?`table-ended-abandoned`:`table-ended-over`)}function ka(e,t){return e===`agreement`?v(`table-ended-agreement`):e===`time`&&t!==`drawn`?v(`table-ended-${t}-time`):e===`resign`&&t!==`drawn`?v(`table-ended-${t}-resign`):e===`claim`?v(`table-ended-${t}-claim`):null}var Aa={state:null,receivedAt:0,pending:!1,replay:null,plies:null,pliesSeat:null,revealed:null};function ja(e,t,n){let r=e.state;if(r&&t.version<r.version)return null;let i=(!r||r.ply!==t.ply||r.version!==t.version)&&e.replay!==null&&e.plies!==null&&e.plies.length!==t.ply+1;return{model:{...e,state:t,receivedAt:n,pending:!1,plies:i?null:e.plies},refetch:i}}function Ma(e,t,n){let r=t.seats[n];return r?r.name?r.name:r.kind===`bot`?t.seats.filter(e=>e.kind===`bot`).length>1?H.seat.botAt(n,r.level):H.seat.bot(r.level):e.texts.seatName(n)??gt(n):gt(n)}function Na(e,t){return e.you.length===1&&e.you[0]===t}function Pa(e){return e.status===`live`&&e.to_move!==null&&e.seats[e.to_move]?.kind===`bot`}function Fa(e,t,n,r=[]){let i=H.result,a=e.termination===`cancel`?i.cancelled:e.termination===`abort`?Da.aborted:e.termination===`abandoned`?Da.abandoned:e.winner===null?e.termination===`resign`?i.nobody:i.draw:i.wins(t(e.winner)),o=``;return e.termination===`cancel`?o=e.seat===null?i.expired:i.cancelledBy(t(e.seat)):e.termination===`abort`?o=e.seat===null?Da.abortedUnstarted:Da.abortedBy(t(e.seat)):e.termination===`agreement`?o=Da.agreement:e.termination===`abandoned`?o=Da.abandonedWhy:e.termination===`claim`&&e.seat!==null?o=Da.claimed(t(e.seat),r.filter(t=>t!==e.seat).map(t)):e.termination===`time`&&e.seat!==null?o=i.outOfTime(t(e.seat)):e.termination===`resign`&&e.seat!==null?o=e.winner===null?i.resignedAll(t(e.seat)):i.resigned(t(e.seat)):e.reason&&(o=n.texts.reason?.(e.reason,t)??``),{headline:a,detail:o}}function Ia(e){return e.seats.every((t,n)=>e.you.includes(n)||t.kind===`bot`)}function La(e){return Ia(e)&&e.history.some(t=>e.you.includes(t.seat))}function Ra(e,t){return t.includes(e.game)?e.status===`finished`||e.you.length>0&&Ia(e):!1}function za(e,t){return e.hidden&&e.you.length>1&&e.status!==`finished`&&e.viewer!==null&&t!==e.viewer}function Ba(e,t){return!e.hidden||e.you.length<2||e.status===`finished`?null:e.viewer!==null&&t===e.viewer?e.viewer:null}function Va(e,t){return t.hidden?e.replay===null?t.position:null:e.replay===null?t.view:e.plies?.[e.replay]?.view??null}function Ha(e,t,n,r){let i=za(t,e.revealed),a=e.replay!==null&&e.plies?e.plies[e.replay]:null,o=e.replay!==null;return{position:a?a.view:t.position??t.view,rules:t.rules,legal:a||e.pending||i?[]:t.legal,history:a?t.history.slice(0,e.replay??0):t.history,viewer:o||t.position?null:t.viewer,toMove:o?t.history[e.replay??0]?.seat??null:t.to_move,seatName:n,live:!o,key:a?`${t.id}:replay:${e.replay}`:`${t.id}:${t.ply}:${t.viewer}`,values:r,highlights:a??t}}function Ua(e){return e.seats.filter(e=>e.kind!==`bot`).map(e=>e.seat)}function Wa(e,t,n,r){let i=H.status,a=e.replay,o=a===null?t.last:t.history[a-1]??null,s;if(a!==null)s=i.replay(a,t.ply);else if(t.result){let e=Fa(t.result,r,n,Ua(t));s=e.detail?i.over(e.headline,e.detail):e.headline}else s=t.status===`open`?i.waitingFor(t.seats.filter(e=>!e.taken).map(e=>r(e.seat))):t.legal.length>0?t.you.length>1?i.yourTurnAs(r(t.to_move??0)):i.yourTurn:Pa(t)?i.thinking(r(t.to_move??0)):t.to_move===null?``:i.toMove(r(t.to_move));return{main:s,last:o?i.last(r(o.seat),n.texts.action(o.action)):null}}function Ga(e,t,n){let r=e.result;if(!r)return null;let i=H.banner,a=Fa(r,t,n,Ua(e)),o=a.headline;return r.winner!==null&&e.you.length===1&&(o=e.you.includes(r.winner)?i.youWin:i.youLose),{headline:o,detail:a.detail}}function Ka(e,t){return t.status===`live`&&t.legal.length>0&&!za(t,e.revealed)}function qa(e,t,n=t.name){return Ka(e,t)?H.titleYourTurn(n):H.title(n)}function Ja(e){let t=[];return e.forEach((e,n)=>{let r=t[t.length-1];r&&r.seat===e.seat?r.actions.push({ply:n+1,action:e.action}):t.push({number:t.length+1,seat:e.seat,actions:[{ply:n+1,action:e.action}]})}),t}function Ya(e){let t=e=>{let t=/^(\d+(?:\.\d+)?)(ms|s|m|min|h)$/.exec(e.trim());return t?Number(t[1])*({ms:1,s:1e3,m:6e4,min:6e4,h:36e5}[t[2]]??0):0};if(e.endsWith(`/move`))return Math.min(1e4,t(e.slice(0,-5))/3);let n=t(e.split(`+`)[0]);return Math.max(1e4,Math.min(3e4,n/10))}function Xa(e,t,n,r){let i=e.clock;if(!i)return 0;let a=i.remaining_ms[t]??0;return i.running===t&&e.status===`live`?a-(r-n):a}function Za(e){let t=Math.max(0,e);if(t<1e4)return(Math.floor(t/100)/10).toFixed(1);let n=Math.ceil(t/1e3),r=Math.floor(n/3600),i=Math.floor(n%3600/60),a=n%60,o=r>0?String(i).padStart(2,`0`):String(i);return`${r>0?`${r}:`:``}${o}:${String(a).padStart(2,`0`)}`}function Qa(e){return T(`a`,{href:`/player/${encodeURIComponent(e)}`,"data-link":``,class:`player-link`},e)}function $a(e,t){return e?.account&&e.account===t?e.account:null}function eo(e,t){let n=$a(e,t);return n===null?document.createTextNode(t):Qa(n)}var W=H;function to(e,t,n){e.className=`link-status ${t.kind}`,e.textContent=t.kind===`open`?W.link.open:t.kind===`connecting`?t.attempt>0?W.link.reconnecting:W.link.connecting:t.kind===`waiting`?W.link.waiting(Math.max(0,Math.ceil((t.retryAt-n)/1e3))):W.link.refused(t.message)}function no(e,t){e.textContent=t.spectators>0?W.presence.spectators(t.spectators):``,e.dataset.spectators=String(t.spectators)}function ro(e,t,n,r,i){D(e);let a=Pa(t);t.seats.forEach((o,s)=>{let c=t.to_move===s&&t.status===`live`,l=o.connected&&(i||!t.you.includes(s)),u=``;u=o.kind===`bot`?c&&a?W.seat.thinking:W.seat.kindBot:o.taken?l?W.seat.online:W.seat.offline:o.kind===`open`?W.seat.open:W.seat.invited;let d=o.kind!==`bot`&&o.taken,f=t.clock?r(s):null,p=T(`div`,{class:`seat${c?` to-move`:``}${t.you.includes(s)?` mine`:``}${c&&a?` thinking`:``}`,"data-seat":String(s),"data-connected":d?String(l):null},T(`span`,{class:`turn-mark`,"aria-hidden":`true`},c?`▶`:``),T(`span`,{class:`seat-name`},d?T(`span`,{class:`presence ${l?`on`:`off`}`,title:W.seat.presence(l),"aria-hidden":`true`}):null,eo(o,n(s)),Na(t,s)?W.seat.you:``),u?T(`span`,{class:`seat-kind`},u):null,f?T(`span`,{class:`clock${t.clock?.running===s&&t.status===`live`?` running`:``}${f.low?` low`:``}`,"data-clock":String(s)},f.text):null);c&&p.setAttribute(`aria-current`,`true`),e.append(p)})}function io(e,t,n=!1){D(e),e.append(T(`span`,{class:`status-main${n?` thinking`:``}`},t.main)),t.last&&e.append(T(`span`,{class:`last-action`},t.last))}function ao(e,t,n,r){D(e);let i=(t,n,r=``)=>e.append(T(`button`,{onclick:n,class:r||null},t)),a=t.you.length>0,o=t.status===`finished`;if(a&&!o){n.takeBack&&i(W.controls.takeBack,r.takeBack);let e=t.players>2?W.controls.reallyResignAll:W.controls.reallyResign;t.status===`live`&&i(n.resignArmed?e:W.controls.resign,r.resign),t.status===`open`&&i(n.cancelArmed?W.controls.reallyCancel:W.controls.cancel,r.cancel,`cancel-game`)}!a&&!o&&t.seats.some(e=>e.kind===`open`&&!e.taken)&&i(W.controls.takeSeat,r.takeSeat),o&&a&&t.result?.termination!==`cancel`&&(t.rematch&&!t.rematch.code?e.append(T(`a`,{href:`/game/${t.rematch.id}`,"data-link":``,class:`button`},W.controls.openRematch)):i(t.rematch?W.controls.acceptRematch:W.controls.rematch,r.rematch)),i(W.controls.exportRecord,r.exportRecord),o&&i(W.controls.continueFromHere,r.continueFromHere,`continue-here`)}var oo=class{constructor(e){b(this,`element`,T(`div`,{class:`position-line`})),b(this,`input`,T(`input`,{readonly:!0,name:`position`,spellcheck:`false`})),this.element.append(T(`label`,{},T(`span`,{class:`small`},W.position.label),` `,this.input),T(`button`,{type:`button`,class:`copy-position`,onclick:()=>e(this.input.value)},W.position.copy)),this.element.hidden=!0}show(e){this.element.hidden=e===null,e!==null&&this.input.value!==e&&(this.input.value=e)}};function so(e,t,n,r,i){D(e);let a=(n?.invites??[]).filter(e=>{let n=t.seats[e.seat];return n&&!n.taken});if(a.length!==0&&t.status!==`finished`){e.append(T(`h2`,{},W.invites.heading));for(let t of a){let n=`${location.origin}${t.link}`,a=T(`input`,{value:n,readonly:!0,"aria-label":W.invites.linkFor(t.seat),"data-invite":String(t.seat)});e.append(T(`div`,{class:`invite`},T(`span`,{},W.invites.send(r(t.seat),t.kind===`open`)),T(`div`,{class:`invite-row`},a,T(`button`,{onclick:()=>{a.select(),navigator.clipboard?.writeText(n).then(()=>i(W.invites.copied),()=>i(W.invites.copyByHand))}},W.invites.copy))))}}}var co=class{constructor(e){b(this,`show`,void 0),b(this,`element`,T(`div`,{class:`history`})),b(this,`slider`,T(`input`,{type:`range`,min:0,max:0,value:0,"aria-label":W.history.slider,class:`replay-slider`})),b(this,`label`,T(`div`,{class:`replay-label`,"aria-live":`polite`})),b(this,`list`,T(`ol`,{class:`turns`})),b(this,`listKey`,``),b(this,`at`,0),b(this,`total`,0),this.show=e,this.slider.addEventListener(`input`,()=>this.show(Number(this.slider.value)));let t=(e,t,n)=>T(`button`,{"aria-label":e,title:e,class:`step`,onclick:()=>this.show(n())},t);this.element.append(T(`h2`,{},W.history.heading),T(`div`,{class:`replay`},t(W.history.first,`«`,()=>0),t(W.history.back,`◀`,()=>Math.max(0,this.at-1)),this.slider,t(W.history.forward,`▶`,()=>Math.min(this.total,this.at+1)),t(W.history.live,`»`,()=>this.total)),this.label,this.list),this.list.addEventListener(`click`,e=>{let t=e.target?.closest?.(`[data-ply]`);t&&this.list.contains(t)&&this.show(Number(t.getAttribute(`data-ply`)))})}update(e,t,n){let r=t??e.ply;this.at=r,this.total=e.ply,this.slider.max=String(e.ply),this.slider.value!==String(r)&&(this.slider.value=String(r)),this.label.textContent=t===null?W.history.count(e.ply):W.history.showing(r,e.ply),this.label.dataset.ply=String(e.ply),this.label.dataset.at=String(r);let i=JSON.stringify([e.id,e.history.map(e=>[e.seat,e.action]),e.seats.map((e,t)=>n.seat(t))]);i!==this.listKey&&(this.listKey=i,this.drawList(e,n));let a=null;for(let e of this.list.querySelectorAll(`[data-ply]`)){let t=Number(e.dataset.ply)===r;e.classList.toggle(`current`,t),t?(e.setAttribute(`aria-current`,`step`),a=e):e.removeAttribute(`aria-current`)}let o=a?.closest(`li`);if(o){let e=o.offsetTop-this.list.offsetTop;e<this.list.scrollTop?this.list.scrollTop=e:e+o.offsetHeight>this.list.scrollTop+this.list.clientHeight&&(this.list.scrollTop=e+o.offsetHeight-this.list.clientHeight)}}drawList(e,t){let n=document.activeElement instanceof HTMLElement&&this.list.contains(document.activeElement)?document.activeElement.dataset.ply:void 0;D(this.list),e.history.length===0&&this.list.append(T(`li`,{class:`small none`},W.history.none));for(let n of Ja(e.history)){let e=t.seat(n.seat);this.list.append(T(`li`,{class:`turn`,"data-turn":String(n.number),"aria-label":W.history.turnLabel(n.number,e)},T(`span`,{class:`turn-number`},`${n.number}.`),T(`span`,{class:`turn-seat`},e),T(`span`,{class:`turn-moves`},...n.actions.map(n=>T(`button`,{class:`move`,"data-ply":String(n.ply),title:W.history.entry(e,t.action(n.action)),"aria-label":W.history.entry(e,t.action(n.action))},t.chip(n.action))))))}n!==void 0&&this.list.querySelector(`[data-ply="${n}"]`)?.focus()}};function lo(e,t,n,r,i,a,o){if(D(e),e.append(T(`h2`,{},W.analysis.heading),T(`button`,{"aria-pressed":String(t),onclick:o},t?W.analysis.hide:W.analysis.show)),!t)return;if(!n){e.append(T(`p`,{class:`small thinking`},W.analysis.thinking));return}if(`skipped`in n){e.append(T(`p`,{class:`small analysis-skipped`},n.skipped));return}if(`error`in n){e.append(T(`p`,{class:`small`},n.error));return}if(n.turns.length===0){e.append(T(`p`,{},W.analysis.over));return}e.append(T(`p`,{class:`analysis-value`},W.analysis.value(i(n.to_move),r.value(n.value))),T(`p`,{class:`small`},r.legend(n.distances),T(`span`,{class:`line`},...n.principal_line.map(a))));let s=T(`ol`,{class:`turn-values`});for(let e of n.turns.slice(0,12))s.append(T(`li`,{class:e.result,"aria-label":`${e.actions.join(` `)}: ${r.value(e)}`},T(`span`,{class:`turn-chips`},...e.actions.map(a)),T(`span`,{class:`turn-value`},r.value(e))));e.append(s),n.turns.length>12&&e.append(T(`p`,{class:`small`},W.analysis.more(n.turns.length-12)))}function uo(e,t,n,r){D(e),e.classList.toggle(`shown`,t!==null&&n),t&&e.append(T(`strong`,{class:`headline`},t.headline),...t.detail?[T(`span`,{class:`detail`},t.detail)]:[],T(`button`,{class:`close`,"aria-label":W.banner.close,onclick:r},`✕`))}function fo(e,t,n){D(e),e.classList.toggle(`shown`,t!==null),t!==null&&e.append(T(`p`,{},W.cover.pass(t)),T(`button`,{class:`primary`,onclick:n},W.cover.show(t)))}function po(e,t,n,r){D(e),e.classList.toggle(`shown`,t!==null),t!==null&&e.append(T(`span`,{class:`confirm-words`},W.confirm.ask(t)),T(`button`,{class:`primary`,onclick:n},W.confirm.yes),T(`button`,{onclick:r},W.confirm.no))}function mo(e,t){let n=new Map(e.map(e=>[e.n,e]));for(let e of t)n.set(e.n,e);return[...n.values()].sort((e,t)=>e.n-t.n).slice(-200)}var ho=class{constructor(e,t){b(this,`game`,void 0),b(this,`say`,void 0),b(this,`element`,T(`section`,{class:`chat panel`})),b(this,`lines`,[]),b(this,`chat`,null),b(this,`list`,T(`ol`,{class:`chat-lines`,"aria-live":`polite`})),b(this,`input`,T(`input`,{type:`text`,name:`chat`,maxlength:`140`,autocomplete:`off`})),b(this,`form`,T(`form`,{class:`chat-say`})),b(this,`mutes`,T(`div`,{class:`chat-mutes`})),b(this,`heading`,T(`h2`,{})),this.game=e,this.say=t,this.form.append(this.input,T(`button`,{type:`submit`},U.chatSend)),this.form.addEventListener(`submit`,e=>{e.preventDefault();let t=this.input.value.trim();t&&this.say(t)&&(this.input.value=``)}),this.element.append(this.heading,this.list,this.form,this.mutes)}receive(e,t){this.chat!==e&&(this.lines=[]),this.chat=e,this.lines=mo(this.lines,t)}render(e,t){let n=e.you.length>0;this.element.hidden=!e.chat_on||n&&Ca(e).length===0,this.heading.textContent=n?U.chatPlayers:U.chatSpectators,this.input.placeholder=U.chatPlaceholder,this.input.setAttribute(`aria-label`,U.chatPlaceholder);let r=new Set(ha(this.game)),i=this.list.scrollTop+this.list.clientHeight>=this.list.scrollHeight-4;D(this.list);for(let e of this.lines){if(e.seat!==null&&r.has(e.seat))continue;let n=e.seat===null?e.name??U.chatSpectator:t(e.seat);this.list.append(T(`li`,{"data-seat":e.seat===null?null:String(e.seat)},T(`span`,{class:`chat-author`},n),` `,T(`span`,{class:`chat-text`},e.text)))}if(this.list.childElementCount===0&&this.list.append(T(`li`,{class:`chat-none`},U.chatNone)),i&&(this.list.scrollTop=this.list.scrollHeight),D(this.mutes),n)for(let n of Ca(e)){let i=T(`input`,{type:`checkbox`,checked:r.has(n),onchange:r=>{ga(this.game,n,r.target.checked),this.render(e,t)}});this.mutes.append(T(`label`,{class:`check`},i,` ${U.chatMute(t(n))}`))}}};function go(e,t,n){let r=Math.max(0,Math.ceil((e.at-n)/1e3));return{seconds:r,words:e.mine?U.firstTurnMine(r):U.firstTurnTheirs(t(e.seat),r)}}function _o(e,t,n,r,i,a,o){D(e);let s=(e,t,n)=>T(`button`,{onclick:t,class:n},e),c=n.length===1?n[0]:U.theOthers;if(t.firstTurn){let{seconds:n,words:a}=go(t.firstTurn,r,i);e.append(T(`p`,{class:`first-turn`,role:`timer`,"data-seconds":String(n)},a))}for(let{offer:n,seat:i}of t.theirs){let t=n===`draw`?U.drawPrompt(r(i)):U.takeBackPrompt(r(i));e.append(T(`div`,{class:`offer-prompt`,role:`alert`,"data-offer":n},T(`p`,{},t),s(U.accept,()=>o.answer(n,!0),`primary accept`),s(U.decline,()=>o.answer(n,!1),`decline`)))}for(let n of t.mine)e.append(T(`p`,{class:`offer-standing`,"data-offer":n},n===`draw`?U.drawOffered(c):U.takeBackAsked(c)));if(t.claim){let n=y(t.claim.seats.map(r)),a=Math.ceil((t.claim.at-i)/1e3),c=T(`div`,{class:`claim`,"data-ready":String(a<=0)});a>0?c.append(T(`p`,{},U.claimWait(n,a))):c.append(T(`p`,{},U.claimReady(n)),s(U.claimWin,()=>o.claim(!1),`primary claim-win`),s(U.claimDraw,()=>o.claim(!0),`claim-draw`)),e.append(c)}let l=T(`div`,{class:`table-buttons`});t.abort&&l.append(s(a?U.reallyAbort:U.abort,o.abort,`abort-game`));let u=t.theirs.some(e=>e.offer===`draw`),d=t.theirs.some(e=>e.offer===`take_back`);t.offerDraw&&!u&&l.append(s(U.offerDraw,()=>o.offer(`draw`),`offer-draw`)),t.askTakeBack&&!d&&l.append(s(U.askTakeBack,()=>o.offer(`take_back`),`ask-take-back`)),l.childElementCount>0&&e.append(l)}var vo=1008,yo=[0,250,500,1e3,2e3];function bo(e,t=Math.random){let n=yo[Math.min(e,yo.length-1)];return Math.round(n*(.8+.4*t()))}function xo(e,t){let n=t.history_from;if(n===0)return t.history.slice();if(e===null||n>e.length)return null;let r=e.slice(0,n).concat(t.history);return r.length===t.ply?r:null}var So=class{constructor(e,t,n){b(this,`id`,void 0),b(this,`tokens`,void 0),b(this,`handlers`,void 0),b(this,`socket`,null),b(this,`attempt`,0),b(this,`timer`,null),b(this,`closed`,!1),b(this,`history`,null),b(this,`lastSent`,null),b(this,`notOwnerTries`,0),b(this,`onOnline`,()=>this.retryNow()),b(this,`onVisible`,()=>{document.visibilityState===`visible`&&this.retryNow()}),this.id=e,this.tokens=t,this.handlers=n,window.addEventListener(`online`,this.onOnline),document.addEventListener(`visibilitychange`,this.onVisible),this.connect()}get isOpen(){return this.socket?.readyState===WebSocket.OPEN}send(e){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.lastSent=e,this.notOwnerTries=0,this.socket.send(JSON.stringify(e)),!0)}tryAgain(){let e=this.lastSent;return e===null||this.notOwnerTries>=8?!1:(this.notOwnerTries+=1,setTimeout(()=>{this.lastSent===e&&this.socket&&this.socket.readyState===WebSocket.OPEN&&this.socket.send(JSON.stringify(e))},jt(null)),!0)}close(){this.closed=!0,window.removeEventListener(`online`,this.onOnline),document.removeEventListener(`visibilitychange`,this.onVisible),this.timer&&clearTimeout(this.timer),this.socket?.close(1e3,`leaving`),this.socket=null}url(){return`${location.protocol===`https:`?`wss:`:`ws:`}//${location.host}/api/games/${encodeURIComponent(this.id)}/ws`}retryNow(){this.closed||this.isOpen||this.socket?.readyState===WebSocket.CONNECTING||(this.timer&&clearTimeout(this.timer),this.timer=null,this.connect())}connect(){if(this.closed)return;this.handlers.status({kind:`connecting`,attempt:this.attempt});let e;try{e=new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=e,this.history=null;let t=null;e.onopen=()=>{this.attempt=0,e.send(JSON.stringify({type:`auth`,tokens:this.tokens})),this.handlers.status({kind:`open`})},e.onmessage=n=>{let r;try{r=JSON.parse(String(n.data))}catch{return}switch(r.type){case`state`:{let t=r,n=xo(this.history,t);if(this.history=n,n===null){e.send(JSON.stringify({type:`sync`}));break}this.handlers.state({...t,history_from:0,history:n});break}case`error`:{if(r.code===`not_owner`&&this.tryAgain())break;r.code===`unanswered`&&(this.lastSent=null,e.send(JSON.stringify({type:`sync`})));let n=mt(String(r.code),String(r.message??``),r.rule,r.detail);r.code===`bad_token`&&(t=n||H.link.badToken),this.handlers.error({code:String(r.code),message:n});break}case`chat`:this.handlers.chat?.(r.chat,r.lines);break;case`rematch`:this.handlers.rematch?.(r)}};let n=!1;e.addEventListener(`open`,()=>n=!0),e.onclose=r=>{this.socket===e&&(this.socket=null,this.closed||(n||this.handlers.failed?.(),r.code===vo?this.handlers.status({kind:`refused`,message:t??ht(r.reason)??H.link.refusedByServer,badToken:t!==null}):this.scheduleRetry()))}}scheduleRetry(){if(this.closed)return;let e=bo(this.attempt);this.attempt+=1,this.handlers.status({kind:`waiting`,retryAt:Date.now()+e,attempt:this.attempt}),this.timer=setTimeout(()=>{this.timer=null,this.connect()},e)}},Co=null;function wo(){return Co||(Co=w.meta(),Co.catch(()=>{Co=null})),Co}function To(){return wo().then(e=>e.analysis)}var Eo=null;function Do(e){Eo=e}function G(e,t=!1){location.pathname!==e&&(t?history.replaceState(null,``,e):history.pushState(null,``,e)),Eo?.()}var Oo=`quartet.games`,ko=`quartet.name`,Ao=100;function jo(){try{let e=localStorage.getItem(Oo);if(!e)return{};let t=JSON.parse(e);return t&&typeof t==`object`?t:{}}catch{return{}}}function Mo(e){let t=Object.values(e).sort((e,t)=>t.at-e.at).slice(0,Ao),n={};for(let e of t)n[e.id]=e;try{localStorage.setItem(Oo,JSON.stringify(n))}catch{}}function No(e){return jo()[e]}function Po(){return Object.values(jo()).sort((e,t)=>t.at-e.at)}function Fo(e){return(No(e)?.tokens??[]).map(e=>e.token)}function Io(e,t,n,r=[]){let i=jo(),a=i[e],o=new Map;for(let e of a?.tokens??[])o.set(e.seat,e);for(let e of n)o.set(e.seat,e);let s=new Map;for(let e of a?.invites??[])s.set(e.seat,e);for(let e of r)s.set(e.seat,e);i[e]={id:e,game:t,tokens:[...o.values()].sort((e,t)=>e.seat-t.seat),invites:[...s.values()].sort((e,t)=>e.seat-t.seat),at:Date.now()},Mo(i)}function Lo(e){let t=jo();delete t[e],Mo(t)}function Ro(){try{return localStorage.getItem(ko)??``}catch{return``}}function zo(e){try{localStorage.setItem(ko,e.trim().slice(0,40))}catch{}}var Bo=`quartet.browser`,Vo=null;function Ho(){try{let e=localStorage.getItem(Bo);if(e&&/^[A-Za-z0-9_-]{1,64}$/.test(e))return e;let t=Uo();return localStorage.setItem(Bo,t),t}catch{return Vo??(Vo=Uo()),Vo}}function Uo(){let e=new Uint8Array(16);return crypto.getRandomValues(e),Array.from(e,e=>e.toString(16).padStart(2,`0`)).join(``)}var Wo=wt.switches;function Go(e){let t=E(`svg`,{viewBox:`0 0 24 24`,width:22,height:22,"aria-hidden":`true`,class:`switch-icon`}),n={fill:`currentColor`},r={fill:`none`,stroke:`currentColor`,"stroke-width":2,"stroke-linecap":`round`};switch(e){case`sound-on`:case`sound-off`:t.append(E(`path`,{d:`M3 9h4l5-4v14l-5-4H3z`,...n})),t.append(e===`sound-on`?E(`path`,{d:`M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12`,...r}):E(`path`,{d:`M15 9l6 6M21 9l-6 6`,...r}));break;case`light`:t.append(E(`circle`,{cx:12,cy:12,r:4.5,...n})),t.append(E(`path`,{d:`M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1`,...r}));break;case`dark`:t.append(E(`path`,{d:`M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z`,...n}));break;case`auto`:t.append(E(`circle`,{cx:12,cy:12,r:8.5,...r})),t.append(E(`path`,{d:`M12 3.5a8.5 8.5 0 0 1 0 17z`,...n}))}return t}function Ko(){let e=T(`select`,{class:`lang-switch`,name:`lang`,"aria-label":Wo.language,title:Wo.language,onchange:t=>{it(t.target.value).catch(()=>{e.value=tt()})}},...He.map(e=>T(`option`,{value:e,lang:e,selected:e===tt()},Ct(e))));return e}function qo(e){let t=T(`div`,{class:`switches`}),n=T(`button`,{class:`switch sound-switch`,type:`button`,onclick:()=>ta(!ea())}),r=T(`button`,{class:`switch theme-switch`,type:`button`,onclick:()=>aa(da(ia()))}),i=()=>{let e=ea();n.replaceChildren(Go(e?`sound-on`:`sound-off`)),n.setAttribute(`aria-pressed`,String(!e)),n.setAttribute(`aria-label`,e?Wo.mute:Wo.unmute),n.title=e?Wo.mute:Wo.unmute;let t=ia();r.replaceChildren(Go(t)),r.setAttribute(`aria-label`,Wo.theme(t)),r.title=Wo.theme(t),r.dataset.theme=t};return e.sound&&t.append(n),t.append(r,Ko()),i(),{element:t,destroy:Qi(i)}}var Jo=350,Yo=class{constructor(e){b(this,`id`,void 0),b(this,`element`,T(`div`,{class:`game-page`})),b(this,`m`,Aa),b(this,`record`,null),b(this,`board`,null),b(this,`live`,null),b(this,`tokens`,void 0),b(this,`bannerClosed`,!1),b(this,`armed`,new Set),b(this,`claimAfterMs`,null),b(this,`link`,{kind:`connecting`,attempt:0}),b(this,`analysed`,[]),b(this,`analysisOn`,!1),b(this,`analyses`,new Map),b(this,`analysing`,null),b(this,`analysisTimer`,null),b(this,`analysedAtPly`,-1),b(this,`proposed`,null),b(this,`lowTimeSounded`,-1),b(this,`wantedPly`,null),b(this,`probedAt`,0),b(this,`timer`,void 0),b(this,`header`,T(`header`,{class:`game-header`})),b(this,`titleEl`,T(`h1`,{},H.loading)),b(this,`rulesEl`,T(`span`,{class:`rules`})),b(this,`spectatorsEl`,T(`span`,{class:`spectators`,"aria-live":`polite`})),b(this,`linkEl`,T(`span`,{class:`link-status`,role:`status`})),b(this,`seatsEl`,T(`div`,{class:`seats`})),b(this,`statusEl`,T(`p`,{class:`status`,"aria-live":`polite`})),b(this,`boardBox`,T(`div`,{class:`board-box`})),b(this,`confirmEl`,T(`div`,{class:`confirm`,role:`group`,"aria-label":H.confirm.label})),b(this,`controls`,T(`div`,{class:`controls`})),b(this,`tableEl`,T(`div`,{class:`between`,role:`group`,"aria-label":U.heading})),b(this,`optionsEl`,T(`div`,{class:`options`})),b(this,`invitesEl`,T(`div`,{class:`invites`})),b(this,`history`,new co(e=>void this.showPly(e))),b(this,`chat`,void 0),b(this,`analysisEl`,T(`div`,{class:`analysis`})),b(this,`positionLine`,new oo(e=>this.copyPosition(e))),b(this,`hintsEl`,T(`div`,{class:`learn-side`})),b(this,`learnEl`,T(`div`,{class:`learn-side`})),b(this,`warned`,null),b(this,`bannerEl`,T(`div`,{class:`banner`,role:`alert`})),b(this,`coverEl`,T(`div`,{class:`cover`})),b(this,`toastEl`,T(`div`,{class:`toast`,role:`status`,"aria-live":`assertive`})),b(this,`toastTimer`,null),b(this,`onKey`,e=>this.key(e)),b(this,`switches`,qo({sound:!0})),this.id=e,this.tokens=Fo(e),this.chat=new ho(e,e=>this.sayInChat(e)),this.element.append(this.header,T(`div`,{class:`game-main`},T(`div`,{class:`board-column`},this.seatsEl,this.bannerEl,this.statusEl,this.boardBox,this.confirmEl,this.coverEl),T(`aside`,{class:`game-side`},this.hintsEl,this.tableEl,this.controls,this.optionsEl,this.learnEl,this.invitesEl,this.analysisEl,this.history.element,this.positionLine.element,this.chat.element)),this.toastEl),this.header.append(T(`a`,{href:`/`,"data-link":``,class:`home`},bt()),this.titleEl,this.rulesEl,this.spectatorsEl,this.linkEl,this.switches.element),this.timer=setInterval(()=>this.tick(),200),document.addEventListener(`keydown`,this.onKey),ya(),To().then(e=>{this.analysed=e,this.render()}).catch(()=>{}),wo().then(e=>{this.claimAfterMs=e.limits.claim_after_ms,this.render()}).catch(()=>{}),this.open()}destroy(){clearInterval(this.timer),this.analysisTimer&&clearTimeout(this.analysisTimer.timer),this.analysing?.abort.abort(),document.removeEventListener(`keydown`,this.onKey),this.live?.close(),this.switches.destroy(),Ui(!1)}async open(){try{this.receive(await w.state(this.id,this.tokens))}catch(e){if(this.notFound(e))return;if(e instanceof x&&e.code===`bad_token`&&this.tokens.length>0){this.dropSeats(e.message);return}}this.connect()}notFound(e){return!(e instanceof x)||e.status!==404?!1:(this.live?.close(),this.live=null,Lo(this.id),document.title=H.title(H.notFound),this.element.replaceChildren(T(`main`,{class:`not-found panel`},T(`h1`,{},H.notFound),T(`p`,{},H.notFoundDetail(this.id)),T(`p`,{},T(`a`,{href:`/`,"data-link":``,class:`button primary`},bt())))),!0)}dropSeats(e){this.say(H.seatRefused(e)),Lo(this.id),this.tokens=[],this.connect()}connect(){this.live?.close(),this.live=new So(this.id,this.tokens,{state:e=>this.receive(e),error:e=>{this.m={...this.m,pending:!1},this.say(e.message),this.render()},status:e=>{let t=this.link.kind===`open`;this.link=e,to(this.linkEl,e,Date.now()),t!==(e.kind===`open`)&&this.render(),e.kind===`refused`&&e.badToken&&this.tokens.length>0&&this.dropSeats(e.message)},failed:()=>{Date.now()-this.probedAt<3e3||(this.probedAt=Date.now(),w.state(this.id,this.tokens).then(e=>this.receive(e),e=>void this.notFound(e)))},rematch:e=>this.enterRematch(e.id,e.tokens),chat:(e,t)=>{this.chat.receive(e,t),this.render()}})}receive(e){let t=this.m.state,n=ja(this.m,e,Date.now());if(n){if(this.m=n.model,n.refetch&&this.m.replay!==null&&this.showPly(this.m.replay),e.status!==`finished`&&(this.bannerClosed=!1),t&&t.id===e.id&&t.version!==e.version){this.sound(t,e);for(let{offer:n,fate:r}of Ea(t,e)){let e=U;this.say(n===`draw`?r===`declined`?e.drawDeclined:e.drawLapsed:r===`declined`?e.takeBackDeclined:e.takeBackLapsed)}}this.proposed!==null&&!e.legal.includes(this.proposed)&&(this.proposed=null),this.render()}}sound(e,t){let n=this.record??R(t.game),r=null;if(t.ply>e.ply){let i=t.history.slice(e.ply).map(e=>n.sound(e.action));r=i.includes(`claim`)?`claim`:i.includes(`capture`)?`capture`:i.length>0?`move`:null}let i=e.status!==`finished`&&t.status===`finished`;if(r&&Sa(r),i){let e=t.result,n=e&&e.winner!==null&&t.you.length===1?t.you.includes(e.winner)?`win`:`lose`:`end`;setTimeout(()=>Sa(n),r?260:0)}}send(e){if(!this.live?.send(e))switch(e.type){case`rematch`:w.rematch(this.id,this.tokens).then(e=>this.enterRematch(e.id,e.tokens)).catch(e=>this.failed(e));return;case`action`:this.answer(w.action(this.id,this.tokens,e.action));return;case`resign`:this.answer(w.resign(this.id,this.tokens));return;case`undo`:this.answer(w.undo(this.id,this.tokens));return;default:this.say(H.link.reconnecting);return}}answer(e){e.then(e=>this.receive(e)).catch(e=>this.failed(e))}failed(e){this.m={...this.m,pending:!1},this.say(e instanceof x?e.message:String(e)),this.render()}play(e){if(this.m.pending)return;let t=this.m.state?Li(this.m.state,e):null;t&&this.warned!==e?(this.warned=e,this.say(t)):(this.warned=null,na()?(this.proposed=e,this.render(),this.confirmEl.querySelector(`button.primary`)?.focus()):this.sendAction(e))}sendAction(e){this.proposed=null,this.m={...this.m,pending:!0},this.send({type:`action`,action:e})}enterRematch(e,t){let n=this.m.state;n&&(Io(e,n.game,t),G(`/game/${e}`))}say(e){this.toastEl.textContent=e,this.toastEl.classList.add(`shown`),this.toastTimer&&clearTimeout(this.toastTimer),this.toastTimer=setTimeout(()=>this.toastEl.classList.remove(`shown`),6e3)}key(e){let t=e.target;if(t&&(t.tagName===`INPUT`||t.tagName===`TEXTAREA`||t.tagName===`SELECT`))return;if(this.proposed!==null&&e.key===`Escape`){this.proposed=null,this.render(),this.board?.focus();return}if(this.board?.key(e))return;let n=this.m.state;if(n&&(e.key===`ArrowLeft`||e.key===`ArrowRight`)){if(t?.getAttribute(`role`)===`button`)return;let r=this.m.replay??n.ply,i=Math.max(0,Math.min(n.ply,r+(e.key===`ArrowLeft`?-1:1)));i!==r&&(e.preventDefault(),this.showPly(i))}}async showPly(e){let t=this.m.state;if(!t)return;if(this.wantedPly=e,e>=t.ply){this.m={...this.m,replay:null},this.render();return}let n=Ba(t,this.m.revealed);if(!this.m.plies||this.m.plies.length!==t.ply+1||this.m.pliesSeat!==n)try{let e=await w.history(this.id,this.tokens,n);this.m={...this.m,plies:e,pliesSeat:n}}catch(e){this.failed(e);return}if(this.wantedPly!==e)return;let r=this.m.plies??[];this.m={...this.m,replay:Math.min(e,r.length-1)},this.render()}tick(){this.link.kind===`waiting`&&to(this.linkEl,this.link,Date.now());let e=this.m.state;if(e&&this.tableEl.querySelector(`.claim[data-ready=false], .first-turn`)&&this.renderTable(e),!e?.clock)return;for(let t of this.seatsEl.querySelectorAll(`[data-clock]`)){let n=this.clock(e,Number(t.dataset.clock));t.textContent=n.text,t.classList.toggle(`low`,n.low)}let t=e.clock.running;e.status===`live`&&t!==null&&e.you.includes(t)&&this.lowTimeSounded!==e.ply&&this.clock(e,t).low&&(this.lowTimeSounded=e.ply,Sa(`lowtime`))}clock(e,t){let n=Xa(e,t,this.m.receivedAt,Date.now()),r=e.clock!==null&&e.status!==`open`&&n<Ya(e.clock.control);return{text:Za(n),low:r}}render(){let e=this.m.state;if(!e)return;if(!this.record){try{this.record=R(e.game)}catch(t){this.titleEl.textContent=e.name,io(this.statusEl,{main:t instanceof Error?t.message:String(t),last:null});return}this.board=this.record.board({play:e=>this.play(e),say:e=>this.say(e)}),this.boardBox.append(this.board.element),this.boardBox.dataset.game=e.game,this.element.dataset.game=e.game}let t=this.record,n=n=>Ma(t,e,n);document.title=qa(this.m,e,t.texts.name),Ui(Ka(this.m,e)),this.titleEl.textContent=t.texts.name,this.rulesEl.textContent=H.header(t.texts.rules(e.rules),e.clock?.control??null,e.you.length===0),no(this.spectatorsEl,e),ro(this.seatsEl,e,n,t=>this.clock(e,t),this.link.kind===`open`),e.you.length===0||e.status===`finished`?this.optionsEl.replaceChildren():this.optionsEl.childElementCount===0&&this.renderOptions(),io(this.statusEl,Wa(this.m,e,t,n),Pa(e)&&this.m.replay===null),this.board?.set({...Ha(this.m,e,n,this.values(e)),proposed:this.proposed}),po(this.confirmEl,this.proposed===null?null:t.texts.proposal(this.proposed),()=>{this.proposed!==null&&this.sendAction(this.proposed),this.board?.focus()},()=>{this.proposed=null,this.render(),this.board?.focus()}),this.renderControls(e),this.renderTable(e),this.chat.render(e,n),so(this.invitesEl,e,No(this.id),n,e=>this.say(e)),this.history.update(e,this.m.replay,{action:t.texts.action,seat:n,chip:t.chip}),this.positionLine.show(Va(this.m,e)),this.renderAnalysis(e,t,n),Ii(this.hintsEl,this.learnEl,e,t),uo(this.bannerEl,Ga(e,n,t),!this.bannerClosed&&this.m.replay===null,()=>{this.bannerClosed=!0,this.render()}),this.renderCover(e,n),to(this.linkEl,this.link,Date.now())}values(e){let t=this.analysisOn?this.analyses.get(this.m.replay??e.ply):void 0;return t&&`first_actions`in t?new Map(t.first_actions.map(e=>[e.action,e])):void 0}renderOptions(){let e=T(`input`,{type:`checkbox`,name:`confirm`,checked:na(),onchange:e=>{ra(e.target.checked),!na()&&this.proposed!==null&&(this.proposed=null,this.render())}});this.optionsEl.replaceChildren(T(`label`,{class:`check`},e,` ${H.confirm.option}`))}pressedTwice(e){let t=()=>{this.m.state&&(this.renderControls(this.m.state),this.renderTable(this.m.state))},n=this.armed.delete(e);return n||(this.armed.add(e),setTimeout(()=>{this.armed.delete(e)&&t()},4e3)),t(),n}renderControls(e){ao(this.controls,e,{takeBack:La(e),resignArmed:this.armed.has(`resign`),cancelArmed:this.armed.has(`cancel`)},{takeBack:()=>this.send({type:`undo`}),resign:()=>{this.pressedTwice(`resign`)&&this.send({type:`resign`})},cancel:()=>{this.pressedTwice(`cancel`)&&w.cancel(this.id,this.tokens).then(e=>{Lo(this.id),this.receive(e),this.say(H.controls.cancelled)}).catch(e=>this.failed(e))},takeSeat:()=>{w.joinOpen(this.id,Ro()||void 0).then(t=>{Io(t.id,e.game,[{seat:t.seat,token:t.token}]),this.tokens=Fo(this.id),this.connect()}).catch(e=>this.failed(e))},rematch:()=>this.send({type:`rematch`}),exportRecord:()=>this.exportRecord(e),continueFromHere:()=>this.continueFromHere(e)})}sayInChat(e){return this.live?.send({type:`chat`,text:e})?!0:(this.say(H.link.reconnecting),!1)}renderTable(e){let t=this.record;if(!t)return;let n=n=>Ma(t,e,n),r=e.now+(Date.now()-this.m.receivedAt);_o(this.tableEl,Ta(e,this.claimAfterMs),Ca(e).map(n),n,r,this.armed.has(`abort`),{abort:()=>{this.pressedTwice(`abort`)&&this.send({type:`abort`})},offer:e=>this.send({type:`offer`,offer:e}),answer:(e,t)=>this.send(t?{type:`accept`,offer:e}:{type:`decline`,offer:e}),claim:e=>this.send({type:`claim`,draw:e})})}exportRecord(e){w.record(this.id).then(t=>{let n=new Blob([t],{type:`text/plain`}),r=T(`a`,{href:URL.createObjectURL(n),download:`quartet-${e.game}-${this.id}.txt`});document.body.append(r),r.click(),r.remove(),this.say(H.controls.recordSaved)}).catch(e=>this.failed(e))}copyPosition(e){let t=navigator.clipboard;t?t.writeText(e).then(()=>this.say(H.position.copied),()=>this.say(H.position.copyFailed)):this.say(H.position.copyFailed)}continueFromHere(e){let t=this.m.replay??e.ply;w.record(this.id).then(n=>{Ei({record:n,ply:t,bots:e.seats.map(e=>e.kind===`bot`?e.level:null)}),G(`/`)}).catch(e=>this.failed(e))}renderAnalysis(e,t,n){let r=t.texts.analysis;if(!r||!Ra(e,this.analysed)){this.analysisEl.replaceChildren();return}this.analysedAtPly!==e.ply&&(this.analyses.clear(),this.analysedAtPly=e.ply);let i=this.m.replay??e.ply,a=this.analyses.get(i);this.analysisOn&&!a&&this.analysing?.ply!==i&&this.askAnalysis(i),lo(this.analysisEl,this.analysisOn,a,r,n,t.chip,()=>{this.analysisOn=!this.analysisOn,this.analysisOn||(this.analysing?.abort.abort(),this.analysing=null),this.render()})}askAnalysis(e){if(this.analysisTimer?.ply===e)return;this.analysisTimer&&clearTimeout(this.analysisTimer.timer);let t=setTimeout(()=>{if(this.analysisTimer=null,(this.m.replay??this.m.state?.ply)!==e||!this.analysisOn)return;this.analysing?.abort.abort();let t=new AbortController;this.analysing={ply:e,abort:t},w.analysis(this.id,this.tokens,e,t.signal).then(t=>this.analyses.set(e,t)).catch(n=>{t.signal.aborted||(n instanceof x&&n.code===`analysis_timeout`?this.analyses.set(e,{skipped:H.analysis.notAnalysed}):this.analyses.set(e,{error:n instanceof x?n.message:String(n)}))}).finally(()=>{this.analysing?.abort===t&&(this.analysing=null,this.render())})},Jo);this.analysisTimer={ply:e,timer:t}}renderCover(e,t){let n=za(e,this.m.revealed)&&this.m.replay===null;this.boardBox.classList.toggle(`covered`,n);let r=n?e.viewer:null;fo(this.coverEl,r===null?null:t(r),()=>{this.m={...this.m,revealed:r},this.render(),this.board?.focus(),this.m.replay!==null&&this.showPly(this.m.replay)})}},Xo={get title(){return`Quartet`},get tagline(){return v(`lobby-tagline`)},get newGame(){return v(`lobby-new-game`)},get formLabel(){return v(`lobby-form-label`)},get game(){return v(`lobby-game`)},get rules(){return v(`lobby-rules`)},rulesOf:e=>v(`lobby-rules-of`,{game:e}),get explained(){return v(`lobby-explained`)},explainedOption:e=>v(`lobby-explained-option`,{option:e}),get hints(){return v(`lobby-hints`)},get noChat(){return v(`lobby-no-chat`)},get startSummary(){return v(`lobby-start-summary`)},get startLabel(){return v(`lobby-start-label`)},get startHelp(){return v(`lobby-start-help`)},get startCopyLink(){return v(`lobby-start-copy-link`)},get startLinkCopied(){return v(`lobby-start-link-copied`)},get startLinkByHand(){return v(`lobby-start-link-by-hand`)},get clock(){return v(`lobby-clock`)},get clockLabel(){return v(`lobby-clock-label`)},get noClock(){return v(`lobby-no-clock`)},get customClock(){return v(`lobby-custom-clock`)},custom:{get total(){return v(`lobby-custom-total`)},get perMove(){return v(`lobby-custom-per-move`)},get minutes(){return v(`lobby-custom-minutes`)},get increment(){return v(`lobby-custom-increment`)},get seconds(){return v(`lobby-custom-seconds`)}},otherPlayerName:e=>v(`lobby-other-player-name`,{number:e+1}),get seats(){return v(`lobby-seats`)},presets:{get bot(){return v(`lobby-preset-bot`)},get friend(){return v(`lobby-preset-friend`)},get device(){return v(`lobby-preset-device`)},get anyone(){return v(`lobby-preset-anyone`)}},seatChoice:{get me(){return v(`lobby-choice-me`)},get bot(){return v(`lobby-choice-bot`)},get invite(){return v(`lobby-choice-invite`)},get open(){return v(`lobby-choice-open`)}},seat:e=>v(e===0?`lobby-seat-first`:`lobby-seat`,{number:e+1}),seatLabel:e=>v(`lobby-seat-label`,{number:e+1}),levelLabel:e=>v(`lobby-level-label`,{number:e+1}),level:xt,get fewerSeats(){return`− ${v(`lobby-fewer-seats`)}`},get moreSeats(){return`+ ${v(`lobby-more-seats`)}`},players:e=>` ${v(`lobby-players`,{count:e})}`,get namePlaceholder(){return v(`lobby-name-placeholder`)},get nameLabel(){return v(`lobby-name-label`)},get create(){return v(`lobby-create`)},get yourGames(){return v(`lobby-your-games`)},yourGame:(e,t)=>`${e} · ${t}`,yourSeats:e=>` ${v(`lobby-your-seats`,{count:e.length,seats:y(e.map(e=>String(e+1)))})}`,get openGames(){return v(`lobby-open-games`)},get noOpenGames(){return v(`lobby-no-open-games`)},get moreGames(){return v(`lobby-more-games`)},get liveGames(){return v(`lobby-live-games`)},get noLiveGames(){return v(`lobby-no-live-games`)},listedSeat:{bot:e=>v(`lobby-listed-bot`,{level:e?xt(e):`?`}),player:e=>v(`web-player-number`,{number:e+1}),get open(){return v(`lobby-listed-open`)},get invited(){return v(`lobby-listed-invited`)}},listedGame:(e,t,n)=>` ${[e,t===null?null:St(t),v(`play-history-count`,{count:n})].filter(e=>e!==null).join(` · `)}`,get play(){return v(`lobby-play`)},get join(){return v(`lobby-join`)},get watch(){return v(`lobby-watch`)},get importHeading(){return v(`lobby-import-heading`)},get importHelp(){return v(`lobby-import-help`)},importSummary:(e,t,n)=>`${e} · ${t} · ${v(`play-history-count`,{count:n})}`,get importPointLabel(){return v(`lobby-import-point-label`)},importPoint:(e,t)=>e===t?v(`lobby-import-point-end`,{at:e}):v(`lobby-import-point`,{at:e,of:t}),get importFinished(){return v(`lobby-import-finished`)},importNameOf:e=>v(`lobby-import-name-of`,{number:e+1}),get recordLabel(){return v(`lobby-record-label`)},recordPlaceholder:`[Game "quarto"]
…`,get fileLabel(){return v(`lobby-file-label`)},get importButton(){return v(`lobby-import-button`)}},K={get heading(){return v(`join-heading`)},get loading(){return v(`play-loading`)},invited:e=>v(`join-invited`,{game:e}),seat:(e,t)=>t.length>0?v(`join-seat-with`,{number:e+1,others:y(t)}):v(`join-seat`,{number:e+1}),bot:e=>v(`join-bot`,{level:e?xt(e):`?`}),player:e=>v(`web-player-number`,{number:e+1}),rules:(e,t)=>t===`none`?v(`join-rules`,{rules:e}):v(`join-rules-clock`,{rules:e,clock:St(t)}),take:e=>v(`join-take`,{number:e+1}),get watch(){return v(`join-watch`)},get lobby(){return v(`web-lobby`)},get toLobby(){return v(`join-to-lobby`)},taken:(e,t)=>t?v(`join-taken-by`,{number:e+1,name:t}):v(`join-taken`,{number:e+1}),over:e=>v(`join-over`,{game:e}),cancelled:e=>v(`join-cancelled`,{game:e}),get watchGame(){return v(`join-watch-game`)},get seeGame(){return v(`join-see-game`)}},Zo=class{constructor(e){b(this,`code`,void 0),b(this,`element`,T(`main`,{class:`join panel`})),this.code=e,this.element.append(T(`h1`,{},K.heading),T(`p`,{},K.loading)),document.title=`${K.heading} · Quartet`,this.load()}destroy(){}async load(){let e=T(`p`,{class:`error`,role:`alert`});try{let t=await w.invite(this.code),n=Ci(t.game),r=n?.texts.name??t.name;if(t.state!==`free`){this.used(t,r);return}let i=t.seats.filter(e=>e.seat!==t.seat).map(e=>e.kind===`bot`?K.bot(e.level):e.name??K.player(e.seat)),a=T(`input`,{name:`name`,value:Ro(),maxlength:40,placeholder:Xo.namePlaceholder,"aria-label":Xo.nameLabel}),o=T(`button`,{class:`primary`,type:`submit`},K.take(t.seat)),s=T(`form`,{},a,o);s.addEventListener(`submit`,n=>{n.preventDefault(),o.disabled=!0,zo(a.value),w.joinInvite(this.code,a.value.trim()||void 0).then(e=>{Io(e.id,t.game,[{seat:e.seat,token:e.token}]),G(`/game/${e.id}`,!0)}).catch(t=>{o.disabled=!1,e.textContent=t instanceof x?t.message:String(t)})}),document.title=`${K.invited(r)} · Quartet`,this.element.replaceChildren(T(`h1`,{},K.invited(r)),T(`p`,{},K.seat(t.seat,i)),T(`p`,{class:`small`},K.rules(n?n.texts.rules(t.rules):t.rules,t.clock)),s,e,T(`p`,{},T(`a`,{href:`/game/${t.id}`,"data-link":``},K.watch),` · `,T(`a`,{href:`/`,"data-link":``},K.lobby)),T(`p`,{},Ko()))}catch(e){this.element.replaceChildren(T(`h1`,{},K.heading),T(`p`,{class:`error`},e instanceof x?e.message:String(e)),T(`p`,{},T(`a`,{href:`/`,"data-link":``},K.toLobby)),T(`p`,{},Ko()))}}used(e,t){if(No(e.id)?.tokens.some(t=>t.seat===e.seat)){G(`/game/${e.id}`,!0);return}let n=e.seats.find(t=>t.seat===e.seat),[r,i]=e.state===`taken`?[K.taken(e.seat,n?.name??null),K.watchGame]:e.state===`over`?[K.over(t),K.seeGame]:[K.cancelled(t),null];this.element.replaceChildren(T(`h1`,{},K.heading),T(`p`,{role:`status`},r),T(`p`,{},...i?[T(`a`,{href:`/game/${e.id}`,"data-link":``},i),` · `]:[],T(`a`,{href:`/`,"data-link":``},K.toLobby)),T(`p`,{},Ko()))}},q=encodeURIComponent,Qo=()=>`lang=${q(rt())}`,$o={rules:e=>S(`GET`,`/api/rules/${q(e)}?${Qo()}`),lessons:e=>S(`GET`,`/api/lessons/${q(e)}?${Qo()}`),tryLesson:(e,t,n)=>S(`POST`,`/api/lessons/${q(e)}/${q(t)}/try`,{line:n}),nextPuzzle:(e,t,n,r=``)=>S(`GET`,`/api/puzzles/next?game=${q(e)}&rating=${Math.round(t)}&seen=${q(n.join(`,`))}`+(r?`&theme=${q(r)}`:``)),dailyPuzzle:e=>S(`GET`,`/api/puzzles/daily?game=${q(e)}`),puzzle:e=>S(`GET`,`/api/puzzles/${q(e)}`),tryPuzzle:(e,t)=>S(`POST`,`/api/puzzles/${q(e)}/try`,{line:t}),review:e=>S(`GET`,`/api/games/${q(e)}/review`),tryMistake:(e,t,n)=>S(`POST`,`/api/games/${q(e)}/review/${t}/try`,{line:n})};function es(e){switch(e.style){case`strong`:return T(`strong`,{},e.text);case`emphasis`:return T(`em`,{},e.text);case`code`:return T(`code`,{},e.text);default:return document.createTextNode(e.text)}}function ts(e,t){switch(t.kind){case`paragraph`:return T(`p`,{"data-written":``},...t.spans.map(es));case`list`:return T(`ul`,{"data-written":``},...t.items.map(e=>T(`li`,{},...e.map(es))));case`diagram`:return T(`figure`,{class:`learn-diagram`},R(e).diagram({position:t.position,rules:t.rules,side:t.side,highlights:{made_squares:t.made_squares,winning_lines:t.winning_lines}}),t.caption?T(`figcaption`,{"data-written":``},t.caption):null)}}function ns(e,t){return t.map(t=>ts(e,t))}function rs(e,t,n){return T(`a`,{href:e,"data-link":!0,class:n?`current`:null,"aria-current":n?`page`:null},t)}function is(e){let t=L.map(t=>T(`li`,{},T(`span`,{class:`learn-game`},t.texts.name),rs(`/rules/${t.tag}`,B.nav.rules,e.page===`rules`&&e.game===t.tag),rs(`/learn/${t.tag}`,B.nav.learn,e.page===`learn`&&e.game===t.tag)));return T(`nav`,{class:`learn-nav`,"aria-label":B.nav.learn},T(`a`,{href:`/`,"data-link":!0},B.nav.lobby),T(`ul`,{},...t),rs(`/puzzles`,B.nav.puzzles,e.page===`puzzles`),Ko())}function as(){return T(`section`,{class:`panel learn-links`},T(`h2`,{},B.lobby.heading),T(`p`,{},B.lobby.intro),T(`ul`,{},...L.map(e=>T(`li`,{},T(`strong`,{},e.texts.name),` `,T(`a`,{href:`/rules/${e.tag}`,"data-link":!0},B.nav.rules),` · `,T(`a`,{href:`/learn/${e.tag}`,"data-link":!0},B.nav.learn),` · `,T(`a`,{href:`/puzzles/${e.tag}`,"data-link":!0},B.nav.puzzles)))))}function os(){let e=T(`div`,{class:`learn-say`,role:`status`,"aria-live":`polite`});return{element:e,say(t,n){e.append(T(`p`,{class:`say-${n}`},t))},clear(){e.replaceChildren()}}}var ss=class{constructor(e,t,n){b(this,`record`,void 0),b(this,`task`,void 0),b(this,`events`,void 0),b(this,`element`,void 0),b(this,`board`,void 0),b(this,`shown`,void 0),b(this,`start`,void 0),b(this,`state`,`playing`),this.record=e,this.task=t,this.events=n,this.start={view:t.view,legal:t.legal,highlights:{made_squares:t.made_squares,winning_lines:t.winning_lines},line:[],history:[]},this.shown=this.start,this.board=e.board({play:e=>void this.play(e),say:e=>n.say(e,`info`)}),this.element=T(`div`,{class:`board-box learn-board`,"data-game":e.tag},this.board.element),this.draw()}get line(){return this.shown.line}reset(){this.shown=this.start,this.state=`playing`,this.draw()}key(e){return this.board.key(e)}after(e,t){let n=this.task.seat,r=t.map(e=>({seat:n,action:e,at:0}));return{view:e.view,legal:e.legal,highlights:{made_squares:e.made_squares,winning_lines:e.winning_lines},line:t,history:r}}async play(e){if(this.state!==`playing`)return;let t=[...this.shown.line,e];this.state=`waiting`,this.draw();let n;try{n=await this.events.judge(t)}catch(e){this.state=`playing`,this.draw(),this.events.say(e instanceof x?e.message:String(e),`bad`);return}let r=this.task.seat,i=[...this.shown.history,{seat:r,action:e,at:0}];if(n.verdict===`continue`){let e=[...t,...n.replies],a=n.replies.map(e=>({seat:(r+1)%this.task.players,action:e,at:0}));this.shown={...this.after(n,e),history:[...i,...a]},this.state=`playing`;for(let e of n.replies)this.events.say(this.record.texts.action(e),`info`)}else this.shown={...this.after(n,t),history:i,legal:[]},this.state=n.verdict===`solved`?`solved`:`wrong`,n.why&&this.events.say(Mi(this.record.tag,n.why),`bad`),this.events.ended(n);this.draw()}draw(){let e=this.state===`playing`,t=e=>this.record.texts.seatName(e)??gt(e);this.element.dataset.state=this.state,this.board.set({position:this.shown.view,rules:this.task.rules,legal:e?this.shown.legal:[],history:this.shown.history,viewer:this.task.seat,toMove:e?this.task.seat:null,seatName:t,live:!0,key:`${this.shown.line.join(` `)}|${this.state}`,highlights:this.shown.highlights})}},cs=`quartet.lessonsDone`;function ls(e){try{let t=JSON.parse(localStorage.getItem(cs)??`{}`)[e];return new Set(Array.isArray(t)?t.filter(e=>typeof e==`string`):[])}catch{return new Set}}function us(e,t){let n={};try{n=JSON.parse(localStorage.getItem(cs)??`{}`)}catch{n={}}let r=ls(e);r.add(t),n[e]=[...r],localStorage.setItem(cs,JSON.stringify(n))}var ds=class{constructor(e){b(this,`game`,void 0),b(this,`element`,T(`main`,{class:`learn lessons-page`})),b(this,`course`,null),b(this,`record`,null),b(this,`task`,null),b(this,`onKey`,e=>{this.task?.key(e)&&e.preventDefault()}),this.game=e,this.element.append(is({page:`learn`,game:e}),T(`p`,{},B.loading)),document.addEventListener(`keydown`,this.onKey),this.load()}destroy(){document.removeEventListener(`keydown`,this.onKey)}async load(){try{this.record=R(this.game),this.course=await $o.lessons(this.game),document.title=B.title(this.course.title);let e=decodeURIComponent(location.hash.slice(1)),t=ls(this.game),n=this.course.lessons.find(t=>t.id===e)??this.course.lessons.find(e=>!t.has(e.id))??this.course.lessons[0];this.show(n)}catch(e){this.element.replaceChildren(is({page:`learn`,game:this.game}),T(`p`,{class:`error`,role:`alert`},e instanceof x||e instanceof Error?e.message:String(e)))}}show(e){let t=this.course,n=this.record;if(!t||!n)return;location.hash.slice(1)!==e.id&&history.replaceState(null,``,`#${e.id}`);let r=ls(this.game),i=t.lessons.indexOf(e),a=t.lessons[i+1]??null,o=os(),s=T(`p`,{class:`lesson-hint`,hidden:!0,"data-written":``},e.hint),c=T(`div`,{class:`lesson-after`}),l=new ss(n,e.task,{judge:t=>$o.tryLesson(this.game,e.id,t),say:(e,t)=>o.say(e,t),ended:n=>{n.verdict===`solved`?(o.say(e.success,`good`),us(this.game,e.id),this.element.querySelector(`[data-lesson="${e.id}"]`)?.classList.add(`done`),u.textContent=B.lessons.progress(ls(this.game).size,t.lessons.length),c.replaceChildren(a?T(`button`,{class:`primary`,onclick:()=>this.show(a)},B.lessons.next):T(`p`,{},B.lessons.finished,` `,T(`a`,{href:`/`,"data-link":!0},B.lessons.play)))):c.replaceChildren(T(`button`,{onclick:()=>{o.clear(),c.replaceChildren(),l.reset()}},B.lessons.again))}});this.task=l;let u=T(`p`,{class:`lesson-progress`},B.lessons.progress(r.size,t.lessons.length)),d=T(`ol`,{class:`lesson-list`},...t.lessons.map(t=>T(`li`,{"data-lesson":t.id,class:[r.has(t.id)?`done`:``,t===e?`current`:``].join(` `).trim()||null},T(`button`,{class:`link`,onclick:()=>this.show(t),"aria-current":t===e?`step`:null,"data-written":``},t.title))));this.element.replaceChildren(is({page:`learn`,game:this.game}),T(`h1`,{"data-written":``},t.title),T(`div`,{class:`lesson-layout`},T(`aside`,{class:`lesson-aside`},u,d,T(`a`,{href:`/rules/${this.game}`,"data-link":!0},B.rulesLink(n.texts.name))),T(`article`,{class:`lesson`,"data-id":e.id},T(`h2`,{"data-written":``},`${i+1}. ${e.title}`),...i===0?ns(this.game,t.intro):[],...ns(this.game,e.text),T(`p`,{class:`lesson-instruction`,"data-written":``},T(`strong`,{},e.instruction)),l.element,T(`div`,{class:`lesson-controls`},T(`button`,{onclick:()=>s.hidden=!1},B.lessons.hint),c),s,o.element)))}},fs={rating:1500,rd:350,vol:.06},ps=.5,ms=173.7178;function hs(e){return 1/Math.sqrt(1+3*e*e/(Math.PI*Math.PI))}function gs(e,t){let n=(e.rating-1500)/ms,r=e.rd/ms;if(t.length===0){let t=Math.sqrt(r*r+e.vol*e.vol);return{...e,rd:Math.min(350,t*ms)}}let i=0,a=0;for(let e of t){let t=(e.rating-1500)/ms,r=hs(e.rd/ms),o=1/(1+Math.exp(-r*(n-t)));i+=r*r*o*(1-o),a+=r*(e.score-o)}let o=1/i,s=o*a,c=Math.log(e.vol*e.vol),l=e=>{let t=Math.exp(e),n=r*r+o+t;return t*(s*s-r*r-o-t)/(2*n*n)-(e-c)/(ps*ps)},u=c,d;if(s*s>r*r+o)d=Math.log(s*s-r*r-o);else{let e=1;for(;l(c-e*ps)<0;)e+=1;d=c-e*ps}let f=l(u),p=l(d);for(let e=0;e<100&&Math.abs(d-u)>1e-6;e++){let e=u+(u-d)*f/(p-f),t=l(e);t*p<=0?(u=d,f=p):f/=2,d=e,p=t}let m=Math.exp(u/2),h=Math.sqrt(r*r+m*m),g=1/Math.sqrt(1/(h*h)+1/o);return{rating:(n+g*g*a)*ms+1500,rd:Math.max(30,g*ms),vol:m}}var _s=`quartet.puzzleRating`;function vs(e){try{let t=JSON.parse(localStorage.getItem(_s)??`{}`)[e];if(t&&Number.isFinite(t.rating)&&Number.isFinite(t.rd)&&Number.isFinite(t.vol))return t}catch{}return fs}function ys(e,t){let n={};try{n=JSON.parse(localStorage.getItem(_s)??`{}`)}catch{n={}}n[e]=t,localStorage.setItem(_s,JSON.stringify(n))}var bs=`quartet.puzzlesSeen`;function xs(){try{let e=JSON.parse(localStorage.getItem(bs)??`[]`);return Array.isArray(e)?e.filter(e=>typeof e==`string`).slice(-40):[]}catch{return[]}}function Ss(e){let t=xs().filter(t=>t!==e);t.push(e),localStorage.setItem(bs,JSON.stringify(t.slice(-40)))}var Cs=class{constructor(e,t){b(this,`daily`,void 0),b(this,`element`,T(`main`,{class:`learn puzzles-page`})),b(this,`task`,null),b(this,`onKey`,e=>{this.task?.key(e)&&e.preventDefault()}),b(this,`game`,void 0),this.daily=t,this.game=e??L[0].tag,document.title=B.title(B.puzzles.heading),document.addEventListener(`keydown`,this.onKey),this.load()}destroy(){document.removeEventListener(`keydown`,this.onKey)}header(){let e=vs(this.game),t=T(`div`,{class:`puzzle-games`,role:`group`},...L.map(e=>T(`a`,{href:`/puzzles/${e.tag}`,"data-link":!0,class:e.tag===this.game?`current`:null,"aria-current":e.tag===this.game?`page`:null},e.texts.name)));return[is({page:`puzzles`,game:null}),T(`h1`,{},B.puzzles.heading),T(`p`,{},B.puzzles.intro),t,T(`p`,{class:`puzzle-rating`},B.puzzles.rating(e.rating,e.rd)),T(`p`,{class:`puzzle-buttons`},T(`a`,{href:`/puzzles/${this.game}/daily`,"data-link":!0,class:`button`},B.puzzles.daily),` `,T(`button`,{class:`primary next-puzzle`,onclick:()=>this.again()},B.puzzles.next))]}again(){this.daily?G(`/puzzles/${this.game}`):this.load()}async load(){this.element.replaceChildren(...this.header(),T(`p`,{},B.loading));try{let e=R(this.game),t=vs(this.game),n=this.daily?await $o.dailyPuzzle(this.game):await $o.nextPuzzle(this.game,t.rating,xs());this.show(n,e.texts.seatName(n.task.seat)??gt(n.task.seat))}catch(e){this.element.replaceChildren(...this.header(),T(`p`,{class:`error`,role:`alert`},e instanceof x||e instanceof Error?e.message:String(e)))}}show(e,t){let n=R(this.game),r=os(),i=!xs().includes(e.id),a={tries:e.tries,solved:e.solved},o=T(`p`,{class:`puzzle-meta`},B.puzzles.puzzleRating(e.rating,a.tries,a.solved)),s=new ss(n,e.task,{judge:t=>$o.tryPuzzle(e.id,t),say:(e,t)=>r.say(e,t),ended:t=>{let s=t.verdict===`solved`;if(a.tries+=1,s&&(a.solved+=1),o.textContent=B.puzzles.puzzleRating(e.rating,a.tries,a.solved),r.say(s?B.puzzles.solved:B.puzzles.failed,s?`good`:`bad`),t.solution&&r.say(B.puzzles.solution(t.solution.map(e=>n.texts.action(e)).join(`, `)),`info`),i){let t=vs(this.game),n=gs(t,[{rating:e.rating,rd:80,score:+!!s}]);ys(this.game,n),Ss(e.id),r.say(B.puzzles.change(n.rating-t.rating),s?`good`:`bad`);let i=this.element.querySelector(`.puzzle-rating`);i&&(i.textContent=B.puzzles.rating(n.rating,n.rd))}}});this.task=s,this.element.replaceChildren(...this.header(),T(`article`,{class:`puzzle`,"data-id":e.id,"data-theme":e.theme},e.day?T(`h2`,{},B.puzzles.dayOf(e.day)):null,T(`p`,{class:`puzzle-theme`},T(`strong`,{},Pi(e.theme)),` `,B.puzzles.youPlay(t)),o,s.element,r.element))}},ws=640,Ts=180,Es=8;function Ds(e,t,n=!1){let r=n?e.before.score:e.after.score;return r===null?null:e.seat===t?r:1-r}function Os(e,t){let n=Math.max(e.steps.length,1),r=e=>Es+624*(e+1)/n,i=e=>Es+164*(1-e),a=E(`svg`,{class:`review-chart`,viewBox:`0 0 ${ws} ${Ts}`,role:`img`});a.append(E(`title`,{},e.players===2?B.review.chart:B.review.chartMany),E(`rect`,{x:0,y:0,width:ws,height:Ts,class:`chart-back`}),E(`line`,{x1:Es,x2:632,y1:i(.5),y2:i(.5),class:`chart-draw`}));let o=e.players===2?[0]:Array.from({length:e.players},(e,t)=>t);for(let n of o){let o=``,s=!1,c=e.players===2&&e.steps[0]?Ds(e.steps[0],0,!0):null;c!==null&&(o=`M${Es},${i(c).toFixed(1)}`,s=!0),e.steps.forEach((t,a)=>{if(e.players!==2&&t.seat!==n)return;let c=e.players===2?Ds(t,0):t.after.score;c===null?s=!1:(o+=`${s?`L`:`M`}${r(a).toFixed(1)},${i(c).toFixed(1)}`,s=!0)}),o&&a.append(E(`path`,{d:o,class:`chart-line seat-${n}`,"aria-label":t(n)}))}return e.steps.forEach((t,n)=>{let o=e.players===2?Ds(t,0):t.after.score;t.severity&&o!==null&&a.append(E(`circle`,{cx:r(n),cy:i(o),r:5,class:`chart-mark ${t.severity}`,"data-ply":t.ply},E(`title`,{},`${t.ply+1}: ${Fi(t.severity)}`)))}),a}var ks=class{constructor(e){b(this,`id`,void 0),b(this,`element`,T(`main`,{class:`learn review-page`})),b(this,`task`,null),b(this,`onKey`,e=>{this.task?.key(e)&&e.preventDefault()}),this.id=e,this.element.append(T(`p`,{},B.loading)),document.addEventListener(`keydown`,this.onKey),this.load()}destroy(){document.removeEventListener(`keydown`,this.onKey)}back(){return T(`nav`,{class:`learn-nav`},T(`a`,{href:`/game/${this.id}`,"data-link":!0},B.review.back))}async load(){try{let e=await $o.review(this.id),t=R(e.game);this.show(e,t)}catch(e){let t=e instanceof x&&e.code===`not_over`?B.review.notOver:e instanceof Error?e.message:String(e);this.element.replaceChildren(this.back(),T(`p`,{class:`error`,role:`alert`},t))}}show(e,t){let n=e=>t.texts.seatName(e)??gt(e);document.title=B.title(B.review.heading(t.texts.name));let r=T(`section`,{class:`review-again`}),i=e.steps.filter(e=>e.severity),a=e.steps.map(i=>T(`li`,{class:`review-step${i.severity?` ${i.severity}`:``}`,"data-ply":i.ply},T(`span`,{class:`step-ply`},`${i.ply+1}.`),` `,T(`span`,{class:`step-action`},`${n(i.seat)} ${t.texts.action(i.action)}`),` `,T(`span`,{class:`step-value`},B.review.value(Ni(i.before),Ni(i.after))),i.severity?T(`span`,{class:`badge ${i.severity}`},Fi(i.severity)):null,i.severity&&i.best.length>0?T(`p`,{class:`step-best`},B.review.best(i.best.map(e=>t.texts.action(e)).join(`, `))):null,i.why?T(`p`,{class:`step-why`},Mi(e.game,i.why)):null,i.task?T(`button`,{class:`play-again`,onclick:()=>this.playAgain(e,t,i,r)},B.review.playAgain):null));this.element.replaceChildren(this.back(),T(`h1`,{},B.review.heading(t.texts.name)),T(`p`,{class:`review-by`},B.review.by(e.judge,e.elapsed_ms)),T(`figure`,{class:`review-figure`},Os(e,n),T(`figcaption`,{},e.players===2?B.review.chart:B.review.chartMany)),T(`p`,{class:`review-summary`},B.review.mistakes(i.length)),r,T(`ol`,{class:`review-steps`},...a))}playAgain(e,t,n,r){if(!n.task)return;let i=os();this.task=new ss(t,n.task,{judge:t=>$o.tryMistake(e.id,n.ply,t),say:(e,t)=>i.say(e,t),ended:e=>{i.say(e.verdict===`solved`?B.puzzles.solved:B.puzzles.failed,e.verdict===`solved`?`good`:`bad`),e.solution&&i.say(B.puzzles.solution(e.solution.map(e=>t.texts.action(e)).join(`, `)),`info`)}}),r.replaceChildren(T(`h2`,{},`${B.review.playAgain} (${n.ply+1}.)`),T(`p`,{},`${t.texts.seatName(n.seat)??gt(n.seat)}: ${n.why?Mi(e.game,n.why):``}`),this.task.element,i.element),r.scrollIntoView()}},As=class{constructor(e){b(this,`game`,void 0),b(this,`element`,T(`main`,{class:`learn rules-page`})),this.game=e,this.element.append(is({page:`rules`,game:e}),T(`p`,{},B.loading)),this.load()}destroy(){}async load(){try{let e=R(this.game),t=await $o.rules(this.game);document.title=B.title(t.title);let n=T(`nav`,{class:`rules-contents`,"aria-label":B.contents},T(`h2`,{},B.contents),T(`ol`,{},...t.sections.filter(e=>e.level<=2).map(e=>T(`li`,{},T(`a`,{href:`#${e.id}`,"data-written":``},e.title))))),r=t.sections.map(e=>T(`section`,{id:e.id,class:`rules-section level-${e.level}`},T(e.level<=2?`h2`:`h3`,{"data-written":``},e.title),...ns(this.game,e.blocks)));this.element.replaceChildren(is({page:`rules`,game:this.game}),T(`h1`,{"data-written":``},t.title),...ns(this.game,t.intro),T(`p`,{},T(`a`,{href:`/learn/${this.game}`,"data-link":!0,class:`button`},B.learnLink(e.texts.name))),n,...r);let i=decodeURIComponent(location.hash.slice(1));i&&document.getElementById(i)?.scrollIntoView()}catch(e){this.element.replaceChildren(is({page:`rules`,game:this.game}),T(`p`,{class:`error`,role:`alert`},e instanceof x||e instanceof Error?e.message:String(e)))}}},J=Xo,js={minutes:{min:1,max:180},increment:{min:0,max:60},seconds:{min:5,max:3600}};function Ms(){let e=L[0];return{...Object.assign({},...L.map(e=>br(e.lobby))),game:e.tag,seats:Array.from({length:e.lobby.seats},(e,t)=>t===0?`me`:`bot`),levels:Array.from({length:e.lobby.seats},()=>`casual`),clock:`none`,custom:{kind:`total`,minutes:5,increment:3,seconds:30},names:[],starts:{}}}function Ns(e){if(e.clock!==`custom`)return e.clock;let t=(e,t)=>Math.max(t.min,Math.min(t.max,Math.round(Number.isFinite(e)?e:t.min))),n=e.custom;if(n.kind===`move`)return`${t(n.seconds,js.seconds)}s/move`;let r=t(n.minutes,js.minutes),i=t(n.increment,js.increment);return i>0?`${r}m+${i}s`:`${r}m`}function Ps(e,t){let n=e.seats.indexOf(`me`);return e.seats.map((r,i)=>r===`me`&&(i===n?t:e.names[i]??``).trim()||null)}function Fs(e){return R(e.game).lobby.text(e,e.seats.length)}function Is(e){return e.starts[e.game]?.trim()||void 0}function Ls(e,t){return{game:e.game,rules:Fs(e),clock:Ns(e),seats:Vs(e),names:Ps(e,t),start:Is(e),hints:e.hints===!0||void 0,chat:e.noChat!==!0&&void 0}}function Rs(e){let t=new URLSearchParams({game:e.game,rules:Fs(e)}),n=Is(e);return n&&t.set(`start`,n),`/?${t.toString()}`}var zs=400;function Bs(e,t){let n=Ci(t.get(`game`)??``);if(!n)return e;let r=Ws(e,n.tag,void 0),i=t.get(`rules`),a=i===null?null:yr(n.lobby,i,[r.seats.length,2,3,4,5]);if(a){let e=r.seats.slice(0,a.seats);for(;e.length<a.seats;)e.push(`bot`);r={...r,...a.choices,seats:e,levels:e.map((e,t)=>r.levels[t]??`casual`)}}let o=t.get(`start`);return o!==null&&(r={...r,starts:{...r.starts,[n.tag]:o.slice(0,zs)}}),r}function Vs(e){return e.seats.map((t,n)=>t===`bot`?{bot:e.levels[n]}:t)}function Hs(e){let t=e?.levels??[];return t.includes(`casual`)?`casual`:t[0]??`casual`}function Us(e,t){return e?e.players:{min:t,max:t}}function Ws(e,t,n){let r=R(t),i=t===e.game?e.seats.length:Math.max(e.seats.length,r.lobby.seats),{min:a,max:o}=Us(n,r.lobby.seats),s=Math.max(a,Math.min(o,i)),c=e.seats.slice(0,s);for(;c.length<s;)c.push(`bot`);let l=c.map((t,r)=>{let i=e.levels[r];return n?.levels.includes(i)?i:Hs(n)});return{...e,game:t,seats:c,levels:l}}function Gs(e,t){return Ws({...e,levels:e.levels.map(()=>Hs(t))},e.game,t)}function Ks(e,t){let n=t===`bot`?`bot`:t===`friend`?`invite`:t===`device`?`me`:`open`;return{...e,seats:e.seats.map((e,t)=>t===0?`me`:n)}}function qs(e,t,n){return t?{...e,seats:[...e.seats,`bot`],levels:[...e.levels,Hs(n)]}:{...e,seats:e.seats.slice(0,-1),levels:e.levels.slice(0,-1)}}var Js=class{constructor(e){b(this,`showError`,void 0),b(this,`element`,T(`form`,{class:`new-game`,"aria-label":J.formLabel})),b(this,`form`,Bs(Ms(),new URLSearchParams(location.search))),b(this,`meta`,null),b(this,`busy`,!1),b(this,`startOpen`,new URLSearchParams(location.search).has(`start`)),b(this,`linkSaid`,``),this.showError=e,this.element.addEventListener(`submit`,e=>{e.preventDefault(),this.create()}),this.render()}setMeta(e){this.meta=e,this.update(Gs(this.form,this.gameMeta()))}gameMeta(e=this.form.game){return this.meta?.games.find(t=>t.game===e)}update(e){this.form=e,this.render()}render(){let e=this.form;D(this.element),this.element.append(T(`fieldset`,{class:`game-choice`},T(`legend`,{},J.game),...L.map(t=>T(`label`,{class:`game-option${e.game===t.tag?` chosen`:``}`},T(`input`,{type:`radio`,name:`game`,value:t.tag,checked:e.game===t.tag,onchange:()=>this.update(Ws(this.form,t.tag,this.gameMeta(t.tag)))}),T(`strong`,{},t.texts.name),T(`span`,{class:`small`},t.texts.blurb)))));let t=R(e.game),n=T(`fieldset`,{class:`rules-choice`},T(`legend`,{},J.rules),T(`p`,{class:`small`},T(`a`,{href:`/rules/${e.game}`,"data-link":!0,class:`rules-link`},J.rulesOf(t.texts.name))));for(let r of t.lobby.options){let t=this.optionInput(r),i=r.kind!==`note`&&r.anchor?{anchor:r.anchor,label:r.label}:null;n.append(i?T(`div`,{class:`option-row`},t,T(`a`,{href:`/rules/${e.game}#${i.anchor}`,"data-link":!0,class:`rule-help`,title:J.explained,"aria-label":J.explainedOption(i.label)},`?`)):t)}n.append(this.check(`hints`,`hints`,`hints-option`,J.hints),this.check(`no-chat`,`noChat`,`chat-option`,J.noChat)),this.element.append(n),this.element.append(this.startInput()),this.element.append(this.clockInput()),this.element.append(this.seatsInput());let r=T(`input`,{name:`name`,value:Ro(),maxlength:40,placeholder:J.namePlaceholder,"aria-label":J.nameLabel,onchange:e=>zo(e.target.value)});this.element.append(T(`div`,{class:`create-row`},r,T(`button`,{type:`submit`,class:`primary`,disabled:this.busy},J.create)))}check(e,t,n,r){return T(`label`,{class:`check ${n}`},T(`input`,{type:`checkbox`,name:e,checked:this.form[t]===!0,onchange:e=>this.form={...this.form,[t]:e.target.checked}}),` ${r}`)}startInput(){let e=this.form.game,t=this.form.starts[e]??``,n=T(`span`,{class:`small`,role:`status`},this.linkSaid),r=t=>{this.form={...this.form,starts:{...this.form.starts,[e]:t}},this.linkSaid=``,n.textContent=``},i,a=T(`input`,{name:`start`,value:t,placeholder:this.gameMeta()?.start??``,spellcheck:`false`,autocomplete:`off`,"aria-label":J.startLabel,"aria-describedby":`start-help`,oninput:()=>{r(a.value),i?.show(a.value)}});i=R(e).editor?.(t,e=>{a.value=e,r(e)});let o=T(`details`,{class:`start-choice`,open:this.startOpen||t.trim()!==``},T(`summary`,{},J.startSummary),a,T(`p`,{class:`small`,id:`start-help`},J.startHelp),i?.element,T(`p`,{class:`start-link`},T(`button`,{type:`button`,onclick:()=>void this.copyLink(n)},J.startCopyLink),` `,n));return o.addEventListener(`toggle`,()=>this.startOpen=o.open),o}async copyLink(e){let t=Rs(this.form);history.replaceState(history.state,``,t);try{await navigator.clipboard.writeText(`${location.origin}${t}`),this.linkSaid=J.startLinkCopied}catch{this.linkSaid=J.startLinkByHand}e.textContent=this.linkSaid}clockInput(){let e=this.form,t=this.meta?.clocks??[`none`,`1m/move`,`30s/move`,`5m`,`5m+3s`,`10m+5s`],n=T(`select`,{name:`clock`,"aria-label":J.clockLabel,onchange:e=>this.update({...this.form,clock:e.target.value})},...t.map(t=>T(`option`,{value:t,selected:t===e.clock},t===`none`?J.noClock:St(t))),T(`option`,{value:`custom`,selected:e.clock===`custom`},J.customClock)),r=T(`fieldset`,{class:`clock-choice`},T(`legend`,{},J.clock),n);if(e.clock!==`custom`)return r;let i=e.custom,a=e=>this.form={...this.form,custom:{...this.form.custom,...e}},o=(e,t,n,r,i)=>T(`label`,{class:`number`},T(`input`,{type:`number`,name:e,value:n,min:r.min,max:r.max,step:1,inputmode:`numeric`,onchange:e=>a({[i]:Number(e.target.value)})}),` ${t}`),s=(e,t)=>T(`label`,{class:`check`},T(`input`,{type:`radio`,name:`clock-kind`,value:e,checked:i.kind===e,onchange:()=>this.update({...this.form,custom:{...this.form.custom,kind:e}})}),` ${t}`);return r.append(T(`div`,{class:`custom-clock`},s(`total`,J.custom.total),s(`move`,J.custom.perMove),i.kind===`total`?T(`span`,{class:`clock-numbers`},o(`clock-minutes`,J.custom.minutes,i.minutes,js.minutes,`minutes`),` + `,o(`clock-increment`,J.custom.increment,i.increment,js.increment,`increment`)):T(`span`,{class:`clock-numbers`},o(`clock-seconds`,J.custom.seconds,i.seconds,js.seconds,`seconds`)))),r}optionInput(e){let t=(e,t)=>this.form={...this.form,[e]:t},n=(e,t,n,r)=>T(`label`,{class:`check`},T(`input`,{type:`checkbox`,name:r,checked:t,onchange:e=>{n(e.target.checked),this.render()}}),` ${e}`);switch(e.kind){case`flag`:return n(e.label,gr(this.form,e.key),n=>t(e.key,n),e.name);case`set`:{let r={...this.form[e.key]??{}};return T(`div`,{class:`attrs`},T(`span`,{},e.label),...e.items.map(i=>n(i.label,r[i.value]===!0,n=>{r[i.value]=n,e.items.some(e=>r[e.value])||(r[i.value]=!0),t(e.key,r)},i.name)))}case`choice`:return T(`label`,{},`${e.label} `,T(`select`,{name:e.name,"aria-label":e.label,onchange:n=>t(e.key,n.target.value)},...e.items.map(t=>T(`option`,{value:t.value,selected:t.value===_r(this.form,e)},t.label))));case`note`:return T(`p`,{class:`small`},e.text)}}seatsInput(){let e=this.form,t=this.gameMeta(),n=t?.levels??[`beginner`,`casual`,`strong`,`strongest`],r=T(`fieldset`,{class:`seats-choice`},T(`legend`,{},J.seats));r.append(T(`div`,{class:`presets`},...[`bot`,`friend`,`device`,`anyone`].map(e=>T(`button`,{type:`button`,onclick:()=>this.update(Ks(this.form,e))},J.presets[e])))),e.seats.forEach((t,i)=>{let a=T(`select`,{name:`seat-${i}`,"aria-label":J.seatLabel(i),onchange:e=>{let t=[...this.form.seats];t[i]=e.target.value,this.update({...this.form,seats:t})}},...[`me`,`bot`,`invite`,`open`].map(e=>T(`option`,{value:e,selected:t===e},J.seatChoice[e]))),o=T(`div`,{class:`seat-row`},T(`span`,{class:`seat-label`},J.seat(i)),a);t===`me`&&i!==e.seats.indexOf(`me`)&&o.append(T(`input`,{name:`seat-name-${i}`,value:e.names[i]??``,maxlength:40,placeholder:J.otherPlayerName(i),"aria-label":J.otherPlayerName(i),onchange:e=>{let t=[...this.form.names];t[i]=e.target.value,this.form={...this.form,names:t}}})),t===`bot`&&o.append(T(`select`,{name:`level-${i}`,"aria-label":J.levelLabel(i),onchange:e=>{let t=[...this.form.levels];t[i]=e.target.value,this.form={...this.form,levels:t}}},...n.map(t=>T(`option`,{value:t,selected:t===e.levels[i]},J.level(t))))),r.append(o)});let{min:i,max:a}=Us(t,e.seats.length);return i<a&&r.append(T(`div`,{class:`seat-count`},T(`button`,{type:`button`,disabled:e.seats.length<=i,onclick:()=>this.update(qs(this.form,!1,t))},J.fewerSeats),T(`button`,{type:`button`,disabled:e.seats.length>=a,onclick:()=>this.update(qs(this.form,!0,t))},J.moreSeats),T(`span`,{class:`small`},J.players(e.seats.length)))),r}async create(){if(this.busy)return;this.busy=!0,this.showError(null);let e=this.form,t=this.element.querySelector(`input[name=name]`)?.value.trim()??``;zo(t);try{let n=await w.create(Ls(e,t));Io(n.id,e.game,n.tokens,n.invites),G(`/game/${n.id}`)}catch(e){this.showError(e)}finally{this.busy=!1}}},Y=Xo;function Ys(e,t=null){let n=e.plies.length-1;return{ply:t?Math.min(t.ply,n):n,seats:Array.from({length:e.players},(n,r)=>{let i=t?.bots[r]??null;return{choice:i===null?`me`:`bot`,level:i??`casual`,name:e.names[r]??``}})}}function Xs(e,t){return{record:e,ply:t.ply,seats:t.seats.map(e=>e.choice===`bot`?{bot:e.level}:e.choice),names:t.seats.map(e=>e.choice===`bot`?null:e.name.trim()||null)}}var Zs=class{constructor(){b(this,`element`,T(`section`,{class:`panel import`})),b(this,`text`,T(`textarea`,{rows:5,name:`record`,placeholder:Y.recordPlaceholder,"aria-label":Y.recordLabel})),b(this,`planEl`,T(`div`,{class:`import-plan`})),b(this,`error`,T(`p`,{class:`error`,role:`alert`})),b(this,`preview`,null),b(this,`plan`,null),b(this,`meta`,null),b(this,`timer`,null),b(this,`asked`,``);let e=T(`input`,{type:`file`,accept:`.txt,.qrt,text/plain`,"aria-label":Y.fileLabel});e.addEventListener(`change`,()=>{let t=e.files?.[0];t&&t.text().then(e=>{this.text.value=e,this.read()})}),this.text.addEventListener(`input`,()=>{this.timer&&clearTimeout(this.timer),this.timer=setTimeout(()=>this.read(),400)}),this.element.append(T(`h2`,{},Y.importHeading),T(`p`,{class:`small`},Y.importHelp),this.text,T(`div`,{class:`create-row`},e,T(`button`,{class:`primary`,onclick:()=>void this.importNow()},Y.importButton)),this.planEl,this.error);let t=Di();t&&(this.text.value=t.record,this.read(t)),wo().then(e=>{this.meta=e,this.draw()}).catch(()=>{})}destroy(){this.timer&&clearTimeout(this.timer)}read(e=null){let t=this.text.value;t.trim()!==``&&t!==this.asked&&(this.asked=t,w.previewRecord(t).then(n=>{this.text.value===t&&(this.preview=n,this.plan=Ys(n,e),this.error.textContent=``,this.draw(),e&&this.element.scrollIntoView({block:`start`}))}).catch(e=>{this.text.value===t&&(this.preview=null,this.plan=null,this.draw(),this.error.textContent=e instanceof x?e.message:String(e))}))}update(e){this.plan=e,this.draw()}draw(){D(this.planEl);let e=this.preview,t=this.plan;if(!e||!t)return;let n=Ci(e.game),r=e.plies.length-1,i=e.plies[t.ply];this.planEl.append(T(`p`,{class:`import-summary`},Y.importSummary(n?.texts.name??e.name,n?n.texts.rules(e.rules):e.rules,r)));let a=T(`input`,{type:`range`,min:0,max:r,value:t.ply,name:`import-ply`,"aria-label":Y.importPointLabel});a.addEventListener(`input`,()=>{let e=Number(a.value);this.plan&&(this.plan={...this.plan,ply:e}),o.textContent=Y.importPoint(e,r),s.replaceChildren(this.diagram(e))});let o=T(`span`,{class:`import-point`,"data-ply":String(t.ply)},Y.importPoint(t.ply,r)),s=T(`div`,{class:`import-diagram`},this.diagram(t.ply));this.planEl.append(T(`label`,{class:`import-slider`},o,a),s),i&&e.over&&t.ply===r&&this.planEl.append(T(`p`,{class:`small`},Y.importFinished));let c=this.meta?.games.find(t=>t.game===e.game)?.levels??[`beginner`,`casual`,`strong`,`strongest`];t.seats.forEach((e,t)=>{let n=(e,n=!0)=>{if(!this.plan)return;let r=this.plan.seats.map((n,r)=>r===t?{...n,...e}:n);n?this.update({...this.plan,seats:r}):this.plan={...this.plan,seats:r}},r=T(`select`,{name:`import-seat-${t}`,"aria-label":Y.seatLabel(t),onchange:e=>n({choice:e.target.value})},...[`me`,`bot`,`invite`,`open`].map(t=>T(`option`,{value:t,selected:e.choice===t},Y.seatChoice[t]))),i=T(`div`,{class:`import-seat`},T(`span`,{class:`seat-label`},Y.seat(t)),r);e.choice===`bot`?i.append(T(`select`,{name:`import-level-${t}`,"aria-label":Y.levelLabel(t),onchange:e=>n({level:e.target.value},!1)},...c.map(t=>T(`option`,{value:t,selected:t===e.level},Y.level(t))))):i.append(T(`input`,{name:`import-name-${t}`,value:e.name,maxlength:40,placeholder:Y.importNameOf(t),"aria-label":Y.importNameOf(t),onchange:e=>n({name:e.target.value},!1)})),this.planEl.append(i)})}diagram(e){let t=this.preview,n=t?.plies[e],r=t?Ci(t.game):void 0;if(!t||!n||!r)return T(`span`);try{return r.diagram({position:n.view,rules:t.rules,history:t.plies.slice(1,e+1).map(e=>({seat:e.seat??0,action:e.action??``,at:0})),highlights:n})}catch{return T(`span`)}}async importNow(){this.error.textContent=``;let e=this.text.value;try{let t=await w.importRecord(this.plan&&this.preview?Xs(e,this.plan):{record:e});Io(t.id,t.state.game,t.tokens,t.invites),G(`/game/${t.id}`)}catch(e){this.error.textContent=e instanceof x?e.message:String(e)}}},X={name:null,csrf:null,lang:null},Qs=null,$s=new Set;function ec(e){X={name:e.name??null,csrf:e.csrf??null,lang:e.lang??null},kt(X.csrf);let t=He.find(e=>e===X.lang),n=typeof location<`u`&&new URLSearchParams(location.search).has(`lang`);t&&t!==tt()&&!n&&it(t).catch(()=>{});for(let e of $s)e();return X}ct(()=>{let e=tt();X.name!==null&&e!==X.lang&&He.some(t=>t===e)&&(X={...X,lang:e},S(`PUT`,`/api/session/lang`,{lang:e}).catch(()=>{}))});function tc(){return X.name}function nc(e=!1){return(!Qs||e)&&(Qs=S(`GET`,`/api/session`).then(ec).catch(()=>X)),Qs}function rc(e){return $s.add(e),()=>$s.delete(e)}async function ic(e,t){return ec(await S(`POST`,`/api/accounts`,{name:e,password:t}))}async function ac(e,t){return ec(await S(`POST`,`/api/session`,{name:e,password:t}))}async function oc(){await S(`DELETE`,`/api/session`),ec({name:null,csrf:null,lang:null})}async function sc(){let e=await S(`DELETE`,`/api/sessions`);return ec({name:null,csrf:null,lang:null}),e.sessions_ended}async function cc(e){await S(`DELETE`,`/api/account`,{password:e}),ec({name:null,csrf:null,lang:null})}function lc(){return Po().flatMap(e=>e.tokens.map(t=>({game:e.id,token:t.token}))).slice(0,200)}async function uc(){let e=lc();return e.length===0?0:(await S(`POST`,`/api/account/claim`,{seats:e})).claimed}var Z={get account(){return v(`players-account`)},get signIn(){return v(`players-sign-in`)},get signUp(){return v(`players-sign-up`)},get signInTitle(){return v(`players-sign-in-title`)},get signUpTitle(){return v(`players-sign-up-title`)},get name(){return v(`players-name`)},get password(){return v(`players-password`)},get signUpHint(){return v(`players-sign-up-hint`)},get toSignUp(){return v(`players-to-sign-up`)},get toSignIn(){return v(`players-to-sign-in`)},tryAgainIn:e=>v(`players-try-again-in`,{seconds:e}),signedInAs:e=>v(`players-signed-in-as`,{name:e}),get signOut(){return v(`players-sign-out`)},get signOutEverywhere(){return v(`players-sign-out-everywhere`)},signedOutEverywhere:e=>v(`players-signed-out-everywhere`,{count:e}),get deleteAccount(){return v(`players-delete-account`)},get deleteExplain(){return v(`players-delete-explain`)},get deleteConfirm(){return v(`players-delete-confirm`)},get deleted(){return v(`players-deleted`)},claimOffer:e=>v(`players-claim-offer`,{count:e}),get claim(){return v(`players-claim`)},get notNow(){return v(`players-not-now`)},claimed:e=>v(`players-claimed`,{count:e}),get cancel(){return v(`players-cancel`)},get yourPage(){return v(`players-your-page`)},get yourGames(){return v(`players-your-games`)},get deletedPlayer(){return v(`players-deleted-player`)},get loading(){return v(`players-loading`)},noSuchPlayer:e=>v(`players-no-such-player`,{name:e}),memberSince:e=>v(`players-member-since`,{date:e}),get ratings(){return v(`players-ratings`)},get noRatings(){return v(`players-no-ratings`)},get ratingClass(){return v(`players-rating-class`)},get rating(){return v(`players-rating`)},get games(){return v(`players-games`)},get provisional(){return v(`players-provisional`)},get provisionalNote(){return v(`players-provisional-note`)},deviation:e=>v(`players-deviation`,{deviation:dt(e)}),get chartTitle(){return v(`players-chart-title`)},get date(){return v(`players-date`)},chartPoint:(e,t,n)=>v(`players-chart-point`,{class_name:e,rating:t,date:n}),get recentGames(){return v(`players-recent-games`)},get noGames(){return v(`players-no-games`)},get guest(){return v(`players-guest`)},get against(){return v(`players-against`)},get casual(){return v(`players-casual`)},outcome:e=>({open:v(`players-outcome-open`),live:v(`players-outcome-live`),aborted:v(`players-outcome-aborted`),cancelled:v(`players-outcome-cancelled`),won:v(`players-outcome-won`),lost:v(`players-outcome-lost`),drawn:v(`players-outcome-drawn`)})[e]??e,family:e=>e===`standard`?v(`players-family-standard`):e===`squares`?v(`players-family-squares`):e,familyPlayers:e=>v(`players-family-players`,{players:e}),familyTraits:(e,t)=>v(`players-family-traits`,{family:e,traits:t}),speed:e=>({blitz:()=>v(`players-speed-blitz`),rapid:()=>v(`players-speed-rapid`),classical:()=>v(`players-speed-classical`),correspondence:()=>v(`players-speed-correspondence`)})[e]?.()??e,get notifySound(){return v(`players-notify-sound`)},get noGamesYet(){return v(`players-no-games-yet`)},gamesWaiting:e=>v(`players-games-waiting`,{count:e}),get yourTurn(){return v(`players-your-turn`)},get theirTurn(){return v(`players-their-turn`)},get drawOffered(){return v(`players-draw-offered`)},get takeBackAsked(){return v(`players-take-back-asked`)},get challengeFrom(){return v(`players-challenge-from`)},get answerInLobby(){return v(`players-answer-in-lobby`)}};function dc(e){return e instanceof x?e.status===429&&e.retryAfter!==null?Z.tryAgainIn(e.retryAfter):e.message:String(e)}function fc(e,t){let n=T(`div`,{class:`account-panel`}),r=T(`details`,{class:`account-menu`},e,n);return r.addEventListener(`toggle`,()=>{r.open&&!n.firstChild&&n.append(...t())}),r}var pc=class{constructor(){b(this,`element`,T(`nav`,{class:`account-bar`,"aria-label":Z.account})),b(this,`notice`,T(`p`,{class:`account-notice small`,role:`status`})),b(this,`home`,T(`a`,{href:`/`,"data-link":``,class:`home-link`},`Quartet`)),b(this,`learn`,T(`a`,{"data-link":``,class:`learn-link`})),b(this,`space`,T(`span`,{class:`account-space`})),b(this,`games`,T(`a`,{href:`/games`,"data-link":``,class:`your-games-link`})),b(this,`menu`,null),b(this,`menuFor`,``),b(this,`path`,``),b(this,`mode`,`in`),b(this,`stop`,void 0),this.stop=rc(()=>this.draw()),this.draw(),nc()}destroy(){this.stop()}draw(){let e=tc(),t=`${nt()} ${this.mode} ${e??``}`;this.menu===null||t!==this.menuFor?(this.menu=e===null?this.signedOutMenu():this.signedInMenu(e),this.menuFor=t):location.pathname!==this.path&&(this.menu.open=!1),this.path=location.pathname;let n=/^\/(?:learn|rules|puzzles)(?:\/([a-z]+))?(?:\/|$)/.exec(location.pathname);this.learn.setAttribute(`href`,`/learn/${n?.[1]??`quarto`}`),n?this.learn.setAttribute(`aria-current`,`page`):this.learn.removeAttribute(`aria-current`),this.learn.textContent=B.lobby.heading,this.games.textContent=Z.yourGames,this.element.setAttribute(`aria-label`,Z.account);let r=e!==null||Po().length>0,i=[this.home,this.learn,this.space,...r?[this.games]:[],this.menu,this.notice],a=this.element.querySelector(`.claim-offer`),o=[...this.element.children].filter(e=>e!==a);(o.length!==i.length||i.some((e,t)=>o[t]!==e))&&this.element.replaceChildren(...i,...a?[a]:[])}say(e){this.notice.textContent=e}signedOutMenu(){let e=T(`p`,{class:`account-error`,role:`alert`}),t=T(`input`,{name:`account-name`,autocomplete:`username`,required:!0,maxlength:20,"aria-label":Z.name}),n=T(`input`,{name:`account-password`,type:`password`,autocomplete:this.mode===`up`?`new-password`:`current-password`,required:!0,"aria-label":Z.password}),r=T(`button`,{type:`submit`,class:`primary`},this.mode===`up`?Z.signUp:Z.signIn),i=T(`form`,{class:`account-form`,"data-mode":this.mode},T(`h2`,{},this.mode===`up`?Z.signUpTitle:Z.signInTitle),T(`label`,{},Z.name,t),T(`label`,{},Z.password,n),this.mode===`up`?T(`p`,{class:`small`},Z.signUpHint):null,r,e,T(`button`,{type:`button`,class:`link-button`,onclick:()=>{this.mode=this.mode===`in`?`up`:`in`,this.draw(),this.element.querySelector(`details`)?.setAttribute(`open`,``)}},this.mode===`up`?Z.toSignIn:Z.toSignUp));return i.addEventListener(`submit`,i=>{i.preventDefault(),e.textContent=``,r.disabled=!0,(this.mode===`up`?ic:ac)(t.value.trim(),n.value).then(()=>this.offerClaim()).catch(t=>{e.textContent=dc(t),r.disabled=!1})}),fc(T(`summary`,{},Z.signIn),()=>[i])}signedInMenu(e){let t=T(`p`,{class:`account-error`,role:`alert`}),n=e=>e().catch(e=>{t.textContent=dc(e)}),r=T(`input`,{name:`delete-password`,type:`password`,autocomplete:`current-password`,required:!0,"aria-label":Z.password}),i=T(`form`,{class:`account-form delete-account`,hidden:!0},T(`p`,{class:`small`},Z.deleteExplain),T(`label`,{},Z.password,r),T(`button`,{type:`submit`,class:`danger`},Z.deleteConfirm));return i.addEventListener(`submit`,e=>{e.preventDefault(),n(()=>cc(r.value).then(()=>this.say(Z.deleted)))}),fc(T(`summary`,{"data-account":e,title:e},T(`span`,{class:`account-name`},e)),()=>[T(`p`,{class:`small`},Z.signedInAs(e)),T(`a`,{href:`/player/${encodeURIComponent(e)}`,"data-link":``,class:`button`},Z.yourPage),T(`button`,{type:`button`,onclick:()=>void n(()=>oc())},Z.signOut),T(`button`,{type:`button`,onclick:()=>void n(()=>sc().then(e=>this.say(Z.signedOutEverywhere(e))))},Z.signOutEverywhere),T(`button`,{type:`button`,onclick:()=>{i.hidden=!i.hidden,i.hidden||r.focus()}},Z.deleteAccount),i,t])}offerClaim(){let e=new Set(lc().map(e=>e.game)).size;if(e===0)return;let t=T(`span`,{class:`account-error`,role:`alert`}),n=T(`div`,{class:`claim-offer`,role:`group`},T(`span`,{},Z.claimOffer(e)),T(`button`,{type:`button`,class:`primary`,onclick:()=>void uc().then(e=>{n.remove(),this.say(Z.claimed(e))}).catch(e=>{t.textContent=dc(e)})},Z.claim),T(`button`,{type:`button`,onclick:()=>n.remove()},Z.notNow),t);this.notice.textContent=``,this.element.append(n)}},mc=encodeURIComponent,hc={pair:e=>S(`POST`,`/api/pairing`,e),pools:()=>S(`GET`,`/api/pairing`),seek:e=>S(`POST`,`/api/seeks`,e),seeks:()=>S(`GET`,`/api/seeks`),acceptSeek:(e,t)=>S(`POST`,`/api/seeks/${mc(e)}/accept`,{name:t,browser:Ho()}),challenge:(e,t)=>S(`POST`,`/api/challenges`,{to:e,...t}),challenges:()=>S(`GET`,`/api/challenges`),acceptChallenge:e=>S(`POST`,`/api/challenges/${mc(e)}/accept`,{}),declineChallenge:e=>S(`POST`,`/api/challenges/${mc(e)}/decline`)};function gc(e){let t=br(e.lobby),n=[e.lobby.text(t,2)];for(let r of e.lobby.options)r.kind===`flag`&&n.push(e.lobby.text({...t,[r.key]:!r.initial},2));let r=[];for(let t of n)r.some(e=>e.rules===t)||r.push({rules:t,label:e.texts.rules(t)});return r}var Q={get title(){return v(`players-play-title`)},get game(){return v(`players-play-game`)},get rules(){return v(`players-play-rules`)},get clock(){return v(`players-play-clock`)},get noClock(){return v(`players-play-no-clock`)},get ratedGame(){return v(`players-play-rated-game`)},get ratedSignIn(){return v(`players-play-rated-sign-in`)},get rated(){return v(`players-play-rated`)},get casual(){return v(`players-play-casual`)},get quickGame(){return v(`players-play-quick-game`)},get offerSeek(){return v(`players-play-offer-seek`)},get playBot(){return v(`players-play-bot`)},get challengeName(){return v(`players-play-challenge-name`)},get challenge(){return v(`players-play-challenge`)},lookingFor:e=>v(`players-play-looking-for`,{offer:e}),seekOffered:e=>v(`players-play-seek-offered`,{offer:e}),challengeSent:(e,t)=>v(`players-play-challenge-sent`,{name:e,offer:t}),secondsWaited:e=>v(`players-play-seconds-waited`,{seconds:e}),waitingCount:e=>v(`players-play-waiting-count`,{count:e}),get waitLost(){return v(`players-play-wait-lost`)},get cancel(){return v(`players-play-cancel`)},get poolsTitle(){return v(`players-play-pools-title`)},get joinPool(){return v(`players-play-join-pool`)},get seeksTitle(){return v(`players-play-seeks-title`)},get noSeeks(){return v(`players-play-no-seeks`)},get yourSeek(){return v(`players-play-your-seek`)},get guest(){return v(`players-play-guest`)},get accept(){return v(`players-play-accept`)},get decline(){return v(`players-play-decline`)},get challengesTitle(){return v(`players-play-challenges-title`)},get challengeFrom(){return v(`players-play-challenge-from`)},get challengeTo(){return v(`players-play-challenge-to`)},get otherPage(){return v(`players-play-other-page`)}},_c=[300,1500,4e3],vc=class{constructor(e,t){b(this,`ticket`,void 0),b(this,`events`,void 0),b(this,`socket`,void 0),b(this,`done`,!1),b(this,`returns`,0),b(this,`retry`,null),b(this,`since`,Date.now()),this.ticket=e,this.events=t,this.socket=this.open()}open(){let e=location.protocol===`https:`?`wss:`:`ws:`,t=new WebSocket(`${e}//${location.host}/api/pairing/ws`);return t.addEventListener(`open`,()=>t.send(JSON.stringify({type:`wait`,ticket:this.ticket}))),t.addEventListener(`message`,e=>this.heard(String(e.data))),t.addEventListener(`close`,()=>this.lost()),t}heard(e){let t;try{t=JSON.parse(e)}catch{return}t.type===`waiting`?this.events.waiting(t.waiting,t.rating):t.type===`paired`?(this.done=!0,this.events.paired(t)):t.type===`error`&&(this.returns>0&&t.code===`not_found`?this.finish(`closed`,``):this.finish(t.code,t.message,t.detail))}lost(){if(this.done)return;let e=_c[this.returns];e===void 0?this.finish(`closed`,``):(this.returns+=1,this.retry=setTimeout(()=>{this.retry=null,this.done||(this.socket=this.open())},e))}finish(e,t,n){this.done||(this.done=!0,this.events.ended(e,t,n))}cancel(){this.done=!0,this.retry&&clearTimeout(this.retry),this.socket.close(1e3)}},yc=4e3;function bc(e){let t=L.find(t=>t.tag===e.game);return[t?.texts.name??e.game,t?t.texts.rules(e.rules):e.rules,e.clock===`none`?Q.noClock:St(e.clock),e.rated?Q.rated:Q.casual].join(` · `)}var xc=class{constructor(){b(this,`element`,T(`section`,{class:`panel play-panel`,"aria-labelledby":`play-title`})),b(this,`game`,T(`select`,{name:`play-game`,"aria-label":Q.game})),b(this,`rules`,T(`select`,{name:`play-rules`,"aria-label":Q.rules})),b(this,`clock`,T(`select`,{name:`play-clock`,"aria-label":Q.clock})),b(this,`rated`,T(`input`,{type:`checkbox`,name:`play-rated`})),b(this,`ratedLabel`,T(`label`,{class:`check`},this.rated,Q.ratedGame)),b(this,`challengeName`,T(`input`,{name:`challenge-name`,autocomplete:`off`,maxlength:20,"aria-label":Q.challengeName,placeholder:Q.challengeName})),b(this,`buttons`,T(`div`,{class:`play-buttons`})),b(this,`waitEl`,T(`div`,{class:`play-wait`,role:`status`,hidden:!0})),b(this,`errorEl`,T(`p`,{class:`error`,role:`alert`})),b(this,`poolsEl`,T(`div`,{class:`play-pools`})),b(this,`seeksEl`,T(`div`,{class:`play-seeks`})),b(this,`challengesEl`,T(`div`,{class:`play-challenges`})),b(this,`waiter`,null),b(this,`waitTimer`,null),b(this,`ownOffer`,null),b(this,`timer`,void 0),b(this,`stops`,[]),b(this,`listsKey`,``);let e=T(`button`,{type:`button`,onclick:()=>void this.playBot()},Q.playBot);this.buttons.append(T(`button`,{type:`button`,class:`primary`,onclick:()=>void this.startPairing()},Q.quickGame),T(`button`,{type:`button`,onclick:()=>void this.startSeek()},Q.offerSeek),e);let t=T(`form`,{class:`play-challenge`},this.challengeName,T(`button`,{type:`submit`},Q.challenge));t.addEventListener(`submit`,e=>{e.preventDefault(),this.startChallenge()}),this.element.append(T(`h2`,{id:`play-title`},Q.title),T(`div`,{class:`play-choice`},this.game,this.rules,this.clock,this.ratedLabel),this.buttons,t,this.waitEl,this.errorEl,this.poolsEl,this.challengesEl,this.seeksEl);for(let e of L)this.game.append(T(`option`,{value:e.tag},e.texts.name));this.game.addEventListener(`change`,()=>this.fillRules()),this.fillRules(),wo().then(e=>this.setMeta(e)).catch(e=>this.showError(e)),this.stops.push(rc(()=>this.sessionChanged())),this.sessionChanged();let n=()=>void this.refresh();window.addEventListener(`focus`,n),this.stops.push(()=>window.removeEventListener(`focus`,n)),this.timer=setInterval(n,yc),this.refresh()}destroy(){clearInterval(this.timer),this.stopWaiting();for(let e of this.stops)e()}setMeta(e){for(let t of[...this.game.options]){let n=e.games.find(e=>e.game===t.value);n&&(n.players.min>2||n.players.max<2)&&t.remove()}D(this.clock);for(let t of e.clocks)this.clock.append(T(`option`,{value:t},t===`none`?Q.noClock:St(t)));let t=e.clocks.find(e=>e!==`none`);t&&(this.clock.value=t)}fillRules(){D(this.rules);for(let e of gc(R(this.game.value)))this.rules.append(T(`option`,{value:e.rules},e.label))}sessionChanged(){let e=tc();this.rated.disabled=e===null,e===null&&(this.rated.checked=!1),this.ratedLabel.title=e===null?Q.ratedSignIn:``,this.challengeName.closest(`form`)?.toggleAttribute(`hidden`,e===null),this.listsKey=``,this.refresh()}choice(){let e=tc()===null&&Ro()||void 0;return{game:this.game.value,rules:this.rules.value,clock:this.clock.value,rated:this.rated.checked||void 0,name:e,browser:Ho()}}showError(e){this.errorEl.textContent=e===null?``:dc(e)}enter(e,t){this.stopWaiting(),Io(t.game,e,[{seat:t.seat,token:t.token}]),G(`/game/${t.game}`)}async startPairing(e){let t=this.choice(),n=e?{game:e.game,rules:e.rules,clock:e.clock,rated:e.rated||void 0,name:t.name,browser:t.browser}:t;await this.wait(`pairing`,n,()=>hc.pair(n))}async startSeek(){let e=this.choice();await this.wait(`seek`,e,()=>hc.seek(e))}async startChallenge(){let e=this.challengeName.value.trim();if(!e)return;let t=this.choice();delete t.name,delete t.browser,await this.wait(`challenge`,t,()=>hc.challenge(e,t),e)}async playBot(){this.showError(null);let e=this.game.value;try{let t=await w.create({game:e,rules:this.rules.value,clock:this.clock.value,seats:[`me`,{bot:`casual`}],name:Ro()||void 0});Io(t.id,e,t.tokens,t.invites),G(`/game/${t.id}`)}catch(e){this.showError(e)}}async wait(e,t,n,r){this.showError(null),this.stopWaiting();let i;try{i=await n()}catch(e){this.showError(e);return}this.ownOffer=i.seek??null;let a=T(`span`,{class:`play-waiting-count`}),o=T(`span`,{class:`play-seconds`},Q.secondsWaited(0)),s=e===`pairing`?Q.lookingFor(bc(i.pool)):e===`seek`?Q.seekOffered(bc(i.pool)):Q.challengeSent(r??``,bc(i.pool));this.waitEl.replaceChildren(T(`p`,{class:`play-wait-what`},s),T(`p`,{class:`small`},o,` `,a),T(`button`,{type:`button`,class:`play-cancel`,onclick:()=>this.cancelWait()},Q.cancel)),this.waitEl.hidden=!1,this.buttons.hidden=!0;let c=new vc(i.ticket,{waiting:t=>{e===`pairing`&&(a.textContent=Q.waitingCount(t))},paired:e=>this.enter(t.game,e),ended:(e,t,n)=>{this.stopWaiting(),this.showError(e===`closed`?Q.waitLost:new x(409,e,mt(e,t,null,n)))}});this.waiter=c,this.waitTimer=setInterval(()=>{o.textContent=Q.secondsWaited(Math.floor((Date.now()-c.since)/1e3))},1e3),this.refresh()}cancelWait(){this.stopWaiting(),this.refresh()}stopWaiting(){this.waiter?.cancel(),this.waiter=null,this.ownOffer=null,this.waitTimer&&clearInterval(this.waitTimer),this.waitTimer=null,this.waitEl.hidden=!0,this.buttons.hidden=!1}async accept(e,t){this.showError(null);try{let n=await t();this.enter(e,n)}catch(e){this.showError(e),this.refresh()}}async refresh(){let e,t,n={received:[],made:[]};try{[e,t]=await Promise.all([hc.pools().then(e=>e.pools),hc.seeks().then(e=>e.seeks)]),tc()!==null&&(n=await hc.challenges())}catch{return}let r=JSON.stringify([e,t,n,this.ownOffer,tc(),this.waiter!==null]);r!==this.listsKey&&(this.listsKey=r,this.drawPools(e),this.drawSeeks(t),this.drawChallenges(n))}drawPools(e){D(this.poolsEl),e.length!==0&&this.poolsEl.append(T(`h3`,{},Q.poolsTitle),T(`ul`,{class:`play-list`},...e.map(e=>T(`li`,{"data-pool":e.class},T(`span`,{},bc(e)),T(`span`,{class:`small`},Q.waitingCount(e.waiting)),this.waiter||e.rated&&tc()===null?null:T(`button`,{type:`button`,onclick:()=>void this.startPairing(e)},Q.joinPool)))))}drawSeeks(e){D(this.seeksEl),this.seeksEl.append(T(`h3`,{},Q.seeksTitle)),e.length===0?this.seeksEl.append(T(`p`,{class:`small`},Q.noSeeks)):this.seeksEl.append(T(`ul`,{class:`play-list`},...e.map(e=>{let t=e.id===this.ownOffer,n=e.rated&&e.name?Qa(e.name):T(`span`,{},e.name??Q.guest);return T(`li`,{"data-seek":e.id},T(`span`,{},n,e.rating===null?``:` (${dt(e.rating)})`),T(`span`,{class:`small`},bc(e)),t?T(`span`,{class:`small`},Q.yourSeek):e.rated&&tc()===null?T(`span`,{class:`small`},Q.ratedSignIn):T(`button`,{type:`button`,onclick:()=>void this.accept(e.game,()=>hc.acceptSeek(e.id,Ro()||void 0))},Q.accept))})))}drawChallenges({received:e,made:t}){if(D(this.challengesEl),e.length===0&&t.length===0)return;this.challengesEl.append(T(`h3`,{},Q.challengesTitle));let n=T(`ul`,{class:`play-list`});for(let t of e)n.append(T(`li`,{"data-challenge":t.id,class:`received`},T(`span`,{},Q.challengeFrom,` `,Qa(t.from)),T(`span`,{class:`small`},bc(t)),T(`button`,{type:`button`,class:`primary`,onclick:()=>void this.accept(t.game,()=>hc.acceptChallenge(t.id))},Q.accept),T(`button`,{type:`button`,onclick:()=>void hc.declineChallenge(t.id).then(()=>this.refresh()).catch(e=>this.showError(e))},Q.decline)));for(let e of t)n.append(T(`li`,{"data-challenge":e.id,class:`made`},T(`span`,{},Q.challengeTo,` `,Qa(e.to)),T(`span`,{class:`small`},bc(e)),e.id===this.ownOffer?T(`button`,{type:`button`,onclick:()=>this.cancelWait()},Q.cancel):T(`span`,{class:`small`},Q.otherPage)));this.challengesEl.append(n)}};function Sc(e){return`${Math.round(e.rating)}${e.provisional?`?`:``}`}function Cc(e){let t=Math.round(e);return t>0?`+${t}`:t<0?`−${-t}`:`±0`}function wc(e){if(e.status===`open`)return`open`;if(e.status!==`finished`)return`live`;let t=(e.termination??``).split(` `)[0];if(t===`abort`||t===`abandoned`)return`aborted`;if(t===`cancel`)return`cancelled`;let n=/^win (\d+)$/.exec(e.result??``);return n?Number(n[1])===e.seat+1?`won`:`lost`:`drawn`}function Tc(e){let t=[];return e.players.forEach((n,r)=>{if(r===e.seat)return;let i=e.accounts[r];i===`deleted`?t.push({kind:`deleted`}):i===`account`&&n?t.push({kind:`account`,name:n}):t.push({kind:`other`,name:n})}),t}function Ec(e){let[t=e,n=``,r=``]=e.split(`/`),i=/^(\d+)p$/.exec(n),a=/^([a-z]+)-(\d+)a$/.exec(n);return{game:t,family:i?`players`:a?a[1]:n,traits:a?Number(a[2]):null,players:i?Number(i[1]):null,speed:r}}var $=Xo,Dc=30,Oc=200;async function kc(e,t){let n=[],r=0;for(;r!==null&&n.length<t;){let i=await w.list(e,Math.min(Oc,t-n.length),r);n.push(...i.games),r=i.next}return{games:n,more:r!==null}}function Ac(e,t){if(e?.status!==`finished`||!e.termination)return null;let n=e.termination.split(` `)[0];if(t.length!==1||n===`abort`||n===`cancel`||n===`abandoned`)return{ended:n,words:Oa(n)};let r=wc({status:e.status,result:e.result,termination:e.termination,seat:t[0]});return{ended:n,words:(r===`won`||r===`lost`||r===`drawn`?ka(n,r):null)??Z.outcome(r)}}function jc(e){return e?T(`span`,{class:`small ended`,"data-ended":e.ended},e.words):null}var Mc=class{constructor(){b(this,`element`,T(`main`,{class:`lobby`})),b(this,`errorEl`,T(`p`,{class:`error`,role:`alert`})),b(this,`form`,new Js(e=>this.showError(e))),b(this,`listsEl`,T(`div`,{class:`lists`})),b(this,`timer`,void 0),b(this,`listsKey`,``),b(this,`shown`,{open:Dc,live:Dc}),b(this,`switches`,qo({sound:!1})),b(this,`importPanel`,new Zs),b(this,`playPanel`,new xc),this.element.append(T(`header`,{class:`lobby-header`},T(`div`,{class:`lobby-title`},T(`h1`,{},$.title),this.switches.element),T(`p`,{},$.tagline)),this.playPanel.element,T(`section`,{class:`panel`},T(`h2`,{},$.newGame),this.form.element,this.errorEl),as(),this.listsEl,this.importPanel.element),wo().then(e=>this.form.setMeta(e)).catch(e=>this.showError(e)),this.refreshLists(),this.timer=setInterval(()=>void this.refreshLists(),5e3)}destroy(){clearInterval(this.timer),this.switches.destroy(),this.importPanel.destroy(),this.playPanel.destroy()}showError(e){this.errorEl.textContent=e===null?``:e instanceof x?e.message:String(e)}async refreshLists(){let e,t,n=Po().slice(0,8),r;try{[e,t,r]=await Promise.all([kc(`open`,this.shown.open),kc(`live`,this.shown.live),n.length>0?w.listed(n.map(e=>e.id)).then(e=>e.games,()=>[]):Promise.resolve([])])}catch{return}let i=new Map(n.map(e=>[e.id,Ac(r.find(t=>t.id===e.id),e.tokens.map(e=>e.seat))])),a=JSON.stringify([[e.games,t.games,n].map(e=>e.map(e=>[e.id,`seats`in e?e.seats:e.tokens,`ply`in e?e.ply:i.get(e.id)??0])),e.more,t.more]);if(a===this.listsKey)return;this.listsKey=a;let o=document.activeElement,s=o instanceof HTMLElement&&this.listsEl.contains(o)?o.dataset.key:void 0;D(this.listsEl),n.length>0&&this.listsEl.append(T(`section`,{class:`panel`},T(`h2`,{},$.yourGames),T(`ul`,{class:`game-list`},...n.map(e=>T(`li`,{},T(`a`,{href:`/game/${e.id}`,"data-link":``,"data-key":`mine:${e.id}`},$.yourGame(Ci(e.game)?.texts.name??e.game,e.id)),T(`span`,{class:`small`},$.yourSeats(e.tokens.map(e=>e.seat))),jc(i.get(e.id)??null)))))),this.listsEl.append(this.gameList($.openGames,`open-games`,e,$.noOpenGames,()=>this.more(`open`))),this.listsEl.append(this.gameList($.liveGames,`live-games`,t,$.noLiveGames,()=>this.more(`live`))),s&&this.listsEl.querySelector(`[data-key="${CSS.escape(s)}"]`)?.focus({preventScroll:!0})}more(e){this.shown[e]+=Dc,this.refreshLists()}gameList(e,t,{games:n,more:r},i,a){let o=T(`section`,{class:`panel`},T(`h2`,{},e));if(n.length===0)return o.append(T(`p`,{class:`small`},i)),o;let s=T(`ul`,{class:`game-list`,"data-list":t});for(let e of n){let t=Ci(e.game);s.append(this.gameRow(e,t))}return o.append(s),r&&o.append(T(`button`,{class:`more-games`,onclick:a,"data-key":`more:${t}`},$.moreGames)),o}gameRow(e,t){let n=$.listedSeat,r=T(`div`,{class:`small`});e.seats.forEach((e,t)=>{t>0&&r.append(` · `),r.append(eo(e,e.kind===`bot`?n.bot(e.level):e.taken?e.name??n.player(e.seat):e.kind===`open`?n.open:n.invited))});let i=t?t.texts.rules(e.rules):e.rules,a=T(`li`,{"data-game":e.id},T(`strong`,{},t?.texts.name??e.game),T(`span`,{class:`small`},$.listedGame(i,e.clock&&e.clock!==`none`?e.clock:null,e.ply)),r),o=T(`div`,{class:`row-buttons`});if(Fo(e.id).length>0)o.append(T(`a`,{href:`/game/${e.id}`,"data-link":``,class:`button`,"data-key":`play:${e.id}`},$.play));else{if(e.joinable){let t=()=>w.joinOpen(e.id,Ro()||void 0).then(t=>{Io(t.id,e.game,[{seat:t.seat,token:t.token}]),G(`/game/${t.id}`)}).catch(e=>this.showError(e));o.append(T(`button`,{onclick:()=>void t(),"data-key":`join:${e.id}`},$.join))}o.append(T(`a`,{href:`/game/${e.id}`,"data-link":``,class:`button`,"data-key":`watch:${e.id}`},$.watch))}return a.append(o),a}};function Nc(e){return{id:e.game.id,game:e.game.kind,seats:[e.game.seat],players:e.game.players,accounts:e.game.accounts,status:e.game.status,toMove:e.to_move,offer:e.offer===`draw`||e.offer===`take_back`?e.offer:null,result:e.game.result,termination:e.game.termination,createdAt:e.game.created_at,needsYou:e.needs_you}}function Pc(e){return Nc({game:e,to_move:null,offer:null,needs_you:!1})}function Fc(e){let t=t=>t!==null&&!e.you.includes(t),n=t(e.offers.draw)?`draw`:t(e.offers.take_back)?`take_back`:null,r=e.status===`live`;return{id:e.id,game:e.game,seats:e.you,players:e.seats.map(e=>e.name??null),accounts:e.seats.map(()=>`none`),status:e.status,toMove:e.to_move,offer:n,result:e.result?.result??null,termination:null,createdAt:e.created_at,needsYou:r&&(e.to_move!==null&&e.you.includes(e.to_move)||n!==null)}}function Ic(e,t){let n=new Set(e.map(e=>e.id)),r=[...e,...t.filter(e=>!n.has(e.id))],i=e=>e.needsYou?0:e.status===`finished`?2:1;return r.sort((e,t)=>i(e)-i(t)||t.createdAt-e.createdAt)}function Lc(e,t){return t>0?`(${t}) ${e}`:e}var Rc=15e3,zc=6e4,Bc=`quartet.notify-sound`;function Vc(){try{return localStorage.getItem(Bc)===`on`}catch{return!1}}function Hc(e,t){return e.games.filter(e=>e.needs_you).length+t.received.length}function Uc(e,t){let n=e.replace(/^\(\d+\) /,``);return t>0?`(${t}) ${n}`:n}function Wc(e){return!/^\/games\/?$/.test(e)}var Gc=0,Kc=null,qc=!1;function Jc(){if(!Wc(location.pathname))return Wi(!1);let e=Uc(document.title,Gc);e!==document.title&&(document.title=e),Wi(Gc>0)}async function Yc(){Kc!==null&&clearTimeout(Kc),Kc=null;let e=0;if(tc()!==null&&Wc(location.pathname))try{let[t,n]=await Promise.all([S(`GET`,`/api/account/games`),S(`GET`,`/api/challenges`)]);e=Hc(t,n)}catch{e=Gc}e>Gc&&Vc()&&Sa(`move`),Gc=e,Jc(),Kc=setTimeout(()=>void Yc(),document.visibilityState===`hidden`?zc:Rc)}function Xc(){return qc||(qc=!0,rc(()=>void Yc()),document.addEventListener(`visibilitychange`,()=>{document.visibilityState===`visible`&&Yc()}),new MutationObserver(Jc).observe(document.head,{subtree:!0,childList:!0,characterData:!0})),{again:()=>void Yc()}}var Zc=5e3,Qc=12,$c=class{constructor(){b(this,`element`,T(`main`,{class:`your-games`})),b(this,`list`,T(`div`,{class:`panel`})),b(this,`sound`,T(`input`,{type:`checkbox`,name:`notify-sound`})),b(this,`timer`,void 0),b(this,`stops`,[]),b(this,`waiting`,null),b(this,`key`,``),this.sound.checked=Vc(),this.sound.addEventListener(`change`,()=>{try{localStorage.setItem(Bc,this.sound.checked?`on`:`off`)}catch{}}),this.element.append(T(`h1`,{},Z.yourGames),T(`label`,{class:`check notify-switch`},this.sound,Z.notifySound),this.list),this.list.append(T(`p`,{class:`small`},Z.loading));let e=()=>void this.refresh();window.addEventListener(`focus`,e),this.stops.push(()=>window.removeEventListener(`focus`,e),rc(e)),this.timer=setInterval(e,Zc),this.refresh()}destroy(){clearInterval(this.timer);for(let e of this.stops)e();Ui(!1)}async lines(){let e=tc(),t=[],n=[];if(e!==null){let[r,i,a]=await Promise.all([S(`GET`,`/api/account/games`),S(`GET`,`/api/players/${encodeURIComponent(e)}`),S(`GET`,`/api/challenges`)]);n=a.received,t.push(...r.games.map(Nc)),t.push(...i.games.filter(e=>e.status===`finished`).map(Pc))}let r=new Set(t.map(e=>e.id)),i=Po().filter(e=>!r.has(e.id)).slice(0,Qc);return{lines:Ic(t,(await Promise.all(i.map(e=>w.state(e.id,e.tokens.map(e=>e.token)).then(Fc,()=>null)))).filter(e=>e!==null)),challenges:n}}async refresh(){let e,t;try{({lines:e,challenges:t}=await this.lines())}catch{return}let n=e.filter(e=>e.needsYou).length+t.length;this.waiting!==null&&n>this.waiting&&this.sound.checked&&Sa(`move`),this.waiting=n,document.title=Lc(`${Z.yourGames} · Quartet`,n),Ui(n>0);let r=JSON.stringify([e,t]);r!==this.key&&(this.key=r,D(this.list),e.length===0&&t.length===0?this.list.append(T(`p`,{class:`small`},Z.noGamesYet)):(n>0&&this.list.append(T(`p`,{class:`needs-you-count`,role:`status`},Z.gamesWaiting(n))),this.list.append(T(`ul`,{class:`profile-games your-games-list`},...t.map(e=>T(`li`,{"data-challenge":e.id,class:`needs-you`},T(`span`,{},Z.challengeFrom,` `,Qa(e.from)),T(`a`,{href:`/`,"data-link":``,class:`game-state`},Z.answerInLobby),T(`span`,{class:`small`},ft(new Date(e.created_at))))),...e.map(e=>this.row(e))))))}row(e){let t=T(`span`,{class:`opponents`},Z.against);e.players.forEach((n,r)=>{if(e.seats.includes(r))return;let i=e.accounts[r];t.append(` `,i===`deleted`?Z.deletedPlayer:i===`account`&&n?Qa(n):n??Z.guest)});let n;return n=e.status===`open`?Z.outcome(`open`):e.status===`finished`?Z.outcome(wc({status:e.status,result:e.result,termination:e.termination,seat:e.seats[0]??-1})):e.offer===`draw`?Z.drawOffered:e.offer===`take_back`?Z.takeBackAsked:e.toMove===null?Z.outcome(`live`):e.seats.includes(e.toMove)?Z.yourTurn:Z.theirTurn,T(`li`,{"data-game":e.id,class:e.needsYou?`needs-you`:null},T(`a`,{href:`/game/${e.id}`,"data-link":``},Ci(e.game)?.texts.name??e.game),t,T(`span`,{class:`game-state`},n),T(`span`,{class:`small`},ft(new Date(e.createdAt))))}},el={width:360,height:220,left:40,right:10,top:10,bottom:34};function tl(e,t){let n=Math.max(e,1)/Math.max(t,1),r=10**Math.floor(Math.log10(n));for(let e of[1,2,2.5,5,10])if(e*r>=n)return e*r;return 10*r}function nl(e){let{width:t,height:n,left:r,right:i,top:a,bottom:o}=el;if(e.length===0)return{series:[],yTicks:[],xTicks:[]};let s=e.map(e=>e.rating),c=e.map(e=>e.at),l=tl(Math.max(Math.max(...s)-Math.min(...s),40),4),u=Math.floor((Math.min(...s)-l/4)/l)*l,d=Math.ceil((Math.max(...s)+l/4)/l)*l,[f,p]=[Math.min(...c),Math.max(...c)],m=e=>p===f?r+(t-r-i)/2:r+(e-f)/(p-f)*(t-r-i),h=e=>a+(d-e)/(d-u)*(n-a-o),g=new Map;for(let t of[...e].sort((e,t)=>e.at-t.at)){let e=g.get(t.class);e||g.set(t.class,e={class:t.class,points:[]}),e.points.push({x:m(t.at),y:h(t.rating),rating:t.rating,at:t.at})}let _=[];for(let e=u;e<=d+1e-9;e+=l)_.push({y:h(e),rating:e});let ee=p===f?[{x:m(f),at:f}]:[{x:m(f),at:f},{x:m((f+p)/2),at:(f+p)/2},{x:m(p),at:p}];return{series:[...g.values()],yTicks:_,xTicks:ee}}var rl=[`#0b72b9`,`#c2410c`,`#15803d`,`#9333ea`,`#be185d`,`#4d7c0f`,`#0e7490`,`#a16207`];function il(e,t){let{width:n,height:r,left:i,right:a,top:o,bottom:s}=el,c=nl(e),l=E(`svg`,{viewBox:`0 0 ${n} ${r}`,class:`rating-chart`,role:`img`,"aria-label":t.title});l.append(E(`path`,{d:`M${i} ${o}V${r-s}H${n-a}`,stroke:`currentColor`,"stroke-width":1,fill:`none`,opacity:.6}));for(let e of c.yTicks)l.append(E(`path`,{d:`M${i} ${e.y}H${n-a}`,stroke:`currentColor`,"stroke-width":.5,opacity:.2})),l.append(E(`text`,{x:i-4,y:e.y+4,"text-anchor":`end`,class:`chart-tick`},String(e.rating)));return c.xTicks.forEach((e,n)=>{let i=c.xTicks.length===1?`middle`:n===0?`start`:n===c.xTicks.length-1?`end`:`middle`;l.append(E(`text`,{x:e.x,y:r-s+14,"text-anchor":i,class:`chart-tick`},t.date(e.at)))}),l.append(E(`text`,{x:(i+n-a)/2,y:r-4,"text-anchor":`middle`,class:`chart-axis`},t.time)),l.append(E(`text`,{x:10,y:(o+r-s)/2,"text-anchor":`middle`,transform:`rotate(-90 10 ${(o+r-s)/2})`,class:`chart-axis`},t.rating)),c.series.forEach((e,n)=>{let r=rl[n%rl.length],i=e.points.map((e,t)=>`${t===0?`M`:`L`}${e.x.toFixed(1)} ${e.y.toFixed(1)}`).join(``),a=E(`g`,{"data-class":e.class});a.append(E(`path`,{d:i,fill:`none`,stroke:r,"stroke-width":2,"stroke-linejoin":`round`}));for(let n of e.points)a.append(E(`circle`,{cx:n.x.toFixed(1),cy:n.y.toFixed(1),r:2.5,fill:r},E(`title`,{},t.point(e.class,n.rating,n.at))));l.append(a)}),l}function al(e){let t=Ec(e);return[Ci(t.game)?.texts.name??t.game,t.players===null?t.traits===null?Z.family(t.family):Z.familyTraits(Z.family(t.family),t.traits):Z.familyPlayers(t.players),Z.speed(t.speed)].join(` · `)}function ol(e){let t=T(`span`,{class:`swatch`});return t.style.background=e,t}function sl(e){return new Intl.DateTimeFormat(rt(),{dateStyle:`medium`}).format(new Date(e))}var cl=class{constructor(e){b(this,`name`,void 0),b(this,`element`,T(`main`,{class:`player-page`})),this.name=e,this.element.append(T(`p`,{class:`small`},Z.loading)),S(`GET`,`/api/players/${encodeURIComponent(e)}`).then(e=>this.draw(e)).catch(e=>this.fail(e))}destroy(){}fail(e){D(this.element);let t=e instanceof x&&e.status===404?Z.noSuchPlayer(this.name):dc(e);this.element.append(T(`h1`,{},this.name),T(`p`,{class:`error`,role:`alert`},t))}draw(e){D(this.element),document.title=`${e.name} · Quartet`,this.element.append(T(`header`,{class:`player-header`},T(`h1`,{},e.name),T(`p`,{class:`small`},Z.memberSince(sl(e.created_at)))));let t=T(`section`,{class:`panel`},T(`h2`,{},Z.ratings));if(e.ratings.length===0)t.append(T(`p`,{class:`small`},Z.noRatings));else{let n=T(`table`,{class:`ratings`},T(`thead`,{},T(`tr`,{},T(`th`,{scope:`col`},Z.ratingClass),T(`th`,{scope:`col`},Z.rating),T(`th`,{scope:`col`},Z.games)))),r=T(`tbody`);for(let t of e.ratings)r.append(T(`tr`,{"data-class":t.class},T(`th`,{scope:`row`},al(t.class)),T(`td`,{},T(`strong`,{class:`rating`,title:t.provisional?Z.provisional:null},Sc(t)),` `,T(`span`,{class:`small`},Z.deviation(t.deviation))),T(`td`,{},dt(t.games))));n.append(r),t.append(n),e.ratings.some(e=>e.provisional)&&t.append(T(`p`,{class:`small`},Z.provisionalNote))}if(this.element.append(t),e.history.length>0){let t=[...new Set([...e.history].sort((e,t)=>e.at-t.at).map(e=>e.class))],n=T(`section`,{class:`panel chart-panel`},T(`h2`,{},Z.chartTitle),il(e.history,{title:Z.chartTitle,rating:Z.rating,time:Z.date,date:sl,point:(e,t,n)=>Z.chartPoint(al(e),t,sl(n))}),T(`ul`,{class:`chart-legend`},...t.map((e,t)=>T(`li`,{},ol(rl[t%rl.length]),al(e)))));this.element.append(n)}let n=T(`section`,{class:`panel`},T(`h2`,{},Z.recentGames));e.games.length===0?n.append(T(`p`,{class:`small`},Z.noGames)):n.append(T(`ul`,{class:`profile-games`},...e.games.map(e=>this.gameRow(e)))),this.element.append(n)}gameRow(e){let t=Tc(e).map(e=>e.kind===`account`?Qa(e.name):e.kind===`deleted`?T(`em`,{},Z.deletedPlayer):T(`span`,{},e.name??Z.guest)),n=T(`span`,{class:`opponents`},Z.against);t.forEach((e,t)=>n.append(t===0?` `:`, `,e));let r=wc(e),i=e.rating_change===null?null:T(`span`,{class:`change ${e.rating_change>=0?`up`:`down`}`},Cc(e.rating_change));return T(`li`,{"data-game":e.id,"data-outcome":r},T(`a`,{href:`/game/${e.id}`,"data-link":``},Ci(e.kind)?.texts.name??e.kind),` `,n,T(`span`,{class:`outcome ${r}`},Z.outcome(r)),i,T(`span`,{class:`small`},[e.rated?al(e.rated):Z.casual,ft(new Date(e.created_at))].join(` · `)))}};ua(),st(tt()),ct(()=>pl());var ll=document.getElementById(`app`),ul=null,dl=new pc,fl=Xc();function pl(){ul?.destroy(),document.title=`Quartet`;let e=location.pathname,t=/^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(e),n=/^\/join\/([A-Za-z0-9_-]+)\/?$/.exec(e),r=/^\/game\/([A-Za-z0-9_-]+)\/review\/?$/.exec(e),i=/^\/rules\/([a-z]+)\/?$/.exec(e),a=/^\/learn\/([a-z]+)\/?$/.exec(e),o=/^\/games\/?$/.test(e),s=/^\/player\/([^/]+)\/?$/.exec(e),c=/^\/puzzles(?:\/([a-z]+))?(\/daily)?\/?$/.exec(e);ul=r?new ks(r[1]):i?new As(i[1]):a?new ds(a[1]):c?new Cs(c[1]??null,c[2]!==void 0):t?new Yo(t[1]):n?new Zo(n[1]):o?new $c:s?new cl(decodeURIComponent(s[1])):new Mc,dl.draw(),ll.replaceChildren(dl.element,ul.element),location.hash||window.scrollTo(0,0),fl.again()}Do(pl),window.addEventListener(`popstate`,pl),document.addEventListener(`click`,e=>{let t=e.target?.closest?.(`a[data-link]`);!t||e.ctrlKey||e.metaKey||e.button!==0||(e.preventDefault(),G(t.getAttribute(`href`)??`/`))}),Xe(tt()).catch(()=>st(`en`)).finally(pl);