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

  // URL parameters become the game's command-line options: ?seed=42&wizard=1&character=
  // valkyrie-dwarf. The game reports a bad value on screen and starts with the defaults.
  var args = [];
  new URLSearchParams(window.location.search).forEach(function (value, key) {
    if (key === 'seed' || key === 'character' || key === 'palette') args.push('--' + key, value);
    else if (key === 'wizard') { if (value !== '0' && value !== 'false') args.push('--wizard'); }
    else args.push('--' + key);
  });

  // Compile the game's code as it downloads, while game.js (200 KB of glue) is still being
  // fetched and parsed; Emscripten then only instantiates it. Streaming compilation needs the
  // server to say application/wasm: otherwise the bytes are compiled once they are all here.
  var wasmModule = fetch('game.wasm', { credentials: 'same-origin' }).then(function (response) {
    if (!response.ok) throw new Error('game.wasm: HTTP ' + response.status);
    var type = response.headers.get('Content-Type') || '';
    if (WebAssembly.compileStreaming && type.indexOf('application/wasm') === 0) {
      return WebAssembly.compileStreaming(response);
    }
    return response.arrayBuffer().then(function (bytes) { return WebAssembly.compile(bytes); });
  });

  window.Module = {
    arguments: args,
    instantiateWasm: function (imports, done) {
      wasmModule.then(function (module) {
        return WebAssembly.instantiate(module, imports).then(function (instance) { done(instance, module); });
      }).catch(function (e) { showError(String(e && e.message || e)); });
      return {};  // the exports arrive through done()
    },
    canvas: canvas,
    print: function (t) { console.log(t); },
    printErr: function (t) { console.warn(t); },
    // Emscripten reports "Downloading data... (done/total)" while fetching.
    setStatus: function (s) {
      var m = /\((\d+(?:\.\d+)?)\/(\d+)\)/.exec(s || '');
      if (m) { bar.value = Number(m[1]) / Number(m[2]); }
      if (s) { text.textContent = s.replace(/\(.*\)/, '').trim() || 'Loading…'; }
    },
    monitorRunDependencies: function (left) {
      if (left === 0) { text.textContent = 'Starting…'; bar.value = 1; }
    },
    onGameReady: function () {
      loading.classList.add('hidden');
      canvas.focus();
      updateHint();
    },
    onAbort: function (what) { showError(String(what)); }
  };
  window.addEventListener('error', function (e) {
    if (loading && !loading.classList.contains('hidden')) showError(e.message);
  });
  canvas.addEventListener('click', function () { canvas.focus(); });

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
  hint.addEventListener('pointerdown', gotKeyboard);
  canvas.addEventListener('pointerdown', gotKeyboard);
  window.addEventListener('keydown', function () { if (!hasKeyboard) { hasKeyboard = true; updateHint(); } });
  window.addEventListener('blur', function () { hasKeyboard = false; updateHint(); });

  // Small touch screens get on-screen keys; each button types its key into the game.
  var controls = document.getElementById('touch-controls');
  if (window.matchMedia('(pointer: coarse)').matches && Math.min(window.innerWidth, window.innerHeight) < 900) {
    document.body.classList.add('touch');
    controls.classList.remove('hidden');
    controls.addEventListener('pointerdown', function (e) {
      var key = e.target && e.target.getAttribute && e.target.getAttribute('data-key');
      if (!key || !window.Module || !Module.calledRun) return;
      e.preventDefault();  // no focus change, no double-tap zoom
      Module.ccall('press_key', null, ['string'], [key]);
    });
  }

  // Save when the tab is hidden or the page goes away: the player can close the tab mid-run
  // and carry on next time. (Both events, since mobile browsers may skip pagehide.)
  function saveGame() {
    if (window.Module && Module.calledRun && Module._save_game) Module._save_game();
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') saveGame();
  });
  window.addEventListener('pagehide', saveGame);
})();
