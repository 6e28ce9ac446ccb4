/**
 * The office (and so the map) to show after a person asks for `requested`: an index outside the
 * `count` maps, or the one already shown, changes nothing (spec section 2).
 */
export function switchOffice(current: number, requested: number, count: number): number {
  if (!Number.isInteger(requested) || requested < 0 || requested >= count) return current;
  if (requested === current) return current;
  return requested;
}

/** Google Maps' embeddable view of an address (no API key needed). */
export function toMapEmbedUrl(address: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}
