import canonicalize from 'canonicalize';

/**
 * The SHA-256 of a submission's canonical JSON (RFC 8785: keys sorted, one spelling of each number), without
 * its `checksum` field, as lower-case hex. Canonical, so re-indenting the file or reordering its keys does not
 * count as a change; any edit of a value, or an added field, does.
 *
 * What it is for: telling a teacher that a file was edited after it was downloaded (by hand, or by a tool that
 * rewrote it). Not a signature: anyone who edits the file can compute a new checksum. The regrade is what
 * counts, and never trusts the file's own verdict.
 *
 * Web Crypto, in the page and in Node alike; the page has it in a secure context (https or localhost).
 */
export async function submissionChecksum(withoutChecksum: unknown): Promise<string> {
  const text = canonicalize(withoutChecksum);
  if (text === undefined) throw new Error('A submission must be JSON data.');
  const subtle = globalThis.crypto?.subtle;
  if (!subtle)
    throw new Error('This browser offers no SHA-256 here: open the playground over https (or on localhost) to download a submission.');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
