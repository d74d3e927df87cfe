import { TERMS_VERSION } from '@shared/terms';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { isScrolledToEnd, readTermsAccepted, writeTermsAccepted } from './terms-storage';

describe('terms acceptance', () => {
  it('is remembered with the version accepted, and forgotten when unticked', () => {
    // Prepare
    const storage = memoryStorage();

    // Act
    writeTermsAccepted(true, storage);
    const accepted = readTermsAccepted(storage);
    const stored = { accepted: storage.getItem('terms_accepted'), version: storage.getItem('terms_version') };
    writeTermsAccepted(false, storage);

    // Assess
    expect(accepted).toBe(true);
    expect(stored).toEqual({ accepted: '1', version: TERMS_VERSION });
    expect(readTermsAccepted(storage)).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('asks again when the stored acceptance is of another version of the terms, or of none', () => {
    expect(readTermsAccepted(memoryStorage({ terms_accepted: '1' }))).toBe(false);
    expect(readTermsAccepted(memoryStorage({ terms_accepted: '1', terms_version: '2024-01-01' }))).toBe(
      false,
    );
    expect(readTermsAccepted(memoryStorage({ terms_accepted: '1', terms_version: TERMS_VERSION }))).toBe(
      true,
    );
  });
});

describe('terms "Aceitar" unlock', () => {
  it('unlocks within 8 px of the end of the text', () => {
    expect(isScrolledToEnd({ scrollHeight: 2000, clientHeight: 500, scrollTop: 1492 })).toBe(true);
    expect(isScrolledToEnd({ scrollHeight: 2000, clientHeight: 500, scrollTop: 1500 })).toBe(true);
  });

  it('stays locked further than 8 px from the end', () => {
    expect(isScrolledToEnd({ scrollHeight: 2000, clientHeight: 500, scrollTop: 1491 })).toBe(false);
    expect(isScrolledToEnd({ scrollHeight: 2000, clientHeight: 500, scrollTop: 0 })).toBe(false);
  });
});
