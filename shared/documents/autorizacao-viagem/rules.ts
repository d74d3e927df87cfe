// The rules that decide whether a minor's trip needs a parents' authorization and who must sign it (ECA arts.
// 83–85 as amended by Lei 13.812/2019 and Resolução CNJ 295/2019 for trips within Brazil; Resolução CNJ
// 131/2011 for trips abroad), as pure functions: the page runs them while the form is filled, the final check
// and the PDF run the same. Sources and the points where the reading was corrected: docs/autorizacao-viagem.md.
import { type CalendarDate, parseBrDate } from '../../format/dates';

export const TRIP_KINDS = ['nacional', 'internacional'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

/** Who travels with the child: nobody, both parents, one parent (or the guardian), a relative, another adult. */
export const COMPANIONS = ['nenhum', 'ambos_genitores', 'um_genitor', 'parente', 'outro'] as const;
export type Companion = (typeof COMPANIONS)[number];

/** Who must sign: nobody; either parent or the guardian; the parent who stays; both parents (or the guardian). */
export type Signers = 'nenhum' | 'um_responsavel' | 'outro_genitor' | 'ambos_genitores';

/** The age from which a domestic trip needs no authorization (ECA art. 83, Lei 13.812/2019). */
export const DOMESTIC_FREE_AGE = 16;
export const ADULT_AGE = 18;
/** Validity of an authorization that states none (Res. CNJ 131/2011, art. 10; Res. CNJ 295/2019). */
export const DEFAULT_VALIDITY_YEARS = 2;

export const RES_131 = 'Resolução CNJ nº 131/2011';
export const RES_295 = 'Resolução CNJ nº 295/2019';

export interface TripFacts {
  tipo: TripKind;
  acompanhante: Companion;
  /** Domestic only: the destination is a district next to the home one in the same state, or in its metropolitan region. */
  comarcaContigua: boolean;
  /** Only the travelling parent holds parental authority (the other died, lost it, or is not on the birth certificate). */
  poderFamiliarUnico: boolean;
  /** Age on the departure date; null while the birth date is unknown. */
  idade: number | null;
  /** Abroad: the companion is a foreigner who lives abroad (ECA art. 85). */
  acompanhanteEstrangeiroNoExterior?: boolean;
}

export interface TripRuling {
  /** An authorization is required at boarding. */
  needed: boolean;
  /** Only a judge may authorize this trip (ECA art. 85): a private authorization is of no use, none is sold. */
  judicial?: boolean;
  /** Who must sign when needed; when not needed, who may sign one printed anyway ('nenhum': none makes sense). */
  signers: Signers;
  /** Whether the document names the companion (a third party, or the parent who travels abroad). */
  companionRequired: boolean;
  /** One plain-Portuguese sentence: the answer. */
  headline: string;
  /** What to carry or do, in plain Portuguese. */
  explanation: string;
  /** The rule cited. */
  basis: string;
}

/** Whole years from `birth` to `on` (a birthday counts on its day; 29 February on 1 March of other years). */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  let age = on.year - birth.year;
  if (on.month < birth.month || (on.month === birth.month && on.day < birth.day)) age -= 1;
  return age;
}

/** The age on `on` (DD/MM/AAAA strings), or null when either date is not a date. */
export function ageOnDates(birth: string, on: string): number | null {
  const b = parseBrDate(birth);
  const d = parseBrDate(on);
  return b && d ? ageOn(b, d) : null;
}

export const SIGNERS_TEXT: Record<Signers, string> = {
  nenhum: 'Ninguém precisa assinar.',
  um_responsavel: 'Assina um dos genitores (mãe ou pai) ou o responsável legal (tutor ou guardião).',
  outro_genitor: 'Assina o genitor que não vai viajar.',
  ambos_genitores: 'Assinam os dois genitores (mãe e pai), ou o responsável legal (tutor ou guardião).',
};

