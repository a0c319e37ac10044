import { OTP_LENGTH } from '@newsletter-os/contracts';
import type { ClipboardEvent, Ref } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { errorStatus } from '../../shared/api/errors';
import { TextField } from '../../shared/ui/Field';

function digitsOnly(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * One numeric input for the 6-digit code. Typing keeps digits only; pasting a whole code (even "123 456" or a
 * sentence around it) replaces what was there.
 */
export function OtpField({
  value,
  onChange,
  onBlur,
  error,
  ref,
  name,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  name?: string;
  autoFocus?: boolean;
}) {
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted.length >= OTP_LENGTH) {
      event.preventDefault();
      onChange(pasted.slice(0, OTP_LENGTH));
    }
  }
  return (
    <TextField
      ref={ref}
      name={name}
      autoFocus={autoFocus}
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      placeholder="••••••"
      hint={`The ${OTP_LENGTH}-digit code from the email`}
      value={value}
      onChange={(event) => onChange(digitsOnly(event.target.value))}
      onPaste={onPaste}
      onBlur={onBlur}
      error={error}
      className="text-center font-mono text-lg tracking-[0.5em]"
    />
  );
}

/** The code field of a react-hook-form form whose values include `otp`. */
export function OtpFormField<T extends { otp: string }>({
  control,
  autoFocus,
  error,
}: {
  control: Control<T>;
  autoFocus: boolean;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      // A generic form cannot prove that `otp` is one of its paths, though the constraint on T guarantees it.
      name={'otp' as FieldPath<T>}
      render={({ field }) => (
        <OtpField
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          autoFocus={autoFocus}
          error={error}
        />
      )}
    />
  );
}

/** Wrong, expired or exhausted codes (400, 429) are about the code field rather than the whole form. */
export function otpFallbackField(error: unknown): 'otp' | undefined {
  return [400, 429].includes(errorStatus(error) ?? 0) ? 'otp' : undefined;
}
