// Work done ahead of the person's likely next step, once the browser has nothing else to do: a page's chunk, a
// form's check, the PDF viewer. What a connection that asks to save data is spared is each caller's call.

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs `task` when the browser is idle (within a second at most; a timer where there is no idle callback). */
export function whenIdle(task: () => void): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) {
    const handle = w.requestIdleCallback(task, { timeout: 1000 });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** The connection asks to save data (a phone's data saver). */
export function savesData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
