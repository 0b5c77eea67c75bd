/* global document, window, fetch, setTimeout, clearTimeout */
// The orders page: tap a unit then a hex (or square) to add "move U to HEX"; tap an enemy unit to add
// "attack HEX with U1, U2" (on a square grid one line per unit: "attack f6 with L3", or "fire A1 at
// f8" for a gun out of contact); live checking of the order box by the engine, line by line.
// Plain script, no framework; the page works without it (typing and submit).
(function () {
  'use strict';
  var form = document.getElementById('orders-form');
  var box = document.getElementById('orders');
  var standing = document.getElementById('standing');
  var check = document.getElementById('check');
  var checkStanding = document.getElementById('check-standing');
  var map = document.getElementById('map');
  var help = document.getElementById('map-help');
  if (!form || !box) return;
  // This browser's share of the step's dice (docs/players.md, "Dice you can check"): 16 random bytes,
  // made afresh for each submission, which the server could not have chosen.
  var contribution = document.getElementById('contribution');
  function contribute() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    contribution.value = Array.prototype.map
      .call(bytes, function (b) {
        return (b < 16 ? '0' : '') + b.toString(16);
      })
      .join('');
  }
  if (contribution && window.crypto && window.crypto.getRandomValues) {
    contribute();
    form.addEventListener('submit', contribute);
  }
  var mySide = form.getAttribute('data-side');
  // The page's words in the reader's language (data-words, from the message files): {name} is filled in.
  var words = {};
  try {
    words = JSON.parse(form.getAttribute('data-words') || '{}');
  } catch {
    words = {};
  }
  function w(key, vars) {
    return (words[key] || key).replace(/\{(\w+)\}/g, function (m, name) {
      return vars && vars[name] !== undefined ? vars[name] : m;
    });
  }
  var kinds = (form.getAttribute('data-kinds') || '').split(' ').filter(Boolean);
  var selected = [];
  // Where each of our units may end a move this turn (the engine's answer, from the page).
  var reach = {};
  try {
    reach = JSON.parse(form.getAttribute('data-destinations') || '{}');
  } catch {
    reach = {};
  }
  var knowsReach = Object.keys(reach).length > 0;
  // A game whose grammar is not move/attack names the lines a tap writes ({unit}, {from}, {to}).
  var tapMove = form.getAttribute('data-tap-move');
  var tapAttack = form.getAttribute('data-tap-attack');
  function templated(template, u, to) {
    return template
      .replace('{unit}', u.getAttribute('data-unit'))
      .replace('{from}', placeOf(u))
      .replace('{to}', to);
  }

  // A counter carries data-unit and the place it stands on: data-hex on hex maps, data-square on
  // square grids. Arrows of this step's moves carry data-unit only.
  var COUNTER = '[data-unit][data-hex], [data-unit][data-square]';
  var squares = !!(map && map.querySelector('[data-square]'));
  var PLACE = w(squares ? 'square' : 'hex');
  function placeOf(el) {
    return el.getAttribute('data-hex') || el.getAttribute('data-square');
  }
  function unitOf(el) {
    return el.closest ? el.closest(COUNTER) : null;
  }
  function hexOf(el) {
    var g = el.closest ? el.closest('[data-hex], [data-square]') : null;
    return g && !g.hasAttribute('data-unit') ? g : null;
  }

  function addLine(line) {
    var text = box.value.replace(/\s+$/, '');
    box.value = (text ? text + '\n' : '') + line + '\n';
    scheduleCheck();
  }

  function clearSelection() {
    selected.forEach(function (g) {
      g.classList.remove('selected');
    });
    selected = [];
    paintReach();
  }

  /** The places every selected unit can reach (null: nothing selected or nothing known). */
  function reachable() {
    if (!knowsReach || !selected.length) return null;
    return selected
      .map(function (u) {
        return reach[u.getAttribute('data-unit')] || [];
      })
      .reduce(function (common, places) {
        return common.filter(function (p) {
          return places.indexOf(p) >= 0;
        });
      });
  }

  function paintReach() {
    if (!map) return;
    Array.prototype.forEach.call(map.querySelectorAll('.reach'), function (el) {
      el.classList.remove('reach');
    });
    var places = reachable();
    if (!places) return;
    places.forEach(function (p) {
      var els = map.querySelectorAll(
        '[data-hex="' + p + '"]:not([data-unit]), [data-square="' + p + '"]:not([data-unit])',
      );
      Array.prototype.forEach.call(els, function (el) {
        el.classList.add('reach');
      });
    });
    // A counter's name as the picture prints it (a leader's "Wallace"), else its id in the orders.
    var names = selected.map(function (u) {
      return u.getAttribute('data-name') || u.getAttribute('data-unit');
    });
    var units = names.join(w('listSeparator'));
    say(
      w(places.length ? 'reach' : names.length > 1 ? 'noCommon' : 'cannotMove', {
        units: units,
        place: PLACE,
      }),
    );
  }

  function onUnit(g) {
    if (g.getAttribute('data-gone') === 'true' || g.classList.contains('eliminated')) return;
    var id = g.getAttribute('data-unit');
    var side = g.getAttribute('data-side');
    // Every game's map marks each counter with its side (data-side).
    var mine = side === mySide;
    if (mine) {
      var at = selected.indexOf(g);
      if (at >= 0) {
        selected.splice(at, 1);
        g.classList.remove('selected');
      } else {
        selected.push(g);
        g.classList.add('selected');
      }
      paintReach();
      return;
    }
    if (!selected.length) {
      say(w('selectFirst', { unit: id }));
      return;
    }
    if (tapAttack)
      selected.forEach(function (u) {
        addLine(templated(tapAttack, u, placeOf(g)));
      });
    else if (squares) pairLines(g);
    else
      addLine(
        'attack ' +
          placeOf(g) +
          ' with ' +
          selected
            .map(function (u) {
              return u.getAttribute('data-unit');
            })
            .join(', '),
      );
    clearSelection();
  }

  // Square grids pair one unit with one enemy: a line per selected unit, naming the enemy when two
  // share its square; a gun that is not in contact fires instead.
  function pairLines(target) {
    var at = placeOf(target);
    var side = target.getAttribute('data-side');
    var there = map.querySelectorAll(
      '[data-unit][data-square="' + at + '"][data-side="' + side + '"]:not([data-kind="brigadier"])',
    );
    var enemy = there.length > 1 ? at + ' ' + target.getAttribute('data-unit') : at;
    selected.forEach(function (u) {
      var id = u.getAttribute('data-unit');
      var gun = u.getAttribute('data-kind') === 'artillery' && distance(placeOf(u), at) > 1;
      addLine(gun ? 'fire ' + id + ' at ' + at : 'attack ' + enemy + ' with ' + id);
    });
  }

  // Squares named like a chessboard (f6): a diagonal step counts as one.
  function distance(a, b) {
    var files = Math.abs(a.charCodeAt(0) - b.charCodeAt(0));
    var ranks = Math.abs(parseInt(a.slice(1), 10) - parseInt(b.slice(1), 10));
    return Math.max(files, ranks);
  }

  function onHex(hex) {
    if (!selected.length) {
      say(w('unitFirst', { place: PLACE, at: hex }));
      return;
    }
    var places = reachable();
    if (places && places.indexOf(hex) < 0) {
      say(w('outOfReach', { place: PLACE, at: hex }));
      return;
    }
    selected.forEach(function (u) {
      addLine(tapMove ? templated(tapMove, u, hex) : 'move ' + u.getAttribute('data-unit') + ' to ' + hex);
    });
    clearSelection();
    say(w('added'));
  }

  function say(msg) {
    if (help) help.textContent = msg;
  }

  // A choice drawn on the picture (a board, an edge number, a side: data-order="board A") replaces
  // any earlier line of the same kind, so tapping another board changes the choice.
  function choose(line) {
    var word = line.split(' ')[0];
    var kept = box.value.split('\n').filter(function (l) {
      return l.trim() !== '' && l.trim().split(/\s+/)[0].toLowerCase() !== word;
    });
    box.value = kept.concat([line]).join('\n') + '\n';
    say(w('chosen', { line: line }));
    scheduleCheck();
  }

  // Steps without moves or attacks (a set-up step, say) are typed; the map only shows the position.
  var tapKinds =
    !kinds.length ||
    kinds.indexOf('move') >= 0 ||
    kinds.indexOf('attack') >= 0 ||
    (!!tapMove && kinds.indexOf('march') >= 0);
  if (map && squares) map.classList.add('squares');
  if (form.hasAttribute('data-tap-choice')) {
    // An owner's choice is tapped on its own buttons and lit hexes: orders-choice.js.
  } else if (map && map.querySelector('[data-order]')) {
    map.classList.add('tappable');
    say(w('choose'));
    map.addEventListener('click', function (ev) {
      var choice = ev.target.closest ? ev.target.closest('[data-order]') : null;
      if (choice) choose(choice.getAttribute('data-order'));
    });
  } else if (map && !tapKinds) {
    say(w('typeOnly'));
  } else if (map && map.querySelector(COUNTER + ', [data-hex], [data-square]')) {
    map.classList.add('tappable');
    if (tapMove) say(w('tapStacks', { verb: tapMove.split(' ')[0] }));
    else if (squares) say(w('tapSquares'));
    map.addEventListener('click', function (ev) {
      var unit = unitOf(ev.target);
      if (unit) return onUnit(unit);
      var hex = hexOf(ev.target);
      if (hex) onHex(placeOf(hex));
    });
  } else if (help) {
    help.textContent = w('noTap');
  }

  // ---- live checking ------------------------------------------------------------------------
  var timer = null;
  var seq = 0;
  function scheduleCheck() {
    clearTimeout(timer);
    timer = setTimeout(runCheck, 350);
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function showLines(target, text, problems) {
    target.textContent = '';
    var lines = text.split('\n');
    var byLine = {};
    var general = [];
    problems.forEach(function (p) {
      if (p.line) (byLine[p.line] = byLine[p.line] || []).push(p);
      else general.push(p);
    });
    var table = el('table');
    lines.forEach(function (line, i) {
      if (!line.trim() && !byLine[i + 1]) return;
      var tr = el('tr');
      tr.appendChild(el('td', 'n', String(i + 1)));
      tr.appendChild(el('td', '', line));
      var ps = byLine[i + 1];
      var msg = ps
        ? ps
            .map(function (p) {
              return p.message + (p.suggestion ? ' (' + p.suggestion + ')' : ''); // the engine phrases it
            })
            .join(' ')
        : '✓';
      tr.appendChild(el('td', ps ? 'bad' : 'good', msg));
      table.appendChild(tr);
    });
    if (table.childNodes.length) target.appendChild(table);
    general.forEach(function (p) {
      target.appendChild(el('p', 'bad', p.message));
    });
  }

  function runCheck() {
    var ticket = ++seq;
    var body = JSON.stringify({ orders: box.value, standing: standing ? standing.value : undefined });
    fetch(form.getAttribute('data-check-url'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body,
      credentials: 'same-origin',
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (res) {
        if (ticket !== seq) return;
        if (res.error) {
          check.textContent = (res.message || w('closed')) + ' ' + (res.next || w('reload'));
          return;
        }
        showLines(check, box.value, res.problems || []);
        if (checkStanding && standing) showLines(checkStanding, standing.value, res.standingProblems || []);
      })
      .catch(function () {
        /* offline: the submit still checks everything */
      });
  }

  box.addEventListener('input', scheduleCheck);
  if (standing) standing.addEventListener('input', scheduleCheck);
  if (box.value.trim()) scheduleCheck();
})();
