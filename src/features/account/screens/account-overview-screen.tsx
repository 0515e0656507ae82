// Scaffold: replaced by the feature that owns this screen.
export default function AccountOverviewScreen() {
  return <h1>계정관리</h1>;
}
