/**
 * Why this file exists: a share link is `#/<slug>?code=<lz-string>`, and lz-string's own
 * `decompressFromEncodedURIComponent` cannot be stopped midway. Its format lets a few
 * kilobytes of link stand for hundreds of millions of characters (each code word may repeat
 * and extend the previous one), so a 45 KB link froze or crashed the tab before any check
 * could look at the result. This is the same algorithm as lz-string 1.5's `_decompress` for
 * the URI-safe alphabet, with one change: it counts the characters it produces and gives up
 * as soon as the output would pass `maxLength`. Its work is therefore bounded by the link's
 * length and `maxLength`, never by what the link claims to expand to.
 *
 * `boundedLzString.test.ts` holds it to lz-string's results, quirks included: for any input
 * it returns what lz-string returns (`null` where lz-string throws), or TOO_LARGE.
 */

/** Returned instead of text when the decoded text would be longer than allowed. */
export const TOO_LARGE = Symbol('too large');

const URI_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
/** Character code -> 6-bit value; characters outside the alphabet read as 0, as in lz-string. */
const VALUE_OF = new Map([...URI_SAFE_ALPHABET].map((character, index) => [character, index]));

/**
 * Decodes `compressToEncodedURIComponent` output, like lz-string's
 * `decompressFromEncodedURIComponent`, but never builds more than `maxLength` characters.
 * Returns the text, `null` for input lz-string cannot decode (where lz-string returns null
 * or throws), or TOO_LARGE.
 */
export function decompressFromEncodedURIComponentBounded(input: string, maxLength: number): string | null | typeof TOO_LARGE {
  if (input === '') return null;
  const data = input.replace(/ /g, '+');
  const length = data.length;
  const RESET = 32;
  const valueAt = (index: number) => VALUE_OF.get(data.charAt(index)) ?? 0;
  let val = valueAt(0);
  let position = RESET;
  let index = 1;
  /** Reads `count` bits, lowest first, exactly as lz-string does (past the end it reads zeros). */
  const readBits = (count: number): number => {
    let bits = 0;
    const maxpower = 2 ** count;
    let power = 1;
    while (power !== maxpower) {
      const resb = val & position;
      position >>= 1;
      if (position === 0) {
        position = RESET;
        val = valueAt(index++);
      }
      bits |= (resb > 0 ? 1 : 0) * power;
      power <<= 1;
    }
    return bits;
  };

  // Entries 0-2 are lz-string's numeric placeholders; a code below 3 never looks them up.
  const dictionary: (string | undefined)[] = [undefined, undefined, undefined];
  let enlargeIn = 4;
  let dictSize = 4;
  let numBits = 3;
  const result: string[] = [];
  let produced = 0;

  const first = readBits(2);
  // lz-string leaves its first entry undefined when these two bits are 3 (and goes on with it).
  let w: string | undefined;
  if (first === 0) w = String.fromCharCode(readBits(8));
  else if (first === 1) w = String.fromCharCode(readBits(16));
  else if (first === 2) return '';
  dictionary[3] = w;
  if (w !== undefined) {
    result.push(w);
    produced += w.length;
    if (produced > maxLength) return TOO_LARGE;
  }

  for (;;) {
    if (index > length) return '';
    let c = readBits(numBits);
    if (c === 0 || c === 1) {
      dictionary[dictSize++] = String.fromCharCode(readBits(c === 0 ? 8 : 16));
      c = dictSize - 1;
      enlargeIn--;
    } else if (c === 2) {
      return result.join('');
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry = dictionary[c];
    if (!entry) {
      if (c !== dictSize) return null;
      // lz-string throws here (`undefined.charAt`) when its first entry is undefined.
      if (w === undefined) return null;
      entry = w + w.charAt(0);
    }
    produced += entry.length;
    if (produced > maxLength) return TOO_LARGE;
    result.push(entry);
    // lz-string concatenates `undefined` as the text "undefined"; so does this.
    dictionary[dictSize++] = String(w) + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
