/**
 * Runs autocannon with a list of requests each connection cycles through, in its own process so
 * the load and the server do not share an event loop; prints autocannon's result as JSON. The
 * options come as JSON, or as `@file` naming a JSON file (a long request list is too big for argv).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

const argument = process.argv[2] ?? '{}';
const options = JSON.parse(argument.startsWith('@') ? fs.readFileSync(argument.slice(1), 'utf8') : argument);
const result = await autocannon(options);
console.log(JSON.stringify(result));
