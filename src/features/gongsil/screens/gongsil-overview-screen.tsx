// Scaffold: replaced by the feature that owns this screen.
export default function GongsilOverviewScreen() {
  return <h1>공실센터</h1>;
}
