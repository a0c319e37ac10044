import { z } from 'zod';
import { genderSchema, nameText, singleLine, userTypeSchema } from './common';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;
/** Minutes a mailed code stays valid. */
export const OTP_TTL_MINUTES = 10;
/** Wrong entries after which a code is dead. */
export const OTP_MAX_ATTEMPTS = 5;
/** Seconds before another code may be requested for the same address. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'Email must be at most 254 characters' })
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` });

export const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'Enter the 6-digit code' });

export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  gender: genderSchema.nullable(),
  isVerified: z.boolean(),
  businessId: z.uuid().nullable(),
  businessName: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** A person's name: trimmed, 1..100 characters, one line. */
export const personNameSchema = singleLine(nameText(100, 'Name'), 'Name');

export const registerBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Answer of every call that mails a code: where it went and when another may be asked for. */
export const codeSentSchema = z.object({
  email: z.string(),
  /** Seconds before another code may be requested. */
  resendAfter: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;
export const registerResponseSchema = codeSentSchema;

/** What a mailed code is for: verifying the account, or resetting a forgotten password. */
export const otpPurposeSchema = z.enum(['verify', 'reset']);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

export const verifyOtpBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

/** purpose defaults to verify. */
export const resendOtpBodySchema = z.object({ email: emailSchema, purpose: otpPurposeSchema.optional() });
export type ResendOtpBody = z.infer<typeof resendOtpBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, { message: 'Password is required' })
    .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Access token lifetime in seconds. */
  expiresIn: z.number().int(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const forgetPasswordBodySchema = z.object({ email: emailSchema });
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const refreshTokenBodySchema = z.object({
  refreshToken: z.string().min(1, { message: 'refreshToken is required' }).max(512),
});
export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>;

export const refreshTokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, { message: 'Current password is required' }).max(PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const logoutBodySchema = z.object({ refreshToken: z.string().max(512).optional() });
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const updateProfileBodySchema = z.object({
  name: personNameSchema,
  gender: genderSchema.nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
