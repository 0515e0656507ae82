// Scaffold: replaced by the feature that owns this screen.
export default function IntroScreen() {
  return <h1>서비스 소개</h1>;
}
