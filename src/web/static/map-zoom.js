/* global document */
// Zoom and pan for the map picture, for thumbs: pinch to zoom, one finger to pan once zoomed in,
// double-tap to zoom in (on maps that do not take taps as orders), the wheel with Ctrl (a trackpad's
// pinch), and three labelled buttons (zoom in, zoom out, the whole map) for everyone else. It only
// changes the SVG's viewBox, so every hex and counter keeps its data attributes and taps. On a narrow
// screen the orders page starts zoomed on the player's units that can move, hexes at least 44 px wide,
// below the map's title banner (everything above the board's top edge).
// Plain script, no framework; without it the whole map shows at the page's width.
(function () {
  'use strict';
  var fig = document.getElementById('map');
  var svg = fig && fig.querySelector('svg');
  if (!svg || !svg.viewBox || !svg.viewBox.baseVal || !svg.viewBox.baseVal.width) return;
  var base = svg.viewBox.baseVal;
  var full = { x: base.x, y: base.y, w: base.width, h: base.height };
  var vb = { x: full.x, y: full.y, w: full.w, h: full.h };
  var MIN_TAP = 44; // px: the smallest target a thumb hits reliably
  var MIN_TEXT = 11.5; // px: counter text read without zooming (issue 42: 11 or more, with a margin)
  var MAX_ZOOM = 8;
  // The buttons' words in the reader's language (data-words, from the message files).
  var words = {};
  try {
    words = JSON.parse(fig.getAttribute('data-words') || '{}');
  } catch {
    words = {};
  }

  function apply() {
    svg.setAttribute('viewBox', [vb.x, vb.y, vb.w, vb.h].join(' '));
    var zoomed = vb.w < full.w - 0.5;
    // At the whole map the page scrolls under a finger as usual; zoomed in, the finger pans the map.
    svg.style.touchAction = zoomed ? 'none' : 'pan-y';
    fig.classList.toggle('zoomed', zoomed);
  }

  function clamp() {
    vb.w = Math.min(full.w, Math.max(full.w / MAX_ZOOM, vb.w));
    vb.h = (vb.w * full.h) / full.w;
    vb.x = Math.min(full.x + full.w - vb.w, Math.max(full.x, vb.x));
    vb.y = Math.min(full.y + full.h - vb.h, Math.max(full.y, vb.y));
  }

  /** A point on the screen in the picture's own units. */
  function toSvg(clientX, clientY) {
    var r = svg.getBoundingClientRect();
    return {
      x: vb.x + ((clientX - r.left) / r.width) * vb.w,
      y: vb.y + ((clientY - r.top) / r.height) * vb.h,
    };
  }

  /** Zooms by `factor` keeping the picture's point (cx, cy) where it is on the screen. */
  function zoomAt(factor, cx, cy) {
    var w = Math.min(full.w, Math.max(full.w / MAX_ZOOM, vb.w / factor));
    var k = w / vb.w;
    vb.x = cx - (cx - vb.x) * k;
    vb.y = cy - (cy - vb.y) * k;
    vb.w = w;
    clamp();
    apply();
  }

  function centre() {
    return { x: vb.x + vb.w / 2, y: vb.y + vb.h / 2 };
  }

  // ---- buttons: for keyboards, screen readers and anyone without a pinch --------------------------
  var tools = document.createElement('div');
  tools.className = 'map-tools';
  function button(label, text, act) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'secondary';
    b.setAttribute('aria-label', label);
    b.textContent = text;
    b.addEventListener('click', act);
    tools.appendChild(b);
  }
  button(words.zoomIn, '+', function () {
    var c = centre();
    zoomAt(1.6, c.x, c.y);
  });
  button(words.zoomOut, '−', function () {
    var c = centre();
    zoomAt(1 / 1.6, c.x, c.y);
  });
  button(words.whole, words.wholeShort, function () {
    vb = { x: full.x, y: full.y, w: full.w, h: full.h };
    apply();
  });
  fig.parentNode.insertBefore(tools, fig);

  // ---- pointers: one finger pans (once zoomed), two pinch ----------------------------------------
  var pointers = {};
  var dragged = false;
  var pinch = null;
  var lastTap = { t: 0, x: 0, y: 0 };

  function count() {
    return Object.keys(pointers).length;
  }
  function two() {
    var ids = Object.keys(pointers);
    return [pointers[ids[0]], pointers[ids[1]]];
  }

  svg.addEventListener('pointerdown', function (ev) {
    pointers[ev.pointerId] = { x: ev.clientX, y: ev.clientY, x0: ev.clientX, y0: ev.clientY };
    if (count() === 1) dragged = false;
    if (count() === 2) {
      var p = two();
      pinch = { d: Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y) || 1 };
    }
  });

  svg.addEventListener('pointermove', function (ev) {
    var p = pointers[ev.pointerId];
    if (!p) return;
    var dx = ev.clientX - p.x;
    var dy = ev.clientY - p.y;
    p.x = ev.clientX;
    p.y = ev.clientY;
    if (count() === 2 && pinch) {
      var q = two();
      var d = Math.hypot(q[0].x - q[1].x, q[0].y - q[1].y) || 1;
      var mid = toSvg((q[0].x + q[1].x) / 2, (q[0].y + q[1].y) / 2);
      zoomAt(d / pinch.d, mid.x, mid.y);
      pinch.d = d;
      dragged = true;
      return;
    }
    if (Math.hypot(ev.clientX - p.x0, ev.clientY - p.y0) > 8) dragged = true;
    if (dragged && vb.w < full.w) {
      var r = svg.getBoundingClientRect();
      vb.x -= (dx / r.width) * vb.w;
      vb.y -= (dy / r.height) * vb.h;
      clamp();
      apply();
    }
  });

  function up(ev) {
    var p = pointers[ev.pointerId];
    delete pointers[ev.pointerId];
    if (count() < 2) pinch = null;
    if (!p || dragged || ev.type !== 'pointerup') return;
    // A double tap zooms in, where taps are not orders (the game page, a report).
    var now = Date.now();
    var near = Math.hypot(ev.clientX - lastTap.x, ev.clientY - lastTap.y) < 30;
    if (now - lastTap.t < 350 && near && !fig.classList.contains('tappable')) {
      var at = toSvg(ev.clientX, ev.clientY);
      if (vb.w <= full.w / MAX_ZOOM + 0.5) vb = { x: full.x, y: full.y, w: full.w, h: full.h };
      else zoomAt(2, at.x, at.y);
      apply();
      lastTap = { t: 0, x: 0, y: 0 };
      return;
    }
    lastTap = { t: now, x: ev.clientX, y: ev.clientY };
  }
  svg.addEventListener('pointerup', up);
  svg.addEventListener('pointercancel', up);

  // A pan or a pinch is not a tap: the click that ends it must not select a unit or add an order.
  svg.addEventListener(
    'click',
    function (ev) {
      if (dragged) {
        ev.stopPropagation();
        ev.preventDefault();
        dragged = false;
      }
    },
    true,
  );

  svg.addEventListener(
    'wheel',
    function (ev) {
      if (!ev.ctrlKey) return; // a plain wheel scrolls the page
      ev.preventDefault();
      var at = toSvg(ev.clientX, ev.clientY);
      zoomAt(Math.exp(-ev.deltaY / 200), at.x, at.y);
    },
    { passive: false },
  );

  // ---- the starting view: on a narrow screen, the player's own units at a size a thumb can hit ----
  /** The board's top edge in the picture's units: the top of its highest hex or square. */
  function boardTop() {
    var top = Infinity;
    Array.prototype.forEach.call(
      svg.querySelectorAll('polygon[data-hex], [data-square]:not([data-unit])'),
      function (p) {
        var r = p.getBoundingClientRect();
        if (r.height) top = Math.min(top, toSvg(r.left, r.top).y);
      },
    );
    return top === Infinity ? full.y : top;
  }
  var form = document.getElementById('orders-form');
  var side = form && form.getAttribute('data-side');
  var place = svg.querySelector('polygon[data-hex], [data-square]:not([data-unit])');
  if (side && place && fig.clientWidth < 700) {
    var placeWidth = place.getBoundingClientRect().width;
    var factor = placeWidth > 0 ? MIN_TAP / placeWidth : 1;
    // ...and the counters' text at a size read at a glance: the smallest size on one of the player's
    // own counters (an enemy's crowded stack does not zoom the view past them), scaled.
    var own = svg.querySelectorAll('[data-unit][data-side="' + side + '"] text');
    var sizes = Array.prototype.map
      .call(own.length ? own : svg.querySelectorAll('[data-unit] text'), function (t) {
        return Number(t.getAttribute('font-size')) || 0;
      })
      .filter(function (n) {
        return n > 0;
      });
    if (sizes.length) {
      var shown = (Math.min.apply(null, sizes) * svg.getBoundingClientRect().width) / full.w;
      factor = Math.max(factor, MIN_TEXT / shown);
    }
    // The view at that scale that holds the most of the player's units that can move this turn, then
    // the most of his other counters (all of them when they fit), centred on those it holds: a box
    // centred on every unit can hold none at all.
    var movable = {};
    try {
      movable = JSON.parse(form.getAttribute('data-destinations') || '{}');
    } catch {
      movable = {};
    }
    var boxes = [];
    Array.prototype.forEach.call(svg.querySelectorAll('[data-unit][data-side="' + side + '"]'), function (g) {
      if (g.getAttribute('data-gone') === 'true' || g.classList.contains('eliminated')) return;
      var r = g.getBoundingClientRect();
      if (!r.width) return;
      var a = toSvg(r.left, r.top);
      var b = toSvg(r.right, r.bottom);
      var moves = movable[g.getAttribute('data-unit')];
      boxes.push({ l: a.x, t: a.y, r: b.x, b: b.y, score: moves && moves.length ? 1000 : 1 });
    });
    var top = boardTop(); // read at the whole map, as the boxes are
    if (factor > 1 && boxes.length) {
      var w = full.w / factor;
      var h = (w * full.h) / full.w;
      var best = null;
      var bestCount = 0;
      boxes.forEach(function (left) {
        boxes.forEach(function (top) {
          var held = boxes.filter(function (q) {
            return q.l >= left.l && q.r <= left.l + w && q.t >= top.t && q.b <= top.t + h;
          });
          var score = held.reduce(function (n, q) {
            return n + q.score;
          }, 0);
          if (score > bestCount) {
            bestCount = score;
            best = held;
          }
        });
      });
      var on = best && best.length ? best : [boxes[0]];
      var l = Math.min.apply(
        null,
        on.map(function (q) {
          return q.l;
        }),
      );
      var t = Math.min.apply(
        null,
        on.map(function (q) {
          return q.t;
        }),
      );
      var rr = Math.max.apply(
        null,
        on.map(function (q) {
          return q.r;
        }),
      );
      var bb = Math.max.apply(
        null,
        on.map(function (q) {
          return q.b;
        }),
      );
      vb.w = w;
      vb.h = h;
      vb.x = (l + rr) / 2 - w / 2;
      vb.y = (t + bb) / 2 - h / 2;
      clamp();
      // The title banner is no part of the board: the opening view begins at the board's top edge
      // (the counters it holds stand on the board, so they stay in it), as far as the board is tall.
      vb.y = Math.max(vb.y, Math.min(top, full.y + full.h - vb.h));
    }
  }
  apply();
})();
