import type { BusinessCompany } from '@newsletter-os/contracts';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../shared/ui/cn';
import { safeHref } from '../../shared/ui/safe';

/** A company's logo, or a neutral building icon when it has none or it fails to load. */
export function CompanyLogo({
  company,
  className,
}: {
  company: Pick<BusinessCompany, 'name' | 'logo'>;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const src = safeHref(company.logo);
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-gray-200 bg-gray-50',
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt={`${company.name} logo`}
          className="size-full object-contain"
          onError={() => setFailed(true)}
        />
      ) : (
        <Building2 aria-hidden="true" className="size-1/2 text-gray-400" />
      )}
    </span>
  );
}
