// Scaffold: replaced by the feature that owns this screen.
export default function GongsilListScreen() {
  return <h1>공실센터 목록</h1>;
}
