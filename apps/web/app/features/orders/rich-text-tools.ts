/**
 * The buttons of the rich-text editor's toolbar, in order (the link button follows them). A label
 * holds the button's visible text wherever that text is a word, so that someone who says what they
 * see ("klik H2") reaches the button (WCAG 2.5.3).
 */
export const richTextTools = [
  { name: 'bold', label: 'Vet', text: 'B', run: 'toggleBold' },
  { name: 'italic', label: 'Cursief', text: 'I', run: 'toggleItalic' },
  { name: 'underline', label: 'Onderstrepen', text: 'U', run: 'toggleUnderline' },
  { name: 'strike', label: 'Doorhalen', text: 'S', run: 'toggleStrike' },
  { name: 'heading2', label: 'H2 Kop', text: 'H2', run: 'heading2' },
  { name: 'heading3', label: 'H3 Subkop', text: 'H3', run: 'heading3' },
  { name: 'bulletList', label: 'Lijst met opsommingstekens', text: '• Lijst', run: 'toggleBulletList' },
  { name: 'orderedList', label: '1. Lijst, genummerd', text: '1. Lijst', run: 'toggleOrderedList' },
  { name: 'blockquote', label: 'Citaat', text: '“ ”', run: 'toggleBlockquote' },
  { name: 'code', label: 'Code', text: '</>', run: 'toggleCode' },
] as const;

export const LINK_TOOL = { label: 'Link', text: 'Link' } as const;
