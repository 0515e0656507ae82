// Scaffold: replaced by the feature that owns this screen.
export default function DashboardScreen() {
  return <h1>대시보드</h1>;
}
