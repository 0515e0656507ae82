// Scaffold: the app shell (router from routes.json, layout, guards) replaces this.
import { AppProviders } from './providers';

export function App() {
  return (
    <AppProviders>
      <main>
        <h1>다방프로</h1>
      </main>
    </AppProviders>
  );
}
