import { zodResolver } from '@hookform/resolvers/zod';
import { type BusinessUser, genderSchema, type UserType, userTypeSchema } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerError } from '../../shared/forms';
import { setStoredUser } from '../../shared/storage';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { SelectField, TextField } from '../../shared/ui/Field';
import { FormDialogFooter, Modal } from '../../shared/ui/Modal';
import { genderOptions, userTypeOptions } from '../../shared/user-types';
import { fetchMe, profileKeys } from '../profile';
import { useBusinessWorkspaces, WorkspaceChecklist } from '../workspaces';
import { updateUser, useUser } from './api';
import { userKeys } from './query-keys';

const editUserSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Name is required' })
    .max(100, { message: 'Name must be at most 100 characters' }),
  gender: z.union([z.literal(''), genderSchema]),
  userType: z.union([z.literal(''), userTypeSchema]).refine((value) => value !== '', { message: 'Select a user type' }),
  workspaces: z.array(z.string()),
});
type EditUserValues = z.input<typeof editUserSchema>;

function valuesOf(user: BusinessUser): EditUserValues {
  return {
    name: user.name,
    gender: user.gender ?? '',
    userType: user.userType,
    workspaces: user.workspaces.map((workspace) => workspace.workspaceId),
  };
}

/** Edits a user of the business: name, gender, user type and newsletters (PUT /users/{id}/update/). */
export function EditUserDialog({
  user,
  callerId,
  callerType,
  onClose,
}: {
  user: BusinessUser;
  callerId: string | undefined;
  callerType: UserType | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const fresh = useUser(user);
  const workspaces = useBusinessWorkspaces();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EditUserValues>({ resolver: zodResolver(editUserSchema), defaultValues: valuesOf(user) });

  // The fresh copy replaces the list's once, unless the form was already changed.
  const loaded = fresh.isPlaceholderData ? null : fresh.data;
  const freshApplied = useRef(false);
  useEffect(() => {
    if (!loaded || freshApplied.current) return;
    freshApplied.current = true;
    if (!isDirty) reset(valuesOf(loaded));
  }, [loaded, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await updateUser(user.id, {
        name: values.name.trim(),
        gender: values.gender === '' ? null : values.gender,
        userType: values.userType as UserType,
        workspaces: values.workspaces,
      });
      showSuccess('User updated');
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      if (user.id === callerId) {
        // Editing oneself can change one's own type: menus and permissions follow the stored record.
        const me = await fetchMe().catch(() => null);
        if (me) {
          setStoredUser(me);
          queryClient.setQueryData(profileKeys.me, me);
        }
      }
      onClose();
    } catch (error) {
      setFormError(applyServerError(error, setError, ['name', 'gender', 'userType', 'workspaces']));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Edit ${user.name}`}
      description={user.email}
      footer={
        <FormDialogFooter
          formId="edit-user-form"
          submitLabel="Save changes"
          pending={isSubmitting}
          onCancel={onClose}
        />
      }
    >
      <form id="edit-user-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Gender" options={genderOptions} error={errors.gender?.message} {...register('gender')} />
          <SelectField
            label="User type"
            options={userTypeOptions(callerType)}
            error={errors.userType?.message}
            {...register('userType')}
          />
        </div>
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
            />
          )}
        />
      </form>
    </Modal>
  );
}
