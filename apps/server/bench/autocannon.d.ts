// autocannon ships no types; the bench only passes its options through and reads its JSON result.
declare module 'autocannon' {
  const autocannon: (options: Record<string, unknown>) => Promise<unknown>;
  export default autocannon;
}
