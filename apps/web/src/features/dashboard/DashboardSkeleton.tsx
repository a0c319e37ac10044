const block = 'animate-pulse rounded-2xl border border-gray-200 bg-white';

/** The page's layout in grey while the figures load. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading insights" className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${block} h-28`} />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className={`${block} h-64`} />
        <div className={`${block} h-64 lg:col-span-2`} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <div className={`${block} h-72`} />
        <div className={`${block} h-72`} />
      </div>
    </div>
  );
}
