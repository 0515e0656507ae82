// Scaffold: replaced by the feature that owns this screen.
export default function ConsultScreen() {
  return <h1>상담 신청</h1>;
}
