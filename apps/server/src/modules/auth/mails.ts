import { OTP_TTL_MINUTES, type OtpPurpose } from '@newsletter-os/contracts';
import type { MailMessage } from '../../integrations/mailer';

export const verificationSubject = 'Your Newsletter OS verification code';
export const resetSubject = 'Reset your Newsletter OS password';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The code stands on a line of its own so it is easy to copy (and to find in a captured mail). */
export function codeMail(purpose: OtpPurpose, to: { email: string; name: string }, code: string): MailMessage {
  const intro =
    purpose === 'verify'
      ? 'Welcome to Newsletter OS. Enter this code to verify your email address:'
      : 'We received a request to reset your Newsletter OS password. Enter this code to choose a new one:';
  const ignore =
    purpose === 'verify'
      ? 'If you did not create an account, you can ignore this email.'
      : 'If you did not ask to reset your password, you can ignore this email; your password stays the same.';
  const expiry = `The code expires in ${OTP_TTL_MINUTES} minutes and can be used once.`;
  const greeting = `Hello ${to.name},`;
  return {
    to: to.email,
    subject: purpose === 'verify' ? verificationSubject : resetSubject,
    text: [greeting, '', intro, '', code, '', expiry, ignore, ''].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${code}</p>`,
      `<p>${escapeHtml(expiry)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
