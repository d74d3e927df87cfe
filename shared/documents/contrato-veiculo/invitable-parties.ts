// Issue 44: the vehicle sale's party its owner (the seller) may invite to fill in and confirm their own section.
import { invitableParty, schemaKeys } from '../../invitations/parties';
import { contratoVeiculoDraftSchema } from './schema';

export const VEICULO_INVITABLE_PARTIES = [
  invitableParty(
    'comprador',
    'contrato_compra_veiculo',
    'COMPRADOR(A)',
    'comprador(a)',
    schemaKeys(() => contratoVeiculoDraftSchema.shape, 'comprador_'),
    () => true,
  ),
] as const;
