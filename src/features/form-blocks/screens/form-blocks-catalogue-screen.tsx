// Scaffold: replaced by the feature that owns this screen.
export default function FormBlocksCatalogueScreen() {
  return <h1>폼 블록 카탈로그</h1>;
}
