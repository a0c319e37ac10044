import type { ReactNode } from 'react';

/**
 * One term and its value inside a `<dl>`, with an icon. The group is a single `<div>` holding the `<dt>` and `<dd>`
 * directly (the only wrapper a description list allows); the icon sits inside the term, hidden from screen readers.
 */
export function DetailItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">
        <span aria-hidden="true" className="absolute top-0.5 left-0 text-gray-400">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}
