import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { PageHeader } from '../../shared/ui/Card';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useCan } from '../../shared/use-can';
import { useWorkspaceId } from '../workspaces';
import { useAdProducts } from './api';
import { BookingForm } from './BookingForm';
import { BookingsList } from './BookingsList';

/** Ad sales: book ads for advertisers on issue days and manage the bookings. */
export function AdSalesPage() {
  const workspaceId = useWorkspaceId();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Ad sales" subtitle="Book sponsors and ads on the issues of this newsletter." />
      {workspaceId ? <AdSalesBody key={workspaceId} workspaceId={workspaceId} /> : <NoWorkspaceState what="ad sales" />}
    </div>
  );
}

function AdSalesBody({ workspaceId }: { workspaceId: string }) {
  const products = useAdProducts(workspaceId);
  const canManage = useCan('manageWorkspaces');
  if (products.isPending) return <LoadingState label="Loading ad products…" />;
  if (products.isError) return <ErrorState message={errorMessage(products.error)} onRetry={() => products.refetch()} />;
  const onSale = products.data.filter((p) => p.active);
  return (
    <>
      {onSale.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="Nothing on sale yet"
          description={
            canManage
              ? 'Add the ads you sell, such as a presenting sponsor, in Settings → Ad products.'
              : 'An admin or manager adds the ads you sell in Settings → Ad products.'
          }
          action={
            canManage ? (
              <Link className="text-sm font-medium text-indigo-700 underline" to="/settings?tab=ads">
                Open Settings → Ad products
              </Link>
            ) : undefined
          }
        />
      ) : (
        <BookingForm workspaceId={workspaceId} products={onSale} />
      )}
      <BookingsList workspaceId={workspaceId} />
    </>
  );
}
