// Scaffold: replaced by the feature that owns this screen.
export default function SignOverviewScreen() {
  return <h1>전자계약</h1>;
}
