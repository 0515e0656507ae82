// Scaffold: replaced by the feature that owns this screen.
export default function RoomOverviewScreen() {
  return <h1>매물관리</h1>;
}
