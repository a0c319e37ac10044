import { OTP_TTL_MINUTES, type OtpPurpose } from '@newsletter-os/contracts';
import type { MailMessage } from '../../integrations/mailer';
import { escapeHtml } from '../../lib/html';
import { oneLine } from '../../lib/one-line';

export const verificationSubject = 'Your Newsletter OS verification code';
export const resetSubject = 'Reset your Newsletter OS password';

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
  const greeting = `Hello ${oneLine(to.name)},`;
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

export const signupAttemptSubject = 'Someone tried to sign up with your email address';

/** Registration for an address that already has an account: the owner hears of it, the caller learns nothing. */
export function signupAttemptMail(to: { email: string; name: string }): MailMessage {
  const lines = [
    `Hello ${oneLine(to.name)},`,
    'Someone tried to sign up for Newsletter OS with your email address. You already have an account, so nothing was changed.',
    'If this was you, log in instead; if you forgot your password, use "Forgot password" on the login page.',
    'If it was not you, you can ignore this email.',
  ];
  return mail(to.email, signupAttemptSubject, lines);
}

export const resetAttemptsSubject = 'Repeated attempts to reset your Newsletter OS password';

/** Sent once when password reset codes for the account stop being issued for a day because of wrong entries. */
export function resetAttemptsMail(to: { email: string; name: string }): MailMessage {
  const lines = [
    `Hello ${oneLine(to.name)},`,
    'Someone has repeatedly entered wrong codes to reset your Newsletter OS password, so we stopped sending reset codes for your account for the next 24 hours. Your password has not been changed.',
    'If this was you, wait a day and try again. If it was not you, your account is safe; consider choosing a strong password that you use nowhere else.',
  ];
  return mail(to.email, resetAttemptsSubject, lines);
}

function mail(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
