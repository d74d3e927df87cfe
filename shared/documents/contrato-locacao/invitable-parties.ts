// Issue 44: the rental contract's parties its owner may invite to fill in and confirm their own section: the
// tenant, the guarantor (under a guarantee by fiança) and the guarantor's spouse (a married guarantor).
import { invitableParty, schemaKeys } from '../../invitations/parties';
import { hasSpouse } from '../parties';
import { contratoLocacaoDraftSchema, guaranteeOf } from './schema';

const text = (form: Record<string, unknown>, key: string) =>
  typeof form[key] === 'string' ? (form[key] as string) : '';

const shape = () => contratoLocacaoDraftSchema.shape;
const hasGuarantor = (form: Record<string, unknown>) =>
  guaranteeOf({
    fiador_ativo: text(form, 'fiador_ativo') as 'sim' | 'nao' | '',
    caucao_ativo: text(form, 'caucao_ativo') as 'sim' | 'nao' | '',
    garantia_tipo: text(form, 'garantia_tipo') as never,
  }) === 'fianca';

export const LOCACAO_INVITABLE_PARTIES = [
  invitableParty(
    'locatario',
    'contrato_locacao',
    'LOCATÁRIO(A)',
    'locatário(a)',
    schemaKeys(shape, 'locatario_'),
    () => true,
  ),
  invitableParty(
    'fiador',
    'contrato_locacao',
    'FIADOR(A)',
    'fiador(a)',
    // Whether there is a guarantor is the owner's choice; the spouse's fields are the spouse's.
    schemaKeys(shape, 'fiador_', (key) => key === 'fiador_ativo' || key.startsWith('fiador_conjuge_')),
    hasGuarantor,
  ),
  invitableParty(
    'fiador_conjuge',
    'contrato_locacao',
    'CÔNJUGE DO(A) FIADOR(A)',
    'cônjuge do(a) fiador(a)',
    schemaKeys(shape, 'fiador_conjuge_'),
    // CC art. 1.647 III: the spouse signs only a married (or stable-union) guarantor's guarantee.
    (form) => hasGuarantor(form) && hasSpouse(form, 'fiador'),
  ),
] as const;
