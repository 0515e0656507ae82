// Scaffold: replaced by the feature that owns this screen.
export default function RoomNaverListScreen() {
  return <h1>네이버 매물관리</h1>;
}
