import type { BlockOfType } from '@newsletter-os/contracts';
import { format } from 'date-fns';
import { CalendarDays, MapPin } from 'lucide-react';
import { useBuilderStore } from '../store';
import { BlockField } from './SimpleBlocks';

type Snapshot = BlockOfType<'article'>['snapshot'] | BlockOfType<'event'>['snapshot'] | BlockOfType<'ad'>['snapshot'];

function when(value: string | undefined, pattern: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : format(date, pattern);
}

function Card({ snapshot, label, meta }: { snapshot: Snapshot; label?: string; meta?: React.ReactNode }) {
  return (
    <article className="flex gap-3 overflow-hidden rounded-lg border border-gray-200 bg-white p-3">
      {snapshot.imageUrl ? (
        <img
          src={snapshot.imageUrl}
          alt=""
          className="size-20 shrink-0 rounded-md object-cover sm:h-24 sm:w-32"
          loading="lazy"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        {label ? <p className="text-xs font-semibold tracking-wide text-yellow-900 uppercase">{label}</p> : null}
        <h3 className="text-base font-semibold text-gray-900">{snapshot.title}</h3>
        {meta}
        {snapshot.summary ? <p className="mt-1 line-clamp-3 text-sm text-gray-700">{snapshot.summary}</p> : null}
        {snapshot.link ? <p className="mt-1 truncate text-xs text-indigo-700">{snapshot.link}</p> : null}
      </div>
    </article>
  );
}

function EventMeta({ snapshot }: { snapshot: BlockOfType<'event'>['snapshot'] }) {
  const start = when(snapshot.startsAt, 'EEE d MMM yyyy · p');
  return (
    <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-700">
      {start ? (
        <span className="flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          {start}
        </span>
      ) : null}
      {snapshot.venue ? (
        <span className="flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4" />
          {snapshot.venue}
        </span>
      ) : null}
    </div>
  );
}

export function FeedBody({ block }: { block: BlockOfType<'article' | 'event' | 'ad'> }) {
  if (block.type === 'event') return <Card snapshot={block.snapshot} meta={<EventMeta snapshot={block.snapshot} />} />;
  if (block.type === 'ad') {
    const from = when(block.snapshot.startDate, 'd MMM yyyy');
    const to = when(block.snapshot.endDate, 'd MMM yyyy');
    return (
      <Card
        snapshot={block.snapshot}
        label={`Sponsored${block.snapshot.businessName ? ` · ${block.snapshot.businessName}` : ''}`}
        meta={
          from || to ? (
            <p className="mt-1 text-xs text-gray-600">
              Runs {from ?? '…'} – {to ?? '…'}
            </p>
          ) : null
        }
      />
    );
  }
  const published = when(block.snapshot.publishedAt, 'd MMM yyyy');
  return (
    <Card
      snapshot={block.snapshot}
      meta={
        block.snapshot.author || published ? (
          <p className="mt-1 text-xs text-gray-600">{[block.snapshot.author, published].filter(Boolean).join(' · ')}</p>
        ) : null
      }
    />
  );
}

export function EventsBody({ block }: { block: BlockOfType<'events'> }) {
  return (
    <div className="flex flex-col gap-2">
      <BlockField
        label="Heading"
        value={block.heading ?? ''}
        maxLength={200}
        onCommit={(heading) =>
          useBuilderStore
            .getState()
            .updateBlock(block.id, (old) => ({ ...old, heading: heading.trim() ? heading : undefined }), 'heading')
        }
      />
      <ul className="flex flex-col gap-2">
        {block.entries.map((entry) => (
          <li key={entry.sourceItemId}>
            <Card snapshot={entry.snapshot} meta={<EventMeta snapshot={entry.snapshot} />} />
          </li>
        ))}
      </ul>
    </div>
  );
}
