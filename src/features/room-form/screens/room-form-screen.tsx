// Scaffold: replaced by the feature that owns this screen.
export default function RoomFormScreen() {
  return <h1>매물 등록</h1>;
}
