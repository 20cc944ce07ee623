import { GetInvolved } from '../features/get-involved/components/GetInvolved';

/** `/iesaisties`: support the choir and share its history (docs/product.md#pages Get involved). */
export default function GetInvolvedPage() {
  return <GetInvolved />;
}
