import { zodResolver } from '@hookform/resolvers/zod';
import type { UserType } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, fieldFromMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { SelectField, TextAreaField } from '../../shared/ui/Field';
import { userTypeOptions } from '../../shared/user-types';
import { useBusinessWorkspaces, WorkspaceChecklist } from '../workspaces';
import { type InviteResult, inviteUsers } from './api';
import { type InviteFormValues, inviteFormSchema, splitEmails } from './invite-form';
import { invitationKeys } from './query-keys';

export interface InviteUsersFormProps {
  /** The signed-in user's type: managers cannot invite admins. */
  callerType: UserType | undefined;
  /** Start with every newsletter ticked (right after creating them in onboarding). */
  selectAllWorkspaces?: boolean;
  onInvited: (result: InviteResult) => void;
  /** Buttons beside the submit button (Cancel, Skip). */
  secondaryActions?: ReactNode;
  submitLabel?: string;
}

const formFields = ['emails', 'userType', 'workspaces'] as const;

/**
 * Invites people by email with a user type and newsletters (POST /invite-users/). Used by onboarding and by the
 * Users settings tab.
 */
export function InviteUsersForm({
  callerType,
  selectAllWorkspaces = false,
  onInvited,
  secondaryActions,
  submitLabel = 'Send invitations',
}: InviteUsersFormProps) {
  const workspaces = useBusinessWorkspaces();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { emails: '', userType: '', workspaces: [] },
  });

  // Ticks every newsletter once the list arrives, unless the user already chose.
  const loadedWorkspaces = workspaces.data;
  useEffect(() => {
    if (!selectAllWorkspaces || !loadedWorkspaces || getFieldState('workspaces').isDirty) return;
    setValue(
      'workspaces',
      loadedWorkspaces.map((workspace) => workspace.workspaceId),
    );
  }, [selectAllWorkspaces, loadedWorkspaces, getFieldState, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setPending(true);
    try {
      const result = await inviteUsers({
        emails: splitEmails(values.emails),
        userType: values.userType as UserType,
        workspaces: values.workspaces,
      });
      showSuccess(result.message);
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      const chosen = new Set(values.workspaces);
      const newsletterNames = (workspaces.data ?? []).filter((w) => chosen.has(w.workspaceId)).map((w) => w.name);
      onInvited({ ...result, newsletterNames });
    } catch (error) {
      const message = errorMessage(error);
      const named = fieldFromMessage(message);
      // "emails.2: …" belongs under the emails field; "userType: …" under its selector.
      const field = named && formFields.find((candidate) => named.field.split('.')[0] === candidate);
      if (named && field) setError(field, { type: 'server', message: named.message }, { shouldFocus: true });
      else if (/already a member/.test(message)) setError('emails', { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    } finally {
      setPending(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <Alert>{formError}</Alert> : null}
      <TextAreaField
        label="Email addresses"
        rows={3}
        placeholder="alex@example.com, sam@example.com"
        hint="Separate several addresses with commas or new lines."
        error={errors.emails?.message}
        {...register('emails')}
      />
      <SelectField
        label="User type"
        options={userTypeOptions(callerType)}
        error={errors.userType?.message}
        hint={callerType === 'manager' ? 'Managers can invite managers, users and partners.' : undefined}
        {...register('userType')}
      />
      <Controller
        control={control}
        name="workspaces"
        render={({ field, fieldState }) => (
          <WorkspaceChecklist
            label="Newsletters"
            workspaces={workspaces.data ?? []}
            loading={workspaces.isPending}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            hint="The invited people will be members of these newsletters."
          />
        )}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {secondaryActions}
        <Button type="submit" loading={pending} loadingText="Sending…">
          <Send aria-hidden="true" className="size-4" />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
