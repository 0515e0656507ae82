// Scaffold: replaced by the feature that owns this screen.
export default function SignAgreementScreen() {
  return <h1>전자계약 동의</h1>;
}
