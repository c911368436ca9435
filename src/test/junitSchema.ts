import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validateXML } from 'xmllint-wasm';

/** From the repository's root, where the tests run (under jsdom, import.meta.url is not a file URL). */
const XSD = resolve('src/tooling/submissions/schema/JUnit.xsd');

/** The problems xmllint finds in `xml` against the JUnit XSD (the Ant schema, as windyroad publishes it); empty when valid. */
export async function junitSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'junit.xml', contents: xml }],
    schema: [{ fileName: 'JUnit.xsd', contents: readFileSync(XSD, 'utf8') }],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
