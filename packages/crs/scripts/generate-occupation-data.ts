/**
 * Regenerates `src/occupations/data/noc-examples-en.json` from the shared data folder
 * (`../shared/data/` beside the repo, or the folder given as the first argument): the English example
 * job titles of every NOC 2021 unit group ("All examples", 27,935 titles), which occupation search reads.
 *
 *   npm run data:occupations -w @maplebridge/crs [-- /path/to/shared/data]
 */
import fs from 'node:fs';
import path from 'node:path';

const packageDir = path.resolve(import.meta.dirname, '..');
const sourceDir = path.resolve(process.argv[2] ?? path.join(packageDir, '../../../shared/data'));
const outFile = path.join(packageDir, 'src/occupations/data/noc-examples-en.json');

interface NocFile {
  unitGroups: { code: string; examplesEn: string[] }[];
}

const noc = JSON.parse(fs.readFileSync(path.join(sourceDir, 'noc-2021.json'), 'utf8')) as NocFile;
const total = noc.unitGroups.reduce((sum, group) => sum + group.examplesEn.length, 0);
if (noc.unitGroups.length !== 516 || total < 27_000) {
  throw new Error(`generate-occupation-data: expected 516 unit groups and ~27,935 examples, found ${total}`);
}
const examples = noc.unitGroups.map((group) => ({ code: group.code, examplesEn: group.examplesEn }));
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, `${JSON.stringify(examples)}\n`);
console.log(`wrote src/occupations/data/noc-examples-en.json (${total.toLocaleString('en-CA')} titles)`);
