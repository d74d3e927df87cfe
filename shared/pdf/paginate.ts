// Places measured blocks on pages: page breaks that keep titles with their text, signatures whole, no lone lines.

/** One drawable line-like item with its height in points. */
export interface FlowItem<T> {
  height: number;
  payload: T;
}

/** A measured block: its items top to bottom and how it may be split. */
export interface Flow<T> {
  items: FlowItem<T>[];
  spaceBefore: number;
  spaceAfter: number;
  keepWithNext: boolean;
  keepTogether: boolean;
  /** `spacer` adds room only between blocks; `pageBreak` forces a new page. */
  kind?: 'content' | 'spacer' | 'pageBreak';
}

export interface Placed<T> {
  /** Distance from the top of the content area to the top of the item, in points. */
  top: number;
  item: FlowItem<T>;
}

/** Minimum lines of a split paragraph left at a page foot (orphans) and carried to the next page (widows). */
const ORPHANS = 2;
const WIDOWS = 2;
const EPSILON = 0.01;

function sumHeights<T>(items: readonly FlowItem<T>[], from = 0, to = items.length): number {
  let total = 0;
  for (let i = from; i < to; i++) total += items[i]!.height;
  return total;
}

/** Height the block needs at its start on the current page before it may begin there. */
function startHeight<T>(flows: readonly Flow<T>[], index: number, depth = 0): number {
  const flow = flows[index];
  if (!flow || flow.kind === 'pageBreak' || depth > 8) return 0;
  if (flow.kind === 'spacer') return 0;
  const n = flow.items.length;
  const whole = flow.keepTogether || flow.keepWithNext || n < ORPHANS + WIDOWS;
  let height = whole ? sumHeights(flow.items) : sumHeights(flow.items, 0, ORPHANS);
  if (flow.keepWithNext) {
    let next = index + 1;
    let between = flow.spaceAfter;
    while (flows[next]?.kind === 'spacer') {
      between += sumHeights(flows[next]!.items);
      next++;
    }
    const following = flows[next];
    if (following && following.kind !== 'pageBreak') {
      height += between + following.spaceBefore + startHeight(flows, next, depth + 1);
    }
  }
  return height;
}

/**
 * Lays flows onto pages of `pageHeight` points of content. A block starts on a new page when its start (the
 * whole block if kept together, its first lines otherwise, plus the start of the next block when kept with
 * it) does not fit; a paragraph split across pages leaves at least two lines on each side when it can.
 * `pageHeight` may differ per page (0-based index), e.g. a first page whose top holds a header.
 */
export function paginate<T>(
  flows: readonly Flow<T>[],
  pageHeightOf: number | ((pageIndex: number) => number),
): Placed<T>[][] {
  const heightOf = typeof pageHeightOf === 'number' ? () => pageHeightOf : pageHeightOf;
  const pages: Placed<T>[][] = [[]];
  let pageHeight = heightOf(0);
  let y = 0;
  const newPage = () => {
    pages.push([]);
    pageHeight = heightOf(pages.length - 1);
    y = 0;
  };
  const current = () => pages[pages.length - 1]!;

  flows.forEach((flow, index) => {
    if (flow.kind === 'pageBreak') {
      if (current().length > 0) newPage();
      return;
    }
    if (flow.kind === 'spacer') {
      const height = sumHeights(flow.items);
      if (y > 0) y = Math.min(pageHeight, y + height);
      return;
    }
    let before = y > 0 ? flow.spaceBefore : 0;
    if (y > 0 && y + before + startHeight(flows, index) > pageHeight + EPSILON) {
      newPage();
      before = 0;
    }
    y += before;

    let next = 0;
    const items = flow.items;
    while (next < items.length) {
      let fit = 0;
      let used = 0;
      while (next + fit < items.length && y + used + items[next + fit]!.height <= pageHeight + EPSILON) {
        used += items[next + fit]!.height;
        fit++;
      }
      const remaining = items.length - next;
      let take = fit;
      if (fit < remaining) {
        if (flow.keepTogether) take = 0;
        else {
          if (remaining - take < WIDOWS) take = remaining - WIDOWS;
          if (take < ORPHANS) take = 0;
        }
        // At the top of a page something must go, or a too-tall block would loop forever.
        if (take === 0 && y === 0) take = Math.max(fit, 1);
      }
      for (let i = 0; i < take; i++) {
        const item = items[next + i]!;
        current().push({ top: y, item });
        y += item.height;
      }
      next += take;
      if (next < items.length) newPage();
    }
    y += flow.spaceAfter;
  });

  if (pages.length > 1 && current().length === 0) pages.pop();
  return pages;
}
