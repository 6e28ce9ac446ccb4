/** How long an open tab goes without asking whether a new version of the app is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/**
 * How long after the page has loaded the worker waits before it precaches (about 1.4 MB): the first
 * seconds belong to the page the person opened, whose taps a slow phone would otherwise answer late
 * (Lighthouse's blocking time on /news: 500 ms with the precache in its window, 190 ms without).
 */
export const REGISTER_DELAY_MS = 5_000;
/** The longest the registration then waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 5_000;

/** After the delay, once the browser is idle (at once where it cannot say). */
function afterSettling(win: Window, run: () => void) {
  win.setTimeout(() => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else run();
  }, REGISTER_DELAY_MS);
}

/**
 * Registers the service worker (`sw.js`, written by vite-plugin-pwa; ADR 028) a few seconds after the
 * page has loaded, so that precaching never competes with the page's own requests and first taps. A new
 * worker takes over as soon as it is installed (skipWaiting, clientsClaim). The browser looks for one on
 * each page load; a tab left open (an installed app, say) asks again when it comes back into view, at
 * most hourly.
 */
export function registerServiceWorker(win: Window = window) {
  const { serviceWorker } = win.navigator;
  if (!serviceWorker) return;
  let checkedAt = Date.now();
  const register = async () => {
    // A browser that refuses workers (a private window, storage turned off) runs the app online as before.
    const registration = await serviceWorker.register('/sw.js', { scope: '/' }).catch(() => null);
    if (!registration) return;
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
      checkedAt = Date.now();
      // Offline, or the server is being deployed: the next look will do.
      registration.update().catch(() => {});
    });
  };
  const registerLater = () => afterSettling(win, () => void register());
  if (win.document.readyState === 'complete') registerLater();
  else win.addEventListener('load', registerLater, { once: true });
}
