import { describe, expect, it } from 'vitest';
import {
  rememberPostSignInRedirect,
  safeRedirectTarget,
  takePostSignInRedirect,
} from './post-sign-in-redirect';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('safeRedirectTarget', () => {
  it.each([
    ['/painel', '/painel'],
    ['/CriarCurriculo?id=abc', '/CriarCurriculo?id=abc'],
    ['/MeusContratos#lista', '/MeusContratos#lista'],
    ['/', '/'],
  ])('honours the site path %s', (raw, expected) => {
    // Act
    const target = safeRedirectTarget(raw);
    // Assess
    expect(target).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['painel'],
    ['https://evil.example/'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\tevil'],
    ['/\n/evil.example'],
    [' /painel'],
  ])('falls back to / for %j', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/');
  });
});

describe('post sign-in redirect memory', () => {
  it('gives back a remembered target once', () => {
    // Prepare
    const storage = new MemoryStorage();
    rememberPostSignInRedirect('/MinhasDeclaracoes', storage);
    // Act
    const first = takePostSignInRedirect(storage);
    const second = takePostSignInRedirect(storage);
    // Assess
    expect(first).toBe('/MinhasDeclaracoes');
    expect(second).toBeNull();
  });

  it('never stores an off-site target', () => {
    const storage = new MemoryStorage();
    rememberPostSignInRedirect('//evil.example', storage);
    expect(takePostSignInRedirect(storage)).toBe('/');
  });
});
