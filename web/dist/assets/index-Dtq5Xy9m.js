(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();var e=class{constructor(e){this.value=e}valueOf(){return this.value}},t=class extends e{constructor(e=`???`){super(e)}toString(e){return`{${this.value}}`}},n=class extends e{constructor(e,t={}){super(e),this.opts=t}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return this.value.toString(10)}},r=class t extends e{static supportsValue(n){if(typeof n==`number`||n instanceof Date)return!0;if(n instanceof e)return t.supportsValue(n.valueOf());if(`Temporal`in globalThis){let e=globalThis.Temporal;if(n instanceof e.Instant||n instanceof e.PlainDateTime||n instanceof e.PlainDate||n instanceof e.PlainMonthDay||n instanceof e.PlainTime||n instanceof e.PlainYearMonth)return!0}return!1}constructor(n,r={}){n instanceof t?(r={...n.opts,...r},n=n.value):n instanceof e&&(n=n.valueOf()),typeof n==`object`&&`calendarId`in n&&r.calendar===void 0&&(r={...r,calendar:n.calendarId}),super(n),this.opts=r}[Symbol.toPrimitive](e){return e===`string`?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e==`number`)return e;if(e instanceof Date)return e.getTime();if(`epochMilliseconds`in e)return e.epochMilliseconds;if(`toZonedDateTime`in e)return e.toZonedDateTime(`UTC`).epochMilliseconds;throw TypeError(`Unwrapping a non-number value as a number`)}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return typeof this.value==`number`||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}},i=100,a=`⁨`,o=`⁩`;function s(e,t,r){return r===t||r instanceof n&&t instanceof n&&r.value===t.value||t instanceof n&&typeof r==`string`&&r===e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value)}function c(e,n,r){return n[r]?_(e,n[r].value):(e.reportError(RangeError(`No default`)),new t)}function l(e,t){let n=[],r=Object.create(null);for(let i of t)i.type===`narg`?r[i.name]=u(e,i.value):n.push(u(e,i));return{positional:n,named:r}}function u(e,r){switch(r.type){case`str`:return r.value;case`num`:return new n(r.value,{minimumFractionDigits:r.precision});case`var`:return d(e,r);case`mesg`:return f(e,r);case`term`:return p(e,r);case`func`:return m(e,r);case`select`:return h(e,r);default:return new t}}function d(i,{name:a}){let o;if(i.params){if(Object.prototype.hasOwnProperty.call(i.params,a))o=i.params[a];else return new t(`$${a}`)}else if(i.args&&Object.prototype.hasOwnProperty.call(i.args,a))o=i.args[a];else return i.reportError(ReferenceError(`Unknown variable: $${a}`)),new t(`$${a}`);if(o instanceof e)return o;switch(typeof o){case`string`:return o;case`number`:return new n(o);case`object`:if(r.supportsValue(o))return new r(o);default:return i.reportError(TypeError(`Variable type not supported: $${a}, ${typeof o}`)),new t(`$${a}`)}}function f(e,{name:n,attr:r}){let i=e.bundle._messages.get(n);if(!i)return e.reportError(ReferenceError(`Unknown message: ${n}`)),new t(n);if(r){let a=i.attributes[r];return a?_(e,a):(e.reportError(ReferenceError(`Unknown attribute: ${r}`)),new t(`${n}.${r}`))}return i.value?_(e,i.value):(e.reportError(ReferenceError(`No value: ${n}`)),new t(n))}function p(e,{name:n,attr:r,args:i}){let a=`-${n}`,o=e.bundle._terms.get(a);if(!o)return e.reportError(ReferenceError(`Unknown term: ${a}`)),new t(a);if(r){let n=o.attributes[r];if(n){e.params=l(e,i).named;let t=_(e,n);return e.params=null,t}return e.reportError(ReferenceError(`Unknown attribute: ${r}`)),new t(`${a}.${r}`)}e.params=l(e,i).named;let s=_(e,o.value);return e.params=null,s}function m(e,{name:n,args:r}){let i=e.bundle._functions[n];if(!i)return e.reportError(ReferenceError(`Unknown function: ${n}()`)),new t(`${n}()`);if(typeof i!=`function`)return e.reportError(TypeError(`Function ${n}() is not callable`)),new t(`${n}()`);try{let t=l(e,r);return i(t.positional,t.named)}catch(r){return e.reportError(r),new t(`${n}()`)}}function h(e,{selector:n,variants:r,star:i}){let a=u(e,n);if(a instanceof t)return c(e,r,i);for(let t of r)if(s(e,a,u(e,t.key)))return _(e,t.value);return c(e,r,i)}function g(e,n){if(e.dirty.has(n))return e.reportError(RangeError(`Cyclic reference`)),new t;e.dirty.add(n);let r=[],s=e.bundle._useIsolating&&n.length>1;for(let t of n)if(typeof t==`string`)r.push(e.bundle._transform(t));else{if(e.placeables++,e.placeables>i)throw e.dirty.delete(n),RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${i}`);s&&r.push(a),r.push(u(e,t).toString(e)),s&&r.push(o)}return e.dirty.delete(n),r.join(``)}function _(e,t){return typeof t==`string`?e.bundle._transform(t):g(e,t)}var ee=class{constructor(e,t,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=t,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,t){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let r=JSON.stringify(t);return n[r]||(n[r]=new e(this.bundle.locales,t)),n[r]}};function te(e,t){let n=Object.create(null);for(let[r,i]of Object.entries(e))t.includes(r)&&(n[r]=i.valueOf());return n}var v=[`unitDisplay`,`currencyDisplay`,`useGrouping`,`minimumIntegerDigits`,`minimumFractionDigits`,`maximumFractionDigits`,`minimumSignificantDigits`,`maximumSignificantDigits`];function ne(e,i){let a=e[0];if(a instanceof t)return new t(`NUMBER(${a.valueOf()})`);if(a instanceof n)return new n(a.valueOf(),{...a.opts,...te(i,v)});if(a instanceof r)return new n(a.toNumber(),{...te(i,v)});throw TypeError(`Invalid argument to NUMBER`)}var re=[`dateStyle`,`timeStyle`,`fractionalSecondDigits`,`dayPeriod`,`hour12`,`weekday`,`era`,`year`,`month`,`day`,`hour`,`minute`,`second`,`timeZoneName`];function ie(e,i){let a=e[0];if(a instanceof t)return new t(`DATETIME(${a.valueOf()})`);if(a instanceof r||a instanceof n)return new r(a,te(i,re));throw TypeError(`Invalid argument to DATETIME`)}var ae=new Map;function oe(e){let t=Array.isArray(e)?e.join(` `):e,n=ae.get(t);return n===void 0&&(n=new Map,ae.set(t,n)),n}var se=class{constructor(e,{functions:t,useIsolating:n=!0,transform:r=e=>e}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:ne,DATETIME:ie,...t},this._useIsolating=n,this._transform=r,this._intls=oe(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:t=!1}={}){let n=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith(`-`)){if(t===!1&&this._terms.has(i.id)){n.push(Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(t===!1&&this._messages.has(i.id)){n.push(Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,n=null,r=null){if(typeof e==`string`)return this._transform(e);let i=new ee(this,r,n);try{return g(i,e).toString(i)}catch(e){if(i.errors&&e instanceof Error)return i.errors.push(e),new t().toString(i);throw e}}},ce=/^(-?[a-zA-Z][\w-]*) *= */gm,le=/\.([a-zA-Z][\w-]*) *= */y,ue=/\*?\[/y,de=/(-?[0-9]+(?:\.([0-9]+))?)/y,fe=/([a-zA-Z][\w-]*)/y,pe=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,me=/^[A-Z][A-Z0-9_-]*$/,he=/([^{}\n\r]+)/y,ge=/([^\\"\n\r]*)/y,_e=/\\([\\"])/y,ve=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,ye=/^\n+/,be=/ +$/,xe=/ *\r?\n/g,Se=/( *)$/,Ce=/{\s*/y,we=/\s*}/y,Te=/\[\s*/y,Ee=/\s*] */y,De=/\s*\(\s*/y,Oe=/\s*->\s*/y,ke=/\s*:\s*/y,Ae=/\s*,?\s*/y,je=/\s+/y,Me=class{constructor(e){this.body=[],ce.lastIndex=0;let t=0;for(;;){let n=ce.exec(e);if(n===null)break;t=ce.lastIndex;try{this.body.push(s(n[1]))}catch(e){if(e instanceof SyntaxError)continue;throw e}}function n(n){return n.lastIndex=t,n.test(e)}function r(n,r){if(e[t]===n)return t++,!0;if(r)throw new r(`Expected ${n}`);return!1}function i(e,r){if(n(e))return t=e.lastIndex,!0;if(r)throw new r(`Expected ${e.toString()}`);return!1}function a(n){n.lastIndex=t;let r=n.exec(e);if(r===null)throw SyntaxError(`Expected ${n.toString()}`);return t=n.lastIndex,r}function o(e){return a(e)[1]}function s(e){let t=l(),n=c();if(t===null&&Object.keys(n).length===0)throw SyntaxError(`Expected message value or attributes`);return{id:e,value:t,attributes:n}}function c(){let e=Object.create(null);for(;n(le);){let t=o(le),n=l();if(n===null)throw SyntaxError(`Expected attribute value`);e[t]=n}return e}function l(){let r;if(n(he)&&(r=o(he)),e[t]===`{`||e[t]===`}`)return u(r?[r]:[],1/0);let i=ne();return i?r?u([r,i],i.length):(i.value=re(i.value,ye),u([i],i.length)):r?re(r,be):null}function u(r=[],i){for(;;){if(n(he)){r.push(o(he));continue}if(e[t]===`{`){r.push(d());continue}if(e[t]===`}`)throw SyntaxError(`Unbalanced closing brace`);let a=ne();if(a)r.push(a),i=Math.min(i,a.length);else break}let a=r.length-1,s=r[a];typeof s==`string`&&(r[a]=re(s,be));let c=[];for(let e of r)e instanceof Ne&&(e=e.value.slice(0,e.value.length-i)),e&&c.push(e);return c}function d(){i(Ce,SyntaxError);let e=f();if(i(we))return e;if(i(Oe)){let t=h();return i(we,SyntaxError),{type:`select`,selector:e,...t}}throw SyntaxError(`Unclosed placeable`)}function f(){if(e[t]===`{`)return d();if(n(pe)){let[,e,t,n=null]=a(pe);if(e===`$`)return{type:`var`,name:t};if(i(De)){let r=p();if(e===`-`)return{type:`term`,name:t,attr:n,args:r};if(me.test(t))return{type:`func`,name:t,args:r};throw SyntaxError(`Function names must be all upper-case`)}return e===`-`?{type:`term`,name:t,attr:n,args:[]}:{type:`mesg`,name:t,attr:n}}return _()}function p(){let n=[];for(;;){switch(e[t]){case`)`:return t++,n;case void 0:throw SyntaxError(`Unclosed argument list`)}n.push(m()),i(Ae)}}function m(){let e=f();return e.type===`mesg`&&i(ke)?{type:`narg`,name:e.name,value:_()}:e}function h(){let e=[],t=0,i;for(;n(ue);){r(`*`)&&(i=t);let n=g(),a=l();if(a===null)throw SyntaxError(`Expected variant value`);e[t++]={key:n,value:a}}if(t===0)return null;if(i===void 0)throw SyntaxError(`Expected default variant`);return{variants:e,star:i}}function g(){i(Te,SyntaxError);let e;return e=n(de)?ee():{type:`str`,value:o(fe)},i(Ee,SyntaxError),e}function _(){if(n(de))return ee();if(e[t]===`"`)return te();throw SyntaxError(`Invalid expression`)}function ee(){let[,e,t=``]=a(de),n=t.length;return{type:`num`,value:parseFloat(e),precision:n}}function te(){r(`"`,SyntaxError);let n=``;for(;;)if(n+=o(ge),e[t]===`\\`)n+=v();else{if(r(`"`))return{type:`str`,value:n};throw SyntaxError(`Unclosed string literal`)}}function v(){if(n(_e))return o(_e);if(n(ve)){let[,e,t]=a(ve),n=parseInt(e||t,16);return n<=55295||57344<=n?String.fromCodePoint(n):`�`}throw SyntaxError(`Unknown escape sequence`)}function ne(){let n=t;switch(i(je),e[t]){case`.`:case`[`:case`*`:case`}`:case void 0:return!1;case`{`:return ie(e.slice(n,t))}return e[t-1]===` `&&ie(e.slice(n,t))}function re(e,t){return e.replace(t,``)}function ie(e){let t=e.replace(xe,`
`),n=Se.exec(e)[1].length;return new Ne(t,n)}}},Ne=class{constructor(e,t){this.value=e,this.length=t}},Pe=`game-quarto = Quarto!
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
web-clock-per-move = {$time} a move`,Fe=`modulepreload`,Ie=function(e){return`/`+e},Le={},Re=function(e){return e.pathname.endsWith(`.css`)},ze=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},Be=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=Ie(t,n);let r=s(t),i=Re(r);return ze(Le,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:Fe,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})},Ve=[`en`,`ro`,`es`,`fr`,`cs`,`it`],He={ro:()=>Be(()=>import(`./ro-DNZd8U7a.js`),[]),es:()=>Be(()=>import(`./es-C3VUjjmv.js`),[]),fr:()=>Be(()=>import(`./fr-4NLwTeHy.js`),[]),cs:()=>Be(()=>import(`./cs-BiEf1_bw.js`),[]),it:()=>Be(()=>import(`./it-C5DP97D1.js`),[])},Ue=`quartet.lang`;function We(e){return e===`xx`||Ve.includes(e??``)}function Ge(e){if(We(e.url))return e.url;if(We(e.stored)&&e.stored!==`xx`)return e.stored;for(let t of e.browser){let e=t.toLowerCase().split(/[-_]/)[0];if(We(e)&&e!==`xx`)return e}return`en`}function Ke(e,t){let n=new se(e,{useIsolating:!1});for(let e of t)n.addResource(new Me(e));return n}var qe=new Map([[`en`,Ke(`en`,[Pe])]]);function Je(e){return qe.get(e)??qe.get(`en`)}async function Ye(e){if(e===`xx`||e===`en`||qe.has(e))return;let t=(await He[e]()).default;qe.set(e,Ke(e,[t]))}function Xe(){try{return localStorage.getItem(Ue)}catch{return null}}function Ze(){return typeof location>`u`?`en`:Ge({url:new URLSearchParams(location.search).get(`lang`),stored:Xe(),browser:typeof navigator<`u`?navigator.languages??[navigator.language]:[]})}var Qe=Ze(),$e=new Set;function et(){return Qe}function tt(){return Qe===`xx`||qe.has(Qe)?Qe:`en`}function nt(){return Qe===`xx`?`en`:Qe}async function rt(e){try{await Ye(e)}catch(t){if(await at()){it(e);let t=new URL(location.href);t.searchParams.has(`lang`)&&t.searchParams.set(`lang`,e),location.replace(t.toString());return}throw t}it(e),ot(e);for(let e of $e)e()}function it(e){if(e!==`xx`)try{localStorage.setItem(Ue,e)}catch{}}async function at(){if(typeof document>`u`||typeof fetch!=`function`)return!1;let e=document.querySelector(`script[type="module"][src]`)?.getAttribute(`src`);if(!e)return!1;try{let t=await fetch(`/`,{cache:`no-store`});return t.ok&&!(await t.text()).includes(e)}catch{return!1}}function ot(e){Qe=e,typeof document<`u`&&(document.documentElement.lang=nt())}function st(e){return $e.add(e),()=>$e.delete(e)}function ct(e,t,n){let r=e.getMessage(t);return r?.value?e.formatPattern(r.value,n,[]):null}function lt(e){return Je(`en`).hasMessage(e)}function y(e,t){if(Qe===`xx`){let n=t&&Object.fromEntries(Object.entries(t).map(([e,t])=>[e,typeof t==`string`?`⟨${t}⟩`:t]));return`⟦${ct(Je(`en`),e,n)??e}⟧`}return ct(Je(Qe),e,t)??ct(Je(`en`),e,t)??e}function ut(e,t=0){return new Intl.NumberFormat(nt(),{maximumFractionDigits:t,minimumFractionDigits:t}).format(e)}function dt(e){return new Intl.DateTimeFormat(nt(),{dateStyle:`medium`,timeStyle:`short`}).format(e)}function ft(e){let t=new Date(`${e}T12:00:00Z`);return Number.isNaN(t.getTime())?e:new Intl.DateTimeFormat(nt(),{dateStyle:`long`,timeZone:`UTC`}).format(t)}function b(e,t=`conjunction`){return new Intl.ListFormat(nt(),{style:`long`,type:t}).format(e)}function pt(e,t,n,r){if(n){let e=`error-${n.code.replace(/\./g,`-`)}`;if(lt(e))return y(e,n.values)}let i=`server-error-${e.replace(/_/g,`-`)}`;if(!lt(i))return t;let a=y(i),o=r?`server-detail-${r.code}`:``;return r&&lt(o)?y(`server-error-with-detail`,{error:a,detail:y(o,r.values)}):a}function mt(e){let t=`server-close-${e.replace(/_/g,`-`)}`;return e&&lt(t)?y(t):null}function ht(e){return y(`web-player-number`,{number:e+1})}function gt(e){return t=>e(t)??ht(t)}function _t(e){return y(`web-unknown-game`,{tag:e})}function vt(){return y(`web-offline`)}function yt(){return`← ${y(`web-to-lobby`)}`}function bt(e){switch(e){case`beginner`:return y(`level-beginner`);case`casual`:return y(`level-casual`);case`strong`:return y(`level-strong`);case`strongest`:return y(`level-strongest`);case`perfect`:return y(`level-perfect`);default:return e}}function xt(e){let t=(e,t)=>t===`d`?y(`web-clock-days`,{days:Number(e)}):t===`m`?y(`web-clock-minutes`,{minutes:Number(e)}):y(`web-clock-seconds`,{seconds:Number(e)}),n=/^(\d+)([dms])\/move$/.exec(e);if(n)return y(`web-clock-per-move`,{time:t(n[1],n[2])});let r=/^(\d+)([ms])(?:\+(\d+)s)?$/.exec(e);return r?r[3]?y(`web-clock-increment`,{time:t(r[1],r[2]),increment:Number(r[3])}):t(r[1],r[2]):e}function St(e){switch(e){case`en`:return y(`web-lang-en`);case`ro`:return y(`web-lang-ro`);case`es`:return y(`web-lang-es`);case`fr`:return y(`web-lang-fr`);case`cs`:return y(`web-lang-cs`);case`it`:return y(`web-lang-it`)}}var Ct={switches:{get mute(){return y(`web-sound-mute`)},get unmute(){return y(`web-sound-unmute`)},theme:e=>y(e===`auto`?`web-theme-auto`:e===`light`?`web-theme-light`:`web-theme-dark`),get language(){return y(`web-language`)}}};function wt(e){"@babel/helpers - typeof";return wt=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},wt(e)}function Tt(e,t){if(wt(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(wt(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function Et(e){var t=Tt(e,`string`);return wt(t)==`symbol`?t:t+``}function x(e,t,n){return(t=Et(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var S=class extends Error{constructor(e,t,n,r=null){super(n),x(this,`status`,void 0),x(this,`code`,void 0),x(this,`retryAfter`,void 0),this.status=e,this.code=t,this.retryAfter=r}},Dt=null;function Ot(e){Dt=e}var kt=new Set([`GET`,`HEAD`,`OPTIONS`]);function At(e){return e!==null&&e>0?Math.min(e,3)*1e3:1e3}async function C(e,t,n,r,i){for(let a=1;;a++)try{return await jt(e,t,n,r,i)}catch(e){if(!(e instanceof S)||e.code!==`not_owner`||a>=8||i?.aborted)throw e;await new Promise(t=>setTimeout(t,At(e.retryAfter)))}}async function jt(e,t,n,r,i){let a={};n!==void 0&&(a[`Content-Type`]=`application/json`),r&&r.length>0&&(a.Authorization=`Bearer ${r.join(`,`)}`),Dt&&!kt.has(e)&&(a[`X-CSRF-Token`]=Dt);let o;try{o=await fetch(t,{method:e,headers:a,body:n===void 0?void 0:JSON.stringify(n),signal:i})}catch(e){throw i?.aborted?new S(0,`aborted`,String(e)):new S(0,`offline`,vt())}let s=await o.text();if(!o.ok){let e=`http`,t=`${o.status} ${o.statusText}`;try{let n=JSON.parse(s);e=n.error??e,t=pt(e,n.message??t,n.rule,n.detail)}catch{}let n=Number(o.headers.get(`Retry-After`));throw new S(o.status,e,t,Number.isFinite(n)&&n>0?n:null)}return(o.headers.get(`Content-Type`)??``).includes(`application/json`)?JSON.parse(s):s}var w=encodeURIComponent,T={meta:()=>C(`GET`,`/api/meta`),list:(e,t=30,n=0)=>C(`GET`,`/api/games?status=${e}&limit=${t}&offset=${n}`),listed:e=>C(`GET`,`/api/games?ids=${e.map(w).join(`,`)}`),create:e=>C(`POST`,`/api/games`,e),importRecord:e=>C(`POST`,`/api/games/import`,e),previewRecord:e=>C(`POST`,`/api/records/preview`,{record:e}),state:(e,t)=>C(`GET`,`/api/games/${w(e)}`,void 0,t),invite:e=>C(`GET`,`/api/invites/${w(e)}`),joinInvite:(e,t)=>C(`POST`,`/api/join`,{code:e,name:t}),joinOpen:(e,t,n)=>C(`POST`,`/api/games/${w(e)}/join`,{name:t,seat:n}),action:(e,t,n)=>C(`POST`,`/api/games/${w(e)}/actions`,{action:n},t),resign:(e,t)=>C(`POST`,`/api/games/${w(e)}/resign`,{},t),cancel:(e,t)=>C(`POST`,`/api/games/${w(e)}/cancel`,{},t),undo:(e,t)=>C(`POST`,`/api/games/${w(e)}/undo`,{},t),rematch:(e,t)=>C(`POST`,`/api/games/${w(e)}/rematch`,{},t),record:e=>C(`GET`,`/api/games/${w(e)}/record`),analysis:(e,t,n,r)=>C(`GET`,`/api/games/${w(e)}/analysis?ply=${n}`,void 0,t,r),history:(e,t,n)=>C(`GET`,`/api/games/${w(e)}/history${n===null?``:`?seat=${n}`}`,void 0,t).then(e=>e.plies)};function Mt(e,t){if(t)for(let[n,r]of Object.entries(t))r!=null&&r!==!1&&(n.startsWith(`on`)&&typeof r==`function`?e.addEventListener(n.slice(2).toLowerCase(),r):r===!0?e.setAttribute(n,``):e.setAttribute(n,String(r)))}function Nt(e,t){for(let n of t)n!=null&&n!==!1&&e.append(n instanceof Node?n:String(n))}function E(e,t,...n){let r=document.createElement(e);return Mt(r,t),Nt(r,n),r}var Pt=`http://www.w3.org/2000/svg`;function D(e,t,...n){let r=document.createElementNS(Pt,e);return Mt(r,t),Nt(r,n),r}function O(e){for(;e.firstChild;)e.removeChild(e.firstChild)}function Ft(e,t){e.addEventListener(`pointerdown`,n=>{if(n.button!==0)return;let r=n.target?.closest?.(`[data-drag]`);if(!r||!e.contains(r))return;n.pointerType===`mouse`&&n.preventDefault();let i=r.getAttribute(`data-drag`)??``,a=n.clientX,o=n.clientY,s=null,c=e=>{!s&&Math.hypot(e.clientX-a,e.clientY-o)<8||(s||(t.start(i),s=E(`div`,{class:`drag-ghost`,"aria-hidden":`true`},t.ghost(i)),document.body.append(s),document.body.classList.add(`dragging`),window.getSelection()?.removeAllRanges()),s.style.left=`${e.clientX}px`,s.style.top=`${e.clientY}px`,e.preventDefault())},l=e=>{if(document.removeEventListener(`pointermove`,c),document.removeEventListener(`pointerup`,l),document.removeEventListener(`pointercancel`,l),!s)return;s.remove(),document.body.classList.remove(`dragging`),window.getSelection()?.removeAllRanges();let t=document.elementFromPoint(e.clientX,e.clientY)?.closest(`[data-drop][role=button]`);t&&t.dispatchEvent(new MouseEvent(`click`,{bubbles:!0,cancelable:!0}))};document.addEventListener(`pointermove`,c),document.addEventListener(`pointerup`,l),document.addEventListener(`pointercancel`,l)})}function It(e,t){return e.classList.add(`draggable`),e.setAttribute(`data-drag`,t),e}function Lt(e,t,n){return e.setAttribute(`role`,`button`),e.setAttribute(`tabindex`,`0`),e.setAttribute(`aria-label`,t),e.setAttribute(`data-intent`,n),e}function k(e,t){return e.setAttribute(`data-key`,t),!e.hasAttribute(`tabindex`)&&!(e instanceof HTMLButtonElement)&&e.setAttribute(`tabindex`,`-1`),e}function Rt(e,t){let n=t.target?.closest?.(`[data-intent]`)??null;return n&&e.contains(n)?n:null}function zt(e,t){e.addEventListener(`click`,n=>{let r=Rt(e,n);r&&(n.preventDefault(),t(r.getAttribute(`data-intent`)??``))}),e.addEventListener(`keydown`,n=>{if(n.key!==`Enter`&&n.key!==` `)return;let r=Rt(e,n);!r||r instanceof HTMLButtonElement||(n.preventDefault(),t(r.getAttribute(`data-intent`)??``))})}var Bt={made_squares:null,winning_lines:null};function Vt(e){let t=e.indexOf(`:`);return t<0?{verb:e,arg:``}:{verb:e.slice(0,t),arg:e.slice(t+1)}}var Ht=class{constructor(e,t){x(this,`game`,void 0),x(this,`events`,void 0),x(this,`element`,E(`div`,{class:`board`,tabindex:`-1`})),x(this,`input`,null),x(this,`selection`,void 0),x(this,`shownKey`,``),x(this,`moved`,!1),x(this,`drawnHistory`,[]),x(this,`animations`,0),this.game=e,this.events=t,this.selection=e.initial(),zt(this.element,e=>this.intent(e)),Ft(this.element,{ghost:t=>this.input?e.ghost?.(t,this.input)??null:null,start:e=>this.intent(`drag:${e}`)})}set(e){e.key!==this.shownKey&&(this.shownKey=e.key,this.selection=this.game.reset(this.selection),this.moved=!0),this.input=e,this.selection=this.game.settle(this.selection,e),this.draw()}key(e){if(e.key===`Escape`)return this.selection=this.game.reset(this.selection),this.draw(),!0;let t=Ut[e.key],n=e.target;if(!t||!n||!this.element.contains(n))return!1;let r=n===this.element?null:n.closest(`[data-key]`),i=[...this.element.querySelectorAll(`[data-key]`)].filter(qt),a=r?Yt(r,i,t):i.find(Jt)??i[0];return e.preventDefault(),a?.focus({preventScroll:!0}),!0}focus(){(this.element.querySelector(`[data-key][role=button], [data-key]:is(button)`)??this.element).focus({preventScroll:!0})}intent(e){let t=this.input;if(!t)return;let n=this.game.reduce(this.selection,Vt(e),t),r=n.selection!==this.selection;this.selection=n.selection,r&&this.draw(),n.say!==void 0&&this.events.say(n.say),n.play!==void 0&&this.events.play(n.play)}draw(){let e=this.input;if(!e)return;let t=document.activeElement,n=t instanceof Element&&this.element.contains(t),r=n?t.closest(`[data-key]`)?.getAttribute(`data-key`)??null:null,i=Wt(this.drawnHistory,e.history),a=i>0&&i<=3&&Gt()?Kt(this.element):null;if(this.element.replaceChildren(Xt(this.game.render(this.game.scene(e,this.selection)))),this.drawnHistory=e.history,e.proposed)for(let t of this.element.querySelectorAll(`[data-intent="play:${CSS.escape(e.proposed)}"]`))t.classList.add(`proposed`);a&&this.animate(a),n&&this.refocus(r),this.moved=!1}refocus(e){let t=e?this.element.querySelector(`[data-key="${CSS.escape(e)}"]`):null,n=this.element.querySelector(`[data-key][role=button], button[data-key]`);(t&&(Jt(t)||!this.moved||!n)?t:n??t??this.element).focus({preventScroll:!0})}animate(e){for(let t of this.element.querySelectorAll(`[data-anim]`)){let n=e.get(t.dataset.animFrom??t.dataset.anim??``);if(!n)continue;let r=t.getBoundingClientRect(),i=n.left+n.width/2-(r.left+r.width/2),a=n.top+n.height/2-(r.top+r.height/2);if(Math.hypot(i,a)<2||r.width===0)continue;let o=n.width>0?n.width/r.width:1,s=t instanceof SVGGraphicsElement?t.ownerSVGElement?.getScreenCTM()?.a??1:1;t.classList.add(`moving`);let c=t.animate([{transform:`translate(${i/s}px, ${a/s}px) scale(${o})`},{transform:`none`}],{duration:260,easing:`cubic-bezier(.2,.7,.3,1)`});c.onfinish=()=>t.classList.remove(`moving`),this.animations+=1}this.element.dataset.animations=String(this.animations)}},Ut={ArrowLeft:[-1,0],ArrowRight:[1,0],ArrowUp:[0,-1],ArrowDown:[0,1]};function Wt(e,t){if(t.length<=e.length||e.length===0&&t.length>3)return 0;for(let n=0;n<e.length;n++)if(e[n].action!==t[n].action||e[n].seat!==t[n].seat)return 0;return t.length-e.length}function Gt(){return typeof matchMedia!=`function`||!matchMedia(`(prefers-reduced-motion: reduce)`).matches}function Kt(e){let t=new Map;for(let n of e.querySelectorAll(`[data-anim]`))t.set(n.dataset.anim??``,n.getBoundingClientRect());return t}function qt(e){let t=e.getBoundingClientRect();return t.width>0&&t.height>0}function Jt(e){return e.getAttribute(`role`)===`button`||e instanceof HTMLButtonElement}function Yt(e,t,n){let r=e=>[e.left+e.width/2,e.top+e.height/2],[i,a]=r(e.getBoundingClientRect()),o=null,s=1/0;for(let c of t){if(c===e)continue;let[t,l]=r(c.getBoundingClientRect()),u=(t-i)*n[0]+(l-a)*n[1],d=Math.abs((t-i)*n[1]-(l-a)*n[0]);if(u<4)continue;let f=u+2.5*d;f<s&&(s=f,o=c)}return o}function Xt(e){return E(`div`,{class:e.layout},E(`div`,{class:`board-wrap`},e.board),e.side)}function Zt(e,t,n){let r=e.scene({position:t.position,rules:t.rules,legal:[],history:t.history??[],viewer:null,toMove:null,seatName:t.seatName??n,live:!1,key:`diagram`,highlights:t.highlights??Bt},e.initial()),i=e.render(r);return E(`div`,{class:`board diagram`},t.side?Xt(i):E(`div`,{class:`board-wrap`},i.board))}var Qt=`abcdefghi`;function $t(e,t){return e<1||e>9||t<1||t>9||(e+t)%2!=0?!1:e!==1&&e!==9||t!==1&&t!==9}var en=(()=>{let e=[];for(let t=1;t<=9;t++)for(let n=1;n<=9;n++)$t(t,n)&&e.push({name:`${Qt[t-1]}${n}`,x:t,y:n});return e})(),tn=new Map(en.map(e=>[e.name,e])),nn=(e,t)=>`${Qt[e-1]}${t}`,rn=(()=>{let e=[];for(let t of en){let n=[[1,1],[1,-1]];t.x%2==1&&t.y%2==1&&n.push([2,0],[0,2]);for(let[r,i]of n)$t(t.x+r,t.y+i)&&e.push([t.name,nn(t.x+r,t.y+i)])}return e})();function an(e){let[t,n,r,i]=e.trim().split(/\s+/),[a,o]=(t??``).split(`/`);if(o===void 0||n!==`w`&&n!==`b`)throw Error(`not a Danish Quarto position: ${e}`);let s=e=>new Set(e?e.split(`,`).filter(e=>e):[]);return{white:s(a),black:s(o),toMove:n===`w`?0:1,hands:[Number(r),Number(i)]}}function on(e,t){return e.white.has(t)?0:e.black.has(t)?1:null}function sn(e){let t=/^(?:([a-i][1-9])-)?([a-i][1-9])(?:x([a-i][1-9]))?$/.exec(e);return t?{text:e,from:t[1]??null,to:t[2],capture:t[3]??null}:null}function cn(e){return e.map(sn).filter(e=>e!==null)}function ln(e){return y(e===0?`danish-white`:`danish-black`)}var A={get name(){return y(`game-danish`)},get blurb(){return y(`board-danish-blurb`)},side:ln,isSide:e=>e===ln(0)||e===ln(1)||e===`White`||e===`Black`,action(e){if(e===`pass`)return y(`board-danish-passed`);let t=sn(e);return t?t.from?t.capture?y(`board-danish-moved-captured`,{from:t.from,to:t.to,capture:t.capture}):y(`board-danish-moved`,{from:t.from,to:t.to}):t.capture?y(`board-danish-placed-captured`,{to:t.to,capture:t.capture}):y(`board-danish-placed`,{to:t.to}):e},proposal(e){if(e===`pass`)return y(`board-danish-pass`);let t=sn(e);return t?t.from?t.capture?y(`board-danish-move-capturing`,{from:t.from,to:t.to,capture:t.capture}):y(`board-danish-move`,{from:t.from,to:t.to}):t.capture?y(`board-danish-place-capturing`,{to:t.to,capture:t.capture}):y(`board-danish-place`,{to:t.to}):e},reason(e,t){switch(e.kind){case`pieces`:return y(`end-pieces`,{seat:t(e.seat),left:e.left});case`square_at_four`:return y(`end-square-at-four`,{seat:t(e.seat)});case`repetition`:return y(`end-repetition`);case`turn_cap`:return y(`end-turn-cap`,{turns:e.turns});default:return null}},rules(e){let t=[];for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`ply_cap`&&r!==`none`&&t.push(y(`board-danish-rules-cap`,{turns:Number(r)}))}return t.length>0?t.join(` · `):y(`board-standard-rules`)},options:{get standard(){return y(`board-danish-standard`)}},board:{get label(){return y(`board-danish-label`)},madeSquare:(e,t)=>y(`board-danish-made-square`,{side:e,square:t}),point:(e,t)=>t===null?y(`board-danish-point-empty`,{point:e}):y(`board-danish-point`,{point:e,owner:t}),capture:e=>y(`web-board-danish-capture`,{point:e}),move:e=>y(`board-danish-move-from`,{point:e}),selected:e=>y(`board-danish-selected`,{point:e}),placeOn:e=>y(`board-danish-place-on`,{point:e}),moveTo:(e,t)=>y(`board-danish-move-to`,{from:e,to:t}),seatAlias:e=>` (${e})`,counts:(e,t)=>` · ${y(`board-danish-counts`,{in_hand:e,on_board:t})}`,squares:e=>y(`board-danish-squares`,{squares:b(e)}),pickCapture:e=>y(`board-danish-pick-capture`,{side:e}),pickPlace:e=>y(`board-danish-pick-place`,{side:e}),pickTarget:e=>y(`board-danish-pick-target`,{from:e}),pickSource:e=>y(`board-danish-pick-source`,{side:e}),get mustPass(){return y(`web-board-danish-must-pass`)},get pass(){return y(`board-danish-pass`)},get passChip(){return y(`board-pass-chip`)}}},un=42,dn=54,fn=516,pn=e=>un+(e-1)*dn,mn=e=>un+(9-e)*dn,hn=[`white`,`black`];function gn(e){return{board:_n(e),side:vn(e),layout:`danish-layout`}}function _n(e){let t=D(`svg`,{viewBox:`0 0 ${fn} ${fn}`,class:`danish-board`,role:`group`,"aria-label":A.board.label});t.append(D(`rect`,{x:2,y:2,width:512,height:512,rx:18,class:`danish-wood`}));for(let[n,r]of e.lines){let e=tn.get(n),i=tn.get(r);t.append(D(`line`,{x1:pn(e.x),y1:mn(e.y),x2:pn(i.x),y2:mn(i.y),class:`danish-line`}))}for(let n of e.squares){let e=n.corners.map(e=>tn.get(e));if(e.some(e=>e===void 0))continue;let r=e.map(e=>`${pn(e.x)},${mn(e.y)}`);t.append(D(`polygon`,{points:r.join(` `),class:`made-square ${hn[n.side]}`},D(`title`,{},n.title)))}if(e.lastMove){let n=tn.get(e.lastMove.from),r=tn.get(e.lastMove.to),[i,a,o,s]=[pn(n.x),mn(n.y),pn(r.x),mn(r.y)],c=Math.hypot(o-i,s-a),[l,u]=[(o-i)/c,(s-a)/c],[d,f]=[o-l*24,s-u*24];t.append(D(`g`,{class:`last-move`,"aria-hidden":`true`},D(`circle`,{cx:i,cy:a,r:8,class:`last-from`}),D(`line`,{x1:i,y1:a,x2:d-l*8,y2:f-u*8,class:`last-arrow`}),D(`path`,{d:`M${d} ${f} l${-l*14-u*9} ${-u*14+l*9} l${u*18} ${-l*18} z`,class:`last-head`})))}let n=[...e.points].sort((e,t)=>t.y-e.y||e.x-t.x);for(let e of n){let n=pn(e.x),r=mn(e.y),i=D(`g`,{class:`point`,"data-point":e.name});if(i.append(D(`circle`,{cx:n,cy:r,r:5,class:`spot`})),e.owner!==null){let t=D(`g`,{class:`stone-piece`,"data-anim":`stone:${e.name}`,"data-anim-from":e.from??null},D(`circle`,{cx:n,cy:r,r:19,class:`stone ${hn[e.owner]}`}),D(`circle`,{cx:n,cy:r,r:11,class:`stone-inner ${hn[e.owner]}`}));i.append(t)}e.last===`to`&&i.append(D(`circle`,{cx:n,cy:r,r:24,class:`last-ring`})),e.captured!==null&&i.append(D(`g`,{class:`captured`,"aria-hidden":`true`},D(`circle`,{cx:n,cy:r,r:19,class:`stone leaving ${hn[e.captured]}`}),D(`circle`,{cx:n,cy:r,r:19,class:`captured-ghost`}),D(`path`,{d:`M${n-11} ${r-11} L${n+11} ${r+11} M${n+11} ${r-11} L${n-11} ${r+11}`,class:`captured-halo`}),D(`path`,{d:`M${n-11} ${r-11} L${n+11} ${r+11} M${n+11} ${r-11} L${n-11} ${r+11}`,class:`captured-mark`}))),e.mark&&(i.classList.add(e.mark),i.append(D(`circle`,{cx:n,cy:r,r:23,class:`mark`}))),i.append(D(`circle`,{cx:n,cy:r,r:36,class:`hit`})),e.target?Lt(i,e.target.label,e.target.intent):i.setAttribute(`aria-label`,e.label),e.drop&&i.setAttribute(`data-drop`,``),e.draggable&&It(i,e.name),t.append(k(i,`point:${e.name}`))}for(let e=1;e<=9;e++)t.append(D(`text`,{x:pn(e),y:510,class:`coord`},Qt[e-1]));for(let e=1;e<=9;e++)t.append(D(`text`,{x:12,y:mn(e)+5,class:`coord`},String(e)));return t}function vn(e){let t=E(`div`,{class:`danish-side`}),n=E(`div`,{class:`danish-players`});for(let t of e.sides)n.append(E(`div`,{class:`danish-player${t.toMove?` to-move`:``}`,"data-side":String(t.side)},E(`span`,{class:`stone-icon ${hn[t.side]}`,"aria-hidden":`true`,"data-anim":`stock:${t.side}`}),E(`strong`,{},t.name),t.alias===null?null:E(`span`,{},t.alias),E(`span`,{class:`counts`},t.counts),t.squares===null?null:E(`div`,{class:`small`},t.squares)));return t.append(n,E(`p`,{class:`hint`},e.hint??``)),e.pass&&t.append(k(E(`button`,{"data-intent":e.pass.intent},e.pass.label),`button:pass`)),t}function yn(e){let t=sn(e),n=A.action(e);return t?E(`span`,{class:`chip danish-chip`,title:n},t.from?`${t.from}→${t.to}`:t.to,t.capture?E(`span`,{class:`capture`},` ×${t.capture}`):null):E(`span`,{class:`chip`,title:n},e===`pass`?A.board.passChip:e)}function bn(e){let t=D(`svg`,{viewBox:`0 0 40 40`,width:40,height:40});return t.append(D(`circle`,{cx:20,cy:20,r:17,class:`stone ${hn[e]}`})),t}var j=A.board;function xn(e,t){let n=an(e.position),r=cn(e.legal),i=e.legal.includes(`pass`),a=r.some(e=>e.from===null),o=new Set(r.filter(e=>e.from).map(e=>e.from)),{from:s,to:c}=t,l=r.filter(e=>e.from===s),u=new Set(l.map(e=>e.to)),d=c?l.filter(e=>e.to===c&&e.capture):[],f=e.history.length>0?e.history[e.history.length-1]:null,p=f?sn(f.action):null,m=+(f?.seat===1),h=A.side(n.toMove===0?0:1),g=en.map(e=>{let t=on(n,e.name),r=``,i,l=j.point(e.name,t===null?null:A.side(t));if(c){let t=d.find(t=>t.capture===e.name);t?(r=`capture-target`,l=j.capture(e.name),i={intent:`play:${t.text}`,label:l}):e.name===c&&(r=`selected`)}else!a&&o.has(e.name)&&e.name!==s?(r=`source`,l=j.move(e.name),i={intent:`from:${e.name}`,label:l}):e.name===s?(r=`selected`,l=j.selected(e.name),i={intent:`unselect`,label:l}):u.has(e.name)&&(a||s)&&(r=`target`,l=a?j.placeOn(e.name):j.moveTo(s,e.name),i={intent:`to:${e.name}`,label:l});return{name:e.name,x:e.x,y:e.y,owner:t,last:p?.to===e.name?`to`:p?.from===e.name?`from`:null,captured:p?.capture===e.name?+(m===0):null,from:p&&p.to===e.name&&t!==null?p.from?`stone:${p.from}`:`stock:${t}`:null,mark:r,target:i,label:l,draggable:r===`source`||r===`selected`&&e.name===s,drop:r===`target`||r===`capture-target`}}),_=e.highlights.made_squares,ee=[];for(let e of[0,1])for(let t of _?.[e]??[])ee.push({side:e,name:t,corners:t.split(`-`),title:j.madeSquare(A.side(e),t)});let te=[0,1].map(t=>{let r=e.seatName(t),i=_?.[t]??[];return{side:t,name:A.side(t),alias:A.isSide(r)?null:j.seatAlias(r),counts:j.counts(n.hands[t],(t===0?n.white:n.black).size),squares:i.length>0?j.squares(i):null,toMove:n.toMove===t&&e.toMove!==null}}),v=null;return e.legal.length>0&&(c?v=j.pickCapture(A.side(+(n.toMove===0))):a?v=j.pickPlace(h):s?v=j.pickTarget(s):o.size>0?v=j.pickSource(h):i&&(v=j.mustPass)),{lines:rn,squares:ee,points:g,lastMove:p?.from?{from:p.from,to:p.to}:null,sides:te,hint:v,pass:i?{intent:`play:pass`,label:j.pass}:null}}var Sn={from:null,to:null};function Cn(e,t){return e.from===null||cn(t.legal).some(t=>t.from===e.from)?e:{...e,from:null}}function wn(e,t,n){switch(t.verb){case`from`:case`drag`:return{selection:e.from===t.arg?e:{...e,from:t.arg}};case`unselect`:return{selection:{...e,from:null}};case`to`:return Tn(e,cn(n.legal).filter(n=>n.from===e.from&&n.to===t.arg));case`play`:return{selection:e,play:t.arg};default:return{selection:e}}}function Tn(e,t){if(t.length===0)return{selection:e};let n=t.find(e=>!e.capture);return n?{selection:e,play:n.text}:t.length===1?{selection:e,play:t[0].text}:{selection:{...e,to:t[0].to}}}var En={initial:()=>Sn,reset:()=>Sn,settle:Cn,reduce:wn,scene:xn,render:gn,ghost:(e,t)=>bn(on(an(t.position),e)===0?0:1)},Dn=e=>e===0||e===1?A.side(e):null,On={tag:`danish`,texts:{get name(){return A.name},get blurb(){return A.blurb},action:A.action,proposal:A.proposal,rules:A.rules,seatName:Dn,reason:A.reason},lobby:{get options(){return[{kind:`note`,text:A.options.standard}]},seats:2,text:()=>``},board:e=>new Ht(En,e),diagram:e=>Zt(En,e,gt(Dn)),chip:yn,sound:e=>/x[a-i][1-9]$/.test(e)?`capture`:`move`},kn=[`Y`,`B`,`G`,`P`],An=7,jn=[`C`,`R0`,`R1`,`R2`,`R3`,`R4`,`R5`,`R6`,`R7`];function Mn(e){let t=e.trim().split(/\s+/);if(t.length<5)throw Error(`not a Quartino state: ${e}`);let[n,r,i,a,o,s]=t,c=n.split(`/`).map(e=>e===`.`?[]:[...e]);if(c.length!==9)throw Error(`not a Quartino board: ${n}`);return{stacks:c,toMove:Number(r)-1,phase:i,turns:Number(a),seats:o.split(`/`).map(e=>{let[t,n]=e.split(`:`);return{hand:t===`-`||t===``?[]:t.split(`,`),aside:n?n.split(`,`).filter(e=>e):[]}}),viewer:s?.startsWith(`@`)?Number(s.slice(1))-1:null}}function Nn(e){let t={};for(let e of kn)t[e]=An;for(let n of e.stacks)for(let e of n)e in t&&--t[e];return t}function Pn(e){return[`C`,`R${e%8}`,`R${(e+1)%8}`,`R${(e+2)%8}`]}function Fn(e){if(e===`four`)return{kind:`four`};if(e===`end`)return{kind:`end`};let t=/^column@(\S+)$/.exec(e);if(t)return{kind:`column`,space:t[1]};let n=/^([YBGP]{4})@Q(\d)$/.exec(e);if(n)return{kind:`claim`,card:n[1],quarter:Number(n[2])};let r=/^([YBGP])@(\S+)$/.exec(e);return r?{kind:`place`,colour:r[1],space:r[2]}:null}function In(e){return/@(C|R\d)$/.exec(e)?.[1]??null}function M(e){switch(e){case`Y`:return y(`quartino-colour-yellow`);case`B`:return y(`quartino-colour-blue`);case`G`:return y(`quartino-colour-green`);case`P`:return y(`quartino-colour-pink`);default:return e}}function Ln(e){if(e===`-`)return y(`board-quartino-phase-over`);if(e.startsWith(`S`)){let t=[];e.includes(`F`)&&t.push(y(`board-quartino-situation-four`)),e.includes(`C`)&&t.push(y(`board-quartino-situation-column`));let n=t.length>0?b(t):y(`board-quartino-situations-none`);return e.includes(`+1`)?y(`board-quartino-phase-situations-used`,{open:n}):y(`board-quartino-phase-situations`,{open:n})}let t=/^P(\d)@(\S+)$/.exec(e);if(t){let e=Number(t[1]),n=b(t[2].split(`,`),`disjunction`);return e===0?y(`board-quartino-phase-remove-column`,{spaces:n}):y(`board-quartino-phase-place-and-remove`,{count:e,spaces:n})}return e.startsWith(`P`)?y(`board-quartino-phase-place`,{count:Number(/^P(\d)/.exec(e)?.[1]??0)}):e.startsWith(`Q`)?y(`board-quartino-phase-claim`):e}var N={get name(){return y(`game-quartino`)},get blurb(){return y(`board-quartino-blurb`)},action(e){let t=Fn(e);switch(t?.kind){case`four`:return y(`board-quartino-used-four`);case`end`:return y(`board-quartino-ended`);case`column`:return y(`board-quartino-removed-column`,{space:t.space});case`claim`:return y(`board-quartino-claimed`,{card:t.card,quarter:`Q${t.quarter}`});case`place`:return y(`board-quartino-placed`,{colour:M(t.colour),space:t.space});default:return e}},proposal(e){let t=Fn(e);switch(t?.kind){case`four`:return y(`board-quartino-use-four`);case`end`:return y(`board-quartino-end-turn`);case`column`:return y(`board-quartino-remove-column`,{space:t.space});case`claim`:return y(`board-quartino-claim`,{card:t.card,quarter:`Q${t.quarter}`});case`place`:return y(`board-quartino-place`,{colour:M(t.colour),space:t.space});default:return e}},chips:{column:e=>y(`board-quartino-chip-column`,{space:e}),get four(){return y(`board-quartino-chip-four`)},get end(){return y(`board-quartino-chip-end`)}},reason(e,t){switch(e.kind){case`cards`:return y(`end-cards`,{seat:t(e.seat),count:e.count});case`turn_cap`:return y(`end-turn-cap`,{turns:e.turns});default:return null}},rules(e){let t=[];for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`players`&&t.push(y(`lobby-players`,{count:Number(r)})),e===`situations`&&r===`off`&&t.push(y(`board-quartino-rules-no-situations`)),e===`situations`&&r?.startsWith(`from:`)&&t.push(y(`board-quartino-rules-situations-after`,{rounds:Number(r.slice(5))})),e===`column_mandatory`&&r===`on`&&t.push(y(`board-quartino-rules-column-mandatory`)),e===`allow_mirror`&&r===`on`&&t.push(y(`board-quartino-rules-mirror`))}return t.length>0?t.join(` · `):y(`board-standard-rules`)},options:{get situations(){return y(`board-quartino-option-situations`)},situationsWhen:e=>e===`on`?y(`board-quartino-situations-always`):e===`off`?y(`board-quartino-situations-never`):y(`board-quartino-situations-after`,{rounds:Number(e.slice(5))}),get columnMandatory(){return y(`board-quartino-option-column-mandatory`)},get allowMirror(){return y(`board-quartino-option-mirror`)}},board:{get label(){return y(`board-quartino-label`)},stack:e=>e.length===0?y(`board-quartino-stack-empty`):y(`board-quartino-stack`,{colours:e.map(M).join(`, `),top:M(e[e.length-1])}),space:(e,t)=>`${e}: ${t}`,place:(e,t,n)=>y(`board-quartino-place-on-stack`,{colour:M(e),space:t,stack:n}),claim:(e,t,n)=>e===null?y(`board-quartino-claim-a-card`,{quarter:`Q${t}`,spaces:n.join(`, `)}):y(`board-quartino-claim-card`,{card:e,quarter:`Q${t}`,spaces:n.join(`, `)}),quarter:(e,t)=>y(`board-quartino-quarter`,{quarter:`Q${e}`,spaces:t.join(`, `)}),get cardFirst(){return y(`board-quartino-card-first`)},phase:(e,t,n)=>y(`board-quartino-phase`,{seat:e,phase:Ln(t),turn:n}),over:e=>y(`board-quartino-over`,{turns:e}),get four(){return y(`board-quartino-use-four`)},column:e=>y(`board-quartino-remove-column-token`,{space:e}),columnDue:e=>y(`board-quartino-remove-column`,{space:e}),get end(){return y(`board-quartino-end-turn-button`)},get supply(){return y(`web-board-quartino-supply`)},pile:(e,t)=>`${M(e)} ×${t}`,left:e=>`×${e}`,use:(e,t)=>y(`board-quartino-use-colour`,{colour:M(e),left:t}),get pickColour(){return y(`board-quartino-pick-colour`)},get supplyHeading(){return y(`board-quartino-supply-heading`)},get yourCards(){return y(`board-quartino-your-cards-label`)},card:(e,t)=>y(t?`board-quartino-card-chosen`:`board-quartino-card`,{card:e}),get pickCard(){return y(`board-quartino-pick-card`)},get cardsHeading(){return y(`board-quartino-cards-heading`)},cardsInHand:e=>` · ${y(`board-quartino-cards-in-hand`,{count:e})}`,putAside:e=>y(`board-quartino-put-aside`,{cards:e}),hand:e=>y(`board-quartino-hand`,{cards:b(e)})}},Rn=N.board,zn={Y:`#f2c12e`,B:`#2f64c8`,G:`#2d9a52`,P:`#ee86bb`},Bn={Y:`#1b1400`,B:`#ffffff`,G:`#ffffff`,P:`#1b0010`},Vn=210,Hn=210,Un=128;function Wn(e){if(e===`C`)return[Vn,Hn];let t=(-90+45*Number(e.slice(1)))*Math.PI/180;return[Vn+Un*Math.cos(t),Hn+Un*Math.sin(t)]}function Gn(e,t,n,r){return D(`g`,{class:`token`},D(`circle`,{cx:t,cy:n,r,fill:zn[e]??`#999`,stroke:`#1d1d1d`,"stroke-width":1.5}),D(`text`,{x:t,y:n+r*.36,"font-size":r*1.05,class:`token-letter`,fill:Bn[e]??`#000`},e))}function Kn(e,t=76){let n=D(`svg`,{viewBox:`0 0 80 80`,width:t,height:t,class:`card-graphic`});if(n.append(D(`rect`,{x:1,y:1,width:78,height:78,rx:8,class:`card-face`})),e===`?`)return n.append(D(`text`,{x:40,y:50,class:`card-back`},`?`)),n;let r=[[22,58],[22,20],[46,28],[58,54]];return n.append(D(`path`,{d:`M22 58 L22 20 M22 58 L46 28 M22 58 L58 54`,class:`card-spokes`})),[...e].forEach((e,t)=>n.append(Gn(e,r[t][0],r[t][1],11))),n}function qn(e){return{board:Jn(e),side:Yn(e),layout:`quartino-layout`}}function Jn(e){let t=D(`svg`,{viewBox:`-24 -24 468 468`,class:`quartino-wheel`,role:`group`,"aria-label":Rn.label});t.append(D(`circle`,{cx:Vn,cy:Hn,r:200,class:`wheel-wood`}));for(let e=0;e<8;e++){let[n,r]=Wn(`R${e}`);t.append(D(`line`,{x1:Vn,y1:Hn,x2:n,y2:r,class:`spoke`}))}t.append(D(`circle`,{cx:Vn,cy:Hn,r:Un,class:`ring-line`}));let n=new Map;for(let r of e.spaces){let{space:e,stack:i}=r,[a,o]=Wn(e),s=D(`g`,{class:`space${r.target?` target`:``}${r.last?` last`:``}`,"data-space":e});s.append(D(`circle`,{cx:a,cy:o,r:42,class:`space-hole`}));let c=i.slice(-4);for(let e=c.length-1;e>=1;e--){let t=c[c.length-1-e];s.append(D(`circle`,{cx:a,cy:o,r:22+e*5,fill:zn[t],stroke:`#1d1d1d`,"stroke-width":1}))}if(c.length>0){let t=Gn(c[c.length-1],a,o,22);t.setAttribute(`data-anim`,`top:${e}`),r.placed&&t.setAttribute(`data-anim-from`,`pile:${r.placed}`),s.append(t)}if(i.length>1){let t=e===`C`?-1:Number(e.slice(1)),n=e===`C`?-Math.PI/4:(-90+45*t+90)*Math.PI/180,[r,c]=[a+36*Math.cos(n),o+36*Math.sin(n)];s.append(D(`circle`,{cx:r,cy:c,r:11,class:`height-badge`}),D(`text`,{x:r,y:c+4,class:`height-text`},String(i.length)))}s.append(D(`text`,{x:a,y:o+56,class:`space-name`},e)),r.column&&s.append(D(`circle`,{cx:a,cy:o,r:46,class:`column-mark`})),r.last&&s.append(D(`circle`,{cx:a,cy:o,r:46,class:`last-ring`})),s.append(D(`title`,{},r.title)),r.target?(s.append(D(`circle`,{cx:a,cy:o,r:38,class:`target-ring`})),Lt(s,r.target.label,r.target.intent)):s.setAttribute(`aria-label`,r.label),n.set(e,s),t.append(k(s,`space:${e}`))}for(let r of e.quarters){let e=(-90+45*(r.quarter+1))*Math.PI/180,i=Vn+200*Math.cos(e),a=Hn+200*Math.sin(e),o=D(`g`,{class:`quarter-tab${r.armed?` armed`:``}`,"data-quarter":`Q${r.quarter}`},D(`circle`,{cx:i,cy:a,r:31,class:`tab-disc`}),D(`text`,{x:i,y:a+6,class:`tab-text`},`Q${r.quarter}`)),s=e=>r.spaces.forEach(t=>n.get(t)?.classList.toggle(`in-quarter`,e));o.addEventListener(`mouseenter`,()=>s(!0)),o.addEventListener(`mouseleave`,()=>s(!1)),o.addEventListener(`focus`,()=>s(!0)),o.addEventListener(`blur`,()=>s(!1)),r.target?Lt(o,r.target.label,r.target.intent):o.setAttribute(`aria-label`,r.label),t.append(k(o,`quarter:${r.quarter}`))}return t}function Yn(e){let t=E(`div`,{class:`quartino-side`});t.append(E(`p`,{class:`phase`},e.phase)),e.buttons.length>0&&t.append(E(`div`,{class:`actions`},...e.buttons.map(e=>k(E(`button`,{class:e.class??null,"data-intent":e.intent},e.text),`button:${e.intent}`))));let n=E(`div`,{class:`palette`,role:`group`,"aria-label":Rn.supply});for(let t of e.piles){let e=D(`svg`,{viewBox:`0 0 40 40`,width:34,height:34,"data-anim":`pile:${t.colour}`});e.append(Gn(t.colour,20,20,16));let r=E(`div`,{class:`supply-pile${t.usable?` usable`:``}${t.chosen?` chosen`:``}`,"data-colour":t.colour},e,E(`span`,{class:`pile-name`},t.name),E(`span`,{class:`pile-count`},t.count));r.title=t.text,t.target&&Lt(r,t.target.label,t.target.intent),r.setAttribute(`aria-pressed`,String(t.chosen)),n.append(t.target?k(r,`colour:${t.colour}`):r)}if(t.append(E(`div`,{class:`label`},e.paletteLabel),n),e.hand){let n=E(`div`,{class:`hand`,role:`group`,"aria-label":Rn.yourCards});for(let t of e.hand.cards){let e=E(`div`,{class:`card${t.chosen?` chosen`:``}`,"data-card":t.card},Kn(t.card),E(`span`,{},t.card));e.firstElementChild?.setAttribute(`data-anim`,`card:${t.card}`),t.target?Lt(e,t.target.label,t.target.intent):e.setAttribute(`aria-label`,t.label),n.append(k(e,`card:${t.card}`))}t.append(E(`div`,{class:`label`},e.hand.label),n)}let r=E(`div`,{class:`quartino-seats`});for(let t of e.seats)r.append(E(`div`,{class:`quartino-seat${t.toMove?` to-move`:``}`,"data-seat":String(t.seat)},E(`strong`,{},t.name),E(`span`,{},t.cards),t.aside.length>0?E(`div`,{class:`aside`},...t.aside.map(e=>{let t=Kn(e.card,40);return t.setAttribute(`data-anim`,`card:${e.card}`),E(`span`,{class:`aside-card`,title:e.title},t)})):null,t.hand===null?null:E(`div`,{class:`small`},t.hand)));return t.append(r),t}function Xn(e){let t=Fn(e),n=N.action(e),r=N.chips;switch(t?.kind){case`place`:return E(`span`,{class:`chip quartino-chip`,title:n},E(`span`,{class:`colour-chip colour-${t.colour}`,"aria-label":M(t.colour)},t.colour),t.space);case`claim`:return E(`span`,{class:`chip quartino-chip claim`,title:n},Kn(t.card,22),`Q${t.quarter}`);case`column`:return E(`span`,{class:`chip quartino-chip`,title:n},r.column(t.space));case`four`:return E(`span`,{class:`chip quartino-chip`,title:n},r.four);case`end`:return E(`span`,{class:`chip quartino-chip end`,title:n},r.end);default:return E(`span`,{class:`chip`,title:n},e)}}var Zn={colour:null,card:null};function Qn(e){let t=new Set(e.map(Fn).flatMap(e=>e?.kind===`place`?[e.colour]:[]));return kn.filter(e=>t.has(e))}function $n(e){return e.viewer===null?[]:(Mn(e.position).seats[e.viewer]?.hand??[]).filter(e=>e!==`?`)}function er(e){return e.card===null?e:{...e,card:null}}function tr(e,t){let n=Qn(t.legal),{colour:r,card:i}=e;return r!==null&&!n.includes(r)&&(r=null),r===null&&n.length>0&&(r=n[0]),i!==null&&!$n(t).includes(i)&&(i=null),r===e.colour&&i===e.card?e:{colour:r,card:i}}function nr(e,t,n){switch(t.verb){case`play`:return{selection:e,play:t.arg};case`colour`:return{selection:e.colour===t.arg?e:{...e,colour:t.arg}};case`card`:return{selection:{...e,card:e.card===t.arg?null:t.arg}};case`quarter`:return e.card===null?{selection:e,say:N.board.cardFirst}:{selection:e,play:`${e.card}@Q${t.arg}`};default:return{selection:e}}}var P=N.board;function rr(e,t){let n=Mn(e.position),r=new Set(e.legal),i=e.legal.map(Fn),a=i.some(e=>e?.kind===`place`),o=Qn(e.legal),s=i.flatMap(e=>e?.kind===`column`?[e.space]:[]),c=r.has(`end`),{colour:l,card:u}=t,d=e.history.length>0?e.history[e.history.length-1].action:null,f=d?In(d):null,p=d?Fn(d):null,m=jn.map((e,t)=>{let i=n.stacks[t],a=P.stack(i),o=l!==null&&r.has(`${l}@${e}`);return{space:e,stack:i,column:s.includes(e),last:e===f,placed:p?.kind===`place`&&p.space===e?p.colour:null,title:P.space(e,a),target:o?{intent:`play:${l}@${e}`,label:P.place(l,e,a)}:void 0,label:P.space(e,a)}}),h=Array.from({length:8},(e,t)=>{let n=Pn(t);return{quarter:t,spaces:n,armed:c&&u!==null,target:c?{intent:`quarter:${t}`,label:P.claim(u,t,n)}:void 0,label:P.quarter(t,n)}}),g=[];r.has(`four`)&&g.push({text:P.four,intent:`play:four`});let _=n.phase.startsWith(`P`);for(let e of s)g.push({text:_?P.columnDue(e):P.column(e),intent:`play:column@${e}`});r.has(`end`)&&g.push({text:P.end,intent:`play:end`,class:`end-turn`});let ee=Nn(n),te=kn.map(e=>{let t=o.includes(e);return{colour:e,text:P.pile(e,ee[e]),name:M(e),count:P.left(ee[e]),usable:t,chosen:l===e&&t,target:t?{intent:`colour:${e}`,label:P.use(e,ee[e])}:void 0}}),v=e.viewer===null?null:{label:c?P.pickCard:P.cardsHeading,cards:$n(e).map(e=>({card:e,chosen:u===e,target:c?{intent:`card:${e}`,label:P.card(e,u===e)}:void 0,label:P.card(e,!1)}))},ne=n.seats.map((t,r)=>({seat:r,name:e.seatName(r),toMove:r===n.toMove&&e.toMove!==null,cards:P.cardsInHand(t.hand.length),aside:t.aside.map(e=>({card:e,title:P.putAside(e)})),hand:e.viewer!==r&&e.toMove===null&&t.hand.length>0&&!t.hand.includes(`?`)?P.hand(t.hand):null}));return{spaces:m,quarters:h,phase:e.live&&e.toMove===null?P.over(ir(n.turns,e)):P.phase(e.seatName(n.toMove),n.phase,n.turns+1),buttons:g,paletteLabel:a?P.pickColour:P.supplyHeading,piles:te,hand:v,seats:ne}}function ir(e,t){let n=t.history[t.history.length-1];return n!==void 0&&n.action!==`end`?e+1:e}function ar(e,t){return e[t]===!0}function or(e,t){let n=e[t.key];return typeof n==`string`&&t.items.some(e=>e.value===n)?n:t.initial}function sr(e,t){let n=e[t.key]??{};return t.items.map(e=>e.value).filter(e=>n[e]===!0)}function cr(e,t,n){let r=[{}];for(let t of e.options){if(t.kind===`note`)continue;let e=t.kind===`flag`?[t.initial,!t.initial]:t.kind===`choice`?t.items.map(e=>e.value):Array.from({length:(1<<t.items.length)-1},(e,n)=>Object.fromEntries(t.items.map((e,t)=>[e.value,!!(n+1&1<<t)])));r=r.flatMap(n=>e.map(e=>({...n,[t.key]:e})))}for(let i of n)for(let n of r)if(e.text(n,i)===t.trim())return{choices:n,seats:i};return null}function lr(e){let t={};for(let n of e.options)(n.kind===`flag`||n.kind===`choice`)&&(t[n.key]=n.initial),n.kind===`set`&&(t[n.key]=Object.fromEntries(n.items.map(e=>[e.value,!0])));return t}var ur={initial:()=>Zn,reset:er,settle:tr,reduce:nr,scene:rr,render:qn},dr=N.options,fr=e=>e?`on`:`off`,pr={kind:`choice`,key:`situations`,name:`situations`,get label(){return dr.situations},items:[`on`,`from:1`,`from:2`,`from:3`,`off`].map(e=>({value:e,get label(){return dr.situationsWhen(e)}})),initial:`on`,anchor:`situations`},mr={tag:`quartino`,texts:{get name(){return N.name},get blurb(){return N.blurb},action:N.action,proposal:N.proposal,rules:N.rules,seatName:()=>null,reason:N.reason},lobby:{get options(){return[pr,{kind:`flag`,key:`columnMandatory`,name:`column`,label:dr.columnMandatory,initial:!1,anchor:`column-mandatory`},{kind:`flag`,key:`allowMirror`,name:`mirror`,label:dr.allowMirror,initial:!1,anchor:`mirror`}]},seats:3,text:(e,t)=>`players=${t} situations=${or(e,pr)} column_mandatory=${fr(ar(e,`columnMandatory`))} allow_mirror=${fr(ar(e,`allowMirror`))}`},board:e=>new Ht(ur,e),diagram:e=>Zt(ur,e,ht),chip:Xn,sound:e=>/@Q\d$/.test(e)?`claim`:e.startsWith(`column@`)?`capture`:`move`},hr=[`height`,`colour`,`shape`,`top`],gr=`abcd`;function _r(e){return`${gr[e%4]}${Math.floor(e/4)+1}`}function vr(e){let t=/^([a-d])([1-4])$/.exec(e);return t?(Number(t[2])-1)*4+gr.indexOf(t[1]):null}function yr(e){let[t,n]=e.trim().split(/\s+/),r=(t??``).split(`/`);if(r.length!==4||r.some(e=>e.length!==4))throw Error(`not a Quarto! position: ${e}`);let i=Array(16).fill(null);return r.forEach((e,t)=>{let n=3-t;[...e].forEach((e,t)=>{i[n*4+t]=e===`.`?null:parseInt(e,16)})}),{cells:i,hand:n&&/^[0-9a-f]$/i.test(n)?parseInt(n,16):null,mustGive:n===`*`}}function br(e){let t={squares:!1,announce:!1,attributes:[...hr]};for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`squares`&&(t.squares=r===`yes`),e===`win`&&(t.announce=r===`announce`),e===`attributes`&&r&&(t.attributes=r.split(`,`))}return t}function xr(e){return/^[0-9a-f]$/i.test(e)?{kind:`give`,piece:parseInt(e,16)}:/^[a-d][1-4]$/.test(e)?{kind:`place`,cell:e}:e.startsWith(`Q:`)?{kind:`claim`,alignment:e.slice(2)}:e===`pass`?{kind:`pass`}:null}function Sr(e){return e.toString(16)}function Cr(e){let t=[];for(let e=0;e<4;e++)t.push({name:`a${e+1}-d${e+1}`,cells:[0,1,2,3].map(t=>e*4+t),square:!1});for(let e=0;e<4;e++)t.push({name:`${gr[e]}1-${gr[e]}4`,cells:[0,1,2,3].map(t=>t*4+e),square:!1});if(t.push({name:`a1-d4`,cells:[0,5,10,15],square:!1}),t.push({name:`a4-d1`,cells:[12,9,6,3],square:!1}),e)for(let e=0;e<3;e++)for(let n=0;n<3;n++){let r=e*4+n;t.push({name:`${_r(r)}-${_r(r+5)}`,cells:[r,r+1,r+4,r+5],square:!0})}return t}function wr(e){let t=e.result===`win`?y(`play-mark-win`):e.result===`loss`?y(`play-mark-loss`):y(`play-mark-draw`);return e.distance===null?t:`${t}${ut(e.distance)}`}function Tr(e){switch(e){case`short`:return y(`quarto-trait-short`);case`tall`:return y(`quarto-trait-tall`);case`light`:return y(`quarto-trait-light`);case`dark`:return y(`quarto-trait-dark`);case`round`:return y(`quarto-trait-round`);case`square`:return y(`quarto-trait-square`);case`solid`:return y(`quarto-trait-solid`);case`hollow`:return y(`quarto-trait-hollow`);default:return e}}function F(e){return y(`board-quarto-piece`,{height:Tr(e&1?`tall`:`short`),colour:Tr(e&2?`dark`:`light`),shape:Tr(e&4?`square`:`round`),top:Tr(e&8?`hollow`:`solid`)})}function Er(e){return e.result===`draw`?y(`board-quarto-value-draw`):e.distance===null?e.result===`win`?y(`board-quarto-value-wins`):y(`board-quarto-value-loses`):e.result===`win`?y(`board-quarto-value-wins-in`,{distance:e.distance}):y(`board-quarto-value-loses-in`,{distance:e.distance})}function Dr(e){let[t,n]=e.split(`-`);return!t||!n?e:t[1]===n[1]?y(`board-quarto-row`,{row:t[1]}):t[0]===n[0]?y(`board-quarto-column`,{column:t[0]}):Math.abs(t.charCodeAt(0)-n.charCodeAt(0))===1?y(`board-quarto-square`,{cells:e}):y(`board-quarto-diagonal`,{cells:e})}function Or(e){switch(e){case`short`:return y(`learn-pieces-short`);case`tall`:return y(`learn-pieces-tall`);case`light`:return y(`learn-pieces-light`);case`dark`:return y(`learn-pieces-dark`);case`round`:return y(`learn-pieces-round`);case`square`:return y(`learn-pieces-square`);case`solid`:return y(`learn-pieces-solid`);case`hollow`:return y(`learn-pieces-hollow`);default:return e}}function kr(e){switch(e.kind){case`quarto`:{let t=e.alignments.map(e=>{let t=e.traits.map(Or).join(` `);return e.square?y(`board-quarto-reason-square`,{traits:t,cells:e.name}):y(`board-quarto-reason-line`,{traits:t,line:Dr(e.name)})});return t.length>0?b(t):null}case`full`:return y(`end-full`);default:return null}}var I={get name(){return y(`game-quarto`)},get blurb(){return y(`board-quarto-blurb`)},action(e){let t=xr(e);if(!t)return y(`board-quarto-placed`,{cell:e});switch(t.kind){case`give`:return y(`board-quarto-gave`,{piece:F(t.piece),action:e});case`claim`:return y(`board-quarto-claimed`,{alignment:t.alignment});case`pass`:return y(`board-quarto-passed`);case`place`:return y(`board-quarto-placed`,{cell:t.cell})}},proposal(e){let t=xr(e);switch(t?.kind){case`give`:return y(`board-quarto-give-piece`,{piece:F(t.piece)});case`claim`:return y(`board-quarto-claim-on`,{alignment:t.alignment});case`pass`:return y(`board-quarto-pass-no-claim`);case`place`:return y(`board-quarto-place-on`,{cell:t.cell});default:return e}},reason:kr,rules(e){let t=[];for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`attributes`&&r!==hr.join(`,`)&&t.push(y(`board-quarto-rules-only`,{traits:b(r.split(`,`).map(e=>I.options.attribute[e]??e))})),e===`squares`&&r===`yes`&&t.push(y(`board-quarto-rules-squares`)),e===`win`&&r===`announce`&&t.push(y(`board-quarto-rules-announce`))}return t.length>0?t.join(` · `):y(`board-standard-rules`)},options:{get attributes(){return`${y(`board-quarto-option-traits`)} `},get attribute(){return{height:y(`board-quarto-height`),colour:y(`board-quarto-colour`),shape:y(`board-quarto-shape`),top:y(`board-quarto-top`)}},get squares(){return y(`board-quarto-option-squares`)},get announce(){return y(`board-quarto-option-announce`)}},board:{get label(){return y(`board-quarto-label`)},empty:e=>y(`board-quarto-cell-empty`,{cell:e}),occupied:(e,t)=>y(`board-quarto-cell`,{cell:e,piece:F(t)}),place:(e,t,n)=>{let r=t===null?y(`board-quarto-place-the-piece`,{cell:e}):y(`board-quarto-place`,{cell:e,piece:F(t)});return n?`${r} (${Er(n)})`:r},cellValue:(e,t)=>`${e}: ${Er(t)}`,claim:(e,t)=>y(t?`board-quarto-claim-square`:`board-quarto-claim-line`,{alignment:e}),get placeThis(){return y(`board-quarto-place-this`)},get inHand(){return y(`board-quarto-in-hand`)},claimChip:e=>`Quarto! ${e}`,get passChip(){return y(`board-pass-chip`)},places:e=>y(`board-quarto-places`,{seat:e}),get chooseGift(){return y(`board-quarto-choose-gift`)},choosesGift:e=>y(`board-quarto-chooses-gift`,{seat:e}),get pool(){return y(`web-board-quarto-pool`)},get poolHeading(){return y(`board-quarto-pool-heading`)},give:(e,t)=>{let n=y(`board-quarto-give`,{piece:F(e)});return t?`${n} (${Er(t)})`:n},giveValue:(e,t)=>`${y(`board-quarto-give`,{piece:F(e)})}: ${Er(t)}`,played:e=>y(`board-quarto-played`,{piece:F(e)}),get pickLine(){return y(`board-quarto-pick-line`)},get cancel(){return y(`play-confirm-no`)},get call(){return`Quarto!`},get pass(){return y(`board-quarto-pass`)},get announceNote(){return y(`board-quarto-announce-note`)}},editor:{get label(){return y(`board-quarto-editor-label`)},get help(){return y(`board-quarto-editor-help`)},get hand(){return y(`board-quarto-in-hand`)},get noHand(){return y(`board-quarto-editor-no-hand`)},get clear(){return y(`board-quarto-editor-clear`)}},analysis:{value:Er,mark:wr,legend:e=>`${y(e?`board-quarto-legend`:`board-quarto-legend-no-distances`)} `}},Ar=I.board,jr=I.analysis.mark,Mr={top:`#fbefd2`,front:`#efd39c`,side:`#d2b277`,hole:`#3a2410`},Nr={top:`#7b4c29`,front:`#55301a`,side:`#3b200f`,hole:`#0d0703`},Pr=`#21150b`;function Fr(e){let t=!!(e&1),n=!!(e&2),r=!!(e&4),i=!!(e&8),a=n?Nr:Mr,o=t?46:20,s=D(`g`,{class:`piece piece-${e.toString(16)}`});if(s.append(D(`title`,{},F(e))),r){let e=15-9/2,t=74-o;s.append(D(`path`,{d:`M40.5 ${t} l9 -9 v${o} l-9 9 z`,fill:a.side,stroke:Pr,"stroke-width":1.5,"stroke-linejoin":`round`}),D(`rect`,{x:e,y:t,width:30,height:o,fill:a.front,stroke:Pr,"stroke-width":1.5}),D(`path`,{d:`M${e} ${t} l9 -9 h30 l-9 9 z`,fill:a.top,stroke:Pr,"stroke-width":1.5,"stroke-linejoin":`round`})),i&&s.append(D(`path`,{d:`M18.5 ${t-2} l4 -4 h18 l-4 4 z`,fill:a.hole,stroke:n?`#e9cf9e`:Pr,"stroke-width":1.5,"stroke-linejoin":`round`}))}else{let e=6.5,t=74-o;s.append(D(`path`,{d:`M13 ${t} V74 A17 ${e} 0 0 0 47 74 V${t} Z`,fill:a.front,stroke:Pr,"stroke-width":1.5}),D(`ellipse`,{cx:30,cy:t,rx:17,ry:e,fill:a.top,stroke:Pr,"stroke-width":1.5})),i&&s.append(D(`ellipse`,{cx:30,cy:t,rx:11,ry:4.1,fill:a.hole,stroke:n?`#e9cf9e`:Pr,"stroke-width":1.5}))}return s}function Ir(e,t=48){let n=D(`svg`,{viewBox:`0 0 60 80`,width:t,height:t*80/60,class:`piece-icon`});return n.append(Fr(e)),n}var Lr=100,Rr=24,zr=448;function Br(e){let t=e%4,n=Math.floor(e/4);return[Rr+t*Lr+Lr/2,Rr+(3-n)*Lr+Lr/2]}function Vr(e){return{board:Hr(e),side:Ur(e),layout:`quarto-layout`}}function Hr(e){let t=D(`svg`,{viewBox:`0 0 ${zr} ${zr}`,class:`quarto-board`,role:`group`,"aria-label":Ar.label});t.append(D(`rect`,{x:4,y:4,width:440,height:440,rx:28,class:`quarto-wood`}));for(let e=0;e<4;e++)t.append(D(`text`,{x:Rr+e*Lr+Lr/2,y:442,class:`coord`},gr[e]));for(let e=0;e<4;e++)t.append(D(`text`,{x:12,y:Rr+(3-e)*Lr+Lr/2+5,class:`coord`},String(e+1)));let n=D(`g`,{class:`pieces`,"aria-hidden":`true`}),r=[...e.cells].sort((e,t)=>Math.floor(t.index/4)-Math.floor(e.index/4)||e.index%4-t.index%4);for(let e of r){let[r,i]=Br(e.index),a=D(`g`,{class:`cell${e.target?` target`:``}${e.last?` last`:``}`,"data-cell":e.name});if(a.append(D(`circle`,{cx:r,cy:i,r:44,class:`hole`})),e.piece!==null){let t=Fr(e.piece);t.setAttribute(`transform`,`translate(${r-30} ${i-48})`),n.append(D(`g`,{"data-anim":`piece:${Sr(e.piece)}`},t))}e.last&&(a.append(D(`circle`,{cx:r,cy:i,r:46,class:`last-ring`})),a.append(D(`path`,{d:`M${r+30} ${i-44} l12 0 l-6 10 z`,class:`last-mark`}))),e.value&&a.append(D(`rect`,{x:r-24,y:i+18,width:48,height:22,rx:6,class:`value-badge ${e.value.result}`}),D(`text`,{x:r,y:i+34,class:`value-text ${e.value.result}`},jr(e.value)),D(`title`,{},Ar.cellValue(e.name,e.value))),e.target?(a.append(D(`circle`,{cx:r,cy:i,r:40,class:`target-ring`})),a.setAttribute(`data-drop`,``),Lt(a,e.target.label,e.target.intent)):a.setAttribute(`aria-label`,e.label),t.append(k(a,`cell:${e.name}`))}for(let n of e.won)t.append(qr(n,`claimed-line`));t.append(n);for(let n of e.claims)t.append(k(Lt(Kr(n),n.target.label,n.target.intent),`claim:${n.name}`));return t}function Ur(e){let t=E(`div`,{class:`quarto-side`}),n=E(`div`,{class:`hand-box`}),r=e.hand;if(r&&(n.append(E(`div`,{class:`label hand-label`},r.label)),r.piece!==null)){let e=E(`div`,{class:`hand-piece`,"data-hand":Sr(r.piece),"data-anim":`piece:${Sr(r.piece)}`},Ir(r.piece,56));r.draggable&&It(e,`piece:${Sr(r.piece)}`),n.append(e,E(`div`,{class:`piece-words`},F(r.piece)))}t.append(n);let i=E(`div`,{class:`pool`,role:`group`,"aria-label":Ar.pool});for(let t of e.pool){let e=Sr(t.piece),n=E(`div`,{class:`pool-slot${t.used?` used`:``}${t.target?` target`:``}`,"data-piece":e});t.used||n.append(E(`span`,{class:`pool-piece`,"data-anim":`piece:${e}`},Ir(t.piece,40))),t.value&&n.append(E(`span`,{class:`value-badge ${t.value.result}`,title:Ar.giveValue(t.piece,t.value)},jr(t.value))),t.target?Lt(n,t.target.label,t.target.intent):n.setAttribute(`aria-label`,t.label),n.title=F(t.piece),i.append(t.used?n:k(n,`pool:${e}`))}if(t.append(E(`div`,{class:`label pool-label`},Ar.poolHeading),i),e.announce){let n=E(`div`,{class:`claims`});e.announce.hint&&n.append(E(`p`,{class:`hint`},e.announce.hint));for(let t of e.announce.buttons)n.append(k(E(`button`,{class:t.class,"data-intent":t.intent},t.text),`button:${t.intent}`));n.append(E(`p`,{class:`small`},e.announce.note)),t.append(n)}return t}function Wr(e){let t=xr(e),n=I.action(e);switch(t?.kind){case`give`:return E(`span`,{class:`chip give`,title:n},Ir(t.piece,18));case`place`:return E(`span`,{class:`chip place`,title:n},t.cell);case`claim`:return E(`span`,{class:`chip claim`,title:n},Ar.claimChip(t.alignment));default:return E(`span`,{class:`chip`,title:n},e===`pass`?Ar.passChip:e)}}function Gr(e){return Ir(parseInt(e.replace(/^piece:/,``),16),64)}function Kr(e){let t=qr(e,`claim-target`);if(!e.square)return t;let n=e.cells.map(e=>Br(e)[0]),r=e.cells.map(e=>Br(e)[1]),[i,a]=[(Math.min(...n)+Math.max(...n))/2,(Math.min(...r)+Math.max(...r))/2];return D(`g`,{class:`claim-target square-claim`},t,D(`circle`,{cx:i,cy:a,r:27,class:`square-handle`}))}function qr(e,t){if(e.square){let n=e.cells.map(e=>Br(e)[0]),r=e.cells.map(e=>Br(e)[1]);return D(`rect`,{x:Math.min(...n)-46,y:Math.min(...r)-46,width:192,height:192,rx:40,class:`${t} square-shape`})}let[n,r]=Br(e.cells[0]),[i,a]=Br(e.cells[3]),o=Math.hypot(i-n,a-r),[s,c]=[(i-n)/o,(a-r)/o],[l,u]=[-c*27,s*27],[d,f]=[s*30,c*30];return D(`polygon`,{points:[[n-d+l,r-f+u],[i+d+l,a+f+u],[i+d-l,a+f-u],[n-d-l,r-f-u]].map(([e,t])=>`${e.toFixed(1)},${t.toFixed(1)}`).join(` `),class:`${t} line-shape`})}var Jr=I.editor,Yr={cells:Array(16).fill(null),hand:null,picked:null};function Xr(e){let t=e.trim();if(t===``)return Yr;if(!/^[.0-9a-f]{4}(\/[.0-9a-f]{4}){3}\s+([0-9a-f]|-|\*)$/i.test(t))return null;let n=yr(t.toLowerCase()),r=[...n.cells,n.hand].filter(e=>e!==null);return new Set(r).size===r.length?{cells:n.cells,hand:n.hand,picked:null}:null}function Zr(e){let t=[3,2,1,0].map(t=>e.cells.slice(t*4,t*4+4).map(e=>e===null?`.`:Sr(e)).join(``)),n=e.cells.every(e=>e===null),r=e.hand===null?n?`-`:`*`:Sr(e.hand);return`${t.join(`/`)} ${r}`}function Qr(e){return Array.from({length:16},(e,t)=>t).filter(t=>t!==e.hand&&!e.cells.includes(t))}function $r(e,t){return Qr(e).includes(t)?{...e,picked:e.picked===t?null:t}:e}function ei(e,t){let n=[...e.cells];return n[t]=e.picked,{...e,cells:n,picked:null}}function ti(e){return{...e,hand:e.picked,picked:null}}function ni(e,t){let n=Xr(e)??Yr,r=E(`div`,{class:`quarto-editor`,role:`group`,"aria-label":Jr.label}),i=()=>{let e=document.activeElement instanceof HTMLElement&&r.contains(document.activeElement)?document.activeElement:null,t=e?[`data-cell`,`data-piece`,`class`].map(t=>[t,e.getAttribute(t)]).find(([,e])=>e!==null):void 0,i=E(`div`,{class:`editor-board`});for(let e of[3,2,1,0])for(let t=0;t<4;t++){let r=e*4+t,o=n.cells[r],s=_r(r);i.append(E(`button`,{type:`button`,class:`editor-cell`,"data-cell":s,"aria-label":o===null?I.board.empty(s):I.board.occupied(s,o),onclick:()=>a(ei(n,r))},o===null?E(`span`,{class:`editor-cell-name`},s):Ir(o,32)))}let o=E(`button`,{type:`button`,class:`editor-hand`,"aria-label":`${Jr.hand} ${n.hand===null?Jr.noHand:F(n.hand)}`,onclick:()=>a(ti(n))},n.hand===null?E(`span`,{class:`small`},Jr.noHand):Ir(n.hand,32)),s=E(`div`,{class:`editor-pool`,role:`group`,"aria-label":I.board.poolHeading});for(let e of Qr(n))s.append(E(`button`,{type:`button`,class:`editor-piece`,"data-piece":Sr(e),title:F(e),"aria-pressed":String(n.picked===e),onclick:()=>a($r(n,e))},Ir(e,32)));r.replaceChildren(E(`p`,{class:`small`},Jr.help),E(`div`,{class:`editor-layout`},i,E(`div`,{class:`editor-side`},E(`span`,{class:`small`},Jr.hand),o,E(`button`,{type:`button`,class:`editor-clear`,onclick:()=>a(Yr)},Jr.clear))),s),t&&r.querySelector(`[${t[0]}="${t[1]}"]`)?.focus()},a=e=>{let r=Zr(n);n=e,i();let a=Zr(n);a!==r&&t(a)};return i(),{element:r,show(e){let t=Xr(e);t!==null&&Zr(t)!==Zr(n)&&(n=t,i())}}}var L=I.board;function ri(e,t){let n=yr(e.position),r=br(e.rules),i=new Set(e.legal),a=e.legal.map(xr),o=a.some(e=>e?.kind===`place`),s=a.some(e=>e?.kind===`give`),c=e.legal.length>0,l=t.claiming,u=null;for(let t=e.history.length-1;t>=0&&u===null;t--){let n=xr(e.history[t].action);n?.kind===`place`&&(u=vr(n.cell))}let d=n.cells.map((t,r)=>{let a=_r(r),s=t===null?e.values?.get(a):void 0,c=!l&&o&&i.has(a);return{name:a,index:r,piece:t,last:r===u,value:s,target:c?{intent:`play:${a}`,label:L.place(a,n.hand,s)}:void 0,label:t===null?L.empty(a):L.occupied(a,t)}}),f=null;if(n.hand!==null){let t=o?L.placeThis:e.toMove===null?L.inHand:L.places(e.seatName(e.toMove));f={piece:n.hand,label:t,draggable:o}}else e.toMove!==null&&(f={piece:null,label:s?L.chooseGift:L.choosesGift(e.seatName(e.toMove)),draggable:!1});let p=new Set(n.cells.filter(e=>e!==null)),m=[];for(let t=0;t<16;t++){let r=p.has(t)||n.hand===t,a=Sr(t),o=r?void 0:e.values?.get(a),c=!l&&s&&i.has(a);m.push({piece:t,used:r,value:o,target:c?{intent:`play:${a}`,label:L.give(t,o)}:void 0,label:r?L.played(t):F(t)})}let h=null;if(r.announce&&e.live){let e=[],t=null;c&&(l?(t=L.pickLine,e.push({text:L.cancel,intent:`cancel`})):e.push({text:L.call,intent:`claim`,class:`quarto-call`}),i.has(`pass`)&&e.push({text:L.pass,intent:`play:pass`})),h={hint:t,buttons:e,note:L.announceNote}}return{cells:d,won:Cr(!0).filter(t=>e.highlights.winning_lines?.includes(t.name)),claims:l?Cr(r.squares).map(e=>({...e,target:{intent:`claim:${e.name}`,label:L.claim(e.name,e.square)}})):[],hand:f,pool:m,announce:h}}var ii={claiming:!1},ai={claiming:!0};function oi(e,t,n){switch(t.verb){case`play`:return{selection:e,play:t.arg};case`claim`:return t.arg===``?{selection:ai}:{selection:ii,play:`Q:${t.arg}`};case`cancel`:return{selection:ii};default:return{selection:e}}}var si={initial:()=>ii,reset:()=>ii,settle:e=>e,reduce:oi,scene:ri,render:Vr,ghost:Gr},ci=I.options,li={kind:`set`,key:`attributes`,get label(){return ci.attributes},anchor:`attributes`,items:hr.map(e=>({value:e,name:`attr-${e}`,get label(){return ci.attribute[e]}}))},ui=[{tag:`quarto`,texts:{get name(){return I.name},get blurb(){return I.blurb},action:I.action,proposal:I.proposal,rules:I.rules,seatName:()=>null,analysis:I.analysis,reason:e=>I.reason(e)},lobby:{get options(){return[li,{kind:`flag`,key:`squares`,name:`squares`,label:ci.squares,initial:!1,anchor:`squares`},{kind:`flag`,key:`announce`,name:`announce`,label:ci.announce,initial:!1,anchor:`announce`}]},seats:2,text:e=>`attributes=${sr(e,li).join(`,`)} squares=${ar(e,`squares`)?`yes`:`no`} win=${ar(e,`announce`)?`announce`:`auto`}`},board:e=>new Ht(si,e),diagram:e=>Zt(si,e,ht),chip:Wr,sound:e=>e.startsWith(`Q:`)?`claim`:`move`,editor:ni},On,mr],di=new Map(ui.map(e=>[e.tag,e])),fi=class extends Error{constructor(e){super(_t(e)),x(this,`tag`,void 0),this.tag=e}};function pi(e){return di.get(e)}function R(e){let t=di.get(e);if(!t)throw new fi(e);return t}function mi(e,t){return R(e).texts.action(t)}var hi=`quartet.carried`;function gi(e){try{sessionStorage.setItem(hi,JSON.stringify(e))}catch{}}function _i(){let e=null;try{e=sessionStorage.getItem(hi),sessionStorage.removeItem(hi)}catch{return null}return e===null?null:vi(e)}function vi(e){let t;try{t=JSON.parse(e)}catch{return null}if(typeof t!=`object`||!t)return null;let{record:n,ply:r,bots:i}=t;return typeof n!=`string`||typeof r!=`number`||!Number.isInteger(r)||r<0||!Array.isArray(i)||!i.every(e=>e===null||typeof e==`string`)?null:{record:n,ply:r,bots:i}}function yi(e){switch(e.kind){case`exact_solver`:return y(`learn-judge-exact-solver`);case`alpha_beta`:return y(`learn-judge-alpha-beta`,{nodes:e.nodes});case`information_set_search`:return y(`learn-judge-information-set-search`,{playouts:e.playouts})}}function z(e){return e.charAt(0).toLocaleUpperCase(nt())+e.slice(1)}function bi(e){let[t,n]=e.split(`-`);return!t||!n?``:t[1]===n[1]?y(`learn-row`,{number:Number(t[1])}):t[0]===n[0]?y(`learn-column`,{letter:t[0]}):Math.abs(t.charCodeAt(0)-n.charCodeAt(0))===1?y(`learn-square`):y(`learn-diagonal`)}function xi(e,t){return y(`learn-quarto`,{alignment:bi(e),line:e,traits:t.map(Or).join(` ${y(`learn-and`)} `)})}function Si(e,t){let n=t=>mi(e,t);switch(t.kind){case`win_at`:return z(y(`learn-why-win-at`,{cell:t.cell,quarto:xi(t.line,t.shared)}));case`gift_wins`:{let e=xr(t.piece),n=e?.kind===`give`?F(e.piece):t.piece;return z(y(`learn-why-gift-wins`,{piece:t.piece,traits:n,cell:t.cell,quarto:xi(t.line,t.shared)}))}case`no_safe_gift`:return z(y(`learn-why-no-safe-gift`));case`no_quarto`:return z(y(`learn-why-no-quarto`,{cell:t.cell}));case`claim_missed`:return z(y(`learn-why-claim-missed`,{line:t.line}));case`opponent_wins`:return z(t.distance===null?y(`learn-why-opponent-wins`):y(`learn-why-opponent-wins-in`,{distance:t.distance}));case`win_lost`:return z(y(`learn-why-win-lost`,{now:t.now}));case`too_slow`:return z(y(`learn-why-too-slow`,{distance:t.distance,within:t.within}));case`no_square`:return z(y(`learn-why-no-square`));case`capture_allowed`:return z(y(`learn-why-capture-allowed`,{reply:t.reply,point:t.point}));case`escapes`:return z(y(`learn-why-escapes`,{reply:t.reply}));case`missed`:return z(y(`learn-why-missed`,{action:n(t.action)}));case`win_allowed`:return z(y(`learn-why-win-allowed`,{reply:t.reply}));case`claims_left`:return z(y(`learn-why-claims-left`,{possible:t.possible,wanted:t.wanted}));case`card_missed`:return z(y(`learn-why-card-missed`,{card:t.card,quarter:t.quarter}));case`no_card_shows`:return z(y(`learn-why-no-card-shows`));case`weaker`:return z(y(`learn-why-weaker`));case`goal_does_not_fit`:return z(y(`learn-why-goal-does-not-fit`,{goal:t.goal}))}}function Ci(e){return e.kind===`exact`&&e.result?e.distance===0?e.result===`win`?y(`study-eval-won`):e.result===`loss`?y(`study-eval-lost`):y(`learn-eval-draw`):e.result===`draw`?y(`learn-eval-draw`):e.distance===null?e.result===`win`?y(`learn-eval-win`):y(`learn-eval-loss`):e.result===`win`?y(`learn-eval-win-in`,{distance:e.distance}):y(`learn-eval-loss-in`,{distance:e.distance}):e.score===null?`?`:y(`learn-eval-estimate`,{percent:Math.round(e.score*100)})}function wi(e){let t=/^win-in-(\d)$/.exec(e);if(t)return y(`study-theme-win-in`,{count:Number(t[1])});let n=/^capture-in-(\d)$/.exec(e);if(n)return y(`study-theme-capture-in`,{count:Number(n[1])});switch(e){case`only-safe-piece`:return y(`study-theme-only-safe-piece`);case`only-drawing-move`:return y(`study-theme-only-drawing-move`);case`protected-square`:return y(`study-theme-protected-square`);case`claim-two`:return y(`study-theme-claim-two`);case`mistake`:return y(`study-theme-mistake`);default:return e}}function Ti(e){switch(e){case`inaccuracy`:return y(`learn-severity-inaccuracy`);case`mistake`:return y(`learn-severity-mistake`);case`blunder`:return y(`learn-severity-blunder`)}}var B={title:e=>`${e} · Quartet`,get loading(){return y(`play-loading`)},nav:{get rules(){return y(`study-nav-rules`)},get learn(){return y(`study-nav-learn`)},get puzzles(){return y(`study-nav-puzzles`)},get lobby(){return`← ${y(`web-to-lobby`)}`}},get contents(){return y(`study-contents`)},lobby:{get heading(){return y(`study-heading`)},get intro(){return y(`study-intro`)}},learnLink:e=>y(`study-learn-link`,{game:e}),rulesLink:e=>y(`study-rules-link`,{game:e}),lessons:{progress:(e,t)=>y(`study-lessons-progress`,{done:e,of:t}),get hint(){return y(`study-lessons-hint`)},get again(){return y(`study-lessons-again`)},get next(){return y(`study-lessons-next`)},get finished(){return y(`study-lessons-finished`)},get play(){return y(`study-lessons-play`)},done:`✓`,get right(){return y(`study-lessons-right`)},replied:e=>y(`study-lessons-replied`,{action:e})},puzzles:{get heading(){return y(`study-puzzles-heading`)},get intro(){return y(`study-puzzles-intro`)},get daily(){return y(`study-puzzles-daily`)},get next(){return y(`study-puzzles-next`)},rating:(e,t)=>y(`study-puzzles-rating`,{rating:Math.round(e),deviation:Math.round(2*t)}),puzzleRating:(e,t,n)=>y(`study-puzzles-puzzle-rating`,{rating:e,tries:t,solved:n}),dayOf:e=>y(`study-puzzles-day-of`,{day:ft(e)}),youPlay:e=>y(`study-puzzles-you-play`,{seat:e}),get solved(){return y(`study-puzzles-solved`)},get failed(){return y(`study-puzzles-failed`)},solution:e=>y(`study-puzzles-solution`,{line:e}),change:e=>y(`study-puzzles-change`,{change:`${e>=0?`+`:`−`}${ut(Math.abs(Math.round(e)))}`})},review:{heading:e=>y(`study-review-heading`,{game:e}),by:(e,t)=>t<50?y(`study-review-by-quick`,{engine:yi(e),seconds:ut(.1,1)}):y(`study-review-by`,{engine:yi(e),seconds:ut(t/1e3,1)}),get chart(){return y(`study-review-chart`)},get chartMany(){return y(`study-review-chart-many`)},get back(){return`← ${y(`study-review-back`)}`},mistakes:e=>e===0?y(`study-review-no-mistakes`):y(`study-review-mistakes`,{count:e}),best:e=>y(`study-review-best`,{action:e}),value:(e,t)=>`${e} → ${t}`,get playAgain(){return y(`study-review-play-again`)},get notOver(){return y(`study-review-not-over`)}},hints:{get heading(){return y(`study-hints-heading`)},deadly:e=>y(`study-hints-deadly`,{pieces:e}),poisoned:e=>y(`study-hints-poisoned`,{cells:e}),threatened:e=>y(`study-hints-threatened`,{points:e}),unsafe:e=>y(`study-hints-unsafe`,{count:e}),near:(e,t,n,r)=>y(`study-hints-near`,{card:e,colour:M(t),space:n,quarter:r}),get none(){return y(`study-hints-none`)},get warnGift(){return y(`study-hints-warn-gift`)},get warnCell(){return y(`study-hints-warn-cell`)},get warnMove(){return y(`study-hints-warn-move`)},get option(){return y(`study-hints-option`)},get optionHelp(){return y(`study-hints-option-help`)}},game:{get review(){return y(`study-game-review`)}}};function Ei(e,t,n,r){let i=n.hints;if(n.hints_on&&i){let t=[];i.deadly_gifts.length>0&&t.push(B.hints.deadly(i.deadly_gifts.join(`, `))),i.poisoned_cells.length>0&&t.push(B.hints.poisoned(i.poisoned_cells.join(`, `))),i.threatened.length>0&&t.push(B.hints.threatened(i.threatened.join(`, `))),i.unsafe_moves.length>0&&t.push(B.hints.unsafe(i.unsafe_moves.length));for(let e of i.near_cards)t.push(B.hints.near(e.card,e.colour,e.space,e.quarter));e.replaceChildren(E(`section`,{class:`hints`,"aria-label":B.hints.heading},E(`h2`,{},B.hints.heading),...(t.length>0?t:[B.hints.none]).map(e=>E(`p`,{},e))))}else e.replaceChildren();let a=[];n.status===`finished`&&n.ply>0&&a.push(E(`p`,{},E(`a`,{href:`/game/${n.id}/review`,"data-link":!0,class:`button review-link`},B.game.review))),a.push(E(`p`,{class:`small`},E(`a`,{href:`/rules/${n.game}`,"data-link":!0},B.rulesLink(r.texts.name)))),t.replaceChildren(...a)}function Di(e,t){let n=e.hints;return!e.hints_on||!n?null:n.deadly_gifts.includes(t)?B.hints.warnGift:n.poisoned_cells.includes(t)?B.hints.warnCell:n.unsafe_moves.includes(t)?B.hints.warnMove:null}var Oi=`<rect x='3' y='4' width='10' height='11' rx='1' fill='%235a3418'/><ellipse cx='8' cy='4' rx='5' ry='2' fill='%237b4c29'/>`,ki=`<circle cx='12' cy='4' r='4' fill='%23e0341e' stroke='white' stroke-width='1.2'/>`;function Ai(e){return`data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E${Oi}${e?ki:``}%3C/svg%3E`}var ji=!1,Mi=!1;function Ni(e){ji=e,Fi()}function Pi(e){Mi=e,Fi()}function Fi(){let e=ji||Mi,t=document.querySelector(`link[rel=icon]`);t||(t=document.createElement(`link`),t.rel=`icon`,document.head.append(t));let n=Ai(e);t.getAttribute(`href`)!==n&&t.setAttribute(`href`,n),t.dataset.turn=String(e)}var Ii=`quartet.sound`,Li=`quartet.confirm`,Ri=`quartet.theme`;function zi(e){try{return localStorage.getItem(e)}catch{return null}}function Bi(e,t){try{localStorage.setItem(e,t)}catch{}}var Vi=new Set;function Hi(e){return Vi.add(e),()=>Vi.delete(e)}function Ui(){for(let e of Vi)e()}function Wi(){return zi(Ii)!==`off`}function Gi(e){Bi(Ii,e?`on`:`off`),Ui()}function Ki(){return zi(Li)===`on`}function qi(e){Bi(Li,e?`on`:`off`),Ui()}function Ji(){let e=zi(Ri);return e===`light`||e===`dark`?e:`auto`}function Yi(e){Bi(Ri,e),ea(),Ui()}function Xi(){let e=Ji();return e===`auto`?typeof matchMedia==`function`&&matchMedia(`(prefers-color-scheme: dark)`).matches?`dark`:`light`:e}var Zi=!1,Qi={light:`#f5f1ea`,dark:`#17140f`};function $i(e){document.documentElement.dataset.theme=e,document.querySelector(`meta[name="theme-color"]`)?.setAttribute(`content`,Qi[e])}function ea(){$i(Xi()),!Zi&&typeof matchMedia==`function`&&(Zi=!0,matchMedia(`(prefers-color-scheme: dark)`).addEventListener(`change`,()=>$i(Xi())))}function ta(e){return e===`auto`?`light`:e===`light`?`dark`:`auto`}var na=`quartet.chat-muted`,ra=200;function ia(){try{let e=JSON.parse(zi(na)??`{}`);return typeof e==`object`&&e?e:{}}catch{return{}}}function aa(e){let t=ia()[e];return Array.isArray(t)?t.filter(e=>Number.isInteger(e)):[]}function oa(e,t,n){let r=ia(),i=new Set(aa(e));n?i.add(t):i.delete(t),delete r[e],i.size>0&&(r[e]=[...i].sort((e,t)=>e-t));let a=Object.keys(r);for(let e of a.slice(0,Math.max(0,a.length-ra)))delete r[e];Bi(na,JSON.stringify(r)),Ui()}var sa=null;function ca(){if(sa)return sa;let e=window.AudioContext;if(!e)return null;try{sa=new e}catch{return null}return sa}function la(){let e=()=>{let t=ca();t&&t.state===`suspended`&&t.resume(),window.removeEventListener(`pointerdown`,e),window.removeEventListener(`keydown`,e)};window.addEventListener(`pointerdown`,e),window.addEventListener(`keydown`,e)}function ua(e,t,n,r,i,a,o=1){let s=e.createOscillator(),c=e.createGain();s.type=i,s.frequency.setValueAtTime(n,t),o!==1&&s.frequency.exponentialRampToValueAtTime(n*o,t+r),c.gain.setValueAtTime(1e-4,t),c.gain.exponentialRampToValueAtTime(a,t+.005),c.gain.exponentialRampToValueAtTime(1e-4,t+r),s.connect(c).connect(e.destination),s.start(t),s.stop(t+r+.02)}function da(e,t,n,r){let i=e.createBuffer(1,Math.ceil(e.sampleRate*.06),e.sampleRate),a=i.getChannelData(0);for(let e=0;e<a.length;e++)a[e]=(Math.random()*2-1)*(1-e/a.length)**3;let o=e.createBufferSource();o.buffer=i;let s=e.createBiquadFilter();s.type=`bandpass`,s.frequency.value=n*8,s.Q.value=1.5;let c=e.createGain();c.gain.value=r,o.connect(s).connect(c).connect(e.destination),o.start(t),ua(e,t,n,.09,`sine`,r*.8,.6)}var V={C5:523.25,E5:659.25,G5:783.99,C6:1046.5,A4:440,F4:349.23,D4:293.66,G4:392};function fa(e){if(!Wi())return;window.dispatchEvent(new CustomEvent(`quartet:sound`,{detail:e}));let t=ca();if(!t)return;t.state===`suspended`&&t.resume();let n=t.currentTime+.01;switch(e){case`move`:da(t,n,180,.5);break;case`capture`:da(t,n,150,.55),da(t,n+.11,110,.5);break;case`claim`:[V.C5,V.E5,V.G5].forEach((e,r)=>ua(t,n+r*.07,e,.35,`triangle`,.25));break;case`lowtime`:ua(t,n,880,.09,`square`,.08),ua(t,n+.16,880,.09,`square`,.08);break;case`win`:[V.C5,V.E5,V.G5,V.C6].forEach((e,r)=>ua(t,n+r*.11,e,.3,`triangle`,.22));break;case`lose`:[V.A4,V.F4,V.D4].forEach((e,r)=>ua(t,n+r*.15,e,.35,`sine`,.25));break;case`end`:[V.G4,V.C5].forEach((e,r)=>ua(t,n+r*.14,e,.35,`sine`,.22))}}function pa(e){return e.seats.filter((t,n)=>!e.you.includes(n)&&t.kind!==`bot`&&t.taken).map(e=>e.seat)}function ma(e){return e.status===`live`&&e.you.length>0&&pa(e).length>0}function ha(e,t){let n={abort:!1,offerDraw:!1,askTakeBack:!1,mine:[],theirs:[],claim:null,firstTurn:null};if(!ma(e))return n;let r=e.offers,i=[],a=[];for(let[t,n]of[[`draw`,r.draw],[`take_back`,r.take_back]])n!==null&&(e.you.includes(n)?i.push(t):a.push({offer:t,seat:n}));let o=pa(e),s=null;if(e.offers.claims&&t!==null){let n=o.map(t=>e.seats[t].left_at);n.every(e=>e!==null)&&(s={seats:o,at:Math.max(...n)+t})}let c=r.first_turn_ends!==null&&e.to_move!==null?{seat:e.to_move,mine:e.you.includes(e.to_move),at:r.first_turn_ends}:null;return{abort:e.you.some(e=>r.abortable.includes(e)),offerDraw:r.draws&&r.draw===null,askTakeBack:r.take_back===null&&e.history.some(t=>e.you.includes(t.seat)),mine:i,theirs:a,claim:s,firstTurn:c}}function ga(e,t){if(e.id!==t.id||t.status!==`live`)return[];let n=[];for(let r of[`draw`,`take_back`]){let i=r===`draw`?e.offers.draw:e.offers.take_back,a=r===`draw`?t.offers.draw:t.offers.take_back;i!==null&&a===null&&e.you.includes(i)&&(r===`take_back`&&t.ply<e.ply||n.push({offer:r,fate:t.ply>e.ply?`lapsed`:`declined`}))}return n}var H={get loading(){return y(`play-loading`)},title:e=>y(`play-title`,{game:e}),titleYourTurn:e=>y(`play-title-your-turn`,{game:e}),get notFound(){return y(`play-not-found`)},notFoundDetail:e=>y(`play-not-found-detail`,{id:e}),header:(e,t,n)=>[e,t?y(`play-header-clock`,{clock:xt(t)}):null,n?y(`play-header-watching`):null].filter(e=>e!==null).join(` · `),seatRefused:e=>y(`play-seat-refused`,{message:e}),link:{get open(){return`● ${y(`play-link-open`)}`},get connecting(){return`◌ ${y(`play-link-connecting`)}`},get reconnecting(){return`◌ ${y(`play-link-reconnecting`)}`},waiting:e=>`✕ ${y(`play-link-waiting`,{seconds:e})}`,refused:e=>`✕ ${e}`,get refusedByServer(){return y(`play-link-refused`)},get badToken(){return y(`play-link-bad-token`)}},seat:{bot:e=>y(`play-seat-bot`,{level:e?bt(e):`?`}),botAt:(e,t)=>y(`play-seat-bot-at`,{number:e+1,level:t?bt(t):`?`}),get you(){return` ${y(`play-seat-you`)}`},get kindBot(){return y(`play-seat-kind-bot`)},get thinking(){return y(`play-seat-thinking`)},get open(){return y(`play-seat-open`)},get invited(){return y(`play-seat-invited`)},get online(){return y(`play-seat-online`)},get offline(){return y(`play-seat-offline`)},get resigned(){return y(`play-seat-resigned`)},presence:e=>y(e?`play-seat-connected`:`play-seat-not-connected`)},presence:{spectators:e=>y(`play-spectators`,{count:e})},status:{replay:(e,t)=>y(`play-status-replay`,{at:e,of:t}),over:(e,t)=>y(`play-status-over`,{headline:e,detail:t}),thinking:e=>y(`play-status-thinking`,{seat:e}),waitingFor:e=>y(`play-status-waiting-for`,{names:b(e)}),yourTurnAs:e=>y(`play-status-your-turn-as`,{seat:e}),get yourTurn(){return y(`play-status-your-turn`)},toMove:e=>y(`play-status-to-move`,{seat:e}),last:(e,t)=>` ${y(`play-status-last`,{seat:e,action:t})}`},controls:{get takeBack(){return y(`play-take-back`)},get resign(){return y(`play-resign`)},get reallyResign(){return y(`play-really-resign`)},get reallyResignAll(){return y(`play-really-resign-all`)},get takeSeat(){return y(`play-take-seat`)},get openRematch(){return y(`play-open-rematch`)},get acceptRematch(){return y(`play-accept-rematch`)},get rematch(){return y(`play-rematch`)},get exportRecord(){return y(`play-export-record`)},get continueFromHere(){return y(`play-continue-from-here`)},get cancel(){return y(`play-cancel-game`)},get reallyCancel(){return y(`play-really-cancel`)},get cancelled(){return y(`play-cancelled`)},get recordSaved(){return y(`play-record-saved`)}},position:{get label(){return y(`play-position-label`)},get copy(){return y(`play-copy-position`)},get copied(){return y(`play-position-copied`)},get copyFailed(){return y(`play-copy-failed`)}},invites:{get heading(){return y(`play-invite-heading`)},linkFor:e=>y(`play-invite-link-for`,{number:e+1}),send:(e,t)=>y(t?`play-invite-send-open`:`play-invite-send-friend`,{seat:e}),get copy(){return y(`play-invite-copy`)},get copied(){return y(`play-invite-copied`)},get copyByHand(){return y(`play-invite-copy-by-hand`)}},history:{get heading(){return y(`play-history-heading`)},get slider(){return y(`play-history-slider`)},get first(){return y(`play-history-first`)},get back(){return y(`play-history-back`)},get forward(){return y(`play-history-forward`)},get live(){return y(`play-history-live`)},count:e=>y(`play-history-count`,{count:e}),showing:(e,t)=>y(`play-history-showing`,{at:e,of:t}),entry:(e,t)=>y(`play-history-entry`,{seat:e,action:t}),turnLabel:(e,t)=>y(`play-history-turn`,{turn:e,seat:t}),get none(){return y(`play-history-none`)}},confirm:{get label(){return y(`play-confirm-label`)},get option(){return y(`play-confirm-option`)},ask:e=>y(`play-confirm-ask`,{action:e}),get yes(){return y(`play-confirm-yes`)},get no(){return y(`play-confirm-no`)}},analysis:{get heading(){return y(`play-analysis-heading`)},get notAnalysed(){return y(`play-analysis-not-analysed`)},get show(){return y(`play-analysis-show`)},get hide(){return y(`play-analysis-hide`)},get thinking(){return y(`play-analysis-thinking`)},get over(){return y(`play-analysis-over`)},value:(e,t)=>y(`play-analysis-value`,{seat:e,value:t}),more:e=>y(`play-analysis-more`,{count:e})},banner:{get youWin(){return y(`play-you-win`)},get youLose(){return y(`play-you-lose`)},get close(){return y(`play-banner-close`)}},result:{get draw(){return y(`play-result-draw`)},get nobody(){return y(`play-result-nobody`)},get cancelled(){return y(`play-result-cancelled`)},cancelledBy:e=>y(`play-result-cancelled-by`,{seat:e}),get expired(){return y(`play-result-expired`)},wins:e=>y(`play-result-wins`,{seat:e}),outOfTime:e=>y(`play-result-out-of-time`,{seat:e}),resigned:e=>y(`play-result-resigned`,{seat:e}),resignedAll:e=>y(`play-result-resigned-all`,{seat:e})},cover:{pass:e=>y(`play-cover-pass`,{seat:e}),show:e=>y(`play-cover-show`,{seat:e})}},U={get heading(){return y(`table-heading`)},get abort(){return y(`table-abort`)},get reallyAbort(){return y(`table-really-abort`)},get offerDraw(){return y(`table-offer-draw`)},get askTakeBack(){return y(`table-ask-take-back`)},get accept(){return y(`table-accept`)},get decline(){return y(`table-decline`)},drawOffered:e=>y(`table-draw-offered`,{seat:e}),takeBackAsked:e=>y(`table-take-back-asked`,{seat:e}),drawPrompt:e=>y(`table-draw-prompt`,{seat:e}),takeBackPrompt:e=>y(`table-take-back-prompt`,{seat:e}),get drawDeclined(){return y(`table-draw-declined`)},get drawLapsed(){return y(`table-draw-lapsed`)},get takeBackDeclined(){return y(`table-take-back-declined`)},get takeBackLapsed(){return y(`table-take-back-lapsed`)},get theOthers(){return y(`table-the-others`)},firstTurnMine:e=>y(`table-first-turn-mine`,{seconds:e}),firstTurnTheirs:(e,t)=>y(`table-first-turn-theirs`,{seat:e,seconds:t}),claimWait:(e,t)=>y(`table-claim-wait`,{seat:e,seconds:t}),claimReady:e=>y(`table-claim-ready`,{seat:e}),get claimWin(){return y(`table-claim-win`)},get claimDraw(){return y(`table-claim-draw`)},get chatPlayers(){return y(`table-chat-players`)},get chatSpectators(){return y(`table-chat-spectators`)},get chatPlaceholder(){return y(`table-chat-placeholder`)},get chatSend(){return y(`table-chat-send`)},get chatSpectator(){return y(`table-chat-spectator`)},get chatNone(){return y(`table-chat-none`)},chatMute:e=>y(`table-chat-mute`,{seat:e})},_a={get aborted(){return y(`table-result-aborted`)},abortedBy:e=>y(`table-result-aborted-by`,{seat:e}),get abortedUnstarted(){return y(`table-result-aborted-unstarted`)},get agreement(){return y(`table-result-agreement`)},claimed:(e,t)=>y(`table-result-claimed`,{seat:e,others:t.length>0?b(t):y(`table-the-others`),count:t.length>0?t.length:2}),get abandoned(){return y(`table-result-abandoned`)},get abandonedWhy(){return y(`table-result-abandoned-why`)}};function va(e){return y(e===`abort`?`table-ended-abort`:e===`cancel`?`table-ended-cancel`:e===`abandoned`?`table-ended-abandoned`:`table-ended-over`)}function ya(e,t){return e===`agreement`?y(`table-ended-agreement`):e===`time`&&t!==`drawn`?y(`table-ended-${t}-time`):e===`resign`&&t!==`drawn`?y(`table-ended-${t}-resign`):e===`claim`?y(`table-ended-${t}-claim`):null}var ba={state:null,receivedAt:0,pending:!1,replay:null,plies:null,pliesSeat:null,revealed:null};function xa(e,t,n){let r=e.state;if(r&&t.version<r.version)return null;let i=(!r||r.ply!==t.ply||r.version!==t.version)&&e.replay!==null&&e.plies!==null&&e.plies.length!==t.ply+1;return{model:{...e,state:t,receivedAt:n,pending:!1,plies:i?null:e.plies},refetch:i}}function Sa(e,t,n){let r=t.seats[n];return r?r.name?r.name:r.kind===`bot`?t.seats.filter(e=>e.kind===`bot`).length>1?H.seat.botAt(n,r.level):H.seat.bot(r.level):e.texts.seatName(n)??ht(n):ht(n)}function Ca(e,t){return e.you.length===1&&e.you[0]===t}function wa(e){return e.status===`live`&&e.to_move!==null&&e.seats[e.to_move]?.kind===`bot`}function Ta(e,t,n,r=[]){let i=H.result,a=e.termination===`cancel`?i.cancelled:e.termination===`abort`?_a.aborted:e.termination===`abandoned`?_a.abandoned:e.winner===null?e.termination===`resign`?i.nobody:i.draw:i.wins(t(e.winner)),o=``;return e.termination===`cancel`?o=e.seat===null?i.expired:i.cancelledBy(t(e.seat)):e.termination===`abort`?o=e.seat===null?_a.abortedUnstarted:_a.abortedBy(t(e.seat)):e.termination===`agreement`?o=_a.agreement:e.termination===`abandoned`?o=_a.abandonedWhy:e.termination===`claim`&&e.seat!==null?o=_a.claimed(t(e.seat),r.filter(t=>t!==e.seat).map(t)):e.termination===`time`&&e.seat!==null?o=i.outOfTime(t(e.seat)):e.termination===`resign`&&e.seat!==null?o=e.winner===null?i.resignedAll(t(e.seat)):i.resigned(t(e.seat)):e.reason&&(o=n.texts.reason?.(e.reason,t)??``),{headline:a,detail:o}}function Ea(e){return e.seats.every((t,n)=>e.you.includes(n)||t.kind===`bot`)}function Da(e){return Ea(e)&&e.history.some(t=>e.you.includes(t.seat))}function Oa(e,t){return t.includes(e.game)?e.status===`finished`||e.you.length>0&&Ea(e):!1}function ka(e,t){return e.hidden&&e.you.length>1&&e.status!==`finished`&&e.viewer!==null&&t!==e.viewer}function Aa(e,t){return!e.hidden||e.you.length<2||e.status===`finished`?null:e.viewer!==null&&t===e.viewer?e.viewer:null}function ja(e,t){return t.hidden?e.replay===null?t.position:null:e.replay===null?t.view:e.plies?.[e.replay]?.view??null}function Ma(e,t,n,r){let i=ka(t,e.revealed),a=e.replay!==null&&e.plies?e.plies[e.replay]:null,o=e.replay!==null;return{position:a?a.view:t.position??t.view,rules:t.rules,legal:a||e.pending||i?[]:t.legal,history:a?t.history.slice(0,e.replay??0):t.history,viewer:o||t.position?null:t.viewer,toMove:o?t.history[e.replay??0]?.seat??null:t.to_move,seatName:n,live:!o,key:a?`${t.id}:replay:${e.replay}`:`${t.id}:${t.ply}:${t.viewer}`,values:r,highlights:a??t}}function Na(e){return e.seats.filter(e=>e.kind!==`bot`).map(e=>e.seat)}function Pa(e,t,n,r){let i=H.status,a=e.replay,o=a===null?t.last:t.history[a-1]??null,s;if(a!==null)s=i.replay(a,t.ply);else if(t.result){let e=Ta(t.result,r,n,Na(t));s=e.detail?i.over(e.headline,e.detail):e.headline}else s=t.status===`open`?i.waitingFor(t.seats.filter(e=>!e.taken).map(e=>r(e.seat))):t.legal.length>0?t.you.length>1?i.yourTurnAs(r(t.to_move??0)):i.yourTurn:wa(t)?i.thinking(r(t.to_move??0)):t.to_move===null?``:i.toMove(r(t.to_move));return{main:s,last:o?i.last(r(o.seat),n.texts.action(o.action)):null}}function Fa(e,t,n){let r=e.result;if(!r)return null;let i=H.banner,a=Ta(r,t,n,Na(e)),o=a.headline;return r.winner!==null&&e.you.length===1&&(o=e.you.includes(r.winner)?i.youWin:i.youLose),{headline:o,detail:a.detail}}function Ia(e,t){return t.status===`live`&&t.legal.length>0&&!ka(t,e.revealed)}function La(e,t,n=t.name){return Ia(e,t)?H.titleYourTurn(n):H.title(n)}function Ra(e){let t=[];return e.forEach((e,n)=>{let r=t[t.length-1];r&&r.seat===e.seat?r.actions.push({ply:n+1,action:e.action}):t.push({number:t.length+1,seat:e.seat,actions:[{ply:n+1,action:e.action}]})}),t}function za(e){let t=e=>{let t=/^(\d+(?:\.\d+)?)(ms|s|m|min|h)$/.exec(e.trim());return t?Number(t[1])*({ms:1,s:1e3,m:6e4,min:6e4,h:36e5}[t[2]]??0):0};if(e.endsWith(`/move`))return Math.min(1e4,t(e.slice(0,-5))/3);let n=t(e.split(`+`)[0]);return Math.max(1e4,Math.min(3e4,n/10))}function Ba(e,t,n,r){let i=e.clock;if(!i)return 0;let a=i.remaining_ms[t]??0;return i.running===t&&e.status===`live`?a-(r-n):a}function Va(e){let t=Math.max(0,e);if(t<1e4)return(Math.floor(t/100)/10).toFixed(1);let n=Math.ceil(t/1e3),r=Math.floor(n/3600),i=Math.floor(n%3600/60),a=n%60,o=r>0?String(i).padStart(2,`0`):String(i);return`${r>0?`${r}:`:``}${o}:${String(a).padStart(2,`0`)}`}function Ha(e){return E(`a`,{href:`/player/${encodeURIComponent(e)}`,"data-link":``,class:`player-link`},e)}function Ua(e,t){return e?.account&&e.account===t?e.account:null}function Wa(e,t){let n=Ua(e,t);return n===null?document.createTextNode(t):Ha(n)}var W=H;function Ga(e,t,n){e.className=`link-status ${t.kind}`,e.textContent=t.kind===`open`?W.link.open:t.kind===`connecting`?t.attempt>0?W.link.reconnecting:W.link.connecting:t.kind===`waiting`?W.link.waiting(Math.max(0,Math.ceil((t.retryAt-n)/1e3))):W.link.refused(t.message)}function Ka(e,t){e.textContent=t.spectators>0?W.presence.spectators(t.spectators):``,e.dataset.spectators=String(t.spectators)}function qa(e,t,n,r,i){O(e);let a=wa(t);t.seats.forEach((o,s)=>{let c=t.to_move===s&&t.status===`live`,l=o.connected&&(i||!t.you.includes(s)),u=``;u=o.kind===`bot`?c&&a?W.seat.thinking:W.seat.kindBot:o.taken?l?W.seat.online:W.seat.offline:o.kind===`open`?W.seat.open:W.seat.invited;let d=o.kind!==`bot`&&o.taken,f=t.clock?r(s):null,p=E(`div`,{class:`seat${c?` to-move`:``}${t.you.includes(s)?` mine`:``}${c&&a?` thinking`:``}`,"data-seat":String(s),"data-connected":d?String(l):null},E(`span`,{class:`turn-mark`,"aria-hidden":`true`},c?`▶`:``),E(`span`,{class:`seat-name`},d?E(`span`,{class:`presence ${l?`on`:`off`}`,title:W.seat.presence(l),"aria-hidden":`true`}):null,Wa(o,n(s)),Ca(t,s)?W.seat.you:``),u?E(`span`,{class:`seat-kind`},u):null,f?E(`span`,{class:`clock${t.clock?.running===s&&t.status===`live`?` running`:``}${f.low?` low`:``}`,"data-clock":String(s)},f.text):null);c&&p.setAttribute(`aria-current`,`true`),e.append(p)})}function Ja(e,t,n=!1){O(e),e.append(E(`span`,{class:`status-main${n?` thinking`:``}`},t.main)),t.last&&e.append(E(`span`,{class:`last-action`},t.last))}function Ya(e,t,n,r){O(e);let i=(t,n,r=``)=>e.append(E(`button`,{onclick:n,class:r||null},t)),a=t.you.length>0,o=t.status===`finished`;if(a&&!o){n.takeBack&&i(W.controls.takeBack,r.takeBack);let e=t.players>2?W.controls.reallyResignAll:W.controls.reallyResign;t.status===`live`&&i(n.resignArmed?e:W.controls.resign,r.resign),t.status===`open`&&i(n.cancelArmed?W.controls.reallyCancel:W.controls.cancel,r.cancel,`cancel-game`)}!a&&!o&&t.seats.some(e=>e.kind===`open`&&!e.taken)&&i(W.controls.takeSeat,r.takeSeat),o&&a&&t.result?.termination!==`cancel`&&(t.rematch&&!t.rematch.code?e.append(E(`a`,{href:`/game/${t.rematch.id}`,"data-link":``,class:`button`},W.controls.openRematch)):i(t.rematch?W.controls.acceptRematch:W.controls.rematch,r.rematch)),i(W.controls.exportRecord,r.exportRecord),o&&i(W.controls.continueFromHere,r.continueFromHere,`continue-here`)}var Xa=class{constructor(e){x(this,`element`,E(`div`,{class:`position-line`})),x(this,`input`,E(`input`,{readonly:!0,name:`position`,spellcheck:`false`})),this.element.append(E(`label`,{},E(`span`,{class:`small`},W.position.label),` `,this.input),E(`button`,{type:`button`,class:`copy-position`,onclick:()=>e(this.input.value)},W.position.copy)),this.element.hidden=!0}show(e){this.element.hidden=e===null,e!==null&&this.input.value!==e&&(this.input.value=e)}};function Za(e,t,n,r,i){O(e);let a=(n?.invites??[]).filter(e=>{let n=t.seats[e.seat];return n&&!n.taken});if(a.length!==0&&t.status!==`finished`){e.append(E(`h2`,{},W.invites.heading));for(let t of a){let n=`${location.origin}${t.link}`,a=E(`input`,{value:n,readonly:!0,"aria-label":W.invites.linkFor(t.seat),"data-invite":String(t.seat)});e.append(E(`div`,{class:`invite`},E(`span`,{},W.invites.send(r(t.seat),t.kind===`open`)),E(`div`,{class:`invite-row`},a,E(`button`,{onclick:()=>{a.select(),navigator.clipboard?.writeText(n).then(()=>i(W.invites.copied),()=>i(W.invites.copyByHand))}},W.invites.copy))))}}}var Qa=class{constructor(e){x(this,`show`,void 0),x(this,`element`,E(`div`,{class:`history`})),x(this,`slider`,E(`input`,{type:`range`,min:0,max:0,value:0,"aria-label":W.history.slider,class:`replay-slider`})),x(this,`label`,E(`div`,{class:`replay-label`,"aria-live":`polite`})),x(this,`list`,E(`ol`,{class:`turns`})),x(this,`listKey`,``),x(this,`at`,0),x(this,`total`,0),this.show=e,this.slider.addEventListener(`input`,()=>this.show(Number(this.slider.value)));let t=(e,t,n)=>E(`button`,{"aria-label":e,title:e,class:`step`,onclick:()=>this.show(n())},t);this.element.append(E(`h2`,{},W.history.heading),E(`div`,{class:`replay`},t(W.history.first,`«`,()=>0),t(W.history.back,`◀`,()=>Math.max(0,this.at-1)),this.slider,t(W.history.forward,`▶`,()=>Math.min(this.total,this.at+1)),t(W.history.live,`»`,()=>this.total)),this.label,this.list),this.list.addEventListener(`click`,e=>{let t=e.target?.closest?.(`[data-ply]`);t&&this.list.contains(t)&&this.show(Number(t.getAttribute(`data-ply`)))})}update(e,t,n){let r=t??e.ply;this.at=r,this.total=e.ply,this.slider.max=String(e.ply),this.slider.value!==String(r)&&(this.slider.value=String(r)),this.label.textContent=t===null?W.history.count(e.ply):W.history.showing(r,e.ply),this.label.dataset.ply=String(e.ply),this.label.dataset.at=String(r);let i=JSON.stringify([e.id,e.history.map(e=>[e.seat,e.action]),e.seats.map((e,t)=>n.seat(t))]);i!==this.listKey&&(this.listKey=i,this.drawList(e,n));let a=null;for(let e of this.list.querySelectorAll(`[data-ply]`)){let t=Number(e.dataset.ply)===r;e.classList.toggle(`current`,t),t?(e.setAttribute(`aria-current`,`step`),a=e):e.removeAttribute(`aria-current`)}let o=a?.closest(`li`);if(o){let e=o.offsetTop-this.list.offsetTop;e<this.list.scrollTop?this.list.scrollTop=e:e+o.offsetHeight>this.list.scrollTop+this.list.clientHeight&&(this.list.scrollTop=e+o.offsetHeight-this.list.clientHeight)}}drawList(e,t){let n=document.activeElement instanceof HTMLElement&&this.list.contains(document.activeElement)?document.activeElement.dataset.ply:void 0;O(this.list),e.history.length===0&&this.list.append(E(`li`,{class:`small none`},W.history.none));for(let n of Ra(e.history)){let e=t.seat(n.seat);this.list.append(E(`li`,{class:`turn`,"data-turn":String(n.number),"aria-label":W.history.turnLabel(n.number,e)},E(`span`,{class:`turn-number`},`${n.number}.`),E(`span`,{class:`turn-seat`},e),E(`span`,{class:`turn-moves`},...n.actions.map(n=>E(`button`,{class:`move`,"data-ply":String(n.ply),title:W.history.entry(e,t.action(n.action)),"aria-label":W.history.entry(e,t.action(n.action))},t.chip(n.action))))))}n!==void 0&&this.list.querySelector(`[data-ply="${n}"]`)?.focus()}};function $a(e,t,n,r,i,a,o){if(O(e),e.append(E(`h2`,{},W.analysis.heading),E(`button`,{"aria-pressed":String(t),onclick:o},t?W.analysis.hide:W.analysis.show)),!t)return;if(!n){e.append(E(`p`,{class:`small thinking`},W.analysis.thinking));return}if(`skipped`in n){e.append(E(`p`,{class:`small analysis-skipped`},n.skipped));return}if(`error`in n){e.append(E(`p`,{class:`small`},n.error));return}if(n.turns.length===0){e.append(E(`p`,{},W.analysis.over));return}e.append(E(`p`,{class:`analysis-value`},W.analysis.value(i(n.to_move),r.value(n.value))),E(`p`,{class:`small`},r.legend(n.distances),E(`span`,{class:`line`},...n.principal_line.map(a))));let s=E(`ol`,{class:`turn-values`});for(let e of n.turns.slice(0,12))s.append(E(`li`,{class:e.result,"aria-label":`${e.actions.join(` `)}: ${r.value(e)}`},E(`span`,{class:`turn-chips`},...e.actions.map(a)),E(`span`,{class:`turn-value`},r.value(e))));e.append(s),n.turns.length>12&&e.append(E(`p`,{class:`small`},W.analysis.more(n.turns.length-12)))}function eo(e,t,n,r){O(e),e.classList.toggle(`shown`,t!==null&&n),t&&e.append(E(`strong`,{class:`headline`},t.headline),...t.detail?[E(`span`,{class:`detail`},t.detail)]:[],E(`button`,{class:`close`,"aria-label":W.banner.close,onclick:r},`✕`))}function to(e,t,n){O(e),e.classList.toggle(`shown`,t!==null),t!==null&&e.append(E(`p`,{},W.cover.pass(t)),E(`button`,{class:`primary`,onclick:n},W.cover.show(t)))}function no(e,t,n,r){O(e),e.classList.toggle(`shown`,t!==null),t!==null&&e.append(E(`span`,{class:`confirm-words`},W.confirm.ask(t)),E(`button`,{class:`primary`,onclick:n},W.confirm.yes),E(`button`,{onclick:r},W.confirm.no))}function ro(e,t){let n=new Map(e.map(e=>[e.n,e]));for(let e of t)n.set(e.n,e);return[...n.values()].sort((e,t)=>e.n-t.n).slice(-200)}var io=class{constructor(e,t){x(this,`game`,void 0),x(this,`say`,void 0),x(this,`element`,E(`section`,{class:`chat panel`})),x(this,`lines`,[]),x(this,`chat`,null),x(this,`list`,E(`ol`,{class:`chat-lines`,"aria-live":`polite`})),x(this,`input`,E(`input`,{type:`text`,name:`chat`,maxlength:`140`,autocomplete:`off`})),x(this,`form`,E(`form`,{class:`chat-say`})),x(this,`mutes`,E(`div`,{class:`chat-mutes`})),x(this,`heading`,E(`h2`,{})),this.game=e,this.say=t,this.form.append(this.input,E(`button`,{type:`submit`},U.chatSend)),this.form.addEventListener(`submit`,e=>{e.preventDefault();let t=this.input.value.trim();t&&this.say(t)&&(this.input.value=``)}),this.element.append(this.heading,this.list,this.form,this.mutes)}receive(e,t){this.chat!==e&&(this.lines=[]),this.chat=e,this.lines=ro(this.lines,t)}render(e,t){let n=e.you.length>0;this.element.hidden=!e.chat_on||n&&pa(e).length===0,this.heading.textContent=n?U.chatPlayers:U.chatSpectators,this.input.placeholder=U.chatPlaceholder,this.input.setAttribute(`aria-label`,U.chatPlaceholder);let r=new Set(aa(this.game)),i=this.list.scrollTop+this.list.clientHeight>=this.list.scrollHeight-4;O(this.list);for(let e of this.lines){if(e.seat!==null&&r.has(e.seat))continue;let n=e.seat===null?e.name??U.chatSpectator:t(e.seat);this.list.append(E(`li`,{"data-seat":e.seat===null?null:String(e.seat)},E(`span`,{class:`chat-author`},n),` `,E(`span`,{class:`chat-text`},e.text)))}if(this.list.childElementCount===0&&this.list.append(E(`li`,{class:`chat-none`},U.chatNone)),i&&(this.list.scrollTop=this.list.scrollHeight),O(this.mutes),n)for(let n of pa(e)){let i=E(`input`,{type:`checkbox`,checked:r.has(n),onchange:r=>{oa(this.game,n,r.target.checked),this.render(e,t)}});this.mutes.append(E(`label`,{class:`check`},i,` ${U.chatMute(t(n))}`))}}};function ao(e,t,n){let r=Math.max(0,Math.ceil((e.at-n)/1e3));return{seconds:r,words:e.mine?U.firstTurnMine(r):U.firstTurnTheirs(t(e.seat),r)}}function oo(e,t,n,r,i,a,o){O(e);let s=(e,t,n)=>E(`button`,{onclick:t,class:n},e),c=n.length===1?n[0]:U.theOthers;if(t.firstTurn){let{seconds:n,words:a}=ao(t.firstTurn,r,i);e.append(E(`p`,{class:`first-turn`,role:`timer`,"data-seconds":String(n)},a))}for(let{offer:n,seat:i}of t.theirs){let t=n===`draw`?U.drawPrompt(r(i)):U.takeBackPrompt(r(i));e.append(E(`div`,{class:`offer-prompt`,role:`alert`,"data-offer":n},E(`p`,{},t),s(U.accept,()=>o.answer(n,!0),`primary accept`),s(U.decline,()=>o.answer(n,!1),`decline`)))}for(let n of t.mine)e.append(E(`p`,{class:`offer-standing`,"data-offer":n},n===`draw`?U.drawOffered(c):U.takeBackAsked(c)));if(t.claim){let n=b(t.claim.seats.map(r)),a=Math.ceil((t.claim.at-i)/1e3),c=E(`div`,{class:`claim`,"data-ready":String(a<=0)});a>0?c.append(E(`p`,{},U.claimWait(n,a))):c.append(E(`p`,{},U.claimReady(n)),s(U.claimWin,()=>o.claim(!1),`primary claim-win`),s(U.claimDraw,()=>o.claim(!0),`claim-draw`)),e.append(c)}let l=E(`div`,{class:`table-buttons`});t.abort&&l.append(s(a?U.reallyAbort:U.abort,o.abort,`abort-game`));let u=t.theirs.some(e=>e.offer===`draw`),d=t.theirs.some(e=>e.offer===`take_back`);t.offerDraw&&!u&&l.append(s(U.offerDraw,()=>o.offer(`draw`),`offer-draw`)),t.askTakeBack&&!d&&l.append(s(U.askTakeBack,()=>o.offer(`take_back`),`ask-take-back`)),l.childElementCount>0&&e.append(l)}var so=1008,co=[0,250,500,1e3,2e3];function lo(e,t=Math.random){let n=co[Math.min(e,co.length-1)];return Math.round(n*(.8+.4*t()))}function uo(e,t){let n=t.history_from;if(n===0)return t.history.slice();if(e===null||n>e.length)return null;let r=e.slice(0,n).concat(t.history);return r.length===t.ply?r:null}var fo=class{constructor(e,t,n){x(this,`id`,void 0),x(this,`tokens`,void 0),x(this,`handlers`,void 0),x(this,`socket`,null),x(this,`attempt`,0),x(this,`timer`,null),x(this,`closed`,!1),x(this,`history`,null),x(this,`lastSent`,null),x(this,`notOwnerTries`,0),x(this,`onOnline`,()=>this.retryNow()),x(this,`onVisible`,()=>{document.visibilityState===`visible`&&this.retryNow()}),this.id=e,this.tokens=t,this.handlers=n,window.addEventListener(`online`,this.onOnline),document.addEventListener(`visibilitychange`,this.onVisible),this.connect()}get isOpen(){return this.socket?.readyState===WebSocket.OPEN}send(e){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.lastSent=e,this.notOwnerTries=0,this.socket.send(JSON.stringify(e)),!0)}tryAgain(){let e=this.lastSent;return e===null||this.notOwnerTries>=8?!1:(this.notOwnerTries+=1,setTimeout(()=>{this.lastSent===e&&this.socket&&this.socket.readyState===WebSocket.OPEN&&this.socket.send(JSON.stringify(e))},At(null)),!0)}close(){this.closed=!0,window.removeEventListener(`online`,this.onOnline),document.removeEventListener(`visibilitychange`,this.onVisible),this.timer&&clearTimeout(this.timer),this.socket?.close(1e3,`leaving`),this.socket=null}url(){return`${location.protocol===`https:`?`wss:`:`ws:`}//${location.host}/api/games/${encodeURIComponent(this.id)}/ws`}retryNow(){this.closed||this.isOpen||this.socket?.readyState===WebSocket.CONNECTING||(this.timer&&clearTimeout(this.timer),this.timer=null,this.connect())}connect(){if(this.closed)return;this.handlers.status({kind:`connecting`,attempt:this.attempt});let e;try{e=new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=e,this.history=null;let t=null;e.onopen=()=>{this.attempt=0,e.send(JSON.stringify({type:`auth`,tokens:this.tokens})),this.handlers.status({kind:`open`})},e.onmessage=n=>{let r;try{r=JSON.parse(String(n.data))}catch{return}switch(r.type){case`state`:{let t=r,n=uo(this.history,t);if(this.history=n,n===null){e.send(JSON.stringify({type:`sync`}));break}this.handlers.state({...t,history_from:0,history:n});break}case`error`:{if(r.code===`not_owner`&&this.tryAgain())break;r.code===`unanswered`&&(this.lastSent=null,e.send(JSON.stringify({type:`sync`})));let n=pt(String(r.code),String(r.message??``),r.rule,r.detail);r.code===`bad_token`&&(t=n||H.link.badToken),this.handlers.error({code:String(r.code),message:n});break}case`chat`:this.handlers.chat?.(r.chat,r.lines);break;case`rematch`:this.handlers.rematch?.(r)}};let n=!1;e.addEventListener(`open`,()=>n=!0),e.onclose=r=>{this.socket===e&&(this.socket=null,this.closed||(n||this.handlers.failed?.(),r.code===so?this.handlers.status({kind:`refused`,message:t??mt(r.reason)??H.link.refusedByServer,badToken:t!==null}):this.scheduleRetry()))}}scheduleRetry(){if(this.closed)return;let e=lo(this.attempt);this.attempt+=1,this.handlers.status({kind:`waiting`,retryAt:Date.now()+e,attempt:this.attempt}),this.timer=setTimeout(()=>{this.timer=null,this.connect()},e)}},po=null;function mo(){return po||(po=T.meta(),po.catch(()=>{po=null})),po}function ho(){return mo().then(e=>e.analysis)}var go=null;function _o(e){go=e}function G(e,t=!1){location.pathname!==e&&(t?history.replaceState(null,``,e):history.pushState(null,``,e)),go?.()}var vo=`quartet.games`,yo=`quartet.name`,bo=100;function xo(){try{let e=localStorage.getItem(vo);if(!e)return{};let t=JSON.parse(e);return t&&typeof t==`object`?t:{}}catch{return{}}}function So(e){let t=Object.values(e).sort((e,t)=>t.at-e.at).slice(0,bo),n={};for(let e of t)n[e.id]=e;try{localStorage.setItem(vo,JSON.stringify(n))}catch{}}function Co(e){return xo()[e]}function wo(){return Object.values(xo()).sort((e,t)=>t.at-e.at)}function To(e){return(Co(e)?.tokens??[]).map(e=>e.token)}function Eo(e,t,n,r=[]){let i=xo(),a=i[e],o=new Map;for(let e of a?.tokens??[])o.set(e.seat,e);for(let e of n)o.set(e.seat,e);let s=new Map;for(let e of a?.invites??[])s.set(e.seat,e);for(let e of r)s.set(e.seat,e);i[e]={id:e,game:t,tokens:[...o.values()].sort((e,t)=>e.seat-t.seat),invites:[...s.values()].sort((e,t)=>e.seat-t.seat),at:Date.now()},So(i)}function Do(e){let t=xo();delete t[e],So(t)}function Oo(){try{return localStorage.getItem(yo)??``}catch{return``}}function ko(e){try{localStorage.setItem(yo,e.trim().slice(0,40))}catch{}}var Ao=`quartet.browser`,jo=null;function Mo(){try{let e=localStorage.getItem(Ao);if(e&&/^[A-Za-z0-9_-]{1,64}$/.test(e))return e;let t=No();return localStorage.setItem(Ao,t),t}catch{return jo??(jo=No()),jo}}function No(){let e=new Uint8Array(16);return crypto.getRandomValues(e),Array.from(e,e=>e.toString(16).padStart(2,`0`)).join(``)}var Po=Ct.switches;function Fo(e){let t=D(`svg`,{viewBox:`0 0 24 24`,width:22,height:22,"aria-hidden":`true`,class:`switch-icon`}),n={fill:`currentColor`},r={fill:`none`,stroke:`currentColor`,"stroke-width":2,"stroke-linecap":`round`};switch(e){case`sound-on`:case`sound-off`:t.append(D(`path`,{d:`M3 9h4l5-4v14l-5-4H3z`,...n})),t.append(e===`sound-on`?D(`path`,{d:`M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12`,...r}):D(`path`,{d:`M15 9l6 6M21 9l-6 6`,...r}));break;case`light`:t.append(D(`circle`,{cx:12,cy:12,r:4.5,...n})),t.append(D(`path`,{d:`M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1`,...r}));break;case`dark`:t.append(D(`path`,{d:`M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z`,...n}));break;case`auto`:t.append(D(`circle`,{cx:12,cy:12,r:8.5,...r})),t.append(D(`path`,{d:`M12 3.5a8.5 8.5 0 0 1 0 17z`,...n}))}return t}function Io(){let e=E(`select`,{class:`lang-switch`,name:`lang`,"aria-label":Po.language,title:Po.language,onchange:t=>{rt(t.target.value).catch(()=>{e.value=et()})}},...Ve.map(e=>E(`option`,{value:e,lang:e,selected:e===et()},St(e))));return e}function Lo(e){let t=E(`div`,{class:`switches`}),n=E(`button`,{class:`switch sound-switch`,type:`button`,onclick:()=>Gi(!Wi())}),r=E(`button`,{class:`switch theme-switch`,type:`button`,onclick:()=>Yi(ta(Ji()))}),i=()=>{let e=Wi();n.replaceChildren(Fo(e?`sound-on`:`sound-off`)),n.setAttribute(`aria-pressed`,String(!e)),n.setAttribute(`aria-label`,e?Po.mute:Po.unmute),n.title=e?Po.mute:Po.unmute;let t=Ji();r.replaceChildren(Fo(t)),r.setAttribute(`aria-label`,Po.theme(t)),r.title=Po.theme(t),r.dataset.theme=t};return e.sound&&t.append(n),t.append(r,Io()),i(),{element:t,destroy:Hi(i)}}var Ro=350,zo=class{constructor(e){x(this,`id`,void 0),x(this,`element`,E(`div`,{class:`game-page`})),x(this,`m`,ba),x(this,`record`,null),x(this,`board`,null),x(this,`live`,null),x(this,`tokens`,void 0),x(this,`bannerClosed`,!1),x(this,`armed`,new Set),x(this,`claimAfterMs`,null),x(this,`link`,{kind:`connecting`,attempt:0}),x(this,`analysed`,[]),x(this,`analysisOn`,!1),x(this,`analyses`,new Map),x(this,`analysing`,null),x(this,`analysisTimer`,null),x(this,`analysedAtPly`,-1),x(this,`proposed`,null),x(this,`lowTimeSounded`,-1),x(this,`wantedPly`,null),x(this,`probedAt`,0),x(this,`timer`,void 0),x(this,`header`,E(`header`,{class:`game-header`})),x(this,`titleEl`,E(`h1`,{},H.loading)),x(this,`rulesEl`,E(`span`,{class:`rules`})),x(this,`spectatorsEl`,E(`span`,{class:`spectators`,"aria-live":`polite`})),x(this,`linkEl`,E(`span`,{class:`link-status`,role:`status`})),x(this,`seatsEl`,E(`div`,{class:`seats`})),x(this,`statusEl`,E(`p`,{class:`status`,"aria-live":`polite`})),x(this,`boardBox`,E(`div`,{class:`board-box`})),x(this,`confirmEl`,E(`div`,{class:`confirm`,role:`group`,"aria-label":H.confirm.label})),x(this,`controls`,E(`div`,{class:`controls`})),x(this,`tableEl`,E(`div`,{class:`between`,role:`group`,"aria-label":U.heading})),x(this,`optionsEl`,E(`div`,{class:`options`})),x(this,`invitesEl`,E(`div`,{class:`invites`})),x(this,`history`,new Qa(e=>void this.showPly(e))),x(this,`chat`,void 0),x(this,`analysisEl`,E(`div`,{class:`analysis`})),x(this,`positionLine`,new Xa(e=>this.copyPosition(e))),x(this,`hintsEl`,E(`div`,{class:`learn-side`})),x(this,`learnEl`,E(`div`,{class:`learn-side`})),x(this,`warned`,null),x(this,`bannerEl`,E(`div`,{class:`banner`,role:`alert`})),x(this,`coverEl`,E(`div`,{class:`cover`})),x(this,`toastEl`,E(`div`,{class:`toast`,role:`status`,"aria-live":`assertive`})),x(this,`toastTimer`,null),x(this,`onKey`,e=>this.key(e)),x(this,`switches`,Lo({sound:!0})),this.id=e,this.tokens=To(e),this.chat=new io(e,e=>this.sayInChat(e)),this.element.append(this.header,E(`div`,{class:`game-main`},E(`div`,{class:`board-column`},this.seatsEl,this.bannerEl,this.statusEl,this.boardBox,this.confirmEl,this.coverEl),E(`aside`,{class:`game-side`},this.hintsEl,this.tableEl,this.controls,this.optionsEl,this.learnEl,this.invitesEl,this.analysisEl,this.history.element,this.positionLine.element,this.chat.element)),this.toastEl),this.header.append(E(`a`,{href:`/`,"data-link":``,class:`home`},yt()),this.titleEl,this.rulesEl,this.spectatorsEl,this.linkEl,this.switches.element),this.timer=setInterval(()=>this.tick(),200),document.addEventListener(`keydown`,this.onKey),la(),ho().then(e=>{this.analysed=e,this.render()}).catch(()=>{}),mo().then(e=>{this.claimAfterMs=e.limits.claim_after_ms,this.render()}).catch(()=>{}),this.open()}destroy(){clearInterval(this.timer),this.analysisTimer&&clearTimeout(this.analysisTimer.timer),this.analysing?.abort.abort(),document.removeEventListener(`keydown`,this.onKey),this.live?.close(),this.switches.destroy(),Ni(!1)}async open(){try{this.receive(await T.state(this.id,this.tokens))}catch(e){if(this.notFound(e))return;if(e instanceof S&&e.code===`bad_token`&&this.tokens.length>0){this.dropSeats(e.message);return}}this.connect()}notFound(e){return!(e instanceof S)||e.status!==404?!1:(this.live?.close(),this.live=null,Do(this.id),document.title=H.title(H.notFound),this.element.replaceChildren(E(`main`,{class:`not-found panel`},E(`h1`,{},H.notFound),E(`p`,{},H.notFoundDetail(this.id)),E(`p`,{},E(`a`,{href:`/`,"data-link":``,class:`button primary`},yt())))),!0)}dropSeats(e){this.say(H.seatRefused(e)),Do(this.id),this.tokens=[],this.connect()}connect(){this.live?.close(),this.live=new fo(this.id,this.tokens,{state:e=>this.receive(e),error:e=>{this.m={...this.m,pending:!1},this.say(e.message),this.render()},status:e=>{let t=this.link.kind===`open`;this.link=e,Ga(this.linkEl,e,Date.now()),t!==(e.kind===`open`)&&this.render(),e.kind===`refused`&&e.badToken&&this.tokens.length>0&&this.dropSeats(e.message)},failed:()=>{Date.now()-this.probedAt<3e3||(this.probedAt=Date.now(),T.state(this.id,this.tokens).then(e=>this.receive(e),e=>void this.notFound(e)))},rematch:e=>this.enterRematch(e.id,e.tokens),chat:(e,t)=>{this.chat.receive(e,t),this.render()}})}receive(e){let t=this.m.state,n=xa(this.m,e,Date.now());if(n){if(this.m=n.model,n.refetch&&this.m.replay!==null&&this.showPly(this.m.replay),e.status!==`finished`&&(this.bannerClosed=!1),t&&t.id===e.id&&t.version!==e.version){this.sound(t,e);for(let{offer:n,fate:r}of ga(t,e)){let e=U;this.say(n===`draw`?r===`declined`?e.drawDeclined:e.drawLapsed:r===`declined`?e.takeBackDeclined:e.takeBackLapsed)}}this.proposed!==null&&!e.legal.includes(this.proposed)&&(this.proposed=null),this.render()}}sound(e,t){let n=this.record??R(t.game),r=null;if(t.ply>e.ply){let i=t.history.slice(e.ply).map(e=>n.sound(e.action));r=i.includes(`claim`)?`claim`:i.includes(`capture`)?`capture`:i.length>0?`move`:null}let i=e.status!==`finished`&&t.status===`finished`;if(r&&fa(r),i){let e=t.result,n=e&&e.winner!==null&&t.you.length===1?t.you.includes(e.winner)?`win`:`lose`:`end`;setTimeout(()=>fa(n),r?260:0)}}send(e){if(!this.live?.send(e))switch(e.type){case`rematch`:T.rematch(this.id,this.tokens).then(e=>this.enterRematch(e.id,e.tokens)).catch(e=>this.failed(e));return;case`action`:this.answer(T.action(this.id,this.tokens,e.action));return;case`resign`:this.answer(T.resign(this.id,this.tokens));return;case`undo`:this.answer(T.undo(this.id,this.tokens));return;default:this.say(H.link.reconnecting);return}}answer(e){e.then(e=>this.receive(e)).catch(e=>this.failed(e))}failed(e){this.m={...this.m,pending:!1},this.say(e instanceof S?e.message:String(e)),this.render()}play(e){if(this.m.pending)return;let t=this.m.state?Di(this.m.state,e):null;t&&this.warned!==e?(this.warned=e,this.say(t)):(this.warned=null,Ki()?(this.proposed=e,this.render(),this.confirmEl.querySelector(`button.primary`)?.focus()):this.sendAction(e))}sendAction(e){this.proposed=null,this.m={...this.m,pending:!0},this.send({type:`action`,action:e})}enterRematch(e,t){let n=this.m.state;n&&(Eo(e,n.game,t),G(`/game/${e}`))}say(e){this.toastEl.textContent=e,this.toastEl.classList.add(`shown`),this.toastTimer&&clearTimeout(this.toastTimer),this.toastTimer=setTimeout(()=>this.toastEl.classList.remove(`shown`),6e3)}key(e){let t=e.target;if(t&&(t.tagName===`INPUT`||t.tagName===`TEXTAREA`||t.tagName===`SELECT`))return;if(this.proposed!==null&&e.key===`Escape`){this.proposed=null,this.render(),this.board?.focus();return}if(this.board?.key(e))return;let n=this.m.state;if(n&&(e.key===`ArrowLeft`||e.key===`ArrowRight`)){if(t?.getAttribute(`role`)===`button`)return;let r=this.m.replay??n.ply,i=Math.max(0,Math.min(n.ply,r+(e.key===`ArrowLeft`?-1:1)));i!==r&&(e.preventDefault(),this.showPly(i))}}async showPly(e){let t=this.m.state;if(!t)return;if(this.wantedPly=e,e>=t.ply){this.m={...this.m,replay:null},this.render();return}let n=Aa(t,this.m.revealed);if(!this.m.plies||this.m.plies.length!==t.ply+1||this.m.pliesSeat!==n)try{let e=await T.history(this.id,this.tokens,n);this.m={...this.m,plies:e,pliesSeat:n}}catch(e){this.failed(e);return}if(this.wantedPly!==e)return;let r=this.m.plies??[];this.m={...this.m,replay:Math.min(e,r.length-1)},this.render()}tick(){this.link.kind===`waiting`&&Ga(this.linkEl,this.link,Date.now());let e=this.m.state;if(e&&this.tableEl.querySelector(`.claim[data-ready=false], .first-turn`)&&this.renderTable(e),!e?.clock)return;for(let t of this.seatsEl.querySelectorAll(`[data-clock]`)){let n=this.clock(e,Number(t.dataset.clock));t.textContent=n.text,t.classList.toggle(`low`,n.low)}let t=e.clock.running;e.status===`live`&&t!==null&&e.you.includes(t)&&this.lowTimeSounded!==e.ply&&this.clock(e,t).low&&(this.lowTimeSounded=e.ply,fa(`lowtime`))}clock(e,t){let n=Ba(e,t,this.m.receivedAt,Date.now()),r=e.clock!==null&&e.status!==`open`&&n<za(e.clock.control);return{text:Va(n),low:r}}render(){let e=this.m.state;if(!e)return;if(!this.record){try{this.record=R(e.game)}catch(t){this.titleEl.textContent=e.name,Ja(this.statusEl,{main:t instanceof Error?t.message:String(t),last:null});return}this.board=this.record.board({play:e=>this.play(e),say:e=>this.say(e)}),this.boardBox.append(this.board.element),this.boardBox.dataset.game=e.game,this.element.dataset.game=e.game}let t=this.record,n=n=>Sa(t,e,n);document.title=La(this.m,e,t.texts.name),Ni(Ia(this.m,e)),this.titleEl.textContent=t.texts.name,this.rulesEl.textContent=H.header(t.texts.rules(e.rules),e.clock?.control??null,e.you.length===0),Ka(this.spectatorsEl,e),qa(this.seatsEl,e,n,t=>this.clock(e,t),this.link.kind===`open`),e.you.length===0||e.status===`finished`?this.optionsEl.replaceChildren():this.optionsEl.childElementCount===0&&this.renderOptions(),Ja(this.statusEl,Pa(this.m,e,t,n),wa(e)&&this.m.replay===null),this.board?.set({...Ma(this.m,e,n,this.values(e)),proposed:this.proposed}),no(this.confirmEl,this.proposed===null?null:t.texts.proposal(this.proposed),()=>{this.proposed!==null&&this.sendAction(this.proposed),this.board?.focus()},()=>{this.proposed=null,this.render(),this.board?.focus()}),this.renderControls(e),this.renderTable(e),this.chat.render(e,n),Za(this.invitesEl,e,Co(this.id),n,e=>this.say(e)),this.history.update(e,this.m.replay,{action:t.texts.action,seat:n,chip:t.chip}),this.positionLine.show(ja(this.m,e)),this.renderAnalysis(e,t,n),Ei(this.hintsEl,this.learnEl,e,t),eo(this.bannerEl,Fa(e,n,t),!this.bannerClosed&&this.m.replay===null,()=>{this.bannerClosed=!0,this.render()}),this.renderCover(e,n),Ga(this.linkEl,this.link,Date.now())}values(e){let t=this.analysisOn?this.analyses.get(this.m.replay??e.ply):void 0;return t&&`first_actions`in t?new Map(t.first_actions.map(e=>[e.action,e])):void 0}renderOptions(){let e=E(`input`,{type:`checkbox`,name:`confirm`,checked:Ki(),onchange:e=>{qi(e.target.checked),!Ki()&&this.proposed!==null&&(this.proposed=null,this.render())}});this.optionsEl.replaceChildren(E(`label`,{class:`check`},e,` ${H.confirm.option}`))}pressedTwice(e){let t=()=>{this.m.state&&(this.renderControls(this.m.state),this.renderTable(this.m.state))},n=this.armed.delete(e);return n||(this.armed.add(e),setTimeout(()=>{this.armed.delete(e)&&t()},4e3)),t(),n}renderControls(e){Ya(this.controls,e,{takeBack:Da(e),resignArmed:this.armed.has(`resign`),cancelArmed:this.armed.has(`cancel`)},{takeBack:()=>this.send({type:`undo`}),resign:()=>{this.pressedTwice(`resign`)&&this.send({type:`resign`})},cancel:()=>{this.pressedTwice(`cancel`)&&T.cancel(this.id,this.tokens).then(e=>{Do(this.id),this.receive(e),this.say(H.controls.cancelled)}).catch(e=>this.failed(e))},takeSeat:()=>{T.joinOpen(this.id,Oo()||void 0).then(t=>{Eo(t.id,e.game,[{seat:t.seat,token:t.token}]),this.tokens=To(this.id),this.connect()}).catch(e=>this.failed(e))},rematch:()=>this.send({type:`rematch`}),exportRecord:()=>this.exportRecord(e),continueFromHere:()=>this.continueFromHere(e)})}sayInChat(e){return this.live?.send({type:`chat`,text:e})?!0:(this.say(H.link.reconnecting),!1)}renderTable(e){let t=this.record;if(!t)return;let n=n=>Sa(t,e,n),r=e.now+(Date.now()-this.m.receivedAt);oo(this.tableEl,ha(e,this.claimAfterMs),pa(e).map(n),n,r,this.armed.has(`abort`),{abort:()=>{this.pressedTwice(`abort`)&&this.send({type:`abort`})},offer:e=>this.send({type:`offer`,offer:e}),answer:(e,t)=>this.send(t?{type:`accept`,offer:e}:{type:`decline`,offer:e}),claim:e=>this.send({type:`claim`,draw:e})})}exportRecord(e){T.record(this.id).then(t=>{let n=new Blob([t],{type:`text/plain`}),r=E(`a`,{href:URL.createObjectURL(n),download:`quartet-${e.game}-${this.id}.txt`});document.body.append(r),r.click(),r.remove(),this.say(H.controls.recordSaved)}).catch(e=>this.failed(e))}copyPosition(e){let t=navigator.clipboard;t?t.writeText(e).then(()=>this.say(H.position.copied),()=>this.say(H.position.copyFailed)):this.say(H.position.copyFailed)}continueFromHere(e){let t=this.m.replay??e.ply;T.record(this.id).then(n=>{gi({record:n,ply:t,bots:e.seats.map(e=>e.kind===`bot`?e.level:null)}),G(`/`)}).catch(e=>this.failed(e))}renderAnalysis(e,t,n){let r=t.texts.analysis;if(!r||!Oa(e,this.analysed)){this.analysisEl.replaceChildren();return}this.analysedAtPly!==e.ply&&(this.analyses.clear(),this.analysedAtPly=e.ply);let i=this.m.replay??e.ply,a=this.analyses.get(i);this.analysisOn&&!a&&this.analysing?.ply!==i&&this.askAnalysis(i),$a(this.analysisEl,this.analysisOn,a,r,n,t.chip,()=>{this.analysisOn=!this.analysisOn,this.analysisOn||(this.analysing?.abort.abort(),this.analysing=null),this.render()})}askAnalysis(e){if(this.analysisTimer?.ply===e)return;this.analysisTimer&&clearTimeout(this.analysisTimer.timer);let t=setTimeout(()=>{if(this.analysisTimer=null,(this.m.replay??this.m.state?.ply)!==e||!this.analysisOn)return;this.analysing?.abort.abort();let t=new AbortController;this.analysing={ply:e,abort:t},T.analysis(this.id,this.tokens,e,t.signal).then(t=>this.analyses.set(e,t)).catch(n=>{t.signal.aborted||(n instanceof S&&n.code===`analysis_timeout`?this.analyses.set(e,{skipped:H.analysis.notAnalysed}):this.analyses.set(e,{error:n instanceof S?n.message:String(n)}))}).finally(()=>{this.analysing?.abort===t&&(this.analysing=null,this.render())})},Ro);this.analysisTimer={ply:e,timer:t}}renderCover(e,t){let n=ka(e,this.m.revealed)&&this.m.replay===null;this.boardBox.classList.toggle(`covered`,n);let r=n?e.viewer:null;to(this.coverEl,r===null?null:t(r),()=>{this.m={...this.m,revealed:r},this.render(),this.board?.focus(),this.m.replay!==null&&this.showPly(this.m.replay)})}},Bo={get title(){return`Quartet`},get tagline(){return y(`lobby-tagline`)},get newGame(){return y(`lobby-new-game`)},get formLabel(){return y(`lobby-form-label`)},get game(){return y(`lobby-game`)},get rules(){return y(`lobby-rules`)},rulesOf:e=>y(`lobby-rules-of`,{game:e}),get explained(){return y(`lobby-explained`)},explainedOption:e=>y(`lobby-explained-option`,{option:e}),get hints(){return y(`lobby-hints`)},get noChat(){return y(`lobby-no-chat`)},get startSummary(){return y(`lobby-start-summary`)},get startLabel(){return y(`lobby-start-label`)},get startHelp(){return y(`lobby-start-help`)},get startCopyLink(){return y(`lobby-start-copy-link`)},get startLinkCopied(){return y(`lobby-start-link-copied`)},get startLinkByHand(){return y(`lobby-start-link-by-hand`)},get clock(){return y(`lobby-clock`)},get clockLabel(){return y(`lobby-clock-label`)},get noClock(){return y(`lobby-no-clock`)},get customClock(){return y(`lobby-custom-clock`)},custom:{get total(){return y(`lobby-custom-total`)},get perMove(){return y(`lobby-custom-per-move`)},get minutes(){return y(`lobby-custom-minutes`)},get increment(){return y(`lobby-custom-increment`)},get seconds(){return y(`lobby-custom-seconds`)}},otherPlayerName:e=>y(`lobby-other-player-name`,{number:e+1}),get seats(){return y(`lobby-seats`)},presets:{get bot(){return y(`lobby-preset-bot`)},get friend(){return y(`lobby-preset-friend`)},get device(){return y(`lobby-preset-device`)},get anyone(){return y(`lobby-preset-anyone`)}},seatChoice:{get me(){return y(`lobby-choice-me`)},get bot(){return y(`lobby-choice-bot`)},get invite(){return y(`lobby-choice-invite`)},get open(){return y(`lobby-choice-open`)}},seat:e=>y(e===0?`lobby-seat-first`:`lobby-seat`,{number:e+1}),seatLabel:e=>y(`lobby-seat-label`,{number:e+1}),levelLabel:e=>y(`lobby-level-label`,{number:e+1}),level:bt,get fewerSeats(){return`− ${y(`lobby-fewer-seats`)}`},get moreSeats(){return`+ ${y(`lobby-more-seats`)}`},players:e=>` ${y(`lobby-players`,{count:e})}`,get namePlaceholder(){return y(`lobby-name-placeholder`)},get nameLabel(){return y(`lobby-name-label`)},get create(){return y(`lobby-create`)},get yourGames(){return y(`lobby-your-games`)},yourGame:(e,t)=>`${e} · ${t}`,yourSeats:e=>` ${y(`lobby-your-seats`,{count:e.length,seats:b(e.map(e=>String(e+1)))})}`,get openGames(){return y(`lobby-open-games`)},get noOpenGames(){return y(`lobby-no-open-games`)},get moreGames(){return y(`lobby-more-games`)},get liveGames(){return y(`lobby-live-games`)},get noLiveGames(){return y(`lobby-no-live-games`)},listedSeat:{bot:e=>y(`lobby-listed-bot`,{level:e?bt(e):`?`}),player:e=>y(`web-player-number`,{number:e+1}),get open(){return y(`lobby-listed-open`)},get invited(){return y(`lobby-listed-invited`)}},listedGame:(e,t,n)=>` ${[e,t===null?null:xt(t),y(`play-history-count`,{count:n})].filter(e=>e!==null).join(` · `)}`,get play(){return y(`lobby-play`)},get join(){return y(`lobby-join`)},get watch(){return y(`lobby-watch`)},get importHeading(){return y(`lobby-import-heading`)},get importHelp(){return y(`lobby-import-help`)},importSummary:(e,t,n)=>`${e} · ${t} · ${y(`play-history-count`,{count:n})}`,get importPointLabel(){return y(`lobby-import-point-label`)},importPoint:(e,t)=>e===t?y(`lobby-import-point-end`,{at:e}):y(`lobby-import-point`,{at:e,of:t}),get importFinished(){return y(`lobby-import-finished`)},importNameOf:e=>y(`lobby-import-name-of`,{number:e+1}),get recordLabel(){return y(`lobby-record-label`)},recordPlaceholder:`[Game "quarto"]
…`,get fileLabel(){return y(`lobby-file-label`)},get importButton(){return y(`lobby-import-button`)}},K={get heading(){return y(`join-heading`)},get loading(){return y(`play-loading`)},invited:e=>y(`join-invited`,{game:e}),seat:(e,t)=>t.length>0?y(`join-seat-with`,{number:e+1,others:b(t)}):y(`join-seat`,{number:e+1}),bot:e=>y(`join-bot`,{level:e?bt(e):`?`}),player:e=>y(`web-player-number`,{number:e+1}),rules:(e,t)=>t===`none`?y(`join-rules`,{rules:e}):y(`join-rules-clock`,{rules:e,clock:xt(t)}),take:e=>y(`join-take`,{number:e+1}),get watch(){return y(`join-watch`)},get lobby(){return y(`web-lobby`)},get toLobby(){return y(`join-to-lobby`)},taken:(e,t)=>t?y(`join-taken-by`,{number:e+1,name:t}):y(`join-taken`,{number:e+1}),over:e=>y(`join-over`,{game:e}),cancelled:e=>y(`join-cancelled`,{game:e}),get watchGame(){return y(`join-watch-game`)},get seeGame(){return y(`join-see-game`)}},Vo=class{constructor(e){x(this,`code`,void 0),x(this,`element`,E(`main`,{class:`join panel`})),this.code=e,this.element.append(E(`h1`,{},K.heading),E(`p`,{},K.loading)),document.title=`${K.heading} · Quartet`,this.load()}destroy(){}async load(){let e=E(`p`,{class:`error`,role:`alert`});try{let t=await T.invite(this.code),n=pi(t.game),r=n?.texts.name??t.name;if(t.state!==`free`){this.used(t,r);return}let i=t.seats.filter(e=>e.seat!==t.seat).map(e=>e.kind===`bot`?K.bot(e.level):e.name??K.player(e.seat)),a=E(`input`,{name:`name`,value:Oo(),maxlength:40,placeholder:Bo.namePlaceholder,"aria-label":Bo.nameLabel}),o=E(`button`,{class:`primary`,type:`submit`},K.take(t.seat)),s=E(`form`,{},a,o);s.addEventListener(`submit`,n=>{n.preventDefault(),o.disabled=!0,ko(a.value),T.joinInvite(this.code,a.value.trim()||void 0).then(e=>{Eo(e.id,t.game,[{seat:e.seat,token:e.token}]),G(`/game/${e.id}`,!0)}).catch(t=>{o.disabled=!1,e.textContent=t instanceof S?t.message:String(t)})}),document.title=`${K.invited(r)} · Quartet`,this.element.replaceChildren(E(`h1`,{},K.invited(r)),E(`p`,{},K.seat(t.seat,i)),E(`p`,{class:`small`},K.rules(n?n.texts.rules(t.rules):t.rules,t.clock)),s,e,E(`p`,{},E(`a`,{href:`/game/${t.id}`,"data-link":``},K.watch),` · `,E(`a`,{href:`/`,"data-link":``},K.lobby)),E(`p`,{},Io()))}catch(e){this.element.replaceChildren(E(`h1`,{},K.heading),E(`p`,{class:`error`},e instanceof S?e.message:String(e)),E(`p`,{},E(`a`,{href:`/`,"data-link":``},K.toLobby)),E(`p`,{},Io()))}}used(e,t){if(Co(e.id)?.tokens.some(t=>t.seat===e.seat)){G(`/game/${e.id}`,!0);return}let n=e.seats.find(t=>t.seat===e.seat),[r,i]=e.state===`taken`?[K.taken(e.seat,n?.name??null),K.watchGame]:e.state===`over`?[K.over(t),K.seeGame]:[K.cancelled(t),null];this.element.replaceChildren(E(`h1`,{},K.heading),E(`p`,{role:`status`},r),E(`p`,{},...i?[E(`a`,{href:`/game/${e.id}`,"data-link":``},i),` · `]:[],E(`a`,{href:`/`,"data-link":``},K.toLobby)),E(`p`,{},Io()))}},q=encodeURIComponent,Ho=()=>`lang=${q(nt())}`,Uo={rules:e=>C(`GET`,`/api/rules/${q(e)}?${Ho()}`),lessons:e=>C(`GET`,`/api/lessons/${q(e)}?${Ho()}`),tryLesson:(e,t,n)=>C(`POST`,`/api/lessons/${q(e)}/${q(t)}/try`,{line:n}),nextPuzzle:(e,t,n,r=``)=>C(`GET`,`/api/puzzles/next?game=${q(e)}&rating=${Math.round(t)}&seen=${q(n.join(`,`))}`+(r?`&theme=${q(r)}`:``)),dailyPuzzle:e=>C(`GET`,`/api/puzzles/daily?game=${q(e)}`),puzzle:e=>C(`GET`,`/api/puzzles/${q(e)}`),tryPuzzle:(e,t)=>C(`POST`,`/api/puzzles/${q(e)}/try`,{line:t}),review:e=>C(`GET`,`/api/games/${q(e)}/review`),tryMistake:(e,t,n)=>C(`POST`,`/api/games/${q(e)}/review/${t}/try`,{line:n})};function Wo(e){switch(e.style){case`strong`:return E(`strong`,{},e.text);case`emphasis`:return E(`em`,{},e.text);case`code`:return E(`code`,{},e.text);default:return document.createTextNode(e.text)}}function Go(e,t){switch(t.kind){case`paragraph`:return E(`p`,{"data-written":``},...t.spans.map(Wo));case`list`:return E(`ul`,{"data-written":``},...t.items.map(e=>E(`li`,{},...e.map(Wo))));case`diagram`:return E(`figure`,{class:`learn-diagram`},R(e).diagram({position:t.position,rules:t.rules,side:t.side,highlights:{made_squares:t.made_squares,winning_lines:t.winning_lines}}),t.caption?E(`figcaption`,{"data-written":``},t.caption):null)}}function Ko(e,t){return t.map(t=>Go(e,t))}function qo(e,t,n){return E(`a`,{href:e,"data-link":!0,class:n?`current`:null,"aria-current":n?`page`:null},t)}function Jo(e){let t=ui.map(t=>E(`li`,{},E(`span`,{class:`learn-game`},t.texts.name),qo(`/rules/${t.tag}`,B.nav.rules,e.page===`rules`&&e.game===t.tag),qo(`/learn/${t.tag}`,B.nav.learn,e.page===`learn`&&e.game===t.tag)));return E(`nav`,{class:`learn-nav`,"aria-label":B.nav.learn},E(`a`,{href:`/`,"data-link":!0},B.nav.lobby),E(`ul`,{},...t),qo(`/puzzles`,B.nav.puzzles,e.page===`puzzles`),Io())}function Yo(){return E(`section`,{class:`panel learn-links`},E(`h2`,{},B.lobby.heading),E(`p`,{},B.lobby.intro),E(`ul`,{},...ui.map(e=>E(`li`,{},E(`strong`,{},e.texts.name),` `,E(`a`,{href:`/rules/${e.tag}`,"data-link":!0},B.nav.rules),` · `,E(`a`,{href:`/learn/${e.tag}`,"data-link":!0},B.nav.learn),` · `,E(`a`,{href:`/puzzles/${e.tag}`,"data-link":!0},B.nav.puzzles)))))}function Xo(){let e=E(`div`,{class:`learn-say`,role:`status`,"aria-live":`polite`});return{element:e,say(t,n){e.append(E(`p`,{class:`say-${n}`},t))},clear(){e.replaceChildren()}}}var Zo=class{constructor(e,t,n){x(this,`record`,void 0),x(this,`task`,void 0),x(this,`events`,void 0),x(this,`element`,void 0),x(this,`board`,void 0),x(this,`shown`,void 0),x(this,`start`,void 0),x(this,`state`,`playing`),this.record=e,this.task=t,this.events=n,this.start={view:t.view,legal:t.legal,highlights:{made_squares:t.made_squares,winning_lines:t.winning_lines},line:[],history:[]},this.shown=this.start,this.board=e.board({play:e=>void this.play(e),say:e=>n.say(e,`info`)}),this.element=E(`div`,{class:`board-box learn-board`,"data-game":e.tag},this.board.element),this.draw()}get line(){return this.shown.line}reset(){this.shown=this.start,this.state=`playing`,this.draw()}key(e){return this.board.key(e)}after(e,t){let n=this.task.seat,r=t.map(e=>({seat:n,action:e,at:0}));return{view:e.view,legal:e.legal,highlights:{made_squares:e.made_squares,winning_lines:e.winning_lines},line:t,history:r}}async play(e){if(this.state!==`playing`)return;let t=[...this.shown.line,e];this.state=`waiting`,this.draw();let n;try{n=await this.events.judge(t)}catch(e){this.state=`playing`,this.draw(),this.events.say(e instanceof S?e.message:String(e),`bad`);return}let r=this.task.seat,i=[...this.shown.history,{seat:r,action:e,at:0}];if(n.verdict===`continue`){let e=[...t,...n.replies],a=n.replies.map(e=>({seat:(r+1)%this.task.players,action:e,at:0}));this.shown={...this.after(n,e),history:[...i,...a]},this.state=`playing`;for(let e of n.replies)this.events.say(this.record.texts.action(e),`info`)}else this.shown={...this.after(n,t),history:i,legal:[]},this.state=n.verdict===`solved`?`solved`:`wrong`,n.why&&this.events.say(Si(this.record.tag,n.why),`bad`),this.events.ended(n);this.draw()}draw(){let e=this.state===`playing`,t=e=>this.record.texts.seatName(e)??ht(e);this.element.dataset.state=this.state,this.board.set({position:this.shown.view,rules:this.task.rules,legal:e?this.shown.legal:[],history:this.shown.history,viewer:this.task.seat,toMove:e?this.task.seat:null,seatName:t,live:!0,key:`${this.shown.line.join(` `)}|${this.state}`,highlights:this.shown.highlights})}},Qo=`quartet.lessonsDone`;function $o(e){try{let t=JSON.parse(localStorage.getItem(Qo)??`{}`)[e];return new Set(Array.isArray(t)?t.filter(e=>typeof e==`string`):[])}catch{return new Set}}function es(e,t){let n={};try{n=JSON.parse(localStorage.getItem(Qo)??`{}`)}catch{n={}}let r=$o(e);r.add(t),n[e]=[...r],localStorage.setItem(Qo,JSON.stringify(n))}var ts=class{constructor(e){x(this,`game`,void 0),x(this,`element`,E(`main`,{class:`learn lessons-page`})),x(this,`course`,null),x(this,`record`,null),x(this,`task`,null),x(this,`onKey`,e=>{this.task?.key(e)&&e.preventDefault()}),this.game=e,this.element.append(Jo({page:`learn`,game:e}),E(`p`,{},B.loading)),document.addEventListener(`keydown`,this.onKey),this.load()}destroy(){document.removeEventListener(`keydown`,this.onKey)}async load(){try{this.record=R(this.game),this.course=await Uo.lessons(this.game),document.title=B.title(this.course.title);let e=decodeURIComponent(location.hash.slice(1)),t=$o(this.game),n=this.course.lessons.find(t=>t.id===e)??this.course.lessons.find(e=>!t.has(e.id))??this.course.lessons[0];this.show(n)}catch(e){this.element.replaceChildren(Jo({page:`learn`,game:this.game}),E(`p`,{class:`error`,role:`alert`},e instanceof S||e instanceof Error?e.message:String(e)))}}show(e){let t=this.course,n=this.record;if(!t||!n)return;location.hash.slice(1)!==e.id&&history.replaceState(null,``,`#${e.id}`);let r=$o(this.game),i=t.lessons.indexOf(e),a=t.lessons[i+1]??null,o=Xo(),s=E(`p`,{class:`lesson-hint`,hidden:!0,"data-written":``},e.hint),c=E(`div`,{class:`lesson-after`}),l=new Zo(n,e.task,{judge:t=>Uo.tryLesson(this.game,e.id,t),say:(e,t)=>o.say(e,t),ended:n=>{n.verdict===`solved`?(o.say(e.success,`good`),es(this.game,e.id),this.element.querySelector(`[data-lesson="${e.id}"]`)?.classList.add(`done`),u.textContent=B.lessons.progress($o(this.game).size,t.lessons.length),c.replaceChildren(a?E(`button`,{class:`primary`,onclick:()=>this.show(a)},B.lessons.next):E(`p`,{},B.lessons.finished,` `,E(`a`,{href:`/`,"data-link":!0},B.lessons.play)))):c.replaceChildren(E(`button`,{onclick:()=>{o.clear(),c.replaceChildren(),l.reset()}},B.lessons.again))}});this.task=l;let u=E(`p`,{class:`lesson-progress`},B.lessons.progress(r.size,t.lessons.length)),d=E(`ol`,{class:`lesson-list`},...t.lessons.map(t=>E(`li`,{"data-lesson":t.id,class:[r.has(t.id)?`done`:``,t===e?`current`:``].join(` `).trim()||null},E(`button`,{class:`link`,onclick:()=>this.show(t),"aria-current":t===e?`step`:null,"data-written":``},t.title))));this.element.replaceChildren(Jo({page:`learn`,game:this.game}),E(`h1`,{"data-written":``},t.title),E(`div`,{class:`lesson-layout`},E(`aside`,{class:`lesson-aside`},u,d,E(`a`,{href:`/rules/${this.game}`,"data-link":!0},B.rulesLink(n.texts.name))),E(`article`,{class:`lesson`,"data-id":e.id},E(`h2`,{"data-written":``},`${i+1}. ${e.title}`),...i===0?Ko(this.game,t.intro):[],...Ko(this.game,e.text),E(`p`,{class:`lesson-instruction`,"data-written":``},E(`strong`,{},e.instruction)),l.element,E(`div`,{class:`lesson-controls`},E(`button`,{onclick:()=>s.hidden=!1},B.lessons.hint),c),s,o.element)))}},ns={rating:1500,rd:350,vol:.06},rs=.5,is=173.7178;function as(e){return 1/Math.sqrt(1+3*e*e/(Math.PI*Math.PI))}function os(e,t){let n=(e.rating-1500)/is,r=e.rd/is;if(t.length===0){let t=Math.sqrt(r*r+e.vol*e.vol);return{...e,rd:Math.min(350,t*is)}}let i=0,a=0;for(let e of t){let t=(e.rating-1500)/is,r=as(e.rd/is),o=1/(1+Math.exp(-r*(n-t)));i+=r*r*o*(1-o),a+=r*(e.score-o)}let o=1/i,s=o*a,c=Math.log(e.vol*e.vol),l=e=>{let t=Math.exp(e),n=r*r+o+t;return t*(s*s-r*r-o-t)/(2*n*n)-(e-c)/(rs*rs)},u=c,d;if(s*s>r*r+o)d=Math.log(s*s-r*r-o);else{let e=1;for(;l(c-e*rs)<0;)e+=1;d=c-e*rs}let f=l(u),p=l(d);for(let e=0;e<100&&Math.abs(d-u)>1e-6;e++){let e=u+(u-d)*f/(p-f),t=l(e);t*p<=0?(u=d,f=p):f/=2,d=e,p=t}let m=Math.exp(u/2),h=Math.sqrt(r*r+m*m),g=1/Math.sqrt(1/(h*h)+1/o);return{rating:(n+g*g*a)*is+1500,rd:Math.max(30,g*is),vol:m}}var ss=`quartet.puzzleRating`;function cs(e){try{let t=JSON.parse(localStorage.getItem(ss)??`{}`)[e];if(t&&Number.isFinite(t.rating)&&Number.isFinite(t.rd)&&Number.isFinite(t.vol))return t}catch{}return ns}function ls(e,t){let n={};try{n=JSON.parse(localStorage.getItem(ss)??`{}`)}catch{n={}}n[e]=t,localStorage.setItem(ss,JSON.stringify(n))}var us=`quartet.puzzlesSeen`;function ds(){try{let e=JSON.parse(localStorage.getItem(us)??`[]`);return Array.isArray(e)?e.filter(e=>typeof e==`string`).slice(-40):[]}catch{return[]}}function fs(e){let t=ds().filter(t=>t!==e);t.push(e),localStorage.setItem(us,JSON.stringify(t.slice(-40)))}var ps=class{constructor(e,t){x(this,`daily`,void 0),x(this,`element`,E(`main`,{class:`learn puzzles-page`})),x(this,`task`,null),x(this,`onKey`,e=>{this.task?.key(e)&&e.preventDefault()}),x(this,`game`,void 0),this.daily=t,this.game=e??ui[0].tag,document.title=B.title(B.puzzles.heading),document.addEventListener(`keydown`,this.onKey),this.load()}destroy(){document.removeEventListener(`keydown`,this.onKey)}header(){let e=cs(this.game),t=E(`div`,{class:`puzzle-games`,role:`group`},...ui.map(e=>E(`a`,{href:`/puzzles/${e.tag}`,"data-link":!0,class:e.tag===this.game?`current`:null,"aria-current":e.tag===this.game?`page`:null},e.texts.name)));return[Jo({page:`puzzles`,game:null}),E(`h1`,{},B.puzzles.heading),E(`p`,{},B.puzzles.intro),t,E(`p`,{class:`puzzle-rating`},B.puzzles.rating(e.rating,e.rd)),E(`p`,{class:`puzzle-buttons`},E(`a`,{href:`/puzzles/${this.game}/daily`,"data-link":!0,class:`button`},B.puzzles.daily),` `,E(`button`,{class:`primary next-puzzle`,onclick:()=>this.again()},B.puzzles.next))]}again(){this.daily?G(`/puzzles/${this.game}`):this.load()}async load(){this.element.replaceChildren(...this.header(),E(`p`,{},B.loading));try{let e=R(this.game),t=cs(this.game),n=this.daily?await Uo.dailyPuzzle(this.game):await Uo.nextPuzzle(this.game,t.rating,ds());this.show(n,e.texts.seatName(n.task.seat)??ht(n.task.seat))}catch(e){this.element.replaceChildren(...this.header(),E(`p`,{class:`error`,role:`alert`},e instanceof S||e instanceof Error?e.message:String(e)))}}show(e,t){let n=R(this.game),r=Xo(),i=!ds().includes(e.id),a={tries:e.tries,solved:e.solved},o=E(`p`,{class:`puzzle-meta`},B.puzzles.puzzleRating(e.rating,a.tries,a.solved)),s=new Zo(n,e.task,{judge:t=>Uo.tryPuzzle(e.id,t),say:(e,t)=>r.say(e,t),ended:t=>{let s=t.verdict===`solved`;if(a.tries+=1,s&&(a.solved+=1),o.textContent=B.puzzles.puzzleRating(e.rating,a.tries,a.solved),r.say(s?B.puzzles.solved:B.puzzles.failed,s?`good`:`bad`),t.solution&&r.say(B.puzzles.solution(t.solution.map(e=>n.texts.action(e)).join(`, `)),`info`),i){let t=cs(this.game),n=os(t,[{rating:e.rating,rd:80,score:+!!s}]);ls(this.game,n),fs(e.id),r.say(B.puzzles.change(n.rating-t.rating),s?`good`:`bad`);let i=this.element.querySelector(`.puzzle-rating`);i&&(i.textContent=B.puzzles.rating(n.rating,n.rd))}}});this.task=s,this.element.replaceChildren(...this.header(),E(`article`,{class:`puzzle`,"data-id":e.id,"data-theme":e.theme},e.day?E(`h2`,{},B.puzzles.dayOf(e.day)):null,E(`p`,{class:`puzzle-theme`},E(`strong`,{},wi(e.theme)),` `,B.puzzles.youPlay(t)),o,s.element,r.element))}},ms=640,hs=180,gs=8;function _s(e,t,n=!1){let r=n?e.before.score:e.after.score;return r===null?null:e.seat===t?r:1-r}function vs(e,t){let n=Math.max(e.steps.length,1),r=e=>gs+624*(e+1)/n,i=e=>gs+164*(1-e),a=D(`svg`,{class:`review-chart`,viewBox:`0 0 ${ms} ${hs}`,role:`img`});a.append(D(`title`,{},e.players===2?B.review.chart:B.review.chartMany),D(`rect`,{x:0,y:0,width:ms,height:hs,class:`chart-back`}),D(`line`,{x1:gs,x2:632,y1:i(.5),y2:i(.5),class:`chart-draw`}));let o=e.players===2?[0]:Array.from({length:e.players},(e,t)=>t);for(let n of o){let o=``,s=!1,c=e.players===2&&e.steps[0]?_s(e.steps[0],0,!0):null;c!==null&&(o=`M${gs},${i(c).toFixed(1)}`,s=!0),e.steps.forEach((t,a)=>{if(e.players!==2&&t.seat!==n)return;let c=e.players===2?_s(t,0):t.after.score;c===null?s=!1:(o+=`${s?`L`:`M`}${r(a).toFixed(1)},${i(c).toFixed(1)}`,s=!0)}),o&&a.append(D(`path`,{d:o,class:`chart-line seat-${n}`,"aria-label":t(n)}))}return e.steps.forEach((t,n)=>{let o=e.players===2?_s(t,0):t.after.score;t.severity&&o!==null&&a.append(D(`circle`,{cx:r(n),cy:i(o),r:5,class:`chart-mark ${t.severity}`,"data-ply":t.ply},D(`title`,{},`${t.ply+1}: ${Ti(t.severity)}`)))}),a}var ys=class{constructor(e){x(this,`id`,void 0),x(this,`element`,E(`main`,{class:`learn review-page`})),x(this,`task`,null),x(this,`onKey`,e=>{this.task?.key(e)&&e.preventDefault()}),this.id=e,this.element.append(E(`p`,{},B.loading)),document.addEventListener(`keydown`,this.onKey),this.load()}destroy(){document.removeEventListener(`keydown`,this.onKey)}back(){return E(`nav`,{class:`learn-nav`},E(`a`,{href:`/game/${this.id}`,"data-link":!0},B.review.back))}async load(){try{let e=await Uo.review(this.id),t=R(e.game);this.show(e,t)}catch(e){let t=e instanceof S&&e.code===`not_over`?B.review.notOver:e instanceof Error?e.message:String(e);this.element.replaceChildren(this.back(),E(`p`,{class:`error`,role:`alert`},t))}}show(e,t){let n=e=>t.texts.seatName(e)??ht(e);document.title=B.title(B.review.heading(t.texts.name));let r=E(`section`,{class:`review-again`}),i=e.steps.filter(e=>e.severity),a=e.steps.map(i=>E(`li`,{class:`review-step${i.severity?` ${i.severity}`:``}`,"data-ply":i.ply},E(`span`,{class:`step-ply`},`${i.ply+1}.`),` `,E(`span`,{class:`step-action`},`${n(i.seat)} ${t.texts.action(i.action)}`),` `,E(`span`,{class:`step-value`},B.review.value(Ci(i.before),Ci(i.after))),i.severity?E(`span`,{class:`badge ${i.severity}`},Ti(i.severity)):null,i.severity&&i.best.length>0?E(`p`,{class:`step-best`},B.review.best(i.best.map(e=>t.texts.action(e)).join(`, `))):null,i.why?E(`p`,{class:`step-why`},Si(e.game,i.why)):null,i.task?E(`button`,{class:`play-again`,onclick:()=>this.playAgain(e,t,i,r)},B.review.playAgain):null));this.element.replaceChildren(this.back(),E(`h1`,{},B.review.heading(t.texts.name)),E(`p`,{class:`review-by`},B.review.by(e.judge,e.elapsed_ms)),E(`figure`,{class:`review-figure`},vs(e,n),E(`figcaption`,{},e.players===2?B.review.chart:B.review.chartMany)),E(`p`,{class:`review-summary`},B.review.mistakes(i.length)),r,E(`ol`,{class:`review-steps`},...a))}playAgain(e,t,n,r){if(!n.task)return;let i=Xo();this.task=new Zo(t,n.task,{judge:t=>Uo.tryMistake(e.id,n.ply,t),say:(e,t)=>i.say(e,t),ended:e=>{i.say(e.verdict===`solved`?B.puzzles.solved:B.puzzles.failed,e.verdict===`solved`?`good`:`bad`),e.solution&&i.say(B.puzzles.solution(e.solution.map(e=>t.texts.action(e)).join(`, `)),`info`)}}),r.replaceChildren(E(`h2`,{},`${B.review.playAgain} (${n.ply+1}.)`),E(`p`,{},`${t.texts.seatName(n.seat)??ht(n.seat)}: ${n.why?Si(e.game,n.why):``}`),this.task.element,i.element),r.scrollIntoView()}},bs=class{constructor(e){x(this,`game`,void 0),x(this,`element`,E(`main`,{class:`learn rules-page`})),this.game=e,this.element.append(Jo({page:`rules`,game:e}),E(`p`,{},B.loading)),this.load()}destroy(){}async load(){try{let e=R(this.game),t=await Uo.rules(this.game);document.title=B.title(t.title);let n=E(`nav`,{class:`rules-contents`,"aria-label":B.contents},E(`h2`,{},B.contents),E(`ol`,{},...t.sections.filter(e=>e.level<=2).map(e=>E(`li`,{},E(`a`,{href:`#${e.id}`,"data-written":``},e.title))))),r=t.sections.map(e=>E(`section`,{id:e.id,class:`rules-section level-${e.level}`},E(e.level<=2?`h2`:`h3`,{"data-written":``},e.title),...Ko(this.game,e.blocks)));this.element.replaceChildren(Jo({page:`rules`,game:this.game}),E(`h1`,{"data-written":``},t.title),...Ko(this.game,t.intro),E(`p`,{},E(`a`,{href:`/learn/${this.game}`,"data-link":!0,class:`button`},B.learnLink(e.texts.name))),n,...r);let i=decodeURIComponent(location.hash.slice(1));i&&document.getElementById(i)?.scrollIntoView()}catch(e){this.element.replaceChildren(Jo({page:`rules`,game:this.game}),E(`p`,{class:`error`,role:`alert`},e instanceof S||e instanceof Error?e.message:String(e)))}}},J=Bo,xs={minutes:{min:1,max:180},increment:{min:0,max:60},seconds:{min:5,max:3600}};function Ss(){let e=ui[0];return{...Object.assign({},...ui.map(e=>lr(e.lobby))),game:e.tag,seats:Array.from({length:e.lobby.seats},(e,t)=>t===0?`me`:`bot`),levels:Array.from({length:e.lobby.seats},()=>`casual`),clock:`none`,custom:{kind:`total`,minutes:5,increment:3,seconds:30},names:[],starts:{}}}function Cs(e){if(e.clock!==`custom`)return e.clock;let t=(e,t)=>Math.max(t.min,Math.min(t.max,Math.round(Number.isFinite(e)?e:t.min))),n=e.custom;if(n.kind===`move`)return`${t(n.seconds,xs.seconds)}s/move`;let r=t(n.minutes,xs.minutes),i=t(n.increment,xs.increment);return i>0?`${r}m+${i}s`:`${r}m`}function ws(e,t){let n=e.seats.indexOf(`me`);return e.seats.map((r,i)=>r===`me`&&(i===n?t:e.names[i]??``).trim()||null)}function Ts(e){return R(e.game).lobby.text(e,e.seats.length)}function Es(e){return e.starts[e.game]?.trim()||void 0}function Ds(e,t){return{game:e.game,rules:Ts(e),clock:Cs(e),seats:js(e),names:ws(e,t),start:Es(e),hints:e.hints===!0||void 0,chat:e.noChat!==!0&&void 0}}function Os(e){let t=new URLSearchParams({game:e.game,rules:Ts(e)}),n=Es(e);return n&&t.set(`start`,n),`/?${t.toString()}`}var ks=400;function As(e,t){let n=pi(t.get(`game`)??``);if(!n)return e;let r=Ps(e,n.tag,void 0),i=t.get(`rules`),a=i===null?null:cr(n.lobby,i,[r.seats.length,2,3,4,5]);if(a){let e=r.seats.slice(0,a.seats);for(;e.length<a.seats;)e.push(`bot`);r={...r,...a.choices,seats:e,levels:e.map((e,t)=>r.levels[t]??`casual`)}}let o=t.get(`start`);return o!==null&&(r={...r,starts:{...r.starts,[n.tag]:o.slice(0,ks)}}),r}function js(e){return e.seats.map((t,n)=>t===`bot`?{bot:e.levels[n]}:t)}function Ms(e){let t=e?.levels??[];return t.includes(`casual`)?`casual`:t[0]??`casual`}function Ns(e,t){return e?e.players:{min:t,max:t}}function Ps(e,t,n){let r=R(t),i=t===e.game?e.seats.length:Math.max(e.seats.length,r.lobby.seats),{min:a,max:o}=Ns(n,r.lobby.seats),s=Math.max(a,Math.min(o,i)),c=e.seats.slice(0,s);for(;c.length<s;)c.push(`bot`);let l=c.map((t,r)=>{let i=e.levels[r];return n?.levels.includes(i)?i:Ms(n)});return{...e,game:t,seats:c,levels:l}}function Fs(e,t){return Ps({...e,levels:e.levels.map(()=>Ms(t))},e.game,t)}function Is(e,t){let n=t===`bot`?`bot`:t===`friend`?`invite`:t===`device`?`me`:`open`;return{...e,seats:e.seats.map((e,t)=>t===0?`me`:n)}}function Ls(e,t,n){return t?{...e,seats:[...e.seats,`bot`],levels:[...e.levels,Ms(n)]}:{...e,seats:e.seats.slice(0,-1),levels:e.levels.slice(0,-1)}}var Rs=class{constructor(e){x(this,`showError`,void 0),x(this,`element`,E(`form`,{class:`new-game`,"aria-label":J.formLabel})),x(this,`form`,As(Ss(),new URLSearchParams(location.search))),x(this,`meta`,null),x(this,`busy`,!1),x(this,`startOpen`,new URLSearchParams(location.search).has(`start`)),x(this,`linkSaid`,``),this.showError=e,this.element.addEventListener(`submit`,e=>{e.preventDefault(),this.create()}),this.render()}setMeta(e){this.meta=e,this.update(Fs(this.form,this.gameMeta()))}gameMeta(e=this.form.game){return this.meta?.games.find(t=>t.game===e)}update(e){this.form=e,this.render()}render(){let e=this.form;O(this.element),this.element.append(E(`fieldset`,{class:`game-choice`},E(`legend`,{},J.game),...ui.map(t=>E(`label`,{class:`game-option${e.game===t.tag?` chosen`:``}`},E(`input`,{type:`radio`,name:`game`,value:t.tag,checked:e.game===t.tag,onchange:()=>this.update(Ps(this.form,t.tag,this.gameMeta(t.tag)))}),E(`strong`,{},t.texts.name),E(`span`,{class:`small`},t.texts.blurb)))));let t=R(e.game),n=E(`fieldset`,{class:`rules-choice`},E(`legend`,{},J.rules),E(`p`,{class:`small`},E(`a`,{href:`/rules/${e.game}`,"data-link":!0,class:`rules-link`},J.rulesOf(t.texts.name))));for(let r of t.lobby.options){let t=this.optionInput(r),i=r.kind!==`note`&&r.anchor?{anchor:r.anchor,label:r.label}:null;n.append(i?E(`div`,{class:`option-row`},t,E(`a`,{href:`/rules/${e.game}#${i.anchor}`,"data-link":!0,class:`rule-help`,title:J.explained,"aria-label":J.explainedOption(i.label)},`?`)):t)}n.append(this.check(`hints`,`hints`,`hints-option`,J.hints),this.check(`no-chat`,`noChat`,`chat-option`,J.noChat)),this.element.append(n),this.element.append(this.startInput()),this.element.append(this.clockInput()),this.element.append(this.seatsInput());let r=E(`input`,{name:`name`,value:Oo(),maxlength:40,placeholder:J.namePlaceholder,"aria-label":J.nameLabel,onchange:e=>ko(e.target.value)});this.element.append(E(`div`,{class:`create-row`},r,E(`button`,{type:`submit`,class:`primary`,disabled:this.busy},J.create)))}check(e,t,n,r){return E(`label`,{class:`check ${n}`},E(`input`,{type:`checkbox`,name:e,checked:this.form[t]===!0,onchange:e=>this.form={...this.form,[t]:e.target.checked}}),` ${r}`)}startInput(){let e=this.form.game,t=this.form.starts[e]??``,n=E(`span`,{class:`small`,role:`status`},this.linkSaid),r=t=>{this.form={...this.form,starts:{...this.form.starts,[e]:t}},this.linkSaid=``,n.textContent=``},i,a=E(`input`,{name:`start`,value:t,placeholder:this.gameMeta()?.start??``,spellcheck:`false`,autocomplete:`off`,"aria-label":J.startLabel,"aria-describedby":`start-help`,oninput:()=>{r(a.value),i?.show(a.value)}});i=R(e).editor?.(t,e=>{a.value=e,r(e)});let o=E(`details`,{class:`start-choice`,open:this.startOpen||t.trim()!==``},E(`summary`,{},J.startSummary),a,E(`p`,{class:`small`,id:`start-help`},J.startHelp),i?.element,E(`p`,{class:`start-link`},E(`button`,{type:`button`,onclick:()=>void this.copyLink(n)},J.startCopyLink),` `,n));return o.addEventListener(`toggle`,()=>this.startOpen=o.open),o}async copyLink(e){let t=Os(this.form);history.replaceState(history.state,``,t);try{await navigator.clipboard.writeText(`${location.origin}${t}`),this.linkSaid=J.startLinkCopied}catch{this.linkSaid=J.startLinkByHand}e.textContent=this.linkSaid}clockInput(){let e=this.form,t=this.meta?.clocks??[`none`,`1m/move`,`30s/move`,`5m`,`5m+3s`,`10m+5s`],n=E(`select`,{name:`clock`,"aria-label":J.clockLabel,onchange:e=>this.update({...this.form,clock:e.target.value})},...t.map(t=>E(`option`,{value:t,selected:t===e.clock},t===`none`?J.noClock:xt(t))),E(`option`,{value:`custom`,selected:e.clock===`custom`},J.customClock)),r=E(`fieldset`,{class:`clock-choice`},E(`legend`,{},J.clock),n);if(e.clock!==`custom`)return r;let i=e.custom,a=e=>this.form={...this.form,custom:{...this.form.custom,...e}},o=(e,t,n,r,i)=>E(`label`,{class:`number`},E(`input`,{type:`number`,name:e,value:n,min:r.min,max:r.max,step:1,inputmode:`numeric`,onchange:e=>a({[i]:Number(e.target.value)})}),` ${t}`),s=(e,t)=>E(`label`,{class:`check`},E(`input`,{type:`radio`,name:`clock-kind`,value:e,checked:i.kind===e,onchange:()=>this.update({...this.form,custom:{...this.form.custom,kind:e}})}),` ${t}`);return r.append(E(`div`,{class:`custom-clock`},s(`total`,J.custom.total),s(`move`,J.custom.perMove),i.kind===`total`?E(`span`,{class:`clock-numbers`},o(`clock-minutes`,J.custom.minutes,i.minutes,xs.minutes,`minutes`),` + `,o(`clock-increment`,J.custom.increment,i.increment,xs.increment,`increment`)):E(`span`,{class:`clock-numbers`},o(`clock-seconds`,J.custom.seconds,i.seconds,xs.seconds,`seconds`)))),r}optionInput(e){let t=(e,t)=>this.form={...this.form,[e]:t},n=(e,t,n,r)=>E(`label`,{class:`check`},E(`input`,{type:`checkbox`,name:r,checked:t,onchange:e=>{n(e.target.checked),this.render()}}),` ${e}`);switch(e.kind){case`flag`:return n(e.label,ar(this.form,e.key),n=>t(e.key,n),e.name);case`set`:{let r={...this.form[e.key]??{}};return E(`div`,{class:`attrs`},E(`span`,{},e.label),...e.items.map(i=>n(i.label,r[i.value]===!0,n=>{r[i.value]=n,e.items.some(e=>r[e.value])||(r[i.value]=!0),t(e.key,r)},i.name)))}case`choice`:return E(`label`,{},`${e.label} `,E(`select`,{name:e.name,"aria-label":e.label,onchange:n=>t(e.key,n.target.value)},...e.items.map(t=>E(`option`,{value:t.value,selected:t.value===or(this.form,e)},t.label))));case`note`:return E(`p`,{class:`small`},e.text)}}seatsInput(){let e=this.form,t=this.gameMeta(),n=t?.levels??[`beginner`,`casual`,`strong`,`strongest`],r=E(`fieldset`,{class:`seats-choice`},E(`legend`,{},J.seats));r.append(E(`div`,{class:`presets`},...[`bot`,`friend`,`device`,`anyone`].map(e=>E(`button`,{type:`button`,onclick:()=>this.update(Is(this.form,e))},J.presets[e])))),e.seats.forEach((t,i)=>{let a=E(`select`,{name:`seat-${i}`,"aria-label":J.seatLabel(i),onchange:e=>{let t=[...this.form.seats];t[i]=e.target.value,this.update({...this.form,seats:t})}},...[`me`,`bot`,`invite`,`open`].map(e=>E(`option`,{value:e,selected:t===e},J.seatChoice[e]))),o=E(`div`,{class:`seat-row`},E(`span`,{class:`seat-label`},J.seat(i)),a);t===`me`&&i!==e.seats.indexOf(`me`)&&o.append(E(`input`,{name:`seat-name-${i}`,value:e.names[i]??``,maxlength:40,placeholder:J.otherPlayerName(i),"aria-label":J.otherPlayerName(i),onchange:e=>{let t=[...this.form.names];t[i]=e.target.value,this.form={...this.form,names:t}}})),t===`bot`&&o.append(E(`select`,{name:`level-${i}`,"aria-label":J.levelLabel(i),onchange:e=>{let t=[...this.form.levels];t[i]=e.target.value,this.form={...this.form,levels:t}}},...n.map(t=>E(`option`,{value:t,selected:t===e.levels[i]},J.level(t))))),r.append(o)});let{min:i,max:a}=Ns(t,e.seats.length);return i<a&&r.append(E(`div`,{class:`seat-count`},E(`button`,{type:`button`,disabled:e.seats.length<=i,onclick:()=>this.update(Ls(this.form,!1,t))},J.fewerSeats),E(`button`,{type:`button`,disabled:e.seats.length>=a,onclick:()=>this.update(Ls(this.form,!0,t))},J.moreSeats),E(`span`,{class:`small`},J.players(e.seats.length)))),r}async create(){if(this.busy)return;this.busy=!0,this.showError(null);let e=this.form,t=this.element.querySelector(`input[name=name]`)?.value.trim()??``;ko(t);try{let n=await T.create(Ds(e,t));Eo(n.id,e.game,n.tokens,n.invites),G(`/game/${n.id}`)}catch(e){this.showError(e)}finally{this.busy=!1}}},Y=Bo;function zs(e,t=null){let n=e.plies.length-1;return{ply:t?Math.min(t.ply,n):n,seats:Array.from({length:e.players},(n,r)=>{let i=t?.bots[r]??null;return{choice:i===null?`me`:`bot`,level:i??`casual`,name:e.names[r]??``}})}}function Bs(e,t){return{record:e,ply:t.ply,seats:t.seats.map(e=>e.choice===`bot`?{bot:e.level}:e.choice),names:t.seats.map(e=>e.choice===`bot`?null:e.name.trim()||null)}}var Vs=class{constructor(){x(this,`element`,E(`section`,{class:`panel import`})),x(this,`text`,E(`textarea`,{rows:5,name:`record`,placeholder:Y.recordPlaceholder,"aria-label":Y.recordLabel})),x(this,`planEl`,E(`div`,{class:`import-plan`})),x(this,`error`,E(`p`,{class:`error`,role:`alert`})),x(this,`preview`,null),x(this,`plan`,null),x(this,`meta`,null),x(this,`timer`,null),x(this,`asked`,``);let e=E(`input`,{type:`file`,accept:`.txt,.qrt,text/plain`,"aria-label":Y.fileLabel});e.addEventListener(`change`,()=>{let t=e.files?.[0];t&&t.text().then(e=>{this.text.value=e,this.read()})}),this.text.addEventListener(`input`,()=>{this.timer&&clearTimeout(this.timer),this.timer=setTimeout(()=>this.read(),400)}),this.element.append(E(`h2`,{},Y.importHeading),E(`p`,{class:`small`},Y.importHelp),this.text,E(`div`,{class:`create-row`},e,E(`button`,{class:`primary`,onclick:()=>void this.importNow()},Y.importButton)),this.planEl,this.error);let t=_i();t&&(this.text.value=t.record,this.read(t)),mo().then(e=>{this.meta=e,this.draw()}).catch(()=>{})}destroy(){this.timer&&clearTimeout(this.timer)}read(e=null){let t=this.text.value;t.trim()!==``&&t!==this.asked&&(this.asked=t,T.previewRecord(t).then(n=>{this.text.value===t&&(this.preview=n,this.plan=zs(n,e),this.error.textContent=``,this.draw(),e&&this.element.scrollIntoView({block:`start`}))}).catch(e=>{this.text.value===t&&(this.preview=null,this.plan=null,this.draw(),this.error.textContent=e instanceof S?e.message:String(e))}))}update(e){this.plan=e,this.draw()}draw(){O(this.planEl);let e=this.preview,t=this.plan;if(!e||!t)return;let n=pi(e.game),r=e.plies.length-1,i=e.plies[t.ply];this.planEl.append(E(`p`,{class:`import-summary`},Y.importSummary(n?.texts.name??e.name,n?n.texts.rules(e.rules):e.rules,r)));let a=E(`input`,{type:`range`,min:0,max:r,value:t.ply,name:`import-ply`,"aria-label":Y.importPointLabel});a.addEventListener(`input`,()=>{let e=Number(a.value);this.plan&&(this.plan={...this.plan,ply:e}),o.textContent=Y.importPoint(e,r),s.replaceChildren(this.diagram(e))});let o=E(`span`,{class:`import-point`,"data-ply":String(t.ply)},Y.importPoint(t.ply,r)),s=E(`div`,{class:`import-diagram`},this.diagram(t.ply));this.planEl.append(E(`label`,{class:`import-slider`},o,a),s),i&&e.over&&t.ply===r&&this.planEl.append(E(`p`,{class:`small`},Y.importFinished));let c=this.meta?.games.find(t=>t.game===e.game)?.levels??[`beginner`,`casual`,`strong`,`strongest`];t.seats.forEach((e,t)=>{let n=(e,n=!0)=>{if(!this.plan)return;let r=this.plan.seats.map((n,r)=>r===t?{...n,...e}:n);n?this.update({...this.plan,seats:r}):this.plan={...this.plan,seats:r}},r=E(`select`,{name:`import-seat-${t}`,"aria-label":Y.seatLabel(t),onchange:e=>n({choice:e.target.value})},...[`me`,`bot`,`invite`,`open`].map(t=>E(`option`,{value:t,selected:e.choice===t},Y.seatChoice[t]))),i=E(`div`,{class:`import-seat`},E(`span`,{class:`seat-label`},Y.seat(t)),r);e.choice===`bot`?i.append(E(`select`,{name:`import-level-${t}`,"aria-label":Y.levelLabel(t),onchange:e=>n({level:e.target.value},!1)},...c.map(t=>E(`option`,{value:t,selected:t===e.level},Y.level(t))))):i.append(E(`input`,{name:`import-name-${t}`,value:e.name,maxlength:40,placeholder:Y.importNameOf(t),"aria-label":Y.importNameOf(t),onchange:e=>n({name:e.target.value},!1)})),this.planEl.append(i)})}diagram(e){let t=this.preview,n=t?.plies[e],r=t?pi(t.game):void 0;if(!t||!n||!r)return E(`span`);try{return r.diagram({position:n.view,rules:t.rules,history:t.plies.slice(1,e+1).map(e=>({seat:e.seat??0,action:e.action??``,at:0})),highlights:n})}catch{return E(`span`)}}async importNow(){this.error.textContent=``;let e=this.text.value;try{let t=await T.importRecord(this.plan&&this.preview?Bs(e,this.plan):{record:e});Eo(t.id,t.state.game,t.tokens,t.invites),G(`/game/${t.id}`)}catch(e){this.error.textContent=e instanceof S?e.message:String(e)}}},X={name:null,csrf:null,lang:null},Hs=null,Us=new Set;function Ws(e){X={name:e.name??null,csrf:e.csrf??null,lang:e.lang??null},Ot(X.csrf);let t=Ve.find(e=>e===X.lang),n=typeof location<`u`&&new URLSearchParams(location.search).has(`lang`);t&&t!==et()&&!n&&rt(t).catch(()=>{});for(let e of Us)e();return X}st(()=>{let e=et();X.name!==null&&e!==X.lang&&Ve.some(t=>t===e)&&(X={...X,lang:e},C(`PUT`,`/api/session/lang`,{lang:e}).catch(()=>{}))});function Gs(){return X.name}function Ks(e=!1){return(!Hs||e)&&(Hs=C(`GET`,`/api/session`).then(Ws).catch(()=>X)),Hs}function qs(e){return Us.add(e),()=>Us.delete(e)}async function Js(e,t){return Ws(await C(`POST`,`/api/accounts`,{name:e,password:t}))}async function Ys(e,t){return Ws(await C(`POST`,`/api/session`,{name:e,password:t}))}async function Xs(){await C(`DELETE`,`/api/session`),Ws({name:null,csrf:null,lang:null})}async function Zs(){let e=await C(`DELETE`,`/api/sessions`);return Ws({name:null,csrf:null,lang:null}),e.sessions_ended}async function Qs(e){await C(`DELETE`,`/api/account`,{password:e}),Ws({name:null,csrf:null,lang:null})}function $s(){return wo().flatMap(e=>e.tokens.map(t=>({game:e.id,token:t.token}))).slice(0,200)}async function ec(){let e=$s();return e.length===0?0:(await C(`POST`,`/api/account/claim`,{seats:e})).claimed}var Z={get account(){return y(`players-account`)},get signIn(){return y(`players-sign-in`)},get signUp(){return y(`players-sign-up`)},get signInTitle(){return y(`players-sign-in-title`)},get signUpTitle(){return y(`players-sign-up-title`)},get name(){return y(`players-name`)},get password(){return y(`players-password`)},get signUpHint(){return y(`players-sign-up-hint`)},get toSignUp(){return y(`players-to-sign-up`)},get toSignIn(){return y(`players-to-sign-in`)},tryAgainIn:e=>y(`players-try-again-in`,{seconds:e}),signedInAs:e=>y(`players-signed-in-as`,{name:e}),get signOut(){return y(`players-sign-out`)},get signOutEverywhere(){return y(`players-sign-out-everywhere`)},signedOutEverywhere:e=>y(`players-signed-out-everywhere`,{count:e}),get deleteAccount(){return y(`players-delete-account`)},get deleteExplain(){return y(`players-delete-explain`)},get deleteConfirm(){return y(`players-delete-confirm`)},get deleted(){return y(`players-deleted`)},claimOffer:e=>y(`players-claim-offer`,{count:e}),get claim(){return y(`players-claim`)},get notNow(){return y(`players-not-now`)},claimed:e=>y(`players-claimed`,{count:e}),get cancel(){return y(`players-cancel`)},get yourPage(){return y(`players-your-page`)},get yourGames(){return y(`players-your-games`)},get deletedPlayer(){return y(`players-deleted-player`)},get loading(){return y(`players-loading`)},noSuchPlayer:e=>y(`players-no-such-player`,{name:e}),memberSince:e=>y(`players-member-since`,{date:e}),get ratings(){return y(`players-ratings`)},get noRatings(){return y(`players-no-ratings`)},get ratingClass(){return y(`players-rating-class`)},get rating(){return y(`players-rating`)},get games(){return y(`players-games`)},get provisional(){return y(`players-provisional`)},get provisionalNote(){return y(`players-provisional-note`)},deviation:e=>y(`players-deviation`,{deviation:ut(e)}),get chartTitle(){return y(`players-chart-title`)},get date(){return y(`players-date`)},chartPoint:(e,t,n)=>y(`players-chart-point`,{class_name:e,rating:t,date:n}),get recentGames(){return y(`players-recent-games`)},get noGames(){return y(`players-no-games`)},get guest(){return y(`players-guest`)},get against(){return y(`players-against`)},get casual(){return y(`players-casual`)},outcome:e=>({open:y(`players-outcome-open`),live:y(`players-outcome-live`),aborted:y(`players-outcome-aborted`),cancelled:y(`players-outcome-cancelled`),won:y(`players-outcome-won`),lost:y(`players-outcome-lost`),drawn:y(`players-outcome-drawn`)})[e]??e,family:e=>e===`standard`?y(`players-family-standard`):e===`squares`?y(`players-family-squares`):e,familyPlayers:e=>y(`players-family-players`,{players:e}),familyTraits:(e,t)=>y(`players-family-traits`,{family:e,traits:t}),speed:e=>({blitz:()=>y(`players-speed-blitz`),rapid:()=>y(`players-speed-rapid`),classical:()=>y(`players-speed-classical`),correspondence:()=>y(`players-speed-correspondence`)})[e]?.()??e,get notifySound(){return y(`players-notify-sound`)},get noGamesYet(){return y(`players-no-games-yet`)},gamesWaiting:e=>y(`players-games-waiting`,{count:e}),get yourTurn(){return y(`players-your-turn`)},get theirTurn(){return y(`players-their-turn`)},get drawOffered(){return y(`players-draw-offered`)},get takeBackAsked(){return y(`players-take-back-asked`)},get challengeFrom(){return y(`players-challenge-from`)},get answerInLobby(){return y(`players-answer-in-lobby`)}};function tc(e){return e instanceof S?e.status===429&&e.retryAfter!==null?Z.tryAgainIn(e.retryAfter):e.message:String(e)}function nc(e,t){let n=E(`div`,{class:`account-panel`}),r=E(`details`,{class:`account-menu`},e,n);return r.addEventListener(`toggle`,()=>{r.open&&!n.firstChild&&n.append(...t())}),r}var rc=class{constructor(){x(this,`element`,E(`nav`,{class:`account-bar`,"aria-label":Z.account})),x(this,`notice`,E(`p`,{class:`account-notice small`,role:`status`})),x(this,`home`,E(`a`,{href:`/`,"data-link":``,class:`home-link`},`Quartet`)),x(this,`learn`,E(`a`,{"data-link":``,class:`learn-link`})),x(this,`space`,E(`span`,{class:`account-space`})),x(this,`games`,E(`a`,{href:`/games`,"data-link":``,class:`your-games-link`})),x(this,`menu`,null),x(this,`menuFor`,``),x(this,`path`,``),x(this,`mode`,`in`),x(this,`stop`,void 0),this.stop=qs(()=>this.draw()),this.draw(),Ks()}destroy(){this.stop()}draw(){let e=Gs(),t=`${tt()} ${this.mode} ${e??``}`;this.menu===null||t!==this.menuFor?(this.menu=e===null?this.signedOutMenu():this.signedInMenu(e),this.menuFor=t):location.pathname!==this.path&&(this.menu.open=!1),this.path=location.pathname;let n=/^\/(?:learn|rules|puzzles)(?:\/([a-z]+))?(?:\/|$)/.exec(location.pathname);this.learn.setAttribute(`href`,`/learn/${n?.[1]??`quarto`}`),n?this.learn.setAttribute(`aria-current`,`page`):this.learn.removeAttribute(`aria-current`),this.learn.textContent=B.lobby.heading,this.games.textContent=Z.yourGames,this.element.setAttribute(`aria-label`,Z.account);let r=e!==null||wo().length>0,i=[this.home,this.learn,this.space,...r?[this.games]:[],this.menu,this.notice],a=this.element.querySelector(`.claim-offer`),o=[...this.element.children].filter(e=>e!==a);(o.length!==i.length||i.some((e,t)=>o[t]!==e))&&this.element.replaceChildren(...i,...a?[a]:[])}say(e){this.notice.textContent=e}signedOutMenu(){let e=E(`p`,{class:`account-error`,role:`alert`}),t=E(`input`,{name:`account-name`,autocomplete:`username`,required:!0,maxlength:20,"aria-label":Z.name}),n=E(`input`,{name:`account-password`,type:`password`,autocomplete:this.mode===`up`?`new-password`:`current-password`,required:!0,"aria-label":Z.password}),r=E(`button`,{type:`submit`,class:`primary`},this.mode===`up`?Z.signUp:Z.signIn),i=E(`form`,{class:`account-form`,"data-mode":this.mode},E(`h2`,{},this.mode===`up`?Z.signUpTitle:Z.signInTitle),E(`label`,{},Z.name,t),E(`label`,{},Z.password,n),this.mode===`up`?E(`p`,{class:`small`},Z.signUpHint):null,r,e,E(`button`,{type:`button`,class:`link-button`,onclick:()=>{this.mode=this.mode===`in`?`up`:`in`,this.draw(),this.element.querySelector(`details`)?.setAttribute(`open`,``)}},this.mode===`up`?Z.toSignIn:Z.toSignUp));return i.addEventListener(`submit`,i=>{i.preventDefault(),e.textContent=``,r.disabled=!0,(this.mode===`up`?Js:Ys)(t.value.trim(),n.value).then(()=>this.offerClaim()).catch(t=>{e.textContent=tc(t),r.disabled=!1})}),nc(E(`summary`,{},Z.signIn),()=>[i])}signedInMenu(e){let t=E(`p`,{class:`account-error`,role:`alert`}),n=e=>e().catch(e=>{t.textContent=tc(e)}),r=E(`input`,{name:`delete-password`,type:`password`,autocomplete:`current-password`,required:!0,"aria-label":Z.password}),i=E(`form`,{class:`account-form delete-account`,hidden:!0},E(`p`,{class:`small`},Z.deleteExplain),E(`label`,{},Z.password,r),E(`button`,{type:`submit`,class:`danger`},Z.deleteConfirm));return i.addEventListener(`submit`,e=>{e.preventDefault(),n(()=>Qs(r.value).then(()=>this.say(Z.deleted)))}),nc(E(`summary`,{"data-account":e,title:e},E(`span`,{class:`account-name`},e)),()=>[E(`p`,{class:`small`},Z.signedInAs(e)),E(`a`,{href:`/player/${encodeURIComponent(e)}`,"data-link":``,class:`button`},Z.yourPage),E(`button`,{type:`button`,onclick:()=>void n(()=>Xs())},Z.signOut),E(`button`,{type:`button`,onclick:()=>void n(()=>Zs().then(e=>this.say(Z.signedOutEverywhere(e))))},Z.signOutEverywhere),E(`button`,{type:`button`,onclick:()=>{i.hidden=!i.hidden,i.hidden||r.focus()}},Z.deleteAccount),i,t])}offerClaim(){let e=new Set($s().map(e=>e.game)).size;if(e===0)return;let t=E(`span`,{class:`account-error`,role:`alert`}),n=E(`div`,{class:`claim-offer`,role:`group`},E(`span`,{},Z.claimOffer(e)),E(`button`,{type:`button`,class:`primary`,onclick:()=>void ec().then(e=>{n.remove(),this.say(Z.claimed(e))}).catch(e=>{t.textContent=tc(e)})},Z.claim),E(`button`,{type:`button`,onclick:()=>n.remove()},Z.notNow),t);this.notice.textContent=``,this.element.append(n)}},ic=encodeURIComponent,ac={pair:e=>C(`POST`,`/api/pairing`,e),pools:()=>C(`GET`,`/api/pairing`),seek:e=>C(`POST`,`/api/seeks`,e),seeks:()=>C(`GET`,`/api/seeks`),acceptSeek:(e,t)=>C(`POST`,`/api/seeks/${ic(e)}/accept`,{name:t,browser:Mo()}),challenge:(e,t)=>C(`POST`,`/api/challenges`,{to:e,...t}),challenges:()=>C(`GET`,`/api/challenges`),acceptChallenge:e=>C(`POST`,`/api/challenges/${ic(e)}/accept`,{}),declineChallenge:e=>C(`POST`,`/api/challenges/${ic(e)}/decline`)};function oc(e){let t=lr(e.lobby),n=[e.lobby.text(t,2)];for(let r of e.lobby.options)r.kind===`flag`&&n.push(e.lobby.text({...t,[r.key]:!r.initial},2));let r=[];for(let t of n)r.some(e=>e.rules===t)||r.push({rules:t,label:e.texts.rules(t)});return r}var Q={get title(){return y(`players-play-title`)},get game(){return y(`players-play-game`)},get rules(){return y(`players-play-rules`)},get clock(){return y(`players-play-clock`)},get noClock(){return y(`players-play-no-clock`)},get ratedGame(){return y(`players-play-rated-game`)},get ratedSignIn(){return y(`players-play-rated-sign-in`)},get rated(){return y(`players-play-rated`)},get casual(){return y(`players-play-casual`)},get quickGame(){return y(`players-play-quick-game`)},get offerSeek(){return y(`players-play-offer-seek`)},get playBot(){return y(`players-play-bot`)},get challengeName(){return y(`players-play-challenge-name`)},get challenge(){return y(`players-play-challenge`)},lookingFor:e=>y(`players-play-looking-for`,{offer:e}),seekOffered:e=>y(`players-play-seek-offered`,{offer:e}),challengeSent:(e,t)=>y(`players-play-challenge-sent`,{name:e,offer:t}),secondsWaited:e=>y(`players-play-seconds-waited`,{seconds:e}),waitingCount:e=>y(`players-play-waiting-count`,{count:e}),get waitLost(){return y(`players-play-wait-lost`)},get cancel(){return y(`players-play-cancel`)},get poolsTitle(){return y(`players-play-pools-title`)},get joinPool(){return y(`players-play-join-pool`)},get seeksTitle(){return y(`players-play-seeks-title`)},get noSeeks(){return y(`players-play-no-seeks`)},get yourSeek(){return y(`players-play-your-seek`)},get guest(){return y(`players-play-guest`)},get accept(){return y(`players-play-accept`)},get decline(){return y(`players-play-decline`)},get challengesTitle(){return y(`players-play-challenges-title`)},get challengeFrom(){return y(`players-play-challenge-from`)},get challengeTo(){return y(`players-play-challenge-to`)},get otherPage(){return y(`players-play-other-page`)}},sc=[300,1500,4e3],cc=class{constructor(e,t){x(this,`ticket`,void 0),x(this,`events`,void 0),x(this,`socket`,void 0),x(this,`done`,!1),x(this,`returns`,0),x(this,`retry`,null),x(this,`since`,Date.now()),this.ticket=e,this.events=t,this.socket=this.open()}open(){let e=location.protocol===`https:`?`wss:`:`ws:`,t=new WebSocket(`${e}//${location.host}/api/pairing/ws`);return t.addEventListener(`open`,()=>t.send(JSON.stringify({type:`wait`,ticket:this.ticket}))),t.addEventListener(`message`,e=>this.heard(String(e.data))),t.addEventListener(`close`,()=>this.lost()),t}heard(e){let t;try{t=JSON.parse(e)}catch{return}t.type===`waiting`?this.events.waiting(t.waiting,t.rating):t.type===`paired`?(this.done=!0,this.events.paired(t)):t.type===`error`&&(this.returns>0&&t.code===`not_found`?this.finish(`closed`,``):this.finish(t.code,t.message,t.detail))}lost(){if(this.done)return;let e=sc[this.returns];e===void 0?this.finish(`closed`,``):(this.returns+=1,this.retry=setTimeout(()=>{this.retry=null,this.done||(this.socket=this.open())},e))}finish(e,t,n){this.done||(this.done=!0,this.events.ended(e,t,n))}cancel(){this.done=!0,this.retry&&clearTimeout(this.retry),this.socket.close(1e3)}},lc=4e3;function uc(e){let t=ui.find(t=>t.tag===e.game);return[t?.texts.name??e.game,t?t.texts.rules(e.rules):e.rules,e.clock===`none`?Q.noClock:xt(e.clock),e.rated?Q.rated:Q.casual].join(` · `)}var dc=class{constructor(){x(this,`element`,E(`section`,{class:`panel play-panel`,"aria-labelledby":`play-title`})),x(this,`game`,E(`select`,{name:`play-game`,"aria-label":Q.game})),x(this,`rules`,E(`select`,{name:`play-rules`,"aria-label":Q.rules})),x(this,`clock`,E(`select`,{name:`play-clock`,"aria-label":Q.clock})),x(this,`rated`,E(`input`,{type:`checkbox`,name:`play-rated`})),x(this,`ratedLabel`,E(`label`,{class:`check`},this.rated,Q.ratedGame)),x(this,`challengeName`,E(`input`,{name:`challenge-name`,autocomplete:`off`,maxlength:20,"aria-label":Q.challengeName,placeholder:Q.challengeName})),x(this,`buttons`,E(`div`,{class:`play-buttons`})),x(this,`waitEl`,E(`div`,{class:`play-wait`,role:`status`,hidden:!0})),x(this,`errorEl`,E(`p`,{class:`error`,role:`alert`})),x(this,`poolsEl`,E(`div`,{class:`play-pools`})),x(this,`seeksEl`,E(`div`,{class:`play-seeks`})),x(this,`challengesEl`,E(`div`,{class:`play-challenges`})),x(this,`waiter`,null),x(this,`waitTimer`,null),x(this,`ownOffer`,null),x(this,`timer`,void 0),x(this,`stops`,[]),x(this,`listsKey`,``);let e=E(`button`,{type:`button`,onclick:()=>void this.playBot()},Q.playBot);this.buttons.append(E(`button`,{type:`button`,class:`primary`,onclick:()=>void this.startPairing()},Q.quickGame),E(`button`,{type:`button`,onclick:()=>void this.startSeek()},Q.offerSeek),e);let t=E(`form`,{class:`play-challenge`},this.challengeName,E(`button`,{type:`submit`},Q.challenge));t.addEventListener(`submit`,e=>{e.preventDefault(),this.startChallenge()}),this.element.append(E(`h2`,{id:`play-title`},Q.title),E(`div`,{class:`play-choice`},this.game,this.rules,this.clock,this.ratedLabel),this.buttons,t,this.waitEl,this.errorEl,this.poolsEl,this.challengesEl,this.seeksEl);for(let e of ui)this.game.append(E(`option`,{value:e.tag},e.texts.name));this.game.addEventListener(`change`,()=>this.fillRules()),this.fillRules(),mo().then(e=>this.setMeta(e)).catch(e=>this.showError(e)),this.stops.push(qs(()=>this.sessionChanged())),this.sessionChanged();let n=()=>void this.refresh();window.addEventListener(`focus`,n),this.stops.push(()=>window.removeEventListener(`focus`,n)),this.timer=setInterval(n,lc),this.refresh()}destroy(){clearInterval(this.timer),this.stopWaiting();for(let e of this.stops)e()}setMeta(e){for(let t of[...this.game.options]){let n=e.games.find(e=>e.game===t.value);n&&(n.players.min>2||n.players.max<2)&&t.remove()}O(this.clock);for(let t of e.clocks)this.clock.append(E(`option`,{value:t},t===`none`?Q.noClock:xt(t)));let t=e.clocks.find(e=>e!==`none`);t&&(this.clock.value=t)}fillRules(){O(this.rules);for(let e of oc(R(this.game.value)))this.rules.append(E(`option`,{value:e.rules},e.label))}sessionChanged(){let e=Gs();this.rated.disabled=e===null,e===null&&(this.rated.checked=!1),this.ratedLabel.title=e===null?Q.ratedSignIn:``,this.challengeName.closest(`form`)?.toggleAttribute(`hidden`,e===null),this.listsKey=``,this.refresh()}choice(){let e=Gs()===null&&Oo()||void 0;return{game:this.game.value,rules:this.rules.value,clock:this.clock.value,rated:this.rated.checked||void 0,name:e,browser:Mo()}}showError(e){this.errorEl.textContent=e===null?``:tc(e)}enter(e,t){this.stopWaiting(),Eo(t.game,e,[{seat:t.seat,token:t.token}]),G(`/game/${t.game}`)}async startPairing(e){let t=this.choice(),n=e?{game:e.game,rules:e.rules,clock:e.clock,rated:e.rated||void 0,name:t.name,browser:t.browser}:t;await this.wait(`pairing`,n,()=>ac.pair(n))}async startSeek(){let e=this.choice();await this.wait(`seek`,e,()=>ac.seek(e))}async startChallenge(){let e=this.challengeName.value.trim();if(!e)return;let t=this.choice();delete t.name,delete t.browser,await this.wait(`challenge`,t,()=>ac.challenge(e,t),e)}async playBot(){this.showError(null);let e=this.game.value;try{let t=await T.create({game:e,rules:this.rules.value,clock:this.clock.value,seats:[`me`,{bot:`casual`}],name:Oo()||void 0});Eo(t.id,e,t.tokens,t.invites),G(`/game/${t.id}`)}catch(e){this.showError(e)}}async wait(e,t,n,r){this.showError(null),this.stopWaiting();let i;try{i=await n()}catch(e){this.showError(e);return}this.ownOffer=i.seek??null;let a=E(`span`,{class:`play-waiting-count`}),o=E(`span`,{class:`play-seconds`},Q.secondsWaited(0)),s=e===`pairing`?Q.lookingFor(uc(i.pool)):e===`seek`?Q.seekOffered(uc(i.pool)):Q.challengeSent(r??``,uc(i.pool));this.waitEl.replaceChildren(E(`p`,{class:`play-wait-what`},s),E(`p`,{class:`small`},o,` `,a),E(`button`,{type:`button`,class:`play-cancel`,onclick:()=>this.cancelWait()},Q.cancel)),this.waitEl.hidden=!1,this.buttons.hidden=!0;let c=new cc(i.ticket,{waiting:t=>{e===`pairing`&&(a.textContent=Q.waitingCount(t))},paired:e=>this.enter(t.game,e),ended:(e,t,n)=>{this.stopWaiting(),this.showError(e===`closed`?Q.waitLost:new S(409,e,pt(e,t,null,n)))}});this.waiter=c,this.waitTimer=setInterval(()=>{o.textContent=Q.secondsWaited(Math.floor((Date.now()-c.since)/1e3))},1e3),this.refresh()}cancelWait(){this.stopWaiting(),this.refresh()}stopWaiting(){this.waiter?.cancel(),this.waiter=null,this.ownOffer=null,this.waitTimer&&clearInterval(this.waitTimer),this.waitTimer=null,this.waitEl.hidden=!0,this.buttons.hidden=!1}async accept(e,t){this.showError(null);try{let n=await t();this.enter(e,n)}catch(e){this.showError(e),this.refresh()}}async refresh(){let e,t,n={received:[],made:[]};try{[e,t]=await Promise.all([ac.pools().then(e=>e.pools),ac.seeks().then(e=>e.seeks)]),Gs()!==null&&(n=await ac.challenges())}catch{return}let r=JSON.stringify([e,t,n,this.ownOffer,Gs(),this.waiter!==null]);r!==this.listsKey&&(this.listsKey=r,this.drawPools(e),this.drawSeeks(t),this.drawChallenges(n))}drawPools(e){O(this.poolsEl),e.length!==0&&this.poolsEl.append(E(`h3`,{},Q.poolsTitle),E(`ul`,{class:`play-list`},...e.map(e=>E(`li`,{"data-pool":e.class},E(`span`,{},uc(e)),E(`span`,{class:`small`},Q.waitingCount(e.waiting)),this.waiter||e.rated&&Gs()===null?null:E(`button`,{type:`button`,onclick:()=>void this.startPairing(e)},Q.joinPool)))))}drawSeeks(e){O(this.seeksEl),this.seeksEl.append(E(`h3`,{},Q.seeksTitle)),e.length===0?this.seeksEl.append(E(`p`,{class:`small`},Q.noSeeks)):this.seeksEl.append(E(`ul`,{class:`play-list`},...e.map(e=>{let t=e.id===this.ownOffer,n=e.rated&&e.name?Ha(e.name):E(`span`,{},e.name??Q.guest);return E(`li`,{"data-seek":e.id},E(`span`,{},n,e.rating===null?``:` (${ut(e.rating)})`),E(`span`,{class:`small`},uc(e)),t?E(`span`,{class:`small`},Q.yourSeek):e.rated&&Gs()===null?E(`span`,{class:`small`},Q.ratedSignIn):E(`button`,{type:`button`,onclick:()=>void this.accept(e.game,()=>ac.acceptSeek(e.id,Oo()||void 0))},Q.accept))})))}drawChallenges({received:e,made:t}){if(O(this.challengesEl),e.length===0&&t.length===0)return;this.challengesEl.append(E(`h3`,{},Q.challengesTitle));let n=E(`ul`,{class:`play-list`});for(let t of e)n.append(E(`li`,{"data-challenge":t.id,class:`received`},E(`span`,{},Q.challengeFrom,` `,Ha(t.from)),E(`span`,{class:`small`},uc(t)),E(`button`,{type:`button`,class:`primary`,onclick:()=>void this.accept(t.game,()=>ac.acceptChallenge(t.id))},Q.accept),E(`button`,{type:`button`,onclick:()=>void ac.declineChallenge(t.id).then(()=>this.refresh()).catch(e=>this.showError(e))},Q.decline)));for(let e of t)n.append(E(`li`,{"data-challenge":e.id,class:`made`},E(`span`,{},Q.challengeTo,` `,Ha(e.to)),E(`span`,{class:`small`},uc(e)),e.id===this.ownOffer?E(`button`,{type:`button`,onclick:()=>this.cancelWait()},Q.cancel):E(`span`,{class:`small`},Q.otherPage)));this.challengesEl.append(n)}};function fc(e){return`${Math.round(e.rating)}${e.provisional?`?`:``}`}function pc(e){let t=Math.round(e);return t>0?`+${t}`:t<0?`−${-t}`:`±0`}function mc(e){if(e.status===`open`)return`open`;if(e.status!==`finished`)return`live`;let t=(e.termination??``).split(` `)[0];if(t===`abort`||t===`abandoned`)return`aborted`;if(t===`cancel`)return`cancelled`;let n=/^win (\d+)$/.exec(e.result??``);return n?Number(n[1])===e.seat+1?`won`:`lost`:`drawn`}function hc(e){let t=[];return e.players.forEach((n,r)=>{if(r===e.seat)return;let i=e.accounts[r];i===`deleted`?t.push({kind:`deleted`}):i===`account`&&n?t.push({kind:`account`,name:n}):t.push({kind:`other`,name:n})}),t}function gc(e){let[t=e,n=``,r=``]=e.split(`/`),i=/^(\d+)p$/.exec(n),a=/^([a-z]+)-(\d+)a$/.exec(n);return{game:t,family:i?`players`:a?a[1]:n,traits:a?Number(a[2]):null,players:i?Number(i[1]):null,speed:r}}var $=Bo,_c=30,vc=200;async function yc(e,t){let n=[],r=0;for(;r!==null&&n.length<t;){let i=await T.list(e,Math.min(vc,t-n.length),r);n.push(...i.games),r=i.next}return{games:n,more:r!==null}}function bc(e,t){if(e?.status!==`finished`||!e.termination)return null;let n=e.termination.split(` `)[0];if(t.length!==1||n===`abort`||n===`cancel`||n===`abandoned`)return{ended:n,words:va(n)};let r=mc({status:e.status,result:e.result,termination:e.termination,seat:t[0]});return{ended:n,words:(r===`won`||r===`lost`||r===`drawn`?ya(n,r):null)??Z.outcome(r)}}function xc(e){return e?E(`span`,{class:`small ended`,"data-ended":e.ended},e.words):null}var Sc=class{constructor(){x(this,`element`,E(`main`,{class:`lobby`})),x(this,`errorEl`,E(`p`,{class:`error`,role:`alert`})),x(this,`form`,new Rs(e=>this.showError(e))),x(this,`listsEl`,E(`div`,{class:`lists`})),x(this,`timer`,void 0),x(this,`listsKey`,``),x(this,`shown`,{open:_c,live:_c}),x(this,`switches`,Lo({sound:!1})),x(this,`importPanel`,new Vs),x(this,`playPanel`,new dc),this.element.append(E(`header`,{class:`lobby-header`},E(`div`,{class:`lobby-title`},E(`h1`,{},$.title),this.switches.element),E(`p`,{},$.tagline)),this.playPanel.element,E(`section`,{class:`panel`},E(`h2`,{},$.newGame),this.form.element,this.errorEl),Yo(),this.listsEl,this.importPanel.element),mo().then(e=>this.form.setMeta(e)).catch(e=>this.showError(e)),this.refreshLists(),this.timer=setInterval(()=>void this.refreshLists(),5e3)}destroy(){clearInterval(this.timer),this.switches.destroy(),this.importPanel.destroy(),this.playPanel.destroy()}showError(e){this.errorEl.textContent=e===null?``:e instanceof S?e.message:String(e)}async refreshLists(){let e,t,n=wo().slice(0,8),r;try{[e,t,r]=await Promise.all([yc(`open`,this.shown.open),yc(`live`,this.shown.live),n.length>0?T.listed(n.map(e=>e.id)).then(e=>e.games,()=>[]):Promise.resolve([])])}catch{return}let i=new Map(n.map(e=>[e.id,bc(r.find(t=>t.id===e.id),e.tokens.map(e=>e.seat))])),a=JSON.stringify([[e.games,t.games,n].map(e=>e.map(e=>[e.id,`seats`in e?e.seats:e.tokens,`ply`in e?e.ply:i.get(e.id)??0])),e.more,t.more]);if(a===this.listsKey)return;this.listsKey=a;let o=document.activeElement,s=o instanceof HTMLElement&&this.listsEl.contains(o)?o.dataset.key:void 0;O(this.listsEl),n.length>0&&this.listsEl.append(E(`section`,{class:`panel`},E(`h2`,{},$.yourGames),E(`ul`,{class:`game-list`},...n.map(e=>E(`li`,{},E(`a`,{href:`/game/${e.id}`,"data-link":``,"data-key":`mine:${e.id}`},$.yourGame(pi(e.game)?.texts.name??e.game,e.id)),E(`span`,{class:`small`},$.yourSeats(e.tokens.map(e=>e.seat))),xc(i.get(e.id)??null)))))),this.listsEl.append(this.gameList($.openGames,`open-games`,e,$.noOpenGames,()=>this.more(`open`))),this.listsEl.append(this.gameList($.liveGames,`live-games`,t,$.noLiveGames,()=>this.more(`live`))),s&&this.listsEl.querySelector(`[data-key="${CSS.escape(s)}"]`)?.focus({preventScroll:!0})}more(e){this.shown[e]+=_c,this.refreshLists()}gameList(e,t,{games:n,more:r},i,a){let o=E(`section`,{class:`panel`},E(`h2`,{},e));if(n.length===0)return o.append(E(`p`,{class:`small`},i)),o;let s=E(`ul`,{class:`game-list`,"data-list":t});for(let e of n){let t=pi(e.game);s.append(this.gameRow(e,t))}return o.append(s),r&&o.append(E(`button`,{class:`more-games`,onclick:a,"data-key":`more:${t}`},$.moreGames)),o}gameRow(e,t){let n=$.listedSeat,r=E(`div`,{class:`small`});e.seats.forEach((e,t)=>{t>0&&r.append(` · `),r.append(Wa(e,e.kind===`bot`?n.bot(e.level):e.taken?e.name??n.player(e.seat):e.kind===`open`?n.open:n.invited))});let i=t?t.texts.rules(e.rules):e.rules,a=E(`li`,{"data-game":e.id},E(`strong`,{},t?.texts.name??e.game),E(`span`,{class:`small`},$.listedGame(i,e.clock&&e.clock!==`none`?e.clock:null,e.ply)),r),o=E(`div`,{class:`row-buttons`});if(To(e.id).length>0)o.append(E(`a`,{href:`/game/${e.id}`,"data-link":``,class:`button`,"data-key":`play:${e.id}`},$.play));else{if(e.joinable){let t=()=>T.joinOpen(e.id,Oo()||void 0).then(t=>{Eo(t.id,e.game,[{seat:t.seat,token:t.token}]),G(`/game/${t.id}`)}).catch(e=>this.showError(e));o.append(E(`button`,{onclick:()=>void t(),"data-key":`join:${e.id}`},$.join))}o.append(E(`a`,{href:`/game/${e.id}`,"data-link":``,class:`button`,"data-key":`watch:${e.id}`},$.watch))}return a.append(o),a}};function Cc(e){return{id:e.game.id,game:e.game.kind,seats:[e.game.seat],players:e.game.players,accounts:e.game.accounts,status:e.game.status,toMove:e.to_move,offer:e.offer===`draw`||e.offer===`take_back`?e.offer:null,result:e.game.result,termination:e.game.termination,createdAt:e.game.created_at,needsYou:e.needs_you}}function wc(e){return Cc({game:e,to_move:null,offer:null,needs_you:!1})}function Tc(e){let t=t=>t!==null&&!e.you.includes(t),n=t(e.offers.draw)?`draw`:t(e.offers.take_back)?`take_back`:null,r=e.status===`live`;return{id:e.id,game:e.game,seats:e.you,players:e.seats.map(e=>e.name??null),accounts:e.seats.map(()=>`none`),status:e.status,toMove:e.to_move,offer:n,result:e.result?.result??null,termination:null,createdAt:e.created_at,needsYou:r&&(e.to_move!==null&&e.you.includes(e.to_move)||n!==null)}}function Ec(e,t){let n=new Set(e.map(e=>e.id)),r=[...e,...t.filter(e=>!n.has(e.id))],i=e=>e.needsYou?0:e.status===`finished`?2:1;return r.sort((e,t)=>i(e)-i(t)||t.createdAt-e.createdAt)}function Dc(e,t){return t>0?`(${t}) ${e}`:e}var Oc=15e3,kc=6e4,Ac=`quartet.notify-sound`;function jc(){try{return localStorage.getItem(Ac)===`on`}catch{return!1}}function Mc(e,t){return e.games.filter(e=>e.needs_you).length+t.received.length}function Nc(e,t){let n=e.replace(/^\(\d+\) /,``);return t>0?`(${t}) ${n}`:n}function Pc(e){return!/^\/games\/?$/.test(e)}var Fc=0,Ic=null,Lc=!1;function Rc(){if(!Pc(location.pathname))return Pi(!1);let e=Nc(document.title,Fc);e!==document.title&&(document.title=e),Pi(Fc>0)}async function zc(){Ic!==null&&clearTimeout(Ic),Ic=null;let e=0;if(Gs()!==null&&Pc(location.pathname))try{let[t,n]=await Promise.all([C(`GET`,`/api/account/games`),C(`GET`,`/api/challenges`)]);e=Mc(t,n)}catch{e=Fc}e>Fc&&jc()&&fa(`move`),Fc=e,Rc(),Ic=setTimeout(()=>void zc(),document.visibilityState===`hidden`?kc:Oc)}function Bc(){return Lc||(Lc=!0,qs(()=>void zc()),document.addEventListener(`visibilitychange`,()=>{document.visibilityState===`visible`&&zc()}),new MutationObserver(Rc).observe(document.head,{subtree:!0,childList:!0,characterData:!0})),{again:()=>void zc()}}var Vc=5e3,Hc=12,Uc=class{constructor(){x(this,`element`,E(`main`,{class:`your-games`})),x(this,`list`,E(`div`,{class:`panel`})),x(this,`sound`,E(`input`,{type:`checkbox`,name:`notify-sound`})),x(this,`timer`,void 0),x(this,`stops`,[]),x(this,`waiting`,null),x(this,`key`,``),this.sound.checked=jc(),this.sound.addEventListener(`change`,()=>{try{localStorage.setItem(Ac,this.sound.checked?`on`:`off`)}catch{}}),this.element.append(E(`h1`,{},Z.yourGames),E(`label`,{class:`check notify-switch`},this.sound,Z.notifySound),this.list),this.list.append(E(`p`,{class:`small`},Z.loading));let e=()=>void this.refresh();window.addEventListener(`focus`,e),this.stops.push(()=>window.removeEventListener(`focus`,e),qs(e)),this.timer=setInterval(e,Vc),this.refresh()}destroy(){clearInterval(this.timer);for(let e of this.stops)e();Ni(!1)}async lines(){let e=Gs(),t=[],n=[];if(e!==null){let[r,i,a]=await Promise.all([C(`GET`,`/api/account/games`),C(`GET`,`/api/players/${encodeURIComponent(e)}`),C(`GET`,`/api/challenges`)]);n=a.received,t.push(...r.games.map(Cc)),t.push(...i.games.filter(e=>e.status===`finished`).map(wc))}let r=new Set(t.map(e=>e.id)),i=wo().filter(e=>!r.has(e.id)).slice(0,Hc);return{lines:Ec(t,(await Promise.all(i.map(e=>T.state(e.id,e.tokens.map(e=>e.token)).then(Tc,()=>null)))).filter(e=>e!==null)),challenges:n}}async refresh(){let e,t;try{({lines:e,challenges:t}=await this.lines())}catch{return}let n=e.filter(e=>e.needsYou).length+t.length;this.waiting!==null&&n>this.waiting&&this.sound.checked&&fa(`move`),this.waiting=n,document.title=Dc(`${Z.yourGames} · Quartet`,n),Ni(n>0);let r=JSON.stringify([e,t]);r!==this.key&&(this.key=r,O(this.list),e.length===0&&t.length===0?this.list.append(E(`p`,{class:`small`},Z.noGamesYet)):(n>0&&this.list.append(E(`p`,{class:`needs-you-count`,role:`status`},Z.gamesWaiting(n))),this.list.append(E(`ul`,{class:`profile-games your-games-list`},...t.map(e=>E(`li`,{"data-challenge":e.id,class:`needs-you`},E(`span`,{},Z.challengeFrom,` `,Ha(e.from)),E(`a`,{href:`/`,"data-link":``,class:`game-state`},Z.answerInLobby),E(`span`,{class:`small`},dt(new Date(e.created_at))))),...e.map(e=>this.row(e))))))}row(e){let t=E(`span`,{class:`opponents`},Z.against);e.players.forEach((n,r)=>{if(e.seats.includes(r))return;let i=e.accounts[r];t.append(` `,i===`deleted`?Z.deletedPlayer:i===`account`&&n?Ha(n):n??Z.guest)});let n;return n=e.status===`open`?Z.outcome(`open`):e.status===`finished`?Z.outcome(mc({status:e.status,result:e.result,termination:e.termination,seat:e.seats[0]??-1})):e.offer===`draw`?Z.drawOffered:e.offer===`take_back`?Z.takeBackAsked:e.toMove===null?Z.outcome(`live`):e.seats.includes(e.toMove)?Z.yourTurn:Z.theirTurn,E(`li`,{"data-game":e.id,class:e.needsYou?`needs-you`:null},E(`a`,{href:`/game/${e.id}`,"data-link":``},pi(e.game)?.texts.name??e.game),t,E(`span`,{class:`game-state`},n),E(`span`,{class:`small`},dt(new Date(e.createdAt))))}},Wc={width:360,height:220,left:40,right:10,top:10,bottom:34};function Gc(e,t){let n=Math.max(e,1)/Math.max(t,1),r=10**Math.floor(Math.log10(n));for(let e of[1,2,2.5,5,10])if(e*r>=n)return e*r;return 10*r}function Kc(e){let{width:t,height:n,left:r,right:i,top:a,bottom:o}=Wc;if(e.length===0)return{series:[],yTicks:[],xTicks:[]};let s=e.map(e=>e.rating),c=e.map(e=>e.at),l=Gc(Math.max(Math.max(...s)-Math.min(...s),40),4),u=Math.floor((Math.min(...s)-l/4)/l)*l,d=Math.ceil((Math.max(...s)+l/4)/l)*l,[f,p]=[Math.min(...c),Math.max(...c)],m=e=>p===f?r+(t-r-i)/2:r+(e-f)/(p-f)*(t-r-i),h=e=>a+(d-e)/(d-u)*(n-a-o),g=new Map;for(let t of[...e].sort((e,t)=>e.at-t.at)){let e=g.get(t.class);e||g.set(t.class,e={class:t.class,points:[]}),e.points.push({x:m(t.at),y:h(t.rating),rating:t.rating,at:t.at})}let _=[];for(let e=u;e<=d+1e-9;e+=l)_.push({y:h(e),rating:e});let ee=p===f?[{x:m(f),at:f}]:[{x:m(f),at:f},{x:m((f+p)/2),at:(f+p)/2},{x:m(p),at:p}];return{series:[...g.values()],yTicks:_,xTicks:ee}}var qc=[`#0b72b9`,`#c2410c`,`#15803d`,`#9333ea`,`#be185d`,`#4d7c0f`,`#0e7490`,`#a16207`];function Jc(e,t){let{width:n,height:r,left:i,right:a,top:o,bottom:s}=Wc,c=Kc(e),l=D(`svg`,{viewBox:`0 0 ${n} ${r}`,class:`rating-chart`,role:`img`,"aria-label":t.title});l.append(D(`path`,{d:`M${i} ${o}V${r-s}H${n-a}`,stroke:`currentColor`,"stroke-width":1,fill:`none`,opacity:.6}));for(let e of c.yTicks)l.append(D(`path`,{d:`M${i} ${e.y}H${n-a}`,stroke:`currentColor`,"stroke-width":.5,opacity:.2})),l.append(D(`text`,{x:i-4,y:e.y+4,"text-anchor":`end`,class:`chart-tick`},String(e.rating)));return c.xTicks.forEach((e,n)=>{let i=c.xTicks.length===1?`middle`:n===0?`start`:n===c.xTicks.length-1?`end`:`middle`;l.append(D(`text`,{x:e.x,y:r-s+14,"text-anchor":i,class:`chart-tick`},t.date(e.at)))}),l.append(D(`text`,{x:(i+n-a)/2,y:r-4,"text-anchor":`middle`,class:`chart-axis`},t.time)),l.append(D(`text`,{x:10,y:(o+r-s)/2,"text-anchor":`middle`,transform:`rotate(-90 10 ${(o+r-s)/2})`,class:`chart-axis`},t.rating)),c.series.forEach((e,n)=>{let r=qc[n%qc.length],i=e.points.map((e,t)=>`${t===0?`M`:`L`}${e.x.toFixed(1)} ${e.y.toFixed(1)}`).join(``),a=D(`g`,{"data-class":e.class});a.append(D(`path`,{d:i,fill:`none`,stroke:r,"stroke-width":2,"stroke-linejoin":`round`}));for(let n of e.points)a.append(D(`circle`,{cx:n.x.toFixed(1),cy:n.y.toFixed(1),r:2.5,fill:r},D(`title`,{},t.point(e.class,n.rating,n.at))));l.append(a)}),l}function Yc(e){let t=gc(e);return[pi(t.game)?.texts.name??t.game,t.players===null?t.traits===null?Z.family(t.family):Z.familyTraits(Z.family(t.family),t.traits):Z.familyPlayers(t.players),Z.speed(t.speed)].join(` · `)}function Xc(e){let t=E(`span`,{class:`swatch`});return t.style.background=e,t}function Zc(e){return new Intl.DateTimeFormat(nt(),{dateStyle:`medium`}).format(new Date(e))}var Qc=class{constructor(e){x(this,`name`,void 0),x(this,`element`,E(`main`,{class:`player-page`})),this.name=e,this.element.append(E(`p`,{class:`small`},Z.loading)),C(`GET`,`/api/players/${encodeURIComponent(e)}`).then(e=>this.draw(e)).catch(e=>this.fail(e))}destroy(){}fail(e){O(this.element);let t=e instanceof S&&e.status===404?Z.noSuchPlayer(this.name):tc(e);this.element.append(E(`h1`,{},this.name),E(`p`,{class:`error`,role:`alert`},t))}draw(e){O(this.element),document.title=`${e.name} · Quartet`,this.element.append(E(`header`,{class:`player-header`},E(`h1`,{},e.name),E(`p`,{class:`small`},Z.memberSince(Zc(e.created_at)))));let t=E(`section`,{class:`panel`},E(`h2`,{},Z.ratings));if(e.ratings.length===0)t.append(E(`p`,{class:`small`},Z.noRatings));else{let n=E(`table`,{class:`ratings`},E(`thead`,{},E(`tr`,{},E(`th`,{scope:`col`},Z.ratingClass),E(`th`,{scope:`col`},Z.rating),E(`th`,{scope:`col`},Z.games)))),r=E(`tbody`);for(let t of e.ratings)r.append(E(`tr`,{"data-class":t.class},E(`th`,{scope:`row`},Yc(t.class)),E(`td`,{},E(`strong`,{class:`rating`,title:t.provisional?Z.provisional:null},fc(t)),` `,E(`span`,{class:`small`},Z.deviation(t.deviation))),E(`td`,{},ut(t.games))));n.append(r),t.append(n),e.ratings.some(e=>e.provisional)&&t.append(E(`p`,{class:`small`},Z.provisionalNote))}if(this.element.append(t),e.history.length>0){let t=[...new Set([...e.history].sort((e,t)=>e.at-t.at).map(e=>e.class))],n=E(`section`,{class:`panel chart-panel`},E(`h2`,{},Z.chartTitle),Jc(e.history,{title:Z.chartTitle,rating:Z.rating,time:Z.date,date:Zc,point:(e,t,n)=>Z.chartPoint(Yc(e),t,Zc(n))}),E(`ul`,{class:`chart-legend`},...t.map((e,t)=>E(`li`,{},Xc(qc[t%qc.length]),Yc(e)))));this.element.append(n)}let n=E(`section`,{class:`panel`},E(`h2`,{},Z.recentGames));e.games.length===0?n.append(E(`p`,{class:`small`},Z.noGames)):n.append(E(`ul`,{class:`profile-games`},...e.games.map(e=>this.gameRow(e)))),this.element.append(n)}gameRow(e){let t=hc(e).map(e=>e.kind===`account`?Ha(e.name):e.kind===`deleted`?E(`em`,{},Z.deletedPlayer):E(`span`,{},e.name??Z.guest)),n=E(`span`,{class:`opponents`},Z.against);t.forEach((e,t)=>n.append(t===0?` `:`, `,e));let r=mc(e),i=e.rating_change===null?null:E(`span`,{class:`change ${e.rating_change>=0?`up`:`down`}`},pc(e.rating_change));return E(`li`,{"data-game":e.id,"data-outcome":r},E(`a`,{href:`/game/${e.id}`,"data-link":``},pi(e.kind)?.texts.name??e.kind),` `,n,E(`span`,{class:`outcome ${r}`},Z.outcome(r)),i,E(`span`,{class:`small`},[e.rated?Yc(e.rated):Z.casual,dt(new Date(e.created_at))].join(` · `)))}};ea(),ot(et()),st(()=>rl());var $c=document.getElementById(`app`),el=null,tl=new rc,nl=Bc();function rl(){el?.destroy(),document.title=`Quartet`;let e=location.pathname,t=/^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(e),n=/^\/join\/([A-Za-z0-9_-]+)\/?$/.exec(e),r=/^\/game\/([A-Za-z0-9_-]+)\/review\/?$/.exec(e),i=/^\/rules\/([a-z]+)\/?$/.exec(e),a=/^\/learn\/([a-z]+)\/?$/.exec(e),o=/^\/games\/?$/.test(e),s=/^\/player\/([^/]+)\/?$/.exec(e),c=/^\/puzzles(?:\/([a-z]+))?(\/daily)?\/?$/.exec(e);el=r?new ys(r[1]):i?new bs(i[1]):a?new ts(a[1]):c?new ps(c[1]??null,c[2]!==void 0):t?new zo(t[1]):n?new Vo(n[1]):o?new Uc:s?new Qc(decodeURIComponent(s[1])):new Sc,tl.draw(),$c.replaceChildren(tl.element,el.element),location.hash||window.scrollTo(0,0),nl.again()}_o(rl),window.addEventListener(`popstate`,rl),document.addEventListener(`click`,e=>{let t=e.target?.closest?.(`a[data-link]`);!t||e.ctrlKey||e.metaKey||e.button!==0||(e.preventDefault(),G(t.getAttribute(`href`)??`/`))}),Ye(et()).catch(()=>ot(`en`)).finally(rl);