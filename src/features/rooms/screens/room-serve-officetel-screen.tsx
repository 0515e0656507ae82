// Scaffold: replaced by the feature that owns this screen.
export default function RoomServeOfficetelScreen() {
  return <h1>오피스텔 매물관리</h1>;
}
