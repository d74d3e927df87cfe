// Issue 44: invitations over HTTP against the local parts (dynalite, the local mail outbox): a landlord invites
// the tenant, a married guarantor and the spouse, a seller (anonymous, by key) the buyer; each invitee reads
// only their section unmasked, saves only its keys on the version they read, confirms by the kind's checks; the
// owner sees the states, an edit of confirmed data clears the confirmation and tells the invitee; the token
// never reaches a log; every token that should open nothing (revoked, replaced, expired, guessed, missing) fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import { CONVITE_TOKEN_HEADER } from '../../shared/api/convites';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import { type CapturedOutput, captureOutput } from '../support/capture-output';
import { approve, issuePix } from '../support/declaracoes';
import { readItem } from '../support/dynamo';
import { footerCode } from '../support/released-pdfs';
import { type ApiCall, startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let landlord: string;
let stranger: string;
let output: CapturedOutput | undefined;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true, env: { LOG_LEVEL: 'debug' } });
  landlord = await runtime.login({ email: 'maria.locadora@example.com', name: 'Maria' });
  stranger = await runtime.login({ email: 'outra@example.com', name: 'Outra' });
});

afterAll(async () => {
  output?.restore();
  await runtime?.stop();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  purpose: string;
}

async function outbox(): Promise<Mail[]> {
  const res = await fetch(`${runtime.url}/__mail/messages.json`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

const invitee = (token: string, body?: unknown): ApiCall => ({
  headers: { [CONVITE_TOKEN_HEADER]: token },
  ...(body === undefined ? {} : { body }),
});

async function rental(token = landlord, form: Record<string, unknown> = contratoLocacaoExemplo) {
  const saved = await runtime.api('/contrato-save', { token, body: { data: form } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.reference as string;
}

async function invite(
  reference: string,
  party: string,
  channel = 'link',
  extra: ApiCall = { token: landlord },
  email?: string,
) {
  const made = await runtime.api('/convite-create', {
    ...extra,
    body: { reference, party, channel, ...(email ? { email } : {}) },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const link = made.body.link as string;
  return { token: link.slice(link.indexOf('#') + 1), body: made.body };
}

describe('invitations of a rental contract', { timeout: 120_000 }, () => {
  it('let the tenant fill in and confirm their section, and the owner see it, with the token in no log', async () => {
    // Prepare
    const reference = await rental();
    output = captureOutput();

    // Act
    const made = await invite(
      reference,
      'locatario',
      'email',
      { token: landlord },
      'joao.inquilino@example.com',
    );
    const opened = await runtime.api('/convite-get', invitee(made.token));
    const saved = await runtime.api(
      '/convite-save',
      invitee(made.token, { version: opened.body.version, changes: { locatario_profissao: 'arquiteto' } }),
    );
    const confirmed = await runtime.api(
      '/convite-confirm',
      invitee(made.token, { version: saved.body.version }),
    );
    const locked = await runtime.api(
      '/convite-save',
      invitee(made.token, { version: confirmed.body.version, changes: { locatario_profissao: 'médico' } }),
    );
    const logs = output.text();
    output.restore();
    const owner = await runtime.api(`/contrato-get?id=${reference}`, { token: landlord });
    const list = await runtime.api('/contrato-list?mine=1&page_size=50', { token: landlord });
    const mail = (await outbox()).find((m) => m.to === 'joao.inquilino@example.com');

    // Assess
    expect(made.body.link).toMatch(new RegExp(`^${runtime.url}/convite#[A-Za-z0-9_-]{43}$`));
    expect(made.body.whatsappUrl).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(made.body.whatsappUrl as string)).toContain(made.body.link as string);
    expect(made.body.invitation).toMatchObject({
      party: 'locatario',
      state: 'enviado',
      channel: 'email',
      emailMasked: 'j***@example.com',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      kind: 'contrato_locacao',
      party: 'locatario',
      partyLabel: 'LOCATÁRIO(A)',
      ownerFirstName: 'Maria',
      reference,
      state: 'enviado',
    });
    expect(opened.body.description).toBe('Imóvel na Rua Joaquim Floriano, 466 - Itaim Bibi, São Paulo/SP');
    expect(Object.keys(opened.body.section).every((key: string) => key.startsWith('locatario_'))).toBe(true);
    expect(opened.body.section.locatario_cpf).toBe('111.444.777-35');
    expect(opened.body.preview.locador_cpf).toBe('***.982.247-**');
    expect(opened.body.preview.fiador_cpf).toBe('***.533.447-**');
    expect(opened.body.preview.locatario_cpf).toBe('111.444.777-35');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ state: 'preenchendo', version: opened.body.version + 1 });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.state).toBe('confirmado');
    expect(locked.status).toBe(423);
    expect(locked.body.error.message).toBe('Seus dados já foram confirmados.');
    expect(owner.body.data.form.locatario_profissao).toBe('arquiteto');
    expect(owner.body.data.convites).toEqual([
      expect.objectContaining({
        party: 'locatario',
        state: 'confirmado',
        confirmedAt: confirmed.body.confirmedAt,
      }),
    ]);
    const item = list.body.list.find((i: { id: string }) => i.id === reference);
    expect(item.convites).toEqual([
      { party: 'locatario', state: 'confirmado', confirmedAt: confirmed.body.confirmedAt },
    ]);
    expect(mail).toMatchObject({
      subject: 'Maria convidou você para preencher seus dados em um contrato',
      purpose: 'invitation',
    });
    expect(mail!.text).toContain(made.body.link as string);
    expect(mail!.html).toContain('Abrir o convite');
    expect(logs).toContain('/backend/api/convite-get');
    expect(logs).not.toContain(made.token);
    expect(logs).not.toContain('joao.inquilino@example.com');
  });

  it('clear a confirmation the owner’s edit changes, and tell the invitee by e-mail', async () => {
    // Prepare
    const reference = await rental();
    const made = await invite(
      reference,
      'locatario',
      'email',
      { token: landlord },
      'ana.inquilina@example.com',
    );
    const opened = await runtime.api('/convite-get', invitee(made.token));
    const confirmed = await runtime.api(
      '/convite-confirm',
      invitee(made.token, { version: opened.body.version }),
    );
    const unrelated = await runtime.api('/contrato-update', {
      token: landlord,
      body: { reference, base_version: confirmed.body.version, changes: { matricula_energia: '123' } },
    });

    // Act
    const edited = await runtime.api('/contrato-update', {
      token: landlord,
      body: {
        reference,
        base_version: unrelated.body.form_version,
        changes: { locatario_profissao: 'professor' },
      },
    });
    const reopened = await runtime.api('/convite-get', invitee(made.token));
    const told = (await outbox())
      .filter((m) => m.to === 'ana.inquilina@example.com')
      .map((m) => m.purpose)
      .sort();

    // Assess
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(unrelated.status, JSON.stringify(unrelated.body)).toBe(200);
    expect(unrelated.body.convites[0].state).toBe('confirmado');
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.convites[0]).toMatchObject({ party: 'locatario', state: 'preenchendo' });
    expect(edited.body.convites[0].confirmedAt).toBeUndefined();
    expect(reopened.body.state).toBe('preenchendo');
    expect(reopened.body.section.locatario_profissao).toBe('professor');
    expect(told).toEqual(['invitation', 'invitation-cleared']);
  });

  it('refuse the spouse’s confirmation with the owner page’s messages and keep other keys out', async () => {
    // Prepare
    const reference = await rental(landlord, { ...contratoLocacaoExemplo, fiador_conjuge_cpf: '' });
    const spouse = await invite(reference, 'fiador_conjuge', 'whatsapp');
    const opened = await runtime.api('/convite-get', invitee(spouse.token));

    // Act
    const outside = await runtime.api(
      '/convite-save',
      invitee(spouse.token, { version: opened.body.version, changes: { locador_cpf: '111.444.777-35' } }),
    );
    const refused = await runtime.api(
      '/convite-confirm',
      invitee(spouse.token, { version: opened.body.version }),
    );
    const fixed = await runtime.api(
      '/convite-save',
      invitee(spouse.token, {
        version: opened.body.version,
        changes: { fiador_conjuge_cpf: '153.509.460-56' },
      }),
    );
    const confirmed = await runtime.api(
      '/convite-confirm',
      invitee(spouse.token, { version: fixed.body.version }),
    );

    // Assess
    expect(Object.keys(opened.body.section)).toEqual(['fiador_conjuge_nome', 'fiador_conjuge_cpf']);
    expect(opened.body.preview.fiador_cpf).toBe('***.533.447-**');
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields).toEqual([
      { field: 'locador_cpf', message: 'Campo fora da sua parte do contrato' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([{ field: 'fiador_conjuge_cpf', message: 'Obrigatório' }]);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  });

  it('refuse a party the contract does not have, a stale save, and the eleventh invitation of a day', async () => {
    // Prepare
    const deposit = await rental(landlord, {
      ...contratoLocacaoExemplo,
      garantia_tipo: 'caucao',
      fiador_ativo: 'nao',
      caucao_ativo: 'sim',
      caucao_valor: '100000',
    });
    const reference = await rental();
    const made = await invite(reference, 'fiador');
    const opened = await runtime.api('/convite-get', invitee(made.token));
    await runtime.api('/contrato-update', {
      token: landlord,
      body: { reference, base_version: opened.body.version, changes: { matricula_energia: '9' } },
    });

    // Act
    const noGuarantor = await runtime.api('/convite-create', {
      token: landlord,
      body: { reference: deposit, party: 'fiador', channel: 'link' },
    });
    const stale = await runtime.api(
      '/convite-save',
      invitee(made.token, { version: opened.body.version, changes: { fiador_profissao: 'dentista' } }),
    );
    const more = [];
    for (let i = 0; i < 10; i += 1)
      more.push(
        (
          await runtime.api('/convite-create', {
            token: landlord,
            body: { reference, party: 'locatario', channel: 'link' },
          })
        ).status,
      );

    // Assess
    expect(noGuarantor.status).toBe(409);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect(more.slice(0, 9)).toEqual(Array(9).fill(200));
    expect(more[9]).toBe(429);
  });
});

describe('the PDF of a contract with confirmed parties', { timeout: 120_000 }, () => {
  it('prints who supplied their own data after the signatures, shows it at /Verificar, and goes with the document', async () => {
    // Prepare
    const reference = await rental();
    const tenant = await invite(reference, 'locatario');
    const guarantor = await invite(reference, 'fiador');
    const opened = await runtime.api('/convite-get', invitee(tenant.token));
    const first = await runtime.api(
      '/convite-confirm',
      invitee(tenant.token, { version: opened.body.version }),
    );
    await runtime.api('/convite-confirm', invitee(guarantor.token, { version: first.body.version }));
    const { id } = await issuePix(runtime, landlord, reference);
    await approve(runtime, id);

    // Act
    const pdf = await runtime.api(`/contrato-pdf?reference=${reference}`, { token: landlord });
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const bytes = new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer());
    const { text } = await extractPdfText(bytes);
    const flat = text.replace(/\s+/g, ' ');
    const checked = await runtime.api(`/verificar?code=${footerCode(flat)}`);
    const deleted = await runtime.api('/contrato-delete', { token: landlord, body: { id: reference } });
    const afterDelete = await runtime.api('/convite-get', invitee(tenant.token));
    const { createHash } = await import('node:crypto');
    const linkLeft = await readItem(runtime.dynamoEndpoint, 'documents', {
      id: `convite#${createHash('sha256').update(`convite\0${tenant.token}`).digest('hex')}`,
    });

    // Assess
    expect(flat).toMatch(
      /Dados do\(a\) LOCATÁRIO\(A\) informados e confirmados pelo\(a\) próprio\(a\) em \d{2}\/\d{2}\/\d{4}, às \d{2}:\d{2}/,
    );
    expect(flat).toContain('Dados do(a) FIADOR(A) informados e confirmados');
    expect(flat.indexOf('Dados do(a) LOCATÁRIO(A)')).toBeGreaterThan(flat.indexOf('Testemunha 2'));
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.confirmations).toEqual([
      expect.stringMatching(
        /^Dados do\(a\) LOCATÁRIO\(A\) informados e confirmados pelo\(a\) próprio\(a\) em /,
      ),
      expect.stringMatching(/^Dados do\(a\) FIADOR\(A\) informados e confirmados/),
    ]);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(afterDelete.status).toBe(410);
    expect(linkLeft).toBeUndefined();
  });
});

describe('invitation tokens that open nothing', { timeout: 120_000 }, () => {
  it('answer 410 when revoked, replaced, guessed or expired, 401 when missing, 404 to another owner', async () => {
    // Prepare
    const reference = await rental();
    const revoked = await invite(
      reference,
      'locatario',
      'email',
      { token: landlord },
      'revogado@example.com',
    );
    const revoke = await runtime.api('/convite-revoke', {
      token: landlord,
      body: { reference, party: 'locatario' },
    });
    const replaced = await invite(reference, 'fiador');
    const current = await invite(reference, 'fiador');
    const guessed = Buffer.alloc(32, 7).toString('base64url');
    // Loaded once the runtime set the environment the adapters read at load.
    const { createDocumentsRepository } = await import('../../lambdas/adapters/documents-repository');
    const { createDynamoClient, createDynamoItems } = await import('../../lambdas/adapters/dynamo-items');
    const { createInvitationLinksRepository } = await import(
      '../../lambdas/adapters/invitation-links-repository'
    );
    const { getInvitation } = await import('../../lambdas/use-cases/convites');
    const items = createDynamoItems(
      createDynamoClient({ region: 'us-east-1', dynamodbEndpoint: runtime.dynamoEndpoint }),
    );
    const later = Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000;
    const deps = {
      documents: createDocumentsRepository(items, 'documents'),
      links: createInvitationLinksRepository(items, 'documents'),
      now: () => later,
    };

    // Act
    const answers = {
      revoked: await runtime.api('/convite-get', invitee(revoked.token)),
      replaced: await runtime.api('/convite-get', invitee(replaced.token)),
      guessed: await runtime.api('/convite-get', invitee(guessed)),
      missing: await runtime.api('/convite-get'),
      inQuery: await runtime.api(`/convite-get?token=${current.token}`),
      current: await runtime.api('/convite-get', invitee(current.token)),
      saveRevoked: await runtime.api(
        '/convite-save',
        invitee(revoked.token, { version: 1, changes: { locatario_nome: 'X' } }),
      ),
      confirmRevoked: await runtime.api('/convite-confirm', invitee(revoked.token, { version: 1 })),
      strangerCreate: await runtime.api('/convite-create', {
        token: stranger,
        body: { reference, party: 'locatario', channel: 'link' },
      }),
      strangerRevoke: await runtime.api('/convite-revoke', {
        token: stranger,
        body: { reference, party: 'fiador' },
      }),
      anonymousCreate: await runtime.api('/convite-create', {
        body: { reference, party: 'locatario', channel: 'link' },
      }),
      asDocumentKey: await runtime.api(`/contrato-get?id=${reference}`, {
        headers: { [ACCESS_KEY_HEADER]: current.token, [CONVITE_TOKEN_HEADER]: current.token },
      }),
      asPdf: await runtime.api(`/contrato-pdf?reference=${reference}`, invitee(current.token)),
      asList: await runtime.api('/contrato-list?mine=1', invitee(current.token)),
      asPayment: await runtime.api(
        '/mp-pay',
        invitee(current.token, {
          reference,
          method: 'pix',
          terms_version: TERMS_VERSION,
          email: 'pagador@example.com',
        }),
      ),
    };
    const expired = await getInvitation(deps, current.token).catch((error: unknown) => error);
    const told = (await outbox())
      .filter((m) => m.to === 'revogado@example.com')
      .map((m) => m.purpose)
      .sort();

    // Assess
    expect(revoke.status, JSON.stringify(revoke.body)).toBe(200);
    expect(revoke.body.invitation.state).toBe('revogado');
    expect(told).toEqual(['invitation', 'invitation-revoked']);
    for (const name of ['revoked', 'replaced', 'guessed', 'saveRevoked', 'confirmRevoked'] as const) {
      expect(answers[name].status, name).toBe(410);
      expect(answers[name].body.error.message).toBe(
        'Este convite não é mais válido. Peça um novo link a quem enviou.',
      );
    }
    expect(answers.missing.status).toBe(401);
    expect(answers.inQuery.status).toBe(401);
    expect(answers.current.status).toBe(200);
    expect(answers.strangerCreate.status).toBe(404);
    expect(answers.strangerRevoke.status).toBe(404);
    expect(answers.anonymousCreate.status).toBe(404);
    expect(answers.asDocumentKey.status).toBe(404);
    expect(answers.asPdf.status).toBe(401);
    expect(answers.asList.status).toBe(401);
    expect(answers.asPayment.status).toBe(404);
    expect(expired).toMatchObject({ status: 410, code: 'convite_invalid' });
  });
});

describe('the vehicle sale contract', { timeout: 60_000 }, () => {
  it('lets an anonymous seller invite the buyer by the document’s key, and the buyer confirm', async () => {
    // Prepare
    const saved = await runtime.api('/contrato-save', {
      body: { kind: 'contrato_compra_veiculo', data: contratoVeiculoExemplo },
    });
    const key = saved.body.access_key as string;
    const reference = saved.body.reference as string;

    // Act
    const made = await invite(reference, 'comprador', 'link', { headers: { [ACCESS_KEY_HEADER]: key } });
    const opened = await runtime.api('/convite-get', invitee(made.token));
    const confirmed = await runtime.api(
      '/convite-confirm',
      invitee(made.token, { version: opened.body.version }),
    );
    const owner = await runtime.api(`/contrato-get?id=${reference}`, {
      headers: { [ACCESS_KEY_HEADER]: key },
    });

    // Assess
    expect(opened.body).toMatchObject({
      kind: 'contrato_compra_veiculo',
      party: 'comprador',
      partyLabel: 'COMPRADOR(A)',
      ownerFirstName: 'Carlos',
    });
    expect(opened.body.description).toMatch(/^Veículo .+, placa /);
    expect(opened.body.preview.vendedor_cpf).toBe('***.982.247-**');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(owner.body.data.convites).toEqual([
      expect.objectContaining({ party: 'comprador', state: 'confirmado' }),
    ]);
  });
});
