// Scaffold: replaced by the feature that owns this screen.
export default function BusinessInfoScreen() {
  return <h1>사업자 정보</h1>;
}
