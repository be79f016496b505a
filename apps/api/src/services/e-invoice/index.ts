import type { FormatFactoryService, Logger, Invoice as UblDocument } from '@e-invoice-eu/core';
import type { ValidateFunction } from 'ajv/dist/2019.js';
import type { invoices } from '../../db/schema.ts';
import type { LoadedInvoice } from '../invoices.ts';
import { toUblDocument } from './ubl-mapping.ts';

export { toUblDocument } from './ubl-mapping.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** The library reports to its logger; a refused document is thrown below, so nothing is printed here. */
const quietLogger: Logger = {
  log: () => {},
  warn: () => {},
  error: () => {},
};

/** An e-invoice that the library's schema (cardinalities, code lists, number forms) refused. */
export class EInvoiceInvalid extends Error {
  constructor(
    readonly invoiceNumber: string,
    readonly problems: string[],
  ) {
    super(`E-invoice ${invoiceNumber} is not valid UBL: ${problems.join('; ')}`);
    this.name = 'EInvoiceInvalid';
  }
}

interface SchemaProblem {
  instancePath?: string;
  message?: string;
}

const problemsOf = (validate: { errors?: SchemaProblem[] | null }): string[] =>
  (validate.errors ?? []).map((one) => `${one.instancePath || '/'} ${one.message ?? 'is not valid'}`);

const FORMAT = 'UBL';

/**
 * The library's formats and its JSON schema of the UBL format, compiled once, both loaded at the
 * first e-invoice: the library is large and an API that never makes one does not hold it. Its own
 * InvoiceService compiles the schema at every call, most of a second of CPU on this machine, which
 * would stall the API per download. The steps are the ones InvoiceService.generate takes: the format
 * patches the schema (endpoint ids required), the data is validated, its defaults filled in and the
 * XML rendered.
 */
let generator: Promise<{ formats: FormatFactoryService; validate: ValidateFunction }> | undefined;
const generatorOf = () => {
  generator ??= (async () => {
    const [{ FormatFactoryService, invoiceSchema }, { Ajv2019 }] = await Promise.all([
      import('@e-invoice-eu/core'),
      import('ajv/dist/2019.js'),
    ]);
    const formats = new FormatFactoryService();
    const schema = structuredClone(invoiceSchema);
    formats.createFormatService(FORMAT, quietLogger).patchSchema(schema);
    const validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
    return { formats, validate };
  })();
  return generator;
};

/**
 * Renders a library-shaped document as UBL 2.1 XML: an Invoice, or a CreditNote for type 381.
 * It is checked against the library's schema first; a document it refuses throws EInvoiceInvalid.
 */
export const renderUbl = async (document: UblDocument): Promise<string> => {
  const data = structuredClone(document);
  const { formats, validate } = await generatorOf();
  if (!validate(data)) throw new EInvoiceInvalid(data['ubl:Invoice']['cbc:ID'], problemsOf(validate));
  const formatter = formats.createFormatService(FORMAT, quietLogger);
  formatter.fillInvoiceDefaults(data);
  const xml = await formatter.generate(data, {
    format: formats.normalizeFormat(FORMAT),
    lang: 'nl-nl',
    noWarnings: true,
  });
  return typeof xml === 'string' ? xml : new TextDecoder().decode(xml);
};

/**
 * A sent invoice or credit note as a UBL 2.1 e-invoice (Peppol BIS Billing 3.0 with the Dutch
 * NLCIUS rules), from the same figures as its PDF.
 */
export const renderInvoiceUbl = (loaded: LoadedInvoice): Promise<string> => renderUbl(toUblDocument(loaded));

/** The file name an e-invoice is downloaded and attached as: the document's number. */
export const ublFilename = (row: InvoiceRow): string => `${row.number}.xml`;
