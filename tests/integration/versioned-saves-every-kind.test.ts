// Issue 37: every kind saves on a form version through one mechanism. Two windows saving different fields keep
// both (the later one gets 409 and saves again on the newer version); a payment moves the version, so a window
// opened before it cannot un-pay the document; and un-paying by an edit needs the person's confirmation
// (`confirm_repayment`), a save without it getting 409 `repayment_unconfirmed`. Signed-in and anonymous
// (access key) kinds alike, on dynalite, the local S3 server and the Mercado Pago stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/access-key';
import { CONVITE_TOKEN_HEADER } from '../../shared/api/convites';
import {
  REPAYMENT_UNCONFIRMED_CODE,
  REPAYMENT_UNCONFIRMED_MESSAGE,
  STALE_VERSION_CODE,
  STALE_VERSION_MESSAGE,
} from '../../shared/api/versioned-save';
import { autorizacaoNacionalExemplo } from '../../shared/documents/autorizacao-viagem/fixtures';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { declaracaoTrabalhoExemplo } from '../../shared/documents/declaracao-trabalho/fixtures';
import { procuracaoVeiculoExemplo } from '../../shared/documents/procuracao-veiculo/fixtures';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { reciboAluguelExemplo } from '../../shared/documents/recibo-aluguel/fixtures';
import { reciboPagamentoExemplo } from '../../shared/documents/recibo-pagamento/fixtures';
import { KIND_IDS, KINDS, type KindId } from '../../shared/kinds';
import { TERMS_VERSION } from '../../shared/terms';
import { approve } from '../support/declaracoes';
import { storedDocument } from '../support/mercado-pago';
import { type ApiCall, type ApiResult, startTestRuntime, type TestRuntime } from '../support/runtime';

/** A stale save's answer: the stored form and version, and whether the form itself moved since its base. */
const stale = (current: { form_version: number; form_changed: boolean | null; form: object }) => ({
  ok: false,
  error: {
    code: STALE_VERSION_CODE,
    message: STALE_VERSION_MESSAGE,
    current: { ...current, form: expect.objectContaining(current.form) },
  },
});
const UNCONFIRMED = {
  ok: false,
  error: { code: REPAYMENT_UNCONFIRMED_CODE, message: REPAYMENT_UNCONFIRMED_MESSAGE },
};

interface KindCase {
  kind: KindId;
  path: string;
  /** What every save request of the kind carries besides (its product or kind). */
  extra?: Record<string, unknown>;
  /** The field the whole form travels in when created. */
  formField?: 'form' | 'data';
  form: Record<string, unknown>;
  /** Two fields the two windows change. */
  fields: [string, string];
  /** Made by a visitor, with the access key its creation answers (the manifest's `anonymous`). */
  anonymous: boolean;
  /** The PDF route a declaration-like kind needs fetched before an edit un-pays it (spec part 2 §4). */
  pdfFirst?: (id: string) => string;
}

/** Each kind's save: keyed by every manifest's id, so a new kind fails typecheck until it is tried here. */
const BY_KIND: Record<KindId, Omit<KindCase, 'kind' | 'anonymous'>> = {
  declaracao_residencia: {
    path: '/declaracao-save',
    form: declaracaoResidenciaExemplo,
    fields: ['titular_nome', 'dep_nome'],
    pdfFirst: (id) => `/declaracao-pdf?reference=${id}`,
  },
  declaracao_trabalho: {
    path: '/declaracao-save',
    extra: { product: 'declaracao_trabalho' },
    form: declaracaoTrabalhoExemplo,
    fields: ['nome_completo_empregador', 'trab_nome'],
    pdfFirst: (id) => `/declaracao-pdf?reference=${id}`,
  },
  recibo_pagamento: {
    path: '/declaracao-save',
    extra: { product: 'recibo_pagamento' },
    form: reciboPagamentoExemplo,
    fields: ['pagador_nome', 'recebedor_nome'],
    pdfFirst: (id) => `/procuracao-veiculo-pdf?reference=${id}`,
  },
  procuracao_veiculo: {
    path: '/declaracao-save',
    extra: { product: 'procuracao_veiculo' },
    form: procuracaoVeiculoExemplo,
    fields: ['nome_completo_dono', 'nome_completo_procurador'],
    pdfFirst: (id) => `/procuracao-veiculo-pdf?reference=${id}`,
  },
  autorizacao_viagem: {
    path: '/autorizacao-viagem-save',
    form: autorizacaoNacionalExemplo,
    fields: ['menor_nome', 'aut1_nome'],
    pdfFirst: (id) => `/autorizacao-viagem-get?reference=${id}`,
  },
  contrato_locacao: {
    path: '/contrato-save',
    form: contratoLocacaoExemplo,
    fields: ['locador_nome', 'locatario_nome'],
  },
  recibo_aluguel: {
    path: '/recibo-aluguel-save',
    form: reciboAluguelExemplo,
    fields: ['locador_nome', 'locatario_nome'],
  },
  contrato_compra_veiculo: {
    path: '/contrato-save',
    extra: { kind: 'contrato_compra_veiculo' },
    form: contratoVeiculoExemplo,
    fields: ['vendedor_nome', 'comprador_nome'],
  },
  promissoria: {
    path: '/promissoria-save',
    form: promissoriaExemplo,
    fields: ['emitente_nome', 'beneficiario_nome'],
  },
  curriculo: {
    path: '/curriculo-save',
    formField: 'data',
    extra: {},
    form: curriculoExemplo,
    fields: ['cargo_desejado', 'telefone'],
  },
};

