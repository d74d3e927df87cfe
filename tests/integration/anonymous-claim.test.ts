// Anonymous documents of every kind made with an access key (issue 19 item 1), over HTTP: after signing in, the
// browser's keys claim them (one call, idempotent; a wrong key or someone else's document claims nothing), and
// a claimed document is owned like any other: listed, opened without the key, kept 180 days after its last save.
// Creates without a sign-in are limited per client address at the local runtime's front door.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import { EDGE_RATE_LIMITED_MESSAGE } from '../../shared/api/rate-limits';
import { procuracaoVeiculoExemplo } from '../../shared/documents/procuracao-veiculo/fixtures';
import { reciboAluguelExemplo } from '../../shared/documents/recibo-aluguel/fixtures';
import { requestFrom } from '../support/client-address';
import { storedDocument } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/** Creates without a sign-in per client address per window: more than this file's calls from 127.0.0.1 make. */
const ANONYMOUS_CREATES = 10;

let runtime: TestRuntime;

beforeAll(async () => {
  runtime = await startTestRuntime({
    edgeLimits: { all: 1000, heavy: 100, anonymousCreate: ANONYMOUS_CREATES },
  });
});

afterAll(async () => {
  await runtime?.stop();
});

// Every call of this file but the flood's comes from 127.0.0.1, under the budget.
async function anonymousProcuracao() {
  const saved = await runtime.api('/declaracao-save', {
    body: { product: 'procuracao_veiculo', form: procuracaoVeiculoExemplo },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { id: saved.body.id as string, key: saved.body.access_key as string };
}

async function anonymousRecibo() {
  const saved = await runtime.api('/recibo-aluguel-save', { body: { form: reciboAluguelExemplo } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { id: saved.body.reference as string, key: saved.body.access_key as string };
}

const claim = (token: string, documents: Array<{ id: string; key: string }>) =>
  runtime.api('/document-claim', { token, body: { documents } });

describe('claiming anonymous documents', () => {
  it('makes every kind the signed-in person’s, once, and lists them like any other', async () => {
    // Prepare
    const procuracao = await anonymousProcuracao();
    const recibo = await anonymousRecibo();
    const token = await runtime.login({ email: 'Visitante@Example.com', name: 'Visitante' });

    // Act
    const first = await claim(token, [procuracao, recibo]);
    const stored = await storedDocument(runtime, procuracao.id);
    const again = await claim(token, [procuracao, recibo]);
    const storedAgain = await storedDocument(runtime, procuracao.id);
    const declaracoes = await runtime.api('/declaracao-mine', { token });
    const contratos = await runtime.api('/contrato-list?mine=1', { token });
    const ownerGet = await runtime.api(`/declaracao-get?id=${procuracao.id}`, { token });
    const keyOnly = await runtime.api(`/declaracao-get?id=${procuracao.id}`, {
      headers: { [ACCESS_KEY_HEADER]: procuracao.key },
    });

    // Assess
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.claimed).toEqual([procuracao.id, recibo.id]);
    expect(first.body.refused).toEqual([]);
    expect(stored).toMatchObject({ owner_uid: expect.any(String), owner_email: 'Visitante@Example.com' });
    // Found by the admins' search by e-mail, as a document created signed in is.
    expect(stored?.owner_email_lc).toBe('visitante@example.com');
    expect(stored?.owner_kind).toBe(`${stored?.owner_uid}#procuracao_veiculo`);
    expect(stored?.access_key_hash).toBeUndefined();
    // Never paid for: kept as the person's other drafts are, 180 days after the last save (not 30).
    expect(stored?.expires_at).toBeGreaterThan(Date.now() / 1000 + 179 * 24 * 3600);
    expect(again.body.claimed).toEqual([procuracao.id, recibo.id]);
    expect(storedAgain?.version).toBe(stored?.version);
    expect(declaracoes.body.list).toEqual([expect.objectContaining({ id: procuracao.id })]);
    expect(contratos.body.list).toEqual([expect.objectContaining({ id: recibo.id, kind: 'recibo_aluguel' })]);
    expect(ownerGet.status).toBe(200);
    // Owned now: the key alone no longer opens it.
    expect(keyOnly.status).toBe(404);
  });

  it('claims nothing with a wrong key, an unknown id or someone else’s document', async () => {
    // Prepare
    const mine = await anonymousProcuracao();
    const theirs = await anonymousProcuracao();
    const owner = await runtime.login({ email: 'primeira@example.com', name: 'Primeira' });
    const other = await runtime.login({ email: 'segunda@example.com', name: 'Segunda' });
    await claim(owner, [theirs]);
    // A forged key of the right length and alphabet.
    const forged = `${mine.key.slice(0, -4)}${mine.key.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;

    // Act
    const result = await claim(other, [
      { id: mine.id, key: forged },
      { id: 'proc-veh-anon-0000000000000-0000000000', key: mine.key },
      theirs,
    ]);
    const stillAnonymous = await storedDocument(runtime, mine.id);
    const withKey = await runtime.api(`/declaracao-get?id=${mine.id}`, {
      headers: { [ACCESS_KEY_HEADER]: mine.key },
    });

    // Assess
    expect(forged).toHaveLength(mine.key.length);
    expect(result.status).toBe(200);
    expect(result.body.claimed).toEqual([]);
    expect(result.body.refused).toHaveLength(3);
    expect(stillAnonymous?.owner_uid).toBeNull();
    expect(stillAnonymous?.expires_at).toEqual(expect.any(Number));
    expect(withKey.status).toBe(200);
  });

  it('needs a sign-in', async () => {
    const doc = await anonymousRecibo();
    const answer = await runtime.api('/document-claim', { body: { documents: [doc] } });
    expect(answer.status).toBe(401);
  });
});

describe('anonymous creates at the front door', () => {
  it('answer 429 past the per-address budget, while a signed-in save from that address goes on', async () => {
    // Prepare
    const token = await runtime.login({ email: 'limite@example.com', name: 'Limite' });
    const url = `${runtime.url}/backend/api/declaracao-save`;
    const body = JSON.stringify({ product: 'procuracao_veiculo', form: { nome_completo_dono: 'X' } });
    const headers = { 'content-type': 'application/json' };

    // Act
    const answers = [];
    for (let i = 0; i <= ANONYMOUS_CREATES; i += 1)
      answers.push(await requestFrom('127.0.0.7', url, { method: 'POST', headers, body }));
    const signedIn = await requestFrom('127.0.0.7', url, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}` },
      body,
    });

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([...Array(ANONYMOUS_CREATES).fill(200), 429]);
    expect(JSON.parse(answers[ANONYMOUS_CREATES]!.body).error.message).toBe(EDGE_RATE_LIMITED_MESSAGE);
    expect(signedIn.status).toBe(200);
  });
});
