import { zodResolver } from '@hookform/resolvers/zod';
import { WORKSPACE_REGISTER_MAX, type Workspace, workspaceNameSchema } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, fieldErrorsOf, fieldFromMessage } from '../../shared/api/errors';
import { Alert } from '../../shared/ui/Alert';
import { Button, focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { TextField } from '../../shared/ui/Field';
import { registerWorkspaces, rememberWorkspace, workspaceKeys } from '../workspaces';

const newslettersFormSchema = z.object({
  names: z
    .array(z.object({ value: workspaceNameSchema }))
    .min(1)
    .max(WORKSPACE_REGISTER_MAX)
    .superRefine((names, context) => {
      const seen = new Set<string>();
      names.forEach(({ value }, index) => {
        const key = value.trim().toLowerCase();
        if (key && seen.has(key)) {
          context.addIssue({ code: 'custom', path: [index, 'value'], message: 'This name is already in the list' });
        }
        seen.add(key);
      });
    }),
});
type NewslettersFormValues = z.input<typeof newslettersFormSchema>;

/** Step 2: the first newsletters, one or more names (POST /workspace-register/). */
export function NewslettersForm({ onCreated }: { onCreated: (workspaces: Workspace[]) => void }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NewslettersFormValues>({
    resolver: zodResolver(newslettersFormSchema),
    defaultValues: { names: [{ value: '' }] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'names' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await registerWorkspaces(
        values.names.map(({ value }) => value.trim()),
        { silent: true },
      );
      // The list shows the newest first; the user starts in the first newsletter they named.
      const first = created.find((workspace) => workspace.name === values.names[0]?.value.trim()) ?? created[0];
      if (first) rememberWorkspace(first.workspaceId);
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
      onCreated(created);
    } catch (error) {
      const message = errorMessage(error);
      const fromMessage = fieldFromMessage(message);
      const named = fieldErrorsOf(error);
      if (named.length === 0 && fromMessage) named.push(fromMessage);
      // "workspaces.1" names the second input.
      const indexOf = (field: string) => Number(/^workspaces\.(\d+)$/.exec(field)?.[1] ?? Number.NaN);
      const placed = named.filter(({ field }) => Number.isInteger(indexOf(field)) && indexOf(field) < fields.length);
      placed.forEach(({ field, message: fieldMessage }, order) => {
        setError(
          `names.${indexOf(field)}.value`,
          { type: 'server', message: fieldMessage },
          { shouldFocus: order === 0 },
        );
      });
      if (placed.length === 0) setFormError(message);
    }
  });

  const addNewsletter = () => {
    append({ value: '' }, { shouldFocus: true });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <Alert>{formError}</Alert> : null}
      <ul className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                label={`Newsletter ${index + 1} name`}
                placeholder={index === 0 ? 'e.g. Harbour Town Weekly' : undefined}
                autoFocus={index === 0}
                error={errors.names?.[index]?.value?.message}
                {...register(`names.${index}.value`)}
              />
            </div>
            {fields.length > 1 ? (
              <button
                type="button"
                aria-label={`Remove newsletter ${index + 1}`}
                onClick={() => {
                  remove(index);
                  setFocus(`names.${Math.max(0, index - 1)}.value`);
                }}
                className={cn('mt-8 rounded-lg p-2 text-gray-500 hover:bg-gray-100 hover:text-red-600', focusRing)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {fields.length < WORKSPACE_REGISTER_MAX ? (
        <Button variant="secondary" onClick={addNewsletter} className="self-start">
          <Plus aria-hidden="true" className="size-4" />
          Add another newsletter
        </Button>
      ) : null}
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Creating…">
        {fields.length === 1 ? 'Create newsletter' : 'Create newsletters'}
      </Button>
    </form>
  );
}
