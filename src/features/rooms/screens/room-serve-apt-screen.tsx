// Scaffold: replaced by the feature that owns this screen.
export default function RoomServeAptScreen() {
  return <h1>아파트 매물관리</h1>;
}
