// Scaffold: replaced by the feature that owns this screen.
export default function ProductUsingScreen() {
  return <h1>이용중인 상품</h1>;
}
