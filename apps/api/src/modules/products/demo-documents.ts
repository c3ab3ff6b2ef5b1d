import type { DemoProduct } from './demo-catalog-data.ts';

/**
 * The demo's datasheets and certificates: one-page PDFs written in code, like the demo's images,
 * so the repository holds no binaries. Latin text only: the standard Helvetica font of a minimal
 * PDF has no Arabic glyphs, and real datasheets are usually in English too.
 */
export function onePagePdf(title: string, lines: string[]): Buffer {
  const escape = (text: string) =>
    text.replace(/[\\()]/g, (character) => `\\${character}`).replace(/[^\x20-\x7e]/g, '-');
  const content = [
    `BT /F1 20 Tf 56 770 Td (${escape(title)}) Tj ET`,
    ...lines.map((line, index) => `BT /F1 11 Tf 56 ${730 - index * 18} Td (${escape(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const communicationNames: Record<string, string> = {
  lorawan: 'LoRaWAN',
  'nb-iot': 'NB-IoT',
  'lte-m': 'LTE-M',
  '4g': '4G',
  '5g': '5G',
  wifi: 'Wi-Fi',
  bluetooth: 'Bluetooth',
  zigbee: 'Zigbee',
  sigfox: 'Sigfox',
  ethernet: 'Ethernet',
  satellite: 'Satellite',
};

type DocumentedProduct = Pick<
  DemoProduct,
  'code' | 'type' | 'name' | 'summary' | 'warranty' | 'kind' | 'comms' | 'connectivity'
>;

/** A datasheet for every piece of hardware, and a declaration of conformity for devices and gateways. */
export function demoDocumentsFor(product: DocumentedProduct): {
  documentations: { name: string; pdf: Buffer }[];
  certifications: { name: string; pdf: Buffer }[];
} {
  if (product.type !== 'device' && product.type !== 'gateway' && product.type !== 'accessory')
    return { documentations: [], certifications: [] };
  const [name] = product.name;
  const datasheet = onePagePdf(`${name} - datasheet`, [
    `Code: ${product.code}`,
    `Type: ${product.kind ?? product.type}`,
    product.summary[0],
    ...(product.comms?.length
      ? [`Communication: ${product.comms.map((code) => communicationNames[code] ?? code).join(', ')}`]
      : []),
    ...(product.connectivity ? [`Connectivity: ${product.connectivity}`] : []),
    ...(product.warranty ? [`Warranty: ${product.warranty} months`] : []),
    'Demo document of the IoT marketplace.',
  ]);
  const documentations = [{ name: `${product.code} datasheet.pdf`, pdf: datasheet }];
  if (product.type === 'accessory') return { documentations, certifications: [] };
  const declaration = onePagePdf(`${name} - EU declaration of conformity`, [
    `Product: ${name} (${product.code})`,
    'Conforms to the RED 2014/53/EU and RoHS 2011/65/EU directives.',
    'Demo document of the IoT marketplace.',
  ]);
  return { documentations, certifications: [{ name: `${product.code} CE declaration.pdf`, pdf: declaration }] };
}
