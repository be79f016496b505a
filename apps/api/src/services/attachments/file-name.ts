import {
  ATTACHMENT_NAME_MAX,
  type AttachmentType,
  attachmentKinds,
  TEXT_EXTENSIONS,
} from '@maatwerk/contract';

/**
 * A harmless name for a file as a person sent it: its last path segment only ('../../x' → 'x'), no
 * control, quote or path characters, not hidden, at most ATTACHMENT_NAME_MAX characters, and ending
 * in the extension of the type its bytes showed, so no program opens it as something else.
 */
export const safeFileName = (given: string, type: AttachmentType): string => {
  const base = given.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  let name = base.replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|\u202a-\u202e\u2066-\u2069]/g, '').trim();
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).trim() || 'bijlage';
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const own = attachmentKinds[type].extension;
  const keeps =
    extension === own ||
    (own === 'jpg' && extension === 'jpeg') ||
    (type === 'text/plain' && (TEXT_EXTENSIONS as readonly string[]).includes(extension));
  const ending = keeps ? `.${extension}` : extension ? `.${extension}.${own}` : `.${own}`;
  return `${stem.slice(0, Math.max(1, ATTACHMENT_NAME_MAX - ending.length))}${ending}`;
};
