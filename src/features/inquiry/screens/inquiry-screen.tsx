// Scaffold: replaced by the feature that owns this screen.
export default function InquiryScreen() {
  return <h1>문의 관리</h1>;
}
