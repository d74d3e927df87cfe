// The six resume layouts as the pages name and describe them (the PDFs themselves are drawn by the server).
import { LAYOUT_IDS, type LayoutId } from '@shared/documents/curriculo/schema';

export interface LayoutInfo {
  id: LayoutId;
  label: string;
  description: string;
  /** Shows the photo when the resume has one. */
  usesPhoto: boolean;
}

const INFO: Record<LayoutId, Omit<LayoutInfo, 'id'>> = {
  clean: {
    label: 'Limpo',
    description: 'Uma coluna, nome em destaque, foto redonda pequena e habilidades em etiquetas.',
    usesPhoto: true,
  },
  modern: {
    label: 'Moderno',
    description: 'Barra lateral colorida com foto, contatos e habilidades; ideal para primeiro emprego.',
    usesPhoto: true,
  },
  executive: {
    label: 'Executivo',
    description: 'Faixa no topo, experiências em linha do tempo e painel lateral; para trajetórias longas.',
    usesPhoto: true,
  },
  minimal: {
    label: 'Minimalista',
    description: 'Sem foto e sem blocos de cor, muito espaço em branco e títulos discretos.',
    usesPhoto: false,
  },
  classic: {
    label: 'Clássico',
    description: 'O currículo tradicional, com fonte serifada, nome centralizado e sem foto.',
    usesPhoto: false,
  },
  comercial: {
    label: 'Comercial',
    description: 'Cabeçalho forte com foto quadrada e títulos em faixas; feito para se destacar em vendas.',
    usesPhoto: true,
  },
};

export const LAYOUTS: readonly LayoutInfo[] = LAYOUT_IDS.map((id) => ({ id, ...INFO[id] }));

export function layoutLabel(id: LayoutId | null | undefined): string {
  return id ? INFO[id].label : '—';
}
