// The globals that both runtimes of the shared code define (browsers and Node 20). The shared
// project (tsconfig.shared.json: domain/, config/, src/generated/) sees neither the DOM's types
// nor Node's, because its modules run in the SPA and in the server alike: they may use only
// the language and what is declared here. Add a global here only when both runtimes have it.

declare function structuredClone<T>(value: T): T;

interface URLSearchParams {
  append(name: string, value: string): void;
  delete(name: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  toString(): string;
}
declare const URLSearchParams: {
  new (init?: string | Record<string, string> | string[][]): URLSearchParams;
};