/** Every kind of the manifests, in their order, signed in or anonymous as the manifest says. */
const CASES: KindCase[] = KINDS.map((k) => ({ kind: k.id, anonymous: k.anonymous, ...BY_KIND[k.id] }));

describe('the kinds tried', () => {
  it('are every kind of the manifests', () => {
    expect(CASES.map((c) => c.kind)).toEqual([...KIND_IDS]);
    expect(CASES.map((c) => c.kind)).toContain('recibo_pagamento');
  });
});

let runtime: TestRuntime;
let token: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  token = await runtime.login({ email: 'duas-janelas@example.com', name: 'Duas Janelas' });
});

afterAll(async () => {
  await runtime?.stop();
});

const fieldValue = (field: string, label: string) =>
  field === 'telefone' ? (label === 'um' ? '(21) 91234-5678' : '(21) 98765-4321') : `Nome Janela ${label}`;

/** The calls one person makes on a document of the case: signed in, or with the key its creation answered. */
async function createDocument(c: KindCase): Promise<{ id: string; call: ApiCall; created: ApiResult }> {
  const body = {
    ...c.extra,
    [c.formField ?? 'form']: c.form,
    ...(c.kind === 'curriculo' ? { terms_accepted: true } : {}),
  };
  const created = await runtime.api(c.path, c.anonymous ? { body } : { token, body });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const call: ApiCall = c.anonymous
    ? { headers: { [ACCESS_KEY_HEADER]: created.body.access_key as string } }
    : { token };
  return { id: created.body.id as string, call, created };
}

function save(c: KindCase, call: ApiCall, body: Record<string, unknown>) {
  return runtime.api(c.path, { ...call, body: { ...c.extra, ...body } });
}

/** Pays the document's current payment round by PIX, approved in the stand-in. */
async function pay(c: KindCase, id: string, call: ApiCall): Promise<void> {
  const reference =
    c.kind === 'curriculo'
      ? ((await runtime.api(`/curriculo-get?id=${id}`, call)).body.data.activePaymentRef as string)
      : id;
  const pix = await runtime.api('/mp-pay', {
    ...call,
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'pagador@example.com' },
  });
  expect(pix.status, JSON.stringify(pix.body)).toBe(200);
  await approve(runtime, pix.body.payment.id as string);
}

const formOf = (stored: { form: Record<string, unknown> } | undefined) => stored?.form ?? {};

