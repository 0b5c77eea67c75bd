// Issue 45, point 5: docs/record.schema.json is the JSON Schema of the record's zod schema, which
// `despatch verify` reads a record file through. After changing record-schema.ts, write it again:
//   UPDATE_RECORD_SCHEMA=1 npm test -- test/records/record-schema.test.ts && npx prettier --write docs/record.schema.json
import { readFileSync, writeFileSync } from 'node:fs';
import { recordJsonSchema } from '../../src/app/records/record-schema';

const FILE = new URL('../../docs/record.schema.json', import.meta.url);

test('issue 45 point 5: the published record schema is the one verify reads records through', () => {
  if (process.env.UPDATE_RECORD_SCHEMA)
    writeFileSync(FILE, `${JSON.stringify(recordJsonSchema(), null, 2)}\n`);
  expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(recordJsonSchema());
});
