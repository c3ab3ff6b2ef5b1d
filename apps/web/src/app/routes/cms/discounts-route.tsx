import { useParams } from 'react-router';
import { DiscountFormPage } from '../../../features/cms-discounts/components/discount-form-page.tsx';
import { DiscountListPage } from '../../../features/cms-discounts/components/discount-list-page.tsx';

/** /cms/discounts: codes with their status and uses. */
export function CmsDiscountsRoute() {
  return <DiscountListPage />;
}

/** /cms/discounts/add. */
export function CmsDiscountAddRoute() {
  return <DiscountFormPage mode="add" />;
}

/** /cms/discounts/{id}/edit: the form, the code's status actions and its uses. */
export function CmsDiscountEditRoute() {
  const { id = '' } = useParams();
  return <DiscountFormPage key={id} mode="edit" id={id} />;
}

/** /cms/discounts/{id}/copy: the form prefilled from that code, with an empty code. */
export function CmsDiscountCopyRoute() {
  const { id = '' } = useParams();
  return <DiscountFormPage key={id} mode="copy" id={id} />;
}
