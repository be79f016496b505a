import type { Invoice as UblDocument } from '@e-invoice-eu/core';
import { chargedVatRate, provider } from '@maatwerk/contract/constants';
import { billedToOf } from '../invoice-pdf.ts';
import { invoiceFigures, type LoadedInvoice, lineTotalCents } from '../invoices.ts';

type Ubl = UblDocument['ubl:Invoice'];
type BuyerParty = Ubl['cac:AccountingCustomerParty']['cac:Party'];
type EndpointScheme = NonNullable<BuyerParty['cbc:EndpointID@schemeID']>;
type TaxCategory = NonNullable<Ubl['cac:TaxTotal'][0]['cac:TaxSubtotal']>[number]['cac:TaxCategory'];

/** Peppol BIS Billing 3.0: the specification and the business process the document follows. */
export const PEPPOL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** UNCL 1001: commercial invoice, credit note. */
const INVOICE_TYPE = '380';
const CREDIT_NOTE_TYPE = '381';
/** ISO 6523 ICD of the Dutch Chamber of Commerce (KvK) number. */
const KVK_SCHEME = '0106';
/** UNCL 4461: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';
/** UN/ECE rec 20: "one", a unit without a dimension; lines are hours, licences and products alike. */
const UNIT = 'C62';
const CURRENCY = 'EUR';
const REVERSE_CHARGE_REASON = { code: 'VATEX-EU-AE', text: 'Btw verlegd' } as const;

/**
 * The Peppol electronic address scheme (EAS) of a VAT id per member state, where one exists; a
 * customer from elsewhere without a KvK number is addressed by its billing e-mail (EM).
 */
const vatEndpointSchemes: Partial<Record<string, EndpointScheme>> = {
  AT: '9914',
  BE: '9925',
  BG: '9926',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  ES: '9920',
  FR: '9957',
  GR: '9933',
  HR: '9934',
  HU: '9910',
  IE: '9935',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  SI: '9949',
  SK: '9950',
};

/** Integer cents as a UBL amount: 12345 → "123.45", -50 → "-0.50". */
export const ublAmount = (cents: number): string => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Hundredths as a UBL quantity: 650 → "6.50". */
const ublQuantity = (hundredths: number): string => ublAmount(hundredths);

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

const buyerEndpoint = (
  loaded: LoadedInvoice,
  buyer: ReturnType<typeof billedToOf>,
): Pick<BuyerParty, 'cbc:EndpointID' | 'cbc:EndpointID@schemeID'> => {
  if (buyer.country === 'NL' && buyer.kvkNumber)
    return { 'cbc:EndpointID': buyer.kvkNumber, 'cbc:EndpointID@schemeID': KVK_SCHEME };
  const vatScheme = vatEndpointSchemes[buyer.country];
  if (buyer.vatId && vatScheme)
    return { 'cbc:EndpointID': withoutSpaces(buyer.vatId), 'cbc:EndpointID@schemeID': vatScheme };
  // Without a billing address there is no electronic address: the library refuses the document.
  const email = loaded.customer.billingEmail;
  return email ? { 'cbc:EndpointID': email, 'cbc:EndpointID@schemeID': 'EM' } : {};
};

