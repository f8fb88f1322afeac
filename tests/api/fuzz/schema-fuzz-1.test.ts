/** The schema fuzzer's share 1 of 2 (see schema-fuzz-suite.ts). */
import { schemaFuzzSuite } from './schema-fuzz-suite.ts';

schemaFuzzSuite(0, 2);
