// Page glue: the Emscripten Module configuration, a loading indicator with progress, and
// error reporting. Only relative URLs, so the page works from any sub-path (itch.io, Pages).
(function () {
  'use strict';
  var loading = document.getElementById('loading');
  var text = document.getElementById('loading-text');
  var bar = document.getElementById('loading-bar');
  var canvas = document.getElementById('canvas');

  function showError(message) {
    loading.classList.remove('hidden');
    loading.classList.add('error');
    text.textContent = 'Deepglyph could not start: ' + message;
    bar.classList.add('hidden');
  }

  // URL parameters go to the game as they are (?seed=42&wizard=1&character=valkyrie-dwarf);
  // it judges each one, reports a bad or unknown one on screen and applies the rest.
  var args = ['--from-url'];
  new URLSearchParams(window.location.search).forEach(function (value, key) {
    args.push(key.slice(0, 200), value.slice(0, 10000));
  });

  // The engine index.html's first script chose (DG_START): the one that plays the run in
  // progress, or a linked run, or the current one. An earlier engine plays its run on to its
  // end, then the page goes back to the current engine for new runs.
  var start = window.DG_START;
  var manifest = start.manifest;
  var current = manifest.engines[manifest.current];
  var ENGINE_KEY = 'deepglyph.engine';  // sessionStorage: the engine the player chose
  function reloadOn(rules) {
    try {
      sessionStorage.setItem(ENGINE_KEY, rules);
    } catch (e) { /* no storage: the page chooses again */ }
    location.reload();
  }
  // A run whose engine this site will not carry for long: said on the title and the runs
  // screen (src/platform/storage/run_slots.cpp) while the run can still be finished. Each
  // engine is kept a year after it was replaced (scripts/engines.mjs); "last" marks one the
  // next deploy leaves out for room.
  var WARN_DAYS = 60;
  function engineLeaving(rules) {
    var e = Object.prototype.hasOwnProperty.call(manifest.engines, rules) && manifest.engines[rules];
    if (!e || !e.until) return '';
    if (e.last) return 'its engine (rules ' + rules + ') will not be on the next version of this site, which may come any day, so finish the run first';
    var left = (Date.parse(e.until + 'T00:00:00Z') - Date.now()) / 864e5;
    return left > WARN_DAYS ? '' : 'its engine (rules ' + rules + ') stays on this site only until ' + e.until + ', so finish the run by then';
  }
  var leavingNote = engineLeaving(start.rules);
  var olderNote = start.rules === manifest.current ? '' :
    'This run began on Deepglyph ' + start.version + ' (rules ' + start.rules + ') and is played ' +
    'on to its end under them; new runs use Deepglyph ' + current.version + ' (rules ' +
    manifest.current + ').' + (leavingNote ? ' Beware: ' + leavingNote + '.' : '');

  // One run in one place: the tab holding the Web Lock owns the save; a second tab is told
  // so and may take the game over, which tells the first (it stops writing). Without Web
  // Locks (an insecure page) each tab owns it, and the save's generation stamp still keeps
  // one from overwriting the other. main() waits for the answer (a run dependency). Each
  // rules id has its own save, and so its own lock: an old tab never blocks a newer engine.
  var LOCK = 'deepglyph.save-' + start.rules;
  var lockPromise = null;
  function holdLock(steal, granted) {
    var options = steal ? { steal: true } : { ifAvailable: true };
    navigator.locks.request(LOCK, options, function (lock) {
      granted(!!lock);
      if (!lock) return undefined;
      return new Promise(function () {});  // held for as long as the page lives
    }).catch(function () {
      // Taken by another tab (an AbortError): stop playing and writing here.
      Module.runLock = 'lost';
      if (Module.calledRun && Module._ownership_changed) Module._ownership_changed(0);
    });
  }

  // The engine's bytes are trusted only when they are the ones its hash names (the first 12
  // hex digits of the SHA-256 of game.js then game.wasm). A file cut short mid-deploy, or a
  // damaged copy kept for offline play, does not compile (or link): the page reloads once with
  // DG_START.fresh, which fetches past every cache, then the copy is refused in words. One
  // that runs but is not the bytes named (another build of these rules, served at this address
  // mid-deploy) is found by the hash, taken once the game is on screen so that the start waits
  // for nothing more: the page reloads on a fresh copy, and a copy still not the one named is
  // never kept for offline play. Where the browser has no SubtleCrypto (a page on plain http)
  // only the compiler judges.
  function hashOf(parts) {
    if (!(window.crypto && crypto.subtle && crypto.subtle.digest)) return Promise.resolve(null);
    var size = 0, at = 0;
    parts.forEach(function (p) { size += p.byteLength; });
    var all = new Uint8Array(size);
    parts.forEach(function (p) { all.set(new Uint8Array(p), at); at += p.byteLength; });
    return crypto.subtle.digest('SHA-256', all).then(function (digest) {
      return Array.prototype.map.call(new Uint8Array(digest).slice(0, 6), function (b) {
        return (b < 16 ? '0' : '') + b.toString(16);
      }).join('');
    });
  }
  // Why the engine's bytes the browser holds (its cache, or the service worker's kept copy:
  // what the start read) are not the ones named; '' when they are, or when it cannot tell.
  function notAsNamed() {
    return Promise.all([start.js, start.wasm].map(function (url) {
      return fetch(url, { credentials: 'same-origin' }).then(function (r) {
        if (!r.ok) throw new Error(url + ': HTTP ' + r.status);
        return r.arrayBuffer();
      });
    })).then(hashOf).then(function (hash) {
      return hash && hash !== start.hash ? 'its bytes hash to ' + hash + ', not ' + start.hash : '';
    }, function () { return ''; });
  }
  function damaged(reason) {
    if (!start.fresh) {
      try {
        sessionStorage.setItem('deepglyph.fresh', start.hash);
        location.reload();
        return new Promise(function () {});  // the page goes
      } catch (e) { /* no storage: said below */ }
    }
    throw new Error('the game\'s files arrived damaged: ' + reason + '. Your runs are kept; ' +
      (navigator.onLine === false ? 'connect to the network and reload the page.' : 'reload the page in a minute.'));
  }
  // Code that does not compile or link is a damaged copy: named by its hash where it can be.
  function brokenCode(e) {
    if (!(e instanceof WebAssembly.CompileError || e instanceof WebAssembly.LinkError)) throw e;
    return notAsNamed().then(function (why) {
      return damaged(why || 'game.wasm does not ' + (e instanceof WebAssembly.LinkError ? 'fit its game.js' : 'compile') +
        ' (' + e.message + ')');
    });
  }
  // Once the game is on screen: the bytes it runs are checked, and only then kept for offline
  // play (Module.bytesChecked: { ok, why }, for the tests).
  function checkThenKeep() {
    notAsNamed().then(function (why) {
      Module.bytesChecked = { ok: !why, why: why };
      if (!why) return keepForOffline();
      if (!start.fresh) return damaged(why);
      console.log('Deepglyph runs, but its files are not the ones this version names (' + why + '): not kept for offline play.');
      return undefined;
    }).catch(function (e) { showError(e.message); });
  }

  // Compile the game's code as it downloads, while game.js (200 KB of glue) is still being
  // fetched and parsed; Emscripten then only instantiates it. Streaming compilation needs the
  // server to say application/wasm: otherwise the bytes are compiled once they are all here.
  var wasmModule = start.response.then(function (response) {
    if (!response.ok) throw new Error('game.wasm: HTTP ' + response.status);
    var type = response.headers.get('Content-Type') || '';
    if (WebAssembly.compileStreaming && type.indexOf('application/wasm') === 0) {
      return WebAssembly.compileStreaming(response);
    }
    return response.arrayBuffer().then(function (bytes) { return WebAssembly.compile(bytes); });
  }).then(function (module) {
    performance.mark('dg:compiled');  // where the start's time goes: scripts/bench-report.mjs
    return module;
  });

  // Asked at once, while the game's code downloads: main() then rarely has to wait for it.
  var lockKnown = !(navigator.locks && navigator.locks.request);
  var lockWaiter = null;
  if (!lockKnown) {
    holdLock(false, function (held) {
      Module.runLock = held ? 'held' : 'busy';
      lockKnown = true;
      if (lockWaiter) lockWaiter();
    });
  }

  window.Module = {
    arguments: args,
    runLock: 'held',
    // What the engine asks of the page about engines (src/platform/storage/run_slots.cpp).
    engines: manifest.engines,
    engineRules: start.rules,
    engineLeaving: engineLeaving,
    runChosen: start.chosen,
    olderEngine: olderNote,
    switchEngine: function (rules) {
      if (!Object.prototype.hasOwnProperty.call(manifest.engines, rules)) return false;
      saveGame();
      reloadOn(rules);
      return true;
    },
    // This tab plays the current engine from now on (its kept runs are on the title).
    leaveOlderEngine: function () { reloadOn(manifest.current); },
    preRun: [function () {
      if (lockKnown) return;
      // Through Module: game.js's own names are renamed when it is minified.
      Module.addRunDependency('run-lock');
      lockWaiter = function () { Module.removeRunDependency('run-lock'); };
    }],
    takeOverRun: function () {
      if (!(navigator.locks && navigator.locks.request)) { Module._ownership_changed(1); return; }
      holdLock(true, function (held) {
        Module.runLock = held ? 'held' : 'busy';
        if (held) Module._ownership_changed(1);
      });
    },
    instantiateWasm: function (imports, done) {
      wasmModule.then(function (module) {
        return WebAssembly.instantiate(module, imports).then(function (instance) {
          performance.mark('dg:instantiated');
          done(instance, module);
        });
      }).catch(brokenCode).catch(function (e) { showError(String(e && e.message || e)); });
      return {};  // the exports arrive through done()
    },
    canvas: canvas,
    print: function (t) { console.log(t); },
    printErr: function (t) { console.warn(t); },
    // No setStatus: with one, Emscripten starts main() a timer later (there is no data file
    // whose download it would report).
    monitorRunDependencies: function (left) {
      if (left === 0) { text.textContent = 'Starting…'; bar.value = 1; }
    },
    onGameReady: function () {
      try { sessionStorage.removeItem('deepglyph.fresh'); } catch (e) { /* none */ }
      loading.classList.add('hidden');
      document.body.classList.remove('starting');
      canvas.focus();
      updateHint();
      // Once the page is idle: nothing of it competes with the game's first frames.
      if (window.requestIdleCallback) requestIdleCallback(checkThenKeep, { timeout: 2000 });
      else setTimeout(checkThenKeep, 200);
    },
    onAbort: function (what) { showError(String(what)); }
  };
  // Once the game is on screen (never competing with its start): the service worker that lets
  // it start offline next time (sw.js). Only a secure page (https, or this machine) has one;
  // where the browser refuses it (some embeds), the page works exactly as without it.
  // Once registered, it is asked to keep this version whole: the page's files and the engines
  // of every run in progress in this browser (an earlier engine's run can go on offline too).
  function keepForOffline() {
    if (!('serviceWorker' in navigator)) return;
    // Whether it was kept (Module.keptOffline: { ok, why }), and why not.
    navigator.serviceWorker.addEventListener('message', function (e) {
      if (!e.data || e.data.kept !== start.page) return;
      Module.keptOffline = { ok: !!e.data.ok, why: String(e.data.why || '') };
      if (!e.data.ok) console.log('Deepglyph will need the network next time: ' + e.data.why);
    });
    navigator.serviceWorker.register('sw.js').then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      var files = ['page.js', 'share.js'].map(function (f) { return f + '?v=' + start.page; });
      files.push('favicon.svg');
      [start.rules, manifest.current].concat(start.runs).forEach(function (rules) {
        var engine = manifest.engines[rules];
        if (!engine) return;
        ['game.js', 'game.wasm'].forEach(function (f) {
          var url = 'engines/' + rules + '/' + f + '?v=' + engine.hash;
          if (files.indexOf(url) < 0) files.push(url);
        });
      });
      if (registration.active) registration.active.postMessage({ keep: { page: start.page, files: files } });
    }).catch(function (e) {
      console.log('Deepglyph will need the network next time: ' + (e && e.message || e));
    });
  }

  window.addEventListener('error', function (e) {
    if (loading && !loading.classList.contains('hidden')) showError(e.message);
  });
  canvas.addEventListener('click', function () { canvas.focus(); });

  // The screen's choices, listed for screen readers: a button presses its key in the game.
  document.getElementById('choices').addEventListener('click', function (e) {
    var key = e.target && e.target.getAttribute && e.target.getAttribute('data-key');
    if (!key || !window.Module || !Module.calledRun) return;
    Module.ccall('press_key', null, ['string'], [key]);
    canvas.focus();
  });

  // The screen-reader switch: the game keeps the option and shows it back on the button.
  document.getElementById('sr-mode').addEventListener('click', function () {
    var on = this.getAttribute('aria-pressed') !== 'true';
    if (window.Module && Module.calledRun) Module.ccall('set_screen_reader', null, ['number'], [on ? 1 : 0]);
    canvas.focus();
  });

  // Full screen on request (the browser's own F11 works too).
  document.getElementById('fullscreen').addEventListener('click', function () {
    if (document.fullscreenElement) document.exitFullscreen();
    else if (document.documentElement.requestFullscreen) document.documentElement.requestFullscreen();
    canvas.focus();
  });

  // Inside an iframe (itch.io), keys arrive only while the frame has focus: say so until the
  // player clicks or types in it, and again whenever the frame loses focus.
  var hint = document.getElementById('focus-hint');
  var framed = window.self !== window.top;
  var hasKeyboard = false;
  function updateHint() {
    var waiting = !loading.classList.contains('hidden');
    hint.classList.toggle('hidden', !framed || waiting || hasKeyboard);
  }
  function gotKeyboard() { hasKeyboard = true; canvas.focus(); updateHint(); }
  // The click or tap that gives the page (or the itch.io frame) focus only focuses it: the
  // player clicked to start playing, not to walk the hero there. Decided at pointerdown, in
  // the capture phase (before the canvas focuses itself); the mouse and touch events of that
  // one press are kept from the game.
  var focusPress = false;
  window.addEventListener('pointerdown', function (e) {
    focusPress = e.target === canvas && !document.hasFocus();
  }, true);
  ['mousedown', 'mouseup', 'click', 'touchstart', 'touchend'].forEach(function (type) {
    window.addEventListener(type, function (e) {
      if (!focusPress) return;
      e.stopImmediatePropagation();
      if (type === 'mousedown' || type === 'touchstart') canvas.focus();
      if (type === 'click') focusPress = false;
    }, true);
  });
  hint.addEventListener('pointerdown', gotKeyboard);
  canvas.addEventListener('pointerdown', gotKeyboard);
  window.addEventListener('keydown', function () { if (!hasKeyboard) { hasKeyboard = true; updateHint(); } });
  window.addEventListener('blur', function () { hasKeyboard = false; updateHint(); });

  // Small touch screens get on-screen keys; each button types its key into the game.
  var controls = document.getElementById('touch-controls');
  if (window.matchMedia('(pointer: coarse)').matches && Math.min(window.innerWidth, window.innerHeight) < 900) {
    document.body.classList.add('touch');
    controls.classList.remove('hidden');
    controls.querySelector('.keys').appendChild(document.getElementById('fullscreen'));
    controls.addEventListener('pointerdown', function (e) {
      var key = e.target && e.target.getAttribute && e.target.getAttribute('data-key');
      if (!key || !window.Module || !Module.calledRun) return;
      e.preventDefault();  // no focus change, no double-tap zoom
      Module.ccall('press_key', null, ['string'], [key]);
    });
  }

  // Keys the game does not use belong to the browser (F5, F11, Ctrl+F, Ctrl+L, Ctrl+Tab,
  // Ctrl+Shift+I, Alt+Left...): stopped before SDL's handler sees them, which would mark them
  // handled. The game's Ctrl keys are Ctrl+P and Ctrl+X; Ctrl+Alt is AltGr on some layouts (typing @
  // or [), so it stays with the game.
  function browserKey(e) {
    if (/^F([1-9]|1[0-9]|2[0-4])$/.test(e.key) || e.key === 'Tab') return true;
    if (e.metaKey) return true;
    // The Control key itself is the game's too: SDL keeps its own record of the modifiers
    // held, and a Ctrl+P whose Control it never saw arrives as a plain P (which types nothing).
    if (e.key === 'Control') return false;
    if (e.ctrlKey && e.altKey) return false;
    if (e.ctrlKey) return !/^[pPxX]$/.test(e.key) || e.shiftKey;
    return e.altKey;
  }
  // A key typed on one of the page's own controls (the screen-reader switch, the copy box) is
  // that control's: Enter or Space presses a focused button.
  function pageKey(e) {
    var t = e.target;
    return !!t && t !== canvas && t !== document.body && t !== window && t !== document &&
      /^(BUTTON|TEXTAREA|INPUT|A)$/.test(t.tagName || '');
  }
  ['keydown', 'keyup', 'keypress'].forEach(function (type) {
    window.addEventListener(type, function (e) {
      if (browserKey(e) || pageKey(e)) e.stopImmediatePropagation();
    }, true);
  });

  // The game asks for animation frames only while it has work (frame_scheduler.cpp): each
  // input, resize, focus change or return of the tab asks for one. The listeners only wake it;
  // SDL's own handlers queue the events, which the frame then reads.
  function wake() {
    if (window.Module && Module.calledRun && Module._wake_game) Module._wake_game();
  }
  ['keydown', 'keyup', 'mousedown', 'mouseup', 'mousemove', 'wheel', 'touchstart', 'touchmove',
    'touchend', 'touchcancel', 'resize', 'focus', 'blur', 'fullscreenchange'].forEach(function (type) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  });
  document.addEventListener('visibilitychange', wake);
  // A new pixel ratio with no resize (the window moved to another screen): SDL learns the
  // ratio on a resize, so it is given one, and the game lays out again at the new density.
  function watchPixelRatio() {
    if (!window.matchMedia) return;
    var query = window.matchMedia('(resolution: ' + window.devicePixelRatio + 'dppx)');
    var changed = function () {
      query.removeEventListener('change', changed);
      window.dispatchEvent(new Event('resize'));
      watchPixelRatio();
    };
    query.addEventListener('change', changed);
  }
  watchPixelRatio();

  // Save when the tab is hidden, loses focus or goes away: the player can close the tab
  // mid-run and carry on next time, and another tab taking the game over starts from here.
  // (All three, since mobile browsers may skip pagehide.)
  function saveGame() {
    if (window.Module && Module.calledRun && Module._save_game) Module._save_game();
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState !== 'hidden') return;
    saveGame();
    // No sound from a hidden tab: the game resumes what is left when it comes back.
    var audio = Module.SDL2 && Module.SDL2.audioContext;
    if (audio) audio.suspend();
  });
  window.addEventListener('pagehide', saveGame);
  window.addEventListener('blur', saveGame);

  // A lost WebGL context (phones and busy machines drop them): the browser is asked for it
  // back (preventDefault), the run is saved, and the page says what is going on until the game
  // draws again (the engine rebuilds its renderer on webglcontextrestored: sdl_renderer.cpp).
  var lostBox = document.getElementById('display-lost');
  var lostTimer = 0;
  canvas.addEventListener('webglcontextlost', function (e) {
    e.preventDefault();
    saveGame();
    lostBox.textContent = 'The display was lost; getting it back. Your run is kept.';
    lostBox.classList.remove('hidden');
    clearTimeout(lostTimer);
    lostTimer = setTimeout(function () {
      lostBox.textContent = 'The display did not come back: reload the page to go on. Your run is saved.';
    }, 5000);
  });
  canvas.addEventListener('webglcontextrestored', function () {
    clearTimeout(lostTimer);
    lostBox.classList.add('hidden');
    wake();  // the next frame makes the renderer again and draws everything
  });

  // The chosen engine's glue, fetched once the loading screen is painted (DG_START.painted) and
  // run once the page's scripts (this one and share.js, deferred) have set Module up:
  // index.html calls this when the document is parsed, which is after them. A glue that is not
  // the one game.wasm was built with does not link, which is caught as a damaged copy.
  start.load = function () {
    if (start.fresh) {
      // Past every cache (a kept copy may be the damaged one): run from the bytes fetched.
      fetch(start.js, { credentials: 'same-origin', cache: 'reload' }).then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        return r.text();
      }).then(function (text) {
        var script = document.createElement('script');
        script.textContent = text;
        document.body.appendChild(script);
      }).catch(function (e) { showError(start.js + ' could not be loaded: ' + (e && e.message || e)); });
      return;
    }
    start.painted.then(function () {
      var script = document.createElement('script');
      script.src = start.js;
      script.async = true;
      script.onerror = function () { showError(start.js + ' could not be loaded'); };
      document.body.appendChild(script);
    });
  };
})();
