// Shared runs (src/platform/web/sharing.cpp asks for them): a finished run as a link that plays
// it, text such as the daily result card put on the clipboard, and a link opened here
// handed to the game as a replay to watch.
//
// A link is this page's address with the run in its fragment, which never reaches a server:
//   #run=1&v=0.1.0&d=<the replay, deflate-raw, base64url>
// `run` is the link's own format (this file reads 1), `v` the game version that made it (the
// replay inside also carries its save format, which the game checks), `d` the replay: a save
// of the finished run (seed, character and every command), as the death screen's r downloads.
(function () {
  'use strict';
  var LINK_FORMAT = '1';
  var MAX_RUN_BYTES = 4 << 20;     // as the game reads at most (kMaxSaveBytes)
  var MAX_LINK_CHARS = 4 << 20;    // more than any real run packs into
  var game = window.Module;

  function notice(text) {
    if (game.calledRun && game._page_notice) game.ccall('page_notice', null, ['string'], [text]);
  }

  function toBase64Url(bytes) {
    var chunks = [];
    for (var i = 0; i < bytes.length; i += 0x8000) {
      chunks.push(String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000)));
    }
    return btoa(chunks.join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  // A failure of a kind, with words for the player: the page says which is wrong, never the
  // browser's own message.
  function failure(kind, words) {
    var e = new Error(words);
    e.kind = kind;
    return e;
  }
  function fromBase64Url(text) {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) {
      throw failure('damaged', 'it is damaged: it holds characters a link to a run never has');
    }
    var binary;
    try {
      if (text.length % 4 === 1) throw new Error('not base64');
      binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    } catch (e) {
      throw failure('damaged', 'it is damaged: it was cut short or changed when it was copied');
    }
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }

  // Packs `bytes` (a finished run, at most MAX_RUN_BYTES) with a compression stream.
  function pack(bytes) {
    var packed = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    return new Response(packed).arrayBuffer().then(function (b) { return new Uint8Array(b); });
  }

  // Unpacks a link's run in small slices, checking the bound as it grows: a slice of 1 KB
  // unpacks to at most about 1 MB, so a link crafted to unpack into gigabytes is stopped
  // within a few megabytes of memory instead of being unpacked whole first.
  var SLICE = 1024;
  function unpackBounded(bytes, most) {
    var stream = new DecompressionStream('deflate-raw');
    var writer = stream.writable.getWriter(), reader = stream.readable.getReader();
    var parts = [], total = 0, stopped = null;
    function stop(e) {
      if (!stopped) {
        stopped = e;
        reader.cancel().catch(function () {});
        writer.abort().catch(function () {});
      }
      throw e;
    }
    var reading = (function next() {
      return reader.read().then(function (step) {
        if (step.done) return undefined;
        total += step.value.length;
        game.linkUnpacked = total;  // how far it got (the browser tests read it)
        if (total > most) stop(failure('large', 'it unpacks to more than a run can be (4 MiB)'));
        parts.push(step.value);
        return next();
      });
    })();
    var at = 0;
    var writing = (function feed() {
      if (stopped) return undefined;
      if (at >= bytes.length) return writer.close();
      var slice = bytes.subarray(at, at + SLICE);
      at += SLICE;
      // write() settles once the slice is taken in, which waits for its output to be read.
      return writer.write(slice).then(feed);
    })();
    return Promise.all([reading, writing]).then(function () {
      var out = new Uint8Array(total), pos = 0;
      parts.forEach(function (p) { out.set(p, pos); pos += p.length; });
      return out;
    }, function () {
      if (stopped) throw stopped;
      throw failure('damaged', 'it is damaged: it does not unpack (perhaps it was cut short when it was copied)');
    });
  }

  // The clipboard, or, where the browser refuses it, the text shown selected to copy by hand.
  function copy(text, what) {
    var byHand = function () {
      showToCopy(text);
      notice('The browser would not let the game copy ' + what + ': it is shown over the game, ' +
        'selected, to copy by hand.');
    };
    if (!(navigator.clipboard && navigator.clipboard.writeText)) { byHand(); return; }
    navigator.clipboard.writeText(text).then(function () {
      notice('Copied ' + what + '.');
    }, byHand);
  }
  function showToCopy(text) {
    var box = document.getElementById('copy-box');
    var field = box.querySelector('textarea');
    field.value = text;
    box.classList.remove('hidden');
    field.focus();
    field.select();
  }
  document.getElementById('copy-close').addEventListener('click', function () {
    document.getElementById('copy-box').classList.add('hidden');
    document.getElementById('canvas').focus();
  });

  // A link's fragment: the game version that made it, the rules the run was played under (so
  // the page loads their engine to play it) and the packed run.
  function runFragment(version, rules, packed) {
    return '#run=' + LINK_FORMAT + '&v=' + encodeURIComponent(version || '') +
      (rules ? '&r=' + rules : '') + '&d=' + toBase64Url(packed);
  }
  game.shareRun = function (bytes, version) {
    if (!window.CompressionStream) {
      notice('This browser cannot pack a run into a link; r downloads it as a replay file.');
      return;
    }
    pack(bytes).then(function (packed) {
      var page = location.href.split('#')[0].split('?')[0];
      var link = page + runFragment(version, game.engineRules, packed);
      game.lastRunLink = link;
      copy(link, 'a link that plays this run (' + link.length + ' characters)');
    }).catch(function (e) {
      notice('Could not make a link: ' + (e && e.message || e) + '.');
    });
  };
  // A result card ends in `?seed=daily`: the page makes it a link a friend can click, to this
  // very page (the game itself knows no address).
  game.copyText = function (what, text) {
    var page = location.href.split('#')[0].split('?')[0];
    copy(text.replace(/(^|\s)\?seed=daily$/m, '$1' + page + '?seed=daily'), what);
  };
  // A replay file played under other rules than this engine's (the game asks:
  // src/platform/storage/run_slots.cpp): watched on the engine that plays them, as a link to it is.
  game.watchOnEngine = function (rules, bytes) {
    var engine = game.engines && Object.prototype.hasOwnProperty.call(game.engines, rules) && game.engines[rules];
    if (!engine || !window.CompressionStream) return false;
    pack(bytes).then(function (packed) {
      history.replaceState(null, '', location.pathname + runFragment(engine.version, rules, packed));
      location.reload();
    }).catch(function (e) {
      notice('Cannot replay it: ' + (e && e.message || e) + '.');
    });
    return true;
  };

  // A link opened: its run, unpacked while the game loads, is handed over once it is ready.
  function linkedRun() {
    var hash = location.hash.slice(1);
    if (hash.slice(0, 4) !== 'run=') return null;
    if (hash.length > MAX_LINK_CHARS) {
      return { name: 'this link', failed: 'it is longer than any run packs into' };
    }
    var params = new URLSearchParams(hash);
    var version = (params.get('v') || '').slice(0, 20).replace(/[^0-9A-Za-z.+-]/g, '');
    var link = { name: 'this link' + (version ? ' (made with Deepglyph ' + version + ')' : '') };
    var format = (params.get('run') || '').slice(0, 10);
    if (format !== LINK_FORMAT) {
      link.failed = /^[0-9]+$/.test(format) && Number(format) > Number(LINK_FORMAT)
        ? 'it was made by a newer Deepglyph, whose links this one cannot read'
        : 'it is damaged (its format is not one Deepglyph makes)';
      return link;
    }
    if (!window.DecompressionStream) {
      link.failed = 'this browser cannot unpack links; open it in a newer one';
      return link;
    }
    var packed;
    try {
      packed = fromBase64Url(params.get('d') || '');
    } catch (e) {
      link.failed = e.message;
      return link;
    }
    link.bytes = unpackBounded(packed, MAX_RUN_BYTES);
    link.bytes.catch(function () {});  // reported once the game is ready
    return link;
  }
  var link = linkedRun();
  if (!link) return;

  // The rules a run's bytes were played under ("r8"), read from the save inside, or ''.
  function rulesOf(bytes) {
    try {
      var version = JSON.parse(new TextDecoder().decode(bytes)).version;
      return typeof version === 'number' && version >= 0 && version < 1e6 ? 'r' + version : '';
    } catch (e) {
      return '';
    }
  }
  function handOver(bytes) {
    // A link made before links named their rules, played under rules this site keeps an
    // engine for: the page loads that engine, keeping the link, which it then plays.
    var rules = rulesOf(bytes);
    if (rules && rules !== game.engineRules && game.engines &&
        Object.prototype.hasOwnProperty.call(game.engines, rules) && !/[#&]r=/.test(location.hash)) {
      history.replaceState(null, '', location.pathname + location.search + location.hash + '&r=' + rules);
      location.reload();
      return;
    }
    // Watched once: a reload (or a bookmark of the page) is the player's own game again.
    if (window.history && history.replaceState) {
      history.replaceState(null, '', location.pathname + location.search);
    }
    var p = game._malloc(bytes.length + 1);
    game.HEAPU8.set(bytes, p);
    game.ccall('file_chosen', null, ['number', 'number', 'number', 'number', 'string'],
      [0, p, bytes.length, bytes.length, link.name]);
    game._free(p);
  }
  var ready = game.onGameReady;
  game.onGameReady = function () {
    ready();
    if (link.failed) { notice('Cannot replay ' + link.name + ': ' + link.failed + '.'); return; }
    link.bytes.then(handOver, function (e) {
      notice('Cannot replay ' + link.name + ': ' + e.message + '.');
    });
  };
})();
