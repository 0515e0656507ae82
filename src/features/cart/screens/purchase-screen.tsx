// Scaffold: replaced by the feature that owns this screen.
export default function ProductPurchaseScreen() {
  return <h1>상품 구매</h1>;
}
