import {
  type ChangePasswordBody,
  envelope,
  type ForgetPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResendOtpBody,
  type ResetPasswordBody,
  registerResponseSchema,
  type Session,
  sessionSchema,
  type VerifyOtpBody,
} from '@newsletter-os/contracts';
import { http, type RequestOptions } from '../../shared/api/client';

/** Token-less account calls: their errors show on the form, never as a global toast or a redirect. */
const accountCall: RequestOptions = { skipAuth: true, silent: true };

const sessionEnvelope = envelope(sessionSchema);
const registerEnvelope = envelope(registerResponseSchema);

export type RegisterResult = ReturnType<typeof registerResponseSchema.parse>;

export async function loginRequest(body: LoginBody): Promise<Session> {
  const response = await http.post('/login/', body, accountCall);
  return sessionEnvelope.parse(response.data).data;
}

export async function registerRequest(body: RegisterBody): Promise<RegisterResult> {
  const response = await http.post('/register/', body, accountCall);
  return registerEnvelope.parse(response.data).data;
}

export async function verifyOtpRequest(body: VerifyOtpBody): Promise<Session> {
  const response = await http.post('/verify-otp/', body, accountCall);
  return sessionEnvelope.parse(response.data).data;
}

/** Returns the seconds to wait before another code may be asked for, when the server says. */
export async function resendOtpRequest(body: ResendOtpBody): Promise<number | undefined> {
  const response = await http.post('/resend-otp/', body, accountCall);
  return resendAfterFrom(response.data);
}

export async function forgetPasswordRequest(body: ForgetPasswordBody): Promise<number | undefined> {
  const response = await http.post('/forget-password/', body, accountCall);
  return resendAfterFrom(response.data);
}

export async function resetPasswordRequest(body: ResetPasswordBody): Promise<void> {
  await http.post('/reset-password/', body, accountCall);
}

/** Authenticated: the answer is a fresh session for this tab (the others are ended by the server). */
export async function changePasswordRequest(body: ChangePasswordBody): Promise<Session> {
  const response = await http.post('/change-password/', body, { silent: true });
  return sessionEnvelope.parse(response.data).data;
}

/** The cool-down the server announces with a sent code, if any. */
function resendAfterFrom(body: unknown): number | undefined {
  const value = (body as { data?: { resendAfter?: unknown } | null } | null)?.data?.resendAfter;
  return typeof value === 'number' && value > 0 ? value : undefined;
}
