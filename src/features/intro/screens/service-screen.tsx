// Scaffold: replaced by the feature that owns this screen.
export default function ServiceScreen() {
  return <h1>고객센터</h1>;
}
