/**
 * Runs autocannon with a list of requests each connection cycles through, in its own process so
 * the load and the server do not share an event loop; prints autocannon's result as JSON.
 */
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon(options);
console.log(JSON.stringify(result));
