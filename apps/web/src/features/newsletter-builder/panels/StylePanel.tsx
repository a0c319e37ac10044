import { FONT_FAMILIES, type NewsletterStyle, type NewsletterStyleInput } from '@newsletter-os/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { showError, showSuccess } from '../../../shared/toast';
import { Button } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { ColorField } from '../../../shared/ui/ColorField';
import { SelectField, TextAreaField, TextField } from '../../../shared/ui/Field';
import { Modal } from '../../../shared/ui/Modal';
import { usePersonalization, useSavePersonalization } from '../api';
import { useBuilderStore } from '../store';
import { StylePreview } from './StylePreview';
import { draftOfStyle, type StyleDraft, styleOfDraft } from './style-form';

const FONT_OPTIONS = FONT_FAMILIES.map((font) => ({ value: font, label: font }));

/**
 * The newsletter's look (logo, accent, fonts, header and footer, button): every valid change applies at once and is
 * saved with the newsletter by the autosave; the workspace's personalization can be loaded or replaced from here.
 */
export function StylePanel({
  workspaceId,
  open,
  onOpenChange,
}: {
  workspaceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Newsletter style"
      description="Changes apply to this newsletter as you make them and are saved with it."
      size="xl"
      footer={<Button onClick={() => onOpenChange(false)}>Done</Button>}
    >
      <StyleForm workspaceId={workspaceId} />
    </Modal>
  );
}

function StyleForm({ workspaceId }: { workspaceId: string }) {
  const [draft, setDraft] = useState<StyleDraft>(() => draftOfStyle(useBuilderStore.getState().style));
  const outcome = styleOfDraft(draft);
  const errors = 'errors' in outcome ? outcome.errors : {};
  const applied = useBuilderStore((state) => state.style);
  const personalization = usePersonalization(workspaceId);
  const saveWorkspaceLook = useSavePersonalization(workspaceId);

  const change = (patch: Partial<StyleDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const result = styleOfDraft(next);
    if ('style' in result) useBuilderStore.getState().setStyle(result.style);
  };
  const load = (style: NewsletterStyle) => {
    setDraft(draftOfStyle(style));
    useBuilderStore.getState().setStyle(style);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-5">
        <section aria-labelledby="style-brand" className="flex flex-col gap-4">
          <h3 id="style-brand" className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
            Brand
          </h3>
          <TextField
            label="Brand logo URL"
            value={draft.brandLogoUrl}
            placeholder="https://example.com/logo.png"
            hint="Shown at the top of the email. Leave empty for no logo."
            error={errors.brandLogoUrl}
            onChange={(event) => change({ brandLogoUrl: event.target.value })}
          />
          <ColorField
            label="Accent colour"
            value={draft.accentColor}
            error={errors.accentColor}
            onChange={(accentColor) => change({ accentColor })}
          />
        </section>
        <section aria-labelledby="style-type" className="grid gap-4 sm:grid-cols-2">
          <h3 id="style-type" className="text-sm font-semibold tracking-wide text-gray-500 uppercase sm:col-span-2">
            Typography
          </h3>
          <SelectField
            label="Heading font"
            options={FONT_OPTIONS}
            value={draft.headingFont}
            onChange={(event) => change({ headingFont: event.target.value as StyleDraft['headingFont'] })}
          />
          <SelectField
            label="Body font"
            options={FONT_OPTIONS}
            value={draft.bodyFont}
            onChange={(event) => change({ bodyFont: event.target.value as StyleDraft['bodyFont'] })}
          />
        </section>
        <section aria-labelledby="style-frame" className="flex flex-col gap-4">
          <h3 id="style-frame" className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
            Header and footer
          </h3>
          <TextAreaField
            label="Header text"
            rows={2}
            value={draft.headerText}
            error={errors.headerText}
            onChange={(event) => change({ headerText: event.target.value })}
          />
          <TextAreaField
            label="Footer text"
            rows={3}
            value={draft.footerText}
            error={errors.footerText}
            hint="For example your address and why readers receive this email."
            onChange={(event) => change({ footerText: event.target.value })}
          />
        </section>
        <section aria-labelledby="style-button" className="flex flex-col gap-4">
          <h3 id="style-button" className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
            Buttons
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <ColorField
              label="Button colour"
              value={draft.buttonBackground}
              error={errors.buttonBackground}
              onChange={(buttonBackground) => change({ buttonBackground })}
            />
            <ColorField
              label="Button text colour"
              value={draft.buttonText}
              error={errors.buttonText}
              onChange={(buttonText) => change({ buttonText })}
            />
          </div>
          <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
            <div className="w-40">
              <TextField
                label="Corner radius (px)"
                type="number"
                inputMode="numeric"
                min={0}
                max={32}
                value={draft.buttonRadius}
                error={errors.buttonRadius}
                onChange={(event) => change({ buttonRadius: event.target.value })}
              />
            </div>
            <Checkbox
              label="Full-width buttons"
              checked={draft.buttonFullWidth}
              onChange={(event) => change({ buttonFullWidth: event.target.checked })}
            />
          </div>
        </section>
        <section
          aria-labelledby="style-workspace"
          className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4"
        >
          <h3 id="style-workspace" className="text-sm font-semibold text-gray-900">
            Workspace look
          </h3>
          <p className="text-sm text-gray-600">
            New newsletters start from the workspace look. Changing it never restyles newsletters already written.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={!personalization.data}
              onClick={() => {
                if (!personalization.data) return;
                const { workspaceId: _workspace, updatedAt: _updated, ...style } = personalization.data;
                load(style as NewsletterStyle);
                showSuccess('Workspace look applied to this newsletter');
              }}
            >
              Use the workspace look
            </Button>
            <Button
              variant="secondary"
              disabled={!applied || 'errors' in outcome}
              loading={saveWorkspaceLook.isPending}
              onClick={() => {
                if (!applied) return;
                saveWorkspaceLook.mutate(applied as NewsletterStyleInput, {
                  onSuccess: () => showSuccess('Saved as the workspace look'),
                  onError: (error) => showError(errorMessage(error)),
                });
              }}
            >
              Save as the workspace look
            </Button>
          </div>
        </section>
      </div>
      <div className="order-first lg:order-none">
        <div className="lg:sticky lg:top-0">
          <StylePreview style={applied} />
        </div>
      </div>
    </div>
  );
}
