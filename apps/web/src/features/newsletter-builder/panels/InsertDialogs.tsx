import {
  type Block,
  BUTTON_LABEL_MAX,
  type Image,
  isSafeLink,
  tweetReference,
  withLinkScheme,
  youtubeVideoId,
} from '@newsletter-os/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { TextField } from '../../../shared/ui/Field';
import { FormDialogFooter, Modal } from '../../../shared/ui/Modal';
import { ImageLibraryPanel } from '../../images';
import { newBlockId } from '../document/block-factory';
import { addBlockTitle } from '../document/block-meta';
import { completeInsert, type InsertRequest, useInserter } from '../inserter';
import { ContentPickerDialog } from './ContentPickerDialog';
import { GifPickerDialog } from './GifPickerDialog';

/** The dialog that gives a new block its source, for the pending insert request. */
export function InsertDialogs({ workspaceId }: { workspaceId: string }) {
  const request = useInserter((state) => state.request);
  const close = useInserter((state) => state.close);
  if (!request) return null;
  const onOpenChange = (open: boolean) => (open ? undefined : close());
  const done = (blocks: Block[]) => completeInsert(request, blocks);
  switch (request.type) {
    case 'image':
      return <ImageInsert workspaceId={workspaceId} onOpenChange={onOpenChange} onDone={done} />;
    case 'gif':
      return <GifPickerDialog onOpenChange={onOpenChange} onDone={done} />;
    case 'youtube':
    case 'twitter':
    case 'embed':
      return <MediaLinkDialog request={request} onOpenChange={onOpenChange} onDone={done} />;
    case 'button':
      return <ButtonDialog onOpenChange={onOpenChange} onDone={done} />;
    case 'article':
    case 'event':
    case 'events':
    case 'ad':
      return (
        <ContentPickerDialog workspaceId={workspaceId} type={request.type} onOpenChange={onOpenChange} onDone={done} />
      );
    default:
      return null;
  }
}

interface StepProps {
  onOpenChange: (open: boolean) => void;
  onDone: (blocks: Block[]) => void;
}

/** Image: pick or upload in the library, then say what it shows (or that it is decorative). */
function ImageInsert({ workspaceId, onOpenChange, onDone }: StepProps & { workspaceId: string }) {
  const [image, setImage] = useState<Image | null>(null);
  // The library closes itself after a pick; that close leads to the next step, not out of the insert.
  const picked = useRef(false);
  if (!image) {
    return (
      <ImageLibraryPanel
        open
        workspaceId={workspaceId}
        title="Add an image"
        onOpenChange={(open) => (picked.current ? undefined : onOpenChange(open))}
        onPick={(chosen) => {
          picked.current = true;
          setImage(chosen);
        }}
      />
    );
  }
  return <AltTextDialog image={image} onOpenChange={onOpenChange} onDone={onDone} />;
}

function AltTextDialog({ image, onOpenChange, onDone }: StepProps & { image: Image }) {
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decorative && !alt.trim()) {
      setError('Describe the image, or mark it as decorative');
      return;
    }
    onDone([
      {
        id: newBlockId(),
        type: 'image',
        imageId: image.id,
        src: image.url,
        alt: decorative ? '' : alt.trim(),
        decorative,
        width: image.width ?? undefined,
        height: image.height ?? undefined,
      },
    ]);
  };
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Describe the image"
      description="Alt text is read to people who cannot see the image, and shown when images are off."
      footer={
        <FormDialogFooter
          formId="image-alt-form"
          submitLabel="Insert image"
          pending={false}
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id="image-alt-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <img src={image.thumbnailUrl ?? image.url} alt="" className="max-h-48 self-center rounded-lg object-contain" />
        {decorative ? null : (
          <TextField
            label="Alt text"
            value={alt}
            maxLength={500}
            onChange={(event) => setAlt(event.target.value)}
            error={error}
          />
        )}
        <Checkbox
          label="Decorative image (screen readers skip it)"
          checked={decorative}
          onChange={(event) => {
            setDecorative(event.target.checked);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}

const MEDIA_TEXT = {
  youtube: {
    label: 'YouTube link',
    placeholder: 'https://www.youtube.com/watch?v=…',
    check: (url: string) =>
      youtubeVideoId(url) ? null : 'Use a YouTube video link (youtube.com/watch?v=… or youtu.be/…)',
  },
  twitter: {
    label: 'Post link',
    placeholder: 'https://x.com/name/status/123',
    check: (url: string) => (tweetReference(url) ? null : 'Use a post on x.com or twitter.com (…/name/status/123)'),
  },
  embed: {
    label: 'Link',
    placeholder: 'https://',
    check: (url: string) => (/^https:\/\/[^\s/]+\.[^\s]+$/.test(url) ? null : 'Use a full https address'),
  },
} as const;

function MediaLinkDialog({ request, onOpenChange, onDone }: StepProps & { request: InsertRequest }) {
  const type = request.type as 'youtube' | 'twitter' | 'embed';
  const text = MEDIA_TEXT[type];
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    const problem = trimmed ? text.check(trimmed) : `${text.label} is required`;
    if (problem) {
      setError(problem);
      return;
    }
    onDone([{ id: newBlockId(), type, url: trimmed }]);
  };
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={addBlockTitle(type)}
      description="The newsletter shows a linked preview card; no outside script runs."
      footer={
        <FormDialogFooter
          formId="media-link-form"
          submitLabel="Insert"
          pending={false}
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id="media-link-form" onSubmit={submit} noValidate>
        <TextField
          label={text.label}
          type="url"
          value={url}
          placeholder={text.placeholder}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Modal>
  );
}

function ButtonDialog({ onOpenChange, onDone }: StepProps) {
  const [label, setLabel] = useState('Read more');
  const [href, setHref] = useState('');
  const [errors, setErrors] = useState<{ label?: string; href?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      label: label.trim() ? undefined : 'Button label is required',
      href: isSafeLink(withLinkScheme(href))
        ? undefined
        : 'Use a full address starting with https://, http:// or mailto:',
    };
    setErrors(next);
    if (next.label || next.href) return;
    onDone([{ id: newBlockId(), type: 'button', label: label.trim(), href: withLinkScheme(href), align: 'center' }]);
  };
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Add a button"
      footer={
        <FormDialogFooter
          formId="button-form"
          submitLabel="Insert"
          pending={false}
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id="button-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Button label"
          value={label}
          maxLength={BUTTON_LABEL_MAX}
          onChange={(event) => setLabel(event.target.value)}
          error={errors.label}
        />
        <TextField
          label="Button link"
          type="url"
          value={href}
          placeholder="https://"
          onChange={(event) => setHref(event.target.value)}
          error={errors.href}
        />
      </form>
    </Modal>
  );
}
