/* global document, Event */
// The orders page of an owner's choice (a prompt with tapChoice, e.g. where withdrawing units go):
// buttons for the pieces that may be named and, where they go somewhere, for the open places, also
// lit on the map. Tap pieces, then a place: the line becomes `withdraw 0504: s1 wallace to 0604, s2
// to 0505`; with no places (which units forage away), each tap adds or removes a piece. The one line
// of the choice in the orders box is rewritten at every tap; orders.js checks it live.
// Plain script, no framework; the page works without it (typing and submit).
(function () {
  'use strict';
  var form = document.getElementById('orders-form');
  var box = document.getElementById('orders');
  var map = document.getElementById('map');
  var help = document.getElementById('map-help');
  if (!form || !box || !form.hasAttribute('data-tap-choice')) return;
  var choice;
  var words;
  try {
    choice = JSON.parse(form.getAttribute('data-tap-choice'));
    words = JSON.parse(form.getAttribute('data-words') || '{}');
  } catch {
    return;
  }
  function w(key, vars) {
    return (words[key] || key).replace(/\{(\w+)\}/g, function (m, name) {
      return vars && vars[name] !== undefined ? vars[name] : m;
    });
  }
  var places = choice.places || [];
  var goes = places.length > 0;
  var selected = []; // pieces tapped and not yet sent anywhere (or, with no places, those named)
  var groups = []; // { pieces, to } in the order tapped

  function say(msg) {
    if (help) help.textContent = msg;
  }

  function line() {
    if (!goes) return selected.length ? choice.head + ' ' + selected.join(' ') : '';
    if (!groups.length) return '';
    return (
      choice.head +
      ' ' +
      groups
        .map(function (g) {
          return g.pieces.join(' ') + ' to ' + g.to;
        })
        .join(', ')
    );
  }

  // The choice's line replaces any earlier line of its kind; the other lines are kept.
  function write() {
    var word = choice.head.split(' ')[0];
    var kept = box.value.split('\n').filter(function (l) {
      return l.trim() !== '' && l.trim().split(/\s+/)[0].toLowerCase() !== word;
    });
    var mine = line();
    box.value = kept.concat(mine ? [mine] : []).join('\n') + (kept.length || mine ? '\n' : '');
    box.dispatchEvent(new Event('input'));
  }

  function placed(piece) {
    return groups.some(function (g) {
      return g.pieces.indexOf(piece) >= 0;
    });
  }

  var panel = document.createElement('div');
  panel.className = 'tap-choice';
  panel.id = 'tap-choice';
  var pieceRow = document.createElement('p');
  var placeRow = document.createElement('p');
  panel.appendChild(pieceRow);
  if (goes) panel.appendChild(placeRow);
  var pieceButtons = {};

  function button(row, text, attr, onTap) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.setAttribute(attr, text);
    b.addEventListener('click', onTap);
    row.appendChild(b);
    return b;
  }

  function paint() {
    choice.pieces.forEach(function (p) {
      var b = pieceButtons[p];
      b.classList.toggle('selected', selected.indexOf(p) >= 0);
      b.disabled = placed(p);
      b.setAttribute('aria-pressed', selected.indexOf(p) >= 0 ? 'true' : 'false');
    });
  }

  function onPiece(p) {
    var at = selected.indexOf(p);
    if (at >= 0) selected.splice(at, 1);
    else selected.push(p);
    paint();
    if (!goes) {
      write();
      say(w('choiceNamed', { pieces: selected.join(w('listSeparator')) || '—' }));
    } else
      say(
        selected.length ? w('choicePlace', { pieces: selected.join(w('listSeparator')) }) : w('choicePieces'),
      );
  }

  function onPlace(to) {
    if (!selected.length) {
      say(w('choicePieces'));
      return;
    }
    groups.push({ pieces: selected, to: to });
    selected = [];
    paint();
    write();
    say(w('chosen', { line: line() }));
  }

  choice.pieces.forEach(function (p) {
    pieceButtons[p] = button(pieceRow, p, 'data-piece', function () {
      onPiece(p);
    });
  });
  places.forEach(function (to) {
    button(placeRow, to, 'data-place', function () {
      onPlace(to);
    });
  });
  var again = document.createElement('button');
  again.type = 'button';
  again.textContent = w('choiceAgain');
  again.addEventListener('click', function () {
    selected = [];
    groups = [];
    paint();
    write();
    say(goes ? w('choicePieces') : w('choiceRemove'));
  });
  panel.appendChild(again);
  form.parentNode.insertBefore(panel, form);
  paint();
  say(goes ? w('choicePieces') : w('choiceRemove'));

  // The open places lit on the map, and tappable there too.
  if (map && goes) {
    map.classList.add('tappable');
    places.forEach(function (p) {
      var els = map.querySelectorAll('[data-hex="' + p + '"]:not([data-unit])');
      Array.prototype.forEach.call(els, function (el) {
        el.classList.add('reach');
      });
    });
    map.addEventListener('click', function (ev) {
      var g = ev.target.closest ? ev.target.closest('[data-hex]') : null;
      var at = g && g.getAttribute('data-hex');
      if (at && places.indexOf(at) >= 0) onPlace(at);
    });
  }
})();
