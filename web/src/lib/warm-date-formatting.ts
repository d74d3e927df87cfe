// ICU's date formatting is set up the first time a tab formats a date: tens of milliseconds of main thread (a
// fresh Chromium took 85-130 ms for its first `Intl.DateTimeFormat` on the loaded reference machine), which a
// document form spent inside its first render (a new document is dated today in Brazil, `calendarDateOf`). An
// app started on a page whose chunk is still on its way does it in the next task, while that chunk travels,
// with the very formatter the form then takes from `shared/format/dates.ts`. Not in an idle callback: the
// chunk's arrival keeps the main thread from idling until the page has drawn, when it is too late.
import { calendarDateOf } from '@shared/format/dates';

export function warmDateFormatting(): void {
  setTimeout(() => calendarDateOf(new Date()), 0);
}
