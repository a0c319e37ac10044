import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './Button';

export interface PaginationProps {
  page: number;
  totalPages: number;
  count: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** What is being counted, plural ("items", "images"). */
  noun?: string;
  disabled?: boolean;
}

/** "Showing 11–20 of 42" with previous and next buttons. */
export function Pagination({
  page,
  totalPages,
  count,
  pageSize,
  onPageChange,
  noun = 'items',
  disabled = false,
}: PaginationProps) {
  if (count === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, count);
  const pages = Math.max(totalPages, 1);
  const summary = (
    <p className="text-sm text-gray-600">
      Showing {first}–{last} of {count} {noun}
    </p>
  );
  // One page: the count is worth showing, buttons that can only be disabled are not.
  if (pages === 1 && page === 1) return <div className="pt-2">{summary}</div>;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 pt-2">
      {summary}
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          className="px-3 py-2"
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <span className="text-sm text-gray-700">
          Page {page} of {pages}
        </span>
        <Button
          variant="secondary"
          className="px-3 py-2"
          disabled={disabled || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