// Renders PDFs for some kinds: on a loaded shared machine one case takes longer than the default 20 s.
describe.each(CASES)('$kind saved on a form version', { timeout: 90_000 }, (c) => {
  it('keeps both windows’ fields: the later save gets 409 and saves again on the newer version', async () => {
    // Prepare: both windows opened the new document at its first version.
    const { id, call, created } = await createDocument(c);
    const [a, b] = c.fields;

    // Act
    const first = await save(c, call, { id, base_version: 1, changes: { [a]: fieldValue(a, 'um') } });
    const second = await save(c, call, { id, base_version: 1, changes: { [b]: fieldValue(b, 'dois') } });
    const again = await save(c, call, {
      id,
      base_version: first.body.form_version,
      changes: { [b]: fieldValue(b, 'dois') },
    });
    const stored = await storedDocument(runtime, id);

    // Assess
    expect(created.body.form_version).toBe(1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.form_version).toBe(2);
    expect(second.status).toBe(409);
    // The page merges from the answer: the other window's field is in it, and the form moved since version 1.
    expect(second.body).toEqual(
      stale({ form_version: 2, form_changed: true, form: { [a]: fieldValue(a, 'um') } }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.form_version).toBe(3);
    expect(stored?.form_version).toBe(3);
    expect(formOf(stored)).toMatchObject({ [a]: fieldValue(a, 'um'), [b]: fieldValue(b, 'dois') });
  });

  it('never un-pays from a window opened before the payment, nor without the person’s confirmation', async () => {
    // Prepare: a window opened the document at version 1; then it was paid (and its PDF released where the
    // kind's rule needs that before an edit asks for a new payment).
    const { id, call } = await createDocument(c);
    const [a] = c.fields;
    await pay(c, id, call);
    if (c.pdfFirst) {
      const pdf = await runtime.api(c.pdfFirst(id), call);
      expect(pdf.status).toBe(200);
    }
    const paid = await storedDocument(runtime, id);

    // Act
    const oldWindow = await save(c, call, { id, base_version: 1, changes: { [a]: fieldValue(a, 'velha') } });
    const unconfirmed = await save(c, call, {
      id,
      base_version: paid?.form_version,
      changes: { [a]: fieldValue(a, 'nova') },
    });
    const whole = await save(c, call, {
      id,
      [c.formField ?? 'form']: { ...c.form, [a]: fieldValue(a, 'toda') },
    });
    const afterRefusals = await storedDocument(runtime, id);
    const confirmed = await save(c, call, {
      id,
      base_version: paid?.form_version,
      changes: { [a]: fieldValue(a, 'nova') },
      confirm_repayment: true,
    });
    const unpaid = await storedDocument(runtime, id);

    // Assess
    expect(paid?.paid).toBe(true);
    expect(paid?.form_version).toBe(2);
    expect(oldWindow.status).toBe(409);
    // Only the payment moved the version: the page may send its edit again on version 2 (then asked to confirm).
    expect(oldWindow.body).toEqual(stale({ form_version: 2, form_changed: false, form: { [a]: c.form[a] } }));
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toEqual(UNCONFIRMED);
    expect(whole.status).toBe(409);
    expect(whole.body).toEqual(UNCONFIRMED);
    expect(afterRefusals?.paid).toBe(true);
    expect(afterRefusals?.form_version).toBe(2);
    expect(formOf(afterRefusals)[a]).toBe(c.form[a]);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.form_version).toBe(3);
    expect(unpaid?.paid).toBe(false);
    expect(unpaid?.needs_repayment).toBe(true);
    expect(formOf(unpaid)[a]).toBe(fieldValue(a, 'nova'));
  });
});

describe('payment state changes move the form version', () => {
  it('an admin block and an admin release each refuse a save based on the version before them', async () => {
    // Prepare
    const admin = await runtime.login({ email: 'admin-versoes@example.com', name: 'Admin', admin: true });
    const c = CASES.find((k) => k.kind === 'contrato_locacao')!;
    const { id, call } = await createDocument(c);

    // Act
    const blocked = await runtime.api('/contrato-block', { token: admin, body: { id, blocked: true } });
    const unblocked = await runtime.api('/admin-block', {
      token: admin,
      body: { id, blocked: false, reason: 'Conferido' },
    });
    const afterBlock = await save(c, call, {
      id,
      base_version: 1,
      changes: { locador_nome: 'Depois do bloqueio' },
    });
    const released = await runtime.api('/admin-payment-state', {
      token: admin,
      body: { id, action: 'release', reason: 'Pago por fora' },
    });
    const afterRelease = await save(c, call, { id, base_version: 3, changes: { locador_nome: 'Depois' } });
    const stored = await storedDocument(runtime, id);

    // Assess
    expect(blocked.status).toBe(200);
    expect(unblocked.status).toBe(200);
    expect(afterBlock.body).toEqual(stale({ form_version: 3, form_changed: false, form: c.form }));
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(afterRelease.status).toBe(409);
    expect(afterRelease.body).toEqual(stale({ form_version: 4, form_changed: false, form: c.form }));
    expect(stored).toMatchObject({ paid: true, form_version: 4 });
  });
});

// Issue 40 item 5: a client's keys named like `Object.prototype`'s members never reach a plain object's lookup.
// Every save route gets each name as a changed field, as a field of a whole form and as a top-level key; each
// save is answered (saved with the name ignored, or refused as input) and nothing is polluted.
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

// `contrato-update` takes the bodies `contrato-save` takes, for both contract kinds it serves.
const PROTOTYPE_CASES: Array<KindCase & { route: string }> = [
  ...CASES.map((c) => ({ ...c, route: c.path })),
  ...CASES.filter((c) => c.path === '/contrato-save').map((c) => ({ ...c, route: '/contrato-update' })),
];

const answered = (statuses: Map<string, number[]>, allowed: number[]) => {
  for (const name of PROTOTYPE_NAMES)
    for (const status of statuses.get(name) ?? []) expect(allowed, `${name}: ${status}`).toContain(status);
  expect([...statuses.keys()]).toEqual(PROTOTYPE_NAMES);
};

