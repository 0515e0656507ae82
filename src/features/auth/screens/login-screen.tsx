// Scaffold: replaced by the feature that owns this screen.
export default function LoginScreen() {
  return <h1>로그인</h1>;
}
