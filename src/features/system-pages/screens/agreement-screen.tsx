// Scaffold: replaced by the feature that owns this screen.
export default function AgreementScreen() {
  return <h1>약관 동의</h1>;
}
