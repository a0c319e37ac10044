import {
  type Block,
  type BlockOfType,
  BUTTON_LABEL_MAX,
  isSafeLink,
  tweetReference,
  withLinkScheme,
  youtubeVideoId,
} from '@newsletter-os/contracts';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../shared/ui/cn';
import { canvasButtonStyle } from '../canvas/canvas-theme';
import { codeContentOf, codeTextOf } from '../document/rich-text';
import { useBuilderStore } from '../store';

const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-500';
const labelClass = 'text-xs font-medium text-gray-700';

function update<T extends Block>(id: string, patch: Partial<T>, coalesceKey?: string) {
  useBuilderStore.getState().updateBlock(id, (block) => ({ ...block, ...patch }) as Block, coalesceKey);
}

/** A labelled one-line input bound to a block field; an invalid value shows its message and is not stored. */
export function BlockField({
  label,
  value,
  onCommit,
  validate,
  placeholder,
  maxLength,
  type = 'text',
  normalize,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  validate?: (value: string) => string | null;
  placeholder?: string;
  maxLength?: number;
  type?: 'text' | 'url';
  /** The stored form of a valid value (a link gets its https://); shown in the field once it is left. */
  normalize?: (value: string) => string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // Undo or another edit replaced the stored value: show it.
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }
  const problem = validate ? validate(draft) : null;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={draft}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (!validate || validate(next) === null) {
            // The stored value is the normalized one; the field keeps what is typed until it is left.
            const stored = normalize ? normalize(next) : next;
            setLastValue(stored);
            onCommit(stored);
          }
        }}
        onBlur={() => {
          if (normalize && !problem) setDraft(normalize(draft));
        }}
        className={cn(inputClass, problem && 'border-red-500')}
      />
      {problem ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function CodeBlockBody({ block }: { block: BlockOfType<'code'> }) {
  const id = useId();
  const text = codeTextOf(block.content);
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Code
      </label>
      <textarea
        id={id}
        value={text}
        spellCheck={false}
        rows={Math.min(16, Math.max(3, text.split('\n').length + 1))}
        onChange={(event) => update(block.id, { content: codeContentOf(event.target.value) }, 'typing')}
        placeholder="Paste or type code"
        className="nl-code block w-full resize-y border-0 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-indigo-500"
      />
    </div>
  );
}

export function DividerBody() {
  return <hr className="nl-divider" />;
}

const linkProblem = (value: string) =>
  isSafeLink(withLinkScheme(value)) ? null : 'Use a full address starting with https://, http:// or mailto:';

export function ButtonBody({ block }: { block: BlockOfType<'button'> }) {
  const align = block.align ?? 'center';
  const style = useBuilderStore((state) => state.style);
  return (
    <div>
      <div style={{ textAlign: align }}>
        <span data-testid="canvas-button" style={canvasButtonStyle(block.style, style)}>
          {block.label}
        </span>
      </div>
      <div data-chrome className="nl-fields flex flex-col gap-3 sm:flex-row">
        <BlockField
          label="Button label"
          value={block.label}
          maxLength={BUTTON_LABEL_MAX}
          validate={(value) => (value.trim() ? null : 'Button label is required')}
          onCommit={(label) => update(block.id, { label }, 'label')}
        />
        <BlockField
          label="Button link"
          type="url"
          value={block.href}
          validate={linkProblem}
          normalize={withLinkScheme}
          onCommit={(href) => update(block.id, { href }, 'href')}
        />
      </div>
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** The preview card of a YouTube, X or embed block: never the provider's player or script. */
export function MediaBody({ block }: { block: BlockOfType<'youtube' | 'twitter' | 'embed'> }) {
  const videoId = block.type === 'youtube' ? youtubeVideoId(block.url) : null;
  const tweet = block.type === 'twitter' ? tweetReference(block.url) : null;
  const thumbnail = block.preview?.thumbnailUrl ?? (videoId ? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` : null);
  const title =
    block.preview?.title ?? (videoId ? 'YouTube video' : tweet ? `Post by @${tweet.handle}` : hostOf(block.url));
  const validate = (value: string) => {
    const trimmed = value.trim();
    if (block.type === 'youtube')
      return youtubeVideoId(trimmed) ? null : 'Use a YouTube video link (youtube.com/watch?v=… or youtu.be/…)';
    if (block.type === 'twitter')
      return tweetReference(trimmed) ? null : 'Use a post on x.com or twitter.com (…/name/status/123)';
    return /^https:\/\/[^\s]+$/.test(trimmed) ? null : 'Use a full https address';
  };
  return (
    <div>
      <a
        href={block.url}
        target="_blank"
        rel="noopener noreferrer"
        className="nl-card flex overflow-hidden !p-0 hover:border-gray-400"
      >
        {thumbnail ? (
          <img src={thumbnail} alt="" className="h-20 w-32 shrink-0 object-cover sm:h-24 sm:w-40" loading="lazy" />
        ) : null}
        <span className="flex min-w-0 flex-col justify-center gap-1 p-3">
          <span className="nl-card-title truncate">{title}</span>
          <span className="nl-card-meta flex items-center gap-1 truncate">
            <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
            {block.url}
          </span>
        </span>
      </a>
      <div data-chrome className="nl-fields">
        <BlockField
          label={block.type === 'youtube' ? 'Video link' : block.type === 'twitter' ? 'Post link' : 'Link'}
          type="url"
          value={block.url}
          validate={validate}
          onCommit={(url) => update(block.id, { url: url.trim(), preview: undefined }, 'url')}
        />
      </div>
    </div>
  );
}
