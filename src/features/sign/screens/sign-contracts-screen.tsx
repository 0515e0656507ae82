// Scaffold: replaced by the feature that owns this screen.
export default function SignContractsScreen() {
  return <h1>전자계약 관리</h1>;
}
