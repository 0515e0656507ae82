// Scaffold: replaced by the feature that owns this screen.
export default function AccountUserScreen() {
  return <h1>내 정보</h1>;
}
