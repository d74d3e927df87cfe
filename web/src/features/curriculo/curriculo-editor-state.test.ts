import { CURRICULO_EDIT_MESSAGES, EDIT_LIMIT, RELEASE_WINDOW_MS } from '@shared/documents/curriculo/rules';
import {
  CURRICULO_MESSAGES,
  type CurriculoMeta,
  DEFAULT_LAYOUT_CONFIG,
} from '@shared/documents/curriculo/schema';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  loadFailure,
  lockFor,
  lockFromError,
  releasedUntil,
  saveFailureToast,
} from './curriculo-editor-state';

const NOW = Date.UTC(2026, 2, 10, 15, 0, 0);

function meta(patch: Partial<CurriculoMeta> = {}): CurriculoMeta {
  return {
    id: 'cv-1',
    status: 'pendente',
    pay: false,
    paidAt: null,
    editCountSincePaid: 0,
    needs_repayment: false,
    activePaymentRef: 'cv-1-r1',
    lastLayout: null,
    layoutConfig: { ...DEFAULT_LAYOUT_CONFIG },
    ...patch,
  };
}

describe('lockFor', () => {
  it('locks a blocked resume for a person but not for an admin', () => {
    const blocked = meta({ status: 'bloqueado' });
    expect(lockFor(blocked, false, NOW)).toEqual({
      reason: 'bloqueado',
      message: CURRICULO_EDIT_MESSAGES.bloqueado,
    });
    expect(lockFor(blocked, true, NOW)).toBeNull();
  });

  it('locks after five counted edits within 30 days of the payment', () => {
    // Prepare
    const edited = meta({ status: 'pendente', paidAt: NOW - 86_400_000, editCountSincePaid: EDIT_LIMIT });
    const lapsed = { ...edited, paidAt: NOW - RELEASE_WINDOW_MS - 1 };
    // Act / Assess
    expect(lockFor(edited, false, NOW)).toEqual({
      reason: 'limite',
      message: CURRICULO_EDIT_MESSAGES.limite,
    });
    expect(lockFor(lapsed, false, NOW)).toBeNull();
    expect(lockFor(meta(), false, NOW)).toBeNull();
  });
});

describe('lockFromError', () => {
  it('reads the server refusals that are edit locks, and nothing else', () => {
    expect(lockFromError(new ApiError(CURRICULO_EDIT_MESSAGES.limite, 403, 'edit_limit'))?.reason).toBe(
      'limite',
    );
    expect(lockFromError(new ApiError(CURRICULO_EDIT_MESSAGES.bloqueado, 403, 'blocked'))?.reason).toBe(
      'bloqueado',
    );
    expect(lockFromError(new ApiError('Falha HTTP 500', 500, 'http_error'))).toBeNull();
    expect(lockFromError(new Error(CURRICULO_EDIT_MESSAGES.limite))).toBeNull();
  });
});

describe('saveFailureToast', () => {
  it('says nothing for the autosave and the catalogue text for each button', () => {
    const down = new ApiError('Erro de rede', 0, 'network_error');
    expect(saveFailureToast('auto', down)).toBeNull();
    expect(saveFailureToast('quick', down)).toBe(CURRICULO_MESSAGES.falhaSalvarAgora);
    expect(saveFailureToast('main', down)).toBe(CURRICULO_MESSAGES.erroSalvar);
    expect(saveFailureToast('preview', down)).toBe(CURRICULO_MESSAGES.falhaSalvarPrevia);
  });

  it("passes on the server's message for input it refused", () => {
    const refused = new ApiError('Nome completo é obrigatório', 400, 'invalid_input');
    expect(saveFailureToast('main', refused)).toBe('Nome completo é obrigatório');
  });
});

describe('loadFailure and releasedUntil', () => {
  it('names a missing or foreign resume', () => {
    expect(loadFailure(new ApiError('x', 404, 'not_found'))).toEqual({
      message: 'Currículo não encontrado.',
      status: 404,
    });
    expect(loadFailure(new ApiError('x', 403, 'forbidden')).status).toBe(403);
  });

  it('gives the end of the release window only while released', () => {
    // Prepare
    const paidAt = Date.UTC(2026, 2, 1, 15, 0, 0);
    // Act / Assess
    expect(releasedUntil(meta({ status: 'liberado', pay: true, paidAt }), NOW)).toBe('31/03/2026');
    expect(
      releasedUntil(meta({ status: 'liberado', pay: true, paidAt, needs_repayment: true }), NOW),
    ).toBeNull();
    expect(releasedUntil(meta(), NOW)).toBeNull();
  });
});
