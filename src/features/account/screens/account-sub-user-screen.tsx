// Scaffold: replaced by the feature that owns this screen.
export default function AccountSubUserScreen() {
  return <h1>소속 직원 관리</h1>;
}
