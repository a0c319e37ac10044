import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fail, fetchBodyOf, makeToken, makeUser, mockApi, mockFetch, ok, renderApp, signIn } from './helpers';

// A screen a test ends on may still be loading (the header's workspace list, onboarding's state): test/setup.ts
// leaves those late requests unanswered, so their error toasts never land in the next test.
const useServer = mockApi;

/** Answers the login call from `handler`; the screens it leads to get no answer here. */
function mockLogin(handler: Parameters<typeof mockFetch>[0]) {
  return mockFetch((call) => (call.url === '/api/v1/login/' ? handler(call) : new Promise(() => {})));
}

function session(userOverrides = {}) {
  return { accessToken: makeToken(900), refreshToken: 'refresh-1', expiresIn: 900, user: makeUser(userOverrides) };
}

describe('login', () => {
  it('validates with the shared schema before calling the server', async () => {
    const calls = mockLogin(() => ok(session()));
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('stores the session and sends a user with a business to /dashboard', async () => {
    const calls = mockLogin(() => ok(session()));
    const user = userEvent.setup();
    const app = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(calls[0]?.url).toBe('/api/v1/login/');
    expect(fetchBodyOf(calls[0] as NonNullable<(typeof calls)[0]>)).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({ userType: 'admin' });
    expect(localStorage.getItem('hasBusinessProfile')).toBe('true');
  });

  it('sends a user without a business to /onboarding', async () => {
    mockLogin(() => ok(session({ businessId: null, businessName: null })));
    const user = userEvent.setup();
    const app = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location().pathname).toBe('/onboarding'));
    expect(localStorage.getItem('onboardingComplete')).toBe('false');
  });

  it('shows wrong credentials on the form, without a toast or a redirect', async () => {
    mockLogin(() => fail(401, 'Invalid email or password'));
    const toastError = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    const app = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(app.location().pathname).toBe('/login');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('sends an unverified user to the verification screen with the server’s message', async () => {
    const message = 'Please verify your email address. We have sent you a new code.';
    mockLogin(() => fail(403, message));
    const user = userEvent.setup();
    const app = renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location().pathname).toBe('/otp-verification'));
    expect(app.location().search).toBe('?email=new%40example.com');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in 1:00/ })).toBeDisabled();
  });

  it('disables the button and shows progress while logging in', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    mockLogin(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    answer(ok(session()));
  });
});

describe('signup', () => {
  it('registers and continues to verification', async () => {
    const calls = useServer(() => ok({ email: 'grace@example.com', resendAfter: 45 }));
    const user = userEvent.setup();
    const app = renderApp('/signup');
    await user.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.location().pathname).toBe('/otp-verification'));
    expect(bodyOf(calls[0] as NonNullable<(typeof calls)[0]>)).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'a long password',
    });
    expect(await screen.findByRole('button', { name: 'Resend code in 0:45' })).toBeDisabled();
  });

  it('shows a short password and a too common one under the password field', async () => {
    useServer(() => fail(400, 'password: This password is too common. Choose one that is harder to guess.'));
    const user = userEvent.setup();
    renderApp('/signup');
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This password is too common. Choose one that is harder to guess.')).toHaveAttribute(
      'id',
      `${screen.getByLabelText('Password').id}-error`,
    );
  });
});

