import { describe, expect, it } from 'vitest';
import { hiddenPatch } from '../hidden-fields';
import {
  autorizacaoInternacionalDesacompanhadaExemplo as desacompanhada,
  autorizacaoInternacionalExemplo as internacional,
  autorizacaoNacionalExemplo as nacional,
} from './fixtures';
import {
  type AutorizacaoViagemForm,
  checkAutorizacaoViagem,
  emptyAutorizacaoViagem,
  isBlankAutorizacaoViagem,
  AUTORIZACAO_VIAGEM_MESSAGES as m,
  namesCompanion,
  rulingOf,
  signatureCount,
  visibleAutorizacaoViagem,
} from './schema';

const TODAY = new Date('2026-07-01T12:00:00Z');
const check = (form: Partial<AutorizacaoViagemForm>) => checkAutorizacaoViagem(form, TODAY);
const failing = (form: Partial<AutorizacaoViagemForm>) => {
  const result = check(form);
  if (result.ok) throw new Error('expected a refusal');
  return result;
};

describe('checkAutorizacaoViagem', () => {
  it('passes the examples and masks what it normalises', () => {
    for (const form of [nacional, internacional, desacompanhada]) expect(check(form).ok).toBe(true);
    const result = check({ ...nacional, aut1_cpf: '39053344705', aut1_telefone: '11987654321' });
    expect(result.ok && result.form.aut1_cpf).toBe('390.533.447-05');
    expect(result.ok && result.form.aut1_telefone).toBe('(11) 98765-4321');
  });

  it('asks the trip first: kind and companion', () => {
    const result = failing({ ...nacional, tipo_viagem: '', acompanhante: '' });
    expect(result.message).toBe(m.tipo);
    expect(result.fields.acompanhante).toBe(m.acompanhante);
  });

  it('refuses a CPF with wrong check digits, for the signer, the child and the companion', () => {
    const result = failing({
      ...nacional,
      aut1_cpf: '390.533.447-06',
      menor_cpf: '111.111.111-11',
      acomp_cpf: '123',
    });
    expect(result.fields).toMatchObject({
      aut1_cpf: 'CPF inválido',
      menor_cpf: 'CPF inválido',
      acomp_cpf: 'CPF inválido',
    });
  });

  it('keeps the dates in order: departure not before the document, return not before departure', () => {
    expect(failing({ ...nacional, data_ida: '30/06/2026' }).fields.data_ida).toBe(m.idaAntes);
    expect(failing({ ...nacional, data_volta: '09/07/2026' }).fields.data_volta).toBe(m.voltaAntes);
    expect(failing({ ...nacional, data_volta: '32/07/2026' }).fields.data_volta).toBe(m.dataVolta);
    expect(failing({ ...nacional, validade_ate: '30/06/2026' }).fields.validade_ate).toBe(m.validadeAntes);
  });

  it('refuses someone who is 18 on the departure date, and a birth after the trip', () => {
    expect(failing({ ...nacional, menor_nascimento: '10/07/2008' }).fields.menor_nascimento).toBe(m.maior);
    expect(check({ ...nacional, menor_nascimento: '11/07/2008' }).ok).toBe(true);
    expect(failing({ ...nacional, menor_nascimento: '11/07/2026' }).fields.menor_nascimento).toBe(
      m.nascimentoFuturo,
    );
  });

  it('accepts an adolescent of 16 travelling within Brazil, with the notice that none is required', () => {
    const form = { ...nacional, menor_nascimento: '01/01/2010' };
    expect(check(form).ok).toBe(true);
    expect(rulingOf(form)?.needed).toBe(false);
  });

  it('requires the second parent when the rules need both, unless a guardian or a sole parent signs', () => {
    const one = {
      ...desacompanhada,
      aut2_nome: '',
      aut2_cpf: '',
      aut2_rg: '',
      aut2_endereco: '',
      aut2_relacao: '' as const,
    };
    expect(signatureCount(one)).toBe(2);
    const result = failing(one);
    expect(result.message).toBe(m.ambos);
    expect(Object.keys(result.fields)).toEqual(
      expect.arrayContaining(['aut2_nome', 'aut2_cpf', 'aut2_relacao']),
    );
    expect(failing({ ...one, aut1_relacao: 'tutor' }).fields.aut1_decisao).toBe(m.autDecisao);
    expect(check({ ...one, aut1_relacao: 'tutor', aut1_decisao: '0001234-56.2024.8.26.0100' }).ok).toBe(true);
    expect(failing({ ...one, poder_familiar_unico: true }).fields.poder_familiar_motivo).toBe(
      m.poderFamiliarMotivo,
    );
    expect(check({ ...one, poder_familiar_unico: true, poder_familiar_motivo: 'falecimento' }).ok).toBe(true);
  });

  it('refuses a guardian or tutor as the second parent', () => {
    expect(failing({ ...desacompanhada, aut2_relacao: 'guardiao' }).fields.aut2_relacao).toBe(
      m.segundoGenitor,
    );
  });

  it('requires the companion the rules name, and leaves out one they do not', () => {
    const noCompanion = { ...nacional, acomp_nome: '', acomp_documento: '', acomp_relacao: '' };
    expect(failing(noCompanion).fields.acomp_nome).toBe(m.acompNome);
    const alone = check({ ...noCompanion, acompanhante: 'nenhum' });
    expect(alone.ok && alone.form.acomp_nome).toBe('');
  });

  it('ignores a companion typed and then hidden by the choice of who travels', () => {
    for (const acompanhante of ['nenhum', 'ambos_genitores'] as const) {
      // Prepare: a neighbour typed under "outro adulto", then the choice changed
      const form = { ...nacional, acompanhante };
      // Act
      const result = check(form);
      // Assess
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.form).toMatchObject({
        acomp_nome: '',
        acomp_documento: '',
        acomp_cpf: '',
        acomp_relacao: '',
      });
      expect(namesCompanion(form)).toBe(false);
    }
  });

  it('names the fields a choice hides, for the page to blank', () => {
    const hiddenFilled = (form: AutorizacaoViagemForm) => hiddenPatch(form, visibleAutorizacaoViagem);
    expect(hiddenFilled({ ...nacional, acompanhante: 'nenhum' })).toEqual({
      acomp_nome: '',
      acomp_documento: '',
      acomp_cpf: '',
      acomp_relacao: '',
    });
    expect(hiddenFilled({ ...nacional, poder_familiar_unico: true, aut1_decisao: '123' })).toEqual({
      poder_familiar_unico: false,
      aut1_decisao: '',
    });
    expect(hiddenFilled(nacional)).toEqual({});
    const hidden = { ...nacional, acompanhante: 'nenhum' as const };
    expect(visibleAutorizacaoViagem(hidden)).toEqual({ ...hidden, ...hiddenFilled(hidden) });
  });

  it('asks the nationality and residence of a third party abroad, and refuses a foreigner living abroad', () => {
    const terceiro = {
      ...desacompanhada,
      acompanhante: 'outro' as const,
      acomp_nome: 'John Smith',
      acomp_documento: 'X1234567',
      acomp_relacao: 'padrinho',
    };
    const unanswered = failing(terceiro);
    expect(unanswered.fields).toMatchObject({
      acomp_nacionalidade: m.acompNacionalidade,
      acomp_residencia: m.acompResidencia,
    });
    const foreignAbroad = failing({
      ...terceiro,
      acomp_nacionalidade: 'estrangeira',
      acomp_nacionalidade_outra: 'britânica',
      acomp_residencia: 'exterior',
      acomp_pais_residencia: 'Reino Unido',
    });
    expect(foreignAbroad.message).toBe(m.art85);
    expect(foreignAbroad.fields.acomp_residencia).toBe(m.art85);
    expect(
      rulingOf({ ...terceiro, acomp_nacionalidade: 'estrangeira', acomp_residencia: 'exterior' })?.judicial,
    ).toBe(true);
    // A foreigner living in Brazil, or a Brazilian living abroad, may take the child with the parents' paper.
    const living = {
      ...terceiro,
      acomp_nacionalidade: 'estrangeira' as const,
      acomp_nacionalidade_outra: 'britânica',
    };
    expect(check({ ...living, acomp_residencia: 'brasil' }).ok).toBe(true);
    expect(
      check({
        ...terceiro,
        acomp_nacionalidade: 'brasileira',
        acomp_residencia: 'exterior',
        acomp_pais_residencia: 'Portugal',
      }).ok,
    ).toBe(true);
    // Within Brazil the questions are not asked, and answers left from a trip abroad are dropped.
    const domestic = check({ ...nacional, acomp_nacionalidade: 'estrangeira', acomp_residencia: 'exterior' });
    expect(domestic.ok && domestic.form.acomp_nacionalidade).toBe('');
  });

  it('lets a domestic trip leave the dates empty, but not a trip abroad', () => {
    const undated = { ...nacional, data_ida: '', data_volta: '' };
    expect(check(undated).ok).toBe(true);
    expect(failing({ ...undated, data_volta: '25/07/2026' }).fields.data_ida).toBe(m.dataIda);
    expect(failing({ ...internacional, data_ida: '', data_volta: '' }).fields.data_ida).toBe(m.dataIda);
  });

  it('drops a second parent typed for a trip that needs one signature', () => {
    const result = check({ ...nacional, aut2_nome: 'Paulo', aut2_cpf: '714.602.380-01' });
    expect(result.ok && result.form.aut2_nome).toBe('');
  });

  it('needs place and date', () => {
    const result = failing({ ...nacional, local_estado: '', data_documento: '' });
    expect(result.fields.local_estado).toBe(m.local);
    expect(result.fields.data_documento).toBe(m.data);
  });
});

describe('emptyAutorizacaoViagem', () => {
  it('is blank, dated today', () => {
    const form = emptyAutorizacaoViagem(TODAY);
    expect(form.data_documento).toBe('01/07/2026');
    expect(isBlankAutorizacaoViagem(form)).toBe(true);
    expect(isBlankAutorizacaoViagem({ ...form, destino: 'Recife' })).toBe(false);
  });
});
