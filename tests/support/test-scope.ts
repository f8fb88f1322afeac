/**
 * `.ci/run` runs the API tests twice: on the embedded database, then on PostgreSQL with
 * TEST_SCOPE=database. Tests that start their own server on a fresh embedded database, whatever
 * DATABASE_URL says, give the same answer in both passes: the second pass leaves them out.
 */
export const embeddedRepeat = process.env['TEST_SCOPE'] === 'database';
