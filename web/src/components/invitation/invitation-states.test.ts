// The owner's words for an invitation's state, in Brasília time; the link's token as the page reads it.
import { describe, expect, it } from 'vitest';
import { tokenFromHash } from './invitation-api';
import { emailMessage } from './invitation-panel';
import { brasiliaDateTime, invitationStateText } from './invitation-states';

describe('invitationStateText', () => {
  it('says each state, a confirmation with its date and time in Brasília', () => {
    // Prepare
    const confirmedAt = '2026-12-12T17:03:00.000Z';

    // Act
    const texts = [
      invitationStateText({ state: 'enviado' }),
      invitationStateText({ state: 'preenchendo' }),
      invitationStateText({ state: 'confirmado', confirmedAt }),
      invitationStateText({ state: 'revogado' }),
      invitationStateText({ state: 'expirado' }),
    ];

    // Assess: 17:03 UTC is 14:03 in São Paulo (UTC−3, no daylight saving since 2019)
    expect(texts).toEqual([
      'convite enviado',
      'preenchendo',
      'confirmado em 12/12/2026 14:03',
      'cancelado',
      'expirado',
    ]);
  });

  it('reads the day of Brasília across midnight UTC, and nothing from a date that does not read', () => {
    expect(brasiliaDateTime('2026-01-01T02:30:00Z')).toBe('31/12/2025 23:30');
    expect(brasiliaDateTime('ontem')).toBe('');
    expect(invitationStateText({ state: 'confirmado', confirmedAt: 'ontem' })).toBe('confirmado');
  });
});

describe('tokenFromHash', () => {
  it('takes a base64url token from the fragment and refuses anything else', () => {
    const token = 'q3Jx1_-Zt0aB9cDeFgHiJkLmNoPqRsTuVwXyZ012345';
    expect(tokenFromHash(`#${token}`)).toBe(token);
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#abc')).toBeNull();
    expect(tokenFromHash('#<script>alert(1)</script>aaaaaaaaaaaa')).toBeNull();
  });
});

describe('emailMessage', () => {
  it('asks for an address, refuses a malformed one and takes a good one', () => {
    expect(emailMessage('  ')).toBe('Informe o e-mail');
    expect(emailMessage('fulano@')).toBe('E-mail inválido');
    expect(emailMessage('fulano @gmail.com')).toBe('E-mail inválido');
    expect(emailMessage(' fulano@gmail.com ')).toBeNull();
  });
});