const ECA_83 = 'ECA, art. 83, com a redação da Lei nº 13.812/2019';

function domestic(f: TripFacts): TripRuling {
  const optional = (headline: string, explanation: string, basis: string): TripRuling => ({
    needed: false,
    signers: 'um_responsavel',
    companionRequired: false,
    headline,
    explanation: `${explanation} Se quiser, você ainda pode gerar uma autorização.`,
    basis,
  });
  if (f.idade !== null && f.idade >= DOMESTIC_FREE_AGE) {
    return optional(
      'Não é exigida autorização: adolescentes de 16 e 17 anos viajam pelo Brasil sem ela.',
      'Basta levar um documento oficial com foto.',
      `${ECA_83} (a exigência vale só para menores de 16 anos); ${RES_295}`,
    );
  }
  if (f.acompanhante === 'ambos_genitores' || f.acompanhante === 'um_genitor') {
    return optional(
      'Não é exigida autorização: a criança viaja com a mãe, o pai ou o responsável legal.',
      'Leve o documento da criança que prova a filiação ou a guarda (certidão de nascimento ou RG).',
      `${ECA_83}; ${RES_295}`,
    );
  }
  if (f.comarcaContigua) {
    return optional(
      'Não é exigida autorização para comarca vizinha no mesmo estado ou na mesma região metropolitana.',
      'Leve o documento de identidade ou a certidão de nascimento da criança.',
      `${ECA_83}, § 1º, alínea "a"; ${RES_295}`,
    );
  }
  if (f.acompanhante === 'parente') {
    return optional(
      'Não é exigida autorização: a criança viaja com parente maior de idade até o terceiro grau.',
      'Avós, bisavós, irmãos, tios e sobrinhos maiores de 18 anos valem; primos não (são parentes de quarto grau). ' +
        'Leve documentos que provem o parentesco, como as certidões de nascimento que ligam o parente à criança.',
      `${ECA_83}, § 1º, alínea "b", item 1; ${RES_295}`,
    );
  }
  if (f.acompanhante === 'outro') {
    return {
      needed: true,
      signers: 'um_responsavel',
      companionRequired: true,
      headline: 'É exigida autorização: a criança viaja com um adulto que não é parente até o terceiro grau.',
      explanation:
        'A autorização expressa de um dos genitores ou do responsável legal, com firma reconhecida em cartório, ' +
        'dispensa a autorização judicial.',
      basis: `${ECA_83}, § 1º, alínea "b", item 2; ${RES_295}`,
    };
  }
  return {
    needed: true,
    signers: 'um_responsavel',
    companionRequired: false,
    headline: 'É exigida autorização: menor de 16 anos viajando desacompanhado(a) para fora da comarca.',
    explanation:
      'A autorização expressa de um dos genitores ou do responsável legal, com firma reconhecida em cartório, ' +
      'dispensa a autorização judicial.',
    basis: `${ECA_83}; ${RES_295}`,
  };
}

/** The Vara da Infância e da Juventude: where the judicial authorization of art. 85 is asked for. */
export const VARA_DA_INFANCIA =
  'Os genitores (ou o responsável legal) pedem a autorização judicial na Vara da Infância e da Juventude da ' +
  'comarca onde a criança mora, levando a certidão de nascimento da criança, os documentos dos genitores e do ' +
  'acompanhante e os dados da viagem; o site do Tribunal de Justiça do estado informa como pedir.';

const ECA_85 = 'ECA, art. 85';

