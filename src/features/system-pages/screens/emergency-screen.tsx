// Scaffold: replaced by the feature that owns this screen.
export default function EmergencyScreen() {
  return <h1>서비스 점검 안내</h1>;
}
