import { zodResolver } from '@hookform/resolvers/zod';
import { type InvitationDetails, listOfNames, passwordSchema } from '@newsletter-os/contracts';
import { useQuery } from '@tanstack/react-query';
import { Building2, Mail, Newspaper, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { errorMessage, errorStatus, fieldFromMessage, NETWORK_ERROR_MESSAGE } from '../../shared/api/errors';
import { clearStoredAuth, getToken, storeSession } from '../../shared/storage';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { DetailItem } from '../../shared/ui/DetailItem';
import { PasswordField, TextField } from '../../shared/ui/Field';
import { LoadingState } from '../../shared/ui/Spinner';
import { useStoredUser } from '../../shared/use-stored-user';
import { userTypeLabels } from '../../shared/user-types';
import { AuthLayout, TextLink } from '../auth';
import { acceptInvitation, fetchInvitation } from './api';
import { landingPathForType } from './landing';

/** A link the server no longer accepts: expired (410), used (410) or replaced/unknown (400 naming no field). */
export function isDeadLinkError(error: unknown): boolean {
  const status = errorStatus(error);
  if (status === 410) return true;
  return status === 400 && fieldFromMessage(errorMessage(error)) === null;
}

/** Why the invitation cannot be used, and what to do instead. */
function DeadLink({ message }: { message: string }) {
  return (
    <AuthLayout
      title="This invitation can't be used"
      footer={
        <>
          Already joined? <TextLink to="/login">Log in</TextLink>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Alert>{message}</Alert>
        <p className="text-sm text-gray-600">
          Invitation links work once and expire after 7 days. Ask the person who invited you to send a new invitation.
        </p>
      </div>
    </AuthLayout>
  );
}

const newAccountSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Name is required' })
    .max(100, { message: 'Name must be at most 100 characters' }),
  password: passwordSchema,
});
const existingAccountSchema = z.object({
  name: z.string(),
  password: z.string().min(1, { message: 'Enter the password of your account' }),
});
const signedInSchema = z.object({ name: z.string(), password: z.string() });
type AcceptFormValues = { name: string; password: string };
const resolvers = {
  newAccount: zodResolver(newAccountSchema),
  existingAccount: zodResolver(existingAccountSchema),
  signedIn: zodResolver(signedInSchema),
};

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationDetails }) {
  const navigate = useNavigate();
  const storedUser = useStoredUser();
  // Signed in as the invited account already: the session proves who it is, no password needed.
  const signedInAsInvitee = Boolean(getToken()) && storedUser?.email?.toLowerCase() === invitation.email.toLowerCase();
  const [askPassword, setAskPassword] = useState(!signedInAsInvitee);
  const [formError, setFormError] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(null);
  // The fields asked for can change after a server answer (a password turns out to be needed): the resolver reads
  // the schema of the moment.
  const modeRef = useRef<keyof typeof resolvers>('newAccount');
  modeRef.current = !invitation.accountExists ? 'newAccount' : askPassword ? 'existingAccount' : 'signedIn';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptFormValues>({
    resolver: (values, context, options) => resolvers[modeRef.current](values, context, options),
    defaultValues: { name: '', password: '' },
  });

  if (deadLink) return <DeadLink message={deadLink} />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const session = await acceptInvitation(
        {
          token,
          ...(invitation.accountExists ? {} : { name: values.name.trim() }),
          ...(askPassword || !invitation.accountExists ? { password: values.password } : {}),
        },
        signedInAsInvitee && !askPassword,
      );
      // Another account may have been signed in in this browser: its client state goes before the new session.
      if (getToken() && !signedInAsInvitee) clearStoredAuth();
      storeSession(session);
      navigate(landingPathForType(session.user.userType), { replace: true });
    } catch (error) {
      if (isDeadLinkError(error)) {
        setDeadLink(errorMessage(error));
        return;
      }
      const message = errorMessage(error);
      const named = fieldFromMessage(message);
      if (named?.field === 'password') {
        setAskPassword(true);
        setError('password', { type: 'server', message: named.message }, { shouldFocus: true });
      } else if (named?.field === 'name') {
        setError('name', { type: 'server', message: named.message }, { shouldFocus: true });
      } else {
        setFormError(message);
      }
    }
  });

  const typeLabel = userTypeLabels[invitation.userType];
  const asType = `as ${typeLabel === 'Admin' ? 'an' : 'a'} ${typeLabel}`;
  const newsletters = listOfNames(invitation.newsletterNames);
  return (
    <AuthLayout
      title={`Join ${invitation.businessName}`}
      subtitle={
        newsletters
          ? `You have been invited to work on ${newsletters} ${asType}.`
          : `You have been invited to join ${asType}.`
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <dl className="grid gap-3 rounded-xl border border-gray-200 bg-gray-50 p-4">
          <DetailItem icon={<Building2 aria-hidden="true" className="size-4" />} label="Business">
            {invitation.businessName}
          </DetailItem>
          {newsletters ? (
            <DetailItem
              icon={<Newspaper aria-hidden="true" className="size-4" />}
              label={invitation.newsletterNames.length === 1 ? 'Newsletter' : 'Newsletters'}
            >
              {newsletters}
            </DetailItem>
          ) : null}
          <DetailItem icon={<Mail aria-hidden="true" className="size-4" />} label="Email">
            {invitation.email}
          </DetailItem>
          <DetailItem icon={<ShieldCheck aria-hidden="true" className="size-4" />} label="User type">
            {typeLabel}
          </DetailItem>
        </dl>
        {formError ? <Alert>{formError}</Alert> : null}
        {!invitation.accountExists ? (
          <>
            <TextField label="Name" autoComplete="name" autoFocus error={errors.name?.message} {...register('name')} />
            <PasswordField
              label="Password"
              autoComplete="new-password"
              hint="At least 8 characters."
              error={errors.password?.message}
              {...register('password')}
            />
          </>
        ) : askPassword ? (
          <>
            <p className="text-sm text-gray-600">
              You already have an account with this email. Enter its password to join {invitation.businessName}.
            </p>
            <PasswordField
              label="Password"
              autoComplete="current-password"
              autoFocus
              error={errors.password?.message}
              {...register('password')}
            />
          </>
        ) : (
          <p className="text-sm text-gray-600">You are signed in with this email. Accept to join right away.</p>
        )}
        <Button type="submit" fullWidth loading={isSubmitting} loadingText="Joining…">
          Accept invitation
        </Button>
      </form>
    </AuthLayout>
  );
}

/** /accept-invitation?token=…: shows what the invitation is for and completes it (docs/product-spec.md section 2 routes). */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => fetchInvitation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (!token) {
    return <DeadLink message="This invitation link is incomplete. Open the link from your invitation email again." />;
  }
  if (invitation.isPending) {
    return (
      <AuthLayout title="Opening your invitation">
        <LoadingState label="Loading invitation..." />
      </AuthLayout>
    );
  }
  if (invitation.isError) {
    if (isDeadLinkError(invitation.error)) return <DeadLink message={errorMessage(invitation.error)} />;
    const message = errorMessage(invitation.error);
    return (
      <AuthLayout title="Opening your invitation">
        <div className="flex flex-col gap-4">
          <Alert>
            {message === NETWORK_ERROR_MESSAGE ? message : `The invitation could not be loaded: ${message}`}
          </Alert>
          <Button variant="secondary" onClick={() => invitation.refetch()}>
            Try again
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return <AcceptForm token={token} invitation={invitation.data} />;
}
