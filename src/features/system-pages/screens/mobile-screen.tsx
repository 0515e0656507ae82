// Scaffold: replaced by the feature that owns this screen.
export default function MobileScreen() {
  return <h1>모바일</h1>;
}
