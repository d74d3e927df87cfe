// The page's own clock for `npm run bench -- browser`: when the person acted and when the page showed what they
// were waiting for, read in the browser rather than by the driver. The driver's clock also counts its own round
// trips (the command reaching Chromium, each poll of a wait coming back), 100-200 ms on this machine when it is
// busy, which no person waits for. The script runs in every document of the bench's browser context.

/** What the person waits for: an element, with a text when given, drawn after the action (a picture, loaded). */
export interface WaitedFor {
  selector: string;
  /** A regular expression (case-insensitive) the element's text must match. */
  text?: string;
  /** Shown only once the answer of this API route (`/backend/api/<route>`) has arrived after the action. */
  afterResponse?: string;
  /** Counts only on this page (the location's path, case-insensitive): where an action leads, e.g. a sign-in. */
  atPath?: string;
}

/** The interaction's times in the document, in ms since its time origin (`performance.now()`). */
export interface PageTimes {
  /** 0 for a navigation (its start); a click's `pointerdown`; null before the action. */
  actedAt: number | null;
  /** The frame after the awaited element appeared; null until then. */
  shownAt: number | null;
  /** `performance.timeOrigin`: turns the times into epoch milliseconds, the clock of the machine. */
  timeOrigin: number;
}

interface InPageElement {
  textContent: string | null;
  /** A picture's: false until it has loaded (undefined on other elements). */
  complete?: boolean;
  naturalWidth?: number;
}
interface InPageResource {
  name: string;
  startTime: number;
  responseEnd: number;
}
declare const document: {
  addEventListener(type: string, listener: (event: { timeStamp: number }) => void, capture: boolean): void;
  addEventListener(type: 'load', listener: () => void, capture: boolean): void;
  querySelectorAll(selector: string): Iterable<InPageElement>;
};
declare const window: {
  __pageTimes?: PageTimes;
  __armClick?: () => void;
  location: { pathname: string };
};
declare const performance: {
  now(): number;
  timeOrigin: number;
  getEntriesByType(type: 'resource'): InPageResource[];
};
declare class MutationObserver {
  constructor(callback: () => void);
  observe(target: unknown, options: { childList: boolean; subtree: boolean; characterData: boolean }): void;
  disconnect(): void;
}
declare class PerformanceObserver {
  constructor(callback: () => void);
  observe(options: { type: 'resource' }): void;
}
declare function requestAnimationFrame(callback: () => void): void;
declare function setTimeout(callback: () => void, ms: number): void;

/**
 * The init script: a navigation is timed from the document's start; a click from its `pointerdown` once the bench
 * armed the clock (`__armClick`, after the untimed setup). The end is the frame after the awaited element appears
 * (a task queued from `requestAnimationFrame` runs once that frame is drawn), as the Event Timing API counts to
 * the next paint.
 */
function installPageClock({ awaited, navigation }: { awaited: WaitedFor | null; navigation: boolean }) {
  const times: PageTimes = {
    actedAt: navigation ? 0 : null,
    shownAt: null,
    timeOrigin: performance.timeOrigin,
  };
  window.__pageTimes = times;
  // The texts matching at the click: an element counts once it matches with a text it did not have then, or,
  // when an answer is awaited, once that answer has arrived (a save in the same minute shows the same text).
  let before = new Map<InPageElement, string>();
  const pattern = awaited?.text ? new RegExp(awaited.text, 'i') : null;
  const loaded = (el: InPageElement) => el.complete !== false && el.naturalWidth !== 0;
  const matching = () =>
    awaited
      ? [...document.querySelectorAll(awaited.selector)].filter(
          (el) => loaded(el) && (!pattern || pattern.test(el.textContent ?? '')),
        )
      : [];
  const answered = () =>
    !awaited?.afterResponse ||
    performance
      .getEntriesByType('resource')
      .some(
        (r) =>
          times.actedAt !== null &&
          r.startTime >= times.actedAt &&
          r.responseEnd > 0 &&
          new URL(r.name).pathname === `/backend/api/${awaited.afterResponse}`,
      );
  let seen = false;
  const check = () => {
    if (seen || times.actedAt === null || !answered()) return;
    if (awaited?.atPath && window.location.pathname.toLowerCase() !== awaited.atPath.toLowerCase()) return;
    const fresh = (el: InPageElement) =>
      !!awaited?.afterResponse || before.get(el) !== (el.textContent ?? '');
    if (!matching().some(fresh)) return;
    seen = true;
    requestAnimationFrame(() => setTimeout(() => (times.shownAt ??= performance.now()), 0));
  };
  window.__armClick = () => {
    document.addEventListener(
      'pointerdown',
      (event) => {
        if (times.actedAt !== null) return;
        before = new Map(matching().map((el) => [el, el.textContent ?? '']));
        times.actedAt = event.timeStamp;
      },
      true,
    );
  };
  if (!awaited) return;
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  // A picture is shown once loaded, which changes nothing in the document.
  document.addEventListener('load', check, true);
  // The awaited answer may be timed after the last change it caused.
  if (awaited.afterResponse) new PerformanceObserver(check).observe({ type: 'resource' });
}

/**
 * The init script's source with its options. Run through tsx, esbuild keeps the names of inner functions by
 * calling a `__name` helper that the page does not have: the script brings a stand-in that does nothing.
 */
export function pageClockScript(options: { awaited: WaitedFor | null; navigation: boolean }): string {
  return `var __name = (target) => target;\n(${installPageClock.toString()})(${JSON.stringify(options)});`;
}

/** Arms a click's clock: the next `pointerdown` is the action. */
export function armClick(): void {
  window.__armClick?.();
}

/** The times so far, for `page.evaluate`. */
export function readPageTimes(): PageTimes | undefined {
  return window.__pageTimes;
}

/** True once the awaited element was drawn, for `page.waitForFunction`. */
export function shownInPage(): boolean {
  return window.__pageTimes?.shownAt != null;
}
