import { describe, expect, it } from 'vitest';
import { curriculoExemplo, curriculoMinimoExemplo } from './fixtures';
import {
  applyEdit,
  canDownloadPdf,
  canEdit,
  contentChanged,
  curriculoFileName,
  defaultLayout,
  displayStatus,
  CURRICULO_EDIT_MESSAGES as E,
  EDIT_SESSION_MS,
  formatMesAno,
  formatPeriodo,
  formatPeriodoExperiencia,
  idade,
  isCompletePeriodo,
  isReleased,
  layoutScore,
  markPaid,
  normalizePeriodo,
  openForEdit,
  RELEASE_WINDOW_MS,
  tempoServico,
  toLocalRecord,
} from './rules';
import { type CurriculoForm, type CurriculoMeta, DEFAULT_LAYOUT_CONFIG, emptyCurriculo } from './schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PAID_AT = Date.UTC(2026, 2, 5, 12);

function meta(overrides: Partial<CurriculoMeta> = {}): CurriculoMeta {
  return {
    id: 'cv-1',
    status: 'pendente',
    pay: false,
    paidAt: null,
    editCountSincePaid: 0,
    needs_repayment: false,
    activePaymentRef: 'curriculo-uid-1',
    lastLayout: null,
    layoutConfig: DEFAULT_LAYOUT_CONFIG,
    ...overrides,
  };
}

const paid = (overrides: Partial<CurriculoMeta> = {}) =>
  meta({ status: 'liberado', pay: true, paidAt: PAID_AT, ...overrides });

describe('higher-education period', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['2018', '2018'],
    ['20182', '2018/2'],
    ['2018/20', '2018/20'],
    ['2018/202', '2018/202'],
    ['20182022', '2018/2022'],
    ['2018202299', '2018/2022'],
    ['2018 - 2022', '2018/2022'],
    ['2018–2022', '2018/2022'],
    ['2018 até 2022', '2018/2022'],
    ['2018 ate 2022', '2018/2022'],
    ['2018 a 2022', '2018/2022'],
    ['2018/2022', '2018/2022'],
    ['03/2018 - 12/2022', '2018/2022'],
    ['2020 – atual', '2020'],
    ['ab2018c', '2018'],
    ['abc', ''],
  ])('"%s" → "%s"', (typed, expected) => {
    expect(normalizePeriodo(typed)).toBe(expected);
    // Normalising again changes nothing: the page may run it on every keystroke.
    expect(normalizePeriodo(expected)).toBe(expected);
  });

  it('is complete with both years in order, and displays with a dash', () => {
    expect(isCompletePeriodo('2018/2022')).toBe(true);
    expect(isCompletePeriodo('2022/2018')).toBe(false);
    expect(isCompletePeriodo('2018/20')).toBe(false);
    expect(formatPeriodo('2018/2022')).toBe('2018 – 2022');
    expect(formatPeriodo('2018/20')).toBe('2018');
    expect(formatPeriodo('20')).toBe('');
  });
});

describe('age and time of service', () => {
  const today = new Date('2026-07-14T12:00:00Z');

  it('computes the age in whole years from an ISO or Brazilian date, null when unknown', () => {
    expect(idade('1992-07-14', today)).toBe(34);
    expect(idade('1992-07-15', today)).toBe(33);
    expect(idade('15/07/1992', today)).toBe(33);
    expect(idade('2030-01-01', today)).toBeNull();
    expect(idade('1992-02-30', today)).toBeNull();
    expect(idade('', today)).toBeNull();
  });

  it('reads job dates in the usual forms and shows month and year', () => {
    expect(formatMesAno('2019-03-01')).toBe('03/2019');
    expect(formatMesAno('2019-03')).toBe('03/2019');
    expect(formatMesAno('01/3/2019')).toBe('03/2019');
    expect(formatMesAno('3/2019')).toBe('03/2019');
    expect(formatMesAno('2019')).toBe('2019');
    expect(formatMesAno('13/2019')).toBe('');
    expect(formatPeriodoExperiencia({ data_admissao: '2019-03-01', data_saida: '' })).toBe('03/2019 – Atual');
    expect(formatPeriodoExperiencia({ data_admissao: '2019-03-01', data_saida: '2023-08-10' })).toBe(
      '03/2019 – 08/2023',
    );
    expect(formatPeriodoExperiencia({ data_admissao: '', data_saida: '' })).toBe('');
  });

  it('writes the time of service in years and months', () => {
    expect(tempoServico('2016-08-15', '2021-02-26', today)).toBe('4 anos e 6 meses');
    expect(tempoServico('2016-08-15', '2021-02-14', today)).toBe('4 anos e 5 meses');
    expect(tempoServico('2020-01-10', '2021-01-10', today)).toBe('1 ano');
    expect(tempoServico('2020-01-10', '2020-02-10', today)).toBe('1 mês');
    expect(tempoServico('2020-01-10', '2020-01-30', today)).toBe('Menos de 1 mês');
    expect(tempoServico('2026-01-14', '', today)).toBe('6 meses');
    expect(tempoServico('2021-01-01', '2020-01-01', today)).toBe('');
  });
});

