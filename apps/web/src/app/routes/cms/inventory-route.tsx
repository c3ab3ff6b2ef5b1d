import { InventoryListPage } from '../../../features/cms-inventory/components/inventory-list-page.tsx';

/** /cms/inventory: every product's stock (brands with the CMS stock flag only). */
export function CmsInventoryRoute() {
  return <InventoryListPage />;
}
