import { describe, expect, it } from 'vitest';
import { type Flow, paginate } from './paginate';

// Each item is 10 units tall and carries a label; pages are 100 units tall.
function flow(label: string, lines: number, extra: Partial<Flow<string>> = {}): Flow<string> {
  return {
    items: Array.from({ length: lines }, (_, i) => ({ height: 10, payload: `${label}${i + 1}` })),
    spaceBefore: 0,
    spaceAfter: 0,
    keepWithNext: false,
    keepTogether: false,
    kind: 'content',
    ...extra,
  };
}

const labels = (pages: ReturnType<typeof paginate<string>>) => pages.map((p) => p.map((x) => x.item.payload));

describe('paginate', () => {
  it('fills a page and continues a long paragraph on the next', () => {
    const pages = paginate([flow('p', 15)], 100);

    expect(labels(pages).map((p) => p.length)).toEqual([10, 5]);
    expect(pages[1]![0]!.top).toBe(0);
  });

  it('moves a title kept with the next block instead of leaving it at the page foot', () => {
    const flows = [flow('a', 9), flow('t', 1, { keepWithNext: true, keepTogether: true }), flow('b', 5)];

    const pages = labels(paginate(flows, 100));

    expect(pages[0]).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9']);
    expect(pages[1]!.slice(0, 2)).toEqual(['t1', 'b1']);
  });

  it('keeps a chain (date line kept with signature) together on the next page', () => {
    const flows = [
      flow('a', 7),
      flow('d', 1, { keepWithNext: true, keepTogether: true }),
      flow('s', 3, { keepTogether: true }),
    ];

    const pages = labels(paginate(flows, 100));

    expect(pages).toEqual([
      ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'],
      ['d1', 's1', 's2', 's3'],
    ]);
  });

  it('never leaves one line of a paragraph alone at the foot (orphan) or the top (widow) of a page', () => {
    const orphan = labels(paginate([flow('a', 9), flow('p', 5)], 100));
    const widow = labels(paginate([flow('a', 6), flow('p', 5)], 100));

    expect(orphan[0]).not.toContain('p1');
    expect(orphan[1]!.slice(0, 5)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(widow[0]!.filter((l) => l.startsWith('p'))).toEqual(['p1', 'p2', 'p3']);
    expect(widow[1]).toEqual(['p4', 'p5']);
  });

  it('moves a block kept together whole, and drops spacing at the top of a page', () => {
    const flows = [flow('a', 8), flow('s', 3, { keepTogether: true, spaceBefore: 5 })];

    const pages = paginate(flows, 100);

    expect(labels(pages)[1]).toEqual(['s1', 's2', 's3']);
    expect(pages[1]![0]!.top).toBe(0);
  });

  it('places a block taller than a page instead of looping', () => {
    const pages = labels(paginate([flow('x', 1), flow('big', 12, { keepTogether: true })], 100));

    expect(pages.flat()).toHaveLength(13);
    expect(pages.length).toBe(3);
  });

  it('honours forced page breaks and ignores spacers at the top of a page', () => {
    const spacer: Flow<string> = { ...flow('sp', 1), kind: 'spacer' };
    const pageBreak: Flow<string> = { ...flow('pb', 0), kind: 'pageBreak' };

    const pages = paginate([flow('a', 2), pageBreak, spacer, flow('b', 1)], 100);

    expect(labels(pages)).toEqual([['a1', 'a2'], ['b1']]);
    expect(pages[1]![0]!.top).toBe(0);
  });

  it('takes a height per page: a shorter first page under a header', () => {
    const pages = paginate([flow('p', 15)], (index) => (index === 0 ? 60 : 100));

    expect(labels(pages).map((p) => p.length)).toEqual([6, 9]);
  });
});
