import { zodResolver } from '@hookform/resolvers/zod';
import { updateWorkspaceBrandFieldsSchema, type WorkspaceBrand } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../shared/api/errors';
import { applyServerError } from '../../shared/forms';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { ColorField } from '../../shared/ui/ColorField';
import { TextField } from '../../shared/ui/Field';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import {
  updateWorkspaceBrand,
  useWorkspaceBrand,
  useWorkspaceId,
  useWorkspaceStore,
  workspaceKeys,
} from '../workspaces';
import { LogoPicker } from './LogoPicker';

const brandFormSchema = updateWorkspaceBrandFieldsSchema.omit({ workspaceId: true });
type BrandFormInput = z.input<typeof brandFormSchema>;
type BrandFormOutput = z.output<typeof brandFormSchema>;

function formValues(brand: WorkspaceBrand): BrandFormInput {
  return { brandName: brand.brandName ?? '', brandColor: brand.brandColor ?? '' };
}

function BrandForm({ workspaceId, brand }: { workspaceId: string; brand: WorkspaceBrand }) {
  const queryClient = useQueryClient();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [logoKey, setLogoKey] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BrandFormInput, unknown, BrandFormOutput>({
    resolver: zodResolver(brandFormSchema),
    defaultValues: formValues(brand),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (logoError) return;
    setFormError(null);
    try {
      const saved = await updateWorkspaceBrand({
        workspaceId,
        brandName: values.brandName ?? '',
        brandColor: values.brandColor ?? '',
        logo,
      });
      // The header shows the selected workspace's brand: it changes with the saved one at once.
      queryClient.setQueryData(workspaceKeys.brand(workspaceId), saved);
      useWorkspaceStore.getState().applyBrand(workspaceId, saved);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() });
      reset(formValues(saved));
      setLogo(null);
      setLogoKey((key) => key + 1);
      showSuccess('Brand updated');
    } catch (error) {
      const message = applyServerError(error, setError, ['brandName', 'brandColor']);
      // "logo: …" (wrong type, too large) belongs under the logo picker.
      if (message?.startsWith('logo: ')) setLogoError(message.slice('logo: '.length));
      else setFormError(message ?? null);
    }
  });

  return (
    // On a white card like the other settings tabs: the field hints' grey is too faint on the grey page.
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-2xl flex-col gap-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField
        label="Brand name"
        autoComplete="organization"
        hint="Shown with your logo, for example in submission portals."
        error={errors.brandName?.message}
        {...register('brandName')}
      />
      <Controller
        control={control}
        name="brandColor"
        render={({ field, fieldState }) => (
          <ColorField
            label="Brand colour"
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <LogoPicker
        key={logoKey}
        currentLogo={brand.logo ?? brand.brand}
        error={logoError}
        onChange={(file, problem) => {
          setLogo(problem ? null : file);
          setLogoError(problem);
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} loadingText="Saving…" disabled={!isDirty && !logo}>
          Save brand
        </Button>
      </div>
    </form>
  );
}

/** Settings → Brand: the selected newsletter's brand name, colour and logo (POST /update-workspaces-brands/). */
export function BrandSettingsTab() {
  const workspaceId = useWorkspaceId();
  const name = useWorkspaceStore((state) =>
    state.selectedWorkspace?.workspaceId === workspaceId ? state.selectedWorkspace?.name : undefined,
  );
  const brand = useWorkspaceBrand(workspaceId);

  return (
    <SettingsSection
      title="Brand"
      description={
        name
          ? `How ${name} looks: its logo appears in the header and on submission portals.`
          : 'How the newsletter looks: its logo appears in the header and on submission portals.'
      }
    >
      {!workspaceId ? (
        <NoWorkspaceState what="brand" />
      ) : brand.isPending ? (
        <LoadingState label="Loading brand..." />
      ) : brand.isError ? (
        <ErrorState message={errorMessage(brand.error)} onRetry={() => brand.refetch()} />
      ) : (
        <BrandForm key={workspaceId} workspaceId={workspaceId} brand={brand.data} />
      )}
    </SettingsSection>
  );
}
