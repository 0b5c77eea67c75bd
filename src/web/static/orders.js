/* global document, fetch, setTimeout, clearTimeout, DOMPoint */
// The orders page: tap a unit then a hex to add "move U to HEX"; tap an enemy unit to add
// "attack HEX with U1, U2"; live checking of the order box by the engine, line by line.
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
  var mySide = form.getAttribute('data-side');
  var ownUnits = (form.getAttribute('data-own-units') || '').split(' ').filter(Boolean);
  var selected = [];

  // A counter carries both data-unit and data-hex; arrows of this step's moves carry data-unit only.
  var COUNTER = '[data-unit][data-hex]';
  function unitOf(el) {
    return el.closest ? el.closest(COUNTER) : null;
  }
  function hexOf(el) {
    var g = el.closest ? el.closest('[data-hex]') : null;
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
  }

  function onUnit(g) {
    if (g.getAttribute('data-gone') === 'true' || g.classList.contains('eliminated')) return;
    var id = g.getAttribute('data-unit');
    var side = g.getAttribute('data-side');
    // A map that does not mark sides: the page's list of own units decides; without one, every
    // counter can be selected and attacks are typed.
    var mine = side !== null ? side === mySide : !ownUnits.length || ownUnits.indexOf(id) >= 0;
    if (mine) {
      var at = selected.indexOf(g);
      if (at >= 0) {
        selected.splice(at, 1);
        g.classList.remove('selected');
      } else {
        selected.push(g);
        g.classList.add('selected');
      }
      return;
    }
    if (!selected.length) {
      say('Select your attacking units first, then tap ' + id + '.');
      return;
    }
    var ids = selected.map(function (u) {
      return u.getAttribute('data-unit');
    });
    addLine('attack ' + g.getAttribute('data-hex') + ' with ' + ids.join(', '));
    clearSelection();
  }

  function onHex(hex) {
    if (!selected.length) {
      say('Tap one of your units first, then hex ' + hex + '.');
      return;
    }
    selected.forEach(function (u) {
      addLine('move ' + u.getAttribute('data-unit') + ' to ' + hex);
    });
    clearSelection();
  }

  function say(msg) {
    if (help) help.textContent = msg;
  }

  // Maps that print hex numbers but do not mark hex shapes: give each shape the number printed
  // inside it, so a tap on an empty hex still names it.
  function labelHexes(svg) {
    if (!svg || svg.querySelector('polygon[data-hex], path[data-hex], rect[data-hex]')) return;
    var shapes = Array.prototype.slice.call(svg.querySelectorAll('polygon')).map(function (p) {
      return { el: p, box: p.getBBox() };
    });
    svg.querySelectorAll('text').forEach(function (t) {
      var id = (t.textContent || '').trim();
      if (!/^\d{4}$/.test(id)) return;
      var b = t.getBBox();
      var x = b.x + b.width / 2;
      var y = b.y + b.height / 2;
      for (var i = 0; i < shapes.length; i++) {
        var s = shapes[i];
        var inside =
          x >= s.box.x && x <= s.box.x + s.box.width && y >= s.box.y && y <= s.box.y + s.box.height;
        if (inside && !s.el.hasAttribute('data-hex') && s.el.isPointInFill(new DOMPoint(x, y))) {
          s.el.setAttribute('data-hex', id);
          return;
        }
      }
    });
  }
  if (map) labelHexes(map.querySelector('svg'));

  if (map && map.querySelector(COUNTER + ', [data-hex]')) {
    map.classList.add('tappable');
    map.addEventListener('click', function (ev) {
      var unit = unitOf(ev.target);
      if (unit) return onUnit(unit);
      var hex = hexOf(ev.target);
      if (hex) onHex(hex.getAttribute('data-hex'));
    });
  } else if (help) {
    help.textContent = 'Tapping the map is not available for this map: type your orders below.';
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
              return p.message + (p.suggestion ? ' — did you mean "' + p.suggestion + '"?' : '');
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
          check.textContent = res.message || 'This step is no longer open. Reload the page.';
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
