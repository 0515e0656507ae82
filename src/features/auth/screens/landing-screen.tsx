// Scaffold: replaced by the feature that owns this screen.
export default function LandingScreen() {
  return <h1>다방프로</h1>;
}
