import type { Block } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { blocksOf, COALESCE_MS, emptyHistory, recordChange, redoStep, snapshotOf, undoStep } from './history';

const paragraph = (id: string, text: string): Block => ({ id, type: 'paragraph', content: [{ type: 'text', text }] });

describe('block history', () => {
  it('joins typing in one block within a pause and starts a new step after it', () => {
    const start = snapshotOf([paragraph('a', 'x')]);
    let history = recordChange(emptyHistory, start, 'typing:a', 1_000);
    history = recordChange(history, start, 'typing:a', 1_500);
    expect(history.past).toHaveLength(1);
    history = recordChange(history, start, 'typing:a', 1_500 + COALESCE_MS + 1);
    expect(history.past).toHaveLength(2);
    history = recordChange(history, start, 'typing:b', 1_500 + COALESCE_MS + 2);
    expect(history.past).toHaveLength(3);
  });

  it('undoes back to the first snapshot and redoes to the last', () => {
    const states = Array.from({ length: 60 }, (_, index) => snapshotOf([paragraph('a', `v${index}`)]));
    let history = emptyHistory;
    states.slice(1).forEach((_, index) => {
      history = recordChange(history, states[index] ?? states[0]!, null, index);
    });
    let present = states.at(-1)!;
    for (;;) {
      const step = undoStep(history, present);
      if (!step) break;
      ({ history } = step);
      present = step.snapshot;
    }
    expect(blocksOf(present)).toEqual(blocksOf(states[0]!));
    for (;;) {
      const step = redoStep(history, present);
      if (!step) break;
      ({ history } = step);
      present = step.snapshot;
    }
    expect(blocksOf(present)).toEqual(blocksOf(states.at(-1)!));
  });
});
