import { isRichTextLink } from '@maatwerk/contract/constants';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styles from './rich-text.module.css';
import { LINK_TOOL, richTextTools as tools } from './rich-text-tools.ts';
import { useRovingFocus } from './roving-focus.ts';

export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** The id of the visible label. */
  labelId: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  handleRef?: (handle: RichTextEditorHandle | null) => void;
}

type ToolName = (typeof tools)[number]['name'];

/** The editable area's attributes: a labelled multi-line text box, with its hint or message and validity. */
const attributes = (labelId: string, describedBy: string | undefined, invalid: boolean | undefined) => ({
  class: styles.content ?? '',
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelId,
  ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
});

/**
 * The rich-text editor of orders and replies (TipTap). It makes only what the API keeps: paragraphs,
 * two heading levels, bold, italic, underline, strike, lists, quotes, code and links.
 */
export default function RichTextEditor({
  labelId,
  describedBy,
  invalid,
  disabled,
  value,
  onChange,
  onBlur,
  handleRef,
}: RichTextEditorProps) {
  const linkInputId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');
  const linkInput = useRef<HTMLInputElement>(null);
  // The formatting buttons and the link button: one Tab stop, arrow keys between them.
  const roving = useRovingFocus(tools.length + 1);

  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          defaultProtocol: 'https',
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
        },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: { attributes: attributes(labelId, describedBy, invalid) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      if (!current) return null;
      const state: Record<ToolName | 'link', boolean> = {
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        underline: current.isActive('underline'),
        strike: current.isActive('strike'),
        heading2: current.isActive('heading', { level: 2 }),
        heading3: current.isActive('heading', { level: 3 }),
        bulletList: current.isActive('bulletList'),
        orderedList: current.isActive('orderedList'),
        blockquote: current.isActive('blockquote'),
        code: current.isActive('code'),
        link: current.isActive('link'),
      };
      return state;
    },
  });

  // The attributes that follow the field's state (message, validity, disabled).
  useEffect(() => {
    if (!editor) return;
    // Without an update: the text has not changed, and a change would have the form judge it again.
    editor.setEditable(!disabled, false);
    editor.setOptions({
      editorProps: { attributes: attributes(labelId, describedBy, invalid) },
    });
  }, [editor, disabled, describedBy, invalid, labelId]);

  // A form reset (after sending) empties the editor.
  useEffect(() => {
    if (editor && value === '' && !editor.isEmpty) editor.commands.clearContent(false);
  }, [editor, value]);

  useEffect(() => {
    handleRef?.(editor ? { focus: () => editor.commands.focus() } : null);
    return () => handleRef?.(null);
  }, [editor, handleRef]);

  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);

  const run = (tool: (typeof tools)[number]['run']) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (tool === 'heading2') chain.toggleHeading({ level: 2 }).run();
    else if (tool === 'heading3') chain.toggleHeading({ level: 3 }).run();
    else chain[tool]().run();
  };

  const openLink = () => {
    setLinkHref((editor?.getAttributes('link').href as string | undefined) ?? 'https://');
    setLinkOpen(true);
  };

  const applyLink = (event: FormEvent) => {
    event.preventDefault();
    if (!editor) return;
    const href = linkHref.trim();
    if (href === '' || href === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (isRichTextLink(href)) editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    else return;
    setLinkOpen(false);
  };

  const linkValid = linkHref.trim() === '' || isRichTextLink(linkHref);

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <div className={styles.toolbar} role="toolbar" aria-label="Opmaak" onKeyDown={roving.onKeyDown}>
        {tools.map((tool, index) => (
          <button
            key={tool.name}
            {...roving.itemProps(index)}
            type="button"
            className={styles.toolButton}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={active?.[tool.name] ?? false}
            disabled={disabled || !editor}
            onClick={() => run(tool.run)}
          >
            <span aria-hidden="true">{tool.text}</span>
          </button>
        ))}
        <button
          {...roving.itemProps(tools.length)}
          type="button"
          className={styles.toolButton}
          aria-label={LINK_TOOL.label}
          title={LINK_TOOL.label}
          aria-pressed={active?.link ?? false}
          aria-expanded={linkOpen}
          disabled={disabled || !editor}
          onClick={() => (linkOpen ? setLinkOpen(false) : openLink())}
        >
          <span aria-hidden="true">{LINK_TOOL.text}</span>
        </button>
      </div>
      {linkOpen && (
        // Not a <form>: the editor sits inside the page's form, and forms do not nest.
        <fieldset
          className={styles.linkRow}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyLink(event);
            if (event.key === 'Escape') {
              setLinkOpen(false);
              editor?.commands.focus();
            }
          }}
        >
          <legend className="visually-hidden">Link invoegen</legend>
          <label htmlFor={linkInputId}>
            Adres van de link
            <input
              id={linkInputId}
              ref={linkInput}
              type="url"
              inputMode="url"
              value={linkHref}
              aria-invalid={!linkValid || undefined}
              onChange={(event) => setLinkHref(event.target.value)}
            />
          </label>
          <button type="button" className="button" onClick={applyLink} disabled={!linkValid}>
            Link toepassen
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setLinkOpen(false);
              editor?.commands.focus();
            }}
          >
            Annuleren
          </button>
        </fieldset>
      )}
      <EditorContent editor={editor} className={styles.contentArea} />
    </div>
  );
}
