// The query of every "my documents" list route (`page_size`, `start_after_cursor`), checked the same way for
// each kind, and read into the paging the list use cases take.
import * as z from 'zod';

const PAGE_SIZE_MESSAGE = 'Tamanho de página inválido';

export const listPageQuery = z.object({
  page_size: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int({ error: PAGE_SIZE_MESSAGE })
    .min(1, { error: PAGE_SIZE_MESSAGE })
    .max(100, { error: PAGE_SIZE_MESSAGE })
    .default(50),
  start_after_cursor: z.string().trim().max(4000).optional(),
});

/** The page asked for: its size and the cursor to start after (none for the first page). */
export function listPage(query: z.output<typeof listPageQuery>): { pageSize: number; cursor?: string } {
  return { pageSize: query.page_size, cursor: query.start_after_cursor || undefined };
}