describe.each(PROTOTYPE_CASES)(
  '$kind saved on $route with prototype names as keys',
  { timeout: 90_000 },
  (c) => {
    it('answers every save without a server error and stores none of the names', async () => {
      // Prepare
      const { id, call } = await createDocument(c);
      const [a] = c.fields;
      const on = { ...c, path: c.route };
      const version = async () => (await storedDocument(runtime, id))?.form_version;
      const statuses = new Map<string, number[]>();

      // Act
      for (const name of PROTOTYPE_NAMES) {
        // A computed key makes `__proto__` an own property, so it travels in the JSON as a plain key.
        const value = { [name]: 'x' };
        const bodies = [
          () => ({ changes: value }),
          // An object under `__proto__` would become the prototype of an object built by assignment.
          () => ({ changes: { [name]: { [a]: 'Nome Herdado' } } }),
          () => ({ [c.formField ?? 'form']: { ...c.form, ...value } }),
          () => ({ ...value, [c.formField ?? 'form']: c.form }),
        ];
        const answers = [];
        for (const [i, body] of bodies.entries())
          answers.push(
            await save(on, call, { id, ...(i < 2 ? { base_version: await version() } : {}), ...body() }),
          );
        statuses.set(
          name,
          answers.map((answer) => answer.status),
        );
      }
      const stored = await storedDocument(runtime, id);

      // Assess
      answered(statuses, [200, 400]);
      for (const name of PROTOTYPE_NAMES) expect(Object.hasOwn(formOf(stored), name), name).toBe(false);
      expect(formOf(stored)[a]).toBe(c.form[a]);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    });
  },
);

describe('a resume updated with prototype names as keys', () => {
  it('answers /curriculo-update without a server error and stores none of the names', async () => {
    // Prepare
    const c = CASES.find((k) => k.kind === 'curriculo')!;
    const { id } = await createDocument(c);
    const statuses = new Map<string, number[]>();

    // Act
    for (const name of PROTOTYPE_NAMES) {
      const answers = [
        await runtime.api('/curriculo-update', { token, body: { id, [name]: 'x' } }),
        await runtime.api('/curriculo-update', { token, body: { id, layoutConfig: { [name]: '#112233' } } }),
      ];
      statuses.set(
        name,
        answers.map((answer) => answer.status),
      );
    }
    const stored = (await storedDocument(runtime, id)) as Record<string, unknown> | undefined;

    // Assess
    answered(statuses, [200, 400]);
    for (const name of PROTOTYPE_NAMES) {
      expect(Object.hasOwn(stored ?? {}, name), name).toBe(false);
      expect(Object.hasOwn((stored?.layout_config as object | undefined) ?? {}, name), name).toBe(false);
    }
  });
});

describe('an invitation saved and confirmed with prototype names as keys', { timeout: 90_000 }, () => {
  it('answers /convite-save and /convite-confirm without a server error and stores none of the names', async () => {
    // Prepare: a rental contract's tenant invited by link
    const c = CASES.find((k) => k.kind === 'contrato_locacao')!;
    const { id } = await createDocument(c);
    const made = await runtime.api('/convite-create', {
      token,
      body: { reference: id, party: 'locatario', channel: 'link' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const link = made.body.link as string;
    const invitee = { [CONVITE_TOKEN_HEADER]: link.slice(link.indexOf('#') + 1) };
    const version = async () =>
      (await runtime.api('/convite-get', { headers: invitee })).body.version as number;
    const statuses = new Map<string, number[]>();

    // Act: each name as a changed key and beside the changes, then beside a confirmation
    for (const name of PROTOTYPE_NAMES) {
      const bodies = [
        { changes: { [name]: 'x' } },
        // An object under `__proto__` would become the prototype of an object built by assignment.
        { changes: { [name]: { locador_nome: 'Outro Locador' } } },
        { [name]: 'x', changes: { locatario_profissao: 'arquiteto' } },
      ];
      const answers = [];
      for (const body of bodies)
        answers.push(
          await runtime.api('/convite-save', {
            headers: invitee,
            body: { version: await version(), ...body },
          }),
        );
      statuses.set(
        name,
        answers.map((answer) => answer.status),
      );
    }
    const confirms = new Map<string, number[]>();
    for (const name of PROTOTYPE_NAMES) {
      const body = { version: await version(), [name]: 'x' };
      confirms.set(name, [(await runtime.api('/convite-confirm', { headers: invitee, body })).status]);
    }
    const stored = await storedDocument(runtime, id);

    // Assess: saved or refused as input; confirmed once, then answered as confirmed
    answered(statuses, [200, 400]);
    answered(confirms, [200, 423]);
    expect(confirms.get(PROTOTYPE_NAMES[0]!)).toEqual([200]);
    expect(formOf(stored).locatario_profissao).toBe('arquiteto');
    expect(formOf(stored).locador_nome).toBe(c.form.locador_nome);
    for (const name of PROTOTYPE_NAMES) expect(Object.hasOwn(formOf(stored), name), name).toBe(false);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
