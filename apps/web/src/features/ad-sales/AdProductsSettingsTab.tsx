import type { AdProduct } from '@newsletter-os/contracts';
import { Megaphone, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceId } from '../workspaces';
import { formatPrice, useAdProducts, useDeleteAdProduct } from './api';
import { ProductFormDialog, positionLabels } from './ProductFormDialog';

/** Settings → Ad products: what the newsletter sells in an issue, where, how many per issue and at what price. */
export function AdProductsSettingsTab() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) return <NoWorkspaceState what="ad products" />;
  return <ProductsSection key={workspaceId} workspaceId={workspaceId} />;
}

function ProductsSection({ workspaceId }: { workspaceId: string }) {
  const products = useAdProducts(workspaceId);
  const remove = useDeleteAdProduct(workspaceId);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdProduct | null>(null);
  const [deleting, setDeleting] = useState<AdProduct | null>(null);

  const openForm = (product: AdProduct | null) => {
    setEditing(product);
    setFormOpen(true);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => {
        showSuccess(result.archived ? 'Ad product archived: its bookings keep it' : 'Ad product deleted');
        setDeleting(null);
      },
    });
  };

  const list = products.data ?? [];
  return (
    <SettingsSection
      title="Ad products"
      description="What you sell in each issue: the spot, how many advertisers share it, and its price per issue."
      actions={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="size-4" />
          New ad product
        </Button>
      }
    >
      {products.isPending ? (
        <LoadingState label="Loading ad products…" />
      ) : products.isError ? (
        <ErrorState message={errorMessage(products.error)} onRetry={() => products.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title="No ad products yet"
          description="Add what you sell, such as a presenting sponsor at the top or classifieds at the bottom."
          action={<Button onClick={() => openForm(null)}>New ad product</Button>}
        />
      ) : (
        <ul aria-label="Ad products" className="flex flex-col gap-3">
          {list.map((product) => (
            <li key={product.id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gray-900">
                    {product.name}
                    {product.capacity === 1 ? <Badge tone="indigo">Exclusive</Badge> : null}
                    {product.active ? null : <Badge>Not on sale</Badge>}
                  </h3>
                  <p className="mt-1 text-sm text-gray-600">
                    {formatPrice(product.priceCents, product.currency)} per issue ·{' '}
                    {product.capacity === 1 ? '1 ad per issue' : `${product.capacity} ads per issue`} ·{' '}
                    {positionLabels[product.position]} · book {product.leadDays}{' '}
                    {product.leadDays === 1 ? 'day' : 'days'} ahead
                  </p>
                  {product.description ? <p className="mt-1 text-sm text-gray-500">{product.description}</p> : null}
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    className="px-2.5 py-2"
                    aria-label={`Edit ${product.name}`}
                    onClick={() => openForm(product)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2.5 py-2 text-red-600 hover:bg-red-50"
                    aria-label={`Delete ${product.name}`}
                    onClick={() => setDeleting(product)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ProductFormDialog open={formOpen} onOpenChange={setFormOpen} workspaceId={workspaceId} product={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete ad product?"
        confirmLabel="Delete product"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        “{deleting?.name}” will no longer be sold. If it has bookings it is archived instead, and they keep it.
      </ConfirmDialog>
    </SettingsSection>
  );
}
