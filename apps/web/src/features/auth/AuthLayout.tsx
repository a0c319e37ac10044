import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { PRODUCT_LOGO } from '../../shared/ui/Logo';

/** The frame of the signed-out screens: product logo, title, a card with the form, links below. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10 sm:px-6">
      <div className="w-full max-w-md">
        <div className="mb-8 flex flex-col items-center text-center">
          <img src={PRODUCT_LOGO} alt="Newsletter OS" className="size-12" />
          <h1 className="mt-5 text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-gray-600">{subtitle}</p> : null}
        </div>
        <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
        {footer ? <div className="mt-6 text-center text-sm text-gray-600">{footer}</div> : null}
      </div>
    </main>
  );
}

export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded font-semibold text-indigo-700 hover:text-indigo-600 hover:underline',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
