// The work declaration's page as the browser suite drives it: the input of a shop with a CNPJ or of a household
// employer, the form filled field by field as a person would, and the page's parts.
import type { Page } from 'playwright-core';
import { type DownloadedPdf, onlyDigits, type ViaCepAddress, validCpf, waitForValue } from './declaracao';

export const REFERENCE_TRABALHO = /^decl-trab-\d{13}-[0-9a-f]{20}$/;

export interface TrabalhoInput {
  household: boolean;
  /** `papel`: the signer's role in the company (issue 39), absent for a household employer. */
  empregador: { nome: string; cpf: string; rg?: string; rgUf?: string; papel?: string };
  empresa: { nome?: string; cnpj?: string; cep: ViaCepAddress; numero: string };
  trabalhador: { nome: string; cpf: string; rg?: string; rgUf?: string };
  cargo: string;
  /** Typed digits (MM/AAAA without the slash). */
  admissao: string;
  /** Typed as a person would; the field completes them when left. */
  horas: [typedStart: string, typedEnd: string];
  dias: [string, string];
  data: { dia: string; mes: string; ano: string };
}

export function padaria(cep: ViaCepAddress): TrabalhoInput {
  return {
    household: false,
    empregador: {
      nome: 'Carlos Eduardo Ferreira',
      cpf: validCpf('390533447'),
      rg: '23.456.789-0',
      rgUf: 'SP',
      papel: 'Sócio-administrador',
    },
    empresa: { nome: 'Padaria Pão Dourado Ltda.', cnpj: '11.222.333/0001-81', cep, numero: '1000' },
    trabalhador: {
      nome: 'Ana Beatriz Souza Lima',
      cpf: validCpf('714602380'),
      rg: '34.567.890-1',
      rgUf: 'SP',
    },
    cargo: 'Auxiliar de Padaria',
    admissao: '032024',
    horas: ['8', '1730'],
    dias: ['segunda-feira', 'sexta-feira'],
    data: { dia: '05', mes: 'março', ano: '2026' },
  };
}

export function trabalhoParts(page: Page) {
  return {
    status: page.locator('.draft-bar-status'),
    gerarPdf: page.getByRole('button', { name: 'Gerar PDF' }),
    panel: page.locator('section.payment-panel'),
    approved: page.locator('.payment-approved'),
  };
}

async function fillPessoa(page: Page, prefix: 'empregador' | 'trab', p: TrabalhoInput['empregador']) {
  const [nome, cpf, rg, rgUf] =
    prefix === 'empregador'
      ? ['nome_completo_empregador', 'cpf_empregador', 'rg_empregador', 'rg_empregador_uf']
      : ['trab_nome', 'trab_cpf', 'trab_rg', 'trab_rg_uf'];
  await page.locator(`#trab-${nome}`).fill(p.nome);
  await page.locator(`#trab-${cpf}`).pressSequentially(onlyDigits(p.cpf));
  await waitForValue(page, `#trab-${cpf}`, p.cpf);
  if (p.rg) {
    await page.locator(`#trab-${rg}`).fill(p.rg);
    // The issuing state appears only once an RG is typed.
    if (p.rgUf) await page.locator(`#trab-${rgUf}`).selectOption(p.rgUf);
  }
}

/** Fills the whole form top to bottom, waiting for the CEP lookup to fill the address. */
export async function fillTrabalho(page: Page, input: TrabalhoInput): Promise<void> {
  if (input.household) await page.getByLabel(/^Empregador pessoa física/).check();
  await fillPessoa(page, 'empregador', input.empregador);
  // A company's signer gives their role (issue 39); a household employer has none to give.
  if (input.empregador.papel && !input.household)
    await page.locator('#trab-cargo_empregador').fill(input.empregador.papel);
  if (input.empresa.nome) await page.locator('#trab-empresa_nome').fill(input.empresa.nome);
  if (input.empresa.cnpj) {
    await page.locator('#trab-empresa_cnpj').pressSequentially(input.empresa.cnpj.replace(/[^0-9A-Z]/g, ''));
    await waitForValue(page, '#trab-empresa_cnpj', input.empresa.cnpj);
  }
  const cep = input.empresa.cep;
  const lookup = page.waitForResponse((r) => r.url().includes(`/ws/${onlyDigits(cep.cep)}/json`));
  await page.locator('#trab-empresa_cep').pressSequentially(onlyDigits(cep.cep));
  await lookup;
  await waitForValue(page, '#trab-empresa_rua', cep.logradouro);
  await waitForValue(page, '#trab-empresa_bairro', cep.bairro);
  await waitForValue(page, '#trab-empresa-uf', cep.uf);
  await waitForValue(page, '#trab-empresa-cidade', cep.localidade);
  await page.locator('#trab-empresa_numero').fill(input.empresa.numero);
  await fillPessoa(page, 'trab', input.trabalhador);
  await page.locator('#trab-cargo').fill(input.cargo);
  await page.locator('#trab-data_admissao').pressSequentially(input.admissao);
  await page.locator('#trab-hora_inicio').pressSequentially(input.horas[0]);
  await page.locator('#trab-hora_fim').pressSequentially(input.horas[1]);
  await page.locator('#trab-dia_semana_inicio').selectOption(input.dias[0]);
  await page.locator('#trab-dia_semana_fim').selectOption(input.dias[1]);
  await page.locator('#trab-data_dia').fill(input.data.dia);
  await page.locator('#trab-data_mes').selectOption(input.data.mes);
  await page.locator('#trab-data_ano').fill(input.data.ano);
}

/** The text every released work declaration holds for `input` (company or household employer). */
export function expectedTrabalhoTexts(input: TrabalhoInput): string[] {
  return [
    'DECLARAÇÃO DE TRABALHO',
    input.empregador.nome,
    input.empregador.cpf,
    input.trabalhador.nome,
    input.trabalhador.cpf,
    input.cargo,
    input.household ? 'ASSINATURA DO EMPREGADOR' : 'ASSINATURA E CARIMBO DA EMPRESA',
    ...(input.empregador.papel && !input.household ? [input.empregador.papel] : []),
    'art. 299 do Código Penal',
    `São Paulo/SP, ${Number(input.data.dia)} de ${input.data.mes} de ${input.data.ano}.`,
    ...(input.empresa.cnpj ? [input.empresa.cnpj, input.empresa.nome!] : []),
  ];
}

export function pdfHasAll(pdf: DownloadedPdf, texts: string[]): string[] {
  return texts.filter((t) => !pdf.text.includes(t));
}
