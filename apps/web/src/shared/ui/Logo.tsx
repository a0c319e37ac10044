import { useEffect, useState } from 'react';
import { cn } from './cn';

export const PRODUCT_LOGO = '/logo.svg';

/** A brand image that falls back to the product logo when it is missing or fails to load. */
export function Logo({ src, alt, className }: { src?: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  // A new brand gets a fresh chance to load.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the source changes
  useEffect(() => setFailed(false), [src]);
  const url = src && !failed ? src : PRODUCT_LOGO;
  return (
    <img
      src={url}
      alt={alt}
      onError={() => {
        if (url !== PRODUCT_LOGO) setFailed(true);
      }}
      className={cn('object-contain', className)}
    />
  );
}
