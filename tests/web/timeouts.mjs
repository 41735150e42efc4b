// How long a browser test waits for the game to reach a state before it calls it failed.
// Generous on purpose: a busy machine may be slow, and slow is not wrong. Checks wait on the
// game's state (or an event), never on a fixed pause.
export const TIMEOUT = 180000;
