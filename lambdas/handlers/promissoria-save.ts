// POST promissoria-save: creates (no lote_id) or updates the caller's promissory-note batch (issue 20 item 4);
// a change after payment un-pays the batch and needs a new payment, as for the other kinds.
import { promissoriaSaveInput } from '@shared/api/promissorias';
import { businessCounters } from '../adapters/business-counters';
import { documentsRepository } from '../adapters/documents-repository';
import { defineHandler } from '../core/handler';
import { saveContrato } from '../use-cases/contratos';

const deps = { documents: documentsRepository, now: Date.now, counters: businessCounters };

export const handler = defineHandler({
  access: 'user',
  body: promissoriaSaveInput,
  async handle({ body, principal }) {
    const saved = await saveContrato(deps, { principal }, 'promissoria', {
      reference: body.lote_id ?? body.id,
      form: body.form,
      changes: body.changes,
      base_version: body.base_version,
      confirm_repayment: body.confirm_repayment,
    });
    return { ...saved, lote_id: saved.id };
  },
});
