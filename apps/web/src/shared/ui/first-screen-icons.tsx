import type { ComponentType, ReactNode, SVGProps } from 'react';

// The icons of the first screens (the loading spinner, the error and not-found screens, the inline alert of the
// login form), drawn as lucide draws them but without lucide-react's icon factory, which would otherwise be part of
// every first download (docs/decisions/0029). Screens loaded later use lucide-react as usual.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** An icon component: lucide-react's or one drawn here. */
export type IconComponent = ComponentType<IconProps>;

export function Icon({ name, children, className, ...rest }: IconProps & { name: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      // Decorative beside the text they go with, as every use of them is.
      aria-hidden="true"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      {...rest}
    >
      {children}
    </svg>
  );
}

export function LoaderCircleIcon(props: IconProps) {
  return (
    <Icon name="loader-circle" {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </Icon>
  );
}

export function CompassIcon(props: IconProps) {
  return (
    <Icon name="compass" {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z" />
    </Icon>
  );
}

export function RefreshCwIcon(props: IconProps) {
  return (
    <Icon name="refresh-cw" {...props}>
      <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
      <path d="M8 16H3v5" />
    </Icon>
  );
}

export function CircleAlertIcon(props: IconProps) {
  return (
    <Icon name="circle-alert" {...props}>
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </Icon>
  );
}

export function CircleCheckIcon(props: IconProps) {
  return (
    <Icon name="circle-check" {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </Icon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Icon name="info" {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4" />
      <path d="M12 8h.01" />
    </Icon>
  );
}
