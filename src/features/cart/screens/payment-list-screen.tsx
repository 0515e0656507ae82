// Scaffold: replaced by the feature that owns this screen.
export default function ProductPaymentListScreen() {
  return <h1>결제 내역</h1>;
}
