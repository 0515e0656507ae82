import { ServeScreen } from '../components/serve-screen';

export default function RoomServeOfficetelScreen() {
  return <ServeScreen kind="officetel" />;
}
