// Scaffold: replaced by the feature that owns this screen.
export default function AccountContactsScreen() {
  return <h1>연락처 관리</h1>;
}
