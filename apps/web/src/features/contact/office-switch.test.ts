import { describe, expect, it } from 'vitest';
import { switchOffice, toMapEmbedUrl } from './office-switch.ts';

describe('switchOffice', () => {
  it('moves to another office within the five maps', () => {
    expect(switchOffice(0, 3, 5)).toBe(3);
    expect(switchOffice(4, 0, 5)).toBe(0);
  });

  it('ignores the office already shown', () => {
    expect(switchOffice(2, 2, 5)).toBe(2);
  });

  it.each([-1, 5, 99, 1.5, Number.NaN])('ignores the out-of-range index %s', (requested) => {
    expect(switchOffice(1, requested, 5)).toBe(1);
  });
});

describe('toMapEmbedUrl', () => {
  it('embeds the encoded address', () => {
    expect(toMapEmbedUrl('1250 boulevard René-Lévesque Ouest, Montréal')).toBe(
      'https://www.google.com/maps?q=1250%20boulevard%20Ren%C3%A9-L%C3%A9vesque%20Ouest%2C%20Montr%C3%A9al&output=embed',
    );
  });
});
