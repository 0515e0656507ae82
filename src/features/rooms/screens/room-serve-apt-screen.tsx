import { ServeScreen } from '../components/serve-screen';

export default function RoomServeAptScreen() {
  return <ServeScreen kind="apt" />;
}
