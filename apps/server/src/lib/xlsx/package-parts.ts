import { escapeXml } from './sheet-xml';

/** The fixed parts of a workbook of one or more sheets (ECMA-376 part 2, Open Packaging Conventions). */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The path of sheet `n` (1-based) in the package. */
export const sheetPath = (n: number) => `xl/worksheets/sheet${n}.xml`;
const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

const contentTypes = (count: number) =>
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  numbers(count)
    .map(
      (n) =>
        `<Override PartName="/${sheetPath(n)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('') +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const rootRels =
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

// Sheet n is rId<n>; the styles come after the sheets.
const workbookRels = (count: number) =>
  `${XML_HEAD}<Relationships xmlns="${PACKAGE_REL}">` +
  numbers(count)
    .map((n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`)
    .join('') +
  `<Relationship Id="rId${count + 1}" Type="${REL}/styles" Target="styles.xml"/>` +
  '</Relationships>';

// Style 0 plain, style 1 bold (the header row).
const styles =
  `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="等线"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="等线"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

// Excel refuses sheet names over 31 characters or with any of []:*?/\.
const sheetNameOf = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

const workbook = (sheetNames: readonly string[]) =>
  `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
  sheetNames
    .map((name, i) => `<sheet name="${escapeXml(sheetNameOf(name))}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('') +
  '</sheets></workbook>';

/** Every part but the sheets themselves, path → XML. */
export const fixedParts = (sheetNames: readonly string[]): [string, string][] => [
  ['[Content_Types].xml', contentTypes(sheetNames.length)],
  ['_rels/.rels', rootRels],
  ['xl/workbook.xml', workbook(sheetNames)],
  ['xl/_rels/workbook.xml.rels', workbookRels(sheetNames.length)],
  ['xl/styles.xml', styles],
];
