// The page catalogue's "Em breve" pages are what the menus and the home page say: nothing announced as
// available leads to "Em breve", and nothing marked "Em breve" is built.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_CARDS, NEWS, RENTAL_CTA } from '@/features/home/components/home-content';
import { NAV_GROUPS } from './layout/nav-entries';
import { isComingSoonPath, PAGES } from './page-catalogue';

describe('pages still "Em breve"', () => {
  it('are the pages whose feature comes later', () => {
    // Act
    const soon = Object.values(PAGES)
      .filter((page) => 'soon' in page)
      .map((page) => page.path);

    // Assess
    expect(soon).toEqual([]);
    expect(isComingSoonPath('/DeclaracaoResidencia?id=x')).toBe(false);
  });

  it('are marked so on the home page cards, news and call to action, and in the menu', () => {
    for (const card of DOCUMENT_CARDS) {
      expect(card.soon === true, card.id).toBe(isComingSoonPath(card.actions[0]!.to));
    }
    for (const item of NEWS) expect(item.soon === true, item.title).toBe(isComingSoonPath(item.to));
    expect(RENTAL_CTA.soon === true).toBe(isComingSoonPath(RENTAL_CTA.to));
    for (const entry of NAV_GROUPS.flatMap((group) => group.entries)) {
      expect(entry.soon, entry.to).toBe(isComingSoonPath(entry.to));
    }
  });
});
