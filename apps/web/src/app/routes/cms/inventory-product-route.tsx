import { InventoryDetailsPage } from '../../../features/cms-inventory/components/inventory-details-page.tsx';

/** /cms/inventory/{productId}: a product's stock, its adjustment and its ledger. */
export function CmsInventoryProductRoute() {
  return <InventoryDetailsPage />;
}
