// The invitee's page of each kind whose parties can be invited (issue 44), by the kind's stored name: a kind
// made invitable in shared/invitations without a page here fails typecheck. Each is a chunk of its own.
import type { InvitableKind } from '@shared/invitations/parties';
import type { ComponentType } from 'react';
import type { InviteeKindProps } from '@/components/invitation/invitee-page';

export const INVITEE_PAGES: Readonly<Record<InvitableKind, () => Promise<ComponentType<InviteeKindProps>>>> =
  {
    contrato_locacao: async () =>
      (await import('@/features/contrato-locacao/pages/convite-locacao-page')).ConviteLocacaoPage,
    contrato_compra_veiculo: async () =>
      (await import('@/features/contrato-veiculo/pages/convite-veiculo-page')).ConviteVeiculoPage,
  };
