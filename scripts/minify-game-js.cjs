#!/usr/bin/env node
// Shrinks a web engine's game.js after the link (cmake/Web.cmake runs it on every link).
// Emscripten 3.1.6 only strips its whitespace: without Closure (not usable from Debian, see
// WEB_TOOLCHAIN.md) every name stays long. Debian's terser (node-terser) renames them and
// folds what it can: 34.8 KB gzip -9 of JavaScript became 26.8 KB (r33), which paid for the
// living world's code within the page's 600,000 B.
//
// Every name is renamed but `Module`, the one global the page (web/page.js, share.js), its
// inline script and the browser tests use: all they reach is through Module's properties
// (Module.ccall, Module._save_game, Module.HEAPU8, Module.addRunDependency: exported in
// cmake/Web.cmake), which are quoted or properties, never renamed. A bare name of game.js
// used from the page would be undefined once renamed: page.js once called addRunDependency
// so, which stopped the start whenever the save's lock answered after game.js ran (a busy
// machine); tests/web/start-tests.mjs starts the page with a late lock. The game's EM_ASM and EM_JS code lives in this same file, so it is renamed with it.
//
// Usage: minify-game-js.cjs FILE   (in place; NODE_PATH must reach /usr/share/nodejs)
'use strict';
const fs = require('fs');

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: minify-game-js.cjs FILE');
  let terser;
  try {
    terser = require('terser');
  } catch (e) {
    throw new Error('terser not found: install node-terser (scripts/install-deps.sh web)');
  }
  const code = fs.readFileSync(file, 'utf8');
  const out = await terser.minify(code, {
    mangle: { toplevel: true, reserved: ['Module'] },
    // Unused top-level functions stay: the runtime's tables reach some only by name.
    compress: { toplevel: false },
    format: { comments: false },
  });
  fs.writeFileSync(file, out.code);
}

main().catch((e) => {
  console.error(`minify-game-js: ${e.message}`);
  process.exit(1);
});
