/**
 * The environment a test passes to a stack or CLI process it starts: the test runner's own,
 * without DATABASE_URL. Such a process keeps its data in its own folder (PGlite), so stacks
 * started side by side never share tables; the PostgreSQL server a CI run names in DATABASE_URL
 * is for the suites that make a throw-away database each (tests/support/postgres-database.ts).
 */
export function childEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return inherited;
}