describe('default layout from the score', () => {
  const withCounts = (superiores: number, cursos: number, experiencias: number, documentacao: boolean) =>
    ({
      ...emptyCurriculo(),
      incluir_cursos_superiores: true,
      incluir_cursos: true,
      incluir_experiencias: true,
      incluir_documentacao: documentacao,
      cursos_superiores: Array.from({ length: superiores }, () => curriculoExemplo.cursos_superiores[0]!),
      cursos: Array.from({ length: cursos }, () => curriculoExemplo.cursos[0]!),
      experiencias: Array.from({ length: experiencias }, () => curriculoExemplo.experiencias[0]!),
    }) as CurriculoForm;

  it('counts 2 per course, 3 per experience and 4 for documentation', () => {
    expect(layoutScore(withCounts(1, 1, 1, true))).toBe(2 + 2 + 3 + 4);
    expect(layoutScore(curriculoExemplo)).toBe(4 + 4 + 6 + 4);
  });

  it.each([
    [withCounts(0, 0, 0, false), 'modern'],
    [withCounts(0, 0, 1, false), 'modern'],
    [withCounts(2, 0, 0, false), 'clean'],
    [withCounts(0, 0, 3, false), 'clean'],
    [withCounts(0, 0, 2, true), 'executive'],
    [withCounts(0, 2, 2, false), 'executive'],
  ] as const)('score → layout (%#)', (form, layout) => {
    expect(defaultLayout(form)).toBe(layout);
  });

  it('ignores sections switched off and blank rows', () => {
    const blankJob = Object.fromEntries(
      Object.keys(curriculoExemplo.experiencias[0]!).map((key) => [key, key === 'empresa' ? ' ' : '']),
    );
    const form = {
      ...withCounts(3, 3, 3, false),
      incluir_cursos_superiores: false,
      incluir_cursos: false,
      experiencias: [
        curriculoExemplo.experiencias[0]!,
        { ...curriculoExemplo.experiencias[0]!, ...blankJob },
      ],
    } as CurriculoForm;

    expect(layoutScore(form)).toBe(3);
    expect(defaultLayout(curriculoMinimoExemplo)).toBe('modern');
  });
});

describe('release window', () => {
  it('releases liberado and aprovado for 30 days after payment, then shows expired', () => {
    expect(RELEASE_WINDOW_MS).toBe(2_592_000_000);
    expect(isReleased(paid(), PAID_AT + RELEASE_WINDOW_MS - 1)).toBe(true);
    expect(isReleased(paid({ status: 'aprovado' }), PAID_AT + DAY)).toBe(true);
    expect(isReleased(paid(), PAID_AT + RELEASE_WINDOW_MS)).toBe(false);
    expect(displayStatus(paid(), PAID_AT + RELEASE_WINDOW_MS)).toBe('expirado');
    expect(displayStatus(paid(), PAID_AT + DAY)).toBe('liberado');
  });

  it('does not release without paidAt, when pending or blocked, or while a new payment is due', () => {
    expect(isReleased(meta({ status: 'liberado' }), PAID_AT)).toBe(false);
    expect(isReleased(paid({ status: 'pendente' }), PAID_AT)).toBe(false);
    expect(isReleased(paid({ status: 'bloqueado' }), PAID_AT)).toBe(false);
    expect(isReleased(paid({ needs_repayment: true }), PAID_AT)).toBe(false);
    expect(isReleased(paid({ paidAt: new Date(PAID_AT).toISOString() as unknown as number }), PAID_AT)).toBe(
      true,
    );
    expect(displayStatus(paid({ status: 'bloqueado' }), PAID_AT)).toBe('bloqueado');
    expect(displayStatus(meta(), PAID_AT)).toBe('pendente');
  });

  it('lets admins download always and others only while released', () => {
    expect(canDownloadPdf(meta(), { isAdmin: true, now: PAID_AT })).toBe(true);
    expect(canDownloadPdf(meta(), { isAdmin: false, now: PAID_AT })).toBe(false);
    expect(canDownloadPdf(paid(), { isAdmin: false, now: PAID_AT + DAY })).toBe(true);
  });
});

