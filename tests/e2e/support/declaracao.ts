// What the residence declaration's browser tests do as a person would: valid CPFs, the CEP services answered
// in the browser (the machine has no network), the form filled field by field, the terms accepted in their
// dialog, and the API answers and downloads the page waits on.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Download, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { type ExtractedPdf, extractPdfText } from '../../../shared/pdf/extract-text';

/** A CPF with its two check digits computed from the first nine, masked as the form shows it. */
export function validCpf(firstNine: string): string {
  const digits = firstNine.split('').map(Number);
  if (digits.length !== 9 || digits.some((d) => Number.isNaN(d))) throw new Error('nine digits expected');
  for (const weightStart of [10, 11]) {
    const sum = digits.reduce((total, d, i) => total + d * (weightStart - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** An address as ViaCEP answers it (the fields the page copies into the form). */
export interface ViaCepAddress {
  cep: string;
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
}

export const AVENIDA_PAULISTA: ViaCepAddress = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

export const RIO_BRANCO: ViaCepAddress = {
  cep: '20040-002',
  logradouro: 'Avenida Rio Branco',
  bairro: 'Centro',
  localidade: 'Rio de Janeiro',
  uf: 'RJ',
};

const CORS = { 'access-control-allow-origin': '*' };

/**
 * Answers ViaCEP (and BrasilAPI, the fallback) inside the browser context with realistic bodies for the
 * given addresses; any other CEP is "not found". Returns the CEPs asked of ViaCEP, in order.
 */
export async function stubCepServices(
  context: BrowserContext,
  addresses: ViaCepAddress[],
): Promise<string[]> {
  const byDigits = new Map(addresses.map((a) => [onlyDigits(a.cep), a]));
  const asked: string[] = [];
  await context.route('https://viacep.com.br/**', (route) => {
    const cep = /\/ws\/(\d{8})\/json\/?$/.exec(new URL(route.request().url()).pathname)?.[1] ?? '';
    asked.push(cep);
    const found = byDigits.get(cep);
    const body = found
      ? {
          ...found,
          complemento: '',
          unidade: '',
          estado: found.localidade === 'São Paulo' ? 'São Paulo' : found.uf,
          regiao: 'Sudeste',
          ibge: '',
          gia: '',
          ddd: '',
          siafi: '',
        }
      : { erro: 'true' };
    return route.fulfill({ status: 200, headers: CORS, contentType: 'application/json', json: body });
  });
  await context.route('https://brasilapi.com.br/**', (route) => {
    const cep = /\/api\/cep\/v1\/(\d{8})$/.exec(new URL(route.request().url()).pathname)?.[1] ?? '';
    const found = byDigits.get(cep);
    if (!found) {
      return route.fulfill({
        status: 404,
        headers: CORS,
        json: { name: 'CepPromiseError', type: 'service_error' },
      });
    }
    return route.fulfill({
      status: 200,
      headers: CORS,
      json: {
        cep: onlyDigits(found.cep),
        state: found.uf,
        city: found.localidade,
        neighborhood: found.bairro,
        street: found.logradouro,
        service: 'viacep',
      },
    });
  });
  return asked;
}

export interface Pessoa {
  nome: string;
  cpf: string;
  rg?: string;
  rgUf?: string;
  /** Typed digit by digit; the address then comes from the lookup. */
  cep?: ViaCepAddress;
  numero?: string;
}

export interface DeclaracaoInput {
  titular: Pessoa & { cep: ViaCepAddress };
  dep: Pessoa;
  condicao: 'membro' | 'cedido' | 'alugado_formal' | 'alugado_informal';
  /** How the holder lives at the address (issue 39); default a tenant. */
  vinculo?: 'proprietario' | 'locatario' | 'titular_conta';
  data: { dia: string; mes: string; ano: string };
}

/** Waits until an input or select shows `expected` (React may still be applying a lookup's answer). */
export async function waitForValue(page: Page, selector: string, expected: string): Promise<void> {
  await expect
    .poll(() => page.locator(selector).inputValue(), { timeout: 15_000, message: selector })
    .toBe(expected);
}

/**
 * Types `typed` into a paid document's `selector` and answers "Cancelar" to "Alterar um documento já pago?":
 * asserts the field is back to `kept` and that no save (`saveRoute`) left the page. Answers the question, for
 * a confirmation next.
 */
export async function cancelPaidEdit(
  page: Page,
  selector: string,
  typed: string,
  kept: string,
  saveRoute: string,
) {
  const saves: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/${saveRoute}`)) saves.push(r.postDataJSON());
  });
  const question = page.getByRole('alertdialog', { name: 'Alterar um documento já pago?' });
  await page.locator(selector).fill(typed);
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await waitForValue(page, selector, kept);
  expect(saves).toEqual([]);
  return { question, saves };
}

async function fillPessoa(page: Page, who: 'titular' | 'dep', p: Pessoa): Promise<void> {
  await page.locator(`#decl-${who}_nome`).fill(p.nome);
  await page.locator(`#decl-${who}_cpf`).pressSequentially(onlyDigits(p.cpf));
  await waitForValue(page, `#decl-${who}_cpf`, p.cpf);
  if (p.rg) {
    await page.locator(`#decl-${who}_rg`).fill(p.rg);
    // The issuing state appears only once an RG is typed.
    if (p.rgUf) await page.locator(`#decl-${who}_rg_uf`).selectOption(p.rgUf);
  }
  if (p.cep) {
    const lookup = page.waitForResponse((r) => r.url().includes(`/ws/${onlyDigits(p.cep!.cep)}/json`));
    await page.locator(`#decl-${who}_cep`).pressSequentially(onlyDigits(p.cep.cep));
    await lookup;
    await waitForValue(page, `#decl-${who}_rua`, p.cep.logradouro);
    await waitForValue(page, `#decl-${who}_bairro`, p.cep.bairro);
    await waitForValue(page, `#decl-${who}-uf`, p.cep.uf);
    // The state's cities load on demand; the lookup's city is chosen once they are there.
    await waitForValue(page, `#decl-${who}-cidade`, p.cep.localidade);
  }
  if (p.numero) await page.locator(`#decl-${who}_numero`).fill(p.numero);
}

/** Fills the whole form top to bottom, as a person would, waiting for each CEP lookup to fill the address. */
export async function fillDeclaracao(page: Page, input: DeclaracaoInput): Promise<void> {
  await fillPessoa(page, 'titular', input.titular);
  await page.locator(`#decl-titular_vinculo-${input.vinculo ?? 'locatario'}`).check();
  await fillPessoa(page, 'dep', input.dep);
  await page.locator(`#decl-condicao-${input.condicao}`).check();
  await page.locator('#decl-data_dia').fill(input.data.dia);
  await page.locator('#decl-data_mes').selectOption(input.data.mes);
  await page.locator('#decl-data_ano').fill(input.data.ano);
}

/** Ticks "Li e aceito…", reads the terms to their end (End key in the focused text) and accepts them. */
export async function acceptTermsInDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Termo de Responsabilidade' });
  if (!(await dialog.isVisible())) {
    await page.getByRole('checkbox', { name: 'Li e aceito o Termo de Responsabilidade' }).click();
  }
  await dialog.waitFor();
  const text = page.getByRole('region', { name: 'Texto do Termo de Responsabilidade' });
  await text.focus();
  await text.press('End');
  await page.getByRole('button', { name: 'Aceitar', disabled: false }).click();
  await dialog.waitFor({ state: 'detached' });
}

const isApiRoute = (response: Response, route: string) =>
  new URL(response.url()).pathname === `/backend/api/${route}`;

/** The next answer of `/backend/api/{route}` (optionally one whose JSON body passes `accept`). */
export function apiResponse(
  page: Page,
  route: string,
  accept?: (body: Record<string, unknown>) => boolean,
): Promise<Response> {
  return page.waitForResponse(
    async (r) => {
      if (!isApiRoute(r, route)) return false;
      if (!accept) return true;
      const body = (await r.json().catch(() => null)) as Record<string, unknown> | null;
      return body !== null && accept(body);
    },
    { timeout: 30_000 },
  );
}

/**
 * The answer to the save of `route` whose request carries `text`: the save of one edit, not another save the
 * page may send before it (a field put in the reference list's spelling as the page opens).
 */
export function saveCarrying(page: Page, route: string, text: string): Promise<Response> {
  return page.waitForResponse((r) => isApiRoute(r, route) && (r.request().postData() ?? '').includes(text), {
    timeout: 30_000,
  });
}

/** A toast of a kind (`success`, `info`, `warning`, `error`) with exactly this message. */
export function toast(page: Page, kind: string, message: string) {
  return page.locator(`.toast[data-kind="${kind}"]`).filter({
    has: page.locator('.toast-message', { hasText: new RegExp(`^${escapeRegExp(message)}$`) }),
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Counts the page's full loads from now on (document requests of the main frame). */
export function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

export interface DownloadedPdf {
  fileName: string;
  bytes: Uint8Array;
  /** The extracted text with every run of white space (line breaks, no-break spaces) as one space. */
  text: string;
  pdf: ExtractedPdf;
}

/** Reads a finished download and its text as a PDF viewer sees it. */
export async function readPdfDownload(download: Download): Promise<DownloadedPdf> {
  const path = await download.path();
  const bytes = new Uint8Array(await readFile(path));
  const pdf = await extractPdfText(bytes);
  return { fileName: download.suggestedFilename(), bytes, text: pdf.text.replace(/\s+/g, ' '), pdf };
}

declare const navigator: { clipboard: { readText(): Promise<string> } };

/** What the page's clipboard holds (the context needs the clipboard permissions). */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** CRC16-CCITT-FALSE, computed here (not by the stand-in) to check a PIX code's last field. */
export function brCodeCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
