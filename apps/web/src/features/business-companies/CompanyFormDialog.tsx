import { zodResolver } from '@hookform/resolvers/zod';
import { type BusinessCompany, COMPANY_NAME_MAX, httpUrlSchema, text } from '@newsletter-os/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerError } from '../../shared/forms';
import { showError, showSuccess } from '../../shared/toast';
import { TextField } from '../../shared/ui/Field';
import { FormDialog } from '../../shared/ui/FormDialog';
import { IMAGE_ACCEPT, imageFileProblem } from '../images';
import { type CompanyFormValues, useSaveCompany } from './api';

const optionalUrl = z
  .string()
  .trim()
  .refine((v) => v === '' || httpUrlSchema.safeParse(v).success, { message: 'Enter a full http or https URL' });

const companyFormSchema = z.object({
  name: text(COMPANY_NAME_MAX, 'Company name'),
  logoUrl: optionalUrl,
  website: optionalUrl,
  contactName: z.string().trim().max(200, { message: 'Contact name must be at most 200 characters' }),
  contactEmail: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: 'Enter a valid email address' }),
  contactPhone: z
    .string()
    .trim()
    .max(50, { message: 'Phone must be at most 50 characters' })
    .regex(/^[0-9+()\-.\s]*$/, { message: 'Phone may contain only digits, spaces and + ( ) - .' }),
}) satisfies z.ZodType<CompanyFormValues>;

const fields = ['name', 'logoUrl', 'website', 'contactName', 'contactEmail', 'contactPhone'] as const;

function valuesOf(company: BusinessCompany | null | undefined): CompanyFormValues {
  return {
    name: company?.name ?? '',
    logoUrl: company?.logo ?? '',
    website: company?.website ?? '',
    contactName: company?.contactName ?? '',
    contactEmail: company?.contactEmail ?? '',
    contactPhone: company?.contactPhone ?? '',
  };
}

/** Creates a business company (advertiser), or edits `company`; `onSaved` receives the saved record. */
export function CompanyFormDialog({
  open,
  onOpenChange,
  workspaceId,
  company,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  company?: BusinessCompany | null;
  onSaved?: (company: BusinessCompany) => void;
}) {
  const save = useSaveCompany(workspaceId);
  const [logo, setLogo] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<CompanyFormValues>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: valuesOf(company),
  });
  const { errors } = formState;

  useEffect(() => {
    if (!open) return;
    reset(valuesOf(company));
    setLogo(null);
    setFormError(null);
  }, [open, company, reset]);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(
      { id: company?.id, values, logo },
      {
        onSuccess: (saved) => {
          showSuccess(company ? 'Business company updated' : 'Business company created');
          onSaved?.(saved);
          onOpenChange(false);
        },
        onError: (error) => setFormError(applyServerError(error, setError, fields)),
      },
    );
  });

  // Nested inside another form (the ad dialog), a submit must not bubble up to the outer form.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    return onSubmit(event);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={company ? 'Edit business company' : 'New business company'}
      size="md"
      submitLabel={company ? 'Save company' : 'Create company'}
      pending={save.isPending}
      error={formError}
      onSubmit={submit}
    >
      <TextField label="Company name" autoComplete="organization" error={errors.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Logo URL"
          type="url"
          placeholder="https://"
          disabled={logo !== null}
          hint={logo ? 'The uploaded file is used instead.' : undefined}
          error={errors.logoUrl?.message}
          {...register('logoUrl')}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="company-logo-file" className="text-sm font-medium text-gray-800">
            Logo file
          </label>
          <input
            id="company-logo-file"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const problem = file ? imageFileProblem(file) : null;
              if (problem) {
                showError(problem);
                event.target.value = '';
                return;
              }
              setLogo(file);
            }}
            className="text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100"
          />
        </div>
      </div>
      <TextField
        label="Website"
        type="url"
        placeholder="https://"
        error={errors.website?.message}
        {...register('website')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Contact name"
          autoComplete="name"
          error={errors.contactName?.message}
          {...register('contactName')}
        />
        <TextField
          label="Contact email"
          type="email"
          autoComplete="email"
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
      </div>
      <TextField
        label="Contact phone"
        type="tel"
        autoComplete="tel"
        error={errors.contactPhone?.message}
        {...register('contactPhone')}
      />
    </FormDialog>
  );
}
