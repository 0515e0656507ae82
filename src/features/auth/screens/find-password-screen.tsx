// Scaffold: replaced by the feature that owns this screen.
export default function FindPasswordScreen() {
  return <h1>비밀번호 찾기</h1>;
}
