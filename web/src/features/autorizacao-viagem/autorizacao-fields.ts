// The page's knowledge of the authorization's fields: the element that edits each one (the browser suite finds
// them by id), radio groups and the place picker included.
import type { AutorizacaoViagemField } from '@shared/documents/autorizacao-viagem/schema';

/** `aut-{field}`; a radio group's first option; the place picker's selects. */
export function fieldElementId(field: AutorizacaoViagemField | string): string {
  if (field === 'tipo_viagem') return 'aut-tipo_viagem-nacional';
  if (field === 'acompanhante') return 'aut-acompanhante-nenhum';
  if (field === 'poder_familiar_motivo') return 'aut-poder_familiar_motivo-falecimento';
  if (field === 'acomp_nacionalidade') return 'aut-acomp_nacionalidade-brasileira';
  if (field === 'acomp_residencia') return 'aut-acomp_residencia-brasil';
  if (field === 'local_estado') return 'aut-local-uf';
  if (field === 'local_cidade') return 'aut-local-cidade';
  return `aut-${field}`;
}
