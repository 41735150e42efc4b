// Runs inside the Emscripten module before main(): nothing yet beyond what page.js sets up.
// Kept as the one place for module-level hooks (storage mounts arrive with saves).
Module['preRun'] = Module['preRun'] || [];
