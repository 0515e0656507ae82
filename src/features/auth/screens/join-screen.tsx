// Scaffold: replaced by the feature that owns this screen.
export default function JoinScreen() {
  return <h1>회원가입</h1>;
}
