// Scaffold: replaced by the feature that owns this screen.
export default function JoinConsultScreen() {
  return <h1>가입 상담 신청</h1>;
}
