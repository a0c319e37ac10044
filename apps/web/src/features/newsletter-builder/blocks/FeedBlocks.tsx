import type { BlockOfType } from '@newsletter-os/contracts';
import { format } from 'date-fns';
import { CalendarDays, MapPin } from 'lucide-react';
import { useBuilderStore } from '../store';
import { BlockField } from './SimpleBlocks';

type Snapshot = BlockOfType<'article'>['snapshot'] | BlockOfType<'event'>['snapshot'] | BlockOfType<'ad'>['snapshot'];

function when(value: string | undefined, pattern: string): string | null {
  if (!value) return null;
  // A bare day (a booking's issue day) is that day wherever the viewer is, not UTC midnight read locally.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
  return Number.isNaN(date.getTime()) ? null : format(date, pattern);
}

/** A content item as the email's card shows it (the renderer's card: image, title, details, summary). */
function Card({
  snapshot,
  label,
  meta,
  sponsored = false,
}: {
  snapshot: Snapshot;
  label?: string;
  meta?: React.ReactNode;
  sponsored?: boolean;
}) {
  return (
    <article className="nl-card" data-sponsored={sponsored ? '' : undefined}>
      {label ? <p className="nl-card-meta font-bold">{label}</p> : null}
      {snapshot.imageUrl ? (
        <img src={snapshot.imageUrl} alt="" className="mb-3 block h-auto w-full" loading="lazy" />
      ) : null}
      <p className="nl-card-title">
        {snapshot.link ? (
          <a href={snapshot.link} target="_blank" rel="noopener noreferrer">
            {snapshot.title}
          </a>
        ) : (
          snapshot.title
        )}
      </p>
      {meta}
      {snapshot.summary ? <p className="nl-card-text line-clamp-4">{snapshot.summary}</p> : null}
    </article>
  );
}

function EventMeta({ snapshot }: { snapshot: BlockOfType<'event'>['snapshot'] }) {
  const start = when(snapshot.startsAt, 'EEE d MMM yyyy · p');
  return (
    <div className="nl-card-meta flex flex-wrap gap-x-3 gap-y-1">
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
        sponsored
        label={`Sponsored${block.snapshot.businessName ? ` · ${block.snapshot.businessName}` : ''}`}
        meta={
          from || to ? (
            <p data-chrome className="nl-card-meta">
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
          <p className="nl-card-meta">
            {[block.snapshot.author ? `By ${block.snapshot.author}` : null, published].filter(Boolean).join(' · ')}
          </p>
        ) : null
      }
    />
  );
}

export function EventsBody({ block }: { block: BlockOfType<'events'> }) {
  return (
    <div className="flex flex-col gap-2">
      <div data-chrome className="nl-fields">
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
      </div>
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
