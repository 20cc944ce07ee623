import { GetInvolved } from '../features/get-involved/components/GetInvolved';

/** `/iesaisties`: support the choir and share its history (SPEC §2 Get involved). */
export default function GetInvolvedPage() {
  return <GetInvolved />;
}
