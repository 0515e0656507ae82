// Scaffold: replaced by the feature that owns this screen.
export default function ProductOverviewScreen() {
  return <h1>광고상품</h1>;
}
