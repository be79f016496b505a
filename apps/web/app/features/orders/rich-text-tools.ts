/** The buttons of the rich-text editor's toolbar, in order (the link button follows them). */
export const richTextTools = [
  { name: 'bold', label: 'Vet', text: 'B', run: 'toggleBold' },
  { name: 'italic', label: 'Cursief', text: 'I', run: 'toggleItalic' },
  { name: 'underline', label: 'Onderstrepen', text: 'U', run: 'toggleUnderline' },
  { name: 'strike', label: 'Doorhalen', text: 'S', run: 'toggleStrike' },
  { name: 'heading2', label: 'Kop', text: 'H2', run: 'heading2' },
  { name: 'heading3', label: 'Subkop', text: 'H3', run: 'heading3' },
  { name: 'bulletList', label: 'Opsomming', text: '• Lijst', run: 'toggleBulletList' },
  { name: 'orderedList', label: 'Genummerde lijst', text: '1. Lijst', run: 'toggleOrderedList' },
  { name: 'blockquote', label: 'Citaat', text: '“ ”', run: 'toggleBlockquote' },
  { name: 'code', label: 'Code', text: '</>', run: 'toggleCode' },
] as const;

export const LINK_TOOL = { label: 'Link', text: 'Link' } as const;
