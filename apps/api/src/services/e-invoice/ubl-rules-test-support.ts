import { childElements, type XmlNode, xmlRoot } from '../../test/xml-elements.ts';

/**
 * Reads a UBL 2.1 Invoice or CreditNote back and checks it against a named set of business rules
 * of EN 16931, Peppol BIS Billing 3.0 and the Dutch NLCIUS. Written here from the rules' texts,
 * since no UBL XSD or schematron is at hand; each rule answers the problems it finds, none when met.
 */

const NAMESPACES: Record<string, string> = {
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
};

/** Child elements along a path of prefixed names: 'cac:TaxTotal/cac:TaxSubtotal'. */
const all = (from: XmlNode | undefined, path: string): XmlNode[] => {
  let nodes = from ? [from] : [];
  for (const step of path.split('/')) {
    const [prefix, local] = step.split(':') as [string, string];
    nodes = nodes.flatMap((node) => childElements(node, NAMESPACES[prefix], local));
  }
  return nodes;
};
/** Every element under a node, depth first. */
const elementsUnder = (node: XmlNode): XmlNode[] =>
  Array.from(node.childNodes)
    .filter((child) => child.nodeType === 1)
    .flatMap((child) => [child, ...elementsUnder(child)]);
const one = (from: XmlNode | undefined, path: string): XmlNode | undefined => all(from, path)[0];
const text = (from: XmlNode | undefined, path: string): string | undefined => {
  const value = one(from, path)?.textContent?.trim();
  return value === '' ? undefined : value;
};

