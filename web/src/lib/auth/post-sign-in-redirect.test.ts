import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import {
  rememberPostSignInRedirect,
  safeRedirectTarget,
  takePostSignInRedirect,
} from './post-sign-in-redirect';

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
    const storage = memoryStorage();
    rememberPostSignInRedirect('/MinhasDeclaracoes', storage);
    // Act
    const first = takePostSignInRedirect(storage);
    const second = takePostSignInRedirect(storage);
    // Assess
    expect(first).toBe('/MinhasDeclaracoes');
    expect(second).toBeNull();
  });

  it('never stores an off-site target', () => {
    const storage = memoryStorage();
    rememberPostSignInRedirect('//evil.example', storage);
    expect(takePostSignInRedirect(storage)).toBe('/');
  });
});