describe('editing a paid resume', () => {
  it('asks a non-admin for a new payment: new reference, pendente, needs_repayment, warning', () => {
    const result = applyEdit(paid(), { isAdmin: false, now: PAID_AT + DAY, newPaymentRef: () => 'ref-2' });

    expect(result).toEqual({
      ok: true,
      repaymentTriggered: true,
      warning: 'Edição detectada: é necessário um novo pagamento para liberar o PDF.',
      meta: expect.objectContaining({
        status: 'pendente',
        pay: false,
        needs_repayment: true,
        activePaymentRef: 'ref-2',
        paidAt: PAID_AT,
        editCountSincePaid: 1,
      }),
    });
    if (result.ok) expect(isReleased(result.meta, PAID_AT + DAY)).toBe(false);
  });

  it('treats pay true with paidAt as paid, and makes a fresh reference by default', () => {
    const result = applyEdit(paid({ status: 'pendente', pay: true }), { isAdmin: false, now: PAID_AT + 5 });

    expect(result.ok && result.repaymentTriggered).toBe(true);
    expect(result.ok && result.meta.activePaymentRef).toBe(`curriculo-uid-1-r${PAID_AT + 5}`);
  });

  it('leaves an unpaid resume alone', () => {
    const before = meta();
    const result = applyEdit(before, { isAdmin: false, now: PAID_AT });

    expect(result).toEqual({ ok: true, meta: before, repaymentTriggered: false });
  });

  it('keeps the reference while the new payment is pending, counting each edit session once', () => {
    const first = applyEdit(paid(), { isAdmin: false, now: PAID_AT + HOUR, newPaymentRef: () => 'ref-2' });
    if (!first.ok) throw new Error('first edit refused');
    const sameSession = applyEdit(first.meta, { isAdmin: false, now: PAID_AT + HOUR + EDIT_SESSION_MS - 1 });
    if (!sameSession.ok) throw new Error('second save refused');
    const later = applyEdit(sameSession.meta, { isAdmin: false, now: PAID_AT + 3 * HOUR });

    expect(sameSession.meta.editCountSincePaid).toBe(1);
    expect(sameSession.repaymentTriggered).toBe(false);
    expect(sameSession.warning).toBe(E.novoPagamento);
    expect(later.ok && later.meta.editCountSincePaid).toBe(2);
    expect(later.ok && later.meta.activePaymentRef).toBe('ref-2');
  });

  it('locks editing after 5 edits within 30 days of payment, until a new payment', () => {
    let current = paid();
    for (let n = 1; n <= 5; n++) {
      const result = applyEdit(current, { isAdmin: false, now: PAID_AT + n * DAY });
      if (!result.ok) throw new Error(`edit ${n} refused`);
      current = result.meta;
    }
    const sixth = applyEdit(current, { isAdmin: false, now: PAID_AT + 6 * DAY });
    const afterWindow = applyEdit(current, { isAdmin: false, now: PAID_AT + RELEASE_WINDOW_MS });
    const renewed = applyEdit(markPaid(current, PAID_AT + 7 * DAY), {
      isAdmin: false,
      now: PAID_AT + 8 * DAY,
    });

    expect(current.editCountSincePaid).toBe(5);
    expect(sixth).toEqual({
      ok: false,
      reason: 'limite',
      message: 'Limite de edições atingido. Renove o acesso para continuar editando.',
    });
    expect(canEdit(current, { isAdmin: false, now: PAID_AT + 6 * DAY })).toMatchObject({ reason: 'limite' });
    expect(afterWindow.ok).toBe(true);
    expect(renewed.ok && renewed.meta.editCountSincePaid).toBe(1);
  });

  it('lets the fifth edit’s session go on', () => {
    let current = paid({ editCountSincePaid: 4 });
    const fifth = applyEdit(current, { isAdmin: false, now: PAID_AT + DAY });
    if (!fifth.ok) throw new Error('fifth edit refused');
    current = fifth.meta;

    expect(applyEdit(current, { isAdmin: false, now: PAID_AT + DAY + 60_000 }).ok).toBe(true);
    expect(applyEdit(current, { isAdmin: false, now: PAID_AT + DAY + EDIT_SESSION_MS }).ok).toBe(false);
  });

  it('blocks a non-admin on a bloqueado resume', () => {
    const blocked = paid({ status: 'bloqueado' });

    expect(applyEdit(blocked, { isAdmin: false, now: PAID_AT })).toEqual({
      ok: false,
      reason: 'bloqueado',
      message: 'Edição bloqueada pelo administrador.',
    });
    expect(openForEdit(blocked, { isAdmin: false, now: PAID_AT })).toEqual({
      meta: blocked,
      changed: false,
      permission: { ok: false, reason: 'bloqueado', message: E.bloqueado },
    });
  });

  it('unblocks when an admin opens or edits, and exempts admins from re-payment and the limit', () => {
    const blocked = paid({ status: 'bloqueado', paidAt: null, pay: false });
    const opened = openForEdit(blocked, { isAdmin: true, now: PAID_AT });
    const edited = applyEdit(paid({ editCountSincePaid: 9 }), { isAdmin: true, now: PAID_AT + DAY });

    expect(opened.changed).toBe(true);
    expect(opened.meta.status).toBe('liberado');
    expect(opened.meta.paidAt).toBeNull();
    expect(applyEdit(blocked, { isAdmin: true, now: PAID_AT }).ok && 'liberado').toBe('liberado');
    expect(edited).toEqual({ ok: true, meta: paid({ editCountSincePaid: 9 }), repaymentTriggered: false });
  });

  it('marks a payment: liberado, pay, paidAt now, counter reset, no repayment due', () => {
    const pending = paid({ status: 'pendente', pay: false, needs_repayment: true, editCountSincePaid: 3 });

    expect(markPaid(pending, PAID_AT + DAY)).toMatchObject({
      status: 'liberado',
      pay: true,
      paidAt: PAID_AT + DAY,
      editCountSincePaid: 0,
      lastCountedEditAt: null,
      needs_repayment: false,
    });
  });

  it('tells a change of content from a save of the same content', () => {
    expect(contentChanged(curriculoExemplo, { ...curriculoExemplo })).toBe(false);
    expect(contentChanged(curriculoExemplo, { ...curriculoExemplo, telefone: '(11) 3456-7890' })).toBe(true);
  });
});

describe('local mirror', () => {
  it('keeps id, e-mail, paidAt as ISO text and the status a person sees', () => {
    expect(toLocalRecord(paid(), ' ana@exemplo.com ', PAID_AT + DAY)).toEqual({
      id: 'cv-1',
      email: 'ana@exemplo.com',
      paidAt: '2026-03-05T12:00:00.000Z',
      status: 'liberado',
    });
    expect(toLocalRecord(meta(), 'a@b.co', PAID_AT)).toMatchObject({ paidAt: null, status: 'pendente' });
  });
});

describe('file name', () => {
  it('is curriculo_{nome-slug}_{timestamp}.pdf', () => {
    expect(curriculoFileName('Mariana Aparecida Costa Ferreira', new Date(1_772_723_045_000))).toBe(
      'curriculo_mariana-aparecida-costa-ferreira_1772723045000.pdf',
    );
    expect(curriculoFileName('  João  d’Ávila 🙂 ', new Date(1))).toBe('curriculo_joao-d-avila_1.pdf');
    expect(curriculoFileName('', new Date(1))).toBe('curriculo_sem-nome_1.pdf');
  });
});
