// `versao=paga` on a document's PDF route (issue 41 item 3): the last paid version of a document edited since,
// which the lists offer until the changed one is paid. The server decides whether there is one to hand out.
import * as z from 'zod';

export const PAID_VERSION_QUERY = 'versao=paga';

/** The query field every PDF route takes for it. */
export const paidVersionField = () => z.literal('paga', { error: 'Versão inválida' }).optional();

/** What a list item says of it: the PDF of the last paid version can be downloaded. */
export interface PaidVersionFlag {
  paid_version_available?: boolean;
}