function international(f: TripFacts): TripRuling {
  // Art. 85 binds third parties: a foreign parent travelling with the child is the exception (Res. CNJ 131/2011).
  if (f.acompanhanteEstrangeiroNoExterior && (f.acompanhante === 'parente' || f.acompanhante === 'outro')) {
    return {
      needed: true,
      judicial: true,
      signers: 'ambos_genitores',
      companionRequired: true,
      headline:
        'É exigida autorização judicial: a criança sairia do Brasil com estrangeiro que mora no exterior.',
      explanation:
        'Sem prévia e expressa autorização do juiz, criança ou adolescente nascido no Brasil não pode sair do ' +
        `país em companhia de estrangeiro residente ou domiciliado no exterior; uma autorização particular, mesmo com firma reconhecida, não é aceita no embarque. ${VARA_DA_INFANCIA}`,
      basis: `${ECA_85}; ${RES_131}`,
    };
  }
  if (f.acompanhante === 'ambos_genitores') {
    return {
      needed: false,
      signers: 'nenhum',
      companionRequired: false,
      headline: 'Não é exigida autorização: a criança viaja com os dois genitores.',
      explanation: 'Leve o passaporte da criança.',
      basis: `${RES_131}, art. 1º, I`,
    };
  }
  if (f.acompanhante === 'um_genitor') {
    if (f.poderFamiliarUnico) {
      return {
        needed: false,
        signers: 'nenhum',
        companionRequired: false,
        headline:
          'Não é exigida autorização de outra pessoa: só o genitor que viaja exerce o poder familiar.',
        explanation:
          'Leve o documento que prova isso (certidão de óbito do outro genitor, decisão judicial ou certidão de ' +
          'nascimento sem o outro genitor): a Polícia Federal o examina no embarque.',
        basis: `${RES_131}, art. 1º, II`,
      };
    }
    return {
      needed: true,
      signers: 'outro_genitor',
      companionRequired: true,
      headline: 'É exigida autorização do genitor que não vai viajar.',
      explanation:
        'O genitor que fica assina a autorização, com firma reconhecida em cartório, em duas vias originais.',
      basis: `${RES_131}, art. 1º, II`,
    };
  }
  const alone = f.acompanhante === 'nenhum';
  return {
    needed: true,
    signers: 'ambos_genitores',
    companionRequired: !alone,
    headline: alone
      ? 'É exigida autorização dos dois genitores: a criança viaja ao exterior desacompanhada.'
      : 'É exigida autorização dos dois genitores: a criança viaja ao exterior com terceiros.',
    explanation:
      (f.acompanhante === 'parente'
        ? 'Para viagens ao exterior, avós, tios e outros parentes contam como terceiros. '
        : '') +
      'Os dois genitores (ou o responsável legal) assinam, com firma reconhecida em cartório, em duas vias originais.',
    basis: `${RES_131}, art. 1º, III`,
  };
}

/** Whether the trip needs an authorization, who signs it and why. */
export function ruleTrip(facts: TripFacts): TripRuling {
  return facts.tipo === 'internacional' ? international(facts) : domestic(facts);
}

/** The resolution a document of this kind is made under. */
export function resolutionOf(tipo: TripKind): string {
  return tipo === 'internacional' ? RES_131 : RES_295;
}

/** How many signatures the document needs: two when both parents must sign and neither exception applies. */
export function signaturesNeeded(
  ruling: Pick<TripRuling, 'signers'>,
  facts: { guardianSigns: boolean; poderFamiliarUnico: boolean },
): 1 | 2 {
  if (ruling.signers !== 'ambos_genitores') return 1;
  return facts.guardianSigns || facts.poderFamiliarUnico ? 1 : 2;
}

/** The validity the document states: the date given, else the trip's return, else the default two years. */
export type Validity =
  | { kind: 'ate'; date: CalendarDate }
  | { kind: 'viagem'; ida: CalendarDate; volta: CalendarDate }
  | { kind: 'padrao' };

export function validityOf(form: { validade_ate: string; data_ida: string; data_volta: string }): Validity {
  const ate = parseBrDate(form.validade_ate);
  if (ate) return { kind: 'ate', date: ate };
  const ida = parseBrDate(form.data_ida);
  const volta = parseBrDate(form.data_volta);
  if (ida && volta) return { kind: 'viagem', ida, volta };
  return { kind: 'padrao' };
}
