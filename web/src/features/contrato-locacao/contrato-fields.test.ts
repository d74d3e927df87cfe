// The rental contract page's rules (spec part 2 §5): what its check marks and says, the input rules of days,
// months, due day and rent, the value in words Auto or Manual, the receipts' own message only when ticked, and
// the forum always the property's.
import { contratoLocacaoExemplo as exemplo } from '@shared/documents/contrato-locacao/fixtures';
import type { ContratoLocacaoForm } from '@shared/documents/contrato-locacao/schema';
import { describe, expect, it } from 'vitest';
import {
  addressPatch,
  CONTRATO_CEP_TEXTS,
  completeDueDay,
  contratoResolver,
  fieldElementId,
  isManualWords,
  padTwo,
  receiptsMissingMessage,
  refusalOf,
  rentWords,
  withForum,
} from './contrato-fields';

const messages = (form: ContratoLocacaoForm) =>
  Object.fromEntries(
    Object.entries(contratoResolver(form).errors).map(([field, error]) => [field, error?.message]),
  );

describe('the check of the rental contract page', () => {
  it('passes a complete contract, with the forum copied from the property', () => {
    // Act
    const result = contratoResolver({ ...exemplo, cidade_foro: 'Outra', estado_foro: 'RJ' });

    // Assess
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ cidade_foro: 'São Paulo', estado_foro: 'SP' });
  });

  it('marks every failing field with its own message and says them all in one "Erros: " line', () => {
    // Prepare
    const form: ContratoLocacaoForm = {
      ...exemplo,
      locador_nome: ' ',
      locatario_cpf: '111.444.777-00',
      imovel_cep: '0453',
      fiador_cpf: '',
      gerar_recibos: 'nao',
    };

    // Act
    const marked = messages(form);
    const refusal = refusalOf(form);

    // Assess
    expect(marked).toEqual({
      locador_nome: 'Obrigatório',
      locatario_cpf: 'CPF do locatário inválido',
      fiador_cpf: 'Obrigatório',
      imovel_cep: 'CEP do imóvel inválido',
    });
    expect(Object.keys(marked)[0]).toBe('locador_nome');
    expect(refusal).toEqual({
      message:
        'Erros: Nome do locador: Obrigatório; CPF do locatário inválido; CPF do fiador: Obrigatório; CEP do imóvel inválido',
      focus: 'ctr-locador_nome',
    });
  });

  it('leaves the guarantor alone while another guarantee is chosen', () => {
    // Act
    const marked = messages({ ...exemplo, garantia_tipo: 'nenhuma', fiador_nome: '', fiador_cpf: '123' });

    // Assess
    expect(marked).toEqual({});
  });

  it('refuses two guarantees ticked in an older record (Lei 8.245/91 art. 37, sole paragraph)', () => {
    // Act
    const marked = messages({ ...exemplo, garantia_tipo: '', caucao_ativo: 'sim', caucao_valor: '1.000,00' });

    // Assess
    expect(marked).toEqual({
      caucao_ativo: 'Escolha apenas uma garantia: fiador ou caução (Lei 8.245/91, art. 37, parágrafo único)',
    });
  });

  it("asks the receipts' own fields only when receipts are ticked", () => {
    // Prepare
    const form: ContratoLocacaoForm = { ...exemplo, imovel_endereco_numero: '' };

    // Act
    const ticked = refusalOf(form);
    const unticked = refusalOf({ ...form, gerar_recibos: 'nao' });

    // Assess
    expect(ticked).toEqual({
      message: 'Campos faltando para recibos: número do imóvel',
      focus: 'ctr-imovel_endereco_numero',
    });
    expect(messages(form)).toEqual({ imovel_endereco_numero: 'Obrigatório' });
    expect(receiptsMissingMessage(form)).toBe(ticked?.message);
    expect(unticked).toBeNull();
    expect(receiptsMissingMessage({ ...form, gerar_recibos: 'nao' })).toBeNull();
  });
});

describe('the input rules', () => {
  it('pads days and months to two digits when left, keeping one out of range as typed for the check', () => {
    expect(padTwo('5')).toBe('05');
    expect(padTwo('0')).toBe('00');
    expect(padTwo('13')).toBe('13');
    expect(padTwo('')).toBe('');
  });

  it('keeps the due day as typed (45 is refused by the check, not clamped), the default 10 when left blank', () => {
    expect(completeDueDay('45')).toBe('45');
    expect(completeDueDay('31')).toBe('31');
    expect(completeDueDay('')).toBe('10');
  });

  it('writes the rent shown 0,00 in words', () => {
    expect(rentWords('2.500,00')).toBe('dois mil e quinhentos reais');
    expect(rentWords('')).toBe('');
  });

  it('sees words typed by the person as Manual, and the written ones (or none) as Auto', () => {
    expect(isManualWords('2.500,00', 'dois mil e quinhentos reais')).toBe(false);
    expect(isManualWords('2.500,00', '')).toBe(false);
    expect(isManualWords('2.500,00', 'dois mil e quinhentos reais mensais')).toBe(true);
  });
});

describe('the fields of the page', () => {
  it('finds each field by its element, states and cities in their pickers', () => {
    expect(fieldElementId('locador_nome')).toBe('ctr-locador_nome');
    expect(fieldElementId('imovel_endereco_estado')).toBe('ctr-imovel-uf');
    expect(fieldElementId('fiador_endereco_cidade')).toBe('ctr-fiador-cidade');
  });

  it('fills an address found by CEP without blanking what the lookup does not know', () => {
    // Act
    const patch = addressPatch('fiador', {
      cep: '20040002',
      endereco: 'Avenida Rio Branco',
      bairro: '',
      cidade: 'Rio de Janeiro',
      uf: 'rj',
      complemento: '',
    });

    // Assess
    expect(patch).toEqual({
      fiador_endereco_rua: 'Avenida Rio Branco',
      fiador_endereco_estado: 'RJ',
      fiador_endereco_cidade: 'Rio de Janeiro',
    });
  });

  it('saves the forum as the property city and state, and words CEP failures as the spec does', () => {
    expect(withForum({ ...exemplo, cidade_foro: '', estado_foro: '' })).toMatchObject({
      cidade_foro: 'São Paulo',
      estado_foro: 'SP',
    });
    expect(CONTRATO_CEP_TEXTS).toEqual({ failed: 'Falha CEP', invalid: 'Inválido' });
  });
});
