// The rental contract page as the browser suite drives it: a residential lease with a guarantor and receipts,
// the form filled field by field as a person would (CEP lookups answered in the browser), and the page's parts.
import type { Page } from 'playwright-core';
import {
  AVENIDA_PAULISTA,
  onlyDigits,
  RIO_BRANCO,
  type ViaCepAddress,
  validCpf,
  waitForValue,
} from './declaracao';

export const REFERENCE_CONTRATO = /^contrato-\d{13}-[0-9a-f]{20}$/;

export const JOAQUIM_FLORIANO: ViaCepAddress = {
  cep: '04538-132',
  logradouro: 'Rua Joaquim Floriano',
  bairro: 'Itaim Bibi',
  localidade: 'São Paulo',
  uf: 'SP',
};

export const RUA_DA_BAHIA: ViaCepAddress = {
  cep: '30130-010',
  logradouro: 'Rua da Bahia',
  bairro: 'Centro',
  localidade: 'Belo Horizonte',
  uf: 'MG',
};

export interface ParteInput {
  nome: string;
  /** Marital status as the select's value ("casado", "solteiro"...). */
  estadoCivil: string;
  profissao: string;
  rg: string;
  cpf: string;
  cep: ViaCepAddress;
  numero: string;
}

export interface ContratoInput {
  locador: ParteInput;
  locatario: ParteInput;
  fiador: ParteInput;
  /** The married guarantor's spouse, who consents to the guarantee (CC art. 1.647 III). */
  conjuge: { nome: string; cpf: string };
  imovel: { cep: ViaCepAddress; numero: string; complemento: string };
  energia: string;
  saneamento: string;
  /** Typed digits: "250000" is R$ 2.500,00. */
  aluguel: string;
  inicio: { dia: string; mes: string; ano: string };
}

/** Each a different CEP: a CEP looked up once is answered from the page's cache afterwards. */
export const CEPS = [AVENIDA_PAULISTA, RIO_BRANCO, JOAQUIM_FLORIANO, RUA_DA_BAHIA];

export function residencial(): ContratoInput {
  return {
    locador: {
      nome: 'Maria Aparecida dos Santos',
      estadoCivil: 'divorciado',
      profissao: 'professora',
      rg: '12.345.678-9',
      cpf: validCpf('529982247'),
      cep: AVENIDA_PAULISTA,
      numero: '1578',
    },
    locatario: {
      nome: 'João Pedro Ferreira',
      estadoCivil: 'solteiro',
      profissao: 'engenheiro',
      rg: '14.123.456',
      cpf: validCpf('111444777'),
      cep: RUA_DA_BAHIA,
      numero: '900',
    },
    fiador: {
      nome: 'Ana Cristina Souza',
      estadoCivil: 'casado',
      profissao: 'médica',
      rg: '23.456.789-0',
      cpf: validCpf('390533447'),
      cep: RIO_BRANCO,
      numero: '156',
    },
    conjuge: { nome: 'Roberto Carlos Souza', cpf: validCpf('153509460') },
    imovel: { cep: JOAQUIM_FLORIANO, numero: '466', complemento: 'apto 52' },
    energia: '0012345678',
    saneamento: '987654-3',
    aluguel: '250000',
    inicio: { dia: '1', mes: '2', ano: '2026' },
  };
}

export function contratoParts(page: Page) {
  return {
    status: page.locator('.draft-bar-status'),
    gerarPdf: page.getByRole('button', { name: 'Gerar PDF' }),
    approved: page.locator('.payment-approved'),
    preview: page.getByRole('figure', { name: 'Prévia do contrato' }),
    warning: page.locator('.decl-warning'),
  };
}

/** Types a CEP and waits for its lookup to fill the address (`prefix`: the id of the state/city pickers). */
async function fillCep(page: Page, field: string, prefix: string, cep: ViaCepAddress): Promise<void> {
  const lookup = page.waitForResponse((r) => r.url().includes(`/ws/${onlyDigits(cep.cep)}/json`));
  await page.locator(`#ctr-${field}`).pressSequentially(onlyDigits(cep.cep));
  await lookup;
  await waitForValue(page, `#ctr-${prefix}_endereco_rua`, cep.logradouro);
  await waitForValue(page, `#ctr-${prefix}-uf`, cep.uf);
  // The state's cities load on demand; the lookup's city is chosen once they are there.
  await waitForValue(page, `#ctr-${prefix}-cidade`, cep.localidade);
}

export async function fillParte(page: Page, who: 'locador' | 'locatario' | 'fiador', p: ParteInput) {
  await page.locator(`#ctr-${who}_nome`).fill(p.nome);
  // Every nationality starts empty (issue 41).
  await page.locator(`#ctr-${who}_nacionalidade`).fill('brasileira');
  await page.locator(`#ctr-${who}_estado_civil`).selectOption(p.estadoCivil);
  await page.locator(`#ctr-${who}_profissao`).fill(p.profissao);
  await page.locator(`#ctr-${who}_rg`).fill(p.rg);
  await page.locator(`#ctr-${who}_cpf`).fill('');
  await page.locator(`#ctr-${who}_cpf`).pressSequentially(onlyDigits(p.cpf));
  await waitForValue(page, `#ctr-${who}_cpf`, p.cpf);
  await fillCep(page, `${who}_cep`, who, p.cep);
  await page.locator(`#ctr-${who}_endereco_numero`).fill(p.numero);
}

/** The property, term, start date and rent, top to bottom. */
export async function fillImovelEValores(page: Page, input: ContratoInput): Promise<void> {
  await fillCep(page, 'imovel_cep', 'imovel', input.imovel.cep);
  await page.locator('#ctr-imovel_endereco_numero').fill(input.imovel.numero);
  await page.locator('#ctr-imovel_endereco_complemento').fill(input.imovel.complemento);
  await page.locator('#ctr-matricula_energia').fill(input.energia);
  await page.locator('#ctr-matricula_saneamento').fill(input.saneamento);
  await page.locator('#ctr-data_inicio_dia').pressSequentially(input.inicio.dia);
  await page.locator('#ctr-data_inicio_mes').pressSequentially(input.inicio.mes);
  await page.locator('#ctr-data_inicio_ano').pressSequentially(input.inicio.ano);
  await page.locator('#ctr-aluguel_valor').pressSequentially(input.aluguel);
}
