// Right after sign-in: a layout chosen on /Layouts while signed out goes to the person's newest resume when
// that resume has no layout yet; otherwise it stays in the browser for the next new resume. Signed-out
// visitors cannot create a resume (spec part 1 §6), so the layout is the only resume data to move.
import type { CurriculoMineResponse } from '@shared/api/curriculos';
import type { DraftMigrator } from '@/lib/session/draft-migrations';
import { clearLayoutPreference, readLayoutPreference } from './local-records';

export const curriculoLayoutMigrator: DraftMigrator = {
  name: 'curriculo-layout',
  async migrate({ api }) {
    const preference = readLayoutPreference();
    if (!preference) return;
    const mine = await api.get<CurriculoMineResponse>('curriculo-mine', { page_size: 1 });
    const newest = mine.list?.[0];
    if (!newest || newest.lastLayout) return;
    await api.post('curriculo-update', { id: newest.id, ...preference });
    clearLayoutPreference();
  },
};
