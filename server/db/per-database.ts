// Process caches of what a database holds (resolved config versions, rollouts, segment
// memberships) are kept per database: their keys (version 1, rollout 3) are numbers each database
// gives out on its own, and one process may hold several databases (the server tests' shared
// workers; `npm run dev` keeps its database while it rebuilds the app). Every query function
// openDb hands out, the database's own and each transaction's, names the database it runs on.

/** The database each query function runs on (openDb: its query and each transaction's). */
const databaseOf = new WeakMap<object, object>();

/** Marks the query function `q` as running on `database`; returns `q`. */
export function onDatabase<Q extends object>(q: Q, database: object): Q {
  databaseOf.set(q, database);
  return q;
}

/**
 * A cache per database: called with a query function, gives the map of the database it runs on.
 * A query function openDb did not hand out (a test's stand-in) counts as a database of its own.
 */
export function perDatabase<K, V>(): (q: object) => Map<K, V> {
  const maps = new WeakMap<object, Map<K, V>>();
  return (q) => {
    const database = databaseOf.get(q) ?? q;
    let map = maps.get(database);
    if (!map) maps.set(database, (map = new Map()));
    return map;
  };
}