describe('OTP verification', () => {
  it('accepts a pasted code, verifies and signs the user in', async () => {
    const calls = useServer(() => ok(session()));
    const user = userEvent.setup();
    const app = renderApp('/otp-verification?email=ada%40example.com');
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '9');
    fireEvent.paste(code, { clipboardData: { getData: () => 'Your code: 123 456' } });
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard'));
    expect(bodyOf(calls[0] as NonNullable<(typeof calls)[0]>)).toEqual({ email: 'ada@example.com', otp: '123456' });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('keeps digits only while typing', async () => {
    const user = userEvent.setup();
    renderApp('/otp-verification?email=ada%40example.com');
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '12a-34 5678');
    expect(code).toHaveValue('123456');
  });

  it('puts a wrong code under the code field', async () => {
    useServer(() => fail(400, 'Invalid code. 4 tries left.'));
    const user = userEvent.setup();
    renderApp('/otp-verification?email=ada%40example.com');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid code. 4 tries left.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('resends a code and starts the cool-down countdown', async () => {
    const calls = useServer(() => ok({ email: 'ada@example.com', resendAfter: 60 }));
    const toastSuccess = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderApp('/otp-verification?email=ada%40example.com');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 1:00' })).toBeDisabled();
    expect(calls[0]?.url).toBe('/resend-otp/');
    expect(bodyOf(calls[0] as NonNullable<(typeof calls)[0]>)).toEqual({ email: 'ada@example.com' });
    expect(toastSuccess).toHaveBeenCalledWith(expect.any(String), { duration: 3000, id: undefined });
  });

  it('waits as long as a 429 says', async () => {
    useServer(() => ({ ...fail(429, 'Please wait before requesting another code'), headers: { 'retry-after': '30' } }));
    const user = userEvent.setup();
    renderApp('/otp-verification?email=ada%40example.com');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Resend code in 0:30' })).toBeDisabled();
  });

  it('asks for the email when the link has none', async () => {
    const calls = useServer(() => ok(session()));
    const user = userEvent.setup();
    renderApp('/otp-verification');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('forgot and reset password', () => {
  it('sends a code, then resets the password with it', async () => {
    const calls = useServer(() => ok(null));
    const user = userEvent.setup();
    const app = renderApp('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(app.location().pathname).toBe('/reset-password'));
    expect(await screen.findByText(/If an account exists for ada@example.com/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');

    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'brand new password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(calls.map((call) => call.url)).toEqual(['/forget-password/', '/reset-password/']);
    expect(bodyOf(calls[1] as NonNullable<(typeof calls)[1]>)).toEqual({
      email: 'ada@example.com',
      otp: '654321',
      password: 'brand new password',
    });
  });

  it('shows an expired code under the code field', async () => {
    useServer(() => fail(400, 'This code has expired. Request a new one.'));
    const user = userEvent.setup();
    renderApp('/reset-password?email=ada%40example.com');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'brand new password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This code has expired. Request a new one.')).toBeInTheDocument();
  });
});

describe('change password', () => {
  it('stores the fresh session it gets back', async () => {
    signIn({ refreshToken: 'refresh-old' });
    const calls = useServer(() => ok({ ...session(), refreshToken: 'refresh-after-change' }));
    const user = userEvent.setup();
    renderApp('/change-password');
    await user.type(await screen.findByLabelText('Current password'), 'old password');
    await user.type(screen.getByLabelText('New password'), 'new password 123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(localStorage.getItem('refreshToken')).toBe('refresh-after-change'));
    const change = calls.find((call) => call.url === '/change-password/');
    expect(bodyOf(change as NonNullable<typeof change>)).toEqual({
      currentPassword: 'old password',
      newPassword: 'new password 123',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('puts a wrong current password under its field and keeps the session', async () => {
    signIn();
    useServer(() => fail(400, 'currentPassword: Current password is incorrect'));
    const user = userEvent.setup();
    const app = renderApp('/change-password');
    await user.type(await screen.findByLabelText('Current password'), 'wrong');
    await user.type(screen.getByLabelText('New password'), 'new password 123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/change-password');
    expect(localStorage.getItem('token')).toBeTruthy();
  });
});

describe('profile', () => {
  it('shows the user and saves name and gender ("Select gender" sends null)', async () => {
    signIn();
    const calls = useServer((config) =>
      config.method === 'patch'
        ? ok(makeUser({ ...(bodyOf(config) as object) }))
        : ok(makeUser({ gender: 'female', userType: 'manager' })),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('Manager').length).toBeGreaterThan(0);
    expect(screen.getByText('Harbour Weekly')).toBeInTheDocument();

    const gender = screen.getByLabelText('Gender');
    expect(gender).toHaveValue('female');
    expect(screen.getByRole('option', { name: 'Select gender' })).toHaveValue('');
    await user.selectOptions(gender, '');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'patch')).toBe(true));
    const patch = calls.find((call) => call.method === 'patch');
    expect(patch?.url).toBe('/me/');
    expect(patch && bodyOf(patch)).toEqual({ name: 'Ada King', gender: null });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('userData') ?? '{}').name).toBe('Ada King'));
  });
});
