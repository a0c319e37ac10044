import { IMAGE_ALT_REQUIRED, lineText, PORTAL_TEXT_MAX, text, webLinkSchema } from '@newsletter-os/contracts';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessage, fieldErrorsOf } from '../../shared/api/errors';
import { checkedText } from '../../shared/forms';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Card, PageHeader } from '../../shared/ui/Card';
import { Checkbox } from '../../shared/ui/Checkbox';
import { TextAreaField, TextField } from '../../shared/ui/Field';
import { NoWorkspaceState } from '../../shared/ui/States';
import { ImagePicker, imageProblem } from '../portals';
import { useWorkspaceId } from '../workspaces';
import { useUploadContent, useUploadTags } from './api';

const uploadSchema = z.object({
  title: lineText(200, 'Title'),
  summary: z.union([z.literal(''), text(1000, 'Summary')]),
  text: text(PORTAL_TEXT_MAX, 'Text'),
  link: checkedText(webLinkSchema),
});
type Values = z.input<typeof uploadSchema> & { imageAlt: string };
type Errors = Partial<Record<keyof Values | 'image', string>>;
const empty: Values = { title: '', summary: '', text: '', link: '', imageAlt: '' };

/** /content-upload-portal: a partner sends content to the newsletter (it waits in the review queue). */
export function ContentUploadPage() {
  const workspaceId = useWorkspaceId();
  return (
    <div>
      <PageHeader
        title="Content Upload"
        subtitle="Send an article, announcement or photo to this newsletter. The team reviews it before it is published."
      />
      {workspaceId ? <UploadForm workspaceId={workspaceId} /> : <NoWorkspaceState what="uploads" headingLevel={2} />}
    </div>
  );
}

function UploadForm({ workspaceId }: { workspaceId: string }) {
  const tags = useUploadTags(workspaceId);
  const upload = useUploadContent(workspaceId);
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<Values>(empty);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const change = (name: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found: Errors = {};
    const parsed = uploadSchema.safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
    if (image) {
      found.image = imageProblem(image) ?? undefined;
      if (!values.imageAlt.trim()) found.imageAlt = IMAGE_ALT_REQUIRED;
    }
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) if (value.trim()) form.append(name, value.trim());
    for (const id of tagIds) form.append('tagIds', id);
    if (image) form.append('image', image);
    try {
      const result = await upload.mutateAsync(form);
      navigate(`/form-submission${location.search}`, { state: { trackingId: result.trackingId } });
    } catch (error) {
      const byField = fieldErrorsOf(error);
      if (byField.length) setErrors(Object.fromEntries(byField.map((e) => [e.field, e.message])));
      else setProblem(errorMessage(error));
    }
  };

  return (
    <Card className="max-w-3xl">
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label="Title"
          required
          maxLength={200}
          value={values.title}
          error={errors.title}
          onChange={(e) => change('title', e.target.value)}
        />
        <TextAreaField
          label="Summary (optional)"
          rows={2}
          hint="One or two sentences for the newsletter."
          value={values.summary}
          error={errors.summary}
          onChange={(e) => change('summary', e.target.value)}
        />
        <TextAreaField
          label="Text"
          required
          rows={8}
          hint="Plain text; leave an empty line between paragraphs."
          value={values.text}
          error={errors.text}
          onChange={(e) => change('text', e.target.value)}
        />
        <TextField
          label="Link (optional)"
          type="url"
          hint="https:// is added when you leave it out."
          value={values.link}
          error={errors.link}
          onChange={(e) => change('link', e.target.value)}
        />
        {tags.data && tags.data.length > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-gray-800">Tags (optional)</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {tags.data.map((tag) => (
                <Checkbox
                  key={tag.tagId}
                  label={tag.name}
                  checked={tagIds.includes(tag.tagId)}
                  onChange={(e) =>
                    setTagIds((current) =>
                      e.target.checked ? [...current, tag.tagId] : current.filter((id) => id !== tag.tagId),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <ImagePicker
          file={image}
          onFile={(file) => {
            setImage(file);
            setErrors((current) => ({ ...current, image: file ? (imageProblem(file) ?? undefined) : undefined }));
          }}
          alt={values.imageAlt}
          onAlt={(value) => change('imageAlt', value)}
          error={errors.image}
          altError={errors.imageAlt}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        <div>
          <Button type="submit" loading={upload.isPending} loadingText="Uploading...">
            Submit content
          </Button>
        </div>
      </form>
    </Card>
  );
}
