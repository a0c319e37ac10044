import { beforeEach, describe, expect, it } from 'vitest';
import { builderNewsletter } from '../../../test/builder-newsletter';
import { emptyBlock } from './document/block-factory';
import { currentBlocks, useBuilderStore } from './store';

const newsletter = builderNewsletter([{ id: 'p1', type: 'paragraph', content: [{ type: 'text', text: 'Start' }] }]);

describe('the builder store', () => {
  beforeEach(() => useBuilderStore.getState().open(newsletter));

  it('undoes 50 mixed operations back to exactly the starting document, and redoes them', () => {
    const start = structuredClone(currentBlocks());
    const store = () => useBuilderStore.getState();
    for (let step = 0; step < 50; step += 1) {
      const ids = store().order;
      switch (step % 5) {
        case 0:
          store().insertBlocks([emptyBlock(step % 2 ? 'h2' : 'ul')], 0);
          break;
        case 1:
          store().updateBlock(ids[0] ?? '', (block) => ({ ...block, align: 'center' }) as typeof block);
          break;
        case 2:
          store().moveBlock(ids.at(-1) ?? '', 0);
          break;
        case 3:
          store().updateBlock(
            'p1',
            (block) => ({ ...block, content: [{ type: 'text', text: `typed ${step}` }] }) as typeof block,
          );
          break;
        default:
          store().removeBlock(ids[1] ?? '');
      }
    }
    const end = structuredClone(currentBlocks());
    expect(end).not.toEqual(start);
    while (store().history.past.length > 0) store().undo();
    expect(currentBlocks()).toEqual(start);
    while (store().history.future.length > 0) store().redo();
    expect(currentBlocks()).toEqual(end);
  });

  it('counts edits for the autosave and keeps the version of the last save', () => {
    const before = useBuilderStore.getState().revision;
    useBuilderStore.getState().setDetails({ title: 'New' });
    expect(useBuilderStore.getState()).toMatchObject({ revision: before + 1, saveStatus: 'unsaved' });
    const revision = useBuilderStore.getState().revision;
    useBuilderStore.getState().markSaved({ ...newsletter, version: 4 }, revision);
    expect(useBuilderStore.getState()).toMatchObject({ version: 4, saveStatus: 'saved' });
  });

  it('marks ready and back, and a save in flight does not undo the newer choice', () => {
    useBuilderStore.getState().setStatus('planned');
    const planned = useBuilderStore.getState().revision;
    expect(useBuilderStore.getState()).toMatchObject({ status: 'planned', saveStatus: 'unsaved' });
    useBuilderStore.getState().setStatus('draft');
    useBuilderStore.getState().markSaved({ ...newsletter, status: 'planned', version: 4 }, planned);
    expect(useBuilderStore.getState()).toMatchObject({ status: 'draft', version: 4, saveStatus: 'unsaved' });
  });

  it('keeps both versions on a conflict until the user chooses', () => {
    useBuilderStore.getState().insertBlocks([emptyBlock('divider', 'd1')]);
    const theirs = { ...newsletter, version: 5, title: 'Theirs' };
    useBuilderStore.getState().markConflict(theirs);
    expect(useBuilderStore.getState().order).toEqual(['p1', 'd1']);
    useBuilderStore.getState().keepMine();
    expect(useBuilderStore.getState()).toMatchObject({ version: 5, saveStatus: 'unsaved', conflict: null });
    useBuilderStore.getState().markConflict(theirs);
    useBuilderStore.getState().takeTheirs();
    expect(useBuilderStore.getState()).toMatchObject({ title: 'Theirs', order: ['p1'], version: 5 });
  });
});