/** The VAT category of a rate: reverse charge (AE), the standard or reduced rate (S), or 0% (Z). */
const taxCategory = (rate: number, reverseCharge: boolean): TaxCategory => {
  if (reverseCharge)
    return {
      'cbc:ID': 'AE',
      'cbc:Percent': '0',
      'cbc:TaxExemptionReasonCode': REVERSE_CHARGE_REASON.code,
      'cbc:TaxExemptionReason': REVERSE_CHARGE_REASON.text,
      'cac:TaxScheme': { 'cbc:ID': 'VAT' },
    };
  return {
    'cbc:ID': rate === 0 ? 'Z' : 'S',
    'cbc:Percent': String(rate),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
};

/**
 * A sent invoice or credit note in the library's UBL shape (Peppol BIS Billing 3.0, NLCIUS). Every
 * amount comes from the server's own figures. A credit note's lines are stored negative (they take
 * back the invoice's); a UBL CreditNote carries them positive, its type saying they are credited.
 */
export const toUblDocument = (loaded: LoadedInvoice): UblDocument => {
  const { invoice } = loaded;
  if (invoice.status !== 'sent' || !invoice.number || !invoice.issuedOn)
    throw new Error('Only a sent invoice or credit note has an e-invoice');
  const creditNote = invoice.kind === 'creditfactuur';
  const sign = creditNote ? -1 : 1;
  const figures = invoiceFigures(loaded);
  const buyer = billedToOf(loaded);
  const money = (cents: number) => ublAmount(sign * cents);

  const document: Ubl = {
    'cbc:CustomizationID': PEPPOL_CUSTOMIZATION_ID,
    'cbc:ProfileID': PEPPOL_PROFILE_ID,
    'cbc:ID': invoice.number,
    'cbc:IssueDate': invoice.issuedOn,
    ...(!creditNote && invoice.dueOn && { 'cbc:DueDate': invoice.dueOn }),
    'cbc:InvoiceTypeCode': creditNote ? CREDIT_NOTE_TYPE : INVOICE_TYPE,
    'cbc:Note': [invoice.description],
    'cbc:DocumentCurrencyCode': CURRENCY,
    // Peppol wants a buyer reference or an order reference: the customer number, as on the PDF.
    'cbc:BuyerReference': String(loaded.customer.id),
    ...(invoice.periodStart &&
      invoice.periodEnd && {
        'cac:InvoicePeriod': { 'cbc:StartDate': invoice.periodStart, 'cbc:EndDate': invoice.periodEnd },
      }),
    ...(creditNote &&
      loaded.credits?.number && {
        'cac:BillingReference': [
          {
            'cac:InvoiceDocumentReference': {
              'cbc:ID': loaded.credits.number,
              ...(loaded.credits.issuedOn && { 'cbc:IssueDate': loaded.credits.issuedOn }),
            },
          },
        ],
      }),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': provider.kvkNumber,
        'cbc:EndpointID@schemeID': KVK_SCHEME,
        'cac:PartyName': { 'cbc:Name': provider.name },
        'cac:PostalAddress': {
          'cbc:StreetName': provider.street,
          'cbc:CityName': provider.city,
          'cbc:PostalZone': provider.postalCode,
          'cac:Country': { 'cbc:IdentificationCode': 'NL' },
        },
        'cac:PartyTaxScheme': [{ 'cbc:CompanyID': provider.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': provider.name,
          'cbc:CompanyID': provider.kvkNumber,
          'cbc:CompanyID@schemeID': KVK_SCHEME,
        },
        'cac:Contact': { 'cbc:Telephone': provider.phone, 'cbc:ElectronicMail': provider.email },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        ...buyerEndpoint(loaded, buyer),
        'cac:PartyName': { 'cbc:Name': buyer.name },
        'cac:PostalAddress': {
          ...(buyer.street && { 'cbc:StreetName': buyer.street }),
          ...(buyer.city && { 'cbc:CityName': buyer.city }),
          ...(buyer.postalCode && { 'cbc:PostalZone': buyer.postalCode }),
          'cac:Country': {
            'cbc:IdentificationCode':
              buyer.country as BuyerParty['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'],
          },
        },
        ...(buyer.vatId && {
          'cac:PartyTaxScheme': {
            'cbc:CompanyID': withoutSpaces(buyer.vatId),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        }),
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': buyer.name,
          ...(buyer.kvkNumber &&
            buyer.country === 'NL' && {
              'cbc:CompanyID': buyer.kvkNumber,
              'cbc:CompanyID@schemeID': KVK_SCHEME,
            }),
        },
      },
    },
    // A credit note is settled with its invoice or paid back: no payment instruction to the seller.
    ...(!creditNote && {
      'cac:PaymentMeans': [
        {
          'cbc:PaymentMeansCode': SEPA_CREDIT_TRANSFER,
          'cbc:PaymentID': invoice.number,
          'cac:PayeeFinancialAccount': {
            'cbc:ID': withoutSpaces(provider.iban),
            'cbc:Name': provider.name,
            'cac:FinancialInstitutionBranch': { 'cbc:ID': provider.bic },
          },
        },
      ],
    }),
    'cac:PaymentTerms': {
      'cbc:Note': creditNote
        ? `Wordt verrekend met factuur ${loaded.credits?.number ?? ''} of terugbetaald.`
        : `Betaling binnen ${provider.paymentTermDays} dagen na factuurdatum, onder vermelding van ${invoice.number}.`,
    },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(figures.vatCents),
        'cbc:TaxAmount@currencyID': CURRENCY,
        'cac:TaxSubtotal': figures.groups.map((group) => ({
          'cbc:TaxableAmount': money(group.baseCents),
          'cbc:TaxableAmount@currencyID': CURRENCY,
          'cbc:TaxAmount': money(group.vatCents),
          'cbc:TaxAmount@currencyID': CURRENCY,
          'cac:TaxCategory': taxCategory(group.rate, figures.reverseCharge),
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(figures.subtotalCents),
      'cbc:LineExtensionAmount@currencyID': CURRENCY,
      'cbc:TaxExclusiveAmount': money(figures.subtotalCents),
      'cbc:TaxExclusiveAmount@currencyID': CURRENCY,
      'cbc:TaxInclusiveAmount': money(figures.totalCents),
      'cbc:TaxInclusiveAmount@currencyID': CURRENCY,
      // The document as it was sent: payments received later do not change it.
      'cbc:PayableAmount': money(figures.totalCents),
      'cbc:PayableAmount@currencyID': CURRENCY,
    },
    'cac:InvoiceLine': loaded.lines.map((line, index) => {
      const category = taxCategory(
        chargedVatRate(line.vatRate, figures.reverseCharge),
        figures.reverseCharge,
      );
      return {
        'cbc:ID': String(index + 1),
        'cbc:InvoicedQuantity': ublQuantity(sign * line.quantity),
        'cbc:InvoicedQuantity@unitCode': UNIT,
        'cbc:LineExtensionAmount': money(lineTotalCents(line)),
        'cbc:LineExtensionAmount@currencyID': CURRENCY,
        'cac:Item': {
          'cbc:Name': line.description,
          'cac:ClassifiedTaxCategory': {
            'cbc:ID': category['cbc:ID'],
            'cbc:Percent': category['cbc:Percent'],
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        },
        'cac:Price': {
          'cbc:PriceAmount': ublAmount(line.unitPriceCents),
          'cbc:PriceAmount@currencyID': CURRENCY,
        },
      } as Ubl['cac:InvoiceLine'][number];
    }) as Ubl['cac:InvoiceLine'],
  };
  return { 'ubl:Invoice': document };
};
