(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();var e=class{constructor(e){this.value=e}valueOf(){return this.value}},t=class extends e{constructor(e=`???`){super(e)}toString(e){return`{${this.value}}`}},n=class extends e{constructor(e,t={}){super(e),this.opts=t}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return this.value.toString(10)}},r=class t extends e{static supportsValue(n){if(typeof n==`number`||n instanceof Date)return!0;if(n instanceof e)return t.supportsValue(n.valueOf());if(`Temporal`in globalThis){let e=globalThis.Temporal;if(n instanceof e.Instant||n instanceof e.PlainDateTime||n instanceof e.PlainDate||n instanceof e.PlainMonthDay||n instanceof e.PlainTime||n instanceof e.PlainYearMonth)return!0}return!1}constructor(n,r={}){n instanceof t?(r={...n.opts,...r},n=n.value):n instanceof e&&(n=n.valueOf()),typeof n==`object`&&`calendarId`in n&&r.calendar===void 0&&(r={...r,calendar:n.calendarId}),super(n),this.opts=r}[Symbol.toPrimitive](e){return e===`string`?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e==`number`)return e;if(e instanceof Date)return e.getTime();if(`epochMilliseconds`in e)return e.epochMilliseconds;if(`toZonedDateTime`in e)return e.toZonedDateTime(`UTC`).epochMilliseconds;throw TypeError(`Unwrapping a non-number value as a number`)}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return typeof this.value==`number`||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}},i=100,a=`⁨`,o=`⁩`;function s(e,t,r){return r===t||r instanceof n&&t instanceof n&&r.value===t.value||t instanceof n&&typeof r==`string`&&r===e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value)}function c(e,n,r){return n[r]?_(e,n[r].value):(e.reportError(RangeError(`No default`)),new t)}function l(e,t){let n=[],r=Object.create(null);for(let i of t)i.type===`narg`?r[i.name]=u(e,i.value):n.push(u(e,i));return{positional:n,named:r}}function u(e,r){switch(r.type){case`str`:return r.value;case`num`:return new n(r.value,{minimumFractionDigits:r.precision});case`var`:return d(e,r);case`mesg`:return f(e,r);case`term`:return p(e,r);case`func`:return m(e,r);case`select`:return h(e,r);default:return new t}}function d(i,{name:a}){let o;if(i.params){if(Object.prototype.hasOwnProperty.call(i.params,a))o=i.params[a];else return new t(`$${a}`)}else if(i.args&&Object.prototype.hasOwnProperty.call(i.args,a))o=i.args[a];else return i.reportError(ReferenceError(`Unknown variable: $${a}`)),new t(`$${a}`);if(o instanceof e)return o;switch(typeof o){case`string`:return o;case`number`:return new n(o);case`object`:if(r.supportsValue(o))return new r(o);default:return i.reportError(TypeError(`Variable type not supported: $${a}, ${typeof o}`)),new t(`$${a}`)}}function f(e,{name:n,attr:r}){let i=e.bundle._messages.get(n);if(!i)return e.reportError(ReferenceError(`Unknown message: ${n}`)),new t(n);if(r){let a=i.attributes[r];return a?_(e,a):(e.reportError(ReferenceError(`Unknown attribute: ${r}`)),new t(`${n}.${r}`))}return i.value?_(e,i.value):(e.reportError(ReferenceError(`No value: ${n}`)),new t(n))}function p(e,{name:n,attr:r,args:i}){let a=`-${n}`,o=e.bundle._terms.get(a);if(!o)return e.reportError(ReferenceError(`Unknown term: ${a}`)),new t(a);if(r){let n=o.attributes[r];if(n){e.params=l(e,i).named;let t=_(e,n);return e.params=null,t}return e.reportError(ReferenceError(`Unknown attribute: ${r}`)),new t(`${a}.${r}`)}e.params=l(e,i).named;let s=_(e,o.value);return e.params=null,s}function m(e,{name:n,args:r}){let i=e.bundle._functions[n];if(!i)return e.reportError(ReferenceError(`Unknown function: ${n}()`)),new t(`${n}()`);if(typeof i!=`function`)return e.reportError(TypeError(`Function ${n}() is not callable`)),new t(`${n}()`);try{let t=l(e,r);return i(t.positional,t.named)}catch(r){return e.reportError(r),new t(`${n}()`)}}function h(e,{selector:n,variants:r,star:i}){let a=u(e,n);if(a instanceof t)return c(e,r,i);for(let t of r)if(s(e,a,u(e,t.key)))return _(e,t.value);return c(e,r,i)}function g(e,n){if(e.dirty.has(n))return e.reportError(RangeError(`Cyclic reference`)),new t;e.dirty.add(n);let r=[],s=e.bundle._useIsolating&&n.length>1;for(let t of n)if(typeof t==`string`)r.push(e.bundle._transform(t));else{if(e.placeables++,e.placeables>i)throw e.dirty.delete(n),RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${i}`);s&&r.push(a),r.push(u(e,t).toString(e)),s&&r.push(o)}return e.dirty.delete(n),r.join(``)}function _(e,t){return typeof t==`string`?e.bundle._transform(t):g(e,t)}var v=class{constructor(e,t,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=t,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,t){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let r=JSON.stringify(t);return n[r]||(n[r]=new e(this.bundle.locales,t)),n[r]}};function ee(e,t){let n=Object.create(null);for(let[r,i]of Object.entries(e))t.includes(r)&&(n[r]=i.valueOf());return n}var y=[`unitDisplay`,`currencyDisplay`,`useGrouping`,`minimumIntegerDigits`,`minimumFractionDigits`,`maximumFractionDigits`,`minimumSignificantDigits`,`maximumSignificantDigits`];function te(e,i){let a=e[0];if(a instanceof t)return new t(`NUMBER(${a.valueOf()})`);if(a instanceof n)return new n(a.valueOf(),{...a.opts,...ee(i,y)});if(a instanceof r)return new n(a.toNumber(),{...ee(i,y)});throw TypeError(`Invalid argument to NUMBER`)}var ne=[`dateStyle`,`timeStyle`,`fractionalSecondDigits`,`dayPeriod`,`hour12`,`weekday`,`era`,`year`,`month`,`day`,`hour`,`minute`,`second`,`timeZoneName`];function re(e,i){let a=e[0];if(a instanceof t)return new t(`DATETIME(${a.valueOf()})`);if(a instanceof r||a instanceof n)return new r(a,ee(i,ne));throw TypeError(`Invalid argument to DATETIME`)}var ie=new Map;function ae(e){let t=Array.isArray(e)?e.join(` `):e,n=ie.get(t);return n===void 0&&(n=new Map,ie.set(t,n)),n}var oe=class{constructor(e,{functions:t,useIsolating:n=!0,transform:r=e=>e}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:te,DATETIME:re,...t},this._useIsolating=n,this._transform=r,this._intls=ae(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:t=!1}={}){let n=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith(`-`)){if(t===!1&&this._terms.has(i.id)){n.push(Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(t===!1&&this._messages.has(i.id)){n.push(Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,n=null,r=null){if(typeof e==`string`)return this._transform(e);let i=new v(this,r,n);try{return g(i,e).toString(i)}catch(e){if(i.errors&&e instanceof Error)return i.errors.push(e),new t().toString(i);throw e}}},se=/^(-?[a-zA-Z][\w-]*) *= */gm,ce=/\.([a-zA-Z][\w-]*) *= */y,le=/\*?\[/y,ue=/(-?[0-9]+(?:\.([0-9]+))?)/y,de=/([a-zA-Z][\w-]*)/y,fe=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,pe=/^[A-Z][A-Z0-9_-]*$/,me=/([^{}\n\r]+)/y,he=/([^\\"\n\r]*)/y,ge=/\\([\\"])/y,_e=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,ve=/^\n+/,ye=/ +$/,be=/ *\r?\n/g,xe=/( *)$/,Se=/{\s*/y,Ce=/\s*}/y,we=/\[\s*/y,Te=/\s*] */y,Ee=/\s*\(\s*/y,De=/\s*->\s*/y,Oe=/\s*:\s*/y,ke=/\s*,?\s*/y,Ae=/\s+/y,je=class{constructor(e){this.body=[],se.lastIndex=0;let t=0;for(;;){let n=se.exec(e);if(n===null)break;t=se.lastIndex;try{this.body.push(s(n[1]))}catch(e){if(e instanceof SyntaxError)continue;throw e}}function n(n){return n.lastIndex=t,n.test(e)}function r(n,r){if(e[t]===n)return t++,!0;if(r)throw new r(`Expected ${n}`);return!1}function i(e,r){if(n(e))return t=e.lastIndex,!0;if(r)throw new r(`Expected ${e.toString()}`);return!1}function a(n){n.lastIndex=t;let r=n.exec(e);if(r===null)throw SyntaxError(`Expected ${n.toString()}`);return t=n.lastIndex,r}function o(e){return a(e)[1]}function s(e){let t=l(),n=c();if(t===null&&Object.keys(n).length===0)throw SyntaxError(`Expected message value or attributes`);return{id:e,value:t,attributes:n}}function c(){let e=Object.create(null);for(;n(ce);){let t=o(ce),n=l();if(n===null)throw SyntaxError(`Expected attribute value`);e[t]=n}return e}function l(){let r;if(n(me)&&(r=o(me)),e[t]===`{`||e[t]===`}`)return u(r?[r]:[],1/0);let i=te();return i?r?u([r,i],i.length):(i.value=ne(i.value,ve),u([i],i.length)):r?ne(r,ye):null}function u(r=[],i){for(;;){if(n(me)){r.push(o(me));continue}if(e[t]===`{`){r.push(d());continue}if(e[t]===`}`)throw SyntaxError(`Unbalanced closing brace`);let a=te();if(a)r.push(a),i=Math.min(i,a.length);else break}let a=r.length-1,s=r[a];typeof s==`string`&&(r[a]=ne(s,ye));let c=[];for(let e of r)e instanceof Me&&(e=e.value.slice(0,e.value.length-i)),e&&c.push(e);return c}function d(){i(Se,SyntaxError);let e=f();if(i(Ce))return e;if(i(De)){let t=h();return i(Ce,SyntaxError),{type:`select`,selector:e,...t}}throw SyntaxError(`Unclosed placeable`)}function f(){if(e[t]===`{`)return d();if(n(fe)){let[,e,t,n=null]=a(fe);if(e===`$`)return{type:`var`,name:t};if(i(Ee)){let r=p();if(e===`-`)return{type:`term`,name:t,attr:n,args:r};if(pe.test(t))return{type:`func`,name:t,args:r};throw SyntaxError(`Function names must be all upper-case`)}return e===`-`?{type:`term`,name:t,attr:n,args:[]}:{type:`mesg`,name:t,attr:n}}return _()}function p(){let n=[];for(;;){switch(e[t]){case`)`:return t++,n;case void 0:throw SyntaxError(`Unclosed argument list`)}n.push(m()),i(ke)}}function m(){let e=f();return e.type===`mesg`&&i(Oe)?{type:`narg`,name:e.name,value:_()}:e}function h(){let e=[],t=0,i;for(;n(le);){r(`*`)&&(i=t);let n=g(),a=l();if(a===null)throw SyntaxError(`Expected variant value`);e[t++]={key:n,value:a}}if(t===0)return null;if(i===void 0)throw SyntaxError(`Expected default variant`);return{variants:e,star:i}}function g(){i(we,SyntaxError);let e;return e=n(ue)?v():{type:`str`,value:o(de)},i(Te,SyntaxError),e}function _(){if(n(ue))return v();if(e[t]===`"`)return ee();throw SyntaxError(`Invalid expression`)}function v(){let[,e,t=``]=a(ue),n=t.length;return{type:`num`,value:parseFloat(e),precision:n}}function ee(){r(`"`,SyntaxError);let n=``;for(;;)if(n+=o(he),e[t]===`\\`)n+=y();else{if(r(`"`))return{type:`str`,value:n};throw SyntaxError(`Unclosed string literal`)}}function y(){if(n(ge))return o(ge);if(n(_e)){let[,e,t]=a(_e),n=parseInt(e||t,16);return n<=55295||57344<=n?String.fromCodePoint(n):`�`}throw SyntaxError(`Unknown escape sequence`)}function te(){let n=t;switch(i(Ae),e[t]){case`.`:case`[`:case`*`:case`}`:case void 0:return!1;case`{`:return re(e.slice(n,t))}return e[t-1]===` `&&re(e.slice(n,t))}function ne(e,t){return e.replace(t,``)}function re(e){let t=e.replace(be,`
`),n=xe.exec(e)[1].length;return new Me(t,n)}}},Me=class{constructor(e,t){this.value=e,this.length=t}},Ne=`game-quarto = Quarto!
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
learn-review-title = Review of a game of {$game} ({$rules}) by {$engine}: { $actions ->
    [one] {$actions} action
   *[other] {$actions} actions
} in {$seconds} s
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
board-danish-rules-cap = drawn after {$turns} turns
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
server-detail-claim-casual = Only a rated game can be claimed: resign or wait instead.
server-detail-claim-away = Claim the game from its page while you are connected to it.
server-detail-claim-correspondence = A correspondence game waits for its players: its clock ends it, not a claim.
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
play-analysis-not-analysed = This position is not analysed: with so few pieces placed the solver needs longer than it is given. Step on to a later one.
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
study-puzzles-puzzle-rating = Puzzle rated {$rating} · solved {$solved} of {$tries} tries
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
study-review-by = Reviewed by {$engine} in {$seconds} s.
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
table-claim-wait = {$seat} left the table: you may claim the game in {$seconds} s.
table-claim-ready = {$seat} left the table: you may claim the game.
table-claim-win = Claim the win
table-claim-draw = Claim a draw
table-result-aborted = Aborted
table-result-aborted-by = {$seat} aborted it before their first move
table-result-agreement = the players agreed to a draw
table-result-claimed = {$seat} claimed the game: the others had left the table
table-chat-players = Players' chat
table-chat-spectators = Spectators' chat
table-chat-placeholder = Say something
table-chat-send = Send
table-chat-spectator = spectator
table-chat-none = Nothing said yet.
table-chat-mute = Mute {$seat}
table-ended-abort = aborted
table-ended-cancel = cancelled
table-ended-over = over
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
web-clock-per-move = {$time} a move`,Pe=`modulepreload`,Fe=function(e){return`/`+e},Ie={},Le=function(e){return e.pathname.endsWith(`.css`)},Re=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw e[t]=void 0,n});return e[t]=i,i},ze=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=Fe(t,n);let r=s(t),i=Le(r);return Re(Ie,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}if((i?e.styles:e.all).has(r.href))return;let t=document.createElement(`link`);if(t.rel=i?`stylesheet`:Pe,i||(t.as=`script`),t.crossOrigin=``,t.href=r.href,a&&t.setAttribute(`nonce`,a),document.head.appendChild(t),i)return new Promise((e,n)=>{let i=a=>{t.removeEventListener(`load`,i),t.removeEventListener(`error`,i),a.type===`error`?n(Error(`Unable to preload CSS for ${r}`)):e(a)};t.addEventListener(`load`,i),t.addEventListener(`error`,i)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})},Be=[`en`,`ro`,`es`,`fr`,`cs`,`it`],Ve={ro:()=>ze(()=>import(`./ro-CZhKcBuC.js`),[]),es:()=>ze(()=>import(`./es-BEeloNh0.js`),[]),fr:()=>ze(()=>import(`./fr-BRcVafOD.js`),[]),cs:()=>ze(()=>import(`./cs-Dxwomo0W.js`),[]),it:()=>ze(()=>import(`./it-D0Py38RB.js`),[])},He=`quartet.lang`;function Ue(e){return e===`xx`||Be.includes(e??``)}function We(e){if(Ue(e.url))return e.url;if(Ue(e.stored)&&e.stored!==`xx`)return e.stored;for(let t of e.browser){let e=t.toLowerCase().split(/[-_]/)[0];if(Ue(e)&&e!==`xx`)return e}return`en`}function Ge(e,t){let n=new oe(e,{useIsolating:!1});for(let e of t)n.addResource(new je(e));return n}var Ke=new Map([[`en`,Ge(`en`,[Ne])]]);function qe(e){return Ke.get(e)??Ke.get(`en`)}async function Je(e){if(e===`xx`||e===`en`||Ke.has(e))return;let t=(await Ve[e]()).default;Ke.set(e,Ge(e,[t]))}function Ye(){try{return localStorage.getItem(He)}catch{return null}}function Xe(){return typeof location>`u`?`en`:We({url:new URLSearchParams(location.search).get(`lang`),stored:Ye(),browser:typeof navigator<`u`?navigator.languages??[navigator.language]:[]})}var Ze=Xe(),Qe=new Set;function $e(){return Ze}function et(){return Ze===`xx`?`en`:Ze}async function tt(e){if(await Je(e),e!==`xx`)try{localStorage.setItem(He,e)}catch{}nt(e);for(let e of Qe)e()}function nt(e){Ze=e,typeof document<`u`&&(document.documentElement.lang=et())}function rt(e){return Qe.add(e),()=>Qe.delete(e)}function it(e,t,n){let r=e.getMessage(t);return r?.value?e.formatPattern(r.value,n,[]):null}function at(e){return qe(`en`).hasMessage(e)}function b(e,t){if(Ze===`xx`){let n=t&&Object.fromEntries(Object.entries(t).map(([e,t])=>[e,typeof t==`string`?`⟨${t}⟩`:t]));return`⟦${it(qe(`en`),e,n)??e}⟧`}return it(qe(Ze),e,t)??it(qe(`en`),e,t)??e}function ot(e,t=0){return new Intl.NumberFormat(et(),{maximumFractionDigits:t,minimumFractionDigits:t}).format(e)}function st(e){return new Intl.DateTimeFormat(et(),{dateStyle:`medium`,timeStyle:`short`}).format(e)}function ct(e){let t=new Date(`${e}T12:00:00Z`);return Number.isNaN(t.getTime())?e:new Intl.DateTimeFormat(et(),{dateStyle:`long`,timeZone:`UTC`}).format(t)}function x(e,t=`conjunction`){return new Intl.ListFormat(et(),{style:`long`,type:t}).format(e)}function lt(e,t,n,r){if(n){let e=`error-${n.code.replace(/\./g,`-`)}`;if(at(e))return b(e,n.values)}let i=`server-error-${e.replace(/_/g,`-`)}`;if(!at(i))return t;let a=b(i),o=r?`server-detail-${r.code}`:``;return r&&at(o)?b(`server-error-with-detail`,{error:a,detail:b(o,r.values)}):a}function ut(e){let t=`server-close-${e.replace(/_/g,`-`)}`;return e&&at(t)?b(t):null}function dt(e){return b(`web-player-number`,{number:e+1})}function ft(e){return t=>e(t)??dt(t)}function pt(e){return b(`web-unknown-game`,{tag:e})}function mt(){return b(`web-offline`)}function ht(){return`← ${b(`web-to-lobby`)}`}function gt(e){switch(e){case`beginner`:return b(`level-beginner`);case`casual`:return b(`level-casual`);case`strong`:return b(`level-strong`);case`strongest`:return b(`level-strongest`);case`perfect`:return b(`level-perfect`);default:return e}}function _t(e){let t=(e,t)=>t===`d`?b(`web-clock-days`,{days:Number(e)}):t===`m`?b(`web-clock-minutes`,{minutes:Number(e)}):b(`web-clock-seconds`,{seconds:Number(e)}),n=/^(\d+)([dms])\/move$/.exec(e);if(n)return b(`web-clock-per-move`,{time:t(n[1],n[2])});let r=/^(\d+)([ms])(?:\+(\d+)s)?$/.exec(e);return r?r[3]?b(`web-clock-increment`,{time:t(r[1],r[2]),increment:Number(r[3])}):t(r[1],r[2]):e}function vt(e){switch(e){case`en`:return b(`web-lang-en`);case`ro`:return b(`web-lang-ro`);case`es`:return b(`web-lang-es`);case`fr`:return b(`web-lang-fr`);case`cs`:return b(`web-lang-cs`);case`it`:return b(`web-lang-it`)}}var yt={switches:{get mute(){return b(`web-sound-mute`)},get unmute(){return b(`web-sound-unmute`)},theme:e=>b(e===`auto`?`web-theme-auto`:e===`light`?`web-theme-light`:`web-theme-dark`),get language(){return b(`web-language`)}}};function bt(e){"@babel/helpers - typeof";return bt=typeof Symbol==`function`&&typeof Symbol.iterator==`symbol`?function(e){return typeof e}:function(e){return e&&typeof Symbol==`function`&&e.constructor===Symbol&&e!==Symbol.prototype?`symbol`:typeof e},bt(e)}function xt(e,t){if(bt(e)!=`object`||!e)return e;var n=e[Symbol.toPrimitive];if(n!==void 0){var r=n.call(e,t||`default`);if(bt(r)!=`object`)return r;throw TypeError(`@@toPrimitive must return a primitive value.`)}return(t===`string`?String:Number)(e)}function St(e){var t=xt(e,`string`);return bt(t)==`symbol`?t:t+``}function S(e,t,n){return(t=St(t))in e?Object.defineProperty(e,t,{value:n,enumerable:!0,configurable:!0,writable:!0}):e[t]=n,e}var C=class extends Error{constructor(e,t,n,r=null){super(n),S(this,`status`,void 0),S(this,`code`,void 0),S(this,`retryAfter`,void 0),this.status=e,this.code=t,this.retryAfter=r}},Ct=null;function wt(e){Ct=e}var Tt=new Set([`GET`,`HEAD`,`OPTIONS`]);function Et(e){return e!==null&&e>0?Math.min(e,3)*1e3:1e3}async function w(e,t,n,r,i){for(let a=1;;a++)try{return await Dt(e,t,n,r,i)}catch(e){if(!(e instanceof C)||e.code!==`not_owner`||a>=8||i?.aborted)throw e;await new Promise(t=>setTimeout(t,Et(e.retryAfter)))}}async function Dt(e,t,n,r,i){let a={};n!==void 0&&(a[`Content-Type`]=`application/json`),r&&r.length>0&&(a.Authorization=`Bearer ${r.join(`,`)}`),Ct&&!Tt.has(e)&&(a[`X-CSRF-Token`]=Ct);let o;try{o=await fetch(t,{method:e,headers:a,body:n===void 0?void 0:JSON.stringify(n),signal:i})}catch(e){throw i?.aborted?new C(0,`aborted`,String(e)):new C(0,`offline`,mt())}let s=await o.text();if(!o.ok){let e=`http`,t=`${o.status} ${o.statusText}`;try{let n=JSON.parse(s);e=n.error??e,t=lt(e,n.message??t,n.rule,n.detail)}catch{}let n=Number(o.headers.get(`Retry-After`));throw new C(o.status,e,t,Number.isFinite(n)&&n>0?n:null)}return(o.headers.get(`Content-Type`)??``).includes(`application/json`)?JSON.parse(s):s}var T=encodeURIComponent,E={meta:()=>w(`GET`,`/api/meta`),list:(e,t=30,n=0)=>w(`GET`,`/api/games?status=${e}&limit=${t}&offset=${n}`),create:e=>w(`POST`,`/api/games`,e),importRecord:e=>w(`POST`,`/api/games/import`,e),previewRecord:e=>w(`POST`,`/api/records/preview`,{record:e}),state:(e,t)=>w(`GET`,`/api/games/${T(e)}`,void 0,t),invite:e=>w(`GET`,`/api/invites/${T(e)}`),joinInvite:(e,t)=>w(`POST`,`/api/join`,{code:e,name:t}),joinOpen:(e,t,n)=>w(`POST`,`/api/games/${T(e)}/join`,{name:t,seat:n}),action:(e,t,n)=>w(`POST`,`/api/games/${T(e)}/actions`,{action:n},t),resign:(e,t)=>w(`POST`,`/api/games/${T(e)}/resign`,{},t),cancel:(e,t)=>w(`POST`,`/api/games/${T(e)}/cancel`,{},t),undo:(e,t)=>w(`POST`,`/api/games/${T(e)}/undo`,{},t),rematch:(e,t)=>w(`POST`,`/api/games/${T(e)}/rematch`,{},t),record:e=>w(`GET`,`/api/games/${T(e)}/record`),analysis:(e,t,n,r)=>w(`GET`,`/api/games/${T(e)}/analysis?ply=${n}`,void 0,t,r),history:(e,t,n)=>w(`GET`,`/api/games/${T(e)}/history${n===null?``:`?seat=${n}`}`,void 0,t).then(e=>e.plies)};function Ot(e,t){if(t)for(let[n,r]of Object.entries(t))r!=null&&r!==!1&&(n.startsWith(`on`)&&typeof r==`function`?e.addEventListener(n.slice(2).toLowerCase(),r):r===!0?e.setAttribute(n,``):e.setAttribute(n,String(r)))}function kt(e,t){for(let n of t)n!=null&&n!==!1&&e.append(n instanceof Node?n:String(n))}function D(e,t,...n){let r=document.createElement(e);return Ot(r,t),kt(r,n),r}var At=`http://www.w3.org/2000/svg`;function O(e,t,...n){let r=document.createElementNS(At,e);return Ot(r,t),kt(r,n),r}function k(e){for(;e.firstChild;)e.removeChild(e.firstChild)}function jt(e,t){e.addEventListener(`pointerdown`,n=>{if(n.button!==0)return;let r=n.target?.closest?.(`[data-drag]`);if(!r||!e.contains(r))return;n.pointerType===`mouse`&&n.preventDefault();let i=r.getAttribute(`data-drag`)??``,a=n.clientX,o=n.clientY,s=null,c=e=>{!s&&Math.hypot(e.clientX-a,e.clientY-o)<8||(s||(t.start(i),s=D(`div`,{class:`drag-ghost`,"aria-hidden":`true`},t.ghost(i)),document.body.append(s),document.body.classList.add(`dragging`),window.getSelection()?.removeAllRanges()),s.style.left=`${e.clientX}px`,s.style.top=`${e.clientY}px`,e.preventDefault())},l=e=>{if(document.removeEventListener(`pointermove`,c),document.removeEventListener(`pointerup`,l),document.removeEventListener(`pointercancel`,l),!s)return;s.remove(),document.body.classList.remove(`dragging`),window.getSelection()?.removeAllRanges();let t=document.elementFromPoint(e.clientX,e.clientY)?.closest(`[data-drop][role=button]`);t&&t.dispatchEvent(new MouseEvent(`click`,{bubbles:!0,cancelable:!0}))};document.addEventListener(`pointermove`,c),document.addEventListener(`pointerup`,l),document.addEventListener(`pointercancel`,l)})}function Mt(e,t){return e.classList.add(`draggable`),e.setAttribute(`data-drag`,t),e}function Nt(e,t,n){return e.setAttribute(`role`,`button`),e.setAttribute(`tabindex`,`0`),e.setAttribute(`aria-label`,t),e.setAttribute(`data-intent`,n),e}function A(e,t){return e.setAttribute(`data-key`,t),!e.hasAttribute(`tabindex`)&&!(e instanceof HTMLButtonElement)&&e.setAttribute(`tabindex`,`-1`),e}function Pt(e,t){let n=t.target?.closest?.(`[data-intent]`)??null;return n&&e.contains(n)?n:null}function Ft(e,t){e.addEventListener(`click`,n=>{let r=Pt(e,n);r&&(n.preventDefault(),t(r.getAttribute(`data-intent`)??``))}),e.addEventListener(`keydown`,n=>{if(n.key!==`Enter`&&n.key!==` `)return;let r=Pt(e,n);!r||r instanceof HTMLButtonElement||(n.preventDefault(),t(r.getAttribute(`data-intent`)??``))})}var It={made_squares:null,winning_lines:null};function Lt(e){let t=e.indexOf(`:`);return t<0?{verb:e,arg:``}:{verb:e.slice(0,t),arg:e.slice(t+1)}}var Rt=class{constructor(e,t){S(this,`game`,void 0),S(this,`events`,void 0),S(this,`element`,D(`div`,{class:`board`,tabindex:`-1`})),S(this,`input`,null),S(this,`selection`,void 0),S(this,`shownKey`,``),S(this,`moved`,!1),S(this,`drawnHistory`,[]),S(this,`animations`,0),this.game=e,this.events=t,this.selection=e.initial(),Ft(this.element,e=>this.intent(e)),jt(this.element,{ghost:t=>this.input?e.ghost?.(t,this.input)??null:null,start:e=>this.intent(`drag:${e}`)})}set(e){e.key!==this.shownKey&&(this.shownKey=e.key,this.selection=this.game.reset(this.selection),this.moved=!0),this.input=e,this.selection=this.game.settle(this.selection,e),this.draw()}key(e){if(e.key===`Escape`)return this.selection=this.game.reset(this.selection),this.draw(),!0;let t=zt[e.key],n=e.target;if(!t||!n||!this.element.contains(n))return!1;let r=n===this.element?null:n.closest(`[data-key]`),i=[...this.element.querySelectorAll(`[data-key]`)].filter(Ut),a=r?Gt(r,i,t):i.find(Wt)??i[0];return e.preventDefault(),a?.focus({preventScroll:!0}),!0}focus(){(this.element.querySelector(`[data-key][role=button], [data-key]:is(button)`)??this.element).focus({preventScroll:!0})}intent(e){let t=this.input;if(!t)return;let n=this.game.reduce(this.selection,Lt(e),t),r=n.selection!==this.selection;this.selection=n.selection,r&&this.draw(),n.say!==void 0&&this.events.say(n.say),n.play!==void 0&&this.events.play(n.play)}draw(){let e=this.input;if(!e)return;let t=document.activeElement,n=t instanceof Element&&this.element.contains(t),r=n?t.closest(`[data-key]`)?.getAttribute(`data-key`)??null:null,i=Bt(this.drawnHistory,e.history),a=i>0&&i<=3&&Vt()?Ht(this.element):null;if(this.element.replaceChildren(Kt(this.game.render(this.game.scene(e,this.selection)))),this.drawnHistory=e.history,e.proposed)for(let t of this.element.querySelectorAll(`[data-intent="play:${CSS.escape(e.proposed)}"]`))t.classList.add(`proposed`);a&&this.animate(a),n&&this.refocus(r),this.moved=!1}refocus(e){let t=e?this.element.querySelector(`[data-key="${CSS.escape(e)}"]`):null,n=this.element.querySelector(`[data-key][role=button], button[data-key]`);(t&&(Wt(t)||!this.moved||!n)?t:n??t??this.element).focus({preventScroll:!0})}animate(e){for(let t of this.element.querySelectorAll(`[data-anim]`)){let n=e.get(t.dataset.animFrom??t.dataset.anim??``);if(!n)continue;let r=t.getBoundingClientRect(),i=n.left+n.width/2-(r.left+r.width/2),a=n.top+n.height/2-(r.top+r.height/2);if(Math.hypot(i,a)<2||r.width===0)continue;let o=n.width>0?n.width/r.width:1,s=t instanceof SVGGraphicsElement?t.ownerSVGElement?.getScreenCTM()?.a??1:1;t.classList.add(`moving`);let c=t.animate([{transform:`translate(${i/s}px, ${a/s}px) scale(${o})`},{transform:`none`}],{duration:260,easing:`cubic-bezier(.2,.7,.3,1)`});c.onfinish=()=>t.classList.remove(`moving`),this.animations+=1}this.element.dataset.animations=String(this.animations)}},zt={ArrowLeft:[-1,0],ArrowRight:[1,0],ArrowUp:[0,-1],ArrowDown:[0,1]};function Bt(e,t){if(t.length<=e.length||e.length===0&&t.length>3)return 0;for(let n=0;n<e.length;n++)if(e[n].action!==t[n].action||e[n].seat!==t[n].seat)return 0;return t.length-e.length}function Vt(){return typeof matchMedia!=`function`||!matchMedia(`(prefers-reduced-motion: reduce)`).matches}function Ht(e){let t=new Map;for(let n of e.querySelectorAll(`[data-anim]`))t.set(n.dataset.anim??``,n.getBoundingClientRect());return t}function Ut(e){let t=e.getBoundingClientRect();return t.width>0&&t.height>0}function Wt(e){return e.getAttribute(`role`)===`button`||e instanceof HTMLButtonElement}function Gt(e,t,n){let r=e=>[e.left+e.width/2,e.top+e.height/2],[i,a]=r(e.getBoundingClientRect()),o=null,s=1/0;for(let c of t){if(c===e)continue;let[t,l]=r(c.getBoundingClientRect()),u=(t-i)*n[0]+(l-a)*n[1],d=Math.abs((t-i)*n[1]-(l-a)*n[0]);if(u<4)continue;let f=u+2.5*d;f<s&&(s=f,o=c)}return o}function Kt(e){return D(`div`,{class:e.layout},D(`div`,{class:`board-wrap`},e.board),e.side)}function qt(e,t,n){let r=e.scene({position:t.position,rules:t.rules,legal:[],history:t.history??[],viewer:null,toMove:null,seatName:t.seatName??n,live:!1,key:`diagram`,highlights:t.highlights??It},e.initial()),i=e.render(r);return D(`div`,{class:`board diagram`},t.side?Kt(i):D(`div`,{class:`board-wrap`},i.board))}var Jt=`abcdefghi`;function Yt(e,t){return e<1||e>9||t<1||t>9||(e+t)%2!=0?!1:e!==1&&e!==9||t!==1&&t!==9}var Xt=(()=>{let e=[];for(let t=1;t<=9;t++)for(let n=1;n<=9;n++)Yt(t,n)&&e.push({name:`${Jt[t-1]}${n}`,x:t,y:n});return e})(),Zt=new Map(Xt.map(e=>[e.name,e])),Qt=(e,t)=>`${Jt[e-1]}${t}`,$t=(()=>{let e=[];for(let t of Xt){let n=[[1,1],[1,-1]];t.x%2==1&&t.y%2==1&&n.push([2,0],[0,2]);for(let[r,i]of n)Yt(t.x+r,t.y+i)&&e.push([t.name,Qt(t.x+r,t.y+i)])}return e})();function en(e){let[t,n,r,i]=e.trim().split(/\s+/),[a,o]=(t??``).split(`/`);if(o===void 0||n!==`w`&&n!==`b`)throw Error(`not a Danish Quarto position: ${e}`);let s=e=>new Set(e?e.split(`,`).filter(e=>e):[]);return{white:s(a),black:s(o),toMove:n===`w`?0:1,hands:[Number(r),Number(i)]}}function tn(e,t){return e.white.has(t)?0:e.black.has(t)?1:null}function nn(e){let t=/^(?:([a-i][1-9])-)?([a-i][1-9])(?:x([a-i][1-9]))?$/.exec(e);return t?{text:e,from:t[1]??null,to:t[2],capture:t[3]??null}:null}function rn(e){return e.map(nn).filter(e=>e!==null)}function an(e){return b(e===0?`danish-white`:`danish-black`)}var j={get name(){return b(`game-danish`)},get blurb(){return b(`board-danish-blurb`)},side:an,isSide:e=>e===an(0)||e===an(1)||e===`White`||e===`Black`,action(e){if(e===`pass`)return b(`board-danish-passed`);let t=nn(e);return t?t.from?t.capture?b(`board-danish-moved-captured`,{from:t.from,to:t.to,capture:t.capture}):b(`board-danish-moved`,{from:t.from,to:t.to}):t.capture?b(`board-danish-placed-captured`,{to:t.to,capture:t.capture}):b(`board-danish-placed`,{to:t.to}):e},proposal(e){if(e===`pass`)return b(`board-danish-pass`);let t=nn(e);return t?t.from?t.capture?b(`board-danish-move-capturing`,{from:t.from,to:t.to,capture:t.capture}):b(`board-danish-move`,{from:t.from,to:t.to}):t.capture?b(`board-danish-place-capturing`,{to:t.to,capture:t.capture}):b(`board-danish-place`,{to:t.to}):e},reason(e,t){switch(e.kind){case`pieces`:return b(`end-pieces`,{seat:t(e.seat),left:e.left});case`square_at_four`:return b(`end-square-at-four`,{seat:t(e.seat)});case`repetition`:return b(`end-repetition`);case`turn_cap`:return b(`end-turn-cap`,{turns:e.turns});default:return null}},rules(e){let t=[];for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`ply_cap`&&r!==`none`&&t.push(b(`board-danish-rules-cap`,{turns:Number(r)}))}return t.length>0?t.join(` · `):b(`board-standard-rules`)},options:{get standard(){return b(`board-danish-standard`)}},board:{get label(){return b(`board-danish-label`)},madeSquare:(e,t)=>b(`board-danish-made-square`,{side:e,square:t}),point:(e,t)=>t===null?b(`board-danish-point-empty`,{point:e}):b(`board-danish-point`,{point:e,owner:t}),capture:e=>b(`web-board-danish-capture`,{point:e}),move:e=>b(`board-danish-move-from`,{point:e}),selected:e=>b(`board-danish-selected`,{point:e}),placeOn:e=>b(`board-danish-place-on`,{point:e}),moveTo:(e,t)=>b(`board-danish-move-to`,{from:e,to:t}),seatAlias:e=>` (${e})`,counts:(e,t)=>` · ${b(`board-danish-counts`,{in_hand:e,on_board:t})}`,squares:e=>b(`board-danish-squares`,{squares:x(e)}),pickCapture:e=>b(`board-danish-pick-capture`,{side:e}),pickPlace:e=>b(`board-danish-pick-place`,{side:e}),pickTarget:e=>b(`board-danish-pick-target`,{from:e}),pickSource:e=>b(`board-danish-pick-source`,{side:e}),get mustPass(){return b(`web-board-danish-must-pass`)},get pass(){return b(`board-danish-pass`)},get passChip(){return b(`board-pass-chip`)}}},on=42,sn=54,cn=516,ln=e=>on+(e-1)*sn,un=e=>on+(9-e)*sn,dn=[`white`,`black`];function fn(e){return{board:pn(e),side:mn(e),layout:`danish-layout`}}function pn(e){let t=O(`svg`,{viewBox:`0 0 ${cn} ${cn}`,class:`danish-board`,role:`group`,"aria-label":j.board.label});t.append(O(`rect`,{x:2,y:2,width:512,height:512,rx:18,class:`danish-wood`}));for(let[n,r]of e.lines){let e=Zt.get(n),i=Zt.get(r);t.append(O(`line`,{x1:ln(e.x),y1:un(e.y),x2:ln(i.x),y2:un(i.y),class:`danish-line`}))}for(let n of e.squares){let e=n.corners.map(e=>Zt.get(e));if(e.some(e=>e===void 0))continue;let r=e.map(e=>`${ln(e.x)},${un(e.y)}`);t.append(O(`polygon`,{points:r.join(` `),class:`made-square ${dn[n.side]}`},O(`title`,{},n.title)))}if(e.lastMove){let n=Zt.get(e.lastMove.from),r=Zt.get(e.lastMove.to),[i,a,o,s]=[ln(n.x),un(n.y),ln(r.x),un(r.y)],c=Math.hypot(o-i,s-a),[l,u]=[(o-i)/c,(s-a)/c],[d,f]=[o-l*24,s-u*24];t.append(O(`g`,{class:`last-move`,"aria-hidden":`true`},O(`circle`,{cx:i,cy:a,r:8,class:`last-from`}),O(`line`,{x1:i,y1:a,x2:d-l*8,y2:f-u*8,class:`last-arrow`}),O(`path`,{d:`M${d} ${f} l${-l*14-u*9} ${-u*14+l*9} l${u*18} ${-l*18} z`,class:`last-head`})))}let n=[...e.points].sort((e,t)=>t.y-e.y||e.x-t.x);for(let e of n){let n=ln(e.x),r=un(e.y),i=O(`g`,{class:`point`,"data-point":e.name});if(i.append(O(`circle`,{cx:n,cy:r,r:5,class:`spot`})),e.owner!==null){let t=O(`g`,{class:`stone-piece`,"data-anim":`stone:${e.name}`,"data-anim-from":e.from??null},O(`circle`,{cx:n,cy:r,r:19,class:`stone ${dn[e.owner]}`}),O(`circle`,{cx:n,cy:r,r:11,class:`stone-inner ${dn[e.owner]}`}));i.append(t)}e.last===`to`&&i.append(O(`circle`,{cx:n,cy:r,r:24,class:`last-ring`})),e.captured!==null&&i.append(O(`g`,{class:`captured`,"aria-hidden":`true`},O(`circle`,{cx:n,cy:r,r:19,class:`stone leaving ${dn[e.captured]}`}),O(`circle`,{cx:n,cy:r,r:19,class:`captured-ghost`}),O(`path`,{d:`M${n-11} ${r-11} L${n+11} ${r+11} M${n+11} ${r-11} L${n-11} ${r+11}`,class:`captured-halo`}),O(`path`,{d:`M${n-11} ${r-11} L${n+11} ${r+11} M${n+11} ${r-11} L${n-11} ${r+11}`,class:`captured-mark`}))),e.mark&&(i.classList.add(e.mark),i.append(O(`circle`,{cx:n,cy:r,r:23,class:`mark`}))),i.append(O(`circle`,{cx:n,cy:r,r:36,class:`hit`})),e.target?Nt(i,e.target.label,e.target.intent):i.setAttribute(`aria-label`,e.label),e.drop&&i.setAttribute(`data-drop`,``),e.draggable&&Mt(i,e.name),t.append(A(i,`point:${e.name}`))}for(let e=1;e<=9;e++)t.append(O(`text`,{x:ln(e),y:510,class:`coord`},Jt[e-1]));for(let e=1;e<=9;e++)t.append(O(`text`,{x:12,y:un(e)+5,class:`coord`},String(e)));return t}function mn(e){let t=D(`div`,{class:`danish-side`}),n=D(`div`,{class:`danish-players`});for(let t of e.sides)n.append(D(`div`,{class:`danish-player${t.toMove?` to-move`:``}`,"data-side":String(t.side)},D(`span`,{class:`stone-icon ${dn[t.side]}`,"aria-hidden":`true`,"data-anim":`stock:${t.side}`}),D(`strong`,{},t.name),t.alias===null?null:D(`span`,{},t.alias),D(`span`,{class:`counts`},t.counts),t.squares===null?null:D(`div`,{class:`small`},t.squares)));return t.append(n,D(`p`,{class:`hint`},e.hint??``)),e.pass&&t.append(A(D(`button`,{"data-intent":e.pass.intent},e.pass.label),`button:pass`)),t}function hn(e){let t=nn(e),n=j.action(e);return t?D(`span`,{class:`chip danish-chip`,title:n},t.from?`${t.from}→${t.to}`:t.to,t.capture?D(`span`,{class:`capture`},` ×${t.capture}`):null):D(`span`,{class:`chip`,title:n},e===`pass`?j.board.passChip:e)}function gn(e){let t=O(`svg`,{viewBox:`0 0 40 40`,width:40,height:40});return t.append(O(`circle`,{cx:20,cy:20,r:17,class:`stone ${dn[e]}`})),t}var M=j.board;function _n(e,t){let n=en(e.position),r=rn(e.legal),i=e.legal.includes(`pass`),a=r.some(e=>e.from===null),o=new Set(r.filter(e=>e.from).map(e=>e.from)),{from:s,to:c}=t,l=r.filter(e=>e.from===s),u=new Set(l.map(e=>e.to)),d=c?l.filter(e=>e.to===c&&e.capture):[],f=e.history.length>0?e.history[e.history.length-1]:null,p=f?nn(f.action):null,m=+(f?.seat===1),h=j.side(n.toMove===0?0:1),g=Xt.map(e=>{let t=tn(n,e.name),r=``,i,l=M.point(e.name,t===null?null:j.side(t));if(c){let t=d.find(t=>t.capture===e.name);t?(r=`capture-target`,l=M.capture(e.name),i={intent:`play:${t.text}`,label:l}):e.name===c&&(r=`selected`)}else!a&&o.has(e.name)&&e.name!==s?(r=`source`,l=M.move(e.name),i={intent:`from:${e.name}`,label:l}):e.name===s?(r=`selected`,l=M.selected(e.name),i={intent:`unselect`,label:l}):u.has(e.name)&&(a||s)&&(r=`target`,l=a?M.placeOn(e.name):M.moveTo(s,e.name),i={intent:`to:${e.name}`,label:l});return{name:e.name,x:e.x,y:e.y,owner:t,last:p?.to===e.name?`to`:p?.from===e.name?`from`:null,captured:p?.capture===e.name?+(m===0):null,from:p&&p.to===e.name&&t!==null?p.from?`stone:${p.from}`:`stock:${t}`:null,mark:r,target:i,label:l,draggable:r===`source`||r===`selected`&&e.name===s,drop:r===`target`||r===`capture-target`}}),_=e.highlights.made_squares,v=[];for(let e of[0,1])for(let t of _?.[e]??[])v.push({side:e,name:t,corners:t.split(`-`),title:M.madeSquare(j.side(e),t)});let ee=[0,1].map(t=>{let r=e.seatName(t),i=_?.[t]??[];return{side:t,name:j.side(t),alias:j.isSide(r)?null:M.seatAlias(r),counts:M.counts(n.hands[t],(t===0?n.white:n.black).size),squares:i.length>0?M.squares(i):null,toMove:n.toMove===t&&e.toMove!==null}}),y=null;return e.legal.length>0&&(c?y=M.pickCapture(j.side(+(n.toMove===0))):a?y=M.pickPlace(h):s?y=M.pickTarget(s):o.size>0?y=M.pickSource(h):i&&(y=M.mustPass)),{lines:$t,squares:v,points:g,lastMove:p?.from?{from:p.from,to:p.to}:null,sides:ee,hint:y,pass:i?{intent:`play:pass`,label:M.pass}:null}}var vn={from:null,to:null};function yn(e,t){return e.from===null||rn(t.legal).some(t=>t.from===e.from)?e:{...e,from:null}}function bn(e,t,n){switch(t.verb){case`from`:case`drag`:return{selection:e.from===t.arg?e:{...e,from:t.arg}};case`unselect`:return{selection:{...e,from:null}};case`to`:return xn(e,rn(n.legal).filter(n=>n.from===e.from&&n.to===t.arg));case`play`:return{selection:e,play:t.arg};default:return{selection:e}}}function xn(e,t){if(t.length===0)return{selection:e};let n=t.find(e=>!e.capture);return n?{selection:e,play:n.text}:t.length===1?{selection:e,play:t[0].text}:{selection:{...e,to:t[0].to}}}var Sn={initial:()=>vn,reset:()=>vn,settle:yn,reduce:bn,scene:_n,render:fn,ghost:(e,t)=>gn(tn(en(t.position),e)===0?0:1)},Cn=e=>e===0||e===1?j.side(e):null,wn={tag:`danish`,texts:{get name(){return j.name},get blurb(){return j.blurb},action:j.action,proposal:j.proposal,rules:j.rules,seatName:Cn,reason:j.reason},lobby:{get options(){return[{kind:`note`,text:j.options.standard}]},seats:2,text:()=>``},board:e=>new Rt(Sn,e),diagram:e=>qt(Sn,e,ft(Cn)),chip:hn,sound:e=>/x[a-i][1-9]$/.test(e)?`capture`:`move`},Tn=[`Y`,`B`,`G`,`P`],En=7,Dn=[`C`,`R0`,`R1`,`R2`,`R3`,`R4`,`R5`,`R6`,`R7`];function On(e){let t=e.trim().split(/\s+/);if(t.length<5)throw Error(`not a Quartino state: ${e}`);let[n,r,i,a,o,s]=t,c=n.split(`/`).map(e=>e===`.`?[]:[...e]);if(c.length!==9)throw Error(`not a Quartino board: ${n}`);return{stacks:c,toMove:Number(r)-1,phase:i,turns:Number(a),seats:o.split(`/`).map(e=>{let[t,n]=e.split(`:`);return{hand:t===`-`||t===``?[]:t.split(`,`),aside:n?n.split(`,`).filter(e=>e):[]}}),viewer:s?.startsWith(`@`)?Number(s.slice(1))-1:null}}function kn(e){let t={};for(let e of Tn)t[e]=En;for(let n of e.stacks)for(let e of n)e in t&&--t[e];return t}function An(e){return[`C`,`R${e%8}`,`R${(e+1)%8}`,`R${(e+2)%8}`]}function jn(e){if(e===`four`)return{kind:`four`};if(e===`end`)return{kind:`end`};let t=/^column@(\S+)$/.exec(e);if(t)return{kind:`column`,space:t[1]};let n=/^([YBGP]{4})@Q(\d)$/.exec(e);if(n)return{kind:`claim`,card:n[1],quarter:Number(n[2])};let r=/^([YBGP])@(\S+)$/.exec(e);return r?{kind:`place`,colour:r[1],space:r[2]}:null}function Mn(e){return/@(C|R\d)$/.exec(e)?.[1]??null}function N(e){switch(e){case`Y`:return b(`quartino-colour-yellow`);case`B`:return b(`quartino-colour-blue`);case`G`:return b(`quartino-colour-green`);case`P`:return b(`quartino-colour-pink`);default:return e}}function Nn(e){if(e===`-`)return b(`board-quartino-phase-over`);if(e.startsWith(`S`)){let t=[];e.includes(`F`)&&t.push(b(`board-quartino-situation-four`)),e.includes(`C`)&&t.push(b(`board-quartino-situation-column`));let n=t.length>0?x(t):b(`board-quartino-situations-none`);return e.includes(`+1`)?b(`board-quartino-phase-situations-used`,{open:n}):b(`board-quartino-phase-situations`,{open:n})}let t=/^P(\d)@(\S+)$/.exec(e);if(t){let e=Number(t[1]),n=x(t[2].split(`,`),`disjunction`);return e===0?b(`board-quartino-phase-remove-column`,{spaces:n}):b(`board-quartino-phase-place-and-remove`,{count:e,spaces:n})}return e.startsWith(`P`)?b(`board-quartino-phase-place`,{count:Number(/^P(\d)/.exec(e)?.[1]??0)}):e.startsWith(`Q`)?b(`board-quartino-phase-claim`):e}var P={get name(){return b(`game-quartino`)},get blurb(){return b(`board-quartino-blurb`)},action(e){let t=jn(e);switch(t?.kind){case`four`:return b(`board-quartino-used-four`);case`end`:return b(`board-quartino-ended`);case`column`:return b(`board-quartino-removed-column`,{space:t.space});case`claim`:return b(`board-quartino-claimed`,{card:t.card,quarter:`Q${t.quarter}`});case`place`:return b(`board-quartino-placed`,{colour:N(t.colour),space:t.space});default:return e}},proposal(e){let t=jn(e);switch(t?.kind){case`four`:return b(`board-quartino-use-four`);case`end`:return b(`board-quartino-end-turn`);case`column`:return b(`board-quartino-remove-column`,{space:t.space});case`claim`:return b(`board-quartino-claim`,{card:t.card,quarter:`Q${t.quarter}`});case`place`:return b(`board-quartino-place`,{colour:N(t.colour),space:t.space});default:return e}},chips:{column:e=>b(`board-quartino-chip-column`,{space:e}),get four(){return b(`board-quartino-chip-four`)},get end(){return b(`board-quartino-chip-end`)}},reason(e,t){switch(e.kind){case`cards`:return b(`end-cards`,{seat:t(e.seat),count:e.count});case`turn_cap`:return b(`end-turn-cap`,{turns:e.turns});default:return null}},rules(e){let t=[];for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`players`&&t.push(b(`lobby-players`,{count:Number(r)})),e===`situations`&&r===`off`&&t.push(b(`board-quartino-rules-no-situations`)),e===`situations`&&r?.startsWith(`from:`)&&t.push(b(`board-quartino-rules-situations-after`,{rounds:Number(r.slice(5))})),e===`column_mandatory`&&r===`on`&&t.push(b(`board-quartino-rules-column-mandatory`)),e===`allow_mirror`&&r===`on`&&t.push(b(`board-quartino-rules-mirror`))}return t.length>0?t.join(` · `):b(`board-standard-rules`)},options:{get situations(){return b(`board-quartino-option-situations`)},situationsWhen:e=>e===`on`?b(`board-quartino-situations-always`):e===`off`?b(`board-quartino-situations-never`):b(`board-quartino-situations-after`,{rounds:Number(e.slice(5))}),get columnMandatory(){return b(`board-quartino-option-column-mandatory`)},get allowMirror(){return b(`board-quartino-option-mirror`)}},board:{get label(){return b(`board-quartino-label`)},stack:e=>e.length===0?b(`board-quartino-stack-empty`):b(`board-quartino-stack`,{colours:e.map(N).join(`, `),top:N(e[e.length-1])}),space:(e,t)=>`${e}: ${t}`,place:(e,t,n)=>b(`board-quartino-place-on-stack`,{colour:N(e),space:t,stack:n}),claim:(e,t,n)=>e===null?b(`board-quartino-claim-a-card`,{quarter:`Q${t}`,spaces:n.join(`, `)}):b(`board-quartino-claim-card`,{card:e,quarter:`Q${t}`,spaces:n.join(`, `)}),quarter:(e,t)=>b(`board-quartino-quarter`,{quarter:`Q${e}`,spaces:t.join(`, `)}),get cardFirst(){return b(`board-quartino-card-first`)},phase:(e,t,n)=>b(`board-quartino-phase`,{seat:e,phase:Nn(t),turn:n}),over:e=>b(`board-quartino-over`,{turns:e}),get four(){return b(`board-quartino-use-four`)},column:e=>b(`board-quartino-remove-column-token`,{space:e}),columnDue:e=>b(`board-quartino-remove-column`,{space:e}),get end(){return b(`board-quartino-end-turn-button`)},get supply(){return b(`web-board-quartino-supply`)},pile:(e,t)=>`${N(e)} ×${t}`,left:e=>`×${e}`,use:(e,t)=>b(`board-quartino-use-colour`,{colour:N(e),left:t}),get pickColour(){return b(`board-quartino-pick-colour`)},get supplyHeading(){return b(`board-quartino-supply-heading`)},get yourCards(){return b(`board-quartino-your-cards-label`)},card:(e,t)=>b(t?`board-quartino-card-chosen`:`board-quartino-card`,{card:e}),get pickCard(){return b(`board-quartino-pick-card`)},get cardsHeading(){return b(`board-quartino-cards-heading`)},cardsInHand:e=>` · ${b(`board-quartino-cards-in-hand`,{count:e})}`,putAside:e=>b(`board-quartino-put-aside`,{cards:e}),hand:e=>b(`board-quartino-hand`,{cards:x(e)})}},Pn=P.board,Fn={Y:`#f2c12e`,B:`#2f64c8`,G:`#2d9a52`,P:`#ee86bb`},In={Y:`#1b1400`,B:`#ffffff`,G:`#ffffff`,P:`#1b0010`},Ln=210,Rn=210,zn=128;function Bn(e){if(e===`C`)return[Ln,Rn];let t=(-90+45*Number(e.slice(1)))*Math.PI/180;return[Ln+zn*Math.cos(t),Rn+zn*Math.sin(t)]}function Vn(e,t,n,r){return O(`g`,{class:`token`},O(`circle`,{cx:t,cy:n,r,fill:Fn[e]??`#999`,stroke:`#1d1d1d`,"stroke-width":1.5}),O(`text`,{x:t,y:n+r*.36,"font-size":r*1.05,class:`token-letter`,fill:In[e]??`#000`},e))}function Hn(e,t=76){let n=O(`svg`,{viewBox:`0 0 80 80`,width:t,height:t,class:`card-graphic`});if(n.append(O(`rect`,{x:1,y:1,width:78,height:78,rx:8,class:`card-face`})),e===`?`)return n.append(O(`text`,{x:40,y:50,class:`card-back`},`?`)),n;let r=[[22,58],[22,20],[46,28],[58,54]];return n.append(O(`path`,{d:`M22 58 L22 20 M22 58 L46 28 M22 58 L58 54`,class:`card-spokes`})),[...e].forEach((e,t)=>n.append(Vn(e,r[t][0],r[t][1],11))),n}function Un(e){return{board:Wn(e),side:Gn(e),layout:`quartino-layout`}}function Wn(e){let t=O(`svg`,{viewBox:`-24 -24 468 468`,class:`quartino-wheel`,role:`group`,"aria-label":Pn.label});t.append(O(`circle`,{cx:Ln,cy:Rn,r:200,class:`wheel-wood`}));for(let e=0;e<8;e++){let[n,r]=Bn(`R${e}`);t.append(O(`line`,{x1:Ln,y1:Rn,x2:n,y2:r,class:`spoke`}))}t.append(O(`circle`,{cx:Ln,cy:Rn,r:zn,class:`ring-line`}));let n=new Map;for(let r of e.spaces){let{space:e,stack:i}=r,[a,o]=Bn(e),s=O(`g`,{class:`space${r.target?` target`:``}${r.last?` last`:``}`,"data-space":e});s.append(O(`circle`,{cx:a,cy:o,r:42,class:`space-hole`}));let c=i.slice(-4);for(let e=c.length-1;e>=1;e--){let t=c[c.length-1-e];s.append(O(`circle`,{cx:a,cy:o,r:22+e*5,fill:Fn[t],stroke:`#1d1d1d`,"stroke-width":1}))}if(c.length>0){let t=Vn(c[c.length-1],a,o,22);t.setAttribute(`data-anim`,`top:${e}`),r.placed&&t.setAttribute(`data-anim-from`,`pile:${r.placed}`),s.append(t)}if(i.length>1){let t=e===`C`?-1:Number(e.slice(1)),n=e===`C`?-Math.PI/4:(-90+45*t+90)*Math.PI/180,[r,c]=[a+36*Math.cos(n),o+36*Math.sin(n)];s.append(O(`circle`,{cx:r,cy:c,r:11,class:`height-badge`}),O(`text`,{x:r,y:c+4,class:`height-text`},String(i.length)))}s.append(O(`text`,{x:a,y:o+56,class:`space-name`},e)),r.column&&s.append(O(`circle`,{cx:a,cy:o,r:46,class:`column-mark`})),r.last&&s.append(O(`circle`,{cx:a,cy:o,r:46,class:`last-ring`})),s.append(O(`title`,{},r.title)),r.target?(s.append(O(`circle`,{cx:a,cy:o,r:38,class:`target-ring`})),Nt(s,r.target.label,r.target.intent)):s.setAttribute(`aria-label`,r.label),n.set(e,s),t.append(A(s,`space:${e}`))}for(let r of e.quarters){let e=(-90+45*(r.quarter+1))*Math.PI/180,i=Ln+200*Math.cos(e),a=Rn+200*Math.sin(e),o=O(`g`,{class:`quarter-tab${r.armed?` armed`:``}`,"data-quarter":`Q${r.quarter}`},O(`circle`,{cx:i,cy:a,r:31,class:`tab-disc`}),O(`text`,{x:i,y:a+6,class:`tab-text`},`Q${r.quarter}`)),s=e=>r.spaces.forEach(t=>n.get(t)?.classList.toggle(`in-quarter`,e));o.addEventListener(`mouseenter`,()=>s(!0)),o.addEventListener(`mouseleave`,()=>s(!1)),o.addEventListener(`focus`,()=>s(!0)),o.addEventListener(`blur`,()=>s(!1)),r.target?Nt(o,r.target.label,r.target.intent):o.setAttribute(`aria-label`,r.label),t.append(A(o,`quarter:${r.quarter}`))}return t}function Gn(e){let t=D(`div`,{class:`quartino-side`});t.append(D(`p`,{class:`phase`},e.phase)),e.buttons.length>0&&t.append(D(`div`,{class:`actions`},...e.buttons.map(e=>A(D(`button`,{class:e.class??null,"data-intent":e.intent},e.text),`button:${e.intent}`))));let n=D(`div`,{class:`palette`,role:`group`,"aria-label":Pn.supply});for(let t of e.piles){let e=O(`svg`,{viewBox:`0 0 40 40`,width:34,height:34,"data-anim":`pile:${t.colour}`});e.append(Vn(t.colour,20,20,16));let r=D(`div`,{class:`supply-pile${t.usable?` usable`:``}${t.chosen?` chosen`:``}`,"data-colour":t.colour},e,D(`span`,{class:`pile-name`},t.name),D(`span`,{class:`pile-count`},t.count));r.title=t.text,t.target&&Nt(r,t.target.label,t.target.intent),r.setAttribute(`aria-pressed`,String(t.chosen)),n.append(t.target?A(r,`colour:${t.colour}`):r)}if(t.append(D(`div`,{class:`label`},e.paletteLabel),n),e.hand){let n=D(`div`,{class:`hand`,role:`group`,"aria-label":Pn.yourCards});for(let t of e.hand.cards){let e=D(`div`,{class:`card${t.chosen?` chosen`:``}`,"data-card":t.card},Hn(t.card),D(`span`,{},t.card));e.firstElementChild?.setAttribute(`data-anim`,`card:${t.card}`),t.target?Nt(e,t.target.label,t.target.intent):e.setAttribute(`aria-label`,t.label),n.append(A(e,`card:${t.card}`))}t.append(D(`div`,{class:`label`},e.hand.label),n)}let r=D(`div`,{class:`quartino-seats`});for(let t of e.seats)r.append(D(`div`,{class:`quartino-seat${t.toMove?` to-move`:``}`,"data-seat":String(t.seat)},D(`strong`,{},t.name),D(`span`,{},t.cards),t.aside.length>0?D(`div`,{class:`aside`},...t.aside.map(e=>{let t=Hn(e.card,40);return t.setAttribute(`data-anim`,`card:${e.card}`),D(`span`,{class:`aside-card`,title:e.title},t)})):null,t.hand===null?null:D(`div`,{class:`small`},t.hand)));return t.append(r),t}function Kn(e){let t=jn(e),n=P.action(e),r=P.chips;switch(t?.kind){case`place`:return D(`span`,{class:`chip quartino-chip`,title:n},D(`span`,{class:`colour-chip colour-${t.colour}`,"aria-label":N(t.colour)},t.colour),t.space);case`claim`:return D(`span`,{class:`chip quartino-chip claim`,title:n},Hn(t.card,22),`Q${t.quarter}`);case`column`:return D(`span`,{class:`chip quartino-chip`,title:n},r.column(t.space));case`four`:return D(`span`,{class:`chip quartino-chip`,title:n},r.four);case`end`:return D(`span`,{class:`chip quartino-chip end`,title:n},r.end);default:return D(`span`,{class:`chip`,title:n},e)}}var qn={colour:null,card:null};function Jn(e){let t=new Set(e.map(jn).flatMap(e=>e?.kind===`place`?[e.colour]:[]));return Tn.filter(e=>t.has(e))}function Yn(e){return e.viewer===null?[]:(On(e.position).seats[e.viewer]?.hand??[]).filter(e=>e!==`?`)}function Xn(e){return e.card===null?e:{...e,card:null}}function Zn(e,t){let n=Jn(t.legal),{colour:r,card:i}=e;return r!==null&&!n.includes(r)&&(r=null),r===null&&n.length>0&&(r=n[0]),i!==null&&!Yn(t).includes(i)&&(i=null),r===e.colour&&i===e.card?e:{colour:r,card:i}}function Qn(e,t,n){switch(t.verb){case`play`:return{selection:e,play:t.arg};case`colour`:return{selection:e.colour===t.arg?e:{...e,colour:t.arg}};case`card`:return{selection:{...e,card:e.card===t.arg?null:t.arg}};case`quarter`:return e.card===null?{selection:e,say:P.board.cardFirst}:{selection:e,play:`${e.card}@Q${t.arg}`};default:return{selection:e}}}var F=P.board;function $n(e,t){let n=On(e.position),r=new Set(e.legal),i=e.legal.map(jn),a=i.some(e=>e?.kind===`place`),o=Jn(e.legal),s=i.flatMap(e=>e?.kind===`column`?[e.space]:[]),c=r.has(`end`),{colour:l,card:u}=t,d=e.history.length>0?e.history[e.history.length-1].action:null,f=d?Mn(d):null,p=d?jn(d):null,m=Dn.map((e,t)=>{let i=n.stacks[t],a=F.stack(i),o=l!==null&&r.has(`${l}@${e}`);return{space:e,stack:i,column:s.includes(e),last:e===f,placed:p?.kind===`place`&&p.space===e?p.colour:null,title:F.space(e,a),target:o?{intent:`play:${l}@${e}`,label:F.place(l,e,a)}:void 0,label:F.space(e,a)}}),h=Array.from({length:8},(e,t)=>{let n=An(t);return{quarter:t,spaces:n,armed:c&&u!==null,target:c?{intent:`quarter:${t}`,label:F.claim(u,t,n)}:void 0,label:F.quarter(t,n)}}),g=[];r.has(`four`)&&g.push({text:F.four,intent:`play:four`});let _=n.phase.startsWith(`P`);for(let e of s)g.push({text:_?F.columnDue(e):F.column(e),intent:`play:column@${e}`});r.has(`end`)&&g.push({text:F.end,intent:`play:end`,class:`end-turn`});let v=kn(n),ee=Tn.map(e=>{let t=o.includes(e);return{colour:e,text:F.pile(e,v[e]),name:N(e),count:F.left(v[e]),usable:t,chosen:l===e&&t,target:t?{intent:`colour:${e}`,label:F.use(e,v[e])}:void 0}}),y=e.viewer===null?null:{label:c?F.pickCard:F.cardsHeading,cards:Yn(e).map(e=>({card:e,chosen:u===e,target:c?{intent:`card:${e}`,label:F.card(e,u===e)}:void 0,label:F.card(e,!1)}))},te=n.seats.map((t,r)=>({seat:r,name:e.seatName(r),toMove:r===n.toMove&&e.toMove!==null,cards:F.cardsInHand(t.hand.length),aside:t.aside.map(e=>({card:e,title:F.putAside(e)})),hand:e.viewer!==r&&e.toMove===null&&t.hand.length>0&&!t.hand.includes(`?`)?F.hand(t.hand):null}));return{spaces:m,quarters:h,phase:e.live&&e.toMove===null?F.over(n.turns):F.phase(e.seatName(n.toMove),n.phase,n.turns+1),buttons:g,paletteLabel:a?F.pickColour:F.supplyHeading,piles:ee,hand:y,seats:te}}function er(e,t){return e[t]===!0}function tr(e,t){let n=e[t.key];return typeof n==`string`&&t.items.some(e=>e.value===n)?n:t.initial}function nr(e,t){let n=e[t.key]??{};return t.items.map(e=>e.value).filter(e=>n[e]===!0)}function rr(e){let t={};for(let n of e.options)(n.kind===`flag`||n.kind===`choice`)&&(t[n.key]=n.initial),n.kind===`set`&&(t[n.key]=Object.fromEntries(n.items.map(e=>[e.value,!0])));return t}var ir={initial:()=>qn,reset:Xn,settle:Zn,reduce:Qn,scene:$n,render:Un},ar=P.options,or=e=>e?`on`:`off`,sr={kind:`choice`,key:`situations`,name:`situations`,get label(){return ar.situations},items:[`on`,`from:1`,`from:2`,`from:3`,`off`].map(e=>({value:e,get label(){return ar.situationsWhen(e)}})),initial:`on`,anchor:`situations`},cr={tag:`quartino`,texts:{get name(){return P.name},get blurb(){return P.blurb},action:P.action,proposal:P.proposal,rules:P.rules,seatName:()=>null,reason:P.reason},lobby:{get options(){return[sr,{kind:`flag`,key:`columnMandatory`,name:`column`,label:ar.columnMandatory,initial:!1,anchor:`column-mandatory`},{kind:`flag`,key:`allowMirror`,name:`mirror`,label:ar.allowMirror,initial:!1,anchor:`mirror`}]},seats:3,text:(e,t)=>`players=${t} situations=${tr(e,sr)} column_mandatory=${or(er(e,`columnMandatory`))} allow_mirror=${or(er(e,`allowMirror`))}`},board:e=>new Rt(ir,e),diagram:e=>qt(ir,e,dt),chip:Kn,sound:e=>/@Q\d$/.test(e)?`claim`:e.startsWith(`column@`)?`capture`:`move`},lr=[`height`,`colour`,`shape`,`top`],ur=`abcd`;function dr(e){return`${ur[e%4]}${Math.floor(e/4)+1}`}function fr(e){let t=/^([a-d])([1-4])$/.exec(e);return t?(Number(t[2])-1)*4+ur.indexOf(t[1]):null}function pr(e){let[t,n]=e.trim().split(/\s+/),r=(t??``).split(`/`);if(r.length!==4||r.some(e=>e.length!==4))throw Error(`not a Quarto! position: ${e}`);let i=Array(16).fill(null);return r.forEach((e,t)=>{let n=3-t;[...e].forEach((e,t)=>{i[n*4+t]=e===`.`?null:parseInt(e,16)})}),{cells:i,hand:n&&/^[0-9a-f]$/i.test(n)?parseInt(n,16):null,mustGive:n===`*`}}function mr(e){let t={squares:!1,announce:!1,attributes:[...lr]};for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`squares`&&(t.squares=r===`yes`),e===`win`&&(t.announce=r===`announce`),e===`attributes`&&r&&(t.attributes=r.split(`,`))}return t}function hr(e){return/^[0-9a-f]$/i.test(e)?{kind:`give`,piece:parseInt(e,16)}:/^[a-d][1-4]$/.test(e)?{kind:`place`,cell:e}:e.startsWith(`Q:`)?{kind:`claim`,alignment:e.slice(2)}:e===`pass`?{kind:`pass`}:null}function gr(e){return e.toString(16)}function _r(e){let t=[];for(let e=0;e<4;e++)t.push({name:`a${e+1}-d${e+1}`,cells:[0,1,2,3].map(t=>e*4+t),square:!1});for(let e=0;e<4;e++)t.push({name:`${ur[e]}1-${ur[e]}4`,cells:[0,1,2,3].map(t=>t*4+e),square:!1});if(t.push({name:`a1-d4`,cells:[0,5,10,15],square:!1}),t.push({name:`a4-d1`,cells:[12,9,6,3],square:!1}),e)for(let e=0;e<3;e++)for(let n=0;n<3;n++){let r=e*4+n;t.push({name:`${dr(r)}-${dr(r+5)}`,cells:[r,r+1,r+4,r+5],square:!0})}return t}function vr(e){let t=e.result===`win`?b(`play-mark-win`):e.result===`loss`?b(`play-mark-loss`):b(`play-mark-draw`);return e.distance===null?t:`${t}${ot(e.distance)}`}function yr(e){switch(e){case`short`:return b(`quarto-trait-short`);case`tall`:return b(`quarto-trait-tall`);case`light`:return b(`quarto-trait-light`);case`dark`:return b(`quarto-trait-dark`);case`round`:return b(`quarto-trait-round`);case`square`:return b(`quarto-trait-square`);case`solid`:return b(`quarto-trait-solid`);case`hollow`:return b(`quarto-trait-hollow`);default:return e}}function I(e){return b(`board-quarto-piece`,{height:yr(e&1?`tall`:`short`),colour:yr(e&2?`dark`:`light`),shape:yr(e&4?`square`:`round`),top:yr(e&8?`hollow`:`solid`)})}function br(e){return e.result===`draw`?b(`board-quarto-value-draw`):e.distance===null?e.result===`win`?b(`board-quarto-value-wins`):b(`board-quarto-value-loses`):e.result===`win`?b(`board-quarto-value-wins-in`,{distance:e.distance}):b(`board-quarto-value-loses-in`,{distance:e.distance})}function xr(e){let[t,n]=e.split(`-`);return!t||!n?e:t[1]===n[1]?b(`board-quarto-row`,{row:t[1]}):t[0]===n[0]?b(`board-quarto-column`,{column:t[0]}):Math.abs(t.charCodeAt(0)-n.charCodeAt(0))===1?b(`board-quarto-square`,{cells:e}):b(`board-quarto-diagonal`,{cells:e})}function Sr(e){switch(e){case`short`:return b(`learn-pieces-short`);case`tall`:return b(`learn-pieces-tall`);case`light`:return b(`learn-pieces-light`);case`dark`:return b(`learn-pieces-dark`);case`round`:return b(`learn-pieces-round`);case`square`:return b(`learn-pieces-square`);case`solid`:return b(`learn-pieces-solid`);case`hollow`:return b(`learn-pieces-hollow`);default:return e}}function Cr(e){switch(e.kind){case`quarto`:{let t=e.alignments.map(e=>{let t=e.traits.map(Sr).join(` `);return e.square?b(`board-quarto-reason-square`,{traits:t,cells:e.name}):b(`board-quarto-reason-line`,{traits:t,line:xr(e.name)})});return t.length>0?x(t):null}case`full`:return b(`end-full`);default:return null}}var L={get name(){return b(`game-quarto`)},get blurb(){return b(`board-quarto-blurb`)},action(e){let t=hr(e);if(!t)return b(`board-quarto-placed`,{cell:e});switch(t.kind){case`give`:return b(`board-quarto-gave`,{piece:I(t.piece),action:e});case`claim`:return b(`board-quarto-claimed`,{alignment:t.alignment});case`pass`:return b(`board-quarto-passed`);case`place`:return b(`board-quarto-placed`,{cell:t.cell})}},proposal(e){let t=hr(e);switch(t?.kind){case`give`:return b(`board-quarto-give-piece`,{piece:I(t.piece)});case`claim`:return b(`board-quarto-claim-on`,{alignment:t.alignment});case`pass`:return b(`board-quarto-pass-no-claim`);case`place`:return b(`board-quarto-place-on`,{cell:t.cell});default:return e}},reason:Cr,rules(e){let t=[];for(let n of e.split(/\s+/)){let[e,r]=n.split(`=`);e===`attributes`&&r!==lr.join(`,`)&&t.push(b(`board-quarto-rules-only`,{traits:x(r.split(`,`).map(e=>L.options.attribute[e]??e))})),e===`squares`&&r===`yes`&&t.push(b(`board-quarto-rules-squares`)),e===`win`&&r===`announce`&&t.push(b(`board-quarto-rules-announce`))}return t.length>0?t.join(` · `):b(`board-standard-rules`)},options:{get attributes(){return`${b(`board-quarto-option-traits`)} `},get attribute(){return{height:b(`board-quarto-height`),colour:b(`board-quarto-colour`),shape:b(`board-quarto-shape`),top:b(`board-quarto-top`)}},get squares(){return b(`board-quarto-option-squares`)},get announce(){return b(`board-quarto-option-announce`)}},board:{get label(){return b(`board-quarto-label`)},empty:e=>b(`board-quarto-cell-empty`,{cell:e}),occupied:(e,t)=>b(`board-quarto-cell`,{cell:e,piece:I(t)}),place:(e,t,n)=>{let r=t===null?b(`board-quarto-place-the-piece`,{cell:e}):b(`board-quarto-place`,{cell:e,piece:I(t)});return n?`${r} (${br(n)})`:r},cellValue:(e,t)=>`${e}: ${br(t)}`,claim:(e,t)=>b(t?`board-quarto-claim-square`:`board-quarto-claim-line`,{alignment:e}),get placeThis(){return b(`board-quarto-place-this`)},get inHand(){return b(`board-quarto-in-hand`)},claimChip:e=>`Quarto! ${e}`,get passChip(){return b(`board-pass-chip`)},places:e=>b(`board-quarto-places`,{seat:e}),get chooseGift(){return b(`board-quarto-choose-gift`)},choosesGift:e=>b(`board-quarto-chooses-gift`,{seat:e}),get pool(){return b(`web-board-quarto-pool`)},get poolHeading(){return b(`board-quarto-pool-heading`)},give:(e,t)=>{let n=b(`board-quarto-give`,{piece:I(e)});return t?`${n} (${br(t)})`:n},giveValue:(e,t)=>`${b(`board-quarto-give`,{piece:I(e)})}: ${br(t)}`,played:e=>b(`board-quarto-played`,{piece:I(e)}),get pickLine(){return b(`board-quarto-pick-line`)},get cancel(){return b(`play-confirm-no`)},get call(){return`Quarto!`},get pass(){return b(`board-quarto-pass`)},get announceNote(){return b(`board-quarto-announce-note`)}},analysis:{value:br,mark:vr,legend:e=>`${b(e?`board-quarto-legend`:`board-quarto-legend-no-distances`)} `}},wr=L.board,Tr=L.analysis.mark,Er={top:`#fbefd2`,front:`#efd39c`,side:`#d2b277`,hole:`#3a2410`},Dr={top:`#7b4c29`,front:`#55301a`,side:`#3b200f`,hole:`#0d0703`},Or=`#21150b`;function kr(e){let t=!!(e&1),n=!!(e&2),r=!!(e&4),i=!!(e&8),a=n?Dr:Er,o=t?46:20,s=O(`g`,{class:`piece piece-${e.toString(16)}`});if(s.append(O(`title`,{},I(e))),r){let e=15-9/2,t=74-o;s.append(O(`path`,{d:`M40.5 ${t} l9 -9 v${o} l-9 9 z`,fill:a.side,stroke:Or,"stroke-width":1.5,"stroke-linejoin":`round`}),O(`rect`,{x:e,y:t,width:30,height:o,fill:a.front,stroke:Or,"stroke-width":1.5}),O(`path`,{d:`M${e} ${t} l9 -9 h30 l-9 9 z`,fill:a.top,stroke:Or,"stroke-width":1.5,"stroke-linejoin":`round`})),i&&s.append(O(`path`,{d:`M18.5 ${t-2} l4 -4 h18 l-4 4 z`,fill:a.hole,stroke:n?`#e9cf9e`:Or,"stroke-width":1.5,"stroke-linejoin":`round`}))}else{let e=6.5,t=74-o;s.append(O(`path`,{d:`M13 ${t} V74 A17 ${e} 0 0 0 47 74 V${t} Z`,fill:a.front,stroke:Or,"stroke-width":1.5}),O(`ellipse`,{cx:30,cy:t,rx:17,ry:e,fill:a.top,stroke:Or,"stroke-width":1.5})),i&&s.append(O(`ellipse`,{cx:30,cy:t,rx:11,ry:4.1,fill:a.hole,stroke:n?`#e9cf9e`:Or,"stroke-width":1.5}))}return s}function Ar(e,t=48){let n=O(`svg`,{viewBox:`0 0 60 80`,width:t,height:t*80/60,class:`piece-icon`});return n.append(kr(e)),n}var jr=100,Mr=24,Nr=448;function Pr(e){let t=e%4,n=Math.floor(e/4);return[Mr+t*jr+jr/2,Mr+(3-n)*jr+jr/2]}function Fr(e){return{board:Ir(e),side:Lr(e),layout:`quarto-layout`}}function Ir(e){let t=O(`svg`,{viewBox:`0 0 ${Nr} ${Nr}`,class:`quarto-board`,role:`group`,"aria-label":wr.label});t.append(O(`rect`,{x:4,y:4,width:440,height:440,rx:28,class:`quarto-wood`}));for(let e=0;e<4;e++)t.append(O(`text`,{x:Mr+e*jr+jr/2,y:442,class:`coord`},ur[e]));for(let e=0;e<4;e++)t.append(O(`text`,{x:12,y:Mr+(3-e)*jr+jr/2+5,class:`coord`},String(e+1)));let n=O(`g`,{class:`pieces`,"aria-hidden":`true`}),r=[...e.cells].sort((e,t)=>Math.floor(t.index/4)-Math.floor(e.index/4)||e.index%4-t.index%4);for(let e of r){let[r,i]=Pr(e.index),a=O(`g`,{class:`cell${e.target?` target`:``}${e.last?` last`:``}`,"data-cell":e.name});if(a.append(O(`circle`,{cx:r,cy:i,r:44,class:`hole`})),e.piece!==null){let t=kr(e.piece);t.setAttribute(`transform`,`translate(${r-30} ${i-48})`),n.append(O(`g`,{"data-anim":`piece:${gr(e.piece)}`},t))}e.last&&(a.append(O(`circle`,{cx:r,cy:i,r:46,class:`last-ring`})),a.append(O(`path`,{d:`M${r+30} ${i-44} l12 0 l-6 10 z`,class:`last-mark`}))),e.value&&a.append(O(`rect`,{x:r-24,y:i+18,width:48,height:22,rx:6,class:`value-badge ${e.value.result}`}),O(`text`,{x:r,y:i+34,class:`value-text ${e.value.result}`},Tr(e.value)),O(`title`,{},wr.cellValue(e.name,e.value))),e.target?(a.append(O(`circle`,{cx:r,cy:i,r:40,class:`target-ring`})),a.setAttribute(`data-drop`,``),Nt(a,e.target.label,e.target.intent)):a.setAttribute(`aria-label`,e.label),t.append(A(a,`cell:${e.name}`))}for(let n of e.won)t.append(Vr(n,`claimed-line`));t.append(n);for(let n of e.claims)t.append(A(Nt(Br(n),n.target.label,n.target.intent),`claim:${n.name}`));return t}function Lr(e){let t=D(`div`,{class:`quarto-side`}),n=D(`div`,{class:`hand-box`}),r=e.hand;if(r&&(n.append(D(`div`,{class:`label hand-label`},r.label)),r.piece!==null)){let e=D(`div`,{class:`hand-piece`,"data-hand":gr(r.piece),"data-anim":`piece:${gr(r.piece)}`},Ar(r.piece,56));r.draggable&&Mt(e,`piece:${gr(r.piece)}`),n.append(e,D(`div`,{class:`piece-words`},I(r.piece)))}t.append(n);let i=D(`div`,{class:`pool`,role:`group`,"aria-label":wr.pool});for(let t of e.pool){let e=gr(t.piece),n=D(`div`,{class:`pool-slot${t.used?` used`:``}${t.target?` target`:``}`,"data-piece":e});t.used||n.append(D(`span`,{class:`pool-piece`,"data-anim":`piece:${e}`},Ar(t.piece,40))),t.value&&n.append(D(`span`,{class:`value-badge ${t.value.result}`,title:wr.giveValue(t.piece,t.value)},Tr(t.value))),t.target?Nt(n,t.target.label,t.target.intent):n.setAttribute(`aria-label`,t.label),n.title=I(t.piece),i.append(t.used?n:A(n,`pool:${e}`))}if(t.append(D(`div`,{class:`label pool-label`},wr.poolHeading),i),e.announce){let n=D(`div`,{class:`claims`});e.announce.hint&&n.append(D(`p`,{class:`hint`},e.announce.hint));for(let t of e.announce.buttons)n.append(A(D(`button`,{class:t.class,"data-intent":t.intent},t.text),`button:${t.intent}`));n.append(D(`p`,{class:`small`},e.announce.note)),t.append(n)}return t}function Rr(e){let t=hr(e),n=L.action(e);switch(t?.kind){case`give`:return D(`span`,{class:`chip give`,title:n},Ar(t.piece,18));case`place`:return D(`span`,{class:`chip place`,title:n},t.cell);case`claim`:return D(`span`,{class:`chip claim`,title:n},wr.claimChip(t.alignment));default:return D(`span`,{class:`chip`,title:n},e===`pass`?wr.passChip:e)}}function zr(e){return Ar(parseInt(e.replace(/^piece:/,``),16),64)}function Br(e){let t=Vr(e,`claim-target`);if(!e.square)return t;let n=e.cells.map(e=>Pr(e)[0]),r=e.cells.map(e=>Pr(e)[1]),[i,a]=[(Math.min(...n)+Math.max(...n))/2,(Math.min(...r)+Math.max(...r))/2];return O(`g`,{class:`claim-target square-claim`},t,O(`circle`,{cx:i,cy:a,r:27,class:`square-handle`}))}function Vr(e,t){if(e.square){let n=e.cells.map(e=>Pr(e)[0]),r=e.cells.map(e=>Pr(e)[1]);return O(`rect`,{x:Math.min(...n)-46,y:Math.min(...r)-46,width:192,height:192,rx:40,class:`${t} square-shape`})}let[n,r]=Pr(e.cells[0]),[i,a]=Pr(e.cells[3]),o=Math.hypot(i-n,a-r),[s,c]=[(i-n)/o,(a-r)/o],[l,u]=[-c*27,s*27],[d,f]=[s*30,c*30];return O(`polygon`,{points:[[n-d+l,r-f+u],[i+d+l,a+f+u],[i+d-l,a+f-u],[n-d-l,r-f-u]].map(([e,t])=>`${e.toFixed(1)},${t.toFixed(1)}`).join(` `),class:`${t} line-shape`})}var R=L.board;function Hr(e,t){let n=pr(e.position),r=mr(e.rules),i=new Set(e.legal),a=e.legal.map(hr),o=a.some(e=>e?.kind===`place`),s=a.some(e=>e?.kind===`give`),c=e.legal.length>0,l=t.claiming,u=null;for(let t=e.history.length-1;t>=0&&u===null;t--){let n=hr(e.history[t].action);n?.kind===`place`&&(u=fr(n.cell))}let d=n.cells.map((t,r)=>{let a=dr(r),s=t===null?e.values?.get(a):void 0,c=!l&&o&&i.has(a);return{name:a,index:r,piece:t,last:r===u,value:s,target:c?{intent:`play:${a}`,label:R.place(a,n.hand,s)}:void 0,label:t===null?R.empty(a):R.occupied(a,t)}}),f=null;if(n.hand!==null){let t=o?R.placeThis:e.toMove===null?R.inHand:R.places(e.seatName(e.toMove));f={piece:n.hand,label:t,draggable:o}}else e.toMove!==null&&(f={piece:null,label:s?R.chooseGift:R.choosesGift(e.seatName(e.toMove)),draggable:!1});let p=new Set(n.cells.filter(e=>e!==null)),m=[];for(let t=0;t<16;t++){let r=p.has(t)||n.hand===t,a=gr(t),o=r?void 0:e.values?.get(a),c=!l&&s&&i.has(a);m.push({piece:t,used:r,value:o,target:c?{intent:`play:${a}`,label:R.give(t,o)}:void 0,label:r?R.played(t):I(t)})}let h=null;if(r.announce&&e.live){let e=[],t=null;c&&(l?(t=R.pickLine,e.push({text:R.cancel,intent:`cancel`})):e.push({text:R.call,intent:`claim`,class:`quarto-call`}),i.has(`pass`)&&e.push({text:R.pass,intent:`play:pass`})),h={hint:t,buttons:e,note:R.announceNote}}return{cells:d,won:_r(!0).filter(t=>e.highlights.winning_lines?.includes(t.name)),claims:l?_r(r.squares).map(e=>({...e,target:{intent:`claim:${e.name}`,label:R.claim(e.name,e.square)}})):[],hand:f,pool:m,announce:h}}var Ur={claiming:!1},Wr={claiming:!0};function Gr(e,t,n){switch(t.verb){case`play`:return{selection:e,play:t.arg};case`claim`:return t.arg===``?{selection:Wr}:{selection:Ur,play:`Q:${t.arg}`};case`cancel`:return{selection:Ur};default:return{selection:e}}}var Kr={initial:()=>Ur,reset:()=>Ur,settle:e=>e,reduce:Gr,scene:Hr,render:Fr,ghost:zr},qr=L.options,Jr={kind:`set`,key:`attributes`,get label(){return qr.attributes},anchor:`attributes`,items:lr.map(e=>({value:e,name:`attr-${e}`,get label(){return qr.attribute[e]}}))},z=[{tag:`quarto`,texts:{get name(){return L.name},get blurb(){return L.blurb},action:L.action,proposal:L.proposal,rules:L.rules,seatName:()=>null,analysis:L.analysis,reason:e=>L.reason(e)},lobby:{get options(){return[Jr,{kind:`flag`,key:`squares`,name:`squares`,label:qr.squares,initial:!1,anchor:`squares`},{kind:`flag`,key:`announce`,name:`announce`,label:qr.announce,initial:!1,anchor:`announce`}]},seats:2,text:e=>`attributes=${nr(e,Jr).join(`,`)} squares=${er(e,`squares`)?`yes`:`no`} win=${er(e,`announce`)?`announce`:`auto`}`},board:e=>new Rt(Kr,e),diagram:e=>qt(Kr,e,dt),chip:Rr,sound:e=>e.startsWith(`Q:`)?`claim`:`move`},wn,cr],Yr=new Map(z.map(e=>[e.tag,e])),Xr=class extends Error{constructor(e){super(pt(e)),S(this,`tag`,void 0),this.tag=e}};function Zr(e){return Yr.get(e)}function B(e){let t=Yr.get(e);if(!t)throw new Xr(e);return t}function Qr(e,t){return B(e).texts.action(t)}function V(e){return e.charAt(0).toLocaleUpperCase(et())+e.slice(1)}function $r(e){let[t,n]=e.split(`-`);return!t||!n?``:t[1]===n[1]?b(`learn-row`,{number:Number(t[1])}):t[0]===n[0]?b(`learn-column`,{letter:t[0]}):Math.abs(t.charCodeAt(0)-n.charCodeAt(0))===1?b(`learn-square`):b(`learn-diagonal`)}function ei(e,t){return b(`learn-quarto`,{alignment:$r(e),line:e,traits:t.map(Sr).join(` ${b(`learn-and`)} `)})}function ti(e,t){let n=t=>Qr(e,t);switch(t.kind){case`win_at`:return V(b(`learn-why-win-at`,{cell:t.cell,quarto:ei(t.line,t.shared)}));case`gift_wins`:{let e=hr(t.piece),n=e?.kind===`give`?I(e.piece):t.piece;return V(b(`learn-why-gift-wins`,{piece:t.piece,traits:n,cell:t.cell,quarto:ei(t.line,t.shared)}))}case`no_safe_gift`:return V(b(`learn-why-no-safe-gift`));case`no_quarto`:return V(b(`learn-why-no-quarto`,{cell:t.cell}));case`claim_missed`:return V(b(`learn-why-claim-missed`,{line:t.line}));case`opponent_wins`:return V(t.distance===null?b(`learn-why-opponent-wins`):b(`learn-why-opponent-wins-in`,{distance:t.distance}));case`win_lost`:return V(b(`learn-why-win-lost`,{now:t.now}));case`too_slow`:return V(b(`learn-why-too-slow`,{distance:t.distance,within:t.within}));case`no_square`:return V(b(`learn-why-no-square`));case`capture_allowed`:return V(b(`learn-why-capture-allowed`,{reply:t.reply,point:t.point}));case`escapes`:return V(b(`learn-why-escapes`,{reply:t.reply}));case`missed`:return V(b(`learn-why-missed`,{action:n(t.action)}));case`win_allowed`:return V(b(`learn-why-win-allowed`,{reply:t.reply}));case`claims_left`:return V(b(`learn-why-claims-left`,{possible:t.possible,wanted:t.wanted}));case`card_missed`:return V(b(`learn-why-card-missed`,{card:t.card,quarter:t.quarter}));case`no_card_shows`:return V(b(`learn-why-no-card-shows`));case`weaker`:return V(b(`learn-why-weaker`));case`goal_does_not_fit`:return V(b(`learn-why-goal-does-not-fit`,{goal:t.goal}))}}function ni(e){return e.kind===`exact`&&e.result?e.distance===0?e.result===`win`?b(`study-eval-won`):e.result===`loss`?b(`study-eval-lost`):b(`learn-eval-draw`):e.result===`draw`?b(`learn-eval-draw`):e.distance===null?e.result===`win`?b(`learn-eval-win`):b(`learn-eval-loss`):e.result===`win`?b(`learn-eval-win-in`,{distance:e.distance}):b(`learn-eval-loss-in`,{distance:e.distance}):e.score===null?`?`:b(`learn-eval-estimate`,{percent:Math.round(e.score*100)})}function ri(e){let t=/^win-in-(\d)$/.exec(e);if(t)return b(`study-theme-win-in`,{count:Number(t[1])});let n=/^capture-in-(\d)$/.exec(e);if(n)return b(`study-theme-capture-in`,{count:Number(n[1])});switch(e){case`only-safe-piece`:return b(`study-theme-only-safe-piece`);case`only-drawing-move`:return b(`study-theme-only-drawing-move`);case`protected-square`:return b(`study-theme-protected-square`);case`claim-two`:return b(`study-theme-claim-two`);case`mistake`:return b(`study-theme-mistake`);default:return e}}function ii(e){switch(e){case`inaccuracy`:return b(`learn-severity-inaccuracy`);case`mistake`:return b(`learn-severity-mistake`);case`blunder`:return b(`learn-severity-blunder`)}}var H={title:e=>`${e} · Quartet`,get loading(){return b(`play-loading`)},nav:{get rules(){return b(`study-nav-rules`)},get learn(){return b(`study-nav-learn`)},get puzzles(){return b(`study-nav-puzzles`)},get lobby(){return`← ${b(`web-to-lobby`)}`}},get contents(){return b(`study-contents`)},lobby:{get heading(){return b(`study-heading`)},get intro(){return b(`study-intro`)}},learnLink:e=>b(`study-learn-link`,{game:e}),rulesLink:e=>b(`study-rules-link`,{game:e}),lessons:{progress:(e,t)=>b(`study-lessons-progress`,{done:e,of:t}),get hint(){return b(`study-lessons-hint`)},get again(){return b(`study-lessons-again`)},get next(){return b(`study-lessons-next`)},get finished(){return b(`study-lessons-finished`)},get play(){return b(`study-lessons-play`)},done:`✓`,get right(){return b(`study-lessons-right`)},replied:e=>b(`study-lessons-replied`,{action:e})},puzzles:{get heading(){return b(`study-puzzles-heading`)},get intro(){return b(`study-puzzles-intro`)},get daily(){return b(`study-puzzles-daily`)},get next(){return b(`study-puzzles-next`)},rating:(e,t)=>b(`study-puzzles-rating`,{rating:Math.round(e),deviation:Math.round(2*t)}),puzzleRating:(e,t,n)=>b(`study-puzzles-puzzle-rating`,{rating:e,tries:t,solved:n}),dayOf:e=>b(`study-puzzles-day-of`,{day:ct(e)}),youPlay:e=>b(`study-puzzles-you-play`,{seat:e}),get solved(){return b(`study-puzzles-solved`)},get failed(){return b(`study-puzzles-failed`)},solution:e=>b(`study-puzzles-solution`,{line:e}),change:e=>b(`study-puzzles-change`,{change:`${e>=0?`+`:`−`}${ot(Math.abs(Math.round(e)))}`})},review:{heading:e=>b(`study-review-heading`,{game:e}),by:(e,t)=>b(`study-review-by`,{engine:e,seconds:ot(t/1e3,1)}),get chart(){return b(`study-review-chart`)},get chartMany(){return b(`study-review-chart-many`)},get back(){return`← ${b(`study-review-back`)}`},mistakes:e=>e===0?b(`study-review-no-mistakes`):b(`study-review-mistakes`,{count:e}),best:e=>b(`study-review-best`,{action:e}),value:(e,t)=>`${e} → ${t}`,get playAgain(){return b(`study-review-play-again`)},get notOver(){return b(`study-review-not-over`)}},hints:{get heading(){return b(`study-hints-heading`)},deadly:e=>b(`study-hints-deadly`,{pieces:e}),poisoned:e=>b(`study-hints-poisoned`,{cells:e}),threatened:e=>b(`study-hints-threatened`,{points:e}),unsafe:e=>b(`study-hints-unsafe`,{count:e}),near:(e,t,n,r)=>b(`study-hints-near`,{card:e,colour:N(t),space:n,quarter:r}),get none(){return b(`study-hints-none`)},get warnGift(){return b(`study-hints-warn-gift`)},get warnCell(){return b(`study-hints-warn-cell`)},get warnMove(){return b(`study-hints-warn-move`)},get option(){return b(`study-hints-option`)},get optionHelp(){return b(`study-hints-option-help`)}},game:{get review(){return b(`study-game-review`)}}};function ai(e,t,n,r){let i=n.hints;if(n.hints_on&&i){let t=[];i.deadly_gifts.length>0&&t.push(H.hints.deadly(i.deadly_gifts.join(`, `))),i.poisoned_cells.length>0&&t.push(H.hints.poisoned(i.poisoned_cells.join(`, `))),i.threatened.length>0&&t.push(H.hints.threatened(i.threatened.join(`, `))),i.unsafe_moves.length>0&&t.push(H.hints.unsafe(i.unsafe_moves.length));for(let e of i.near_cards)t.push(H.hints.near(e.card,e.colour,e.space,e.quarter));e.replaceChildren(D(`section`,{class:`hints`,"aria-label":H.hints.heading},D(`h2`,{},H.hints.heading),...(t.length>0?t:[H.hints.none]).map(e=>D(`p`,{},e))))}else e.replaceChildren();let a=[];n.status===`finished`&&a.push(D(`p`,{},D(`a`,{href:`/game/${n.id}/review`,"data-link":!0,class:`button review-link`},H.game.review))),a.push(D(`p`,{class:`small`},D(`a`,{href:`/rules/${n.game}`,"data-link":!0},H.rulesLink(r.texts.name)))),t.replaceChildren(...a)}function oi(e,t){let n=e.hints;return!e.hints_on||!n?null:n.deadly_gifts.includes(t)?H.hints.warnGift:n.poisoned_cells.includes(t)?H.hints.warnCell:n.unsafe_moves.includes(t)?H.hints.warnMove:null}var si=`<rect x='3' y='4' width='10' height='11' rx='1' fill='%235a3418'/><ellipse cx='8' cy='4' rx='5' ry='2' fill='%237b4c29'/>`,ci=`<circle cx='12' cy='4' r='4' fill='%23e0341e' stroke='white' stroke-width='1.2'/>`;function li(e){return`data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E${si}${e?ci:``}%3C/svg%3E`}function ui(e){let t=document.querySelector(`link[rel=icon]`);t||(t=document.createElement(`link`),t.rel=`icon`,document.head.append(t));let n=li(e);t.getAttribute(`href`)!==n&&t.setAttribute(`href`,n),t.dataset.turn=String(e)}var di=`quartet.sound`,fi=`quartet.confirm`,pi=`quartet.theme`;function mi(e){try{return localStorage.getItem(e)}catch{return null}}function hi(e,t){try{localStorage.setItem(e,t)}catch{}}var gi=new Set;function _i(e){return gi.add(e),()=>gi.delete(e)}function vi(){for(let e of gi)e()}function yi(){return mi(di)!==`off`}function bi(e){hi(di,e?`on`:`off`),vi()}function xi(){return mi(fi)===`on`}function Si(e){hi(fi,e?`on`:`off`),vi()}function Ci(){let e=mi(pi);return e===`light`||e===`dark`?e:`auto`}function wi(e){hi(pi,e),Di(),vi()}function Ti(){let e=Ci();return e===`auto`?typeof matchMedia==`function`&&matchMedia(`(prefers-color-scheme: dark)`).matches?`dark`:`light`:e}var Ei=!1;function Di(){document.documentElement.dataset.theme=Ti(),!Ei&&typeof matchMedia==`function`&&(Ei=!0,matchMedia(`(prefers-color-scheme: dark)`).addEventListener(`change`,()=>{document.documentElement.dataset.theme=Ti()}))}function Oi(e){return e===`auto`?`light`:e===`light`?`dark`:`auto`}var ki=`quartet.chat-muted`,Ai=200;function ji(){try{let e=JSON.parse(mi(ki)??`{}`);return typeof e==`object`&&e?e:{}}catch{return{}}}function Mi(e){let t=ji()[e];return Array.isArray(t)?t.filter(e=>Number.isInteger(e)):[]}function Ni(e,t,n){let r=ji(),i=new Set(Mi(e));n?i.add(t):i.delete(t),delete r[e],i.size>0&&(r[e]=[...i].sort((e,t)=>e-t));let a=Object.keys(r);for(let e of a.slice(0,Math.max(0,a.length-Ai)))delete r[e];hi(ki,JSON.stringify(r)),vi()}var Pi=null;function Fi(){if(Pi)return Pi;let e=window.AudioContext;if(!e)return null;try{Pi=new e}catch{return null}return Pi}function Ii(){let e=()=>{let t=Fi();t&&t.state===`suspended`&&t.resume(),window.removeEventListener(`pointerdown`,e),window.removeEventListener(`keydown`,e)};window.addEventListener(`pointerdown`,e),window.addEventListener(`keydown`,e)}function Li(e,t,n,r,i,a,o=1){let s=e.createOscillator(),c=e.createGain();s.type=i,s.frequency.setValueAtTime(n,t),o!==1&&s.frequency.exponentialRampToValueAtTime(n*o,t+r),c.gain.setValueAtTime(1e-4,t),c.gain.exponentialRampToValueAtTime(a,t+.005),c.gain.exponentialRampToValueAtTime(1e-4,t+r),s.connect(c).connect(e.destination),s.start(t),s.stop(t+r+.02)}function Ri(e,t,n,r){let i=e.createBuffer(1,Math.ceil(e.sampleRate*.06),e.sampleRate),a=i.getChannelData(0);for(let e=0;e<a.length;e++)a[e]=(Math.random()*2-1)*(1-e/a.length)**3;let o=e.createBufferSource();o.buffer=i;let s=e.createBiquadFilter();s.type=`bandpass`,s.frequency.value=n*8,s.Q.value=1.5;let c=e.createGain();c.gain.value=r,o.connect(s).connect(c).connect(e.destination),o.start(t),Li(e,t,n,.09,`sine`,r*.8,.6)}var U={C5:523.25,E5:659.25,G5:783.99,C6:1046.5,A4:440,F4:349.23,D4:293.66,G4:392};function zi(e){if(!yi())return;window.dispatchEvent(new CustomEvent(`quartet:sound`,{detail:e}));let t=Fi();if(!t)return;t.state===`suspended`&&t.resume();let n=t.currentTime+.01;switch(e){case`move`:Ri(t,n,180,.5);break;case`capture`:Ri(t,n,150,.55),Ri(t,n+.11,110,.5);break;case`claim`:[U.C5,U.E5,U.G5].forEach((e,r)=>Li(t,n+r*.07,e,.35,`triangle`,.25));break;case`lowtime`:Li(t,n,880,.09,`square`,.08),Li(t,n+.16,880,.09,`square`,.08);break;case`win`:[U.C5,U.E5,U.G5,U.C6].forEach((e,r)=>Li(t,n+r*.11,e,.3,`triangle`,.22));break;case`lose`:[U.A4,U.F4,U.D4].forEach((e,r)=>Li(t,n+r*.15,e,.35,`sine`,.25));break;case`end`:[U.G4,U.C5].forEach((e,r)=>Li(t,n+r*.14,e,.35,`sine`,.22))}}function Bi(e){return e.seats.filter((t,n)=>!e.you.includes(n)&&t.kind!==`bot`&&t.taken).map(e=>e.seat)}function Vi(e){return e.status===`live`&&e.you.length>0&&Bi(e).length>0}function Hi(e,t){let n={abort:!1,offerDraw:!1,askTakeBack:!1,mine:[],theirs:[],claim:null};if(!Vi(e))return n;let r=e.offers,i=[],a=[];for(let[t,n]of[[`draw`,r.draw],[`take_back`,r.take_back]])n!==null&&(e.you.includes(n)?i.push(t):a.push({offer:t,seat:n}));let o=Bi(e),s=null;if(e.offers.claims&&t!==null){let n=o.map(t=>e.seats[t].left_at);n.every(e=>e!==null)&&(s={seats:o,at:Math.max(...n)+t})}return{abort:e.you.some(e=>r.abortable.includes(e)),offerDraw:r.draws&&r.draw===null,askTakeBack:r.take_back===null&&e.history.some(t=>e.you.includes(t.seat)),mine:i,theirs:a,claim:s}}function Ui(e,t){if(e.id!==t.id||t.status!==`live`)return[];let n=[];for(let r of[`draw`,`take_back`]){let i=r===`draw`?e.offers.draw:e.offers.take_back,a=r===`draw`?t.offers.draw:t.offers.take_back;i!==null&&a===null&&e.you.includes(i)&&(r===`take_back`&&t.ply<e.ply||n.push({offer:r,fate:t.ply>e.ply?`lapsed`:`declined`}))}return n}var W={get loading(){return b(`play-loading`)},title:e=>b(`play-title`,{game:e}),titleYourTurn:e=>b(`play-title-your-turn`,{game:e}),get notFound(){return b(`play-not-found`)},notFoundDetail:e=>b(`play-not-found-detail`,{id:e}),header:(e,t,n)=>[e,t?b(`play-header-clock`,{clock:_t(t)}):null,n?b(`play-header-watching`):null].filter(e=>e!==null).join(` · `),seatRefused:e=>b(`play-seat-refused`,{message:e}),link:{get open(){return`● ${b(`play-link-open`)}`},get connecting(){return`◌ ${b(`play-link-connecting`)}`},get reconnecting(){return`◌ ${b(`play-link-reconnecting`)}`},waiting:e=>`✕ ${b(`play-link-waiting`,{seconds:e})}`,refused:e=>`✕ ${e}`,get refusedByServer(){return b(`play-link-refused`)},get badToken(){return b(`play-link-bad-token`)}},seat:{bot:e=>b(`play-seat-bot`,{level:e?gt(e):`?`}),botAt:(e,t)=>b(`play-seat-bot-at`,{number:e+1,level:t?gt(t):`?`}),get you(){return` ${b(`play-seat-you`)}`},get kindBot(){return b(`play-seat-kind-bot`)},get thinking(){return b(`play-seat-thinking`)},get open(){return b(`play-seat-open`)},get invited(){return b(`play-seat-invited`)},get online(){return b(`play-seat-online`)},get offline(){return b(`play-seat-offline`)},get resigned(){return b(`play-seat-resigned`)},presence:e=>b(e?`play-seat-connected`:`play-seat-not-connected`)},presence:{spectators:e=>b(`play-spectators`,{count:e})},status:{replay:(e,t)=>b(`play-status-replay`,{at:e,of:t}),over:(e,t)=>b(`play-status-over`,{headline:e,detail:t}),thinking:e=>b(`play-status-thinking`,{seat:e}),waitingFor:e=>b(`play-status-waiting-for`,{names:x(e)}),yourTurnAs:e=>b(`play-status-your-turn-as`,{seat:e}),get yourTurn(){return b(`play-status-your-turn`)},toMove:e=>b(`play-status-to-move`,{seat:e}),last:(e,t)=>` ${b(`play-status-last`,{seat:e,action:t})}`},controls:{get takeBack(){return b(`play-take-back`)},get resign(){return b(`play-resign`)},get reallyResign(){return b(`play-really-resign`)},get reallyResignAll(){return b(`play-really-resign-all`)},get takeSeat(){return b(`play-take-seat`)},get openRematch(){return b(`play-open-rematch`)},get acceptRematch(){return b(`play-accept-rematch`)},get rematch(){return b(`play-rematch`)},get exportRecord(){return b(`play-export-record`)},get cancel(){return b(`play-cancel-game`)},get reallyCancel(){return b(`play-really-cancel`)},get cancelled(){return b(`play-cancelled`)},get recordSaved(){return b(`play-record-saved`)}},invites:{get heading(){return b(`play-invite-heading`)},linkFor:e=>b(`play-invite-link-for`,{number:e+1}),send:(e,t)=>b(t?`play-invite-send-open`:`play-invite-send-friend`,{seat:e}),get copy(){return b(`play-invite-copy`)},get copied(){return b(`play-invite-copied`)},get copyByHand(){return b(`play-invite-copy-by-hand`)}},history:{get heading(){return b(`play-history-heading`)},get slider(){return b(`play-history-slider`)},get first(){return b(`play-history-first`)},get back(){return b(`play-history-back`)},get forward(){return b(`play-history-forward`)},get live(){return b(`play-history-live`)},count:e=>b(`play-history-count`,{count:e}),showing:(e,t)=>b(`play-history-showing`,{at:e,of:t}),entry:(e,t)=>b(`play-history-entry`,{seat:e,action:t}),turnLabel:(e,t)=>b(`play-history-turn`,{turn:e,seat:t}),get none(){return b(`play-history-none`)}},confirm:{get label(){return b(`play-confirm-label`)},get option(){return b(`play-confirm-option`)},ask:e=>b(`play-confirm-ask`,{action:e}),get yes(){return b(`play-confirm-yes`)},get no(){return b(`play-confirm-no`)}},analysis:{get heading(){return b(`play-analysis-heading`)},get notAnalysed(){return b(`play-analysis-not-analysed`)},get show(){return b(`play-analysis-show`)},get hide(){return b(`play-analysis-hide`)},get thinking(){return b(`play-analysis-thinking`)},get over(){return b(`play-analysis-over`)},value:(e,t)=>b(`play-analysis-value`,{seat:e,value:t}),more:e=>b(`play-analysis-more`,{count:e})},banner:{get youWin(){return b(`play-you-win`)},get youLose(){return b(`play-you-lose`)},get close(){return b(`play-banner-close`)}},result:{get draw(){return b(`play-result-draw`)},get nobody(){return b(`play-result-nobody`)},get cancelled(){return b(`play-result-cancelled`)},cancelledBy:e=>b(`play-result-cancelled-by`,{seat:e}),get expired(){return b(`play-result-expired`)},wins:e=>b(`play-result-wins`,{seat:e}),outOfTime:e=>b(`play-result-out-of-time`,{seat:e}),resigned:e=>b(`play-result-resigned`,{seat:e}),resignedAll:e=>b(`play-result-resigned-all`,{seat:e})},cover:{pass:e=>b(`play-cover-pass`,{seat:e}),show:e=>b(`play-cover-show`,{seat:e})}},G={get heading(){return b(`table-heading`)},get abort(){return b(`table-abort`)},get reallyAbort(){return b(`table-really-abort`)},get offerDraw(){return b(`table-offer-draw`)},get askTakeBack(){return b(`table-ask-take-back`)},get accept(){return b(`table-accept`)},get decline(){return b(`table-decline`)},drawOffered:e=>b(`table-draw-offered`,{seat:e}),takeBackAsked:e=>b(`table-take-back-asked`,{seat:e}),drawPrompt:e=>b(`table-draw-prompt`,{seat:e}),takeBackPrompt:e=>b(`table-take-back-prompt`,{seat:e}),get drawDeclined(){return b(`table-draw-declined`)},get drawLapsed(){return b(`table-draw-lapsed`)},get takeBackDeclined(){return b(`table-take-back-declined`)},get takeBackLapsed(){return b(`table-take-back-lapsed`)},get theOthers(){return b(`table-the-others`)},claimWait:(e,t)=>b(`table-claim-wait`,{seat:e,seconds:t}),claimReady:e=>b(`table-claim-ready`,{seat:e}),get claimWin(){return b(`table-claim-win`)},get claimDraw(){return b(`table-claim-draw`)},get chatPlayers(){return b(`table-chat-players`)},get chatSpectators(){return b(`table-chat-spectators`)},get chatPlaceholder(){return b(`table-chat-placeholder`)},get chatSend(){return b(`table-chat-send`)},get chatSpectator(){return b(`table-chat-spectator`)},get chatNone(){return b(`table-chat-none`)},chatMute:e=>b(`table-chat-mute`,{seat:e})},Wi={get aborted(){return b(`table-result-aborted`)},abortedBy:e=>b(`table-result-aborted-by`,{seat:e}),get agreement(){return b(`table-result-agreement`)},claimed:e=>b(`table-result-claimed`,{seat:e})};function Gi(e){return b(e===`abort`?`table-ended-abort`:e===`cancel`?`table-ended-cancel`:`table-ended-over`)}var Ki={state:null,receivedAt:0,pending:!1,replay:null,plies:null,pliesSeat:null,revealed:null};function qi(e,t,n){let r=e.state;if(r&&t.version<r.version)return null;let i=(!r||r.ply!==t.ply||r.version!==t.version)&&e.replay!==null&&e.plies!==null&&e.plies.length!==t.ply+1;return{model:{...e,state:t,receivedAt:n,pending:!1,plies:i?null:e.plies},refetch:i}}function Ji(e,t,n){let r=t.seats[n];return r?r.name?r.name:r.kind===`bot`?t.seats.filter(e=>e.kind===`bot`).length>1?W.seat.botAt(n,r.level):W.seat.bot(r.level):e.texts.seatName(n)??dt(n):dt(n)}function Yi(e,t){return e.you.length===1&&e.you[0]===t}function Xi(e){return e.status===`live`&&e.to_move!==null&&e.seats[e.to_move]?.kind===`bot`}function Zi(e,t,n){let r=W.result,i=e.termination===`cancel`?r.cancelled:e.termination===`abort`?Wi.aborted:e.winner===null?e.termination===`resign`?r.nobody:r.draw:r.wins(t(e.winner)),a=``;return e.termination===`cancel`?a=e.seat===null?r.expired:r.cancelledBy(t(e.seat)):e.termination===`abort`&&e.seat!==null?a=Wi.abortedBy(t(e.seat)):e.termination===`agreement`?a=Wi.agreement:e.termination===`claim`&&e.seat!==null?a=Wi.claimed(t(e.seat)):e.termination===`time`&&e.seat!==null?a=r.outOfTime(t(e.seat)):e.termination===`resign`&&e.seat!==null?a=e.winner===null?r.resignedAll(t(e.seat)):r.resigned(t(e.seat)):e.reason&&(a=n.texts.reason?.(e.reason,t)??``),{headline:i,detail:a}}function Qi(e){return e.seats.every((t,n)=>e.you.includes(n)||t.kind===`bot`)}function $i(e){return Qi(e)&&e.history.some(t=>e.you.includes(t.seat))}function ea(e,t){return t.includes(e.game)?e.status===`finished`||e.you.length>0&&Qi(e):!1}function ta(e,t){return e.hidden&&e.you.length>1&&e.status!==`finished`&&e.viewer!==null&&t!==e.viewer}function na(e,t){return!e.hidden||e.you.length<2||e.status===`finished`?null:e.viewer!==null&&t===e.viewer?e.viewer:null}function ra(e,t,n,r){let i=ta(t,e.revealed),a=e.replay!==null&&e.plies?e.plies[e.replay]:null,o=e.replay!==null;return{position:a?a.view:t.position??t.view,rules:t.rules,legal:a||e.pending||i?[]:t.legal,history:a?t.history.slice(0,e.replay??0):t.history,viewer:o||t.position?null:t.viewer,toMove:o?t.history[e.replay??0]?.seat??null:t.to_move,seatName:n,live:!o,key:a?`${t.id}:replay:${e.replay}`:`${t.id}:${t.ply}:${t.viewer}`,values:r,highlights:a??t}}function ia(e,t,n,r){let i=W.status,a=e.replay,o=a===null?t.last:t.history[a-1]??null,s;if(a!==null)s=i.replay(a,t.ply);else if(t.result){let e=Zi(t.result,r,n);s=e.detail?i.over(e.headline,e.detail):e.headline}else s=t.status===`open`?i.waitingFor(t.seats.filter(e=>!e.taken).map(e=>r(e.seat))):t.legal.length>0?t.you.length>1?i.yourTurnAs(r(t.to_move??0)):i.yourTurn:Xi(t)?i.thinking(r(t.to_move??0)):t.to_move===null?``:i.toMove(r(t.to_move));return{main:s,last:o?i.last(r(o.seat),n.texts.action(o.action)):null}}function aa(e,t,n){let r=e.result;if(!r)return null;let i=W.banner,a=Zi(r,t,n),o=a.headline;return r.winner!==null&&e.you.length===1&&(o=e.you.includes(r.winner)?i.youWin:i.youLose),{headline:o,detail:a.detail}}function oa(e,t){return t.status===`live`&&t.legal.length>0&&!ta(t,e.revealed)}function sa(e,t,n=t.name){return oa(e,t)?W.titleYourTurn(n):W.title(n)}function ca(e){let t=[];return e.forEach((e,n)=>{let r=t[t.length-1];r&&r.seat===e.seat?r.actions.push({ply:n+1,action:e.action}):t.push({number:t.length+1,seat:e.seat,actions:[{ply:n+1,action:e.action}]})}),t}function la(e){let t=e=>{let t=/^(\d+(?:\.\d+)?)(ms|s|m|min|h)$/.exec(e.trim());return t?Number(t[1])*({ms:1,s:1e3,m:6e4,min:6e4,h:36e5}[t[2]]??0):0};if(e.endsWith(`/move`))return Math.min(1e4,t(e.slice(0,-5))/3);let n=t(e.split(`+`)[0]);return Math.max(1e4,Math.min(3e4,n/10))}function ua(e,t,n,r){let i=e.clock;if(!i)return 0;let a=i.remaining_ms[t]??0;return i.running===t&&e.status===`live`?a-(r-n):a}function da(e){let t=Math.max(0,e);if(t<1e4)return(Math.floor(t/100)/10).toFixed(1);let n=Math.ceil(t/1e3),r=Math.floor(n/3600),i=Math.floor(n%3600/60),a=n%60,o=r>0?String(i).padStart(2,`0`):String(i);return`${r>0?`${r}:`:``}${o}:${String(a).padStart(2,`0`)}`}var K=W;function fa(e,t,n){e.className=`link-status ${t.kind}`,e.textContent=t.kind===`open`?K.link.open:t.kind===`connecting`?t.attempt>0?K.link.reconnecting:K.link.connecting:t.kind===`waiting`?K.link.waiting(Math.max(0,Math.ceil((t.retryAt-n)/1e3))):K.link.refused(t.message)}function pa(e,t){e.textContent=t.spectators>0?K.presence.spectators(t.spectators):``,e.dataset.spectators=String(t.spectators)}function ma(e,t,n,r){k(e);let i=Xi(t);t.seats.forEach((a,o)=>{let s=t.to_move===o&&t.status===`live`,c=``;c=a.kind===`bot`?s&&i?K.seat.thinking:K.seat.kindBot:a.taken?a.connected?K.seat.online:K.seat.offline:a.kind===`open`?K.seat.open:K.seat.invited;let l=a.kind!==`bot`&&a.taken,u=t.clock?r(o):null,d=D(`div`,{class:`seat${s?` to-move`:``}${t.you.includes(o)?` mine`:``}${s&&i?` thinking`:``}`,"data-seat":String(o),"data-connected":l?String(a.connected):null},D(`span`,{class:`turn-mark`,"aria-hidden":`true`},s?`▶`:``),D(`span`,{class:`seat-name`},l?D(`span`,{class:`presence ${a.connected?`on`:`off`}`,title:K.seat.presence(a.connected),"aria-hidden":`true`}):null,n(o),Yi(t,o)?K.seat.you:``),c?D(`span`,{class:`seat-kind`},c):null,u?D(`span`,{class:`clock${t.clock?.running===o&&t.status===`live`?` running`:``}${u.low?` low`:``}`,"data-clock":String(o)},u.text):null);s&&d.setAttribute(`aria-current`,`true`),e.append(d)})}function ha(e,t,n=!1){k(e),e.append(D(`span`,{class:`status-main${n?` thinking`:``}`},t.main)),t.last&&e.append(D(`span`,{class:`last-action`},t.last))}function ga(e,t,n,r){k(e);let i=(t,n,r=``)=>e.append(D(`button`,{onclick:n,class:r||null},t)),a=t.you.length>0,o=t.status===`finished`;if(a&&!o){n.takeBack&&i(K.controls.takeBack,r.takeBack);let e=t.players>2?K.controls.reallyResignAll:K.controls.reallyResign;t.status===`live`&&i(n.resignArmed?e:K.controls.resign,r.resign),t.status===`open`&&i(n.cancelArmed?K.controls.reallyCancel:K.controls.cancel,r.cancel,`cancel-game`)}!a&&!o&&t.seats.some(e=>e.kind===`open`&&!e.taken)&&i(K.controls.takeSeat,r.takeSeat),o&&a&&t.result?.termination!==`cancel`&&(t.rematch&&!t.rematch.code?e.append(D(`a`,{href:`/game/${t.rematch.id}`,"data-link":``,class:`button`},K.controls.openRematch)):i(t.rematch?K.controls.acceptRematch:K.controls.rematch,r.rematch)),i(K.controls.exportRecord,r.exportRecord)}function _a(e,t,n,r,i){k(e);let a=(n?.invites??[]).filter(e=>{let n=t.seats[e.seat];return n&&!n.taken});if(a.length!==0&&t.status!==`finished`){e.append(D(`h2`,{},K.invites.heading));for(let t of a){let n=`${location.origin}${t.link}`,a=D(`input`,{value:n,readonly:!0,"aria-label":K.invites.linkFor(t.seat),"data-invite":String(t.seat)});e.append(D(`div`,{class:`invite`},D(`span`,{},K.invites.send(r(t.seat),t.kind===`open`)),D(`div`,{class:`invite-row`},a,D(`button`,{onclick:()=>{a.select(),navigator.clipboard?.writeText(n).then(()=>i(K.invites.copied),()=>i(K.invites.copyByHand))}},K.invites.copy))))}}}var va=class{constructor(e){S(this,`show`,void 0),S(this,`element`,D(`div`,{class:`history`})),S(this,`slider`,D(`input`,{type:`range`,min:0,max:0,value:0,"aria-label":K.history.slider,class:`replay-slider`})),S(this,`label`,D(`div`,{class:`replay-label`,"aria-live":`polite`})),S(this,`list`,D(`ol`,{class:`turns`})),S(this,`listKey`,``),S(this,`at`,0),S(this,`total`,0),this.show=e,this.slider.addEventListener(`input`,()=>this.show(Number(this.slider.value)));let t=(e,t,n)=>D(`button`,{"aria-label":e,title:e,class:`step`,onclick:()=>this.show(n())},t);this.element.append(D(`h2`,{},K.history.heading),D(`div`,{class:`replay`},t(K.history.first,`«`,()=>0),t(K.history.back,`◀`,()=>Math.max(0,this.at-1)),this.slider,t(K.history.forward,`▶`,()=>Math.min(this.total,this.at+1)),t(K.history.live,`»`,()=>this.total)),this.label,this.list),this.list.addEventListener(`click`,e=>{let t=e.target?.closest?.(`[data-ply]`);t&&this.list.contains(t)&&this.show(Number(t.getAttribute(`data-ply`)))})}update(e,t,n){let r=t??e.ply;this.at=r,this.total=e.ply,this.slider.max=String(e.ply),this.slider.value!==String(r)&&(this.slider.value=String(r)),this.label.textContent=t===null?K.history.count(e.ply):K.history.showing(r,e.ply),this.label.dataset.ply=String(e.ply),this.label.dataset.at=String(r);let i=JSON.stringify([e.id,e.history.map(e=>[e.seat,e.action]),e.seats.map((e,t)=>n.seat(t))]);i!==this.listKey&&(this.listKey=i,this.drawList(e,n));let a=null;for(let e of this.list.querySelectorAll(`[data-ply]`)){let t=Number(e.dataset.ply)===r;e.classList.toggle(`current`,t),t?(e.setAttribute(`aria-current`,`step`),a=e):e.removeAttribute(`aria-current`)}let o=a?.closest(`li`);if(o){let e=o.offsetTop-this.list.offsetTop;e<this.list.scrollTop?this.list.scrollTop=e:e+o.offsetHeight>this.list.scrollTop+this.list.clientHeight&&(this.list.scrollTop=e+o.offsetHeight-this.list.clientHeight)}}drawList(e,t){let n=document.activeElement instanceof HTMLElement&&this.list.contains(document.activeElement)?document.activeElement.dataset.ply:void 0;k(this.list),e.history.length===0&&this.list.append(D(`li`,{class:`small none`},K.history.none));for(let n of ca(e.history)){let e=t.seat(n.seat);this.list.append(D(`li`,{class:`turn`,"data-turn":String(n.number),"aria-label":K.history.turnLabel(n.number,e)},D(`span`,{class:`turn-number`},`${n.number}.`),D(`span`,{class:`turn-seat`},e),D(`span`,{class:`turn-moves`},...n.actions.map(n=>D(`button`,{class:`move`,"data-ply":String(n.ply),title:K.history.entry(e,t.action(n.action)),"aria-label":K.history.entry(e,t.action(n.action))},t.chip(n.action))))))}n!==void 0&&this.list.querySelector(`[data-ply="${n}"]`)?.focus()}};function ya(e,t,n,r,i,a,o){if(k(e),e.append(D(`h2`,{},K.analysis.heading),D(`button`,{"aria-pressed":String(t),onclick:o},t?K.analysis.hide:K.analysis.show)),!t)return;if(!n){e.append(D(`p`,{class:`small thinking`},K.analysis.thinking));return}if(`skipped`in n){e.append(D(`p`,{class:`small analysis-skipped`},n.skipped));return}if(`error`in n){e.append(D(`p`,{class:`small`},n.error));return}if(n.turns.length===0){e.append(D(`p`,{},K.analysis.over));return}e.append(D(`p`,{class:`analysis-value`},K.analysis.value(i(n.to_move),r.value(n.value))),D(`p`,{class:`small`},r.legend(n.distances),D(`span`,{class:`line`},...n.principal_line.map(a))));let s=D(`ol`,{class:`turn-values`});for(let e of n.turns.slice(0,12))s.append(D(`li`,{class:e.result,"aria-label":`${e.actions.join(` `)}: ${r.value(e)}`},D(`span`,{class:`turn-chips`},...e.actions.map(a)),D(`span`,{class:`turn-value`},r.value(e))));e.append(s),n.turns.length>12&&e.append(D(`p`,{class:`small`},K.analysis.more(n.turns.length-12)))}function ba(e,t,n,r){k(e),e.classList.toggle(`shown`,t!==null&&n),t&&e.append(D(`strong`,{class:`headline`},t.headline),...t.detail?[D(`span`,{class:`detail`},t.detail)]:[],D(`button`,{class:`close`,"aria-label":K.banner.close,onclick:r},`✕`))}function xa(e,t,n){k(e),e.classList.toggle(`shown`,t!==null),t!==null&&e.append(D(`p`,{},K.cover.pass(t)),D(`button`,{class:`primary`,onclick:n},K.cover.show(t)))}function Sa(e,t,n,r){k(e),e.classList.toggle(`shown`,t!==null),t!==null&&e.append(D(`span`,{class:`confirm-words`},K.confirm.ask(t)),D(`button`,{class:`primary`,onclick:n},K.confirm.yes),D(`button`,{onclick:r},K.confirm.no))}function Ca(e,t){let n=new Map(e.map(e=>[e.n,e]));for(let e of t)n.set(e.n,e);return[...n.values()].sort((e,t)=>e.n-t.n).slice(-200)}var wa=class{constructor(e,t){S(this,`game`,void 0),S(this,`say`,void 0),S(this,`element`,D(`section`,{class:`chat panel`})),S(this,`lines`,[]),S(this,`chat`,null),S(this,`list`,D(`ol`,{class:`chat-lines`,"aria-live":`polite`})),S(this,`input`,D(`input`,{type:`text`,name:`chat`,maxlength:`140`,autocomplete:`off`})),S(this,`form`,D(`form`,{class:`chat-say`})),S(this,`mutes`,D(`div`,{class:`chat-mutes`})),S(this,`heading`,D(`h2`,{})),this.game=e,this.say=t,this.form.append(this.input,D(`button`,{type:`submit`},G.chatSend)),this.form.addEventListener(`submit`,e=>{e.preventDefault();let t=this.input.value.trim();t&&this.say(t)&&(this.input.value=``)}),this.element.append(this.heading,this.list,this.form,this.mutes)}receive(e,t){this.chat!==e&&(this.lines=[]),this.chat=e,this.lines=Ca(this.lines,t)}render(e,t){let n=e.you.length>0;this.element.hidden=!e.chat_on||n&&Bi(e).length===0,this.heading.textContent=n?G.chatPlayers:G.chatSpectators,this.input.placeholder=G.chatPlaceholder,this.input.setAttribute(`aria-label`,G.chatPlaceholder);let r=new Set(Mi(this.game)),i=this.list.scrollTop+this.list.clientHeight>=this.list.scrollHeight-4;k(this.list);for(let e of this.lines){if(e.seat!==null&&r.has(e.seat))continue;let n=e.seat===null?e.name??G.chatSpectator:t(e.seat);this.list.append(D(`li`,{"data-seat":e.seat===null?null:String(e.seat)},D(`span`,{class:`chat-author`},n),` `,D(`span`,{class:`chat-text`},e.text)))}if(this.list.childElementCount===0&&this.list.append(D(`li`,{class:`chat-none`},G.chatNone)),i&&(this.list.scrollTop=this.list.scrollHeight),k(this.mutes),n)for(let n of Bi(e)){let i=D(`input`,{type:`checkbox`,checked:r.has(n),onchange:r=>{Ni(this.game,n,r.target.checked),this.render(e,t)}});this.mutes.append(D(`label`,{class:`check`},i,` ${G.chatMute(t(n))}`))}}};function Ta(e,t,n,r,i,a,o){k(e);let s=(e,t,n)=>D(`button`,{onclick:t,class:n},e),c=n.length===1?n[0]:G.theOthers;for(let{offer:n,seat:i}of t.theirs){let t=n===`draw`?G.drawPrompt(r(i)):G.takeBackPrompt(r(i));e.append(D(`div`,{class:`offer-prompt`,role:`alert`,"data-offer":n},D(`p`,{},t),s(G.accept,()=>o.answer(n,!0),`primary accept`),s(G.decline,()=>o.answer(n,!1),`decline`)))}for(let n of t.mine)e.append(D(`p`,{class:`offer-standing`,"data-offer":n},n===`draw`?G.drawOffered(c):G.takeBackAsked(c)));if(t.claim){let n=x(t.claim.seats.map(r)),a=Math.ceil((t.claim.at-i)/1e3),c=D(`div`,{class:`claim`,"data-ready":String(a<=0)});a>0?c.append(D(`p`,{},G.claimWait(n,a))):c.append(D(`p`,{},G.claimReady(n)),s(G.claimWin,()=>o.claim(!1),`primary claim-win`),s(G.claimDraw,()=>o.claim(!0),`claim-draw`)),e.append(c)}let l=D(`div`,{class:`table-buttons`});t.abort&&l.append(s(a?G.reallyAbort:G.abort,o.abort,`abort-game`));let u=t.theirs.some(e=>e.offer===`draw`),d=t.theirs.some(e=>e.offer===`take_back`);t.offerDraw&&!u&&l.append(s(G.offerDraw,()=>o.offer(`draw`),`offer-draw`)),t.askTakeBack&&!d&&l.append(s(G.askTakeBack,()=>o.offer(`take_back`),`ask-take-back`)),l.childElementCount>0&&e.append(l)}var Ea=1008,Da=[0,250,500,1e3,2e3];function Oa(e,t=Math.random){let n=Da[Math.min(e,Da.length-1)];return Math.round(n*(.8+.4*t()))}function ka(e,t){let n=t.history_from;if(n===0)return t.history.slice();if(e===null||n>e.length)return null;let r=e.slice(0,n).concat(t.history);return r.length===t.ply?r:null}var Aa=class{constructor(e,t,n){S(this,`id`,void 0),S(this,`tokens`,void 0),S(this,`handlers`,void 0),S(this,`socket`,null),S(this,`attempt`,0),S(this,`timer`,null),S(this,`closed`,!1),S(this,`history`,null),S(this,`lastSent`,null),S(this,`notOwnerTries`,0),S(this,`onOnline`,()=>this.retryNow()),S(this,`onVisible`,()=>{document.visibilityState===`visible`&&this.retryNow()}),this.id=e,this.tokens=t,this.handlers=n,window.addEventListener(`online`,this.onOnline),document.addEventListener(`visibilitychange`,this.onVisible),this.connect()}get isOpen(){return this.socket?.readyState===WebSocket.OPEN}send(e){return!this.socket||this.socket.readyState!==WebSocket.OPEN?!1:(this.lastSent=e,this.notOwnerTries=0,this.socket.send(JSON.stringify(e)),!0)}tryAgain(){let e=this.lastSent;return e===null||this.notOwnerTries>=8?!1:(this.notOwnerTries+=1,setTimeout(()=>{this.lastSent===e&&this.socket&&this.socket.readyState===WebSocket.OPEN&&this.socket.send(JSON.stringify(e))},Et(null)),!0)}close(){this.closed=!0,window.removeEventListener(`online`,this.onOnline),document.removeEventListener(`visibilitychange`,this.onVisible),this.timer&&clearTimeout(this.timer),this.socket?.close(1e3,`leaving`),this.socket=null}url(){return`${location.protocol===`https:`?`wss:`:`ws:`}//${location.host}/api/games/${encodeURIComponent(this.id)}/ws`}retryNow(){this.closed||this.isOpen||this.socket?.readyState===WebSocket.CONNECTING||(this.timer&&clearTimeout(this.timer),this.timer=null,this.connect())}connect(){if(this.closed)return;this.handlers.status({kind:`connecting`,attempt:this.attempt});let e;try{e=new WebSocket(this.url())}catch{this.scheduleRetry();return}this.socket=e,this.history=null;let t=null;e.onopen=()=>{this.attempt=0,e.send(JSON.stringify({type:`auth`,tokens:this.tokens})),this.handlers.status({kind:`open`})},e.onmessage=n=>{let r;try{r=JSON.parse(String(n.data))}catch{return}switch(r.type){case`state`:{let t=r,n=ka(this.history,t);if(this.history=n,n===null){e.send(JSON.stringify({type:`sync`}));break}this.handlers.state({...t,history_from:0,history:n});break}case`error`:{if(r.code===`not_owner`&&this.tryAgain())break;let e=lt(String(r.code),String(r.message??``),r.rule,r.detail);r.code===`bad_token`&&(t=e||W.link.badToken),this.handlers.error({code:String(r.code),message:e});break}case`chat`:this.handlers.chat?.(r.chat,r.lines);break;case`rematch`:this.handlers.rematch?.(r)}};let n=!1;e.addEventListener(`open`,()=>n=!0),e.onclose=r=>{this.socket===e&&(this.socket=null,this.closed||(n||this.handlers.failed?.(),r.code===Ea?this.handlers.status({kind:`refused`,message:t??ut(r.reason)??W.link.refusedByServer,badToken:t!==null}):this.scheduleRetry()))}}scheduleRetry(){if(this.closed)return;let e=Oa(this.attempt);this.attempt+=1,this.handlers.status({kind:`waiting`,retryAt:Date.now()+e,attempt:this.attempt}),this.timer=setTimeout(()=>{this.timer=null,this.connect()},e)}},ja=null;function Ma(){return ja||(ja=E.meta(),ja.catch(()=>{ja=null})),ja}function Na(){return Ma().then(e=>e.analysis)}var Pa=null;function Fa(e){Pa=e}function Ia(e){location.pathname!==e&&history.pushState(null,``,e),Pa?.()}var La=`quartet.games`,Ra=`quartet.name`,za=100;function Ba(){try{let e=localStorage.getItem(La);if(!e)return{};let t=JSON.parse(e);return t&&typeof t==`object`?t:{}}catch{return{}}}function Va(e){let t=Object.values(e).sort((e,t)=>t.at-e.at).slice(0,za),n={};for(let e of t)n[e.id]=e;try{localStorage.setItem(La,JSON.stringify(n))}catch{}}function Ha(e){return Ba()[e]}function Ua(){return Object.values(Ba()).sort((e,t)=>t.at-e.at)}function Wa(e){return(Ha(e)?.tokens??[]).map(e=>e.token)}function Ga(e,t,n,r=[]){let i=Ba(),a=i[e],o=new Map;for(let e of a?.tokens??[])o.set(e.seat,e);for(let e of n)o.set(e.seat,e);let s=new Map;for(let e of a?.invites??[])s.set(e.seat,e);for(let e of r)s.set(e.seat,e);i[e]={id:e,game:t,tokens:[...o.values()].sort((e,t)=>e.seat-t.seat),invites:[...s.values()].sort((e,t)=>e.seat-t.seat),at:Date.now()},Va(i)}function Ka(e,t){let n=Ba(),r=n[e];r&&r.ended!==t&&(n[e]={...r,ended:t},Va(n))}function qa(e){let t=Ba();delete t[e],Va(t)}function Ja(){try{return localStorage.getItem(Ra)??``}catch{return``}}function Ya(e){try{localStorage.setItem(Ra,e.trim().slice(0,40))}catch{}}var Xa=yt.switches;function Za(e){let t=O(`svg`,{viewBox:`0 0 24 24`,width:22,height:22,"aria-hidden":`true`,class:`switch-icon`}),n={fill:`currentColor`},r={fill:`none`,stroke:`currentColor`,"stroke-width":2,"stroke-linecap":`round`};switch(e){case`sound-on`:case`sound-off`:t.append(O(`path`,{d:`M3 9h4l5-4v14l-5-4H3z`,...n})),t.append(e===`sound-on`?O(`path`,{d:`M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12`,...r}):O(`path`,{d:`M15 9l6 6M21 9l-6 6`,...r}));break;case`light`:t.append(O(`circle`,{cx:12,cy:12,r:4.5,...n})),t.append(O(`path`,{d:`M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1`,...r}));break;case`dark`:t.append(O(`path`,{d:`M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z`,...n}));break;case`auto`:t.append(O(`circle`,{cx:12,cy:12,r:8.5,...r})),t.append(O(`path`,{d:`M12 3.5a8.5 8.5 0 0 1 0 17z`,...n}))}return t}function Qa(){return D(`select`,{class:`lang-switch`,name:`lang`,"aria-label":Xa.language,title:Xa.language,onchange:e=>void tt(e.target.value)},...Be.map(e=>D(`option`,{value:e,lang:e,selected:e===$e()},vt(e))))}function $a(e){let t=D(`div`,{class:`switches`}),n=D(`button`,{class:`switch sound-switch`,type:`button`,onclick:()=>bi(!yi())}),r=D(`button`,{class:`switch theme-switch`,type:`button`,onclick:()=>wi(Oi(Ci()))}),i=()=>{let e=yi();n.replaceChildren(Za(e?`sound-on`:`sound-off`)),n.setAttribute(`aria-pressed`,String(!e)),n.setAttribute(`aria-label`,e?Xa.mute:Xa.unmute),n.title=e?Xa.mute:Xa.unmute;let t=Ci();r.replaceChildren(Za(t)),r.setAttribute(`aria-label`,Xa.theme(t)),r.title=Xa.theme(t),r.dataset.theme=t};return e.sound&&t.append(n),t.append(r,Qa()),i(),{element:t,destroy:_i(i)}}var eo=350,to=class{constructor(e){S(this,`id`,void 0),S(this,`element`,D(`div`,{class:`game-page`})),S(this,`m`,Ki),S(this,`record`,null),S(this,`board`,null),S(this,`live`,null),S(this,`tokens`,void 0),S(this,`bannerClosed`,!1),S(this,`armed`,new Set),S(this,`claimAfterMs`,null),S(this,`link`,{kind:`connecting`,attempt:0}),S(this,`analysed`,[]),S(this,`analysisOn`,!1),S(this,`analyses`,new Map),S(this,`analysing`,null),S(this,`analysisTimer`,null),S(this,`analysedAtPly`,-1),S(this,`proposed`,null),S(this,`lowTimeSounded`,-1),S(this,`wantedPly`,null),S(this,`probedAt`,0),S(this,`timer`,void 0),S(this,`header`,D(`header`,{class:`game-header`})),S(this,`titleEl`,D(`h1`,{},W.loading)),S(this,`rulesEl`,D(`span`,{class:`rules`})),S(this,`spectatorsEl`,D(`span`,{class:`spectators`,"aria-live":`polite`})),S(this,`linkEl`,D(`span`,{class:`link-status`,role:`status`})),S(this,`seatsEl`,D(`div`,{class:`seats`})),S(this,`statusEl`,D(`p`,{class:`status`,"aria-live":`polite`})),S(this,`boardBox`,D(`div`,{class:`board-box`})),S(this,`confirmEl`,D(`div`,{class:`confirm`,role:`group`,"aria-label":W.confirm.label})),S(this,`controls`,D(`div`,{class:`controls`})),S(this,`tableEl`,D(`div`,{class:`between`,role:`group`,"aria-label":G.heading})),S(this,`optionsEl`,D(`div`,{class:`options`})),S(this,`invitesEl`,D(`div`,{class:`invites`})),S(this,`history`,new va(e=>void this.showPly(e))),S(this,`chat`,void 0),S(this,`analysisEl`,D(`div`,{class:`analysis`})),S(this,`hintsEl`,D(`div`,{class:`learn-side`})),S(this,`learnEl`,D(`div`,{class:`learn-side`})),S(this,`warned`,null),S(this,`bannerEl`,D(`div`,{class:`banner`,role:`alert`})),S(this,`coverEl`,D(`div`,{class:`cover`})),S(this,`toastEl`,D(`div`,{class:`toast`,role:`status`,"aria-live":`assertive`})),S(this,`toastTimer`,null),S(this,`onKey`,e=>this.key(e)),S(this,`switches`,$a({sound:!0})),this.id=e,this.tokens=Wa(e),this.chat=new wa(e,e=>this.sayInChat(e)),this.element.append(this.header,D(`div`,{class:`game-main`},D(`div`,{class:`board-column`},this.seatsEl,this.bannerEl,this.statusEl,this.boardBox,this.confirmEl,this.coverEl),D(`aside`,{class:`game-side`},this.hintsEl,this.tableEl,this.controls,this.optionsEl,this.learnEl,this.invitesEl,this.analysisEl,this.history.element,this.chat.element)),this.toastEl),this.header.append(D(`a`,{href:`/`,"data-link":``,class:`home`},ht()),this.titleEl,this.rulesEl,this.spectatorsEl,this.linkEl,this.switches.element),this.renderOptions(),this.timer=setInterval(()=>this.tick(),200),document.addEventListener(`keydown`,this.onKey),Ii(),Na().then(e=>{this.analysed=e,this.render()}).catch(()=>{}),Ma().then(e=>{this.claimAfterMs=e.limits.claim_after_ms,this.render()}).catch(()=>{}),this.open()}destroy(){clearInterval(this.timer),this.analysisTimer&&clearTimeout(this.analysisTimer.timer),this.analysing?.abort.abort(),document.removeEventListener(`keydown`,this.onKey),this.live?.close(),this.switches.destroy(),ui(!1)}async open(){try{this.receive(await E.state(this.id,this.tokens))}catch(e){if(this.notFound(e))return;if(e instanceof C&&e.code===`bad_token`&&this.tokens.length>0){this.dropSeats(e.message);return}}this.connect()}notFound(e){return!(e instanceof C)||e.status!==404?!1:(this.live?.close(),this.live=null,qa(this.id),document.title=W.title(W.notFound),this.element.replaceChildren(D(`main`,{class:`not-found panel`},D(`h1`,{},W.notFound),D(`p`,{},W.notFoundDetail(this.id)),D(`p`,{},D(`a`,{href:`/`,"data-link":``,class:`button primary`},ht())))),!0)}dropSeats(e){this.say(W.seatRefused(e)),qa(this.id),this.tokens=[],this.connect()}connect(){this.live?.close(),this.live=new Aa(this.id,this.tokens,{state:e=>this.receive(e),error:e=>{this.m={...this.m,pending:!1},this.say(e.message),this.render()},status:e=>{this.link=e,fa(this.linkEl,e,Date.now()),e.kind===`refused`&&e.badToken&&this.tokens.length>0&&this.dropSeats(e.message)},failed:()=>{Date.now()-this.probedAt<3e3||(this.probedAt=Date.now(),E.state(this.id,this.tokens).then(e=>this.receive(e),e=>void this.notFound(e)))},rematch:e=>this.enterRematch(e.id,e.tokens),chat:(e,t)=>{this.chat.receive(e,t),this.render()}})}receive(e){let t=this.m.state,n=qi(this.m,e,Date.now());if(n){if(this.m=n.model,n.refetch&&this.m.replay!==null&&this.showPly(this.m.replay),e.status===`finished`?e.result&&Ka(e.id,e.result.termination):this.bannerClosed=!1,t&&t.id===e.id&&t.version!==e.version){this.sound(t,e);for(let{offer:n,fate:r}of Ui(t,e)){let e=G;this.say(n===`draw`?r===`declined`?e.drawDeclined:e.drawLapsed:r===`declined`?e.takeBackDeclined:e.takeBackLapsed)}}this.proposed!==null&&!e.legal.includes(this.proposed)&&(this.proposed=null),this.render()}}sound(e,t){let n=this.record??B(t.game),r=null;if(t.ply>e.ply){let i=t.history.slice(e.ply).map(e=>n.sound(e.action));r=i.includes(`claim`)?`claim`:i.includes(`capture`)?`capture`:i.length>0?`move`:null}let i=e.status!==`finished`&&t.status===`finished`;if(r&&zi(r),i){let e=t.result,n=e&&e.winner!==null&&t.you.length===1?t.you.includes(e.winner)?`win`:`lose`:`end`;setTimeout(()=>zi(n),r?260:0)}}send(e){if(!this.live?.send(e))switch(e.type){case`rematch`:E.rematch(this.id,this.tokens).then(e=>this.enterRematch(e.id,e.tokens)).catch(e=>this.failed(e));return;case`action`:this.answer(E.action(this.id,this.tokens,e.action));return;case`resign`:this.answer(E.resign(this.id,this.tokens));return;case`undo`:this.answer(E.undo(this.id,this.tokens));return;default:this.say(W.link.reconnecting);return}}answer(e){e.then(e=>this.receive(e)).catch(e=>this.failed(e))}failed(e){this.m={...this.m,pending:!1},this.say(e instanceof C?e.message:String(e)),this.render()}play(e){if(this.m.pending)return;let t=this.m.state?oi(this.m.state,e):null;t&&this.warned!==e?(this.warned=e,this.say(t)):(this.warned=null,xi()?(this.proposed=e,this.render(),this.confirmEl.querySelector(`button.primary`)?.focus()):this.sendAction(e))}sendAction(e){this.proposed=null,this.m={...this.m,pending:!0},this.send({type:`action`,action:e})}enterRematch(e,t){let n=this.m.state;n&&(Ga(e,n.game,t),Ia(`/game/${e}`))}say(e){this.toastEl.textContent=e,this.toastEl.classList.add(`shown`),this.toastTimer&&clearTimeout(this.toastTimer),this.toastTimer=setTimeout(()=>this.toastEl.classList.remove(`shown`),6e3)}key(e){let t=e.target;if(t&&(t.tagName===`INPUT`||t.tagName===`TEXTAREA`||t.tagName===`SELECT`))return;if(this.proposed!==null&&e.key===`Escape`){this.proposed=null,this.render(),this.board?.focus();return}if(this.board?.key(e))return;let n=this.m.state;if(n&&(e.key===`ArrowLeft`||e.key===`ArrowRight`)){if(t?.getAttribute(`role`)===`button`)return;let r=this.m.replay??n.ply,i=Math.max(0,Math.min(n.ply,r+(e.key===`ArrowLeft`?-1:1)));i!==r&&(e.preventDefault(),this.showPly(i))}}async showPly(e){let t=this.m.state;if(!t)return;if(this.wantedPly=e,e>=t.ply){this.m={...this.m,replay:null},this.render();return}let n=na(t,this.m.revealed);if(!this.m.plies||this.m.plies.length!==t.ply+1||this.m.pliesSeat!==n)try{let e=await E.history(this.id,this.tokens,n);this.m={...this.m,plies:e,pliesSeat:n}}catch(e){this.failed(e);return}if(this.wantedPly!==e)return;let r=this.m.plies??[];this.m={...this.m,replay:Math.min(e,r.length-1)},this.render()}tick(){this.link.kind===`waiting`&&fa(this.linkEl,this.link,Date.now());let e=this.m.state;if(e&&this.tableEl.querySelector(`.claim[data-ready=false]`)&&this.renderTable(e),!e?.clock)return;for(let t of this.seatsEl.querySelectorAll(`[data-clock]`)){let n=this.clock(e,Number(t.dataset.clock));t.textContent=n.text,t.classList.toggle(`low`,n.low)}let t=e.clock.running;e.status===`live`&&t!==null&&e.you.includes(t)&&this.lowTimeSounded!==e.ply&&this.clock(e,t).low&&(this.lowTimeSounded=e.ply,zi(`lowtime`))}clock(e,t){let n=ua(e,t,this.m.receivedAt,Date.now()),r=e.clock!==null&&e.status!==`open`&&n<la(e.clock.control);return{text:da(n),low:r}}render(){let e=this.m.state;if(!e)return;if(!this.record){try{this.record=B(e.game)}catch(t){this.titleEl.textContent=e.name,ha(this.statusEl,{main:t instanceof Error?t.message:String(t),last:null});return}this.board=this.record.board({play:e=>this.play(e),say:e=>this.say(e)}),this.boardBox.append(this.board.element),this.boardBox.dataset.game=e.game,this.element.dataset.game=e.game}let t=this.record,n=n=>Ji(t,e,n);document.title=sa(this.m,e,t.texts.name),ui(oa(this.m,e)),this.titleEl.textContent=t.texts.name,this.rulesEl.textContent=W.header(t.texts.rules(e.rules),e.clock?.control??null,e.you.length===0),pa(this.spectatorsEl,e),ma(this.seatsEl,e,n,t=>this.clock(e,t)),ha(this.statusEl,ia(this.m,e,t,n),Xi(e)&&this.m.replay===null),this.board?.set({...ra(this.m,e,n,this.values(e)),proposed:this.proposed}),Sa(this.confirmEl,this.proposed===null?null:t.texts.proposal(this.proposed),()=>{this.proposed!==null&&this.sendAction(this.proposed),this.board?.focus()},()=>{this.proposed=null,this.render(),this.board?.focus()}),this.renderControls(e),this.renderTable(e),this.chat.render(e,n),_a(this.invitesEl,e,Ha(this.id),n,e=>this.say(e)),this.history.update(e,this.m.replay,{action:t.texts.action,seat:n,chip:t.chip}),this.renderAnalysis(e,t,n),ai(this.hintsEl,this.learnEl,e,t),ba(this.bannerEl,aa(e,n,t),!this.bannerClosed&&this.m.replay===null,()=>{this.bannerClosed=!0,this.render()}),this.renderCover(e,n),fa(this.linkEl,this.link,Date.now())}values(e){let t=this.analysisOn?this.analyses.get(this.m.replay??e.ply):void 0;return t&&`first_actions`in t?new Map(t.first_actions.map(e=>[e.action,e])):void 0}renderOptions(){let e=D(`input`,{type:`checkbox`,name:`confirm`,checked:xi(),onchange:e=>{Si(e.target.checked),!xi()&&this.proposed!==null&&(this.proposed=null,this.render())}});this.optionsEl.replaceChildren(D(`label`,{class:`check`},e,` ${W.confirm.option}`))}pressedTwice(e){let t=()=>{this.m.state&&(this.renderControls(this.m.state),this.renderTable(this.m.state))},n=this.armed.delete(e);return n||(this.armed.add(e),setTimeout(()=>{this.armed.delete(e)&&t()},4e3)),t(),n}renderControls(e){ga(this.controls,e,{takeBack:$i(e),resignArmed:this.armed.has(`resign`),cancelArmed:this.armed.has(`cancel`)},{takeBack:()=>this.send({type:`undo`}),resign:()=>{this.pressedTwice(`resign`)&&this.send({type:`resign`})},cancel:()=>{this.pressedTwice(`cancel`)&&E.cancel(this.id,this.tokens).then(e=>{qa(this.id),this.receive(e),this.say(W.controls.cancelled)}).catch(e=>this.failed(e))},takeSeat:()=>{E.joinOpen(this.id,Ja()||void 0).then(t=>{Ga(t.id,e.game,[{seat:t.seat,token:t.token}]),this.tokens=Wa(this.id),this.connect()}).catch(e=>this.failed(e))},rematch:()=>this.send({type:`rematch`}),exportRecord:()=>this.exportRecord(e)})}sayInChat(e){return this.live?.send({type:`chat`,text:e})?!0:(this.say(W.link.reconnecting),!1)}renderTable(e){let t=this.record;if(!t)return;let n=n=>Ji(t,e,n),r=e.now+(Date.now()-this.m.receivedAt);Ta(this.tableEl,Hi(e,this.claimAfterMs),Bi(e).map(n),n,r,this.armed.has(`abort`),{abort:()=>{this.pressedTwice(`abort`)&&this.send({type:`abort`})},offer:e=>this.send({type:`offer`,offer:e}),answer:(e,t)=>this.send(t?{type:`accept`,offer:e}:{type:`decline`,offer:e}),claim:e=>this.send({type:`claim`,draw:e})})}exportRecord(e){E.record(this.id).then(t=>{let n=new Blob([t],{type:`text/plain`}),r=D(`a`,{href:URL.createObjectURL(n),download:`quartet-${e.game}-${this.id}.txt`});document.body.append(r),r.click(),r.remove(),this.say(W.controls.recordSaved)}).catch(e=>this.failed(e))}renderAnalysis(e,t,n){let r=t.texts.analysis;if(!r||!ea(e,this.analysed)){this.analysisEl.replaceChildren();return}this.analysedAtPly!==e.ply&&(this.analyses.clear(),this.analysedAtPly=e.ply);let i=this.m.replay??e.ply,a=this.analyses.get(i);this.analysisOn&&!a&&this.analysing?.ply!==i&&this.askAnalysis(i),ya(this.analysisEl,this.analysisOn,a,r,n,t.chip,()=>{this.analysisOn=!this.analysisOn,this.analysisOn||(this.analysing?.abort.abort(),this.analysing=null),this.render()})}askAnalysis(e){if(this.analysisTimer?.ply===e)return;this.analysisTimer&&clearTimeout(this.analysisTimer.timer);let t=setTimeout(()=>{if(this.analysisTimer=null,(this.m.replay??this.m.state?.ply)!==e||!this.analysisOn)return;this.analysing?.abort.abort();let t=new AbortController;this.analysing={ply:e,abort:t},E.analysis(this.id,this.tokens,e,t.signal).then(t=>this.analyses.set(e,t)).catch(n=>{t.signal.aborted||(n instanceof C&&n.code===`analysis_timeout`?this.analyses.set(e,{skipped:W.analysis.notAnalysed}):this.analyses.set(e,{error:n instanceof C?n.message:String(n)}))}).finally(()=>{this.analysing?.abort===t&&(this.analysing=null,this.render())})},eo);this.analysisTimer={ply:e,timer:t}}renderCover(e,t){let n=ta(e,this.m.revealed)&&this.m.replay===null;this.boardBox.classList.toggle(`covered`,n);let r=n?e.viewer:null;xa(this.coverEl,r===null?null:t(r),()=>{this.m={...this.m,revealed:r},this.render(),this.board?.focus(),this.m.replay!==null&&this.showPly(this.m.replay)})}},no={get title(){return`Quartet`},get tagline(){return b(`lobby-tagline`)},get newGame(){return b(`lobby-new-game`)},get formLabel(){return b(`lobby-form-label`)},get game(){return b(`lobby-game`)},get rules(){return b(`lobby-rules`)},rulesOf:e=>b(`lobby-rules-of`,{game:e}),get explained(){return b(`lobby-explained`)},explainedOption:e=>b(`lobby-explained-option`,{option:e}),get hints(){return b(`lobby-hints`)},get noChat(){return b(`lobby-no-chat`)},get clock(){return b(`lobby-clock`)},get clockLabel(){return b(`lobby-clock-label`)},get noClock(){return b(`lobby-no-clock`)},get customClock(){return b(`lobby-custom-clock`)},custom:{get total(){return b(`lobby-custom-total`)},get perMove(){return b(`lobby-custom-per-move`)},get minutes(){return b(`lobby-custom-minutes`)},get increment(){return b(`lobby-custom-increment`)},get seconds(){return b(`lobby-custom-seconds`)}},otherPlayerName:e=>b(`lobby-other-player-name`,{number:e+1}),get seats(){return b(`lobby-seats`)},presets:{get bot(){return b(`lobby-preset-bot`)},get friend(){return b(`lobby-preset-friend`)},get device(){return b(`lobby-preset-device`)},get anyone(){return b(`lobby-preset-anyone`)}},seatChoice:{get me(){return b(`lobby-choice-me`)},get bot(){return b(`lobby-choice-bot`)},get invite(){return b(`lobby-choice-invite`)},get open(){return b(`lobby-choice-open`)}},seat:e=>b(e===0?`lobby-seat-first`:`lobby-seat`,{number:e+1}),seatLabel:e=>b(`lobby-seat-label`,{number:e+1}),levelLabel:e=>b(`lobby-level-label`,{number:e+1}),level:gt,get fewerSeats(){return`− ${b(`lobby-fewer-seats`)}`},get moreSeats(){return`+ ${b(`lobby-more-seats`)}`},players:e=>` ${b(`lobby-players`,{count:e})}`,get namePlaceholder(){return b(`lobby-name-placeholder`)},get nameLabel(){return b(`lobby-name-label`)},get create(){return b(`lobby-create`)},get yourGames(){return b(`lobby-your-games`)},yourGame:(e,t)=>`${e} · ${t}`,yourSeats:e=>` ${b(`lobby-your-seats`,{count:e.length,seats:x(e.map(e=>String(e+1)))})}`,get openGames(){return b(`lobby-open-games`)},get noOpenGames(){return b(`lobby-no-open-games`)},get moreGames(){return b(`lobby-more-games`)},get liveGames(){return b(`lobby-live-games`)},get noLiveGames(){return b(`lobby-no-live-games`)},listedSeat:{bot:e=>b(`lobby-listed-bot`,{level:e?gt(e):`?`}),player:e=>b(`web-player-number`,{number:e+1}),get open(){return b(`lobby-listed-open`)},get invited(){return b(`lobby-listed-invited`)}},listedGame:(e,t,n)=>` ${[e,t===null?null:_t(t),b(`play-history-count`,{count:n})].filter(e=>e!==null).join(` · `)}`,get play(){return b(`lobby-play`)},get join(){return b(`lobby-join`)},get watch(){return b(`lobby-watch`)},get importHeading(){return b(`lobby-import-heading`)},get importHelp(){return b(`lobby-import-help`)},importSummary:(e,t,n)=>`${e} · ${t} · ${b(`play-history-count`,{count:n})}`,get importPointLabel(){return b(`lobby-import-point-label`)},importPoint:(e,t)=>e===t?b(`lobby-import-point-end`,{at:e}):b(`lobby-import-point`,{at:e,of:t}),get importFinished(){return b(`lobby-import-finished`)},importNameOf:e=>b(`lobby-import-name-of`,{number:e+1}),get recordLabel(){return b(`lobby-record-label`)},recordPlaceholder:`[Game "quarto"]
…`,get fileLabel(){return b(`lobby-file-label`)},get importButton(){return b(`lobby-import-button`)}},q={get heading(){return b(`join-heading`)},get loading(){return b(`play-loading`)},invited:e=>b(`join-invited`,{game:e}),seat:(e,t)=>t.length>0?b(`join-seat-with`,{number:e+1,others:x(t)}):b(`join-seat`,{number:e+1}),bot:e=>b(`join-bot`,{level:e?gt(e):`?`}),player:e=>b(`web-player-number`,{number:e+1}),rules:(e,t)=>t===`none`?b(`join-rules`,{rules:e}):b(`join-rules-clock`,{rules:e,clock:_t(t)}),take:e=>b(`join-take`,{number:e+1}),get watch(){return b(`join-watch`)},get lobby(){return b(`web-lobby`)},get toLobby(){return b(`join-to-lobby`)}},ro=class{constructor(e){S(this,`code`,void 0),S(this,`element`,D(`main`,{class:`join panel`})),this.code=e,this.element.append(D(`h1`,{},q.heading),D(`p`,{},q.loading)),this.load()}destroy(){}async load(){let e=D(`p`,{class:`error`,role:`alert`});try{let t=await E.invite(this.code),n=Zr(t.game),r=t.seats.filter(e=>e.seat!==t.seat).map(e=>e.kind===`bot`?q.bot(e.level):e.name??q.player(e.seat)),i=D(`input`,{name:`name`,value:Ja(),maxlength:40,placeholder:no.namePlaceholder,"aria-label":no.nameLabel}),a=D(`button`,{class:`primary`,type:`submit`},q.take(t.seat)),o=D(`form`,{},i,a);o.addEventListener(`submit`,n=>{n.preventDefault(),a.disabled=!0,Ya(i.value),E.joinInvite(this.code,i.value.trim()||void 0).then(e=>{Ga(e.id,t.game,[{seat:e.seat,token:e.token}]),Ia(`/game/${e.id}`)}).catch(t=>{a.disabled=!1,e.textContent=t instanceof C?t.message:String(t)})}),this.element.replaceChildren(D(`h1`,{},q.invited(n?.texts.name??t.name)),D(`p`,{},q.seat(t.seat,r)),D(`p`,{class:`small`},q.rules(n?n.texts.rules(t.rules):t.rules,t.clock)),o,e,D(`p`,{},D(`a`,{href:`/game/${t.id}`,"data-link":``},q.watch),` · `,D(`a`,{href:`/`,"data-link":``},q.lobby)),D(`p`,{},Qa()))}catch(e){this.element.replaceChildren(D(`h1`,{},q.heading),D(`p`,{class:`error`},e instanceof C?e.message:String(e)),D(`p`,{},D(`a`,{href:`/`,"data-link":``},q.toLobby)),D(`p`,{},Qa()))}}},J=encodeURIComponent,io=()=>`lang=${J(et())}`,ao={rules:e=>w(`GET`,`/api/rules/${J(e)}?${io()}`),lessons:e=>w(`GET`,`/api/lessons/${J(e)}?${io()}`),tryLesson:(e,t,n)=>w(`POST`,`/api/lessons/${J(e)}/${J(t)}/try`,{line:n}),nextPuzzle:(e,t,n,r=``)=>w(`GET`,`/api/puzzles/next?game=${J(e)}&rating=${Math.round(t)}&seen=${J(n.join(`,`))}`+(r?`&theme=${J(r)}`:``)),dailyPuzzle:e=>w(`GET`,`/api/puzzles/daily?game=${J(e)}`),puzzle:e=>w(`GET`,`/api/puzzles/${J(e)}`),tryPuzzle:(e,t)=>w(`POST`,`/api/puzzles/${J(e)}/try`,{line:t}),review:e=>w(`GET`,`/api/games/${J(e)}/review`),tryMistake:(e,t,n)=>w(`POST`,`/api/games/${J(e)}/review/${t}/try`,{line:n})};function oo(e){switch(e.style){case`strong`:return D(`strong`,{},e.text);case`emphasis`:return D(`em`,{},e.text);case`code`:return D(`code`,{},e.text);default:return document.createTextNode(e.text)}}function so(e,t){switch(t.kind){case`paragraph`:return D(`p`,{"data-written":``},...t.spans.map(oo));case`list`:return D(`ul`,{"data-written":``},...t.items.map(e=>D(`li`,{},...e.map(oo))));case`diagram`:return D(`figure`,{class:`learn-diagram`},B(e).diagram({position:t.position,rules:t.rules,side:t.side,highlights:{made_squares:t.made_squares,winning_lines:t.winning_lines}}),t.caption?D(`figcaption`,{"data-written":``},t.caption):null)}}function co(e,t){return t.map(t=>so(e,t))}function lo(e,t,n){return D(`a`,{href:e,"data-link":!0,class:n?`current`:null,"aria-current":n?`page`:null},t)}function uo(e){let t=z.map(t=>D(`li`,{},D(`span`,{class:`learn-game`},t.texts.name),lo(`/rules/${t.tag}`,H.nav.rules,e.page===`rules`&&e.game===t.tag),lo(`/learn/${t.tag}`,H.nav.learn,e.page===`learn`&&e.game===t.tag)));return D(`nav`,{class:`learn-nav`,"aria-label":H.nav.learn},D(`a`,{href:`/`,"data-link":!0},H.nav.lobby),D(`ul`,{},...t),lo(`/puzzles`,H.nav.puzzles,e.page===`puzzles`),Qa())}function fo(){return D(`section`,{class:`panel learn-links`},D(`h2`,{},H.lobby.heading),D(`p`,{},H.lobby.intro),D(`ul`,{},...z.map(e=>D(`li`,{},D(`strong`,{},e.texts.name),` `,D(`a`,{href:`/rules/${e.tag}`,"data-link":!0},H.nav.rules),` · `,D(`a`,{href:`/learn/${e.tag}`,"data-link":!0},H.nav.learn),` · `,D(`a`,{href:`/puzzles/${e.tag}`,"data-link":!0},H.nav.puzzles)))))}function po(){let e=D(`div`,{class:`learn-say`,role:`status`,"aria-live":`polite`});return{element:e,say(t,n){e.append(D(`p`,{class:`say-${n}`},t))},clear(){e.replaceChildren()}}}var mo=class{constructor(e,t,n){S(this,`record`,void 0),S(this,`task`,void 0),S(this,`events`,void 0),S(this,`element`,void 0),S(this,`board`,void 0),S(this,`shown`,void 0),S(this,`start`,void 0),S(this,`state`,`playing`),this.record=e,this.task=t,this.events=n,this.start={view:t.view,legal:t.legal,highlights:{made_squares:t.made_squares,winning_lines:t.winning_lines},line:[],history:[]},this.shown=this.start,this.board=e.board({play:e=>void this.play(e),say:e=>n.say(e,`info`)}),this.element=D(`div`,{class:`board-box learn-board`,"data-game":e.tag},this.board.element),this.draw()}get line(){return this.shown.line}reset(){this.shown=this.start,this.state=`playing`,this.draw()}key(e){return this.board.key(e)}after(e,t){let n=this.task.seat,r=t.map(e=>({seat:n,action:e,at:0}));return{view:e.view,legal:e.legal,highlights:{made_squares:e.made_squares,winning_lines:e.winning_lines},line:t,history:r}}async play(e){if(this.state!==`playing`)return;let t=[...this.shown.line,e];this.state=`waiting`,this.draw();let n;try{n=await this.events.judge(t)}catch(e){this.state=`playing`,this.draw(),this.events.say(e instanceof C?e.message:String(e),`bad`);return}let r=this.task.seat,i=[...this.shown.history,{seat:r,action:e,at:0}];if(n.verdict===`continue`){let e=[...t,...n.replies],a=n.replies.map(e=>({seat:(r+1)%this.task.players,action:e,at:0}));this.shown={...this.after(n,e),history:[...i,...a]},this.state=`playing`;for(let e of n.replies)this.events.say(this.record.texts.action(e),`info`)}else this.shown={...this.after(n,t),history:i,legal:[]},this.state=n.verdict===`solved`?`solved`:`wrong`,n.why&&this.events.say(ti(this.record.tag,n.why),`bad`),this.events.ended(n);this.draw()}draw(){let e=this.state===`playing`,t=e=>this.record.texts.seatName(e)??dt(e);this.element.dataset.state=this.state,this.board.set({position:this.shown.view,rules:this.task.rules,legal:e?this.shown.legal:[],history:this.shown.history,viewer:this.task.seat,toMove:e?this.task.seat:null,seatName:t,live:!0,key:`${this.shown.line.join(` `)}|${this.state}`,highlights:this.shown.highlights})}},ho=`quartet.lessonsDone`;function go(e){try{let t=JSON.parse(localStorage.getItem(ho)??`{}`)[e];return new Set(Array.isArray(t)?t.filter(e=>typeof e==`string`):[])}catch{return new Set}}function _o(e,t){let n={};try{n=JSON.parse(localStorage.getItem(ho)??`{}`)}catch{n={}}let r=go(e);r.add(t),n[e]=[...r],localStorage.setItem(ho,JSON.stringify(n))}var vo=class{constructor(e){S(this,`game`,void 0),S(this,`element`,D(`main`,{class:`learn lessons-page`})),S(this,`course`,null),S(this,`record`,null),S(this,`task`,null),S(this,`onKey`,e=>{this.task?.key(e)&&e.preventDefault()}),this.game=e,this.element.append(uo({page:`learn`,game:e}),D(`p`,{},H.loading)),document.addEventListener(`keydown`,this.onKey),this.load()}destroy(){document.removeEventListener(`keydown`,this.onKey)}async load(){try{this.record=B(this.game),this.course=await ao.lessons(this.game),document.title=H.title(this.course.title);let e=decodeURIComponent(location.hash.slice(1)),t=go(this.game),n=this.course.lessons.find(t=>t.id===e)??this.course.lessons.find(e=>!t.has(e.id))??this.course.lessons[0];this.show(n)}catch(e){this.element.replaceChildren(uo({page:`learn`,game:this.game}),D(`p`,{class:`error`,role:`alert`},e instanceof C||e instanceof Error?e.message:String(e)))}}show(e){let t=this.course,n=this.record;if(!t||!n)return;location.hash.slice(1)!==e.id&&history.replaceState(null,``,`#${e.id}`);let r=go(this.game),i=t.lessons.indexOf(e),a=t.lessons[i+1]??null,o=po(),s=D(`p`,{class:`lesson-hint`,hidden:!0,"data-written":``},e.hint),c=D(`div`,{class:`lesson-after`}),l=new mo(n,e.task,{judge:t=>ao.tryLesson(this.game,e.id,t),say:(e,t)=>o.say(e,t),ended:n=>{n.verdict===`solved`?(o.say(e.success,`good`),_o(this.game,e.id),this.element.querySelector(`[data-lesson="${e.id}"]`)?.classList.add(`done`),u.textContent=H.lessons.progress(go(this.game).size,t.lessons.length),c.replaceChildren(a?D(`button`,{class:`primary`,onclick:()=>this.show(a)},H.lessons.next):D(`p`,{},H.lessons.finished,` `,D(`a`,{href:`/`,"data-link":!0},H.lessons.play)))):c.replaceChildren(D(`button`,{onclick:()=>{o.clear(),c.replaceChildren(),l.reset()}},H.lessons.again))}});this.task=l;let u=D(`p`,{class:`lesson-progress`},H.lessons.progress(r.size,t.lessons.length)),d=D(`ol`,{class:`lesson-list`},...t.lessons.map(t=>D(`li`,{"data-lesson":t.id,class:[r.has(t.id)?`done`:``,t===e?`current`:``].join(` `).trim()||null},D(`button`,{class:`link`,onclick:()=>this.show(t),"aria-current":t===e?`step`:null,"data-written":``},t.title))));this.element.replaceChildren(uo({page:`learn`,game:this.game}),D(`h1`,{"data-written":``},t.title),D(`div`,{class:`lesson-layout`},D(`aside`,{class:`lesson-aside`},u,d,D(`a`,{href:`/rules/${this.game}`,"data-link":!0},H.rulesLink(n.texts.name))),D(`article`,{class:`lesson`,"data-id":e.id},D(`h2`,{"data-written":``},`${i+1}. ${e.title}`),...i===0?co(this.game,t.intro):[],...co(this.game,e.text),D(`p`,{class:`lesson-instruction`,"data-written":``},D(`strong`,{},e.instruction)),l.element,D(`div`,{class:`lesson-controls`},D(`button`,{onclick:()=>s.hidden=!1},H.lessons.hint),c),s,o.element)))}},yo={rating:1500,rd:350,vol:.06},bo=.5,xo=173.7178;function So(e){return 1/Math.sqrt(1+3*e*e/(Math.PI*Math.PI))}function Co(e,t){let n=(e.rating-1500)/xo,r=e.rd/xo;if(t.length===0){let t=Math.sqrt(r*r+e.vol*e.vol);return{...e,rd:Math.min(350,t*xo)}}let i=0,a=0;for(let e of t){let t=(e.rating-1500)/xo,r=So(e.rd/xo),o=1/(1+Math.exp(-r*(n-t)));i+=r*r*o*(1-o),a+=r*(e.score-o)}let o=1/i,s=o*a,c=Math.log(e.vol*e.vol),l=e=>{let t=Math.exp(e),n=r*r+o+t;return t*(s*s-r*r-o-t)/(2*n*n)-(e-c)/(bo*bo)},u=c,d;if(s*s>r*r+o)d=Math.log(s*s-r*r-o);else{let e=1;for(;l(c-e*bo)<0;)e+=1;d=c-e*bo}let f=l(u),p=l(d);for(let e=0;e<100&&Math.abs(d-u)>1e-6;e++){let e=u+(u-d)*f/(p-f),t=l(e);t*p<=0?(u=d,f=p):f/=2,d=e,p=t}let m=Math.exp(u/2),h=Math.sqrt(r*r+m*m),g=1/Math.sqrt(1/(h*h)+1/o);return{rating:(n+g*g*a)*xo+1500,rd:Math.max(30,g*xo),vol:m}}var wo=`quartet.puzzleRating`;function To(e){try{let t=JSON.parse(localStorage.getItem(wo)??`{}`)[e];if(t&&Number.isFinite(t.rating)&&Number.isFinite(t.rd)&&Number.isFinite(t.vol))return t}catch{}return yo}function Eo(e,t){let n={};try{n=JSON.parse(localStorage.getItem(wo)??`{}`)}catch{n={}}n[e]=t,localStorage.setItem(wo,JSON.stringify(n))}var Do=`quartet.puzzlesSeen`;function Oo(){try{let e=JSON.parse(localStorage.getItem(Do)??`[]`);return Array.isArray(e)?e.filter(e=>typeof e==`string`).slice(-40):[]}catch{return[]}}function ko(e){let t=Oo().filter(t=>t!==e);t.push(e),localStorage.setItem(Do,JSON.stringify(t.slice(-40)))}var Ao=class{constructor(e,t){S(this,`daily`,void 0),S(this,`element`,D(`main`,{class:`learn puzzles-page`})),S(this,`task`,null),S(this,`onKey`,e=>{this.task?.key(e)&&e.preventDefault()}),S(this,`game`,void 0),this.daily=t,this.game=e??z[0].tag,document.title=H.title(H.puzzles.heading),document.addEventListener(`keydown`,this.onKey),this.load()}destroy(){document.removeEventListener(`keydown`,this.onKey)}header(){let e=To(this.game),t=D(`div`,{class:`puzzle-games`,role:`group`},...z.map(e=>D(`a`,{href:`/puzzles/${e.tag}`,"data-link":!0,class:e.tag===this.game?`current`:null,"aria-current":e.tag===this.game?`page`:null},e.texts.name)));return[uo({page:`puzzles`,game:null}),D(`h1`,{},H.puzzles.heading),D(`p`,{},H.puzzles.intro),t,D(`p`,{class:`puzzle-rating`},H.puzzles.rating(e.rating,e.rd)),D(`p`,{class:`puzzle-buttons`},D(`a`,{href:`/puzzles/${this.game}/daily`,"data-link":!0,class:`button`},H.puzzles.daily),` `,D(`button`,{class:`primary next-puzzle`,onclick:()=>this.again()},H.puzzles.next))]}again(){this.daily?Ia(`/puzzles/${this.game}`):this.load()}async load(){this.element.replaceChildren(...this.header(),D(`p`,{},H.loading));try{let e=B(this.game),t=To(this.game),n=this.daily?await ao.dailyPuzzle(this.game):await ao.nextPuzzle(this.game,t.rating,Oo());this.show(n,e.texts.seatName(n.task.seat)??dt(n.task.seat))}catch(e){this.element.replaceChildren(...this.header(),D(`p`,{class:`error`,role:`alert`},e instanceof C||e instanceof Error?e.message:String(e)))}}show(e,t){let n=B(this.game),r=po(),i=!Oo().includes(e.id),a=new mo(n,e.task,{judge:t=>ao.tryPuzzle(e.id,t),say:(e,t)=>r.say(e,t),ended:t=>{let a=t.verdict===`solved`;if(r.say(a?H.puzzles.solved:H.puzzles.failed,a?`good`:`bad`),t.solution&&r.say(H.puzzles.solution(t.solution.map(e=>n.texts.action(e)).join(`, `)),`info`),i){let t=To(this.game),n=Co(t,[{rating:e.rating,rd:80,score:+!!a}]);Eo(this.game,n),ko(e.id),r.say(H.puzzles.change(n.rating-t.rating),a?`good`:`bad`);let i=this.element.querySelector(`.puzzle-rating`);i&&(i.textContent=H.puzzles.rating(n.rating,n.rd))}}});this.task=a,this.element.replaceChildren(...this.header(),D(`article`,{class:`puzzle`,"data-id":e.id,"data-theme":e.theme},e.day?D(`h2`,{},H.puzzles.dayOf(e.day)):null,D(`p`,{class:`puzzle-theme`},D(`strong`,{},ri(e.theme)),` `,H.puzzles.youPlay(t)),D(`p`,{class:`puzzle-meta`},H.puzzles.puzzleRating(e.rating,e.tries,e.solved)),a.element,r.element))}},jo=640,Mo=180,No=8;function Po(e,t,n=!1){let r=n?e.before.score:e.after.score;return r===null?null:e.seat===t?r:1-r}function Fo(e,t){let n=Math.max(e.steps.length,1),r=e=>No+624*(e+1)/n,i=e=>No+164*(1-e),a=O(`svg`,{class:`review-chart`,viewBox:`0 0 ${jo} ${Mo}`,role:`img`});a.append(O(`title`,{},e.players===2?H.review.chart:H.review.chartMany),O(`rect`,{x:0,y:0,width:jo,height:Mo,class:`chart-back`}),O(`line`,{x1:No,x2:632,y1:i(.5),y2:i(.5),class:`chart-draw`}));let o=e.players===2?[0]:Array.from({length:e.players},(e,t)=>t);for(let n of o){let o=``,s=!1,c=e.players===2&&e.steps[0]?Po(e.steps[0],0,!0):null;c!==null&&(o=`M${No},${i(c).toFixed(1)}`,s=!0),e.steps.forEach((t,a)=>{if(e.players!==2&&t.seat!==n)return;let c=e.players===2?Po(t,0):t.after.score;c===null?s=!1:(o+=`${s?`L`:`M`}${r(a).toFixed(1)},${i(c).toFixed(1)}`,s=!0)}),o&&a.append(O(`path`,{d:o,class:`chart-line seat-${n}`,"aria-label":t(n)}))}return e.steps.forEach((t,n)=>{let o=e.players===2?Po(t,0):t.after.score;t.severity&&o!==null&&a.append(O(`circle`,{cx:r(n),cy:i(o),r:5,class:`chart-mark ${t.severity}`,"data-ply":t.ply},O(`title`,{},`${t.ply+1}: ${ii(t.severity)}`)))}),a}var Io=class{constructor(e){S(this,`id`,void 0),S(this,`element`,D(`main`,{class:`learn review-page`})),S(this,`task`,null),S(this,`onKey`,e=>{this.task?.key(e)&&e.preventDefault()}),this.id=e,this.element.append(D(`p`,{},H.loading)),document.addEventListener(`keydown`,this.onKey),this.load()}destroy(){document.removeEventListener(`keydown`,this.onKey)}back(){return D(`nav`,{class:`learn-nav`},D(`a`,{href:`/game/${this.id}`,"data-link":!0},H.review.back))}async load(){try{let e=await ao.review(this.id),t=B(e.game);this.show(e,t)}catch(e){let t=e instanceof C&&e.code===`not_over`?H.review.notOver:e instanceof Error?e.message:String(e);this.element.replaceChildren(this.back(),D(`p`,{class:`error`,role:`alert`},t))}}show(e,t){let n=e=>t.texts.seatName(e)??dt(e);document.title=H.title(H.review.heading(t.texts.name));let r=D(`section`,{class:`review-again`}),i=e.steps.filter(e=>e.severity),a=e.steps.map(i=>D(`li`,{class:`review-step${i.severity?` ${i.severity}`:``}`,"data-ply":i.ply},D(`span`,{class:`step-ply`},`${i.ply+1}.`),` `,D(`span`,{class:`step-action`},`${n(i.seat)} ${t.texts.action(i.action)}`),` `,D(`span`,{class:`step-value`},H.review.value(ni(i.before),ni(i.after))),i.severity?D(`span`,{class:`badge ${i.severity}`},ii(i.severity)):null,i.severity&&i.best.length>0?D(`p`,{class:`step-best`},H.review.best(i.best.map(e=>t.texts.action(e)).join(`, `))):null,i.why?D(`p`,{class:`step-why`},ti(e.game,i.why)):null,i.task?D(`button`,{class:`play-again`,onclick:()=>this.playAgain(e,t,i,r)},H.review.playAgain):null));this.element.replaceChildren(this.back(),D(`h1`,{},H.review.heading(t.texts.name)),D(`p`,{class:`review-by`},H.review.by(e.engine,e.elapsed_ms)),D(`figure`,{class:`review-figure`},Fo(e,n),D(`figcaption`,{},e.players===2?H.review.chart:H.review.chartMany)),D(`p`,{class:`review-summary`},H.review.mistakes(i.length)),r,D(`ol`,{class:`review-steps`},...a))}playAgain(e,t,n,r){if(!n.task)return;let i=po();this.task=new mo(t,n.task,{judge:t=>ao.tryMistake(e.id,n.ply,t),say:(e,t)=>i.say(e,t),ended:e=>{i.say(e.verdict===`solved`?H.puzzles.solved:H.puzzles.failed,e.verdict===`solved`?`good`:`bad`),e.solution&&i.say(H.puzzles.solution(e.solution.map(e=>t.texts.action(e)).join(`, `)),`info`)}}),r.replaceChildren(D(`h2`,{},`${H.review.playAgain} (${n.ply+1}.)`),D(`p`,{},`${t.texts.seatName(n.seat)??dt(n.seat)}: ${n.why?ti(e.game,n.why):``}`),this.task.element,i.element),r.scrollIntoView()}},Lo=class{constructor(e){S(this,`game`,void 0),S(this,`element`,D(`main`,{class:`learn rules-page`})),this.game=e,this.element.append(uo({page:`rules`,game:e}),D(`p`,{},H.loading)),this.load()}destroy(){}async load(){try{let e=B(this.game),t=await ao.rules(this.game);document.title=H.title(t.title);let n=D(`nav`,{class:`rules-contents`,"aria-label":H.contents},D(`h2`,{},H.contents),D(`ol`,{},...t.sections.filter(e=>e.level<=2).map(e=>D(`li`,{},D(`a`,{href:`#${e.id}`,"data-written":``},e.title))))),r=t.sections.map(e=>D(`section`,{id:e.id,class:`rules-section level-${e.level}`},D(e.level<=2?`h2`:`h3`,{"data-written":``},e.title),...co(this.game,e.blocks)));this.element.replaceChildren(uo({page:`rules`,game:this.game}),D(`h1`,{"data-written":``},t.title),...co(this.game,t.intro),D(`p`,{},D(`a`,{href:`/learn/${this.game}`,"data-link":!0,class:`button`},H.learnLink(e.texts.name))),n,...r);let i=decodeURIComponent(location.hash.slice(1));i&&document.getElementById(i)?.scrollIntoView()}catch(e){this.element.replaceChildren(uo({page:`rules`,game:this.game}),D(`p`,{class:`error`,role:`alert`},e instanceof C||e instanceof Error?e.message:String(e)))}}},Y=no,Ro={minutes:{min:1,max:180},increment:{min:0,max:60},seconds:{min:5,max:3600}};function zo(){let e=z[0];return{...Object.assign({},...z.map(e=>rr(e.lobby))),game:e.tag,seats:Array.from({length:e.lobby.seats},(e,t)=>t===0?`me`:`bot`),levels:Array.from({length:e.lobby.seats},()=>`casual`),clock:`none`,custom:{kind:`total`,minutes:5,increment:3,seconds:30},names:[]}}function Bo(e){if(e.clock!==`custom`)return e.clock;let t=(e,t)=>Math.max(t.min,Math.min(t.max,Math.round(Number.isFinite(e)?e:t.min))),n=e.custom;if(n.kind===`move`)return`${t(n.seconds,Ro.seconds)}s/move`;let r=t(n.minutes,Ro.minutes),i=t(n.increment,Ro.increment);return i>0?`${r}m+${i}s`:`${r}m`}function Vo(e,t){let n=e.seats.indexOf(`me`);return e.seats.map((r,i)=>r===`me`&&(i===n?t:e.names[i]??``).trim()||null)}function Ho(e){return B(e.game).lobby.text(e,e.seats.length)}function Uo(e){return e.seats.map((t,n)=>t===`bot`?{bot:e.levels[n]}:t)}function Wo(e){let t=e?.levels??[];return t.includes(`casual`)?`casual`:t[0]??`casual`}function Go(e,t){return e?e.players:{min:t,max:t}}function Ko(e,t,n){let r=B(t),i=t===e.game?e.seats.length:Math.max(e.seats.length,r.lobby.seats),{min:a,max:o}=Go(n,r.lobby.seats),s=Math.max(a,Math.min(o,i)),c=e.seats.slice(0,s);for(;c.length<s;)c.push(`bot`);let l=c.map((t,r)=>{let i=e.levels[r];return n?.levels.includes(i)?i:Wo(n)});return{...e,game:t,seats:c,levels:l}}function qo(e,t){return Ko({...e,levels:e.levels.map(()=>Wo(t))},e.game,t)}function Jo(e,t){let n=t===`bot`?`bot`:t===`friend`?`invite`:t===`device`?`me`:`open`;return{...e,seats:e.seats.map((e,t)=>t===0?`me`:n)}}function Yo(e,t,n){return t?{...e,seats:[...e.seats,`bot`],levels:[...e.levels,Wo(n)]}:{...e,seats:e.seats.slice(0,-1),levels:e.levels.slice(0,-1)}}var Xo=class{constructor(e){S(this,`showError`,void 0),S(this,`element`,D(`form`,{class:`new-game`,"aria-label":Y.formLabel})),S(this,`form`,zo()),S(this,`meta`,null),S(this,`busy`,!1),this.showError=e,this.element.addEventListener(`submit`,e=>{e.preventDefault(),this.create()}),this.render()}setMeta(e){this.meta=e,this.update(qo(this.form,this.gameMeta()))}gameMeta(e=this.form.game){return this.meta?.games.find(t=>t.game===e)}update(e){this.form=e,this.render()}render(){let e=this.form;k(this.element),this.element.append(D(`fieldset`,{class:`game-choice`},D(`legend`,{},Y.game),...z.map(t=>D(`label`,{class:`game-option${e.game===t.tag?` chosen`:``}`},D(`input`,{type:`radio`,name:`game`,value:t.tag,checked:e.game===t.tag,onchange:()=>this.update(Ko(this.form,t.tag,this.gameMeta(t.tag)))}),D(`strong`,{},t.texts.name),D(`span`,{class:`small`},t.texts.blurb)))));let t=B(e.game),n=D(`fieldset`,{class:`rules-choice`},D(`legend`,{},Y.rules),D(`p`,{class:`small`},D(`a`,{href:`/rules/${e.game}`,"data-link":!0,class:`rules-link`},Y.rulesOf(t.texts.name))));for(let r of t.lobby.options){let t=this.optionInput(r),i=r.kind!==`note`&&r.anchor?{anchor:r.anchor,label:r.label}:null;n.append(i?D(`div`,{class:`option-row`},t,D(`a`,{href:`/rules/${e.game}#${i.anchor}`,"data-link":!0,class:`rule-help`,title:Y.explained,"aria-label":Y.explainedOption(i.label)},`?`)):t)}n.append(this.check(`hints`,`hints`,`hints-option`,Y.hints),this.check(`no-chat`,`noChat`,`chat-option`,Y.noChat)),this.element.append(n),this.element.append(this.clockInput()),this.element.append(this.seatsInput());let r=D(`input`,{name:`name`,value:Ja(),maxlength:40,placeholder:Y.namePlaceholder,"aria-label":Y.nameLabel,onchange:e=>Ya(e.target.value)});this.element.append(D(`div`,{class:`create-row`},r,D(`button`,{type:`submit`,class:`primary`,disabled:this.busy},Y.create)))}check(e,t,n,r){return D(`label`,{class:`check ${n}`},D(`input`,{type:`checkbox`,name:e,checked:this.form[t]===!0,onchange:e=>this.form={...this.form,[t]:e.target.checked}}),` ${r}`)}clockInput(){let e=this.form,t=this.meta?.clocks??[`none`,`1m/move`,`30s/move`,`5m`,`5m+3s`,`10m+5s`],n=D(`select`,{name:`clock`,"aria-label":Y.clockLabel,onchange:e=>this.update({...this.form,clock:e.target.value})},...t.map(t=>D(`option`,{value:t,selected:t===e.clock},t===`none`?Y.noClock:_t(t))),D(`option`,{value:`custom`,selected:e.clock===`custom`},Y.customClock)),r=D(`fieldset`,{class:`clock-choice`},D(`legend`,{},Y.clock),n);if(e.clock!==`custom`)return r;let i=e.custom,a=e=>this.form={...this.form,custom:{...this.form.custom,...e}},o=(e,t,n,r,i)=>D(`label`,{class:`number`},D(`input`,{type:`number`,name:e,value:n,min:r.min,max:r.max,step:1,inputmode:`numeric`,onchange:e=>a({[i]:Number(e.target.value)})}),` ${t}`),s=(e,t)=>D(`label`,{class:`check`},D(`input`,{type:`radio`,name:`clock-kind`,value:e,checked:i.kind===e,onchange:()=>this.update({...this.form,custom:{...this.form.custom,kind:e}})}),` ${t}`);return r.append(D(`div`,{class:`custom-clock`},s(`total`,Y.custom.total),s(`move`,Y.custom.perMove),i.kind===`total`?D(`span`,{class:`clock-numbers`},o(`clock-minutes`,Y.custom.minutes,i.minutes,Ro.minutes,`minutes`),` + `,o(`clock-increment`,Y.custom.increment,i.increment,Ro.increment,`increment`)):D(`span`,{class:`clock-numbers`},o(`clock-seconds`,Y.custom.seconds,i.seconds,Ro.seconds,`seconds`)))),r}optionInput(e){let t=(e,t)=>this.form={...this.form,[e]:t},n=(e,t,n,r)=>D(`label`,{class:`check`},D(`input`,{type:`checkbox`,name:r,checked:t,onchange:e=>{n(e.target.checked),this.render()}}),` ${e}`);switch(e.kind){case`flag`:return n(e.label,er(this.form,e.key),n=>t(e.key,n),e.name);case`set`:{let r={...this.form[e.key]??{}};return D(`div`,{class:`attrs`},D(`span`,{},e.label),...e.items.map(i=>n(i.label,r[i.value]===!0,n=>{r[i.value]=n,e.items.some(e=>r[e.value])||(r[i.value]=!0),t(e.key,r)},i.name)))}case`choice`:return D(`label`,{},`${e.label} `,D(`select`,{name:e.name,"aria-label":e.label,onchange:n=>t(e.key,n.target.value)},...e.items.map(t=>D(`option`,{value:t.value,selected:t.value===tr(this.form,e)},t.label))));case`note`:return D(`p`,{class:`small`},e.text)}}seatsInput(){let e=this.form,t=this.gameMeta(),n=t?.levels??[`beginner`,`casual`,`strong`,`strongest`],r=D(`fieldset`,{class:`seats-choice`},D(`legend`,{},Y.seats));r.append(D(`div`,{class:`presets`},...[`bot`,`friend`,`device`,`anyone`].map(e=>D(`button`,{type:`button`,onclick:()=>this.update(Jo(this.form,e))},Y.presets[e])))),e.seats.forEach((t,i)=>{let a=D(`select`,{name:`seat-${i}`,"aria-label":Y.seatLabel(i),onchange:e=>{let t=[...this.form.seats];t[i]=e.target.value,this.update({...this.form,seats:t})}},...[`me`,`bot`,`invite`,`open`].map(e=>D(`option`,{value:e,selected:t===e},Y.seatChoice[e]))),o=D(`div`,{class:`seat-row`},D(`span`,{class:`seat-label`},Y.seat(i)),a);t===`me`&&i!==e.seats.indexOf(`me`)&&o.append(D(`input`,{name:`seat-name-${i}`,value:e.names[i]??``,maxlength:40,placeholder:Y.otherPlayerName(i),"aria-label":Y.otherPlayerName(i),onchange:e=>{let t=[...this.form.names];t[i]=e.target.value,this.form={...this.form,names:t}}})),t===`bot`&&o.append(D(`select`,{name:`level-${i}`,"aria-label":Y.levelLabel(i),onchange:e=>{let t=[...this.form.levels];t[i]=e.target.value,this.form={...this.form,levels:t}}},...n.map(t=>D(`option`,{value:t,selected:t===e.levels[i]},Y.level(t))))),r.append(o)});let{min:i,max:a}=Go(t,e.seats.length);return i<a&&r.append(D(`div`,{class:`seat-count`},D(`button`,{type:`button`,disabled:e.seats.length<=i,onclick:()=>this.update(Yo(this.form,!1,t))},Y.fewerSeats),D(`button`,{type:`button`,disabled:e.seats.length>=a,onclick:()=>this.update(Yo(this.form,!0,t))},Y.moreSeats),D(`span`,{class:`small`},Y.players(e.seats.length)))),r}async create(){if(this.busy)return;this.busy=!0,this.showError(null);let e=this.form,t=this.element.querySelector(`input[name=name]`)?.value.trim()??``;Ya(t);try{let n=await E.create({game:e.game,rules:Ho(e),clock:Bo(e),seats:Uo(e),names:Vo(e,t),hints:e.hints===!0||void 0,chat:e.noChat!==!0&&void 0});Ga(n.id,e.game,n.tokens,n.invites),Ia(`/game/${n.id}`)}catch(e){this.showError(e)}finally{this.busy=!1}}},X=no;function Zo(e){return{ply:e.plies.length-1,seats:Array.from({length:e.players},(t,n)=>({choice:`me`,level:`casual`,name:e.names[n]??``}))}}function Qo(e,t){return{record:e,ply:t.ply,seats:t.seats.map(e=>e.choice===`bot`?{bot:e.level}:e.choice),names:t.seats.map(e=>e.choice===`bot`?null:e.name.trim()||null)}}var $o=class{constructor(){S(this,`element`,D(`section`,{class:`panel import`})),S(this,`text`,D(`textarea`,{rows:5,name:`record`,placeholder:X.recordPlaceholder,"aria-label":X.recordLabel})),S(this,`planEl`,D(`div`,{class:`import-plan`})),S(this,`error`,D(`p`,{class:`error`,role:`alert`})),S(this,`preview`,null),S(this,`plan`,null),S(this,`meta`,null),S(this,`timer`,null),S(this,`asked`,``);let e=D(`input`,{type:`file`,accept:`.txt,.qrt,text/plain`,"aria-label":X.fileLabel});e.addEventListener(`change`,()=>{let t=e.files?.[0];t&&t.text().then(e=>{this.text.value=e,this.read()})}),this.text.addEventListener(`input`,()=>{this.timer&&clearTimeout(this.timer),this.timer=setTimeout(()=>this.read(),400)}),this.element.append(D(`h2`,{},X.importHeading),D(`p`,{class:`small`},X.importHelp),this.text,D(`div`,{class:`create-row`},e,D(`button`,{class:`primary`,onclick:()=>void this.importNow()},X.importButton)),this.planEl,this.error),Ma().then(e=>{this.meta=e,this.draw()}).catch(()=>{})}destroy(){this.timer&&clearTimeout(this.timer)}read(){let e=this.text.value;e.trim()!==``&&e!==this.asked&&(this.asked=e,E.previewRecord(e).then(t=>{this.text.value===e&&(this.preview=t,this.plan=Zo(t),this.error.textContent=``,this.draw())}).catch(t=>{this.text.value===e&&(this.preview=null,this.plan=null,this.draw(),this.error.textContent=t instanceof C?t.message:String(t))}))}update(e){this.plan=e,this.draw()}draw(){k(this.planEl);let e=this.preview,t=this.plan;if(!e||!t)return;let n=Zr(e.game),r=e.plies.length-1,i=e.plies[t.ply];this.planEl.append(D(`p`,{class:`import-summary`},X.importSummary(n?.texts.name??e.name,n?n.texts.rules(e.rules):e.rules,r)));let a=D(`input`,{type:`range`,min:0,max:r,value:t.ply,name:`import-ply`,"aria-label":X.importPointLabel});a.addEventListener(`input`,()=>{let e=Number(a.value);this.plan&&(this.plan={...this.plan,ply:e}),o.textContent=X.importPoint(e,r),s.replaceChildren(this.diagram(e))});let o=D(`span`,{class:`import-point`,"data-ply":String(t.ply)},X.importPoint(t.ply,r)),s=D(`div`,{class:`import-diagram`},this.diagram(t.ply));this.planEl.append(D(`label`,{class:`import-slider`},o,a),s),i&&e.over&&t.ply===r&&this.planEl.append(D(`p`,{class:`small`},X.importFinished));let c=this.meta?.games.find(t=>t.game===e.game)?.levels??[`beginner`,`casual`,`strong`,`strongest`];t.seats.forEach((e,t)=>{let n=(e,n=!0)=>{if(!this.plan)return;let r=this.plan.seats.map((n,r)=>r===t?{...n,...e}:n);n?this.update({...this.plan,seats:r}):this.plan={...this.plan,seats:r}},r=D(`select`,{name:`import-seat-${t}`,"aria-label":X.seatLabel(t),onchange:e=>n({choice:e.target.value})},...[`me`,`bot`,`invite`,`open`].map(t=>D(`option`,{value:t,selected:e.choice===t},X.seatChoice[t]))),i=D(`div`,{class:`import-seat`},D(`span`,{class:`seat-label`},X.seat(t)),r);e.choice===`bot`?i.append(D(`select`,{name:`import-level-${t}`,"aria-label":X.levelLabel(t),onchange:e=>n({level:e.target.value},!1)},...c.map(t=>D(`option`,{value:t,selected:t===e.level},X.level(t))))):i.append(D(`input`,{name:`import-name-${t}`,value:e.name,maxlength:40,placeholder:X.importNameOf(t),"aria-label":X.importNameOf(t),onchange:e=>n({name:e.target.value},!1)})),this.planEl.append(i)})}diagram(e){let t=this.preview,n=t?.plies[e],r=t?Zr(t.game):void 0;if(!t||!n||!r)return D(`span`);try{return r.diagram({position:n.view,rules:t.rules,history:t.plies.slice(1,e+1).map(e=>({seat:e.seat??0,action:e.action??``,at:0})),highlights:n})}catch{return D(`span`)}}async importNow(){this.error.textContent=``;let e=this.text.value;try{let t=await E.importRecord(this.plan&&this.preview?Qo(e,this.plan):{record:e});Ga(t.id,t.state.game,t.tokens,t.invites),Ia(`/game/${t.id}`)}catch(e){this.error.textContent=e instanceof C?e.message:String(e)}}},es={name:null,csrf:null},ts=null,ns=new Set;function rs(e){es={name:e.name??null,csrf:e.csrf??null},wt(es.csrf);for(let e of ns)e();return es}function is(){return es.name}function as(e=!1){return(!ts||e)&&(ts=w(`GET`,`/api/session`).then(rs).catch(()=>es)),ts}function os(e){return ns.add(e),()=>ns.delete(e)}async function ss(e,t){return rs(await w(`POST`,`/api/accounts`,{name:e,password:t}))}async function cs(e,t){return rs(await w(`POST`,`/api/session`,{name:e,password:t}))}async function ls(){await w(`DELETE`,`/api/session`),rs({name:null,csrf:null})}async function us(){let e=await w(`DELETE`,`/api/sessions`);return rs({name:null,csrf:null}),e.sessions_ended}async function ds(e){await w(`DELETE`,`/api/account`,{password:e}),rs({name:null,csrf:null})}function fs(){return Ua().flatMap(e=>e.tokens.map(t=>({game:e.id,token:t.token}))).slice(0,200)}async function ps(){let e=fs();return e.length===0?0:(await w(`POST`,`/api/account/claim`,{seats:e})).claimed}var Z={get account(){return b(`players-account`)},get signIn(){return b(`players-sign-in`)},get signUp(){return b(`players-sign-up`)},get signInTitle(){return b(`players-sign-in-title`)},get signUpTitle(){return b(`players-sign-up-title`)},get name(){return b(`players-name`)},get password(){return b(`players-password`)},get signUpHint(){return b(`players-sign-up-hint`)},get toSignUp(){return b(`players-to-sign-up`)},get toSignIn(){return b(`players-to-sign-in`)},tryAgainIn:e=>b(`players-try-again-in`,{seconds:e}),signedInAs:e=>b(`players-signed-in-as`,{name:e}),get signOut(){return b(`players-sign-out`)},get signOutEverywhere(){return b(`players-sign-out-everywhere`)},signedOutEverywhere:e=>b(`players-signed-out-everywhere`,{count:e}),get deleteAccount(){return b(`players-delete-account`)},get deleteExplain(){return b(`players-delete-explain`)},get deleteConfirm(){return b(`players-delete-confirm`)},get deleted(){return b(`players-deleted`)},claimOffer:e=>b(`players-claim-offer`,{count:e}),get claim(){return b(`players-claim`)},get notNow(){return b(`players-not-now`)},claimed:e=>b(`players-claimed`,{count:e}),get cancel(){return b(`players-cancel`)},get yourPage(){return b(`players-your-page`)},get yourGames(){return b(`players-your-games`)},get deletedPlayer(){return b(`players-deleted-player`)},get loading(){return b(`players-loading`)},noSuchPlayer:e=>b(`players-no-such-player`,{name:e}),memberSince:e=>b(`players-member-since`,{date:e}),get ratings(){return b(`players-ratings`)},get noRatings(){return b(`players-no-ratings`)},get ratingClass(){return b(`players-rating-class`)},get rating(){return b(`players-rating`)},get games(){return b(`players-games`)},get provisional(){return b(`players-provisional`)},get provisionalNote(){return b(`players-provisional-note`)},deviation:e=>b(`players-deviation`,{deviation:ot(e)}),get chartTitle(){return b(`players-chart-title`)},get date(){return b(`players-date`)},chartPoint:(e,t,n)=>b(`players-chart-point`,{class_name:e,rating:t,date:n}),get recentGames(){return b(`players-recent-games`)},get noGames(){return b(`players-no-games`)},get guest(){return b(`players-guest`)},get against(){return b(`players-against`)},get casual(){return b(`players-casual`)},outcome:e=>({open:b(`players-outcome-open`),live:b(`players-outcome-live`),aborted:b(`players-outcome-aborted`),cancelled:b(`players-outcome-cancelled`),won:b(`players-outcome-won`),lost:b(`players-outcome-lost`),drawn:b(`players-outcome-drawn`)})[e]??e,family:e=>e===`standard`?b(`players-family-standard`):e===`squares`?b(`players-family-squares`):e,familyPlayers:e=>b(`players-family-players`,{players:e}),familyTraits:(e,t)=>b(`players-family-traits`,{family:e,traits:t}),speed:e=>({blitz:()=>b(`players-speed-blitz`),rapid:()=>b(`players-speed-rapid`),classical:()=>b(`players-speed-classical`),correspondence:()=>b(`players-speed-correspondence`)})[e]?.()??e,get notifySound(){return b(`players-notify-sound`)},get noGamesYet(){return b(`players-no-games-yet`)},gamesWaiting:e=>b(`players-games-waiting`,{count:e}),get yourTurn(){return b(`players-your-turn`)},get theirTurn(){return b(`players-their-turn`)},get drawOffered(){return b(`players-draw-offered`)},get takeBackAsked(){return b(`players-take-back-asked`)},get challengeFrom(){return b(`players-challenge-from`)},get answerInLobby(){return b(`players-answer-in-lobby`)}};function ms(e){return e instanceof C?e.status===429&&e.retryAfter!==null?Z.tryAgainIn(e.retryAfter):e.message:String(e)}function hs(e,t){let n=D(`div`,{class:`account-panel`}),r=D(`details`,{class:`account-menu`},e,n);return r.addEventListener(`toggle`,()=>{r.open&&!n.firstChild&&n.append(...t())}),r}var gs=class{constructor(){S(this,`element`,D(`nav`,{class:`account-bar`,"aria-label":Z.account})),S(this,`notice`,D(`p`,{class:`account-notice small`,role:`status`})),S(this,`mode`,`in`),S(this,`stop`,void 0),this.stop=os(()=>this.draw()),this.draw(),as()}destroy(){this.stop()}draw(){let e=is(),t=e!==null||Ua().length>0?D(`a`,{href:`/games`,"data-link":``,class:`your-games-link`},Z.yourGames):null,n=e===null?this.signedOutMenu():this.signedInMenu(e);this.element.replaceChildren(D(`a`,{href:`/`,"data-link":``,class:`home-link`},`Quartet`),D(`span`,{class:`account-space`}),t??``,n,this.notice)}say(e){this.notice.textContent=e}signedOutMenu(){let e=D(`p`,{class:`account-error`,role:`alert`}),t=D(`input`,{name:`account-name`,autocomplete:`username`,required:!0,maxlength:40,"aria-label":Z.name}),n=D(`input`,{name:`account-password`,type:`password`,autocomplete:this.mode===`up`?`new-password`:`current-password`,required:!0,"aria-label":Z.password}),r=D(`button`,{type:`submit`,class:`primary`},this.mode===`up`?Z.signUp:Z.signIn),i=D(`form`,{class:`account-form`,"data-mode":this.mode},D(`h2`,{},this.mode===`up`?Z.signUpTitle:Z.signInTitle),D(`label`,{},Z.name,t),D(`label`,{},Z.password,n),this.mode===`up`?D(`p`,{class:`small`},Z.signUpHint):null,r,e,D(`button`,{type:`button`,class:`link-button`,onclick:()=>{this.mode=this.mode===`in`?`up`:`in`,this.draw(),this.element.querySelector(`details`)?.setAttribute(`open`,``)}},this.mode===`up`?Z.toSignIn:Z.toSignUp));return i.addEventListener(`submit`,i=>{i.preventDefault(),e.textContent=``,r.disabled=!0,(this.mode===`up`?ss:cs)(t.value.trim(),n.value).then(()=>this.offerClaim()).catch(t=>{e.textContent=ms(t),r.disabled=!1})}),hs(D(`summary`,{},Z.signIn),()=>[i])}signedInMenu(e){let t=D(`p`,{class:`account-error`,role:`alert`}),n=e=>e().catch(e=>{t.textContent=ms(e)}),r=D(`input`,{name:`delete-password`,type:`password`,autocomplete:`current-password`,required:!0,"aria-label":Z.password}),i=D(`form`,{class:`account-form delete-account`,hidden:!0},D(`p`,{class:`small`},Z.deleteExplain),D(`label`,{},Z.password,r),D(`button`,{type:`submit`,class:`danger`},Z.deleteConfirm));return i.addEventListener(`submit`,e=>{e.preventDefault(),n(()=>ds(r.value).then(()=>this.say(Z.deleted)))}),hs(D(`summary`,{"data-account":e},e),()=>[D(`p`,{class:`small`},Z.signedInAs(e)),D(`a`,{href:`/player/${encodeURIComponent(e)}`,"data-link":``,class:`button`},Z.yourPage),D(`button`,{type:`button`,onclick:()=>void n(()=>ls())},Z.signOut),D(`button`,{type:`button`,onclick:()=>void n(()=>us().then(e=>this.say(Z.signedOutEverywhere(e))))},Z.signOutEverywhere),D(`button`,{type:`button`,onclick:()=>{i.hidden=!i.hidden,i.hidden||r.focus()}},Z.deleteAccount),i,t])}offerClaim(){let e=new Set(fs().map(e=>e.game)).size;if(e===0)return;let t=D(`span`,{class:`account-error`,role:`alert`}),n=D(`div`,{class:`claim-offer`,role:`group`},D(`span`,{},Z.claimOffer(e)),D(`button`,{type:`button`,class:`primary`,onclick:()=>void ps().then(e=>{n.remove(),this.say(Z.claimed(e))}).catch(e=>{t.textContent=ms(e)})},Z.claim),D(`button`,{type:`button`,onclick:()=>n.remove()},Z.notNow),t);this.notice.textContent=``,this.element.append(n)}},_s={width:360,height:220,left:40,right:10,top:10,bottom:34};function vs(e,t){let n=Math.max(e,1)/Math.max(t,1),r=10**Math.floor(Math.log10(n));for(let e of[1,2,2.5,5,10])if(e*r>=n)return e*r;return 10*r}function ys(e){let{width:t,height:n,left:r,right:i,top:a,bottom:o}=_s;if(e.length===0)return{series:[],yTicks:[],xTicks:[]};let s=e.map(e=>e.rating),c=e.map(e=>e.at),l=vs(Math.max(Math.max(...s)-Math.min(...s),40),4),u=Math.floor((Math.min(...s)-l/4)/l)*l,d=Math.ceil((Math.max(...s)+l/4)/l)*l,[f,p]=[Math.min(...c),Math.max(...c)],m=e=>p===f?r+(t-r-i)/2:r+(e-f)/(p-f)*(t-r-i),h=e=>a+(d-e)/(d-u)*(n-a-o),g=new Map;for(let t of[...e].sort((e,t)=>e.at-t.at)){let e=g.get(t.class);e||g.set(t.class,e={class:t.class,points:[]}),e.points.push({x:m(t.at),y:h(t.rating),rating:t.rating,at:t.at})}let _=[];for(let e=u;e<=d+1e-9;e+=l)_.push({y:h(e),rating:e});let v=p===f?[{x:m(f),at:f}]:[{x:m(f),at:f},{x:m((f+p)/2),at:(f+p)/2},{x:m(p),at:p}];return{series:[...g.values()],yTicks:_,xTicks:v}}var bs=[`#0b72b9`,`#c2410c`,`#15803d`,`#9333ea`,`#be185d`,`#4d7c0f`,`#0e7490`,`#a16207`];function xs(e,t){let{width:n,height:r,left:i,right:a,top:o,bottom:s}=_s,c=ys(e),l=O(`svg`,{viewBox:`0 0 ${n} ${r}`,class:`rating-chart`,role:`img`,"aria-label":t.title});l.append(O(`path`,{d:`M${i} ${o}V${r-s}H${n-a}`,stroke:`currentColor`,"stroke-width":1,fill:`none`,opacity:.6}));for(let e of c.yTicks)l.append(O(`path`,{d:`M${i} ${e.y}H${n-a}`,stroke:`currentColor`,"stroke-width":.5,opacity:.2})),l.append(O(`text`,{x:i-4,y:e.y+4,"text-anchor":`end`,class:`chart-tick`},String(e.rating)));return c.xTicks.forEach((e,n)=>{let i=c.xTicks.length===1?`middle`:n===0?`start`:n===c.xTicks.length-1?`end`:`middle`;l.append(O(`text`,{x:e.x,y:r-s+14,"text-anchor":i,class:`chart-tick`},t.date(e.at)))}),l.append(O(`text`,{x:(i+n-a)/2,y:r-4,"text-anchor":`middle`,class:`chart-axis`},t.time)),l.append(O(`text`,{x:10,y:(o+r-s)/2,"text-anchor":`middle`,transform:`rotate(-90 10 ${(o+r-s)/2})`,class:`chart-axis`},t.rating)),c.series.forEach((e,n)=>{let r=bs[n%bs.length],i=e.points.map((e,t)=>`${t===0?`M`:`L`}${e.x.toFixed(1)} ${e.y.toFixed(1)}`).join(``),a=O(`g`,{"data-class":e.class});a.append(O(`path`,{d:i,fill:`none`,stroke:r,"stroke-width":2,"stroke-linejoin":`round`}));for(let n of e.points)a.append(O(`circle`,{cx:n.x.toFixed(1),cy:n.y.toFixed(1),r:2.5,fill:r},O(`title`,{},t.point(e.class,n.rating,n.at))));l.append(a)}),l}function Ss(e){return`${Math.round(e.rating)}${e.provisional?`?`:``}`}function Cs(e){let t=Math.round(e);return t>0?`+${t}`:t<0?`−${-t}`:`±0`}function ws(e){if(e.status===`open`)return`open`;if(e.status!==`finished`)return`live`;let t=(e.termination??``).split(` `)[0];if(t===`abort`)return`aborted`;if(t===`cancel`)return`cancelled`;let n=/^win (\d+)$/.exec(e.result??``);return n?Number(n[1])===e.seat+1?`won`:`lost`:`drawn`}function Ts(e){let t=[];return e.players.forEach((n,r)=>{if(r===e.seat)return;let i=e.accounts[r];i===`deleted`?t.push({kind:`deleted`}):i===`account`&&n?t.push({kind:`account`,name:n}):t.push({kind:`other`,name:n})}),t}function Es(e){let[t=e,n=``,r=``]=e.split(`/`),i=/^(\d+)p$/.exec(n),a=/^([a-z]+)-(\d+)a$/.exec(n);return{game:t,family:i?`players`:a?a[1]:n,traits:a?Number(a[2]):null,players:i?Number(i[1]):null,speed:r}}function Ds(e){let t=Es(e);return[Zr(t.game)?.texts.name??t.game,t.players===null?t.traits===null?Z.family(t.family):Z.familyTraits(Z.family(t.family),t.traits):Z.familyPlayers(t.players),Z.speed(t.speed)].join(` · `)}function Os(e){return D(`a`,{href:`/player/${encodeURIComponent(e)}`,"data-link":``,class:`player-link`},e)}function ks(e){return new Intl.DateTimeFormat(et(),{dateStyle:`medium`}).format(new Date(e))}var As=class{constructor(e){S(this,`name`,void 0),S(this,`element`,D(`main`,{class:`player-page`})),this.name=e,this.element.append(D(`p`,{class:`small`},Z.loading)),w(`GET`,`/api/players/${encodeURIComponent(e)}`).then(e=>this.draw(e)).catch(e=>this.fail(e))}destroy(){}fail(e){k(this.element);let t=e instanceof C&&e.status===404?Z.noSuchPlayer(this.name):ms(e);this.element.append(D(`h1`,{},this.name),D(`p`,{class:`error`,role:`alert`},t))}draw(e){k(this.element),document.title=`${e.name} · Quartet`,this.element.append(D(`header`,{class:`player-header`},D(`h1`,{},e.name),D(`p`,{class:`small`},Z.memberSince(ks(e.created_at)))));let t=D(`section`,{class:`panel`},D(`h2`,{},Z.ratings));if(e.ratings.length===0)t.append(D(`p`,{class:`small`},Z.noRatings));else{let n=D(`table`,{class:`ratings`},D(`thead`,{},D(`tr`,{},D(`th`,{scope:`col`},Z.ratingClass),D(`th`,{scope:`col`},Z.rating),D(`th`,{scope:`col`},Z.games)))),r=D(`tbody`);for(let t of e.ratings)r.append(D(`tr`,{"data-class":t.class},D(`th`,{scope:`row`},Ds(t.class)),D(`td`,{},D(`strong`,{class:`rating`,title:t.provisional?Z.provisional:null},Ss(t)),` `,D(`span`,{class:`small`},Z.deviation(t.deviation))),D(`td`,{},ot(t.games))));n.append(r),t.append(n),e.ratings.some(e=>e.provisional)&&t.append(D(`p`,{class:`small`},Z.provisionalNote))}if(this.element.append(t),e.history.length>0){let t=[...new Set([...e.history].sort((e,t)=>e.at-t.at).map(e=>e.class))],n=D(`section`,{class:`panel chart-panel`},D(`h2`,{},Z.chartTitle),xs(e.history,{title:Z.chartTitle,rating:Z.rating,time:Z.date,date:ks,point:(e,t,n)=>Z.chartPoint(Ds(e),t,ks(n))}),D(`ul`,{class:`chart-legend`},...t.map((e,t)=>D(`li`,{},D(`span`,{class:`swatch`,style:`background:${bs[t%bs.length]}`}),Ds(e)))));this.element.append(n)}let n=D(`section`,{class:`panel`},D(`h2`,{},Z.recentGames));e.games.length===0?n.append(D(`p`,{class:`small`},Z.noGames)):n.append(D(`ul`,{class:`profile-games`},...e.games.map(e=>this.gameRow(e)))),this.element.append(n)}gameRow(e){let t=Ts(e).map(e=>e.kind===`account`?Os(e.name):e.kind===`deleted`?D(`em`,{},Z.deletedPlayer):D(`span`,{},e.name??Z.guest)),n=D(`span`,{class:`opponents`},Z.against);t.forEach((e,t)=>n.append(t===0?` `:`, `,e));let r=ws(e),i=e.rating_change===null?null:D(`span`,{class:`change ${e.rating_change>=0?`up`:`down`}`},Cs(e.rating_change));return D(`li`,{"data-game":e.id,"data-outcome":r},D(`a`,{href:`/game/${e.id}`,"data-link":``},Zr(e.kind)?.texts.name??e.kind),` `,n,D(`span`,{class:`outcome ${r}`},Z.outcome(r)),i,D(`span`,{class:`small`},[e.rated?Ds(e.rated):Z.casual,st(new Date(e.created_at))].join(` · `)))}},js=encodeURIComponent,Ms={pair:e=>w(`POST`,`/api/pairing`,e),pools:()=>w(`GET`,`/api/pairing`),seek:e=>w(`POST`,`/api/seeks`,e),seeks:()=>w(`GET`,`/api/seeks`),acceptSeek:(e,t)=>w(`POST`,`/api/seeks/${js(e)}/accept`,{name:t}),challenge:(e,t)=>w(`POST`,`/api/challenges`,{to:e,...t}),challenges:()=>w(`GET`,`/api/challenges`),acceptChallenge:e=>w(`POST`,`/api/challenges/${js(e)}/accept`,{}),declineChallenge:e=>w(`POST`,`/api/challenges/${js(e)}/decline`)};function Ns(e){let t=rr(e.lobby),n=[e.lobby.text(t,2)];for(let r of e.lobby.options)r.kind===`flag`&&n.push(e.lobby.text({...t,[r.key]:!r.initial},2));let r=[];for(let t of n)r.some(e=>e.rules===t)||r.push({rules:t,label:e.texts.rules(t)});return r}var Q={get title(){return b(`players-play-title`)},get game(){return b(`players-play-game`)},get rules(){return b(`players-play-rules`)},get clock(){return b(`players-play-clock`)},get noClock(){return b(`players-play-no-clock`)},get ratedGame(){return b(`players-play-rated-game`)},get ratedSignIn(){return b(`players-play-rated-sign-in`)},get rated(){return b(`players-play-rated`)},get casual(){return b(`players-play-casual`)},get quickGame(){return b(`players-play-quick-game`)},get offerSeek(){return b(`players-play-offer-seek`)},get playBot(){return b(`players-play-bot`)},get challengeName(){return b(`players-play-challenge-name`)},get challenge(){return b(`players-play-challenge`)},lookingFor:e=>b(`players-play-looking-for`,{offer:e}),seekOffered:e=>b(`players-play-seek-offered`,{offer:e}),challengeSent:(e,t)=>b(`players-play-challenge-sent`,{name:e,offer:t}),secondsWaited:e=>b(`players-play-seconds-waited`,{seconds:e}),waitingCount:e=>b(`players-play-waiting-count`,{count:e}),get waitLost(){return b(`players-play-wait-lost`)},get cancel(){return b(`players-play-cancel`)},get poolsTitle(){return b(`players-play-pools-title`)},get joinPool(){return b(`players-play-join-pool`)},get seeksTitle(){return b(`players-play-seeks-title`)},get noSeeks(){return b(`players-play-no-seeks`)},get yourSeek(){return b(`players-play-your-seek`)},get guest(){return b(`players-play-guest`)},get accept(){return b(`players-play-accept`)},get decline(){return b(`players-play-decline`)},get challengesTitle(){return b(`players-play-challenges-title`)},get challengeFrom(){return b(`players-play-challenge-from`)},get challengeTo(){return b(`players-play-challenge-to`)},get otherPage(){return b(`players-play-other-page`)}},Ps=class{constructor(e,t){S(this,`events`,void 0),S(this,`socket`,void 0),S(this,`done`,!1),S(this,`since`,Date.now()),this.events=t;let n=location.protocol===`https:`?`wss:`:`ws:`;this.socket=new WebSocket(`${n}//${location.host}/api/pairing/ws`),this.socket.addEventListener(`open`,()=>this.socket.send(JSON.stringify({type:`wait`,ticket:e}))),this.socket.addEventListener(`message`,e=>this.heard(String(e.data))),this.socket.addEventListener(`close`,()=>this.finish(`closed`,``))}heard(e){let t;try{t=JSON.parse(e)}catch{return}t.type===`waiting`?this.events.waiting(t.waiting,t.rating):t.type===`paired`?(this.done=!0,this.events.paired(t)):t.type===`error`&&this.finish(t.code,t.message)}finish(e,t){this.done||(this.done=!0,this.events.ended(e,t))}cancel(){this.done=!0,this.socket.close(1e3)}},Fs=4e3;function Is(e){let t=z.find(t=>t.tag===e.game);return[t?.texts.name??e.game,t?t.texts.rules(e.rules):e.rules,e.clock===`none`?Q.noClock:_t(e.clock),e.rated?Q.rated:Q.casual].join(` · `)}var Ls=class{constructor(){S(this,`element`,D(`section`,{class:`panel play-panel`,"aria-labelledby":`play-title`})),S(this,`game`,D(`select`,{name:`play-game`,"aria-label":Q.game})),S(this,`rules`,D(`select`,{name:`play-rules`,"aria-label":Q.rules})),S(this,`clock`,D(`select`,{name:`play-clock`,"aria-label":Q.clock})),S(this,`rated`,D(`input`,{type:`checkbox`,name:`play-rated`})),S(this,`ratedLabel`,D(`label`,{class:`check`},this.rated,Q.ratedGame)),S(this,`challengeName`,D(`input`,{name:`challenge-name`,autocomplete:`off`,maxlength:40,"aria-label":Q.challengeName,placeholder:Q.challengeName})),S(this,`buttons`,D(`div`,{class:`play-buttons`})),S(this,`waitEl`,D(`div`,{class:`play-wait`,role:`status`,hidden:!0})),S(this,`errorEl`,D(`p`,{class:`error`,role:`alert`})),S(this,`poolsEl`,D(`div`,{class:`play-pools`})),S(this,`seeksEl`,D(`div`,{class:`play-seeks`})),S(this,`challengesEl`,D(`div`,{class:`play-challenges`})),S(this,`waiter`,null),S(this,`waitTimer`,null),S(this,`ownOffer`,null),S(this,`timer`,void 0),S(this,`stops`,[]),S(this,`listsKey`,``);let e=D(`button`,{type:`button`,onclick:()=>void this.playBot()},Q.playBot);this.buttons.append(D(`button`,{type:`button`,class:`primary`,onclick:()=>void this.startPairing()},Q.quickGame),D(`button`,{type:`button`,onclick:()=>void this.startSeek()},Q.offerSeek),e);let t=D(`form`,{class:`play-challenge`},this.challengeName,D(`button`,{type:`submit`},Q.challenge));t.addEventListener(`submit`,e=>{e.preventDefault(),this.startChallenge()}),this.element.append(D(`h2`,{id:`play-title`},Q.title),D(`div`,{class:`play-choice`},this.game,this.rules,this.clock,this.ratedLabel),this.buttons,t,this.waitEl,this.errorEl,this.poolsEl,this.challengesEl,this.seeksEl);for(let e of z)this.game.append(D(`option`,{value:e.tag},e.texts.name));this.game.addEventListener(`change`,()=>this.fillRules()),this.fillRules(),Ma().then(e=>this.setMeta(e)).catch(e=>this.showError(e)),this.stops.push(os(()=>this.sessionChanged())),this.sessionChanged();let n=()=>void this.refresh();window.addEventListener(`focus`,n),this.stops.push(()=>window.removeEventListener(`focus`,n)),this.timer=setInterval(n,Fs),this.refresh()}destroy(){clearInterval(this.timer),this.stopWaiting();for(let e of this.stops)e()}setMeta(e){for(let t of[...this.game.options]){let n=e.games.find(e=>e.game===t.value);n&&(n.players.min>2||n.players.max<2)&&t.remove()}k(this.clock);for(let t of e.clocks)this.clock.append(D(`option`,{value:t},t===`none`?Q.noClock:_t(t)));let t=e.clocks.find(e=>e!==`none`);t&&(this.clock.value=t)}fillRules(){k(this.rules);for(let e of Ns(B(this.game.value)))this.rules.append(D(`option`,{value:e.rules},e.label))}sessionChanged(){let e=is();this.rated.disabled=e===null,e===null&&(this.rated.checked=!1),this.ratedLabel.title=e===null?Q.ratedSignIn:``,this.challengeName.closest(`form`)?.toggleAttribute(`hidden`,e===null),this.listsKey=``,this.refresh()}choice(){let e=is()===null&&Ja()||void 0;return{game:this.game.value,rules:this.rules.value,clock:this.clock.value,rated:this.rated.checked||void 0,name:e}}showError(e){this.errorEl.textContent=e===null?``:ms(e)}enter(e,t){this.stopWaiting(),Ga(t.game,e,[{seat:t.seat,token:t.token}]),Ia(`/game/${t.game}`)}async startPairing(e){let t=e?{game:e.game,rules:e.rules,clock:e.clock,rated:e.rated||void 0,name:this.choice().name}:this.choice();await this.wait(`pairing`,t,()=>Ms.pair(t))}async startSeek(){let e=this.choice();await this.wait(`seek`,e,()=>Ms.seek(e))}async startChallenge(){let e=this.challengeName.value.trim();if(!e)return;let t=this.choice();delete t.name,await this.wait(`challenge`,t,()=>Ms.challenge(e,t),e)}async playBot(){this.showError(null);let e=this.game.value;try{let t=await E.create({game:e,rules:this.rules.value,clock:this.clock.value,seats:[`me`,{bot:`casual`}],name:Ja()||void 0});Ga(t.id,e,t.tokens,t.invites),Ia(`/game/${t.id}`)}catch(e){this.showError(e)}}async wait(e,t,n,r){this.showError(null),this.stopWaiting();let i;try{i=await n()}catch(e){this.showError(e);return}this.ownOffer=i.seek??null;let a=D(`span`,{class:`play-waiting-count`}),o=D(`span`,{class:`play-seconds`},Q.secondsWaited(0)),s=e===`pairing`?Q.lookingFor(Is(i.pool)):e===`seek`?Q.seekOffered(Is(i.pool)):Q.challengeSent(r??``,Is(i.pool));this.waitEl.replaceChildren(D(`p`,{class:`play-wait-what`},s),D(`p`,{class:`small`},o,` `,a),D(`button`,{type:`button`,class:`play-cancel`,onclick:()=>this.cancelWait()},Q.cancel)),this.waitEl.hidden=!1,this.buttons.hidden=!0;let c=new Ps(i.ticket,{waiting:t=>{e===`pairing`&&(a.textContent=Q.waitingCount(t))},paired:e=>this.enter(t.game,e),ended:(e,t)=>{this.stopWaiting(),this.showError(e===`closed`?Q.waitLost:new C(409,e,lt(e,t)))}});this.waiter=c,this.waitTimer=setInterval(()=>{o.textContent=Q.secondsWaited(Math.floor((Date.now()-c.since)/1e3))},1e3),this.refresh()}cancelWait(){this.stopWaiting(),this.refresh()}stopWaiting(){this.waiter?.cancel(),this.waiter=null,this.ownOffer=null,this.waitTimer&&clearInterval(this.waitTimer),this.waitTimer=null,this.waitEl.hidden=!0,this.buttons.hidden=!1}async accept(e,t){this.showError(null);try{let n=await t();this.enter(e,n)}catch(e){this.showError(e),this.refresh()}}async refresh(){let e,t,n={received:[],made:[]};try{[e,t]=await Promise.all([Ms.pools().then(e=>e.pools),Ms.seeks().then(e=>e.seeks)]),is()!==null&&(n=await Ms.challenges())}catch{return}let r=JSON.stringify([e,t,n,this.ownOffer,is(),this.waiter!==null]);r!==this.listsKey&&(this.listsKey=r,this.drawPools(e),this.drawSeeks(t),this.drawChallenges(n))}drawPools(e){k(this.poolsEl),e.length!==0&&this.poolsEl.append(D(`h3`,{},Q.poolsTitle),D(`ul`,{class:`play-list`},...e.map(e=>D(`li`,{"data-pool":e.class},D(`span`,{},Is(e)),D(`span`,{class:`small`},Q.waitingCount(e.waiting)),this.waiter||e.rated&&is()===null?null:D(`button`,{type:`button`,onclick:()=>void this.startPairing(e)},Q.joinPool)))))}drawSeeks(e){k(this.seeksEl),this.seeksEl.append(D(`h3`,{},Q.seeksTitle)),e.length===0?this.seeksEl.append(D(`p`,{class:`small`},Q.noSeeks)):this.seeksEl.append(D(`ul`,{class:`play-list`},...e.map(e=>{let t=e.id===this.ownOffer,n=e.rated&&e.name?Os(e.name):D(`span`,{},e.name??Q.guest);return D(`li`,{"data-seek":e.id},D(`span`,{},n,e.rating===null?``:` (${ot(e.rating)})`),D(`span`,{class:`small`},Is(e)),t?D(`span`,{class:`small`},Q.yourSeek):e.rated&&is()===null?D(`span`,{class:`small`},Q.ratedSignIn):D(`button`,{type:`button`,onclick:()=>void this.accept(e.game,()=>Ms.acceptSeek(e.id,Ja()||void 0))},Q.accept))})))}drawChallenges({received:e,made:t}){if(k(this.challengesEl),e.length===0&&t.length===0)return;this.challengesEl.append(D(`h3`,{},Q.challengesTitle));let n=D(`ul`,{class:`play-list`});for(let t of e)n.append(D(`li`,{"data-challenge":t.id,class:`received`},D(`span`,{},Q.challengeFrom,` `,Os(t.from)),D(`span`,{class:`small`},Is(t)),D(`button`,{type:`button`,class:`primary`,onclick:()=>void this.accept(t.game,()=>Ms.acceptChallenge(t.id))},Q.accept),D(`button`,{type:`button`,onclick:()=>void Ms.declineChallenge(t.id).then(()=>this.refresh()).catch(e=>this.showError(e))},Q.decline)));for(let e of t)n.append(D(`li`,{"data-challenge":e.id,class:`made`},D(`span`,{},Q.challengeTo,` `,Os(e.to)),D(`span`,{class:`small`},Is(e)),e.id===this.ownOffer?D(`button`,{type:`button`,onclick:()=>this.cancelWait()},Q.cancel):D(`span`,{class:`small`},Q.otherPage)));this.challengesEl.append(n)}},$=no,Rs=30,zs=200;async function Bs(e,t){let n=[],r=0;for(;r!==null&&n.length<t;){let i=await E.list(e,Math.min(zs,t-n.length),r);n.push(...i.games),r=i.next}return{games:n,more:r!==null}}var Vs=class{constructor(){S(this,`element`,D(`main`,{class:`lobby`})),S(this,`errorEl`,D(`p`,{class:`error`,role:`alert`})),S(this,`form`,new Xo(e=>this.showError(e))),S(this,`listsEl`,D(`div`,{class:`lists`})),S(this,`timer`,void 0),S(this,`listsKey`,``),S(this,`shown`,{open:Rs,live:Rs}),S(this,`switches`,$a({sound:!1})),S(this,`importPanel`,new $o),S(this,`playPanel`,new Ls),this.element.append(D(`header`,{class:`lobby-header`},D(`div`,{class:`lobby-title`},D(`h1`,{},$.title),this.switches.element),D(`p`,{},$.tagline)),this.playPanel.element,D(`section`,{class:`panel`},D(`h2`,{},$.newGame),this.form.element,this.errorEl),fo(),this.listsEl,this.importPanel.element),Ma().then(e=>this.form.setMeta(e)).catch(e=>this.showError(e)),this.refreshLists(),this.timer=setInterval(()=>void this.refreshLists(),5e3)}destroy(){clearInterval(this.timer),this.switches.destroy(),this.importPanel.destroy(),this.playPanel.destroy()}showError(e){this.errorEl.textContent=e===null?``:e instanceof C?e.message:String(e)}async refreshLists(){let e,t;try{[e,t]=await Promise.all([Bs(`open`,this.shown.open),Bs(`live`,this.shown.live)])}catch{return}let n=Ua().slice(0,8),r=JSON.stringify([[e.games,t.games,n].map(e=>e.map(e=>[e.id,`seats`in e?e.seats:e.tokens,`ply`in e?e.ply:e.ended??0])),e.more,t.more]);if(r===this.listsKey)return;this.listsKey=r;let i=document.activeElement,a=i instanceof HTMLElement&&this.listsEl.contains(i)?i.dataset.key:void 0;k(this.listsEl),n.length>0&&this.listsEl.append(D(`section`,{class:`panel`},D(`h2`,{},$.yourGames),D(`ul`,{class:`game-list`},...n.map(e=>D(`li`,{},D(`a`,{href:`/game/${e.id}`,"data-link":``,"data-key":`mine:${e.id}`},$.yourGame(Zr(e.game)?.texts.name??e.game,e.id)),D(`span`,{class:`small`},$.yourSeats(e.tokens.map(e=>e.seat))),e.ended?D(`span`,{class:`small ended`,"data-ended":e.ended},Gi(e.ended)):null))))),this.listsEl.append(this.gameList($.openGames,`open-games`,e,$.noOpenGames,()=>this.more(`open`))),this.listsEl.append(this.gameList($.liveGames,`live-games`,t,$.noLiveGames,()=>this.more(`live`))),a&&this.listsEl.querySelector(`[data-key="${CSS.escape(a)}"]`)?.focus({preventScroll:!0})}more(e){this.shown[e]+=Rs,this.refreshLists()}gameList(e,t,{games:n,more:r},i,a){let o=D(`section`,{class:`panel`},D(`h2`,{},e));if(n.length===0)return o.append(D(`p`,{class:`small`},i)),o;let s=D(`ul`,{class:`game-list`,"data-list":t});for(let e of n){let t=Zr(e.game);s.append(this.gameRow(e,t))}return o.append(s),r&&o.append(D(`button`,{class:`more-games`,onclick:a,"data-key":`more:${t}`},$.moreGames)),o}gameRow(e,t){let n=$.listedSeat,r=e.seats.map(e=>e.kind===`bot`?n.bot(e.level):e.taken?e.name??n.player(e.seat):e.kind===`open`?n.open:n.invited).join(` · `),i=t?t.texts.rules(e.rules):e.rules,a=D(`li`,{"data-game":e.id},D(`strong`,{},t?.texts.name??e.game),D(`span`,{class:`small`},$.listedGame(i,e.clock&&e.clock!==`none`?e.clock:null,e.ply)),D(`div`,{class:`small`},r)),o=D(`div`,{class:`row-buttons`});if(Wa(e.id).length>0)o.append(D(`a`,{href:`/game/${e.id}`,"data-link":``,class:`button`,"data-key":`play:${e.id}`},$.play));else{if(e.joinable){let t=()=>E.joinOpen(e.id,Ja()||void 0).then(t=>{Ga(t.id,e.game,[{seat:t.seat,token:t.token}]),Ia(`/game/${t.id}`)}).catch(e=>this.showError(e));o.append(D(`button`,{onclick:()=>void t(),"data-key":`join:${e.id}`},$.join))}o.append(D(`a`,{href:`/game/${e.id}`,"data-link":``,class:`button`,"data-key":`watch:${e.id}`},$.watch))}return a.append(o),a}};function Hs(e){return{id:e.game.id,game:e.game.kind,seats:[e.game.seat],players:e.game.players,accounts:e.game.accounts,status:e.game.status,toMove:e.to_move,offer:e.offer===`draw`||e.offer===`take_back`?e.offer:null,result:e.game.result,termination:e.game.termination,createdAt:e.game.created_at,needsYou:e.needs_you}}function Us(e){return Hs({game:e,to_move:null,offer:null,needs_you:!1})}function Ws(e){let t=t=>t!==null&&!e.you.includes(t),n=t(e.offers.draw)?`draw`:t(e.offers.take_back)?`take_back`:null,r=e.status===`live`;return{id:e.id,game:e.game,seats:e.you,players:e.seats.map(e=>e.name??null),accounts:e.seats.map(()=>`none`),status:e.status,toMove:e.to_move,offer:n,result:e.result?.result??null,termination:null,createdAt:e.created_at,needsYou:r&&(e.to_move!==null&&e.you.includes(e.to_move)||n!==null)}}function Gs(e,t){let n=new Set(e.map(e=>e.id)),r=[...e,...t.filter(e=>!n.has(e.id))],i=e=>e.needsYou?0:e.status===`finished`?2:1;return r.sort((e,t)=>i(e)-i(t)||t.createdAt-e.createdAt)}function Ks(e,t){return t>0?`(${t}) ${e}`:e}var qs=5e3,Js=12,Ys=`quartet.notify-sound`;function Xs(){try{return localStorage.getItem(Ys)===`on`}catch{return!1}}var Zs=class{constructor(){S(this,`element`,D(`main`,{class:`your-games`})),S(this,`list`,D(`div`,{class:`panel`})),S(this,`sound`,D(`input`,{type:`checkbox`,name:`notify-sound`})),S(this,`timer`,void 0),S(this,`stops`,[]),S(this,`waiting`,null),S(this,`key`,``),this.sound.checked=Xs(),this.sound.addEventListener(`change`,()=>{try{localStorage.setItem(Ys,this.sound.checked?`on`:`off`)}catch{}}),this.element.append(D(`h1`,{},Z.yourGames),D(`label`,{class:`check notify-switch`},this.sound,Z.notifySound),this.list),this.list.append(D(`p`,{class:`small`},Z.loading));let e=()=>void this.refresh();window.addEventListener(`focus`,e),this.stops.push(()=>window.removeEventListener(`focus`,e),os(e)),this.timer=setInterval(e,qs),this.refresh()}destroy(){clearInterval(this.timer);for(let e of this.stops)e();ui(!1)}async lines(){let e=is(),t=[],n=[];if(e!==null){let[r,i,a]=await Promise.all([w(`GET`,`/api/account/games`),w(`GET`,`/api/players/${encodeURIComponent(e)}`),w(`GET`,`/api/challenges`)]);n=a.received,t.push(...r.games.map(Hs)),t.push(...i.games.filter(e=>e.status===`finished`).map(Us))}let r=new Set(t.map(e=>e.id)),i=Ua().filter(e=>!r.has(e.id)).slice(0,Js);return{lines:Gs(t,(await Promise.all(i.map(e=>E.state(e.id,e.tokens.map(e=>e.token)).then(Ws,()=>null)))).filter(e=>e!==null)),challenges:n}}async refresh(){let e,t;try{({lines:e,challenges:t}=await this.lines())}catch{return}let n=e.filter(e=>e.needsYou).length+t.length;this.waiting!==null&&n>this.waiting&&this.sound.checked&&zi(`move`),this.waiting=n,document.title=Ks(`${Z.yourGames} · Quartet`,n),ui(n>0);let r=JSON.stringify([e,t]);r!==this.key&&(this.key=r,k(this.list),e.length===0&&t.length===0?this.list.append(D(`p`,{class:`small`},Z.noGamesYet)):(n>0&&this.list.append(D(`p`,{class:`needs-you-count`,role:`status`},Z.gamesWaiting(n))),this.list.append(D(`ul`,{class:`profile-games your-games-list`},...t.map(e=>D(`li`,{"data-challenge":e.id,class:`needs-you`},D(`span`,{},Z.challengeFrom,` `,Os(e.from)),D(`a`,{href:`/`,"data-link":``,class:`game-state`},Z.answerInLobby),D(`span`,{class:`small`},st(new Date(e.created_at))))),...e.map(e=>this.row(e))))))}row(e){let t=D(`span`,{class:`opponents`},Z.against);e.players.forEach((n,r)=>{if(e.seats.includes(r))return;let i=e.accounts[r];t.append(` `,i===`deleted`?Z.deletedPlayer:i===`account`&&n?Os(n):n??Z.guest)});let n;return n=e.status===`open`?Z.outcome(`open`):e.status===`finished`?Z.outcome(ws({status:e.status,result:e.result,termination:e.termination,seat:e.seats[0]??-1})):e.offer===`draw`?Z.drawOffered:e.offer===`take_back`?Z.takeBackAsked:e.toMove===null?Z.outcome(`live`):e.seats.includes(e.toMove)?Z.yourTurn:Z.theirTurn,D(`li`,{"data-game":e.id,class:e.needsYou?`needs-you`:null},D(`a`,{href:`/game/${e.id}`,"data-link":``},Zr(e.game)?.texts.name??e.game),t,D(`span`,{class:`game-state`},n),D(`span`,{class:`small`},st(new Date(e.createdAt))))}};Di(),nt($e()),rt(()=>tc());var Qs=document.getElementById(`app`),$s=null,ec=new gs;function tc(){$s?.destroy();let e=location.pathname,t=/^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(e),n=/^\/join\/([A-Za-z0-9_-]+)\/?$/.exec(e),r=/^\/game\/([A-Za-z0-9_-]+)\/review\/?$/.exec(e),i=/^\/rules\/([a-z]+)\/?$/.exec(e),a=/^\/learn\/([a-z]+)\/?$/.exec(e),o=/^\/games\/?$/.test(e),s=/^\/player\/([^/]+)\/?$/.exec(e),c=/^\/puzzles(?:\/([a-z]+))?(\/daily)?\/?$/.exec(e);$s=r?new Io(r[1]):i?new Lo(i[1]):a?new vo(a[1]):c?new Ao(c[1]??null,c[2]!==void 0):t?new to(t[1]):n?new ro(n[1]):o?new Zs:s?new As(decodeURIComponent(s[1])):new Vs,ec.draw(),Qs.replaceChildren(ec.element,$s.element),location.hash||window.scrollTo(0,0)}Fa(tc),window.addEventListener(`popstate`,tc),document.addEventListener(`click`,e=>{let t=e.target?.closest?.(`a[data-link]`);!t||e.ctrlKey||e.metaKey||e.button!==0||(e.preventDefault(),Ia(t.getAttribute(`href`)??`/`))}),Je($e()).catch(()=>nt(`en`)).finally(tc);