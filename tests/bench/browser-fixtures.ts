// The bench's browser rows start from data made through the API, as a person's earlier visits would leave it: a
// signed-in person with a paid residence declaration and, for the lists, one document of each.
import { autorizacaoNacionalExemplo } from '../../shared/documents/autorizacao-viagem/fixtures';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { TERMS_VERSION } from '../../shared/terms';

export interface Fixtures {
  token: string;
  /** An admin's, for the admin console. */
  adminToken: string;
  draft: string;
  paid: string;
  curriculo: string;
}

/** POSTs to the API and answers the JSON body; anything but 200 stops the bench. */
async function post(url: string, body: object, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`setup call failed: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Approves a payment on the Mercado Pago stand-in, through its control endpoint, once its webhook is delivered. */
async function approve(url: string, paymentId: string): Promise<void> {
  const res = await fetch(`${url}/__mp/v1/__sim/payments/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'approved' }),
  });
  if (res.status !== 200) throw new Error(`approval failed: ${res.status} ${await res.text()}`);
}

/** A signed-in person with a paid residence declaration, made through the API; with `all`, one of each list too. */
export async function prepare(url: string, all = true): Promise<Fixtures> {
  const api = `${url}/backend/api`;
  const login = await post(`${api}/local-login`, { email: 'bench@example.com', name: 'Bench' });
  const token = String(login.token);
  const save = async () =>
    String((await post(`${api}/declaracao-save`, { form: declaracaoResidenciaExemplo }, token)).id);
  const paid = await save();
  const pay = await post(
    `${api}/mp-pay`,
    { reference: paid, method: 'pix', email: 'bench@example.com', terms_version: TERMS_VERSION },
    token,
  );
  await approve(url, String((pay.payment as { id: string }).id));
  if (!all) return { token, adminToken: '', draft: '', paid, curriculo: '' };
  const draft = await save();
  const curriculo = await post(
    `${api}/curriculo-save`,
    { data: curriculoExemplo, terms_accepted: true },
    token,
  );
  // Every list shows a row.
  await post(`${api}/contrato-save`, { form: contratoLocacaoExemplo }, token);
  await post(`${api}/promissoria-save`, { form: promissoriaExemplo }, token);
  await post(`${api}/autorizacao-viagem-save`, { form: autorizacaoNacionalExemplo }, token);
  const admin = await post(`${api}/local-login`, { email: 'admin@example.com', name: 'Admin', admin: true });
  return { token, adminToken: String(admin.token), draft, paid, curriculo: String(curriculo.id) };
}
