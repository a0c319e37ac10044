import { useCallback, useState } from 'react';
import { useBuilderStore } from '../store';
import { BlockItem } from './BlockItem';
import { AddBlockMenu } from './BlockMenu';

/** The newsletter's blocks in order. Only the block that changed re-renders on a keystroke. */
export function BlockList() {
  const order = useBuilderStore((state) => state.order);
  // A keyboard drag in progress: the block and where it was picked up.
  const [drag, setDrag] = useState<{ id: string; origin: number } | null>(null);
  const onDragOriginChange = useCallback(
    (id: string, origin: number | null) => setDrag(origin === null ? null : { id, origin }),
    [],
  );
  return (
    <div className="flex flex-col">
      <p id="block-drag-instructions" className="sr-only">
        Press Space to pick up a block, the arrow keys to move it, Space to drop it, Escape to cancel. Alt with the up
        or down arrow moves the focused block.
      </p>
      {order.length === 0 ? (
        <div className="mx-4 mb-4 rounded-xl border border-dashed border-gray-300 bg-white/70 px-6 py-10 text-center">
          <p className="text-base font-semibold text-gray-900">This newsletter has no blocks yet</p>
          <p className="mt-1 text-sm text-gray-600">Add text, images, articles, events and ads.</p>
          <div className="mt-4 flex justify-center">
            <AddBlockMenu label="Add your first block" />
          </div>
        </div>
      ) : (
        <ol aria-label="Newsletter blocks" className="flex flex-col">
          {order.map((id, index) => (
            <BlockItem
              key={id}
              id={id}
              index={index}
              count={order.length}
              dragOrigin={drag?.id === id ? drag.origin : null}
              onDragOriginChange={onDragOriginChange}
            />
          ))}
        </ol>
      )}
      {order.length > 0 ? (
        <div data-chrome className="px-4 pb-4">
          <AddBlockMenu />
        </div>
      ) : null}
    </div>
  );
}
