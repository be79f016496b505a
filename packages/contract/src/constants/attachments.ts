/**
 * Attachments of orders, replies and internal notes: the limits the API enforces and the forms show
 * before uploading, and the Dutch messages both say (docs/decisions/0054).
 */

const MB = 1024 * 1024;

/** The largest file one attachment may be. */
export const ATTACHMENT_MAX_BYTES = 25 * MB;

/** The most files one message (a new order, a reply, an internal note) may carry. */
export const ATTACHMENTS_PER_MESSAGE = 10;

/** What one customer's attachments may take together, unless the API's environment says otherwise. */
export const ATTACHMENT_QUOTA_DEFAULT_BYTES = 5 * 1024 * MB;

/** An upload that is not attached to a message within this time is removed. */
export const ATTACHMENT_UNATTACHED_HOURS = 24;

/** The longest file name kept; a longer one is shortened, its extension kept. */
export const ATTACHMENT_NAME_MAX = 120;

/** What a zip (and an office document, which is a zip) may unpack to, read from its own directory. */
export const ZIP_MAX_ENTRIES = 10_000;
export const ZIP_MAX_UNCOMPRESSED_BYTES = 1024 * MB;

/** The kinds of file accepted, by the type their bytes show; the name plays no part. */
export const attachmentKinds = {
  'image/png': { extension: 'png', label: 'PNG-afbeelding', image: true },
  'image/jpeg': { extension: 'jpg', label: 'JPEG-afbeelding', image: true },
  'image/gif': { extension: 'gif', label: 'GIF-afbeelding', image: true },
  'image/webp': { extension: 'webp', label: 'WebP-afbeelding', image: true },
  'application/pdf': { extension: 'pdf', label: 'PDF', image: false },
  'text/plain': { extension: 'txt', label: 'Tekstbestand', image: false },
  'application/zip': { extension: 'zip', label: 'Zip-bestand', image: false },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extension: 'docx',
    label: 'Word-document',
    image: false,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extension: 'xlsx',
    label: 'Excel-werkmap',
    image: false,
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    extension: 'pptx',
    label: 'PowerPoint-presentatie',
    image: false,
  },
  'application/vnd.oasis.opendocument.text': { extension: 'odt', label: 'OpenDocument-tekst', image: false },
} as const;
export type AttachmentType = keyof typeof attachmentKinds;
export const attachmentTypes = Object.keys(attachmentKinds) as AttachmentType[];

/** Extensions a text file may keep; any other is followed by .txt, so that no program opens it as code. */
export const TEXT_EXTENSIONS = [
  'txt',
  'log',
  'csv',
  'md',
  'json',
  'xml',
  'yaml',
  'yml',
  'ini',
  'conf',
] as const;

/** What the forms' file button offers; the API decides from the bytes whatever is chosen. */
export const ATTACHMENT_ACCEPT = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  '.log',
  '.csv',
  '.zip',
  '.docx',
  '.xlsx',
  '.pptx',
  '.odt',
].join(',');

const sizeFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** A file size the Dutch way: '850 bytes', '12,5 kB', '24,9 MB', '5 GB'. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
};

/** The Dutch messages of attachments; each names the file, so a person knows which one to fix. */
export const attachmentMessages = {
  tooLarge: (name: string) =>
    `${name} is te groot: een bijlage mag hoogstens ${formatFileSize(ATTACHMENT_MAX_BYTES)} zijn.`,
  empty: (name: string) => `${name} is leeg.`,
  tooMany: `Je kunt hoogstens ${ATTACHMENTS_PER_MESSAGE} bijlagen per bericht meesturen.`,
  refusedType: (name: string) =>
    `${name} is geen toegestaan bestandstype. Stuur afbeeldingen (PNG, JPEG, GIF, WebP), PDF, tekst of logbestanden, zip of Office-documenten.`,
  looksLikeHtml: (name: string) =>
    `${name} bevat HTML of een script en wordt daarom niet aangenomen. Stuur het als zip-bestand.`,
  brokenImage: (name: string) => `${name} is geen geldige afbeelding of is beschadigd.`,
  zipTooLarge: (name: string) =>
    `${name} pakt uit tot meer dan ${formatFileSize(ZIP_MAX_UNCOMPRESSED_BYTES)} of ${ZIP_MAX_ENTRIES.toLocaleString('nl-NL')} bestanden en wordt daarom niet aangenomen.`,
  brokenZip: (name: string) => `${name} is geen geldig zip-bestand of is beschadigd.`,
  quotaFull: (name: string, quotaBytes: number) =>
    `${name} past niet meer: de bijlagen van je bedrijf nemen samen al bijna ${formatFileSize(quotaBytes)} in, het maximum. Vraag Kodewerk om oude bijlagen op te ruimen of om meer ruimte.`,
  unknownUpload:
    'Een bijlage is niet meer beschikbaar (verlopen of al gebruikt). Voeg hem opnieuw toe en verstuur het bericht nog eens.',
  uploadFailed: (name: string) =>
    `${name} kon niet worden geüpload. Controleer je verbinding en probeer het opnieuw.`,
  notFound: 'Deze bijlage bestaat niet, of is niet van jou.',
} as const;
