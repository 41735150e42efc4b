// What an idle page costs, measured the same way by the browser tests and the benchmark
// report: animation-frame callbacks counted by a wrapper installed before the page's scripts
// (window.__animationFrames), and main-thread work from Chromium's own metrics.

// For context.addInitScript(): counts every animation-frame callback the page runs.
export function countAnimationFrames() {
  const request = window.requestAnimationFrame.bind(window);
  window.__animationFrames = 0;
  window.requestAnimationFrame = (cb) => request((t) => { window.__animationFrames++; cb(t); });
}

// Seconds the page's main thread has spent in tasks so far (a CDP session with
// Performance.enable sent).
export async function mainThreadSeconds(cdp) {
  return (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
}
