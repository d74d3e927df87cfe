// What the resume page says when a preview fails (a limit's 429 shows the server's message as it is), when it
// asks for the next preview, and which PDFs it keeps.
import { EDGE_RATE_LIMITED_MESSAGE } from '@shared/api/rate-limits';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { PreviewRequest } from '../api/preview-pdf';
import { newCurriculoForm } from '../curriculo-form';
import { previewCache, previewDelay, previewErrorMessage } from './use-preview-pdf';

describe('previewErrorMessage', () => {
  it("shows a limit's message, the product's and the front door's", () => {
    // Prepare
    const perPerson = 'Muitas prévias em pouco tempo. Aguarde 20 segundos e tente novamente.';

    // Act
    const shown = [
      previewErrorMessage(new ApiError(perPerson, 429, 'rate_limited')),
      previewErrorMessage(new ApiError(EDGE_RATE_LIMITED_MESSAGE, 429, 'rate_limited')),
    ];

    // Assess
    expect(shown).toEqual([perPerson, EDGE_RATE_LIMITED_MESSAGE]);
  });

  it('keeps its own words for a network failure and a server error', () => {
    // Act
    const offline = previewErrorMessage(new ApiError('Erro de rede', 0, 'network_error'));
    const broken = previewErrorMessage(new ApiError('Erro interno.', 500, 'internal'));

    // Assess
    expect(offline).toBe('Sem conexão: não foi possível gerar a prévia.');
    expect(broken).toBe('Não foi possível gerar a prévia. Tente novamente.');
  });
});

const request = (over: Partial<PreviewRequest> = {}): PreviewRequest => ({
  id: 'cv-1',
  form: { ...newCurriculoForm(), nome: 'Maria' },
  layout: 'classic',
  primaryColor: '#112233',
  accentColor: '#445566',
  ...over,
});

describe('previewDelay', () => {
  it('asks at once for the first preview and for a layout chosen', () => {
    // Prepare
    const shown = request();
    // Act
    const first = previewDelay(null, shown, 600);
    const layout = previewDelay(shown, request({ layout: 'modern' }), 600);
    // Assess
    expect([first, layout]).toEqual([0, 0]);
  });

  it('waits after a colour or an edit, which come in bursts', () => {
    // Prepare
    const shown = request();
    // Act
    const colour = previewDelay(shown, request({ primaryColor: '#000000' }), 600);
    const edit = previewDelay(shown, request({ form: { ...shown.form, nome: 'Mariana' } }), 600);
    // Assess
    expect([colour, edit]).toEqual([600, 600]);
  });
});

describe('previewCache', () => {
  it('keeps the last PDFs by request and drops the least recently used one', () => {
    // Prepare
    const cache = previewCache(2);
    const pdf = (n: number) => ({ data: new ArrayBuffer(n), watermark: true });
    cache.set('a', pdf(1));
    cache.set('b', pdf(2));
    // Act: "a" used again, then a third PDF.
    cache.get('a');
    cache.set('c', pdf(3));
    // Assess
    expect(cache.get('a')?.data.byteLength).toBe(1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')?.data.byteLength).toBe(3);
  });
});
