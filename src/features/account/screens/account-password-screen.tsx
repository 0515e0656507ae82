// Scaffold: replaced by the feature that owns this screen.
export default function AccountPasswordScreen() {
  return <h1>비밀번호 변경</h1>;
}
