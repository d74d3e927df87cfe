// Issue 44: every kind's invitable parties in one list, for the server, the PDF's record and the pages that show
// both contracts (Meus Contratos). A kind's own page takes its own list from beside its schema instead, so it
// loads no other kind's schema.
import { LOCACAO_INVITABLE_PARTIES } from '../documents/contrato-locacao/invitable-parties';
import { VEICULO_INVITABLE_PARTIES } from '../documents/contrato-veiculo/invitable-parties';
import type { InvitableParty } from './parties';

const INVITABLE_PARTIES: readonly InvitableParty[] = [
  ...LOCACAO_INVITABLE_PARTIES,
  ...VEICULO_INVITABLE_PARTIES,
];

/** The kind's invitable parties, in the form's order (none for a kind that has no invitations). */
export function partiesOf(kind: string): readonly InvitableParty[] {
  return INVITABLE_PARTIES.filter((p) => p.kind === kind);
}

/** The party `id` of `kind`, or undefined when that kind has no such party. */
export function partyOf(kind: string, id: string): InvitableParty | undefined {
  return INVITABLE_PARTIES.find((p) => p.kind === kind && p.id === id);
}