/** A UBL amount as integer cents; NaN when it is not an amount. */
const cents = (value: string | undefined): number => {
  if (value === undefined || !/^-?\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').split('.') as [string, string?];
  const amount = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -amount : amount;
};
const amountAt = (from: XmlNode | undefined, path: string) => cents(text(from, path));

/** A read-back e-invoice: its root and the names that differ between Invoice and CreditNote. */
export interface UblRead {
  root: XmlNode;
  creditNote: boolean;
  lines: XmlNode[];
  quantityOf: (line: XmlNode) => string | undefined;
  typeCode: string | undefined;
}

export const readUbl = (xml: string): UblRead => {
  const root = xmlRoot(xml);
  const creditNote = root.localName === 'CreditNote';
  const kind = creditNote ? 'CreditNote' : 'Invoice';
  return {
    root,
    creditNote,
    lines: all(root, `cac:${kind}Line`),
    quantityOf: (line) => text(line, creditNote ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity'),
    typeCode: text(root, `cbc:${kind}TypeCode`),
  };
};

type Check = (doc: UblRead) => string[];

export interface BusinessRule {
  id: string;
  says: string;
  check: Check;
}

const present =
  (path: string, what: string): Check =>
  ({ root }) =>
    text(root, path) === undefined ? [`${what} (${path}) is missing`] : [];
const element =
  (path: string, what: string): Check =>
  ({ root }) =>
    one(root, path) ? [] : [`${what} (${path}) is missing`];
const equal = (what: string, actual: number, expected: number): string[] =>
  actual === expected ? [] : [`${what}: ${actual} cents, expected ${expected}`];

const SELLER = 'cac:AccountingSupplierParty/cac:Party';
const BUYER = 'cac:AccountingCustomerParty/cac:Party';
const TOTALS = 'cac:LegalMonetaryTotal';
const subtotals = (root: XmlNode) => all(root, 'cac:TaxTotal/cac:TaxSubtotal');
const categoryOf = (line: XmlNode) => text(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID');
const lineRate = (line: XmlNode) => Number(text(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent'));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const isDutchSeller = (root: XmlNode) =>
  text(root, `${SELLER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`) === 'NL';

/** BR-x-08: per VAT rate of a category, the taxable amount is the sum of its lines' net amounts. */
const breakdownPerRate =
  (category: string): Check =>
  ({ root, lines }) =>
    subtotals(root)
      .filter((subtotal) => text(subtotal, 'cac:TaxCategory/cbc:ID') === category)
      .flatMap((subtotal) => {
        const rate = Number(text(subtotal, 'cac:TaxCategory/cbc:Percent'));
        const ofRate = lines.filter((line) => categoryOf(line) === category && lineRate(line) === rate);
        return equal(
          `${category} ${rate}% taxable amount`,
          amountAt(subtotal, 'cbc:TaxableAmount'),
          sum(ofRate.map((line) => amountAt(line, 'cbc:LineExtensionAmount'))),
        );
      });

const hasCategory = (lines: XmlNode[], category: string) =>
  lines.some((line) => categoryOf(line) === category);

export const businessRules: BusinessRule[] = [
  {
    id: 'BR-01',
    says: 'specification identifier',
    check: present('cbc:CustomizationID', 'Specification identifier'),
  },
  { id: 'BR-02', says: 'invoice number', check: present('cbc:ID', 'Invoice number') },
  { id: 'BR-03', says: 'issue date', check: present('cbc:IssueDate', 'Issue date') },
  {
    id: 'BR-04',
    says: 'invoice type code',
    check: ({ typeCode }) => (typeCode ? [] : ['Invoice type code is missing']),
  },
  { id: 'BR-05', says: 'currency code', check: present('cbc:DocumentCurrencyCode', 'Currency code') },
  {
    id: 'BR-06',
    says: 'seller name',
    check: present(`${SELLER}/cac:PartyLegalEntity/cbc:RegistrationName`, 'Seller name'),
  },
  {
    id: 'BR-07',
    says: 'buyer name',
    check: present(`${BUYER}/cac:PartyLegalEntity/cbc:RegistrationName`, 'Buyer name'),
  },
  {
    id: 'BR-08',
    says: 'seller postal address',
    check: element(`${SELLER}/cac:PostalAddress`, 'Seller address'),
  },
  {
    id: 'BR-09',
    says: 'seller country code',
    check: present(`${SELLER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, 'Seller country'),
  },
  {
    id: 'BR-10',
    says: 'buyer postal address',
    check: element(`${BUYER}/cac:PostalAddress`, 'Buyer address'),
  },
  {
    id: 'BR-11',
    says: 'buyer country code',
    check: present(`${BUYER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, 'Buyer country'),
  },
  {
    id: 'BR-12',
    says: 'sum of line net amounts',
    check: present(`${TOTALS}/cbc:LineExtensionAmount`, 'Line sum'),
  },
  {
    id: 'BR-13',
    says: 'total without VAT',
    check: present(`${TOTALS}/cbc:TaxExclusiveAmount`, 'Total excl. VAT'),
  },
  {
    id: 'BR-14',
    says: 'total with VAT',
    check: present(`${TOTALS}/cbc:TaxInclusiveAmount`, 'Total incl. VAT'),
  },
  { id: 'BR-15', says: 'amount due', check: present(`${TOTALS}/cbc:PayableAmount`, 'Amount due') },
  { id: 'BR-16', says: 'at least one line', check: ({ lines }) => (lines.length > 0 ? [] : ['No lines']) },
  {
    id: 'BR-21..BR-26',
    says: 'each line has an id, quantity, net amount, item name and net price',
    check: ({ lines, quantityOf }) =>
      lines.flatMap((line, index) =>
        [
          ['id', text(line, 'cbc:ID')],
          ['quantity', quantityOf(line)],
          ['net amount', text(line, 'cbc:LineExtensionAmount')],
          ['item name', text(line, 'cac:Item/cbc:Name')],
          ['net price', text(line, 'cac:Price/cbc:PriceAmount')],
        ]
          .filter(([, value]) => value === undefined)
          .map(([what]) => `Line ${index + 1} has no ${what}`),
      ),
  },
  {
    id: 'BR-27',
    says: 'item net price is not negative',
    check: ({ lines }) =>
      lines.flatMap((line, index) =>
        amountAt(line, 'cac:Price/cbc:PriceAmount') < 0 ? [`Line ${index + 1} has a negative price`] : [],
      ),
  },
  {
    id: 'BR-29',
    says: 'the invoicing period ends on or after its start',
    check: ({ root }) => {
      const start = text(root, 'cac:InvoicePeriod/cbc:StartDate');
      const end = text(root, 'cac:InvoicePeriod/cbc:EndDate');
      return start && end && end < start ? [`Period ends ${end} before it starts ${start}`] : [];
    },
  },
  {
    id: 'BR-61',
    says: 'a SEPA credit transfer names the payee account (IBAN)',
    check: ({ root }) =>
      all(root, 'cac:PaymentMeans')
        .filter((means) => ['30', '58'].includes(text(means, 'cbc:PaymentMeansCode') ?? ''))
        .flatMap((means) => (text(means, 'cac:PayeeFinancialAccount/cbc:ID') ? [] : ['No payee IBAN'])),
  },
  {
    id: 'BR-CO-04',
    says: 'each line has a VAT category',
    check: ({ lines }) =>
      lines.flatMap((line, index) => (categoryOf(line) ? [] : [`Line ${index + 1} has no VAT category`])),
  },
  {
    id: 'BR-CO-09',
    says: 'VAT identifiers start with a country prefix',
    check: ({ root }) =>
      [SELLER, BUYER]
        .flatMap((party) => all(root, `${party}/cac:PartyTaxScheme/cbc:CompanyID`))
        .map((id) => id.textContent?.trim() ?? '')
        .filter((id) => !/^[A-Z]{2}[0-9A-Z+*.]{2,12}$/.test(id))
        .map((id) => `VAT id ${id} has no country prefix`),
  },
  {
    id: 'BR-CO-10',
    says: 'sum of line net amounts = sum of the lines',
    check: ({ root, lines }) =>
      equal(
        'Line extension amount',
        amountAt(root, `${TOTALS}/cbc:LineExtensionAmount`),
        sum(lines.map((line) => amountAt(line, 'cbc:LineExtensionAmount'))),
      ),
  },
  {
    id: 'BR-CO-13',
    says: 'total without VAT = line sum − allowances + charges',
    check: ({ root }) =>
      equal(
        'Tax exclusive amount',
        amountAt(root, `${TOTALS}/cbc:TaxExclusiveAmount`),
        amountAt(root, `${TOTALS}/cbc:LineExtensionAmount`) -
          (amountAt(root, `${TOTALS}/cbc:AllowanceTotalAmount`) || 0) +
          (amountAt(root, `${TOTALS}/cbc:ChargeTotalAmount`) || 0),
      ),
  },
  {
    id: 'BR-CO-14',
    says: 'total VAT = sum of the VAT per category',
    check: ({ root }) =>
      equal(
        'Tax amount',
        amountAt(root, 'cac:TaxTotal/cbc:TaxAmount'),
        sum(subtotals(root).map((subtotal) => amountAt(subtotal, 'cbc:TaxAmount'))),
      ),
  },
  {
    id: 'BR-CO-15',
    says: 'total with VAT = total without VAT + total VAT',
    check: ({ root }) =>
      equal(
        'Tax inclusive amount',
        amountAt(root, `${TOTALS}/cbc:TaxInclusiveAmount`),
        amountAt(root, `${TOTALS}/cbc:TaxExclusiveAmount`) + amountAt(root, 'cac:TaxTotal/cbc:TaxAmount'),
      ),
  },
  {
    id: 'BR-CO-16',
    says: 'amount due = total with VAT − paid + rounding',
    check: ({ root }) =>
      equal(
        'Payable amount',
        amountAt(root, `${TOTALS}/cbc:PayableAmount`),
        amountAt(root, `${TOTALS}/cbc:TaxInclusiveAmount`) -
          (amountAt(root, `${TOTALS}/cbc:PrepaidAmount`) || 0) +
          (amountAt(root, `${TOTALS}/cbc:PayableRoundingAmount`) || 0),
      ),
  },
  {
    id: 'BR-CO-18',
    says: 'at least one VAT breakdown',
    check: ({ root }) => (subtotals(root).length > 0 ? [] : ['No VAT breakdown']),
  },
  {
    id: 'BR-CO-25',
    says: 'an amount due has a due date or payment terms',
    check: ({ root }) =>
      amountAt(root, `${TOTALS}/cbc:PayableAmount`) > 0 &&
      !text(root, 'cbc:DueDate') &&
      !text(root, 'cac:PaymentMeans/cbc:PaymentDueDate') &&
      !text(root, 'cac:PaymentTerms/cbc:Note')
        ? ['An amount due without a due date or payment terms']
        : [],
  },
  {
    id: 'BR-CO-26',
    says: 'the seller is identified by VAT id, legal registration id or identifier',
    check: ({ root }) =>
      text(root, `${SELLER}/cac:PartyTaxScheme/cbc:CompanyID`) ||
      text(root, `${SELLER}/cac:PartyLegalEntity/cbc:CompanyID`) ||
      text(root, `${SELLER}/cac:PartyIdentification/cbc:ID`)
        ? []
        : ['The seller has no identifier'],
  },
  {
    id: 'BR-S-02',
    says: 'a standard-rated line needs the seller VAT id',
    check: ({ root, lines }) =>
      hasCategory(lines, 'S') && !text(root, `${SELLER}/cac:PartyTaxScheme/cbc:CompanyID`)
        ? ['Standard-rated lines without a seller VAT id']
        : [],
  },
  { id: 'BR-S-08', says: 'standard rate: taxable amount per rate = its lines', check: breakdownPerRate('S') },
  {
    id: 'BR-S-09',
    says: 'standard rate: VAT = taxable amount × rate, rounded',
    check: ({ root }) =>
      subtotals(root)
        .filter((subtotal) => text(subtotal, 'cac:TaxCategory/cbc:ID') === 'S')
        .flatMap((subtotal) => {
          const taxable = amountAt(subtotal, 'cbc:TaxableAmount');
          const rate = Number(text(subtotal, 'cac:TaxCategory/cbc:Percent'));
          const expected = Math.sign(taxable) * Math.round((Math.abs(taxable) * rate) / 100);
          return equal(`VAT at ${rate}%`, amountAt(subtotal, 'cbc:TaxAmount'), expected);
        }),
  },
  { id: 'BR-Z-08', says: 'zero rate: taxable amount = its lines', check: breakdownPerRate('Z') },
  {
    id: 'BR-AE-01',
    says: 'reverse-charge lines have exactly one AE breakdown',
    check: ({ root, lines }) => {
      const count = subtotals(root).filter(
        (subtotal) => text(subtotal, 'cac:TaxCategory/cbc:ID') === 'AE',
      ).length;
      if (hasCategory(lines, 'AE') && count !== 1) return [`${count} AE breakdowns for AE lines`];
      if (!hasCategory(lines, 'AE') && count > 0) return ['An AE breakdown without AE lines'];
      return [];
    },
  },
  {
    id: 'BR-AE-02',
    says: 'reverse charge: seller VAT id and buyer VAT id or legal registration id',
    check: ({ root, lines }) => {
      if (!hasCategory(lines, 'AE')) return [];
      const problems: string[] = [];
      if (!text(root, `${SELLER}/cac:PartyTaxScheme/cbc:CompanyID`)) problems.push('No seller VAT id');
      if (
        !text(root, `${BUYER}/cac:PartyTaxScheme/cbc:CompanyID`) &&
        !text(root, `${BUYER}/cac:PartyLegalEntity/cbc:CompanyID`)
      )
        problems.push('No buyer VAT id or legal registration id');
      return problems;
    },
  },
  {
    id: 'BR-AE-05',
    says: 'reverse charge: line VAT rate 0',
    check: ({ lines }) =>
      lines
        .filter((line) => categoryOf(line) === 'AE' && lineRate(line) !== 0)
        .map(() => 'An AE line with a rate other than 0'),
  },
  { id: 'BR-AE-08', says: 'reverse charge: taxable amount = its lines', check: breakdownPerRate('AE') },
  {
    id: 'BR-AE-09',
    says: 'reverse charge: VAT amount 0',
    check: ({ root }) =>
      subtotals(root)
        .filter((subtotal) => text(subtotal, 'cac:TaxCategory/cbc:ID') === 'AE')
        .flatMap((subtotal) => equal('AE VAT amount', amountAt(subtotal, 'cbc:TaxAmount'), 0)),
  },
  {
    id: 'BR-AE-10',
    says: 'reverse charge: exemption reason VATEX-EU-AE, "Btw verlegd"',
    check: ({ root }) =>
      subtotals(root)
        .filter((subtotal) => text(subtotal, 'cac:TaxCategory/cbc:ID') === 'AE')
        .flatMap((subtotal) => {
          const code = text(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReasonCode');
          const reason = text(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReason');
          return code === 'VATEX-EU-AE' && reason === 'Btw verlegd'
            ? []
            : [`AE exemption reason is ${code ?? '-'} / ${reason ?? '-'}`];
        }),
  },
  {
    id: 'PEPPOL-EN16931-R001',
    says: 'business process (ProfileID) given',
    check: present('cbc:ProfileID', 'Business process'),
  },
  {
    id: 'PEPPOL-EN16931-R002',
    says: 'at most one note on document level',
    check: ({ root }) => {
      const notes = all(root, 'cbc:Note').length;
      return notes <= 1 ? [] : [`${notes} notes`];
    },
  },
  {
    id: 'PEPPOL-EN16931-R008',
    says: 'no empty elements',
    check: ({ root }) =>
      elementsUnder(root)
        .filter(
          (node) =>
            !Array.from(node.childNodes).some((child) => child.nodeType === 1) && !node.textContent?.trim(),
        )
        .map((node) => `Empty element ${node.localName}`),
  },
  {
    id: 'PEPPOL-EN16931-R051',
    says: 'every amount is in the document currency',
    check: ({ root }) => {
      const currency = text(root, 'cbc:DocumentCurrencyCode');
      return elementsUnder(root)
        .filter(
          (node) => node.getAttribute('currencyID') !== null && node.getAttribute('currencyID') !== currency,
        )
        .map((node) => `${node.localName} in ${node.getAttribute('currencyID')}`);
    },
  },
  {
    id: 'PEPPOL-EN16931-R003',
    says: 'a buyer reference or order reference',
    check: ({ root }) =>
      text(root, 'cbc:BuyerReference') || text(root, 'cac:OrderReference/cbc:ID')
        ? []
        : ['No buyer reference and no order reference'],
  },
  {
    id: 'PEPPOL-EN16931-R004',
    says: 'specification identifier of Peppol BIS Billing 3.0',
    check: ({ root }) =>
      text(root, 'cbc:CustomizationID') ===
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
        ? []
        : [`CustomizationID is ${text(root, 'cbc:CustomizationID')}`],
  },
  {
    id: 'PEPPOL-EN16931-R007',
    says: 'business process in the form urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0',
    check: ({ root }) =>
      /^urn:fdc:peppol\.eu:2017:poacc:billing:\d\d:1\.0$/.test(text(root, 'cbc:ProfileID') ?? '')
        ? []
        : [`ProfileID is ${text(root, 'cbc:ProfileID')}`],
  },
  {
    id: 'PEPPOL-EN16931-R010',
    says: 'buyer electronic address with a scheme',
    check: ({ root }) =>
      text(root, `${BUYER}/cbc:EndpointID`) && one(root, `${BUYER}/cbc:EndpointID`)?.getAttribute('schemeID')
        ? []
        : ['No buyer electronic address with a scheme'],
  },
  {
    id: 'PEPPOL-EN16931-R020',
    says: 'seller electronic address with a scheme',
    check: ({ root }) =>
      text(root, `${SELLER}/cbc:EndpointID`) &&
      one(root, `${SELLER}/cbc:EndpointID`)?.getAttribute('schemeID')
        ? []
        : ['No seller electronic address with a scheme'],
  },
  {
    id: 'PEPPOL-EN16931-R053',
    says: 'one tax total, with the VAT breakdown',
    check: ({ root }) => {
      const totals = all(root, 'cac:TaxTotal');
      const withSubtotals = totals.filter((total) => all(total, 'cac:TaxSubtotal').length > 0);
      return totals.length === 1 && withSubtotals.length === 1
        ? []
        : [`${totals.length} tax totals, ${withSubtotals.length} with a breakdown`];
    },
  },
  {
    id: 'PEPPOL-EN16931-R120',
    says: 'line net amount = quantity × net price, rounded',
    check: ({ lines, quantityOf }) =>
      lines.flatMap((line, index) => {
        const quantityHundredths = cents(quantityOf(line));
        const price = amountAt(line, 'cac:Price/cbc:PriceAmount');
        const raw = (quantityHundredths * price) / 100;
        return equal(
          `Line ${index + 1} net amount`,
          amountAt(line, 'cbc:LineExtensionAmount'),
          Math.sign(raw) * Math.round(Math.abs(raw)),
        );
      }),
  },
  {
    id: 'PEPPOL-EN16931-P0100/P0101',
    says: 'type code 380 for an invoice, 381 for a credit note',
    check: ({ creditNote, typeCode }) =>
      typeCode === (creditNote ? '381' : '380')
        ? []
        : [`Type code ${typeCode} on a ${creditNote ? 'credit note' : 'invoice'}`],
  },
  {
    id: 'NL-R-001',
    says: 'a Dutch supplier’s credit note refers to the invoice it credits',
    check: ({ root, creditNote }) =>
      creditNote &&
      isDutchSeller(root) &&
      !text(root, 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')
        ? ['A credit note without a reference to its invoice']
        : [],
  },
  {
    id: 'NL-R-002',
    says: 'a Dutch supplier’s address has street, city and postal code',
    check: ({ root }) =>
      isDutchSeller(root)
        ? ['cbc:StreetName', 'cbc:CityName', 'cbc:PostalZone']
            .filter((part) => !text(root, `${SELLER}/cac:PostalAddress/${part}`))
            .map((part) => `Seller address has no ${part}`)
        : [],
  },
  {
    id: 'NL-R-003',
    says: 'a Dutch supplier’s legal entity id is a KvK (0106) or OIN (0190) number',
    check: ({ root }) => {
      if (!isDutchSeller(root)) return [];
      const id = one(root, `${SELLER}/cac:PartyLegalEntity/cbc:CompanyID`);
      return id && ['0106', '0190'].includes(id.getAttribute('schemeID') ?? '')
        ? []
        : ['Seller legal entity has no KvK or OIN number'];
    },
  },
  {
    id: 'NL-R-004',
    says: 'a Dutch buyer’s address has street, city and postal code',
    check: ({ root }) =>
      isDutchSeller(root) &&
      text(root, `${BUYER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`) === 'NL'
        ? ['cbc:StreetName', 'cbc:CityName', 'cbc:PostalZone']
            .filter((part) => !text(root, `${BUYER}/cac:PostalAddress/${part}`))
            .map((part) => `Buyer address has no ${part}`)
        : [],
  },
  {
    id: 'NL-R-005',
    says: 'a Dutch buyer’s legal entity id, when given, is a KvK (0106) or OIN (0190) number',
    check: ({ root }) => {
      if (!isDutchSeller(root)) return [];
      if (text(root, `${BUYER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`) !== 'NL') return [];
      const id = one(root, `${BUYER}/cac:PartyLegalEntity/cbc:CompanyID`);
      return !id || ['0106', '0190'].includes(id.getAttribute('schemeID') ?? '')
        ? []
        : ['Buyer legal entity id is not a KvK or OIN number'];
    },
  },
  {
    id: 'NL-R-007',
    says: 'a Dutch supplier’s invoice has payment means 30, 48, 49, 57, 58 or 59',
    check: ({ root, creditNote }) => {
      if (!isDutchSeller(root)) return [];
      const codes = all(root, 'cac:PaymentMeans').map((means) => text(means, 'cbc:PaymentMeansCode') ?? '');
      if (creditNote && codes.length === 0) return [];
      if (codes.length === 0) return ['An invoice without payment means'];
      return codes
        .filter((code) => !['30', '48', '49', '57', '58', '59'].includes(code))
        .map((code) => `Payment means ${code} is not allowed`);
    },
  },
];

/** Every rule's problems with one document, by rule id; an empty object when all are met. */
export const brokenRules = (xml: string): Record<string, string[]> => {
  const doc = readUbl(xml);
  return Object.fromEntries(
    businessRules
      .map((rule) => [rule.id, rule.check(doc)] as const)
      .filter(([, problems]) => problems.length > 0),
  );
};

export { amountAt, one, text };
