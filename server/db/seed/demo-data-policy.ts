/**
 * Whether start-up may seed the demo accounts. Their password is published, so a
 * real database (DATABASE_URL) gets them only when DEMO_DATA=true asks for them;
 * the embedded database of the one-command start always does when empty.
 */
export class DemoDataSettingError extends Error {}

export function demoDataWanted(env: NodeJS.ProcessEnv): boolean {
  const value = env['DEMO_DATA'] ?? '';
  if (value !== '' && value !== 'true' && value !== 'false') {
    throw new DemoDataSettingError(
      `Invalid configuration: DEMO_DATA must be true or false (got ${JSON.stringify(value)})`,
    );
  }
  if (value === 'true') return true;
  return !env['DATABASE_URL'];
}
