// Resume page breaks read back from the PDFs, per layout: a short and a typical resume on one page, a long one
// on two, where each section starts, headings repeated where a section continues, nothing typed cut.
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { SECOES, type SecaoId } from './content';
import { curriculoExemplo, curriculoMinimoExemplo, curriculoTipicoExemplo, fotoExemplo } from './fixtures';
import { layoutReadingOrder, renderCurriculoPdf } from './render';
import { type CurriculoForm, LAYOUT_IDS, type LayoutId } from './schema';

const today = new Date('2026-03-05T12:00:00Z');
const upper = (text: string) => text.replace(/\s+/g, ' ').toLocaleUpperCase('pt-BR');
const CONTINUED = ' (CONTINUAÇÃO)';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function pagesOf(form: CurriculoForm, layout: LayoutId): Promise<string[]> {
  const pdf = await extractPdfText(await renderCurriculoPdf(form, { layout, today, photo: fotoExemplo() }));
  return pdf.pages.map(upper);
}

/** The page (0-based) where each section's own heading is printed; -1 when absent. */
function sectionStarts(pages: readonly string[], ids: readonly SecaoId[]): Record<string, number> {
  const starts: Record<string, number> = {};
  for (const id of ids) {
    const heading = new RegExp(
      `${escapeRegExp(SECOES[id].toLocaleUpperCase('pt-BR'))}(?!${escapeRegExp(CONTINUED)})`,
    );
    starts[id] = pages.findIndex((page) => heading.test(page));
  }
  return starts;
}

/** Where a section starts in the long resume (1 = page 1, 2 = page 2), per layout. */
const LONG_STARTS: Record<LayoutId, Partial<Record<SecaoId, number>>> = {
  clean: {
    pessoais: 1,
    documentos: 1,
    experiencias: 1,
    formacao: 2,
    escolaridade: 2,
    cursos: 2,
    habilidades: 2,
  },
  modern: {
    contato: 1,
    pessoais: 1,
    documentos: 1,
    habilidades: 2,
    experiencias: 1,
    formacao: 1,
    escolaridade: 2,
    cursos: 2,
  },
  executive: {
    experiencias: 1,
    formacao: 1,
    escolaridade: 2,
    cursos: 2,
    habilidades: 2,
    pessoais: 1,
    documentos: 1,
  },
  minimal: {
    pessoais: 1,
    experiencias: 1,
    formacao: 2,
    escolaridade: 2,
    cursos: 2,
    habilidades: 2,
    documentos: 2,
  },
  classic: {
    objetivo: 1,
    pessoais: 1,
    documentos: 1,
    escolaridade: 1,
    formacao: 1,
    cursos: 1,
    experiencias: 2,
    habilidades: 2,
  },
  comercial: {
    pessoais: 1,
    documentos: 1,
    experiencias: 1,
    habilidades: 2,
    formacao: 2,
    escolaridade: 2,
    cursos: 2,
  },
};

/** The last thing each section prints in the long resume: where it lands, the section shows its heading. */
const LAST_OF: Partial<Record<SecaoId, string>> = {
  documentos: '1234 5678 0191',
  experiencias: 'TREINAMENTO DE NOVAS RECEPCIONISTAS',
  formacao: 'UNIVERSIDADE PAULISTA (UNIP)',
  escolaridade: 'E.E. PROFESSOR ANTÔNIO ALVES CRUZ',
  cursos: 'SEBRAE',
  habilidades: 'INGLÊS INTERMEDIÁRIO',
};

/** Where the last thing of a section lands on a later page than its heading, that page repeats the heading. */
function expectContinuedHeadings(pages: readonly string[], order: readonly SecaoId[], label: string): void {
  const starts = sectionStarts(pages, order);
  for (const id of order) {
    const last = LAST_OF[id];
    if (!last) continue;
    const page = pages.findIndex((text) => text.includes(last));
    expect(page, `${label}: ${id} ends after it starts`).toBeGreaterThanOrEqual(starts[id]!);
    if (page > starts[id]!) {
      expect(pages[page], `${label}: ${id} continued`).toContain(
        `${SECOES[id].toLocaleUpperCase('pt-BR')}${CONTINUED}`,
      );
    }
  }
}

