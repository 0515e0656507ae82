// Scaffold: replaced by the feature that owns this screen.
export default function RoomDabangListScreen() {
  return <h1>다방 매물관리</h1>;
}
