import { FormEntryGate } from '@/features/reports/components/form-entry-gate';
import RoomFormScreen from '@/features/room-form/screens/room-form-screen';

/** /form: the registration form, behind the restriction and pending-handling popups. */
export default function RoomFormRoute() {
  return (
    <>
      <FormEntryGate />
      <RoomFormScreen />
    </>
  );
}