describe('two-column layouts', () => {
  it('move a sidebar section whole to the next page rather than split it (modern)', async () => {
    const more = [
      'Negociação',
      'Liderança',
      'Pacote Office',
      'Arquivo',
      'Recepção',
      'Agenda',
      'Caixa',
      'Vendas',
    ];
    for (let count = 6; count <= 20; count += 2) {
      // A third job keeps the main column on two pages; the skills list is what meets the sidebar's foot.
      const skills = [...curriculoExemplo.skills, ...more].slice(0, count);
      const experiencias = [...curriculoExemplo.experiencias, curriculoExemplo.experiencias[1]!];
      const pages = await pagesOf({ ...curriculoExemplo, nome_pai: '', skills, experiencias }, 'modern');
      const heading = sectionStarts(pages, ['habilidades']).habilidades!;

      expect(pages, `${count} skills`).toHaveLength(2);
      for (const skill of [skills[0]!, skills[count - 1]!]) {
        expect(pages[heading], `${count} skills: ${skill}`).toContain(upper(skill));
      }
    }
  });
});

describe.each(LAYOUT_IDS)('page breaks of layout %s', (layout) => {
  const order = layoutReadingOrder(layout);

  it('prints a short resume on one page', async () => {
    const pages = await pagesOf(curriculoMinimoExemplo, layout);

    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('JOÃO PEDRO SANTOS');
    expect(pages[0]).not.toContain(CONTINUED.trim());
  });

  it('prints a typical resume on one page, every section on it', async () => {
    const pages = await pagesOf(curriculoTipicoExemplo, layout);

    expect(pages).toHaveLength(1);
    const starts = sectionStarts(
      pages,
      order.filter((id) => id !== 'documentos'),
    );
    for (const [id, page] of Object.entries(starts)) expect(page, id).toBe(0);
    expect(pages[0]).toContain('SISTEMAS ERP');
  });

  it('prints a long resume on two pages, each section starting where expected', async () => {
    const pages = await pagesOf(curriculoExemplo, layout);

    expect(pages).toHaveLength(2);
    const starts = sectionStarts(pages, order);
    const expected = Object.fromEntries(order.map((id) => [id, (LONG_STARTS[layout][id] ?? 0) - 1]));
    expect(starts).toEqual(expected);
  });

  it('repeats the heading of a section that continues on the next page', async () => {
    expectContinuedHeadings(await pagesOf(curriculoExemplo, layout), order, 'long resume');
  });

  it('repeats the heading of a continued section wherever the page breaks fall', async () => {
    const duties = curriculoExemplo.experiencias[0]!.funcoes.split('\n');
    for (let extra = 0; extra < 12; extra += 2) {
      const form: CurriculoForm = {
        ...curriculoExemplo,
        experiencias: [
          {
            ...curriculoExemplo.experiencias[0]!,
            funcoes: [...duties, ...duties.slice(0, extra)].join('\n'),
          },
          curriculoExemplo.experiencias[1]!,
        ],
      };

      const pages = await pagesOf(form, layout);

      expect(pages.length, `${extra} extra duties`).toBeLessThanOrEqual(3);
      expectContinuedHeadings(pages, order, `${extra} extra duties`);
    }
  });

  it('wraps long names, skills and e-mails instead of cutting them', async () => {
    const nome = 'Maria Aparecida dos Santos Nascimento Oliveira de Albuquerque Cavalcanti Wanderley';
    const skills = [
      'Atendimento ao cliente com foco em fidelização e conflitos',
      'Contas a pagar e a receber em ERP (SAP, TOTVS Protheus)',
      'Excel',
    ];
    const email = 'mariana.aparecida.costa.ferreira.assistente.financeira@empresa-de-exemplo-longa.com.br';
    const pages = await pagesOf({ ...curriculoExemplo, nome, skills, email }, layout);
    const text = pages.join(' ');

    expect(text).not.toContain('…');
    for (const skill of skills) expect(text).toContain(upper(skill));
    // A header line too narrow for the e-mail breaks it (a line break reads as a space).
    expect(text.replace(/ /g, '')).toContain(upper(email));
    // The name heads the first page and signs every page's footer.
    for (const page of pages) expect(page).toContain(upper(nome));
  });
});
