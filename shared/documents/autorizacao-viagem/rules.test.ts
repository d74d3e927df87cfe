import { describe, expect, it } from 'vitest';
import {
  ageOn,
  ageOnDates,
  type Companion,
  ruleTrip,
  type Signers,
  signaturesNeeded,
  type TripKind,
  validityOf,
} from './rules';

const facts = (
  tipo: TripKind,
  acompanhante: Companion,
  extra: Partial<Parameters<typeof ruleTrip>[0]> = {},
) => ({
  tipo,
  acompanhante,
  comarcaContigua: false,
  poderFamiliarUnico: false,
  idade: 10,
  ...extra,
});

describe('ruleTrip', () => {
  // [trip, companion, extra facts, authorization needed, who signs, companion named, rule cited]
  const table: Array<
    [TripKind, Companion, Partial<Parameters<typeof ruleTrip>[0]>, boolean, Signers, boolean, RegExp]
  > = [
    ['nacional', 'nenhum', {}, true, 'um_responsavel', false, /Resolução CNJ nº 295\/2019/],
    ['nacional', 'outro', {}, true, 'um_responsavel', true, /alínea "b", item 2/],
    ['nacional', 'parente', {}, false, 'um_responsavel', false, /alínea "b", item 1/],
    ['nacional', 'um_genitor', {}, false, 'um_responsavel', false, /art\. 83/],
    ['nacional', 'ambos_genitores', {}, false, 'um_responsavel', false, /art\. 83/],
    ['nacional', 'nenhum', { comarcaContigua: true }, false, 'um_responsavel', false, /alínea "a"/],
    ['nacional', 'nenhum', { idade: 16 }, false, 'um_responsavel', false, /menores de 16 anos/],
    ['nacional', 'outro', { idade: 17 }, false, 'um_responsavel', false, /menores de 16 anos/],
    ['nacional', 'outro', { idade: 15 }, true, 'um_responsavel', true, /item 2/],
    ['internacional', 'ambos_genitores', {}, false, 'nenhum', false, /131\/2011, art\. 1º, I$/],
    ['internacional', 'um_genitor', {}, true, 'outro_genitor', true, /131\/2011, art\. 1º, II$/],
    ['internacional', 'um_genitor', { poderFamiliarUnico: true }, false, 'nenhum', false, /art\. 1º, II$/],
    ['internacional', 'nenhum', {}, true, 'ambos_genitores', false, /131\/2011, art\. 1º, III$/],
    ['internacional', 'parente', {}, true, 'ambos_genitores', true, /art\. 1º, III$/],
    ['internacional', 'outro', {}, true, 'ambos_genitores', true, /art\. 1º, III$/],
    // Abroad the age does not matter: every minor needs it.
    ['internacional', 'nenhum', { idade: 17 }, true, 'ambos_genitores', false, /art\. 1º, III$/],
  ];

  it.each(table)(
    '%s with %s %o: needed %s, signers %s',
    (tipo, acompanhante, extra, needed, signers, companion, basis) => {
      const ruling = ruleTrip(facts(tipo, acompanhante, extra));
      expect(ruling.needed).toBe(needed);
      expect(ruling.signers).toBe(signers);
      expect(ruling.companionRequired).toBe(companion);
      expect(ruling.basis).toMatch(basis);
      expect(ruling.headline).toMatch(needed ? /^É exigida/ : /^Não é exigida/);
    },
  );

  it('says that cousins are not relatives up to the third degree', () => {
    expect(ruleTrip(facts('nacional', 'parente')).explanation).toContain('primos não');
  });

  it('counts a relative as a third party abroad', () => {
    expect(ruleTrip(facts('internacional', 'parente')).explanation).toContain('contam como terceiros');
  });

  it('offers printing one anyway when none is needed within Brazil', () => {
    expect(ruleTrip(facts('nacional', 'parente')).explanation).toContain('ainda pode gerar');
  });

  it('sends a trip abroad with a foreigner who lives abroad to the judge (ECA art. 85), not a parent', () => {
    for (const acompanhante of ['parente', 'outro'] as const) {
      const ruling = ruleTrip(
        facts('internacional', acompanhante, { acompanhanteEstrangeiroNoExterior: true }),
      );
      expect(ruling).toMatchObject({ needed: true, judicial: true });
      expect(ruling.headline).toMatch(/^É exigida autorização judicial/);
      expect(ruling.explanation).toContain('Vara da Infância e da Juventude');
      expect(ruling.basis).toContain('ECA, art. 85');
    }
    const parent = ruleTrip(
      facts('internacional', 'um_genitor', { acompanhanteEstrangeiroNoExterior: true }),
    );
    expect(parent.judicial).toBeUndefined();
    expect(parent.signers).toBe('outro_genitor');
  });

  it('applies the domestic rules while the age is still unknown', () => {
    expect(ruleTrip(facts('nacional', 'nenhum', { idade: null })).needed).toBe(true);
  });
});

describe('signaturesNeeded', () => {
  it('asks both parents only when the rules do and no guardian or sole parent signs', () => {
    const both = { signers: 'ambos_genitores' as const };
    expect(signaturesNeeded(both, { guardianSigns: false, poderFamiliarUnico: false })).toBe(2);
    expect(signaturesNeeded(both, { guardianSigns: true, poderFamiliarUnico: false })).toBe(1);
    expect(signaturesNeeded(both, { guardianSigns: false, poderFamiliarUnico: true })).toBe(1);
    expect(
      signaturesNeeded({ signers: 'outro_genitor' }, { guardianSigns: false, poderFamiliarUnico: false }),
    ).toBe(1);
    expect(
      signaturesNeeded({ signers: 'um_responsavel' }, { guardianSigns: false, poderFamiliarUnico: false }),
    ).toBe(1);
  });
});

describe('ageOn', () => {
  it('counts whole years up to the departure date, the birthday counting on its day', () => {
    const birth = { year: 2010, month: 7, day: 10 };
    expect(ageOn(birth, { year: 2026, month: 7, day: 9 })).toBe(15);
    expect(ageOn(birth, { year: 2026, month: 7, day: 10 })).toBe(16);
    expect(ageOn(birth, { year: 2026, month: 12, day: 31 })).toBe(16);
  });

  it('turns a 29 February birthday on 1 March of common years', () => {
    const leap = { year: 2012, month: 2, day: 29 };
    expect(ageOn(leap, { year: 2030, month: 2, day: 28 })).toBe(17);
    expect(ageOn(leap, { year: 2030, month: 3, day: 1 })).toBe(18);
  });

  it('reads DD/MM/AAAA and answers null for anything else', () => {
    expect(ageOnDates('14/03/2016', '10/07/2026')).toBe(10);
    expect(ageOnDates('31/02/2016', '10/07/2026')).toBeNull();
    expect(ageOnDates('14/03/2016', '')).toBeNull();
  });
});

describe('validityOf', () => {
  it('takes the validity date, else the trip from departure to return, else the default two years', () => {
    expect(
      validityOf({ validade_ate: '31/12/2026', data_ida: '10/07/2026', data_volta: '25/07/2026' }),
    ).toEqual({
      kind: 'ate',
      date: { year: 2026, month: 12, day: 31 },
    });
    expect(validityOf({ validade_ate: '', data_ida: '10/07/2026', data_volta: '25/07/2026' }).kind).toBe(
      'viagem',
    );
    expect(validityOf({ validade_ate: '', data_ida: '10/07/2026', data_volta: '' })).toEqual({
      kind: 'padrao',
    });
  });
});
